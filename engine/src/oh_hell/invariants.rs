//! What makes a Oh Hell state consistent: every card in one place, every
//! counter in range. The conformance suite checks it after each action and
//! loading a save checks it, so a patched save cannot reach the rules.

use super::*;
use crate::game::{InvariantError, Invariants};

impl Invariants for OhHell {
    /// Card conservation and counter ranges.
    fn check_invariants(&self) -> Result<(), InvariantError> {
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
