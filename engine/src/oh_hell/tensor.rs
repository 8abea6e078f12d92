//! The Oh Hell observation as floats (docs/tensors.md, "oh-hell"). Seats
//! are relative to the observer; cards are ids `rank * 4 + suit`.

use super::OhHell;
use super::observation::OhHellObservation;
use super::state::{CARDS, MAX_TRICKS, PLAYERS, Phase, SUITS};
use crate::tensor::{TensorEncoding, TensorWriter, absolute_seat};

const C: usize = CARDS as usize;
const P: usize = PLAYERS;
const T: usize = MAX_TRICKS as usize;

pub struct Tensors;

impl TensorEncoding<OhHell> for Tensors {
    const OBSERVATION_SIZE: usize = T // tricks in the deal
        + 3 // phase
        + 3 * P // dealer, seat to move, trick leader
        + C // trump card
        + C // own hand
        + P * C // cards played by each seat
        + P * SUITS as usize // suits each seat has shown it lacks
        + P * (T + 1) // bids
        + P // tricks won
        + P * C // the current trick, by position
        + 1; // tricks done

    fn write_observation(o: &OhHellObservation, w: &mut TensorWriter<'_>) {
        let (me, n) = (o.observer, P as u8);
        w.one_hot(o.tricks as usize - 1, T);
        w.one_hot(o.phase as usize, 3);
        debug_assert_eq!(Phase::Over as usize, 2);
        w.seat(o.dealer, me, n, P);
        w.seat(o.current, me, n, P);
        w.seat(o.leader, me, n, P);
        w.one_hot(o.trump as usize, C);
        w.bits(o.hands[me as usize % P].unwrap_or_default().0 as u128, C);
        for k in 0..P {
            w.bits(o.played[absolute_seat(k, me, n)].0 as u128, C);
        }
        for k in 0..P {
            w.bits(o.voids[absolute_seat(k, me, n)] as u128, SUITS as usize);
        }
        for k in 0..P {
            w.one_hot(o.bids[absolute_seat(k, me, n)] as usize, T + 1);
        }
        for k in 0..P {
            w.scaled(o.won[absolute_seat(k, me, n)], T as f64);
        }
        for card in o.trick {
            w.one_hot(card as usize, C);
        }
        w.scaled(o.tricks_done, T as f64);
    }
}
