//! Crafters as a scene: the dice, the town's buildings, the event track
//! and the tokens left; per player gold, VP, workers, the goods carried,
//! the blueprints (face up to their owner) and a sealed bid.

use super::Crafters;
use super::content::*;
use super::state::*;
use super::view::{event_card, good, site};
use crate::game::SceneView;
use crate::scene::{Card, Scene};
use crate::view::{Names, Viewer, plural};

impl SceneView for Crafters {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(names));
        if matches!(self.phase, Phase::Place | Phase::Main) && self.dice[0] != NONE {
            let dice = self.dice.iter().filter(|&&d| d != NONE);
            sc.zone(
                "Rolled",
                dice.map(|&d| Card::with(good(d), vec!["die".into()]))
                    .collect(),
            );
        }
        if self.phase == Phase::Keep && viewer.knows(self.current) {
            sc.zone(
                "Blueprints drawn",
                self.pending.iter().map(|b| Card::up(site(b))).collect(),
            );
        }
        let town = self
            .built
            .minus(RESOURCE_SITES)
            .iter()
            .map(|b| {
                Card::with(
                    site(b),
                    vec![names.seat(self.owner[b as usize]).possessive().to_string()],
                )
            })
            .collect();
        sc.zone("Town", town);
        let track = self
            .track
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != NONE)
            .map(|(i, &c)| Card::with(event_card(c), vec![format!("track space {}", i + 1)]))
            .chain(Card::down(self.ev_len as usize, "event", "events"))
            .collect();
        sc.zone("Event track", track);
        let tokens = (0..TOKEN_KINDS)
            .filter(|&t| self.supply[t] > 0)
            .map(|t| Card::with(TOKEN_NAMES[t].0, vec![format!("{} VP", TOKEN_VP[t])]))
            .collect();
        sc.zone("Tokens left", tokens);
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            let p = &mut sc.seats[s];
            p.fact(format!("{} gold", pl.gold));
            p.fact(format!("{} VP", self.vp(s)));
            p.fact(format!("{} of {} workers free", pl.free, pl.hired));
            if self.initiative == seat {
                p.fact("holds the initiative");
            }
            let carried = pl
                .carried
                .iter()
                .map(|x| {
                    let k = pl.workers[x as usize];
                    Card::with(
                        good(x),
                        if k > 1 {
                            vec![format!("×{k}")]
                        } else {
                            vec![]
                        },
                    )
                })
                .collect::<Vec<_>>();
            if !carried.is_empty() {
                p.zone("Carrying", carried);
            }
            let hand = if viewer.knows(seat) {
                pl.hand.iter().map(|b| Card::up(site(b))).collect()
            } else {
                Card::down(pl.hand.len() as usize, "blueprint", "blueprints")
                    .into_iter()
                    .collect()
            };
            p.zone("Blueprints", hand);
            if self.phase == Phase::Bid && self.res.bidders >> s & 1 == 1 {
                p.fact(if viewer.knows(seat) && pl.bid_steps > 0 {
                    format!("sealed bid so far {} gold", pl.bid)
                } else if pl.bid_steps == 2 {
                    "bid sealed".to_string()
                } else {
                    "bid not sealed yet".to_string()
                });
            }
            if self.phase == Phase::Over {
                let taken: Vec<Card> = pl
                    .taken
                    .iter()
                    .filter(|&c| EVENTS[c as usize].vp() > 0)
                    .map(|c| {
                        Card::with(
                            event_card(c),
                            vec![plural(EVENTS[c as usize].vp(), "VP", "VP")],
                        )
                    })
                    .collect();
                if !taken.is_empty() {
                    p.zone("Events won", taken);
                }
            }
        }
        sc
    }
}
