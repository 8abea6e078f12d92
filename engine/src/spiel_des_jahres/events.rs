//! What players see happen inside `apply`, for user interfaces to animate.

use serde::Serialize;

/// Money is in euros, as everywhere a client reads it; stems name games
/// (`0..36`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A month begins with its public-favour card.
    Favour {
        month: u8,
        card: u8,
    },
    /// A seat took one hidden action.
    Committed {
        player: u8,
    },
    /// Reveal: a designer played from the hand, now employed.
    DesignerPlayed {
        player: u8,
        designer: u8,
    },
    Brainstormed {
        player: u8,
        cards: u8,
    },
    /// A card drawn (shown to its drawer only).
    Drew {
        player: u8,
        card: u8,
    },
    Published {
        player: u8,
        stem: u8,
        value: i32,
    },
    /// Two seats committed games of the same name in the same month: both
    /// go back to their hands.
    NameClash {
        player: u8,
        stem: u8,
    },
    Revenue {
        player: u8,
        amount: i32,
    },
    Wages {
        player: u8,
        amount: i32,
    },
    Bankrupt {
        player: u8,
    },
    Fired {
        designer: u8,
        wage: u32,
    },
    Hired {
        designer: u8,
        player: u8,
        wage: u32,
    },
    /// A fired designer nobody hired leaves the game.
    Left {
        designer: u8,
    },
    TradeProposed {
        from: u8,
        to: u8,
    },
    TradeAccepted {
        from: u8,
        to: u8,
    },
    TradeDeclined {
        from: u8,
        to: u8,
    },
    /// A public-favour card turned for the award.
    AwardCard {
        card: u8,
    },
    Winner {
        player: u8,
    },
    NoWinner,
    GameOver,
}
