//! Emergent, the full game (Brandon Stoker, Stoken Games 2017): build a
//! network of distribution centres and sell to the cities' demand.
//! Rules and every decision the rulebook leaves open: docs/rules/emergent.md.

pub mod actions;
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

pub use actions::{Action, Decision, Step};
pub use observation::{EmergentObservation, SeatView};
pub use state::{Company, Emergent, Event, Phase, Plan};

use crate::emergent::map::{CITIES, DEMAND, MAX_CARDS, NO_CITY, REGION_CITY, REGIONS, ROUNDS};
use state::*;

/// Stated maximum of legal actions: 6 kinds and `Done`, 12 regions, or
/// 12 quantities.
pub const MAX_ACTIONS: usize = REGIONS;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// The most actions one plan can take: two (kind, region) for each of 13
/// sales, 13 purchases (pieces) and 10 cylinders, three (with the
/// quantity) for each product step (at most 50), and `Done`.
pub const MAX_PLAN_STEPS: usize = 2 * (13 + 13 + CYLINDERS as usize) + 3 * CUBES as usize + 1;

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
}
