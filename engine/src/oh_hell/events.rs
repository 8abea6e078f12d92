//! What players see happen inside `apply`, for user interfaces to animate.
//! Everything in Oh Hell is played face up, so every event goes to all.

use serde::Serialize;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    Bid {
        player: u8,
        bid: u8,
    },
    Played {
        player: u8,
        card: u8,
    },
    /// A trick is complete: its cards in play order from its leader.
    TrickWon {
        player: u8,
        cards: [u8; 3],
    },
    GameOver,
}
