//! Spiel des Jahres as a scene: the public favour, the published games and
//! the designers waiting for offers; per company its money, specialty,
//! designers, and its hand (face up to itself; to the others the cards
//! known from trades and a face-down stack).

use super::SpielDesJahres;
use super::state::*;
use super::view::{card, designer, elements, euros};
use crate::game::SceneView;
use crate::scene::{Card, Scene};
use crate::view::{Names, Viewer};

impl SceneView for SpielDesJahres {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text());
        let fav = self.favour_card();
        if !over && fav != NONE {
            sc.zone(
                "Public favour this month",
                vec![Card::up(elements(fav).replace('/', " and "))],
            );
        }
        let games = self
            .published()
            .map(|(i, o, v)| {
                Card::with(
                    self.game_name(i as usize),
                    vec![
                        names.seat(o).to_string(),
                        format!("{} a month", euros(v as i32)),
                    ],
                )
            })
            .collect();
        sc.zone("Published games", games);
        if !self.fired.is_empty() && !over {
            let waiting = self
                .fired
                .iter()
                .map(|d| {
                    Card::with(
                        designer(d),
                        vec![
                            elements(d),
                            format!("fired at {}", euros(self.wage[d as usize] as i32)),
                        ],
                    )
                })
                .collect();
            sc.zone("Designers waiting for offers", waiting);
        }
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            let staff: Vec<Card> = self
                .staff(seat)
                .iter()
                .map(|d| {
                    Card::with(
                        designer(d),
                        vec![elements(d), euros(self.wage[d as usize] as i32)],
                    )
                })
                .collect();
            let face_down = self.face_down(seat);
            let p = &mut sc.seats[s];
            if pl.bankrupt {
                p.fact("bankrupt, out of the game");
                continue;
            }
            p.fact(euros(pl.money));
            p.fact(format!("specialty {}", elements(pl.specialty)));
            if !staff.is_empty() {
                p.zone("Designers", staff);
            }
            if over {
                continue;
            }
            if viewer.knows(seat) {
                p.zone("Hand", pl.hand.iter().map(|c| Card::up(card(c))).collect());
            } else {
                let all = pl.hand.union(face_down);
                let known = all.intersect(self.known);
                let mut hand: Vec<Card> = known
                    .iter()
                    .map(|c| Card::with(card(c), vec!["known from a trade".into()]))
                    .collect();
                hand.extend(Card::down(
                    (all.len() - known.len()) as usize,
                    "card",
                    "cards",
                ));
                p.zone("Hand", hand);
                if matches!(self.phase, Phase::Choose | Phase::Fire | Phase::Offer) {
                    let c = pl.commit;
                    p.fact(if c.steps == 0 {
                        "not chosen yet"
                    } else if c.steps >= c.len {
                        "chosen (face down)"
                    } else {
                        "choosing (face down)"
                    });
                }
            }
        }
        sc
    }
}
