//! The `boardroom` command's tests, one module per file beside this one,
//! built as one test binary (one link instead of five; docs/testing.md).
//! Each runs the built binary, as a user would.
//!
//! Run one file's tests by its module: `cargo test --release -p
//! boardroom-cli --test commands record::`.

mod common;

mod balance;
mod cli;
mod record;
mod tune;
mod view;

#[path = "../../engine/tests/test_files.rs"]
mod test_files;

#[test]
fn every_test_file_is_built() {
    let text = include_str!("commands.rs");
    test_files::assert_every_test_file_is_built(env!("CARGO_MANIFEST_DIR"), "commands.rs", text);
}
