//! `boardroom arena`: a seat-rotating tournament with a progress bar on
//! stderr and a table (or one JSON object) on stdout (`boardroom pool`
//! prints the same report over recorded games).

use std::path::{Path, PathBuf};

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{
    AgentReport, ArenaSettings, DEALS_TRUSTED, GameRecord, arena_resume,
};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Game, GameInfo};
use serde::Serialize;

use crate::Usage;
use crate::arena_record::{Recorder, Run};
use crate::options::{GameArgs, LangArgs};
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

/// `boardroom arena GAME --players N --seats A,B,... [...]`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    #[command(flatten)]
    pub game: GameArgs,
    /// One agent per seat: random, heuristic, pimc:dets=20,iters=500,
    /// ismcts:iters=2000, ismcts:ms=100, ismcts:preset=hard, ismcts:mode=mo
    #[arg(long)]
    pub seats: String,
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played in parallel (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print one JSON object on stdout instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Duplicate deals: each deal is played in every seat rotation and
    /// intervals are taken over deals, so the deal's luck cancels out
    /// (--games must be a multiple of the player count; below 30 deals
    /// the interval also covers Wilson's over games).
    #[arg(long)]
    pub duplicate: bool,
    /// Add each finished game to FILE as one JSON line; if FILE already
    /// holds games of this run (same options and seed), only the others
    /// are played, so a run cut short resumes (docs/ai.md).
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// First play one game with these seats at --seed and print it as a
    /// spectator reads it (every event, then the final table), in --lang.
    #[arg(long)]
    pub show: bool,
    #[command(flatten)]
    pub lang: LangArgs,
}

/// All cores unless `--threads` says otherwise.
pub fn threads(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

pub fn run(a: Args) -> Result<(), Usage> {
    let (info, config) = a.game.resolve()?;
    let settings = ArenaSettings {
        config,
        games: a.games,
        seed: a.seed,
        threads: threads(a.threads),
        duplicate: a.duplicate,
    };
    if a.show {
        let specs =
            AgentSpec::parse_list(&a.seats).map_err(|e| Usage(format!("bad --seats: {e}")))?;
        if specs.len() != settings.config.players {
            return Err(Usage(format!(
                "--seats names {} agents for {} players: give one per seat",
                specs.len(),
                settings.config.players
            )));
        }
        let shown = crate::show::Show {
            config: &settings.config,
            seed: a.seed,
            specs: &specs,
            lang: a.lang.lang,
        };
        let text = registry::dispatch(info.id, shown)
            .map_err(|e| Usage(e.to_string()))?
            .map_err(Usage)?;
        println!("{text}");
    }
    tournament(info, settings, &a.seats, a.json, a.record.as_deref())
}

fn tournament(
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
    registry::dispatch(info.id, SpecsFit(&specs)).map_err(|e| Usage(e.to_string()))??;
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

/// Every seat's agent can play the game (a net file must be the game's).
struct SpecsFit<'a>(&'a [AgentSpec]);

impl GameVisitor for SpecsFit<'_> {
    type Output = Result<(), Usage>;
    fn visit<G: Game>(self) -> Self::Output {
        self.0
            .iter()
            .try_for_each(|s| s.fits::<G>())
            .map_err(|e| Usage(format!("bad --seats: {e}")))
    }
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
        if reports.iter().any(|r| r.drawn) {
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
