//! The Crafters observation as floats (docs/tensors.md, "crafters"). Seats
//! are relative to the observer; sites, blueprints and events are content
//! ids (`content.rs`).

use super::Crafters;
use super::content::{EVENT_COUNT, RESOURCES, SITES, TOKEN_KINDS};
use super::observation::{Observation, SeatView};
use super::state::{Resolution, SEATS};
use crate::tensor::{TensorEncoding, TensorWriter, absolute_seat};

const S: usize = SEATS;
const E: usize = EVENT_COUNT;
/// Scale of gold and bids.
const GOLD: f64 = 30.0;
/// Workers a seat may own.
const WORKERS: f64 = 7.0;
const RESOLUTION: usize = E + 2 * S + 1 + SITES + 1;
const SEAT: usize = 2 // gold, blueprints in hand
    + 3 * SITES // own hand, own discards, blueprints known not held
    + E // events taken
    + TOKEN_KINDS
    + SITES // workers by site
    + 3 // free, hired, houses
    + 2; // sealed bid, its steps

pub struct Tensors;

impl TensorEncoding<Crafters> for Tensors {
    const OBSERVATION_SIZE: usize = 3 // player count 2-4
        + 1 // two-dice variant
        + 7 // phase
        + 3 * S // seat to move, decider, initiative
        + 1 // turn
        + 3 // turn flags: bought a resource, a blueprint, hired
        + 2 * RESOURCES // dice
        + 4 // event deck, blueprint deck, blueprint discard, drawn blueprints
        + 3 * E // the event track
        + E // event discard
        + SITES // drawn blueprints (the current player's own)
        + SITES * S // building owners
        + TOKEN_KINDS // tokens in the supply
        + RESOLUTION
        + S * SEAT;

    fn write_observation(o: &Observation, w: &mut TensorWriter<'_>) {
        let (me, n) = (o.observer, o.players);
        w.one_hot(o.players as usize - 2, 3);
        w.flag(o.two_dice);
        w.one_hot(o.phase as usize, 7);
        w.seat(o.current, me, n, S);
        w.seat(o.decider, me, n, S);
        w.seat(o.initiative, me, n, S);
        w.scaled(o.turn, 100.0);
        w.bits(o.flags as u128, 3);
        for d in o.dice {
            w.one_hot(d as usize, RESOURCES);
        }
        w.scaled(o.ev_len, E as f64);
        w.scaled(o.bp_len, SITES as f64);
        w.scaled(o.bp_discard_len, SITES as f64);
        w.scaled(o.pending_len, 3.0);
        for e in o.track {
            w.one_hot(e as usize, E);
        }
        w.bits(o.ev_discard.0 as u128, E);
        w.bits(o.pending.unwrap_or_default().0 as u128, SITES);
        for owner in o.owner {
            w.seat(owner, me, n, S);
        }
        for t in o.supply {
            w.scaled(t, 4.0);
        }
        resolution(&o.res, me, n, w);
        for k in 0..S {
            if k < n as usize {
                seat(&o.seats[absolute_seat(k, me, n)], w);
            } else {
                w.zeros(SEAT);
            }
        }
    }
}

fn resolution(r: &Resolution, me: u8, n: u8, w: &mut TensorWriter<'_>) {
    w.one_hot(r.event as usize, E);
    for k in 0..S {
        w.flag(k < n as usize && r.bidders >> absolute_seat(k, me, n) & 1 == 1);
    }
    w.seat(r.winner, me, n, S);
    w.scaled(r.remaining, WORKERS);
    w.bits(r.allowed.0 as u128, SITES);
    w.flag(r.distinct);
}

fn seat(v: &SeatView, w: &mut TensorWriter<'_>) {
    w.scaled(v.gold, GOLD);
    w.scaled(v.hand_len, 10.0);
    w.bits(v.hand.unwrap_or_default().0 as u128, SITES);
    w.bits(v.known_discard.unwrap_or_default().0 as u128, SITES);
    w.bits(v.not_held.0 as u128, SITES);
    w.bits(v.taken.0 as u128, E);
    w.bits(v.tokens as u128, TOKEN_KINDS);
    for x in v.workers {
        w.scaled(x, WORKERS);
    }
    w.scaled(v.free, WORKERS);
    w.scaled(v.hired, WORKERS);
    w.scaled(v.houses, 10.0);
    w.scaled(v.bid.unwrap_or(0), GOLD);
    w.scaled(v.bid_steps, 2.0);
}
