//! Boardroom in the browser: every game and its AI compiled to
//! `wasm32-unknown-unknown`, exported with wasm-bindgen to the page in
//! `web/www` (built and served by `scripts/web`; docs/web.md).
//!
//! A thin adapter: [`WebGame`] wraps the engine's game-erased face
//! (`boardroom_engine::dynamic`) and [`WebThink`], in the page's Web Worker,
//! the AI's (`boardroom_ai::dynamic`). This file converts seats, names and
//! errors at the boundary; a refused call throws a JS `Error` whose message
//! is the layer's sentence, and changes nothing.

pub mod bench;

use boardroom_ai::AgentSpec;
use boardroom_ai::dynamic::{self as ai, DynAgent};
use boardroom_ai::spec::AgentKind;
use boardroom_engine::dynamic::{self, DynGame, Error, ErrorKind};
use boardroom_engine::words::{self, Arg, Lang};
use boardroom_engine::{Config, Seat};
use serde_json::Value;
use wasm_bindgen::prelude::*;

/// A refused call, thrown to JS as an `Error` carrying the message (kept
/// as the layer's error until then, so native tests can read it).
#[derive(Debug)]
pub struct Refused(pub Error);

impl From<Error> for Refused {
    fn from(e: Error) -> Self {
        Refused(e)
    }
}

impl From<Refused> for JsValue {
    fn from(r: Refused) -> JsValue {
        JsError::new(&r.0.message).into()
    }
}

type Res<T = ()> = Result<T, Refused>;

fn refuse(kind: ErrorKind, message: impl Into<String>) -> Refused {
    Refused(Error::new(kind, message))
}

/// JS seat numbers: -1 is a spectator (everything, for the end).
fn viewer(seat: i32) -> Res<Option<Seat>> {
    match seat {
        -1 => Ok(None),
        s => Seat::try_from(s)
            .map(Some)
            .map_err(|_| refuse(ErrorKind::InvalidArgument, format!("there is no seat {s}"))),
    }
}

/// A shipped language from its code ("en", "ru", "ru-RU").
fn lang(code: &str) -> Res<Lang> {
    Lang::parse(code).map_err(|e| refuse(ErrorKind::InvalidArgument, e.to_string()))
}

fn strs(names: &[String]) -> Vec<&str> {
    names.iter().map(String::as_str).collect()
}

/// Every game, its player range and its options, as JSON.
#[wasm_bindgen(js_name = gamesJson)]
pub fn games_json() -> String {
    dynamic::games_json()
}

/// Every game as a setup screen shows it in `lang`: names, player
/// ranges and options with the catalogs' words (`dynamic::setup_json`);
/// throws for a language not shipped.
#[wasm_bindgen(js_name = setupJson)]
pub fn setup_json(lang: &str) -> Res<String> {
    Ok(dynamic::setup_json(self::lang(lang)?))
}

/// The languages the page can be read in, for its picker: `[{"code":
/// "en", "name": "English"}, {"code": "ru", "name": "Русский"}]`.
#[wasm_bindgen(js_name = languagesJson)]
pub fn languages_json() -> String {
    dynamic::languages_json()
}

/// The catalog message `key` in language `lang`, with `args_json` (an
/// object, or empty for none) as its arguments: the page's own words
/// (`page-…`) and the names it shares with the engine (`common-seat`,
/// `play-you`, `game-…`). Whole numbers stay numbers, so Fluent picks the
/// plural form by them; other values are text. A missing message reads as
/// its English, or its key. Throws for an unknown language or bad JSON.
#[wasm_bindgen(js_name = text)]
pub fn text(lang: &str, key: &str, args_json: &str) -> Res<String> {
    let lang = self::lang(lang)?;
    let bad = |why: &str| {
        refuse(
            ErrorKind::InvalidArgument,
            format!("arguments of {key}: {why}"),
        )
    };
    let args: serde_json::Map<String, Value> = if args_json.trim().is_empty() {
        serde_json::Map::new()
    } else {
        serde_json::from_str(args_json).map_err(|e| bad(&e.to_string()))?
    };
    let mut list = Vec::with_capacity(args.len());
    for (name, value) in &args {
        let arg = match value {
            Value::Number(n) => match n.as_i64() {
                Some(i) => Arg::Num(i),
                None => Arg::from(n.to_string()),
            },
            Value::String(s) => Arg::from(s),
            Value::Bool(b) => Arg::from(*b),
            _ => return Err(bad(&format!("{name} is neither text nor a number"))),
        };
        list.push((name.as_str(), arg));
    }
    Ok(words::text(lang, key, &list))
}

/// One game in progress, driven by the page.
#[wasm_bindgen]
pub struct WebGame {
    inner: Box<dyn DynGame>,
}

#[wasm_bindgen]
impl WebGame {
    /// Sets up `game` for `players`; `options` is `key=value` pairs, one
    /// per line or comma separated.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, players: u32, options: &str, seed: u64) -> Res<WebGame> {
        let config = Config {
            players: players as usize,
            options: dynamic::parse_options(options)?,
        };
        Ok(WebGame {
            inner: dynamic::create(game, &config, seed)?,
        })
    }

    /// Restores `game` from bytes made by [`WebGame::save`] (the events
    /// are numbered afresh).
    pub fn load(game: &str, bytes: &[u8]) -> Res<WebGame> {
        Ok(WebGame {
            inner: dynamic::load(game, bytes)?,
        })
    }

    /// Sets the language of every label, view, scene text and event
    /// sentence from now on (`code` as in [`languages_json`]); throws for
    /// a language not shipped, and changes nothing then.
    #[wasm_bindgen(js_name = setLanguage)]
    pub fn set_language(&mut self, code: &str) -> Res {
        self.inner.set_lang(lang(code)?);
        Ok(())
    }

    /// The language's code ("en" until set).
    #[wasm_bindgen(getter)]
    pub fn language(&self) -> String {
        self.inner.lang().code().to_string()
    }

    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        self.inner.id().to_string()
    }

    #[wasm_bindgen(getter)]
    pub fn players(&self) -> u32 {
        self.inner.players() as u32
    }

    /// The seat to decide, or -1 once the game is over.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> i32 {
        self.inner.to_move().map_or(-1, i32::from)
    }

    /// The legal actions as JSON `[{"id": 7, "key": "…", "args": {…}, "label": "…", "refs": ["…"]}, …]`.
    #[wasm_bindgen(js_name = legalJson)]
    pub fn legal_json(&self) -> String {
        self.inner.legal_json()
    }

    /// Applies the action with this id; throws a sentence if it is not
    /// legal now (nothing changes then).
    pub fn apply(&mut self, action: u32) -> Res {
        Ok(self.inner.apply(action)?)
    }

    /// Takes back `seat`'s latest decision of this turn (with the forced
    /// steps after it) and returns how many actions were undone; throws
    /// when that is not fair (another seat acted since, or something hidden
    /// came to light).
    pub fn undo(&mut self, seat: u8) -> Res<u32> {
        Ok(self.inner.undo(seat)? as u32)
    }

    /// Whether [`WebGame::undo`] would take something back for `seat` now
    /// (tried on a copy).
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self, seat: u8) -> bool {
        self.inner.clone_box().undo(seat).is_ok()
    }

    /// The text view for `seat` (-1: everything).
    pub fn view(&self, seat: i32, names: Vec<String>) -> Res<String> {
        Ok(self.inner.view_text(viewer(seat)?, &strs(&names))?)
    }

    /// The scene for `seat` (-1: everything) as JSON: `title`, `status`,
    /// `zones` of cards and one panel per seat (engine/src/scene.rs).
    #[wasm_bindgen(js_name = sceneJson)]
    pub fn scene_json(&self, seat: i32, names: Vec<String>) -> Res<String> {
        Ok(self.inner.scene_json(viewer(seat)?, &strs(&names))?)
    }

    /// What `seat` (-1: a spectator) may read after event number `after`
    /// (absent: from the start), as a JSON array of numbered, tagged
    /// events `{"type", "seq", "text", …}`; an undo reads `{"type":
    /// "undone", "seq", "from"}`. Nothing is consumed.
    #[wasm_bindgen(js_name = eventsJson)]
    pub fn events_json(&self, seat: i32, after: Option<u32>, names: Vec<String>) -> Res<String> {
        let after = after.map(u64::from);
        Ok(self
            .inner
            .events_json(viewer(seat)?, after, &strs(&names))?)
    }

    /// The number the next event (or undo) will get.
    #[wasm_bindgen(getter, js_name = nextSeq)]
    pub fn next_seq(&self) -> f64 {
        self.inner.next_seq() as f64
    }

    pub fn scores(&self) -> Vec<f64> {
        self.inner.scores()
    }

    pub fn returns(&self) -> Vec<f64> {
        self.inner.returns()
    }

    /// The engine's save file (versioned and checksummed).
    pub fn save(&self) -> Vec<u8> {
        self.inner.save()
    }
}

/// The agent `spec` as the browser runs it, and its time cap in `game`
/// for the worker to keep with the browser's clock (the module has none).
/// wasm32-unknown-unknown has one thread, on which a preset's trees take
/// turns: the same game as on a machine with cores for each.
fn browser_spec(game: &str, text: &str) -> Res<(AgentSpec, Option<u64>)> {
    let spec = AgentSpec::parse(text).map_err(|e| refuse(ErrorKind::BadOptions, e))?;
    let millis = match &spec.kind {
        AgentKind::Ismcts(c) => {
            let c = c
                .for_game_id(game)
                .map_err(|e| refuse(ErrorKind::UnknownGame, e))?;
            c.time.map(|t| t.as_millis() as u64)
        }
        AgentKind::Pimc { .. } => {
            return Err(refuse(
                ErrorKind::BadOptions,
                "the browser plays ISMCTS, heuristic or random AIs",
            ));
        }
        _ => None,
    };
    Ok((spec, millis))
}

/// One AI decision (or hint), hosted by the Web Worker and run in slices.
#[wasm_bindgen]
pub struct WebThink {
    agent: Box<dyn DynAgent>,
    iterations: u64,
    millis: Option<u64>,
}

#[wasm_bindgen]
impl WebThink {
    /// Starts the decision of AI `spec` for the seat to move in the saved
    /// state `save` of `game`; it searches from that seat's information.
    /// The analysis is written in `lang` (the page's; absent: English): a
    /// save keeps no language, so the loaded copy is told it here.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        save: &[u8],
        spec: &str,
        seed: u64,
        lang: Option<String>,
    ) -> Res<WebThink> {
        let mut state = dynamic::load(game, save)?;
        if let Some(code) = lang {
            state.set_lang(self::lang(&code)?);
        }
        let (spec, millis) = browser_spec(game, spec)?;
        let mut agent = ai::create(game, &spec, seed)?;
        agent.start(&*state)?;
        Ok(WebThink {
            agent,
            iterations: 0,
            millis,
        })
    }

    /// Thinks up to `n` more iterations; returns whether the iteration
    /// budget is spent (an AI that does not search is done at once).
    pub fn step(&mut self, n: u32) -> Res<bool> {
        let p = self.agent.step(u64::from(n))?;
        self.iterations = p.iterations;
        Ok(p.done)
    }

    /// Iterations run so far.
    #[wasm_bindgen(getter)]
    pub fn iterations(&self) -> f64 {
        self.iterations as f64
    }

    /// The spec's wall-time cap in milliseconds, if it has one: the worker
    /// stops stepping once it is spent.
    #[wasm_bindgen(getter, js_name = timeCapMs)]
    pub fn time_cap_ms(&self) -> Option<f64> {
        self.millis.map(|m| m as f64)
    }

    /// The hint from what was thought so far: the moves ranked, each with
    /// `label`, `visit_share` and `win_share`, and the principal `line`
    /// (seat names from `names`), as JSON. ISMCTS only; before `finish`.
    #[wasm_bindgen(js_name = analysisJson)]
    pub fn analysis_json(&mut self, names: Vec<String>) -> Res<String> {
        Ok(self.agent.analysis_json(&strs(&names))?)
    }

    /// The chosen action's id; ends the decision.
    pub fn finish(&mut self) -> Res<u32> {
        Ok(self.agent.finish()?)
    }
}

/// See [`bench::random_playouts`].
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(game: &str, players: u32, games: u32) -> Result<f64, JsValue> {
    bench::random_playouts(game, players as usize, u64::from(games))
        .map(|n| n as f64)
        .map_err(|e| JsValue::from_str(&e))
}

/// See [`bench::ismcts_iterations`].
#[wasm_bindgen(js_name = benchIsmcts)]
pub fn bench_ismcts(game: &str, players: u32, iterations: u32) -> Result<f64, JsValue> {
    bench::ismcts_iterations(game, players as usize, u64::from(iterations))
        .map(|n| n as f64)
        .map_err(|e| JsValue::from_str(&e))
}

#[cfg(test)]
mod tests;
