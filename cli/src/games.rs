//! `boardroom games`: every game id, its player counts and its options.

use boardroom_engine::registry;

use crate::Usage;
use crate::options;

/// `boardroom games` (no arguments).
#[derive(clap::Args, Clone, Debug)]
pub struct Args {}

pub fn run(_: Args) -> Result<(), Usage> {
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
