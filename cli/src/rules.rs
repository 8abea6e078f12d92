//! `boardroom rules GAME`: the game's rules document, `docs/rules/<id>.md`,
//! read at run time so that a new game's document needs no rebuild.

use std::path::PathBuf;

use boardroom_engine::GameInfo;

use crate::Usage;

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

pub fn print(info: &GameInfo) -> Result<(), Usage> {
    for path in candidates(info.id) {
        if let Ok(text) = std::fs::read_to_string(&path) {
            print!("{text}");
            return Ok(());
        }
    }
    Err(Usage(format!(
        "no rules document for {} (looked for docs/rules/{}.md)",
        info.id, info.id
    )))
}
