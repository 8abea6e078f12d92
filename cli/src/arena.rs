//! `boardroom arena`: a seat-rotating tournament with a progress bar on
//! stderr and a table (or one JSON object) on stdout; `boardroom pool`:
//! the same report over the recorded games of several runs.

use std::path::{Path, PathBuf};

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{
    AgentReport, ArenaSettings, DEALS_TRUSTED, GameRecord, arena_resume, summarize,
};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Game, GameInfo};
use serde::Serialize;

use crate::Usage;
use crate::arena_record::{self, Recorder, Run};
use crate::progress::Progress;

/// The `--json` output, fields in the documented order.
#[derive(Serialize)]
struct JsonReport<'a> {
    game: &'a str,
    players: usize,
    games: usize,
    /// Each deal played in every seat rotation; intervals over deals.
    duplicate: bool,
    /// The run's seed, or every seed of the runs pooled.
    seeds: &'a [u64],
    agents: Vec<JsonAgent<'a>>,
}

#[derive(Serialize)]
struct JsonAgent<'a> {
    spec: &'a str,
    win_share: f64,
    ci95: [f64; 2],
    /// The win share with a final draw of luck averaged out (equal to
    /// `win_share` in games without one).
    expected_win_share: f64,
    expected_ci95: [f64; 2],
    mean_score: f64,
    sd_score: f64,
    mean_decision_ms: f64,
}

struct Arena<'a> {
    specs: &'a [AgentSpec],
    settings: &'a ArenaSettings,
    progress: &'a Progress,
    done: Vec<Option<GameRecord>>,
    recorder: Option<&'a Recorder>,
}

impl GameVisitor for Arena<'_> {
    type Output = Result<Vec<AgentReport>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        arena_resume::<G>(self.specs, self.settings, self.done, &|k, rec| {
            self.progress.inc();
            self.recorder.map_or(Ok(()), |r| r.add(k, rec))
        })
    }
}

/// What a report covers, for its heading.
pub struct Heading<'a> {
    pub game: &'a str,
    pub players: usize,
    pub games: usize,
    pub duplicate: bool,
    /// The run's seed, or the seeds of the runs pooled.
    pub seeds: &'a [u64],
}

pub fn run(
    info: &GameInfo,
    settings: ArenaSettings,
    seats: &str,
    json: bool,
    record: Option<&Path>,
) -> Result<(), Usage> {
    let players = settings.config.players;
    let (games, seed) = (settings.games, settings.seed);
    let specs = AgentSpec::parse_list(seats).map_err(|e| Usage(format!("bad --seats: {e}")))?;
    if specs.len() != players {
        return Err(Usage(format!(
            "--seats names {} agents for {players} players: give one per seat",
            specs.len()
        )));
    }
    if games == 0 {
        return Err(Usage("--games must be at least 1".into()));
    }
    if settings.duplicate && games % players != 0 {
        return Err(Usage(format!(
            "--duplicate plays each deal once per seat rotation: --games must be a multiple of {players}, not {games}"
        )));
    }
    registry::dispatch(info.id, CheckOptions(&settings)).map_err(|e| Usage(e.to_string()))??;
    let resumed = match record {
        None => None,
        Some(path) => {
            let run = Run {
                game: info.id.to_string(),
                players,
                options: settings.config.options.clone(),
                seats: specs.iter().map(|s| s.text.clone()).collect(),
                duplicate: settings.duplicate,
            };
            let r = Recorder::open(path, run, &settings)?;
            let had = r.done.iter().flatten().count();
            if r.cut {
                eprintln!(
                    "arena: cut an unfinished last line off {} (a run stopped mid-write); that game is played again",
                    path.display()
                );
            }
            if had > 0 || r.beyond > 0 {
                eprintln!(
                    "arena: {} already holds {had} of these {games} games{}; playing the other {}",
                    path.display(),
                    if r.beyond > 0 {
                        format!(" (and {} past them, not counted)", r.beyond)
                    } else {
                        String::new()
                    },
                    games - had
                );
            }
            Some(r)
        }
    };
    let (done, recorder) = match resumed {
        Some(r) => (r.done, Some(r.recorder)),
        None => (vec![None; games], None),
    };
    let progress = Progress::new(
        "arena",
        "games",
        done.iter().filter(|d| d.is_none()).count(),
    );
    let reports = registry::dispatch(
        info.id,
        Arena {
            specs: &specs,
            settings: &settings,
            progress: &progress,
            done,
            recorder: recorder.as_ref(),
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)?;
    progress.finish();
    let heading = Heading {
        game: info.id,
        players,
        games,
        duplicate: settings.duplicate,
        seeds: &[seed],
    };
    print(&heading, &reports, json);
    Ok(())
}

/// Checks the game's options before a record file is touched.
struct CheckOptions<'a>(&'a ArenaSettings);

impl GameVisitor for CheckOptions<'_> {
    type Output = Result<(), Usage>;
    fn visit<G: Game>(self) -> Self::Output {
        G::setup(&self.0.config, self.0.seed)
            .map(|_| ())
            .map_err(|e| Usage(e.to_string()))
    }
}

/// `boardroom pool`: the report of `boardroom arena` over the games of
/// several records of one tournament.
pub fn pool(paths: &[PathBuf], json: bool) -> Result<(), Usage> {
    let p = arena_record::pool(paths)?;
    if p.partial > 0 {
        eprintln!(
            "pool: left out {} games of deals not played in every seat rotation",
            p.partial
        );
    }
    if p.records.is_empty() {
        return Err(Usage(
            "no deal of the records was played in every seat rotation".into(),
        ));
    }
    let specs = p
        .run
        .seats
        .iter()
        .map(|s| AgentSpec::parse(s))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Usage(format!("a record names a bad agent: {e}")))?;
    let reports = summarize(&specs, &p.records, p.run.players, p.run.duplicate);
    let heading = Heading {
        game: &p.run.game,
        players: p.run.players,
        games: p.records.len(),
        duplicate: p.run.duplicate,
        seeds: &p.seeds,
    };
    print(&heading, &reports, json);
    Ok(())
}

/// "seed 3", or "seeds 140, 141, 142".
fn seeds_text(seeds: &[u64]) -> String {
    let list: Vec<String> = seeds.iter().map(u64::to_string).collect();
    format!(
        "seed{} {}",
        if seeds.len() == 1 { "" } else { "s" },
        list.join(", ")
    )
}

/// The report: a table, or one JSON object.
pub fn print(h: &Heading, reports: &[AgentReport], json: bool) {
    let Heading {
        game,
        players,
        games,
        ..
    } = *h;
    if json {
        let out = JsonReport {
            game,
            players,
            games,
            duplicate: h.duplicate,
            seeds: h.seeds,
            agents: reports
                .iter()
                .map(|r| JsonAgent {
                    spec: &r.spec,
                    win_share: r.win_share,
                    ci95: [r.ci95.0, r.ci95.1],
                    expected_win_share: r.expected_share,
                    expected_ci95: [r.expected_ci95.0, r.expected_ci95.1],
                    mean_score: r.mean_score,
                    sd_score: r.sd_score,
                    mean_decision_ms: r.mean_decision_ms,
                })
                .collect(),
        };
        println!("{}", serde_json::to_string(&out).expect("plain data"));
    } else {
        if h.duplicate {
            println!(
                "{game}: {players} players, {games} games ({} deals, each in every seat rotation), {}; intervals over deals{}",
                games / players,
                seeds_text(h.seeds),
                if games / players < DEALS_TRUSTED {
                    format!(", widened to Wilson's over games (fewer than {DEALS_TRUSTED} deals)")
                } else {
                    String::new()
                }
            );
        } else {
            println!(
                "{game}: {players} players, {games} games, {}, seats rotating",
                seeds_text(h.seeds)
            );
        }
        let width = reports
            .iter()
            .map(|r| r.spec.len())
            .max()
            .unwrap_or(5)
            .max(5);
        println!(
            "{:<width$}  {:>9}  {:>15}  {:>10}  {:>8}  {:>11}",
            "agent", "win share", "95% interval", "mean score", "sd score", "ms/decision"
        );
        for r in reports {
            println!(
                "{:<width$}  {:>9.3}  [{:.3}, {:.3}]  {:>10.2}  {:>8.2}  {:>11.2}",
                r.spec,
                r.win_share,
                r.ci95.0,
                r.ci95.1,
                r.mean_score,
                r.sd_score,
                r.mean_decision_ms
            );
        }
        println!(
            "(an even field wins {:.3} each; shared wins count fractionally)",
            1.0 / players as f64
        );
        if reports
            .iter()
            .any(|r| (r.expected_share - r.win_share).abs() > 1e-12)
        {
            println!("expected win share, the final draw averaged out:");
            for r in reports {
                println!(
                    "{:<width$}  {:>9.3}  [{:.3}, {:.3}]",
                    r.spec, r.expected_share, r.expected_ci95.0, r.expected_ci95.1
                );
            }
        }
    }
}
