//! Random sequences of C ABI calls with random arguments. The body, and
//! what must hold whatever the input, is ffi/tests/call_sequences/mod.rs,
//! which the test `fuzz_calls` also drives in every test run.

#![no_main]

#[path = "../../ffi/tests/call_sequences/mod.rs"]
mod call_sequences;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| call_sequences::run(data));
