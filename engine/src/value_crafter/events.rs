//! What players see happen inside `apply`, for user interfaces to animate.

use serde::Serialize;

/// Seats are `player`; kinds are `content::Kind as u8`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A draft pick, shown only to the picker.
    Drafted {
        player: u8,
        kind: u8,
    },
    /// Someone kept a card face down in the draft.
    PickedFaceDown {
        player: u8,
    },
    /// A function card drawn from the deck, shown only to the drawer.
    Drew {
        player: u8,
        kind: u8,
    },
    Played {
        player: u8,
        kind: u8,
        market: u8,
    },
    BoughtCards {
        player: u8,
        cards: u8,
    },
    AuctionStarted {
        auctioneer: u8,
        product: u8,
        premium: u8,
    },
    Bid {
        player: u8,
        amount: u8,
    },
    Passed {
        player: u8,
    },
    Paid {
        player: u8,
        money: u16,
        cubes: u8,
    },
    Won {
        player: u8,
        product: u8,
    },
    ProductDiscarded {
        product: u8,
    },
    BonusCubes {
        player: u8,
        cubes: u8,
    },
    ValuesTaken {
        player: u8,
        values: u64,
    },
    /// Trendspotter's look, shown only to the player.
    Looked {
        player: u8,
        cards: u8,
    },
    ProductFlipped {
        product: u8,
    },
    ValueDealt {
        value: u8,
    },
    ValueDeckReshuffled,
    Launched {
        player: u8,
        market: u8,
        spot: u8,
        revenue: u8,
    },
    Blocked {
        player: u8,
        market: u8,
        spot: u8,
    },
    /// A change of money outside auctions and launches (events, markers).
    Money {
        player: u8,
        delta: i16,
    },
    Bonus {
        player: u8,
        amount: u16,
    },
    GameOver,
}
