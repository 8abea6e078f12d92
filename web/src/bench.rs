//! The same workloads timed natively (`examples/bench.rs`) and in the
//! browser (`www/bench.html`), so their ratio compares like with like. The
//! caller keeps the clock: `Instant` natively, `performance.now()` in the
//! page.

use boardroom_ai::{Ismcts, Preset, SearchConfig};
use boardroom_engine::random_playout;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng};

struct Playouts {
    players: usize,
    games: u64,
}

impl GameVisitor for Playouts {
    type Output = Result<u64, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let mut rng = GameRng::new(3);
        let mut buf = G::ActionList::default();
        let mut actions = 0;
        for seed in 0..self.games {
            let mut g =
                G::setup(&Config::players(self.players), seed).map_err(|e| e.to_string())?;
            actions += random_playout(&mut g, &mut rng, &mut buf) as u64;
        }
        Ok(actions)
    }
}

/// Plays `games` random games of `id` from seeded setups; returns the
/// actions applied (setups are included in the time, as they are cheap).
pub fn random_playouts(id: &str, players: usize, games: u64) -> Result<u64, String> {
    registry::dispatch(id, Playouts { players, games }).map_err(|e| e.to_string())?
}

struct Search {
    players: usize,
    iterations: u64,
}

impl GameVisitor for Search {
    type Output = Result<u64, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let state = G::setup(&Config::players(self.players), 7).map_err(|e| e.to_string())?;
        let config = SearchConfig {
            threads: 1,
            time: None,
            iterations: Some(self.iterations),
            ..Preset::Hard.config()
        };
        let mut s = Ismcts::new(config);
        s.set_root(&state);
        Ok(s.run(self.iterations))
    }
}

/// Runs `iterations` of the hard preset's ISMCTS (one thread) from the
/// opening of `id`; returns the iterations run.
pub fn ismcts_iterations(id: &str, players: usize, iterations: u64) -> Result<u64, String> {
    registry::dispatch(
        id,
        Search {
            players,
            iterations,
        },
    )
    .map_err(|e| e.to_string())?
}
