//! The Crafters state: one `Copy` value, no heap data.

use serde::{Deserialize, Serialize};

use super::content::{BLUEPRINT_COUNT, EVENT_COUNT, SITES, TOKEN_KINDS};
use crate::bitset::Set32;
use crate::rng::GameRng;

pub use super::content::NONE;

/// The most seats Crafters has.
pub const SEATS: usize = 4;

/// Turn flags: what the once-per-turn actions already used.
pub const BOUGHT_RESOURCE: u8 = 1;
pub const BOUGHT_BLUEPRINT: u8 = 2;
pub const HIRED: u8 = 4;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Step 2: the die is rolled; put a worker on the resource's site
    /// (or, with no free worker, hire, sell, or give the resource up).
    Place,
    /// The rest of the turn: any actions in any order, then end the turn.
    Main,
    /// "2 gold: draw 3, keep 1": the current player keeps one.
    Keep,
    /// End of turn with three blueprints: discard one.
    Discard,
    /// Sealed bids: a bribe (Подкуп) or the Tax Collector.
    Bid,
    /// The winner of an event chooses which workers hand over the goods.
    Surrender,
    Over,
}

/// What the event leaving the track is doing.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Resolution {
    /// The event card being resolved, or NONE.
    pub event: u8,
    /// Seats bidding (bit per seat).
    pub bidders: u8,
    /// The winner once known, or NONE.
    pub winner: u8,
    /// Surrender: workers still to hand over.
    pub remaining: u8,
    /// Surrender: the sites they may come from.
    pub allowed: Set32,
    /// Surrender: each worker must carry a different good (the Fair).
    pub distinct: bool,
}

impl Resolution {
    pub const IDLE: Resolution = Resolution {
        event: NONE,
        bidders: 0,
        winner: NONE,
        remaining: 0,
        allowed: Set32::EMPTY,
        distinct: false,
    };
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub gold: u16,
    /// Blueprints in hand (bit = building site id).
    pub hand: Set32,
    /// Blueprints this player knows lie in the blueprint discard (it put
    /// them there); forgotten when the discard is reshuffled.
    pub known_discard: Set32,
    /// Blueprints everyone knows this player does not hold: wrong guesses
    /// of an investment since the player last drew a blueprint.
    pub not_held: Set32,
    /// Event cards taken (for victory points).
    pub taken: Set32,
    /// Unique victory-point tokens held (bit per kind).
    pub tokens: u8,
    /// Workers standing on each site.
    pub workers: [u8; SITES],
    /// The sites where `workers` is not zero.
    pub carried: Set32,
    /// Workers off the board.
    pub free: u8,
    /// Workers owned (3..=7).
    pub hired: u8,
    /// Buildings built (houses used).
    pub houses: u8,
    /// Sealed bid so far, and how many of its two steps are taken.
    pub bid: u16,
    pub bid_steps: u8,
}

/// The whole game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crafters {
    pub(super) rng: GameRng,
    pub(super) players: u8,
    pub(super) two_dice: bool,
    pub(super) phase: Phase,
    /// Whose turn it is.
    pub(super) current: u8,
    /// Who decides now (the current player, a bidder, or an event winner).
    pub(super) decider: u8,
    pub(super) initiative: u8,
    /// Turns begun, for the length bound.
    pub(super) turn: u16,
    pub(super) flags: u8,
    /// The resources rolled (the second is NONE without the variant).
    pub(super) dice: [u8; 2],
    pub(super) ev_deck: [u8; EVENT_COUNT],
    pub(super) ev_len: u8,
    /// Track positions 1, 2, 3; NONE is a gap.
    pub(super) track: [u8; 3],
    pub(super) ev_discard: Set32,
    /// Removed unseen at setup.
    pub(super) ev_removed: Set32,
    pub(super) bp_deck: [u8; BLUEPRINT_COUNT],
    pub(super) bp_len: u8,
    pub(super) bp_discard: Set32,
    /// "Draw 3, keep 1": the cards drawn, seen by the current player only.
    pub(super) pending: Set32,
    /// Owner of each building site (NONE: not built; resource sites NONE).
    pub(super) owner: [u8; SITES],
    /// Sites that exist in town: the resource sites and built buildings.
    pub(super) built: Set32,
    /// Buildings whose inputs the town makes (built or not).
    pub(super) producible: Set32,
    pub(super) supply: [u8; TOKEN_KINDS],
    pub(super) res: Resolution,
    pub(super) p: [Player; SEATS],
}
