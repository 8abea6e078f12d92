//! The small `Copy` random generator that lives inside every game state, so a
//! state plus an action fully decides the next state.

use rand::rand_core::{Infallible, TryRng};
use serde::{Deserialize, Serialize};

/// SplitMix64: eight bytes of state, passes BigCrush, and is trivially
/// reseeded, which is all a game's shuffles and dice need.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameRng {
    state: u64,
}

impl GameRng {
    pub const fn new(seed: u64) -> Self {
        // Mix the seed once so that nearby seeds give unrelated streams.
        let mut r = GameRng {
            state: seed ^ 0x5851_F42D_4C95_7F2D,
        };
        r.step();
        r
    }

    #[inline]
    const fn step(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0) by Lemire's multiply-shift; the bias for the
    /// small ranges games use is below 2^-50.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        ((self.step() >> 32).wrapping_mul(n as u64) >> 32) as u32
    }

    /// Uniform in `[0, 1)` with 53 random bits.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.step() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Fisher–Yates shuffle; allocation free.
    #[inline]
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

impl TryRng for GameRng {
    type Error = Infallible;

    #[inline]
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok((self.step() >> 32) as u32)
    }

    #[inline]
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.step())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let v = self.step().to_le_bytes();
            chunk.copy_from_slice(&v[..chunk.len()]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, RngExt};

    #[test]
    fn same_seed_same_stream_and_rand_works() {
        let mut a = GameRng::new(7);
        let mut b = GameRng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        let x: u32 = a.random_range(0..10);
        assert!(x < 10);
        assert_ne!(GameRng::new(1).next_u64(), GameRng::new(2).next_u64());
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut r = GameRng::new(3);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[r.below(6) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }
}
