//! How often a preset's wall-time cap cuts its iteration budget on this
//! machine. A cut decision no longer replays from its seed, and a preset whose
//! cap binds plays weaker than the ladder measured at its full budget.
//!
//! `cargo run --release -p boardroom-ai --example preset_cap -- GAME PLAYERS PRESET GAMES [SEED [ITERS]]`
//! plays GAMES games with PRESET in every seat (with its trees: expert's
//! two take two cores where there are two, so run it alone; ITERS replaces
//! its budget, the cap stays) and prints the decisions searched, the share the cap cut, the
//! mean iterations run, and the slowest decision. GAME `all` runs every
//! game at every player count.

use std::time::Instant;

use boardroom_ai::config::Preset;
use boardroom_ai::{Ismcts, SearchConfig};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, ToMove};

struct Cap {
    players: usize,
    preset: Preset,
    games: u64,
    seed: u64,
    iterations: Option<u64>,
}

impl GameVisitor for Cap {
    type Output = ();
    fn visit<G: Game>(self) {
        let mut decisions = 0u64;
        let mut cut = 0u64;
        let mut slowest = 0f64;
        let mut total = 0f64;
        let mut iterations = 0u64;
        let mut budget = 0;
        for game in 0..self.games {
            let seed = self.seed.wrapping_add(game);
            let mut state = G::setup(&Config::players(self.players), seed).expect("setup");
            let mut seats: Vec<Ismcts<G>> = (0..self.players)
                .map(|s| {
                    let mut config = SearchConfig {
                        seed: seed * 16 + s as u64,
                        ..self.preset.config()
                    };
                    if let Some(n) = self.iterations {
                        // An explicit budget replaces the game's rung.
                        config.iterations = Some(n);
                        config.preset_budget = false;
                    }
                    Ismcts::new(config)
                })
                .collect();
            budget = seats[0]
                .config()
                .budget_at::<G>(self.players)
                .unwrap_or(u64::MAX);
            while let ToMove::Player(p) = state.to_move() {
                let search = &mut seats[p as usize];
                let t = Instant::now();
                let a = search.search(&state, None);
                let ms = t.elapsed().as_secs_f64() * 1e3;
                decisions += 1;
                total += ms;
                iterations += search.iterations();
                slowest = slowest.max(ms);
                if search.iterations() < budget {
                    cut += 1;
                }
                let before = state;
                state.apply(a).expect("a legal move");
                for s in &mut seats {
                    s.observe(&before, a);
                }
            }
        }
        println!(
            "{} {}p {}: {} iterations, cap {:?}; {} decisions, {} cut ({:.1}%), mean {:.0} iterations, mean {:.1} ms, slowest {:.1} ms",
            G::INFO.id,
            self.players,
            self.preset,
            budget,
            self.preset.config().time.unwrap_or_default(),
            decisions,
            cut,
            100.0 * cut as f64 / decisions.max(1) as f64,
            iterations as f64 / decisions.max(1) as f64,
            total / decisions.max(1) as f64,
            slowest
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map(String::as_str).unwrap_or("value-crafter");
    let players = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let preset: Preset = match args.get(2).map(String::as_str).unwrap_or("hard").parse() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let games = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let seed = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(1);
    let iterations = args.get(5).and_then(|s| s.parse().ok());
    let games_of = |id: &str| -> Vec<(String, usize)> {
        if id != "all" {
            return vec![(id.to_string(), players)];
        }
        registry::GAMES
            .iter()
            .flat_map(|g| (g.min_players..=g.max_players).map(|p| (g.id.to_string(), p as usize)))
            .collect()
    };
    for (id, players) in games_of(game) {
        let cap = Cap {
            players,
            preset,
            games,
            seed,
            iterations,
        };
        if let Err(e) = registry::dispatch(&id, cap) {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}
