//! The Emergent Fast Play observation as floats (docs/tensors.md,
//! "emergent-fastplay"). Seats are relative to the observer; regions are
//! `map.rs` ids.

use super::{DCS, FastPlay, FastPlayObservation, SEATS};
use crate::emergent::map::REGIONS;
use crate::tensor::{TensorEncoding, TensorWriter, absolute_seat};

const S: usize = SEATS;
/// Scale of the cubes one seat has in one region.
const CUBES: f64 = 20.0;

pub struct Tensors;

impl TensorEncoding<FastPlay> for Tensors {
    const OBSERVATION_SIZE: usize = 3 // player count 2-4
        + 2 // rounds played: 3 or 4
        + 2 // phase
        + 4 // round
        + S // seat placing
        + S * REGIONS // product cubes by seat and region
        + DCS as usize * REGIONS // own DCs placed this round, in order
        + 1; // own DCs placed

    fn write_observation(o: &FastPlayObservation, w: &mut TensorWriter<'_>) {
        let (me, n) = (o.observer, o.players);
        w.one_hot(o.players as usize - 2, 3);
        w.one_hot(o.rounds as usize - 3, 2);
        w.one_hot(o.phase as usize, 2);
        w.one_hot(o.round as usize, 4);
        w.seat(o.current, me, n, S);
        for k in 0..S {
            if k < n as usize {
                for x in o.cubes[absolute_seat(k, me, n)] {
                    w.scaled(x, CUBES);
                }
            } else {
                w.zeros(REGIONS);
            }
        }
        let own = o.placements[o.observer as usize].unwrap_or_default();
        for (i, &r) in own.regions.iter().enumerate() {
            w.one_hot(
                if i < own.n as usize {
                    r as usize
                } else {
                    usize::MAX
                },
                REGIONS,
            );
        }
        w.scaled(own.n, DCS as f64);
    }
}
