//! What players see happen inside `apply`, for user interfaces to animate.

use serde::Serialize;

/// Seats are `player`; `NONE` (255) means nobody.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    TurnBegins {
        player: u8,
    },
    /// An event card revealed onto track position 1.
    EventRevealed {
        card: u8,
    },
    /// An event card left the track for the discard.
    EventDiscarded {
        card: u8,
    },
    /// A player took an event card (its victory points).
    EventWon {
        player: u8,
        card: u8,
    },
    Rolled {
        dice: [u8; 2],
    },
    Placed {
        player: u8,
        site: u8,
    },
    Made {
        player: u8,
        site: u8,
        fee: u8,
    },
    Sold {
        player: u8,
        site: u8,
        gold: u16,
    },
    Bought {
        player: u8,
        resource: u8,
    },
    Hired {
        player: u8,
    },
    /// A player paid for blueprints and drew `count` of them: 1 for the
    /// top card, up to 3 for "draw three", fewer when the deck and the
    /// discard together held fewer (public; the cards are not).
    BlueprintsDrawn {
        player: u8,
        count: u8,
    },
    /// A blueprint entered a hand (its identity only to its owner).
    BlueprintTaken {
        player: u8,
        card: u8,
    },
    BlueprintDiscarded {
        player: u8,
        card: u8,
    },
    BlueprintsReshuffled,
    Built {
        player: u8,
        site: u8,
    },
    Invested {
        player: u8,
        site: u8,
        guess: u8,
        right: bool,
    },
    TokenTaken {
        player: u8,
        token: u8,
    },
    /// A sealed bid step was committed.
    BidCommitted {
        player: u8,
    },
    BidRevealed {
        player: u8,
        amount: u16,
    },
    /// Gold lost to an event (bids, the Tax Collector's lowest bidder).
    GoldLost {
        player: u8,
        amount: u16,
    },
    HandedOver {
        player: u8,
        site: u8,
    },
    InitiativeTaken {
        player: u8,
    },
    GameOver,
}
