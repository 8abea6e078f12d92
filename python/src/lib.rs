//! `boardroom._boardroom`: the native half of the `boardroom` Python
//! package (the typed API, tensors, the AI, the vectorized environment and
//! tournament shards). The pure-Python half (`py/boardroom/`) adds the
//! OpenSpiel, PettingZoo, Gymnasium and Ray layers on top.
//!
//! Every entry point runs inside [`guard`]: an engine error becomes a
//! `boardroom.BoardroomError` with the engine's message, and a panic (a bug)
//! becomes one too instead of unwinding into Python.

mod ai;
mod arena;
mod game;
mod vec_env;

use std::panic::{AssertUnwindSafe, catch_unwind};

use boardroom_engine::dynamic;
use boardroom_engine::registry;
use boardroom_engine::{Config, Lang};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde::Serialize;
use serde_json::{Map, Value};

create_exception!(
    _boardroom,
    BoardroomError,
    PyValueError,
    "Bad input to Boardroom (an illegal action, a bad option, a corrupt save), with the engine's message."
);

/// An engine failure (a `dynamic::Error`, or any message) as a Python
/// exception with its words.
pub fn error(message: impl std::fmt::Display) -> PyErr {
    BoardroomError::new_err(message.to_string())
}

/// JSON text as Python values (dicts, lists, numbers, strings).
pub fn loads<'py>(py: Python<'py>, json: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (json,))
}

/// A serializable value as Python values, through its JSON.
pub fn to_python<'py>(py: Python<'py>, value: &impl Serialize) -> PyResult<Bound<'py, PyAny>> {
    loads(py, &serde_json::to_string(value).map_err(error)?)
}

/// Runs `f`, turning a panic into a `BoardroomError` so no panic crosses
/// into Python.
pub fn guard<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => {
            let what = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            Err(error(format!(
                "internal error (a bug in Boardroom): {what}"
            )))
        }
    }
}

/// The setup of a game from Python's arguments: the player count (the
/// game's smallest when `None`) and `key=value` options, whose values may
/// be strings, numbers or booleans (`on`/`off`).
pub fn config(
    id: &str,
    players: Option<usize>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Config> {
    let info = registry::info(id).ok_or_else(|| error(format!("unknown game '{id}'")))?;
    let mut config = Config::players(players.unwrap_or(info.min_players as usize));
    if let Some(options) = options {
        for (k, v) in options.iter() {
            config.options.push((k.extract()?, option_value(&v)?));
        }
    }
    Ok(config)
}

/// An option's value as the engine reads it: booleans are `on`/`off`,
/// anything else its `str()`.
pub fn option_value(v: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(match v.extract::<bool>() {
        Ok(b) => if b { "on" } else { "off" }.to_string(),
        Err(_) => v.str()?.to_string(),
    })
}

/// Every game: id, name, player range, options, action-id count and
/// observation tensor size, in listing order.
#[pyfunction]
fn games(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    guard(|| {
        let mut list: Vec<Map<String, Value>> =
            serde_json::from_str(&dynamic::games_json()).map_err(error)?;
        for info in &mut list {
            let id = info["id"].as_str().unwrap_or_default();
            let players = info["min_players"].as_u64().unwrap_or(1) as usize;
            let game = dynamic::create(id, &Config::players(players), 0).map_err(error)?;
            info.insert("num_actions".into(), game.action_id_count().into());
            info.insert("observation_tensor_size".into(), game.tensor_size().into());
        }
        to_python(py, &list)
    })
}

/// Every game as a setup screen shows it in `lang` ("en", "ru"): id,
/// name, player range, and each option's key, values and default with the
/// catalogs' words (`name`, `help`, `value_names`). An unknown language
/// raises BoardroomError.
#[pyfunction]
#[pyo3(signature = (lang = "en"))]
fn setup<'py>(py: Python<'py>, lang: &str) -> PyResult<Bound<'py, PyAny>> {
    guard(|| {
        let lang = Lang::parse(lang).map_err(|e| error(e.to_string()))?;
        loads(py, &dynamic::setup_json(lang))
    })
}

#[pymodule]
fn _boardroom(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("BoardroomError", m.py().get_type::<BoardroomError>())?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(setup, m)?)?;
    m.add_class::<game::Game>()?;
    m.add_function(wrap_pyfunction!(game::observation_tensors, m)?)?;
    m.add_function(wrap_pyfunction!(game::_restore, m)?)?;
    m.add_class::<ai::Ai>()?;
    m.add_class::<vec_env::VecEnv>()?;
    m.add_function(wrap_pyfunction!(arena::arena, m)?)?;
    m.add_function(wrap_pyfunction!(arena::arena_records, m)?)?;
    m.add_function(wrap_pyfunction!(arena::arena_summary, m)?)?;
    m.add_function(wrap_pyfunction!(arena::balance_records, m)?)?;
    Ok(())
}
