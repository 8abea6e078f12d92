//! The Emergent state: one `Copy` value, no heap data.

use serde::{Deserialize, Serialize};

use crate::emergent::map::{MAX_CARDS, REGIONS};
use crate::rng::GameRng;

pub const NONE: u8 = u8::MAX;
/// Seats in the full game.
pub const SEATS: usize = 4;
pub const START_MONEY: u16 = 100;

/// DC sizes, as indices into the per-size arrays.
pub const SMALL: usize = 0;
pub const LARGE: usize = 1;
/// Price, sale value and operating cost of a DC by size.
pub const DC_PRICE: [u16; 2] = [10, 15];
pub const DC_SALE: [u16; 2] = [5, 10];
pub const DC_UPKEEP: [u16; 2] = [5, 10];
/// Product slots of a DC by size.
pub const DC_SLOTS: [u16; 2] = [5, 10];
/// Wooden pieces per colour: 10 small and 3 large DCs, 50 cubes, 10 cylinders.
pub const DC_PIECES: [u8; 2] = [10, 3];
pub const CUBES: u8 = 50;
pub const CYLINDERS: u8 = 10;
pub const PRODUCT_PRICE: u16 = 1;
pub const MARKETING_PRICE: u16 = 3;
pub const UNIT_PRICE: u16 = 5;

/// A seat's secret preparation plan for the current round, as on its
/// planning map and player aid. Steps come in a fixed order (see
/// `actions.rs`), so `key` is the id of the last step taken.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Plan {
    /// DCs on the board sold this round, by size and region.
    pub sell: [[u8; REGIONS]; 2],
    /// DCs bought this round, by size and region.
    pub build: [[u8; REGIONS]; 2],
    /// Product cubes bought into each region's DCs.
    pub products: [u8; REGIONS],
    /// Marketing cylinders bought for each (city) region.
    pub marketing: [u8; REGIONS],
    /// Money paid into the plan and received from DC sales.
    pub spent: u16,
    pub gained: u16,
    pub units: u8,
    pub cylinders: u8,
    pub sold: [u8; 2],
    pub built: [u8; 2],
    /// Key of the last step (the next must not be lower); 0 when empty.
    pub key: u8,
    /// The kind chosen for the step whose region comes next, plus one;
    /// 0 when none.
    pub pending: u8,
    /// For a product step: the region chosen, plus one, whose quantity
    /// comes next; 0 when none.
    pub pending_region: u8,
    /// The last step bought the most products a step can (12), so the
    /// next product step may be in the same region. Otherwise a region's
    /// products are one step (one spelling per plan).
    pub again: bool,
    pub done: bool,
}

impl Plan {
    pub const fn is_empty(&self) -> bool {
        self.units == 0
            && self.cylinders == 0
            && self.sold[0] == 0
            && self.sold[1] == 0
            && self.built[0] == 0
            && self.built[1] == 0
    }
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Company {
    /// Money at the start of this round (public: every payment is revealed).
    pub money: u16,
    /// DCs on the board, by size and region.
    pub dcs: [[u8; REGIONS]; 2],
    /// Totals of `dcs` by size.
    pub dc_total: [u8; 2],
    pub plan: Plan,
}

impl Company {
    /// Money left on hand while planning.
    #[inline]
    pub const fn cash(&self) -> u16 {
        self.money + self.plan.gained - self.plan.spent
    }

    /// DCs of `size` in `region` once this plan is placed.
    #[inline]
    pub const fn dcs_after(&self, size: usize, region: usize) -> u8 {
        self.dcs[size][region] - self.plan.sell[size][region] + self.plan.build[size][region]
    }

    #[inline]
    pub const fn total_after(&self, size: usize) -> u8 {
        self.dc_total[size] - self.plan.sold[size] + self.plan.built[size]
    }

    /// Product slots in `region` once this plan is placed.
    #[inline]
    pub const fn slots_after(&self, region: usize) -> u16 {
        self.dcs_after(SMALL, region) as u16 * DC_SLOTS[SMALL]
            + self.dcs_after(LARGE, region) as u16 * DC_SLOTS[LARGE]
    }

    /// Operating cost of the DCs on the board once this plan is placed.
    #[inline]
    pub const fn upkeep_after(&self) -> u16 {
        self.total_after(SMALL) as u16 * DC_UPKEEP[SMALL]
            + self.total_after(LARGE) as u16 * DC_UPKEEP[LARGE]
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Preparation: seats write their plans in seat order, face down.
    Plan,
    Over,
}

/// The whole game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Emergent {
    /// The game's own RNG, seeded at setup. The full game draws nothing
    /// from it today (the demand cards lie on their assigned cities, so
    /// the plans are the only hidden information); determinization
    /// reseeds it like every game's.
    pub(super) rng: GameRng,
    pub(super) players: u8,
    pub(super) learning: bool,
    pub(super) phase: Phase,
    /// Round index, 0..4 (4 once over).
    pub(super) round: u8,
    /// The seat writing its plan (meaningless when over).
    pub(super) current: u8,
    /// The cities of the last executed round's demand cards in rank order
    /// (`NONE` past its last card).
    pub(super) last_cities: [u8; MAX_CARDS],
    pub(super) seats: [Company; SEATS],
}

/// What players see happen inside `apply`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A plan step was written behind the screen.
    Planned {
        player: u8,
    },
    /// A seat finished its plan.
    PlanDone {
        player: u8,
    },
    /// Placement: a seat's plan is revealed and moved to the board.
    Revealed {
        player: u8,
        plan: Plan,
    },
    /// A demand card placed on its city.
    Demand {
        rank: u8,
        city: u8,
        tiers: [u8; 3],
    },
    /// Sales to one city: `tier` is 0..3 (the book's tier 1..3).
    Sold {
        player: u8,
        city: u8,
        tier: u8,
        units: u8,
        transport: u16,
    },
    /// Income ($5 a unit), transport and operating costs of the round.
    Accounts {
        player: u8,
        income: u16,
        transport: u16,
        upkeep: u16,
    },
    /// A seat short of money for its operating costs sold a DC to the bank.
    ForcedSale {
        player: u8,
        region: u8,
        large: bool,
    },
    /// Unsold product returned to the pool for nothing.
    Liquidated {
        player: u8,
        units: u8,
    },
    /// End of the game: DCs sold back to the bank.
    SoldBack {
        player: u8,
        amount: u16,
    },
    GameOver,
}
