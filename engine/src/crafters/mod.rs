//! Crafters (Крафтеры): town founders mine resources, make goods along the
//! roads of a growing town, build from blueprints and race for the
//! King's favour through a track of events. Rules and every decision the
//! rulebook leaves open: docs/rules/crafters.md.

pub mod actions;
pub mod content;
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
pub use observation::{Observation, SeatView};
pub use state::{Crafters, Phase, Player};

use crate::bitset::Set32;
use content::*;
use state::*;

/// Stated maximum of legal actions. Main part of a turn: sales at most 7
/// carried sites × 4 (bonus choices) + 3 tokens, 19 makes, 4 resources,
/// 2 blueprint purchases, 6 builds, 19 × 3 investments, hire, 12
/// deliveries, donate, end: 134. A bid: 100 tens.
pub const MAX_ACTIONS: usize = 160;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// Decisions in one turn, at most. With W the resources tied up in what a
/// player carries (at most 7 workers × 3) and Φ the sum over carried units
/// of 6 − the level of their site (at most 42): every sale or delivery
/// lowers W by at least 1 (bonus goods took at least two resources), and
/// only the die and the purchase raise it, so sales ≤ 23; every make lowers
/// Φ by at least 1 and Φ grows by at most 6 per resource gained and 4 per
/// bonus sale or Wealthy Citizens delivery, so makes ≤ 42 + 12 + 4 × 26 =
/// 158. Investments: each (building, seat) guess at most once (a wrong one
/// is then known, a right one builds), 19 × 3. Builds ≤ 3, deliveries ≤ 3,
/// one each of placing, hiring, buying a resource, buying and keeping a
/// blueprint, donating, ending, discarding; bids 2 per seat, hand-overs ≤ 7.
pub const MAX_TURN_ACTIONS: usize = 1 + 1 + 23 + 158 + 57 + 3 + 3 + 1 + 2 + 1 + 1 + 1 + 8 + 7 + 10;

impl Crafters {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn current(&self) -> u8 {
        self.current
    }
    pub fn initiative(&self) -> u8 {
        self.initiative
    }
    pub fn player(&self, s: usize) -> &Player {
        &self.p[s]
    }
    pub fn track(&self) -> [u8; 3] {
        self.track
    }
    pub fn owner(&self, site: u8) -> u8 {
        self.owner[site as usize]
    }
    pub fn dice(&self) -> [u8; 2] {
        self.dice
    }
    pub fn events_left(&self) -> u8 {
        self.ev_len
    }
}
