//! A rule-based Emergent player: the baseline agent, the rollout policy and
//! the model of others' plans in determinization. It sizes its network to a
//! share of the round's predicted demand, builds near the demand still to
//! come (the demand cards lie on their assigned cities, so it is public),
//! stocks its DCs, keeps a reserve for operating costs and markets in the
//! city with this round's demand nearest its stock. Allocation free.

use rand::Rng;

use super::Emergent;
use super::actions::{self, Action, Step};
use super::state::*;
use crate::emergent::map::{
    CITIES, CITY_REGION, DEMAND, DIST, NO_CITY, PREDICTED, REGION_CITY, REGIONS, ROUNDS,
};
use crate::game::Heuristic;

/// How well placed a region is to serve the demand from round `r` on
/// (indexed by `r`): each demand card within two regions counts its
/// total, the nearer the more.
pub(super) const REGION_SCORE: [[u16; REGIONS]; ROUNDS] = {
    let mut t = [[0u16; REGIONS]; ROUNDS];
    let mut from = 0;
    while from < ROUNDS {
        let mut r = 0;
        while r < REGIONS {
            let mut round = from;
            while round < ROUNDS {
                let mut i = 0;
                while i < DEMAND[round].len() {
                    let card = DEMAND[round][i];
                    let d = DIST[r][CITY_REGION[card.city as usize] as usize];
                    let prox = if d < 3 { 3 - d as u16 } else { 0 };
                    t[from][r] += prox * card.total() / 4;
                    i += 1;
                }
                round += 1;
            }
            r += 1;
        }
        from += 1;
    }
    t
};

/// This round's demand card total for each city (0: no card).
fn city_demand(round: usize) -> [u16; CITIES] {
    let mut t = [0u16; CITIES];
    for card in DEMAND[round.min(ROUNDS - 1)] {
        t[card.city as usize] = card.total();
    }
    t
}

/// Percent of the round's predicted demand a seat aims to sell, by players.
const SHARE: [u16; 5] = [0, 0, 35, 30, 24];
const BUILD: u32 = actions::BUILD_SMALL as u32 * 12;
const PRODUCT: u32 = actions::PRODUCT as u32 * 12;
const MARKETING: u32 = actions::MARKETING as u32 * 12;

/// Marketing cylinders aimed for by round.
const MARKETING_AIM: [u8; 4] = [1, 2, 2, 3];

impl Emergent {
    /// The whole step the heuristic wants next, or `None` for done.
    fn heuristic_step<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Step> {
        let s = self.current as usize;
        let c = &self.seats[s];
        let p = &c.plan;
        let key = p.key as u32;
        let cash = c.cash();
        let round = (self.round as usize).min(3);
        let target = (PREDICTED[round] * SHARE[self.players as usize] / 100).min(CUBES as u16);
        let slots = c.total_after(SMALL) as u16 * DC_SLOTS[SMALL]
            + c.total_after(LARGE) as u16 * DC_SLOTS[LARGE];
        let upkeep = c.upkeep_after();
        let reserve = upkeep / 2;
        let open = self.step_mask();

        // 1. Grow the network towards the target.
        if key < PRODUCT && self.build_allowed(c) && slots < target {
            let need = target - slots;
            let large_ok = need > DC_SLOTS[SMALL]
                && c.total_after(LARGE) < DC_PIECES[LARGE]
                && cash >= DC_PRICE[LARGE] + (upkeep + DC_UPKEEP[LARGE]) / 2 + 5;
            let small_ok = key < BUILD + 12
                && c.total_after(SMALL) < DC_PIECES[SMALL]
                && cash >= DC_PRICE[SMALL] + (upkeep + DC_UPKEEP[SMALL]) / 2 + 3;
            let size = if large_ok {
                Some(LARGE)
            } else if small_ok {
                Some(SMALL)
            } else {
                None
            };
            if let Some(size) = size
                && let Some(region) = self.build_region(size, rng)
            {
                return Some(Step::Build {
                    large: size == LARGE,
                    region,
                });
            }
        }

        // 2. Stock the DCs up to the target, keeping a reserve: the first
        // open region (product steps go in region order).
        let products = (open >> PRODUCT) as u32 & 0xFFF;
        if products != 0 && self.products_wanted() > 0 {
            return Some(Step::Products {
                region: products.trailing_zeros() as u8,
                count: 1,
            });
        }

        // 3. Market in the key city nearest the stock.
        // A random extra cylinder now and then, so that equal players do
        // not tie (ties drop both a tier).
        let aim =
            (MARKETING_AIM[round] + (rng.next_u32() % 3 == 0) as u8).min(self.marketing_cap());
        if p.units >= 3
            && p.cylinders < aim
            && cash >= reserve + MARKETING_PRICE + 2
            && let Some(r) = self.marketing_region(rng)
        {
            return Some(Step::Marketing(r));
        }
        None
    }

    /// Products still wanted this round: up to the target and the slots,
    /// keeping half the operating costs in reserve.
    fn products_wanted(&self) -> u16 {
        let c = &self.seats[self.current as usize];
        let p = &c.plan;
        let round = (self.round as usize).min(3);
        let target = (PREDICTED[round] * SHARE[self.players as usize] / 100).min(CUBES as u16);
        let slots = c.total_after(SMALL) as u16 * DC_SLOTS[SMALL]
            + c.total_after(LARGE) as u16 * DC_SLOTS[LARGE];
        let reserve = c.upkeep_after() / 2;
        let budget = c.cash().saturating_sub(reserve + PRODUCT_PRICE) / PRODUCT_PRICE;
        target.min(slots).saturating_sub(p.units as u16).min(budget)
    }

    /// The best open region for a DC of `size`: near demand, away from
    /// the seat's own DCs and, less so, from others'.
    fn build_region<R: Rng + ?Sized>(&self, size: usize, rng: &mut R) -> Option<u8> {
        let s = self.current as usize;
        let c = &self.seats[s];
        let open = (self.step_mask() >> (BUILD + 12 * size as u32)) as u32 & 0xFFF;
        let mut best = (i32::MIN, None);
        for r in 0..REGIONS {
            if open >> r & 1 == 0 {
                continue;
            }
            let own = c.dcs_after(SMALL, r) as i32 + c.dcs_after(LARGE, r) as i32;
            let mut others = 0i32;
            for o in 0..self.players as usize {
                if o != s {
                    let oc = &self.seats[o];
                    others += oc.dcs[SMALL][r] as i32 + oc.dcs[LARGE][r] as i32;
                }
            }
            let score = REGION_SCORE[(self.round as usize).min(ROUNDS - 1)][r];
            let v = score as i32 * 2 + (rng.next_u32() % 12) as i32 - 10 * own - 4 * others;
            if v > best.0 {
                best = (v, Some(r as u8));
            }
        }
        best.1
    }

    /// The open city region that is worth most given where the stock is.
    fn marketing_region<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<u8> {
        let p = &self.seats[self.current as usize].plan;
        let open = (self.step_mask() >> MARKETING) as u32 & 0xFFF;
        let demand = city_demand(self.round as usize);
        let mut best = (i32::MIN, None);
        for r in 0..REGIONS {
            let city = REGION_CITY[r];
            if open >> r & 1 == 0 || city == NO_CITY || demand[city as usize] == 0 {
                continue;
            }
            let mut near = u8::MAX;
            for x in 0..REGIONS {
                if p.products[x] > 0 {
                    near = near.min(DIST[r][x]);
                }
            }
            let weight = demand[city as usize] as i32;
            let v = weight - 4 * near.min(4) as i32 + (rng.next_u32() % 4) as i32;
            if v > best.0 {
                best = (v, Some(r as u8));
            }
        }
        best.1
    }
}

impl Heuristic for Emergent {
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        if self.phase == Phase::Over {
            return Action::DONE;
        }
        let plan = &self.seats[self.current as usize].plan;
        let pending = plan.pending;
        if plan.pending_region != 0 {
            let want = self.products_wanted().clamp(1, self.max_quantity() as u16);
            return Action::quantity(want as u8);
        }
        if pending == 0 {
            return match self.heuristic_step(rng) {
                Some(step) => Action::kind(step.parts().0),
                None => Action::DONE,
            };
        }
        // The kind is chosen: pick its region (the same rules of thumb,
        // else the first open region).
        let kind = pending - 1;
        let open = self.region_mask(kind);
        let region = match kind {
            actions::BUILD_SMALL | actions::BUILD_LARGE => {
                self.build_region((kind - actions::BUILD_SMALL) as usize, rng)
            }
            actions::MARKETING => self.marketing_region(rng),
            _ => None,
        }
        .filter(|&r| open >> r & 1 == 1)
        .unwrap_or(open.trailing_zeros() as u8);
        Action::region(region)
    }
}
