//! Spiel des Jahres as text: each company's money (in euros), specialty,
//! designers and published games, the viewer's own hand and face-down
//! choice, the public favour, and the month's events as sentences.

use core::fmt::{self, Write};

use super::SpielDesJahres;
use super::actions::Action;
use super::content::{self, DESIGNER_NAMES, ELEMENTS, Part, SYMBOLS};
use super::events::Event;
use super::observation::EUROS;
use super::state::*;
use crate::game::TextView;
use crate::view::{Names, Viewer, plural, write_heading, write_list};

/// Money held in units of €10,000, written in euros: "€30,000", "−€20,000".
pub fn euros(units: i32) -> String {
    let v = (units as i64 * 10_000).unsigned_abs();
    let digits = v.to_string();
    let mut grouped = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    format!("{}€{grouped}", if units < 0 { "−" } else { "" })
}

pub(super) fn elements(card: u8) -> String {
    match SYMBOLS.get(card as usize) {
        Some(s) if s[0] == s[1] => format!("{} ×2", ELEMENTS[s[0] as usize]),
        Some(s) => format!("{}/{}", ELEMENTS[s[0] as usize], ELEMENTS[s[1] as usize]),
        None => "unknown".into(),
    }
}

/// "designer Ada (family-friendly/cards)", "\"Rail\" (puzzle ×2)".
pub(super) fn card(c: u8) -> String {
    if c >= content::CARD_COUNT {
        return "an unknown card".into();
    }
    match content::part(c) {
        Part::Designer => format!("designer {} ({})", designer(c), elements(c)),
        _ => format!("\"{}\" ({})", content::word_text(c), elements(c)),
    }
}

pub(super) fn designer(d: u8) -> &'static str {
    DESIGNER_NAMES
        .get(d as usize)
        .copied()
        .unwrap_or("an unknown designer")
}

impl SpielDesJahres {
    pub(super) fn game_name(&self, i: usize) -> String {
        if i >= G || self.g_owner[i] == NONE {
            return "a game".into();
        }
        let mut s = String::new();
        let _ = self.write_game_name(i, &mut s);
        s
    }

    /// The game being put together by the seat choosing: "Island Rail…".
    fn open_game(&self) -> String {
        let [p, s, e] = self.open;
        let mut t = String::new();
        if p != NONE {
            t.push_str(content::word_text(p));
            t.push(' ');
        }
        if s != NONE {
            t.push_str(content::word_text(s));
        }
        if e != NONE {
            t.push_str(content::word_text(e));
        } else {
            t.push('…');
        }
        t
    }

    pub(super) fn phase_text(&self) -> String {
        match self.phase {
            Phase::Trade => format!(
                "Month {} of {MONTHS}: trading, one proposal each",
                self.month
            ),
            Phase::Respond => format!("Month {} of {MONTHS}: a trade awaits an answer", self.month),
            Phase::Choose => format!(
                "Month {} of {MONTHS}: play designers, then brainstorm or publish (face down until all have chosen)",
                self.month
            ),
            Phase::Fire => format!(
                "Month {} of {MONTHS}: contracts, keep or fire your designers (face down)",
                self.month
            ),
            Phase::Offer => format!(
                "Month {} of {MONTHS}: contracts, sealed offers for designers",
                self.month
            ),
            Phase::Over => "Game over".to_string(),
        }
    }

    fn write_proposal(&self, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let pr = self.proposal;
        let from = self.current_proposer();
        write!(
            out,
            "Trade proposal from {} to {}: ",
            names.seat(from),
            names.seat(pr.to)
        )?;
        let mut items: Vec<String> = pr.cards.iter().map(card).collect();
        for i in 0..G {
            if pr.games >> i & 1 == 1 {
                items.push(format!("the game {}", self.game_name(i)));
            }
        }
        if pr.money > 0 {
            items.push(format!(
                "{} from {}",
                euros(pr.money as i32),
                names.seat(from)
            ));
        } else if pr.money < 0 {
            items.push(format!(
                "{} from {}",
                euros(-(pr.money as i32)),
                names.seat(pr.to)
            ));
        }
        write_list(out, items)?;
        writeln!(out, " change hands.")
    }

    /// The seat that made the open proposal.
    fn current_proposer(&self) -> u8 {
        if self.phase == Phase::Respond {
            self.seat_at(self.done)
        } else {
            self.current
        }
    }
}

const MAX_SEATS_VIEW: usize = crate::game::MAX_SEATS;

impl TextView for SpielDesJahres {
    /// Labels name the card, the designer, the game and the euros.
    fn write_label<W: Write>(&self, a: Action, _names: Names<'_>, out: &mut W) -> fmt::Result {
        let me = (self.current as usize).min(MAX_SEATS_VIEW - 1);
        let wage = |d: u8| self.wage.get(d as usize).copied().unwrap_or(0) as i32;
        match a {
            Action::Designer(d) => write!(
                out,
                "Play {} from your hand (wage {} this month)",
                card(d),
                euros(PLAY_WAGE as i32)
            ),
            Action::Brainstorm => {
                let n = 1 + self
                    .staff(me as u8)
                    .union(self.p[me].commit.designers)
                    .len();
                write!(out, "Brainstorm: draw {}", plural(n, "card", "cards"))
            }
            Action::Publish => out.write_str("Publish games from your hand"),
            Action::Stack(c) => {
                let what = match content::part(c.min(content::CARD_COUNT - 1)) {
                    Part::Prefix => "prefix",
                    Part::Stem => "stem",
                    Part::Ending => "ending",
                    Part::Suffix => "suffix",
                    Part::Designer => "card",
                };
                write!(out, "Add the {what} {}", card(c))?;
                if self.phase == Phase::Choose && self.open != [NONE; 3] {
                    write!(out, " to {}", self.open_game())?;
                }
                Ok(())
            }
            Action::Done => out.write_str("Done: publish these games"),
            Action::Seal => out.write_str("Seal your choice and wait for the reveal"),
            Action::Keep(d) => write!(
                out,
                "Keep designer {} (wage {})",
                designer(d),
                euros(wage(d))
            ),
            Action::Fire(d) => write!(
                out,
                "Fire designer {} (wage {})",
                designer(d),
                euros(wage(d))
            ),
            Action::Bid { designer: d, level } => match level {
                0 => write!(out, "No offer for designer {}", designer(d)),
                1 => write!(
                    out,
                    "Hire designer {} at the fired wage, {} a month",
                    designer(d),
                    euros(wage(d))
                ),
                l => write!(
                    out,
                    "Offer designer {} {} a month (+{})",
                    designer(d),
                    euros(wage(d) + l as i32 - 1),
                    euros(l as i32 - 1)
                ),
            },
            Action::Pass => out.write_str("No trade this month"),
            Action::TradeWith(s) => write!(out, "Propose a trade to Seat {s}"),
            Action::GiveCard(c) => write!(out, "Give {}", card(c)),
            Action::GiveGame(i) => write!(out, "Give the game {}", self.game_name(i as usize)),
            Action::GiveMoney(k) => write!(out, "Give {}", euros(k as i32)),
            Action::AskCard(c) => write!(out, "Ask for {}", card(c)),
            Action::AskGame(i) => write!(out, "Ask for the game {}", self.game_name(i as usize)),
            Action::AskMoney(k) => write!(out, "Ask for {}", euros(k as i32)),
            Action::Propose => out.write_str("Propose the trade"),
            Action::Accept => out.write_str("Accept the trade"),
            Action::Decline => out.write_str("Decline the trade"),
        }
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let phase = self.phase_text();
        write_heading(self, viewer, names, &phase, out)?;
        let fav = self.favour_card();
        if !over && fav != NONE {
            writeln!(
                out,
                "Public favour this month: {}.",
                elements(fav).replace('/', " and ")
            )?;
        }
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            if pl.bankrupt {
                writeln!(out, "{}: bankrupt, out of the game", names.seat(seat))?;
                continue;
            }
            write!(
                out,
                "{}: {}, specialty {}",
                names.seat(seat),
                euros(pl.money),
                elements(pl.specialty)
            )?;
            let staff: Vec<String> = self
                .staff(seat)
                .iter()
                .map(|d| {
                    format!(
                        "{} ({}, {})",
                        designer(d),
                        elements(d),
                        euros(self.wage[d as usize] as i32)
                    )
                })
                .collect();
            if !staff.is_empty() {
                write!(out, "; designers: {}", staff.join(", "))?;
            }
            writeln!(out)?;
            if over {
                continue;
            }
            let face_down = self.face_down(seat);
            if viewer.knows(seat) {
                out.write_str("  hand: ")?;
                write_list(out, pl.hand.iter().map(card))?;
                writeln!(out)?;
                let c = pl.commit;
                if self.phase == Phase::Choose
                    && (c.steps > 0 || seat == self.current)
                    && !c.designers.is_empty()
                {
                    write!(out, "  designers played this month: ")?;
                    write_list(out, c.designers.iter().map(designer))?;
                    writeln!(out)?;
                }
                if self.phase == Phase::Choose {
                    let mode = match c.mode {
                        MODE_BRAINSTORM => "brainstorm",
                        MODE_PUBLISH => "publish",
                        _ => "",
                    };
                    if !mode.is_empty() {
                        write!(out, "  choice: {mode}")?;
                        let pending: Vec<String> = (0..G)
                            .filter(|&i| self.g_pending >> i & 1 == 1 && self.g_owner[i] == seat)
                            .map(|i| {
                                let cards = self.game_cards(i);
                                let len = if cards[2] == NONE { 2 } else { 3 };
                                format!(
                                    "{} (worth {} a month)",
                                    self.game_name(i),
                                    euros(self.value_for(seat, &cards[..len]) as i32)
                                )
                            })
                            .collect();
                        if !pending.is_empty() {
                            write!(out, " {}", pending.join(", "))?;
                        }
                        if seat == self.current && self.open != [NONE; 3] {
                            write!(out, "; putting together {}", self.open_game())?;
                        }
                        if c.sealed {
                            out.write_str(" (sealed)")?;
                        }
                        writeln!(out)?;
                    }
                }
            } else {
                let all = pl.hand.union(face_down);
                let known = all.intersect(self.known);
                write!(out, "  {} in hand", plural(all.len(), "card", "cards"))?;
                if !known.is_empty() {
                    out.write_str(", known from trades: ")?;
                    write_list(out, known.iter().map(card))?;
                    out.write_str(", the rest face down")?;
                } else {
                    out.write_str(" (face down)")?;
                }
                if matches!(self.phase, Phase::Choose | Phase::Fire | Phase::Offer) {
                    let c = pl.commit;
                    let state = if c.steps == 0 {
                        "not chosen yet"
                    } else if c.steps >= c.len {
                        "chosen (face down)"
                    } else {
                        "choosing (face down)"
                    };
                    write!(out, "; {state}")?;
                }
                writeln!(out)?;
            }
        }
        let games: Vec<String> = self
            .published()
            .map(|(i, o, v)| {
                format!(
                    "{} ({}, {} a month)",
                    self.game_name(i as usize),
                    names.seat(o),
                    euros(v as i32)
                )
            })
            .collect();
        if !games.is_empty() && !over {
            writeln!(out, "Published games: {}.", games.join("; "))?;
        }
        if !self.fired.is_empty() && !over {
            write!(out, "Designers waiting for offers: ")?;
            write_list(
                out,
                self.fired.iter().map(|d| {
                    format!(
                        "{} (fired at {})",
                        designer(d),
                        euros(self.wage[d as usize] as i32)
                    )
                }),
            )?;
            writeln!(out)?;
        }
        if matches!(self.phase, Phase::Fire | Phase::Offer) {
            if let Viewer::Seat(s) = viewer {
                let mine = self.fire_pending.intersect(self.staff[s as usize]);
                if !mine.is_empty() {
                    write!(out, "You are firing (face down): ")?;
                    write_list(out, mine.iter().map(designer))?;
                    writeln!(out)?;
                }
            }
        }
        if self.proposal.open && matches!(self.phase, Phase::Trade | Phase::Respond) {
            self.write_proposal(names, out)?;
        }
        if !over {
            writeln!(
                out,
                "Deck: {}. Games are worth the elements they show: specialty, public favour, designers, sets, minus €10,000 a card.",
                plural(self.deck.len(), "card", "cards")
            )?;
        } else {
            let bankruptcies = self.ended_by_bankruptcy();
            writeln!(
                out,
                "{}",
                match (bankruptcies, self.winner == NONE) {
                    (false, _) => {
                        "Final result (the Spiel des Jahres award decides; money breaks a stalemate):"
                    }
                    (true, false) => {
                        "Final result (one company was left standing, so no award card was turned):"
                    }
                    (true, true) => {
                        "Final result (every company went bankrupt, so no award card was turned):"
                    }
                }
            )?;
            for s in 0..n {
                let games: Vec<String> = self
                    .published()
                    .filter(|&(_, o, _)| o as usize == s)
                    .map(|(i, _, v)| format!("{} {}", self.game_name(i as usize), euros(v as i32)))
                    .collect();
                writeln!(
                    out,
                    "  {}{}: {}{}; games: {}",
                    names.seat(s as u8),
                    match (self.winner as usize == s, bankruptcies) {
                        (false, _) => "",
                        (true, false) => " (won the game: published the award winner)",
                        (true, true) => " (won the game: the last company standing)",
                    },
                    euros(self.p[s].money),
                    if self.p[s].bankrupt {
                        " (bankrupt)"
                    } else {
                        ""
                    },
                    if games.is_empty() {
                        "none".to_string()
                    } else {
                        games.join(", ")
                    },
                )?;
            }
            if self.winner == NONE && !bankruptcies {
                writeln!(out, "  No game won the award.")?;
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
            Event::Favour { month, card: c } => write!(
                out,
                "Month {month} began; the public favours {}.",
                elements(c).replace('/', " and ")
            ),
            Event::Committed { player } => write!(out, "{} chose face down.", names.seat(player)),
            Event::DesignerPlayed {
                player,
                designer: d,
            } => {
                write!(out, "{} played {}.", names.seat(player), card(d))
            }
            Event::Brainstormed { player, cards } => write!(
                out,
                "{} brainstormed and drew {}.",
                names.seat(player),
                plural(cards, "card", "cards")
            ),
            Event::Drew { player, card: c } => {
                write!(out, "{} drew {}.", names.seat(player), card(c))
            }
            Event::Published {
                player,
                stem,
                value,
            } => write!(
                out,
                "{} published {}, worth {} a month.",
                names.seat(player),
                self.game_name(stem as usize),
                euros(value / EUROS)
            ),
            Event::NameClash { player, .. } => write!(
                out,
                "{} game went back to the hand: another company published one of the same name this month.",
                names.seat(player).possessive()
            ),
            Event::Revenue { player, amount } => {
                write!(
                    out,
                    "{} received {} in revenue.",
                    names.seat(player),
                    euros(amount / EUROS)
                )
            }
            Event::Wages { player, amount } => {
                if amount == 0 {
                    return Ok(());
                }
                write!(
                    out,
                    "{} paid {} in wages.",
                    names.seat(player),
                    euros(amount / EUROS)
                )
            }
            Event::Bankrupt { player } => write!(
                out,
                "{} went bankrupt and left the game.",
                names.seat(player)
            ),
            Event::Fired { designer: d, wage } => {
                write!(
                    out,
                    "Designer {} was fired (wage {}).",
                    designer(d),
                    euros(wage as i32 / EUROS)
                )
            }
            Event::Hired {
                designer: d,
                player,
                wage,
            } => write!(
                out,
                "{} {} designer {} at {} a month.",
                names.seat(player),
                names.seat(player).verb("employs", "employ"),
                designer(d),
                euros(wage as i32 / EUROS)
            ),
            Event::Left { designer: d } => write!(
                out,
                "Designer {} left the game: nobody hired them.",
                designer(d)
            ),
            Event::TradeProposed { from, to } => {
                write!(
                    out,
                    "{} proposed a trade to {}.",
                    names.seat(from),
                    names.seat(to)
                )
            }
            Event::TradeAccepted { from, to } => {
                write!(
                    out,
                    "{} accepted the trade from {}.",
                    names.seat(to),
                    names.seat(from)
                )
            }
            Event::TradeDeclined { from, to } => {
                write!(
                    out,
                    "{} declined the trade from {}.",
                    names.seat(to),
                    names.seat(from)
                )
            }
            Event::AwardCard { card: c } => write!(
                out,
                "A public-favour card was turned for the award: {}.",
                elements(c).replace('/', " and ")
            ),
            Event::Winner { player } if self.ended_by_bankruptcy() => write!(
                out,
                "{} won the game: every other company went bankrupt and was eliminated.",
                names.seat(player)
            ),
            Event::Winner { player } => write!(
                out,
                "{} published the Spiel des Jahres winner and won the game!",
                names.seat(player)
            ),
            Event::NoWinner if self.ended_by_bankruptcy() => {
                out.write_str("Every company went bankrupt: nobody won.")
            }
            Event::NoWinner => out.write_str("No game won the Spiel des Jahres award."),
            Event::GameOver => out.write_str("The game is over."),
        }
    }
}

impl SpielDesJahres {
    /// Whether bankruptcies ended the game (one company left standing, or
    /// none) before the twelfth month's award: no award card was turned.
    /// The award needs two companies or more, and nobody goes bankrupt
    /// after it, so the final state tells.
    fn ended_by_bankruptcy(&self) -> bool {
        (0..self.players).filter(|&s| self.solvent(s)).count() <= 1
    }
}
