//! A rule-based Emergent player: the baseline agent, the rollout policy and
//! the model of others' plans in determinization. It sizes its network to a
//! share of the round's predicted demand, builds near the key cities,
//! stocks its DCs, keeps a reserve for operating costs and markets in the
//! key city nearest its stock. Allocation free.

use rand::Rng;

use super::Emergent;
use super::actions::{Action, BUILD, MARKETING, PRODUCT};
use super::state::*;
use crate::emergent::map::{
    CITIES, CITY_REGION, DIST, KEY_CITIES, NO_CITY, PREDICTED, REGION_CITY, REGIONS,
};

/// How well placed a region is to serve demand: each city within two
/// regions counts, key cities three times as much.
pub(super) const REGION_SCORE: [u16; REGIONS] = {
    let mut t = [0u16; REGIONS];
    let mut r = 0;
    while r < REGIONS {
        let mut c = 0;
        while c < CITIES {
            let d = DIST[r][CITY_REGION[c] as usize];
            let prox = if d < 3 { 3 - d as u16 } else { 0 };
            t[r] += prox * if c < KEY_CITIES { 3 } else { 1 };
            c += 1;
        }
        r += 1;
    }
    t
};

/// Percent of the round's predicted demand a seat aims to sell, by players.
const SHARE: [u16; 5] = [0, 0, 35, 30, 24];
/// Marketing cylinders aimed for by round.
const MARKETING_AIM: [u8; 4] = [1, 2, 2, 3];

impl Emergent {
    pub(super) fn heuristic<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        if self.phase == Phase::Over {
            return Action::DONE;
        }
        let a = self.heuristic_step(rng);
        if self.is_legal(a) { a } else { Action::DONE }
    }

    fn heuristic_step<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
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
            if let Some(size) = size {
                let base = BUILD + 12 * size as u32;
                let from = key.max(base) - base;
                let mut best = (i32::MIN, 0u8);
                for r in from as usize..REGIONS {
                    let own = c.dcs_after(SMALL, r) as i32 + c.dcs_after(LARGE, r) as i32;
                    let mut others = 0i32;
                    for o in 0..self.players as usize {
                        if o != s {
                            let oc = &self.seats[o];
                            others += oc.dcs[SMALL][r] as i32 + oc.dcs[LARGE][r] as i32;
                        }
                    }
                    let v = REGION_SCORE[r] as i32 * 8 + (rng.next_u32() % 12) as i32
                        - 10 * own
                        - 4 * others;
                    if v > best.0 {
                        best = (v, r as u8);
                    }
                }
                if best.0 > i32::MIN {
                    return Action::build(size == LARGE, best.1);
                }
            }
        }

        // 2. Stock the DCs up to the target, keeping a reserve.
        if key < MARKETING
            && p.units < CUBES
            && (p.units as u16) < target.min(slots)
            && cash > reserve + PRODUCT_PRICE
        {
            let from = key.max(PRODUCT) - PRODUCT;
            for r in from as usize..REGIONS {
                if (p.products[r] as u16) < c.slots_after(r) {
                    return Action::product(r as u8);
                }
            }
        }

        // 3. Market in the key city nearest the stock.
        // A random extra cylinder now and then, so that equal players do
        // not tie (ties drop both a tier).
        let aim =
            (MARKETING_AIM[round] + (rng.next_u32() % 3 == 0) as u8).min(self.marketing_cap());
        if p.units >= 3 && p.cylinders < aim && cash >= reserve + MARKETING_PRICE + 2 {
            let from = key.max(MARKETING) - MARKETING;
            let mut best = (i32::MIN, 0u8);
            for r in from as usize..REGIONS {
                let city = REGION_CITY[r];
                if city == NO_CITY {
                    continue;
                }
                let mut near = u8::MAX;
                for x in 0..REGIONS {
                    if p.products[x] > 0 {
                        near = near.min(DIST[r][x]);
                    }
                }
                let weight = if (city as usize) < KEY_CITIES { 12 } else { 4 };
                let v = weight - 4 * near.min(4) as i32 + (rng.next_u32() % 4) as i32;
                if v > best.0 {
                    best = (v, r as u8);
                }
            }
            if best.0 > i32::MIN {
                return Action::marketing(best.1);
            }
        }
        Action::DONE
    }
}
