//! Oh Hell as text: bids, tricks, the trump card and the hands a viewer may
//! see, cards written as people write them ("10♥", "A♠").

use core::fmt::{self, Write};

use super::OhHell;
use super::actions::Action;
use super::events::Event;
use super::state::{CARDS, MADE_BID_BONUS, NONE, PLAYERS, Phase, rank, suit};
use crate::bitset::Set64;
use crate::game::TextView;
use crate::view::{Names, Show, Viewer, plural, write_heading, write_list};

const SUIT_SYMBOLS: [char; 4] = ['♣', '♦', '♠', '♥'];
pub(super) const SUIT_NAMES: [&str; 4] = ["clubs", "diamonds", "spades", "hearts"];
pub(super) const RANKS: [&str; 13] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
];

/// A card as people write it: rank then suit symbol.
pub fn write_card(card: u8, out: &mut (impl Write + ?Sized)) -> fmt::Result {
    if card >= CARDS {
        return out.write_str("unknown card");
    }
    write!(
        out,
        "{}{}",
        RANKS[rank(card) as usize],
        SUIT_SYMBOLS[suit(card) as usize]
    )
}

pub(super) fn card(c: u8) -> impl fmt::Display {
    Show(move |out: &mut dyn Write| write_card(c, out))
}

/// A hand from the highest suit symbol order: spades, hearts, diamonds,
/// clubs, each from the ace down.
fn write_cards(cards: Set64, out: &mut dyn Write) -> fmt::Result {
    if cards.is_empty() {
        return out.write_str("no cards");
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
                write_card(c, out)?;
            }
        }
    }
    Ok(())
}

impl OhHell {
    pub(super) fn phase_text(&self) -> String {
        match self.phase {
            Phase::Bid => format!(
                "Bidding for a hand of {}",
                plural(self.tricks, "trick", "tricks")
            ),
            Phase::Play => format!("Trick {} of {}", self.tricks_done + 1, self.tricks),
            Phase::Over => "Game over".to_string(),
        }
    }
}

impl TextView for OhHell {
    /// "Bid 3 tricks", "Play 7♥".
    fn write_label<W: Write>(&self, a: Action, _names: Names<'_>, out: &mut W) -> fmt::Result {
        match a {
            Action::Bid(b) => write!(out, "Bid {}", plural(b, "trick", "tricks")),
            Action::Play(c) => {
                out.write_str("Play ")?;
                write_card(c, out)
            }
        }
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        write_heading(self, viewer, names, &self.phase_text(), out)?;
        let trump = suit(self.trump) as usize;
        writeln!(
            out,
            "Dealer: {}. Trump card: {} ({} are trumps).",
            names.seat(self.dealer),
            card(self.trump),
            SUIT_NAMES[trump]
        )?;
        for s in 0..PLAYERS {
            let seat = s as u8;
            write!(out, "{}: ", names.seat(seat))?;
            match self.bids[s] {
                NONE => out.write_str("no bid yet")?,
                b => write!(out, "bid {b}")?,
            }
            write!(out, ", won {}", plural(self.won[s], "trick", "tricks"))?;
            if self.phase == Phase::Over {
                writeln!(out)?;
                continue;
            }
            if viewer.knows(seat) {
                out.write_str(", hand: ")?;
                write_cards(self.hands[s], out)?;
            } else {
                write!(
                    out,
                    ", {} in hand (face down)",
                    plural(self.hands[s].len(), "card", "cards")
                )?;
            }
            if self.voids[s] != 0 {
                out.write_str(", shown void in ")?;
                write_list(
                    out,
                    (0..4)
                        .filter(|x| self.voids[s] >> x & 1 == 1)
                        .map(|x| SUIT_NAMES[x]),
                )?;
            }
            writeln!(out)?;
        }
        if self.phase == Phase::Play {
            if self.trick_len == 0 {
                let who = names.seat(self.leader);
                writeln!(out, "Current trick: {who} {}.", who.verb("leads", "lead"))?;
            } else {
                write!(out, "Current trick: ")?;
                let plays = (0..self.trick_len as usize).map(|i| {
                    let seat = (self.leader as usize + i) % PLAYERS;
                    format!("{} played {}", names.seat(seat as u8), card(self.trick[i]))
                });
                write_list(out, plays)?;
                writeln!(out, ".")?;
            }
        }
        if self.phase == Phase::Over {
            writeln!(
                out,
                "Final scores (1 point a trick, {MADE_BID_BONUS} more for taking exactly the bid):"
            )?;
            for s in 0..PLAYERS {
                let made = self.won[s] == self.bids[s];
                writeln!(
                    out,
                    "  {}: {} = {} won{}",
                    names.seat(s as u8),
                    plural(self.points(s), "point", "points"),
                    plural(self.won[s], "trick", "tricks"),
                    if made {
                        format!(" + {MADE_BID_BONUS} for making the bid of {}", self.bids[s])
                    } else {
                        format!(" (bid {}, missed)", self.bids[s])
                    }
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
            Event::Bid { player, bid } => {
                write!(
                    out,
                    "{} bid {}.",
                    names.seat(player),
                    plural(bid, "trick", "tricks")
                )
            }
            Event::Played { player, card: c } => {
                write!(out, "{} played {}.", names.seat(player), card(c))
            }
            Event::TrickWon { player, .. } => write!(out, "{} won the trick.", names.seat(player)),
            Event::GameOver => out.write_str("The hand is over."),
        }
    }
}
