//! What makes a Emergent state consistent: every card in one place, every
//! counter in range. The conformance suite checks it after each action and
//! loading a save checks it, so a patched save cannot reach the rules.

use super::*;
use crate::game::{InvariantError, Invariants};

impl Invariants for Emergent {
    /// Counter ranges, plan bookkeeping and the phase's shape.
    fn check_invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let n = self.players as usize;
        ensure!((2..=SEATS).contains(&n), "player count {n}");
        ensure!(self.round as usize <= ROUNDS, "round {}", self.round);
        ensure!(
            (self.phase == Phase::Over) == (self.round as usize == ROUNDS),
            "phase does not match the round"
        );
        ensure!(
            self.phase == Phase::Over || self.current < self.players,
            "current seat"
        );
        // Last round's cards: a prefix of distinct cities, as many as cards.
        let cards = self.last_cities.iter().take_while(|&&c| c != NONE).count();
        ensure!(
            self.last_cities[cards..].iter().all(|&c| c == NONE),
            "gap in last round's cities"
        );
        let expected = if self.round == 0 {
            0
        } else {
            DEMAND[self.round as usize - 1].len()
        };
        ensure!(cards == expected, "last round's card count");
        for i in 0..cards {
            let c = self.last_cities[i];
            ensure!((c as usize) < CITIES, "city id");
            ensure!(!self.last_cities[..i].contains(&c), "city drawn twice");
            ensure!(
                DEMAND[self.round as usize - 1][i].city == c,
                "card not on its assigned city"
            );
        }
        ensure!(cards <= MAX_CARDS, "card count");
        for s in 0..SEATS {
            let c = &self.seats[s];
            if s >= n {
                ensure!(*c == Company::default(), "unused seat {s} not empty");
                continue;
            }
            ensure!(c.money <= 10_000, "money {}", c.money);
            for size in [SMALL, LARGE] {
                let total: u32 = c.dcs[size].iter().map(|&x| x as u32).sum();
                ensure!(total == c.dc_total[size] as u32, "DC total");
                ensure!(c.dc_total[size] <= DC_PIECES[size], "more DCs than pieces");
            }
            let p = &c.plan;
            let planning = self.phase == Phase::Plan;
            if !planning || s > self.current as usize {
                ensure!(*p == Plan::default(), "plan outside its turn");
                continue;
            }
            ensure!(
                p.done == (s < self.current as usize),
                "plan done flag for seat {s}"
            );
            let mut gained = 0u16;
            let mut spent = 0u16;
            let mut max_key = 0u32;
            let mut note = |id: u32, count: u8| {
                if count > 0 {
                    max_key = max_key.max(id);
                }
            };
            for size in [SMALL, LARGE] {
                let (mut sold, mut built) = (0u32, 0u32);
                for r in 0..REGIONS {
                    ensure!(
                        p.sell[size][r] <= c.dcs[size][r],
                        "sold a DC not on the board"
                    );
                    sold += p.sell[size][r] as u32;
                    built += p.build[size][r] as u32;
                    note((size * REGIONS + r) as u32, p.sell[size][r]);
                    note(
                        (actions::BUILD_SMALL as usize * REGIONS + size * REGIONS + r) as u32,
                        p.build[size][r],
                    );
                }
                ensure!(
                    sold == p.sold[size] as u32 && built == p.built[size] as u32,
                    "plan DC totals"
                );
                ensure!(
                    c.total_after(size) <= DC_PIECES[size],
                    "plan uses more DC pieces than a colour has"
                );
                gained += p.sold[size] as u16 * DC_SALE[size];
                spent += p.built[size] as u16 * DC_PRICE[size];
            }
            let (mut units, mut cylinders) = (0u32, 0u32);
            for r in 0..REGIONS {
                ensure!(
                    p.products[r] as u16 <= c.slots_after(r),
                    "products beyond the DC slots"
                );
                ensure!(
                    p.marketing[r] == 0 || REGION_CITY[r] != NO_CITY,
                    "marketing outside a city"
                );
                units += p.products[r] as u32;
                cylinders += p.marketing[r] as u32;
                note(
                    (actions::PRODUCT as usize * REGIONS + r) as u32,
                    p.products[r],
                );
                note(
                    (actions::MARKETING as usize * REGIONS + r) as u32,
                    p.marketing[r],
                );
            }
            ensure!(
                units == p.units as u32 && cylinders == p.cylinders as u32,
                "plan cube totals"
            );
            ensure!(
                p.units <= CUBES && p.cylinders <= CYLINDERS,
                "more pieces than a colour has"
            );
            spent += p.units as u16 * PRODUCT_PRICE + p.cylinders as u16 * MARKETING_PRICE;
            ensure!(
                p.gained == gained && p.spent == spent,
                "plan money bookkeeping"
            );
            ensure!(p.spent <= c.money + p.gained, "plan spends money it lacks");
            ensure!(p.key as u32 == max_key, "plan order key");
            ensure!(p.pending <= actions::KINDS, "pending step kind");
            if p.pending != 0 {
                ensure!(
                    s == self.current as usize && !p.done,
                    "pending step outside the seat planning"
                );
                if p.pending_region != 0 {
                    ensure!(
                        p.pending == actions::PRODUCT + 1
                            && p.pending_region as usize <= REGIONS
                            && self.max_quantity() >= 1,
                        "pending product step"
                    );
                } else {
                    ensure!(
                        self.region_mask(p.pending - 1) != 0,
                        "pending step with no open region"
                    );
                }
            } else {
                ensure!(p.pending_region == 0, "product region without a step");
            }
            if p.again {
                let base = actions::PRODUCT * REGIONS as u8;
                ensure!(
                    (base..base + REGIONS as u8).contains(&p.key)
                        && p.products[(p.key - base) as usize] >= actions::MAX_QUANTITY,
                    "repeat product step flag"
                );
            }
            if self.learning {
                ensure!(
                    self.round >= 2 || p.sold == [0, 0],
                    "learning variant: a sale before round 3"
                );
                let built = p.built[0] + p.built[1];
                ensure!(
                    self.round >= 2 || built <= if self.round == 0 { 1 } else { 0 },
                    "learning variant: too many DCs bought"
                );
                ensure!(
                    p.cylinders <= self.marketing_cap(),
                    "learning variant: too much marketing"
                );
            }
        }
        if self.phase == Phase::Over {
            for s in 0..n {
                ensure!(self.seats[s].dc_total == [0, 0], "DCs left at the end");
            }
        }
        Ok(())
    }
}
