//! A rule-based Oh Hell player: the baseline agent and the rollout policy.
//! Bids the tricks its high cards and trumps should take; in play, wins a
//! trick as cheaply as it can while it still needs tricks and ducks as
//! high as it can once it has its bid. Never allocates.

use rand::Rng;

use super::OhHell;
use super::actions::Action;
use super::rules::beats;
use super::state::{NONE, PLAYERS, Phase, rank, suit, suit_cards};
use crate::bitset::Set64;
use crate::game::Heuristic;

impl OhHell {
    /// Tricks the seat's hand should take, in tenths.
    fn expected_tricks(&self, s: usize) -> u32 {
        let hand = self.hands[s];
        let trumps = self.trump_suit();
        let mut tenths = 0;
        for card in hand {
            let r = rank(card) as u32;
            let length = hand.intersect(suit_cards(suit(card))).len();
            tenths += if suit(card) == trumps {
                // Trumps: high ones win, low ones ruff once a suit runs out.
                if r >= 9 { 10 } else { 3 + r / 2 }
            } else if r == 12 {
                9
            } else if r == 11 && length >= 2 {
                5
            } else if r == 10 && length >= 3 {
                2
            } else {
                0
            };
        }
        // With few cards each, fewer tricks go round for anyone to win.
        if self.tricks <= 3 {
            tenths * 3 / 4
        } else {
            tenths
        }
    }

    fn heuristic_bid<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let s = self.current as usize;
        let mut bid = ((self.expected_tricks(s) + 5) / 10).min(self.tricks as u32) as u8;
        let sum: u8 = self.bids.iter().filter(|&&b| b != NONE).sum();
        let made = self.bids.iter().filter(|&&b| b != NONE).count();
        if made == PLAYERS - 1 && sum <= self.tricks && bid + sum == self.tricks {
            // The forbidden bid: go one over or under.
            bid = if bid == 0 || (bid < self.tricks && rng.next_u32() & 1 == 0) {
                bid + 1
            } else {
                bid - 1
            };
        }
        Action::Bid(bid)
    }

    fn heuristic_play(&self) -> Action {
        let s = self.current as usize;
        let legal = self.playable();
        let trumps = self.trump_suit();
        let want = self.bids[s] > self.won[s];
        // Cards ordered by strength: rank, trumps above everything.
        let strength = |c: u8| rank(c) as u32 + if suit(c) == trumps { 13 } else { 0 };
        let pick = |set: Set64, high: bool| -> u8 {
            let mut best = set.first().expect("a playable card");
            for c in set {
                let better = if high {
                    strength(c) > strength(best)
                } else {
                    strength(c) < strength(best)
                };
                if better {
                    best = c;
                }
            }
            best
        };
        if self.trick_len == 0 {
            return Action::Play(pick(legal, want));
        }
        let best = self.trick[self.winning_index()];
        let mut winners = Set64::EMPTY;
        for c in legal {
            if beats(c, best, trumps) {
                winners.insert(c);
            }
        }
        let last = self.trick_len as usize == PLAYERS - 1;
        let card = match (want, winners.is_empty()) {
            // Win: cheaply when last to play, firmly otherwise.
            (true, false) => pick(winners, !last),
            (true, true) => pick(legal, false),
            // Duck with the highest card that still loses.
            (false, _) => {
                let losers = legal.minus(winners);
                if losers.is_empty() {
                    pick(winners, true)
                } else {
                    pick(losers, true)
                }
            }
        };
        Action::Play(card)
    }
}

impl Heuristic for OhHell {
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        match self.phase {
            Phase::Bid => self.heuristic_bid(rng),
            _ => self.heuristic_play(),
        }
    }
}
