//! `boardroom bench`: how fast a game runs and how fast the AI searches it,
//! with allocation counts from the binary's counting allocator.

use std::time::{Duration, Instant};

use boardroom_ai::alloc_count::thread_allocations;
use boardroom_ai::{Ismcts, Preset, Search, SearchConfig};
use boardroom_engine::random_playout;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};
use serde::Serialize;

use crate::Usage;
use crate::options::GameArgs;

/// How long each throughput measurement runs.
const WINDOW: Duration = Duration::from_millis(700);

struct Bench {
    config: Config,
}

/// The measurements; serialized as the `--json` output with `game` and
/// `players` first.
#[derive(Debug, Serialize)]
struct Report {
    game: &'static str,
    players: usize,
    state_bytes: usize,
    ns_per_action: f64,
    playouts_per_sec: f64,
    allocs_per_playout: f64,
    ismcts_iters_per_sec_1t: f64,
    ismcts_iters_per_sec_all: f64,
    #[serde(skip)]
    threads: usize,
    allocs_per_iteration: f64,
    hard_decision_ms: f64,
}

/// Positions spread over a heuristic-free random game, for the decision
/// timing.
fn positions<G: Game>(start: &G, count: usize) -> Vec<G> {
    let mut g = *start;
    let mut rng = GameRng::new(17);
    let mut buf = G::ActionList::default();
    let mut all = Vec::new();
    while let ToMove::Player(_) = g.to_move() {
        all.push(g);
        g.legal_actions(&mut buf);
        let _ = g.apply(buf[rng.below(buf.len() as u32) as usize]);
    }
    let step = (all.len() / count).max(1);
    all.into_iter().step_by(step).take(count).collect()
}

impl GameVisitor for Bench {
    type Output = Result<Report, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let start = G::setup(&self.config, 1).map_err(|e| e.to_string())?;
        let mut rng = GameRng::new(1);
        let mut buf = G::ActionList::default();

        // Random playouts from the start.
        let mut warm = start;
        random_playout(&mut warm, &mut rng, &mut buf);
        let (mut playouts, mut actions) = (0u64, 0u64);
        let allocs = thread_allocations();
        let t = Instant::now();
        while t.elapsed() < WINDOW {
            let mut g = start;
            actions += random_playout(&mut g, &mut rng, &mut buf) as u64;
            playouts += 1;
        }
        let secs = t.elapsed().as_secs_f64();
        let allocs_per_playout = (thread_allocations() - allocs) as f64 / playouts as f64;

        // ISMCTS from the start, one worker, then all cores.
        let config = SearchConfig {
            iterations: None,
            ..Default::default()
        };
        let mut search = Search::<G>::new(SearchConfig {
            node_capacity: 400_000,
            ..config.clone()
        });
        search.set_root(&start);
        search.run(200);
        let allocs = thread_allocations();
        let t = Instant::now();
        let mut iters = 0u64;
        while t.elapsed() < WINDOW {
            iters += search.run(100);
        }
        let iters_1t = iters as f64 / t.elapsed().as_secs_f64();
        let allocs_per_iteration = (thread_allocations() - allocs) as f64 / iters as f64;

        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut par = Ismcts::<G>::new(SearchConfig {
            threads,
            time: Some(WINDOW),
            ..config
        });
        par.set_root(&start);
        let t = Instant::now();
        let iters = par.run_until(u64::MAX, Some(t + WINDOW), None);
        let iters_all = iters as f64 / t.elapsed().as_secs_f64();

        // The hard preset's decision time over positions across a game.
        let mut hard = Ismcts::<G>::new(Preset::Hard.config());
        let spots = positions(&start, 8);
        let t = Instant::now();
        for p in &spots {
            hard.search(p, None);
        }
        let hard_ms = t.elapsed().as_secs_f64() * 1000.0 / spots.len() as f64;

        Ok(Report {
            game: G::INFO.id,
            players: self.config.players,
            state_bytes: core::mem::size_of::<G>(),
            ns_per_action: secs * 1e9 / actions.max(1) as f64,
            playouts_per_sec: playouts as f64 / secs,
            allocs_per_playout,
            ismcts_iters_per_sec_1t: iters_1t,
            ismcts_iters_per_sec_all: iters_all,
            threads,
            allocs_per_iteration,
            hard_decision_ms: hard_ms,
        })
    }
}

/// `boardroom bench GAME --players N [--json]`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    #[command(flatten)]
    pub game: GameArgs,
    #[arg(long)]
    pub json: bool,
}

pub fn run(a: Args) -> Result<(), Usage> {
    let (info, config) = a.game.resolve()?;
    let json = a.json;
    let players = config.players;
    let r = registry::dispatch(info.id, Bench { config })
        .map_err(|e| Usage(e.to_string()))?
        .map_err(Usage)?;
    if json {
        println!("{}", serde_json::to_string(&r).expect("plain data"));
    } else {
        println!("{} with {players} players", info.id);
        println!("  state size              {} bytes", r.state_bytes);
        println!(
            "  apply (random playout)  {:.0} ns per action",
            r.ns_per_action
        );
        println!(
            "  random playouts         {:.0} per second",
            r.playouts_per_sec
        );
        println!(
            "  allocations             {:.3} per playout",
            r.allocs_per_playout
        );
        println!(
            "  ISMCTS, 1 thread        {:.0} iterations per second",
            r.ismcts_iters_per_sec_1t
        );
        println!(
            "  ISMCTS, {} threads       {:.0} iterations per second",
            r.threads, r.ismcts_iters_per_sec_all
        );
        println!(
            "  allocations             {:.4} per iteration",
            r.allocs_per_iteration
        );
        println!(
            "  hard preset             {:.1} ms per decision",
            r.hard_decision_ms
        );
    }
    Ok(())
}
