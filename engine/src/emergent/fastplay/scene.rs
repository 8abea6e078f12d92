//! Emergent fast play as a scene: the product cubes in each region; per
//! company its points and (to itself) the DCs placed this round.

use super::view::{colour, region};
use super::{DCS, FastPlay, LARGE_DCS, Phase};
use crate::emergent::map::{REGION_NAMES, REGIONS};
use crate::game::SceneView;
use crate::scene::{Card, Scene};
use crate::view::{Names, Viewer, plural};

impl SceneView for FastPlay {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text());
        let regions = (0..REGIONS)
            .map(|r| {
                let cubes: Vec<String> = (0..n)
                    .filter(|&s| self.cubes[s][r] > 0)
                    .map(|s| {
                        format!(
                            "{}: {}",
                            names.seat(s as u8),
                            plural(self.cubes[s][r], "cube", "cubes")
                        )
                    })
                    .collect();
                let name = format!("{}{}", REGION_NAMES[r], colour(r));
                Card::with(
                    name,
                    if cubes.is_empty() {
                        vec!["no cubes".into()]
                    } else {
                        cubes
                    },
                )
            })
            .collect();
        sc.zone("Product cubes by region", regions);
        let st = self.standings();
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.placed[s];
            let p = &mut sc.seats[s];
            p.fact(format!(
                "{}{}",
                plural(st[s].points, "point", "points"),
                if over { "" } else { " if the game ended now" }
            ));
            if over {
                continue;
            }
            if viewer.knows(seat) {
                let placed = pl.regions[..pl.n as usize]
                    .iter()
                    .enumerate()
                    .map(|(i, &r)| {
                        let size = if i < LARGE_DCS as usize {
                            "large DC"
                        } else {
                            "small DC"
                        };
                        Card::with(region(r), vec![size.into()])
                    })
                    .collect();
                p.zone("Placed this round", placed);
                if pl.n < DCS {
                    let large = LARGE_DCS.saturating_sub(pl.n);
                    let small = DCS - pl.n - large;
                    p.fact(format!("to place: {large} large, {small} small"));
                }
            } else if seat < self.current {
                p.fact("has placed its DCs (face down)");
            } else if seat == self.current {
                p.fact("placing its DCs (face down)");
            } else {
                p.fact("has not placed yet");
            }
        }
        sc
    }
}
