//! Vendors as text: the cards under each Vendor, each director's Customers,
//! points, implemented Software and problems, the viewer's own hand and
//! face-down play, and what happened as sentences. Every word comes from
//! the catalogs (locales/*/vendors.ftl).

use core::fmt::{self, Write};

use super::Vendors;
use super::actions::{self, Action, Piece};
use super::content::{self, PROBLEMS, VENDOR_NAMES};
use super::events::Event;
use super::state::*;
use crate::bitset::Set128;
use crate::game::{Information, Rules, TextView};
use crate::view::{Lang, Names, Viewer, write_heading, write_list};
use crate::words::{self, Arg};
use crate::{tr, tr_string};

pub(super) fn card(c: u8, lang: Lang) -> String {
    if c >= content::CARD_COUNT {
        return tr_string!(lang, "vendors-card-face-down");
    }
    let mut s = String::new();
    let _ = content::card_name(c, lang, &mut s);
    s
}

/// Card names, identical cards once with a count ("Individual Customer ×3").
pub(super) fn cards(set: Set128, lang: Lang) -> Vec<String> {
    let mut v: Vec<(String, usize)> = Vec::new();
    for c in set {
        let name = card(c, lang);
        match v.iter_mut().find(|(n, _)| *n == name) {
            Some((_, k)) => *k += 1,
            None => v.push((name, 1)),
        }
    }
    v.into_iter()
        .map(|(n, k)| if k == 1 { n } else { format!("{n} ×{k}") })
        .collect()
}

/// Card names joined by commas, or "nothing".
fn cards_or_nothing(set: Set128, lang: Lang) -> String {
    let v = cards(set, lang);
    if v.is_empty() {
        tr_string!(lang, "vendors-view-nothing")
    } else {
        v.join(", ")
    }
}

/// A Technical Problem's name.
pub(super) fn problem(p: u8, lang: Lang) -> String {
    match PROBLEMS.get(p as usize) {
        Some(x) => tr_string!(lang, x.1.message()),
        None => tr_string!(lang, "vendors-problem-unknown"),
    }
}

pub(super) fn vendor(v: u8) -> char {
    VENDOR_NAMES.get(v as usize).copied().unwrap_or('?')
}

/// A Vendor's letter as a message argument.
fn letter(v: u8) -> String {
    vendor(v).to_string()
}

pub(super) fn piece(p: Piece, lang: Lang) -> String {
    let mut s = String::new();
    let _ = actions::write_piece(p, lang, &mut s);
    s
}

/// A step-2 play in words.
pub(super) fn commit_text(c: &Commit, lang: Lang) -> String {
    let used: Vec<String> = c
        .pieces
        .iter()
        .filter(|p| **p != Piece::None)
        .map(|&p| piece(p, lang))
        .collect();
    let mut s = match c.mode {
        MODE_RACE if used.is_empty() => {
            tr_string!(lang, "vendors-play-race-empty", vendor = letter(c.vendor))
        }
        MODE_RACE => {
            let mut with = String::new();
            let _ = write_list(&mut with, lang, &used);
            tr_string!(
                lang,
                "vendors-play-race",
                vendor = letter(c.vendor),
                pieces = with
            )
        }
        MODE_SYSTEM if used.is_empty() => tr_string!(lang, "vendors-play-system-empty"),
        MODE_SYSTEM => tr_string!(lang, "vendors-play-system", pieces = used.join(", ")),
        _ => tr_string!(lang, "vendors-play-nothing"),
    };
    if c.virtual_vendor != NONE {
        s.push_str("; ");
        s.push_str(&tr_string!(
            lang,
            "vendors-play-virtual",
            vendor = letter(c.virtual_vendor)
        ));
    }
    s
}

/// The starting cards in hand: Vendor cards, then Strength cards.
pub(super) fn starting(bits: u8, lang: Lang) -> Vec<String> {
    let mut v: Vec<String> = (0..5)
        .filter(|i| bits >> i & 1 == 1)
        .map(|i| tr_string!(lang, "vendors-card-vendor", vendor = letter(i)))
        .collect();
    for st in 0..3u8 {
        if bits & strength_bit(st) != 0 {
            v.push(tr_string!(lang, "vendors-card-strength", strength = st));
        }
    }
    v
}

impl Vendors {
    pub(super) fn phase_text(&self, names: Names<'_>) -> String {
        let over = self.phase == Phase::Over;
        // Turns are counted from 1 on the screen (the state counts from 0).
        let number = self.turn as u32 + 1;
        let turn = if self.final_turns != NONE && !over {
            tr_string!(
                names,
                "vendors-phase-turn-final",
                turn = number,
                left = self.final_turns
            )
        } else {
            tr_string!(names, "vendors-phase-turn", turn = number)
        };
        match self.phase {
            Phase::Commit => tr_string!(
                names,
                "vendors-phase-commit",
                turn = turn,
                cards = self.commit_len()
            ),
            Phase::Window(m) => {
                let moment = match m {
                    Moment::AfterDeal => "after-deal",
                    Moment::BeforeReveal => "before-reveal",
                    Moment::AfterRace => "after-race",
                    Moment::BeforeSystems => "before-systems",
                    Moment::BeforeLeaders => "before-leaders",
                };
                tr_string!(names, "vendors-phase-window", turn = turn, moment = moment)
            }
            Phase::Regain => tr_string!(
                names,
                "vendors-phase-regain",
                turn = turn,
                seat = names.seat(self.regain_seat),
                you = names.is_you(self.regain_seat)
            ),
            Phase::Over => tr_string!(names, "vendors-phase-over"),
        }
    }
}

impl TextView for Vendors {
    /// Labels name the Vendor, the card and its role.
    fn write_label<W: Write>(&self, a: Action, names: Names<'_>, out: &mut W) -> fmt::Result {
        // Identical cards under two Vendors are two different choices.
        let from = match a {
            Action::Effect { card, param }
                if content::is_agile(card)
                    && content::agile(card) == content::Agile::PriorityAccess =>
            {
                (1..5u8).find(|&v| self.piles[v as usize].contains(param))
            }
            _ => None,
        };
        actions::write_label(a, from, names.lang(), out)
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let lang = names.lang();
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let phase = self.phase_text(names);
        write_heading(self, viewer, names, &phase, out)?;
        if !over {
            tr!(out, names, "vendors-view-under")?;
            for v in 1..self.vendor_count() {
                out.write_str("\n  ")?;
                tr!(
                    out,
                    names,
                    "vendors-view-pile",
                    vendor = letter(v),
                    cards = cards_or_nothing(self.piles[v as usize], lang)
                )?;
            }
            writeln!(out)?;
            tr!(
                out,
                names,
                "vendors-view-decks",
                deck = self.deck_len,
                agile = self.agile_len,
                problems = self.problem_len
            )?;
            writeln!(out)?;
        }
        let leader = |l: u8| {
            if l == NONE {
                tr_string!(names, "vendors-view-nobody")
            } else {
                names.seat(l).to_string()
            }
        };
        tr!(
            out,
            names,
            "vendors-view-leaders",
            individual = leader(self.leaders[0]),
            business = leader(self.leaders[1])
        )?;
        writeln!(out)?;
        let in_commit = matches!(
            self.phase,
            Phase::Commit | Phase::Window(Moment::BeforeReveal)
        );
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            tr!(
                out,
                names,
                "vendors-view-seat",
                seat = names.seat(seat),
                individual = pl.individual,
                business = pl.business,
                points = self.points(s)
            )?;
            if !pl.problems_up.is_empty() || pl.problem_down != NONE {
                let mut v: Vec<String> = pl.problems_up.iter().map(|p| problem(p, lang)).collect();
                if pl.problem_down != NONE {
                    v.push(if over {
                        tr_string!(
                            names,
                            "vendors-view-problem-was-down",
                            problem = problem(pl.problem_down, lang)
                        )
                    } else {
                        tr_string!(names, "vendors-view-problem-down")
                    });
                }
                let mut list = String::new();
                write_list(&mut list, lang, v)?;
                out.write_str("; ")?;
                tr!(out, names, "vendors-view-problems", problems = list)?;
            }
            let rel = cards(Set128(pl.relations.0 as u128), lang);
            let ops = cards(Set128(pl.operations.0 as u128), lang);
            if !rel.is_empty() || !ops.is_empty() {
                let or_none = |v: Vec<String>| {
                    if v.is_empty() {
                        tr_string!(names, "common-none")
                    } else {
                        v.join(", ")
                    }
                };
                out.write_str("\n  ")?;
                tr!(
                    out,
                    names,
                    "vendors-view-software",
                    relations = or_none(rel),
                    operations = or_none(ops)
                )?;
            }
            if !pl.ongoing.is_empty() {
                out.write_str("; ")?;
                tr!(
                    out,
                    names,
                    "vendors-view-ongoing",
                    cards = cards(pl.ongoing, lang).join(", ")
                )?;
            }
            if !over {
                if viewer.knows(seat) {
                    let mut v = starting(pl.starting, lang);
                    v.extend(cards(pl.hand, lang));
                    let mut hand = String::new();
                    write_list(&mut hand, lang, v)?;
                    out.write_str("\n  ")?;
                    tr!(out, names, "vendors-view-hand", cards = hand)?;
                    if in_commit && pl.commit.n > 0 {
                        out.write_str("\n  ")?;
                        tr!(
                            out,
                            names,
                            "vendors-view-face-down",
                            play = commit_text(&pl.commit, lang)
                        )?;
                    }
                } else {
                    let ob = self.observation(viewer.seat().unwrap_or(0));
                    let sv = ob.seats[s];
                    let mut v = vec![tr_string!(
                        names,
                        "vendors-view-starting-cards",
                        count = sv.starting.count_ones()
                    )];
                    v.extend(cards(sv.known_hand, lang));
                    if sv.unknown_cards > 0 {
                        v.push(tr_string!(
                            names,
                            "vendors-view-agile-face-down",
                            count = sv.unknown_cards
                        ));
                    }
                    out.write_str("\n  ")?;
                    tr!(out, names, "vendors-view-hand", cards = v.join(", "))?;
                    if in_commit {
                        out.write_str("; ")?;
                        if self.phase == Phase::Commit {
                            tr!(
                                out,
                                names,
                                "vendors-view-cards-down",
                                count = sv.commit.cards_down()
                            )?;
                        } else {
                            tr!(out, names, "vendors-view-down-until-reveal")?;
                        }
                    }
                }
                if !pl.discard.is_empty() {
                    out.write_str("\n  ")?;
                    tr!(
                        out,
                        names,
                        "vendors-view-discard",
                        cards = cards(pl.discard, lang).join(", ")
                    )?;
                }
            }
            writeln!(out)?;
        }
        if over {
            tr!(out, names, "vendors-view-final")?;
            writeln!(out)?;
            let ret = self.returns();
            for s in 0..n {
                out.write_str("  ")?;
                tr!(
                    out,
                    names,
                    "vendors-view-final-seat",
                    seat = names.seat(s as u8),
                    points = self.points(s),
                    individual = self.p[s].individual,
                    business = self.p[s].business,
                    agile = self.agile_owned(s),
                    problems = self.problem_count(s)
                )?;
                if ret[s] > 0.0 {
                    out.write_str(" — ")?;
                    tr!(out, names, "vendors-view-winner")?;
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
        let lang = names.lang();
        // A sentence about one seat: its name, the `you` selector for the
        // verb, and the message's own arguments.
        let mut said = |key: &str, player: u8, more: &[(&str, Arg<'_>)]| {
            let mut args = vec![
                ("seat", Arg::from(names.seat(player))),
                ("you", Arg::from(names.is_you(player))),
            ];
            args.extend(more.iter().cloned());
            words::write(&mut *out, lang, key, &args)
        };
        match *e {
            Event::Dealt { vendor: v, card: c } => tr!(
                out,
                names,
                "vendors-event-dealt",
                card = card(c, lang),
                vendor = letter(v)
            ),
            Event::Committed { player } => said("vendors-event-committed", player, &[]),
            Event::Revealed { player, commit } => said(
                "vendors-event-revealed",
                player,
                &[("play", commit_text(&commit, lang).into())],
            ),
            Event::EffectPlayed {
                player,
                card: c,
                param,
            } => {
                let effect = content::agile(c);
                let name = ("effect", tr_string!(names, effect.message()).into());
                match effect {
                    content::Agile::KnowledgeBase | content::Agile::PriorityAccess
                        if param < content::CARD_COUNT =>
                    {
                        said(
                            "vendors-event-effect-take",
                            player,
                            &[name, ("card", card(param, lang).into())],
                        )
                    }
                    content::Agile::BugBounty => said(
                        "vendors-event-effect-discard",
                        player,
                        &[name, ("problem", problem(param, lang).into())],
                    ),
                    e => match e.ongoing_cost() {
                        Some(cost) => said(
                            "vendors-event-effect-pay",
                            player,
                            &[
                                name,
                                ("individual", param.into()),
                                ("business", cost.saturating_sub(param).into()),
                            ],
                        ),
                        None => said("vendors-event-effect", player, &[name]),
                    },
                }
            }
            Event::RaceWon {
                player,
                vendor: v,
                strength,
            } => said(
                "vendors-event-race-won",
                player,
                &[("vendor", letter(v).into()), ("strength", strength.into())],
            ),
            Event::RaceTied { vendor: v } => {
                tr!(out, names, "vendors-event-race-tied", vendor = letter(v))
            }
            // "If a virtual player wins with a Vendor B-D, then remove that
            // Vendor's cards from the game. [...] If a virtual player wins
            // with Vendor A, nothing happens."
            Event::VirtualWon { vendor: 0 } => tr!(out, names, "vendors-event-virtual-won-a"),
            Event::VirtualWon { vendor: v } => {
                tr!(out, names, "vendors-event-virtual-won", vendor = letter(v))
            }
            Event::TookCards {
                player,
                vendor: v,
                cards: c,
            } => said(
                "vendors-event-took",
                player,
                &[
                    ("vendor", letter(v).into()),
                    ("cards", cards_or_nothing(c, lang).into()),
                ],
            ),
            Event::DrewAgile { player, card: c } if c == NONE => {
                said("vendors-event-drew-agile-hidden", player, &[])
            }
            Event::DrewAgile { player, card: c } => said(
                "vendors-event-drew",
                player,
                &[("card", card(c, lang).into())],
            ),
            Event::Regained { player, card: c } => said(
                "vendors-event-regained",
                player,
                &[("card", card(c, lang).into())],
            ),
            Event::ProblemDrawn { player } => said("vendors-event-problem-drawn", player, &[]),
            Event::ProblemRevealed {
                player,
                problem: p,
                immune,
            } => said(
                if immune {
                    "vendors-event-problem-revealed-immune"
                } else {
                    "vendors-event-problem-revealed"
                },
                player,
                &[("problem", problem(p, lang).into())],
            ),
            Event::ProblemDiscarded { player, problem: p } => said(
                "vendors-event-problem-discarded",
                player,
                &[("problem", problem(p, lang).into())],
            ),
            Event::NoProblemLeft { player } => said("vendors-event-no-problem-left", player, &[]),
            Event::Customers {
                player,
                individual,
                business,
            } => {
                let you = names.is_you(player);
                let part = |n: i16, business: bool| match n {
                    0 => None,
                    n => Some(tr_string!(
                        names,
                        if n > 0 {
                            "vendors-event-customers-gained"
                        } else {
                            "vendors-event-customers-lost"
                        },
                        you = you,
                        business = business,
                        count = n.unsigned_abs()
                    )),
                };
                let v: Vec<String> = [part(individual, false), part(business, true)]
                    .into_iter()
                    .flatten()
                    .collect();
                if v.is_empty() {
                    return Ok(());
                }
                let mut changes = String::new();
                write_list(&mut changes, lang, v)?;
                said(
                    "vendors-event-customers",
                    player,
                    &[("changes", changes.into())],
                )
            }
            Event::SoftwarePlaced {
                player,
                card: c,
                operations,
            } => said(
                "vendors-event-software",
                player,
                &[
                    ("card", card(c, lang).into()),
                    ("operations", operations.into()),
                ],
            ),
            // Unlicensed copies returns the card to nobody.
            Event::MarketLeader { business, player } if player == NONE => {
                tr!(out, names, "vendors-event-leader-none", business = business)
            }
            Event::MarketLeader { business, player } => said(
                "vendors-event-leader",
                player,
                &[("business", business.into())],
            ),
            Event::GameOver => tr!(out, names, "vendors-event-game-over"),
        }
    }
}
