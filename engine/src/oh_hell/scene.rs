//! Oh Hell as a scene: the trump card and the trick on the table, each
//! seat's bid and tricks, its hand face up to itself and face down to the
//! others.

use super::OhHell;
use super::state::{MADE_BID_BONUS, NONE, PLAYERS, Phase, suit};
use super::view::{SUIT_NAMES, card};
use crate::bitset::Set64;
use crate::game::SceneView;
use crate::scene::{Card, Scene};
use crate::view::{Names, Viewer, plural};

/// A hand in the text view's order: spades, hearts, diamonds, clubs, each
/// from the ace down.
fn hand(cards: Set64) -> Vec<Card> {
    let mut out = Vec::new();
    for s in [2u8, 3, 1, 0] {
        for r in (0..13u8).rev() {
            if cards.contains(r * 4 + s) {
                out.push(Card::up(card(r * 4 + s).to_string()));
            }
        }
    }
    out
}

impl SceneView for OhHell {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let mut sc = Scene::new(self, viewer, names, &self.phase_text());
        sc.zone(
            "Trump card",
            vec![Card::with(
                card(self.trump).to_string(),
                vec![format!(
                    "{} are trumps",
                    SUIT_NAMES[suit(self.trump) as usize]
                )],
            )],
        );
        if self.phase == Phase::Play {
            let plays = (0..self.trick_len as usize)
                .map(|i| {
                    let seat = (self.leader as usize + i) % PLAYERS;
                    Card::with(
                        card(self.trick[i]).to_string(),
                        vec![format!("played by {}", names.seat(seat as u8))],
                    )
                })
                .collect();
            sc.zone(
                format!("Current trick ({} led)", names.seat(self.leader)),
                plays,
            );
        }
        for s in 0..PLAYERS {
            let seat = s as u8;
            let p = &mut sc.seats[s];
            if seat == self.dealer {
                p.fact("Dealer");
            }
            p.fact(match self.bids[s] {
                NONE => "no bid yet".to_string(),
                b => format!("bid {b}"),
            });
            p.fact(format!("won {}", plural(self.won[s], "trick", "tricks")));
            if self.phase == Phase::Over {
                p.fact(plural(self.points(s), "point", "points"));
                if self.won[s] == self.bids[s] {
                    p.fact(format!("made the bid: +{MADE_BID_BONUS}"));
                }
                continue;
            }
            let cards = if viewer.knows(seat) {
                hand(self.hands[s])
            } else {
                Card::down(self.hands[s].len() as usize, "card", "cards")
                    .into_iter()
                    .collect()
            };
            p.zone("Hand", cards);
            if self.voids[s] != 0 {
                let voids: Vec<&str> = (0..4)
                    .filter(|x| self.voids[s] >> x & 1 == 1)
                    .map(|x| SUIT_NAMES[x])
                    .collect();
                p.fact(format!("shown void in {}", voids.join(", ")));
            }
        }
        sc
    }
}
