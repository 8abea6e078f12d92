//! What one seat may know of a Value Crafter game.

use serde::Serialize;

use super::Action;
use super::ValueCrafter;
use super::content::{Bag, MARKET_COUNT, MAX_SPOTS, bag_len};
use super::state::{NONE, PLAYERS, Phase, ROW, TREND_LOOK};
use crate::game::{Information, Observed, Seat};

/// Everything one seat may know; equal for states it cannot tell apart.
/// Function cards are counted per kind, so which copy of a Wild Card sits
/// where is never part of what anyone sees.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ValueCrafterObservation {
    pub observer: u8,
    pub phase: Phase,
    /// The seat to decide (NONE when over).
    pub current: u8,
    pub first: u8,
    pub master: u8,
    pub round: u8,
    pub auction: u8,
    pub auctioneer: u8,
    pub base: u8,
    pub done: u8,
    pub draft_round: u8,
    /// Each seat's function cards: the observer's own; `None` for others.
    pub hands: [Option<Bag>; PLAYERS],
    pub hand_sizes: [u8; PLAYERS],
    /// During the draft, the pack in front of each seat: the observer's
    /// own; `None` for others.
    pub packs: [Option<Bag>; PLAYERS],
    pub pack_sizes: [u8; PLAYERS],
    pub fdeck_len: u8,
    pub fdiscard: Bag,
    pub vdeck_len: u8,
    /// The top of the value deck as far as each seat has seen it with
    /// Trendspotter, top card first (`None` beyond): the observer's own
    /// look; `None` for others.
    pub known_top: [Option<[Option<u8>; TREND_LOOK as usize]>; PLAYERS],
    /// How many top cards each seat has seen (public: Trendspotter is
    /// played face up).
    pub peek: [u8; PLAYERS],
    pub vdisplay: u64,
    pub vdiscard: u64,
    pub held: u64,
    pub pdeck_len: u8,
    pub row: [u8; ROW],
    pub pdiscard: u64,
    pub slot: u8,
    pub product: u8,
    pub high: u8,
    pub high_bidder: u8,
    pub trend: u8,
    pub price: u8,
    pub winner: u8,
    pub penny: bool,
    pub money: [u16; PLAYERS],
    pub cubes: [u8; PLAYERS],
    pub star_cubes: u8,
    pub rockets: [u8; PLAYERS],
    /// As the state's: market `m` has the first `SPOT_COUNT[m]` spots.
    pub spots: [[u8; MAX_SPOTS]; MARKET_COUNT],
    pub marker: [u8; MARKET_COUNT],
    pub marker_owner: [u8; MARKET_COUNT],
}

impl Information for ValueCrafter {
    type Observation = ValueCrafterObservation;
    type Tensors = super::tensor::Tensors;

    fn observation(&self, observer: u8) -> ValueCrafterObservation {
        let o = observer as usize;
        let mut hand_sizes = [0; PLAYERS];
        let mut pack_sizes = [0; PLAYERS];
        for s in 0..PLAYERS {
            hand_sizes[s] = bag_len(self.hands[s]);
            pack_sizes[s] = bag_len(self.packs[s]);
        }
        let mut look = [None; TREND_LOOK as usize];
        let len = self.vdeck_len as usize;
        for (i, slot) in look.iter_mut().enumerate().take(self.peek[o] as usize) {
            *slot = Some(self.vdeck[len - 1 - i]);
        }
        let mine = |s: usize| s == o;
        ValueCrafterObservation {
            observer,
            phase: self.phase,
            current: if self.phase == Phase::Over {
                NONE
            } else {
                self.current
            },
            first: self.first,
            master: self.master,
            round: self.round,
            auction: self.auction,
            auctioneer: self.auctioneer,
            base: self.base,
            done: self.done,
            draft_round: self.draft_round,
            hands: core::array::from_fn(|s| mine(s).then_some(self.hands[s])),
            hand_sizes,
            packs: core::array::from_fn(|s| mine(s).then_some(self.packs[s])),
            pack_sizes,
            fdeck_len: self.fdeck_len,
            fdiscard: self.fdiscard,
            vdeck_len: self.vdeck_len,
            known_top: core::array::from_fn(|s| mine(s).then_some(look)),
            peek: self.peek,
            vdisplay: self.vdisplay,
            vdiscard: self.vdiscard,
            held: self.held,
            pdeck_len: self.pdeck_len,
            row: self.row,
            pdiscard: self.pdiscard,
            slot: self.slot,
            product: self.product,
            high: self.high,
            high_bidder: self.high_bidder,
            trend: self.trend,
            price: self.price,
            winner: self.winner,
            penny: self.penny,
            money: self.money,
            cubes: self.cubes,
            star_cubes: self.star_cubes,
            rockets: self.rockets,
            spots: self.spots,
            marker: self.marker,
            marker_owner: self.marker_owner,
        }
    }

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        if self.phase == Phase::Draft && self.current != observer {
            Observed::Hidden {
                player: self.current,
            }
        } else {
            Observed::Seen(action)
        }
    }
}
