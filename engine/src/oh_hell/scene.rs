//! Oh Hell as a scene: the trump card and the trick on the table, each
//! seat's bid and tricks, its hand face up to itself and face down to the
//! others.

use super::OhHell;
use super::actions::Action;
use super::state::{MADE_BID_BONUS, NONE, PLAYERS, Phase, rank, suit};
use super::view::{RANKS, SUIT_NAMES, card};
use crate::bitset::Set64;
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, slug};
use crate::view::{Names, Viewer, plural};

/// `oh-hell.card.q-of-spades`.
fn card_key(c: u8) -> String {
    format!(
        "oh-hell.card.{}-of-{}",
        slug(RANKS[rank(c) as usize]),
        SUIT_NAMES[suit(c) as usize]
    )
}

fn face(c: u8) -> Card {
    Card::up(card_key(c), card(c).to_string())
}

/// A hand in the text view's order: spades, hearts, diamonds, clubs, each
/// from the ace down.
fn hand(cards: Set64) -> Vec<Card> {
    let mut out = Vec::new();
    for s in [2u8, 3, 1, 0] {
        for r in (0..13u8).rev() {
            if cards.contains(r * 4 + s) {
                out.push(face(r * 4 + s));
            }
        }
    }
    out
}

impl SceneView for OhHell {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let mut sc = Scene::new(self, viewer, names, &self.phase_text());
        let trumps = SUIT_NAMES[suit(self.trump) as usize];
        sc.zone(Zone::new(
            "oh-hell.zone.trump",
            "Trump card",
            vec![
                face(self.trump)
                    .line(format!("{trumps} are trumps"))
                    .arg("trumps", trumps),
            ],
        ));
        if self.phase == Phase::Play {
            let plays = (0..self.trick_len as usize)
                .map(|i| {
                    let seat = (self.leader as usize + i) % PLAYERS;
                    face(self.trick[i])
                        .line(format!("played by {}", names.seat(seat as u8)))
                        .arg("seat", seat)
                })
                .collect();
            sc.zone(
                Zone::new(
                    "oh-hell.zone.trick",
                    format!("Current trick ({} led)", names.seat(self.leader)),
                    plays,
                )
                .arg("leader", self.leader),
            );
        }
        for s in 0..PLAYERS {
            let seat = s as u8;
            let p = &mut sc.seats[s];
            if seat == self.dealer {
                p.fact(Fact::new("oh-hell.fact.dealer", "Dealer"));
            }
            p.fact(match self.bids[s] {
                NONE => Fact::new("oh-hell.fact.no-bid", "no bid yet"),
                b => Fact::new("oh-hell.fact.bid", format!("bid {b}")).arg("tricks", b),
            });
            p.fact(
                Fact::new(
                    "oh-hell.fact.won",
                    format!("won {}", plural(self.won[s], "trick", "tricks")),
                )
                .arg("count", self.won[s]),
            );
            if self.phase == Phase::Over {
                let points = self.points(s);
                p.fact(
                    Fact::new("oh-hell.fact.points", plural(points, "point", "points"))
                        .arg("count", points),
                );
                if self.won[s] == self.bids[s] {
                    p.fact(
                        Fact::new(
                            "oh-hell.fact.made-bid",
                            format!("made the bid: +{MADE_BID_BONUS}"),
                        )
                        .arg("bonus", MADE_BID_BONUS),
                    );
                }
                continue;
            }
            let cards = if viewer.knows(seat) {
                hand(self.hands[s])
            } else {
                Card::down(
                    "oh-hell.card.back",
                    self.hands[s].len() as usize,
                    "card",
                    "cards",
                )
                .into_iter()
                .collect()
            };
            p.zone(Zone::new("oh-hell.zone.hand", "Hand", cards).arg("seat", seat));
            if self.voids[s] != 0 {
                let voids: Vec<&str> = (0..4)
                    .filter(|x| self.voids[s] >> x & 1 == 1)
                    .map(|x| SUIT_NAMES[x])
                    .collect();
                p.fact(
                    Fact::new(
                        "oh-hell.fact.void",
                        format!("shown void in {}", voids.join(", ")),
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
