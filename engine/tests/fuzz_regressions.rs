//! The fuzz targets' checks (`boardroom_engine::fuzzing`) as ordinary tests:
//! every input kept in `fuzz/regressions/<target>/` (each one a crash the
//! fuzzer found, kept after the fix) replays cleanly, and a few thousand
//! seeded random inputs pass, so the targets' bodies cannot rot between
//! fuzzing runs.

use std::path::PathBuf;

use boardroom_engine::fuzzing::{self, Target};
use boardroom_engine::prelude::*;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng};
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

/// Found by the `ffi_calls` target (fuzz/regressions/ffi_calls/vendors-label):
/// `br_game_action_label` on a Vendors Knowledge base id whose parameter
/// names no card panicked. Every id of every game must have a label.
struct Labels;
impl GameVisitor for Labels {
    type Output = ();
    fn visit<G: Game>(self) {
        let g = G::setup(&Config::players(G::INFO.min_players as usize), 1).unwrap();
        for id in 0..G::ACTION_ID_COUNT {
            let a = G::action_from_id(id).expect("ids below ACTION_ID_COUNT exist");
            assert!(
                !g.label(a, boardroom_engine::Names::SEATS).is_empty(),
                "{} id {id}",
                G::INFO.id
            );
        }
    }
}

#[test]
fn every_action_id_has_a_label() {
    for info in registry::GAMES {
        registry::dispatch(info.id, Labels).unwrap();
    }
}

/// Found by a long `actions` run (fuzz/regressions/actions/
/// actions-value-crafter-auction-after-end and -held-values-after-end):
/// "The game ends immediately when ... Someone reaches $100", and a market
/// event played at a bidding turn or before a launch reached it, leaving the
/// auction's slot and high bid, or the launch's product and held values,
/// behind in a finished game. Each input, replayed through the target's own
/// decoding and checks, now ends at $100 with nothing of the auction or the
/// launch left open (the invariants hold).
#[test]
fn value_crafter_end_at_100_mid_auction_or_launch_leaves_nothing_open() {
    use boardroom_engine::value_crafter::ValueCrafter;
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/actions");
    for name in [
        "actions-value-crafter-auction-after-end",
        "actions-value-crafter-held-values-after-end",
    ] {
        let data = std::fs::read(dir.join(name)).unwrap();
        let g: ValueCrafter = fuzzing::play_actions(&data).expect("a Value Crafter input");
        assert!(g.is_terminal(), "{name}");
        assert_eq!(g.end_reason(), Some("a player reached $100"), "{name}");
        assert!((0..4).any(|s| g.money(s) >= 100), "{name}");
        g.check_invariants()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}
