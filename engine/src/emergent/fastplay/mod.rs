//! Emergent: Fast Play. Each round every seat secretly places 2 large and
//! 3 small DCs; they leave product cubes in their regions (more in green and
//! red regions) that stay to the end, when each region is scored by who has
//! the most cubes there. Rules and decisions: docs/rules/emergent.md.

mod rules;
mod scene;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use core::fmt;

use arrayvec::ArrayVec;
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::emergent::map::{Colour, REGIONS};
use crate::game::*;
use crate::rng::GameRng;
use crate::view::{Names, Viewer};

pub const SEATS: usize = 4;
pub const LARGE_DCS: u8 = 2;
pub const SMALL_DCS: u8 = 3;
/// DCs placed by each seat each round.
pub const DCS: u8 = LARGE_DCS + SMALL_DCS;
/// At most this many of one seat's DCs in one region per round.
pub const PER_REGION: u8 = 3;

/// Place the next DC: the 2 large ones first, then the 3 small ones, each
/// size in region order, so every placement has one spelling.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    pub large: bool,
    pub region: u8,
}

impl Action {
    pub const fn large(region: u8) -> Action {
        Action {
            large: true,
            region,
        }
    }
    pub const fn small(region: u8) -> Action {
        Action {
            large: false,
            region,
        }
    }
}

pub const ACTION_ID_COUNT: u32 = 2 * REGIONS as u32;
pub const MAX_ACTIONS: usize = REGIONS;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// A seat's face-down placement this round: regions of its large and small
/// DCs, in placement order (unused entries 0).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub regions: [u8; DCS as usize],
    pub n: u8,
}

impl Placement {
    /// This placement's DCs in `region`.
    #[inline]
    pub fn count(&self, region: u8) -> u8 {
        self.regions[..self.n as usize]
            .iter()
            .filter(|&&r| r == region)
            .count() as u8
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Place,
    Over,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FastPlay {
    /// Unused by the rules (Fast Play has no chance); kept so that every
    /// state carries its seed like every game.
    pub(super) rng: GameRng,
    pub(super) players: u8,
    pub(super) rounds: u8,
    pub(super) phase: Phase,
    pub(super) round: u8,
    pub(super) current: u8,
    /// Product cubes on the board, by seat and region.
    pub(super) cubes: [[u8; REGIONS]; SEATS],
    pub(super) placed: [Placement; SEATS],
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A DC was put on a planning map behind the screen.
    Placed {
        player: u8,
    },
    /// Reveal: a seat's five DCs, large ones first.
    Revealed {
        player: u8,
        regions: [u8; 5],
    },
    /// Cubes added to a region.
    Cubes {
        player: u8,
        region: u8,
        count: u8,
    },
    /// A region's scoring: points for each seat (2 first, 1 second or a
    /// shared first place).
    RegionScored {
        region: u8,
        points: [u8; SEATS],
    },
    GameOver,
}

/// What one seat may know: the board, and its own face-down DCs; of the
/// others only whether they have finished placing (the seat to move).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct FastPlayObservation {
    pub observer: u8,
    pub players: u8,
    pub rounds: u8,
    pub phase: Phase,
    pub round: u8,
    pub current: u8,
    pub cubes: [[u8; REGIONS]; SEATS],
    /// Each seat's face-down DCs this round: the observer's own; `None`
    /// for the others.
    pub placements: [Option<Placement>; SEATS],
}

/// Points, then green regions won, then red regions won.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Standing {
    pub points: u16,
    pub green: u8,
    pub red: u8,
}

impl Game for FastPlay {
    const INFO: GameInfo = GameInfo {
        id: "emergent-fastplay",
        name: "Emergent: Fast Play",
        min_players: 2,
        max_players: 4,
        options: &[OptionInfo {
            key: "rounds",
            values: &["3", "4"],
            default: "3",
            description: "rounds played: the book says both \"ends after 3 rounds\" and \"4 speed rounds\"",
        }],
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Observation = FastPlayObservation;
    type Event = Event;
    type Tensors = tensor::Tensors;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        let chosen = config.resolve(&Self::INFO)?;
        let rounds = if chosen[0] == "4" { 4 } else { 3 };
        Ok(FastPlay {
            rng: GameRng::new(seed),
            players: config.players as u8,
            rounds,
            phase: Phase::Place,
            round: 0,
            current: 0,
            cubes: [[0; REGIONS]; SEATS],
            placed: [Placement::default(); SEATS],
        })
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal().then_some("the last round was played")
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
        if self.phase == Phase::Over {
            return Err(ActionError::GameOver);
        }
        if !self.is_legal(a) {
            return Err(ActionError::Illegal(
                "DCs are placed large first, each size in region order, at most 3 of yours in a region, leaving room for the rest",
            ));
        }
        self.step(a, sink);
        Ok(())
    }

    #[inline]
    fn apply_legal(&mut self, a: Action) {
        debug_assert!(self.is_legal(a), "apply_legal given {a:?}");
        self.step(a, &mut ());
    }

    fn observation(&self, seat: Seat) -> FastPlayObservation {
        FastPlayObservation {
            observer: seat,
            players: self.players,
            rounds: self.rounds,
            phase: self.phase,
            round: self.round,
            current: if self.phase == Phase::Over {
                u8::MAX
            } else {
                self.current
            },
            cubes: self.cubes,
            placements: core::array::from_fn(|s| (s == seat as usize).then_some(self.placed[s])),
        }
    }

    fn determinize<R: Rng + ?Sized>(&self, observer: Seat, rng: &mut R) -> Self {
        self.sample(observer, rng)
    }

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        if self.phase == Phase::Place && self.current != observer {
            Observed::Hidden {
                player: self.current,
            }
        } else {
            Observed::Seen(action)
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        let st = self.standings();
        (0..self.players as usize)
            .map(|s| st[s].points as f64)
            .collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        let n = self.players as usize;
        let st = self.standings();
        let best = st[..n].iter().copied().max().unwrap_or_default();
        let winners = st[..n].iter().filter(|&&x| x == best).count() as f64;
        (0..n)
            .map(|s| if st[s] == best { 1.0 / winners } else { 0.0 })
            .collect()
    }

    fn action_id(a: Action) -> u32 {
        a.large as u32 * REGIONS as u32 + a.region as u32
    }

    fn action_from_id(id: u32) -> Option<Action> {
        (id < ACTION_ID_COUNT).then_some(Action {
            large: id >= REGIONS as u32,
            region: (id % REGIONS as u32) as u8,
        })
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
        self.rounds as usize * self.players as usize * DCS as usize
    }

    fn check_invariants(&self) -> Result<(), InvariantError> {
        self.invariants()
    }

    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        self.heuristic(rng)
    }
}

impl FastPlay {
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn rounds(&self) -> u8 {
        self.rounds
    }
    pub fn cubes(&self, seat: usize, region: u8) -> u8 {
        self.cubes[seat][region as usize]
    }

    /// Cubes a DC leaves in a region: 2 large or 1 small, plus 2 in a
    /// green region or 1 in a red one.
    pub const fn cubes_for(large: bool, region: u8) -> u8 {
        let base = if large { 2 } else { 1 };
        base + match crate::emergent::map::COLOUR[region as usize] {
            Colour::Green => 2,
            Colour::Red => 1,
            Colour::Plain => 0,
        }
    }
}
