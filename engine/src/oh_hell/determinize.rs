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

/// Uniform in `lo..=hi`.
#[inline]
fn between(lo: u32, hi: u32, rng: &mut GameRng) -> u32 {
    debug_assert!(lo <= hi, "no consistent deal: {lo} > {hi}");
    lo + rng.below(hi - lo + 1)
}

impl OhHell {
    pub(super) fn sample<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> OhHell {
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
        // Seat a takes x cards only it may hold and the rest from those both
        // may hold, leaving enough of those for seat b.
        let lo = (na + nb.saturating_sub(only_b.len())).saturating_sub(both.len());
        let hi = na.min(only_a.len());
        let x = between(lo, hi, &mut local);
        g.hands[a] = draw(&mut only_a, x, &mut local) | draw(&mut both, na - x, &mut local);
        let lo = nb.saturating_sub(both.len());
        let hi = nb.min(only_b.len());
        let y = between(lo, hi, &mut local);
        g.hands[b] = draw(&mut only_b, y, &mut local) | draw(&mut both, nb - y, &mut local);
        g.rng = GameRng::new(local.next_u64());
        g
    }
}
