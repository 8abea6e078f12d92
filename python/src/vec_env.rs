//! `boardroom.VecEnv`: many games of one kind stepped in Rust, one learner
//! seat in each and boardroom-ai agents in the other seats, with automatic
//! reset: the throughput end of the Gymnasium environments.

use std::sync::Mutex;

use boardroom_ai::{Agent, AgentSpec, mix_seed};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, ToMove};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::game::Game as PyGame;
use crate::{config, error, guard};
use boardroom_engine::dynamic::{DynGame, GameBox};

/// The games of a vectorized environment, whatever the game.
pub trait DynVecEnv: Send {
    fn len(&self) -> usize;
    fn tensor_size(&self) -> usize;
    fn action_count(&self) -> usize;
    fn reset(&mut self, seed: u64) -> Result<(), String>;
    /// Applies one learner action per game, then the other seats' moves up
    /// to the learner's next decision; a finished game reports the
    /// learner's return and starts its next episode.
    fn step(
        &mut self,
        actions: &[i64],
        rewards: &mut [f32],
        ended: &mut [bool],
    ) -> Result<(), String>;
    fn write(&self, obs: &mut [f32], masks: &mut [i8]);
    fn game(&self, i: usize) -> Box<dyn DynGame>;
}

struct Slot<G: Game> {
    state: G,
    agents: Vec<Option<Box<dyn Agent<G>>>>,
    episode: u64,
}

struct Envs<G: Game> {
    config: Config,
    seat: u8,
    /// One spec per seat; the learner's is unused.
    specs: Vec<AgentSpec>,
    seed: u64,
    threads: usize,
    slots: Vec<Slot<G>>,
}

impl<G: Game> Envs<G> {
    /// Episode `episode` of game `i`: its own seed, fresh agents.
    fn start(&self, i: usize, episode: u64) -> Result<Slot<G>, String> {
        let game_seed = mix_seed(self.seed, ((i as u64) << 32) | (episode & 0xFFFF_FFFF));
        let state = G::setup(&self.config, game_seed).map_err(|e| e.to_string())?;
        let agents = (0..self.specs.len())
            .map(|s| {
                (s != self.seat as usize)
                    .then(|| self.specs[s].build::<G>(mix_seed(game_seed, 1000 + s as u64)))
            })
            .collect();
        let mut slot = Slot {
            state,
            agents,
            episode,
        };
        advance(&mut slot, self.seat)?;
        Ok(slot)
    }
}

/// Plays the other seats until the learner decides or the game ends.
fn advance<G: Game>(slot: &mut Slot<G>, learner: u8) -> Result<(), String> {
    let limit = slot.state.max_game_length() + 1;
    for _ in 0..limit {
        match slot.state.to_move() {
            ToMove::Player(p) if p != learner => {
                let agent = slot.agents[p as usize]
                    .as_mut()
                    .expect("an agent in every other seat");
                let a = agent.choose(&slot.state);
                let before = slot.state;
                slot.state
                    .apply(a)
                    .map_err(|e| format!("seat {p}'s agent chose {a:?}: {e}"))?;
                observe(slot, &before, a);
            }
            _ => return Ok(()),
        }
    }
    Err(format!("{} ran past its stated length", G::INFO.id))
}

fn observe<G: Game>(slot: &mut Slot<G>, before: &G, a: G::Action) {
    for agent in slot.agents.iter_mut().flatten() {
        agent.observe(before, a);
    }
}

impl<G: Game> DynVecEnv for Envs<G> {
    fn len(&self) -> usize {
        self.slots.len()
    }

    fn tensor_size(&self) -> usize {
        G::OBSERVATION_TENSOR_SIZE
    }

    fn action_count(&self) -> usize {
        G::ACTION_ID_COUNT as usize
    }

    fn reset(&mut self, seed: u64) -> Result<(), String> {
        self.seed = seed;
        let n = self.slots.len();
        self.slots = (0..n).map(|i| self.start(i, 0)).collect::<Result<_, _>>()?;
        Ok(())
    }

    fn step(
        &mut self,
        actions: &[i64],
        rewards: &mut [f32],
        ended: &mut [bool],
    ) -> Result<(), String> {
        let mut buf = G::ActionList::default();
        let mut chosen = Vec::with_capacity(actions.len());
        // Every action is checked before any is applied: an error changes nothing.
        for (i, (&id, slot)) in actions.iter().zip(&self.slots).enumerate() {
            let a = u32::try_from(id)
                .ok()
                .and_then(G::action_from_id)
                .ok_or_else(|| {
                    format!("game {i}: action id {id} names no action of {}", G::INFO.id)
                })?;
            slot.state.legal_actions(&mut buf);
            if !buf.contains(&a) {
                return Err(format!(
                    "game {i}: {} (id {id}) is not legal now",
                    slot.state.label(a, boardroom_engine::Names::SEATS)
                ));
            }
            chosen.push(a);
        }
        let threads = self.threads.clamp(1, self.slots.len().max(1));
        let chunk = self.slots.len().div_ceil(threads);
        let mut fresh: Vec<(usize, Result<Slot<G>, String>)> = Vec::new();
        // Chunks run on scoped threads; each owns a disjoint slice.
        let seat = self.seat;
        let done: Result<Vec<Vec<usize>>, String> = std::thread::scope(|s| {
            let handles: Vec<_> = self
                .slots
                .chunks_mut(chunk)
                .zip(chosen.chunks(chunk))
                .zip(rewards.chunks_mut(chunk).zip(ended.chunks_mut(chunk)))
                .enumerate()
                .map(|(c, ((slots, acts), (rw, ew)))| {
                    s.spawn(move || -> Result<Vec<usize>, String> {
                        let mut done = Vec::new();
                        for (j, slot) in slots.iter_mut().enumerate() {
                            let before = slot.state;
                            slot.state.apply_legal(acts[j]);
                            observe(slot, &before, acts[j]);
                            advance(slot, seat)?;
                            ew[j] = slot.state.is_terminal();
                            rw[j] = if ew[j] {
                                slot.state.returns()[seat as usize] as f32
                            } else {
                                0.0
                            };
                            if ew[j] {
                                done.push(c * chunk + j);
                            }
                        }
                        Ok(done)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().map_err(|_| "a game thread panicked".to_string())?)
                .collect()
        });
        for i in done?.into_iter().flatten() {
            let episode = self.slots[i].episode + 1;
            fresh.push((i, self.start(i, episode)));
        }
        for (i, slot) in fresh {
            self.slots[i] = slot?;
        }
        Ok(())
    }

    fn write(&self, obs: &mut [f32], masks: &mut [i8]) {
        let (size, count) = (G::OBSERVATION_TENSOR_SIZE, G::ACTION_ID_COUNT as usize);
        let mut buf = G::ActionList::default();
        for ((slot, row), mask) in self
            .slots
            .iter()
            .zip(obs.chunks_exact_mut(size))
            .zip(masks.chunks_exact_mut(count))
        {
            slot.state.write_observation_tensor(self.seat, row);
            mask.fill(0);
            if !slot.state.is_terminal() {
                slot.state.legal_actions(&mut buf);
                for &a in buf.iter() {
                    mask[G::action_id(a) as usize] = 1;
                }
            }
        }
    }

    fn game(&self, i: usize) -> Box<dyn DynGame> {
        Box::new(GameBox::bare(self.slots[i].state))
    }
}

struct Create {
    config: Config,
    seat: u8,
    specs: Vec<AgentSpec>,
    seed: u64,
    threads: usize,
    num_envs: usize,
}

impl GameVisitor for Create {
    type Output = Result<Box<dyn DynVecEnv>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let mut envs = Envs::<G> {
            config: self.config,
            seat: self.seat,
            specs: self.specs,
            seed: self.seed,
            threads: self.threads,
            slots: Vec::new(),
        };
        envs.slots = (0..self.num_envs)
            .map(|i| envs.start(i, 0))
            .collect::<Result<_, _>>()?;
        Ok(Box::new(envs))
    }
}

/// `num_envs` games of `game`, the learner in `seat` and `opponents` (one
/// agent spec for every other seat, or a list with one per other seat in
/// seat order) elsewhere. `reset()` and `step(actions)` return numpy
/// arrays: observations `(num_envs, observation_size)` float32 for the
/// learner, legal masks `(num_envs, num_actions)` int8, and from `step`
/// rewards (the learner's share of the win when a game ends, else 0) and
/// `terminated`. A finished game restarts at once with its next episode
/// (its next seed), so the observation after `terminated` is the new
/// game's. Steps run on `threads` threads without the GIL.
#[pyclass(module = "boardroom._boardroom")]
pub struct VecEnv {
    inner: Mutex<Box<dyn DynVecEnv>>,
    id: &'static str,
}

type Arrays<'py> = (Bound<'py, PyArray2<f32>>, Bound<'py, PyArray2<i8>>);

impl VecEnv {
    fn arrays<'py>(&self, py: Python<'py>, env: &dyn DynVecEnv) -> PyResult<Arrays<'py>> {
        let obs = PyArray2::<f32>::zeros(py, [env.len(), env.tensor_size()], false);
        let masks = PyArray2::<i8>::zeros(py, [env.len(), env.action_count()], false);
        {
            let mut o = obs.readwrite();
            let mut m = masks.readwrite();
            let o = o.as_slice_mut().map_err(error)?;
            let m = m.as_slice_mut().map_err(error)?;
            env.write(o, m);
        }
        Ok((obs, masks))
    }

    fn lock(&self) -> PyResult<std::sync::MutexGuard<'_, Box<dyn DynVecEnv>>> {
        self.inner
            .lock()
            .map_err(|_| error("the environment failed in an earlier call"))
    }
}

#[pymethods]
impl VecEnv {
    #[new]
    #[pyo3(signature = (game, num_envs, players=None, seat=0, opponents=None, seed=0, threads=1, options=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        game: &str,
        num_envs: usize,
        players: Option<usize>,
        seat: usize,
        opponents: Option<&Bound<'_, PyAny>>,
        seed: u64,
        threads: usize,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        guard(|| {
            let config = config(game, players, options)?;
            let n = config.players;
            if seat >= n {
                return Err(error(format!("seat {seat} is not in a {n}-player game")));
            }
            if num_envs == 0 {
                return Err(error("num_envs must be at least 1"));
            }
            let others: Vec<String> = match opponents {
                None => vec!["random".into(); n - 1],
                Some(o) => match o.extract::<String>() {
                    Ok(one) => vec![one; n - 1],
                    Err(_) => o.extract::<Vec<String>>()?,
                },
            };
            if others.len() != n - 1 {
                return Err(error(format!(
                    "{} opponent specs for the {} other seats",
                    others.len(),
                    n - 1
                )));
            }
            let mut specs = Vec::with_capacity(n);
            let mut it = others.iter();
            for s in 0..n {
                let text = if s == seat {
                    "random"
                } else {
                    it.next().expect("counted")
                };
                specs.push(crate::ai::parse(text)?);
            }
            let id = registry::info(game)
                .map(|i| i.id)
                .ok_or_else(|| error(format!("unknown game '{game}'")))?;
            let inner = registry::dispatch(
                game,
                Create {
                    config,
                    seat: seat as u8,
                    specs,
                    seed,
                    threads: threads.max(1),
                    num_envs,
                },
            )
            .map_err(error)?
            .map_err(error)?;
            Ok(VecEnv {
                inner: Mutex::new(inner),
                id,
            })
        })
    }

    #[getter]
    fn game(&self) -> &'static str {
        self.id
    }

    #[getter]
    fn num_envs(&self) -> PyResult<usize> {
        Ok(self.lock()?.len())
    }

    #[getter]
    fn observation_size(&self) -> PyResult<usize> {
        Ok(self.lock()?.tensor_size())
    }

    #[getter]
    fn num_actions(&self) -> PyResult<usize> {
        Ok(self.lock()?.action_count())
    }

    /// Starts every game afresh from `seed` (the constructor's when `None`):
    /// `(observations, masks)`.
    #[pyo3(signature = (seed=None))]
    fn reset<'py>(&self, py: Python<'py>, seed: Option<u64>) -> PyResult<Arrays<'py>> {
        guard(|| {
            let mut env = self.lock()?;
            if let Some(seed) = seed {
                let e: &mut dyn DynVecEnv = &mut **env;
                py.detach(move || e.reset(seed)).map_err(error)?;
            }
            self.arrays(py, &**env)
        })
    }

    /// One learner action id per game: `(observations, masks, rewards,
    /// terminated)`. An illegal action raises and changes no game.
    #[allow(clippy::type_complexity)]
    fn step<'py>(
        &self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<(
        Bound<'py, PyArray2<f32>>,
        Bound<'py, PyArray2<i8>>,
        Bound<'py, PyArray1<f32>>,
        Bound<'py, PyArray1<bool>>,
    )> {
        guard(|| {
            let mut env = self.lock()?;
            let actions = actions.as_slice().map_err(error)?.to_vec();
            if actions.len() != env.len() {
                return Err(error(format!(
                    "{} actions for {} games",
                    actions.len(),
                    env.len()
                )));
            }
            let mut rewards = vec![0f32; env.len()];
            let mut ended = vec![false; env.len()];
            let e: &mut dyn DynVecEnv = &mut **env;
            py.detach(|| e.step(&actions, &mut rewards, &mut ended))
                .map_err(error)?;
            let (obs, masks) = self.arrays(py, &**env)?;
            Ok((
                obs,
                masks,
                PyArray1::from_vec(py, rewards),
                PyArray1::from_vec(py, ended),
            ))
        })
    }

    /// A copy of game `i`'s current state.
    fn game_state(&self, i: usize) -> PyResult<PyGame> {
        guard(|| {
            let env = self.lock()?;
            if i >= env.len() {
                return Err(error(format!("game {i} is not among the {}", env.len())));
            }
            Ok(PyGame::wrap(env.game(i)))
        })
    }
}
