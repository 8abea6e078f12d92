//! Emergent as text: money and DCs on the board, the viewer's own plan
//! behind the screen, the round's demand, and the execution phase as
//! sentences.

use core::fmt::{self, Write};

use super::actions::{Action, Decision, KINDS};
use super::state::*;
use crate::emergent::map::{
    CITY_NAMES, DEMAND, REGION_CITY, REGIONS, ROUNDS, city_name, region_name,
};
use crate::game::{Rules, TextView};
use crate::view::{Lang, Names, Viewer, write_heading, write_list};
use crate::{tr, tr_string};

/// A region with its city: "Texas (Dallas)".
pub(super) fn region(r: u8, lang: Lang) -> String {
    let r = r as usize % REGIONS;
    match REGION_CITY.get(r) {
        Some(&c) if (c as usize) < CITY_NAMES.len() => {
            format!("{} ({})", region_name(r as u8, lang), city_name(c, lang))
        }
        _ => region_name(r as u8, lang),
    }
}

/// Each kind of step's name in keys: the scene's `kind` argument and the
/// catalog's label messages.
pub(super) const KIND_KEYS: [&str; KINDS as usize] = [
    "sell-small",
    "sell-large",
    "build-small",
    "build-large",
    "products",
    "marketing",
];

/// Labels name the step, the region (and city) and the price:
/// "Buy a small DC in Texas (Dallas) for $10", "Buy 3 products in
/// Northeast (New York) for $3", "Finish the plan".
pub fn write_label(
    a: Action,
    pending: Option<u8>,
    pending_region: Option<u8>,
    lang: Lang,
    out: &mut impl Write,
) -> fmt::Result {
    if !a.is_valid() {
        return tr!(out, lang, "emergent-label-invalid");
    }
    match a.decision() {
        Decision::Kind(k) => {
            let kind = KIND_KEYS[k as usize % KINDS as usize];
            tr!(out, lang, &format!("emergent-label-kind-{kind}"))?;
            out.write_str(" …")
        }
        Decision::Region(r) => {
            let place = region(r, lang);
            match pending {
                Some(k) if k < KINDS => tr!(
                    out,
                    lang,
                    &format!("emergent-label-{}", KIND_KEYS[k as usize]),
                    place = place
                ),
                _ => tr!(out, lang, "emergent-label-in", place = place),
            }
        }
        Decision::Quantity(q) => match pending_region {
            Some(r) => tr!(
                out,
                lang,
                "emergent-label-quantity-in",
                n = q,
                place = region(r, lang),
                price = q
            ),
            None => tr!(out, lang, "emergent-label-quantity", n = q, price = q),
        },
        Decision::Done => tr!(out, lang, "emergent-label-done"),
    }
}

/// "2 small in Texas (Dallas)" items of a per-size, per-region table.
pub(super) fn dc_items(dcs: &[[u8; REGIONS]; 2], lang: Lang) -> Vec<String> {
    let mut v = Vec::new();
    for (size, name) in [(SMALL, "small"), (LARGE, "large")] {
        for r in 0..REGIONS {
            let n = dcs[size][r];
            if n > 0 {
                v.push(tr_string!(
                    lang,
                    "emergent-dcs-in",
                    n = n,
                    size = name,
                    place = region(r as u8, lang)
                ));
            }
        }
    }
    v
}

/// "3 products in Texas (Dallas)" items: `key` is the catalog message.
fn per_region(counts: &[u8; REGIONS], key: &str, lang: Lang) -> Vec<String> {
    (0..REGIONS)
        .filter(|&r| counts[r] > 0)
        .map(|r| tr_string!(lang, key, n = counts[r], place = region(r as u8, lang)))
        .collect()
}

/// A plan in words: "sells …; buys …; products …; marketing …; pays $X, receives $Y".
pub(super) fn write_plan(p: &Plan, lang: Lang, out: &mut dyn Write) -> fmt::Result {
    if p.is_empty() {
        return tr!(out, lang, "emergent-plan-nothing");
    }
    let mut parts = Vec::new();
    let sold = dc_items(&p.sell, lang);
    if !sold.is_empty() {
        parts.push(tr_string!(
            lang,
            "emergent-plan-sell",
            items = sold.join(", ")
        ));
    }
    let built = dc_items(&p.build, lang);
    if !built.is_empty() {
        parts.push(tr_string!(
            lang,
            "emergent-plan-buy",
            items = built.join(", ")
        ));
    }
    let products = per_region(&p.products, "emergent-products-in", lang);
    if !products.is_empty() {
        parts.push(tr_string!(
            lang,
            "emergent-plan-stock",
            items = products.join(", ")
        ));
    }
    let marketing = per_region(&p.marketing, "emergent-marketing-in", lang);
    if !marketing.is_empty() {
        parts.push(tr_string!(
            lang,
            "emergent-plan-marketing",
            items = marketing.join(", ")
        ));
    }
    parts.push(tr_string!(
        lang,
        "emergent-plan-money",
        spent = p.spent,
        gained = p.gained
    ));
    out.write_str(&parts.join("; "))
}

impl Emergent {
    pub(super) fn phase_text(&self, lang: Lang) -> String {
        if self.phase == Phase::Over {
            tr_string!(lang, "emergent-phase-over")
        } else {
            tr_string!(
                lang,
                "emergent-phase-plan",
                round = self.round + 1,
                rounds = ROUNDS,
                learning = self.learning
            )
        }
    }
}

impl TextView for Emergent {
    /// The label of `a` for the seat now planning.
    fn write_label<W: Write>(&self, a: Action, names: Names<'_>, out: &mut W) -> fmt::Result {
        let (pending, region) = match self.phase {
            Phase::Plan => {
                let p = &self.seats[self.current as usize].plan;
                (p.pending.checked_sub(1), p.pending_region.checked_sub(1))
            }
            Phase::Over => (None, None),
        };
        write_label(a, pending, region, names.lang(), out)
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let lang = names.lang();
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let phase = self.phase_text(lang);
        write_heading(self, viewer, names, &phase, out)?;
        for s in 0..n {
            let seat = s as u8;
            let c = &self.seats[s];
            write!(out, "{}: ${}", names.seat(seat), c.money)?;
            if !over {
                let dcs = dc_items(&c.dcs, lang);
                out.write_str("; ")?;
                if dcs.is_empty() {
                    tr!(out, names, "emergent-view-no-dcs")?;
                } else {
                    tr!(
                        out,
                        names,
                        "emergent-view-dcs",
                        items = dcs.join(", "),
                        cost = c.dc_total[SMALL] as u16 * DC_UPKEEP[SMALL]
                            + c.dc_total[LARGE] as u16 * DC_UPKEEP[LARGE]
                    )?;
                }
                if viewer.knows(seat) && (!c.plan.is_empty() || seat <= self.current) {
                    let mut plan = String::new();
                    write_plan(&c.plan, lang, &mut plan)?;
                    out.write_str("\n  ")?;
                    tr!(
                        out,
                        names,
                        "emergent-view-plan",
                        finished = c.plan.done,
                        plan = plan,
                        cash = c.cash()
                    )?;
                } else {
                    out.write_str("; ")?;
                    tr!(out, names, plan_key(c.plan.done, seat == self.current))?;
                }
            }
            writeln!(out)?;
        }
        if !over {
            let round = self.round as usize % ROUNDS;
            let mut cards = String::new();
            write_list(
                &mut cards,
                lang,
                DEMAND[round].iter().map(|c| {
                    format!(
                        "{} {}/{}/{}",
                        city_name(c.city, lang),
                        c.tiers[0],
                        c.tiers[1],
                        c.tiers[2],
                    )
                }),
            )?;
            tr!(out, names, "emergent-view-demand", cards = cards)?;
            writeln!(out)?;
            let last: Vec<String> = self.last_cities().map(|c| city_name(c, lang)).collect();
            if !last.is_empty() {
                let mut cities = String::new();
                write_list(&mut cities, lang, last)?;
                tr!(out, names, "emergent-view-last-demand", cities = cities)?;
                writeln!(out)?;
            }
            tr!(out, names, "emergent-view-prices")?;
            writeln!(out)?;
        } else {
            tr!(out, names, "emergent-view-final")?;
            writeln!(out)?;
            let ret = self.returns();
            for s in 0..n {
                write!(out, "  {}: ${}", names.seat(s as u8), self.seats[s].money)?;
                if ret[s] > 0.0 {
                    out.write_str(" — ")?;
                    tr!(out, names, "emergent-view-winner")?;
                }
                writeln!(out)?;
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
        let lang = names.lang();
        match *e {
            Event::Planned { player } => tr!(
                out,
                names,
                "emergent-event-planned",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::PlanDone { player } => tr!(
                out,
                names,
                "emergent-event-plan-done",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::Revealed { player, plan } => {
                let mut text = String::new();
                write_plan(&plan, lang, &mut text)?;
                tr!(
                    out,
                    names,
                    "emergent-event-revealed",
                    seat = names.seat(player),
                    you = names.is_you(player),
                    plan = text
                )
            }
            Event::Demand {
                rank,
                city: c,
                tiers,
            } => tr!(
                out,
                names,
                "emergent-event-demand",
                rank = rank + 1,
                tier1 = tiers[0],
                tier2 = tiers[1],
                tier3 = tiers[2],
                city = city_name(c, lang)
            ),
            Event::Sold {
                player,
                city: c,
                tier,
                units,
                transport,
            } => tr!(
                out,
                names,
                if transport > 0 {
                    "emergent-event-sold-transport"
                } else {
                    "emergent-event-sold"
                },
                seat = names.seat(player),
                you = names.is_you(player),
                units = units,
                city = city_name(c, lang),
                tier = tier + 1,
                amount = units as u16 * UNIT_PRICE,
                transport = transport
            ),
            Event::Accounts {
                player,
                income,
                transport,
                upkeep,
            } => tr!(
                out,
                names,
                "emergent-event-accounts",
                seat = names.seat(player),
                you = names.is_you(player),
                income = income,
                transport = transport,
                upkeep = upkeep
            ),
            Event::ForcedSale {
                player,
                region: r,
                large,
            } => tr!(
                out,
                names,
                "emergent-event-forced-sale",
                seat = names.seat(player),
                you = names.is_you(player),
                size = if large { "large" } else { "small" },
                place = region(r, lang)
            ),
            Event::Liquidated { player, units } => tr!(
                out,
                names,
                "emergent-event-liquidated",
                seat = names.seat(player),
                you = names.is_you(player),
                units = units
            ),
            Event::SoldBack { player, amount } => tr!(
                out,
                names,
                "emergent-event-sold-back",
                seat = names.seat(player),
                you = names.is_you(player),
                amount = amount
            ),
            Event::GameOver => tr!(out, names, "emergent-event-game-over"),
        }
    }
}

/// The catalog message for a plan the viewer may not read: finished,
/// being written, or not started.
pub(super) fn plan_key(done: bool, writing: bool) -> &'static str {
    if done {
        "emergent-view-plan-finished"
    } else if writing {
        "emergent-view-plan-writing"
    } else {
        "emergent-view-plan-not-started"
    }
}
