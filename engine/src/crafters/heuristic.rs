//! A rule-based Crafters player: the baseline agent and the rollout
//! policy. It scores each legal action in rough gold (events and tokens
//! first, then profitable making, building, selling what cannot be made
//! into anything better) and never allocates.

use rand::Rng;
use rand::RngExt;

use super::content::*;
use super::state::{NONE, Phase};
use super::{Action, ActionList, Crafters};
use crate::bitset::Set32;
use crate::game::{Heuristic, Rules};

/// Rough gold value of a victory point.
const VP: f32 = 7.0;

/// What the town asks and offers the seat to move, computed once a
/// main-phase decision: every sale and making the heuristic weighs reads
/// the same track and buildings, and rescanning them per action made
/// heuristic games about a fifth slower (the same moves either way).
struct Outlook {
    /// Goods the track asks for.
    wanted: u32,
    /// Those goods and everything they are made from.
    wanted_chain: u32,
    /// A Fair is on the track.
    fair: bool,
    /// A Tax Collector is on the track.
    tax: bool,
    /// The Auditor's targets, if an Auditor is on the track.
    audited: Set32,
    /// Sites some building in town takes its input from.
    consumed: u32,
    /// Per track position, the goods its Foreign Traders (if any) raise.
    traded: [u32; 3],
    /// What the Fairs on the track add to every good's price.
    fair_rise: u16,
    /// Per building, the gain of making there now (`-inf`: cannot, or no
    /// action of this decision asks).
    make: [f32; SITES],
}

impl Outlook {
    /// Outside the main phase nothing reads the outlook.
    const IDLE: Outlook = Outlook {
        wanted: 0,
        wanted_chain: 0,
        fair: false,
        tax: false,
        audited: Set32::EMPTY,
        consumed: 0,
        traded: [0; 3],
        fair_rise: 0,
        make: [f32::NEG_INFINITY; SITES],
    };

    /// `makes`: some action of the decision sells or makes, so the gains
    /// of making are needed.
    fn of(g: &Crafters, me: usize, makes: bool) -> Outlook {
        let built = g.built.intersect(BUILDINGS);
        let mut o = Outlook {
            wanted: g.wanted(),
            wanted_chain: g.wanted_chain(),
            fair: false,
            tax: g.on_track(EventKind::TaxCollector),
            audited: if g.on_track(EventKind::Auditor) {
                g.auditor_targets()
            } else {
                Set32::EMPTY
            },
            consumed: 0,
            traded: [0; 3],
            fair_rise: 0,
            make: [f32::NEG_INFINITY; SITES],
        };
        for (pos, &c) in g.track.iter().enumerate() {
            if c != NONE {
                o.traded[pos] = TRADED[c as usize] & !((1 << RESOURCES) - 1);
                if EVENTS[c as usize] == EventKind::Fair {
                    o.fair_rise += 2;
                }
            }
        }
        o.fair = o.fair_rise > 0;
        for t in built {
            o.consumed |= INPUTS[t as usize];
            if makes && g.can_make(me, t) {
                o.make[t as usize] = o.make_gain(g, me, t);
            }
        }
        o
    }

    /// [`Crafters::sale_price`] from the track read once.
    fn price(&self, site: u8) -> u16 {
        let mut p = SITE[site as usize].price as u16;
        if site as usize >= RESOURCES {
            for t in self.traded {
                p += 2 * (t >> site & 1) as u16;
            }
            p += self.fair_rise;
        }
        p
    }

    /// What making at `t` earns: the good's price less its inputs', less
    /// the fee at another's building, plus a little for bonuses.
    fn make_gain(&self, g: &Crafters, me: usize, t: u8) -> f32 {
        let site = &SITE[t as usize];
        let mut gain = self.price(t) as f32;
        let mut inputs = 0;
        for &i in &site.inputs {
            if i != NONE {
                gain -= self.price(i) as f32;
                inputs += 1;
            }
        }
        if g.owner[t as usize] != me as u8 {
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

    /// Best gain of making something from a unit at `site` now.
    fn best_make_from(&self, site: u8) -> f32 {
        let mut best = f32::NEG_INFINITY;
        for t in Set32(CONSUMERS[site as usize]) {
            best = best.max(self.make[t as usize]);
        }
        best
    }
}

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
        for g in Set32(w) {
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

    /// Which kinds of events on the track ask players to hold goods or gold.
    fn on_track(&self, kind: EventKind) -> bool {
        self.track
            .iter()
            .any(|&c| c != NONE && EVENTS[c as usize] == kind)
    }

    fn sell_score(&self, me: usize, site: u8, look: &Outlook) -> f32 {
        if self.phase == Phase::Place {
            // Free a worker as cheaply as possible.
            return 1.0 - self.sale_price(site) as f32 * 0.1;
        }
        let price = look.price(site) as f32;
        let last = self.p[me].workers[site as usize] == 1;
        if GOODS.contains(site) && last && look.fair {
            return -2.0;
        }
        if look.audited.contains(site) {
            return -2.0;
        }
        if look.best_make_from(site) > 0.0 || look.wanted_chain >> site & 1 == 1 {
            return -1.0;
        }
        let boosted = price > SITE[site as usize].price as f32;
        let gold = self.p[me].gold;
        let consumer = look.consumed >> site & 1 == 1;
        if boosted || !consumer || gold < 4 {
            1.0 + price * 0.1
        } else {
            -0.5
        }
    }

    /// The action's rough worth in gold; `look` is read only in the main
    /// phase (elsewhere it may be [`Outlook::IDLE`]).
    fn score(&self, me: usize, a: Action, look: &Outlook) -> f32 {
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
            Action::Sell(site) => self.sell_score(me, site, look),
            Action::SellBonus { site, resource } => {
                self.sell_score(me, site, look) + SITE[resource as usize].price as f32 * 0.3
            }
            Action::TakeToken(_) => 2.0 * VP + 4.0,
            Action::BuyResource(r) => {
                if look.consumed >> r & 1 == 1 && gold >= 10.0 {
                    1.5 + SITE[r as usize].price as f32 * 0.1
                } else {
                    -1.0
                }
            }
            Action::Make(t) => {
                let g = look.make[t as usize];
                if look.wanted_chain >> t & 1 == 1 {
                    6.0 + g.max(0.0) + if look.wanted >> t & 1 == 1 { 4.0 } else { 0.0 }
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
                let wanted = if look.wanted_chain >> b & 1 == 1 {
                    3.0
                } else {
                    0.0
                };
                let reserve = if look.tax { 8.0 } else { 0.0 };
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
    fn target_bid<R: Rng + ?Sized>(&self, me: usize, rng: &mut R) -> u16 {
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
        let look = if self.phase == Phase::Main {
            let makes = list.iter().any(|a| {
                matches!(
                    a,
                    Action::Sell(_) | Action::SellBonus { .. } | Action::Make(_)
                )
            });
            Outlook::of(self, me, makes)
        } else {
            Outlook::IDLE
        };
        let mut best = list[0];
        let mut best_score = f32::NEG_INFINITY;
        for &a in list.iter() {
            let v = self.score(me, a, &look) + rng.random::<f32>() * 0.25;
            if v > best_score {
                best_score = v;
                best = a;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Config, ToMove};
    use crate::rng::GameRng;

    /// The outlook read once a decision agrees with the rules' own prices,
    /// makings and Auditor targets in every main-phase state of random
    /// games, so caching it cannot change a move.
    #[test]
    fn the_outlook_agrees_with_the_rules() {
        let mut checked = 0;
        for players in 2..=4 {
            for seed in 0..20 {
                let mut g = Crafters::setup(&Config::players(players), seed).unwrap();
                let mut rng = GameRng::new(seed);
                while let ToMove::Player(_) = g.to_move() {
                    if g.phase == Phase::Main {
                        let me = g.decider as usize;
                        let look = Outlook::of(&g, me, true);
                        let built = g.built.intersect(BUILDINGS);
                        for site in 0..SITES as u8 {
                            assert_eq!(look.price(site), g.sale_price(site));
                            let consumer = built
                                .iter()
                                .any(|t| SITE[t as usize].inputs.contains(&site));
                            assert_eq!(look.consumed >> site & 1 == 1, consumer);
                            let makes = g.can_make(me, site);
                            assert_eq!(look.make[site as usize].is_finite(), makes);
                        }
                        assert_eq!(look.fair, g.on_track(EventKind::Fair));
                        if g.on_track(EventKind::Auditor) {
                            assert_eq!(look.audited, g.auditor_targets());
                        } else {
                            assert!(look.audited.is_empty());
                        }
                        checked += 1;
                    }
                    let a = g.heuristic_action(&mut rng);
                    g.apply(a).unwrap();
                }
            }
        }
        assert!(checked > 1000, "only {checked} main-phase states");
    }
}
