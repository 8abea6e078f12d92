//! `boardroom.Ai`: any of boardroom-ai's agents (ISMCTS with a difficulty
//! preset or explicit settings, PIMC, the heuristic, random) for one game.

use std::sync::Mutex;

use boardroom_ai::{Agent, AgentSpec, Preset};
use boardroom_engine::registry::{self, GameVisitor};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::dyn_game::{DynGame, action, state_of};
use crate::game::Game;
use crate::{error, guard};

/// One agent of one game, behind an object-safe face.
pub trait DynAgent: Send {
    fn choose(&mut self, game: &dyn DynGame) -> Result<u32, String>;
    fn observe(&mut self, before: &dyn DynGame, id: u32) -> Result<(), String>;
}

struct AgentBox<G: boardroom_engine::Game>(Box<dyn Agent<G>>);

fn concrete<G: boardroom_engine::Game>(game: &dyn DynGame) -> Result<&G, String> {
    state_of::<G>(game).ok_or_else(|| format!("this AI plays {}, not {}", G::INFO.id, game.id()))
}

impl<G: boardroom_engine::Game> DynAgent for AgentBox<G> {
    fn choose(&mut self, game: &dyn DynGame) -> Result<u32, String> {
        let state = concrete::<G>(game)?;
        if state.is_terminal() {
            return Err("the game is over: there is nothing to choose".into());
        }
        Ok(G::action_id(self.0.choose(state)))
    }

    fn observe(&mut self, before: &dyn DynGame, id: u32) -> Result<(), String> {
        let state = concrete::<G>(before)?;
        self.0.observe(state, action::<G>(id)?);
        Ok(())
    }
}

struct Build<'a> {
    spec: &'a AgentSpec,
    seed: u64,
}

impl GameVisitor for Build<'_> {
    type Output = Box<dyn DynAgent>;
    fn visit<G: boardroom_engine::Game>(self) -> Self::Output {
        Box::new(AgentBox::<G>(self.spec.build::<G>(self.seed)))
    }
}

/// Builds the agent `spec` for game `id`.
pub fn build(id: &str, spec: &AgentSpec, seed: u64) -> PyResult<Box<dyn DynAgent>> {
    registry::dispatch(id, Build { spec, seed }).map_err(|e| error(e.to_string()))
}

/// An agent spec where a bare preset name (`easy`..`expert`) means ISMCTS
/// at that preset.
pub fn parse(agent: &str) -> PyResult<AgentSpec> {
    spec(agent, None)
}

/// The agent spec meant by `agent` and `settings`: a preset name
/// (`easy`..`expert`) is ISMCTS with that preset; settings become spec
/// options (`iters=500`, `mode="mo"`), applied after the preset.
pub fn spec(agent: &str, settings: Option<&Bound<'_, PyDict>>) -> PyResult<AgentSpec> {
    let mut text = if agent.parse::<Preset>().is_ok() {
        format!("ismcts:preset={agent}")
    } else {
        agent.to_string()
    };
    if let Some(settings) = settings {
        for (k, v) in settings.iter() {
            let value = if let Ok(b) = v.extract::<bool>() {
                if b { "on" } else { "off" }.to_string()
            } else {
                v.str()?.to_string()
            };
            text.push(if text.contains(':') { ',' } else { ':' });
            text.push_str(&format!("{}={value}", k.str()?));
        }
    }
    AgentSpec::parse(&text).map_err(error)
}

/// An AI player for one game: `Ai("vendors", "hard")` (a preset),
/// `Ai("vendors", "ismcts", iters=2000, mode="mo")`, `Ai("oh-hell",
/// "heuristic")`, or any agent spec of `boardroom arena`
/// (`"pimc:dets=20,iters=500"`). It acts only on what the seat to move
/// observes; searches run without holding the GIL.
#[pyclass(module = "boardroom._boardroom")]
pub struct Ai {
    game: &'static str,
    spec: String,
    agent: Mutex<Box<dyn DynAgent>>,
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
            let info =
                registry::info(game).ok_or_else(|| error(format!("unknown game '{game}'")))?;
            let spec = spec(agent, settings)?;
            Ok(Ai {
                game: info.id,
                spec: spec.text.clone(),
                agent: Mutex::new(build(info.id, &spec, seed)?),
            })
        })
    }

    /// The agent spec this AI was built from.
    #[getter]
    fn spec(&self) -> &str {
        &self.spec
    }

    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }

    /// The action id this AI plays for the seat to move in `game`.
    fn choose(&self, py: Python<'_>, game: &Game) -> PyResult<u32> {
        let state = game.inner.boxed();
        let agent = &self.agent;
        guard(|| {
            py.detach(|| {
                let mut agent = agent
                    .lock()
                    .map_err(|_| "the AI failed in an earlier call".to_string())?;
                agent.choose(&*state)
            })
            .map_err(error)
        })
    }

    /// Tells the AI an action was applied to `before` (any seat's), so a
    /// search can keep its tree between its own decisions.
    fn observe(&self, before: &Game, action: u32) -> PyResult<()> {
        guard(|| {
            let mut agent = self
                .agent
                .lock()
                .map_err(|_| error("the AI failed in an earlier call"))?;
            agent.observe(&*before.inner, action).map_err(error)
        })
    }

    fn __repr__(&self) -> String {
        format!("<boardroom.Ai {} {}>", self.game, self.spec)
    }
}
