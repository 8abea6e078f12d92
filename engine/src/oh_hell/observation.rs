//! What one seat may know of an Oh Hell game: everything but the other
//! hands and the undealt cards.

use serde::Serialize;

use super::Action;
use super::OhHell;
use super::state::{NONE, PLAYERS, Phase};
use crate::bitset::Set64;
use crate::game::{Information, Observed, Seat};

/// Everything one seat may know; equal for states it cannot tell apart.
/// Card sets are card ids (`rank * 4 + suit`; a list of ids in JSON).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct OhHellObservation {
    pub observer: u8,
    /// Tricks in this deal (cards dealt to each seat).
    pub tricks: u8,
    pub dealer: u8,
    /// The face-up trump card.
    pub trump: u8,
    pub phase: Phase,
    /// The seat to decide (NONE when over).
    pub current: u8,
    /// Each seat's cards: the observer's own; `None` for the others.
    pub hands: [Option<Set64>; PLAYERS],
    /// Cards each seat has played.
    pub played: [Set64; PLAYERS],
    /// Suits each seat has shown it lacks (bit per suit).
    pub voids: [u8; PLAYERS],
    /// Bids (NONE until made) and tricks won.
    pub bids: [u8; PLAYERS],
    pub won: [u8; PLAYERS],
    pub leader: u8,
    pub trick: [u8; PLAYERS],
    pub tricks_done: u8,
}

impl Information for OhHell {
    type Observation = OhHellObservation;
    type Tensors = super::tensor::Tensors;

    fn observation(&self, observer: u8) -> OhHellObservation {
        OhHellObservation {
            observer,
            tricks: self.tricks,
            dealer: self.dealer,
            trump: self.trump,
            phase: self.phase,
            current: if self.phase == Phase::Over {
                NONE
            } else {
                self.current
            },
            hands: core::array::from_fn(|s| {
                (s == observer as usize % PLAYERS).then_some(self.hands[s])
            }),
            played: self.played,
            voids: self.voids,
            bids: self.bids,
            won: self.won,
            leader: self.leader,
            trick: self.trick,
            tricks_done: self.tricks_done,
        }
    }

    #[inline]
    fn observe_action(&self, action: Action, _observer: Seat) -> Observed<Action> {
        // Bids and cards are all played face up.
        Observed::Seen(action)
    }
}
