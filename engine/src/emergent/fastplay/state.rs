//! The Fast Play state: the seats' cubes on the board and this round's
//! face-down placements; its actions and events.

use serde::{Deserialize, Serialize};

use crate::emergent::map::REGIONS;
use crate::rng::GameRng;

pub const SEATS: usize = 4;
pub const LARGE_DCS: u8 = 2;
pub const SMALL_DCS: u8 = 3;
/// DCs placed by each seat each round.
pub const DCS: u8 = LARGE_DCS + SMALL_DCS;
/// At most this many of one seat's DCs in one region per round.
pub const PER_REGION: u8 = 3;

/// Place the next DC: the 2 large ones first, then the 3 small ones, each
/// size in region order, so every placement has one spelling.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    pub large: bool,
    pub region: u8,
}

impl Action {
    pub const fn large(region: u8) -> Action {
        Action {
            large: true,
            region,
        }
    }
    pub const fn small(region: u8) -> Action {
        Action {
            large: false,
            region,
        }
    }
}

/// A seat's face-down placement this round: regions of its large and small
/// DCs, in placement order (unused entries 0).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub regions: [u8; DCS as usize],
    pub n: u8,
}

impl Placement {
    /// This placement's DCs in `region`.
    #[inline]
    pub fn count(&self, region: u8) -> u8 {
        self.regions[..self.n as usize]
            .iter()
            .filter(|&&r| r == region)
            .count() as u8
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Place,
    Over,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FastPlay {
    /// Unused by the rules (Fast Play has no chance); kept so that every
    /// state carries its seed like every game.
    pub(super) rng: GameRng,
    pub(super) players: u8,
    pub(super) rounds: u8,
    pub(super) phase: Phase,
    pub(super) round: u8,
    pub(super) current: u8,
    /// Product cubes on the board, by seat and region.
    pub(super) cubes: [[u8; REGIONS]; SEATS],
    pub(super) placed: [Placement; SEATS],
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A DC was put on a planning map behind the screen.
    Placed {
        player: u8,
    },
    /// Reveal: a seat's five DCs, large ones first.
    Revealed {
        player: u8,
        regions: [u8; 5],
    },
    /// Cubes added to a region.
    Cubes {
        player: u8,
        region: u8,
        count: u8,
    },
    /// A region's scoring: points for each seat (2 first, 1 second or a
    /// shared first place).
    RegionScored {
        region: u8,
        points: [u8; SEATS],
    },
    GameOver,
}

/// Points, then green regions won, then red regions won.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Standing {
    pub points: u16,
    pub green: u8,
    pub red: u8,
}
