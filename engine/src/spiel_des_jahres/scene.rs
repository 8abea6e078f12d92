//! Spiel des Jahres as a scene: the public favour, the published games and
//! the designers waiting for offers; per company its money, specialty,
//! designers, and its hand (face up to itself; to the others the cards
//! known from trades and a face-down stack).

use super::SpielDesJahres;
use super::actions::Action;
use super::content::{self, Part};
use super::state::*;
use super::view::{card, designer, elements, euros};
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, seat_key, slug};
use crate::view::{Names, Viewer};

/// `spiel-des-jahres.card.designer.ada`, `spiel-des-jahres.card.stem.rail`.
fn card_key(c: u8) -> String {
    if c >= content::CARD_COUNT {
        return "spiel-des-jahres.card.back".into();
    }
    let (part, word) = match content::part(c) {
        Part::Designer => ("designer", designer(c)),
        Part::Stem => ("stem", content::word_text(c)),
        Part::Ending => ("ending", content::word_text(c)),
        Part::Prefix => ("prefix", content::word_text(c)),
        Part::Suffix => ("suffix", content::word_text(c)),
    };
    format!("spiel-des-jahres.card.{part}.{}", slug(word))
}

/// The elements a card shows, as an argument ("family-friendly,cards").
fn elements_arg(c: u8) -> String {
    elements(c)
        .replace(" ×2", "/x2")
        .split('/')
        .map(slug)
        .collect::<Vec<_>>()
        .join(",")
}

/// A card as its holder sees it in hand.
fn hand_card(c: u8) -> Card {
    Card::up(card_key(c), card(c)).arg("elements", elements_arg(c))
}

/// A published game by the stem card it is built on:
/// `spiel-des-jahres.card.game.stem-12`.
fn game_key(i: usize) -> String {
    format!("spiel-des-jahres.card.game.stem-{i}")
}

impl SceneView for SpielDesJahres {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text());
        let fav = self.favour_card();
        if !over && fav != NONE {
            sc.zone(Zone::new(
                "spiel-des-jahres.zone.favour",
                "Public favour this month",
                vec![
                    Card::up(
                        "spiel-des-jahres.card.favour",
                        elements(fav).replace('/', " and "),
                    )
                    .arg("elements", elements_arg(fav)),
                ],
            ));
        }
        let games = self
            .published()
            .map(|(i, o, v)| {
                let name = self.game_name(i as usize);
                Card::with(
                    game_key(i as usize),
                    name.clone(),
                    vec![
                        names.seat(o).to_string(),
                        format!("{} a month", euros(v as i32)),
                    ],
                )
                .arg("name", slug(&name))
                .arg("owner", o)
                .arg("value", v)
            })
            .collect();
        sc.zone(Zone::new(
            "spiel-des-jahres.zone.published",
            "Published games",
            games,
        ));
        if !self.fired.is_empty() && !over {
            let waiting = self
                .fired
                .iter()
                .map(|d| {
                    let wage = self.wage[d as usize];
                    Card::with(
                        card_key(d),
                        designer(d),
                        vec![elements(d), format!("fired at {}", euros(wage as i32))],
                    )
                    .arg("elements", elements_arg(d))
                    .arg("wage", wage)
                    .arg("fired", true)
                })
                .collect();
            sc.zone(Zone::new(
                "spiel-des-jahres.zone.waiting",
                "Designers waiting for offers",
                waiting,
            ));
        }
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            let zone = |key: &str, title: &str, cards: Vec<Card>| {
                Zone::new(format!("spiel-des-jahres.zone.{key}"), title, cards).arg("seat", seat)
            };
            let staff: Vec<Card> = self
                .staff(seat)
                .iter()
                .map(|d| {
                    let wage = self.wage[d as usize];
                    Card::with(
                        card_key(d),
                        designer(d),
                        vec![elements(d), euros(wage as i32)],
                    )
                    .arg("elements", elements_arg(d))
                    .arg("wage", wage)
                })
                .collect();
            let face_down = self.face_down(seat);
            let p = &mut sc.seats[s];
            if pl.bankrupt {
                p.fact(Fact::new(
                    "spiel-des-jahres.fact.bankrupt",
                    "bankrupt, out of the game",
                ));
                continue;
            }
            p.fact(
                Fact::new("spiel-des-jahres.fact.money", euros(pl.money)).arg("amount", pl.money),
            );
            p.fact(
                Fact::new(
                    "spiel-des-jahres.fact.specialty",
                    format!("specialty {}", elements(pl.specialty)),
                )
                .arg("elements", elements_arg(pl.specialty)),
            );
            if !staff.is_empty() {
                p.zone(zone("designers", "Designers", staff));
            }
            if over {
                continue;
            }
            if viewer.knows(seat) {
                p.zone(zone(
                    "hand",
                    "Hand",
                    pl.hand.iter().map(hand_card).collect(),
                ));
            } else {
                let all = pl.hand.union(face_down);
                let known = all.intersect(self.known);
                let mut hand: Vec<Card> = known
                    .iter()
                    .map(|c| hand_card(c).line("known from a trade").arg("known", true))
                    .collect();
                hand.extend(Card::down("spiel-des-jahres.card.back", (all.len() - known.len()) as usize, crate::view::plural(((all.len() - known.len()) as usize) as i64, "card", "cards")));
                p.zone(zone("hand", "Hand", hand));
                if matches!(self.phase, Phase::Choose | Phase::Fire | Phase::Offer) {
                    let c = pl.commit;
                    p.fact(if c.steps == 0 {
                        Fact::new("spiel-des-jahres.fact.not-chosen", "not chosen yet")
                    } else if c.steps >= c.len {
                        Fact::new("spiel-des-jahres.fact.chosen", "chosen (face down)")
                    } else {
                        Fact::new("spiel-des-jahres.fact.choosing", "choosing (face down)")
                    });
                }
            }
        }
        sc
    }

    fn action_ref(&self, action: Action) -> ActionRef {
        let new = |key: &str| ActionRef::new(format!("spiel-des-jahres.action.{key}"));
        let with_card = |key: &str, c: u8| {
            let k = card_key(c);
            new(key)
                .arg("card", k.trim_start_matches("spiel-des-jahres.card."))
                .to(k)
        };
        let mine = |key: &str| new(key).to(mover_key(self));
        match action {
            Action::Designer(d) => with_card("designer", d),
            Action::Brainstorm => mine("brainstorm"),
            Action::Publish => mine("publish"),
            Action::Stack(c) => with_card("stack", c),
            Action::Done => mine("done"),
            Action::Seal => mine("seal"),
            Action::Keep(d) => with_card("keep", d),
            Action::Fire(d) => with_card("fire", d),
            Action::Bid { designer: d, level } => with_card("bid", d).arg("level", level),
            Action::Pass => mine("pass"),
            Action::TradeWith(s) => new("trade-with").arg("seat", s).to(seat_key::<Self>(s)),
            Action::GiveCard(c) => with_card("give-card", c),
            Action::GiveGame(i) => new("give-game").arg("stem", i).to(game_key(i as usize)),
            Action::GiveMoney(k) => mine("give-money").arg("amount", k),
            Action::AskCard(c) => mine("ask-card").arg(
                "card",
                card_key(c).trim_start_matches("spiel-des-jahres.card."),
            ),
            Action::AskGame(i) => new("ask-game").arg("stem", i).to(game_key(i as usize)),
            Action::AskMoney(k) => mine("ask-money").arg("amount", k),
            Action::Propose => mine("propose"),
            Action::Accept => mine("accept"),
            Action::Decline => mine("decline"),
        }
    }
}
