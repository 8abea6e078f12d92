//! What one seat may know of a Vendors game.
//!
//! Every field means the same thing to every observer, and what an observer
//! cannot know reads as unknown (`None`, `Play::Hidden`): never as a
//! placeholder that could pass for a real card or Vendor (the conformance
//! suite checks this for every game).

use serde::Serialize;

use super::Action;
use super::Vendors;
use super::actions::Piece;
use super::state::{Commit, MODE_RACE, MODE_SYSTEM, Moment, NONE, Phase, Player, strength_bit};
use crate::bitset::{Set32, Set128};
use crate::game::MAX_SEATS;
use crate::game::{Information, Observed, Seat};

/// A seat's step-2 play as an observer sees it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum Play {
    /// No card put down this turn (or the play is over).
    #[default]
    Nothing,
    /// Another seat's play before the reveal: only how many cards are down.
    Hidden { cards_down: u8 },
    /// A technology race: the Vendor card and the strength pieces put down
    /// so far (`Piece::None` for one not yet chosen).
    Race {
        vendor: u8,
        strength: [Piece; 2],
        /// 2 players: the extra Vendor card for the virtual player.
        virtual_vendor: Option<u8>,
    },
    /// A system implementation: the parts put down so far.
    System {
        software: Piece,
        infrastructure: Piece,
        customer: Piece,
        /// 2 players: the extra Vendor card for the virtual player.
        virtual_vendor: Option<u8>,
    },
}

impl Play {
    /// How many cards (the 2-player virtual Vendor included) are down.
    pub fn cards_down(&self) -> u8 {
        let put = |p: Piece| (p != Piece::None) as u8;
        match *self {
            Play::Nothing => 0,
            Play::Hidden { cards_down } => cards_down,
            Play::Race {
                strength,
                virtual_vendor,
                ..
            } => 1 + put(strength[0]) + put(strength[1]) + virtual_vendor.is_some() as u8,
            Play::System {
                software,
                infrastructure,
                customer,
                virtual_vendor,
            } => {
                put(software) + put(infrastructure) + put(customer) + virtual_vendor.is_some() as u8
            }
        }
    }

    fn of(c: &Commit) -> Play {
        let virtual_vendor = (c.virtual_vendor != NONE).then_some(c.virtual_vendor);
        match c.mode {
            MODE_RACE => Play::Race {
                vendor: c.vendor,
                strength: [c.pieces[0], c.pieces[1]],
                virtual_vendor,
            },
            MODE_SYSTEM => Play::System {
                software: c.pieces[0],
                infrastructure: c.pieces[1],
                customer: c.pieces[2],
                virtual_vendor,
            },
            _ => Play::Nothing,
        }
    }
}

/// One seat as the observer sees it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct SeatView {
    /// Non-starting cards in hand that every seat can name (they entered
    /// the hand face up). Before the reveal this includes the named cards
    /// of the seat's face-down play: nobody else can tell which went down.
    pub known_hand: Set128,
    /// How many more cards (Agile cards drawn from the deck, in hand or,
    /// before the reveal, face down) only the seat itself can name.
    pub unknown_cards: u8,
    /// Those cards: for the seat itself; `None` for everyone else.
    pub hidden_from_others: Option<Set128>,
    /// Starting cards held (bits: Vendor A–E 0..5, Strength 0, 1, 2 5..8);
    /// before the reveal, held or face down.
    pub starting: u8,
    pub discard: Set128,
    pub relations: Set32,
    pub operations: Set32,
    pub ongoing: Set128,
    pub problems_up: Set32,
    /// Whether it has a face-down Technical Problem (unseen by everyone,
    /// its owner included).
    pub has_problem_down: bool,
    pub individual: u16,
    pub business: u16,
    /// This turn's step-2 play: in full for the seat itself and, once
    /// revealed, for everyone; before that only how many cards are down.
    pub commit: Play,
}

/// Everything one seat may know; equal for states it cannot tell apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct VendorsObservation {
    pub observer: u8,
    pub players: u8,
    pub phase: Phase,
    /// The seat to decide; `None` once the game is over.
    pub current: Option<u8>,
    pub lead: u8,
    pub done: u8,
    pub turn: u8,
    /// Turns left once the game deck has run out; `None` before.
    pub final_turns: Option<u8>,
    pub deck_len: u8,
    /// What the game deck holds (its order is unknown).
    pub deck_cards: Set128,
    pub agile_len: u8,
    pub problem_len: u8,
    pub problem_discard: Set32,
    pub piles: [Set128; 5],
    pub removed: Set128,
    /// Holders of the Individual and Business Market Leader cards.
    pub leaders: [Option<u8>; 2],
    /// Step 3: the racers (bit per seat) still to suffer the technical
    /// problem of the highest total.
    pub strongest: u8,
    /// The Vendor A winner choosing a card from its discard pile.
    pub regain_seat: Option<u8>,
    pub seats: [SeatView; MAX_SEATS],
}

fn some(x: u8) -> Option<u8> {
    (x != NONE).then_some(x)
}

impl Vendors {
    fn seat_view(&self, s: u8, observer: u8) -> SeatView {
        let pl: &Player = &self.p[s as usize];
        let c = pl.commit;
        let face_down = matches!(
            self.phase,
            Phase::Commit | Phase::Window(Moment::BeforeReveal)
        );
        // Before the reveal the face-down cards count with the hand, for
        // every observer alike.
        let mut held = pl.hand;
        let mut starting = pl.starting;
        if face_down {
            if c.mode == MODE_RACE {
                starting |= 1 << c.vendor;
            }
            if c.virtual_vendor != NONE {
                starting |= 1 << c.virtual_vendor;
            }
            for piece in c.pieces {
                match piece {
                    Piece::Start(st) => starting |= strength_bit(st),
                    Piece::Card(card) | Piece::Agile { card, .. } => held.insert(card),
                    Piece::None => {}
                }
            }
        }
        let secret = held.intersect(pl.hidden);
        let own = s == observer;
        SeatView {
            known_hand: held.minus(pl.hidden),
            unknown_cards: secret.len() as u8,
            hidden_from_others: own.then_some(secret),
            starting,
            discard: pl.discard,
            relations: pl.relations,
            operations: pl.operations,
            ongoing: pl.ongoing,
            problems_up: pl.problems_up,
            has_problem_down: pl.problem_down != NONE,
            individual: pl.individual,
            business: pl.business,
            commit: if face_down && !own {
                Play::Hidden { cards_down: c.n }
            } else {
                Play::of(&c)
            },
        }
    }
}

impl Information for Vendors {
    type Observation = VendorsObservation;
    type Tensors = super::tensor::Tensors;

    fn observation(&self, observer: u8) -> VendorsObservation {
        let mut seats = [SeatView::default(); MAX_SEATS];
        for (s, view) in seats.iter_mut().enumerate().take(self.players as usize) {
            *view = self.seat_view(s as u8, observer);
        }
        VendorsObservation {
            observer,
            players: self.players,
            phase: self.phase,
            current: (self.phase != Phase::Over).then_some(self.current),
            lead: self.lead,
            done: self.done,
            turn: self.turn,
            final_turns: some(self.final_turns),
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
            leaders: self.leaders.map(some),
            strongest: self.strongest,
            regain_seat: some(self.regain_seat),
            seats,
        }
    }

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        if self.phase == Phase::Commit && self.current != observer {
            Observed::Hidden {
                player: self.current,
            }
        } else {
            Observed::Seen(action)
        }
    }
}
