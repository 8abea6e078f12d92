//! `boardroom balance`: many games between agents, summarised for a game
//! designer as a Markdown report with SVG plots (or one JSON object):
//! seat advantage, game length, scores and margins, how often each kind of
//! action is taken and how its takers fare, and the gap between agents.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use boardroom_ai::AgentSpec;
use boardroom_ai::balance_record::{BalanceRecord, GROUPING_RULE, merge_records, play_record};
use boardroom_ai::stats::{mean_sd, wilson95};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameInfo};
use indicatif::{ProgressBar, ProgressStyle};
use plotters::prelude::*;
use serde::Serialize;

use crate::Usage;

/// The command's arguments (a subcommand of `boardroom`).
#[derive(clap::Args)]
pub struct Args {
    game: String,
    #[arg(long)]
    players: usize,
    /// One agent per seat, comma-separated (see `arena`); default: the
    /// game's heuristic agent in every seat.
    #[arg(long)]
    seats: Option<String>,
    #[arg(long, default_value_t = 200)]
    games: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A variant option of the game, key=value; repeatable.
    #[arg(long = "option")]
    options: Vec<String>,
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

/// Turns `key=value` strings into a game's setup, checked against its
/// declared options and player range (one clear line when refused).
pub fn parse_options(info: &GameInfo, players: usize, opts: &[String]) -> Result<Config, Usage> {
    let options = opts
        .iter()
        .map(|o| crate::options::parse_pair(o).map_err(|e| Usage(format!("bad --option: {e}"))))
        .collect::<Result<_, _>>()?;
    let config = Config { players, options };
    crate::options::check(info, &config)?;
    Ok(config)
}

/// One played game (see `BalanceRecord`).
type Played = BalanceRecord;

/// Shows progress: a bar on a terminal, otherwise a line every few seconds.
struct Progress {
    bar: Option<ProgressBar>,
    done: AtomicUsize,
    total: usize,
    last_line: Mutex<Instant>,
}

impl Progress {
    fn new(total: usize) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(total as u64);
            bar.set_style(
                ProgressStyle::with_template(
                    "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games (eta {eta})",
                )
                .expect("valid template"),
            );
            bar
        });
        Progress {
            bar,
            done: AtomicUsize::new(0),
            total,
            last_line: Mutex::new(Instant::now()),
        }
    }

    fn tick(&self) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        match &self.bar {
            Some(bar) => bar.inc(1),
            None => {
                let mut last = self.last_line.lock().expect("no poisoned lock");
                if last.elapsed() >= Duration::from_secs(5) {
                    eprintln!("balance: {done}/{} games", self.total);
                    *last = Instant::now();
                }
            }
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

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
                self.progress.tick();
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

/// A distribution's summary.
#[derive(Serialize, Clone, Copy)]
struct Dist {
    mean: f64,
    sd: f64,
    median: f64,
    min: f64,
    max: f64,
}

fn dist(xs: &[f64]) -> Dist {
    let (mean, sd) = mean_sd(xs);
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let median = match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    };
    Dist {
        mean,
        sd,
        median,
        min: v.first().copied().unwrap_or(0.0),
        max: v.last().copied().unwrap_or(0.0),
    }
}

#[derive(Serialize)]
struct SeatShare {
    seat: usize,
    win_share: f64,
    ci95: [f64; 2],
}

#[derive(Serialize)]
struct SeatScores {
    seat: usize,
    #[serde(flatten)]
    dist: Dist,
}

#[derive(Serialize)]
struct Scores {
    per_seat: Vec<SeatScores>,
    winner: Dist,
    margin: Dist,
}

#[derive(Serialize)]
struct ActionKind {
    kind: String,
    /// Times taken over all games.
    taken: u64,
    per_game: f64,
    /// Seat-games in which it was taken at least once.
    takers: usize,
    /// The mean win share of those seat-games.
    taker_win_share: f64,
    ci95: [f64; 2],
}

#[derive(Serialize)]
struct AgentShare {
    spec: String,
    seat_games: usize,
    win_share: f64,
    ci95: [f64; 2],
}

/// One end condition: the games it ended and their share.
#[derive(Serialize)]
struct EndShare {
    condition: String,
    games: usize,
    share: f64,
    ci95: [f64; 2],
}

/// Everything the report shows; `--json` prints it.
#[derive(Serialize)]
struct Report {
    game: String,
    players: usize,
    games: usize,
    seed: u64,
    seats: Vec<String>,
    options: Vec<[String; 2]>,
    grouping_rule: &'static str,
    /// The number of the first game, and whether the numbers run without
    /// a gap (a merge of shards may leave gaps).
    first_game: usize,
    contiguous: bool,
    seat_win_share: Vec<SeatShare>,
    /// Decisions per game.
    length: Dist,
    /// Turns per game: runs of consecutive decisions by one seat.
    turns: Dist,
    /// How many games each of the book's end conditions ended, most first.
    end_conditions: Vec<EndShare>,
    scores: Scores,
    actions: Vec<ActionKind>,
    agents: Vec<AgentShare>,
    /// Largest minus smallest agent win share (0 with one agent kind).
    agent_gap: f64,
    /// Wall-clock time: the only field a seed does not reproduce.
    elapsed_seconds: f64,
}

fn interval(p: f64, n: usize) -> [f64; 2] {
    let (lo, hi) = wilson95(p, n);
    [lo, hi]
}

/// The seat with the highest return (the lowest seat among equals).
fn winner(p: &Played) -> usize {
    (0..p.returns.len()).fold(0, |w, s| if p.returns[s] > p.returns[w] { s } else { w })
}

fn summarize(info: &GameInfo, played: &[Played]) -> Report {
    let first = &played[0];
    let (specs, seed) = (&first.seats, first.seed);
    let n = specs.len();
    let g = played.len();
    let seat_win_share = (0..n)
        .map(|seat| {
            let (p, _) = mean_sd(&played.iter().map(|x| x.returns[seat]).collect::<Vec<_>>());
            SeatShare {
                seat,
                win_share: p,
                ci95: interval(p, g),
            }
        })
        .collect();
    let lengths: Vec<f64> = played.iter().map(|p| p.decisions as f64).collect();
    let turns: Vec<f64> = played.iter().map(|p| p.turns as f64).collect();
    let mut ends: BTreeMap<&str, usize> = BTreeMap::new();
    for p in played {
        *ends.entry(p.end.as_str()).or_default() += 1;
    }
    let mut end_conditions: Vec<EndShare> = ends
        .into_iter()
        .map(|(c, k)| EndShare {
            condition: c.to_string(),
            games: k,
            share: k as f64 / g as f64,
            ci95: interval(k as f64 / g as f64, g),
        })
        .collect();
    end_conditions.sort_by_key(|e| std::cmp::Reverse(e.games));
    let per_seat = (0..n)
        .map(|seat| SeatScores {
            seat,
            dist: dist(&played.iter().map(|p| p.scores[seat]).collect::<Vec<_>>()),
        })
        .collect();
    let winners: Vec<f64> = played.iter().map(|p| p.scores[winner(p)]).collect();
    let margins: Vec<f64> = played
        .iter()
        .map(|p| {
            let w = winner(p);
            let best_other = (0..n)
                .filter(|&s| s != w)
                .map(|s| p.scores[s])
                .fold(f64::NEG_INFINITY, f64::max);
            p.scores[w] - best_other
        })
        .collect();

    // Per kind: times taken, and the returns of the seat-games taking it.
    let mut by_kind: BTreeMap<&str, (u64, Vec<f64>)> = BTreeMap::new();
    for p in played {
        for (seat, kinds) in p.kinds.iter().enumerate() {
            for (kind, &count) in kinds {
                let e = by_kind.entry(kind.as_str()).or_default();
                e.0 += count as u64;
                e.1.push(p.returns[seat]);
            }
        }
    }
    let mut actions: Vec<ActionKind> = by_kind
        .into_iter()
        .map(|(kind, (taken, returns))| {
            let (share, _) = mean_sd(&returns);
            ActionKind {
                kind: kind.to_string(),
                taken,
                per_game: taken as f64 / g as f64,
                takers: returns.len(),
                taker_win_share: share,
                ci95: interval(share, returns.len()),
            }
        })
        .collect();
    actions.sort_by(|a, b| b.taken.cmp(&a.taken).then(a.kind.cmp(&b.kind)));

    // Agents by their spec text: equal specs in several seats pool.
    let mut by_spec: Vec<(String, Vec<f64>)> = Vec::new();
    for (i, spec) in specs.iter().enumerate() {
        let returns = played.iter().flat_map(|p| {
            (0..n)
                .filter(move |&s| p.agent[s] == i)
                .map(move |s| p.returns[s])
        });
        match by_spec.iter_mut().find(|(t, _)| t == spec) {
            Some((_, v)) => v.extend(returns),
            None => by_spec.push((spec.clone(), returns.collect())),
        }
    }
    let agents: Vec<AgentShare> = by_spec
        .into_iter()
        .map(|(spec, returns)| {
            let (p, _) = mean_sd(&returns);
            AgentShare {
                spec,
                seat_games: returns.len(),
                win_share: p,
                ci95: interval(p, returns.len()),
            }
        })
        .collect();
    let shares = agents.iter().map(|a| a.win_share);
    let agent_gap =
        shares.clone().fold(f64::NEG_INFINITY, f64::max) - shares.fold(f64::INFINITY, f64::min);

    Report {
        game: info.id.to_string(),
        players: n,
        games: g,
        seed,
        seats: specs.clone(),
        options: first.options.clone(),
        grouping_rule: GROUPING_RULE,
        first_game: first.game,
        contiguous: played.windows(2).all(|w| w[1].game == w[0].game + 1),
        seat_win_share,
        length: dist(&lengths),
        turns: dist(&turns),
        end_conditions,
        scores: Scores {
            per_seat,
            winner: dist(&winners),
            margin: dist(&margins),
        },
        actions,
        agents,
        agent_gap,
        elapsed_seconds: 0.0,
    }
}

type PlotResult = Result<(), Box<dyn std::error::Error>>;

/// A histogram of `xs` in about 20 bins of whole-number width.
fn histogram(path: &Path, title: &str, x_label: &str, xs: &[f64]) -> PlotResult {
    let d = dist(xs);
    let width = ((d.max - d.min) / 20.0).ceil().max(1.0);
    let lo = d.min.floor();
    let bins = (((d.max - lo) / width).floor() as usize) + 1;
    let mut counts = vec![0u32; bins];
    for &x in xs {
        counts[(((x - lo) / width).floor() as usize).min(bins - 1)] += 1;
    }
    let top = counts.iter().copied().max().unwrap_or(1).max(1) as f64;
    let root = SVGBackend::new(path, (720, 420)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(lo..lo + width * bins as f64, 0.0..top * 1.1)?;
    chart
        .configure_mesh()
        .x_desc(x_label)
        .y_desc("games")
        .disable_x_mesh()
        .draw()?;
    chart.draw_series(counts.iter().enumerate().map(|(i, &c)| {
        let x0 = lo + width * i as f64;
        Rectangle::new([(x0, 0.0), (x0 + width, c as f64)], BLUE.mix(0.6).filled())
    }))?;
    root.present()?;
    Ok(())
}

/// Bars with 95% intervals and a dashed line at the even share.
fn share_bars(
    path: &Path,
    title: &str,
    names: &[String],
    shares: &[(f64, [f64; 2])],
) -> PlotResult {
    let n = shares.len();
    let even = 1.0 / n.max(1) as f64;
    let root = SVGBackend::new(path, (720, 420)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(-0.5..n as f64 - 0.5, 0.0..1.0)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n)
        .x_label_formatter(&|x| {
            let i = x.round();
            if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < names.len() {
                names[i as usize].clone()
            } else {
                String::new()
            }
        })
        .y_desc("win share")
        .draw()?;
    chart.draw_series(shares.iter().enumerate().map(|(i, &(p, _))| {
        let x = i as f64;
        Rectangle::new([(x - 0.3, 0.0), (x + 0.3, p)], BLUE.mix(0.6).filled())
    }))?;
    chart.draw_series(shares.iter().enumerate().map(|(i, &(_, [lo, hi]))| {
        let x = i as f64;
        PathElement::new(vec![(x, lo), (x, hi)], BLACK.stroke_width(2))
    }))?;
    chart.draw_series(std::iter::once(PathElement::new(
        vec![(-0.5, even), (n as f64 - 0.5, even)],
        RED.stroke_width(1),
    )))?;
    root.present()?;
    Ok(())
}

const PLOTS: [&str; 6] = [
    "seat_win_share.svg",
    "game_length.svg",
    "winner_score.svg",
    "margin.svg",
    "agents.svg",
    "game_turns.svg",
];

fn write_plots(dir: &Path, r: &Report, played: &[Played]) -> PlotResult {
    let seat_names: Vec<String> = (0..r.players).map(|s| format!("seat {}", s + 1)).collect();
    let seat_shares: Vec<_> = r
        .seat_win_share
        .iter()
        .map(|s| (s.win_share, s.ci95))
        .collect();
    share_bars(
        &dir.join(PLOTS[0]),
        "Win share by seat (95% intervals; red: even share)",
        &seat_names,
        &seat_shares,
    )?;
    let lengths: Vec<f64> = played.iter().map(|p| p.decisions as f64).collect();
    histogram(
        &dir.join(PLOTS[1]),
        "Game length",
        "decisions per game",
        &lengths,
    )?;
    let turns: Vec<f64> = played.iter().map(|p| p.turns as f64).collect();
    histogram(
        &dir.join(PLOTS[5]),
        "Game length in turns",
        "turns per game (runs of decisions by one seat)",
        &turns,
    )?;
    let winners: Vec<f64> = played.iter().map(|p| p.scores[winner(p)]).collect();
    histogram(
        &dir.join(PLOTS[2]),
        "Winner's final score",
        "score",
        &winners,
    )?;
    let margins: Vec<f64> = played
        .iter()
        .map(|p| {
            let w = winner(p);
            let other = (0..r.players)
                .filter(|&s| s != w)
                .map(|s| p.scores[s])
                .fold(f64::NEG_INFINITY, f64::max);
            p.scores[w] - other
        })
        .collect();
    histogram(
        &dir.join(PLOTS[3]),
        "Margin of victory (winner minus best other score)",
        "points",
        &margins,
    )?;
    let names: Vec<String> = r.agents.iter().map(|a| a.spec.clone()).collect();
    let shares: Vec<_> = r.agents.iter().map(|a| (a.win_share, a.ci95)).collect();
    share_bars(
        &dir.join(PLOTS[4]),
        "Win share by agent (95% intervals; red: even share)",
        &names,
        &shares,
    )?;
    Ok(())
}

fn pct(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

fn pct_interval(ci: [f64; 2]) -> String {
    format!("{:.1}–{:.1}%", ci[0] * 100.0, ci[1] * 100.0)
}

fn markdown(info: &GameInfo, r: &Report) -> String {
    let mut s = String::new();
    let w = &mut s;
    let _ = writeln!(w, "# Balance report: {}\n", info.name);
    let opts = if r.options.is_empty() {
        "default options".to_string()
    } else {
        r.options
            .iter()
            .map(|[k, v]| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        w,
        "{} games, {} players, seed {}, {opts}; seats: {} (rotating every game).\n",
        r.games,
        r.players,
        r.seed,
        r.seats.join(", ")
    );
    if !r.contiguous {
        let _ = writeln!(
            w,
            "The game numbers have gaps (records merged from shards); the command below replays games {} to {} in full.\n",
            r.first_game,
            r.first_game + r.games - 1
        );
    }
    let first = if r.first_game > 0 {
        format!(" --first {}", r.first_game)
    } else {
        String::new()
    };
    let _ = writeln!(
        w,
        "Reproduce: `boardroom balance {} --players {}{first} --games {} --seed {} --seats {}{}`\n",
        r.game,
        r.players,
        r.games,
        r.seed,
        r.seats.join(","),
        r.options
            .iter()
            .map(|[k, v]| format!(" --option {k}={v}"))
            .collect::<String>()
    );

    let _ = writeln!(w, "## Win share by seat\n");
    let _ = writeln!(
        w,
        "An even game gives each seat {}. Shared wins count fractionally; intervals are Wilson 95%.\n",
        pct(1.0 / r.players as f64)
    );
    let _ = writeln!(w, "| seat | win share | 95% interval |\n|---|---|---|");
    for x in &r.seat_win_share {
        let _ = writeln!(
            w,
            "| {} | {} | {} |",
            x.seat + 1,
            pct(x.win_share),
            pct_interval(x.ci95)
        );
    }
    let _ = writeln!(w, "\n![win share by seat]({})\n", PLOTS[0]);

    let _ = writeln!(w, "## Game length\n");
    let l = r.length;
    let _ = writeln!(
        w,
        "Decisions per game (every choice of every player): mean {:.1}, median {:.1}, sd {:.1}, range {}–{}.\n",
        l.mean, l.median, l.sd, l.min, l.max
    );
    let t = r.turns;
    let _ = writeln!(
        w,
        "Turns per game (a turn is a run of consecutive decisions by one seat): mean {:.1}, median {:.1}, sd {:.1}, range {}–{}.\n",
        t.mean, t.median, t.sd, t.min, t.max
    );
    let _ = writeln!(w, "![game length]({})\n", PLOTS[1]);
    let _ = writeln!(w, "![game length in turns]({})\n", PLOTS[5]);

    let _ = writeln!(w, "## How games ended\n");
    let _ = writeln!(
        w,
        "| end condition | games | share | 95% interval |\n|---|---|---|---|"
    );
    for e in &r.end_conditions {
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} |",
            e.condition,
            e.games,
            pct(e.share),
            pct_interval(e.ci95)
        );
    }
    let _ = writeln!(w);

    let _ = writeln!(w, "## Final scores\n");
    let _ = writeln!(
        w,
        "| who | mean | sd | median | min | max |\n|---|---|---|---|---|---|"
    );
    let row = |w: &mut String, who: &str, d: Dist| {
        let _ = writeln!(
            w,
            "| {who} | {:.2} | {:.2} | {:.2} | {} | {} |",
            d.mean, d.sd, d.median, d.min, d.max
        );
    };
    for x in &r.scores.per_seat {
        row(w, &format!("seat {}", x.seat + 1), x.dist);
    }
    row(w, "winner", r.scores.winner);
    row(w, "margin of victory", r.scores.margin);
    let _ = writeln!(
        w,
        "\nThe winner is the seat with the highest return (the lowest seat among shared wins); the margin is its score minus the best other score.\n"
    );
    let _ = writeln!(w, "![winner's score]({})\n", PLOTS[2]);
    let _ = writeln!(w, "![margin of victory]({})\n", PLOTS[3]);

    let _ = writeln!(w, "## Action kinds\n");
    let _ = writeln!(w, "Grouping: {}.\n", r.grouping_rule);
    let _ = writeln!(
        w,
        "*Per game* counts every time any seat took it; *takers* counts seat-games that took it at least once; their win share is to be compared with the even {}.\n",
        pct(1.0 / r.players as f64)
    );
    let _ = writeln!(
        w,
        "| kind | per game | takers | takers' win share | 95% interval |\n|---|---|---|---|---|"
    );
    for a in &r.actions {
        let _ = writeln!(
            w,
            "| {} | {:.2} | {} | {} | {} |",
            a.kind.replace('|', "\\|"),
            a.per_game,
            a.takers,
            pct(a.taker_win_share),
            pct_interval(a.ci95)
        );
    }

    let _ = writeln!(w, "\n## Agents\n");
    if r.agents.len() < 2 {
        let _ = writeln!(
            w,
            "One agent kind ({}) in every seat: no skill gap to measure. Mix agents with `--seats` to see how much skill matters.",
            r.seats.first().map_or("", |s| s.as_str())
        );
    } else {
        let _ = writeln!(
            w,
            "| agent | seat-games | win share | 95% interval |\n|---|---|---|---|"
        );
        for a in &r.agents {
            let _ = writeln!(
                w,
                "| {} | {} | {} | {} |",
                a.spec,
                a.seat_games,
                pct(a.win_share),
                pct_interval(a.ci95)
            );
        }
        let _ = writeln!(
            w,
            "\nGap between the best and the worst agent: {:.1} points.",
            r.agent_gap * 100.0
        );
    }
    let _ = writeln!(w, "\n![win share by agent]({})", PLOTS[4]);
    s
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
fn play(info: &GameInfo, a: &Args) -> Result<Vec<Played>, Usage> {
    let config = parse_options(info, a.players, &a.options)?;
    let seats = a
        .seats
        .clone()
        .unwrap_or_else(|| vec!["heuristic"; a.players].join(","));
    let specs = AgentSpec::parse_list(&seats).map_err(|e| Usage(format!("bad --seats: {e}")))?;
    if specs.len() != a.players {
        return Err(Usage(format!(
            "--seats names {} agents for {} players: give one per seat",
            specs.len(),
            a.players
        )));
    }
    if a.games == 0 {
        return Err(Usage("--games must be at least 1".into()));
    }
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let progress = Progress::new(a.games);
    let played = registry::dispatch(
        info.id,
        Run {
            specs: &specs,
            config: &config,
            first: a.first,
            games: a.games,
            seed: a.seed,
            threads,
            progress: &progress,
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)?;
    progress.finish();
    Ok(played)
}

pub fn run(a: Args) -> Result<(), Usage> {
    let info = crate::game_info(&a.game)?;
    let start = Instant::now();
    let played = if a.merge.is_empty() {
        play(info, &a)?
    } else {
        let played = read_records(&a.merge)?;
        let r = &played[0];
        if r.game_id != info.id || r.seats.len() != a.players {
            return Err(Usage(format!(
                "the records are of {} with {} players, not {} with {}",
                r.game_id,
                r.seats.len(),
                info.id,
                a.players
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

    let mut report = summarize(info, &played);
    report.elapsed_seconds = start.elapsed().as_secs_f64();
    write_plots(&dir, &report, &played)
        .map_err(|e| Usage(format!("cannot write plots to {}: {e}", dir.display())))?;
    let md = dir.join("report.md");
    std::fs::write(&md, markdown(info, &report))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dist_median() {
        let d = dist(&[3.0, 1.0, 2.0, 10.0]);
        assert_eq!(d.median, 2.5);
        assert_eq!((d.min, d.max), (1.0, 10.0));
    }
}
