//! `boardroom.Ai`: any of boardroom-ai's agents (ISMCTS with a difficulty
//! preset or explicit settings, PIMC, the heuristic, random) for one game,
//! through `boardroom_ai::dynamic`.

use std::sync::{Mutex, MutexGuard};

use boardroom_ai::AgentSpec;
use boardroom_ai::dynamic::{self, DynAgent};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::game::Game;
use crate::{error, guard, loads, option_value};

/// An agent spec where a bare preset name (`easy`..`expert`) means ISMCTS
/// at that preset.
pub fn parse(agent: &str) -> PyResult<AgentSpec> {
    dynamic::parse_spec(agent).map_err(error)
}

/// The agent spec meant by `agent` and `settings`: settings become spec
/// options (`iters=500`, `mode="mo"`), applied after a preset.
fn spec(agent: &str, settings: Option<&Bound<'_, PyDict>>) -> PyResult<AgentSpec> {
    let mut text = dynamic::spec_text(agent);
    for (k, v) in settings.into_iter().flat_map(|s| s.iter()) {
        text.push(if text.contains(':') { ',' } else { ':' });
        text.push_str(&format!("{}={}", k.str()?, option_value(&v)?));
    }
    parse(&text)
}

/// An AI player for one game: `Ai("vendors", "hard")` (a preset),
/// `Ai("vendors", "ismcts", iters=2000, mode="mo")`, `Ai("oh-hell",
/// "heuristic")`, or any agent spec of `boardroom arena`
/// (`"pimc:dets=20,iters=500"`). It acts only on what the seat to move
/// observes; searches run without holding the GIL.
#[pyclass(module = "boardroom._boardroom")]
pub struct Ai {
    agent: Mutex<Box<dyn DynAgent>>,
}

impl Ai {
    fn agent(&self) -> PyResult<MutexGuard<'_, Box<dyn DynAgent>>> {
        self.agent
            .lock()
            .map_err(|_| error("the AI failed in an earlier call"))
    }
}

#[pymethods]
impl Ai {
    #[new]
    #[pyo3(signature = (game, agent="medium", seed=0, **settings))]
    fn new(
        game: &str,
        agent: &str,
        seed: u64,
        settings: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        guard(|| {
            let agent = dynamic::create(game, &spec(agent, settings)?, seed).map_err(error)?;
            Ok(Ai {
                agent: Mutex::new(agent),
            })
        })
    }

    /// The agent spec this AI was built from.
    #[getter]
    fn spec(&self) -> PyResult<String> {
        Ok(self.agent()?.spec().to_string())
    }

    #[getter]
    fn game(&self) -> PyResult<&'static str> {
        Ok(self.agent()?.game_id())
    }

    /// The action id this AI plays for the seat to move in `game`.
    fn choose(&self, py: Python<'_>, game: &Game) -> PyResult<u32> {
        let state = &*game.inner;
        guard(|| py.detach(|| self.agent()?.choose(state).map_err(error)))
    }

    /// Tells the AI an action was applied to `before` (any seat's), so a
    /// search can keep its tree between its own decisions.
    fn observe(&self, before: &Game, action: u32) -> PyResult<()> {
        guard(|| self.agent()?.observe(&*before.inner, action).map_err(error))
    }

    /// Forgets what the AI learned of the game (after an undo or a load).
    fn reset(&self) -> PyResult<()> {
        guard(|| {
            self.agent()?.reset();
            Ok(())
        })
    }

    /// Begins a decision for the seat to move in `game`; think with
    /// `step` (e.g. once a frame), then take the move with `finish`.
    fn start(&self, game: &Game) -> PyResult<()> {
        guard(|| self.agent()?.start(&*game.inner).map_err(error))
    }

    /// Thinks at most `max_iterations` more: `(iterations so far, done)`.
    fn step(&self, py: Python<'_>, max_iterations: u64) -> PyResult<(u64, bool)> {
        guard(|| {
            py.detach(|| {
                let p = self.agent()?.step(max_iterations).map_err(error)?;
                Ok((p.iterations, p.done))
            })
        })
    }

    /// Whether a decision begun with `start` is under way.
    #[getter]
    fn thinking(&self) -> PyResult<bool> {
        Ok(self.agent()?.thinking())
    }

    /// The move from what was thought so far; ends the decision.
    fn finish(&self) -> PyResult<u32> {
        guard(|| self.agent()?.finish().map_err(error))
    }

    /// A hint for the seat to move in `game`: the AI thinks its whole
    /// budget and returns `{"seat", "iterations", "moves": [{"id",
    /// "label", "visits", "visit_share", "win_share"}, …] (most visited
    /// first), "line": [...]}` (the principal line). Only ISMCTS AIs
    /// analyse.
    #[pyo3(signature = (game, names=None))]
    fn analyze<'py>(
        &self,
        py: Python<'py>,
        game: &Game,
        names: Option<Vec<String>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let state = &*game.inner;
        let names = crate::game::strs(&names);
        let json = guard(|| {
            py.detach(|| {
                let mut agent = self.agent()?;
                agent.start(state).map_err(error)?;
                while !agent.step(1024).map_err(error)?.done {}
                let analysis = agent.analysis_json(&names);
                agent.finish().map_err(error)?;
                analysis.map_err(error)
            })
        })?;
        loads(py, &json)
    }

    fn __repr__(&self) -> PyResult<String> {
        let agent = self.agent()?;
        Ok(format!(
            "<boardroom.Ai {} {}>",
            agent.game_id(),
            agent.spec()
        ))
    }
}
