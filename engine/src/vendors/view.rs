//! Vendors as text: the cards under each Vendor, each director's Customers,
//! points, implemented Software and problems, the viewer's own hand and
//! face-down play, and what happened as sentences.

use core::fmt::{self, Write};

use super::Vendors;
use super::actions::{self, Action, Piece};
use super::content::{self, PROBLEMS, VENDOR_NAMES};
use super::events::Event;
use super::state::*;
use crate::bitset::Set128;
use crate::game::{Information, Rules, TextView};
use crate::view::{Names, Viewer, plural, write_heading, write_list};

pub(super) fn card(c: u8) -> String {
    if c >= content::CARD_COUNT {
        return "a card face down".into();
    }
    let mut s = String::new();
    let _ = content::card_name(c, &mut s);
    s
}

/// Card names, identical cards once with a count ("Individual Customer ×3").
pub(super) fn cards(set: Set128) -> Vec<String> {
    let mut v: Vec<(String, usize)> = Vec::new();
    for c in set {
        let name = card(c);
        match v.iter_mut().find(|(n, _)| *n == name) {
            Some((_, k)) => *k += 1,
            None => v.push((name, 1)),
        }
    }
    v.into_iter()
        .map(|(n, k)| if k == 1 { n } else { format!("{n} ×{k}") })
        .collect()
}

pub(super) fn problem(p: u8) -> &'static str {
    PROBLEMS
        .get(p as usize)
        .map_or("an unknown problem", |x| x.1.name())
}

pub(super) fn vendor(v: u8) -> char {
    VENDOR_NAMES.get(v as usize).copied().unwrap_or('?')
}

pub(super) fn piece(p: Piece) -> String {
    let mut s = String::new();
    let _ = actions::write_piece(p, &mut s);
    s
}

/// A step-2 play in words.
pub(super) fn commit_text(c: &Commit) -> String {
    let used: Vec<String> = c
        .pieces
        .iter()
        .filter(|p| **p != Piece::None)
        .map(|&p| piece(p))
        .collect();
    let mut s = match c.mode {
        MODE_RACE => format!(
            "race for Vendor {} with {}",
            vendor(c.vendor),
            if used.is_empty() {
                "nothing yet".into()
            } else {
                used.join(" and ")
            }
        ),
        MODE_SYSTEM => format!(
            "system implementation: {}",
            if used.is_empty() {
                "nothing yet".into()
            } else {
                used.join(", ")
            }
        ),
        _ => "nothing yet".into(),
    };
    if c.virtual_vendor != NONE {
        s.push_str(&format!(
            "; virtual player races for Vendor {}",
            vendor(c.virtual_vendor)
        ));
    }
    s
}

pub(super) fn starting(bits: u8) -> Vec<String> {
    let mut v: Vec<String> = (0..5)
        .filter(|i| bits >> i & 1 == 1)
        .map(|i| format!("Vendor {}", VENDOR_NAMES[i]))
        .collect();
    for st in 0..3 {
        if bits & strength_bit(st) != 0 {
            v.push(if st == 0 {
                "Strength 0 (Bluff)".into()
            } else {
                format!("Strength {st}")
            });
        }
    }
    v
}

fn first_upper(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

impl Vendors {
    pub(super) fn phase_text(&self, names: Names<'_>) -> String {
        let over = self.phase == Phase::Over;
        // Turns are counted from 1 on the screen (the state counts from 0).
        let number = self.turn as u32 + 1;
        let turn = if self.final_turns != NONE && !over {
            format!("Turn {number} (final turns: {} left)", self.final_turns)
        } else {
            format!("Turn {number}")
        };
        match self.phase {
            Phase::Commit => format!(
                "{turn}, step 2: each director puts {} cards face down in turn",
                self.commit_len()
            ),
            Phase::Window(m) => {
                let when = match m {
                    Moment::AfterDeal => "after step 1's deal",
                    Moment::BeforeReveal => "before the reveal",
                    Moment::AfterRace => "step 3, the races are decided",
                    Moment::BeforeSystems => "before step 4",
                    Moment::BeforeLeaders => "before step 5",
                };
                format!("{turn}: {when}, Agile Vendor effects may be played")
            }
            Phase::Regain => {
                let who = names.seat(self.regain_seat);
                format!(
                    "{turn}, step 3: {who} won Vendor A and {} a card from the discard pile",
                    who.verb("regains", "regain")
                )
            }
            Phase::Over => "Game over".to_string(),
        }
    }
}

impl TextView for Vendors {
    /// Labels name the Vendor, the card and its role.
    fn write_label<W: Write>(&self, a: Action, _names: Names<'_>, out: &mut W) -> fmt::Result {
        let mut s = String::new();
        actions::write_label(a, &mut s)?;
        out.write_str(&first_upper(&s))?;
        // Identical cards under two Vendors are two different choices.
        if let Action::Effect { card, param } = a {
            if content::is_agile(card) && content::agile(card) == content::Agile::PriorityAccess {
                if let Some(v) = (1..5).find(|&v| self.piles[v].contains(param)) {
                    write!(out, " from Vendor {}", VENDOR_NAMES[v])?;
                }
            }
        }
        if let Action::Pass = a {
            out.write_str(" (play no Agile Vendor effect now)")?;
        }
        Ok(())
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let phase = self.phase_text(names);
        write_heading(self, viewer, names, &phase, out)?;
        if !over {
            write!(out, "Under the Vendors:")?;
            for v in 1..self.vendor_count() as usize {
                let c = cards(self.piles[v]);
                write!(
                    out,
                    "\n  {}: {}",
                    VENDOR_NAMES[v],
                    if c.is_empty() {
                        "nothing".into()
                    } else {
                        c.join(", ")
                    }
                )?;
            }
            writeln!(out)?;
            writeln!(
                out,
                "Game deck: {}; Agile Vendor deck: {}; Technical Problems: {} in the deck.",
                plural(self.deck_len, "card", "cards"),
                plural(self.agile_len, "card", "cards"),
                self.problem_len
            )?;
        }
        let leader = |l: u8| {
            if l == NONE {
                "nobody".to_string()
            } else {
                names.seat(l).to_string()
            }
        };
        writeln!(
            out,
            "Market Leaders: Individual {}, Business {}.",
            leader(self.leaders[0]),
            leader(self.leaders[1])
        )?;
        let in_commit = matches!(
            self.phase,
            Phase::Commit | Phase::Window(Moment::BeforeReveal)
        );
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            write!(
                out,
                "{}: {}, {}, {}",
                names.seat(seat),
                plural(pl.individual, "Individual Customer", "Individual Customers"),
                plural(pl.business, "Business Customer", "Business Customers"),
                plural(self.points(s), "point", "points")
            )?;
            if !pl.problems_up.is_empty() || pl.problem_down != NONE {
                out.write_str("; problems: ")?;
                let mut v: Vec<String> = pl
                    .problems_up
                    .iter()
                    .map(|p| problem(p).to_string())
                    .collect();
                if pl.problem_down != NONE {
                    v.push(if over {
                        format!("{} (was face down)", problem(pl.problem_down))
                    } else {
                        "one face down (unknown)".into()
                    });
                }
                write_list(out, v)?;
            }
            let rel: Vec<String> = Set128(pl.relations.0 as u128).iter().map(card).collect();
            let ops: Vec<String> = Set128(pl.operations.0 as u128).iter().map(card).collect();
            if !rel.is_empty() || !ops.is_empty() {
                write!(
                    out,
                    "\n  Software: Relations {}; Operations {}",
                    if rel.is_empty() {
                        "none".into()
                    } else {
                        rel.join(", ")
                    },
                    if ops.is_empty() {
                        "none".into()
                    } else {
                        ops.join(", ")
                    }
                )?;
            }
            if !pl.ongoing.is_empty() {
                write!(out, "; ongoing: {}", cards(pl.ongoing).join(", "))?;
            }
            if !over {
                if viewer.knows(seat) {
                    out.write_str("\n  hand: ")?;
                    let mut v = starting(pl.starting);
                    v.extend(cards(pl.hand));
                    write_list(out, v)?;
                    if in_commit && pl.commit.n > 0 {
                        write!(out, "\n  face down this turn: {}", commit_text(&pl.commit))?;
                    }
                } else {
                    let ob = self.observation(viewer.seat().unwrap_or(0));
                    let sv = ob.seats[s];
                    let hand = cards(sv.known_hand);
                    write!(
                        out,
                        "\n  hand: {} starting cards{}{}",
                        sv.starting.count_ones(),
                        if hand.is_empty() {
                            String::new()
                        } else {
                            format!(", {}", hand.join(", "))
                        },
                        if sv.unknown_cards > 0 {
                            format!(
                                ", {} (face down)",
                                plural(sv.unknown_cards, "Agile Vendor card", "Agile Vendor cards")
                            )
                        } else {
                            String::new()
                        }
                    )?;
                    if in_commit {
                        if self.phase == Phase::Commit {
                            write!(
                                out,
                                "; {} face down this turn",
                                plural(sv.commit.cards_down(), "card", "cards")
                            )?;
                        } else {
                            out.write_str("; play face down until the reveal")?;
                        }
                    }
                }
                if !pl.discard.is_empty() {
                    write!(out, "\n  discard pile: {}", cards(pl.discard).join(", "))?;
                }
            }
            writeln!(out)?;
        }
        if over {
            writeln!(
                out,
                "Final scores (pairs of Individual + Business Customers, Agile Vendor cards counting as either; ties: fewer problems, then more Agile cards):"
            )?;
            let ret = self.returns();
            for s in 0..n {
                writeln!(
                    out,
                    "  {}: {} ({} Individual, {} Business, {}; {}){}",
                    names.seat(s as u8),
                    plural(self.points(s), "point", "points"),
                    self.p[s].individual,
                    self.p[s].business,
                    plural(
                        self.agile_owned(s),
                        "Agile Vendor card",
                        "Agile Vendor cards"
                    ),
                    plural(self.problem_count(s), "problem", "problems"),
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
            Event::Dealt { vendor: v, card: c } => {
                write!(out, "{} was dealt under Vendor {}.", card(c), vendor(v))
            }
            Event::Committed { player } => {
                write!(out, "{} put a card face down.", names.seat(player))
            }
            Event::Revealed { player, commit } => write!(
                out,
                "{} revealed: {}.",
                names.seat(player),
                commit_text(&commit)
            ),
            Event::EffectPlayed {
                player,
                card: c,
                param,
            } => {
                write!(out, "{} played ", names.seat(player))?;
                let mut s = String::new();
                actions::write_label(Action::Effect { card: c, param }, &mut s)?;
                out.write_str(s.trim_start_matches("play "))?;
                out.write_char('.')
            }
            Event::RaceWon {
                player,
                vendor: v,
                strength,
            } => write!(
                out,
                "{} won the race for Vendor {} with strength {strength}.",
                names.seat(player),
                vendor(v)
            ),
            Event::RaceTied { vendor: v } => write!(
                out,
                "The race for Vendor {} was tied: nobody won it.",
                vendor(v)
            ),
            // "If a virtual player wins with a Vendor B-D, then remove that
            // Vendor's cards from the game. [...] If a virtual player wins
            // with Vendor A, nothing happens."
            Event::VirtualWon { vendor: 0 } => out.write_str(
                "The virtual player won Vendor A: nothing happens (no Agile Vendor card is drawn or removed).",
            ),
            Event::VirtualWon { vendor: v } => write!(
                out,
                "The virtual player won Vendor {}; its cards leave the game.",
                vendor(v)
            ),
            Event::TookCards {
                player,
                vendor: v,
                cards: c,
            } => {
                write!(
                    out,
                    "{} took from Vendor {}: {}.",
                    names.seat(player),
                    vendor(v),
                    {
                        let v = cards(c);
                        if v.is_empty() {
                            "nothing".into()
                        } else {
                            v.join(", ")
                        }
                    }
                )
            }
            Event::DrewAgile { player, card: c } => {
                if c == NONE {
                    write!(
                        out,
                        "{} drew an Agile Vendor card (face down).",
                        names.seat(player)
                    )
                } else {
                    write!(out, "{} drew {}.", names.seat(player), card(c))
                }
            }
            Event::Regained { player, card: c } => {
                write!(out, "{} regained {}.", names.seat(player), card(c))
            }
            Event::ProblemDrawn { player } => write!(
                out,
                "{} drew a Technical Problem face down.",
                names.seat(player)
            ),
            Event::ProblemRevealed {
                player,
                problem: p,
                immune,
            } => write!(
                out,
                "{} Technical Problem turned face up: {}{}.",
                names.seat(player).possessive(),
                problem(p),
                if immune { " (no effect: immune)" } else { "" }
            ),
            Event::ProblemDiscarded { player, problem: p } => {
                write!(
                    out,
                    "{} discarded the Technical Problem {}.",
                    names.seat(player),
                    problem(p)
                )
            }
            Event::NoProblemLeft { player } => write!(
                out,
                "No Technical Problem was left for {}.",
                names.seat(player)
            ),
            Event::Customers {
                player,
                individual,
                business,
            } => {
                let part = |n: i16, one: &str, many: &str| match n {
                    0 => None,
                    n if n > 0 => Some(format!("gained {}", plural(n, one, many))),
                    n => Some(format!("lost {}", plural(-n, one, many))),
                };
                let v: Vec<String> = [
                    part(individual, "Individual Customer", "Individual Customers"),
                    part(business, "Business Customer", "Business Customers"),
                ]
                    .into_iter()
                    .flatten()
                    .collect();
                if v.is_empty() {
                    return Ok(());
                }
                write!(out, "{} {}.", names.seat(player), v.join(" and "))
            }
            Event::SoftwarePlaced {
                player,
                card: c,
                operations,
            } => write!(
                out,
                "{} implemented {} on the {} side.",
                names.seat(player),
                card(c),
                if operations {
                    "Operations"
                } else {
                    "Relations"
                }
            ),
            // Unlicensed copies returns the card to nobody.
            Event::MarketLeader { business, player } if player == NONE => write!(
                out,
                "Nobody holds the {} Market Leader card now.",
                if business { "Business" } else { "Individual" }
            ),
            Event::MarketLeader { business, player } => write!(
                out,
                "{} became the {} Market Leader.",
                names.seat(player),
                if business { "Business" } else { "Individual" }
            ),
            Event::GameOver => out.write_str("The game is over."),
        }
    }
}
