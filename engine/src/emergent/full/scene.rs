//! Emergent as a scene: this round's demand cards and last round's demand;
//! per company its money, distribution centres and (to itself) its plan.

use super::state::*;
use super::view::{city, dc_items, write_plan};
use crate::emergent::map::{DEMAND, ROUNDS};
use crate::game::SceneView;
use crate::scene::{Card, Scene};
use crate::view::{Names, Viewer};

impl SceneView for Emergent {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text());
        if !over {
            let round = self.round as usize % ROUNDS;
            let demand = DEMAND[round]
                .iter()
                .map(|c| {
                    Card::with(
                        city(c.city),
                        vec![format!(
                            "tier 1/2/3: {}/{}/{}",
                            c.tiers[0], c.tiers[1], c.tiers[2]
                        )],
                    )
                })
                .collect();
            sc.zone("This round's demand cards", demand);
            let last: Vec<Card> = self.last_cities().map(|c| Card::up(city(c))).collect();
            if !last.is_empty() {
                sc.zone("Last round's demand went to", last);
            }
        }
        for s in 0..n {
            let seat = s as u8;
            let c = &self.seats[s];
            let p = &mut sc.seats[s];
            p.fact(format!("${}", c.money));
            if over {
                continue;
            }
            p.zone("DCs", dc_items(&c.dcs).into_iter().map(Card::up).collect());
            if viewer.knows(seat) && (!c.plan.is_empty() || seat <= self.current) {
                let mut plan = String::new();
                let _ = write_plan(&c.plan, &mut plan);
                p.zone(
                    if c.plan.done {
                        "Plan (finished)"
                    } else {
                        "Plan so far"
                    },
                    vec![Card::with(plan, vec![format!("cash left ${}", c.cash())])],
                );
            } else if c.plan.done {
                p.fact("plan finished (face down)");
            } else if seat == self.current {
                p.fact("writing its plan (face down)");
            } else {
                p.fact("plan not started");
            }
        }
        sc
    }
}
