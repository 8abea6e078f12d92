//! What one seat may know of a Spiel des Jahres game.

use serde::Serialize;
use serde_big_array::BigArray;

use super::SpielDesJahres;
use super::state::*;
use crate::bitset::{Set32, Set128};
use crate::game::MAX_SEATS;

/// One seat as the observer sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SeatView {
    /// Cards in hand the observer can name: the whole hand for the observer
    /// itself; for others the cards that came to them in open trades. While
    /// a choice is face down its cards count as still in the hand.
    pub known_hand: Set128,
    /// Cards in that hand, named or not.
    pub hand_count: u8,
    pub money: i32,
    pub specialty: u8,
    pub bankrupt: bool,
    /// In full for the observer; for others only the progress
    /// (`steps`, `len`).
    pub commit: Commit,
    /// The observer's own bids; zero for others.
    pub bids: [u8; D],
}

impl Default for SeatView {
    fn default() -> Self {
        SeatView {
            known_hand: Set128::EMPTY,
            hand_count: 0,
            money: 0,
            specialty: NONE,
            bankrupt: false,
            commit: Commit::default(),
            bids: [BID_NONE; D],
        }
    }
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
    pub wage: [u8; D],
    pub fired: Set32,
    /// The observer's own firing decisions so far.
    pub fire_pending: Set32,
    /// Games by stem index: published ones, plus the observer's own
    /// face-down ones (`own_pending`).
    #[serde(with = "BigArray")]
    pub g_owner: [u8; G],
    #[serde(with = "BigArray")]
    pub g_ending: [u8; G],
    #[serde(with = "BigArray")]
    pub g_extra: [u8; G],
    #[serde(with = "BigArray")]
    pub g_value: [i16; G],
    pub own_pending: u64,
    pub names: Names,
    /// The observer's own choice in progress (when it is choosing).
    pub own_names: Names,
    pub open: [u8; 3],
    pub last_stem: u8,
    pub proposal: Proposal,
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

    pub(super) fn observe(&self, o: u8) -> Observation {
        let mut seats = [SeatView::default(); MAX_SEATS];
        for s in 0..self.players {
            let pl = &self.p[s as usize];
            let view = &mut seats[s as usize];
            view.money = pl.money;
            view.specialty = pl.specialty;
            view.bankrupt = pl.bankrupt;
            if s == o {
                view.known_hand = pl.hand;
                view.hand_count = pl.hand.len() as u8;
                view.commit = pl.commit;
                view.bids = pl.bids;
            } else {
                let all = pl.hand.union(self.face_down(s));
                view.known_hand = all.intersect(self.known);
                view.hand_count = all.len() as u8;
                view.commit = Commit {
                    steps: pl.commit.steps,
                    len: pl.commit.len,
                    ..Commit::default()
                };
            }
        }
        let mut g_owner = self.g_owner;
        let mut g_ending = self.g_ending;
        let mut g_extra = self.g_extra;
        let mut own_pending = 0u64;
        for i in 0..G {
            if self.g_pending >> i & 1 == 1 {
                if self.g_owner[i] == o {
                    own_pending |= 1 << i;
                } else {
                    g_owner[i] = NONE;
                    g_ending[i] = NONE;
                    g_extra[i] = NONE;
                }
            }
        }
        let choosing = self.phase == Phase::Choose && self.current == o;
        let mut fire_pending = Set32::EMPTY;
        for d in self.fire_pending {
            if self.staff[o as usize].contains(d) {
                fire_pending.insert(d);
            }
        }
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
            wage: self.wage,
            fired: self.fired,
            fire_pending,
            g_owner,
            g_ending,
            g_extra,
            g_value: self.g_value,
            own_pending,
            names: self.names,
            own_names: if choosing {
                self.own_names
            } else {
                Names::default()
            },
            open: if choosing { self.open } else { [NONE; 3] },
            last_stem: if choosing { self.last_stem } else { NONE },
            proposal: self.proposal,
            winner: self.winner,
            award: self.award,
            seats,
        }
    }
}
