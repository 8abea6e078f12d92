//! `boardroom`: list games, run tournaments between agents, play against
//! the AI in the terminal, benchmark a game, print its rules. Games are
//! reached only through the engine's registry, so new games appear here
//! with no change to this crate.

mod arena;
mod arena_record;
mod balance;
mod bench;
mod options;
mod play;
mod progress;
mod rules;
mod tune;
mod view;

use std::path::PathBuf;
use std::process::ExitCode;

use boardroom_ai::alloc_count::CountingAllocator;
use boardroom_engine::GameInfo;
use boardroom_engine::registry;
use clap::{Parser, Subcommand};

/// Counts allocations so that `bench` can report them.
#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

#[derive(Parser)]
#[command(
    name = "boardroom",
    version,
    about = "Hidden-information board games and their AI"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every game id, its player counts and its options.
    Games,
    /// Play a tournament between agents, rotating seats every game.
    Arena {
        #[command(flatten)]
        game: options::GameArgs,
        /// One agent per seat: random, heuristic, pimc:dets=20,iters=500,
        /// ismcts:iters=2000, ismcts:ms=100, ismcts:preset=hard, ismcts:mode=mo
        #[arg(long)]
        seats: String,
        #[arg(long, default_value_t = 100)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played in parallel (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
        /// Print one JSON object on stdout instead of a table.
        #[arg(long)]
        json: bool,
        /// Duplicate deals: each deal is played in every seat rotation and
        /// intervals are taken over deals, so the deal's luck cancels out
        /// (--games must be a multiple of the player count; below 30 deals
        /// the interval also covers Wilson's over games).
        #[arg(long)]
        duplicate: bool,
        /// Add each finished game to FILE as one JSON line; if FILE already
        /// holds games of this run (same options and seed), only the others
        /// are played, so a run cut short resumes (docs/ai.md).
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
    },
    /// The arena's report over the games of one or more --record files of
    /// the same tournament (seeds may differ): intervals over all their
    /// deals or games.
    Pool {
        /// Records written by `boardroom arena --record`.
        #[arg(required = true)]
        records: Vec<PathBuf>,
        /// Print one JSON object on stdout instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Play in the terminal against the AI (docs/play.md).
    Play {
        #[command(flatten)]
        game: options::GameArgs,
        /// Your seat, 0-based.
        #[arg(long, default_value_t = 0)]
        human: usize,
        /// The AI's difficulty in every other seat: easy, medium, hard, expert.
        #[arg(long, default_value = "medium")]
        ai: String,
        /// One seat's player, SEAT=WHO: a preset (easy, medium, hard,
        /// expert) or an agent (random, heuristic, ismcts:iters=500, …).
        /// Repeatable; overrides --ai for that seat.
        #[arg(long = "seat", value_name = "SEAT=WHO")]
        seats: Vec<String>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Resume a game saved with `save FILE` during play.
        #[arg(long)]
        load: Option<std::path::PathBuf>,
    },
    /// Measure a game's speed, allocations and the AI's speed.
    Bench {
        #[command(flatten)]
        game: options::GameArgs,
        #[arg(long)]
        json: bool,
    },
    /// Print a game's rules document.
    Rules { game: String },
    /// Simulate many games and write a balance report with plots.
    Balance(balance::Args),
    /// Search the AI's settings for a game (successive halving against a
    /// fixed opponent pool) and print the best with intervals.
    Tune(tune::Args),
    /// Print a seat's text view (or the spectator's) of a saved or new game.
    View(view::Args),
}

/// A usage error: printed as one line, exit code 2.
struct Usage(String);

fn game_info(id: &str) -> Result<&'static GameInfo, Usage> {
    registry::info(id).ok_or_else(|| {
        let ids: Vec<&str> = registry::GAMES.iter().map(|g| g.id).collect();
        Usage(format!("unknown game '{id}' (games: {})", ids.join(", ")))
    })
}

fn run(cli: Cli) -> Result<(), Usage> {
    match cli.command {
        Command::Games => {
            for g in registry::GAMES {
                println!(
                    "{:<20} {:<24} {}-{} players",
                    g.id, g.name, g.min_players, g.max_players
                );
                for line in options::describe(g) {
                    println!("{line}");
                }
            }
            Ok(())
        }
        Command::Arena {
            game,
            seats,
            games,
            seed,
            threads,
            json,
            duplicate,
            record,
        } => {
            let (info, config) = game.resolve()?;
            let threads = threads
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
            let settings = boardroom_ai::tournament::ArenaSettings {
                config,
                games,
                seed,
                threads,
                duplicate,
            };
            arena::run(info, settings, &seats, json, record.as_deref())
        }
        Command::Pool { records, json } => arena::pool(&records, json),
        Command::Play {
            game,
            human,
            ai,
            seats,
            seed,
            load,
        } => {
            let (info, config) = game.resolve()?;
            if human >= config.players {
                return Err(Usage(format!(
                    "--human must be a seat from 0 to {}, not {human}",
                    config.players - 1
                )));
            }
            let players = play::seat_players(config.players, human, &ai, &seats)?;
            play::run(
                info,
                play::Setup {
                    config,
                    human: human as u8,
                    players,
                    seed,
                    load,
                },
            )
        }
        Command::Bench { game, json } => {
            let (info, config) = game.resolve()?;
            bench::run(info, config, json)
        }
        Command::Balance(args) => balance::run(args),
        Command::Tune(args) => tune::run(args),
        Command::View(args) => view::run(args),
        Command::Rules { game } => {
            let info = game_info(&game)?;
            rules::print(info)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Usage(msg)) => {
            eprintln!("boardroom: {msg}");
            ExitCode::from(2)
        }
    }
}
