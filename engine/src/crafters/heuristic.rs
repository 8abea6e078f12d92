//! A rule-based Crafters player: the baseline agent and the rollout
//! policy. It scores each legal action in rough gold (events and tokens
//! first, then profitable making, building, selling what cannot be made
//! into anything better) and never allocates.

use rand::Rng;
use rand::RngExt;

use super::content::*;
use super::state::{NONE, Phase};
use super::{Action, ActionList, Crafters};
use crate::game::{Heuristic, Rules};

/// Rough gold value of a victory point.
const VP: f32 = 7.0;

impl Crafters {
    /// What having the blueprint of `b` is worth to the player.
    fn blueprint_value(&self, b: u8) -> f32 {
        let site = &SITE[b as usize];
        if self.producible(b) {
            12.0 - site.level as f32 + site.price as f32 / 3.0 + if site.bonus { 2.0 } else { 0.0 }
        } else {
            2.0
        }
    }

    /// Goods the track asks for and everything they are made from.
    fn wanted_chain(&self) -> u32 {
        let w = self.wanted();
        let mut m = w;
        for g in crate::bitset::Set32(w) {
            m |= ANCESTORS[g as usize];
        }
        m
    }

    /// Goods the track asks for (deliveries and Useful Connections).
    fn wanted(&self) -> u32 {
        let mut m = 0;
        for &c in &self.track {
            if c == NONE {
                continue;
            }
            match EVENTS[c as usize] {
                EventKind::WealthyCitizens { goods, .. } | EventKind::KingDemands { goods } => {
                    m |= goods.0
                }
                EventKind::UsefulConnections { good } => m |= 1 << good,
                _ => {}
            }
        }
        m
    }

    /// Best gain of making something from a unit at `site` now.
    fn best_make_from(&self, me: usize, site: u8) -> f32 {
        let mut best = f32::NEG_INFINITY;
        for t in self.built.intersect(BUILDINGS) {
            if SITE[t as usize].inputs.contains(&site) && self.can_make(me, t) {
                best = best.max(self.make_gain(me, t));
            }
        }
        best
    }

    fn make_gain(&self, me: usize, t: u8) -> f32 {
        let site = &SITE[t as usize];
        let mut gain = self.sale_price(t) as f32;
        let mut inputs = 0;
        for &i in &site.inputs {
            if i != NONE {
                gain -= self.sale_price(i) as f32;
                inputs += 1;
            }
        }
        if self.owner[t as usize] != me as u8 {
            gain -= fee(site.level) as f32;
        }
        if inputs == 2 {
            gain += 1.0;
        }
        if site.bonus {
            gain += 1.5;
        }
        gain
    }

    /// Which kinds of events on the track ask players to hold goods or gold.
    fn on_track(&self, kind: EventKind) -> bool {
        self.track
            .iter()
            .any(|&c| c != NONE && EVENTS[c as usize] == kind)
    }

    fn sell_score(&self, me: usize, site: u8) -> f32 {
        let price = self.sale_price(site) as f32;
        if self.phase == Phase::Place {
            // Free a worker as cheaply as possible.
            return 1.0 - price * 0.1;
        }
        let last = self.p[me].workers[site as usize] == 1;
        if GOODS.contains(site) && last && self.on_track(EventKind::Fair) {
            return -2.0;
        }
        if self.on_track(EventKind::Auditor) && self.auditor_targets().contains(site) {
            return -2.0;
        }
        if self.best_make_from(me, site) > 0.0 || self.wanted_chain() >> site & 1 == 1 {
            return -1.0;
        }
        let boosted = price > SITE[site as usize].price as f32;
        let gold = self.p[me].gold;
        let consumer = self
            .built
            .intersect(BUILDINGS)
            .iter()
            .any(|t| SITE[t as usize].inputs.contains(&site));
        if boosted || !consumer || gold < 4 {
            1.0 + price * 0.1
        } else {
            -0.5
        }
    }

    fn score(&self, me: usize, a: Action) -> f32 {
        let pl = &self.p[me];
        let gold = pl.gold as f32;
        match a {
            Action::Place(r) => SITE[r as usize].price as f32,
            Action::Decline => 0.0,
            Action::Hire => {
                let cost = WORKER_COST[pl.hired as usize + 1] as f32;
                if gold >= cost + 5.0 || (self.phase == Phase::Place && gold >= cost + 3.0) {
                    4.0
                } else {
                    -1.0
                }
            }
            Action::Sell(site) => self.sell_score(me, site),
            Action::SellBonus { site, resource } => {
                self.sell_score(me, site) + SITE[resource as usize].price as f32 * 0.3
            }
            Action::TakeToken(_) => 2.0 * VP + 4.0,
            Action::BuyResource(r) => {
                let used = self
                    .built
                    .intersect(BUILDINGS)
                    .iter()
                    .any(|t| SITE[t as usize].inputs.contains(&r));
                if used && gold >= 10.0 {
                    1.5 + SITE[r as usize].price as f32 * 0.1
                } else {
                    -1.0
                }
            }
            Action::Make(t) => {
                let chain = self.wanted_chain();
                let g = self.make_gain(me, t);
                if chain >> t & 1 == 1 {
                    6.0 + g.max(0.0)
                        + if self.wanted() >> t & 1 == 1 {
                            4.0
                        } else {
                            0.0
                        }
                } else if g > 0.0 {
                    2.0 + g
                } else {
                    -1.0
                }
            }
            Action::BuyBlueprint => -0.5,
            Action::DrawThree => {
                if pl.hand.len() < 2 && gold >= 4.0 {
                    3.0
                } else {
                    -1.0
                }
            }
            Action::Keep(b) => self.blueprint_value(b),
            Action::Discard(b) => -self.blueprint_value(b),
            Action::Build(b) => {
                let cost = BUILD_GOLD[SITE[b as usize].level as usize] as f32;
                let wanted = if self.wanted_chain() >> b & 1 == 1 {
                    3.0
                } else {
                    0.0
                };
                let reserve = if self.on_track(EventKind::TaxCollector) {
                    8.0
                } else {
                    0.0
                };
                if gold - cost >= reserve {
                    8.0 + wanted + SITE[b as usize].price as f32 * 0.2
                } else {
                    -1.0
                }
            }
            Action::BuildMaterials(b) => 10.0 + SITE[b as usize].price as f32 * 0.2,
            Action::Invest { .. } => -5.0,
            Action::Deliver { pos, resource } => {
                let c = self.track[pos as usize];
                let vp = EVENTS[c as usize].vp() as f32;
                vp * VP + 6.0 + SITE[resource as usize].price as f32 * 0.3
            }
            Action::Donate => 3.0 * VP,
            Action::EndTurn => 0.0,
            Action::Surrender(site) => -(self.sale_price(site) as f32),
            Action::BidTens(_) | Action::BidUnits(_) => 0.0,
        }
    }

    /// A sealed bid: a few gold for a bribe, a third or so of one's gold
    /// for the Tax Collector (never the least, with luck).
    pub(super) fn target_bid<R: Rng + ?Sized>(&self, me: usize, rng: &mut R) -> u16 {
        let gold = self.p[me].gold.min(super::rules::MAX_BID);
        let want = if EVENTS[self.res.event as usize] == EventKind::TaxCollector {
            gold * 2 / 3 + rng.random_range(0..3u16)
        } else {
            6 + rng.random_range(0..8u16)
        };
        want.min(gold)
    }
}

impl Heuristic for Crafters {
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let mut list = ActionList::new();
        self.legal_actions(&mut list);
        let me = self.decider as usize;
        if self.phase == Phase::Bid {
            // The state cannot remember the target between the two steps,
            // so the units are drawn afresh: close enough for a baseline.
            let want = self.target_bid(me, rng);
            let step = match list[0] {
                Action::BidTens(_) => Action::BidTens((want / 10) as u8),
                _ => Action::BidUnits((want % 10) as u8),
            };
            return if list.contains(&step) { step } else { list[0] };
        }
        let mut best = list[0];
        let mut best_score = f32::NEG_INFINITY;
        for &a in list.iter() {
            let v = self.score(me, a) + rng.random::<f32>() * 0.25;
            if v > best_score {
                best_score = v;
                best = a;
            }
        }
        best
    }
}
