//! The Value Crafter observation as floats (docs/tensors.md,
//! "value-crafter"). Seats are relative to the observer; values, products
//! and function-card kinds are content ids (`content.rs`).

use super::ValueCrafter;
use super::content::{
    Bag, COPIES, KIND_COUNT, KINDS, MARKET_COUNT, PRODUCT_COUNT, TOTAL_SPOTS, VALUE_COUNT,
    bag_count, spot_count,
};
use super::observation::ValueCrafterObservation;
use super::state::{
    BLOCKER, CUBES, DRAFT_HAND, DRAFT_PICKS, END_MONEY, NONE, PLAYERS, ROCKETS, ROUNDS, ROW,
    TREND_LOOK,
};
use crate::tensor::{TensorEncoding, TensorWriter, absolute_seat};

const P: usize = PLAYERS;
const V: usize = VALUE_COUNT as usize;
const PR: usize = PRODUCT_COUNT as usize;
const MONEY: f64 = END_MONEY as f64;

pub struct Tensors;

impl TensorEncoding<ValueCrafter> for Tensors {
    const OBSERVATION_SIZE: usize = 10 // phase
        + 7 * P // seat to move, first player, Master Auctioneer, auctioneer,
        // window start, high bidder, auction winner
        + 4 // round, auction, seats done, draft picks
        + 3 * KIND_COUNT // own hand, own pack, function discard (by kind)
        + 2 * P // hand sizes, pack sizes
        + 3 // function deck, value deck, product deck sizes
        + TREND_LOOK as usize * V // top of the value deck as seen
        + P // cards each seat has seen on the value deck
        + 3 * V // value display, discard, held for the offering
        + ROW * PR // product row
        + PR // product discard
        + ROW // auction slot
        + PR // product being launched
        + 3 // high bid, price, Penny Pincher
        + P // Trendspotter played this auction
        + 3 * P + 1 // money, cubes, rockets; bonus cubes on the star product
        + TOTAL_SPOTS * (P + 1) // spot owners, Razor and Blade
        + MARKET_COUNT * (KIND_COUNT + P); // markers and their owners

    fn write_observation(o: &ValueCrafterObservation, w: &mut TensorWriter<'_>) {
        let (me, n) = (o.observer, P as u8);
        w.one_hot(o.phase as usize, 10);
        for seat in [
            o.current,
            o.first,
            o.master,
            o.auctioneer,
            o.base,
            o.high_bidder,
            o.winner,
        ] {
            w.seat(seat, me, n, P);
        }
        w.scaled(o.round, ROUNDS as f64);
        w.scaled(o.auction, 4.0);
        w.scaled(o.done, P as f64);
        w.scaled(o.draft_round, DRAFT_PICKS as f64);
        let mine = me as usize;
        let (hand, pack) = (
            o.hands[mine].unwrap_or_default(),
            o.packs[mine].unwrap_or_default(),
        );
        for bag in [hand, pack, o.fdiscard] {
            kinds(bag, w);
        }
        for k in 0..P {
            w.scaled(o.hand_sizes[absolute_seat(k, me, n)], 10.0);
        }
        for k in 0..P {
            w.scaled(o.pack_sizes[absolute_seat(k, me, n)], DRAFT_HAND as f64);
        }
        w.scaled(o.fdeck_len, 42.0);
        w.scaled(o.vdeck_len, V as f64);
        w.scaled(o.pdeck_len, PR as f64);
        for v in o.known_top[mine].unwrap_or_default() {
            w.one_hot(v.map_or(usize::MAX, |v| v as usize), V);
        }
        for k in 0..P {
            w.scaled(o.peek[absolute_seat(k, me, n)], TREND_LOOK as f64);
        }
        w.bits(o.vdisplay as u128, V);
        w.bits(o.vdiscard as u128, V);
        w.bits(o.held as u128, V);
        for p in o.row {
            w.one_hot(p as usize, PR);
        }
        w.bits(o.pdiscard as u128, PR);
        w.one_hot(o.slot as usize, ROW);
        w.one_hot(o.product as usize, PR);
        w.scaled(if o.high == NONE { 0 } else { o.high }, MONEY);
        w.scaled(if o.price == NONE { 0 } else { o.price }, MONEY);
        w.flag(o.penny);
        for k in 0..P {
            w.flag(o.trend >> absolute_seat(k, me, n) & 1 == 1);
        }
        for k in 0..P {
            w.scaled(o.money[absolute_seat(k, me, n)], MONEY);
        }
        for k in 0..P {
            w.scaled(o.cubes[absolute_seat(k, me, n)], CUBES as f64);
        }
        for k in 0..P {
            w.scaled(o.rockets[absolute_seat(k, me, n)], ROCKETS as f64);
        }
        w.scaled(o.star_cubes, CUBES as f64);
        for (m, market) in o.spots.iter().enumerate() {
            for &spot in &market[..spot_count(m)] {
                let blocked = spot != NONE && spot & BLOCKER != 0;
                let owner = if spot == NONE { NONE } else { spot & !BLOCKER };
                w.seat(owner, me, n, P);
                w.flag(blocked);
            }
        }
        for m in 0..MARKET_COUNT {
            w.one_hot(o.marker[m] as usize, KIND_COUNT);
            w.seat(o.marker_owner[m], me, n, P);
        }
    }
}

/// Function cards by kind: copies held over copies in the game.
fn kinds(bag: Bag, w: &mut TensorWriter<'_>) {
    for (k, kind) in KINDS.iter().enumerate() {
        w.scaled(bag_count(bag, *kind), COPIES[k] as f64);
    }
}
