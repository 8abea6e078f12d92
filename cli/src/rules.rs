//! `boardroom rules GAME`: the game's rules document, `docs/rules/<id>.md`,
//! read at run time so that a new game's document needs no rebuild.

use std::path::PathBuf;

use crate::{Usage, game_info};

/// Where the document may be: beside the source tree this binary was built
/// from (works for `cargo run` anywhere in the repository), then relative
/// to the working directory.
fn candidates(id: &str) -> [PathBuf; 2] {
    let file = format!("{id}.md");
    [
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../docs/rules")
            .join(&file),
        PathBuf::from("docs/rules").join(&file),
    ]
}

/// The id, then its shorter prefixes at each '-': a variant such as
/// `emergent-fastplay` is documented in its base game's `emergent.md`.
fn ids(id: &str) -> impl Iterator<Item = &str> {
    let cuts = id.rmatch_indices('-').map(|(i, _)| i);
    std::iter::once(id).chain(cuts.map(move |i| &id[..i]))
}

/// `boardroom rules GAME`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    pub game: String,
}

pub fn run(a: Args) -> Result<(), Usage> {
    let info = game_info(&a.game)?;
    for id in ids(info.id) {
        for path in candidates(id) {
            if let Ok(text) = std::fs::read_to_string(&path) {
                print!("{text}");
                return Ok(());
            }
        }
    }
    Err(Usage(format!(
        "no rules document for {} (looked for docs/rules/{}.md)",
        info.id, info.id
    )))
}
