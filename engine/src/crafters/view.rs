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
use crate::view::{Names, Viewer, plural, write_heading, write_list};

pub(super) fn site(s: u8) -> &'static str {
    SITE.get(s as usize).map_or("unknown site", |x| x.name)
}
pub(super) fn good(s: u8) -> &'static str {
    SITE.get(s as usize).map_or("unknown good", |x| x.good)
}
fn goods(set: Set32) -> String {
    let v: Vec<&str> = set.iter().map(good).collect();
    let mut s = String::new();
    let _ = write_list(&mut s, v);
    s
}
fn token(t: u8) -> &'static str {
    TOKEN_NAMES.get(t as usize).map_or("unknown token", |x| x.0)
}

/// An event card with what it asks or gives.
pub(super) fn event_card(c: u8) -> String {
    let Some(k) = EVENTS.get(c as usize) else {
        return "an unknown event".into();
    };
    match *k {
        EventKind::ForeignTraders { goods: g } => {
            format!(
                "Foreign Traders (+2 gold for {} while on the track)",
                goods(g)
            )
        }
        EventKind::WealthyCitizens { goods: g, gold } => format!(
            "Wealthy Citizens (deliver {} for {gold} gold, a resource and 1 VP)",
            goods(g)
        ),
        EventKind::KingDemands { goods: g } => {
            format!("King Demands! (deliver {} for 3 VP)", goods(g))
        }
        EventKind::UsefulConnections { good: g } => {
            format!("Useful Connections (most {} when it leaves: 3 VP)", good(g))
        }
        EventKind::Fair => {
            "Fair (+2 gold on every good; most kinds of goods when it leaves: 3 VP)".into()
        }
        EventKind::TaxCollector => "Tax Collector (sealed bids of gold when it leaves)".into(),
        EventKind::Auditor => "Auditor (most of the dearest good when it leaves: 3 VP)".into(),
    }
}

pub(super) fn event_name(c: u8) -> &'static str {
    EVENTS
        .get(c as usize)
        .map_or("an unknown event", |k| k.name())
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
        let cur = names.seat(self.current).possessive();
        match self.phase {
            Phase::Place => format!("{cur} turn: the die is rolled, place a worker"),
            Phase::Main => format!("{cur} turn: actions in any order, then end the turn"),
            Phase::Keep => format!("{cur} turn: keep one of the three blueprints drawn"),
            Phase::Discard => format!("{cur} turn: over the hand limit, discard a blueprint"),
            Phase::Bid => format!(
                "{} is resolved: sealed bids of gold",
                event_name(self.res.event)
            ),
            Phase::Surrender => {
                format!("{} is won: hand over the goods", event_name(self.res.event))
            }
            Phase::Over => "Game over".to_string(),
        }
    }
}

impl TextView for Crafters {
    /// Labels name the site, the good and the gold: "Sell Flour from the
    /// Mill for 4 gold", "Bid 34 gold".
    fn write_label<W: Write>(&self, a: Action, _names: Names<'_>, out: &mut W) -> fmt::Result {
        let me = (self.decider as usize).min(SEATS - 1);
        let level = |b: u8| SITE.get(b as usize).map_or(0, |s| s.level) as usize;
        match a {
            Action::Place(r) => write!(out, "Place a worker on the {} for {}", site(r), good(r)),
            Action::Decline => out.write_str("Give up the rolled resource (no free worker)"),
            Action::Hire => write!(
                out,
                "Hire a worker for {} gold",
                WORKER_COST
                    .get(self.p[me].hired as usize + 1)
                    .copied()
                    .unwrap_or(0)
            ),
            Action::Sell(s) => write!(
                out,
                "Sell {} from the {} for {} gold",
                good(s),
                site(s),
                self.sale_price_any(s)
            ),
            Action::SellBonus { site: s, resource } => write!(
                out,
                "Sell {} from the {} for {} gold and take {}",
                good(s),
                site(s),
                self.sale_price_any(s),
                good(resource)
            ),
            Action::TakeToken(s) => write!(
                out,
                "Take the {} token ({} VP) for the {} instead of gold",
                token(site_token(s)),
                TOKEN_VP.get(site_token(s) as usize).copied().unwrap_or(0),
                good(s)
            ),
            Action::BuyResource(r) => write!(
                out,
                "Buy {} for {} gold",
                good(r),
                2 * SITE.get(r as usize).map_or(0, |s| s.price)
            ),
            Action::Make(t) => {
                write!(out, "Make {} at the {}", good(t), site(t))?;
                match self.owner.get(t as usize).copied() {
                    Some(o) if o != NONE && o as usize != me => write!(
                        out,
                        " (fee {} gold to Seat {o})",
                        fee(SITE.get(t as usize).map_or(0, |s| s.level))
                    ),
                    _ => Ok(()),
                }
            }
            Action::BuyBlueprint => out.write_str("Buy the top blueprint for 1 gold"),
            Action::DrawThree => out.write_str("Draw three blueprints and keep one, for 2 gold"),
            Action::Keep(b) => write!(out, "Keep the {} blueprint", site(b)),
            Action::Build(b) => write!(
                out,
                "Build the {} for {} gold",
                site(b),
                BUILD_GOLD.get(level(b)).copied().unwrap_or(0)
            ),
            Action::BuildMaterials(b) => write!(
                out,
                "Build the {} with {} Building Materials",
                site(b),
                BUILD_MATERIALS.get(level(b)).copied().unwrap_or(0)
            ),
            Action::Invest { building, seat } => write!(
                out,
                "Invest {} gold in the {}, guessing Seat {seat} holds its blueprint",
                BUILD_GOLD.get(level(building)).copied().unwrap_or(0),
                site(building)
            ),
            Action::Deliver { pos, resource } => {
                let card = self.track.get(pos as usize).copied().unwrap_or(NONE);
                match EVENTS.get(card as usize) {
                    Some(EventKind::WealthyCitizens { goods: g, gold }) => write!(
                        out,
                        "Deliver {} to the Wealthy Citizens for {gold} gold, 1 VP and {}",
                        goods(*g),
                        good(resource)
                    ),
                    Some(EventKind::KingDemands { goods: g }) => {
                        write!(out, "Deliver {} to the King for 3 VP", goods(*g))
                    }
                    _ => write!(out, "Deliver to the event at position {}", pos + 1),
                }
            }
            Action::Donate => write!(
                out,
                "Pay {BENEFACTOR_GOLD} gold to the bank to become Benefactor (3 VP)"
            ),
            Action::EndTurn => out.write_str("End the turn"),
            Action::Discard(b) => write!(out, "Discard the {} blueprint", site(b)),
            Action::BidTens(t) => {
                let lo = 10 * t as u16;
                let hi = (lo + 9).min(self.p[me].gold.min(super::rules::MAX_BID));
                if hi > lo {
                    write!(out, "Bid {lo} to {hi} gold (the tens; the units come next)")
                } else {
                    write!(out, "Bid {lo} gold (the tens; the units come next)")
                }
            }
            Action::BidUnits(u) => write!(out, "Bid {} gold", self.p[me].bid + u as u16),
            Action::Surrender(s) => write!(out, "Hand over {} from the {}", good(s), site(s)),
        }
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let n = self.players as usize;
        let phase = self.phase_text(names);
        write_heading(self, viewer, names, &phase, out)?;
        if matches!(self.phase, Phase::Place | Phase::Main) && self.dice[0] != NONE {
            write!(out, "Rolled: {}", good(self.dice[0]))?;
            if self.dice[1] != NONE {
                write!(out, " and {}", good(self.dice[1]))?;
            }
            let mut used = Vec::new();
            if self.flags & BOUGHT_RESOURCE != 0 {
                used.push("bought a resource");
            }
            if self.flags & BOUGHT_BLUEPRINT != 0 {
                used.push("bought a blueprint");
            }
            if self.flags & HIRED != 0 {
                used.push("hired");
            }
            if !used.is_empty() {
                write!(out, ". Done this turn: {}", used.join(", "))?;
            }
            writeln!(out, ".")?;
        }
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            write!(
                out,
                "{}: {} gold, {} VP, {} of {} workers free",
                names.seat(seat),
                pl.gold,
                self.vp(s),
                pl.free,
                pl.hired
            )?;
            if self.initiative == seat {
                out.write_str(", holds the initiative")?;
            }
            let carried: Vec<String> = pl
                .carried
                .iter()
                .map(|x| {
                    let k = pl.workers[x as usize];
                    if k > 1 {
                        format!("{} ×{k}", good(x))
                    } else {
                        good(x).to_string()
                    }
                })
                .collect();
            if !carried.is_empty() {
                write!(out, "; carrying {}", carried.join(", "))?;
            }
            if viewer.knows(seat) {
                write!(out, "; blueprints: ")?;
                write_list(out, pl.hand.iter().map(site))?;
            } else {
                write!(
                    out,
                    "; {} (face down)",
                    plural(pl.hand.len(), "blueprint", "blueprints")
                )?;
            }
            if self.phase == Phase::Bid && self.res.bidders >> s & 1 == 1 {
                if viewer.knows(seat) && pl.bid_steps > 0 {
                    write!(out, "; sealed bid so far {} gold", pl.bid)?;
                } else {
                    write!(
                        out,
                        "; bid: {}",
                        if pl.bid_steps == 2 {
                            "sealed"
                        } else {
                            "not sealed yet"
                        }
                    )?;
                }
            }
            writeln!(out)?;
        }
        if self.phase == Phase::Keep && viewer.knows(self.current) {
            write!(out, "Blueprints drawn: ")?;
            write_list(out, self.pending.iter().map(site))?;
            writeln!(out, ".")?;
        }
        write!(out, "Town: ")?;
        let mut first = true;
        for b in self.built.minus(RESOURCE_SITES) {
            if !first {
                out.write_str(", ")?;
            }
            first = false;
            write!(out, "{} ({})", site(b), names.seat(self.owner[b as usize]))?;
        }
        if first {
            out.write_str("only the four resource sites")?;
        }
        writeln!(out, ".")?;
        write!(out, "Event track: ")?;
        for (i, &c) in self.track.iter().enumerate() {
            if i > 0 {
                out.write_str("; ")?;
            }
            if c == NONE {
                write!(out, "{}. empty", i + 1)?;
            } else {
                write!(out, "{}. {}", i + 1, event_card(c))?;
            }
        }
        writeln!(
            out,
            ". {} left in the deck.",
            plural(self.ev_len, "event", "events")
        )?;
        let tokens: Vec<String> = (0..TOKEN_KINDS)
            .filter(|&t| self.supply[t] > 0)
            .map(|t| format!("{} ({} VP)", TOKEN_NAMES[t].0, TOKEN_VP[t]))
            .collect();
        if !tokens.is_empty() {
            writeln!(out, "Tokens left: {}.", tokens.join(", "))?;
        }
        if self.phase == Phase::Over {
            writeln!(
                out,
                "Final scores (victory points; ties go to the most gold):"
            )?;
            let ret = self.returns();
            for s in 0..n {
                let pl = &self.p[s];
                let mut parts: Vec<String> = pl
                    .taken
                    .iter()
                    .filter(|&c| EVENTS[c as usize].vp() > 0)
                    .map(|c| format!("{} {}", event_name(c), EVENTS[c as usize].vp()))
                    .collect();
                for t in 0..TOKEN_KINDS {
                    if pl.tokens >> t & 1 == 1 {
                        parts.push(format!("{} {}", TOKEN_NAMES[t].0, TOKEN_VP[t]));
                    }
                }
                if self.initiative as usize == s {
                    parts.push(format!("initiative {INITIATIVE_VP}"));
                }
                writeln!(
                    out,
                    "  {}: {} VP{}, {} gold{}",
                    names.seat(s as u8),
                    self.vp(s),
                    if parts.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", parts.join(", "))
                    },
                    pl.gold,
                    if ret[s] > 0.0 { " — winner" } else { "" }
                )?;
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
        match *e {
            Event::TurnBegins { player } => write!(out, "{} began a turn.", names.seat(player)),
            Event::EventRevealed { card } => {
                write!(out, "{} was revealed onto the track.", event_name(card))
            }
            Event::EventDiscarded { card } => write!(out, "{} was discarded.", event_name(card)),
            Event::EventWon { player, card } => write!(
                out,
                "{} took {} ({}).",
                names.seat(player),
                event_name(card),
                plural(EVENTS.get(card as usize).map_or(0, |k| k.vp()), "VP", "VP")
            ),
            Event::Rolled { dice } => {
                if dice[1] == NONE {
                    write!(out, "The die showed {}.", good(dice[0]))
                } else {
                    write!(
                        out,
                        "The dice showed {} and {}.",
                        good(dice[0]),
                        good(dice[1])
                    )
                }
            }
            Event::Placed { player, site: s } => {
                write!(
                    out,
                    "{} placed a worker on the {} ({}).",
                    names.seat(player),
                    site(s),
                    good(s)
                )
            }
            Event::Made {
                player,
                site: s,
                fee,
            } => {
                write!(
                    out,
                    "{} made {} at the {}",
                    names.seat(player),
                    good(s),
                    site(s)
                )?;
                if fee > 0 {
                    let owner = self.owner.get(s as usize).copied().unwrap_or(NONE);
                    write!(out, ", paying {fee} gold to {}", names.seat(owner))?;
                }
                out.write_char('.')
            }
            Event::Sold {
                player,
                site: s,
                gold,
            } => {
                write!(
                    out,
                    "{} sold {} for {gold} gold.",
                    names.seat(player),
                    good(s)
                )
            }
            Event::Bought { player, resource } => write!(
                out,
                "{} bought {} for {} gold.",
                names.seat(player),
                good(resource),
                2 * SITE.get(resource as usize).map_or(0, |s| s.price)
            ),
            Event::Hired { player } => write!(out, "{} hired a worker.", names.seat(player)),
            Event::BlueprintsDrawn { player, count } => write!(
                out,
                "{} paid for blueprints and drew {}.",
                names.seat(player),
                plural(count, "card", "cards")
            ),
            Event::BlueprintTaken { player, card } => {
                write!(
                    out,
                    "{} took the {} blueprint.",
                    names.seat(player),
                    site(card)
                )
            }
            Event::BlueprintDiscarded { player, card } => {
                write!(
                    out,
                    "{} discarded the {} blueprint.",
                    names.seat(player),
                    site(card)
                )
            }
            Event::BlueprintsReshuffled => {
                out.write_str("The discarded blueprints were shuffled into a new deck.")
            }
            Event::Built { player, site: s } => {
                write!(out, "{} built the {}.", names.seat(player), site(s))
            }
            Event::Invested {
                player,
                site: s,
                guess,
                right,
            } => write!(
                out,
                "{} invested in the {} guessing {} held its blueprint: {}.",
                names.seat(player),
                site(s),
                names.seat(guess),
                if right {
                    "right, so it was built for them"
                } else {
                    "wrong"
                }
            ),
            Event::TokenTaken { player, token: t } => write!(
                out,
                "{} took the {} token ({} VP).",
                names.seat(player),
                token(t),
                TOKEN_VP.get(t as usize).copied().unwrap_or(0)
            ),
            Event::BidCommitted { player } => {
                write!(out, "{} sealed part of a bid.", names.seat(player))
            }
            Event::BidRevealed { player, amount } => {
                write!(
                    out,
                    "{} revealed a bid of {amount} gold.",
                    names.seat(player)
                )
            }
            Event::GoldLost { player, amount } => {
                write!(out, "{} lost {amount} gold.", names.seat(player))
            }
            Event::HandedOver { player, site: s } => {
                write!(out, "{} handed over {}.", names.seat(player), good(s))
            }
            Event::InitiativeTaken { player } => {
                write!(out, "{} took the initiative.", names.seat(player))
            }
            Event::GameOver => out.write_str("The game is over."),
        }
    }
}
