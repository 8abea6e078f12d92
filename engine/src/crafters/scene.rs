//! Crafters as a scene: the dice, the town's buildings, the event track
//! and the tokens left; per player gold, VP, workers, the goods carried,
//! the blueprints (face up to their owner) and a sealed bid.

use super::Crafters;
use super::actions::Action;
use super::content::*;
use super::state::*;
use super::view::{event_card, event_source_name, good, good_in, site, site_in, token, token_in};
use crate::bitset::Set32;
use crate::game::SceneView;
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, seat_key, slug};
use crate::tr_string;
use crate::view::{Names, Viewer};

fn good_key(kind: &str, s: u8) -> String {
    format!("crafters.card.{kind}.{}", slug(good(s)))
}

fn site_key(kind: &str, s: u8) -> String {
    format!("crafters.card.{kind}.{}", slug(site(s)))
}

fn token_key(t: usize) -> String {
    format!("crafters.card.token.{}", slug(token(t as u8)))
}

fn event_key(c: u8) -> String {
    format!("crafters.card.event.{}", slug(event_source_name(c)))
}

fn goods_arg(set: Set32) -> String {
    set.iter()
        .map(|g| slug(good(g)))
        .collect::<Vec<_>>()
        .join(",")
}

/// An event card with what its text names as arguments.
fn event(names: Names<'_>, c: u8) -> Card {
    let face = Card::up(event_key(c), event_card(names, c));
    match EVENTS.get(c as usize) {
        Some(EventKind::ForeignTraders { goods }) | Some(EventKind::KingDemands { goods }) => {
            face.arg("goods", goods_arg(*goods))
        }
        Some(EventKind::WealthyCitizens { goods, gold }) => {
            face.arg("goods", goods_arg(*goods)).arg("gold", *gold)
        }
        Some(EventKind::UsefulConnections { good: g }) => face.arg("good", slug(good(*g))),
        _ => face,
    }
}

impl SceneView for Crafters {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let n = self.players as usize;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(names));
        if matches!(self.phase, Phase::Place | Phase::Main) && self.dice[0] != NONE {
            let dice = self.dice.iter().filter(|&&d| d != NONE);
            sc.zone(Zone::new(
                "crafters.zone.rolled",
                tr_string!(names, "crafters-scene-rolled"),
                dice.map(|&d| {
                    Card::with(
                        good_key("die", d),
                        good_in(names, d, "nom"),
                        vec![tr_string!(names, "crafters-scene-die")],
                    )
                })
                .collect(),
            ));
        }
        if self.phase == Phase::Keep && viewer.knows(self.current) {
            sc.zone(Zone::new(
                "crafters.zone.drawn",
                tr_string!(names, "crafters-scene-drawn"),
                self.pending
                    .iter()
                    .map(|b| Card::up(site_key("blueprint", b), site_in(names, b, "nom")))
                    .collect(),
            ));
        }
        let town = self
            .built
            .minus(RESOURCE_SITES)
            .iter()
            .map(|b| {
                let owner = self.owner[b as usize];
                Card::with(
                    site_key("building", b),
                    site_in(names, b, "nom"),
                    vec![tr_string!(
                        names,
                        "crafters-scene-owner",
                        seat = names.seat(owner),
                        you = names.is_you(owner)
                    )],
                )
                .arg("owner", owner)
            })
            .collect();
        sc.zone(Zone::new(
            "crafters.zone.town",
            tr_string!(names, "crafters-scene-town"),
            town,
        ));
        let track = self
            .track
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != NONE)
            .map(|(i, &c)| {
                event(names, c)
                    .line(tr_string!(
                        names,
                        "crafters-scene-track-space",
                        space = i + 1
                    ))
                    .arg("space", i + 1)
            })
            .chain(Card::down(
                "crafters.card.back.event",
                self.ev_len as usize,
                tr_string!(names, "crafters-scene-events-left", count = self.ev_len),
            ))
            .collect();
        sc.zone(Zone::new(
            "crafters.zone.track",
            tr_string!(names, "crafters-scene-track"),
            track,
        ));
        let tokens = (0..TOKEN_KINDS)
            .filter(|&t| self.supply[t] > 0)
            .map(|t| {
                Card::with(
                    token_key(t),
                    token_in(names, t as u8),
                    vec![tr_string!(names, "crafters-scene-vp", vp = TOKEN_VP[t])],
                )
                .arg("vp", TOKEN_VP[t])
            })
            .collect();
        sc.zone(Zone::new(
            "crafters.zone.tokens",
            tr_string!(names, "crafters-scene-tokens"),
            tokens,
        ));
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            let p = &mut sc.seats[s];
            p.fact(
                Fact::new(
                    "crafters.fact.gold",
                    tr_string!(names, "crafters-scene-gold", gold = pl.gold),
                )
                .arg("amount", pl.gold),
            );
            let vp = self.vp(s);
            p.fact(
                Fact::new(
                    "crafters.fact.vp",
                    tr_string!(names, "crafters-scene-vp", vp = vp),
                )
                .arg("amount", vp),
            );
            p.fact(
                Fact::new(
                    "crafters.fact.workers",
                    tr_string!(
                        names,
                        "crafters-scene-workers",
                        free = pl.free,
                        hired = pl.hired
                    ),
                )
                .arg("free", pl.free)
                .arg("hired", pl.hired),
            );
            if self.initiative == seat {
                p.fact(Fact::new(
                    "crafters.fact.initiative",
                    tr_string!(names, "crafters-scene-initiative"),
                ));
            }
            let carried = pl
                .carried
                .iter()
                .map(|x| {
                    let k = pl.workers[x as usize];
                    let c = Card::up(good_key("good", x), good_in(names, x, "nom"));
                    if k > 1 {
                        c.line(format!("×{k}")).arg("count", k)
                    } else {
                        c
                    }
                })
                .collect::<Vec<_>>();
            // A seat's zone: its stable key and its catalog title share the kind.
            let zone = |kind: &str, cards: Vec<Card>| {
                let title = tr_string!(names, &format!("crafters-scene-{kind}"));
                Zone::new(format!("crafters.zone.{kind}"), title, cards).arg("seat", seat)
            };
            if !carried.is_empty() {
                p.zone(zone("carrying", carried));
            }
            let hand = if viewer.knows(seat) {
                pl.hand
                    .iter()
                    .map(|b| Card::up(site_key("blueprint", b), site_in(names, b, "nom")))
                    .collect()
            } else {
                Card::down(
                    "crafters.card.back.blueprint",
                    pl.hand.len() as usize,
                    tr_string!(
                        names,
                        "crafters-scene-blueprints-hidden",
                        count = pl.hand.len()
                    ),
                )
                .into_iter()
                .collect()
            };
            p.zone(zone("blueprints", hand));
            if self.phase == Phase::Bid && self.res.bidders >> s & 1 == 1 {
                p.fact(if viewer.knows(seat) && pl.bid_steps > 0 {
                    Fact::new(
                        "crafters.fact.bid",
                        tr_string!(names, "crafters-scene-bid", gold = pl.bid),
                    )
                    .arg("amount", pl.bid)
                } else if pl.bid_steps == 2 {
                    Fact::new(
                        "crafters.fact.bid-sealed",
                        tr_string!(names, "crafters-scene-bid-sealed"),
                    )
                } else {
                    Fact::new(
                        "crafters.fact.bid-not-sealed",
                        tr_string!(names, "crafters-scene-bid-not-sealed"),
                    )
                });
            }
            if self.phase == Phase::Over {
                let taken: Vec<Card> = pl
                    .taken
                    .iter()
                    .filter(|&c| EVENTS[c as usize].vp() > 0)
                    .map(|c| {
                        let vp = EVENTS[c as usize].vp();
                        event(names, c)
                            .line(tr_string!(names, "crafters-scene-vp", vp = vp))
                            .arg("vp", vp)
                    })
                    .collect();
                if !taken.is_empty() {
                    p.zone(zone("events-won", taken));
                }
            }
        }
        sc
    }

    fn action_ref(&self, action: Action) -> ActionRef {
        let on = |key: &str, s: u8| {
            ActionRef::new(format!("crafters.action.{key}")).arg("site", slug(site(s)))
        };
        match action {
            Action::Place(r) => on("place", r).to(good_key("die", r)),
            Action::Decline => ActionRef::new("crafters.action.decline").to("crafters.zone.rolled"),
            Action::Hire => ActionRef::new("crafters.action.hire").to(mover_key(self)),
            Action::Sell(s) => on("sell", s).to(good_key("good", s)),
            Action::SellBonus { site: s, resource } => on("sell-bonus", s)
                .arg("resource", slug(good(resource)))
                .to(good_key("good", s)),
            Action::TakeToken(s) => {
                let a = on("take-token", s).to(good_key("good", s));
                match site_token(s) {
                    NONE => a,
                    t => a.arg("token", slug(token(t))).to(token_key(t as usize)),
                }
            }
            Action::BuyResource(r) => on("buy-resource", r).to(mover_key(self)),
            Action::Make(t) => on("make", t).to(site_key("building", t)),
            Action::BuyBlueprint => {
                ActionRef::new("crafters.action.buy-blueprint").to(mover_key(self))
            }
            Action::DrawThree => ActionRef::new("crafters.action.draw-three").to(mover_key(self)),
            Action::Keep(b) => on("keep", b)
                .to(site_key("blueprint", b))
                .to("crafters.zone.drawn"),
            Action::Build(b) => on("build", b).to(site_key("blueprint", b)),
            Action::BuildMaterials(b) => on("build-materials", b).to(site_key("blueprint", b)),
            Action::Invest { building, seat } => on("invest", building)
                .arg("seat", seat)
                .to(seat_key::<Self>(seat)),
            Action::Deliver { pos, resource } => {
                let a = ActionRef::new("crafters.action.deliver")
                    .arg("space", pos as usize + 1)
                    .arg("resource", slug(good(resource)));
                match self.track.get(pos as usize).copied() {
                    Some(c) if c != NONE => a.to(event_key(c)),
                    _ => a.to("crafters.zone.track"),
                }
            }
            Action::Donate => ActionRef::new("crafters.action.donate").to(mover_key(self)),
            Action::EndTurn => ActionRef::new("crafters.action.end-turn").to(mover_key(self)),
            Action::Discard(b) => on("discard", b).to(site_key("blueprint", b)),
            Action::BidTens(t) => ActionRef::new("crafters.action.bid-tens")
                .arg("tens", t)
                .to(mover_key(self)),
            Action::BidUnits(u) => ActionRef::new("crafters.action.bid-units")
                .arg("units", u)
                .to(mover_key(self)),
            Action::Surrender(s) => on("surrender", s).to(good_key("good", s)),
        }
    }
}
