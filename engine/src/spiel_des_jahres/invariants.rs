//! What makes a Spiel des Jahres state consistent: every card in one place, every
//! counter in range. The conformance suite checks it after each action and
//! loading a save checks it, so a patched save cannot reach the rules.

use super::*;
use crate::game::{InvariantError, Invariants};

impl Invariants for SpielDesJahres {
    /// Card conservation and counter ranges.
    fn check_invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let n = self.players as usize;
        ensure!((2..=6).contains(&n), "player count {n}");
        ensure!((1..=MONTHS).contains(&self.month), "month {}", self.month);
        ensure!(self.lead == (self.month - 1) % self.players, "lead seat");
        ensure!(self.done <= self.players, "stage progress");
        ensure!(
            self.phase == Phase::Over || self.current < self.players,
            "current seat"
        );
        ensure!(
            self.phase == Phase::Over || self.solvent(self.current),
            "a bankrupt seat to move"
        );
        ensure!(
            self.trading || !matches!(self.phase, Phase::Trade | Phase::Respond),
            "trading phase without the trading option"
        );
        ensure!(
            self.winner == NONE || (self.phase == Phase::Over && self.winner < self.players),
            "winner"
        );
        let mut seen = Set128::EMPTY;
        let mut place = |set: Set128, what: &str| -> Result<(), InvariantError> {
            ensure!(
                set.is_disjoint(seen),
                "card in two places ({what}): {:?}",
                set.intersect(seen)
            );
            ensure!(
                set.minus(content::ALL_CARDS).is_empty(),
                "card id out of range in {what}"
            );
            seen |= set;
            Ok(())
        };
        place(self.deck, "deck")?;
        place(self.favour_pile, "favour pile")?;
        let m = self.month as usize;
        ensure!(
            self.favour_pile.len() as usize == MONTHS as usize - m,
            "favour pile size"
        );
        let mut turned = Set128::EMPTY;
        for (k, &c) in self.favour.iter().enumerate() {
            if k < m {
                ensure!(c < CARD_COUNT && !turned.contains(c), "favour card {k}");
                turned.insert(c);
            } else {
                ensure!(c == NONE, "favour card ahead of its month");
            }
        }
        place(turned, "favour row")?;
        place(self.removed, "removed")?;
        for s in 0..MAX_SEATS {
            let pl = &self.p[s];
            if s >= n {
                ensure!(
                    *pl == Player {
                        specialty: NONE,
                        ..Player::default()
                    },
                    "unused seat {s} not empty"
                );
                continue;
            }
            ensure!(pl.specialty < CARD_COUNT, "specialty card");
            place(Set128::single(pl.specialty), "specialty")?;
            place(pl.hand, "hand")?;
            ensure!(
                pl.money >= 0 && pl.money < 1_000_000,
                "money {} of seat {s}",
                pl.money
            );
            ensure!(
                !pl.bankrupt || (pl.money == 0 && pl.hand.is_empty()),
                "bankrupt seat holds something"
            );
            let c = pl.commit;
            ensure!(c.steps <= c.len, "commit progress");
            ensure!(c.mode <= MODE_PUBLISH, "commit mode");
            ensure!(
                c.designers.0 >> DESIGNER_COUNT == 0,
                "non-designer played as designer"
            );
            ensure!(
                self.phase == Phase::Choose || (c.designers.is_empty() && c.mode == MODE_NONE),
                "choice outside the choose stage"
            );
            place(Set128(c.designers.0 as u128), "designers face down")?;
            ensure!(pl.bids.iter().all(|&b| b <= 1 + MAX_RAISE), "bid level");
            ensure!(
                self.phase == Phase::Offer || pl.bids.iter().all(|&b| b == BID_NONE),
                "bids outside the offer stage"
            );
            if self.phase == Phase::Choose && !pl.bankrupt {
                // A choice never needs more actions than its length.
                let real_max = c.designers.len() as u8 + 2 + pl.hand.len() as u8;
                ensure!(
                    c.len >= 2 && c.steps <= real_max.max(c.len),
                    "choice length"
                );
            }
        }
        // Designers on the table.
        let mut staffed = Set32::EMPTY;
        for s in 0..MAX_SEATS {
            let st = self.staff[s];
            ensure!(st.is_disjoint(staffed), "designer with two companies");
            ensure!(st.0 >> DESIGNER_COUNT == 0, "non-designer on a staff");
            ensure!(
                st.is_empty() || (s < n && !self.p[s].bankrupt),
                "staff of seat {s}"
            );
            staffed |= st;
        }
        let on = staffed.union(self.fired);
        ensure!(on.0 >> DESIGNER_COUNT == 0, "non-designer fired");
        for d in 0..DESIGNER_COUNT {
            let w = self.wage[d as usize];
            if on.contains(d) {
                // A wage rises by at most MAX_RAISE per contract round, one
                // round at the end of each month before this one.
                ensure!(
                    (PLAY_WAGE..=PLAY_WAGE + MAX_RAISE * (self.month - 1)).contains(&w),
                    "wage of designer {d}"
                );
            } else {
                ensure!(w == 0, "wage of designer {d} off the table");
            }
        }
        let table = Set128(on.0 as u128);
        place(table, "designers on the table")?;
        ensure!(
            self.fire_pending.minus(Set32(table.0 as u32)).is_empty()
                && self.fire_pending.is_disjoint(self.fired),
            "pending firing"
        );
        ensure!(
            self.phase == Phase::Fire || self.fire_pending.is_empty(),
            "firing outside the fire stage"
        );
        // Games.
        let mut names = Names::default();
        for i in 0..G {
            let owner = self.g_owner[i];
            let pending = self.g_pending >> i & 1 == 1;
            if owner == NONE {
                ensure!(
                    !pending && self.g_ending[i] == NONE && self.g_extra[i] == NONE,
                    "stray game parts on stem #{i}"
                );
                ensure!(self.g_value[i] == 0, "value without a game");
                continue;
            }
            ensure!(
                (owner as usize) < n && !self.p[owner as usize].bankrupt,
                "game owner"
            );
            let [stem, ending, extra] = self.game_cards(i);
            ensure!(
                content::part(ending) == content::Part::Ending,
                "game ending card"
            );
            ensure!(
                extra == NONE
                    || (extra < content::CARD_COUNT
                        && matches!(
                            content::part(extra),
                            content::Part::Prefix | content::Part::Suffix
                        )),
                "game extra card"
            );
            let mut cards = Set128::single(stem);
            cards.insert(ending);
            if extra != NONE {
                cards.insert(extra);
            }
            place(cards, "published game")?;
            ensure!(self.g_value[i].abs() <= 600, "game value");
            if pending {
                ensure!(
                    self.phase == Phase::Choose,
                    "face-down game outside the choice"
                );
                ensure!(self.g_value[i] == 0, "face-down game valued");
            } else {
                let t = self.game_title(i);
                ensure!(!names.taken(t), "two games named alike");
                names.set(t, true);
            }
        }
        ensure!(names == self.names, "names in play do not match the games");
        ensure!(self.g_pending >> G == 0, "pending game id");
        // The game being put together.
        let mut open = Set128::EMPTY;
        for (k, &c) in self.open.iter().enumerate() {
            if c != NONE {
                let want = [
                    content::Part::Prefix,
                    content::Part::Stem,
                    content::Part::Ending,
                ][k];
                ensure!(c < CARD_COUNT && content::part(c) == want, "open game card");
                open.insert(c);
            }
        }
        ensure!(
            open.is_empty() || self.phase == Phase::Choose,
            "open game outside the choice"
        );
        place(open, "open game")?;
        ensure!(
            seen == content::ALL_CARDS,
            "cards missing: {:?}",
            content::ALL_CARDS.minus(seen)
        );
        let mut hands = Set128::EMPTY;
        for s in 0..n {
            hands |= self.p[s].hand.union(self.face_down(s as u8));
        }
        ensure!(
            self.known.minus(hands).is_empty(),
            "known card not in a hand"
        );
        // Trading.
        let pr = self.proposal;
        ensure!(pr.open || pr == Proposal::default(), "stray proposal");
        if pr.open {
            ensure!(
                matches!(self.phase, Phase::Trade | Phase::Respond),
                "proposal outside trading"
            );
            let from = self.seat_at(self.done);
            ensure!(
                (pr.to as usize) < n && pr.to != from && self.solvent(pr.to),
                "proposal target"
            );
            ensure!(
                pr.cards
                    .minus(self.p[from as usize].hand)
                    .minus(self.p[pr.to as usize].hand.intersect(self.known))
                    .is_empty(),
                "proposal card"
            );
            // A game changes hands between the two seats, so it must be
            // one of theirs (a save could name a stem nobody owns).
            ensure!(
                pr.games >> G == 0
                    && (0..G).all(|i| {
                        pr.games >> i & 1 == 0
                            || self.g_owner[i] == from
                            || self.g_owner[i] == pr.to
                    }),
                "proposal game"
            );
            ensure!(
                (pr.money as i32) <= self.p[from as usize].money
                    && -(pr.money as i32) <= self.p[pr.to as usize].money,
                "proposal money"
            );
        }
        ensure!(
            self.phase != Phase::Respond || (pr.open && self.current == pr.to),
            "answer without a proposal"
        );
        self.stage_invariants()
    }
}

impl SpielDesJahres {
    /// Where every seat stands in the current stage, so that a loaded state
    /// is one the rules could have made: seats before the one deciding have
    /// finished, seats after it have not begun, and the decider's partial
    /// choice adds up (a patched save that breaks this can reach a seat
    /// with nothing legal to do).
    fn stage_invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        if self.phase == Phase::Over {
            return Ok(());
        }
        let n = self.players;
        ensure!(self.done < n, "stage progress past the last seat");
        let decider = self.seat_at(self.done);
        match self.phase {
            Phase::Respond => ensure!(self.current == self.proposal.to, "responder"),
            _ => ensure!(
                self.current == decider,
                "seat to move is not the stage's next seat"
            ),
        }
        let mut pending_by = [0u8; MAX_SEATS];
        for i in 0..G {
            if self.g_pending >> i & 1 == 1 {
                pending_by[self.g_owner[i] as usize] += 1;
            }
        }
        for k in 0..n {
            let s = self.seat_at(k);
            let pl = &self.p[s as usize];
            let c = pl.commit;
            let want_len = if pl.bankrupt {
                0
            } else {
                match self.phase {
                    Phase::Trade | Phase::Respond => 1,
                    // Fixed when the stage began; the hand changes only by
                    // the seat's own choices, each of which counts a step.
                    Phase::Choose if k > self.done => pl.hand.len() as u8 + 2,
                    Phase::Choose => c.len,
                    Phase::Fire => self.staff(s).len() as u8,
                    Phase::Offer => self.biddable(s).len() as u8,
                    Phase::Over => 0,
                }
            };
            ensure!(c.len == want_len, "seat {s}: stage length {}", c.len);
            let stepping = matches!(self.phase, Phase::Choose | Phase::Fire | Phase::Offer);
            if k < self.done {
                ensure!(
                    !stepping || c.steps == c.len,
                    "seat {s} passed but unfinished"
                );
            } else if k == self.done {
                ensure!(c.len > 0, "seat {s} to move has nothing to do");
                ensure!(
                    if stepping {
                        c.steps < c.len
                    } else {
                        c.steps == 0
                    },
                    "seat {s}: progress"
                );
            } else {
                ensure!(
                    c == Commit {
                        len: c.len,
                        ..Commit::default()
                    },
                    "seat {s} acted before its turn"
                );
                ensure!(
                    pl.bids.iter().all(|&b| b == BID_NONE),
                    "seat {s} bid before its turn"
                );
            }
            ensure!(
                pending_by[s as usize] == c.games,
                "seat {s}: face-down games"
            );
            if self.phase == Phase::Choose && !pl.bankrupt && k <= self.done {
                let chose = (c.mode != MODE_NONE) as u8;
                ensure!(
                    c.steps >= c.designers.len() as u8 + chose,
                    "seat {s}: choice steps"
                );
                match c.mode {
                    MODE_NONE => ensure!(
                        !c.sealed && c.games == 0 && c.steps == c.designers.len() as u8,
                        "seat {s}: undecided choice"
                    ),
                    MODE_BRAINSTORM => {
                        ensure!(c.sealed && c.games == 0, "seat {s}: brainstorm")
                    }
                    _ => ensure!(c.sealed || k == self.done, "seat {s}: unfinished publish"),
                }
                // Each step before the seal moves a card out of the hand or
                // picks the mode; the steps after it pad the length.
                let before = c.steps + pl.hand.len() as u8 + 2 - chose;
                if c.sealed {
                    ensure!(c.len <= before, "seat {s}: sealing too long");
                } else {
                    ensure!(before == c.len, "seat {s}: cards and steps disagree");
                }
            }
        }
        // The decider's game in progress and the names it may not use.
        if self.phase == Phase::Choose {
            let c = self.p[decider as usize].commit;
            let building = c.mode == MODE_PUBLISH && !c.sealed;
            ensure!(
                building || self.open == [NONE; 3],
                "open game without a publish in progress"
            );
            let mut own = self.names;
            let mut last = NONE;
            for i in 0..G {
                if self.g_pending >> i & 1 == 1 && self.g_owner[i] == decider {
                    let t = self.game_title(i);
                    ensure!(!own.taken(t), "seat {decider} names two games alike");
                    own.set(t, true);
                    last = STEMS + i as u8;
                }
            }
            ensure!(own == self.own_names, "names the decider may not use");
            ensure!(self.last_stem == last, "last stem");
        } else {
            ensure!(
                self.open == [NONE; 3] && self.last_stem == NONE && self.g_pending == 0,
                "game parts outside the choice"
            );
        }
        Ok(())
    }
}
