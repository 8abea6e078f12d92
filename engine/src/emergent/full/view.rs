//! Emergent as text: money and DCs on the board, the viewer's own plan
//! behind the screen, the round's demand, and the execution phase as
//! sentences.

use core::fmt::{self, Write};

use super::actions::{self, Action, Decision, KINDS, MARKETING, PRODUCT};
use super::state::*;
use crate::emergent::map::{CITY_NAMES, DEMAND, REGION_CITY, REGION_NAMES, REGIONS, ROUNDS};
use crate::game::{Rules, TextView};
use crate::view::{Names, Viewer, plural, write_heading, write_list};

pub(super) fn region(r: u8) -> String {
    let r = r as usize % REGIONS;
    match CITY_NAMES.get(REGION_CITY[r] as usize) {
        Some(city) => format!("{} ({city})", REGION_NAMES[r]),
        None => REGION_NAMES[r].to_string(),
    }
}

pub(super) fn city(c: u8) -> &'static str {
    CITY_NAMES
        .get(c as usize)
        .copied()
        .unwrap_or("an unknown city")
}

const KIND_TEXT: [&str; KINDS as usize] = [
    "Sell a small DC (+$5)",
    "Sell a large DC (+$10)",
    "Buy a small DC ($10, 5 slots)",
    "Buy a large DC ($15, 10 slots)",
    "Buy products ($1 each)",
    "Buy a marketing cylinder ($3)",
];

/// Labels name the step, the region (and city) and the price:
/// "Buy a small DC in Texas (Dallas) for $10", "Buy 3 products in
/// Northeast (New York) for $3", "Finish the plan".
pub fn write_label(
    a: Action,
    pending: Option<u8>,
    pending_region: Option<u8>,
    out: &mut impl Write,
) -> fmt::Result {
    if !a.is_valid() {
        return out.write_str("invalid action");
    }
    match a.decision() {
        Decision::Kind(k) => write!(out, "{} …", KIND_TEXT[k as usize % KINDS as usize]),
        Decision::Region(r) => {
            let place = region(r);
            match pending {
                Some(actions::SELL_SMALL) => write!(out, "Sell a small DC in {place} for $5"),
                Some(actions::SELL_LARGE) => write!(out, "Sell a large DC in {place} for $10"),
                Some(actions::BUILD_SMALL) => write!(out, "Buy a small DC in {place} for $10"),
                Some(actions::BUILD_LARGE) => write!(out, "Buy a large DC in {place} for $15"),
                Some(PRODUCT) => write!(out, "Buy products in {place} …"),
                Some(MARKETING) => write!(out, "Buy a marketing cylinder in {place} for $3"),
                _ => write!(out, "In {place}"),
            }
        }
        Decision::Quantity(q) => {
            write!(out, "Buy {}", plural(q, "product", "products"))?;
            if let Some(r) = pending_region {
                write!(out, " in {}", region(r))?;
            }
            write!(out, " for ${q}")
        }
        Decision::Done => out.write_str("Finish the plan"),
    }
}

/// "2 small DCs in Texas (Dallas)" items of a per-size, per-region table.
pub(super) fn dc_items(dcs: &[[u8; REGIONS]; 2]) -> Vec<String> {
    let mut v = Vec::new();
    for (size, name) in [(SMALL, "small"), (LARGE, "large")] {
        for r in 0..REGIONS {
            let n = dcs[size][r];
            if n > 0 {
                v.push(format!("{n} {name} in {}", region(r as u8)));
            }
        }
    }
    v
}

fn per_region(counts: &[u8; REGIONS], what: (&str, &str)) -> Vec<String> {
    (0..REGIONS)
        .filter(|&r| counts[r] > 0)
        .map(|r| {
            format!(
                "{} in {}",
                plural(counts[r], what.0, what.1),
                region(r as u8)
            )
        })
        .collect()
}

/// A plan in words: "sells …; buys …; products …; marketing …; pays $X, receives $Y".
pub(super) fn write_plan(p: &Plan, out: &mut dyn Write) -> fmt::Result {
    if p.is_empty() {
        return out.write_str("nothing bought or sold");
    }
    let mut parts = Vec::new();
    let sold = dc_items(&p.sell);
    if !sold.is_empty() {
        parts.push(format!("sell DCs: {}", sold.join(", ")));
    }
    let built = dc_items(&p.build);
    if !built.is_empty() {
        parts.push(format!("buy DCs: {}", built.join(", ")));
    }
    let products = per_region(&p.products, ("product", "products"));
    if !products.is_empty() {
        parts.push(format!("stock {}", products.join(", ")));
    }
    let marketing = per_region(&p.marketing, ("marketing cylinder", "marketing cylinders"));
    if !marketing.is_empty() {
        parts.push(format!("marketing: {}", marketing.join(", ")));
    }
    write!(
        out,
        "{}; pays ${}, receives ${}",
        parts.join("; "),
        p.spent,
        p.gained
    )
}

impl Emergent {
    pub(super) fn phase_text(&self) -> String {
        if self.phase == Phase::Over {
            "Game over".to_string()
        } else {
            format!(
                "Round {} of {ROUNDS}: preparation, plans written behind screens{}",
                self.round + 1,
                if self.learning {
                    " (learning variant)"
                } else {
                    ""
                }
            )
        }
    }
}

impl TextView for Emergent {
    /// The label of `a` for the seat now planning.
    fn write_label<W: Write>(&self, a: Action, _names: Names<'_>, out: &mut W) -> fmt::Result {
        let (pending, region) = match self.phase {
            Phase::Plan => {
                let p = &self.seats[self.current as usize].plan;
                (p.pending.checked_sub(1), p.pending_region.checked_sub(1))
            }
            Phase::Over => (None, None),
        };
        write_label(a, pending, region, out)
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let phase = self.phase_text();
        write_heading(self, viewer, names, &phase, out)?;
        for s in 0..n {
            let seat = s as u8;
            let c = &self.seats[s];
            write!(out, "{}: ${}", names.seat(seat), c.money)?;
            if !over {
                let dcs = dc_items(&c.dcs);
                if dcs.is_empty() {
                    out.write_str("; no DCs")?;
                } else {
                    write!(
                        out,
                        "; DCs: {} (operating cost ${} a round)",
                        dcs.join(", "),
                        c.dc_total[SMALL] as u16 * DC_UPKEEP[SMALL]
                            + c.dc_total[LARGE] as u16 * DC_UPKEEP[LARGE]
                    )?;
                }
                if viewer.knows(seat) && (!c.plan.is_empty() || seat <= self.current) {
                    write!(
                        out,
                        "\n  plan{}: ",
                        if c.plan.done {
                            " (finished)"
                        } else {
                            " so far"
                        }
                    )?;
                    write_plan(&c.plan, out)?;
                    write!(out, "; cash left ${}", c.cash())?;
                } else if c.plan.done {
                    out.write_str("; plan finished (face down)")?;
                } else if seat == self.current {
                    out.write_str("; writing the plan (face down)")?;
                } else {
                    out.write_str("; plan not started")?;
                }
            }
            writeln!(out)?;
        }
        if !over {
            let round = self.round as usize % ROUNDS;
            write!(out, "This round's demand cards (tier 1/2/3, rank order): ")?;
            write_list(
                out,
                DEMAND[round].iter().map(|c| {
                    format!(
                        "{} {}/{}/{}",
                        city(c.city),
                        c.tiers[0],
                        c.tiers[1],
                        c.tiers[2],
                    )
                }),
            )?;
            writeln!(out, ".")?;
            let last: Vec<&str> = self.last_cities().map(city).collect();
            if !last.is_empty() {
                write!(out, "Last round's demand went to: ")?;
                write_list(out, last)?;
                writeln!(out, ".")?;
            }
            writeln!(
                out,
                "Each unit sold earns $5; transport costs $1 a unit to a neighbouring region, $2 farther."
            )?;
        } else {
            writeln!(
                out,
                "Final scores (money after selling every DC back to the bank; most money wins):"
            )?;
            let ret = self.returns();
            for s in 0..n {
                writeln!(
                    out,
                    "  {}: ${}{}",
                    names.seat(s as u8),
                    self.seats[s].money,
                    if ret[s] > 0.0 { " — winner" } else { "" }
                )?;
            }
        }
        Ok(())
    }

    fn write_event(
        &self,
        _viewer: Viewer,
        names: Names<'_>,
        e: &Event,
        out: &mut dyn Write,
    ) -> fmt::Result {
        match *e {
            Event::Planned { player } => {
                let who = names.seat(player);
                write!(
                    out,
                    "{who} wrote a step of {} plan behind the screen.",
                    who.their()
                )
            }
            Event::PlanDone { player } => {
                let who = names.seat(player);
                write!(out, "{who} finished {} plan.", who.their())
            }
            Event::Revealed { player, plan } => {
                let who = names.seat(player);
                write!(out, "{who} revealed {} plan: ", who.their())?;
                write_plan(&plan, out)?;
                out.write_char('.')
            }
            Event::Demand {
                rank,
                city: c,
                tiers,
            } => write!(
                out,
                "Demand card {} ({}/{}/{}) went to {}.",
                rank + 1,
                tiers[0],
                tiers[1],
                tiers[2],
                city(c)
            ),
            Event::Sold {
                player,
                city: c,
                tier,
                units,
                transport,
            } => {
                write!(
                    out,
                    "{} sold {} to {} (tier {}) for ${}",
                    names.seat(player),
                    plural(units, "unit", "units"),
                    city(c),
                    tier + 1,
                    units as u16 * UNIT_PRICE
                )?;
                if transport > 0 {
                    write!(out, ", transport ${transport}")?;
                }
                out.write_char('.')
            }
            Event::Accounts {
                player,
                income,
                transport,
                upkeep,
            } => write!(
                out,
                "{} earned ${income}, paid ${transport} transport and ${upkeep} operating costs.",
                names.seat(player)
            ),
            Event::ForcedSale {
                player,
                region: r,
                large,
            } => write!(
                out,
                "{} could not pay {} operating costs and sold a {} DC in {} to the bank.",
                names.seat(player),
                names.seat(player).their(),
                if large { "large" } else { "small" },
                region(r)
            ),
            Event::Liquidated { player, units } => write!(
                out,
                "{} {} went back to the pool (aged inventory).",
                names.seat(player).possessive(),
                plural(units, "unsold product", "unsold products")
            ),
            Event::SoldBack { player, amount } => write!(
                out,
                "{} sold {} DCs back to the bank for ${amount}.",
                names.seat(player),
                names.seat(player).their()
            ),
            Event::GameOver => out.write_str("The game is over."),
        }
    }
}
