//! Boardroom in the browser: every game and its AI compiled to
//! `wasm32-unknown-unknown`, exported with wasm-bindgen to the page in
//! `web/www` (built and served by `scripts/web`; docs/web.md).
//!
//! The page's main thread holds a [`WebGame`]; the AI runs in a Web Worker
//! that loads the same module and holds a [`WebThink`] for one decision.
//! The game-generic layers ([`session`], [`think`], [`bench`]) are plain
//! Rust, tested natively; this file only converts at the boundary. Errors
//! cross as JS exceptions carrying a sentence; nothing here panics.

pub mod bench;
pub mod session;
pub mod think;

use wasm_bindgen::prelude::*;

use crate::session::Session;
use crate::think::Think;

fn seat(s: i32) -> Option<u8> {
    u8::try_from(s).ok()
}

fn err(e: String) -> JsValue {
    JsValue::from_str(&e)
}

/// Every game, its player range and its options, as JSON.
#[wasm_bindgen(js_name = gamesJson)]
pub fn games_json() -> String {
    session::games_json()
}

/// One game in progress, driven by the page.
#[wasm_bindgen]
pub struct WebGame {
    inner: Box<dyn Session>,
}

#[wasm_bindgen]
impl WebGame {
    /// Sets up `game` for `players`; `options` is `key=value` pairs, one
    /// per line or comma separated.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, players: u32, options: &str, seed: u64) -> Result<WebGame, JsValue> {
        let options = parse_options(options).map_err(err)?;
        let inner = session::create(game, players as usize, &options, seed).map_err(err)?;
        Ok(WebGame { inner })
    }

    /// Restores `game` from bytes made by [`WebGame::save`].
    pub fn load(game: &str, bytes: &[u8]) -> Result<WebGame, JsValue> {
        Ok(WebGame {
            inner: session::load(game, bytes).map_err(err)?,
        })
    }

    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        self.inner.game_id().to_string()
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

    /// The legal actions as JSON `[[id, label], …]`.
    #[wasm_bindgen(js_name = legalJson)]
    pub fn legal_json(&self) -> String {
        serde_json::to_string(&self.inner.legal()).unwrap_or_else(|_| "[]".into())
    }

    /// Applies the action with this id; throws a sentence if it is not
    /// legal now (nothing changes then).
    pub fn apply(&mut self, action: u32) -> Result<(), JsValue> {
        self.inner.apply(action).map_err(err)
    }

    /// The text view for `seat` (-1: everything).
    pub fn view(&self, seat: i32, names: Vec<String>) -> String {
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        self.inner.view(self::seat(seat), &names)
    }

    /// The scene for `seat` (-1: everything) as JSON: `title`, `status`,
    /// `zones` of cards and one panel per seat (engine/src/scene.rs). A
    /// seat that does not exist is an error, nothing is drawn.
    #[wasm_bindgen(js_name = sceneJson)]
    pub fn scene_json(&self, seat: i32, names: Vec<String>) -> Result<String, JsValue> {
        if seat < -1 {
            return Err(err(format!("there is no seat {seat}")));
        }
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        self.inner.scene(self::seat(seat), &names).map_err(err)
    }

    /// JSON `{"lines": [...], "next": n}`: the sentences `seat` may read
    /// about the events from index `from` on.
    #[wasm_bindgen(js_name = logJson)]
    pub fn log_json(&self, seat: i32, names: Vec<String>, from: u32) -> String {
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let (lines, next) = self.inner.log(self::seat(seat), &names, from as usize);
        serde_json::json!({ "lines": lines, "next": next }).to_string()
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

/// One AI decision, hosted by the Web Worker.
#[wasm_bindgen]
pub struct WebThink {
    inner: Box<dyn Think>,
}

#[wasm_bindgen]
impl WebThink {
    /// Starts the decision of AI `spec` for the seat to move in the saved
    /// state `save` of `game`.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, save: &[u8], spec: &str, seed: u64) -> Result<WebThink, JsValue> {
        Ok(WebThink {
            inner: think::start(game, save, spec, seed).map_err(err)?,
        })
    }

    /// Runs up to `n` more iterations; returns how many ran.
    pub fn run(&mut self, n: u32) -> u32 {
        self.inner.run(u64::from(n)) as u32
    }

    #[wasm_bindgen(getter)]
    pub fn iterations(&self) -> f64 {
        self.inner.iterations() as f64
    }

    /// The chosen action's id.
    pub fn choose(&mut self) -> u32 {
        self.inner.choose()
    }
}

/// JSON `{"iterations": n|null, "millis": n|null}`: the budget of AI
/// `spec` in game `game`, which the worker enforces with the browser's
/// clock.
#[wasm_bindgen(js_name = budgetJson)]
pub fn budget_json(game: &str, spec: &str) -> Result<String, JsValue> {
    let b = think::budget(game, spec).map_err(err)?;
    let iterations = (b.iterations != u64::MAX).then_some(b.iterations);
    Ok(serde_json::json!({ "iterations": iterations, "millis": b.millis }).to_string())
}

/// See [`bench::random_playouts`].
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(game: &str, players: u32, games: u32) -> Result<f64, JsValue> {
    bench::random_playouts(game, players as usize, u64::from(games))
        .map(|n| n as f64)
        .map_err(err)
}

/// See [`bench::ismcts_iterations`].
#[wasm_bindgen(js_name = benchIsmcts)]
pub fn bench_ismcts(game: &str, players: u32, iterations: u32) -> Result<f64, JsValue> {
    bench::ismcts_iterations(game, players as usize, u64::from(iterations))
        .map(|n| n as f64)
        .map_err(err)
}

/// `key=value` pairs separated by commas, semicolons or new lines.
pub fn parse_options(text: &str) -> Result<Vec<(String, String)>, String> {
    text.split([',', ';', '\n'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.split_once('=')
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .ok_or_else(|| format!("option '{p}' is not key=value"))
        })
        .collect()
}

#[cfg(test)]
mod tests;
