//! Crafters as text: the town (buildings and their owners), each founder's
//! gold, workers and victory points, the viewer's own blueprints, the event
//! track, and what happened as sentences. Money is gold (золото).

use core::fmt::{self, Write};

use super::Crafters;
use super::actions::Action;
use super::content::*;
use super::events::Event;
use super::state::*;
use crate::bitset::Set32;
use crate::game::{Rules, TextView};
use crate::scene::slug;
use crate::tr;
use crate::tr_string;
use crate::view::{Names, Viewer, write_heading, write_list};
use crate::words::{self, Arg};

/// A site's English name: the source of its stable keys (scene keys and
/// catalog ids), never shown as is.
pub(super) fn site(s: u8) -> &'static str {
    SITE.get(s as usize).map_or("unknown", |x| x.name)
}
/// A good's English name, for keys like [`site`].
pub(super) fn good(s: u8) -> &'static str {
    SITE.get(s as usize).map_or("unknown", |x| x.good)
}

/// A site's name as a sentence needs it. `form` is `nom`, `gen`, `acc`,
/// `at` or `from`: Russian declines the name (and puts the preposition
/// into `at` and `from`, since it differs by site); English ignores it.
pub(super) fn site_in(names: Names<'_>, s: u8, form: &str) -> String {
    tr_string!(
        names,
        &format!("crafters-site-{}", slug(site(s))),
        form = form
    )
}
/// A good's name as a sentence needs it (`nom`, `gen` or `acc`).
pub(super) fn good_in(names: Names<'_>, s: u8, form: &str) -> String {
    tr_string!(
        names,
        &format!("crafters-good-{}", slug(good(s))),
        form = form
    )
}
/// Several goods in one form, as a list in the reader's language.
fn goods_in(names: Names<'_>, set: Set32, form: &str) -> String {
    let mut s = String::new();
    let _ = write_list(
        &mut s,
        names.lang(),
        set.iter().map(|g| good_in(names, g, form)),
    );
    s
}
/// A token's English name, for keys.
pub(super) fn token(t: u8) -> &'static str {
    TOKEN_NAMES.get(t as usize).copied().unwrap_or("unknown")
}
pub(super) fn token_in(names: Names<'_>, t: u8) -> String {
    tr_string!(names, &format!("crafters-token-{}", slug(token(t))))
}
/// An event card's English name, for keys.
pub(super) fn event_source_name(c: u8) -> &'static str {
    EVENTS.get(c as usize).map_or("unknown", |k| k.name())
}

/// An event card with what it asks or gives.
pub(super) fn event_card(names: Names<'_>, c: u8) -> String {
    let key = |what: &str| format!("crafters-card-{what}-text");
    match EVENTS.get(c as usize) {
        Some(EventKind::ForeignTraders { goods: g }) => tr_string!(
            names,
            &key("foreign-traders"),
            goods = goods_in(names, *g, "acc")
        ),
        Some(EventKind::WealthyCitizens { goods: g, gold }) => tr_string!(
            names,
            &key("wealthy-citizens"),
            goods = goods_in(names, *g, "acc"),
            gold = *gold
        ),
        Some(EventKind::KingDemands { goods: g }) => tr_string!(
            names,
            &key("king-demands"),
            goods = goods_in(names, *g, "acc")
        ),
        Some(EventKind::UsefulConnections { good: g }) => tr_string!(
            names,
            &key("useful-connections"),
            good = good_in(names, *g, "gen")
        ),
        Some(EventKind::Fair) => tr_string!(names, &key("fair")),
        Some(EventKind::TaxCollector) => tr_string!(names, &key("tax-collector")),
        Some(EventKind::Auditor) => tr_string!(names, &key("auditor")),
        None => event_name(names, c),
    }
}

/// An event card's name.
pub(super) fn event_name(names: Names<'_>, c: u8) -> String {
    tr_string!(
        names,
        &format!("crafters-card-{}", slug(event_source_name(c)))
    )
}

impl Crafters {
    fn sale_price_any(&self, s: u8) -> u16 {
        if (s as usize) < SITES {
            self.sale_price(s)
        } else {
            0
        }
    }

    pub(super) fn phase_text(&self, names: Names<'_>) -> String {
        let (seat, you) = (names.seat(self.current), names.is_you(self.current));
        let turn = |key: &str| tr_string!(names, key, seat = seat, you = you);
        match self.phase {
            Phase::Place => turn("crafters-phase-place"),
            Phase::Main => turn("crafters-phase-main"),
            Phase::Keep => turn("crafters-phase-keep"),
            Phase::Discard => turn("crafters-phase-discard"),
            Phase::Bid => tr_string!(
                names,
                "crafters-phase-bid",
                event = event_name(names, self.res.event)
            ),
            Phase::Surrender => tr_string!(
                names,
                "crafters-phase-surrender",
                event = event_name(names, self.res.event)
            ),
            Phase::Over => tr_string!(names, "crafters-phase-over"),
        }
    }
}

/// A sentence about seat `p`: its name and the `you` selector (so verbs
/// agree with "You"), then the sentence's `more` arguments.
fn said(
    out: &mut dyn Write,
    names: Names<'_>,
    key: &str,
    p: u8,
    more: &[(&str, Arg<'_>)],
) -> fmt::Result {
    let mut args = vec![
        ("seat", Arg::from(names.seat(p))),
        ("you", Arg::from(names.is_you(p))),
    ];
    args.extend(more.iter().cloned());
    words::write(out, names.lang(), key, &args)
}

impl TextView for Crafters {
    /// Labels name the site, the good and the gold: "Sell Flour from the
    /// Mill for 4 gold", "Bid 34 gold".
    fn write_label<W: Write>(&self, a: Action, names: Names<'_>, out: &mut W) -> fmt::Result {
        let me = (self.decider as usize).min(SEATS - 1);
        let level = |b: u8| SITE.get(b as usize).map_or(0, |s| s.level) as usize;
        let site = |s: u8, form: &str| site_in(names, s, form);
        let good = |s: u8, form: &str| good_in(names, s, form);
        match a {
            Action::Place(r) => tr!(
                out,
                names,
                "crafters-label-place",
                site = site(r, "acc"),
                good = good(r, "nom")
            ),
            Action::Decline => tr!(out, names, "crafters-label-decline"),
            Action::Hire => tr!(
                out,
                names,
                "crafters-label-hire",
                gold = WORKER_COST
                    .get(self.p[me].hired as usize + 1)
                    .copied()
                    .unwrap_or(0)
            ),
            Action::Sell(s) => tr!(
                out,
                names,
                "crafters-label-sell",
                good = good(s, "acc"),
                site = site(s, "from"),
                gold = self.sale_price_any(s)
            ),
            Action::SellBonus { site: s, resource } => tr!(
                out,
                names,
                "crafters-label-sell-bonus",
                good = good(s, "acc"),
                site = site(s, "from"),
                gold = self.sale_price_any(s),
                resource = good(resource, "acc")
            ),
            Action::TakeToken(s) => tr!(
                out,
                names,
                "crafters-label-take-token",
                token = token_in(names, site_token(s)),
                vp = TOKEN_VP.get(site_token(s) as usize).copied().unwrap_or(0),
                good = good(s, "acc")
            ),
            Action::BuyResource(r) => tr!(
                out,
                names,
                "crafters-label-buy-resource",
                good = good(r, "acc"),
                gold = 2 * SITE.get(r as usize).map_or(0, |s| s.price)
            ),
            Action::Make(t) => match self.owner.get(t as usize).copied() {
                Some(o) if o != NONE && o as usize != me => tr!(
                    out,
                    names,
                    "crafters-label-make-fee",
                    good = good(t, "acc"),
                    site = site(t, "at"),
                    gold = fee(SITE.get(t as usize).map_or(0, |s| s.level)),
                    owner = names.seat(o)
                ),
                _ => tr!(
                    out,
                    names,
                    "crafters-label-make",
                    good = good(t, "acc"),
                    site = site(t, "at")
                ),
            },
            Action::BuyBlueprint => tr!(out, names, "crafters-label-buy-blueprint"),
            Action::DrawThree => tr!(out, names, "crafters-label-draw-three"),
            Action::Keep(b) => tr!(out, names, "crafters-label-keep", site = site(b, "gen")),
            Action::Build(b) => tr!(
                out,
                names,
                "crafters-label-build",
                site = site(b, "acc"),
                gold = BUILD_GOLD.get(level(b)).copied().unwrap_or(0)
            ),
            Action::BuildMaterials(b) => tr!(
                out,
                names,
                "crafters-label-build-materials",
                site = site(b, "acc"),
                count = BUILD_MATERIALS.get(level(b)).copied().unwrap_or(0)
            ),
            Action::Invest { building, seat } => tr!(
                out,
                names,
                "crafters-label-invest",
                gold = BUILD_GOLD.get(level(building)).copied().unwrap_or(0),
                site = site(building, "gen"),
                seat = names.seat(seat),
                you = names.is_you(seat)
            ),
            Action::Deliver { pos, resource } => {
                let card = self.track.get(pos as usize).copied().unwrap_or(NONE);
                match EVENTS.get(card as usize) {
                    Some(EventKind::WealthyCitizens { goods: g, gold }) => tr!(
                        out,
                        names,
                        "crafters-label-deliver-citizens",
                        goods = goods_in(names, *g, "acc"),
                        gold = *gold,
                        resource = good(resource, "acc")
                    ),
                    Some(EventKind::KingDemands { goods: g }) => tr!(
                        out,
                        names,
                        "crafters-label-deliver-king",
                        goods = goods_in(names, *g, "acc")
                    ),
                    _ => tr!(out, names, "crafters-label-deliver", pos = pos + 1),
                }
            }
            Action::Donate => tr!(out, names, "crafters-label-donate", gold = BENEFACTOR_GOLD),
            Action::EndTurn => tr!(out, names, "crafters-label-end-turn"),
            Action::Discard(b) => tr!(out, names, "crafters-label-discard", site = site(b, "gen")),
            Action::BidTens(t) => {
                let lo = 10 * t as u16;
                let hi = (lo + 9).min(self.p[me].gold.min(super::rules::MAX_BID));
                if hi > lo {
                    tr!(
                        out,
                        names,
                        "crafters-label-bid-tens-range",
                        low = lo,
                        high = hi
                    )
                } else {
                    tr!(out, names, "crafters-label-bid-tens", gold = lo)
                }
            }
            Action::BidUnits(u) => tr!(
                out,
                names,
                "crafters-label-bid-units",
                gold = self.p[me].bid + u as u16
            ),
            Action::Surrender(s) => tr!(
                out,
                names,
                "crafters-label-surrender",
                good = good(s, "acc"),
                site = site(s, "from")
            ),
        }
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let n = self.players as usize;
        let lang = names.lang();
        let phase = self.phase_text(names);
        write_heading(self, viewer, names, &phase, out)?;
        if matches!(self.phase, Phase::Place | Phase::Main) && self.dice[0] != NONE {
            if self.dice[1] != NONE {
                tr!(
                    out,
                    names,
                    "crafters-view-rolled-two",
                    first = good_in(names, self.dice[0], "nom"),
                    second = good_in(names, self.dice[1], "nom")
                )?;
            } else {
                tr!(
                    out,
                    names,
                    "crafters-view-rolled",
                    good = good_in(names, self.dice[0], "nom")
                )?;
            }
            let mut used = Vec::new();
            if self.flags & BOUGHT_RESOURCE != 0 {
                used.push(tr_string!(names, "crafters-view-done-bought-resource"));
            }
            if self.flags & BOUGHT_BLUEPRINT != 0 {
                used.push(tr_string!(names, "crafters-view-done-bought-blueprint"));
            }
            if self.flags & HIRED != 0 {
                used.push(tr_string!(names, "crafters-view-done-hired"));
            }
            if !used.is_empty() {
                out.write_char(' ')?;
                tr!(out, names, "crafters-view-done", done = used.join(", "))?;
            }
            writeln!(out)?;
        }
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            tr!(
                out,
                names,
                "crafters-view-seat",
                seat = names.seat(seat),
                gold = pl.gold,
                vp = self.vp(s),
                free = pl.free,
                hired = pl.hired
            )?;
            if self.initiative == seat {
                out.write_str(", ")?;
                tr!(out, names, "crafters-view-initiative")?;
            }
            let carried: Vec<String> = pl
                .carried
                .iter()
                .map(|x| {
                    let k = pl.workers[x as usize];
                    let name = good_in(names, x, "nom");
                    if k > 1 { format!("{name} ×{k}") } else { name }
                })
                .collect();
            if !carried.is_empty() {
                out.write_str("; ")?;
                tr!(
                    out,
                    names,
                    "crafters-view-carrying",
                    goods = carried.join(", ")
                )?;
            }
            out.write_str("; ")?;
            if viewer.knows(seat) {
                let mut hand = String::new();
                write_list(
                    &mut hand,
                    lang,
                    pl.hand.iter().map(|b| site_in(names, b, "nom")),
                )?;
                tr!(out, names, "crafters-view-blueprints", blueprints = hand)?;
            } else {
                tr!(
                    out,
                    names,
                    "crafters-view-blueprints-hidden",
                    count = pl.hand.len()
                )?;
            }
            if self.phase == Phase::Bid && self.res.bidders >> s & 1 == 1 {
                out.write_str("; ")?;
                if viewer.knows(seat) && pl.bid_steps > 0 {
                    tr!(out, names, "crafters-view-bid-so-far", gold = pl.bid)?;
                } else if pl.bid_steps == 2 {
                    tr!(out, names, "crafters-view-bid-sealed")?;
                } else {
                    tr!(out, names, "crafters-view-bid-not-sealed")?;
                }
            }
            writeln!(out)?;
        }
        if self.phase == Phase::Keep && viewer.knows(self.current) {
            let mut drawn = String::new();
            write_list(
                &mut drawn,
                lang,
                self.pending.iter().map(|b| site_in(names, b, "nom")),
            )?;
            tr!(out, names, "crafters-view-drawn", blueprints = drawn)?;
            writeln!(out)?;
        }
        let town: Vec<String> = self
            .built
            .minus(RESOURCE_SITES)
            .iter()
            .map(|b| {
                format!(
                    "{} ({})",
                    site_in(names, b, "nom"),
                    names.seat(self.owner[b as usize])
                )
            })
            .collect();
        if town.is_empty() {
            tr!(out, names, "crafters-view-town-empty")?;
        } else {
            tr!(
                out,
                names,
                "crafters-view-town",
                buildings = town.join(", ")
            )?;
        }
        writeln!(out)?;
        let track: Vec<String> = self
            .track
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                if c == NONE {
                    format!(
                        "{}. {}",
                        i + 1,
                        tr_string!(names, "crafters-view-track-empty")
                    )
                } else {
                    format!("{}. {}", i + 1, event_card(names, c))
                }
            })
            .collect();
        tr!(
            out,
            names,
            "crafters-view-track",
            track = track.join("; "),
            left = self.ev_len
        )?;
        writeln!(out)?;
        let tokens: Vec<String> = (0..TOKEN_KINDS)
            .filter(|&t| self.supply[t] > 0)
            .map(|t| {
                tr_string!(
                    names,
                    "crafters-view-token",
                    token = token_in(names, t as u8),
                    vp = TOKEN_VP[t]
                )
            })
            .collect();
        if !tokens.is_empty() {
            tr!(
                out,
                names,
                "crafters-view-tokens",
                tokens = tokens.join(", ")
            )?;
            writeln!(out)?;
        }
        if self.phase == Phase::Over {
            tr!(out, names, "crafters-view-final")?;
            writeln!(out)?;
            let ret = self.returns();
            for s in 0..n {
                let pl = &self.p[s];
                let part = |name: String, vp: u8| format!("{name} {vp}");
                let mut parts: Vec<String> = pl
                    .taken
                    .iter()
                    .filter(|&c| EVENTS[c as usize].vp() > 0)
                    .map(|c| part(event_name(names, c), EVENTS[c as usize].vp()))
                    .collect();
                for t in 0..TOKEN_KINDS {
                    if pl.tokens >> t & 1 == 1 {
                        parts.push(part(token_in(names, t as u8), TOKEN_VP[t]));
                    }
                }
                if self.initiative as usize == s {
                    parts.push(tr_string!(
                        names,
                        "crafters-view-score-initiative",
                        vp = INITIATIVE_VP
                    ));
                }
                out.write_str("  ")?;
                let (seat, vp, gold, winner) =
                    (names.seat(s as u8), self.vp(s), pl.gold, ret[s] > 0.0);
                if parts.is_empty() {
                    tr!(
                        out,
                        names,
                        "crafters-view-score",
                        seat = seat,
                        vp = vp,
                        gold = gold,
                        winner = winner
                    )?;
                } else {
                    tr!(
                        out,
                        names,
                        "crafters-view-score-parts",
                        seat = seat,
                        vp = vp,
                        parts = parts.join(", "),
                        gold = gold,
                        winner = winner
                    )?;
                }
                writeln!(out)?;
            }
        }
        Ok(())
    }

    fn write_event(
        &self,
        _viewer: Viewer,
        names: Names<'_>,
        e: &Event,
        out: &mut dyn Write,
    ) -> fmt::Result {
        let site = |s: u8, form: &str| Arg::from(site_in(names, s, form));
        let good = |s: u8, form: &str| Arg::from(good_in(names, s, form));
        let card = |c: u8| Arg::from(event_name(names, c));
        let about = |out: &mut dyn Write, key: &str, p: u8, more: &[(&str, Arg<'_>)]| {
            said(out, names, key, p, more)
        };
        match *e {
            Event::TurnBegins { player } => about(out, "crafters-event-turn-begins", player, &[]),
            Event::EventRevealed { card: c } => words::write(
                out,
                names.lang(),
                "crafters-event-revealed",
                &[("card", card(c))],
            ),
            Event::EventDiscarded { card: c } => words::write(
                out,
                names.lang(),
                "crafters-event-discarded",
                &[("card", card(c))],
            ),
            Event::EventWon { player, card: c } => about(
                out,
                "crafters-event-won",
                player,
                &[
                    ("card", card(c)),
                    ("vp", EVENTS.get(c as usize).map_or(0, |k| k.vp()).into()),
                ],
            ),
            Event::Rolled { dice } => {
                if dice[1] == NONE {
                    tr!(
                        out,
                        names,
                        "crafters-event-rolled",
                        good = good(dice[0], "nom")
                    )
                } else {
                    tr!(
                        out,
                        names,
                        "crafters-event-rolled-two",
                        first = good(dice[0], "nom"),
                        second = good(dice[1], "nom")
                    )
                }
            }
            Event::Placed { player, site: s } => about(
                out,
                "crafters-event-placed",
                player,
                &[("site", site(s, "acc")), ("good", good(s, "nom"))],
            ),
            Event::Made {
                player,
                site: s,
                fee,
            } => {
                let mut more = vec![("good", good(s, "acc")), ("site", site(s, "at"))];
                if fee == 0 {
                    return about(out, "crafters-event-made", player, &more);
                }
                let owner = self.owner.get(s as usize).copied().unwrap_or(NONE);
                more.push(("gold", fee.into()));
                more.push(("owner", names.seat(owner).into()));
                about(out, "crafters-event-made-fee", player, &more)
            }
            Event::Sold {
                player,
                site: s,
                gold,
            } => about(
                out,
                "crafters-event-sold",
                player,
                &[("good", good(s, "acc")), ("gold", gold.into())],
            ),
            Event::Bought { player, resource } => about(
                out,
                "crafters-event-bought",
                player,
                &[
                    ("good", good(resource, "acc")),
                    (
                        "gold",
                        (2 * SITE.get(resource as usize).map_or(0, |s| s.price)).into(),
                    ),
                ],
            ),
            Event::Hired { player } => about(out, "crafters-event-hired", player, &[]),
            Event::BlueprintsDrawn { player, count } => about(
                out,
                "crafters-event-blueprints-drawn",
                player,
                &[("count", count.into())],
            ),
            Event::BlueprintTaken { player, card: b } => about(
                out,
                "crafters-event-blueprint-taken",
                player,
                &[("site", site(b, "gen"))],
            ),
            Event::BlueprintDiscarded { player, card: b } => about(
                out,
                "crafters-event-blueprint-discarded",
                player,
                &[("site", site(b, "gen"))],
            ),
            Event::BlueprintsReshuffled => tr!(out, names, "crafters-event-reshuffled"),
            Event::Built { player, site: s } => about(
                out,
                "crafters-event-built",
                player,
                &[("site", site(s, "acc"))],
            ),
            Event::Invested {
                player,
                site: s,
                guess,
                right,
            } => about(
                out,
                "crafters-event-invested",
                player,
                &[
                    ("site", site(s, "gen")),
                    ("guess", names.seat(guess).into()),
                    ("guess_you", names.is_you(guess).into()),
                    ("right", right.into()),
                ],
            ),
            Event::TokenTaken { player, token: t } => about(
                out,
                "crafters-event-token-taken",
                player,
                &[
                    ("token", token_in(names, t).into()),
                    ("vp", TOKEN_VP.get(t as usize).copied().unwrap_or(0).into()),
                ],
            ),
            Event::BidCommitted { player } => {
                about(out, "crafters-event-bid-committed", player, &[])
            }
            Event::BidRevealed { player, amount } => about(
                out,
                "crafters-event-bid-revealed",
                player,
                &[("gold", amount.into())],
            ),
            Event::GoldLost { player, amount } => about(
                out,
                "crafters-event-gold-lost",
                player,
                &[("gold", amount.into())],
            ),
            Event::HandedOver { player, site: s } => about(
                out,
                "crafters-event-handed-over",
                player,
                &[("good", good(s, "acc"))],
            ),
            Event::InitiativeTaken { player } => {
                about(out, "crafters-event-initiative", player, &[])
            }
            Event::GameOver => tr!(out, names, "crafters-event-game-over"),
        }
    }
}
