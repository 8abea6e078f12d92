//! The Vendors state: one `Copy` value, no heap data.

use serde::{Deserialize, Serialize};
use serde_big_array::BigArray;

use super::actions::Piece;
use crate::bitset::{Set32, Set128};
use crate::game::MAX_SEATS;
use crate::rng::GameRng;

pub const NONE: u8 = u8::MAX;

/// Bits of `Player::starting`: Vendor cards A–E are bits 0..5, Strength
/// cards 0, 1, 2 are bits 5..8.
pub const START_VENDOR_BITS: u8 = 0b0001_1111;
pub const fn strength_bit(s: u8) -> u8 {
    1 << (5 + s)
}

/// What a player has put face down in step 2 so far.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Commit {
    /// Actions taken (0..=3, or 4 with the 2-player virtual vendor).
    pub n: u8,
    /// 0 nothing yet, 1 technology race, 2 system implementation.
    pub mode: u8,
    /// Race: the Vendor card.
    pub vendor: u8,
    /// Race: two strength pieces. System: Software, Infrastructure, Customer.
    pub pieces: [Piece; 3],
    /// 2 players: the extra Vendor card, or NONE.
    pub virtual_vendor: u8,
}

pub const MODE_RACE: u8 = 1;
pub const MODE_SYSTEM: u8 = 2;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// Non-starting cards in hand (Agile cards included).
    pub hand: Set128,
    /// Cards in hand whose identity the other players do not know: Agile
    /// cards drawn from the deck. Cards taken from public places are known.
    pub hidden: Set128,
    /// Starting cards in hand (see `START_VENDOR_BITS`).
    pub starting: u8,
    pub discard: Set128,
    /// Software on the Relations (left) and Operations (right) sides.
    pub relations: Set32,
    pub operations: Set32,
    /// Agile cards placed by the Director for their ongoing effect.
    pub ongoing: Set128,
    pub problems_up: Set32,
    /// The face-down Technical Problem (unseen even by its owner), or NONE.
    pub problem_down: u8,
    pub individual: u16,
    pub business: u16,
    pub commit: Commit,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Step 2: players commit their three cards in turn, face down.
    Commit,
    /// Agile Vendor effects may be played ("at any time in any step"): one
    /// lap of the seats holding an Agile card, at the moment named.
    Window(Moment),
    /// Step 3: the Vendor A winner chooses a card from their discard pile.
    Regain,
    Over,
}

/// The moments of a turn at which Agile effects may be played: every
/// boundary between two steps, and inside steps 2 and 3 the points where
/// something is revealed or decided (docs/rules/vendors.md, §9.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Moment {
    /// After step 1's cards are dealt, before step 2's commitments.
    AfterDeal,
    /// Step 2: every play is down, none is revealed yet.
    BeforeReveal,
    /// Step 3: the races are decided (Vendor A's card drawn and regained),
    /// the strongest racers have not yet suffered their technical problem.
    AfterRace,
    /// After step 3, before step 4's systems.
    BeforeSystems,
    /// After step 4, before step 5's Market Leaders.
    BeforeLeaders,
}

/// The whole game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vendors {
    pub(super) rng: GameRng,
    pub(super) players: u8,
    pub(super) phase: Phase,
    /// The seat to decide (meaningless when over).
    pub(super) current: u8,
    /// How many seats, counted from `lead`, have finished the current phase.
    pub(super) done: u8,
    /// First seat to commit and to act in windows; rotates each turn.
    pub(super) lead: u8,
    pub(super) turn: u8,
    /// Turns left once the game deck has run out; NONE before.
    pub(super) final_turns: u8,
    #[serde(with = "BigArray")]
    pub(super) deck: [u8; 90],
    pub(super) deck_len: u8,
    pub(super) agile_deck: [u8; 24],
    pub(super) agile_len: u8,
    pub(super) problem_deck: [u8; 21],
    pub(super) problem_len: u8,
    pub(super) problem_discard: Set32,
    /// Face-up cards under Vendors; index 0 (A) stays empty.
    pub(super) piles: [Set128; 5],
    /// Out of the game: 4+ cards with 2–3 players, cards won by virtual players.
    pub(super) removed: Set128,
    /// Market Leader cards: [Individual, Business] holder, or NONE.
    pub(super) leaders: [u8; 2],
    /// Step 3 bookkeeping kept across the Vendor A regain decision: the
    /// racers with the highest total strength (bit per seat), who suffer a
    /// technical problem once the regain is done.
    pub(super) strongest: u8,
    pub(super) regain_seat: u8,
    pub(super) p: [Player; MAX_SEATS],
}
