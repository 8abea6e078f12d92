//! Determinization: the other two hands redrawn from the cards the observer
//! has not seen, respecting the voids each seat has shown (a seat that did
//! not follow suit gets no card of that suit). Unlike OpenSpiel's
//! `ResampleFromInfostate`, which ignores voids, every sample is a state
//! the rules could have reached. The undealt cards take the rest.
//!
//! It reads only the observation (own hand, played cards, trump card, hand
//! sizes, voids) and walks card sets in ascending order, so equal
//! observations and the same rng give the same result.

use rand::Rng;

use super::OhHell;
use super::state::{ALL_CARDS, PLAYERS, suits_cards};
use crate::bitset::Set64;
use crate::game::Determinize;
use crate::rng::GameRng;

/// `k` cards drawn uniformly from `from`, removed from it.
#[inline]
fn draw(from: &mut Set64, k: u32, rng: &mut GameRng) -> Set64 {
    let mut out = Set64::EMPTY;
    for _ in 0..k {
        let c = from
            .nth(rng.below(from.len()))
            .expect("draw from a large enough set");
        from.remove(c);
        out.insert(c);
    }
    out
}

/// `n` choose `k` as a float (exact up to 2^53, far above 51 choose 17).
#[inline]
fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    let mut c = 1.0;
    for i in 0..k {
        c = c * (n - i) as f64 / (i + 1) as f64;
    }
    c
}

/// Draws `k` in `0..=max` with probability proportional to `weight(k)`.
#[inline]
fn weighted(max: u32, weight: impl Fn(u32) -> f64, rng: &mut GameRng) -> u32 {
    let total: f64 = (0..=max).map(&weight).sum();
    debug_assert!(total > 0.0, "no consistent deal");
    let mut x = rng.unit() * total;
    for k in 0..=max {
        let w = weight(k);
        if x < w {
            return k;
        }
        x -= w;
    }
    (0..=max).rev().find(|&k| weight(k) > 0.0).unwrap_or(0)
}

impl Determinize for OhHell {
    fn determinize<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> OhHell {
        let mut g = *self;
        let mut local = GameRng::new(rng.next_u64());
        let o = observer as usize % PLAYERS;
        let a = (o + 1) % PLAYERS;
        let b = (o + 2) % PLAYERS;
        let mut unseen = ALL_CARDS.minus(self.hands[o]);
        for s in 0..PLAYERS {
            unseen = unseen.minus(self.played[s]);
        }
        unseen.remove(self.trump);
        let (na, nb) = (self.hands[a].len(), self.hands[b].len());
        let (void_a, void_b) = (suits_cards(self.voids[a]), suits_cards(self.voids[b]));
        let mut both = unseen.minus(void_a).minus(void_b);
        let mut only_a = unseen.minus(void_a).intersect(void_b);
        let mut only_b = unseen.minus(void_b).intersect(void_a);
        // Every consistent deal is equally likely. Seat a takes x cards only
        // it may hold and the rest from those both may hold; seat b then y
        // of its own and the rest from what both may hold is left. The
        // split x is drawn in proportion to the number of deals that have
        // it (drawing it uniformly would favour rare splits).
        let (ca, cb, cc) = (only_a.len(), only_b.len(), both.len());
        let deals_for_b = |left: u32| -> f64 {
            (0..=nb.min(cb))
                .map(|y| choose(cb, y) * choose(left, nb - y))
                .sum()
        };
        let x = weighted(
            na.min(ca),
            |x| {
                if na - x > cc {
                    return 0.0;
                }
                choose(ca, x) * choose(cc, na - x) * deals_for_b(cc - (na - x))
            },
            &mut local,
        );
        g.hands[a] = draw(&mut only_a, x, &mut local) | draw(&mut both, na - x, &mut local);
        let left = both.len();
        let y = weighted(
            nb.min(cb),
            |y| choose(cb, y) * choose(left, nb - y),
            &mut local,
        );
        g.hands[b] = draw(&mut only_b, y, &mut local) | draw(&mut both, nb - y, &mut local);
        g.rng = GameRng::new(local.next_u64());
        g
    }
}
