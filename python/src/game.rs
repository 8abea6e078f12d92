//! `boardroom.Game`: one game state of any registered game.

use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyTuple};

use crate::dyn_game::{self, DynGame};
use crate::{config, error, guard};

/// A game state. Actions are dense integer ids (`num_actions` of them)
/// with labels in the rulebook's words; every failure raises
/// `BoardroomError` and leaves the state unchanged.
#[pyclass(module = "boardroom._boardroom")]
pub struct Game {
    pub inner: Box<dyn DynGame>,
}

impl Game {
    pub fn wrap(inner: Box<dyn DynGame>) -> Self {
        Game { inner }
    }

    fn check_seat(&self, seat: usize) -> PyResult<u8> {
        let n = self.inner.players();
        if seat >= n {
            return Err(error(format!(
                "seat {seat} is not in this {n}-player game (seats 0 to {})",
                n - 1
            )));
        }
        Ok(seat as u8)
    }

    /// `seat`, or the seat to move when `None`.
    fn seat_or_mover(&self, seat: Option<usize>) -> PyResult<u8> {
        match seat {
            Some(s) => self.check_seat(s),
            None => self
                .inner
                .to_move()
                .ok_or_else(|| error("the game is over: name a seat")),
        }
    }

    fn action_id(&self, action: &Bound<'_, PyAny>) -> PyResult<u32> {
        if let Ok(id) = action.extract::<i64>() {
            return u32::try_from(id).map_err(|_| {
                error(format!(
                    "action id {id} names no action of {}",
                    self.inner.id()
                ))
            });
        }
        let Ok(label) = action.extract::<String>() else {
            return Err(error(
                "an action is an id (int) or the label of a legal action (str)",
            ));
        };
        let mut ids = Vec::new();
        self.inner.legal_ids(&mut ids);
        let found: Vec<u32> = ids
            .into_iter()
            .filter(|&id| self.inner.label(id).is_ok_and(|l| l == label))
            .collect();
        match found[..] {
            [id] => Ok(id),
            [] => Err(error(format!("no legal action is labelled '{label}'"))),
            _ => Err(error(format!(
                "several legal actions are labelled '{label}': use its id"
            ))),
        }
    }
}

#[pymethods]
impl Game {
    /// A new game: `Game("vendors", players=4, seed=7, options={...})`.
    #[new]
    #[pyo3(signature = (id, players=None, seed=0, options=None))]
    fn new(
        id: &str,
        players: Option<usize>,
        seed: u64,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        guard(|| {
            let config = config(id, players, options)?;
            Ok(Game::wrap(
                dyn_game::create(id, &config, seed).map_err(error)?,
            ))
        })
    }

    /// Reads bytes written by `save()`.
    #[staticmethod]
    fn load(id: &str, data: &[u8]) -> PyResult<Self> {
        guard(|| Ok(Game::wrap(dyn_game::load(id, data).map_err(error)?)))
    }

    /// The game's id (`vendors`, `oh-hell`, ...).
    #[getter]
    fn id(&self) -> &'static str {
        self.inner.id()
    }

    #[getter]
    fn players(&self) -> usize {
        self.inner.players()
    }

    /// Action ids are `0..num_actions`.
    #[getter]
    fn num_actions(&self) -> u32 {
        self.inner.action_id_count()
    }

    /// A stated bound on the number of decisions in this game.
    #[getter]
    fn max_game_length(&self) -> usize {
        self.inner.max_length()
    }

    #[getter]
    fn observation_tensor_size(&self) -> usize {
        self.inner.tensor_size()
    }

    /// The seat to decide, or `None` once the game is over.
    #[getter]
    fn to_move(&self) -> Option<u8> {
        self.inner.to_move()
    }

    #[getter]
    fn is_over(&self) -> bool {
        self.inner.to_move().is_none()
    }

    /// The legal action ids (sorted); with `labels=True`, `(id, label)` pairs.
    #[pyo3(signature = (labels=false))]
    fn legal_actions<'py>(&self, py: Python<'py>, labels: bool) -> PyResult<Bound<'py, PyAny>> {
        guard(|| {
            let mut ids = Vec::new();
            self.inner.legal_ids(&mut ids);
            if !labels {
                return Ok(ids.into_pyobject(py)?.into_any());
            }
            let pairs = ids
                .into_iter()
                .map(|id| Ok((id, self.inner.label(id).map_err(error)?)))
                .collect::<PyResult<Vec<(u32, String)>>>()?;
            Ok(pairs.into_pyobject(py)?.into_any())
        })
    }

    /// 1 for every legal action id, 0 elsewhere (`num_actions` long, int8).
    fn legal_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        guard(|| {
            let arr = PyArray1::<i8>::zeros(py, self.inner.action_id_count() as usize, false);
            {
                let mut rw = arr.readwrite();
                let slice = rw.as_slice_mut().map_err(|e| error(e.to_string()))?;
                self.inner.write_mask(slice);
            }
            Ok(arr)
        })
    }

    /// The rulebook's words for an action id.
    fn label(&self, action: u32) -> PyResult<String> {
        guard(|| self.inner.label(action).map_err(error))
    }

    /// Applies an action (an id, or the label of a legal action).
    fn apply(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        guard(|| {
            let id = self.action_id(action)?;
            self.inner.apply_id(id).map_err(error)
        })
    }

    /// How an action about to be applied looks to `seat`: its id, or `None`
    /// when it is a hidden commitment (`seat` then sees only who made it).
    fn observe_action(&self, action: u32, seat: usize) -> PyResult<Option<u32>> {
        guard(|| {
            let seat = self.check_seat(seat)?;
            Ok(self.inner.observe_action(action, seat).map_err(error)?.ok())
        })
    }

    /// What `seat` may know, as a dict (card sets are lists of ids).
    fn observation<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyAny>> {
        let text = self.observation_json(seat)?;
        py.import("json")?.call_method1("loads", (text,))
    }

    /// `observation(seat)` as JSON text.
    fn observation_json(&self, seat: usize) -> PyResult<String> {
        guard(|| {
            let seat = self.check_seat(seat)?;
            Ok(self.inner.observation_json(seat))
        })
    }

    /// `seat`'s observation as `observation_tensor_size` float32s
    /// (docs/tensors.md), written straight into a new array or into `out`.
    /// `seat` defaults to the seat to move.
    #[pyo3(signature = (seat=None, out=None))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
        out: Option<Bound<'py, PyArray1<f32>>>,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        guard(|| {
            let seat = self.seat_or_mover(seat)?;
            let size = self.inner.tensor_size();
            let out = out.unwrap_or_else(|| PyArray1::<f32>::zeros(py, size, false));
            {
                let mut rw = out.try_readwrite().map_err(|e| error(e.to_string()))?;
                let slice = rw.as_slice_mut().map_err(|e| error(e.to_string()))?;
                if slice.len() != size {
                    return Err(error(format!(
                        "out holds {} floats; an observation tensor of {} has {size}",
                        slice.len(),
                        self.inner.id()
                    )));
                }
                self.inner.write_tensor(seat, slice);
            }
            Ok(out)
        })
    }

    /// A full state `seat` cannot tell from this one, with everything it
    /// cannot see redrawn from `seed`.
    #[pyo3(signature = (seat, seed=0))]
    fn determinize(&self, seat: usize, seed: u64) -> PyResult<Game> {
        guard(|| {
            let seat = self.check_seat(seat)?;
            Ok(Game::wrap(self.inner.determinize(seat, seed)))
        })
    }

    /// Each seat's returns after uniformly random play from here to the end
    /// (in Rust; this state is unchanged): a rollout for tree searches.
    #[pyo3(signature = (seed=0))]
    fn random_playout(&self, py: Python<'_>, seed: u64) -> PyResult<Vec<f64>> {
        let state = self.inner.boxed();
        guard(|| Ok(py.detach(move || state.playout(seed))))
    }

    /// Each seat's share of the win (ties split, sums to 1); raises before the end.
    fn returns(&self) -> PyResult<Vec<f64>> {
        guard(|| {
            if self.inner.to_move().is_some() {
                return Err(error("the game is not over: returns come at the end"));
            }
            Ok(self.inner.returns())
        })
    }

    /// `returns()` averaged over a final draw of luck (Spiel des Jahres'
    /// award); equal to `returns()` in the other games.
    fn expected_returns(&self) -> PyResult<Vec<f64>> {
        guard(|| {
            if self.inner.to_move().is_some() {
                return Err(error("the game is not over: returns come at the end"));
            }
            Ok(self.inner.expected_returns())
        })
    }

    /// Each seat's raw score (points, money) as the rules count it now.
    fn scores(&self) -> PyResult<Vec<f64>> {
        guard(|| Ok(self.inner.scores()))
    }

    /// The versioned, checksummed bytes of this state (`Game.load` reads them).
    fn save<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        guard(|| Ok(PyBytes::new(py, &self.inner.save())))
    }

    fn clone(&self) -> Game {
        Game::wrap(self.inner.boxed())
    }

    fn __copy__(&self) -> Game {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        self.clone()
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let restore = py.import("boardroom._boardroom")?.getattr("_restore")?;
        let args = PyTuple::new(
            py,
            [
                self.inner.id().into_pyobject(py)?.into_any(),
                self.save(py)?.into_any(),
            ],
        )?;
        Ok((restore, args))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .extract::<PyRef<'_, Game>>()
            .is_ok_and(|o| self.inner.same(&*o.inner))
    }

    /// The text view for `seat` (None: the spectator's full view), in the
    /// rulebook's words, with what happened since that seat last acted.
    #[pyo3(signature = (seat=None))]
    fn view(&self, seat: Option<usize>) -> PyResult<String> {
        let seat = seat.map(|s| self.check_seat(s)).transpose()?;
        Ok(self.inner.view_text(seat))
    }

    /// The view of the seat to move; the spectator's once the game is over.
    fn __str__(&self) -> String {
        self.inner.view_text(self.inner.to_move())
    }

    fn __repr__(&self) -> String {
        match self.inner.to_move() {
            Some(p) => format!(
                "<boardroom.Game {} ({} players), seat {p} to move>",
                self.inner.id(),
                self.inner.players()
            ),
            None => format!(
                "<boardroom.Game {} ({} players), over>",
                self.inner.id(),
                self.inner.players()
            ),
        }
    }
}

/// For pickling: a game from its id and saved bytes.
#[pyfunction]
pub fn _restore(id: &str, data: &[u8]) -> PyResult<Game> {
    Game::load(id, data)
}

/// Observation tensors of many states of one game in one `(n, size)`
/// float32 array, for training throughput: row `i` is `games[i]` seen by
/// `seats[i]` (by default each game's seat to move).
#[pyfunction]
#[pyo3(signature = (games, seats=None, out=None))]
pub fn observation_tensors<'py>(
    py: Python<'py>,
    games: Vec<PyRef<'py, Game>>,
    seats: Option<Vec<usize>>,
    out: Option<Bound<'py, PyArray2<f32>>>,
) -> PyResult<Bound<'py, PyArray2<f32>>> {
    guard(|| {
        let Some(first) = games.first() else {
            return Err(error("no games given"));
        };
        let (id, size) = (first.inner.id(), first.inner.tensor_size());
        if let Some(s) = &seats {
            if s.len() != games.len() {
                return Err(error(format!(
                    "{} seats for {} games",
                    s.len(),
                    games.len()
                )));
            }
        }
        let mut chosen = Vec::with_capacity(games.len());
        for (i, g) in games.iter().enumerate() {
            if g.inner.id() != id {
                return Err(error(format!(
                    "games[{i}] is {}, not {id}: one game per batch",
                    g.inner.id()
                )));
            }
            chosen.push(g.seat_or_mover(seats.as_ref().map(|s| s[i]))?);
        }
        let out = out.unwrap_or_else(|| PyArray2::<f32>::zeros(py, [games.len(), size], false));
        {
            let mut rw = out.try_readwrite().map_err(|e| error(e.to_string()))?;
            let slice = rw.as_slice_mut().map_err(|e| error(e.to_string()))?;
            if slice.len() != games.len() * size {
                return Err(error(format!(
                    "out must be a contiguous ({}, {size}) float32 array",
                    games.len()
                )));
            }
            for ((g, &seat), row) in games.iter().zip(&chosen).zip(slice.chunks_exact_mut(size)) {
                g.inner.write_tensor(seat, row);
            }
        }
        Ok(out)
    })
}
