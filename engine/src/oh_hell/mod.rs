//! Oh Hell, as OpenSpiel's `oh_hell` plays it with its default parameters:
//! 3 players, 52 cards, 1 to 17 tricks chosen by chance, a face-up trump
//! card, one round of bidding (the last bid may not make the total equal the
//! tricks), trick play, 1 point a trick plus 10 for making the bid exactly.
//! The reference game Boardroom is measured and differentially tested
//! against; rules and mapping: docs/rules/oh-hell.md.

pub mod actions;
mod determinize;
pub mod events;
mod heuristic;
mod observation;
mod rules;
mod scene;
pub mod state;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use core::fmt;

use arrayvec::ArrayVec;
use rand::Rng;

pub use actions::Action;
pub use events::Event;
pub use observation::OhHellObservation;
pub use state::{OhHell, Phase};

use crate::bitset::Set64;
use crate::game::*;
use crate::view::{Names, Viewer};
use state::*;

/// Stated maximum of legal actions: 18 bids (0..=17) or at most 17 cards.
pub const MAX_ACTIONS: usize = MAX_TRICKS as usize + 1;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl Game for OhHell {
    const INFO: GameInfo = GameInfo {
        id: "oh-hell",
        name: "Oh Hell",
        min_players: 3,
        max_players: 3,
        options: &[],
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Observation = OhHellObservation;
    type Event = Event;
    type Tensors = tensor::Tensors;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        config.resolve(&Self::INFO)?;
        Ok(OhHell::deal(seed))
    }

    fn num_players(&self) -> usize {
        PLAYERS
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal().then_some("the last trick was played")
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.current)
        }
    }

    #[inline]
    fn legal_actions(&self, out: &mut ActionList) {
        self.legal(out)
    }

    fn apply_with<S: EventSink<Event>>(
        &mut self,
        a: Action,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        self.check_legal(a)?;
        self.step(a, sink);
        Ok(())
    }

    #[inline]
    fn apply_legal(&mut self, a: Action) {
        debug_assert!(self.check_legal(a).is_ok(), "apply_legal given {a:?}");
        self.step(a, &mut ());
    }

    fn observation(&self, seat: Seat) -> OhHellObservation {
        self.observe(seat)
    }

    fn determinize<R: Rng + ?Sized>(&self, observer: Seat, rng: &mut R) -> Self {
        self.sample(observer, rng)
    }

    #[inline]
    fn observe_action(&self, action: Action, _observer: Seat) -> Observed<Action> {
        // Bids and cards are all played face up.
        Observed::Seen(action)
    }

    fn scores(&self) -> SeatValues<f64> {
        (0..PLAYERS).map(|s| self.points(s) as f64).collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        let best = (0..PLAYERS).map(|s| self.points(s)).max().unwrap_or(0);
        let winners = (0..PLAYERS).filter(|&s| self.points(s) == best).count() as f64;
        (0..PLAYERS)
            .map(|s| {
                if self.points(s) == best {
                    1.0 / winners
                } else {
                    0.0
                }
            })
            .collect()
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn write_label<W: fmt::Write>(&self, a: Action, out: &mut W) -> fmt::Result {
        view::write_label(a, out)
    }

    fn write_state(
        &self,
        viewer: Viewer,
        names: Names<'_>,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        self.text(viewer, names, out)
    }

    fn scene(&self, viewer: Viewer, names: Names<'_>) -> crate::scene::Scene {
        self.scene_of(viewer, names)
    }

    fn write_event(
        &self,
        _viewer: Viewer,
        names: Names<'_>,
        event: &Event,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        self.event_text(names, event, out)
    }

    fn max_game_length(&self) -> usize {
        // Three bids, then every dealt card played.
        PLAYERS + PLAYERS * self.tricks as usize
    }

    fn check_invariants(&self) -> Result<(), InvariantError> {
        self.invariants()
    }

    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        self.heuristic(rng)
    }
}

impl OhHell {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn tricks(&self) -> u8 {
        self.tricks
    }
    pub fn dealer(&self) -> u8 {
        self.dealer
    }
    pub fn trump(&self) -> u8 {
        self.trump
    }
    pub fn hand(&self, s: usize) -> Set64 {
        self.hands[s]
    }
    /// The cards seat `s` was dealt: its hand plus what it has played.
    pub fn dealt(&self, s: usize) -> Set64 {
        self.hands[s] | self.played[s]
    }
    pub fn bid(&self, s: usize) -> Option<u8> {
        (self.bids[s] != NONE).then_some(self.bids[s])
    }
    pub fn won(&self, s: usize) -> u8 {
        self.won[s]
    }

    /// Card conservation and counter ranges.
    fn invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let t = self.tricks;
        ensure!((1..=MAX_TRICKS).contains(&t), "tricks {t}");
        ensure!((self.dealer as usize) < PLAYERS, "dealer seat");
        ensure!(self.trump < CARDS, "trump card id");
        ensure!((self.current as usize) < PLAYERS, "current seat");
        ensure!((self.leader as usize) < PLAYERS, "leader seat");
        // Every dealt card in exactly one place.
        let mut seen = Set64::single(self.trump);
        for s in 0..PLAYERS {
            for set in [self.hands[s], self.played[s]] {
                ensure!(
                    set.is_disjoint(seen),
                    "card in two places: {:?}",
                    set & seen
                );
                ensure!(set.minus(ALL_CARDS).is_empty(), "card id out of range");
                seen |= set;
            }
            ensure!(
                self.hands[s].len() + self.played[s].len() == t as u32,
                "seat {s} holds and played {} + {} cards, not {t}",
                self.hands[s].len(),
                self.played[s].len()
            );
            ensure!(self.voids[s] >> SUITS == 0, "void suit out of range");
            ensure!(
                self.hands[s].is_disjoint(suits_cards(self.voids[s])),
                "seat {s} holds a suit it showed void"
            );
            ensure!(self.won[s] <= self.tricks_done, "tricks won");
            ensure!(
                self.bids[s] == NONE || self.bids[s] <= t,
                "bid above tricks"
            );
        }
        let first = (self.dealer + 1) % PLAYERS as u8;
        let bids_made = self.bids.iter().filter(|&&b| b != NONE).count();
        let bid_sum: u32 = self
            .bids
            .iter()
            .filter(|&&b| b != NONE)
            .map(|&b| b as u32)
            .sum();
        let won: u32 = self.won.iter().map(|&w| w as u32).sum();
        ensure!(won == self.tricks_done as u32, "tricks won do not add up");
        ensure!(self.tricks_done <= t, "tricks done");
        ensure!((self.trick_len as usize) < PLAYERS, "trick length");
        for i in 0..PLAYERS {
            let seat = (self.leader as usize + i) % PLAYERS;
            if i < self.trick_len as usize {
                ensure!(
                    self.trick[i] < CARDS && self.played[seat].contains(self.trick[i]),
                    "trick card not played by its seat"
                );
            } else {
                ensure!(self.trick[i] == NONE, "stray trick card");
            }
            let played = self.played[seat].len();
            let expected = self.tricks_done as u32 + (i < self.trick_len as usize) as u32;
            ensure!(played == expected, "seat {seat} played {played} cards");
        }
        if self.tricks_done == 0 {
            ensure!(self.leader == first, "first leader");
        }
        match self.phase {
            Phase::Bid => {
                let pos = (self.current + PLAYERS as u8 - first) as usize % PLAYERS;
                ensure!(bids_made == pos, "bids made");
                for k in 0..PLAYERS {
                    let seat = (first as usize + k) % PLAYERS;
                    ensure!((self.bids[seat] != NONE) == (k < pos), "bid order");
                }
                ensure!(
                    self.tricks_done == 0 && self.trick_len == 0,
                    "play before the bids"
                );
            }
            Phase::Play | Phase::Over => {
                ensure!(bids_made == PLAYERS, "missing bid");
                ensure!(bid_sum != t as u32, "bids add up to the tricks");
                ensure!(
                    self.current == (self.leader + self.trick_len) % PLAYERS as u8,
                    "seat to play"
                );
                ensure!(
                    (self.phase == Phase::Over) == (self.tricks_done == t),
                    "game end"
                );
            }
        }
        Ok(())
    }
}
