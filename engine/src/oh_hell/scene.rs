//! Oh Hell as a scene: the trump card and the trick on the table, each
//! seat's bid and tricks, its hand face up to itself and face down to the
//! others.

use super::OhHell;
use super::actions::Action;
use super::state::{MADE_BID_BONUS, NONE, PLAYERS, Phase, rank, suit};
use super::view::{RANKS, SUIT_NAMES, card, suit_name};
use crate::bitset::Set64;
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, slug};
use crate::view::{Lang, Names, Viewer};

/// `oh-hell.card.q-of-spades`.
fn card_key(c: u8) -> String {
    format!(
        "oh-hell.card.{}-of-{}",
        slug(RANKS[rank(c) as usize]),
        SUIT_NAMES[suit(c) as usize]
    )
}

fn face(c: u8, lang: Lang) -> Card {
    Card::up(card_key(c), card(c, lang).to_string())
}

/// A face-down hand of `n` cards ("3 cards", argument `count`), or `None`
/// when empty.
fn back(n: u32, lang: Lang) -> Option<Card> {
    let name = crate::tr_string!(lang, "oh-hell-scene-cards-down", cards = n);
    Card::down("oh-hell.card.back", n as usize, name)
}

/// A hand in the text view's order: spades, hearts, diamonds, clubs, each
/// from the ace down.
fn hand(cards: Set64, lang: Lang) -> Vec<Card> {
    let mut out = Vec::new();
    for s in [2u8, 3, 1, 0] {
        for r in (0..13u8).rev() {
            if cards.contains(r * 4 + s) {
                out.push(face(r * 4 + s, lang));
            }
        }
    }
    out
}

impl SceneView for OhHell {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let lang = names.lang();
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(lang));
        let trump = suit(self.trump) as usize;
        sc.zone(Zone::new(
            "oh-hell.zone.trump",
            crate::tr_string!(lang, "oh-hell-scene-trump"),
            vec![
                face(self.trump, lang)
                    .line(crate::tr_string!(
                        lang,
                        "oh-hell-scene-trumps",
                        suit = suit_name(trump, "nom", lang)
                    ))
                    .arg("trumps", SUIT_NAMES[trump]),
            ],
        ));
        if self.phase == Phase::Play {
            let plays = (0..self.trick_len as usize)
                .map(|i| {
                    let seat = (self.leader as usize + i) % PLAYERS;
                    face(self.trick[i], lang)
                        .line(crate::tr_string!(
                            lang,
                            "oh-hell-scene-played-by",
                            seat = names.seat(seat as u8),
                            you = names.is_you(seat as u8)
                        ))
                        .arg("seat", seat)
                })
                .collect();
            sc.zone(
                Zone::new(
                    "oh-hell.zone.trick",
                    crate::tr_string!(
                        lang,
                        "oh-hell-scene-trick",
                        seat = names.seat(self.leader),
                        you = names.is_you(self.leader)
                    ),
                    plays,
                )
                .arg("leader", self.leader),
            );
        }
        for s in 0..PLAYERS {
            let seat = s as u8;
            let p = &mut sc.seats[s];
            if seat == self.dealer {
                p.fact(Fact::new(
                    "oh-hell.fact.dealer",
                    crate::tr_string!(lang, "oh-hell-scene-dealer"),
                ));
            }
            p.fact(match self.bids[s] {
                NONE => Fact::new(
                    "oh-hell.fact.no-bid",
                    crate::tr_string!(lang, "oh-hell-seat-no-bid"),
                ),
                b => Fact::new(
                    "oh-hell.fact.bid",
                    crate::tr_string!(lang, "oh-hell-seat-bid", bid = b),
                )
                .arg("tricks", b),
            });
            p.fact(
                Fact::new(
                    "oh-hell.fact.won",
                    crate::tr_string!(lang, "oh-hell-seat-won", tricks = self.won[s]),
                )
                .arg("count", self.won[s]),
            );
            if self.phase == Phase::Over {
                let points = self.points(s);
                p.fact(
                    Fact::new(
                        "oh-hell.fact.points",
                        crate::tr_string!(lang, "oh-hell-scene-points", points = points),
                    )
                    .arg("count", points),
                );
                if self.won[s] == self.bids[s] {
                    p.fact(
                        Fact::new(
                            "oh-hell.fact.made-bid",
                            crate::tr_string!(
                                lang,
                                "oh-hell-scene-made-bid",
                                bonus = MADE_BID_BONUS
                            ),
                        )
                        .arg("bonus", MADE_BID_BONUS),
                    );
                }
                continue;
            }
            let cards = if viewer.knows(seat) {
                hand(self.hands[s], lang)
            } else {
                let n = self.hands[s].len();
                back(n, lang).into_iter().collect()
            };
            p.zone(
                Zone::new(
                    "oh-hell.zone.hand",
                    crate::tr_string!(lang, "oh-hell-scene-hand"),
                    cards,
                )
                .arg("seat", seat),
            );
            if self.voids[s] != 0 {
                let voids: Vec<&str> = (0..4)
                    .filter(|x| self.voids[s] >> x & 1 == 1)
                    .map(|x| SUIT_NAMES[x])
                    .collect();
                p.fact(
                    Fact::new(
                        "oh-hell.fact.void",
                        crate::tr_string!(
                            lang,
                            "oh-hell-seat-void",
                            suits = self.void_names(s, lang).join(", ")
                        ),
                    )
                    .arg("suits", voids.join(",")),
                );
            }
        }
        sc
    }

    fn action_ref(&self, action: Action) -> ActionRef {
        match action {
            Action::Bid(b) => ActionRef::new("oh-hell.action.bid")
                .arg("tricks", b)
                .to(mover_key(self)),
            Action::Play(c) => ActionRef::new("oh-hell.action.play")
                .arg("card", card_key(c).trim_start_matches("oh-hell.card."))
                .to(card_key(c))
                .to("oh-hell.zone.trick"),
        }
    }
}
