//! Random sequences of C ABI calls with random arguments: real, freed and
//! made-up handles, seats and action ids out of range, short and NULL
//! buffers, corrupt saves, bad options and presets, background thinking
//! started, polled, cancelled and taken in any order, thinking in slices,
//! hints, scenes, numbered events and undos.
//!
//! What must hold whatever the input:
//! - no call panics across the ABI: `BR_STATUS_INTERNAL` (a caught panic)
//!   is a bug, and so is a crash;
//! - a short buffer gets `BufferTooSmall` with the size needed and is not
//!   written;
//! - a refused `br_game_apply` or `br_game_undo` leaves the game as it was
//!   (same saved bytes), and a legal action for the seat to move is
//!   accepted;
//! - a saved game loads back to the same bytes.
//!
//! Every handle the input made is freed at its end, so runs do not pile up
//! games in the library's tables.
//!
//! One body, two drivers: the fuzz target `ffi_calls`
//! (fuzz/fuzz_targets/ffi_calls.rs, coverage-guided, scripts/fuzz.sh) and
//! the test `fuzz_calls` (ffi/tests/fuzz_calls.rs: the kept inputs and
//! seeded random ones, in every test run).

use std::ffi::{CString, c_char};
use std::ptr::{null, null_mut};

use boardroom::*;

/// The input, read a byte at a time; zeros once it runs out.
struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }
    fn u64(&mut self) -> u64 {
        (self.u32() as u64) << 32 | self.u32() as u64
    }
    fn done(&self) -> bool {
        self.0.is_empty()
    }
}

const SENTINEL: u8 = 0xA5;

fn ok_or_known(st: BrStatus) {
    assert_ne!(st, BrStatus::Internal, "a panic reached the ABI boundary");
}

struct World {
    games: Vec<BrGame>,
    ais: Vec<BrAi>,
    /// Handles freed during this input: stale on purpose.
    stale: Vec<u64>,
    ids: Vec<CString>,
}

impl World {
    fn new() -> Self {
        let mut n = 0usize;
        unsafe { br_game_count(&mut n) };
        let mut ids = Vec::new();
        for i in 0..n {
            let mut buf = [0 as c_char; 64];
            let (mut needed, mut lo, mut hi) = (0usize, 0u32, 0u32);
            let st = unsafe {
                br_game_info(
                    i,
                    buf.as_mut_ptr(),
                    buf.len(),
                    &mut needed,
                    &mut lo,
                    &mut hi,
                )
            };
            assert_eq!(st, BrStatus::Ok);
            ids.push(unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }.to_owned());
        }
        World {
            games: Vec::new(),
            ais: Vec::new(),
            stale: Vec::new(),
            ids,
        }
    }

    /// A game handle: usually a live one, sometimes stale, 0 or made up.
    fn game(&self, input: &mut Input) -> BrGame {
        self.handle(&self.games, 7, input)
    }

    /// An AI handle, drawn as [`World::game`] draws a game's.
    fn ai(&self, input: &mut Input) -> BrAi {
        self.handle(&self.ais, 9, input)
    }

    /// One of `live`, a stale handle (or `unused` when none is stale yet),
    /// 0, or made up.
    fn handle(&self, live: &[u64], unused: u64, input: &mut Input) -> u64 {
        let b = input.byte();
        match b % 8 {
            0 => 0,
            1 => self
                .stale
                .get(b as usize % self.stale.len().max(1))
                .copied()
                .unwrap_or(unused),
            2 => input.u64(),
            _ if !live.is_empty() => live[b as usize % live.len()],
            _ => input.u64(),
        }
    }

    fn id(&self, input: &mut Input) -> CString {
        let b = input.byte() as usize;
        if b % 5 == 0 || self.ids.is_empty() {
            CString::new(vec![b'x'; b % 9 + 1]).unwrap()
        } else {
            self.ids[b % self.ids.len()].clone()
        }
    }
}

fn to_move(g: BrGame) -> Option<i32> {
    let mut s = -2;
    (unsafe { br_game_to_move(g, &mut s) } == BrStatus::Ok).then_some(s)
}

fn saved(g: BrGame) -> Option<Vec<u8>> {
    let mut needed = 0usize;
    let st = unsafe { br_game_save(g, null_mut(), 0, &mut needed) };
    if st != BrStatus::BufferTooSmall {
        return None;
    }
    let mut buf = vec![0u8; needed];
    let st = unsafe { br_game_save(g, buf.as_mut_ptr(), buf.len(), &mut needed) };
    assert_eq!(st, BrStatus::Ok);
    Some(buf)
}

fn legal(g: BrGame) -> Vec<u32> {
    let mut count = 0usize;
    let st = unsafe { br_game_legal_actions(g, null_mut(), 0, &mut count) };
    if st != BrStatus::BufferTooSmall {
        return Vec::new();
    }
    let mut ids = vec![0u32; count];
    let st = unsafe { br_game_legal_actions(g, ids.as_mut_ptr(), ids.len(), &mut count) };
    assert_eq!(st, BrStatus::Ok);
    ids
}

/// Calls a text function with a buffer of `cap` bytes (NULL when cap is
/// 0 and `null` is set) and checks the buffer contract.
fn text_call(
    cap: usize,
    null_buf: bool,
    f: impl FnOnce(*mut c_char, usize, *mut usize) -> BrStatus,
) {
    let mut buf = vec![SENTINEL as c_char; cap];
    let ptr = if null_buf {
        null_mut()
    } else {
        buf.as_mut_ptr()
    };
    let mut needed = usize::MAX;
    let st = f(ptr, if null_buf { 0 } else { cap }, &mut needed);
    ok_or_known(st);
    match st {
        BrStatus::BufferTooSmall => {
            assert!(
                needed > cap || null_buf,
                "short buffer: needed {needed}, cap {cap}"
            );
            assert!(
                buf.iter().all(|&c| c as u8 == SENTINEL),
                "a short buffer was written"
            );
        }
        BrStatus::Ok => {
            assert!(needed <= cap && needed >= 1);
            assert_eq!(buf[needed - 1], 0, "text ends with its NUL");
        }
        _ => {}
    }
}

/// After a free of `handle` that returned `st`: a freed handle leaves the
/// live ones and is kept as stale, to be tried again on purpose.
fn freed(st: BrStatus, handle: u64, live: &mut Vec<u64>, stale: &mut Vec<u64>) {
    ok_or_known(st);
    if st == BrStatus::Ok {
        live.retain(|&h| h != handle);
        stale.push(handle);
    }
}

fn step(w: &mut World, input: &mut Input) {
    let op = input.byte();
    match op % 24 {
        0 | 1 => {
            let id = w.id(input);
            let players = (input.byte() % 8) as u32;
            let seed = input.u64();
            let options = match input.byte() % 6 {
                0 => Some(CString::new("no-such-option=1").unwrap()),
                1 => Some(CString::new("=,,;=").unwrap()),
                2 => Some(CString::new("").unwrap()),
                _ => None,
            };
            let mut g = 0;
            let st = unsafe {
                br_game_new(
                    id.as_ptr(),
                    players,
                    seed,
                    options.as_ref().map_or(null(), |o| o.as_ptr()),
                    &mut g,
                )
            };
            ok_or_known(st);
            if st == BrStatus::Ok {
                assert_ne!(g, 0);
                w.games.push(g);
            }
        }
        2 => {
            let g = w.game(input);
            let st = unsafe { br_game_free(g) };
            freed(st, g, &mut w.games, &mut w.stale);
        }
        3 => {
            let g = w.game(input);
            let mut c = 0;
            let st = unsafe { br_game_clone(g, &mut c) };
            ok_or_known(st);
            if st == BrStatus::Ok {
                assert_eq!(saved(c), saved(g), "a clone saves as its original");
                w.games.push(c);
            }
        }
        4 => {
            let g = w.game(input);
            let (mut p, mut t, mut ids, mut len, mut s) = (0u32, 0u8, 0u32, 0u32, 0i32);
            unsafe {
                ok_or_known(br_game_players(g, &mut p));
                ok_or_known(br_game_is_terminal(g, &mut t));
                ok_or_known(br_game_action_space(g, &mut ids, &mut len));
                ok_or_known(br_game_to_move(g, &mut s));
                let st = br_game_to_move(g, null_mut());
                assert!(matches!(
                    st,
                    BrStatus::NullPointer | BrStatus::InvalidHandle
                ));
            }
        }
        5 => {
            // Legal actions into a buffer of any size.
            let g = w.game(input);
            let cap = input.byte() as usize % 40;
            let mut buf = vec![u32::MAX; cap];
            let mut count = usize::MAX;
            let st = unsafe { br_game_legal_actions(g, buf.as_mut_ptr(), cap, &mut count) };
            ok_or_known(st);
            if st == BrStatus::BufferTooSmall {
                assert!(count > cap);
                assert!(
                    buf.iter().all(|&a| a == u32::MAX),
                    "a short buffer was written"
                );
            }
            let st = unsafe { br_game_legal_actions(g, buf.as_mut_ptr(), cap, null_mut()) };
            ok_or_known(st);
        }
        6..=8 => {
            // Apply: a legal action for the seat to move, or anything.
            let g = w.game(input);
            let Some(seat) = to_move(g) else { return };
            let choice = input.byte();
            let actions = legal(g);
            let (s, a) = if choice % 4 != 0 && seat >= 0 && !actions.is_empty() {
                (seat as u32, actions[input.byte() as usize % actions.len()])
            } else {
                (input.byte() as u32 % 8, input.u32() % 5000)
            };
            let before = saved(g);
            let st = unsafe { br_game_apply(g, s, a) };
            ok_or_known(st);
            let is_legal = seat >= 0 && s == seat as u32 && actions.contains(&a);
            if is_legal {
                assert_eq!(st, BrStatus::Ok, "a legal action was refused");
            } else {
                assert_ne!(st, BrStatus::Ok, "an illegal action was accepted");
                assert_eq!(saved(g), before, "a refused action changed the game");
            }
        }
        9 => {
            let g = w.game(input);
            let a = input.u32() % 5000;
            let cap = input.byte() as usize % 48;
            let null_buf = input.byte() % 4 == 0;
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_game_action_label(g, a, b, c, n)
            });
        }
        10 => {
            let g = w.game(input);
            let seat = input.byte() as u32 % 8;
            let cap = input.byte() as usize * 8;
            let null_buf = input.byte() % 4 == 0;
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_game_observation_json(g, seat, b, c, n)
            });
        }
        11 => {
            let g = w.game(input);
            let seat = input.byte() as i32 % 9 - 1;
            let cap = input.byte() as usize * 4;
            let null_buf = input.byte() % 4 == 0;
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_game_events_json(g, seat, b, c, n)
            });
        }
        12 => {
            let g = w.game(input);
            let cap = input.byte() as usize % 8;
            let mut buf = [f64::NAN; 8];
            let mut count = 0usize;
            unsafe {
                ok_or_known(br_game_returns(g, buf.as_mut_ptr(), cap, &mut count));
                ok_or_known(br_game_scores(g, buf.as_mut_ptr(), cap, &mut count));
            }
        }
        13 => {
            // Save, then load the bytes as they are and damaged.
            let g = w.game(input);
            let Some(mut bytes) = saved(g) else { return };
            let id = w.id(input);
            let mut h = 0;
            let st = unsafe { br_game_load(id.as_ptr(), bytes.as_ptr(), bytes.len(), &mut h) };
            ok_or_known(st);
            if st == BrStatus::Ok {
                assert_eq!(
                    saved(h).as_ref(),
                    Some(&bytes),
                    "a loaded game saves the same"
                );
                w.games.push(h);
            }
            match input.byte() % 3 {
                0 => {
                    let i = input.u32() as usize % bytes.len().max(1);
                    if let Some(b) = bytes.get_mut(i) {
                        *b ^= input.byte() | 1;
                    }
                }
                1 => bytes.truncate(input.u32() as usize % (bytes.len() + 1)),
                _ => bytes.extend_from_slice(&[input.byte(); 3]),
            }
            let st = unsafe { br_game_load(id.as_ptr(), bytes.as_ptr(), bytes.len(), &mut h) };
            ok_or_known(st);
            if st == BrStatus::Ok {
                w.games.push(h);
            }
        }
        14 => {
            // An AI with a small budget (any settings, valid or not).
            let g = w.game(input);
            let mut s = unsafe { std::mem::zeroed::<BrAiSettings>() };
            s.size = std::mem::size_of::<BrAiSettings>() as u32;
            let name = CString::new(
                ["easy", "medium", "hard", "expert", "godlike"][input.byte() as usize % 5],
            )
            .unwrap();
            ok_or_known(unsafe { br_ai_settings_preset(name.as_ptr(), &mut s) });
            s.seed = input.u64();
            s.iterations = (input.byte() % 24) as u64;
            s.milliseconds = (input.byte() % 3) as u32;
            s.threads = (input.byte() % 3) as u32;
            s.mode = (input.byte() % 4) as u32;
            s.heuristic_rollouts = (input.byte() % 4) as u32;
            s.exploration = [0.7, 0.0, -1.0, f64::NAN, 2.0][input.byte() as usize % 5];
            s.temperature = [0.0, 0.5, -0.1, f64::INFINITY][input.byte() as usize % 4];
            s.score_weight = [-1.0, 0.0, 0.5, 1.5, f64::NAN][input.byte() as usize % 5];
            s.expansion = (input.byte() % 4) as u32;
            s.rollout_cutoff = (input.byte() % 3) as u32 * 10;
            s.opponents = (input.byte() % 3) as u32;
            s.reward = (input.byte() % 3) as u32;
            s.reuse_tree = (input.byte() % 3) as u32;
            s.node_capacity = [0, 10, 64, 1000][input.byte() as usize % 4];
            s.prior = [-1.0, 0.0, 1.0, f64::NAN][input.byte() as usize % 4];
            s.value_weight = [-1.0, 0.0, 0.5, 2.0][input.byte() as usize % 4];
            s.net = (input.byte() % 3) as u32;
            // The full size, older shorter ones, and sizes to refuse.
            let full = std::mem::size_of::<BrAiSettings>() as u32;
            s.size = [full, full, 64, 56, 60, 0, 48, full + 8][input.byte() as usize % 8];
            let mut a = 0;
            let st = unsafe { br_ai_new_with(g, &s, &mut a) };
            ok_or_known(st);
            if st == BrStatus::Ok {
                w.ais.push(a);
            }
            // Presets by name: only made-up names, their budgets are large.
            let bad = CString::new("godlike").unwrap();
            let st = unsafe { br_ai_new(g, bad.as_ptr(), 1, &mut a) };
            assert!(matches!(
                st,
                BrStatus::InvalidArgument | BrStatus::InvalidHandle
            ));
        }
        15 => {
            let a = w.ai(input);
            let g = w.game(input);
            let seat = match input.byte() % 3 {
                0 => input.byte() as u32 % 8,
                _ => to_move(g).unwrap_or(0).max(0) as u32,
            };
            let mut action = 0;
            let st = unsafe { br_ai_choose(a, g, seat, &mut action) };
            ok_or_known(st);
            if st == BrStatus::Ok {
                assert!(legal(g).contains(&action), "the AI chose an illegal action");
            }
        }
        16 => {
            let a = w.ai(input);
            let g = w.game(input);
            let seat = match input.byte() % 3 {
                0 => input.byte() as u32 % 8,
                _ => to_move(g).unwrap_or(0).max(0) as u32,
            };
            ok_or_known(unsafe { br_ai_think_start(a, g, seat) });
        }
        17 => {
            let a = w.ai(input);
            let (mut n, mut d) = (0u64, 0u8);
            let mut action = 0;
            unsafe {
                match input.byte() % 4 {
                    0 => ok_or_known(br_ai_think_cancel(a)),
                    1 => ok_or_known(br_ai_think_poll(a, null_mut(), &mut d)),
                    _ => ok_or_known(br_ai_think_poll(a, &mut n, &mut d)),
                }
                ok_or_known(br_ai_think_take(a, &mut action));
            }
        }
        18 => {
            let a = w.ai(input);
            let st = unsafe { br_ai_free(a) };
            freed(st, a, &mut w.ais, &mut w.stale);
        }
        19 => {
            // What a table reads: scene, legal actions, numbered events.
            let g = w.game(input);
            let seat = input.byte() as i32 % 9 - 1;
            let after = input.byte() as i64 % 40 - 1;
            let cap = input.byte() as usize * 8;
            let null_buf = input.byte() % 4 == 0;
            let names =
                CString::new(["", "Ann,Bob", "a,b,c,d,e,f,g", ",,"][input.byte() as usize % 4])
                    .unwrap();
            let names = if input.byte() % 3 == 0 {
                null()
            } else {
                names.as_ptr()
            };
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_game_scene_json(g, seat, names, b, c, n)
            });
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_game_legal_json(g, b, c, n)
            });
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_game_events_after_json(g, seat, after, names, b, c, n)
            });
            let mut next = 0u64;
            ok_or_known(unsafe { br_game_next_seq(g, &mut next) });
        }
        20 => {
            let g = w.game(input);
            let seat = match input.byte() % 3 {
                0 => input.byte() as u32 % 8,
                _ => to_move(g).unwrap_or(0).max(0) as u32,
            };
            let before = saved(g);
            let mut undone = 0u32;
            let st = unsafe { br_game_undo(g, seat, &mut undone) };
            ok_or_known(st);
            if st == BrStatus::Ok {
                assert!(undone >= 1);
            } else {
                assert_eq!(saved(g), before, "a refused undo changed the game");
            }
        }
        21 => {
            // Thinking in slices, in any order.
            let a = w.ai(input);
            let g = w.game(input);
            let seat = to_move(g).unwrap_or(0).max(0) as u32;
            let mut done = 0u8;
            let mut action = 0u32;
            unsafe {
                match input.byte() % 4 {
                    0 => ok_or_known(br_ai_think_begin(a, g, seat)),
                    1 => ok_or_known(br_ai_think_step(a, input.byte() as u64 % 20, &mut done)),
                    2 => ok_or_known(br_ai_reset(a)),
                    _ => ok_or_known(br_ai_think_step(a, 3, null_mut())),
                }
                if input.byte() % 2 == 0 {
                    ok_or_known(br_ai_think_take(a, &mut action));
                }
            }
        }
        22 => {
            let a = w.ai(input);
            let g = w.game(input);
            let seat = to_move(g).unwrap_or(0).max(0) as u32;
            let cap = input.byte() as usize * 16;
            let null_buf = input.byte() % 4 == 0;
            ok_or_known(unsafe { br_ai_analyze(a, g, seat, null()) });
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_ai_hint_json(a, b, c, n)
            });
        }
        _ => {
            // Library calls with short buffers and NULLs.
            let cap = input.byte() as usize % 64;
            let null_buf = input.byte() % 4 == 0;
            text_call(cap, null_buf, |b, c, n| unsafe { br_last_error(b, c, n) });
            let cap = input.byte() as usize * 16;
            text_call(cap, null_buf, |b, c, n| unsafe { br_games_json(b, c, n) });
            let index = input.byte() as usize % 8;
            let (mut lo, mut hi) = (0u32, 0u32);
            let cap = input.byte() as usize % 24;
            text_call(cap, null_buf, |b, c, n| unsafe {
                br_game_info(index, b, c, n, &mut lo, &mut hi)
            });
            unsafe {
                ok_or_known(br_game_count(null_mut()));
                ok_or_known(br_version(null_mut(), &mut lo, &mut hi));
                ok_or_known(br_game_new(null(), 2, 0, null(), null_mut()));
                ok_or_known(br_ai_settings_preset(null(), null_mut()));
            }
        }
    }
}

/// Plays one input: up to 64 calls, then frees what is left.
pub fn run(data: &[u8]) {
    let mut w = World::new();
    let mut input = Input(data);
    let mut steps = 0;
    while !input.done() && steps < 64 {
        step(&mut w, &mut input);
        steps += 1;
    }
    for a in w.ais.drain(..) {
        assert_eq!(unsafe { br_ai_free(a) }, BrStatus::Ok);
    }
    for g in w.games.drain(..) {
        assert_eq!(unsafe { br_game_free(g) }, BrStatus::Ok);
    }
}
