//! What one seat may know of an Emergent game, and determinization: a full
//! state that seat cannot tell from the real one.

use rand::Rng;
use serde::Serialize;

use super::Emergent;
use super::actions::Action;
use super::state::*;
use crate::emergent::map::{MAX_CARDS, REGIONS};
use crate::game::{Determinize, Heuristic};
use crate::game::{Information, Observed, Seat};
use crate::rng::GameRng;

/// One seat as the observer sees it: the board and the money are public
/// (every payment is revealed at placement); a plan behind the screen shows
/// only whether it is finished.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct SeatView {
    pub money: u16,
    pub dcs: [[u8; REGIONS]; 2],
    pub plan_done: bool,
    /// This round's plan: for the seat itself; `None` for others.
    pub plan: Option<Plan>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct EmergentObservation {
    pub observer: u8,
    pub players: u8,
    pub learning: bool,
    pub phase: Phase,
    pub round: u8,
    /// The seat planning (NONE when over).
    pub current: u8,
    pub last_cities: [u8; MAX_CARDS],
    pub seats: [SeatView; SEATS],
}

/// A plan redrawn for a seat still writing it stops after each step with
/// this chance in 256.
const STOP_IN_256: u32 = 64;

impl Information for Emergent {
    type Observation = EmergentObservation;
    type Tensors = super::tensor::Tensors;

    fn observation(&self, observer: u8) -> EmergentObservation {
        let mut seats = [SeatView::default(); SEATS];
        for (s, v) in seats.iter_mut().enumerate().take(self.players as usize) {
            let c = &self.seats[s];
            *v = SeatView {
                money: c.money,
                dcs: c.dcs,
                plan_done: c.plan.done,
                plan: (s == observer as usize).then_some(c.plan),
            };
        }
        EmergentObservation {
            observer,
            players: self.players,
            learning: self.learning,
            phase: self.phase,
            round: self.round,
            current: if self.phase == Phase::Over {
                NONE
            } else {
                self.current
            },
            last_cities: self.last_cities,
            seats,
        }
    }

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        if self.phase == Phase::Plan && self.current != observer && action != Action::DONE {
            Observed::Hidden {
                player: self.current,
            }
        } else {
            Observed::Seen(action)
        }
    }
}

impl Determinize for Emergent {
    /// Others' plans are redrawn by the heuristic player (with its random
    /// noise): in full for seats that finished, and a partial plan of random
    /// length for the seat still writing. The demand cards and their cities
    /// are public content; the in-state RNG is reseeded all the same.
    fn determinize<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> Emergent {
        let mut g = *self;
        let mut local = GameRng::new(rng.next_u64());
        if g.phase == Phase::Plan {
            let current = g.current;
            for s in 0..g.players {
                if s != observer {
                    g.seats[s as usize].plan = Plan::default();
                }
            }
            for s in 0..=current {
                if s == observer {
                    continue;
                }
                g.current = s;
                // Bounded: a plan has at most MAX_PLAN_STEPS actions.
                for _ in 0..super::MAX_PLAN_STEPS {
                    if s == current && local.below(256) < STOP_IN_256 {
                        break;
                    }
                    let a = g.heuristic_action(&mut local);
                    if a == Action::DONE {
                        break;
                    }
                    g.write(a);
                }
                g.seats[s as usize].plan.done = s != current;
            }
            g.current = current;
        }
        g.rng = GameRng::new(local.next_u64());
        g
    }
}
