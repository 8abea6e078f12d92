//! Spiel des Jahres as text: each company's money (in euros), specialty,
//! designers and published games, the viewer's own hand and face-down
//! choice, the public favour, and the month's events as sentences.

use core::fmt::{self, Write};

use super::SpielDesJahres;
use super::actions::Action;
use super::content::{self, DESIGNER_NAMES, ELEMENTS, Part, STEMS, SYMBOLS};
use super::events::Event;
use super::observation::EUROS;
use super::state::*;
use crate::game::TextView;
use crate::view::{Lang, Names, Viewer, write_heading, write_list};
use crate::{tr, tr_string};

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

/// An element's name: "puzzle".
fn element(e: u8, lang: Lang) -> String {
    match ELEMENTS.get(e as usize) {
        Some(id) => tr_string!(lang, &format!("spiel-des-jahres-element-{id}")),
        None => tr_string!(lang, "spiel-des-jahres-element-unknown"),
    }
}

/// A card's elements: "family-friendly/cards", "puzzle ×2".
pub(super) fn elements(card: u8, lang: Lang) -> String {
    match SYMBOLS.get(card as usize) {
        Some(s) if s[0] == s[1] => format!("{} ×2", element(s[0], lang)),
        Some(s) => format!("{}/{}", element(s[0], lang), element(s[1], lang)),
        None => tr_string!(lang, "spiel-des-jahres-element-unknown"),
    }
}

/// A public-favour card's elements as a phrase: "family-friendly and cards".
pub(super) fn favour(card: u8, lang: Lang) -> String {
    match SYMBOLS.get(card as usize) {
        Some(s) if s[0] != s[1] => tr_string!(
            lang,
            "spiel-des-jahres-favour-pair",
            first = element(s[0], lang),
            second = element(s[1], lang)
        ),
        _ => elements(card, lang),
    }
}

/// An idea card's title word. `ending` is the title's ending word (a
/// prefix agrees with it in Russian), `None` while the title is open.
fn word(c: u8, ending: Option<u8>, lang: Lang) -> String {
    let key = format!(
        "spiel-des-jahres-word-{}",
        content::word_text(c).to_ascii_lowercase()
    );
    let ending = ending.map_or("none".to_string(), |e| {
        content::word_text(e).to_ascii_lowercase()
    });
    tr_string!(lang, &key, ending = ending)
}

/// "designer Ada (family-friendly/cards)", "\"Rail\" (puzzle ×2)".
pub(super) fn card(c: u8, lang: Lang) -> String {
    if c >= content::CARD_COUNT {
        return tr_string!(lang, "spiel-des-jahres-card-unknown");
    }
    match content::part(c) {
        Part::Designer => tr_string!(
            lang,
            "spiel-des-jahres-card-designer",
            name = designer(c, lang),
            elements = elements(c, lang)
        ),
        _ => tr_string!(
            lang,
            "spiel-des-jahres-card-word",
            word = word(c, None, lang),
            elements = elements(c, lang)
        ),
    }
}

/// A designer's name in the reader's script: "Ada".
pub(super) fn designer(d: u8, lang: Lang) -> String {
    match DESIGNER_NAMES.get(d as usize) {
        Some(name) => tr_string!(
            lang,
            &format!("spiel-des-jahres-designer-{}", name.to_ascii_lowercase())
        ),
        None => tr_string!(lang, "spiel-des-jahres-designer-unknown"),
    }
}

/// A title from its words: "Railway", "Island Railway", "Railway
/// Calamity"; an open title ("Island Rail…") has no ending yet.
fn title(prefix: u8, stem: u8, ending: u8, suffix: u8, lang: Lang) -> String {
    let ending = (ending != NONE).then_some(ending);
    let stem = if stem == NONE {
        String::new()
    } else {
        word(stem, ending, lang)
    };
    let end = ending.map_or("…".to_string(), |e| word(e, ending, lang));
    let mut t = tr_string!(lang, "spiel-des-jahres-title", stem = stem, ending = end);
    if prefix != NONE {
        t = tr_string!(
            lang,
            "spiel-des-jahres-title-prefix",
            prefix = word(prefix, ending, lang),
            title = t
        );
    }
    if suffix != NONE {
        t = tr_string!(
            lang,
            "spiel-des-jahres-title-suffix",
            title = t,
            suffix = word(suffix, ending, lang)
        );
    }
    t
}

impl SpielDesJahres {
    /// A published game's title in the reader's language ("a game" for
    /// none).
    pub(super) fn game_name(&self, i: usize, lang: Lang) -> String {
        if i >= G || self.g_owner[i] == NONE {
            return tr_string!(lang, "spiel-des-jahres-title-none");
        }
        let extra = self.g_extra[i];
        let is = |p: Part| extra != NONE && content::part(extra) == p;
        title(
            if is(Part::Prefix) { extra } else { NONE },
            STEMS + i as u8,
            self.g_ending[i],
            if is(Part::Suffix) { extra } else { NONE },
            lang,
        )
    }

    /// The game being put together by the seat choosing: "Island Rail…".
    fn open_game(&self, lang: Lang) -> String {
        let [p, s, e] = self.open;
        title(p, s, e, NONE, lang)
    }

    pub(super) fn phase_text(&self, lang: Lang) -> String {
        let key = match self.phase {
            Phase::Trade => "spiel-des-jahres-phase-trade",
            Phase::Respond => "spiel-des-jahres-phase-respond",
            Phase::Choose => "spiel-des-jahres-phase-choose",
            Phase::Fire => "spiel-des-jahres-phase-fire",
            Phase::Offer => "spiel-des-jahres-phase-offer",
            Phase::Over => "spiel-des-jahres-phase-over",
        };
        tr_string!(lang, key, month = self.month, months = MONTHS)
    }

    fn write_proposal(&self, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let lang = names.lang();
        let pr = self.proposal;
        let from = self.current_proposer();
        let mut items: Vec<String> = pr.cards.iter().map(|c| card(c, lang)).collect();
        for i in 0..G {
            if pr.games >> i & 1 == 1 {
                items.push(tr_string!(
                    names,
                    "spiel-des-jahres-view-proposal-game",
                    game = self.game_name(i, lang)
                ));
            }
        }
        let money = |amount: i32, seat: u8| {
            tr_string!(
                names,
                "spiel-des-jahres-view-proposal-money",
                amount = euros(amount),
                seat = names.seat(seat)
            )
        };
        if pr.money > 0 {
            items.push(money(pr.money as i32, from));
        } else if pr.money < 0 {
            items.push(money(-(pr.money as i32), pr.to));
        }
        let mut list = String::new();
        write_list(&mut list, lang, items)?;
        tr!(
            out,
            names,
            "spiel-des-jahres-view-proposal",
            from = names.seat(from),
            to = names.seat(pr.to),
            items = list
        )?;
        writeln!(out)
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
    fn write_label<W: Write>(&self, a: Action, names: Names<'_>, out: &mut W) -> fmt::Result {
        let lang = names.lang();
        let me = (self.current as usize).min(MAX_SEATS_VIEW - 1);
        let wage = |d: u8| self.wage.get(d as usize).copied().unwrap_or(0) as i32;
        let dname = |d: u8| designer(d, lang);
        match a {
            Action::Designer(d) => tr!(
                out,
                names,
                "spiel-des-jahres-label-designer",
                card = card(d, lang),
                wage = euros(PLAY_WAGE as i32)
            ),
            Action::Brainstorm => {
                let n = 1 + self
                    .staff(me as u8)
                    .union(self.p[me].commit.designers)
                    .len();
                tr!(out, names, "spiel-des-jahres-label-brainstorm", n = n)
            }
            Action::Publish => tr!(out, names, "spiel-des-jahres-label-publish"),
            Action::Stack(c) => {
                let part = match content::part(c.min(content::CARD_COUNT - 1)) {
                    Part::Prefix => "prefix",
                    Part::Stem => "stem",
                    Part::Ending => "ending",
                    Part::Suffix => "suffix",
                    Part::Designer => "card",
                };
                if self.phase == Phase::Choose && self.open != [NONE; 3] {
                    tr!(
                        out,
                        names,
                        "spiel-des-jahres-label-stack-to",
                        part = part,
                        card = card(c, lang),
                        game = self.open_game(lang)
                    )
                } else {
                    tr!(
                        out,
                        names,
                        "spiel-des-jahres-label-stack",
                        part = part,
                        card = card(c, lang)
                    )
                }
            }
            Action::Done => tr!(out, names, "spiel-des-jahres-label-done"),
            Action::Seal => tr!(out, names, "spiel-des-jahres-label-seal"),
            Action::Keep(d) => tr!(
                out,
                names,
                "spiel-des-jahres-label-keep",
                designer = dname(d),
                wage = euros(wage(d))
            ),
            Action::Fire(d) => tr!(
                out,
                names,
                "spiel-des-jahres-label-fire",
                designer = dname(d),
                wage = euros(wage(d))
            ),
            Action::Bid { designer: d, level } => match level {
                0 => tr!(
                    out,
                    names,
                    "spiel-des-jahres-label-bid-none",
                    designer = dname(d)
                ),
                1 => tr!(
                    out,
                    names,
                    "spiel-des-jahres-label-bid-fired-wage",
                    designer = dname(d),
                    wage = euros(wage(d))
                ),
                l => tr!(
                    out,
                    names,
                    "spiel-des-jahres-label-bid",
                    designer = dname(d),
                    wage = euros(wage(d) + l as i32 - 1),
                    raise = euros(l as i32 - 1)
                ),
            },
            Action::Pass => tr!(out, names, "spiel-des-jahres-label-pass"),
            Action::TradeWith(s) => tr!(
                out,
                names,
                "spiel-des-jahres-label-trade-with",
                seat = names.seat(s)
            ),
            Action::GiveCard(c) => tr!(
                out,
                names,
                "spiel-des-jahres-label-give-card",
                card = card(c, lang)
            ),
            Action::GiveGame(i) => tr!(
                out,
                names,
                "spiel-des-jahres-label-give-game",
                game = self.game_name(i as usize, lang)
            ),
            Action::GiveMoney(k) => tr!(
                out,
                names,
                "spiel-des-jahres-label-give-money",
                amount = euros(k as i32)
            ),
            Action::AskCard(c) => tr!(
                out,
                names,
                "spiel-des-jahres-label-ask-card",
                card = card(c, lang)
            ),
            Action::AskGame(i) => tr!(
                out,
                names,
                "spiel-des-jahres-label-ask-game",
                game = self.game_name(i as usize, lang)
            ),
            Action::AskMoney(k) => tr!(
                out,
                names,
                "spiel-des-jahres-label-ask-money",
                amount = euros(k as i32)
            ),
            Action::Propose => tr!(out, names, "spiel-des-jahres-label-propose"),
            Action::Accept => tr!(out, names, "spiel-des-jahres-label-accept"),
            Action::Decline => tr!(out, names, "spiel-des-jahres-label-decline"),
        }
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let lang = names.lang();
        let n = self.players as usize;
        let over = self.phase == Phase::Over;
        let phase = self.phase_text(lang);
        write_heading(self, viewer, names, &phase, out)?;
        let fav = self.favour_card();
        if !over && fav != NONE {
            tr!(
                out,
                names,
                "spiel-des-jahres-view-favour",
                elements = favour(fav, lang)
            )?;
            writeln!(out)?;
        }
        for s in 0..n {
            let seat = s as u8;
            let pl = &self.p[s];
            if pl.bankrupt {
                tr!(
                    out,
                    names,
                    "spiel-des-jahres-view-bankrupt",
                    seat = names.seat(seat)
                )?;
                writeln!(out)?;
                continue;
            }
            tr!(
                out,
                names,
                "spiel-des-jahres-view-company",
                seat = names.seat(seat),
                money = euros(pl.money),
                elements = elements(pl.specialty, lang)
            )?;
            let staff: Vec<String> = self
                .staff(seat)
                .iter()
                .map(|d| {
                    format!(
                        "{} ({}, {})",
                        designer(d, lang),
                        elements(d, lang),
                        euros(self.wage[d as usize] as i32)
                    )
                })
                .collect();
            if !staff.is_empty() {
                out.write_str("; ")?;
                tr!(
                    out,
                    names,
                    "spiel-des-jahres-view-staff",
                    designers = staff.join(", ")
                )?;
            }
            writeln!(out)?;
            if over {
                continue;
            }
            let face_down = self.face_down(seat);
            if viewer.knows(seat) {
                let mut hand = String::new();
                write_list(&mut hand, lang, pl.hand.iter().map(|c| card(c, lang)))?;
                out.write_str("  ")?;
                tr!(out, names, "spiel-des-jahres-view-hand", cards = hand)?;
                writeln!(out)?;
                let c = pl.commit;
                if self.phase == Phase::Choose
                    && (c.steps > 0 || seat == self.current)
                    && !c.designers.is_empty()
                {
                    let mut played = String::new();
                    write_list(
                        &mut played,
                        lang,
                        c.designers.iter().map(|d| designer(d, lang)),
                    )?;
                    out.write_str("  ")?;
                    tr!(
                        out,
                        names,
                        "spiel-des-jahres-view-played",
                        designers = played
                    )?;
                    writeln!(out)?;
                }
                if self.phase == Phase::Choose {
                    let mode = match c.mode {
                        MODE_BRAINSTORM => "brainstorm",
                        MODE_PUBLISH => "publish",
                        _ => "",
                    };
                    if !mode.is_empty() {
                        out.write_str("  ")?;
                        tr!(out, names, "spiel-des-jahres-view-choice", mode = mode)?;
                        let pending: Vec<String> = (0..G)
                            .filter(|&i| self.g_pending >> i & 1 == 1 && self.g_owner[i] == seat)
                            .map(|i| {
                                let cards = self.game_cards(i);
                                let len = if cards[2] == NONE { 2 } else { 3 };
                                tr_string!(
                                    names,
                                    "spiel-des-jahres-view-pending-game",
                                    game = self.game_name(i, lang),
                                    value = euros(self.value_for(seat, &cards[..len]) as i32)
                                )
                            })
                            .collect();
                        if !pending.is_empty() {
                            write!(out, " {}", pending.join(", "))?;
                        }
                        if seat == self.current && self.open != [NONE; 3] {
                            out.write_str("; ")?;
                            tr!(
                                out,
                                names,
                                "spiel-des-jahres-view-putting-together",
                                game = self.open_game(lang)
                            )?;
                        }
                        if c.sealed {
                            out.write_str(" ")?;
                            tr!(out, names, "spiel-des-jahres-view-sealed")?;
                        }
                        writeln!(out)?;
                    }
                }
            } else {
                let all = pl.hand.union(face_down);
                let known = all.intersect(self.known);
                out.write_str("  ")?;
                tr!(
                    out,
                    names,
                    "spiel-des-jahres-view-cards-in-hand",
                    n = all.len()
                )?;
                if !known.is_empty() {
                    let mut cards = String::new();
                    write_list(&mut cards, lang, known.iter().map(|c| card(c, lang)))?;
                    out.write_str(", ")?;
                    tr!(out, names, "spiel-des-jahres-view-known", cards = cards)?;
                } else {
                    out.write_str(" ")?;
                    tr!(out, names, "spiel-des-jahres-view-face-down")?;
                }
                if matches!(self.phase, Phase::Choose | Phase::Fire | Phase::Offer) {
                    out.write_str("; ")?;
                    tr!(out, names, choice_key(pl.commit))?;
                }
                writeln!(out)?;
            }
        }
        let games: Vec<String> = self
            .published()
            .map(|(i, o, v)| {
                tr_string!(
                    names,
                    "spiel-des-jahres-view-published-game",
                    game = self.game_name(i as usize, lang),
                    owner = names.seat(o),
                    value = euros(v as i32)
                )
            })
            .collect();
        if !games.is_empty() && !over {
            tr!(
                out,
                names,
                "spiel-des-jahres-view-published",
                games = games.join("; ")
            )?;
            writeln!(out)?;
        }
        if !self.fired.is_empty() && !over {
            let mut waiting = String::new();
            write_list(
                &mut waiting,
                lang,
                self.fired.iter().map(|d| {
                    tr_string!(
                        names,
                        "spiel-des-jahres-view-waiting-designer",
                        designer = designer(d, lang),
                        wage = euros(self.wage[d as usize] as i32)
                    )
                }),
            )?;
            tr!(
                out,
                names,
                "spiel-des-jahres-view-waiting",
                designers = waiting
            )?;
            writeln!(out)?;
        }
        if matches!(self.phase, Phase::Fire | Phase::Offer) {
            if let Viewer::Seat(s) = viewer {
                let mine = self.fire_pending.intersect(self.staff[s as usize]);
                if !mine.is_empty() {
                    let mut firing = String::new();
                    write_list(&mut firing, lang, mine.iter().map(|d| designer(d, lang)))?;
                    tr!(
                        out,
                        names,
                        "spiel-des-jahres-view-firing",
                        designers = firing
                    )?;
                    writeln!(out)?;
                }
            }
        }
        if self.proposal.open && matches!(self.phase, Phase::Trade | Phase::Respond) {
            self.write_proposal(names, out)?;
        }
        if !over {
            tr!(
                out,
                names,
                "spiel-des-jahres-view-deck",
                n = self.deck.len()
            )?;
            writeln!(out)?;
        } else {
            let bankruptcies = self.ended_by_bankruptcy();
            let key = match (bankruptcies, self.winner == NONE) {
                (false, _) => "spiel-des-jahres-view-final-award",
                (true, false) => "spiel-des-jahres-view-final-standing",
                (true, true) => "spiel-des-jahres-view-final-all-bankrupt",
            };
            tr!(out, names, key)?;
            writeln!(out)?;
            for s in 0..n {
                let games: Vec<String> = self
                    .published()
                    .filter(|&(_, o, _)| o as usize == s)
                    .map(|(i, _, v)| {
                        format!("{} {}", self.game_name(i as usize, lang), euros(v as i32))
                    })
                    .collect();
                let won = match (self.winner as usize == s, bankruptcies) {
                    (false, _) => "no",
                    (true, false) => "award",
                    (true, true) => "standing",
                };
                out.write_str("  ")?;
                tr!(
                    out,
                    names,
                    "spiel-des-jahres-view-final-line",
                    seat = names.seat(s as u8),
                    won = won,
                    money = euros(self.p[s].money),
                    bankrupt = self.p[s].bankrupt,
                    games = if games.is_empty() {
                        tr_string!(names, "common-none")
                    } else {
                        games.join(", ")
                    }
                )?;
                writeln!(out)?;
            }
            if self.winner == NONE && !bankruptcies {
                out.write_str("  ")?;
                tr!(out, names, "spiel-des-jahres-view-no-award")?;
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
        match *e {
            Event::Favour { month, card: c } => tr!(
                out,
                names,
                "spiel-des-jahres-event-favour",
                month = month,
                elements = favour(c, lang)
            ),
            Event::Committed { player } => tr!(
                out,
                names,
                "spiel-des-jahres-event-committed",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::DesignerPlayed {
                player,
                designer: d,
            } => tr!(
                out,
                names,
                "spiel-des-jahres-event-designer-played",
                seat = names.seat(player),
                you = names.is_you(player),
                card = card(d, lang)
            ),
            Event::Brainstormed { player, cards } => tr!(
                out,
                names,
                "spiel-des-jahres-event-brainstormed",
                seat = names.seat(player),
                you = names.is_you(player),
                n = cards
            ),
            Event::Drew { player, card: c } => tr!(
                out,
                names,
                "spiel-des-jahres-event-drew",
                seat = names.seat(player),
                you = names.is_you(player),
                card = card(c, lang)
            ),
            Event::Published {
                player,
                stem,
                value,
            } => tr!(
                out,
                names,
                "spiel-des-jahres-event-published",
                seat = names.seat(player),
                you = names.is_you(player),
                game = self.game_name(stem as usize, lang),
                value = euros(value / EUROS)
            ),
            Event::NameClash { player, .. } => tr!(
                out,
                names,
                "spiel-des-jahres-event-name-clash",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::Revenue { player, amount } => tr!(
                out,
                names,
                "spiel-des-jahres-event-revenue",
                seat = names.seat(player),
                you = names.is_you(player),
                amount = euros(amount / EUROS)
            ),
            Event::Wages { player, amount } => {
                if amount == 0 {
                    return Ok(());
                }
                tr!(
                    out,
                    names,
                    "spiel-des-jahres-event-wages",
                    seat = names.seat(player),
                    you = names.is_you(player),
                    amount = euros(amount / EUROS)
                )
            }
            Event::Bankrupt { player } => tr!(
                out,
                names,
                "spiel-des-jahres-event-bankrupt",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::Fired { designer: d, wage } => tr!(
                out,
                names,
                "spiel-des-jahres-event-fired",
                designer = designer(d, lang),
                wage = euros(wage as i32 / EUROS)
            ),
            Event::Hired {
                designer: d,
                player,
                wage,
            } => tr!(
                out,
                names,
                "spiel-des-jahres-event-hired",
                seat = names.seat(player),
                you = names.is_you(player),
                designer = designer(d, lang),
                wage = euros(wage as i32 / EUROS)
            ),
            Event::Left { designer: d } => tr!(
                out,
                names,
                "spiel-des-jahres-event-left",
                designer = designer(d, lang)
            ),
            Event::TradeProposed { from, to } => tr!(
                out,
                names,
                "spiel-des-jahres-event-trade-proposed",
                from = names.seat(from),
                you = names.is_you(from),
                to = names.seat(to)
            ),
            Event::TradeAccepted { from, to } => tr!(
                out,
                names,
                "spiel-des-jahres-event-trade-accepted",
                to = names.seat(to),
                you = names.is_you(to),
                from = names.seat(from)
            ),
            Event::TradeDeclined { from, to } => tr!(
                out,
                names,
                "spiel-des-jahres-event-trade-declined",
                to = names.seat(to),
                you = names.is_you(to),
                from = names.seat(from)
            ),
            Event::AwardCard { card: c } => tr!(
                out,
                names,
                "spiel-des-jahres-event-award-card",
                elements = favour(c, lang)
            ),
            Event::Winner { player } if self.ended_by_bankruptcy() => tr!(
                out,
                names,
                "spiel-des-jahres-event-last-standing",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::Winner { player } => tr!(
                out,
                names,
                "spiel-des-jahres-event-winner",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::NoWinner if self.ended_by_bankruptcy() => {
                tr!(out, names, "spiel-des-jahres-event-all-bankrupt")
            }
            Event::NoWinner => tr!(out, names, "spiel-des-jahres-event-no-winner"),
            Event::GameOver => tr!(out, names, "spiel-des-jahres-event-game-over"),
        }
    }
}

/// The catalog message for another company's progress on its face-down
/// choice this month.
pub(super) fn choice_key(c: Commit) -> &'static str {
    if c.steps == 0 {
        "spiel-des-jahres-view-not-chosen"
    } else if c.steps >= c.len {
        "spiel-des-jahres-view-chosen"
    } else {
        "spiel-des-jahres-view-choosing"
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
