//! `boardroom`: list games, run tournaments between agents, play against
//! the AI in the terminal, benchmark a game, print its rules. Games are
//! reached only through the engine's registry, so new games appear here
//! with no change to this crate. Every subcommand is `Name(module::Args)`:
//! its module holds its arguments and its `run`.

mod arena;
mod arena_record;
mod balance;
mod bench;
mod games;
mod net;
mod options;
mod play;
mod pool;
mod progress;
mod rules;
mod show;
mod train;
mod tune;
mod view;

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
    Games(games::Args),
    /// Play a tournament between agents, rotating seats every game.
    Arena(arena::Args),
    /// The arena's report over the games of one or more --record files of
    /// the same tournament (seeds may differ): intervals over all their
    /// deals or games.
    Pool(pool::Args),
    /// Play in the terminal against the AI (docs/play.md).
    Play(play::Args),
    /// Measure a game's speed, allocations and the AI's speed.
    Bench(bench::Args),
    /// Print a game's rules document.
    Rules(rules::Args),
    /// Simulate many games and write a balance report with plots.
    Balance(balance::Args),
    /// Search the AI's settings for a game (successive halving against a
    /// fixed opponent pool) and print the best with intervals.
    Tune(tune::Args),
    /// Print a seat's text view (or the spectator's) of a saved or new game.
    View(view::Args),
    /// Train a game's net by self-play (expert iteration): the search's
    /// prior and leaf value (docs/ai.md, "The learned net").
    Train(train::Args),
    /// Show a learned net file's shape and provenance, or write it compact.
    Net(net::Args),
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
        Command::Games(args) => games::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Pool(args) => pool::run(args),
        Command::Play(args) => play::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Balance(args) => balance::run(args),
        Command::Tune(args) => tune::run(args),
        Command::View(args) => view::run(args),
        Command::Train(args) => train::run(args),
        Command::Net(args) => net::run(args),
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
