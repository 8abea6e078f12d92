//! Tournaments for Python: a whole one in this process (boardroom-ai's
//! `tournament::arena`), or shards of one (`arena_records`: games `start..`
//! of the same tournament, seeded exactly as the whole one seeds them) whose
//! records merge back with `arena_summary` into the JSON form of
//! `boardroom arena --json` (docs/python.md).

use std::time::Duration;

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{
    self, AgentReport, ArenaSettings, GameRecord, arena as run_arena, arena_game, seat_of,
};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde::{Deserialize, Serialize};

use crate::{config, error, guard, to_python};

/// One game of a tournament, per agent (agent `i` is `seats[i]` of the
/// spec list): the seat it took, its return, expected return, score,
/// seconds thinking and decisions.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    pub game: usize,
    pub seats: Vec<usize>,
    pub returns: Vec<f64>,
    pub expected: Vec<f64>,
    pub scores: Vec<f64>,
    pub thinking: Vec<f64>,
    pub decisions: Vec<u32>,
}

/// Game `k` of the tournament `(specs, config, seed)`, played and seeded
/// by `tournament::arena_game` exactly as the whole tournament plays it.
/// The test `test_distributed.py` checks the merged shards equal a whole run.
fn one_game<G: Game>(
    specs: &[AgentSpec],
    config: &Config,
    seed: u64,
    k: usize,
) -> Result<Record, String> {
    let settings = ArenaSettings {
        config: config.clone(),
        games: k + 1,
        seed,
        threads: 1,
        duplicate: false,
    };
    let rec = arena_game::<G>(specs, &settings, k)?;
    let n = specs.len();
    Ok(Record {
        game: k,
        seats: (0..n).map(|i| seat_of(i, k, n)).collect(),
        returns: rec.returns,
        expected: rec.expected,
        scores: rec.scores,
        thinking: rec.thinking.iter().map(|t| t.as_secs_f64()).collect(),
        decisions: rec.decisions,
    })
}

/// One agent's line of the `boardroom arena --json` report, fields in its order.
#[derive(Serialize)]
struct JsonAgent {
    spec: String,
    win_share: f64,
    ci95: [f64; 2],
    expected_win_share: f64,
    expected_ci95: [f64; 2],
    mean_score: f64,
    sd_score: f64,
    mean_decision_ms: f64,
}

#[derive(Serialize)]
struct JsonReport {
    game: &'static str,
    players: usize,
    games: usize,
    agents: Vec<JsonAgent>,
}

impl From<&AgentReport> for JsonAgent {
    fn from(r: &AgentReport) -> Self {
        JsonAgent {
            spec: r.spec.clone(),
            win_share: r.win_share,
            ci95: [r.ci95.0, r.ci95.1],
            expected_win_share: r.expected_share,
            expected_ci95: [r.expected_ci95.0, r.expected_ci95.1],
            mean_score: r.mean_score,
            sd_score: r.sd_score,
            mean_decision_ms: r.mean_decision_ms,
        }
    }
}

/// The per-agent summary of `records` (in game order), by
/// `tournament::summarize` itself.
fn summarize(specs: &[AgentSpec], records: &[Record]) -> Vec<AgentReport> {
    let records: Vec<GameRecord> = records
        .iter()
        .map(|r| GameRecord {
            returns: r.returns.clone(),
            expected: r.expected.clone(),
            scores: r.scores.clone(),
            thinking: r
                .thinking
                .iter()
                .map(|&s| Duration::from_secs_f64(s))
                .collect(),
            decisions: r.decisions.clone(),
            end_reason: None,
        })
        .collect();
    tournament::summarize(specs, &records, specs.len(), false)
}

fn report<'py>(
    py: Python<'py>,
    game: &'static str,
    players: usize,
    games: usize,
    reports: &[AgentReport],
) -> PyResult<Bound<'py, PyAny>> {
    let report = JsonReport {
        game,
        players,
        games,
        agents: reports.iter().map(JsonAgent::from).collect(),
    };
    to_python(py, &report)
}

fn specs(seats: Vec<String>, players: usize) -> PyResult<Vec<AgentSpec>> {
    let specs = seats
        .iter()
        .map(|s| crate::ai::parse(s))
        .collect::<PyResult<Vec<_>>>()?;
    if specs.len() != players {
        return Err(error(format!(
            "{} agent specs for {players} players: give one per seat",
            specs.len()
        )));
    }
    Ok(specs)
}

struct Whole<'a> {
    specs: &'a [AgentSpec],
    settings: &'a ArenaSettings,
}

impl GameVisitor for Whole<'_> {
    type Output = Result<(&'static str, Vec<AgentReport>), String>;
    fn visit<G: Game>(self) -> Self::Output {
        Ok((
            G::INFO.id,
            run_arena::<G>(self.specs, self.settings, &|| {})?,
        ))
    }
}

/// A whole seat-rotating tournament in this process, as `boardroom arena
/// --json` reports it: `seats` is one agent spec per seat.
#[pyfunction]
#[pyo3(signature = (game, seats, games, seed=0, threads=1, options=None))]
pub fn arena<'py>(
    py: Python<'py>,
    game: &str,
    seats: Vec<String>,
    games: usize,
    seed: u64,
    threads: usize,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    guard(|| {
        let players = seats.len();
        let specs = specs(seats, players)?;
        if games == 0 {
            return Err(error("a tournament needs at least one game"));
        }
        let settings = ArenaSettings {
            config: config(game, Some(players), options)?,
            games,
            seed,
            threads: threads.max(1),
            duplicate: false,
        };
        let (id, reports) = py
            .detach(|| {
                registry::dispatch(
                    game,
                    Whole {
                        specs: &specs,
                        settings: &settings,
                    },
                )
            })
            .map_err(error)?
            .map_err(error)?;
        report(py, id, players, games, &reports)
    })
}

struct Shard<'a> {
    specs: &'a [AgentSpec],
    config: &'a Config,
    seed: u64,
    games: std::ops::Range<usize>,
}

impl GameVisitor for Shard<'_> {
    type Output = Result<Vec<Record>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        G::setup(self.config, self.seed).map_err(|e| e.to_string())?;
        self.games
            .map(|k| one_game::<G>(self.specs, self.config, self.seed, k))
            .collect()
    }
}

/// Games `start..start + count` of the tournament `(game, seats, seed,
/// options)`, each seeded as in the whole tournament, as JSON-ready dicts
/// (`Record`): shard a tournament over processes or machines and merge
/// with `arena_summary`.
#[pyfunction]
#[pyo3(signature = (game, seats, seed, start, count, options=None))]
pub fn arena_records<'py>(
    py: Python<'py>,
    game: &str,
    seats: Vec<String>,
    seed: u64,
    start: usize,
    count: usize,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    guard(|| {
        records_json(py, game, seats, options, |specs, config| {
            registry::dispatch(
                game,
                Shard {
                    specs,
                    config,
                    seed,
                    games: start..start + count,
                },
            )
            .map_err(|e| e.to_string())?
        })
    })
}

/// Runs `play` on the seats and options (without the GIL) and hands its
/// records to Python as JSON-ready dicts.
fn records_json<'py, R: Serialize + Send>(
    py: Python<'py>,
    game: &str,
    seats: Vec<String>,
    options: Option<&Bound<'_, PyDict>>,
    play: impl FnOnce(&[AgentSpec], &Config) -> Result<Vec<R>, String> + Send,
) -> PyResult<Bound<'py, PyAny>> {
    let players = seats.len();
    let specs = specs(seats, players)?;
    let config = config(game, Some(players), options)?;
    let records = py.detach(|| play(&specs, &config)).map_err(error)?;
    to_python(py, &records)
}

/// The `boardroom arena --json` report of a tournament from its game
/// records (any order; each game once).
#[pyfunction]
pub fn arena_summary<'py>(
    py: Python<'py>,
    game: &str,
    seats: Vec<String>,
    records: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    guard(|| {
        let info = registry::info(game).ok_or_else(|| error(format!("unknown game '{game}'")))?;
        let players = seats.len();
        let specs = specs(seats, players)?;
        let text: String = py
            .import("json")?
            .call_method1("dumps", (records,))?
            .extract()?;
        let mut records: Vec<Record> =
            serde_json::from_str(&text).map_err(|e| error(format!("bad records: {e}")))?;
        records.sort_by_key(|r| r.game);
        if records.windows(2).any(|w| w[0].game == w[1].game) {
            return Err(error("a game appears twice in the records"));
        }
        if let Some(r) = records.iter().find(|r| {
            [
                r.returns.len(),
                r.expected.len(),
                r.scores.len(),
                r.thinking.len(),
                r.decisions.len(),
            ]
            .iter()
            .any(|&l| l != players)
        }) {
            return Err(error(format!(
                "game {} does not have results for each of the {players} agents",
                r.game
            )));
        }
        if let Some(r) = records
            .iter()
            .find(|r| r.thinking.iter().any(|s| !s.is_finite() || *s < 0.0))
        {
            return Err(error(format!(
                "game {} has a thinking time that is not a number of seconds",
                r.game
            )));
        }
        if records.is_empty() {
            return Err(error("no records to summarize"));
        }
        report(
            py,
            info.id,
            players,
            records.len(),
            &summarize(&specs, &records),
        )
    })
}

/// Games `start..start + count` of a `boardroom balance` run, each as the
/// record the CLI writes with `--records` (seat agents, returns, scores,
/// decisions, turns, end condition, action kinds per seat), as JSON-ready
/// dicts. Shards from anywhere merge with `boardroom balance --merge`.
#[pyfunction]
#[pyo3(signature = (game, seats, seed, start, count, options=None))]
pub fn balance_records<'py>(
    py: Python<'py>,
    game: &str,
    seats: Vec<String>,
    seed: u64,
    start: usize,
    count: usize,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    guard(|| {
        records_json(py, game, seats, options, |specs, config| {
            registry::dispatch(
                game,
                BalanceShard {
                    specs,
                    config,
                    seed,
                    start,
                    count,
                },
            )
            .map_err(|e| e.to_string())?
        })
    })
}

struct BalanceShard<'a> {
    specs: &'a [AgentSpec],
    config: &'a Config,
    seed: u64,
    start: usize,
    count: usize,
}

impl GameVisitor for BalanceShard<'_> {
    type Output = Result<Vec<boardroom_ai::balance_record::BalanceRecord>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        boardroom_ai::balance_record::play_records::<G>(
            self.specs,
            self.config,
            self.seed,
            self.start,
            self.count,
        )
    }
}
