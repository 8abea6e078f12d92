//! Vendors as a scene: the cards under each Vendor and the decks; per
//! director the Customers and points, problems, implemented Software,
//! ongoing cards, the hand (face up to its owner) and what it has put face
//! down this turn.

use super::Vendors;
use super::actions::{Action, Piece};
use super::content::{self, Agile, Kind, PROBLEMS, SOFTWARE_CLASSES, VENDOR_NAMES};
use super::state::*;
use super::view::{card, commit_text, piece, problem, vendor};
use crate::bitset::Set128;
use crate::game::{Information, SceneView};
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, slug};
use crate::tr_string;
use crate::view::{Lang, Names, Viewer};

/// A card's key: `vendors.card.software.analytics-2`,
/// `vendors.card.infrastructure.operations-4`,
/// `vendors.card.customer.business`, `vendors.card.agile.bug-bounty`.
fn card_key(c: u8) -> String {
    if c >= content::CARD_COUNT {
        return "vendors.card.back".into();
    }
    match content::kind(c) {
        Kind::Software { class, strength } => format!(
            "vendors.card.software.{}-{strength}",
            slug(SOFTWARE_CLASSES[class as usize])
        ),
        Kind::Infrastructure {
            operations,
            strength,
        } => format!(
            "vendors.card.infrastructure.{}-{strength}",
            side(operations)
        ),
        Kind::Customer { business } => format!("vendors.card.customer.{}", market(business)),
        Kind::Agile(a) => format!("vendors.card.agile.{}", slug(a.name())),
    }
}

fn side(operations: bool) -> &'static str {
    if operations {
        "operations"
    } else {
        "relations"
    }
}

fn market(business: bool) -> &'static str {
    if business { "business" } else { "individual" }
}

/// One card face with its content as arguments.
fn face(c: u8, lang: Lang) -> Card {
    let up = Card::up(card_key(c), card(c, lang));
    match content::kind(c) {
        Kind::Software { class, strength } => up
            .arg("class", slug(SOFTWARE_CLASSES[class as usize]))
            .arg("strength", strength),
        Kind::Infrastructure {
            operations,
            strength,
        } => up.arg("side", side(operations)).arg("strength", strength),
        Kind::Customer { business } => up.arg("market", market(business)),
        Kind::Agile(a) => up.arg("effect", slug(a.name())),
    }
}

/// Card faces, identical cards once with a count ("Individual Customer ×3",
/// argument `copies`).
fn faces(set: Set128, lang: Lang) -> Vec<Card> {
    let mut v: Vec<(u8, usize)> = Vec::new();
    for c in set {
        match v.iter_mut().find(|(d, _)| card_key(*d) == card_key(c)) {
            Some((_, k)) => *k += 1,
            None => v.push((c, 1)),
        }
    }
    v.into_iter()
        .map(|(c, k)| match k {
            1 => face(c, lang),
            k => {
                let mut f = face(c, lang).arg("copies", k);
                f.name = format!("{} ×{k}", f.name);
                f
            }
        })
        .collect()
}

fn vendor_key(v: u8) -> String {
    format!("vendors.card.vendor.{}", slug(&vendor(v).to_string()))
}

fn strength_key(s: u8) -> String {
    format!("vendors.card.strength.{s}")
}

/// The starting cards in hand: Vendor cards and Strength cards.
fn starting(bits: u8, lang: Lang) -> Vec<Card> {
    let mut v: Vec<Card> = (0..5u8)
        .filter(|i| bits >> i & 1 == 1)
        .map(|i| {
            let name = tr_string!(
                lang,
                "vendors-card-vendor",
                vendor = VENDOR_NAMES[i as usize].to_string()
            );
            Card::up(vendor_key(i), name).arg("vendor", slug(&vendor(i).to_string()))
        })
        .collect();
    for st in 0..3u8 {
        if bits & strength_bit(st) != 0 {
            let name = tr_string!(lang, "vendors-card-strength", strength = st);
            v.push(Card::up(strength_key(st), name).arg("strength", st));
        }
    }
    v
}

/// A problem's English name, the source of its key and argument.
fn problem_slug(p: u8) -> String {
    slug(
        PROBLEMS
            .get(p as usize)
            .map_or("an unknown problem", |x| x.1.name()),
    )
}

fn problem_key(p: u8) -> String {
    format!("vendors.card.problem.{}", problem_slug(p))
}

fn problem_card(p: u8, lang: Lang) -> Card {
    Card::up(problem_key(p), problem(p, lang)).arg("problem", problem_slug(p))
}

/// A face-down stack of `n` cards named by the catalog message `message`
/// (with `count`), or `None` when empty.
fn down(key: &str, n: usize, lang: Lang, message: &str) -> Option<Card> {
    Card::down(key, n, tr_string!(lang, message, count = n))
}

/// A deck, face down, with the deck's name as its detail.
fn deck(name: &str, n: u8, lang: Lang, what: &str) -> Option<Card> {
    down(
        &format!("vendors.card.deck.{name}"),
        n as usize,
        lang,
        "vendors-scene-cards",
    )
    .map(|c| c.line(tr_string!(lang, what)))
}

/// The pieces' slugs, from their English names.
fn pieces_arg(c: &Commit) -> String {
    c.pieces
        .iter()
        .filter(|p| **p != Piece::None)
        .map(|&p| slug(&piece(p, Lang::En)))
        .collect::<Vec<_>>()
        .join(",")
}

impl SceneView for Vendors {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let lang = names.lang();
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let phase = self.phase_text(names);
        let mut sc = Scene::new(self, viewer, names, &phase);
        if !over {
            for v in 1..self.vendor_count() {
                sc.zone(
                    Zone::new(
                        "vendors.zone.under-vendor",
                        tr_string!(
                            names,
                            "vendors-zone-under-vendor",
                            vendor = VENDOR_NAMES[v as usize].to_string()
                        ),
                        faces(self.piles[v as usize], lang),
                    )
                    .arg("vendor", slug(&vendor(v).to_string())),
                );
            }
            let decks = [
                deck("game", self.deck_len, lang, "vendors-scene-game-deck"),
                deck("agile", self.agile_len, lang, "vendors-scene-agile-deck"),
                deck(
                    "problems",
                    self.problem_len,
                    lang,
                    "vendors-scene-problem-deck",
                ),
            ];
            sc.zone(Zone::new(
                "vendors.zone.decks",
                tr_string!(names, "vendors-zone-decks"),
                decks.into_iter().flatten().collect(),
            ));
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
            let zone = |key: &str, title: &str, cards: Vec<Card>| {
                Zone::new(
                    format!("vendors.zone.{key}"),
                    tr_string!(lang, title),
                    cards,
                )
                .arg("seat", seat)
            };
            let count = |key: &str, k: u16, message: &str| {
                Fact::new(
                    format!("vendors.fact.{key}"),
                    tr_string!(lang, message, count = k),
                )
                .arg("count", k)
            };
            p.fact(count("points", self.points(s), "vendors-fact-points"));
            p.fact(count(
                "individual",
                pl.individual,
                "vendors-fact-individual",
            ));
            p.fact(count("business", pl.business, "vendors-fact-business"));
            for i in 0..2 {
                if self.leaders[i] == seat {
                    p.fact(
                        Fact::new(
                            "vendors.fact.market-leader",
                            tr_string!(lang, "vendors-fact-market-leader", business = i == 1),
                        )
                        .arg("market", market(i == 1)),
                    );
                }
            }
            let mut probs: Vec<Card> = pl
                .problems_up
                .iter()
                .map(|p| problem_card(p, lang))
                .collect();
            if pl.problem_down != NONE {
                probs.push(if over {
                    problem_card(pl.problem_down, lang)
                        .line(tr_string!(lang, "vendors-scene-was-face-down"))
                        .arg("was_face_down", true)
                } else {
                    down(
                        "vendors.card.back.problem",
                        1,
                        lang,
                        "vendors-scene-problems",
                    )
                    .expect("one")
                });
            }
            if !probs.is_empty() {
                p.zone(zone("problems", "vendors-zone-problems", probs));
            }
            let rel = faces(Set128(pl.relations.0 as u128), lang);
            let ops = faces(Set128(pl.operations.0 as u128), lang);
            if !rel.is_empty() {
                p.zone(zone("relations", "vendors-zone-relations", rel));
            }
            if !ops.is_empty() {
                p.zone(zone("operations", "vendors-zone-operations", ops));
            }
            if !pl.ongoing.is_empty() {
                p.zone(zone(
                    "ongoing",
                    "vendors-zone-ongoing",
                    faces(pl.ongoing, lang),
                ));
            }
            if over {
                p.fact(count(
                    "agile-cards",
                    self.agile_owned(s),
                    "vendors-fact-agile-cards",
                ));
                continue;
            }
            match &ob {
                Some(ob) if !viewer.knows(seat) => {
                    let sv = ob.seats[s];
                    let mut hand = faces(sv.known_hand, lang);
                    hand.extend(down(
                        "vendors.card.back.starting",
                        sv.starting.count_ones() as usize,
                        lang,
                        "vendors-scene-starting-cards",
                    ));
                    hand.extend(down(
                        "vendors.card.back.agile",
                        sv.unknown_cards as usize,
                        lang,
                        "vendors-scene-agile-cards",
                    ));
                    p.zone(zone("hand", "vendors-zone-hand", hand));
                    if in_commit && self.phase == Phase::Commit {
                        let n_down = sv.commit.cards_down() as usize;
                        p.zone(zone(
                            "face-down",
                            "vendors-zone-face-down",
                            down(
                                "vendors.card.back.commit",
                                n_down,
                                lang,
                                "vendors-scene-cards",
                            )
                            .into_iter()
                            .collect(),
                        ));
                    }
                }
                _ => {
                    let mut hand = starting(pl.starting, lang);
                    hand.extend(faces(pl.hand, lang));
                    p.zone(zone("hand", "vendors-zone-hand", hand));
                    if in_commit && pl.commit.n > 0 {
                        let c = &pl.commit;
                        let mode = match c.mode {
                            MODE_RACE => "race",
                            MODE_SYSTEM => "system",
                            _ => "none",
                        };
                        let mut play = Card::up("vendors.card.commit", commit_text(c, lang))
                            .arg("mode", mode)
                            .arg("pieces", pieces_arg(c));
                        if c.mode == MODE_RACE {
                            play = play.arg("vendor", slug(&vendor(c.vendor).to_string()));
                        }
                        if c.virtual_vendor != NONE {
                            play = play.arg(
                                "virtual_vendor",
                                slug(&vendor(c.virtual_vendor).to_string()),
                            );
                        }
                        p.zone(zone("face-down", "vendors-zone-face-down", vec![play]));
                    }
                }
            }
            if !pl.discard.is_empty() {
                p.zone(zone(
                    "discard",
                    "vendors-zone-discard",
                    faces(pl.discard, lang),
                ));
            }
        }
        sc
    }

    fn action_ref(&self, action: Action) -> ActionRef {
        let card_arg = |a: ActionRef, c: u8| {
            let k = card_key(c);
            a.arg("card", k.trim_start_matches("vendors.card.")).to(k)
        };
        match action {
            Action::RaceVendor(v) => ActionRef::new("vendors.action.race")
                .arg("vendor", slug(&vendor(v).to_string()))
                .to(vendor_key(v)),
            Action::VirtualVendor(v) => ActionRef::new("vendors.action.virtual-vendor")
                .arg("vendor", slug(&vendor(v).to_string()))
                .to(vendor_key(v)),
            Action::Strength(p) => {
                let a = ActionRef::new("vendors.action.strength");
                match p {
                    Piece::None => a,
                    Piece::Start(s) => a.arg("strength", s).to(strength_key(s)),
                    Piece::Card(c) => card_arg(a, c),
                    Piece::Agile { card, infra, .. } => card_arg(a, card)
                        .arg("as", if infra { "infrastructure" } else { "software" }),
                }
            }
            Action::Software(c) => card_arg(ActionRef::new("vendors.action.software"), c),
            Action::Infrastructure { card, operations } => {
                card_arg(ActionRef::new("vendors.action.infrastructure"), card)
                    .arg("side", side(operations))
            }
            Action::Customer(c) => card_arg(ActionRef::new("vendors.action.customer"), c),
            Action::Effect { card, param } => {
                let effect = content::agile(card);
                let a = card_arg(ActionRef::new("vendors.action.effect"), card)
                    .arg("effect", slug(effect.name()));
                match effect {
                    Agile::PriorityAccess if param < content::CARD_COUNT => {
                        let k = card_key(param);
                        a.arg("take", k.trim_start_matches("vendors.card."))
                            .to(k)
                            .to("vendors.zone.under-vendor")
                    }
                    Agile::KnowledgeBase if param < content::CARD_COUNT => {
                        a.arg("take", card_key(param).trim_start_matches("vendors.card."))
                    }
                    Agile::BugBounty => a
                        .arg(
                            "problem",
                            slug(PROBLEMS[param as usize % PROBLEMS.len()].1.name()),
                        )
                        .to("vendors.zone.problems"),
                    e if e.ongoing_cost().is_some() => a.arg("individual", param),
                    _ => a,
                }
            }
            Action::Pass => ActionRef::new("vendors.action.pass").to(mover_key(self)),
            Action::Regain(c) => {
                card_arg(ActionRef::new("vendors.action.regain"), c).to("vendors.zone.discard")
            }
        }
    }
}
