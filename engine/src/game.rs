//! The Game contract: the one trait through which the AI, the C ABI and the
//! tools drive every game without knowing which game it is.

use core::fmt::{self, Debug};
use core::hash::Hash;
use core::ops::{Deref, DerefMut};

use arrayvec::ArrayVec;
use rand::Rng;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::save::{self, LoadError};
use crate::view::{self, Names, Viewer};

/// The most seats any game has; per-seat results come in fixed arrays of
/// this size so that reading them never allocates.
pub const MAX_SEATS: usize = 6;

/// A seat index, `0..num_players`.
pub type Seat = u8;

/// One value per seat (returns, scores), allocation free.
pub type SeatValues<T> = ArrayVec<T, MAX_SEATS>;

/// Who decides next.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ToMove {
    Player(Seat),
    Terminal,
}

/// How an action looks to one observer. A hidden commitment (a card played
/// face down, a sealed bid) shows only who made it; the search keys its tree
/// edges on this, so it never branches on what it cannot see.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Observed<A> {
    Seen(A),
    Hidden { player: Seat },
}

/// Who may see an event.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Audience {
    All,
    Only(Seat),
    AllBut(Seat),
}

impl Audience {
    #[inline]
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            Audience::All => true,
            Audience::Only(s) => s == seat,
            Audience::AllBut(s) => s != seat,
        }
    }
}

/// Receives what happens inside `apply` (reveals, payments, cards won) so a
/// user interface can animate it. `()` ignores events at no cost.
pub trait EventSink<E> {
    fn emit(&mut self, audience: Audience, event: E);
}

impl<E> EventSink<E> for () {
    #[inline(always)]
    fn emit(&mut self, _: Audience, _: E) {}
}

impl<E> EventSink<E> for Vec<(Audience, E)> {
    fn emit(&mut self, audience: Audience, event: E) {
        self.push((audience, event));
    }
}

/// The caller-owned, fixed-capacity buffer `legal_actions` fills.
pub trait ActionBuffer<A>:
    Default + Clone + Debug + Send + Sync + Deref<Target = [A]> + DerefMut
{
    /// The stated maximum number of legal actions in any reachable state.
    const CAPACITY: usize;
    fn push_action(&mut self, a: A);
    fn clear_actions(&mut self);
}

impl<A: Copy + Debug + Send + Sync, const N: usize> ActionBuffer<A> for ArrayVec<A, N> {
    const CAPACITY: usize = N;
    #[inline]
    fn push_action(&mut self, a: A) {
        self.push(a)
    }
    #[inline]
    fn clear_actions(&mut self) {
        self.clear()
    }
}

/// Why an action was refused. The state is left bitwise unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The game is over; nothing more can be applied.
    GameOver,
    /// The id names no action of this game.
    UnknownId(u32),
    /// A real action, but not legal now; the reason says which rule forbids it.
    Illegal(&'static str),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::UnknownId(id) => write!(f, "action id {id} names no action of this game"),
            ActionError::Illegal(why) => write!(f, "illegal action: {why}"),
        }
    }
}
impl std::error::Error for ActionError {}

/// A variant option a game accepts at setup.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub description: &'static str,
}

/// What tools list about a game before creating one.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    pub options: &'static [OptionInfo],
}

/// Setup parameters: the player count and `key=value` variant options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    pub players: usize,
    pub options: Vec<(String, String)>,
}

impl Config {
    pub fn players(players: usize) -> Self {
        Config {
            players,
            options: Vec::new(),
        }
    }

    pub fn with(mut self, key: &str, value: &str) -> Self {
        self.options.push((key.to_string(), value.to_string()));
        self
    }

    /// Checks the player range and every option against `info`, returning
    /// the chosen value (or default) for each declared option, in order.
    pub fn resolve(&self, info: &GameInfo) -> Result<Vec<&'static str>, SetupError> {
        if self.players < info.min_players as usize || self.players > info.max_players as usize {
            return Err(SetupError::Players {
                game: info.id,
                min: info.min_players,
                max: info.max_players,
                got: self.players,
            });
        }
        let mut chosen: Vec<&'static str> = info.options.iter().map(|o| o.default).collect();
        for (k, v) in &self.options {
            let Some(idx) = info.options.iter().position(|o| o.key == k) else {
                return Err(SetupError::UnknownOption {
                    game: info.id,
                    key: k.clone(),
                });
            };
            let opt = &info.options[idx];
            let Some(val) = opt.values.iter().find(|x| **x == v) else {
                return Err(SetupError::BadValue {
                    key: opt.key,
                    value: v.clone(),
                    allowed: opt.values,
                });
            };
            chosen[idx] = val;
        }
        Ok(chosen)
    }
}

/// A game could not be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Players {
        game: &'static str,
        min: u8,
        max: u8,
        got: usize,
    },
    UnknownOption {
        game: &'static str,
        key: String,
    },
    BadValue {
        key: &'static str,
        value: String,
        allowed: &'static [&'static str],
    },
    UnknownGame(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Players {
                game,
                min,
                max,
                got,
            } => {
                write!(f, "{game} takes {min} to {max} players, not {got}")
            }
            SetupError::UnknownOption { game, key } => write!(f, "{game} has no option '{key}'"),
            SetupError::BadValue {
                key,
                value,
                allowed,
            } => {
                write!(
                    f,
                    "option '{key}' cannot be '{value}' (allowed: {})",
                    allowed.join(", ")
                )
            }
            SetupError::UnknownGame(id) => write!(f, "unknown game '{id}'"),
        }
    }
}
impl std::error::Error for SetupError {}

/// A state broke one of its game's invariants (a card in two places, a
/// counter out of range). Loading a save checks these too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvariantError(pub String);

impl fmt::Display for InvariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invariant broken: {}", self.0)
    }
}
impl std::error::Error for InvariantError {}

/// Returns `Err(InvariantError)` with a formatted message unless `cond`.
#[macro_export]
macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err($crate::game::InvariantError(format!($($fmt)+)));
        }
    };
}

/// The contract every game implements, joined from facets that each game
/// implements in the file holding that part (rules.rs, invariants.rs,
/// observation.rs, determinize.rs, view.rs, scene.rs, heuristic.rs). The
/// AI, the C ABI and the tools bound on `Game` alone.
pub trait Game:
    Rules + Invariants + Information + Determinize + TextView + SceneView + Heuristic
{
}

impl<G> Game for G where
    G: Rules + Invariants + Information + Determinize + TextView + SceneView + Heuristic
{
}

/// The rules: setup, whose turn, the legal actions and their effect, the
/// result. The state is the implementing type: a plain `Copy` value with
/// no heap data, holding its own RNG, so copying it is the clone and a
/// state plus an action decides the next state.
pub trait Rules:
    Copy + Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static
{
    const INFO: GameInfo;
    /// Bumped whenever the saved form of the state changes.
    const SAVE_VERSION: u16;
    /// Action ids are `0..ACTION_ID_COUNT`.
    const ACTION_ID_COUNT: u32;

    type Action: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    type ActionList: ActionBuffer<Self::Action>;
    type Event: Copy + Debug + Serialize + Send + Sync + 'static;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError>;
    fn num_players(&self) -> usize;
    fn to_move(&self) -> ToMove;

    #[inline]
    fn is_terminal(&self) -> bool {
        self.to_move() == ToMove::Terminal
    }

    /// Which of the rulebook's end conditions ended the game, in its words
    /// (`None` while it goes on), so a balance report can count how games
    /// end. A game with one way to end names that one.
    fn end_reason(&self) -> Option<&'static str> {
        self.is_terminal().then_some("the game ran its full length")
    }

    /// Clears `out` and fills it with the legal actions of the seat to move.
    fn legal_actions(&self, out: &mut Self::ActionList);

    /// Why `action` may not be played now (`Ok` if it may), with the rule's
    /// reason. Agrees with `legal_actions`.
    fn check_legal(&self, action: Self::Action) -> Result<(), ActionError>;

    /// Applies an action known to be legal, reporting events to `sink`.
    /// The unchecked core of `apply_with` and `apply_legal`.
    fn step<S: EventSink<Self::Event>>(&mut self, action: Self::Action, sink: &mut S);

    /// Applies `action`, reporting events to `sink`. On error the state is
    /// unchanged.
    #[inline]
    fn apply_with<S: EventSink<Self::Event>>(
        &mut self,
        action: Self::Action,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        if self.is_terminal() {
            return Err(ActionError::GameOver);
        }
        self.check_legal(action)?;
        self.step(action, sink);
        Ok(())
    }

    #[inline]
    fn apply(&mut self, action: Self::Action) -> Result<(), ActionError> {
        self.apply_with(action, &mut ())
    }

    /// Applies an action the caller took from `legal_actions` of this very
    /// state, skipping the legality check that `apply` makes (debug builds
    /// still make it). For playouts and search, where every action comes
    /// from the legal list; anything from outside goes through `apply`.
    #[inline]
    fn apply_legal(&mut self, action: Self::Action) {
        debug_assert!(
            self.check_legal(action).is_ok(),
            "apply_legal given {action:?}"
        );
        self.step(action, &mut ());
    }

    /// Looks up an id and applies it.
    fn apply_id(&mut self, id: u32) -> Result<(), ActionError> {
        let a = Self::action_from_id(id).ok_or(ActionError::UnknownId(id))?;
        self.apply(a)
    }

    /// Each seat's raw score (points, money) as the rules count it now.
    fn scores(&self) -> SeatValues<f64>;

    /// Each seat's share of the win at the end: ties split, sums to 1.
    fn returns(&self) -> SeatValues<f64>;

    /// `returns()` averaged over the luck of a final draw that decides the
    /// winner after the last decision (Spiel des Jahres' award), for the
    /// same end position. The AI rewards this (the same mean, less noise)
    /// and strength is measured on it. Games without such a draw keep the
    /// default.
    fn expected_returns(&self) -> SeatValues<f64> {
        self.returns()
    }

    fn action_id(action: Self::Action) -> u32;
    fn action_from_id(id: u32) -> Option<Self::Action>;

    /// A stated upper bound on the number of decisions in one game.
    fn max_game_length(&self) -> usize;
}

/// Seats `0..n` share the win equally among those with the greatest
/// `key`; the rest get nothing. Every game's `returns` is one such split.
pub fn split_ties<K: Ord>(n: usize, key: impl Fn(usize) -> K) -> SeatValues<f64> {
    let Some(best) = (0..n).map(&key).max() else {
        return SeatValues::new();
    };
    let winners = (0..n).filter(|&s| key(s) == best).count() as f64;
    (0..n)
        .map(|s| if key(s) == best { 1.0 / winners } else { 0.0 })
        .collect()
}

/// What a consistent state looks like; loading a save checks it, so the
/// save format lives here too.
pub trait Invariants: Rules {
    /// Checks conservation of every card and the range of every counter.
    fn check_invariants(&self) -> Result<(), InvariantError>;

    /// A versioned, checksummed byte form of the state.
    fn save(&self) -> Vec<u8> {
        save::save(self)
    }

    /// Reads bytes written by [`Invariants::save`]; corrupt, truncated or
    /// invalid input is an error, never a panic.
    fn load(bytes: &[u8]) -> Result<Self, LoadError> {
        save::load(bytes)
    }

    /// The migration chain: reads the postcard body of a save of an older
    /// `version` (below `SAVE_VERSION`) into the current state, or refuses
    /// it with [`LoadError::Retired`] naming why. The result is checked
    /// like any loaded state. No game had an older version by default.
    fn migrate(version: u16, body: &[u8]) -> Result<Self, LoadError> {
        let _ = body;
        Err(LoadError::UnsupportedVersion {
            found: version,
            expected: Self::SAVE_VERSION,
        })
    }
}

/// What each seat may know, and how actions look to it.
pub trait Information: Rules {
    /// Everything one seat may know; equal for states it cannot tell apart.
    type Observation: Clone + Eq + Hash + Debug + Serialize;
    /// The fixed-size float encoding of an observation, for learning agents
    /// (the game folder's `tensor.rs`; docs/tensors.md).
    type Tensors: crate::tensor::TensorEncoding<Self>;

    fn observation(&self, seat: Seat) -> Self::Observation;

    /// How `action`, about to be applied to `self`, looks to `observer`.
    fn observe_action(&self, action: Self::Action, observer: Seat) -> Observed<Self::Action>;

    /// Floats in one observation tensor.
    const OBSERVATION_TENSOR_SIZE: usize =
        <Self::Tensors as crate::tensor::TensorEncoding<Self>>::OBSERVATION_SIZE;

    /// Writes `seat`'s observation as `OBSERVATION_TENSOR_SIZE` floats into
    /// `out` (exactly that long). A function of `observation(seat)` alone,
    /// so equal for states the seat cannot tell apart. Allocation free.
    fn write_observation_tensor(&self, seat: Seat, out: &mut [f32]) {
        crate::tensor::write_observation(self, seat, out)
    }

    /// The same tensor as [`Self::write_observation_tensor`], as its
    /// nonzero floats (position, value) in order, replacing `out`'s
    /// contents: what a net's first layer reads. Allocation free while
    /// `out` has room for `OBSERVATION_TENSOR_SIZE` entries.
    fn write_observation_nonzero(&self, seat: Seat, out: &mut Vec<(u32, f32)>) {
        crate::tensor::write_observation_nonzero(self, seat, out)
    }
}

/// The hidden information redrawn, for the search.
pub trait Determinize: Information {
    /// A full state consistent with `observer`'s observation, with everything
    /// the observer cannot see (other hands, deck orders, hidden commitments,
    /// the RNG seed) drawn from `rng`. Depends only on the observation.
    fn determinize<R: Rng + ?Sized>(&self, observer: Seat, rng: &mut R) -> Self;

    /// As [`Self::determinize`], but the hidden commitments other seats have
    /// already made are drawn from the game's heuristic (now and then a
    /// uniform legal choice) rather than uniformly: a world in which they
    /// chose as the search's model of them (`opp=policy`) chooses, for a
    /// search that reads the world's hidden choices as that model's.
    /// The same contract as `determinize`. Games whose hidden
    /// information holds no choices keep this default.
    fn determinize_heuristic<R: Rng + ?Sized>(&self, observer: Seat, rng: &mut R) -> Self {
        self.determinize(observer, rng)
    }
}

/// The game in the rulebook's words: action labels, a seat's view of the
/// table, event sentences (docs: "Text views" in docs/architecture.md).
/// Allocates; not for the hot path.
pub trait TextView: Rules {
    /// A legal action as a menu line in the reader's language ("Bid 3
    /// tricks"); `names` says how seats are called and in which language.
    fn write_label<W: fmt::Write>(
        &self,
        action: Self::Action,
        names: Names<'_>,
        out: &mut W,
    ) -> fmt::Result;

    fn label(&self, action: Self::Action, names: Names<'_>) -> String {
        let mut s = String::new();
        let _ = self.write_label(action, names, &mut s);
        s
    }

    /// The game as `viewer` may see it, in the rulebook's words
    /// ("Text views" in docs/play.md): whose turn and what phase, each
    /// seat's public holdings, money and score, the viewer's own hidden
    /// holdings, the board, and at the end each seat's score with its
    /// breakdown. Anything the viewer cannot know reads "face down" or
    /// "unknown".
    fn write_state(
        &self,
        viewer: Viewer,
        names: Names<'_>,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result;

    /// One event as a past-tense sentence for `viewer` (who may see it),
    /// or nothing for events that need no words.
    fn write_event(
        &self,
        viewer: Viewer,
        names: Names<'_>,
        event: &Self::Event,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result;

    /// [`TextView::write_state`] followed by the sentences of the `events`
    /// (typically those since the viewer last acted) it may see.
    fn write_view(
        &self,
        viewer: Viewer,
        names: Names<'_>,
        events: &[(Audience, Self::Event)],
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        self.write_state(viewer, names, out)?;
        let lines = view::event_lines(self, viewer, names, events);
        if !lines.is_empty() {
            crate::tr!(out, names, "common-recent-events")?;
            writeln!(out)?;
            for l in lines {
                crate::tr!(out, names, "common-event-line", text = l)?;
                writeln!(out)?;
            }
        }
        Ok(())
    }

    /// [`TextView::write_view`] into a new string.
    fn view(&self, viewer: Viewer, names: Names<'_>, events: &[(Audience, Self::Event)]) -> String {
        let mut s = String::new();
        let _ = self.write_view(viewer, names, events, &mut s);
        s
    }
}

/// The table as zones of cards and a panel per seat (crate::scene), in the
/// same words as the text view: what a graphical client draws.
pub trait SceneView: Rules {
    /// The table as `viewer` may see it. A seat's scene depends only on
    /// what it may know. Allocates; not for the hot path.
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> crate::scene::Scene;

    /// What a legal `action` means to a client: its stable key and
    /// arguments, and the keys of the scene of the seat to move that it
    /// refers to (the card played, the zone or seat targeted).
    fn action_ref(&self, action: Self::Action) -> crate::scene::ActionRef;
}

/// The game's rule-based policy: the baseline agent and rollout policy.
pub trait Heuristic: Rules {
    /// A legal action of this state (the conformance suite checks it; the
    /// search applies it without checking again). Must not allocate.
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Self::Action;
}
