//! A rule-based Vendors player: the baseline agent and the rollout policy.
//! It scores each legal action with simple rules of thumb (pairs first,
//! race where the pile is worth it, bluff when it is not) and never
//! allocates.

use rand::Rng;
use rand::RngExt;

use super::actions::{Action, Piece};
use super::content::{self, Agile, Kind};
use super::state::{MODE_RACE, Moment, NONE, Phase};
use super::{ActionList, Vendors};
use crate::game::{Heuristic, Rules};

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
                // Customers are the points: a decent system beats most races.
                self.system_value(s, piece) * 1.3
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
                // Plans, spelled lowest piece first: 1 + Bluff for a poor
                // pile, 2 + 1 for a fair one, 2 + a spare card to outbid the
                // usual 3 when the pile is rich.
                let value = self.pile_value(s, c.vendor);
                let rich = value >= 4.5;
                let poor = value < 2.0;
                match (c.n, piece) {
                    (1, Piece::Start(0)) => {
                        if poor {
                            3.0
                        } else {
                            0.0
                        }
                    }
                    (1, Piece::Start(1)) => {
                        if !poor && !rich {
                            3.0
                        } else {
                            1.0
                        }
                    }
                    (1, Piece::Start(2)) => {
                        if rich {
                            3.0
                        } else {
                            -1.0
                        }
                    }
                    (2, Piece::Start(_)) => 2.0,
                    (2, Piece::Card(card)) => 2.5 - 0.2 * content::printed_strength(card) as f32,
                    (2, Piece::Agile { .. }) => 0.5,
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
                        if self.phase == Phase::Window(Moment::BeforeLeaders) {
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
}

impl Heuristic for Vendors {
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let mut list = ActionList::new();
        self.legal_actions(&mut list);
        let s = self.current;
        let mut best = Action::Pass;
        let mut best_score = f32::NEG_INFINITY;
        // The first strength piece fixes the bid: a mixed strategy, so that
        // heuristic players neither always tie nor always draw the
        // technical problem of the highest bid.
        let c = self.p[s as usize].commit;
        if self.phase == Phase::Commit && c.mode == MODE_RACE && c.n == 1 {
            let value = self.pile_value(s, c.vendor);
            let u = rng.random::<f32>();
            let want = if value < 2.0 {
                0
            } else if value >= 4.5 {
                if u < 0.6 { 2 } else { 1 }
            } else if u < 0.5 {
                1
            } else {
                0
            };
            for st in (0..=want).rev() {
                if list.contains(&Action::Strength(Piece::Start(st))) {
                    return Action::Strength(Piece::Start(st));
                }
            }
        }
        for &a in list.iter() {
            let v = match a {
                // Scaled noise spreads heuristic players over the vendors
                // instead of all tying on the richest pile.
                Action::RaceVendor(_) => self.score(s, a) * (0.3 + 0.7 * rng.random::<f32>()),
                _ => self.score(s, a) + rng.random::<f32>() * 0.25,
            };
            if v > best_score {
                best_score = v;
                best = a;
            }
        }
        best
    }
}
