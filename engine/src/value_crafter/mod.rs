//! Value Crafter (4 players): retail directors bid for products, add
//! values to them and launch the offerings into ten markets for revenue.
//! Rules and every decision the rulebook leaves open:
//! docs/rules/value-crafter.md.

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
pub use observation::ValueCrafterObservation;
pub use state::{Phase, ValueCrafter};

use actions::MAX_BID;
use content::*;
use state::*;

/// Stated maximum of legal actions. A bid turn: pass, at most 122 bids
/// (money below $100, 20 cubes, Penny Pincher's $3), Trendspotter and 52
/// free actions (2 purchases, 5 market events × 10 markets): 176. Taking
/// values: at most 4 of a product's 8 slots, 163 sets, and 52 free
/// actions: 215. A launch: 36 Zero Waste choices (1 or 2 of 8 slots), at
/// most 4 modifier sets × 4 Razor/Distributor choices in each of 10
/// markets, 52 free actions: 248.
pub const MAX_ACTIONS: usize = 256;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl ValueCrafter {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn money(&self, s: usize) -> u16 {
        self.money[s]
    }
    pub fn cubes(&self, s: usize) -> u8 {
        self.cubes[s]
    }
    pub fn hand(&self, s: usize) -> Bag {
        self.hands[s]
    }
    pub fn product_row(&self) -> [u8; ROW] {
        self.row
    }
    pub fn value_display(&self) -> u64 {
        self.vdisplay
    }
    /// Owners of each spot of market `m`, first spot first (`| BLOCKER`
    /// for Razor and Blade, `NONE` for a free spot); as long as the market
    /// has spots (`content::SPOT_COUNT`).
    pub fn market(&self, m: usize) -> &[u8] {
        self.market_spots(m)
    }
}
