//! Vendors (Jan Madejski, TouK 2014): IT directors race for vendors' cards
//! and implement systems to win pairs of Individual and Business Customers.
//! Rules and every decision the rulebook leaves open: docs/rules/vendors.md.

pub mod actions;
pub mod content;
mod determinize;
pub mod events;
mod heuristic;
mod invariants;
mod migrate;
mod observation;
mod rules;
mod scene;
pub mod state;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use arrayvec::ArrayVec;

pub use actions::{Action, Piece};
pub use events::Event;
pub use observation::{Play, SeatView, VendorsObservation};
pub use state::{Moment, Phase, Vendors};

use crate::bitset::Set128;
use crate::game::*;
use state::NONE;

/// Stated maximum of legal actions: a window offers at most 1 pass, 90
/// card choices (Knowledge base and Priority access take disjoint game
/// cards), 21 problems and 7×4 ongoing payments; a race piece at most
/// 3 + 60 + 48.
pub const MAX_ACTIONS: usize = 160;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl Vendors {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn turn(&self) -> u8 {
        self.turn
    }
    pub fn player(&self, s: usize) -> &state::Player {
        &self.p[s]
    }
    pub fn pile(&self, vendor: usize) -> Set128 {
        self.piles[vendor]
    }
    pub fn deck_len(&self) -> u8 {
        self.deck_len
    }
    pub fn leaders(&self) -> [u8; 2] {
        self.leaders
    }
    pub fn final_turns_left(&self) -> Option<u8> {
        (self.final_turns != NONE).then_some(self.final_turns)
    }
}
