//! The public ISMCTS searcher: root parallelism over worker searches, the
//! budget (iterations and/or wall time), cancellation and the final choice.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use boardroom_engine::{Game, GameRng, Observed};

use crate::config::{FinalChoice, SearchConfig};
use crate::math;
use crate::mix_seed;
use crate::search::{LineStep, RootEdge, Search, better, concrete_root};

/// Information Set MCTS over any [`Game`]. Each worker grows its own trees
/// from its own seed; their root statistics are summed, so a seed and an
/// iteration budget decide the result whatever the thread timing, and
/// whatever the cores: workers beyond them share a thread in turn.
pub struct Ismcts<G: Game> {
    config: SearchConfig,
    workers: Vec<Search<G>>,
    /// OS threads the workers may run on (at most one each).
    cores: usize,
    root: Option<G>,
    rng: GameRng,
    merged: Vec<RootEdge<G::Action>>,
}

impl<G: Game> Ismcts<G> {
    /// A search for `G`; a preset's budget and temperature become `G`'s
    /// rung ([`SearchConfig::for_game`]).
    pub fn new(config: SearchConfig) -> Self {
        let config = config.for_game::<G>();
        let threads = config.threads.max(1);
        let workers = (0..threads)
            .map(|i| {
                Search::new(SearchConfig {
                    seed: mix_seed(config.seed, i as u64),
                    ..config.clone()
                })
            })
            .collect();
        Ismcts {
            rng: GameRng::new(mix_seed(config.seed, u64::MAX)),
            config,
            workers,
            cores: machine_cores(),
            root: None,
            merged: Vec::new(),
        }
    }

    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Runs the workers on at most `cores` OS threads (default: the
    /// machine's; 1 keeps the search on the calling thread). Only speed
    /// changes: the same seed and budget play the same move.
    pub fn on_cores(mut self, cores: usize) -> Self {
        self.cores = cores.max(1);
        self
    }

    /// Starts a decision for the seat to move in `state` (see
    /// [`Search::set_root`]).
    pub fn set_root(&mut self, state: &G) {
        for w in &mut self.workers {
            w.set_root(state);
        }
        self.root = Some(*state);
    }

    /// Tells the search about an action applied to the game, for tree reuse.
    pub fn observe(&mut self, before: &G, action: G::Action) {
        for w in &mut self.workers {
            w.observe(before, action);
        }
    }

    /// Runs `n` more iterations split over the workers; for a game loop
    /// that searches a little every frame.
    pub fn run(&mut self, n: u64) -> u64 {
        self.run_until(n, None, None)
    }

    /// Runs up to `n` iterations split over the workers, stopping early at
    /// `deadline` or when `cancel` is set. Returns the iterations run.
    pub fn run_until(
        &mut self,
        n: u64,
        deadline: Option<Instant>,
        cancel: Option<&AtomicBool>,
    ) -> u64 {
        let t = self.workers.len() as u64;
        let share = move |i: usize| n / t + u64::from((i as u64) < n % t);
        let lanes = self.cores.min(self.workers.len()).max(1);
        if lanes == 1 {
            return run_lane(&mut self.workers, 0, share, deadline, cancel);
        }
        let per = self.workers.len().div_ceil(lanes);
        std::thread::scope(|s| {
            let mut iter = self.workers.chunks_mut(per).enumerate();
            let (_, first) = iter.next().expect("one worker");
            let handles: Vec<_> = iter
                .map(|(k, lane)| s.spawn(move || run_lane(lane, k * per, share, deadline, cancel)))
                .collect();
            let mut done = run_lane(first, 0, share, deadline, cancel);
            for h in handles {
                done += h.join().expect("search worker panicked");
            }
            done
        })
    }

    /// Runs the configured budget from `state` and returns the move:
    /// `set_root`, iterations and/or time, then [`Ismcts::choose`].
    pub fn search(&mut self, state: &G, cancel: Option<&AtomicBool>) -> G::Action {
        self.set_root(state);
        let deadline = self.config.time.map(|d| Instant::now() + d);
        let n = self
            .config
            .budget_at::<G>(state.num_players())
            .unwrap_or(u64::MAX);
        // Always run at least one iteration so there is a move to play.
        self.run_until(n.max(1), deadline, cancel);
        if self.root_visits() == 0 {
            self.run(1);
        }
        self.choose()
    }

    /// Iterations run since `set_root`, over all workers.
    pub fn iterations(&self) -> u64 {
        self.workers.iter().map(|w| w.iterations()).sum()
    }

    /// Visits of the root over all workers, reused ones included.
    pub fn root_visits(&self) -> u64 {
        self.workers.iter().map(|w| w.root_visits()).sum()
    }

    /// The root edges summed over workers, most visited first.
    pub fn root_stats(&mut self) -> &[RootEdge<G::Action>] {
        self.merged.clear();
        if self.root.is_none() {
            return &self.merged;
        }
        for w in &self.workers {
            for e in w.root_edges() {
                match self.merged.iter_mut().find(|m| m.key == e.key) {
                    Some(m) => {
                        m.visits += e.visits;
                        m.reward += e.reward;
                    }
                    None => self.merged.push(e),
                }
            }
        }
        self.merged.sort_by(|a, b| {
            if better(a, b) {
                core::cmp::Ordering::Less
            } else if better(b, a) {
                core::cmp::Ordering::Greater
            } else {
                core::cmp::Ordering::Equal
            }
        });
        &self.merged
    }

    /// The most visited line of the first worker's tree, at most `max`
    /// steps (see [`Search::principal_line`]).
    pub fn principal_line(&self, max: usize) -> Vec<LineStep<G::Action>> {
        self.workers[0].principal_line(max)
    }

    /// The searching seat and the state the current decision started from.
    pub fn root(&self) -> Option<&G> {
        self.root.as_ref()
    }

    /// The most visited action so far; `None` before any iteration.
    pub fn best_action(&mut self) -> Option<G::Action> {
        let root = self.root?;
        let seat = root.to_move();
        let key = self.root_stats().first()?.key;
        Some(concrete_root(&root, key, player(seat)))
    }

    /// The move to play: the most visited, or with a temperature above 0 a
    /// draw weighted by visits^(1/temperature).
    pub fn choose(&mut self) -> G::Action {
        let root = self.root.expect("set_root first");
        let seat = player(root.to_move());
        let temperature = self.config.temperature;
        let final_choice = self.config.final_choice;
        let mut u = 0.0;
        if temperature > 0.0 {
            u = rand::RngExt::random::<f64>(&mut self.rng);
        }
        let stats = self.root_stats();
        let Some(first) = stats.first() else {
            return fallback(&root);
        };
        let mut key: Observed<G::Action> = first.key;
        if temperature <= 0.0 && final_choice == FinalChoice::Mean {
            // Sorted most visited first: the floor is a tenth of the top.
            let floor = first.visits.div_ceil(10).max(1);
            let mean = |e: &RootEdge<G::Action>| e.reward / e.visits.max(1) as f64;
            let mut best = first;
            for e in stats.iter().filter(|e| e.visits >= floor) {
                if mean(e) > mean(best) {
                    best = e;
                }
            }
            key = best.key;
        }
        if temperature > 0.0 {
            let w = |e: &RootEdge<G::Action>| math::powf(e.visits as f64, 1.0 / temperature);
            let total: f64 = stats.iter().map(w).sum();
            let mut x = u * total;
            for e in stats {
                x -= w(e);
                if x <= 0.0 {
                    key = e.key;
                    break;
                }
            }
        }
        concrete_root(&root, key, seat)
    }
}

fn player(t: boardroom_engine::ToMove) -> u8 {
    match t {
        boardroom_engine::ToMove::Player(p) => p,
        boardroom_engine::ToMove::Terminal => 0,
    }
}

fn fallback<G: Game>(root: &G) -> G::Action {
    let mut buf = G::ActionList::default();
    root.legal_actions(&mut buf);
    buf[0]
}

/// The threads a search may run on: the machine's cores, or one on a
/// WebAssembly target without shared memory, which cannot start threads.
fn machine_cores() -> usize {
    if cfg!(all(target_family = "wasm", not(target_feature = "atomics"))) {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Iterations a lane's workers run in turn before the next takes over, so
/// a deadline shared by workers on one thread splits the time among them.
const SLICE: u64 = 64;

/// Runs each worker of `lane` (worker `first` onwards) its `share`, a
/// slice at a time in turn; a worker's iterations do not depend on how its
/// run is sliced. Stops early at the deadline or when cancelled.
fn run_lane<G: Game>(
    lane: &mut [Search<G>],
    first: usize,
    share: impl Fn(usize) -> u64,
    deadline: Option<Instant>,
    cancel: Option<&AtomicBool>,
) -> u64 {
    if let [only] = lane {
        return only.run_until(share(first), deadline, cancel);
    }
    let mut done = 0;
    for round in 0.. {
        let start = round * SLICE;
        let mut more = false;
        for (k, w) in lane.iter_mut().enumerate() {
            let want = share(first + k).saturating_sub(start).min(SLICE);
            if want == 0 {
                continue;
            }
            more = true;
            let ran = w.run_until(want, deadline, cancel);
            done += ran;
            if ran < want {
                return done;
            }
        }
        if !more {
            break;
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use boardroom_engine::emergent::Emergent;
    use boardroom_engine::{Config, Rules};

    use super::*;

    /// Trees sharing a core under a time-only budget each get a part of
    /// the time, not the first tree all of it.
    #[test]
    fn trees_sharing_a_core_share_the_time() {
        let state = Emergent::setup(&Config::players(2), 1).unwrap();
        let mut s = Ismcts::<Emergent>::new(SearchConfig {
            iterations: None,
            time: Some(Duration::from_millis(100)),
            threads: 3,
            ..SearchConfig::default()
        })
        .on_cores(1);
        s.search(&state, None);
        let each: Vec<u64> = s.workers.iter().map(|w| w.iterations()).collect();
        assert!(each.iter().all(|&n| n >= SLICE), "{each:?}");
        let (lo, hi) = (each.iter().min().unwrap(), each.iter().max().unwrap());
        assert!(hi - lo <= SLICE, "{each:?}");
    }
}
