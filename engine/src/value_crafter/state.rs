//! The Value Crafter state: one `Copy` value, no heap data.

use serde::{Deserialize, Serialize};
use serde_big_array::BigArray;

use super::content::{Bag, MARKET_COUNT, MAX_SPOTS};
use crate::rng::GameRng;

pub const NONE: u8 = u8::MAX;
pub const PLAYERS: usize = 4;
pub const ROUNDS: u8 = 12;
pub const AUCTIONS_PER_ROUND: u8 = 4;
pub const DRAFT_PICKS: u8 = 6;
pub const DRAFT_HAND: u8 = 7;
pub const VALUE_DISPLAY: u32 = 11;
pub const ROW: usize = 7;
pub const STAR: usize = ROW - 1;
pub const PREMIUM: [u8; ROW] = [3, 2, 1, 0, 0, 0, 0];
pub const CUBES: u8 = 20;
pub const ROCKETS: u8 = 16;
pub const START_MONEY: u16 = 10;
pub const END_MONEY: u16 = 100;
/// Trendspotter looks at this many cards.
pub const TREND_LOOK: u8 = 6;
/// A rocket placed by Razor and Blade: it blocks a spot but is no offering.
pub const BLOCKER: u8 = 0x80;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Setup step 7: each seat in turn keeps one card of the pack in front
    /// of it, face down; packs pass left after every seat has picked.
    Draft,
    /// Start of a round: each seat holding cards may play The New Order or
    /// Master Auctioneer (or pass), in turn order from the first player.
    RoundStart,
    /// The auctioneer puts a product up for auction.
    Choose,
    /// Each other player, from the auctioneer's left, bids once or passes.
    Bid,
    /// After the bids, before the auction resolves: Take Two! window.
    TakeTwo,
    /// The auctioneer keeps, discards or awards the product.
    Resolve,
    /// The winner pays (Penny Pincher, bonus cubes).
    Pay,
    /// The winner takes up to 4 matching value cards.
    Take,
    /// The winner crafts and launches the offering.
    Launch,
    Over,
}

/// The whole game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueCrafter {
    pub(super) rng: GameRng,
    pub(super) phase: Phase,
    /// The seat to decide (meaningless when over).
    pub(super) current: u8,
    /// The first player: holds the gavel at the start of each round.
    pub(super) first: u8,
    /// Master Auctioneer of this round, or NONE.
    pub(super) master: u8,
    pub(super) round: u8,
    /// Auctions finished in this round.
    pub(super) auction: u8,
    pub(super) auctioneer: u8,
    /// The first seat of the start-of-round window.
    pub(super) base: u8,
    /// Seats done in the current lap (draft round, window, bids).
    pub(super) done: u8,
    /// Draft picks completed by every seat.
    pub(super) draft_round: u8,

    // Function cards, counted per kind (see content::Bag).
    pub(super) hands: [Bag; PLAYERS],
    /// During the draft: the pack in front of each seat.
    pub(super) packs: [Bag; PLAYERS],
    /// Function deck, top last. During the draft: the undealt cards.
    #[serde(with = "BigArray")]
    pub(super) fdeck: [u8; 42],
    pub(super) fdeck_len: u8,
    pub(super) fdiscard: Bag,

    // Value cards (ids 0..44).
    /// Value deck, top last.
    #[serde(with = "BigArray")]
    pub(super) vdeck: [u8; 44],
    pub(super) vdeck_len: u8,
    pub(super) vdisplay: u64,
    pub(super) vdiscard: u64,
    /// Values taken for the offering being crafted.
    pub(super) held: u64,
    /// How many cards on top of the value deck each seat has seen
    /// (Trendspotter), in their current order.
    pub(super) peek: [u8; PLAYERS],

    // Product cards (ids 0..48).
    /// Product deck, top last.
    #[serde(with = "BigArray")]
    pub(super) pdeck: [u8; 48],
    pub(super) pdeck_len: u8,
    /// The product display, left (premium $3) to right (★). Filled slots
    /// are always a suffix: the row empties from the left once the deck
    /// is out.
    pub(super) row: [u8; ROW],
    pub(super) pdiscard: u64,

    // The auction in progress.
    pub(super) slot: u8,
    /// The product won and being launched, or NONE.
    pub(super) product: u8,
    pub(super) high: u8,
    pub(super) high_bidder: u8,
    /// Seats that played Trendspotter in this auction (bits).
    pub(super) trend: u8,
    /// What the winner owes; the winner.
    pub(super) price: u8,
    pub(super) winner: u8,
    pub(super) penny: bool,

    // The economy and the board.
    pub(super) money: [u16; PLAYERS],
    pub(super) cubes: [u8; PLAYERS],
    /// Bonus cubes on the ★ product.
    pub(super) star_cubes: u8,
    pub(super) rockets: [u8; PLAYERS],
    /// Owner of each spot (first spot first), `| BLOCKER` for a Razor and
    /// Blade rocket, or NONE. Market `m` has the first `SPOT_COUNT[m]`;
    /// the rest of its row stays NONE and is never a spot.
    pub(super) spots: [[u8; MAX_SPOTS]; MARKET_COUNT],
    /// The marker on each market: the kind of card that put it there, or NONE.
    pub(super) marker: [u8; MARKET_COUNT],
    pub(super) marker_owner: [u8; MARKET_COUNT],
}
