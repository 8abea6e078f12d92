//! `boardroom.Game`: one game state of any registered game.

use boardroom_engine::Lang;
use boardroom_engine::dynamic::{self, DynGame};
use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyTuple};
use serde_json::Value;

use crate::{config, error, guard, loads, to_python};

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

    /// `seat` when given; `None` (a spectator) otherwise.
    fn viewer(&self, seat: Option<usize>) -> PyResult<Option<u8>> {
        seat.map(|s| self.check_seat(s)).transpose()
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
    /// A new game: `Game("vendors", players=4, seed=7, options={...},
    /// lang="ru")`. `lang` ("en" or "ru") is the language of every label,
    /// view, scene text, event sentence and hint.
    #[new]
    #[pyo3(signature = (id, players=None, seed=0, options=None, lang="en"))]
    fn new(
        id: &str,
        players: Option<usize>,
        seed: u64,
        options: Option<&Bound<'_, PyDict>>,
        lang: &str,
    ) -> PyResult<Self> {
        guard(|| {
            let lang = Lang::parse(lang).map_err(|e| error(e.to_string()))?;
            let config = config(id, players, options)?;
            let mut inner = dynamic::create(id, &config, seed).map_err(error)?;
            inner.set_lang(lang);
            Ok(Game::wrap(inner))
        })
    }

    /// The language of the game's words: "en" or "ru"; set it to switch
    /// (an unknown code raises ValueError and changes nothing).
    #[getter]
    fn lang(&self) -> &'static str {
        self.inner.lang().code()
    }

    #[setter]
    fn set_lang(&mut self, lang: &str) -> PyResult<()> {
        let lang = Lang::parse(lang).map_err(|e| error(e.to_string()))?;
        self.inner.set_lang(lang);
        Ok(())
    }

    /// The languages a game speaks: `[{"code": "en", "name": "English"}, …]`.
    #[staticmethod]
    fn languages(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
        loads(py, &dynamic::languages_json())
    }

    /// Reads bytes written by `save()`.
    #[staticmethod]
    fn load(id: &str, data: &[u8]) -> PyResult<Self> {
        guard(|| Ok(Game::wrap(dynamic::load(id, data).map_err(error)?)))
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

    /// The legal action ids (sorted, as OpenSpiel wants them); with
    /// `labels=True`, `(id, label)` pairs; with `detail=True`, dicts
    /// `{"id", "key", "args", "label", "refs"}` (the engine's `legal_json`).
    #[pyo3(signature = (labels=false, detail=false))]
    fn legal_actions<'py>(
        &self,
        py: Python<'py>,
        labels: bool,
        detail: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        guard(|| {
            if !labels && !detail {
                let mut ids = Vec::new();
                self.inner.legal_ids(&mut ids);
                ids.sort_unstable();
                return Ok(ids.into_pyobject(py)?.into_any());
            }
            let mut legal: Vec<Value> =
                serde_json::from_str(&self.inner.legal_json()).map_err(error)?;
            legal.sort_by_key(|a| a["id"].as_u64());
            if detail {
                return to_python(py, &legal);
            }
            let pairs: Vec<(u64, &str)> = legal
                .iter()
                .map(|a| {
                    (
                        a["id"].as_u64().unwrap_or_default(),
                        a["label"].as_str().unwrap_or_default(),
                    )
                })
                .collect();
            Ok(pairs.into_pyobject(py)?.into_any())
        })
    }

    /// 1 for every legal action id, 0 elsewhere (`num_actions` long, int8).
    fn legal_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        guard(|| {
            let arr = PyArray1::<i8>::zeros(py, self.inner.action_id_count() as usize, false);
            {
                let mut rw = arr.readwrite();
                let slice = rw.as_slice_mut().map_err(error)?;
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
            self.inner.apply(id).map_err(error)
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
        loads(py, &self.observation_json(seat)?)
    }

    /// `observation(seat)` as JSON text.
    fn observation_json(&self, seat: usize) -> PyResult<String> {
        guard(|| {
            let seat = self.check_seat(seat)?;
            self.inner.observation_json(seat).map_err(error)
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
                let mut rw = out.try_readwrite().map_err(error)?;
                let slice = rw.as_slice_mut().map_err(error)?;
                self.inner.write_tensor(seat, slice).map_err(error)?;
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
            Ok(Game::wrap(
                self.inner.determinize(seat, seed).map_err(error)?,
            ))
        })
    }

    /// Each seat's returns after uniformly random play from here to the end
    /// (in Rust; this state is unchanged): a rollout for tree searches.
    #[pyo3(signature = (seed=0))]
    fn random_playout(&self, py: Python<'_>, seed: u64) -> PyResult<Vec<f64>> {
        let state = &*self.inner;
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
        Game::wrap(self.inner.clone_box())
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
    /// rulebook's words, with what happened since that seat last acted;
    /// `names` name the seats in order (the rest stay "Seat N").
    #[pyo3(signature = (seat=None, names=None))]
    fn view(&self, seat: Option<usize>, names: Option<Vec<String>>) -> PyResult<String> {
        guard(|| {
            let seat = self.viewer(seat)?;
            self.inner.view_text(seat, &strs(&names)).map_err(error)
        })
    }

    /// The view of the seat to move; the spectator's once the game is over.
    fn __str__(&self) -> String {
        self.inner
            .view_text(self.inner.to_move(), &[])
            .unwrap_or_else(|e| e.message)
    }

    /// The scene `seat` may see (None: a spectator): zones, cards,
    /// counters and panels with stable keys, as a dict.
    #[pyo3(signature = (seat=None, names=None))]
    fn scene<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
        names: Option<Vec<String>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        guard(|| {
            let seat = self.viewer(seat)?;
            loads(
                py,
                &self.inner.scene_json(seat, &strs(&names)).map_err(error)?,
            )
        })
    }

    /// What `seat` (None: a spectator) may read after event number
    /// `after` (None: from the start): dicts `{"type", "seq", "text", …}`;
    /// an undo reads `{"type": "undone", "seq", "from"}`. Nothing is
    /// consumed: any number of readers follow the same game.
    #[pyo3(signature = (seat=None, after=None, names=None))]
    fn events<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
        after: Option<u64>,
        names: Option<Vec<String>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        guard(|| {
            let seat = self.viewer(seat)?;
            let json = self
                .inner
                .events_json(seat, after, &strs(&names))
                .map_err(error)?;
            loads(py, &json)
        })
    }

    /// The number the next event will get (read `events(after=...)` from
    /// the last one seen).
    #[getter]
    fn next_seq(&self) -> u64 {
        self.inner.next_seq()
    }

    /// Takes back `seat`'s latest decision of this turn (with the forced
    /// steps after it) and returns how many actions went. Fair: refused
    /// (BoardroomError, nothing changes) once another seat acted or the
    /// step revealed hidden information.
    fn undo(&mut self, seat: usize) -> PyResult<usize> {
        guard(|| {
            let seat = self.check_seat(seat)?;
            self.inner.undo(seat).map_err(error)
        })
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

/// Seat names as the dynamic layer takes them.
pub fn strs(names: &Option<Vec<String>>) -> Vec<&str> {
    names.iter().flatten().map(String::as_str).collect()
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
            let mut rw = out.try_readwrite().map_err(error)?;
            let slice = rw.as_slice_mut().map_err(error)?;
            if slice.len() != games.len() * size {
                return Err(error(format!(
                    "out must be a contiguous ({}, {size}) float32 array",
                    games.len()
                )));
            }
            for ((g, &seat), row) in games.iter().zip(&chosen).zip(slice.chunks_exact_mut(size)) {
                g.inner.write_tensor(seat, row).map_err(error)?;
            }
        }
        Ok(out)
    })
}
