//! `boardroom tune`: searches the AI's settings for one game by successive
//! halving with intervals against a fixed opponent pool.
//!
//! Why successive halving: each evaluation is a noisy match, so a tuner
//! must spend games where they tell candidates apart. Every round plays the
//! same deals (common random numbers) for every surviving candidate, keeps
//! the better half by win share over all the games it has played, and
//! doubles the games per candidate. The game's current settings stay in
//! every round as the control, so the final table compares the winner with
//! today's choice on the same deals, with Wilson 95% intervals.

use std::fmt::Write as _;

use boardroom_ai::mix_seed;
use boardroom_ai::settings::Tuned;
use boardroom_ai::stats::wilson95;
use boardroom_ai::tournament::{ArenaSettings, arena};
use boardroom_ai::{AgentSpec, Mode, SearchSettings};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng};
use serde::Serialize;

use crate::Usage;
use crate::progress::Progress;

/// `boardroom tune GAME --players N [...]`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    #[command(flatten)]
    pub game: crate::options::GameArgs,
    /// Iterations per decision for every candidate (and the pool's search).
    #[arg(long, default_value_t = 1000)]
    pub iters: u64,
    /// Candidates drawn from the space (the game's current settings come
    /// on top, as the control).
    #[arg(long, default_value_t = 16)]
    pub candidates: usize,
    /// Draw the candidates among the current settings' neighbours (one
    /// setting changed at a time) instead of the whole space: a local
    /// search that says which single change helps.
    #[arg(long)]
    pub neighbours: bool,
    /// Games each candidate plays in the first round (doubled every round).
    #[arg(long, default_value_t = 20)]
    pub games: usize,
    /// The opponents filling the other seats, in turn: comma-separated
    /// agents; `current` is the game's current settings at `--iters`.
    #[arg(long, default_value = "current")]
    pub pool: String,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played in parallel (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print one JSON object on stdout instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// One point of the settings space.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Candidate {
    pub exploration: f64,
    pub heuristic_rollouts: bool,
    pub heuristic_expansion: bool,
    pub score_weight: f64,
    /// Rollout cut-off in actions (0: play to the end).
    pub cutoff: u32,
    pub mode: &'static str,
    pub opponents: &'static str,
    /// The learned prior's PUCT weight and the learned value's weight
    /// (varied only in games with a net in `ai/nets/`).
    pub prior: f64,
    pub value: f64,
    /// The learned prior's softmax temperature (1: the net's own).
    pub prior_temperature: f64,
}

const PTEMP: [f64; 3] = [1.0, 1.5, 2.0];
const PRIOR: [f64; 4] = [0.0, 0.5, 1.0, 2.0];
const VALUE: [f64; 3] = [0.0, 0.5, 1.0];
const EXPLORATION: [f64; 6] = [0.2, 0.3, 0.4, 0.6, 0.8, 1.2];
const SCORE: [f64; 4] = [0.0, 0.2, 0.5, 0.8];
const CUTOFF: [u32; 3] = [0, 20, 60];
const MODES: [&str; 3] = ["so", "mo", "is"];
const OPPONENTS: [&str; 2] = ["tree", "policy"];

impl Candidate {
    /// The game's row as it plays at `iters` iterations per decision with
    /// `players` players.
    fn current(s: &SearchSettings, iters: u64, players: usize) -> Candidate {
        Candidate {
            exploration: s.exploration,
            heuristic_rollouts: s.heuristic_rollouts,
            heuristic_expansion: s.heuristic_expansion,
            score_weight: s.score_weight,
            cutoff: 0,
            mode: match s.tree.for_budget(Some(iters), players) {
                Mode::MultiObserver => "mo",
                Mode::InfoSet => "is",
                Mode::SingleObserver | Mode::Auto => "so",
            },
            opponents: if s.policy_opponents { "policy" } else { "tree" },
            prior: s.prior,
            value: s.value_weight,
            prior_temperature: s.prior_temperature,
        }
    }

    /// A point drawn from the space; `learned`: the game has a net, so
    /// its weights are drawn too (otherwise they stay 0).
    fn random(rng: &mut GameRng, learned: bool) -> Candidate {
        fn pick<T: Copy>(rng: &mut GameRng, xs: &[T]) -> T {
            xs[rng.below(xs.len() as u32) as usize]
        }
        Candidate {
            exploration: pick(rng, &EXPLORATION),
            heuristic_rollouts: pick(rng, &[false, true]),
            heuristic_expansion: pick(rng, &[false, true]),
            score_weight: pick(rng, &SCORE),
            cutoff: pick(rng, &CUTOFF),
            mode: pick(rng, &MODES),
            opponents: pick(rng, &OPPONENTS),
            prior: if learned { pick(rng, &PRIOR) } else { 0.0 },
            value: if learned { pick(rng, &VALUE) } else { 0.0 },
            prior_temperature: if learned { pick(rng, &PTEMP) } else { 1.0 },
        }
    }

    /// Every point that differs from `self` in exactly one setting (the
    /// learned weights only when `learned`).
    fn neighbours(&self, learned: bool) -> Vec<Candidate> {
        let mut out = Vec::new();
        let mut push = |c: Candidate| {
            if c != *self && !out.contains(&c) {
                out.push(c);
            }
        };
        for exploration in EXPLORATION {
            push(Candidate {
                exploration,
                ..*self
            });
        }
        push(Candidate {
            heuristic_rollouts: !self.heuristic_rollouts,
            ..*self
        });
        push(Candidate {
            heuristic_expansion: !self.heuristic_expansion,
            ..*self
        });
        for score_weight in SCORE {
            push(Candidate {
                score_weight,
                ..*self
            });
        }
        for cutoff in CUTOFF {
            push(Candidate { cutoff, ..*self });
        }
        for mode in MODES {
            push(Candidate { mode, ..*self });
        }
        for opponents in OPPONENTS {
            push(Candidate { opponents, ..*self });
        }
        if learned {
            for prior in PRIOR {
                push(Candidate { prior, ..*self });
            }
            for value in VALUE {
                push(Candidate { value, ..*self });
            }
            for prior_temperature in PTEMP {
                push(Candidate {
                    prior_temperature,
                    ..*self
                });
            }
        }
        out
    }

    /// The agent spec that plays these settings at `iters` iterations.
    pub fn spec(&self, iters: u64) -> String {
        let mut s = format!(
            "ismcts:iters={iters},c={},rollout={},expand={},score={},mode={},opp={}",
            self.exploration,
            if self.heuristic_rollouts {
                "heuristic"
            } else {
                "random"
            },
            if self.heuristic_expansion {
                "heuristic"
            } else {
                "random"
            },
            self.score_weight,
            self.mode,
            self.opponents,
        );
        if self.cutoff > 0 {
            let _ = write!(s, ",cutoff={}", self.cutoff);
        }
        // Always explicit: 0 must override a row that uses the net.
        let _ = write!(
            s,
            ",prior={},value={},ptemp={}",
            self.prior, self.value, self.prior_temperature
        );
        s
    }

    /// Whether the game's settings table can hold this point as it is
    /// (its rows carry exploration, rollouts, expansion, score weight, tree
    /// and the opponents' policy; the cut-off is generic today).
    pub fn fits_table(&self) -> bool {
        self.cutoff == 0
    }

    /// The settings table row (`ai/src/settings.rs`).
    pub fn table_row(&self) -> String {
        format!(
            "SearchSettings {{ exploration: {:?}, heuristic_rollouts: {}, heuristic_expansion: {}, score_weight: {:?}, tree: TreeChoice::always(Mode::{}), policy_opponents: {}, prior: {:?}, value_weight: {:?}, prior_temperature: {:?}, ..SearchSettings::GENERIC }}",
            self.exploration,
            self.heuristic_rollouts,
            self.heuristic_expansion,
            self.score_weight,
            match self.mode {
                "so" => "SingleObserver",
                "mo" => "MultiObserver",
                _ => "InfoSet",
            },
            self.opponents == "policy",
            self.prior,
            self.value,
            self.prior_temperature,
        )
    }
}

/// A candidate's running tally.
#[derive(Clone, Debug, Serialize)]
pub struct Tally {
    pub candidate: Candidate,
    pub spec: String,
    pub is_current: bool,
    pub games: usize,
    pub win_share: f64,
    pub ci95: [f64; 2],
    /// The last round it played (0-based); survivors reach the final one.
    pub last_round: usize,
    #[serde(skip)]
    wins: f64,
}

impl Tally {
    fn add(&mut self, share: f64, games: usize, round: usize) {
        self.wins += share * games as f64;
        self.games += games;
        self.win_share = self.wins / self.games as f64;
        let (lo, hi) = wilson95(self.win_share, self.games);
        self.ci95 = [lo, hi];
        self.last_round = round;
    }
}

/// The `--json` output and what the table prints.
#[derive(Serialize)]
pub struct Report {
    pub game: String,
    pub players: usize,
    pub iters: u64,
    pub pool: Vec<String>,
    pub rounds: usize,
    /// Every candidate, best first (survivors of later rounds first).
    pub candidates: Vec<Tally>,
    /// The even share against the pool.
    pub even: f64,
}

/// The number of drawn candidates in each round: halved (rounded up) until
/// two remain (the control plays every round on top).
fn round_sizes(n: usize) -> Vec<usize> {
    let mut sizes = vec![n];
    let mut k = n;
    while k > 2 {
        k = k.div_ceil(2);
        sizes.push(k);
    }
    sizes
}

struct Tuner<'a> {
    args: &'a Args,
    config: &'a Config,
    pool: &'a [String],
    threads: usize,
    progress: &'a Progress,
}

impl GameVisitor for Tuner<'_> {
    type Output = Result<Report, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let a = self.args;
        let players = self.config.players;
        let current = Candidate::current(&G::SEARCH, a.iters, players);
        let learned = boardroom_ai::net::builtin(G::INFO.id, players).is_some();
        let mut rng = GameRng::new(mix_seed(a.seed, 77));
        let mut tallies = vec![new_tally(current, a.iters, true)];
        if a.neighbours {
            let mut all = current.neighbours(learned);
            rng.shuffle(&mut all);
            all.truncate(a.candidates);
            tallies.extend(all.into_iter().map(|c| new_tally(c, a.iters, false)));
        }
        while tallies.len() < a.candidates + 1 && !a.neighbours {
            let c = Candidate::random(&mut rng, learned);
            if tallies.iter().all(|t| t.candidate != c) {
                tallies.push(new_tally(c, a.iters, false));
            }
        }
        let pool: Vec<AgentSpec> = self
            .pool
            .iter()
            .map(|p| AgentSpec::parse(p))
            .collect::<Result<_, _>>()?;

        // Drawn survivors by index (1..); the control (index 0) plays every
        // round on top, so the games are known in advance.
        let mut alive: Vec<usize> = (1..tallies.len()).collect();
        let sizes = round_sizes(tallies.len() - 1);
        for round in 0..sizes.len() {
            let games = a.games << round;
            for i in std::iter::once(0).chain(alive.iter().copied()) {
                let mut specs = vec![AgentSpec::parse(&tallies[i].spec)?];
                specs.extend((1..players).map(|s| pool[(s - 1) % pool.len()].clone()));
                let settings = ArenaSettings {
                    config: self.config.clone(),
                    games,
                    // The same deals for every candidate of a round.
                    seed: mix_seed(a.seed, round as u64 + 1),
                    threads: self.threads,
                    duplicate: false,
                };
                let reports = arena::<G>(&specs, &settings, &|| self.progress.inc())?;
                tallies[i].add(reports[0].expected_share, games, round);
            }
            if round + 1 < sizes.len() {
                alive.sort_by(|&x, &y| tallies[y].win_share.total_cmp(&tallies[x].win_share));
                alive.truncate(sizes[round + 1]);
            }
        }
        let rounds = sizes.len();
        tallies.sort_by(|x, y| {
            y.last_round
                .cmp(&x.last_round)
                .then(y.win_share.total_cmp(&x.win_share))
        });
        Ok(Report {
            game: G::INFO.id.to_string(),
            players,
            iters: a.iters,
            pool: self.pool.to_vec(),
            rounds,
            candidates: tallies,
            even: 1.0 / players as f64,
        })
    }
}

/// A game's settings row, by id.
struct SearchOf;

impl GameVisitor for SearchOf {
    type Output = SearchSettings;
    fn visit<G: Game>(self) -> SearchSettings {
        G::SEARCH
    }
}

fn new_tally(candidate: Candidate, iters: u64, is_current: bool) -> Tally {
    Tally {
        spec: candidate.spec(iters),
        candidate,
        is_current,
        games: 0,
        win_share: 0.0,
        ci95: [0.0, 1.0],
        last_round: 0,
        wins: 0.0,
    }
}

/// Total games the run plays: each round's drawn candidates plus the
/// control, times that round's games.
fn total_games(candidates: usize, games: usize) -> usize {
    round_sizes(candidates)
        .iter()
        .enumerate()
        .map(|(r, &k)| (k + 1) * (games << r))
        .sum()
}

/// The pool's specs, comma-separated like `--seats`, with `current`
/// standing for the plain search at `iters` (which takes every setting
/// from the game's table).
fn pool_specs(pool: &str, iters: u64) -> Result<Vec<String>, Usage> {
    let plain = format!("ismcts:iters={iters}");
    let text: Vec<String> = pool
        .split(',')
        .map(|p| {
            if p.trim() == "current" {
                plain.clone()
            } else {
                p.trim().to_string()
            }
        })
        .collect();
    let specs =
        AgentSpec::parse_list(&text.join(",")).map_err(|e| Usage(format!("bad --pool: {e}")))?;
    Ok(specs.into_iter().map(|s| s.text).collect())
}

pub fn run(a: Args) -> Result<(), Usage> {
    let (info, config) = a.game.resolve()?;
    if a.candidates == 0 || a.games == 0 || a.iters == 0 {
        return Err(Usage(
            "--candidates, --games and --iters must be at least 1".into(),
        ));
    }
    if a.candidates > 256 {
        return Err(Usage("--candidates must be at most 256".into()));
    }
    let pool = pool_specs(&a.pool, a.iters)?;
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let drawn = if a.neighbours {
        let search = registry::dispatch(info.id, SearchOf).map_err(|e| Usage(e.to_string()))?;
        a.candidates.min(
            Candidate::current(&search, a.iters, config.players)
                .neighbours(boardroom_ai::net::builtin(info.id, config.players).is_some())
                .len(),
        )
    } else {
        a.candidates
    };
    let progress = Progress::new("tune", "games", total_games(drawn, a.games));
    let report = registry::dispatch(
        info.id,
        Tuner {
            args: &a,
            config: &config,
            pool: &pool,
            threads,
            progress: &progress,
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)?;
    progress.finish();
    if a.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).expect("serializable")
        );
    } else {
        print!("{}", table(&report));
    }
    Ok(())
}

/// The human-readable result: candidates best first, the control marked,
/// and the verdict on the winner against the control.
pub fn table(r: &Report) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}, {} players, {} iterations per decision; pool: {}; {} rounds (even share {:.3})",
        r.game,
        r.players,
        r.iters,
        r.pool.join(" | "),
        r.rounds,
        r.even
    );
    let _ = writeln!(
        s,
        "{:<4} {:>6} {:>10} {:>16}  settings",
        "rank", "games", "win share", "95% interval"
    );
    for (i, t) in r.candidates.iter().enumerate() {
        let _ = writeln!(
            s,
            "{:<4} {:>6} {:>10.3} {:>16}  {}{}",
            i + 1,
            t.games,
            t.win_share,
            format!("[{:.3}, {:.3}]", t.ci95[0], t.ci95[1]),
            t.spec,
            if t.is_current { "  (current)" } else { "" }
        );
    }
    let best = &r.candidates[0];
    let control = r
        .candidates
        .iter()
        .find(|t| t.is_current)
        .expect("the control is a candidate");
    if best.is_current {
        let _ = writeln!(s, "\nThe game's current settings came out best: keep them.");
    } else if best.ci95[0] > control.ci95[1] {
        let _ = writeln!(
            s,
            "\nBest: {} — better than the current settings ({:.3} vs {:.3}, the intervals separate).",
            best.spec, best.win_share, control.win_share
        );
    } else {
        let _ = writeln!(
            s,
            "\nBest: {} ({:.3}) — its interval overlaps the current settings' ({:.3}): not shown better; keep the current row.",
            best.spec, best.win_share, control.win_share
        );
    }
    if best.candidate.fits_table() {
        let _ = writeln!(s, "Settings table row: {}", best.candidate.table_row());
    } else {
        let _ = writeln!(
            s,
            "Its rollout cut-off is not per game in the settings table yet; pass it as an agent spec."
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_ai::{Mode, Opponents, Rollout, SearchConfig};

    #[test]
    fn rounds_halve_to_two_and_count_the_control() {
        assert_eq!(round_sizes(17), vec![17, 9, 5, 3, 2]);
        assert_eq!(round_sizes(2), vec![2]);
        assert_eq!(total_games(5, 10), 6 * 10 + 4 * 20 + 3 * 40);
    }

    #[test]
    fn a_candidate_is_a_valid_agent_spec() {
        let mut rng = GameRng::new(3);
        for _ in 0..200 {
            let c = Candidate::random(&mut rng, true);
            let spec = AgentSpec::parse(&c.spec(500)).expect("parses");
            let boardroom_ai::spec::AgentKind::Ismcts(cfg) = spec.kind else {
                panic!("an ISMCTS spec");
            };
            assert_eq!(cfg.exploration, Some(c.exploration));
            assert_eq!(cfg.rollout == Rollout::Heuristic, c.heuristic_rollouts);
            assert_eq!(cfg.heuristic_expansion, Some(c.heuristic_expansion));
            assert_eq!(cfg.score_weight, Some(c.score_weight));
            assert_eq!(cfg.rollout_cutoff, (c.cutoff > 0).then_some(c.cutoff));
            let mode = match c.mode {
                "so" => Mode::SingleObserver,
                "mo" => Mode::MultiObserver,
                _ => Mode::InfoSet,
            };
            assert_eq!(cfg.mode, mode);
            assert_eq!(cfg.opponents == Opponents::Policy, c.opponents == "policy");
            assert_eq!(cfg.iterations, SearchConfig::iterations(500).iterations);
            assert_eq!(
                (cfg.prior, cfg.value_weight, cfg.prior_temperature),
                (Some(c.prior), Some(c.value), Some(c.prior_temperature))
            );
        }
    }

    #[test]
    fn neighbours_differ_in_exactly_one_setting() {
        let c = Candidate::current(&SearchSettings::GENERIC, 100, 2);
        assert_eq!(c.neighbours(false).len(), 5 + 1 + 1 + 3 + 2 + 2 + 1);
        let ns = c.neighbours(true);
        // 5 other c, rollouts, expansion, 3 other score, 2 cut-offs, 2 modes,
        // 1 opponents, 3 other priors, 2 other values, 2 other temperatures.
        assert_eq!(ns.len(), 5 + 1 + 1 + 3 + 2 + 2 + 1 + 3 + 2 + 2);
        for n in &ns {
            let changed = [
                n.exploration != c.exploration,
                n.heuristic_rollouts != c.heuristic_rollouts,
                n.heuristic_expansion != c.heuristic_expansion,
                n.score_weight != c.score_weight,
                n.cutoff != c.cutoff,
                n.mode != c.mode,
                n.opponents != c.opponents,
                n.prior != c.prior,
                n.value != c.value,
                n.prior_temperature != c.prior_temperature,
            ];
            assert_eq!(changed.iter().filter(|&&x| x).count(), 1, "{n:?}");
        }
    }

    #[test]
    fn the_control_spec_matches_the_plain_search() {
        let c = Candidate::current(&SearchSettings::GENERIC, 100, 2);
        assert!(c.fits_table());
        assert_eq!(
            c.spec(100),
            "ismcts:iters=100,c=0.4,rollout=heuristic,expand=random,score=0.2,mode=so,opp=tree,prior=0,value=0,ptemp=1"
        );
    }

    #[test]
    fn the_opponents_policy_is_a_row_of_the_table() {
        let sdj = Candidate::current(&boardroom_ai::settings::SPIEL_DES_JAHRES, 300, 2);
        assert_eq!(sdj.opponents, "policy");
        assert!(sdj.fits_table());
        assert!(sdj.table_row().contains("policy_opponents: true"));
        let generic = Candidate::current(&SearchSettings::GENERIC, 300, 2);
        assert_eq!(generic.opponents, "tree");
        assert!(generic.table_row().contains("policy_opponents: false"));
        let cut = Candidate {
            cutoff: 20,
            ..generic
        };
        assert!(!cut.fits_table());
    }
}
