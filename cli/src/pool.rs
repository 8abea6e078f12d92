//! `boardroom pool`: the report of `boardroom arena` over the games of
//! several `--record` files of one tournament.

use std::path::PathBuf;

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::summarize;

use crate::Usage;
use crate::{arena, arena_record};

/// `boardroom pool RECORD...`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    /// Records written by `boardroom arena --record`.
    #[arg(required = true)]
    pub records: Vec<PathBuf>,
    /// Print one JSON object on stdout instead of a table.
    #[arg(long)]
    pub json: bool,
}

pub fn run(a: Args) -> Result<(), Usage> {
    let p = arena_record::pool(&a.records)?;
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
    let heading = arena::Heading {
        game: &p.run.game,
        players: p.run.players,
        games: p.records.len(),
        duplicate: p.run.duplicate,
        seeds: &p.seeds,
    };
    arena::print(&heading, &reports, a.json);
    Ok(())
}
