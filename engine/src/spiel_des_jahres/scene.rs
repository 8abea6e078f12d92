//! Spiel des Jahres as a scene: the public favour, the published games and
//! the designers waiting for offers; per company its money, specialty,
//! designers, and its hand (face up to itself; to the others the cards
//! known from trades and a face-down stack).

use super::SpielDesJahres;
use super::actions::Action;
use super::content::{self, Part};
use super::content::{DESIGNER_NAMES, ELEMENTS, SYMBOLS};
use super::state::*;
use super::view::{card, choice_key, designer, elements, euros, favour};
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, seat_key, slug};
use crate::tr_string;
use crate::view::{Lang, Names, Viewer};

/// `spiel-des-jahres.card.designer.ada`, `spiel-des-jahres.card.stem.rail`.
fn card_key(c: u8) -> String {
    if c >= content::CARD_COUNT {
        return "spiel-des-jahres.card.back".into();
    }
    let (part, word) = match content::part(c) {
        Part::Designer => ("designer", DESIGNER_NAMES[c as usize]),
        Part::Stem => ("stem", content::word_text(c)),
        Part::Ending => ("ending", content::word_text(c)),
        Part::Prefix => ("prefix", content::word_text(c)),
        Part::Suffix => ("suffix", content::word_text(c)),
    };
    format!("spiel-des-jahres.card.{part}.{}", slug(word))
}

/// The elements a card shows, as an argument ("family-friendly,cards",
/// "puzzle,x2").
fn elements_arg(c: u8) -> String {
    match SYMBOLS.get(c as usize) {
        Some(s) if s[0] == s[1] => format!("{},x2", slug(ELEMENTS[s[0] as usize])),
        Some(s) => format!(
            "{},{}",
            slug(ELEMENTS[s[0] as usize]),
            slug(ELEMENTS[s[1] as usize])
        ),
        None => "unknown".into(),
    }
}

/// A card as its holder sees it in hand.
fn hand_card(c: u8, lang: Lang) -> Card {
    Card::up(card_key(c), card(c, lang)).arg("elements", elements_arg(c))
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
        let lang = names.lang();
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(lang));
        let fav = self.favour_card();
        if !over && fav != NONE {
            sc.zone(Zone::new(
                "spiel-des-jahres.zone.favour",
                tr_string!(names, "spiel-des-jahres-scene-favour"),
                vec![
                    Card::up("spiel-des-jahres.card.favour", favour(fav, lang))
                        .arg("elements", elements_arg(fav)),
                ],
            ));
        }
        let games = self
            .published()
            .map(|(i, o, v)| {
                let mut english = String::new();
                let _ = self.write_game_name(i as usize, &mut english);
                Card::with(
                    game_key(i as usize),
                    self.game_name(i as usize, lang),
                    vec![
                        names.seat(o).to_string(),
                        tr_string!(
                            names,
                            "spiel-des-jahres-scene-per-month",
                            value = euros(v as i32)
                        ),
                    ],
                )
                .arg("name", slug(&english))
                .arg("owner", o)
                .arg("value", v)
            })
            .collect();
        sc.zone(Zone::new(
            "spiel-des-jahres.zone.published",
            tr_string!(names, "spiel-des-jahres-scene-published"),
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
                        designer(d, lang),
                        vec![
                            elements(d, lang),
                            tr_string!(
                                names,
                                "spiel-des-jahres-scene-fired-at",
                                wage = euros(wage as i32)
                            ),
                        ],
                    )
                    .arg("elements", elements_arg(d))
                    .arg("wage", wage)
                    .arg("fired", true)
                })
                .collect();
            sc.zone(Zone::new(
                "spiel-des-jahres.zone.waiting",
                tr_string!(names, "spiel-des-jahres-scene-waiting"),
                waiting,
            ));
        }
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            let zone = |key: &str, title: String, cards: Vec<Card>| {
                Zone::new(format!("spiel-des-jahres.zone.{key}"), title, cards).arg("seat", seat)
            };
            let staff: Vec<Card> = self
                .staff(seat)
                .iter()
                .map(|d| {
                    let wage = self.wage[d as usize];
                    Card::with(
                        card_key(d),
                        designer(d, lang),
                        vec![elements(d, lang), euros(wage as i32)],
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
                    tr_string!(names, "spiel-des-jahres-scene-bankrupt"),
                ));
                continue;
            }
            p.fact(
                Fact::new("spiel-des-jahres.fact.money", euros(pl.money)).arg("amount", pl.money),
            );
            p.fact(
                Fact::new(
                    "spiel-des-jahres.fact.specialty",
                    tr_string!(
                        names,
                        "spiel-des-jahres-scene-specialty",
                        elements = elements(pl.specialty, lang)
                    ),
                )
                .arg("elements", elements_arg(pl.specialty)),
            );
            if !staff.is_empty() {
                p.zone(zone(
                    "designers",
                    tr_string!(names, "spiel-des-jahres-scene-designers"),
                    staff,
                ));
            }
            if over {
                continue;
            }
            if viewer.knows(seat) {
                p.zone(zone(
                    "hand",
                    tr_string!(names, "spiel-des-jahres-scene-hand"),
                    pl.hand.iter().map(|c| hand_card(c, lang)).collect(),
                ));
            } else {
                let all = pl.hand.union(face_down);
                let known = all.intersect(self.known);
                let mut hand: Vec<Card> = known
                    .iter()
                    .map(|c| {
                        hand_card(c, lang)
                            .line(tr_string!(names, "spiel-des-jahres-scene-known"))
                            .arg("known", true)
                    })
                    .collect();
                let back = (all.len() - known.len()) as usize;
                let name = tr_string!(names, "spiel-des-jahres-scene-face-down", n = back);
                hand.extend(Card::down("spiel-des-jahres.card.back", back, name));
                p.zone(zone(
                    "hand",
                    tr_string!(names, "spiel-des-jahres-scene-hand"),
                    hand,
                ));
                if matches!(self.phase, Phase::Choose | Phase::Fire | Phase::Offer) {
                    let c = pl.commit;
                    let text = tr_string!(names, choice_key(c));
                    p.fact(if c.steps == 0 {
                        Fact::new("spiel-des-jahres.fact.not-chosen", text)
                    } else if c.steps >= c.len {
                        Fact::new("spiel-des-jahres.fact.chosen", text)
                    } else {
                        Fact::new("spiel-des-jahres.fact.choosing", text)
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
