//! What makes a Vendors state consistent: every card in one place, every
//! counter in range. The conformance suite checks it after each action and
//! loading a save checks it, so a patched save cannot reach the rules.

use super::*;
use crate::game::{InvariantError, Invariants};

impl Invariants for Vendors {
    /// Version 1 (two Agile windows) maps onto version 2 (see `migrate`).
    fn migrate(version: u16, body: &[u8]) -> Result<Self, crate::LoadError> {
        migrate::migrate(version, body)
    }

    /// Card conservation and counter ranges.
    fn check_invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        use content::*;
        use state::*;
        let n = self.players as usize;
        ensure!((2..=6).contains(&n), "player count {n}");
        ensure!(self.lead < self.players, "lead seat out of range");
        ensure!(
            self.phase == Phase::Over || self.current < self.players,
            "current seat"
        );
        ensure!(self.done <= self.players, "window/commit progress");
        ensure!(
            self.deck_len <= 90 && self.agile_len <= 24 && self.problem_len <= 21,
            "deck lengths"
        );
        ensure!(
            self.final_turns == NONE
                || (1..=2).contains(&self.final_turns)
                || (self.final_turns == 0 && self.phase == Phase::Over),
            "final turns"
        );
        ensure!(
            self.phase != Phase::Over || self.final_turns == 0,
            "game over before the final turns"
        );
        ensure!(
            self.final_turns == NONE || self.deck_len == 0,
            "final turns with cards left"
        );
        ensure!(
            self.leaders.iter().all(|&l| l == NONE || (l as usize) < n),
            "market leader seat"
        );
        ensure!(
            self.regain_seat == NONE || (self.regain_seat as usize) < n,
            "regain seat"
        );
        ensure!(
            (self.phase == Phase::Regain) == (self.regain_seat != NONE),
            "regain seat outside the regain"
        );
        ensure!(
            self.phase != Phase::Regain || self.regain_seat == self.current,
            "regain decider"
        );
        // Every card in exactly one place.
        let mut seen = Set128::EMPTY;
        let mut place = |set: Set128, what: &str| -> Result<(), InvariantError> {
            ensure!(
                set.is_disjoint(seen),
                "card in two places ({what}): {:?}",
                set.intersect(seen)
            );
            ensure!(
                set.minus(ALL_CARDS).is_empty(),
                "card id out of range in {what}"
            );
            seen |= set;
            Ok(())
        };
        let deck: Set128 = self.deck[..self.deck_len as usize]
            .iter()
            .copied()
            .collect();
        ensure!(
            deck.len() == self.deck_len as u32,
            "duplicate card in the game deck"
        );
        ensure!(
            deck.minus(GAME_CARDS).is_empty(),
            "non-game card in the game deck"
        );
        place(deck, "game deck")?;
        let adeck: Set128 = self.agile_deck[..self.agile_len as usize]
            .iter()
            .copied()
            .collect();
        ensure!(
            adeck.len() == self.agile_len as u32,
            "duplicate in Agile deck"
        );
        ensure!(
            adeck.minus(AGILE_CARDS_SET).is_empty(),
            "non-Agile card in Agile deck"
        );
        place(adeck, "Agile deck")?;
        ensure!(self.piles[0].is_empty(), "cards under Vendor A");
        for v in 1..5 {
            ensure!(
                self.piles[v].minus(GAME_CARDS).is_empty(),
                "Agile card under a Vendor"
            );
            ensure!(
                v < self.vendor_count() as usize || self.piles[v].is_empty(),
                "cards under Vendor E"
            );
            place(self.piles[v], "vendor pile")?;
        }
        ensure!(
            self.removed.minus(GAME_CARDS).is_empty(),
            "Agile card removed"
        );
        place(self.removed, "removed")?;
        let mut problems = self.problem_discard.0;
        let pdeck: crate::bitset::Set32 = self.problem_deck[..self.problem_len as usize]
            .iter()
            .copied()
            .collect();
        ensure!(
            pdeck.len() == self.problem_len as u32,
            "duplicate problem in deck"
        );
        ensure!(pdeck.0 & problems == 0, "problem in deck and discard");
        problems |= pdeck.0;
        for s in 0..MAX_SEATS {
            let pl = &self.p[s];
            if s >= n {
                ensure!(
                    *pl == Player {
                        problem_down: NONE,
                        commit: Commit {
                            virtual_vendor: NONE,
                            ..Commit::default()
                        },
                        ..Player::default()
                    },
                    "unused seat {s} not empty"
                );
                continue;
            }
            ensure!(
                pl.relations.0 >> 30 == 0 && pl.operations.0 >> 30 == 0,
                "non-Software on a side"
            );
            ensure!(
                pl.ongoing.minus(AGILE_CARDS_SET).is_empty(),
                "non-Agile ongoing card"
            );
            for e in 0..AGILE_EFFECT_COUNT {
                let effect = AGILE_CARDS
                    .iter()
                    .find(|a| a.index() as usize == e)
                    .copied();
                if let Some(effect) = effect {
                    ensure!(
                        pl.ongoing.intersect(agile_cards_with(effect)).len() <= 1,
                        "stacked ongoing effect"
                    );
                    ensure!(
                        effect.ongoing_cost().is_some()
                            || pl.ongoing.intersect(agile_cards_with(effect)).is_empty(),
                        "immediate card placed as ongoing"
                    );
                }
            }
            place(pl.hand, "hand")?;
            place(pl.discard, "discard")?;
            place(Set128(pl.relations.0 as u128), "relations")?;
            place(Set128(pl.operations.0 as u128), "operations")?;
            place(pl.ongoing, "ongoing")?;
            let c = pl.commit;
            ensure!(c.n <= self.commit_len(), "commit length");
            ensure!(c.mode <= 2 && (c.mode == 0) == (c.n == 0), "commit mode");
            let used = match c.mode {
                MODE_RACE => c.n.saturating_sub(1).min(2) as usize,
                MODE_SYSTEM => c.n.min(3) as usize,
                _ => 0,
            };
            ensure!(
                c.pieces[used..].iter().all(|p| *p == Piece::None),
                "stray piece in commit"
            );
            let mut committed = Set128::EMPTY;
            let mut start_used = 0u8;
            if c.mode == MODE_RACE {
                ensure!(
                    c.vendor < self.vendor_count() && pl.starting & (1 << c.vendor) == 0,
                    "race vendor"
                );
                start_used |= 1 << c.vendor;
            }
            for (i, piece) in c.pieces[..used].iter().enumerate() {
                match *piece {
                    Piece::None => ensure!(false, "missing piece"),
                    Piece::Start(st) => {
                        ensure!(c.mode == MODE_RACE && st < 3, "starting strength");
                        ensure!(
                            start_used & strength_bit(st) == 0,
                            "strength card used twice"
                        );
                        start_used |= strength_bit(st);
                    }
                    Piece::Card(card) => {
                        let ok = match (c.mode, i) {
                            (MODE_RACE, _) => is_software(card) || is_infra(card),
                            (_, 0) => is_software(card),
                            (_, 1) => is_infra(card),
                            _ => is_customer(card),
                        };
                        ensure!(ok, "wrong card kind in commit");
                        ensure!(!committed.contains(card), "card committed twice");
                        committed.insert(card);
                    }
                    Piece::Agile {
                        card,
                        infra,
                        operations,
                    } => {
                        ensure!(is_agile(card), "Agile piece is not an Agile card");
                        ensure!(
                            c.mode == MODE_RACE || (i < 2 && infra == (i == 1)),
                            "Agile piece role"
                        );
                        ensure!(c.mode == MODE_SYSTEM || !operations, "Agile strength side");
                        ensure!(!committed.contains(card), "card committed twice");
                        committed.insert(card);
                    }
                }
            }
            if c.mode == MODE_RACE && used == 2 {
                ensure!(
                    c.pieces[0].key() <= c.pieces[1].key(),
                    "race pieces out of order"
                );
            }
            if c.virtual_vendor != NONE {
                ensure!(self.players == 2 && c.virtual_vendor < 4, "virtual vendor");
                ensure!(
                    start_used & (1 << c.virtual_vendor) == 0,
                    "virtual vendor card used twice"
                );
                start_used |= 1 << c.virtual_vendor;
            }
            ensure!(
                c.n < 4 || c.virtual_vendor != NONE,
                "missing virtual vendor"
            );
            ensure!(
                pl.starting & start_used == 0,
                "starting card in hand and on the table"
            );
            let all_start = (if self.players >= 4 {
                START_VENDOR_BITS
            } else {
                0b1111
            }) | strength_bit(0)
                | strength_bit(1)
                | strength_bit(2);
            ensure!(pl.starting | start_used == all_start, "starting card lost");
            place(committed, "commit")?;
            ensure!(
                pl.hidden.minus(pl.hand.union(committed)).is_empty(),
                "hidden card not in hand"
            );
            ensure!(
                pl.hidden.minus(AGILE_CARDS_SET).is_empty(),
                "hidden non-Agile card"
            );
            let mut own = pl.problems_up.0;
            if pl.problem_down != NONE {
                ensure!(pl.problem_down < PROBLEM_COUNT, "problem id");
                ensure!(own >> pl.problem_down & 1 == 0, "problem face up and down");
                own |= 1 << pl.problem_down;
            }
            ensure!(own >> PROBLEM_COUNT == 0, "problem id out of range");
            ensure!(problems & own == 0, "problem in two places");
            problems |= own;
            ensure!(
                pl.individual <= 5000 && pl.business <= 5000,
                "customer count"
            );
        }
        ensure!(
            seen == ALL_CARDS,
            "cards missing: {:?}",
            ALL_CARDS.minus(seen)
        );
        ensure!(problems == ALL_PROBLEMS.0, "problems missing");
        let phase_ok = match self.phase {
            Phase::Commit => {
                let cur = (self.current + self.players - self.lead) % self.players;
                cur == self.done
                    && (0..n).all(|s| {
                        let k = (s as u8 + self.players - self.lead) % self.players;
                        let c = self.p[s].commit.n;
                        if k < self.done {
                            c == self.commit_len()
                        } else if k > self.done {
                            c == 0
                        } else {
                            c < self.commit_len()
                        }
                    })
            }
            Phase::Over => self.deck_len == 0 && (0..n).all(|s| self.p[s].commit.n == 0),
            Phase::Window(Moment::AfterDeal | Moment::BeforeLeaders) => {
                (0..n).all(|s| self.p[s].commit.n == 0)
            }
            Phase::Window(Moment::BeforeReveal) => {
                (0..n).all(|s| self.p[s].commit.n == self.commit_len())
            }
            Phase::Regain | Phase::Window(Moment::AfterRace | Moment::BeforeSystems) => {
                (0..n).all(|s| {
                    let c = self.p[s].commit;
                    c.n == 0 || (c.mode == MODE_SYSTEM && c.n == 3 && c.virtual_vendor == NONE)
                })
            }
        };
        ensure!(phase_ok, "commitments do not match the phase");
        ensure!(
            matches!(self.phase, Phase::Regain | Phase::Window(Moment::AfterRace))
                || self.strongest == 0,
            "pending problems outside step 3"
        );
        ensure!(
            self.phase != Phase::Window(Moment::AfterRace) || self.strongest != 0,
            "a window after the races with no problem to come"
        );
        ensure!(
            self.phase != Phase::Window(Moment::BeforeSystems)
                || (0..n).any(|s| self.p[s].commit.mode == MODE_SYSTEM),
            "a window before step 4 with no system to implement"
        );
        ensure!(
            self.strongest >> n == 0,
            "pending problem for an empty seat"
        );
        if matches!(self.phase, Phase::Window(_)) {
            ensure!(self.done < self.players, "window past the last seat");
            let cur = (self.current + self.players - self.lead) % self.players;
            ensure!(cur == self.done, "window seat");
            ensure!(
                self.window_eligible(self.current),
                "window seat without Agile cards"
            );
        }
        if self.phase == Phase::Regain {
            ensure!(
                !self.p[self.current as usize].discard.is_empty(),
                "regain from an empty discard"
            );
        }
        Ok(())
    }
}
