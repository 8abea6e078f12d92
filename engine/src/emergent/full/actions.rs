//! Emergent plan steps, their dense ids and labels.
//!
//! A preparation plan is a compound decision taken as small hidden steps
//! ending with `Done`. Steps are taken in id order (sales, then small DCs,
//! large DCs, products and marketing, each by region), so every plan has
//! one spelling: a step whose id is below the previous step's is illegal.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::emergent::map::{CITY_NAMES, REGION_CITY, REGION_NAMES, REGIONS};

/// What a plan step does: the readable form of an [`Action`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Sell a DC already on the board ($5 small, $10 large).
    Sell { large: bool, region: u8 },
    /// Buy a DC into a region ($10 small with 5 slots, $15 large with 10).
    Build { large: bool, region: u8 },
    /// Buy a product cube ($1) into a DC with a free slot in the region.
    Product(u8),
    /// Buy a marketing cylinder ($3) for the city in the region.
    Marketing(u8),
    /// The plan is complete.
    Done,
}

/// A plan step, stored as its dense id (one byte, so that action lists
/// are cheap to fill); [`Action::step`] gives the readable [`Step`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action(u8);

/// Stands for a step naming a region that does not exist; never legal.
const INVALID: u8 = u8::MAX;

const R: u32 = REGIONS as u32;
pub const SELL: u32 = 0;
pub const BUILD: u32 = 2 * R;
pub const PRODUCT: u32 = 4 * R;
pub const MARKETING: u32 = 5 * R;
pub const DONE: u32 = 6 * R;
pub const ACTION_ID_COUNT: u32 = DONE + 1;

impl Action {
    pub const DONE: Action = Action(DONE as u8);

    #[inline]
    const fn at(base: u32, region: u8) -> Action {
        if (region as u32) < R {
            Action((base + region as u32) as u8)
        } else {
            Action(INVALID)
        }
    }
    pub const fn sell(large: bool, region: u8) -> Action {
        Self::at(SELL + large as u32 * R, region)
    }
    pub const fn build(large: bool, region: u8) -> Action {
        Self::at(BUILD + large as u32 * R, region)
    }
    pub const fn product(region: u8) -> Action {
        Self::at(PRODUCT, region)
    }
    pub const fn marketing(region: u8) -> Action {
        Self::at(MARKETING, region)
    }

    /// The dense id (ids follow plan order).
    #[inline]
    pub const fn id(self) -> u32 {
        self.0 as u32
    }

    /// The step this action takes (`Done` for an invalid one, which no
    /// legality check accepts).
    #[inline]
    pub const fn step(self) -> Step {
        let id = self.0 as u32;
        let region = (id % R) as u8;
        let large = (id / R) % 2 == 1;
        match id {
            SELL..BUILD => Step::Sell { large, region },
            BUILD..PRODUCT => Step::Build { large, region },
            PRODUCT..MARKETING => Step::Product(region),
            MARKETING..DONE => Step::Marketing(region),
            _ => Step::Done,
        }
    }

    /// The action with id `id`, which the caller knows is below
    /// `ACTION_ID_COUNT`.
    #[inline]
    pub(super) const fn from_id_unchecked(id: u8) -> Action {
        Action(id)
    }

    #[inline]
    pub const fn is_valid(self) -> bool {
        (self.0 as u32) < ACTION_ID_COUNT
    }
}

impl From<Step> for Action {
    fn from(s: Step) -> Action {
        match s {
            Step::Sell { large, region } => Action::sell(large, region),
            Step::Build { large, region } => Action::build(large, region),
            Step::Product(r) => Action::product(r),
            Step::Marketing(r) => Action::marketing(r),
            Step::Done => Action::DONE,
        }
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_valid() {
            write!(f, "{:?}", self.step())
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

pub fn write_label(a: Action, out: &mut impl fmt::Write) -> fmt::Result {
    let size = |large: bool| if large { "large" } else { "small" };
    let name = |r: u8| REGION_NAMES[r as usize % REGIONS];
    if !a.is_valid() {
        return write!(out, "invalid step");
    }
    match a.step() {
        Step::Sell { large, region } => {
            write!(out, "sell a {} DC in {}", size(large), name(region))
        }
        Step::Build { large, region } => {
            write!(out, "buy a {} DC in {}", size(large), name(region))
        }
        Step::Product(r) => write!(out, "buy a product into {}", name(r)),
        Step::Marketing(r) => match REGION_CITY.get(r as usize).copied() {
            Some(c) if (c as usize) < CITY_NAMES.len() => {
                write!(out, "buy marketing in {}", CITY_NAMES[c as usize])
            }
            _ => write!(out, "buy marketing in {}", name(r)),
        },
        Step::Done => write!(out, "plan done"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_round_trips_and_ids_follow_plan_order() {
        for id in 0..ACTION_ID_COUNT {
            let a = from_id(id).expect("dense ids");
            assert_eq!(to_id(a), id, "{a:?}");
        }
        assert_eq!(from_id(ACTION_ID_COUNT), None);
        for id in 0..ACTION_ID_COUNT {
            let a = from_id(id).unwrap();
            assert_eq!(Action::from(a.step()), a);
        }
        assert!(to_id(Action::sell(true, 11)) < BUILD);
        assert!(to_id(Action::build(false, 11)) < to_id(Action::build(true, 0)));
        assert!(!Action::product(12).is_valid());
    }
}
