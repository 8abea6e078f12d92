//! Boardroom's C ABI: every game and its AI behind generation-checked
//! handles, status codes, a thread-local last error and caller-owned
//! buffers. No panic crosses the boundary: each entry point runs inside
//! [`guard`], which turns a caught panic into `BR_STATUS_INTERNAL`.
//!
//! The header `include/boardroom.h` is generated from this file by cbindgen.

#![allow(clippy::missing_safety_doc)] // the header documents the contract

mod handles;
mod status;
mod think;

use std::ffi::{CStr, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use boardroom_ai::spec::AgentKind;
use boardroom_ai::{
    AgentSpec, FinalChoice, Mode, NetChoice, Opponents, Preset, Reward, Rollout, SearchConfig,
    Simultaneous, Worlds,
};
use boardroom_engine::dynamic::{self, DynGame, languages_json};
use boardroom_engine::registry::GAMES;
use boardroom_engine::{Config, Lang, MAX_SEATS};

pub use status::BrStatus;

use handles::{Table, lock};
use status::{Failure, Res, fail, set_error};
use think::AiHandle;

/// A game handle; 0 is never valid.
pub type BrGame = u64;
/// An AI handle; 0 is never valid.
pub type BrAi = u64;

/// Bumped when a function's signature or meaning changes.
pub const BR_ABI_VERSION: u32 = 3;

static GAME_TABLE: Mutex<Table<GameHandle>> = Mutex::new(Table::new());
static AI_TABLE: Mutex<Table<AiHandle>> = Mutex::new(Table::new());

/// What a game handle holds: the game, and for `br_game_events_json` (the
/// first ABI's consuming reader) the newest event each seat (and a
/// spectator, last) has read there.
struct GameHandle {
    game: Box<dyn DynGame>,
    read: [Option<u64>; MAX_SEATS + 1],
}

impl GameHandle {
    fn new(game: Box<dyn DynGame>) -> Self {
        GameHandle {
            game,
            read: [None; MAX_SEATS + 1],
        }
    }
}

impl std::ops::Deref for GameHandle {
    type Target = dyn DynGame;
    fn deref(&self) -> &(dyn DynGame + 'static) {
        &*self.game
    }
}

impl std::ops::DerefMut for GameHandle {
    fn deref_mut(&mut self) -> &mut (dyn DynGame + 'static) {
        &mut *self.game
    }
}

/// Settings for an AI. Set `size` to `sizeof(BrAiSettings)`, fill it from
/// a preset with `br_ai_settings_preset` and change what you need. Fields
/// are only ever appended: the library reads and writes the fields within
/// `size`, and gives an older, shorter struct's missing fields their
/// defaults (the game's choice).
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BrAiSettings {
    /// `sizeof(BrAiSettings)` as the caller was built: from the end of
    /// `temperature` (the first version's fields) to this library's size.
    pub size: u32,
    pub seed: u64,
    /// Iterations per decision (0: no iteration limit; then milliseconds must be set).
    pub iterations: u64,
    /// Wall-time per decision in milliseconds (0: no time limit).
    pub milliseconds: u32,
    /// Root-parallel trees, each from its own seed (at least 1); they run
    /// on up to as many threads as the machine has cores, so the count,
    /// not the machine, decides the game.
    pub threads: u32,
    /// 0: single-observer ISMCTS, 1: multi-observer ISMCTS, 2: an
    /// information-set table (OpenSpiel's keying; no tree reuse), 3: the
    /// game's choice (what the presets use).
    pub mode: u32,
    /// 0: random rollouts, 1: the game's heuristic, 2: the game's choice,
    /// 3: each step drawn from the learned net's prior (the game's choice
    /// where the search consults no net).
    pub heuristic_rollouts: u32,
    /// UCB exploration constant (> 0; 0: the game's choice).
    pub exploration: f64,
    /// 0 plays the most visited move; above 0 plays less predictably.
    pub temperature: f64,
    /// Weight of the score margin blended into the win share, 0 to 1
    /// (negative: the game's choice). Used with `reward` 0.
    pub score_weight: f64,
    /// How a new node picks its first move: 0 at random, 1 the game's
    /// heuristic move first, 2 the game's choice.
    pub expansion: u32,
    /// Stop a rollout after this many actions and judge by the leader
    /// (0: play every rollout to the end).
    pub rollout_cutoff: u32,
    /// How the other seats decide inside the tree: 0 by their statistics,
    /// 1 by the rollout policy, 2 the game's choice (what the presets use).
    pub opponents: u32,
    /// What a simulation backs up: 0 the share of the win (blended with
    /// `score_weight`), 1 the raw scores (scale `exploration` to them).
    pub reward: u32,
    /// 1: keep the subtree of the new root between decisions; 0: start
    /// each decision afresh.
    pub reuse_tree: u32,
    /// Nodes each tree may hold (0: sized from the budget; at least 64
    /// otherwise).
    pub node_capacity: u32,
    /// PUCT weight of the game's learned prior at selection (0: plain
    /// UCB; negative: the game's choice for the budget, what the presets
    /// set). Only games with a committed net have a prior to weigh.
    pub prior: f64,
    /// Weight of the learned value at a leaf against the rollout's
    /// result, 0 to 1 (1: no rollout; negative: the game's choice).
    pub value_weight: f64,
    /// 1: the game's committed net, if it has one (what the presets set);
    /// 0: none, the search runs as if no net existed.
    pub net: u32,
}

/// Runs an entry point, turning failures and caught panics into statuses.
fn guard(f: impl FnOnce() -> Res) -> BrStatus {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => BrStatus::Ok,
        Ok(Err(Failure(status, msg))) => {
            set_error(msg);
            status
        }
        Err(panic) => {
            let msg = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            set_error(format!("internal error (caught panic): {msg}"));
            BrStatus::Internal
        }
    }
}

unsafe fn put<T>(p: *mut T, v: T, what: &str) -> Res {
    if p.is_null() {
        return fail(BrStatus::NullPointer, format!("{what} is NULL"));
    }
    unsafe { p.write(v) };
    Ok(())
}

unsafe fn text<'a>(p: *const c_char, what: &str) -> Res<&'a str> {
    if p.is_null() {
        return fail(BrStatus::NullPointer, format!("{what} is NULL"));
    }
    match unsafe { CStr::from_ptr(p) }.to_str() {
        Ok(s) => Ok(s),
        Err(_) => fail(BrStatus::InvalidArgument, format!("{what} is not UTF-8")),
    }
}

/// Copies `s` and a NUL into `buf`, or reports the size needed.
unsafe fn write_text(s: &str, buf: *mut c_char, cap: usize, needed: *mut usize) -> Res {
    let n = s.len() + 1;
    if !needed.is_null() {
        unsafe { needed.write(n) };
    }
    if cap < n || buf.is_null() {
        return fail(
            BrStatus::BufferTooSmall,
            format!("buffer holds {cap} bytes, {n} needed"),
        );
    }
    unsafe {
        std::ptr::copy_nonoverlapping(s.as_ptr(), buf as *mut u8, s.len());
        buf.add(s.len()).write(0);
    }
    Ok(())
}

/// Copies `items` into `buf`, or reports how many it needs.
unsafe fn write_items<T: Copy>(items: &[T], buf: *mut T, cap: usize, count: *mut usize) -> Res {
    if count.is_null() {
        return fail(BrStatus::NullPointer, "count is NULL");
    }
    unsafe { count.write(items.len()) };
    if cap < items.len() || (buf.is_null() && !items.is_empty()) {
        return fail(
            BrStatus::BufferTooSmall,
            format!("buffer holds {cap} items, {} needed", items.len()),
        );
    }
    if !items.is_empty() {
        unsafe { std::ptr::copy_nonoverlapping(items.as_ptr(), buf, items.len()) };
    }
    Ok(())
}

fn game_ref(h: BrGame) -> Res<Arc<Mutex<GameHandle>>> {
    lock(&GAME_TABLE).get(h, "game")
}

fn ai_ref(h: BrAi) -> Res<Arc<Mutex<AiHandle>>> {
    lock(&AI_TABLE).get(h, "AI")
}

/// Seat -1 is a spectator.
fn viewer_of(g: &dyn DynGame, seat: i32) -> Res<Option<u8>> {
    if seat < 0 {
        Ok(None)
    } else {
        seat_of(g, seat as u32).map(Some)
    }
}

/// Writes the text `f` makes of `game` for seat `seat` (-1: a spectator)
/// with the seats' `names`: the shape of every per-seat text call.
unsafe fn seat_text(
    game: BrGame,
    seat: i32,
    names: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    f: impl FnOnce(&dyn DynGame, Option<u8>, &[&str]) -> Result<String, dynamic::Error>,
) -> Res {
    let g = game_ref(game)?;
    let g = lock(&*g);
    let s = viewer_of(&**g, seat)?;
    let names = unsafe { names_of(names) }?;
    unsafe { write_text(&f(&**g, s, &names)?, buf, cap, needed) }
}

/// NULL (seats read "Seat 0", "Seat 1", …) or names separated by commas.
unsafe fn names_of<'a>(names: *const c_char) -> Res<Vec<&'a str>> {
    if names.is_null() {
        Ok(Vec::new())
    } else {
        Ok(unsafe { text(names, "names") }?
            .split(',')
            .map(str::trim)
            .collect())
    }
}

fn seat_of(g: &dyn DynGame, seat: u32) -> Res<u8> {
    if (seat as usize) < g.players() {
        Ok(seat as u8)
    } else {
        fail(
            BrStatus::InvalidArgument,
            format!(
                "seat {seat} out of range: this game has {} players",
                g.players()
            ),
        )
    }
}

// ----- library -----

/// The version of the JSON the table functions write (scenes, legal
/// actions, events, hints), as published in `include/schema/`.
#[unsafe(no_mangle)]
pub extern "C" fn br_schema_version() -> u32 {
    dynamic::SCHEMA_VERSION
}

/// The library version.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_version(major: *mut u32, minor: *mut u32, patch: *mut u32) -> BrStatus {
    guard(|| unsafe {
        let v = |s: &str| s.parse::<u32>().unwrap_or(0);
        put(major, v(env!("CARGO_PKG_VERSION_MAJOR")), "major")?;
        put(minor, v(env!("CARGO_PKG_VERSION_MINOR")), "minor")?;
        put(patch, v(env!("CARGO_PKG_VERSION_PATCH")), "patch")
    })
}

/// The ABI version (BR_ABI_VERSION); check it against the header you built with.
#[unsafe(no_mangle)]
pub extern "C" fn br_abi_version() -> u32 {
    BR_ABI_VERSION
}

/// The calling thread's last error message.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_last_error(
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    let msg = status::last_error();
    match catch_unwind(AssertUnwindSafe(|| unsafe {
        write_text(&msg, buf, cap, needed)
    })) {
        Ok(Ok(())) => BrStatus::Ok,
        Ok(Err(Failure(s, _))) => s,
        Err(_) => BrStatus::Internal,
    }
}

/// How many games the library has.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_count(count: *mut usize) -> BrStatus {
    guard(|| unsafe { put(count, GAMES.len(), "count") })
}

/// The id and player range of game number `index` (0..br_game_count).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_info(
    index: usize,
    id: *mut c_char,
    cap: usize,
    needed: *mut usize,
    min_players: *mut u32,
    max_players: *mut u32,
) -> BrStatus {
    guard(|| unsafe {
        let Some(info) = GAMES.get(index) else {
            return fail(
                BrStatus::InvalidArgument,
                format!("game index {index} out of range (0..{})", GAMES.len()),
            );
        };
        if min_players.is_null() || max_players.is_null() {
            return fail(BrStatus::NullPointer, "min_players or max_players is NULL");
        }
        write_text(info.id, id, cap, needed)?;
        put(min_players, info.min_players as u32, "min_players")?;
        put(max_players, info.max_players as u32, "max_players")
    })
}

/// Every game as JSON: id, name, player range and options with their values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_games_json(
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe { write_text(&dynamic::games_json(), buf, cap, needed) })
}

// ----- games -----

/// Creates a game. `options` is NULL or "key=value,key=value".
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_new(
    game_id: *const c_char,
    players: u32,
    seed: u64,
    options: *const c_char,
    out: *mut BrGame,
) -> BrStatus {
    guard(|| unsafe {
        let id = text(game_id, "game_id")?;
        if out.is_null() {
            return fail(BrStatus::NullPointer, "out is NULL");
        }
        let options = if options.is_null() {
            Vec::new()
        } else {
            dynamic::parse_options(text(options, "options")?)?
        };
        let config = Config {
            players: players as usize,
            options,
        };
        let g = dynamic::create(id, &config, seed)?;
        put(out, lock(&GAME_TABLE).insert(GameHandle::new(g)), "out")
    })
}

/// Frees a game. Freeing twice reports BR_STATUS_INVALID_HANDLE.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_free(game: BrGame) -> BrStatus {
    guard(|| {
        lock(&GAME_TABLE).remove(game, "game")?;
        Ok(())
    })
}

/// A new handle to an independent copy of the game.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_clone(game: BrGame, out: *mut BrGame) -> BrStatus {
    guard(|| unsafe {
        if out.is_null() {
            return fail(BrStatus::NullPointer, "out is NULL");
        }
        let copy = lock(&*game_ref(game)?).clone_box();
        put(out, lock(&GAME_TABLE).insert(GameHandle::new(copy)), "out")
    })
}

/// The number of players.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_players(game: BrGame, out: *mut u32) -> BrStatus {
    guard(|| unsafe { put(out, lock(&*game_ref(game)?).players() as u32, "out") })
}

/// The size of the game's action id space (every action id is below
/// *action_ids) and a bound on the number of decisions in one game; for
/// clients that need fixed-size tables (OpenSpiel, neural network heads).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_action_space(
    game: BrGame,
    action_ids: *mut u32,
    max_length: *mut u32,
) -> BrStatus {
    guard(|| unsafe {
        if action_ids.is_null() || max_length.is_null() {
            return fail(BrStatus::NullPointer, "action_ids or max_length is NULL");
        }
        let g = game_ref(game)?;
        let g = lock(&*g);
        put(action_ids, g.action_id_count(), "action_ids")?;
        put(
            max_length,
            g.max_length().min(u32::MAX as usize) as u32,
            "max_length",
        )
    })
}

/// The seat to move, or -1 when the game is over.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_to_move(game: BrGame, seat: *mut i32) -> BrStatus {
    guard(|| unsafe {
        put(
            seat,
            lock(&*game_ref(game)?).to_move().map_or(-1, |s| s as i32),
            "seat",
        )
    })
}

/// 1 when the game is over, else 0.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_is_terminal(game: BrGame, out: *mut u8) -> BrStatus {
    guard(|| unsafe {
        put(
            out,
            lock(&*game_ref(game)?).to_move().is_none() as u8,
            "out",
        )
    })
}

/// The legal action ids of the seat to move. *count receives the number of
/// actions (also when the buffer is too small).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_legal_actions(
    game: BrGame,
    buf: *mut u32,
    cap: usize,
    count: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let mut ids = Vec::new();
        lock(&*game_ref(game)?).legal_ids(&mut ids);
        write_items(&ids, buf, cap, count)
    })
}

/// Applies action `action` for `seat`, which must be the seat to move.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_apply(game: BrGame, seat: u32, action: u32) -> BrStatus {
    guard(|| {
        let g = game_ref(game)?;
        let mut g = lock(&*g);
        match g.to_move() {
            None => fail(BrStatus::GameOver, "the game is over"),
            Some(s) if s as u32 != seat => fail(
                BrStatus::WrongSeat,
                format!("seat {seat} is not to move; seat {s} is"),
            ),
            Some(_) => Ok(g.apply(action)?),
        }
    })
}

/// A human-readable label for an action id.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_action_label(
    game: BrGame,
    action: u32,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let label = lock(&*game_ref(game)?).label(action)?;
        write_text(&label, buf, cap, needed)
    })
}

/// Each seat's share of the win (ties split, sums to 1 at the end).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_returns(
    game: BrGame,
    buf: *mut f64,
    cap: usize,
    count: *mut usize,
) -> BrStatus {
    guard(|| unsafe { write_items(&lock(&*game_ref(game)?).returns(), buf, cap, count) })
}

/// Each seat's raw score as the rules count it now.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_scores(
    game: BrGame,
    buf: *mut f64,
    cap: usize,
    count: *mut usize,
) -> BrStatus {
    guard(|| unsafe { write_items(&lock(&*game_ref(game)?).scores(), buf, cap, count) })
}

/// What `seat` may know, as JSON a user interface can render.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_observation_json(
    game: BrGame,
    seat: u32,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let g = game_ref(game)?;
        let g = lock(&*g);
        let s = seat_of(&**g, seat)?;
        write_text(&g.observation_json(s)?, buf, cap, needed)
    })
}

/// The events `seat` may see since its previous successful call, as a JSON
/// array of the engine's events (seat -1: every event, for a spectator or a
/// log). The events are consumed only when they were written. One reader
/// per seat; `br_game_events_after_json` serves any number of readers.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_events_json(
    game: BrGame,
    seat: i32,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let g = game_ref(game)?;
        let mut g = lock(&*g);
        let s = viewer_of(&**g, seat)?;
        let slot = s.map_or(MAX_SEATS, usize::from);
        let (json, newest) = g.events_plain_json(s, g.read[slot])?;
        write_text(&json, buf, cap, needed)?;
        g.read[slot] = newest;
        Ok(())
    })
}

/// The game as text for people, in the rulebook's words: whose turn and
/// what phase, every seat's public holdings, money and score, `seat`'s own
/// hidden holdings, the board, and what happened since `seat` last acted,
/// as sentences (docs/ffi.md, "Text views"). Seat -1: a spectator's full
/// view (everything face up; the events of the last action). `names` is
/// NULL (seats read "Seat 0", "Seat 1", …) or the seats' names separated
/// by commas ("Ann,Bob,You"). UTF-8 with a NUL, sized like the JSON calls.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_view_text(
    game: BrGame,
    seat: i32,
    names: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        seat_text(game, seat, names, buf, cap, needed, |g, s, n| {
            g.view_text(s, n)
        })
    })
}

/// The game as versioned, checksummed bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_save(
    game: BrGame,
    buf: *mut u8,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let bytes = lock(&*game_ref(game)?).save();
        write_items(&bytes, buf, cap, needed)
    })
}

/// Restores a game saved by br_game_save; corrupt bytes are refused.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_load(
    game_id: *const c_char,
    bytes: *const u8,
    len: usize,
    out: *mut BrGame,
) -> BrStatus {
    guard(|| unsafe {
        let id = text(game_id, "game_id")?;
        if out.is_null() || (bytes.is_null() && len > 0) {
            return fail(BrStatus::NullPointer, "bytes or out is NULL");
        }
        let data = if len == 0 {
            &[][..]
        } else {
            std::slice::from_raw_parts(bytes, len)
        };
        let g = dynamic::load(id, data)?;
        put(out, lock(&GAME_TABLE).insert(GameHandle::new(g)), "out")
    })
}

// ----- AI -----

fn preset(name: &str) -> Res<Preset> {
    Preset::ALL
        .into_iter()
        .find(|p| p.name() == name)
        .map_or_else(
            || {
                fail(
                    BrStatus::InvalidArgument,
                    format!("unknown preset '{name}' (easy, medium, hard, expert)"),
                )
            },
            Ok,
        )
}

/// The shortest `BrAiSettings` read: ABI version 1's fields.
const SETTINGS_MIN_SIZE: usize = std::mem::offset_of!(BrAiSettings, temperature) + 8;
const SETTINGS_SIZE: usize = std::mem::size_of::<BrAiSettings>();

/// Every field of `BrAiSettings` after `size`, in order.
macro_rules! settings_fields {
    ($m:ident) => {
        $m!(
            seed,
            iterations,
            milliseconds,
            threads,
            mode,
            heuristic_rollouts,
            exploration,
            temperature,
            score_weight,
            expansion,
            rollout_cutoff,
            opponents,
            reward,
            reuse_tree,
            node_capacity,
            prior,
            value_weight,
            net
        )
    };
}

/// Whether field `$f` lies wholly within a struct of `size` bytes.
macro_rules! within {
    ($f:ident, $size:expr, $v:expr) => {
        std::mem::offset_of!(BrAiSettings, $f) + std::mem::size_of_val(&$v.$f) <= $size
    };
}

/// The caller's `size` of the settings at `p`, checked.
unsafe fn settings_size(p: *const BrAiSettings, what: &str) -> Res<usize> {
    if p.is_null() {
        return fail(BrStatus::NullPointer, format!("{what} is NULL"));
    }
    let size = unsafe { std::ptr::addr_of!((*p).size).read_unaligned() } as usize;
    if !(SETTINGS_MIN_SIZE..=SETTINGS_SIZE).contains(&size) {
        return fail(
            BrStatus::InvalidArgument,
            format!(
                "{what}->size must be sizeof(BrAiSettings): {SETTINGS_MIN_SIZE} (ABI 1's \
                 fields) to {SETTINGS_SIZE} (this library's), not {size}"
            ),
        );
    }
    Ok(size)
}

/// Reads the fields of `*p` within its `size`; the rest take their defaults.
unsafe fn read_settings(p: *const BrAiSettings, what: &str) -> Res<BrAiSettings> {
    let size = unsafe { settings_size(p, what)? };
    let mut s = settings_from(&SearchConfig::default());
    s.size = size as u32;
    macro_rules! read {
        ($($f:ident),*) => {$(
            if within!($f, size, s) {
                s.$f = unsafe { std::ptr::addr_of!((*p).$f).read_unaligned() };
            }
        )*};
    }
    settings_fields!(read);
    Ok(s)
}

/// Writes the fields of `v` within `(*p).size` (the caller's struct may be
/// an older, shorter one), leaving `size` as it is.
unsafe fn write_settings(p: *mut BrAiSettings, v: BrAiSettings, what: &str) -> Res {
    let size = unsafe { settings_size(p, what)? };
    macro_rules! write {
        ($($f:ident),*) => {$(
            if within!($f, size, v) {
                unsafe { std::ptr::addr_of_mut!((*p).$f).write_unaligned(v.$f) };
            }
        )*};
    }
    settings_fields!(write);
    Ok(())
}

fn settings_from(config: &SearchConfig) -> BrAiSettings {
    BrAiSettings {
        size: SETTINGS_SIZE as u32,
        seed: config.seed,
        iterations: config.iterations.unwrap_or(0),
        milliseconds: config
            .time
            .map_or(0, |t| t.as_millis().min(u32::MAX as u128) as u32),
        threads: config.threads as u32,
        mode: match config.mode {
            Mode::SingleObserver => 0,
            Mode::MultiObserver => 1,
            Mode::InfoSet => 2,
            Mode::Auto => 3,
        },
        heuristic_rollouts: match config.rollout {
            Rollout::Random => 0,
            Rollout::Heuristic => 1,
            Rollout::Auto => 2,
            Rollout::Net => 3,
        },
        exploration: config.exploration.unwrap_or(0.0),
        temperature: config.temperature,
        score_weight: config.score_weight.unwrap_or(-1.0),
        expansion: match config.heuristic_expansion {
            Some(false) => 0,
            Some(true) => 1,
            None => 2,
        },
        rollout_cutoff: config.rollout_cutoff.unwrap_or(0),
        opponents: match config.opponents {
            Opponents::Tree => 0,
            Opponents::Policy => 1,
            Opponents::Auto => 2,
        },
        reward: (config.reward == Reward::Score) as u32,
        reuse_tree: config.reuse_tree as u32,
        node_capacity: config.node_capacity.min(u32::MAX as usize) as u32,
        prior: config.prior.unwrap_or(-1.0),
        value_weight: config.value_weight.unwrap_or(-1.0),
        // A net read from a file (`net=PATH`, training and trials) or the
        // uniform prior (`net=uniform`, a trial) is not expressible here;
        // presets never carry either.
        net: !matches!(config.net, NetChoice::Off) as u32,
    }
}

fn config_from(s: &BrAiSettings) -> Res<SearchConfig> {
    if s.iterations == 0 && s.milliseconds == 0 {
        return fail(
            BrStatus::InvalidArgument,
            "set iterations, milliseconds or both",
        );
    }
    let bad = |what: String| fail(BrStatus::InvalidArgument, what);
    if !(s.exploration.is_finite() && s.exploration >= 0.0) {
        return bad(format!(
            "exploration must be > 0 (or 0 for the game's choice), not {}",
            s.exploration
        ));
    }
    if !(s.temperature.is_finite() && s.temperature >= 0.0) {
        return bad(format!("temperature must be >= 0, not {}", s.temperature));
    }
    if s.score_weight.is_nan() || s.score_weight > 1.0 {
        return bad(format!(
            "score_weight must be 0 to 1 (or negative for the game's choice), not {}",
            s.score_weight
        ));
    }
    if s.prior.is_nan() || s.prior == f64::INFINITY {
        return bad(format!(
            "prior must be >= 0 (or negative for the game's choice), not {}",
            s.prior
        ));
    }
    if s.value_weight.is_nan() || s.value_weight > 1.0 {
        return bad(format!(
            "value_weight must be 0 to 1 (or negative for the game's choice), not {}",
            s.value_weight
        ));
    }
    let small = [
        ("threads", s.threads, 1, 256),
        ("mode", s.mode, 0, 3),
        ("heuristic_rollouts", s.heuristic_rollouts, 0, 3),
        ("expansion", s.expansion, 0, 2),
        ("opponents", s.opponents, 0, 2),
        ("reward", s.reward, 0, 1),
        ("reuse_tree", s.reuse_tree, 0, 1),
        ("net", s.net, 0, 1),
    ];
    for (name, v, lo, hi) in small {
        if v < lo || v > hi {
            return bad(format!("{name} must be {lo} to {hi}, not {v}"));
        }
    }
    if s.node_capacity != 0 && s.node_capacity < 64 {
        return bad(format!(
            "node_capacity must be 0 (sized from the budget) or at least 64, not {}",
            s.node_capacity
        ));
    }
    Ok(SearchConfig {
        seed: s.seed,
        iterations: (s.iterations > 0).then_some(s.iterations),
        time: (s.milliseconds > 0).then(|| Duration::from_millis(s.milliseconds as u64)),
        threads: s.threads as usize,
        mode: match s.mode {
            0 => Mode::SingleObserver,
            1 => Mode::MultiObserver,
            2 => Mode::InfoSet,
            _ => Mode::Auto,
        },
        rollout: match s.heuristic_rollouts {
            0 => Rollout::Random,
            1 => Rollout::Heuristic,
            3 => Rollout::Net,
            _ => Rollout::Auto,
        },
        exploration: (s.exploration > 0.0).then_some(s.exploration),
        temperature: s.temperature,
        score_weight: (s.score_weight >= 0.0).then_some(s.score_weight),
        heuristic_expansion: match s.expansion {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        },
        rollout_cutoff: (s.rollout_cutoff > 0).then_some(s.rollout_cutoff),
        opponents: match s.opponents {
            0 => Opponents::Tree,
            1 => Opponents::Policy,
            _ => Opponents::Auto,
        },
        reward: if s.reward == 1 {
            Reward::Score
        } else {
            Reward::Win
        },
        reuse_tree: s.reuse_tree == 1,
        node_capacity: s.node_capacity as usize,
        preset: None,
        preset_budget: false,
        preset_temperature: false,
        preset_threads: false,
        // The experiments' settings (docs/ai.md) are not in the ABI: the
        // game's choice.
        rollout_epsilon: None,
        margin: None,
        final_choice: FinalChoice::Visits,
        // The prior's temperature is a spec option (`ptemp=`): the game's
        // choice here.
        prior_temperature: None,
        // So are the worlds (`worlds=`) and the rule at hidden
        // commitments (`sim=`).
        worlds: Worlds::Auto,
        simultaneous: Simultaneous::Auto,
        regret_gamma: SearchConfig::default().regret_gamma,
        regret_estimate: SearchConfig::default().regret_estimate,
        regret_min_visits: SearchConfig::default().regret_min_visits,
        // A net from a file is `br_ai_new_spec`'s (`net=PATH`).
        net: if s.net == 1 {
            NetChoice::Auto
        } else {
            NetChoice::Off
        },
        prior: (s.prior >= 0.0).then_some(s.prior),
        value_weight: (s.value_weight >= 0.0).then_some(s.value_weight),
    })
}

/// Fills `out` with a difficulty preset: "easy", "medium", "hard" or
/// "expert", with the generic budgets; `br_ai_settings_game_preset` gives
/// a game's own. Set `out->size` to `sizeof(BrAiSettings)` first: only the
/// fields within it are written.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_settings_preset(
    name: *const c_char,
    out: *mut BrAiSettings,
) -> BrStatus {
    guard(|| unsafe {
        let p = preset(text(name, "name")?)?;
        write_settings(out, settings_from(&p.config()), "out")
    })
}

/// Fills `out` with a difficulty preset as it plays the game `game` is
/// playing: that game's budget and temperature for the preset (each game
/// spaces its difficulties; docs/ai.md, "The ladder"). `br_ai_new` with
/// the same preset searches with exactly these settings (its budget at the
/// game's player count). Set `out->size`
/// first, as for `br_ai_settings_preset`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_settings_game_preset(
    game: BrGame,
    name: *const c_char,
    out: *mut BrAiSettings,
) -> BrStatus {
    guard(|| unsafe {
        let p = preset(text(name, "name")?)?;
        let handle = game_ref(game)?;
        let (id, players) = {
            let g = lock(&*handle);
            (g.id(), g.players())
        };
        let config = p
            .config()
            .for_game_id_at(id, players)
            .or_else(|e| fail(BrStatus::UnknownGame, e))?;
        write_settings(out, settings_from(&config), "out")
    })
}

fn new_ai(game_h: BrGame, config: SearchConfig, out: *mut BrAi) -> Res {
    if out.is_null() {
        return fail(BrStatus::NullPointer, "out is NULL");
    }
    let id = lock(&*game_ref(game_h)?).id();
    let seed = config.seed;
    let spec = AgentSpec {
        text: "ismcts".into(),
        kind: AgentKind::Ismcts(config),
    };
    let a = boardroom_ai::dynamic::create(id, &spec, seed)?;
    unsafe { put(out, lock(&AI_TABLE).insert(AiHandle::new(a)), "out") }
}

/// An AI for the game `game` is playing, from a preset and a seed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_new(
    game: BrGame,
    preset_name: *const c_char,
    seed: u64,
    out: *mut BrAi,
) -> BrStatus {
    guard(|| unsafe {
        let config = SearchConfig {
            seed,
            ..preset(text(preset_name, "preset")?)?.config()
        };
        new_ai(game, config, out)
    })
}

/// An AI for the game `game` is playing, from explicit settings: the
/// fields within `settings->size`, the rest at their defaults.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_new_with(
    game: BrGame,
    settings: *const BrAiSettings,
    out: *mut BrAi,
) -> BrStatus {
    guard(|| unsafe {
        new_ai(
            game,
            config_from(&read_settings(settings, "settings")?)?,
            out,
        )
    })
}

/// An AI for the game `game` is playing, from an agent spec as the
/// command line writes it: `"ismcts:preset=hard"`, `"ismcts:iters=2000,c=0.7"`,
/// `"heuristic"`, `"random"`, `"pimc:dets=20,iters=500"` (docs/ai.md lists
/// every option); a bare preset name (`"hard"`) is ISMCTS at that preset.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_new_spec(
    game: BrGame,
    spec: *const c_char,
    seed: u64,
    out: *mut BrAi,
) -> BrStatus {
    guard(|| unsafe {
        let text = text(spec, "spec")?;
        if out.is_null() {
            return fail(BrStatus::NullPointer, "out is NULL");
        }
        let id = lock(&*game_ref(game)?).id();
        let a = boardroom_ai::dynamic::create_from(id, text, seed).map_err(|e| {
            Failure(
                BrStatus::InvalidArgument,
                format!("agent spec '{text}': {e}"),
            )
        })?;
        put(out, lock(&AI_TABLE).insert(AiHandle::new(a)), "out")
    })
}

/// Tells the AI that `seat` is about to play `action` in `game`: call it just
/// before `br_game_apply`, for every action of every seat, so the next
/// search keeps what it learned (tree reuse). Optional: an AI never told
/// searches afresh. An action that is not legal there changes nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_observe(
    ai_h: BrAi,
    game_h: BrGame,
    seat: u32,
    action: u32,
) -> BrStatus {
    guard(|| {
        let a = ai_ref(ai_h)?;
        let g = game_ref(game_h)?;
        let g = lock(&*g);
        check_seat(&**g, seat)?;
        Ok(lock(&*a).agent()?.observe(&**g, action)?)
    })
}

/// Frees an AI, cancelling any background thinking.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_free(ai_h: BrAi) -> BrStatus {
    guard(|| {
        let a = lock(&AI_TABLE).remove(ai_h, "AI")?;
        drop(a);
        Ok(())
    })
}

fn check_seat(g: &dyn DynGame, seat: u32) -> Res {
    match g.to_move() {
        None => fail(BrStatus::GameOver, "the game is over"),
        Some(s) if s as u32 != seat => fail(
            BrStatus::WrongSeat,
            format!("seat {seat} is not to move; seat {s} is"),
        ),
        Some(_) => Ok(()),
    }
}

/// Chooses an action for `seat`, the seat to move, blocking until the
/// budget is spent. Uses only what that seat may know.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_choose(
    ai_h: BrAi,
    game_h: BrGame,
    seat: u32,
    action: *mut u32,
) -> BrStatus {
    guard(|| unsafe {
        if action.is_null() {
            return fail(BrStatus::NullPointer, "action is NULL");
        }
        let a = ai_ref(ai_h)?;
        let g = game_ref(game_h)?;
        let g = lock(&*g);
        check_seat(&**g, seat)?;
        let chosen = lock(&*a).agent()?.choose(&**g)?;
        put(action, chosen, "action")
    })
}

/// Starts thinking for `seat` on a copy of the game, in the background.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_think_start(ai_h: BrAi, game_h: BrGame, seat: u32) -> BrStatus {
    guard(|| {
        let a = ai_ref(ai_h)?;
        let g = game_ref(game_h)?;
        let g = lock(&*g);
        check_seat(&**g, seat)?;
        Ok(lock(&*a).start(&**g)?)
    })
}

/// Iterations run so far, and 1 in *done once the result can be taken.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_think_poll(
    ai_h: BrAi,
    iterations: *mut u64,
    done: *mut u8,
) -> BrStatus {
    guard(|| unsafe {
        if iterations.is_null() || done.is_null() {
            return fail(BrStatus::NullPointer, "iterations or done is NULL");
        }
        let (n, d) = lock(&*ai_ref(ai_h)?).poll()?;
        put(iterations, n, "iterations")?;
        put(done, d as u8, "done")
    })
}

/// Asks background thinking to stop soon; poll for done, then take the
/// best action found so far.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_think_cancel(ai_h: BrAi) -> BrStatus {
    guard(|| Ok(lock(&*ai_ref(ai_h)?).cancel()?))
}

/// The action chosen by background thinking (BR_STATUS_NOT_READY until done).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_think_take(ai_h: BrAi, action: *mut u32) -> BrStatus {
    guard(|| unsafe {
        if action.is_null() {
            return fail(BrStatus::NullPointer, "action is NULL");
        }
        let chosen = lock(&*ai_ref(ai_h)?).take()?;
        put(action, chosen, "action")
    })
}

// ----- what a table needs -----

/// The scene `seat` may see (seat -1: a spectator's), as JSON: `title`,
/// `status`, shared `zones` of cards and one panel per seat (docs/ffi.md,
/// "A front-end loop"). `names` as in `br_game_view_text`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_scene_json(
    game: BrGame,
    seat: i32,
    names: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        seat_text(game, seat, names, buf, cap, needed, |g, s, n| {
            g.scene_json(s, n)
        })
    })
}

/// Every legal action of the seat to move as JSON, in one call:
/// `[{"id": 7, "key": "value-crafter.action.bid", "args": {"amount": 3},
/// "label": "Bid $3", "refs": [scene keys it refers to]}, …]` (empty once
/// the game is over; include/schema/legal.schema.json).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_legal_json(
    game: BrGame,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe { write_text(&lock(&*game_ref(game)?).legal_json(), buf, cap, needed) })
}

/// What `seat` (-1: a spectator) may read after event number `after` (-1:
/// from the start), as a JSON array of objects `{"type": …, "seq": n,
/// "text": the sentence, …the event's fields}`; an undo reads `{"type":
/// "undone", "seq": n, "from": m}` (events from m on were taken back).
/// Nothing is consumed: any number of readers follow one game, each
/// passing the last `seq` it saw. `names` as in `br_game_view_text`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_events_after_json(
    game: BrGame,
    seat: i32,
    after: i64,
    names: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let after = u64::try_from(after).ok();
        seat_text(game, seat, names, buf, cap, needed, |g, s, n| {
            g.events_json(s, after, n)
        })
    })
}

/// The number the next event will get (so a reader that has seen
/// everything passes this minus 1).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_next_seq(game: BrGame, out: *mut u64) -> BrStatus {
    guard(|| unsafe { put(out, lock(&*game_ref(game)?).next_seq(), "out") })
}

/// Sets the language of every label, view, scene text, event sentence and
/// hint this game writes from now on: `"en"` or `"ru"` (a region such as
/// `"ru-RU"` is accepted). An unknown code is refused with
/// BR_STATUS_INVALID_ARGUMENT and the language stays as it was.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_set_language(game: BrGame, lang: *const c_char) -> BrStatus {
    guard(|| unsafe {
        let code = text(lang, "lang")?;
        let lang = match Lang::parse(code) {
            Ok(l) => l,
            Err(e) => return fail(BrStatus::InvalidArgument, e.to_string()),
        };
        lock(&*game_ref(game)?).set_lang(lang);
        Ok(())
    })
}

/// Every game as a setup screen shows it in `lang` (`"en"`, `"ru"`; as
/// `br_game_set_language`): a JSON array of `{"id", "name", "min_players",
/// "max_players", "options": [{"key", "values", "default", "name", "help",
/// "value_names"}]}`, where `name`, `help` and `value_names` are the
/// catalogs' words for a person and `key`, `values` and `default` what
/// `br_game_new` takes. An unknown code is BR_STATUS_INVALID_ARGUMENT.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_setup_json(
    lang: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let code = text(lang, "lang")?;
        let lang = match Lang::parse(code) {
            Ok(l) => l,
            Err(e) => return fail(BrStatus::InvalidArgument, e.to_string()),
        };
        write_text(&dynamic::setup_json(lang), buf, cap, needed)
    })
}

/// The languages `br_game_set_language` accepts, as a JSON array of
/// `{"code": "ru", "name": "Русский"}` (the name in its own language, for
/// a picker).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_languages_json(
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe { write_text(&languages_json(), buf, cap, needed) })
}

/// Takes back `seat`'s latest decision of this turn with the forced steps
/// after it; *undone receives how many actions went. Fair: refused with
/// BR_STATUS_CANNOT_UNDO once another seat acted, or when the step revealed
/// something hidden to the seat. Tell AIs with `br_ai_reset`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_game_undo(game: BrGame, seat: u32, undone: *mut u32) -> BrStatus {
    guard(|| unsafe {
        if undone.is_null() {
            return fail(BrStatus::NullPointer, "undone is NULL");
        }
        let g = game_ref(game)?;
        let mut g = lock(&*g);
        let s = seat_of(&**g, seat)?;
        let n = g.undo(s)?;
        put(undone, n as u32, "undone")
    })
}

/// Makes the AI forget what it learned of the game (after `br_game_undo`
/// or a load), so its next search starts afresh.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_reset(ai_h: BrAi) -> BrStatus {
    guard(|| {
        lock(&*ai_ref(ai_h)?).agent()?.reset();
        Ok(())
    })
}

/// Begins a decision for `seat` without a thread: then call
/// `br_ai_think_step` each frame and `br_ai_think_take` once done. For
/// frame loops and targets without threads (WebAssembly, Unity WebGL).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_think_begin(ai_h: BrAi, game_h: BrGame, seat: u32) -> BrStatus {
    guard(|| {
        let a = ai_ref(ai_h)?;
        let g = game_ref(game_h)?;
        let g = lock(&*g);
        check_seat(&**g, seat)?;
        Ok(lock(&*a).begin(&**g)?)
    })
}

/// Thinks at most `max_iterations` more on the calling thread; *done is 1
/// once the budget is spent (take the move with `br_ai_think_take`, or
/// take it earlier: the best so far).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_think_step(
    ai_h: BrAi,
    max_iterations: u64,
    done: *mut u8,
) -> BrStatus {
    guard(|| unsafe {
        if done.is_null() {
            return fail(BrStatus::NullPointer, "done is NULL");
        }
        let p = lock(&*ai_ref(ai_h)?).step(max_iterations)?;
        put(done, p.done as u8, "done")
    })
}

/// A hint for `seat`, the seat to move: the AI thinks its budget (from
/// that seat's information only) and keeps what it found for
/// `br_ai_hint_json`. Only ISMCTS AIs analyse. `names` as in
/// `br_game_view_text` (the principal line names the seats).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_analyze(
    ai_h: BrAi,
    game_h: BrGame,
    seat: u32,
    names: *const c_char,
) -> BrStatus {
    guard(|| unsafe {
        let a = ai_ref(ai_h)?;
        let g = game_ref(game_h)?;
        let g = lock(&*g);
        check_seat(&**g, seat)?;
        let names = names_of(names)?;
        Ok(lock(&*a).analyze(&**g, &names)?)
    })
}

/// The hint the last `br_ai_analyze` kept, as JSON: `{"seat",
/// "iterations", "moves": [{"id", "label", "visits", "visit_share",
/// "win_share"}, …] (most visited first), "line": [{"seat", "name", "id",
/// "label", "visits", "win_share"} | {"seat", "name", "hidden": true},
/// …]}`. The same text on every call, so a buffer sized by a first call
/// fits the second.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn br_ai_hint_json(
    ai_h: BrAi,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> BrStatus {
    guard(|| unsafe {
        let a = ai_ref(ai_h)?;
        let a = lock(&*a);
        write_text(a.hint()?, buf, cap, needed)
    })
}
