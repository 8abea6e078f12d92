//! Emergent plan decisions, their dense ids and labels.
//!
//! A preparation plan is a compound decision taken as small hidden
//! actions ending with `Done`. Each purchase or sale (a [`Step`]) takes two
//! actions: its kind (sell a small DC, sell a large DC, buy a small DC, buy
//! a large DC, buy a product, buy marketing), then its region. Two levels
//! keep every choice small (at most 12 options) so that search and random
//! play see "what to do" before "where".
//!
//! Steps are taken in a fixed order, by their *key* (kind × 12 + region):
//! sales, small DCs, large DCs, products, marketing, each by region. A step
//! whose key is below the previous step's is illegal, so every plan has one
//! spelling.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::emergent::map::REGIONS;

/// One purchase or sale of a plan: the readable form of a kind and a
/// region action.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Sell a DC already on the board ($5 small, $10 large).
    Sell { large: bool, region: u8 },
    /// Buy a DC into a region ($10 small with 5 slots, $15 large with 10).
    Build { large: bool, region: u8 },
    /// Buy `count` product cubes ($1 each, 1 to 12 in one step) into DCs
    /// with free slots in the region.
    Products { region: u8, count: u8 },
    /// Buy a marketing cylinder ($3) for the city in the region.
    Marketing(u8),
}

/// Kinds of step, in plan order.
pub const SELL_SMALL: u8 = 0;
pub const SELL_LARGE: u8 = 1;
pub const BUILD_SMALL: u8 = 2;
pub const BUILD_LARGE: u8 = 3;
pub const PRODUCT: u8 = 4;
pub const MARKETING: u8 = 5;
pub const KINDS: u8 = 6;
const R: u8 = REGIONS as u8;
/// Step keys are `0..STEP_KEYS`: kind × 12 + region.
pub const STEP_KEYS: u32 = KINDS as u32 * REGIONS as u32;

impl Step {
    /// The step's place in plan order.
    #[inline]
    pub const fn key(self) -> u8 {
        let (kind, region) = self.parts();
        kind * R + region
    }

    /// (kind, region).
    #[inline]
    pub const fn parts(self) -> (u8, u8) {
        match self {
            Step::Sell { large, region } => (SELL_SMALL + large as u8, region),
            Step::Build { large, region } => (BUILD_SMALL + large as u8, region),
            Step::Products { region, .. } => (PRODUCT, region),
            Step::Marketing(r) => (MARKETING, r),
        }
    }

    #[inline]
    pub const fn from_parts(kind: u8, region: u8) -> Step {
        match kind {
            SELL_SMALL | SELL_LARGE => Step::Sell {
                large: kind == SELL_LARGE,
                region,
            },
            BUILD_SMALL | BUILD_LARGE => Step::Build {
                large: kind == BUILD_LARGE,
                region,
            },
            PRODUCT => Step::Products { region, count: 1 },
            _ => Step::Marketing(region),
        }
    }
}

/// One plan decision, stored as its dense id (one byte, so that action
/// lists are cheap to fill); [`Action::decision`] gives its meaning.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action(u8);

/// What an action decides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The kind of the next step (`SELL_SMALL` … `MARKETING`).
    Kind(u8),
    /// The region of the step whose kind was just chosen.
    Region(u8),
    /// How many products (1 to 12) the product step buys.
    Quantity(u8),
    /// The plan is complete.
    Done,
}

const KIND_ID: u8 = 0;
const REGION_ID: u8 = KINDS;
const DONE_ID: u8 = KINDS + R;
const QUANTITY_ID: u8 = DONE_ID + 1;
/// The most products one step buys; more in a region take further steps
/// of 12 first (see `Plan::again`).
pub const MAX_QUANTITY: u8 = 12;
pub const ACTION_ID_COUNT: u32 = QUANTITY_ID as u32 + MAX_QUANTITY as u32;

impl Action {
    pub const DONE: Action = Action(DONE_ID);

    /// Chooses the kind of the next step; ids past the last kind are
    /// invalid (never legal).
    #[inline]
    pub const fn kind(kind: u8) -> Action {
        if kind < KINDS {
            Action(KIND_ID + kind)
        } else {
            Action(u8::MAX)
        }
    }

    /// Chooses the region of the pending step.
    #[inline]
    pub const fn region(region: u8) -> Action {
        if region < R {
            Action(REGION_ID + region)
        } else {
            Action(u8::MAX)
        }
    }

    /// Chooses how many products the pending product step buys (1–12).
    #[inline]
    pub const fn quantity(q: u8) -> Action {
        if q >= 1 && q <= MAX_QUANTITY {
            Action(QUANTITY_ID + q - 1)
        } else {
            Action(u8::MAX)
        }
    }

    /// The actions that take `step` (two, or three for products).
    pub fn for_step(step: Step) -> arrayvec::ArrayVec<Action, 3> {
        let (kind, region) = step.parts();
        let mut v = arrayvec::ArrayVec::new();
        v.push(Action::kind(kind));
        v.push(Action::region(region));
        if let Step::Products { count, .. } = step {
            v.push(Action::quantity(count));
        }
        v
    }

    #[inline]
    pub const fn id(self) -> u32 {
        self.0 as u32
    }

    #[inline]
    pub const fn is_valid(self) -> bool {
        (self.0 as u32) < ACTION_ID_COUNT
    }

    /// The decision (`Done` for an invalid id, which no legality check
    /// accepts).
    #[inline]
    pub const fn decision(self) -> Decision {
        if self.0 < REGION_ID {
            Decision::Kind(self.0 - KIND_ID)
        } else if self.0 < DONE_ID {
            Decision::Region(self.0 - REGION_ID)
        } else if self.0 > DONE_ID && self.0 < QUANTITY_ID + MAX_QUANTITY {
            Decision::Quantity(self.0 - QUANTITY_ID + 1)
        } else {
            Decision::Done
        }
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_valid() {
            write!(f, "{:?}", self.decision())
        } else {
            write!(f, "Invalid({})", self.0)
        }
    }
}

#[inline]
pub const fn to_id(a: Action) -> u32 {
    a.0 as u32
}

#[inline]
pub const fn from_id(id: u32) -> Option<Action> {
    if id < ACTION_ID_COUNT {
        Some(Action(id as u8))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_round_trips_and_steps_follow_plan_order() {
        for id in 0..ACTION_ID_COUNT {
            let a = from_id(id).expect("dense ids");
            assert_eq!(to_id(a), id, "{a:?}");
        }
        assert_eq!(from_id(ACTION_ID_COUNT), None);
        for key in 0..STEP_KEYS as u8 {
            let s = Step::from_parts(key / R, key % R);
            assert_eq!(s.key(), key);
        }
        assert!(
            Step::Sell {
                large: true,
                region: 11
            }
            .key()
                < Step::Build {
                    large: false,
                    region: 0
                }
                .key()
        );
        assert!(
            Step::Build {
                large: false,
                region: 11
            }
            .key()
                < Step::Build {
                    large: true,
                    region: 0
                }
                .key()
        );
        assert!(!Action::region(12).is_valid());
        assert!(!Action::kind(6).is_valid());
        assert!(!Action::quantity(0).is_valid() && !Action::quantity(13).is_valid());
        for q in 1..=MAX_QUANTITY {
            assert_eq!(Action::quantity(q).decision(), Decision::Quantity(q));
        }
        assert_eq!(Action::DONE.decision(), Decision::Done);
    }
}
