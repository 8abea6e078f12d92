//! `boardroom train GAME --players N`: expert iteration. Each generation the
//! search plays itself (from the second generation on, with the latest net
//! as its prior and leaf value), its decisions go into a replay buffer of
//! the last few generations, and the net is fitted to it (learner.rs).
//!
//! Everything lives in `--dir`: the latest net, every generation's net,
//! the buffer and `state.json`. Run the same command again to resume after
//! an interruption: the run goes on from the last finished generation and
//! ends with the same file an uninterrupted run writes.

mod buffer;
mod learner;
mod selfplay;

use std::path::{Path, PathBuf};

use boardroom_ai::net::Net;
use boardroom_ai::{NetChoice, SearchConfig, mix_seed};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng};
use serde::{Deserialize, Serialize};

use crate::Usage;
use crate::progress::Progress;
use buffer::Buffer;
use learner::Fit;
use selfplay::Plan;

/// `boardroom train GAME --players N [...]`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    #[command(flatten)]
    pub game: crate::options::GameArgs,
    /// Generations of self-play and fitting.
    #[arg(long, default_value_t = 8)]
    pub generations: u32,
    /// Self-play games per generation.
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Search iterations per self-play decision.
    #[arg(long, default_value_t = 300)]
    pub iters: u64,
    /// Decisions at the start of each game drawn in proportion to visits.
    #[arg(long, default_value_t = 8)]
    pub explore: usize,
    /// The PUCT weight self-play gives the net's prior (from generation 2).
    #[arg(long, default_value_t = 1.0)]
    pub prior: f64,
    /// The weight self-play gives the net's value at leaves (from
    /// generation 2; 1 replaces rollouts).
    #[arg(long, default_value_t = 0.5)]
    pub value: f64,
    /// Width of each hidden layer.
    #[arg(long, default_value_t = 64)]
    pub hidden: usize,
    /// Hidden layers.
    #[arg(long, default_value_t = 2)]
    pub layers: usize,
    /// Passes over the buffer each generation.
    #[arg(long, default_value_t = 4)]
    pub epochs: usize,
    #[arg(long, default_value_t = 256)]
    pub batch: usize,
    #[arg(long, default_value_t = 1e-3)]
    pub lr: f64,
    /// Generations of samples the buffer keeps.
    #[arg(long, default_value_t = 4)]
    pub window: u32,
    /// Share of self-play games (from generation 2) in which one seat
    /// plays an earlier generation, or generation 1's search without a
    /// net, drawn at random; its decisions are not learned from. Keeps
    /// self-play from collapsing onto one line.
    #[arg(long, default_value_t = 0.0)]
    pub league: f64,
    /// A net file (a committed one, say) that joins the league's rivals,
    /// drawn like them; may be given more than once. Self-play then meets
    /// a line it should learn to answer, not only its own past.
    #[arg(long = "rival", value_name = "FILE")]
    pub rivals: Vec<PathBuf>,
    /// Whose visit shares the samples learn: the deciding search's own
    /// (expert iteration), or an oracle's, a search of the true state at
    /// the same iterations, which also knows the deck's order where cards
    /// are still to be drawn (the net still reads only the seat's
    /// observation; the games are played as before).
    #[arg(long, value_enum, default_value_t = Teacher::Search)]
    pub teacher: Teacher,
    /// Share of each generation's self-play games kept out of the buffer;
    /// the fitted net's losses on them are printed beside the fitted ones,
    /// so a net that memorises its buffer shows it.
    #[arg(long, default_value_t = 0.0)]
    pub holdout: f64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Where the run keeps its nets, buffer and progress (default
    /// target/train/GAME-Np).
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Also copy the final net here (for example ai/nets/GAME.brnet).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Self-play games played at once (default: all cores). The result
    /// does not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
}

/// Who labels the policy samples (`--teacher`).
#[derive(clap::ValueEnum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum Teacher {
    Search,
    Oracle,
}

/// What `state.json` holds: how far the run got and with which settings.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct State {
    settings: String,
    generation: u32,
}

impl Args {
    /// The settings that decide the result, as the command line that
    /// repeats it (threads, paths and the generation count excluded, so a
    /// run can be extended).
    fn settings(&self) -> String {
        let mut s = format!(
            "boardroom train {} --players {}",
            self.game.game, self.game.players
        );
        for o in &self.game.options {
            s += &format!(" --option {o}");
        }
        if self.league > 0.0 {
            // Only when set, so the runs before the option repeat as they were.
            s += &format!(" --league {}", self.league);
            for rival in &self.rivals {
                s += &format!(" --rival {}", rival.display());
            }
        }
        if self.teacher == Teacher::Oracle {
            s += " --teacher oracle";
        }
        if self.holdout > 0.0 {
            s += &format!(" --holdout {}", self.holdout);
        }
        s + &format!(
            " --games {} --iters {} --explore {} --prior {} --value {} --hidden {} --layers {} --epochs {} --batch {} --lr {} --window {} --seed {}",
            self.games,
            self.iters,
            self.explore,
            self.prior,
            self.value,
            self.hidden,
            self.layers,
            self.epochs,
            self.batch,
            self.lr,
            self.window,
            self.seed
        )
    }
}

pub fn run(a: Args) -> Result<(), Usage> {
    let (info, config) = a.game.resolve()?;
    if a.generations == 0 || a.games == 0 || a.iters == 0 || a.epochs == 0 || a.batch == 0 {
        return Err(Usage(
            "--generations, --games, --iters, --epochs and --batch must be at least 1".into(),
        ));
    }
    if !(0.0..0.5).contains(&a.holdout) {
        return Err(Usage("--holdout must be at least 0 and below 0.5".into()));
    }
    if !(0.0..=1.0).contains(&a.league) {
        return Err(Usage("--league must be between 0 and 1".into()));
    }
    if !a.rivals.is_empty() && a.league <= 0.0 {
        return Err(Usage(
            "--rival plays only in league games: give --league too".into(),
        ));
    }
    if a.hidden == 0 || a.layers == 0 || a.window == 0 {
        return Err(Usage(
            "--hidden, --layers and --window must be at least 1".into(),
        ));
    }
    let dir = a
        .dir
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("target/train/{}-{}p", info.id, a.game.players)));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Usage(format!("cannot make {}: {e}", dir.display())))?;
    registry::dispatch(
        info.id,
        Trainer {
            args: &a,
            config: &config,
            dir: &dir,
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)
}

struct Trainer<'a> {
    args: &'a Args,
    config: &'a Config,
    dir: &'a Path,
}

impl GameVisitor for Trainer<'_> {
    type Output = Result<(), String>;
    fn visit<G: Game>(self) -> Result<(), String> {
        train::<G>(self.args, self.config, self.dir)
    }
}

fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    // Written beside and renamed, so an interruption never leaves half a file.
    let tmp = path.with_extension("partial");
    std::fs::write(&tmp, bytes)
        .and_then(|_| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn train<G: Game>(a: &Args, config: &Config, dir: &Path) -> Result<(), String> {
    let settings = a.settings();
    let state_path = dir.join("state.json");
    let net_path = dir.join("net.brnet");
    let buffer_path = dir.join("buffer.bin");
    let (mut generation, mut net, mut buffer) = if state_path.exists() {
        let state: State = serde_json::from_slice(&read_file(&state_path)?)
            .map_err(|e| format!("{}: {e}", state_path.display()))?;
        if state.settings != settings {
            return Err(format!(
                "{} holds a run with other settings ({}); choose another --dir",
                dir.display(),
                state.settings
            ));
        }
        let net = Net::parse(&read_file(&net_path)?)
            .map_err(|e| format!("{}: {e}", net_path.display()))?;
        let buffer = Buffer::read(&mut read_file(&buffer_path)?.as_slice())
            .map_err(|e| format!("{}: {e}", buffer_path.display()))?;
        eprintln!(
            "train: resuming {} at generation {}",
            dir.display(),
            state.generation + 1
        );
        (state.generation, net, buffer)
    } else {
        let mut rng = GameRng::new(mix_seed(a.seed, 0x696e_6974));
        let net = Net::drawn::<G>(a.hidden, a.layers, 1 << a.game.players, &mut rng);
        (0, net, Buffer::new(G::OBSERVATION_TENSOR_SIZE))
    };
    // Nets from outside the run that join its rivals (`--rival`).
    let outside = a
        .rivals
        .iter()
        .map(|path| {
            let net =
                Net::parse(&read_file(path)?).map_err(|e| format!("{}: {e}", path.display()))?;
            net.fits::<G>()
                .map_err(|e| format!("{}: {e}", path.display()))?;
            if !net.knows_players(a.game.players) {
                return Err(format!(
                    "{}: not trained for {} players",
                    path.display(),
                    a.game.players
                ));
            }
            Ok(net)
        })
        .collect::<Result<Vec<Net>, String>>()?;
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let fit = Fit {
        epochs: a.epochs,
        batch: a.batch,
        learning_rate: a.lr,
    };
    while generation < a.generations {
        let g = generation;
        // The first generation searches without a net: the fresh one knows
        // nothing yet.
        let unlearned = SearchConfig {
            net: NetChoice::Off,
            ..SearchConfig::default()
        };
        let with = |net: Net| SearchConfig {
            net: NetChoice::File(std::sync::Arc::new(net)),
            prior: Some(a.prior),
            value_weight: Some(a.value),
            ..SearchConfig::default()
        };
        let search = if g == 0 {
            unlearned.clone()
        } else {
            with(net.clone())
        };
        // The rivals: generation 1's search, the nets after it but the
        // latest, and any from outside the run.
        let mut rivals = Vec::new();
        if a.league > 0.0 && g > 0 {
            rivals.push(unlearned);
            for k in 1..g {
                let path = dir.join(format!("gen-{k:03}.brnet"));
                let earlier = Net::parse(&read_file(&path)?)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                rivals.push(with(earlier));
            }
            rivals.extend(outside.iter().map(|n| with(n.clone())));
        }
        let plan = Plan {
            search,
            iterations: a.iters,
            explore_moves: a.explore,
            league: a.league,
            rivals,
            oracle: a.teacher == Teacher::Oracle,
        };
        let label = format!("generation {} of {}", g + 1, a.generations);
        eprintln!("train: {label}: self-play");
        let (games, held) = self_play::<G>(config, a, g, &plan, threads)?;
        let new_samples = games.len();
        if games.is_empty() {
            return Err("self-play made no decision with a choice to learn from".into());
        }
        buffer.extend(&games, g);
        buffer.keep_from((g + 1).saturating_sub(a.window));
        let batches = buffer.len().div_ceil(a.batch) * a.epochs;
        eprintln!(
            "train: {label}: fitting {} samples ({new_samples} new)",
            buffer.len()
        );
        let progress = Progress::new("fit", "batches", batches);
        let mut rng = GameRng::new(mix_seed(a.seed, 0x6669_7400 + g as u64));
        let (fitted, losses) = learner::train(&net, &buffer, &fit, &mut rng, &|| progress.inc())?;
        progress.finish();
        net = Net {
            provenance: format!(
                "{settings} --generations {} (generation {} of it; {} samples in its buffer), at commit {}",
                a.generations,
                g + 1,
                buffer.len(),
                env!("BOARDROOM_COMMIT")
            ),
            ..fitted
        };
        eprintln!(
            "train: {label}: policy loss {:.4}, value loss {:.4}",
            losses.policy, losses.value
        );
        if !held.is_empty() {
            let out = learner::evaluate(&net, &held, a.batch)?;
            eprintln!(
                "train: {label}: on {} held-out samples, policy loss {:.4}, value loss {:.4}",
                held.len(),
                out.policy,
                out.value
            );
        }
        generation += 1;
        let bytes = net.to_bytes();
        write_file(&dir.join(format!("gen-{generation:03}.brnet")), &bytes)?;
        let mut buf_bytes = Vec::new();
        buffer.write(&mut buf_bytes).map_err(|e| e.to_string())?;
        write_file(&buffer_path, &buf_bytes)?;
        write_file(&net_path, &bytes)?;
        let state = State {
            settings: settings.clone(),
            generation,
        };
        write_file(
            &state_path,
            &serde_json::to_vec_pretty(&state).map_err(|e| e.to_string())?,
        )?;
    }
    if let Some(out) = &a.out {
        write_file(out, &net.to_bytes())?;
        eprintln!("train: wrote {}", out.display());
    }
    println!("{}", net_path.display());
    Ok(())
}

/// Generation `g`'s self-play games, their samples in game order whatever
/// the threads: those to learn from, and those of the games held out.
fn self_play<G: Game>(
    config: &Config,
    a: &Args,
    g: u32,
    plan: &Plan,
    threads: usize,
) -> Result<(Buffer, Buffer), String> {
    let progress = Progress::new("self-play", "games", a.games);
    let seeds: Vec<u64> = (0..a.games)
        .map(|i| mix_seed(a.seed, ((g as u64) << 32) | i as u64))
        .collect();
    let per = a.games.div_ceil(threads);
    let parts: Vec<Result<(Buffer, Buffer), String>> = std::thread::scope(|s| {
        let handles: Vec<_> = seeds
            .chunks(per)
            .map(|chunk| {
                let progress = &progress;
                s.spawn(move || {
                    let mut out = Buffer::new(G::OBSERVATION_TENSOR_SIZE);
                    let mut held = Buffer::new(G::OBSERVATION_TENSOR_SIZE);
                    for &seed in chunk {
                        let into = if held_out(seed, a.holdout) {
                            &mut held
                        } else {
                            &mut out
                        };
                        selfplay::play::<G>(config, seed, plan, into)?;
                        progress.inc();
                    }
                    Ok((out, held))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a self-play thread panicked".into()))
            })
            .collect()
    });
    progress.finish();
    let mut all = Buffer::new(G::OBSERVATION_TENSOR_SIZE);
    let mut held = Buffer::new(G::OBSERVATION_TENSOR_SIZE);
    for part in parts {
        let (out, h) = part?;
        all.extend(&out, 0);
        held.extend(&h, 0);
    }
    Ok((all, held))
}

/// Whether the game from `seed` is held out of the buffer (a draw from
/// the seed alone, so the same games are held out whatever the threads).
fn held_out(seed: u64, share: f64) -> bool {
    share > 0.0 && GameRng::new(mix_seed(seed, 0x686f_6c64)).unit() < share
}
