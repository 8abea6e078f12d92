//! Emergent fast play as a scene: the product cubes in each region; per
//! company its points and (to itself) the DCs placed this round.

use super::view::{coloured, region};
use super::{Action, DCS, FastPlay, LARGE_DCS, Phase};
use crate::emergent::map::{REGION_NAMES, REGIONS};
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, slug};
use crate::tr_string;
use crate::view::{Names, Viewer};

fn region_slug(r: u8) -> String {
    slug(REGION_NAMES[r as usize % REGIONS])
}

fn region_key(r: u8) -> String {
    format!("emergent-fastplay.card.region.{}", region_slug(r))
}

fn size(large: bool) -> &'static str {
    if large { "large" } else { "small" }
}

impl SceneView for FastPlay {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let lang = names.lang();
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(lang));
        let regions = (0..REGIONS)
            .map(|r| {
                let holders: Vec<usize> = (0..n).filter(|&s| self.cubes[s][r] > 0).collect();
                let cubes: Vec<String> = holders
                    .iter()
                    .map(|&s| {
                        tr_string!(
                            names,
                            "emergent-fastplay-scene-seat-cubes",
                            seat = names.seat(s as u8),
                            cubes = self.cubes[s][r]
                        )
                    })
                    .collect();
                let arg: Vec<String> = holders
                    .iter()
                    .map(|&s| format!("{s}:{}", self.cubes[s][r]))
                    .collect();
                let name = coloured(r, lang);
                Card::with(
                    region_key(r as u8),
                    name,
                    if cubes.is_empty() {
                        vec![tr_string!(names, "emergent-fastplay-no-cubes")]
                    } else {
                        cubes
                    },
                )
                .arg("cubes", arg.join(","))
            })
            .collect();
        sc.zone(Zone::new(
            "emergent-fastplay.zone.regions",
            tr_string!(names, "emergent-fastplay-scene-regions"),
            regions,
        ));
        let st = self.standings();
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.placed[s];
            let p = &mut sc.seats[s];
            let points = st[s].points;
            let text = tr_string!(
                names,
                "emergent-fastplay-scene-points",
                points = points,
                now = !over
            );
            p.fact(
                if over {
                    Fact::new("emergent-fastplay.fact.points", text)
                } else {
                    Fact::new("emergent-fastplay.fact.points-now", text)
                }
                .arg("count", points),
            );
            if over {
                continue;
            }
            if viewer.knows(seat) {
                let placed = pl.regions[..pl.n as usize]
                    .iter()
                    .enumerate()
                    .map(|(i, &r)| {
                        let large = i < LARGE_DCS as usize;
                        Card::with(
                            format!(
                                "emergent-fastplay.card.dc.{}.{}",
                                size(large),
                                region_slug(r)
                            ),
                            region(r, lang),
                            vec![tr_string!(
                                names,
                                "emergent-fastplay-scene-dc",
                                size = size(large)
                            )],
                        )
                        .arg("region", region_slug(r))
                        .arg("size", size(large))
                    })
                    .collect();
                p.zone(
                    Zone::new(
                        "emergent-fastplay.zone.placed",
                        tr_string!(names, "emergent-fastplay-scene-placed"),
                        placed,
                    )
                    .arg("seat", seat),
                );
                if pl.n < DCS {
                    let large = LARGE_DCS.saturating_sub(pl.n);
                    let small = DCS - pl.n - large;
                    p.fact(
                        Fact::new(
                            "emergent-fastplay.fact.to-place",
                            tr_string!(
                                names,
                                "emergent-fastplay-to-place",
                                large = large,
                                small = small
                            ),
                        )
                        .arg("large", large)
                        .arg("small", small),
                    );
                }
            } else if seat < self.current {
                p.fact(Fact::new(
                    "emergent-fastplay.fact.placed",
                    tr_string!(names, "emergent-fastplay-scene-placed-hidden"),
                ));
            } else if seat == self.current {
                p.fact(Fact::new(
                    "emergent-fastplay.fact.placing",
                    tr_string!(names, "emergent-fastplay-scene-placing"),
                ));
            } else {
                p.fact(Fact::new(
                    "emergent-fastplay.fact.not-placed",
                    tr_string!(names, "emergent-fastplay-not-placed"),
                ));
            }
        }
        sc
    }

    fn action_ref(&self, action: Action) -> ActionRef {
        ActionRef::new("emergent-fastplay.action.place")
            .arg("region", region_slug(action.region))
            .arg("size", size(action.large))
            .to(region_key(action.region))
            .to("emergent-fastplay.zone.placed")
    }
}
