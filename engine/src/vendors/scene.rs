//! Vendors as a scene: the cards under each Vendor and the decks; per
//! director the Customers and points, problems, implemented Software,
//! ongoing cards, the hand (face up to its owner) and what it has put face
//! down this turn.

use super::Vendors;
use super::content::VENDOR_NAMES;
use super::state::*;
use super::view::{cards, commit_text, problem, starting};
use crate::bitset::Set128;
use crate::game::{Information, SceneView};
use crate::scene::{Card, Scene};
use crate::view::{Names, Viewer, plural};

fn faces(names: Vec<String>) -> Vec<Card> {
    names.into_iter().map(Card::up).collect()
}

impl SceneView for Vendors {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(names));
        if !over {
            for v in 1..self.vendor_count() as usize {
                sc.zone(
                    format!("Under Vendor {}", VENDOR_NAMES[v]),
                    faces(cards(self.piles[v])),
                );
            }
            let decks = [
                Card::down(self.deck_len as usize, "card", "cards").map(|mut c| {
                    c.detail.push("game deck".into());
                    c
                }),
                Card::down(self.agile_len as usize, "card", "cards").map(|mut c| {
                    c.detail.push("Agile Vendor deck".into());
                    c
                }),
                Card::down(self.problem_len as usize, "card", "cards").map(|mut c| {
                    c.detail.push("Technical Problems".into());
                    c
                }),
            ];
            sc.zone("Decks", decks.into_iter().flatten().collect());
        }
        let in_commit = matches!(
            self.phase,
            Phase::Commit | Phase::Window(Moment::BeforeReveal)
        );
        let ob = viewer.seat().map(|s| self.observation(s));
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            let p = &mut sc.seats[s];
            p.fact(plural(self.points(s), "point", "points"));
            p.fact(plural(
                pl.individual,
                "Individual Customer",
                "Individual Customers",
            ));
            p.fact(plural(
                pl.business,
                "Business Customer",
                "Business Customers",
            ));
            for (i, market) in ["Individual", "Business"].iter().enumerate() {
                if self.leaders[i] == seat {
                    p.fact(format!("Market Leader: {market}"));
                }
            }
            let mut probs: Vec<Card> = pl
                .problems_up
                .iter()
                .map(|x| Card::up(problem(x)))
                .collect();
            if pl.problem_down != NONE {
                probs.push(if over {
                    Card::with(problem(pl.problem_down), vec!["was face down".into()])
                } else {
                    Card::down(1, "problem", "problems").expect("one")
                });
            }
            if !probs.is_empty() {
                p.zone("Technical Problems", probs);
            }
            let rel = faces(cards(Set128(pl.relations.0 as u128)));
            let ops = faces(cards(Set128(pl.operations.0 as u128)));
            if !rel.is_empty() {
                p.zone("Software: Relations", rel);
            }
            if !ops.is_empty() {
                p.zone("Software: Operations", ops);
            }
            if !pl.ongoing.is_empty() {
                p.zone("Ongoing", faces(cards(pl.ongoing)));
            }
            if over {
                p.fact(plural(
                    self.agile_owned(s),
                    "Agile Vendor card",
                    "Agile Vendor cards",
                ));
                continue;
            }
            match &ob {
                Some(ob) if !viewer.knows(seat) => {
                    let sv = ob.seats[s];
                    let mut hand = faces(cards(sv.known_hand));
                    hand.extend(Card::down(
                        sv.starting.count_ones() as usize,
                        "starting card",
                        "starting cards",
                    ));
                    hand.extend(Card::down(
                        sv.unknown_cards as usize,
                        "Agile Vendor card",
                        "Agile Vendor cards",
                    ));
                    p.zone("Hand", hand);
                    if in_commit && self.phase == Phase::Commit {
                        let down = sv.commit.cards_down() as usize;
                        p.zone(
                            "Face down this turn",
                            Card::down(down, "card", "cards").into_iter().collect(),
                        );
                    }
                }
                _ => {
                    let mut hand = faces(starting(pl.starting));
                    hand.extend(faces(cards(pl.hand)));
                    p.zone("Hand", hand);
                    if in_commit && pl.commit.n > 0 {
                        p.zone(
                            "Face down this turn",
                            vec![Card::up(commit_text(&pl.commit))],
                        );
                    }
                }
            }
            if !pl.discard.is_empty() {
                p.zone("Discard pile", faces(cards(pl.discard)));
            }
        }
        sc
    }
}
