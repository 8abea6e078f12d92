//! What one Fast Play seat may know.

use serde::Serialize;

use super::*;

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

impl Information for FastPlay {
    type Observation = FastPlayObservation;
    type Tensors = super::tensor::Tensors;

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

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        if self.phase == Phase::Place && self.current != observer {
            Observed::Hidden {
                player: self.current,
            }
        } else {
            Observed::Seen(action)
        }
    }
}
