//! What one seat may know of a Spiel des Jahres game.
//!
//! Every field means the same to every observer; what an observer cannot
//! know is `None`, never a placeholder. Money is in euros, as the book
//! writes it (the state counts units of €10,000).

use serde::Serialize;
use serde_big_array::BigArray;

use super::Action;
use super::SpielDesJahres;
use super::state::*;
use crate::bitset::{Set32, Set128};
use crate::game::MAX_SEATS;
use crate::game::{Information, Observed, Seat};

/// Euros in one unit of the state's money.
pub const EUROS: i32 = 10_000;

/// One seat as the observer sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SeatView {
    /// Cards in hand (and, during the month's choice, put face down) that
    /// every seat can name: those that changed hands in open trades.
    pub known_hand: Set128,
    /// How many cards that is in all, named or not.
    pub hand_count: u8,
    /// The hand itself (face-down cards not included): for the seat
    /// itself; `None` for others.
    pub hand: Option<Set128>,
    /// Euros.
    pub money: i32,
    pub specialty: u8,
    pub bankrupt: bool,
    /// The hidden commitment of this stage: actions taken and the fixed
    /// number it takes (public).
    pub steps: u8,
    pub len: u8,
    /// The commitment in full: for the seat itself; `None` for others.
    pub commit: Option<Commit>,
    /// Its sealed offer levels, by designer: for itself; `None` for others.
    pub bids: Option<[u8; D]>,
    /// The designers it has decided to fire so far: for itself; `None`.
    pub firing: Option<Set32>,
    /// Its games put face down this month, by stem index: for itself;
    /// `None` for others.
    pub face_down_games: Option<u64>,
}

impl Default for SeatView {
    fn default() -> Self {
        SeatView {
            known_hand: Set128::EMPTY,
            hand_count: 0,
            hand: None,
            money: 0,
            specialty: NONE,
            bankrupt: false,
            steps: 0,
            len: 0,
            commit: None,
            bids: None,
            firing: None,
            face_down_games: None,
        }
    }
}

/// A trade proposal, money in euros.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct ProposalView {
    pub open: bool,
    pub to: u8,
    pub cards: Set128,
    pub games: u64,
    /// Euros: positive from proposer to target, negative the other way.
    pub money: i32,
}

/// Everything one seat may know; equal for states it cannot tell apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Observation {
    pub observer: u8,
    pub players: u8,
    pub trading: bool,
    pub phase: Phase,
    /// The seat to decide (NONE when over).
    pub current: u8,
    pub done: u8,
    pub lead: u8,
    pub month: u8,
    pub deck_len: u8,
    pub favour_left: u8,
    pub favour: [u8; MONTHS as usize],
    pub removed: Set128,
    /// Hand cards every seat can name (open trades).
    pub known: Set128,
    pub staff: [Set32; MAX_SEATS],
    /// Each designer's wage in euros a month.
    pub wage: [u32; D],
    pub fired: Set32,
    /// Games by stem index, published (and the observer's own face-down
    /// ones, valued as they will be at the reveal): publisher, ending card,
    /// prefix or suffix card (`None` without one), value in euros a month
    /// (negative when the manufacturing costs exceed the rest). `None`: no
    /// such game the observer knows of.
    #[serde(with = "BigArray")]
    pub g_owner: [Option<u8>; G],
    #[serde(with = "BigArray")]
    pub g_ending: [Option<u8>; G],
    #[serde(with = "BigArray")]
    pub g_extra: [Option<u8>; G],
    #[serde(with = "BigArray")]
    pub g_value: [Option<i32>; G],
    pub names: Names,
    /// The seat choosing now: the names it may not use (those in play and
    /// its own this month), the game it is putting together (prefix, stem,
    /// ending; NONE where absent) and the stem of its last game. Shown to
    /// that seat only.
    pub own_names: Option<Names>,
    pub open: Option<[u8; 3]>,
    pub last_stem: Option<u8>,
    pub proposal: ProposalView,
    pub winner: u8,
    pub award: [u8; 2],
    pub seats: [SeatView; MAX_SEATS],
}

impl SpielDesJahres {
    /// Cards seat `s` has put face down in the current choice.
    pub(super) fn face_down(&self, s: u8) -> Set128 {
        if self.phase != Phase::Choose {
            return Set128::EMPTY;
        }
        let mut m = Set128(self.p[s as usize].commit.designers.0 as u128);
        for i in 0..G {
            if self.g_pending >> i & 1 == 1 && self.g_owner[i] == s {
                for c in self.game_cards(i) {
                    if c != NONE {
                        m.insert(c);
                    }
                }
            }
        }
        if s == self.current {
            for c in self.open {
                if c != NONE {
                    m.insert(c);
                }
            }
        }
        m
    }
}

impl Information for SpielDesJahres {
    type Observation = Observation;
    type Tensors = super::tensor::Tensors;

    fn observation(&self, o: u8) -> Observation {
        let mut seats = [SeatView::default(); MAX_SEATS];
        for s in 0..self.players {
            let pl = &self.p[s as usize];
            let all = pl.hand.union(self.face_down(s));
            let own = s == o;
            let mut firing = Set32::EMPTY;
            let mut face_down_games = 0u64;
            for d in self.fire_pending {
                if self.staff[s as usize].contains(d) {
                    firing.insert(d);
                }
            }
            for i in 0..G {
                if self.g_pending >> i & 1 == 1 && self.g_owner[i] == s {
                    face_down_games |= 1 << i;
                }
            }
            seats[s as usize] = SeatView {
                known_hand: all.intersect(self.known),
                hand_count: all.len() as u8,
                hand: own.then_some(pl.hand),
                money: pl.money * EUROS,
                specialty: pl.specialty,
                bankrupt: pl.bankrupt,
                steps: pl.commit.steps,
                len: pl.commit.len,
                commit: own.then_some(pl.commit),
                bids: own.then_some(pl.bids),
                firing: own.then_some(firing),
                face_down_games: own.then_some(face_down_games),
            };
        }
        let shown = |i: usize| {
            self.g_owner[i] != NONE && (self.g_pending >> i & 1 == 0 || self.g_owner[i] == o)
        };
        let opt = |x: u8| (x != NONE).then_some(x);
        let choosing = self.phase == Phase::Choose && self.current == o;
        Observation {
            observer: o,
            players: self.players,
            trading: self.trading,
            phase: self.phase,
            current: if self.phase == Phase::Over {
                NONE
            } else {
                self.current
            },
            done: self.done,
            lead: self.lead,
            month: self.month,
            deck_len: self.deck.len() as u8,
            favour_left: self.favour_pile.len() as u8,
            favour: self.favour,
            removed: self.removed,
            known: self.known,
            staff: self.staff,
            wage: self.wage.map(|w| w as u32 * EUROS as u32),
            fired: self.fired,
            g_owner: core::array::from_fn(|i| shown(i).then_some(self.g_owner[i])),
            g_ending: core::array::from_fn(|i| shown(i).then_some(self.g_ending[i])),
            g_extra: core::array::from_fn(|i| if shown(i) { opt(self.g_extra[i]) } else { None }),
            // A face-down game's value is fixed when it is put together
            // (its publisher's specialty and designers, the month's
            // favour): its publisher sees it before the reveal.
            g_value: core::array::from_fn(|i| {
                shown(i).then(|| {
                    let units = if self.g_pending >> i & 1 == 1 {
                        let cards = self.game_cards(i);
                        let len = if cards[2] == NONE { 2 } else { 3 };
                        self.value_for(o, &cards[..len])
                    } else {
                        self.g_value[i]
                    };
                    units as i32 * EUROS
                })
            }),
            names: self.names,
            own_names: choosing.then_some(self.own_names),
            open: choosing.then_some(self.open),
            last_stem: if choosing { opt(self.last_stem) } else { None },
            proposal: ProposalView {
                open: self.proposal.open,
                to: self.proposal.to,
                cards: self.proposal.cards,
                games: self.proposal.games,
                money: self.proposal.money as i32 * EUROS,
            },
            winner: self.winner,
            award: self.award,
            seats,
        }
    }

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        let hidden = matches!(self.phase, Phase::Choose | Phase::Fire | Phase::Offer);
        if hidden && self.current != observer {
            Observed::Hidden {
                player: self.current,
            }
        } else {
            Observed::Seen(action)
        }
    }
}
