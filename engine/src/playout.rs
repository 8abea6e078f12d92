//! The allocation-free random playout that benchmarks, speed probes and the
//! allocation test share.

use crate::game::{Game, ToMove};
use crate::rng::GameRng;

/// Plays `state` to the end with uniformly random legal actions; returns the
/// number of actions applied. Allocation free.
#[inline]
pub fn random_playout<G: Game>(state: &mut G, rng: &mut GameRng, buf: &mut G::ActionList) -> usize {
    let mut n = 0;
    while let ToMove::Player(_) = state.to_move() {
        state.legal_actions(buf);
        let a = buf[rng.below(buf.len() as u32) as usize];
        state.apply_legal(a);
        n += 1;
    }
    n
}
