//! The fuzz target `ffi_calls` as an ordinary test (its body is
//! `call_sequences`, shared with fuzz/fuzz_targets/ffi_calls.rs): every
//! input kept in `fuzz/regressions/ffi_calls/` replays cleanly, and seeded
//! random inputs pass, so the body cannot rot between fuzzing runs and every test
//! run calls the C ABI in the orders and with the arguments the fuzzer
//! tries. Coverage-guided runs are scripts/fuzz.sh and scripts/fuzz-long.sh
//! (docs/testing.md).

mod call_sequences;

use std::path::PathBuf;

#[test]
fn kept_ffi_calls_inputs_replay_cleanly() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/ffi_calls");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fuzz/regressions/ffi_calls exists")
        .map(|e| e.expect("a readable entry").path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no kept input in {}", dir.display());
    for path in files {
        eprintln!("ffi_calls: {}", path.display());
        call_sequences::run(&std::fs::read(&path).unwrap());
    }
}

/// A small xorshift: the inputs depend on the seed alone.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn random_call_sequences_pass() {
    let runs = if cfg!(debug_assertions) { 50 } else { RUNS };
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for i in 0..runs {
        let len = 8 + (next(&mut state) % 400) as usize;
        let data: Vec<u8> = (0..len).map(|_| next(&mut state) as u8).collect();
        // Cycle the first byte, so every kind of first call comes early.
        let mut data = data;
        data[0] = i as u8;
        call_sequences::run(&data);
    }
}

/// Random inputs per test run (release).
const RUNS: usize = 30_000;
