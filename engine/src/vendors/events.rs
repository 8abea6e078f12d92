//! What players see happen inside `apply`, for user interfaces to animate.

use serde::Serialize;

use super::state::Commit;
use crate::bitset::Set128;

/// Seats are `player`; `NONE` (255) means nobody or, for a drawn card, that
/// the card is not shown to this audience.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// Step 1: a card dealt face up under a Vendor (1 = B … 4 = E).
    Dealt {
        vendor: u8,
        card: u8,
    },
    /// A card was put face down in step 2.
    Committed {
        player: u8,
    },
    /// Step 2's reveal of everything a player put face down.
    Revealed {
        player: u8,
        commit: Commit,
    },
    EffectPlayed {
        player: u8,
        card: u8,
        param: u8,
    },
    RaceWon {
        player: u8,
        vendor: u8,
        strength: u8,
    },
    RaceTied {
        vendor: u8,
    },
    /// 2 players: a virtual player won; the cards of its Vendor (B to D)
    /// leave the game, and with Vendor A nothing happens.
    VirtualWon {
        vendor: u8,
    },
    TookCards {
        player: u8,
        vendor: u8,
        cards: Set128,
    },
    DrewAgile {
        player: u8,
        card: u8,
    },
    Regained {
        player: u8,
        card: u8,
    },
    ProblemDrawn {
        player: u8,
    },
    ProblemRevealed {
        player: u8,
        problem: u8,
        immune: bool,
    },
    ProblemDiscarded {
        player: u8,
        problem: u8,
    },
    NoProblemLeft {
        player: u8,
    },
    Customers {
        player: u8,
        individual: i16,
        business: i16,
    },
    SoftwarePlaced {
        player: u8,
        card: u8,
        operations: bool,
    },
    MarketLeader {
        business: bool,
        player: u8,
    },
    GameOver,
}
