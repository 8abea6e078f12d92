//! Shared by the test binaries' roots (`tests/engine.rs` here, the AI's
//! `tests/ai.rs`, the command's `tests/commands.rs`): with `autotests =
//! false` cargo builds only the binaries a manifest names, so a new file in
//! `tests/` would be skipped without a word.

use std::path::Path;

/// Each `.rs` file in the crate's `tests/` must be a module of the root
/// (`root`, its text `text`) or a `[[test]]` of the crate's manifest.
pub fn assert_every_test_file_is_built(crate_dir: &str, root: &str, text: &str) {
    let dir = Path::new(crate_dir);
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    for entry in std::fs::read_dir(dir.join("tests")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if let Some(stem) = name.strip_suffix(".rs") {
            assert!(
                text.contains(&format!("\nmod {stem};"))
                    || manifest.contains(&format!("path = \"tests/{name}\"")),
                "tests/{name} is neither a module of tests/{root} nor a [[test]] of Cargo.toml"
            );
        }
    }
}
