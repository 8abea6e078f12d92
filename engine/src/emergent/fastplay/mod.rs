//! Emergent: Fast Play. Each round every seat secretly places 2 large and
//! 3 small DCs; they leave product cubes in their regions (more in green and
//! red regions) that stay to the end, when each region is scored by who has
//! the most cubes there. Rules and decisions: docs/rules/emergent.md.

mod observation;
mod rules;
mod scene;
pub mod state;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use arrayvec::ArrayVec;

pub use observation::FastPlayObservation;
pub use state::*;

use crate::emergent::map::{Colour, REGIONS};
use crate::game::*;
use crate::rng::GameRng;

pub const ACTION_ID_COUNT: u32 = 2 * REGIONS as u32;
pub const MAX_ACTIONS: usize = REGIONS;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl FastPlay {
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn rounds(&self) -> u8 {
        self.rounds
    }
    pub fn cubes(&self, seat: usize, region: u8) -> u8 {
        self.cubes[seat][region as usize]
    }

    /// Cubes a DC leaves in a region: 2 large or 1 small, plus 2 in a
    /// green region or 1 in a red one.
    pub const fn cubes_for(large: bool, region: u8) -> u8 {
        let base = if large { 2 } else { 1 };
        base + match crate::emergent::map::COLOUR[region as usize] {
            Colour::Green => 2,
            Colour::Red => 1,
            Colour::Plain => 0,
        }
    }
}
