//! Emergent (Brandon Stoker, Stoken Games 2017), a supply chain strategy
//! game: the full game (`emergent`) and the Fast Play version
//! (`emergent-fastplay`), sharing the map and content in `map`.
//! Rules and every decision the rulebook leaves open: docs/rules/emergent.md.

pub mod fastplay;
pub mod full;
pub mod map;

pub use fastplay::FastPlay;
pub use full::Emergent;

/// The heuristic's share of the wins in `games` games against random
/// players in every other seat (rotating its seat).
#[cfg(test)]
pub(crate) fn heuristic_share_against_random<G: crate::game::Game>(
    players: usize,
    games: u64,
) -> f64 {
    use crate::game::{Config, ToMove};
    let mut rng = crate::rng::GameRng::new(1);
    let mut wins = 0.0;
    let mut buf = G::ActionList::default();
    for seed in 0..games {
        let mut g = G::setup(&Config::players(players), seed).unwrap();
        let me = (seed % players as u64) as u8;
        while let ToMove::Player(p) = g.to_move() {
            let a = if p == me {
                g.heuristic_action(&mut rng)
            } else {
                g.legal_actions(&mut buf);
                buf[rng.below(buf.len() as u32) as usize]
            };
            g.apply(a).unwrap();
        }
        wins += g.returns()[me as usize];
    }
    wins / games as f64
}
