//! Replaying the hidden steps another seat has taken, for a
//! determinization: uniformly, or as the game's heuristic would take them
//! (`Determinize::determinize_heuristic`).

use crate::game::Heuristic;
use crate::rng::GameRng;

/// How often a heuristic replay takes a uniform legal step instead: some
/// heuristics choose from public figures alone (Spiel des Jahres' bids),
/// and without these steps every world would hold the same choice.
pub(crate) const UNIFORM_ONE_IN: u32 = 4;

/// One hidden step of the seat to move in `g`, among `legal` (not empty):
/// uniform, or, when `heuristic`, mostly the heuristic's choice if it is
/// among them. Without `heuristic` it takes exactly the draws a uniform
/// replay takes, so `determinize` is unchanged.
pub(crate) fn replay_step<G: Heuristic>(
    g: &G,
    legal: &[G::Action],
    heuristic: bool,
    rng: &mut GameRng,
) -> G::Action {
    if heuristic && rng.below(UNIFORM_ONE_IN) != 0 {
        let a = g.heuristic_action(rng);
        if legal.contains(&a) {
            return a;
        }
    }
    legal[rng.below(legal.len() as u32) as usize]
}
