//! Boardroom's rules engine: the [`Game`] contract that every game implements,
//! the shared pieces games are built from (bitsets, the in-state RNG, save
//! files), the registry through which tools reach games by id, and the games.
//!
//! The AI, the C ABI and the command line only ever talk to [`Game`]; nothing
//! outside a game's folder names that game except [`registry`].

// Seat loops index several parallel arrays at once; iterators would hide that.
#![allow(clippy::needless_range_loop)]

pub mod bitset;
#[cfg(any(test, feature = "testkit"))]
pub mod conformance;
pub mod crafters;
#[cfg(any(test, feature = "dynamic"))]
pub mod dynamic;
pub mod emergent;
#[cfg(any(test, feature = "testkit"))]
pub mod fuzzing;
pub mod game;
pub mod oh_hell;
mod playout;
pub mod registry;
mod replay;
pub mod rng;
pub mod save;
pub mod scene;
pub mod spiel_des_jahres;
pub mod tensor;
pub mod transcript;
pub mod value_crafter;
pub mod vendors;
pub mod view;
pub mod words;

pub use bitset::{Set32, Set64, Set128};
pub use game::{
    ActionBuffer, ActionError, Audience, Config, Determinize, EventSink, Game, GameInfo, Heuristic,
    Information, InvariantError, Invariants, MAX_SEATS, Observed, OptionInfo, Rules, SceneView,
    Seat, SeatValues, SetupError, TextView, ToMove,
};
pub use playout::random_playout;
pub use rng::GameRng;
pub use save::LoadError;
pub use transcript::Transcript;
pub use view::{Names, Viewer};
pub use words::Lang;

/// The facets of [`Game`], for code that calls them on a concrete game
/// type (a bound `G: Game` reaches them without this).
pub mod prelude {
    pub use crate::game::{
        Determinize, Game, Heuristic, Information, Invariants, Rules, SceneView, TextView,
    };
}
