//! For every registered game (the first input byte picks it): see
//! `boardroom_engine::fuzzing::Target` for what this target checks. A crash
//! found here is kept in `fuzz/regressions/determinize/` and replayed by
//! `engine/tests/fuzz_regressions.rs`.

#![no_main]

use boardroom_engine::fuzzing::{self, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fuzzing::run(Target::Determinize, data);
});
