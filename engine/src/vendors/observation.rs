//! What one seat may know of a Vendors game.

use serde::Serialize;

use super::Vendors;
use super::state::{Commit, NONE, Phase, Player};
use crate::bitset::{Set32, Set128};
use crate::game::MAX_SEATS;

/// One seat as the observer sees it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct SeatView {
    /// Cards in hand the observer can name: the whole hand for the observer
    /// itself; for others every card that entered the hand face up. While a
    /// commitment is still face down its cards are counted here too, since
    /// the observer cannot tell which ones were played.
    pub known_hand: Set128,
    /// Agile cards in that hand the observer cannot name.
    pub unknown_cards: u8,
    /// Starting cards held (for others: all of them while face down).
    pub starting: u8,
    pub discard: Set128,
    pub relations: Set32,
    pub operations: Set32,
    pub ongoing: Set128,
    pub problems_up: Set32,
    pub has_problem_down: bool,
    pub individual: u16,
    pub business: u16,
    /// The commitment: in full for the observer or once revealed, otherwise
    /// only how many cards are down (`n`).
    pub commit: Commit,
    /// For the observer only: which of its own cards the others cannot name.
    pub hidden_from_others: Set128,
}

/// Everything one seat may know; equal for states it cannot tell apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct VendorsObservation {
    pub observer: u8,
    pub players: u8,
    pub phase: Phase,
    /// The seat to decide (meaningless when over).
    pub current: u8,
    pub lead: u8,
    pub done: u8,
    pub turn: u8,
    pub final_turns: u8,
    pub deck_len: u8,
    /// What the game deck holds (its order is unknown).
    pub deck_cards: Set128,
    pub agile_len: u8,
    pub problem_len: u8,
    pub problem_discard: Set32,
    pub piles: [Set128; 5],
    pub removed: Set128,
    pub leaders: [u8; 2],
    pub strongest: u8,
    pub regain_seat: u8,
    pub seats: [SeatView; MAX_SEATS],
}

impl Vendors {
    pub(super) fn observe(&self, observer: u8) -> VendorsObservation {
        let mut seats = [SeatView::default(); MAX_SEATS];
        for (s, view) in seats.iter_mut().enumerate().take(self.players as usize) {
            *view = self.seat_view(s as u8, observer);
        }
        VendorsObservation {
            observer,
            players: self.players,
            phase: self.phase,
            current: if self.phase == Phase::Over {
                NONE
            } else {
                self.current
            },
            lead: self.lead,
            done: self.done,
            turn: self.turn,
            final_turns: self.final_turns,
            deck_len: self.deck_len,
            deck_cards: self.deck[..self.deck_len as usize]
                .iter()
                .copied()
                .collect(),
            agile_len: self.agile_len,
            problem_len: self.problem_len,
            problem_discard: self.problem_discard,
            piles: self.piles,
            removed: self.removed,
            leaders: self.leaders,
            strongest: self.strongest,
            regain_seat: self.regain_seat,
            seats,
        }
    }

    fn seat_view(&self, s: u8, observer: u8) -> SeatView {
        let pl: &Player = &self.p[s as usize];
        let public = SeatView {
            discard: pl.discard,
            relations: pl.relations,
            operations: pl.operations,
            ongoing: pl.ongoing,
            problems_up: pl.problems_up,
            has_problem_down: pl.problem_down != NONE,
            individual: pl.individual,
            business: pl.business,
            ..SeatView::default()
        };
        if s == observer {
            return SeatView {
                known_hand: pl.hand,
                starting: pl.starting,
                commit: pl.commit,
                hidden_from_others: pl.hidden,
                ..public
            };
        }
        if self.phase != Phase::Commit && self.phase != Phase::RevealWindow {
            // Commitments are revealed (or empty): only Agile draws are unknown.
            return SeatView {
                known_hand: pl.hand.minus(pl.hidden),
                unknown_cards: pl.hand.intersect(pl.hidden).len() as u8,
                starting: pl.starting,
                commit: pl.commit,
                ..public
            };
        }
        // Face down: the committed cards merge back into the hand.
        let mut all = pl.hand;
        let mut starting = pl.starting;
        let c = pl.commit;
        if c.mode == super::state::MODE_RACE {
            starting |= 1 << c.vendor;
        }
        if c.virtual_vendor != NONE {
            starting |= 1 << c.virtual_vendor;
        }
        for piece in c.pieces {
            match piece {
                super::Piece::Start(st) => starting |= super::state::strength_bit(st),
                super::Piece::Card(card) | super::Piece::Agile { card, .. } => all.insert(card),
                super::Piece::None => {}
            }
        }
        SeatView {
            known_hand: all.minus(pl.hidden),
            unknown_cards: all.intersect(pl.hidden).len() as u8,
            starting,
            commit: Commit {
                n: c.n,
                ..Commit::default()
            },
            ..public
        }
    }
}
