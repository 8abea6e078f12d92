//! The AI's integration tests, one module per file beside this one, built
//! as one test binary: one link, and the search compiled for every game
//! once rather than once a file (docs/testing.md). `alloc.rs` stays a
//! binary of its own: its counting global allocator would count the other
//! tests' allocations too.
//!
//! Run one file's tests by its module: `cargo test --release -p
//! boardroom-ai --test ai no_peek::`.

mod duplicate;
mod no_peek;
mod presets;
mod presets_keep_money;
mod search;
mod strength;

#[path = "../../engine/tests/test_files.rs"]
mod test_files;

#[test]
fn every_test_file_is_built() {
    let text = include_str!("ai.rs");
    test_files::assert_every_test_file_is_built(env!("CARGO_MANIFEST_DIR"), "ai.rs", text);
}
