//! The engine's integration tests, one module per file beside this one,
//! built as one test binary: one link instead of seventeen, the generic
//! code they share compiled once, and one pool of test threads for all of
//! them (docs/testing.md). `alloc.rs` and `tensors.rs` stay binaries of
//! their own: each installs a counting global allocator, which would count
//! the other tests' allocations too.
//!
//! Run one file's tests by its module: `cargo test --release -p
//! boardroom-engine --test engine conformance::`.

mod common;
mod test_files;

mod catalogs;
mod conformance;
mod crafters_properties;
mod emergent_properties;
mod end_reasons;
mod fuzz_regressions;
mod golden_saves;
mod oh_hell_properties;
mod scene_keys;
mod schema;
mod spiel_des_jahres_properties;
mod transcript;
mod value_crafter_properties;
mod vendors_properties;
mod view_snapshots;
mod views;
mod words;

#[test]
fn every_test_file_is_built() {
    let text = include_str!("engine.rs");
    test_files::assert_every_test_file_is_built(env!("CARGO_MANIFEST_DIR"), "engine.rs", text);
}
