//! Boardroom for Godot 4: a GDExtension library (godot-rust's `godot`
//! crate, gdext) with two classes over the engine's and the AI's
//! game-erased faces (`boardroom_engine::dynamic`, `boardroom_ai::dynamic`):
//!
//! - [`BoardroomGame`] (`RefCounted`): one game in progress.
//! - [`BoardroomAi`] (`Node`): an AI that thinks in slices, one per frame,
//!   and emits `move_chosen(action_id)`.
//!
//! A thin adapter: the logic that does not need a running Godot is in
//! [`core`] (and unit-tested there); this file converts Godot types and
//! reports refusals the Godot way. A refused call changes nothing, returns
//! `null`/`false`/`-1`/an empty value, keeps the sentence in `last_error()`
//! and, except for `apply` and `undo` (refusals a UI expects), also
//! reports it with `push_error`. docs/godot.md is the guide.

pub mod core;

use boardroom_engine::dynamic::{self, DynGame, Error};
use godot::classes::{INode, Node, RefCounted};
use godot::prelude::*;
use serde_json::Value;

use crate::core::{Frame, Options, Thinker};

struct BoardroomExtension;

#[gdextension]
unsafe impl ExtensionLibrary for BoardroomExtension {}

/// A JSON value of the engine's faces as a Godot value: objects become
/// `Dictionary`, arrays `Array`, integers `int`, other numbers `float`.
/// (Needs a running Godot: not unit-testable.)
pub fn json_to_variant(v: &Value) -> Variant {
    match v {
        Value::Null => Variant::nil(),
        Value::Bool(b) => b.to_variant(),
        Value::Number(n) => match n.as_i64() {
            Some(i) => i.to_variant(),
            None => n.as_f64().unwrap_or(f64::NAN).to_variant(),
        },
        Value::String(s) => GString::from(s.as_str()).to_variant(),
        Value::Array(items) => {
            let mut out = VarArray::new();
            for item in items {
                out.push(&json_to_variant(item));
            }
            out.to_variant()
        }
        Value::Object(map) => json_object(map).to_variant(),
    }
}

fn json_object(map: &serde_json::Map<String, Value>) -> VarDictionary {
    let mut out = VarDictionary::new();
    for (k, v) in map {
        out.set(&GString::from(k.as_str()).to_variant(), &json_to_variant(v));
    }
    out
}

/// Parses the engine's JSON (always well formed) into a Godot value.
fn parse(json: &str) -> Variant {
    match serde_json::from_str::<Value>(json) {
        Ok(v) => json_to_variant(&v),
        Err(e) => {
            godot_error!("boardroom: unreadable JSON from the engine: {e}");
            Variant::nil()
        }
    }
}

fn read_names(names: &PackedStringArray) -> Vec<String> {
    names.as_slice().iter().map(GString::to_string).collect()
}

fn strs(names: &[String]) -> Vec<&str> {
    names.iter().map(String::as_str).collect()
}

/// The options of `create`: `key=value` text, or a `Dictionary` of them,
/// or `null` for none.
fn read_options(options: &Variant) -> Result<Options, Error> {
    if options.is_nil() {
        return Ok(Options::Pairs(Vec::new()));
    }
    if let Ok(d) = options.try_to::<VarDictionary>() {
        return Ok(Options::Pairs(
            d.iter_shared()
                .map(|(k, v)| (k.stringify().to_string(), v.stringify().to_string()))
                .collect(),
        ));
    }
    Ok(Options::Text(options.stringify().to_string()))
}

/// The sentence of the last refused `create`/`load`, for scripts that
/// prefer reading it to the debugger's `push_error` line.
fn set_static_error(message: &str) {
    if let Ok(mut e) = STATIC_ERROR.lock() {
        *e = message.to_string();
    }
}
static STATIC_ERROR: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());

/// One game in progress.
#[derive(GodotClass)]
#[class(no_init, base = RefCounted)]
pub struct BoardroomGame {
    inner: Box<dyn DynGame>,
    last_error: String,
    base: Base<RefCounted>,
}

impl BoardroomGame {
    fn wrap(r: Result<Box<dyn DynGame>, Error>) -> Option<Gd<BoardroomGame>> {
        match r {
            Ok(inner) => {
                set_static_error("");
                Some(Gd::from_init_fn(|base| BoardroomGame {
                    inner,
                    last_error: String::new(),
                    base,
                }))
            }
            Err(e) => {
                godot_error!("boardroom: {}", e.message);
                set_static_error(&e.message);
                None
            }
        }
    }

    /// Keeps a refusal; `loud`: also `push_error` it.
    fn refuse(&mut self, e: Error, loud: bool) {
        if loud {
            godot_error!("boardroom: {}", e.message);
        }
        self.last_error = e.message;
    }

    fn ok<T>(&mut self, r: Result<T, Error>, loud: bool) -> Option<T> {
        match r {
            Ok(v) => {
                self.last_error.clear();
                Some(v)
            }
            Err(e) => {
                self.refuse(e, loud);
                None
            }
        }
    }

    /// The engine's game, for the AI node.
    pub fn game(&self) -> &dyn DynGame {
        &*self.inner
    }
}

#[godot_api]
impl BoardroomGame {
    /// Every game: `[{id, name, min_players, max_players, options}, …]`.
    #[func]
    fn games() -> VarArray {
        parse(&dynamic::games_json()).try_to().unwrap_or_default()
    }

    /// Every game as a setup screen shows it in language `code` (`"ru"`,
    /// or `OS.get_locale()`): `[{id, name, min_players, max_players,
    /// options: [{key, values, default, name, help, value_names}]}, …]`,
    /// `name`, `help` and `value_names` in the catalogs' words. An empty
    /// `Array` (and a `push_error`; `create_error()` has the sentence) for
    /// a language not shipped.
    #[func]
    fn setup(code: GString) -> VarArray {
        match core::setup(&code.to_string()) {
            Ok(json) => {
                set_static_error("");
                parse(&json).try_to().unwrap_or_default()
            }
            Err(e) => {
                godot_error!("boardroom: {}", e.message);
                set_static_error(&e.message);
                VarArray::new()
            }
        }
    }

    /// Sets up game `id` for `players`, seeded; `options` is `null`, a
    /// `Dictionary` `{key: value}` or `"key=value, …"` text. `null` (and a
    /// `push_error`) when refused; `create_error()` has the sentence.
    #[func]
    fn create(id: GString, players: i64, seed: i64, options: Variant) -> Option<Gd<BoardroomGame>> {
        let r =
            read_options(&options).and_then(|o| core::create(&id.to_string(), players, seed, o));
        Self::wrap(r)
    }

    /// Restores game `id` from bytes made by `save()` (`null` and a
    /// `push_error` when they are not a save of that game).
    #[func]
    fn load(id: GString, bytes: PackedByteArray) -> Option<Gd<BoardroomGame>> {
        Self::wrap(dynamic::load(&id.to_string(), bytes.as_slice()))
    }

    /// Why the last `create` or `load` returned `null`, or `setup` an empty
    /// `Array` ("" if it did not).
    #[func]
    fn create_error() -> GString {
        STATIC_ERROR
            .lock()
            .map(|e| GString::from(e.as_str()))
            .unwrap_or_default()
    }

    /// The game's id.
    #[func]
    fn id(&self) -> GString {
        GString::from(self.inner.id())
    }

    #[func]
    fn players(&self) -> i64 {
        self.inner.players() as i64
    }

    /// The seat to decide, or -1 once the game is over.
    #[func]
    fn to_move(&self) -> i64 {
        core::to_move(&*self.inner)
    }

    #[func]
    fn is_over(&self) -> bool {
        self.inner.to_move().is_none()
    }

    /// The legal action ids now (empty once the game is over).
    #[func]
    fn legal_actions(&self) -> PackedInt32Array {
        PackedInt32Array::from(core::legal_ids(&*self.inner).as_slice())
    }

    /// The legal actions with their meaning: `[{id, key, args, label,
    /// refs}, …]`.
    #[func]
    fn legal_actions_detail(&self) -> Array<VarDictionary> {
        let mut out = Array::new();
        if let Ok(Value::Array(items)) = serde_json::from_str::<Value>(&self.inner.legal_json()) {
            for item in &items {
                if let Value::Object(map) = item {
                    out.push(&json_object(map));
                }
            }
        }
        out
    }

    /// The label of action `id` ("" and `last_error` if there is none).
    #[func]
    fn label(&mut self, id: i64) -> GString {
        let r = core::action_id(id).and_then(|id| self.inner.label(id));
        self.ok(r, true)
            .map(|s| GString::from(s.as_str()))
            .unwrap_or_default()
    }

    /// Applies action `id`; `false` (nothing changed, `last_error()` says
    /// why) if it is not legal now.
    #[func]
    fn apply(&mut self, id: i64) -> bool {
        let r = core::action_id(id).and_then(|id| self.inner.apply(id));
        self.ok(r, false).is_some()
    }

    /// Sets the language of every label, view, scene text, event sentence
    /// and hint: "en" or "ru" (`OS.get_locale()` works: "ru_RU"). `false`
    /// (and nothing changed) for a language not shipped; `last_error()`
    /// says which are.
    #[func]
    fn set_language(&mut self, code: GString) -> bool {
        let r = core::language(&code.to_string());
        match self.ok(r, true) {
            Some(lang) => {
                self.inner.set_lang(lang);
                true
            }
            None => false,
        }
    }

    /// The game's language code ("en", "ru").
    #[func]
    fn language(&self) -> GString {
        GString::from(self.inner.lang().code())
    }

    /// The languages shipped, for a picker: `[{code, name}, …]`, each
    /// name in its own language.
    #[func]
    fn languages() -> VarArray {
        parse(&dynamic::languages_json())
            .try_to()
            .unwrap_or_default()
    }

    /// Takes back `seat`'s latest decision of this turn (with the forced
    /// steps after it); returns how many actions were undone, or -1 when
    /// that is not fair now (`last_error()` says why).
    #[func]
    fn undo(&mut self, seat: i64) -> i64 {
        let r = core::seat(seat).and_then(|s| self.inner.undo(s));
        self.ok(r, false).map_or(-1, |n| n as i64)
    }

    /// The scene `seat` may see (-1: everything) as a `Dictionary`:
    /// `title`, `status`, `zones`, one panel per seat (docs/godot.md).
    /// `names`: the seats' names (empty: "Player 1", …).
    #[func]
    fn scene(&mut self, seat: i64, names: PackedStringArray) -> VarDictionary {
        let names = read_names(&names);
        let r = core::viewer(seat).and_then(|v| self.inner.scene_json(v, &strs(&names)));
        self.ok(r, true)
            .and_then(|json| parse(&json).try_to().ok())
            .unwrap_or_default()
    }

    /// The events `seat` (-1: a spectator) may read after event number
    /// `after` (-1: from the start), as an `Array` of `Dictionary`
    /// `{type, seq, text, …}`. Nothing is consumed.
    #[func]
    fn events(&mut self, seat: i64, after: i64, names: PackedStringArray) -> VarArray {
        let names = read_names(&names);
        let r = core::viewer(seat)
            .and_then(|v| self.inner.events_json(v, core::after(after), &strs(&names)));
        self.ok(r, true)
            .and_then(|json| parse(&json).try_to().ok())
            .unwrap_or_default()
    }

    /// The number the next event will get.
    #[func]
    fn next_seq(&self) -> i64 {
        self.inner.next_seq() as i64
    }

    /// The text view for `seat` (-1: everything).
    #[func]
    fn view_text(&mut self, seat: i64, names: PackedStringArray) -> GString {
        let names = read_names(&names);
        let r = core::viewer(seat).and_then(|v| self.inner.view_text(v, &strs(&names)));
        self.ok(r, true)
            .map(|s| GString::from(s.as_str()))
            .unwrap_or_default()
    }

    /// The engine's save (versioned and checksummed); `load` restores it.
    #[func]
    fn save(&self) -> PackedByteArray {
        PackedByteArray::from(self.inner.save().as_slice())
    }

    /// Each seat's result once the game is over (win shares summing to 1).
    #[func]
    fn returns(&self) -> PackedFloat64Array {
        PackedFloat64Array::from(self.inner.returns().as_slice())
    }

    /// Each seat's score by the rules.
    #[func]
    fn scores(&self) -> PackedFloat64Array {
        PackedFloat64Array::from(self.inner.scores().as_slice())
    }

    /// A copy of this game.
    #[func]
    fn duplicate(&self) -> Gd<BoardroomGame> {
        Self::wrap(Ok(self.inner.clone_box())).expect("a copy")
    }

    /// Why the last refused call on this game was refused ("" after a call
    /// that succeeded).
    #[func]
    fn last_error(&self) -> GString {
        GString::from(self.last_error.as_str())
    }
}

/// An AI player as a node: `think(game)` starts a decision, each frame
/// thinks `iterations_per_frame` more, and `move_chosen(action_id)` is
/// emitted with the move.
#[derive(GodotClass)]
#[class(init, base = Node)]
pub struct BoardroomAi {
    /// The AI: a preset (`easy`, `medium`, `hard`, `expert`) or a spec
    /// (`heuristic`, `random`, `ismcts:iters=2000`, …).
    #[export]
    #[init(val = GString::from(core::DEFAULT_SPEC))]
    spec: GString,
    #[export]
    seed: i64,
    /// Search iterations per frame: the frame-time budget of thinking.
    #[export]
    #[init(val = core::DEFAULT_ITERATIONS_PER_FRAME)]
    iterations_per_frame: i64,
    thinker: Thinker,
    last_error: String,
    base: Base<Node>,
}

impl BoardroomAi {
    fn refuse(&mut self, e: Error) {
        godot_error!("boardroom: {}", e.message);
        self.last_error = e.message;
    }

    fn ok<T>(&mut self, r: Result<T, Error>) -> Option<T> {
        match r {
            Ok(v) => {
                self.last_error.clear();
                Some(v)
            }
            Err(e) => {
                self.refuse(e);
                None
            }
        }
    }
}

#[godot_api]
impl INode for BoardroomAi {
    fn process(&mut self, _delta: f64) {
        match self.thinker.frame(self.iterations_per_frame) {
            Ok(Frame::Chosen(id)) => {
                // Through base_mut: a handler may call back into this node
                // (think again, observe) while the signal is emitted.
                self.base_mut()
                    .emit_signal("move_chosen", &[i64::from(id).to_variant()]);
            }
            Ok(_) => {}
            Err(e) => {
                self.thinker.cancel();
                let message = e.message.clone();
                self.refuse(e);
                self.base_mut().emit_signal(
                    "think_failed",
                    &[GString::from(message.as_str()).to_variant()],
                );
            }
        }
    }
}

#[godot_api]
impl BoardroomAi {
    /// The move of a decision: the action id for the game `think` was
    /// given (apply it to that game).
    #[signal]
    fn move_chosen(action_id: i64);

    /// A decision that could not go on (the sentence); no move follows.
    #[signal]
    fn think_failed(message: GString);

    /// Starts a decision for the seat to move in `game` (a copy of it is
    /// taken); `false` if the game is over, the spec is bad or a decision
    /// is already under way.
    #[func]
    fn think(&mut self, game: Gd<BoardroomGame>) -> bool {
        let (spec, seed) = (self.spec.to_string(), self.seed);
        let r = self.thinker.think(game.bind().game(), &spec, seed);
        self.ok(r).is_some()
    }

    /// Whether a decision is under way.
    #[func]
    fn is_thinking(&self) -> bool {
        self.thinker.thinking()
    }

    /// Drops the decision under way (no move is emitted); `false` if there
    /// was none.
    #[func]
    fn cancel(&mut self) -> bool {
        self.thinker.cancel()
    }

    /// Tells the AI that action `id` is about to be applied to `game` (by
    /// any seat, before `apply`), so its search keeps the matching part of
    /// its tree. Optional: it only makes the AI faster.
    #[func]
    fn observe(&mut self, game: Gd<BoardroomGame>, id: i64) -> bool {
        let (spec, seed) = (self.spec.to_string(), self.seed);
        let r = core::action_id(id)
            .and_then(|id| self.thinker.observe(game.bind().game(), &spec, seed, id));
        self.ok(r).is_some()
    }

    /// Forgets the decision and what the AI learnt of the game (after an
    /// undo or a load).
    #[func]
    fn reset(&mut self) {
        self.thinker.reset();
    }

    /// The hint for the seat to move in `game`: `{moves: [{label,
    /// visit_share, win_share, …}], line, …}`; while thinking, from the
    /// decision so far, otherwise after a whole decision of this spec
    /// (blocking). Empty (and `last_error`) for AIs that do not search.
    #[func]
    fn hint(&mut self, game: Gd<BoardroomGame>, names: PackedStringArray) -> VarDictionary {
        let (spec, seed) = (self.spec.to_string(), self.seed);
        let names = read_names(&names);
        let r = self
            .thinker
            .hint(game.bind().game(), &spec, seed, &strs(&names));
        self.ok(r)
            .and_then(|json| parse(&json).try_to().ok())
            .unwrap_or_default()
    }

    #[func]
    fn last_error(&self) -> GString {
        GString::from(self.last_error.as_str())
    }
}
