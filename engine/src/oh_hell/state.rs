//! The Oh Hell state: one `Copy` value, no heap data.
//!
//! Cards are numbered as OpenSpiel numbers them, `rank * 4 + suit`, with
//! suits clubs, diamonds, spades, hearts (0..4) and ranks 2..A (0..13), so
//! a card's id is also its action id.

use serde::{Deserialize, Serialize};

use crate::bitset::Set64;
use crate::rng::GameRng;

pub const NONE: u8 = u8::MAX;
pub const PLAYERS: usize = 3;
pub const SUITS: u8 = 4;
pub const RANKS: u8 = 13;
pub const CARDS: u8 = SUITS * RANKS;
/// (52 cards − 1 trump card) / 3 players: the most tricks a deal can have.
pub const MAX_TRICKS: u8 = (CARDS - 1) / PLAYERS as u8;
/// Points for taking exactly as many tricks as bid.
pub const MADE_BID_BONUS: u8 = 10;

pub const ALL_CARDS: Set64 = Set64((1u64 << CARDS) - 1);

/// The cards of one suit: bits `suit, suit + 4, …`.
pub const fn suit_cards(suit: u8) -> Set64 {
    let mut bits = 0u64;
    let mut rank = 0;
    while rank < RANKS {
        bits |= 1 << (rank * SUITS + suit);
        rank += 1;
    }
    Set64(bits)
}

/// The cards of every suit in the mask (bit `s` = suit `s`).
pub const fn suits_cards(mask: u8) -> Set64 {
    let mut bits = 0u64;
    let mut s = 0;
    while s < SUITS {
        if mask >> s & 1 == 1 {
            bits |= suit_cards(s).0;
        }
        s += 1;
    }
    Set64(bits)
}

#[inline]
pub const fn suit(card: u8) -> u8 {
    card % SUITS
}

#[inline]
pub const fn rank(card: u8) -> u8 {
    card / SUITS
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Each seat in turn, from the dealer's left, bids a number of tricks.
    Bid,
    /// Tricks: follow suit if you can; trumps beat the led suit.
    Play,
    Over,
}

/// The whole game, from the first bid on: the chance outcomes (number of
/// tricks, dealer, deal, trump card) are drawn at setup.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OhHell {
    pub(super) rng: GameRng,
    /// Cards each seat still holds.
    pub(super) hands: [Set64; PLAYERS],
    /// Cards each seat has played (the current trick included).
    pub(super) played: [Set64; PLAYERS],
    /// Suits each seat has shown it lacks by not following suit (bit per
    /// suit): public knowledge that determinization respects.
    pub(super) voids: [u8; PLAYERS],
    /// Bids, NONE until made.
    pub(super) bids: [u8; PLAYERS],
    pub(super) won: [u8; PLAYERS],
    /// The current trick's cards in play order from `leader`; NONE past
    /// `trick_len`.
    pub(super) trick: [u8; PLAYERS],
    pub(super) trick_len: u8,
    pub(super) leader: u8,
    pub(super) tricks_done: u8,
    /// The face-up card whose suit is trump.
    pub(super) trump: u8,
    /// Tricks in this deal (cards per hand), 1..=17.
    pub(super) tricks: u8,
    pub(super) dealer: u8,
    pub(super) phase: Phase,
    /// The seat to decide (meaningless when over).
    pub(super) current: u8,
}
