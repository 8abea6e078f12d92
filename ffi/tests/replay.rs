//! Same seed, same game, on every platform: every game replayed through
//! the C ABI with fixed seeds and iteration budgets (ISMCTS against ISMCTS,
//! heuristic and random seats) must hash its action sequence to the line
//! committed in `ffi/tests/golden/replay-hashes.txt`. The C program
//! `examples/c/replay.c` checks the same file against the Windows (wine)
//! and emscripten (node) builds (`scripts/natives`), so a hash that differs
//! on one platform shows there. `BOARDROOM_BLESS=1` rewrites the file, for
//! a change that is meant to change play.

use std::ffi::c_char;
use std::fmt::Write as _;
use std::ptr::null;

use boardroom::*;

mod calls;

use calls::{c, last_error};

/// From the repository root.
const GOLDEN: &str = "ffi/tests/golden/replay-hashes.txt";

/// The file's header: how a line is replayed, for the C checker's readers.
const HEADER: &str = "\
# Same seed, same game, on every platform (docs/ffi.md, \"Reproducible games\").
# One game a line: GAME PLAYERS SEED MOVES HASH SEATS
#   br_game_new(GAME, PLAYERS, SEED, NULL); seat s's agent is
#   br_ai_new_spec(game, SEATS[s], SEED + 1 + s) (SEATS split on '|');
#   until the game ends, the agent of the seat to move chooses (br_ai_choose),
#   every agent observes the action (br_ai_observe), it is applied;
#   MOVES actions in all, HASH the 64-bit FNV-1a of their ids as 4 bytes
#   little-endian each, in lowercase hex.
# Checked by ffi/tests/replay.rs (natively) and by examples/c/replay.c (the
# Linux, Windows and emscripten libraries, scripts/natives).
# Regenerate: BOARDROOM_BLESS=1 cargo test --release -p boardroom-ffi --test replay
";

/// FNV-1a, 64 bits: fixed constants, so the same on every platform and
/// every Rust release (std's `DefaultHasher` promises neither).
fn fnv1a(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// One line's setup.
struct Setup {
    game: String,
    players: u32,
    seed: u64,
    seats: Vec<String>,
}

/// Every registered game (through the C ABI, so a new game gets lines
/// here without a change to this file), four setups each: ISMCTS in every
/// seat with the game's own choices; ISMCTS with a temperature (its draw)
/// and random rollouts beside the heuristic and random agents; each tree
/// kind (information-set table, one tree per seat, single observer without
/// tree reuse); the heuristic and random agents alone at the most players.
fn setups() -> Vec<Setup> {
    let mut count = 0usize;
    assert_eq!(unsafe { br_game_count(&mut count) }, BrStatus::Ok);
    let mut out = Vec::new();
    for i in 0..count {
        let mut id = vec![0 as c_char; 64];
        let (mut needed, mut lo, mut hi) = (0usize, 0u32, 0u32);
        let st =
            unsafe { br_game_info(i, id.as_mut_ptr(), id.len(), &mut needed, &mut lo, &mut hi) };
        assert_eq!(st, BrStatus::Ok);
        let game = unsafe { std::ffi::CStr::from_ptr(id.as_ptr()) }
            .to_string_lossy()
            .into_owned();
        let cycle = |players: u32, specs: &[&str]| -> Vec<String> {
            (0..players as usize)
                .map(|s| specs[s % specs.len()].to_string())
                .collect()
        };
        let mut add = |players: u32, seed: u64, specs: &[&str]| {
            out.push(Setup {
                game: game.clone(),
                players,
                seed,
                seats: cycle(players, specs),
            });
        };
        add(3.clamp(lo, hi), 1, &["ismcts:iters=100"]);
        add(
            4.clamp(lo, hi),
            2,
            &[
                "ismcts:iters=80,temp=0.5",
                "heuristic",
                "random",
                "ismcts:iters=80,rollout=random",
            ],
        );
        add(
            lo,
            3,
            &[
                "ismcts:iters=60,mode=is",
                "ismcts:iters=60,mode=mo",
                "ismcts:iters=60,mode=so,reuse=off",
            ],
        );
        add(hi, 4, &["heuristic", "random"]);
        // The learned net where the game has one, its weights explicit so
        // the line holds at any budget: its arithmetic must replay too.
        for net in boardroom_ai::net::builtins(&game) {
            let players = (lo..=hi)
                .find(|&p| net.knows_players(p as usize))
                .unwrap_or(lo);
            add(
                players,
                5,
                &[
                    "ismcts:iters=60,prior=1,value=0.5",
                    "ismcts:iters=60,prior=1,mode=mo",
                ],
            );
        }
    }
    out
}

/// Plays one setup through the C ABI: (moves, hash).
fn replay(s: &Setup) -> (u32, u64) {
    let what = format!("{} {} players, seed {}", s.game, s.players, s.seed);
    let ok = |st: BrStatus, call: &str| {
        assert_eq!(st, BrStatus::Ok, "{what}: {call}: {}", last_error());
    };
    unsafe {
        let mut game = 0;
        ok(
            br_game_new(c(&s.game).as_ptr(), s.players, s.seed, null(), &mut game),
            "br_game_new",
        );
        let mut agents = Vec::new();
        for (seat, spec) in s.seats.iter().enumerate() {
            let mut ai = 0;
            ok(
                br_ai_new_spec(game, c(spec).as_ptr(), s.seed + 1 + seat as u64, &mut ai),
                "br_ai_new_spec",
            );
            agents.push(ai);
        }
        let (mut moves, mut hash) = (0u32, FNV_OFFSET);
        loop {
            let mut seat = 0i32;
            ok(br_game_to_move(game, &mut seat), "br_game_to_move");
            if seat < 0 {
                break;
            }
            let seat = seat as u32;
            let mut action = 0u32;
            ok(
                br_ai_choose(agents[seat as usize], game, seat, &mut action),
                "br_ai_choose",
            );
            for &ai in &agents {
                ok(br_ai_observe(ai, game, seat, action), "br_ai_observe");
            }
            ok(br_game_apply(game, seat, action), "br_game_apply");
            hash = fnv1a(hash, &action.to_le_bytes());
            moves += 1;
        }
        for ai in agents {
            ok(br_ai_free(ai), "br_ai_free");
        }
        ok(br_game_free(game), "br_game_free");
        (moves, hash)
    }
}

fn line(s: &Setup, moves: u32, hash: u64) -> String {
    format!(
        "{} {} {} {moves} {hash:016x} {}",
        s.game,
        s.players,
        s.seed,
        s.seats.join("|")
    )
}

#[test]
fn fnv1a_is_the_published_function() {
    // The reference values of FNV-1a 64 (the empty input and "a").
    assert_eq!(fnv1a(FNV_OFFSET, b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a(FNV_OFFSET, b"a"), 0xaf63_dc4c_8601_ec8c);
}

#[test]
fn every_game_replays_its_golden_action_hashes() {
    let mut fresh = String::from(HEADER);
    // A thread per setup (each owns its handles; the budgets are iteration
    // counts, so the hashes do not depend on the timing): one after
    // another they kept a core idle.
    let setups = setups();
    let lines: Vec<String> = std::thread::scope(|scope| {
        let replays: Vec<_> = setups
            .iter()
            .map(|s| {
                scope.spawn(move || {
                    let (moves, hash) = replay(s);
                    line(s, moves, hash)
                })
            })
            .collect();
        replays.into_iter().map(|r| r.join().unwrap()).collect()
    });
    for l in lines {
        writeln!(fresh, "{l}").unwrap();
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(GOLDEN);
    if std::env::var_os("BOARDROOM_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let data = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(str::to_string)
            .collect()
    };
    let (want, got) = (data(&committed), data(&fresh));
    let changed: Vec<String> = got
        .iter()
        .filter(|l| !want.contains(l))
        .map(|l| format!("  now:  {l}"))
        .chain(
            want.iter()
                .filter(|l| !got.contains(l))
                .map(|l| format!("  was:  {l}")),
        )
        .collect();
    assert!(
        changed.is_empty() && committed == fresh,
        "{GOLDEN}: {} of {} games play differently (or the file is stale):\n{}\n\
         A change meant to change play: BOARDROOM_BLESS=1 cargo test --release -p boardroom-ffi --test replay",
        got.iter().filter(|l| !want.contains(l)).count(),
        got.len(),
        changed.join("\n")
    );
}
