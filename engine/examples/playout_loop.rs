//! Runs random playouts in a loop for profiling and quick timing:
//! `cargo run --release -p boardroom-engine --example playout_loop -- vendors 4 20000`

use std::time::Instant;

use boardroom_engine::random_playout;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng};

struct Loop {
    players: usize,
    playouts: u64,
}

impl GameVisitor for Loop {
    type Output = ();
    fn visit<G: Game>(self) {
        let start = G::setup(&Config::players(self.players), 1).expect("setup");
        let mut rng = GameRng::new(3);
        let mut buf = G::ActionList::default();
        let mut actions = 0usize;
        // Only the playouts are timed; each starts from a fresh seeded setup.
        let mut secs = 0.0;
        for seed in 0..self.playouts {
            let mut g = G::setup(&Config::players(self.players), seed).unwrap_or(start);
            let t = Instant::now();
            actions += random_playout(&mut g, &mut rng, &mut buf);
            secs += t.elapsed().as_secs_f64();
        }
        println!(
            "{} {}p: {} playouts, {:.1} actions each, {:.1} ns/action, {:.0} playouts/s, state {} bytes",
            G::INFO.id,
            self.players,
            self.playouts,
            actions as f64 / self.playouts as f64,
            secs * 1e9 / actions as f64,
            self.playouts as f64 / secs,
            std::mem::size_of::<G>()
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map(String::as_str).unwrap_or("vendors");
    let players = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let playouts = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    if let Err(e) = registry::dispatch(game, Loop { players, playouts }) {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
