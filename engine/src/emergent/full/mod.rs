//! Emergent, the full game (Brandon Stoker, Stoken Games 2017): build a
//! network of distribution centres and sell to the cities' demand.
//! Rules and every decision the rulebook leaves open: docs/rules/emergent.md.

pub mod actions;
mod heuristic;
mod observation;
mod rules;
mod scene;
pub mod state;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use core::fmt;

use arrayvec::ArrayVec;
use rand::Rng;

pub use actions::{Action, Decision, Step};
pub use observation::{EmergentObservation, SeatView};
pub use state::{Company, Emergent, Event, Phase, Plan};

use crate::emergent::map::{CITIES, DEMAND, MAX_CARDS, NO_CITY, REGION_CITY, REGIONS, ROUNDS};
use crate::game::*;
use crate::view::{Names, Viewer};
use state::*;

/// Stated maximum of legal actions: 6 kinds and `Done`, 12 regions, or
/// 12 quantities.
pub const MAX_ACTIONS: usize = REGIONS;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// The most actions one plan can take: two (kind, region) for each of 13
/// sales, 13 purchases (pieces) and 10 cylinders, three (with the
/// quantity) for each product step (at most 50), and `Done`.
pub const MAX_PLAN_STEPS: usize = 2 * (13 + 13 + CYLINDERS as usize) + 3 * CUBES as usize + 1;

impl Game for Emergent {
    const INFO: GameInfo = GameInfo {
        id: "emergent",
        name: "Emergent",
        min_players: 2,
        max_players: 4,
        options: &[OptionInfo {
            key: "learning",
            values: &["off", "on"],
            default: "off",
            description: "the learning variant: round 1 one DC and no marketing, round 2 no new DC and one marketing cylinder",
        }],
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Observation = EmergentObservation;
    type Event = Event;
    type Tensors = tensor::Tensors;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        let chosen = config.resolve(&Self::INFO)?;
        Ok(Emergent::new_game(config.players, chosen[0] == "on", seed))
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal().then_some("the last round was played")
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.current)
        }
    }

    #[inline]
    fn legal_actions(&self, out: &mut ActionList) {
        self.legal(out)
    }

    fn apply_with<S: EventSink<Event>>(
        &mut self,
        a: Action,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        if self.phase == Phase::Over {
            return Err(ActionError::GameOver);
        }
        self.check_legal(a)?;
        self.step(a, sink);
        Ok(())
    }

    #[inline]
    fn apply_legal(&mut self, a: Action) {
        debug_assert!(self.is_legal(a), "apply_legal given {a:?}");
        self.step(a, &mut ());
    }

    fn observation(&self, seat: Seat) -> EmergentObservation {
        self.observe(seat)
    }

    fn determinize<R: Rng + ?Sized>(&self, observer: Seat, rng: &mut R) -> Self {
        self.sample(observer, rng)
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

    /// Money, with the DCs on the board at their sale value: what the end
    /// of the game would count now (at the end the DCs are sold already).
    fn scores(&self) -> SeatValues<f64> {
        (0..self.players as usize)
            .map(|s| {
                let c = &self.seats[s];
                (c.money
                    + c.dc_total[SMALL] as u16 * DC_SALE[SMALL]
                    + c.dc_total[LARGE] as u16 * DC_SALE[LARGE]) as f64
            })
            .collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        let n = self.players as usize;
        let best = (0..n).map(|s| self.seats[s].money).max().unwrap_or(0);
        let winners = (0..n).filter(|&s| self.seats[s].money == best).count() as f64;
        (0..n)
            .map(|s| {
                if self.seats[s].money == best {
                    1.0 / winners
                } else {
                    0.0
                }
            })
            .collect()
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn write_label<W: fmt::Write>(&self, a: Action, out: &mut W) -> fmt::Result {
        self.label_text(a, out)
    }

    fn write_state(
        &self,
        viewer: Viewer,
        names: Names<'_>,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        self.text(viewer, names, out)
    }

    fn scene(&self, viewer: Viewer, names: Names<'_>) -> crate::scene::Scene {
        self.scene_of(viewer, names)
    }

    fn write_event(
        &self,
        _viewer: Viewer,
        names: Names<'_>,
        event: &Event,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        self.event_text(names, event, out)
    }

    fn max_game_length(&self) -> usize {
        ROUNDS * self.players as usize * MAX_PLAN_STEPS
    }

    fn check_invariants(&self) -> Result<(), InvariantError> {
        self.invariants()
    }

    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        self.heuristic(rng)
    }
}

impl Emergent {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn company(&self, s: usize) -> &Company {
        &self.seats[s]
    }
    pub fn learning(&self) -> bool {
        self.learning
    }
    /// Cities of the last executed round's demand cards, in rank order.
    pub fn last_cities(&self) -> impl Iterator<Item = u8> + '_ {
        self.last_cities.iter().copied().take_while(|&c| c != NONE)
    }

    /// Counter ranges, plan bookkeeping and the phase's shape.
    fn invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let n = self.players as usize;
        ensure!((2..=SEATS).contains(&n), "player count {n}");
        ensure!(self.round as usize <= ROUNDS, "round {}", self.round);
        ensure!(
            (self.phase == Phase::Over) == (self.round as usize == ROUNDS),
            "phase does not match the round"
        );
        ensure!(
            self.phase == Phase::Over || self.current < self.players,
            "current seat"
        );
        // Last round's cards: a prefix of distinct cities, as many as cards.
        let cards = self.last_cities.iter().take_while(|&&c| c != NONE).count();
        ensure!(
            self.last_cities[cards..].iter().all(|&c| c == NONE),
            "gap in last round's cities"
        );
        let expected = if self.round == 0 {
            0
        } else {
            DEMAND[self.round as usize - 1].len()
        };
        ensure!(cards == expected, "last round's card count");
        for i in 0..cards {
            let c = self.last_cities[i];
            ensure!((c as usize) < CITIES, "city id");
            ensure!(!self.last_cities[..i].contains(&c), "city drawn twice");
            ensure!(
                DEMAND[self.round as usize - 1][i].city == c,
                "card not on its assigned city"
            );
        }
        ensure!(cards <= MAX_CARDS, "card count");
        for s in 0..SEATS {
            let c = &self.seats[s];
            if s >= n {
                ensure!(*c == Company::default(), "unused seat {s} not empty");
                continue;
            }
            ensure!(c.money <= 10_000, "money {}", c.money);
            for size in [SMALL, LARGE] {
                let total: u32 = c.dcs[size].iter().map(|&x| x as u32).sum();
                ensure!(total == c.dc_total[size] as u32, "DC total");
                ensure!(c.dc_total[size] <= DC_PIECES[size], "more DCs than pieces");
            }
            let p = &c.plan;
            let planning = self.phase == Phase::Plan;
            if !planning || s > self.current as usize {
                ensure!(*p == Plan::default(), "plan outside its turn");
                continue;
            }
            ensure!(
                p.done == (s < self.current as usize),
                "plan done flag for seat {s}"
            );
            let mut gained = 0u16;
            let mut spent = 0u16;
            let mut max_key = 0u32;
            let mut note = |id: u32, count: u8| {
                if count > 0 {
                    max_key = max_key.max(id);
                }
            };
            for size in [SMALL, LARGE] {
                let (mut sold, mut built) = (0u32, 0u32);
                for r in 0..REGIONS {
                    ensure!(
                        p.sell[size][r] <= c.dcs[size][r],
                        "sold a DC not on the board"
                    );
                    sold += p.sell[size][r] as u32;
                    built += p.build[size][r] as u32;
                    note((size * REGIONS + r) as u32, p.sell[size][r]);
                    note(
                        (actions::BUILD_SMALL as usize * REGIONS + size * REGIONS + r) as u32,
                        p.build[size][r],
                    );
                }
                ensure!(
                    sold == p.sold[size] as u32 && built == p.built[size] as u32,
                    "plan DC totals"
                );
                ensure!(
                    c.total_after(size) <= DC_PIECES[size],
                    "plan uses more DC pieces than a colour has"
                );
                gained += p.sold[size] as u16 * DC_SALE[size];
                spent += p.built[size] as u16 * DC_PRICE[size];
            }
            let (mut units, mut cylinders) = (0u32, 0u32);
            for r in 0..REGIONS {
                ensure!(
                    p.products[r] as u16 <= c.slots_after(r),
                    "products beyond the DC slots"
                );
                ensure!(
                    p.marketing[r] == 0 || REGION_CITY[r] != NO_CITY,
                    "marketing outside a city"
                );
                units += p.products[r] as u32;
                cylinders += p.marketing[r] as u32;
                note(
                    (actions::PRODUCT as usize * REGIONS + r) as u32,
                    p.products[r],
                );
                note(
                    (actions::MARKETING as usize * REGIONS + r) as u32,
                    p.marketing[r],
                );
            }
            ensure!(
                units == p.units as u32 && cylinders == p.cylinders as u32,
                "plan cube totals"
            );
            ensure!(
                p.units <= CUBES && p.cylinders <= CYLINDERS,
                "more pieces than a colour has"
            );
            spent += p.units as u16 * PRODUCT_PRICE + p.cylinders as u16 * MARKETING_PRICE;
            ensure!(
                p.gained == gained && p.spent == spent,
                "plan money bookkeeping"
            );
            ensure!(p.spent <= c.money + p.gained, "plan spends money it lacks");
            ensure!(p.key as u32 == max_key, "plan order key");
            ensure!(p.pending <= actions::KINDS, "pending step kind");
            if p.pending != 0 {
                ensure!(
                    s == self.current as usize && !p.done,
                    "pending step outside the seat planning"
                );
                if p.pending_region != 0 {
                    ensure!(
                        p.pending == actions::PRODUCT + 1
                            && p.pending_region as usize <= REGIONS
                            && self.max_quantity() >= 1,
                        "pending product step"
                    );
                } else {
                    ensure!(
                        self.region_mask(p.pending - 1) != 0,
                        "pending step with no open region"
                    );
                }
            } else {
                ensure!(p.pending_region == 0, "product region without a step");
            }
            if p.again {
                let base = actions::PRODUCT * REGIONS as u8;
                ensure!(
                    (base..base + REGIONS as u8).contains(&p.key)
                        && p.products[(p.key - base) as usize] >= actions::MAX_QUANTITY,
                    "repeat product step flag"
                );
            }
            if self.learning {
                ensure!(
                    self.round >= 2 || p.sold == [0, 0],
                    "learning variant: a sale before round 3"
                );
                let built = p.built[0] + p.built[1];
                ensure!(
                    self.round >= 2 || built <= if self.round == 0 { 1 } else { 0 },
                    "learning variant: too many DCs bought"
                );
                ensure!(
                    p.cylinders <= self.marketing_cap(),
                    "learning variant: too much marketing"
                );
            }
        }
        if self.phase == Phase::Over {
            for s in 0..n {
                ensure!(self.seats[s].dc_total == [0, 0], "DCs left at the end");
            }
        }
        Ok(())
    }
}
