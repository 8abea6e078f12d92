//! The fuzz targets' checks (`boardroom_engine::fuzzing`) as ordinary tests:
//! every input kept in `fuzz/regressions/<target>/` (each one a crash the
//! fuzzer found, kept after the fix) replays cleanly, and a few thousand
//! seeded random inputs pass, so the targets' bodies cannot rot between
//! fuzzing runs.

use std::path::PathBuf;

use boardroom_engine::GameRng;
use boardroom_engine::fuzzing::{self, Target};
use rand::Rng;

#[test]
fn kept_fuzz_inputs_replay_cleanly() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions");
    let mut replayed = 0;
    for target in Target::ALL {
        let Ok(dir) = std::fs::read_dir(root.join(target.name())) else {
            continue;
        };
        let mut files: Vec<_> = dir.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        files.sort();
        for path in files {
            let data = std::fs::read(&path).unwrap();
            eprintln!("{}: {}", target.name(), path.display());
            fuzzing::run(target, &data);
            replayed += 1;
        }
    }
    eprintln!("{replayed} kept inputs replayed");
}

#[test]
fn random_inputs_pass_every_target() {
    let mut rng = GameRng::new(11);
    let runs = if cfg!(debug_assertions) { 100 } else { 2000 };
    for target in Target::ALL {
        for i in 0..runs {
            let len = 10 + (rng.next_u32() % 600) as usize;
            let mut data = vec![0u8; len];
            rng.fill_bytes(&mut data);
            // Cycle the game byte so every game is covered.
            data[0] = i as u8;
            fuzzing::run(target, &data);
        }
    }
}
