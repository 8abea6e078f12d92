//! `boardroom balance`: many games between agents, summarised for a game
//! designer as a Markdown report with SVG plots (or one JSON object):
//! seat advantage, game length, scores and margins, how often each kind of
//! action is taken and how its takers fare, the gap between agents, and
//! the balance health (how decisive and how open the games are).
//!
//! `mod.rs` plays or merges the games (`BalanceRecord`s); `summary` turns
//! them into the figures (`--json` prints them), `health` the balance
//! health among them; `plots` draws the SVGs and `markdown` writes
//! `report.md`.

mod health;
mod markdown;
mod plots;
mod summary;

use std::io::BufRead;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use boardroom_ai::AgentSpec;
use boardroom_ai::balance_record::{BalanceRecord, merge_records, play_record};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameInfo};

use crate::Usage;
use crate::options::GameArgs;
use crate::progress::Progress;

/// The command's arguments (a subcommand of `boardroom`).
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// One agent per seat, comma-separated (see `arena`); default: the
    /// game's heuristic agent in every seat.
    #[arg(long)]
    seats: Option<String>,
    #[arg(long, default_value_t = 200)]
    games: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Where report.md and the plots go (default: balance-GAME).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Games played in parallel (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Print the figures as one JSON object on stdout.
    #[arg(long)]
    json: bool,
    /// The number of the first game to play (a shard of a larger run:
    /// game k is seeded from --seed and k alone).
    #[arg(long, default_value_t = 0)]
    first: usize,
    /// Also write every game's record, one JSON object per line, to this
    /// file (for `--merge`).
    #[arg(long)]
    records: Option<PathBuf>,
    /// Report on game records from these files (written by `--records` or
    /// by the Python package's `boardroom.distributed.balance_records`)
    /// instead of playing; repeatable.
    #[arg(long = "merge", conflicts_with_all = ["games", "first", "threads"])]
    merge: Vec<PathBuf>,
}

/// One played game (see `BalanceRecord`).
type Played = BalanceRecord;

struct Run<'a> {
    specs: &'a [AgentSpec],
    config: &'a Config,
    first: usize,
    games: usize,
    seed: u64,
    threads: usize,
    progress: &'a Progress,
}

impl GameVisitor for Run<'_> {
    type Output = Result<Vec<Played>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        G::setup(self.config, self.seed).map_err(|e| e.to_string())?;
        let next = AtomicUsize::new(0);
        let slots: Mutex<Vec<Option<Result<Played, String>>>> =
            Mutex::new((0..self.games).map(|_| None).collect());
        let work = || {
            loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= self.games {
                    break;
                }
                let r = play_record::<G>(self.specs, self.config, self.seed, self.first + k);
                slots.lock().expect("no poisoned lock")[k] = Some(r);
                self.progress.inc();
            }
        };
        std::thread::scope(|s| {
            for _ in 1..self.threads.clamp(1, self.games) {
                s.spawn(work);
            }
            work();
        });
        slots
            .into_inner()
            .expect("no poisoned lock")
            .into_iter()
            .map(|r| r.expect("every game played"))
            .collect()
    }
}

/// Reads game records, one JSON object per line, from each file.
fn read_records(files: &[PathBuf]) -> Result<Vec<Played>, Usage> {
    let mut out = Vec::new();
    for f in files {
        let file = std::fs::File::open(f)
            .map_err(|e| Usage(format!("cannot read {}: {e}", f.display())))?;
        for (i, line) in std::io::BufReader::new(file).lines().enumerate() {
            let line = line.map_err(|e| Usage(format!("cannot read {}: {e}", f.display())))?;
            if line.trim().is_empty() {
                continue;
            }
            let rec = serde_json::from_str(&line).map_err(|e| {
                Usage(format!(
                    "{} line {}: not a game record ({e})",
                    f.display(),
                    i + 1
                ))
            })?;
            out.push(rec);
        }
    }
    merge_records(out).map_err(|e| Usage(format!("cannot merge: {e}")))
}

/// Plays the run the arguments name, on all threads.
fn play(info: &GameInfo, config: &Config, a: &Args) -> Result<Vec<Played>, Usage> {
    let players = config.players;
    let seats = a
        .seats
        .clone()
        .unwrap_or_else(|| vec!["heuristic"; players].join(","));
    let specs = AgentSpec::parse_list(&seats).map_err(|e| Usage(format!("bad --seats: {e}")))?;
    if specs.len() != players {
        return Err(Usage(format!(
            "--seats names {} agents for {players} players: give one per seat",
            specs.len(),
        )));
    }
    if a.games == 0 {
        return Err(Usage("--games must be at least 1".into()));
    }
    let progress = Progress::new("balance", "games", a.games);
    let played = registry::dispatch(
        info.id,
        Run {
            specs: &specs,
            config,
            first: a.first,
            games: a.games,
            seed: a.seed,
            threads: crate::arena::threads(a.threads),
            progress: &progress,
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)?;
    progress.finish();
    Ok(played)
}

pub fn run(a: Args) -> Result<(), Usage> {
    let (info, config) = a.game.resolve()?;
    let start = Instant::now();
    let played = if a.merge.is_empty() {
        play(info, &config, &a)?
    } else {
        let played = read_records(&a.merge)?;
        let r = &played[0];
        if r.game_id != info.id || r.seats.len() != config.players {
            return Err(Usage(format!(
                "the records are of {} with {} players, not {} with {}",
                r.game_id,
                r.seats.len(),
                info.id,
                config.players
            )));
        }
        played
    };
    let dir = a
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("balance-{}", info.id)));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Usage(format!("cannot create {}: {e}", dir.display())))?;
    if let Some(path) = &a.records {
        let mut text = String::new();
        for p in &played {
            text.push_str(&serde_json::to_string(p).expect("plain data"));
            text.push('\n');
        }
        std::fs::write(path, text)
            .map_err(|e| Usage(format!("cannot write {}: {e}", path.display())))?;
    }

    let mut report = summary::summarize(info, &played);
    report.elapsed_seconds = start.elapsed().as_secs_f64();
    plots::write_plots(&dir, &report, &played)
        .map_err(|e| Usage(format!("cannot write plots to {}: {e}", dir.display())))?;
    let md = dir.join("report.md");
    std::fs::write(&md, markdown::markdown(info, &report))
        .map_err(|e| Usage(format!("cannot write {}: {e}", md.display())))?;
    if a.json {
        println!("{}", serde_json::to_string(&report).expect("plain data"));
    } else {
        println!(
            "{}: {} games in {:.1} s; report in {}",
            info.id,
            report.games,
            report.elapsed_seconds,
            md.display()
        );
    }
    Ok(())
}
