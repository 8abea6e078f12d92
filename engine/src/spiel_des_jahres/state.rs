//! The Spiel des Jahres state: one `Copy` value, no heap data. Money and
//! game values are counted in units of €10,000 (every amount in the book is
//! a multiple of it).

use serde::{Deserialize, Serialize};
use serde_big_array::BigArray;

use super::content::{DESIGNER_COUNT, STEM_COUNT};
use crate::bitset::{Set32, Set128};
use crate::game::MAX_SEATS;
use crate::rng::GameRng;

pub const NONE: u8 = u8::MAX;
pub const MONTHS: u8 = 12;
/// €30,000 and three cards each at the start.
pub const START_MONEY: i32 = 3;
pub const START_HAND: u32 = 3;
/// Every designer's salary for the month they are played from the hand.
pub const PLAY_WAGE: u8 = 3;
/// Sealed offers raise a wage by €10,000 to €30,000 (levels 2..=4).
pub const MAX_RAISE: u8 = 3;
/// The largest sum of money one trade moves each way (€300,000).
pub const MAX_TRADE_MONEY: u8 = 30;

pub const D: usize = DESIGNER_COUNT as usize;
pub const G: usize = STEM_COUNT as usize;

/// Bid levels in the offer stage.
pub const BID_NONE: u8 = 0;
/// Hire a fired designer at the wage they were fired at.
pub const BID_MATCH: u8 = 1;

/// Names in play, as bit masks of ending words: a title is `[prefix] stem
/// ending [suffix]` with at most one of prefix and suffix.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Names {
    /// `plain[stem word]`: ending words taken by "Stem·ending".
    pub plain: [u8; 6],
    /// `pre[prefix word][stem word]`: "Prefix Stem·ending".
    pub pre: [[u8; 6]; 4],
    /// `suf[suffix word][stem word]`: "Stem·ending Suffix".
    pub suf: [[u8; 6]; 4],
}

/// One seat's part of the current stage's hidden commitment.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Commit {
    /// Actions taken in this stage.
    pub steps: u8,
    /// Actions this stage takes for this seat, fixed from public facts when
    /// the stage starts (so the count never tells what was chosen).
    pub len: u8,
    /// Choose stage: 0 undecided, brainstorm or publish.
    pub mode: u8,
    /// The real choice is complete; the rest of `len` is sealing.
    pub sealed: bool,
    /// Designers put down from the hand this month (ids).
    pub designers: Set32,
    /// Games completed in this commitment.
    pub games: u8,
}

pub const MODE_NONE: u8 = 0;
pub const MODE_BRAINSTORM: u8 = 1;
pub const MODE_PUBLISH: u8 = 2;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub hand: Set128,
    /// Units of €10,000; never negative for a seat still in the game.
    pub money: i32,
    /// The face-up company specialty card.
    pub specialty: u8,
    pub bankrupt: bool,
    pub commit: Commit,
    /// Offer stage: a bid level per designer id (see `BID_NONE`).
    pub bids: [u8; D],
}

/// A trade being put together or awaiting an answer.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Proposal {
    pub open: bool,
    pub to: u8,
    /// Hand cards that change hands (the owner says which way).
    pub cards: Set128,
    /// Published games (by stem index) that change hands.
    pub games: u64,
    /// Money: positive from proposer to target, negative the other way.
    pub money: i8,
    /// Key of the last item added (items go in increasing key order).
    pub last: u16,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Trading option: each seat in turn may propose one trade.
    Trade,
    /// The target of a proposal accepts or declines.
    Respond,
    /// The month's hidden choice: designers, then brainstorm or publish.
    Choose,
    /// Contracts, first stage: each employer decides whom to fire (hidden).
    Fire,
    /// Contracts, second stage: sealed offers on every designer in play.
    Offer,
    Over,
}

/// The whole game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpielDesJahres {
    pub(super) rng: GameRng,
    pub(super) players: u8,
    pub(super) trading: bool,
    pub(super) phase: Phase,
    /// The seat to decide (meaningless when over).
    pub(super) current: u8,
    /// Seats, counted from `lead`, that have finished the current stage.
    pub(super) done: u8,
    /// First seat of every stage this month; rotates monthly.
    pub(super) lead: u8,
    /// 1..=12.
    pub(super) month: u8,
    pub(super) deck: Set128,
    /// Public-favour cards set aside face down for the months to come.
    pub(super) favour_pile: Set128,
    /// Revealed public-favour cards, month by month (NONE ahead).
    pub(super) favour: [u8; MONTHS as usize],
    /// Hand cards that every seat can name (cards that changed hands in an
    /// open trade).
    pub(super) known: Set128,
    /// Out of the game: bankrupt companies' cards, designers who left.
    pub(super) removed: Set128,
    /// Designers on the table by company: employed, or fired by that
    /// company and waiting for offers (see `fired`). Designers released by
    /// a bankruptcy are in `fired` only.
    pub(super) staff: [Set32; MAX_SEATS],
    pub(super) wage: [u8; D],
    /// Designers fired (or released) and waiting for offers.
    pub(super) fired: Set32,
    /// Fire stage: designers their employers have chosen to fire (hidden).
    pub(super) fire_pending: Set32,
    /// Published games by stem index: publisher (NONE: no game).
    #[serde(with = "BigArray")]
    pub(super) g_owner: [u8; G],
    #[serde(with = "BigArray")]
    pub(super) g_ending: [u8; G],
    /// Prefix or suffix card, or NONE.
    #[serde(with = "BigArray")]
    pub(super) g_extra: [u8; G],
    #[serde(with = "BigArray")]
    pub(super) g_value: [i16; G],
    /// Games committed face down this month (not yet published).
    pub(super) g_pending: u64,
    /// Names of published games.
    pub(super) names: Names,
    /// Names the seat now choosing may not use: those in play plus its own
    /// committed this month (empty outside the choice).
    pub(super) own_names: Names,
    /// The game being put together: prefix, stem, ending (NONE if absent).
    pub(super) open: [u8; 3],
    /// The stem of the last game finished in this commitment (NONE).
    pub(super) last_stem: u8,
    pub(super) proposal: Proposal,
    /// Seat that won the award, or NONE (no winner / not over).
    pub(super) winner: u8,
    /// The award cards turned (NONE if not turned).
    pub(super) award: [u8; 2],
    pub(super) p: [Player; MAX_SEATS],
}
