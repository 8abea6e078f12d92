//! Oh Hell, as OpenSpiel's `oh_hell` plays it with its default parameters:
//! 3 players, 52 cards, 1 to 17 tricks chosen by chance, a face-up trump
//! card, one round of bidding (the last bid may not make the total equal the
//! tricks), trick play, 1 point a trick plus 10 for making the bid exactly.
//! The reference game Boardroom is measured and differentially tested
//! against; rules and mapping: docs/rules/oh-hell.md.

pub mod actions;
mod determinize;
pub mod events;
mod heuristic;
mod invariants;
mod observation;
mod rules;
mod scene;
pub mod state;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use arrayvec::ArrayVec;

pub use actions::Action;
pub use events::Event;
pub use observation::OhHellObservation;
pub use state::{OhHell, Phase};

use crate::bitset::Set64;
use state::*;

/// Stated maximum of legal actions: 18 bids (0..=17) or at most 17 cards.
pub const MAX_ACTIONS: usize = MAX_TRICKS as usize + 1;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl OhHell {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn tricks(&self) -> u8 {
        self.tricks
    }
    pub fn dealer(&self) -> u8 {
        self.dealer
    }
    pub fn trump(&self) -> u8 {
        self.trump
    }
    pub fn hand(&self, s: usize) -> Set64 {
        self.hands[s]
    }
    /// The cards seat `s` was dealt: its hand plus what it has played.
    pub fn dealt(&self, s: usize) -> Set64 {
        self.hands[s] | self.played[s]
    }
    pub fn bid(&self, s: usize) -> Option<u8> {
        (self.bids[s] != NONE).then_some(self.bids[s])
    }
    pub fn won(&self, s: usize) -> u8 {
        self.won[s]
    }
}
