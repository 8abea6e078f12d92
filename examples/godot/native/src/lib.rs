//! A Godot 3 GDNative library: the NativeScript class `Boardroom`, one game
//! and its AI, for GDScript. It calls the boardroom C ABI (the shared
//! library `libboardroom`, through declarations generated from
//! `include/boardroom.h` by build.rs), so it gets the same
//! generation-checked handles, statuses and panic barrier as every other
//! client; GDScript has no exceptions, so a failing method returns a
//! sentinel (`false`, `-1`, `""`) and `last_error()` / `last_status()` say
//! why.
//!
//! The AI thinks in the background (`think_start`, then `think_poll` from
//! `_process` each frame, then `think_take`), so the game loop never blocks.

use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use boardroom::*;
use gdnative::prelude::*;

/// The C ABI: `include/boardroom.h` as bindgen reads it (build.rs).
#[allow(non_camel_case_types, non_upper_case_globals, dead_code)]
mod boardroom {
    include!(concat!(env!("OUT_DIR"), "/boardroom.rs"));
}

/// One game and (optionally) its AI, as a Godot Reference.
#[derive(NativeClass)]
#[inherit(Reference)]
pub struct Boardroom {
    game: BrGame,
    ai: BrAi,
    status: BrStatus,
    error: String,
}

fn last_error_text() -> String {
    read_text(|buf, cap, needed| unsafe { br_last_error(buf, cap, needed) })
        .unwrap_or_else(|_| "unreadable error".into())
}

/// Calls a function that fills a text buffer: once to learn the size, then
/// with a buffer of that size.
fn read_text(
    mut f: impl FnMut(*mut c_char, usize, *mut usize) -> BrStatus,
) -> Result<String, BrStatus> {
    let mut needed = 0usize;
    let st = f(null_mut(), 0, &mut needed);
    if st != BrStatus::BR_STATUS_BUFFER_TOO_SMALL {
        return Err(st);
    }
    let mut buf = vec![0u8; needed];
    let st = f(buf.as_mut_ptr() as *mut c_char, buf.len(), &mut needed);
    if st != BrStatus::BR_STATUS_OK {
        return Err(st);
    }
    buf.truncate(needed.saturating_sub(1));
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

fn cstring(s: &GodotString) -> CString {
    CString::new(s.to_string().replace('\0', "")).unwrap_or_default()
}

impl Boardroom {
    fn new(_owner: &Reference) -> Self {
        Boardroom {
            game: 0,
            ai: 0,
            status: BrStatus::BR_STATUS_OK,
            error: String::new(),
        }
    }

    /// Records the outcome of a call; true when it succeeded.
    fn ok(&mut self, st: BrStatus) -> bool {
        self.status = st;
        if st == BrStatus::BR_STATUS_OK {
            self.error.clear();
            true
        } else {
            self.error = last_error_text();
            false
        }
    }

    fn text(&mut self, f: impl FnMut(*mut c_char, usize, *mut usize) -> BrStatus) -> String {
        match read_text(f) {
            Ok(s) => {
                self.ok(BrStatus::BR_STATUS_OK);
                s
            }
            Err(st) => {
                self.ok(st);
                String::new()
            }
        }
    }

    fn free_all(&mut self) {
        unsafe {
            if self.ai != 0 {
                br_ai_free(self.ai);
            }
            if self.game != 0 {
                br_game_free(self.game);
            }
        }
        self.ai = 0;
        self.game = 0;
    }
}

impl Drop for Boardroom {
    fn drop(&mut self) {
        self.free_all();
    }
}

#[methods]
impl Boardroom {
    /// Every game with its player range and options, as JSON.
    #[export]
    fn games_json(&mut self, _owner: &Reference) -> String {
        self.text(|b, c, n| unsafe { br_games_json(b, c, n) })
    }

    #[export]
    fn version(&mut self, _owner: &Reference) -> String {
        let (mut a, mut b, mut c) = (0, 0, 0);
        let st = unsafe { br_version(&mut a, &mut b, &mut c) };
        self.ok(st);
        format!("{a}.{b}.{c} (ABI {})", unsafe { br_abi_version() })
    }

    /// Starts a new game (freeing any previous game and AI).
    #[export]
    fn new_game(
        &mut self,
        _owner: &Reference,
        id: GodotString,
        players: i64,
        seed: i64,
        options: GodotString,
    ) -> bool {
        self.free_all();
        let id = cstring(&id);
        let options = cstring(&options);
        let options_ptr = if options.as_bytes().is_empty() {
            null()
        } else {
            options.as_ptr()
        };
        let mut g = 0;
        let st = unsafe {
            br_game_new(
                id.as_ptr(),
                players.max(0) as u32,
                seed as u64,
                options_ptr,
                &mut g,
            )
        };
        if self.ok(st) {
            self.game = g;
        }
        st == BrStatus::BR_STATUS_OK
    }

    /// The seat to move, or -1 when the game is over (or on an error).
    #[export]
    fn to_move(&mut self, _owner: &Reference) -> i64 {
        let mut s = -1;
        let st = unsafe { br_game_to_move(self.game, &mut s) };
        if self.ok(st) {
            s as i64
        } else {
            -1
        }
    }

    #[export]
    fn players(&mut self, _owner: &Reference) -> i64 {
        let mut n = 0;
        let st = unsafe { br_game_players(self.game, &mut n) };
        self.ok(st);
        n as i64
    }

    #[export]
    fn legal_actions(&mut self, _owner: &Reference) -> Int32Array {
        let mut count = 0usize;
        let st = unsafe { br_game_legal_actions(self.game, null_mut(), 0, &mut count) };
        if st != BrStatus::BR_STATUS_BUFFER_TOO_SMALL {
            self.ok(st);
            return Int32Array::new();
        }
        let mut ids = vec![0u32; count];
        let st =
            unsafe { br_game_legal_actions(self.game, ids.as_mut_ptr(), ids.len(), &mut count) };
        if !self.ok(st) {
            return Int32Array::new();
        }
        Int32Array::from_vec(ids.into_iter().map(|a| a as i32).collect())
    }

    #[export]
    fn apply(&mut self, _owner: &Reference, seat: i64, action: i64) -> bool {
        let st = unsafe { br_game_apply(self.game, seat as u32, action as u32) };
        self.ok(st)
    }

    #[export]
    fn action_label(&mut self, _owner: &Reference, action: i64) -> String {
        let g = self.game;
        self.text(|b, c, n| unsafe { br_game_action_label(g, action as u32, b, c, n) })
    }

    /// What `seat` may know, as JSON (parse_json in GDScript).
    #[export]
    fn observation_json(&mut self, _owner: &Reference, seat: i64) -> String {
        let g = self.game;
        self.text(|b, c, n| unsafe { br_game_observation_json(g, seat as u32, b, c, n) })
    }

    /// The events `seat` may see since its last call (-1: all), a JSON array.
    #[export]
    fn events_json(&mut self, _owner: &Reference, seat: i64) -> String {
        let g = self.game;
        self.text(|b, c, n| unsafe { br_game_events_json(g, seat as i32, b, c, n) })
    }

    /// Each seat's share of the win (sums to 1 at the end).
    #[export]
    fn returns(&mut self, _owner: &Reference) -> VariantArray {
        let mut r = [0f64; 8];
        let mut n = 0usize;
        let st = unsafe { br_game_returns(self.game, r.as_mut_ptr(), r.len(), &mut n) };
        let out = VariantArray::new();
        if self.ok(st) {
            for x in &r[..n] {
                out.push(x.to_variant());
            }
        }
        out.into_shared()
    }

    #[export]
    fn save(&mut self, _owner: &Reference) -> ByteArray {
        let mut needed = 0usize;
        let st = unsafe { br_game_save(self.game, null_mut(), 0, &mut needed) };
        if st != BrStatus::BR_STATUS_BUFFER_TOO_SMALL {
            self.ok(st);
            return ByteArray::new();
        }
        let mut bytes = vec![0u8; needed];
        let st = unsafe { br_game_save(self.game, bytes.as_mut_ptr(), bytes.len(), &mut needed) };
        if !self.ok(st) {
            return ByteArray::new();
        }
        ByteArray::from_vec(bytes)
    }

    /// Replaces the game with one loaded from `save()` bytes.
    #[export]
    fn load(&mut self, _owner: &Reference, id: GodotString, bytes: ByteArray) -> bool {
        let id = cstring(&id);
        let data: Vec<u8> = bytes.read().to_vec();
        let mut g = 0;
        let st = unsafe { br_game_load(id.as_ptr(), data.as_ptr(), data.len(), &mut g) };
        if self.ok(st) {
            self.free_all();
            self.game = g;
        }
        st == BrStatus::BR_STATUS_OK
    }

    /// Creates the AI: preset "easy", "medium", "hard" or "expert", and a
    /// time budget per move in milliseconds (0: the preset's).
    #[export]
    fn ai_new(
        &mut self,
        _owner: &Reference,
        preset: GodotString,
        seed: i64,
        milliseconds: i64,
    ) -> bool {
        let name = cstring(&preset);
        let mut settings = unsafe { std::mem::zeroed::<BrAiSettings>() };
        settings.size = std::mem::size_of::<BrAiSettings>() as u32;
        let st = unsafe { br_ai_settings_preset(name.as_ptr(), &mut settings) };
        if !self.ok(st) {
            return false;
        }
        settings.seed = seed as u64;
        if milliseconds > 0 {
            settings.milliseconds = milliseconds as u32;
            settings.iterations = 0;
        }
        if self.ai != 0 {
            unsafe { br_ai_free(self.ai) };
            self.ai = 0;
        }
        let mut a = 0;
        let st = unsafe { br_ai_new_with(self.game, &settings, &mut a) };
        if self.ok(st) {
            self.ai = a;
        }
        st == BrStatus::BR_STATUS_OK
    }

    /// Chooses for the seat to move, blocking: not from the main thread.
    #[export]
    fn ai_choose(&mut self, owner: &Reference) -> i64 {
        let seat = self.to_move(owner);
        let mut a = 0;
        let st = unsafe { br_ai_choose(self.ai, self.game, seat.max(0) as u32, &mut a) };
        if self.ok(st) {
            a as i64
        } else {
            -1
        }
    }

    /// Starts thinking for the seat to move; returns at once.
    #[export]
    fn think_start(&mut self, owner: &Reference) -> bool {
        let seat = self.to_move(owner);
        let st = unsafe { br_ai_think_start(self.ai, self.game, seat.max(0) as u32) };
        self.ok(st)
    }

    /// Iterations so far, or -1 on an error; `think_done()` says if it can
    /// be taken.
    #[export]
    fn think_iterations(&mut self, _owner: &Reference) -> i64 {
        let (mut n, mut d) = (0u64, 0u8);
        let st = unsafe { br_ai_think_poll(self.ai, &mut n, &mut d) };
        if self.ok(st) {
            n as i64
        } else {
            -1
        }
    }

    #[export]
    fn think_done(&mut self, _owner: &Reference) -> bool {
        let (mut n, mut d) = (0u64, 0u8);
        let st = unsafe { br_ai_think_poll(self.ai, &mut n, &mut d) };
        self.ok(st) && d == 1
    }

    #[export]
    fn think_cancel(&mut self, _owner: &Reference) -> bool {
        let st = unsafe { br_ai_think_cancel(self.ai) };
        self.ok(st)
    }

    /// The action background thinking chose, or -1 (not ready, or an error).
    #[export]
    fn think_take(&mut self, _owner: &Reference) -> i64 {
        let mut a = 0;
        let st = unsafe { br_ai_think_take(self.ai, &mut a) };
        if self.ok(st) {
            a as i64
        } else {
            -1
        }
    }

    /// The status of the last call (0: ok; see BrStatus in boardroom.h).
    #[export]
    fn last_status(&self, _owner: &Reference) -> i64 {
        i64::from(self.status.0)
    }

    /// Why the last call failed ("" after a success).
    #[export]
    fn last_error(&self, _owner: &Reference) -> String {
        self.error.clone()
    }
}

fn init(handle: InitHandle) {
    handle.add_class::<Boardroom>();
}

godot_init!(init);
