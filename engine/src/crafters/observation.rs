//! What one seat may know of a Crafters game.

use serde::Serialize;

use super::Action;
use super::Crafters;
use super::content::{SITES, TOKEN_KINDS};
use super::state::{NONE, Phase, Resolution, SEATS};
use crate::bitset::Set32;
use crate::game::{Information, Observed, Seat};

/// One seat as the observer sees it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct SeatView {
    pub gold: u16,
    pub hand_len: u8,
    /// The blueprints in hand: for the seat itself; `None` for others.
    pub hand: Option<Set32>,
    /// The blueprints it put in the discard (until reshuffled): for the
    /// seat itself; `None` for others.
    pub known_discard: Option<Set32>,
    pub not_held: Set32,
    pub taken: Set32,
    pub tokens: u8,
    pub workers: [u8; SITES],
    pub free: u8,
    pub hired: u8,
    pub houses: u8,
    /// The sealed bid so far: for the seat itself; `None` for others.
    pub bid: Option<u16>,
    /// How many steps of the sealed bid are taken (public).
    pub bid_steps: u8,
}

/// Everything one seat may know; equal for states it cannot tell apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Observation {
    pub observer: u8,
    pub players: u8,
    pub two_dice: bool,
    pub phase: Phase,
    pub current: u8,
    pub decider: u8,
    pub initiative: u8,
    pub turn: u16,
    pub flags: u8,
    pub dice: [u8; 2],
    pub ev_len: u8,
    pub track: [u8; 3],
    pub ev_discard: Set32,
    pub bp_len: u8,
    pub bp_discard_len: u8,
    pub pending_len: u8,
    /// The blueprints drawn to keep one: for the seat drawing them;
    /// `None` for others.
    pub pending: Option<Set32>,
    pub owner: [u8; SITES],
    pub supply: [u8; TOKEN_KINDS],
    pub res: Resolution,
    pub seats: [SeatView; SEATS],
}

impl Information for Crafters {
    type Observation = Observation;
    type Tensors = super::tensor::Tensors;

    fn observation(&self, observer: u8) -> Observation {
        let mut seats = [SeatView::default(); SEATS];
        for (s, view) in seats.iter_mut().enumerate().take(self.players as usize) {
            let pl = &self.p[s];
            let own = s == observer as usize;
            *view = SeatView {
                gold: pl.gold,
                hand_len: pl.hand.len() as u8,
                hand: own.then_some(pl.hand),
                known_discard: own.then_some(pl.known_discard),
                not_held: pl.not_held,
                taken: pl.taken,
                tokens: pl.tokens,
                workers: pl.workers,
                free: pl.free,
                hired: pl.hired,
                houses: pl.houses,
                bid: own.then_some(pl.bid),
                bid_steps: pl.bid_steps,
            };
        }
        Observation {
            observer,
            players: self.players,
            two_dice: self.two_dice,
            phase: self.phase,
            current: self.current,
            decider: if self.phase == Phase::Over {
                NONE
            } else {
                self.decider
            },
            initiative: self.initiative,
            turn: self.turn,
            flags: self.flags,
            dice: self.dice,
            ev_len: self.ev_len,
            track: self.track,
            ev_discard: self.ev_discard,
            bp_len: self.bp_len,
            bp_discard_len: self.bp_discard.len() as u8,
            pending_len: self.pending.len() as u8,
            pending: (observer == self.current).then_some(self.pending),
            owner: self.owner,
            supply: self.supply,
            res: self.res,
            seats,
        }
    }

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        let hidden = matches!(
            action,
            Action::BidTens(_) | Action::BidUnits(_) | Action::Keep(_) | Action::Discard(_)
        );
        if hidden && self.decider != observer {
            Observed::Hidden {
                player: self.decider,
            }
        } else {
            Observed::Seen(action)
        }
    }
}
