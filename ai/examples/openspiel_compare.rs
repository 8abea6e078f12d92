//! Boardroom's side of `tools/openspiel/run compare`, on `oh-hell`:
//!
//! - random playouts per second: each playout is a fresh `setup` (the chance
//!   draws: tricks, dealer, deal, trump) plus a uniformly random game, as
//!   OpenSpiel's `evaluate_bots` with uniform random bots plays from its
//!   initial state (its chance nodes included);
//! - ISMCTS iterations per second from the first decision of the deals of
//!   the given seeds (the script feeds the same deals to OpenSpiel): a fresh
//!   SO-ISMCTS search per decision, random rollouts, one thread, the given
//!   exploration constant, timed like OpenSpiel's `ISMCTSBot.step`.
//!
//! `cargo run --release -p boardroom-ai --example openspiel_compare -- \
//!    SECONDS UCT SEEDS ITERS[,ITERS...]` prints one JSON object.

use boardroom_engine::prelude::*;
use std::time::Instant;

use boardroom_ai::{Ismcts, Mode, Rollout, SearchConfig};
use boardroom_engine::oh_hell::OhHell;
use boardroom_engine::{Config, GameRng, random_playout};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let secs: f64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let uct: f64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2.0);
    let seeds: Vec<u64> = args
        .get(2)
        .map_or("1,2,3,4,5", String::as_str)
        .split(',')
        .map(|s| s.parse().expect("seed"))
        .collect();
    let budgets: Vec<u64> = args
        .get(3)
        .map_or("1000,10000", String::as_str)
        .split(',')
        .map(|s| s.parse().expect("iterations"))
        .collect();
    let config = Config::players(3);

    // Random playouts, each from a fresh deal.
    let mut rng = GameRng::new(7);
    let mut buf = <OhHell as Rules>::ActionList::default();
    let (mut playouts, mut actions) = (0u64, 0u64);
    let t = Instant::now();
    while t.elapsed().as_secs_f64() < secs {
        for _ in 0..256 {
            let mut g = OhHell::setup(&config, playouts).expect("setup");
            actions += random_playout(&mut g, &mut rng, &mut buf) as u64;
            playouts += 1;
        }
    }
    let elapsed = t.elapsed().as_secs_f64();
    let mut out = format!(
        "{{\"playouts_per_sec\": {:.1}, \"ns_per_action\": {:.2}, \"ismcts\": [",
        playouts as f64 / elapsed,
        elapsed * 1e9 / actions as f64
    );

    // ISMCTS from the first decision of each seed's deal.
    for (i, &n) in budgets.iter().enumerate() {
        let mut total = 0.0;
        for &seed in &seeds {
            let state = OhHell::setup(&config, seed).expect("setup");
            let t = Instant::now();
            let mut search = Ismcts::<OhHell>::new(SearchConfig {
                mode: Mode::SingleObserver,
                exploration: Some(uct),
                rollout: Rollout::Random,
                iterations: Some(n),
                threads: 1,
                seed,
                ..SearchConfig::default()
            });
            std::hint::black_box(search.search(&state, None));
            total += t.elapsed().as_secs_f64();
            assert_eq!(search.iterations(), n);
        }
        let sep = if i == 0 { "" } else { ", " };
        out.push_str(&format!(
            "{sep}{{\"iterations\": {n}, \"searches\": {}, \"seconds\": {total:.6}, \"iters_per_sec\": {:.1}}}",
            seeds.len(),
            (n * seeds.len() as u64) as f64 / total
        ));
    }
    out.push_str("]}");
    println!("{out}");
}
