//! Oh Hell actions and their ids, which are OpenSpiel's `oh_hell` action ids
//! for the same default parameters: a card is `rank * 4 + suit` (0..52), a
//! bid of `b` tricks is `52 + b` (52..70).

use core::fmt;

use serde::{Deserialize, Serialize};

use super::state::{CARDS, MAX_TRICKS, rank, suit};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Bid this many tricks.
    Bid(u8),
    /// Play this card.
    Play(u8),
}

pub const ACTION_ID_COUNT: u32 = CARDS as u32 + MAX_TRICKS as u32 + 1;

#[inline]
pub fn to_id(a: Action) -> u32 {
    match a {
        Action::Play(card) => card as u32,
        Action::Bid(b) => CARDS as u32 + b as u32,
    }
}

#[inline]
pub fn from_id(id: u32) -> Option<Action> {
    if id < CARDS as u32 {
        Some(Action::Play(id as u8))
    } else if id < ACTION_ID_COUNT {
        Some(Action::Bid((id - CARDS as u32) as u8))
    } else {
        None
    }
}

const SUIT_CHARS: [char; 4] = ['C', 'D', 'S', 'H'];
const RANK_CHARS: [char; 13] = [
    '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A',
];

/// A card as OpenSpiel writes it (the differential test's form; people
/// read `view::write_card`): suit letter then rank (`HA`, `C7`).
pub fn write_card<W: fmt::Write>(card: u8, out: &mut W) -> fmt::Result {
    out.write_char(SUIT_CHARS[suit(card) as usize])?;
    out.write_char(RANK_CHARS[rank(card) as usize])
}
