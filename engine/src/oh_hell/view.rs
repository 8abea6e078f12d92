//! Oh Hell as text: bids, tricks, the trump card and the hands a viewer may
//! see, cards written as people write them ("10♥", "A♠").

use core::fmt::{self, Write};

use super::OhHell;
use super::actions::Action;
use super::events::Event;
use super::state::{CARDS, MADE_BID_BONUS, NONE, PLAYERS, Phase, rank, suit};
use crate::bitset::Set64;
use crate::game::TextView;
use crate::view::{Lang, Names, Show, Viewer, write_heading, write_list};
use crate::words::shown;

const SUIT_SYMBOLS: [char; 4] = ['♣', '♦', '♠', '♥'];
/// English suit names: the scene's stable keys and arguments.
pub(super) const SUIT_NAMES: [&str; 4] = ["clubs", "diamonds", "spades", "hearts"];
/// English ranks: the scene's stable keys (people read [`write_card`]).
pub(super) const RANKS: [&str; 13] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
];
/// The catalog's court ranks, from the jack up: their letters differ by
/// language (В, Д, К, Т in Russian).
const COURT_KEYS: [&str; 4] = [
    "oh-hell-rank-jack",
    "oh-hell-rank-queen",
    "oh-hell-rank-king",
    "oh-hell-rank-ace",
];
const SUIT_KEYS: [&str; 4] = [
    "oh-hell-suit-clubs",
    "oh-hell-suit-diamonds",
    "oh-hell-suit-spades",
    "oh-hell-suit-hearts",
];

/// A suit's name in `case` ("nom": trumps are …; "gen": void in …; only
/// Russian tells them apart).
pub(super) fn suit_name(s: usize, case: &str, lang: Lang) -> String {
    crate::tr_string!(lang, SUIT_KEYS[s], case = case)
}

/// A card as people write it: rank then suit symbol ("10♥", "A♠").
pub fn write_card(card: u8, lang: Lang, out: &mut (impl Write + ?Sized)) -> fmt::Result {
    if card >= CARDS {
        return crate::tr!(out, lang, "oh-hell-card-unknown");
    }
    match rank(card) as usize {
        r @ 9.. => crate::tr!(out, lang, COURT_KEYS[r - 9])?,
        r => out.write_str(RANKS[r])?,
    }
    out.write_char(SUIT_SYMBOLS[suit(card) as usize])
}

pub(super) fn card(c: u8, lang: Lang) -> impl fmt::Display {
    Show(move |out: &mut dyn Write| write_card(c, lang, out))
}

/// A hand from the highest suit symbol order: spades, hearts, diamonds,
/// clubs, each from the ace down.
fn write_cards(cards: Set64, lang: Lang, out: &mut dyn Write) -> fmt::Result {
    if cards.is_empty() {
        return crate::tr!(out, lang, "oh-hell-view-no-cards");
    }
    let mut first = true;
    for s in [2u8, 3, 1, 0] {
        for r in (0..13u8).rev() {
            let c = r * 4 + s;
            if cards.contains(c) {
                if !first {
                    out.write_char(' ')?;
                }
                first = false;
                write_card(c, lang, out)?;
            }
        }
    }
    Ok(())
}

impl OhHell {
    pub(super) fn phase_text(&self, lang: Lang) -> String {
        match self.phase {
            Phase::Bid => crate::tr_string!(lang, "oh-hell-phase-bid", tricks = self.tricks),
            Phase::Play => crate::tr_string!(
                lang,
                "oh-hell-phase-trick",
                trick = self.tricks_done + 1,
                tricks = self.tricks
            ),
            Phase::Over => crate::tr_string!(lang, "oh-hell-phase-over"),
        }
    }

    /// The suits seat `s` has shown void in, in the genitive ("void in …").
    pub(super) fn void_names(&self, s: usize, lang: Lang) -> Vec<String> {
        (0..4)
            .filter(|x| self.voids[s] >> x & 1 == 1)
            .map(|x| suit_name(x, "gen", lang))
            .collect()
    }
}

impl TextView for OhHell {
    /// "Bid 3 tricks", "Play 7♥".
    fn write_label<W: Write>(&self, a: Action, names: Names<'_>, out: &mut W) -> fmt::Result {
        let lang = names.lang();
        match a {
            Action::Bid(b) => crate::tr!(out, lang, "oh-hell-label-bid", tricks = b),
            Action::Play(c) => {
                crate::tr!(out, lang, "oh-hell-label-play", card = shown(card(c, lang)))
            }
        }
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let lang = names.lang();
        write_heading(self, viewer, names, &self.phase_text(lang), out)?;
        let trump = suit(self.trump) as usize;
        crate::tr!(
            out,
            lang,
            "oh-hell-view-table",
            dealer = names.seat(self.dealer),
            card = shown(card(self.trump, lang)),
            suit = suit_name(trump, "nom", lang)
        )?;
        writeln!(out)?;
        for s in 0..PLAYERS {
            let seat = s as u8;
            write!(out, "{}: ", names.seat(seat))?;
            match self.bids[s] {
                NONE => crate::tr!(out, lang, "oh-hell-seat-no-bid")?,
                b => crate::tr!(out, lang, "oh-hell-seat-bid", bid = b)?,
            }
            out.write_str(", ")?;
            crate::tr!(out, lang, "oh-hell-seat-won", tricks = self.won[s])?;
            if self.phase == Phase::Over {
                writeln!(out)?;
                continue;
            }
            out.write_str(", ")?;
            if viewer.knows(seat) {
                let mut hand = String::new();
                write_cards(self.hands[s], lang, &mut hand)?;
                crate::tr!(out, lang, "oh-hell-view-hand", cards = hand)?;
            } else {
                crate::tr!(
                    out,
                    lang,
                    "oh-hell-view-face-down",
                    cards = self.hands[s].len()
                )?;
            }
            if self.voids[s] != 0 {
                let mut suits = String::new();
                write_list(&mut suits, lang, self.void_names(s, lang))?;
                out.write_str(", ")?;
                crate::tr!(out, lang, "oh-hell-seat-void", suits = suits)?;
            }
            writeln!(out)?;
        }
        if self.phase == Phase::Play {
            if self.trick_len == 0 {
                crate::tr!(
                    out,
                    lang,
                    "oh-hell-view-trick-lead",
                    seat = names.seat(self.leader),
                    you = names.is_you(self.leader)
                )?;
            } else {
                let plays = (0..self.trick_len as usize).map(|i| {
                    let seat = ((self.leader as usize + i) % PLAYERS) as u8;
                    crate::tr_string!(
                        lang,
                        "oh-hell-view-trick-play",
                        seat = names.seat(seat),
                        you = names.is_you(seat),
                        card = shown(card(self.trick[i], lang))
                    )
                });
                let mut list = String::new();
                write_list(&mut list, lang, plays)?;
                crate::tr!(out, lang, "oh-hell-view-trick", plays = list)?;
            }
            writeln!(out)?;
        }
        if self.phase == Phase::Over {
            crate::tr!(out, lang, "oh-hell-view-final", bonus = MADE_BID_BONUS)?;
            writeln!(out)?;
            for s in 0..PLAYERS {
                let made = self.won[s] == self.bids[s];
                out.write_str("  ")?;
                crate::tr!(
                    out,
                    lang,
                    if made {
                        "oh-hell-view-score-made"
                    } else {
                        "oh-hell-view-score-missed"
                    },
                    seat = names.seat(s as u8),
                    points = self.points(s),
                    tricks = self.won[s],
                    bonus = MADE_BID_BONUS,
                    bid = self.bids[s]
                )?;
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
            Event::Bid { player, bid } => crate::tr!(
                out,
                lang,
                "oh-hell-event-bid",
                seat = names.seat(player),
                you = names.is_you(player),
                tricks = bid
            ),
            Event::Played { player, card: c } => crate::tr!(
                out,
                lang,
                "oh-hell-event-played",
                seat = names.seat(player),
                you = names.is_you(player),
                card = shown(card(c, lang))
            ),
            Event::TrickWon { player, .. } => crate::tr!(
                out,
                lang,
                "oh-hell-event-trick-won",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::GameOver => crate::tr!(out, lang, "oh-hell-event-over"),
        }
    }
}
