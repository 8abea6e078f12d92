//! The Emergent observation as floats (docs/tensors.md, "emergent"). Seats
//! are relative to the observer; regions and cities are `map.rs` ids.

use super::Emergent;
use super::actions::{KINDS, MAX_QUANTITY, STEP_KEYS};
use super::observation::{EmergentObservation, SeatView};
use super::state::{CYLINDERS, DC_PIECES, Plan, SEATS};
use crate::emergent::map::{CITIES, MAX_CARDS, REGIONS, ROUNDS};
use crate::tensor::{TensorEncoding, TensorWriter, absolute_seat};

const S: usize = SEATS;
const R: usize = REGIONS;
/// Scale of money (the starting money).
const MONEY: f64 = 100.0;
const SEAT: usize = 1 + 2 * R + 1;
const PLAN: usize = 4 * R // DCs sold and built, by size and region
    + 2 * R // products and marketing by region
    + 4 // spent, gained, units, cylinders
    + 4 // DCs sold and built, by size
    + 1 // last step
    + KINDS as usize // step kind awaiting its region
    + R // product region awaiting its quantity
    + 2; // a second product step allowed, plan finished

pub struct Tensors;

impl TensorEncoding<Emergent> for Tensors {
    const OBSERVATION_SIZE: usize = 3 // player count 2-4
        + 1 // learning variant
        + 2 // phase
        + ROUNDS // round
        + S // seat planning
        + MAX_CARDS * CITIES // last round's demand, city by rank
        + S * SEAT
        + PLAN;

    fn write_observation(o: &EmergentObservation, w: &mut TensorWriter<'_>) {
        let (me, n) = (o.observer, o.players);
        w.one_hot(o.players as usize - 2, 3);
        w.flag(o.learning);
        w.one_hot(o.phase as usize, 2);
        w.one_hot(o.round as usize, ROUNDS);
        w.seat(o.current, me, n, S);
        for city in o.last_cities {
            w.one_hot(city as usize, CITIES);
        }
        for k in 0..S {
            if k < n as usize {
                seat(&o.seats[absolute_seat(k, me, n)], w);
            } else {
                w.zeros(SEAT);
            }
        }
        plan(&o.seats[o.observer as usize].plan.unwrap_or_default(), w);
    }
}

/// DCs by size and region, over the pieces of that size.
fn dcs(by_size: &[[u8; R]; 2], w: &mut TensorWriter<'_>) {
    for (size, regions) in by_size.iter().enumerate() {
        for &x in regions {
            w.scaled(x, DC_PIECES[size] as f64);
        }
    }
}

fn seat(v: &SeatView, w: &mut TensorWriter<'_>) {
    w.scaled(v.money, MONEY);
    dcs(&v.dcs, w);
    w.flag(v.plan_done);
}

fn plan(p: &Plan, w: &mut TensorWriter<'_>) {
    dcs(&p.sell, w);
    dcs(&p.build, w);
    for x in p.products {
        w.scaled(x, MAX_QUANTITY as f64);
    }
    for x in p.marketing {
        w.scaled(x, CYLINDERS as f64);
    }
    w.scaled(p.spent, MONEY);
    w.scaled(p.gained, MONEY);
    w.scaled(p.units, 50.0);
    w.scaled(p.cylinders, CYLINDERS as f64);
    for size in 0..2 {
        w.scaled(p.sold[size], DC_PIECES[size] as f64);
        w.scaled(p.built[size], DC_PIECES[size] as f64);
    }
    w.scaled(p.key, STEP_KEYS as f64);
    w.one_hot((p.pending as usize).wrapping_sub(1), KINDS as usize);
    w.one_hot((p.pending_region as usize).wrapping_sub(1), R);
    w.flag(p.again);
    w.flag(p.done);
}
