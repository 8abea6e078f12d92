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
mod dyn_game;
mod game;
mod vec_env;

use std::panic::{AssertUnwindSafe, catch_unwind};

use boardroom_engine::Config;
use boardroom_engine::registry::{self, GameVisitor};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

create_exception!(
    _boardroom,
    BoardroomError,
    PyValueError,
    "Bad input to Boardroom (an illegal action, a bad option, a corrupt save), with the engine's message."
);

/// An engine failure as a Python exception.
pub fn error(message: impl Into<String>) -> PyErr {
    BoardroomError::new_err(message.into())
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
            let key: String = k.extract()?;
            let value = if let Ok(b) = v.extract::<bool>() {
                if b { "on" } else { "off" }.to_string()
            } else {
                v.str()?.to_string()
            };
            config.options.push((key, value));
        }
    }
    Ok(config)
}

struct Describe<'py>(Python<'py>);

impl<'py> GameVisitor for Describe<'py> {
    type Output = PyResult<Bound<'py, PyDict>>;
    fn visit<G: boardroom_engine::Game>(self) -> Self::Output {
        let py = self.0;
        let d = PyDict::new(py);
        let info = G::INFO;
        d.set_item("id", info.id)?;
        d.set_item("name", info.name)?;
        d.set_item("min_players", info.min_players)?;
        d.set_item("max_players", info.max_players)?;
        d.set_item("num_actions", G::ACTION_ID_COUNT)?;
        d.set_item("observation_tensor_size", G::OBSERVATION_TENSOR_SIZE)?;
        let options = PyList::empty(py);
        for o in info.options {
            let od = PyDict::new(py);
            od.set_item("key", o.key)?;
            od.set_item("values", o.values.to_vec())?;
            od.set_item("default", o.default)?;
            od.set_item("description", o.description)?;
            options.append(od)?;
        }
        d.set_item("options", options)?;
        Ok(d)
    }
}

/// Every game: id, name, player range, options, action-id count and
/// observation tensor size, in listing order.
#[pyfunction]
fn games(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    guard(|| {
        registry::GAMES
            .iter()
            .map(|info| {
                registry::dispatch(info.id, Describe(py)).map_err(|e| error(e.to_string()))?
            })
            .collect()
    })
}

#[pymodule]
fn _boardroom(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("BoardroomError", m.py().get_type::<BoardroomError>())?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
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
