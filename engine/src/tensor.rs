//! Fixed-size float encodings of what one seat observes, for learning
//! agents (numpy, OpenSpiel, PettingZoo). Each game's folder has a
//! `tensor.rs` that encodes its [`Information::Observation`] field by field
//! (docs/tensors.md); being a function of the observation alone, a tensor is
//! equal for any two states the seat cannot tell apart.
//!
//! Conventions every game follows: seats are relative to the observer (block
//! 0 is the observer, block 1 the next seat in turn order, ...; blocks past
//! the player count are zero); a choice among `n` is a one-hot of `n` floats
//! (all zero for "none"); a card set is one float per card; a count is
//! divided by a stated scale so that it lies in about [0, 1].

use crate::game::{Information, Seat};

/// One game's observation encoding: the size and the writer.
pub trait TensorEncoding<G: Information> {
    /// Floats in one observation tensor.
    const OBSERVATION_SIZE: usize;
    /// Writes the encoding of `obs`, exactly `OBSERVATION_SIZE` floats.
    fn write_observation(obs: &G::Observation, out: &mut TensorWriter<'_>);
}

/// Writes floats one field at a time, either every float into a
/// caller-owned buffer or only the nonzero ones, for a net that adds one
/// weight row per nonzero input. Writing past the end panics (a wrong
/// `OBSERVATION_SIZE`, caught by the tests).
pub struct TensorWriter<'a> {
    out: Sink<'a>,
    at: usize,
}

/// Where a [`TensorWriter`]'s floats go.
enum Sink<'a> {
    /// Every float, into a buffer as long as the tensor.
    Dense(&'a mut [f32]),
    /// The nonzero floats as (position, value), in order, of a tensor of
    /// `len` floats.
    Nonzero {
        out: &'a mut Vec<(u32, f32)>,
        len: usize,
    },
}

impl<'a> TensorWriter<'a> {
    pub fn new(out: &'a mut [f32]) -> Self {
        TensorWriter {
            out: Sink::Dense(out),
            at: 0,
        }
    }

    /// A writer that appends the nonzero floats of a tensor of `len` floats
    /// to `out` as (position, value); allocation free while `out` has room.
    pub fn nonzero(out: &'a mut Vec<(u32, f32)>, len: usize) -> Self {
        TensorWriter {
            out: Sink::Nonzero { out, len },
            at: 0,
        }
    }

    /// Floats written so far.
    pub fn written(&self) -> usize {
        self.at
    }

    /// Claims the next `n` floats: their block in a dense buffer, or
    /// `None` when only nonzeros are kept. Panics past the end.
    #[inline]
    fn claim(&mut self, n: usize) -> Option<&mut [f32]> {
        let at = self.at;
        self.at += n;
        match &mut self.out {
            Sink::Dense(out) => Some(&mut out[at..at + n]),
            Sink::Nonzero { len, .. } => {
                assert!(
                    self.at <= *len,
                    "a tensor of {len} floats written past its end"
                );
                None
            }
        }
    }

    /// Keeps the nonzero `x` at position `at` (nonzero sink only).
    #[inline]
    fn keep(&mut self, at: usize, x: f32) {
        if let Sink::Nonzero { out, .. } = &mut self.out
            && x != 0.0
        {
            out.push((at as u32, x));
        }
    }

    #[inline]
    pub fn value(&mut self, x: f32) {
        let at = self.at;
        match self.claim(1) {
            Some(block) => block[0] = x,
            None => self.keep(at, x),
        }
    }

    /// `x / scale`: a count or an amount in about [0, 1].
    #[inline]
    pub fn scaled(&mut self, x: impl Into<f64>, scale: f64) {
        self.value((x.into() / scale) as f32);
    }

    #[inline]
    pub fn flag(&mut self, b: bool) {
        self.value(if b { 1.0 } else { 0.0 });
    }

    /// `n` floats, 1 at `index` (all zero when `index >= n`: "none").
    #[inline]
    pub fn one_hot(&mut self, index: usize, n: usize) {
        let at = self.at;
        match self.claim(n) {
            Some(block) => {
                block.fill(0.0);
                if let Some(x) = block.get_mut(index) {
                    *x = 1.0;
                }
            }
            None if index < n => self.keep(at + index, 1.0),
            None => {}
        }
    }

    /// `n` floats, one per bit of `bits` from bit 0 (zero past bit 127).
    /// Card sets are sparse, so only set bits are visited: this runs at
    /// every expansion of a search with a net.
    #[inline]
    pub fn bits(&mut self, bits: u128, n: usize) {
        let at = self.at;
        let mut rest = if n < 128 {
            bits & ((1u128 << n) - 1)
        } else {
            bits
        };
        match self.claim(n) {
            Some(block) => {
                block.fill(0.0);
                while rest != 0 {
                    block[rest.trailing_zeros() as usize] = 1.0;
                    rest &= rest - 1;
                }
            }
            None => {
                while rest != 0 {
                    self.keep(at + rest.trailing_zeros() as usize, 1.0);
                    rest &= rest - 1;
                }
            }
        }
    }

    /// A seat as a one-hot over `n` positions relative to `observer`
    /// (see [`relative_seat`]); "no seat" (out of range) is all zero.
    #[inline]
    pub fn seat(&mut self, seat: u8, observer: u8, players: u8, n: usize) {
        self.one_hot(relative_seat(seat, observer, players) as usize, n);
    }

    /// `n` zeros, for a block that does not apply.
    #[inline]
    pub fn zeros(&mut self, n: usize) {
        if let Some(block) = self.claim(n) {
            block.fill(0.0);
        }
    }
}

/// `seat`'s position counted from `observer` in turn order (the observer is
/// 0); a seat out of range (a "none" sentinel) stays out of range.
#[inline]
pub fn relative_seat(seat: u8, observer: u8, players: u8) -> u8 {
    if seat >= players || players == 0 {
        return u8::MAX;
    }
    (seat + players - observer % players) % players
}

/// The true seat at relative position `k` from `observer`.
#[inline]
pub fn absolute_seat(k: usize, observer: u8, players: u8) -> usize {
    (observer as usize + k) % players.max(1) as usize
}

/// Writes `state`'s observation tensor for `seat` into `out`, which must
/// hold exactly `G::OBSERVATION_TENSOR_SIZE` floats. Allocation free.
pub fn write_observation<G: Information>(state: &G, seat: Seat, out: &mut [f32]) {
    assert_eq!(
        out.len(),
        G::OBSERVATION_TENSOR_SIZE,
        "{}: an observation tensor has {} floats",
        G::INFO.id,
        G::OBSERVATION_TENSOR_SIZE
    );
    encode(state, seat, TensorWriter::new(out));
}

/// Writes the nonzero floats of `state`'s observation tensor for `seat`
/// into `out` as (position, value), in order: the same tensor as
/// [`write_observation`] without its zeros. Allocation free while `out`
/// has room for `G::OBSERVATION_TENSOR_SIZE` entries.
pub fn write_observation_nonzero<G: Information>(state: &G, seat: Seat, out: &mut Vec<(u32, f32)>) {
    out.clear();
    encode(
        state,
        seat,
        TensorWriter::nonzero(out, G::OBSERVATION_TENSOR_SIZE),
    );
}

/// Runs the game's encoder into `w` and checks it wrote the whole tensor.
fn encode<G: Information>(state: &G, seat: Seat, mut w: TensorWriter<'_>) {
    G::Tensors::write_observation(&state.observation(seat), &mut w);
    assert_eq!(
        w.written(),
        G::OBSERVATION_TENSOR_SIZE,
        "{}: the encoder wrote {} floats",
        G::INFO.id,
        w.written()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same fields through any writer.
    fn fields(w: &mut TensorWriter<'_>) {
        w.one_hot(1, 3);
        w.one_hot(255, 2);
        w.bits(0b101, 3);
        w.scaled(5u8, 10.0);
        w.flag(true);
        w.seat(0, 2, 3, 2);
    }

    #[test]
    fn writer_fields() {
        let mut buf = [9.0f32; 12];
        let mut w = TensorWriter::new(&mut buf);
        fields(&mut w);
        assert_eq!(w.written(), 12);
        assert_eq!(buf, [0., 1., 0., 0., 0., 1., 0., 1., 0.5, 1., 0., 1.]);
        // Keeping only the nonzero floats.
        let mut kept = Vec::new();
        let mut w = TensorWriter::nonzero(&mut kept, 14);
        fields(&mut w);
        w.zeros(1);
        w.value(-0.0);
        assert_eq!(w.written(), 14);
        assert_eq!(
            kept,
            [(1, 1.), (5, 1.), (7, 1.), (8, 0.5), (9, 1.), (11, 1.)]
        );
    }

    #[test]
    #[should_panic(expected = "past its end")]
    fn a_nonzero_writer_refuses_to_write_past_the_end() {
        let mut kept = Vec::new();
        let mut w = TensorWriter::nonzero(&mut kept, 3);
        w.one_hot(0, 2);
        w.one_hot(0, 2);
    }

    #[test]
    fn bits_are_one_float_per_bit_below_n() {
        let sets = [0u128, 1, 0b1011_0110, u128::MAX, 1 << 127, (1 << 100) | 5];
        for bits in sets {
            for n in [0, 1, 3, 8, 64, 100, 127, 128, 130] {
                let mut buf = vec![7.0f32; n + 1];
                let mut w = TensorWriter::new(&mut buf);
                w.bits(bits, n);
                assert_eq!(w.written(), n);
                for (i, x) in buf[..n].iter().enumerate() {
                    let set = i < 128 && bits >> i & 1 == 1;
                    assert_eq!(
                        *x,
                        if set { 1.0 } else { 0.0 },
                        "bit {i} of {bits:#x}, n {n}"
                    );
                }
                assert_eq!(buf[n], 7.0, "nothing written past the block");
                let mut kept = Vec::new();
                let mut w = TensorWriter::nonzero(&mut kept, n + 1);
                w.value(0.0);
                w.bits(bits, n);
                let want: Vec<(u32, f32)> = (0..n.min(128))
                    .filter(|&i| bits >> i & 1 == 1)
                    .map(|i| (i as u32 + 1, 1.0))
                    .collect();
                assert_eq!(
                    kept, want,
                    "the set bits of {bits:#x}, n {n}, after one zero"
                );
            }
        }
    }

    #[test]
    fn seats_are_relative_to_the_observer() {
        assert_eq!(relative_seat(2, 2, 4), 0);
        assert_eq!(relative_seat(0, 2, 4), 2);
        assert_eq!(relative_seat(1, 2, 4), 3);
        assert_eq!(relative_seat(255, 1, 4), 255);
        for k in 0..4 {
            assert_eq!(relative_seat(absolute_seat(k, 3, 4) as u8, 3, 4), k as u8);
        }
    }
}
