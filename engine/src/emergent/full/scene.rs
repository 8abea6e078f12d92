//! Emergent as a scene: this round's demand cards and last round's demand;
//! per company its money, distribution centres and (to itself) its plan.

use super::actions::{Action, Decision, SELL_LARGE, SELL_SMALL};
use super::state::*;
use super::view::{KIND_KEYS, plan_key, region, write_plan};
use crate::emergent::map::{CITY_NAMES, DEMAND, REGION_NAMES, REGIONS, ROUNDS, city_name};
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, slug};
use crate::tr_string;
use crate::view::{Lang, Names, Viewer};

const SIZES: [&str; 2] = ["small", "large"];

fn region_slug(r: u8) -> String {
    slug(REGION_NAMES[r as usize % REGIONS])
}

/// `emergent.card.dc.small.northeast`.
fn dc_key(size: usize, r: u8) -> String {
    format!("emergent.card.dc.{}.{}", SIZES[size], region_slug(r))
}

/// A city's English name, for keys.
fn city_slug(c: u8) -> String {
    slug(
        CITY_NAMES
            .get(c as usize)
            .copied()
            .unwrap_or("an unknown city"),
    )
}

/// The DCs of a company, one card per size and region with the count.
fn dc_cards(dcs: &[[u8; REGIONS]; 2], lang: Lang) -> Vec<Card> {
    let mut v = Vec::new();
    for size in [SMALL, LARGE] {
        for r in 0..REGIONS as u8 {
            let n = dcs[size][r as usize];
            if n > 0 {
                v.push(
                    Card::up(
                        dc_key(size, r),
                        tr_string!(
                            lang,
                            "emergent-dcs-in",
                            n = n,
                            size = SIZES[size],
                            place = region(r, lang)
                        ),
                    )
                    .arg("count", n)
                    .arg("size", SIZES[size])
                    .arg("region", region_slug(r)),
                );
            }
        }
    }
    v
}

/// Counts by region as an argument: "0,0,2,0,…".
fn by_region(counts: &[u8; REGIONS]) -> String {
    counts
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

impl SceneView for Emergent {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let lang = names.lang();
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(lang));
        if !over {
            let round = self.round as usize % ROUNDS;
            let demand = DEMAND[round]
                .iter()
                .map(|c| {
                    Card::with(
                        format!("emergent.card.demand.{}", city_slug(c.city)),
                        city_name(c.city, lang),
                        vec![tr_string!(
                            names,
                            "emergent-scene-tiers",
                            tier1 = c.tiers[0],
                            tier2 = c.tiers[1],
                            tier3 = c.tiers[2]
                        )],
                    )
                    .arg("tier1", c.tiers[0])
                    .arg("tier2", c.tiers[1])
                    .arg("tier3", c.tiers[2])
                })
                .collect();
            sc.zone(Zone::new(
                "emergent.zone.demand",
                tr_string!(names, "emergent-scene-demand"),
                demand,
            ));
            let last: Vec<Card> = self
                .last_cities()
                .map(|c| {
                    Card::up(
                        format!("emergent.card.city.{}", city_slug(c)),
                        city_name(c, lang),
                    )
                })
                .collect();
            if !last.is_empty() {
                sc.zone(Zone::new(
                    "emergent.zone.last-demand",
                    tr_string!(names, "emergent-scene-last-demand"),
                    last,
                ));
            }
        }
        for s in 0..n {
            let seat = s as u8;
            let c = &self.seats[s];
            let p = &mut sc.seats[s];
            p.fact(
                Fact::new("emergent.fact.money", format!("${}", c.money)).arg("amount", c.money),
            );
            if over {
                continue;
            }
            p.zone(
                Zone::new(
                    "emergent.zone.dcs",
                    tr_string!(names, "emergent-scene-dcs"),
                    dc_cards(&c.dcs, lang),
                )
                .arg("seat", seat),
            );
            if viewer.knows(seat) && (!c.plan.is_empty() || seat <= self.current) {
                let mut text = String::new();
                let _ = write_plan(&c.plan, lang, &mut text);
                let plan = &c.plan;
                let card = Card::with(
                    "emergent.card.plan",
                    text,
                    vec![tr_string!(
                        names,
                        "emergent-scene-cash-left",
                        cash = c.cash()
                    )],
                )
                .arg("sell_small", by_region(&plan.sell[SMALL]))
                .arg("sell_large", by_region(&plan.sell[LARGE]))
                .arg("build_small", by_region(&plan.build[SMALL]))
                .arg("build_large", by_region(&plan.build[LARGE]))
                .arg("products", by_region(&plan.products))
                .arg("marketing", by_region(&plan.marketing))
                .arg("pays", plan.spent)
                .arg("receives", plan.gained)
                .arg("cash", c.cash());
                let title = tr_string!(names, "emergent-scene-plan", finished = plan.done);
                p.zone(
                    Zone::new("emergent.zone.plan", title, vec![card])
                        .arg("seat", seat)
                        .arg("finished", plan.done),
                );
            } else if c.plan.done {
                p.fact(Fact::new(
                    "emergent.fact.plan-finished",
                    tr_string!(names, plan_key(true, false)),
                ));
            } else if seat == self.current {
                p.fact(Fact::new(
                    "emergent.fact.plan-writing",
                    tr_string!(names, "emergent-scene-plan-writing"),
                ));
            } else {
                p.fact(Fact::new(
                    "emergent.fact.plan-not-started",
                    tr_string!(names, plan_key(false, false)),
                ));
            }
        }
        sc
    }

    fn action_ref(&self, action: Action) -> ActionRef {
        let pending = match self.phase {
            Phase::Plan => self.seats[self.current as usize]
                .plan
                .pending
                .checked_sub(1),
            Phase::Over => None,
        };
        let a =
            |key: &str| ActionRef::new(format!("emergent.action.{key}")).to("emergent.zone.plan");
        match action.decision() {
            Decision::Kind(k) => a("kind").arg("kind", KIND_KEYS[k as usize % KIND_KEYS.len()]),
            Decision::Region(r) => {
                let step = a("region").arg("region", region_slug(r));
                match pending {
                    Some(k @ (SELL_SMALL | SELL_LARGE)) => step
                        .arg("kind", KIND_KEYS[k as usize])
                        .to(dc_key((k - SELL_SMALL) as usize, r)),
                    Some(k) => step.arg("kind", KIND_KEYS[k as usize % KIND_KEYS.len()]),
                    None => step,
                }
            }
            Decision::Quantity(q) => a("quantity").arg("count", q),
            Decision::Done => a("done"),
        }
    }
}
