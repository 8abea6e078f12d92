//! A rule-based Vendors player: the baseline agent and the rollout policy.
//! It scores each legal action with simple rules of thumb (pairs first,
//! race where the pile is worth it, bluff when it is not) and never
//! allocates.

use rand::Rng;
use rand::RngExt;

use super::actions::{Action, Piece};
use super::content::{self, Agile, Kind};
use super::state::{MODE_RACE, NONE, Phase};
use super::{ActionList, Vendors};

impl Vendors {
    /// What a card is worth to seat `s`, in rough customers.
    fn card_value(&self, s: u8, card: u8) -> f32 {
        let pl = &self.p[s as usize];
        match content::kind(card) {
            Kind::Software { strength, .. } | Kind::Infrastructure { strength, .. } => {
                0.35 * strength as f32
            }
            Kind::Customer { business } => {
                let (mine, other) = if business {
                    (pl.business, pl.individual)
                } else {
                    (pl.individual, pl.business)
                };
                if mine <= other { 1.6 } else { 1.1 }
            }
            Kind::Agile(_) => 2.4,
        }
    }

    fn pile_value(&self, s: u8, v: u8) -> f32 {
        if v == 0 {
            let regain = self.p[s as usize]
                .discard
                .iter()
                .map(|c| self.card_value(s, c))
                .fold(0.0f32, f32::max);
            return if self.agile_len > 0 { 2.4 } else { 0.0 } + regain;
        }
        self.piles[v as usize]
            .iter()
            .map(|c| self.card_value(s, c))
            .sum()
    }

    /// The best system seat `s` could build starting from this Software.
    fn system_value(&self, s: u8, software: Piece) -> f32 {
        let pl = &self.p[s as usize];
        let mut best = 0.0f32;
        let sw_card = software.card().unwrap_or(NONE);
        for inf in pl
            .hand
            .intersect(content::INFRA_SET.union(content::AGILE_CARDS_SET))
        {
            if inf == sw_card {
                continue;
            }
            let (piece, ops) = if content::is_agile(inf) {
                (
                    Piece::Agile {
                        card: inf,
                        infra: true,
                        operations: false,
                    },
                    false,
                )
            } else {
                (Piece::Card(inf), inf >= content::INFRA_OPS)
            };
            let mut v = self.system_customers(s, software, piece) as f32;
            if let Piece::Card(sw) = software {
                let area = if ops { pl.operations } else { pl.relations };
                if !area.is_empty()
                    && !area.iter().any(|x| x / 5 == sw / 5)
                    && !self.has_ongoing(s, Agile::IntegrationBus)
                {
                    v -= 1.5;
                }
            }
            // Agile cards are worth keeping; spending one costs a little.
            if content::is_agile(inf) {
                v -= 1.0;
            }
            best = best.max(v);
        }
        if content::is_agile(sw_card) {
            best -= 1.0;
        }
        best
    }

    fn score(&self, s: u8, a: Action) -> f32 {
        let pl = &self.p[s as usize];
        let c = pl.commit;
        match a {
            Action::RaceVendor(v) => self.pile_value(s, v),
            Action::Software(card) => {
                let piece = if content::is_agile(card) {
                    Piece::Agile {
                        card,
                        infra: false,
                        operations: false,
                    }
                } else {
                    Piece::Card(card)
                };
                // Implementing also denies nothing, so it must beat the best race.
                self.system_value(s, piece) * 0.9
            }
            Action::Infrastructure { card, operations } => {
                let piece = if content::is_agile(card) {
                    Piece::Agile {
                        card,
                        infra: true,
                        operations,
                    }
                } else {
                    Piece::Card(card)
                };
                let mut v = self.system_customers(s, c.pieces[0], piece) as f32;
                if let Piece::Card(sw) = c.pieces[0] {
                    let area = if operations {
                        pl.operations
                    } else {
                        pl.relations
                    };
                    if !area.is_empty()
                        && !area.iter().any(|x| x / 5 == sw / 5)
                        && !self.has_ongoing(s, Agile::IntegrationBus)
                    {
                        v -= 1.5;
                    }
                }
                if content::is_agile(card) {
                    v -= 1.0;
                }
                v
            }
            Action::Customer(card) => self.card_value(s, card),
            Action::Strength(piece) => {
                let value = self.pile_value(s, c.vendor);
                let want_high = value >= 3.0;
                match piece {
                    // Bluff low when the pile is poor; otherwise 2 + 1.
                    Piece::Start(0) => {
                        if want_high {
                            0.0
                        } else {
                            3.0
                        }
                    }
                    Piece::Start(1) => 2.0,
                    Piece::Start(_) => {
                        if want_high {
                            3.0
                        } else {
                            1.0
                        }
                    }
                    Piece::Card(card) => {
                        if value >= 5.0 {
                            2.5 - 0.1 * content::printed_strength(card) as f32
                        } else {
                            -1.0
                        }
                    }
                    _ => -2.0,
                }
            }
            Action::VirtualVendor(v) => {
                // Deny the opponent the richest pile we are not racing for.
                let other = (s + 1) % self.players;
                self.pile_value(other, v)
                    - if c.mode == MODE_RACE && c.vendor == v {
                        10.0
                    } else {
                        0.0
                    }
            }
            Action::Effect { card, param } => {
                let effect = content::agile(card);
                match effect {
                    Agile::DirectCommunication => 3.0,
                    Agile::BugBounty => {
                        if content::PROBLEMS[param as usize].1.is_ongoing() {
                            2.5
                        } else {
                            0.5
                        }
                    }
                    Agile::RecruitmentCampaign | Agile::KeyAccountManager => {
                        // After the step, so the customers count for leadership.
                        if self.phase == Phase::AfterWindow {
                            2.0
                        } else {
                            0.5
                        }
                    }
                    Agile::KnowledgeBase => self.card_value(s, param) - 1.0,
                    Agile::PriorityAccess => self.card_value(s, param) * 1.2 - 0.5,
                    _ => {
                        let cost = effect.ongoing_cost().unwrap_or(0) as u16;
                        let total = pl.individual + pl.business;
                        if total < cost + 4 || self.deck_len < 8 {
                            return -1.0;
                        }
                        // Pay from the larger colour.
                        let paid_ind = param as u16;
                        let balance = if pl.individual >= pl.business {
                            paid_ind
                        } else {
                            cost - paid_ind
                        };
                        1.0 + 0.1 * balance as f32
                    }
                }
            }
            Action::Pass => 0.0,
            Action::Regain(card) => self.card_value(s, card),
        }
    }

    pub(super) fn heuristic<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let mut list = ActionList::new();
        self.legal(&mut list);
        let s = self.current;
        let mut best = Action::Pass;
        let mut best_score = f32::NEG_INFINITY;
        for &a in list.iter() {
            let v = self.score(s, a) + rng.random::<f32>() * 0.25;
            if v > best_score {
                best_score = v;
                best = a;
            }
        }
        best
    }
}
