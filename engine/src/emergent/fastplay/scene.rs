//! Emergent fast play as a scene: the product cubes in each region; per
//! company its points and (to itself) the DCs placed this round.

use super::view::{colour, region};
use super::{Action, DCS, FastPlay, LARGE_DCS, Phase};
use crate::emergent::map::{REGION_NAMES, REGIONS};
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, slug};
use crate::view::{Names, Viewer, plural};

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
        let mut sc = Scene::new(self, viewer, names, &self.phase_text());
        let regions = (0..REGIONS)
            .map(|r| {
                let holders: Vec<usize> = (0..n).filter(|&s| self.cubes[s][r] > 0).collect();
                let cubes: Vec<String> = holders
                    .iter()
                    .map(|&s| {
                        format!(
                            "{}: {}",
                            names.seat(s as u8),
                            plural(self.cubes[s][r], "cube", "cubes")
                        )
                    })
                    .collect();
                let arg: Vec<String> = holders
                    .iter()
                    .map(|&s| format!("{s}:{}", self.cubes[s][r]))
                    .collect();
                let name = format!("{}{}", REGION_NAMES[r], colour(r));
                Card::with(
                    region_key(r as u8),
                    name,
                    if cubes.is_empty() {
                        vec!["no cubes".into()]
                    } else {
                        cubes
                    },
                )
                .arg("cubes", arg.join(","))
            })
            .collect();
        sc.zone(Zone::new(
            "emergent-fastplay.zone.regions",
            "Product cubes by region",
            regions,
        ));
        let st = self.standings();
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.placed[s];
            let p = &mut sc.seats[s];
            let points = st[s].points;
            p.fact(
                if over {
                    Fact::new(
                        "emergent-fastplay.fact.points",
                        plural(points, "point", "points"),
                    )
                } else {
                    Fact::new(
                        "emergent-fastplay.fact.points-now",
                        format!(
                            "{} if the game ended now",
                            plural(points, "point", "points")
                        ),
                    )
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
                            region(r),
                            vec![format!("{} DC", size(large))],
                        )
                        .arg("region", region_slug(r))
                        .arg("size", size(large))
                    })
                    .collect();
                p.zone(
                    Zone::new("emergent-fastplay.zone.placed", "Placed this round", placed)
                        .arg("seat", seat),
                );
                if pl.n < DCS {
                    let large = LARGE_DCS.saturating_sub(pl.n);
                    let small = DCS - pl.n - large;
                    p.fact(
                        Fact::new(
                            "emergent-fastplay.fact.to-place",
                            format!("to place: {large} large, {small} small"),
                        )
                        .arg("large", large)
                        .arg("small", small),
                    );
                }
            } else if seat < self.current {
                p.fact(Fact::new(
                    "emergent-fastplay.fact.placed",
                    "has placed its DCs (face down)",
                ));
            } else if seat == self.current {
                p.fact(Fact::new(
                    "emergent-fastplay.fact.placing",
                    "placing its DCs (face down)",
                ));
            } else {
                p.fact(Fact::new(
                    "emergent-fastplay.fact.not-placed",
                    "has not placed yet",
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
