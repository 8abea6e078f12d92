//! A rule-based Spiel des Jahres player: the baseline agent and the rollout
//! policy. It publishes the most valuable game it can make when it is worth
//! at least €20,000 a month (brainstorms otherwise), hires designers while
//! it can afford them early on, fires them when money runs short, hires
//! fired designers at their wage when rich, never proposes trades and
//! accepts a trade only when it gains by a simple count. No allocation.

use rand::Rng;

use super::actions::Action;
use super::content::{ENDING_SET, PREFIX_SET, STEM_SET, SUFFIX_SET};
use super::rules::title;
use super::state::*;
use super::{ActionList, SpielDesJahres};
use crate::bitset::Set128;
use crate::game::{Heuristic, Rules};

/// The best game: value and cards (prefix, stem, ending, suffix; NONE).
type Plan = (i16, [u8; 4]);

impl SpielDesJahres {
    /// The most valuable free-named game seat `s` can finish from `hand`
    /// given the cards already `open` and stems above `last`.
    fn best_game(&self, s: u8, hand: Set128, open: [u8; 3], last: u8, t: &Names) -> Option<Plan> {
        let [op, os, oe] = open;
        let stems = if os != NONE {
            Set128::single(os)
        } else {
            let mut m = hand.intersect(STEM_SET);
            if last != NONE {
                m = Set128(m.0 & (!0u128 << last << 1));
            }
            m
        };
        let endings = if oe != NONE {
            Set128::single(oe)
        } else {
            hand.intersect(ENDING_SET)
        };
        let mut best: Option<Plan> = None;
        let mut consider = |plan: [u8; 4]| {
            let extra = if plan[0] != NONE { plan[0] } else { plan[3] };
            if t.taken(title(plan[1], plan[2], extra)) {
                return;
            }
            let mut cards = [plan[1], plan[2], extra];
            let n = if extra == NONE { 2 } else { 3 };
            cards[2] = extra;
            let v = self.value_for(s, &cards[..n]);
            if best.is_none_or(|(bv, _)| v > bv) {
                best = Some((v, plan));
            }
        };
        for st in stems {
            for e in endings {
                if op != NONE {
                    consider([op, st, e, NONE]);
                    continue;
                }
                consider([NONE, st, e, NONE]);
                for x in hand.intersect(SUFFIX_SET) {
                    consider([NONE, st, e, x]);
                }
                if os == NONE {
                    for p in hand.intersect(PREFIX_SET) {
                        consider([p, st, e, NONE]);
                    }
                }
            }
        }
        best
    }

    fn wages_of(&self, s: u8) -> i32 {
        self.staff(s)
            .iter()
            .map(|d| self.wage[d as usize] as i32)
            .sum()
    }

    fn revenue_of(&self, s: u8) -> i32 {
        (0..G)
            .filter(|&i| self.g_owner[i] == s && self.g_pending >> i & 1 == 0)
            .map(|i| self.g_value[i] as i32)
            .sum()
    }

    fn choose_action(&self, list: &ActionList) -> Action {
        let s = self.current;
        let pl = &self.p[s as usize];
        let c = pl.commit;
        if c.sealed {
            return Action::Seal;
        }
        let t = self.names.union(&self.own_names);
        if c.mode == MODE_NONE {
            let margin = pl.money + self.revenue_of(s)
                - self.wages_of(s)
                - PLAY_WAGE as i32 * (c.designers.len() as i32 + 1);
            if self.month <= 8 && margin >= 4 {
                for &a in list.iter() {
                    if let Action::Designer(_) = a {
                        return a;
                    }
                }
            }
            if list.contains(&Action::Publish)
                && self
                    .best_game(s, pl.hand, [NONE; 3], NONE, &t)
                    .is_some_and(|(v, _)| v >= 2)
            {
                return Action::Publish;
            }
            return Action::Brainstorm;
        }
        // Putting games together: follow the best plan from what is open.
        let [op, os, oe] = self.open;
        let plan_card = |plan: [u8; 4]| -> Action {
            for card in plan {
                if card != NONE && pl.hand.contains(card) {
                    return Action::Stack(card);
                }
            }
            Action::Done
        };
        if os != NONE && oe != NONE {
            // Stem and ending down: a suffix, or close and maybe start again.
            let with_suffix = self.best_game(s, pl.hand, self.open, NONE, &t);
            let plain = title(os, oe, NONE);
            let plain_value = if t.taken(plain) {
                None
            } else {
                Some(self.value_for(s, &[os, oe]))
            };
            if let Some((v, plan)) = with_suffix
                && plan[3] != NONE
                && plain_value.is_none_or(|pv| v > pv)
            {
                return Action::Stack(plan[3]);
            }
            let mut t2 = t;
            t2.set(plain, true);
            if let Some((v, plan)) = self.best_game(s, pl.hand, [NONE; 3], os, &t2)
                && v >= 2
            {
                return plan_card(plan);
            }
            return Action::Done;
        }
        if op == NONE && os == NONE {
            if let Some((v, plan)) = self.best_game(s, pl.hand, [NONE; 3], self.last_stem, &t)
                && (v >= 2 || c.games == 0)
            {
                return plan_card(plan);
            }
            return Action::Done;
        }
        match self.best_game(s, pl.hand, self.open, self.last_stem, &t) {
            Some((_, plan)) => plan_card(plan),
            None => Action::Done,
        }
    }

    fn respond_value(&self) -> i32 {
        let pr = self.proposal;
        let me = self.current;
        let months_left = (MONTHS - self.month) as i32 + 1;
        let mut gain = pr.money as i32;
        for c in pr.cards {
            gain += if self.p[me as usize].hand.contains(c) {
                -1
            } else {
                1
            };
        }
        for i in 0..G {
            if pr.games >> i & 1 == 1 {
                let v = self.g_value[i] as i32 * months_left;
                gain += if self.g_owner[i] == me { -v } else { v };
            }
        }
        gain
    }
}

trait BelowList {
    fn below_list(&mut self, n: usize) -> usize;
}

impl<R: Rng + ?Sized> BelowList for R {
    fn below_list(&mut self, n: usize) -> usize {
        ((self.next_u32() as u64 * n as u64) >> 32) as usize
    }
}

impl Heuristic for SpielDesJahres {
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let mut list = ActionList::new();
        self.legal_actions(&mut list);
        let s = self.current;
        let pl = &self.p[s as usize];
        let pick = match self.phase {
            Phase::Choose => self.choose_action(&list),
            Phase::Fire => {
                let Some(&Action::Keep(d)) = list.first() else {
                    return list[0];
                };
                let short = pl.money + self.revenue_of(s) - self.wages_of(s) < 2;
                if short || self.wage[d as usize] > 5 || self.month >= 11 {
                    Action::Fire(d)
                } else {
                    Action::Keep(d)
                }
            }
            Phase::Offer => {
                let Some(&Action::Bid { designer, .. }) = list.first() else {
                    return list[0];
                };
                let rich = pl.money + self.revenue_of(s)
                    - self.wages_of(s)
                    - self.wage[designer as usize] as i32
                    >= 8;
                let level = if self.fired.contains(designer) && rich && self.month <= 8 {
                    BID_MATCH
                } else {
                    BID_NONE
                };
                Action::Bid { designer, level }
            }
            Phase::Trade => Action::Pass,
            Phase::Respond => {
                if self.respond_value() > 0 {
                    Action::Accept
                } else {
                    Action::Decline
                }
            }
            Phase::Over => return Action::Pass,
        };
        if list.contains(&pick) {
            pick
        } else {
            // Should not happen; stay legal whatever the plan said.
            list[rng.below_list(list.len())]
        }
    }
}
