//! A rule-based Value Crafter player: the baseline agent and the rollout
//! policy. It values a product by the best revenue its available values
//! could earn now, bids up to that worth less a margin (capped by its
//! cash), keeps a product as auctioneer only while it is worth more than
//! the price plus that margin, launches where it earns most,
//! and plays market events where they hurt rivals or help itself. It never
//! allocates.

use rand::Rng;
use rand::RngExt;

use super::actions::*;
use super::content::*;
use super::rules::{min_wilds_all, type_counts};
use super::state::*;
use super::{ActionList, ValueCrafter};
use crate::game::{Heuristic, Rules};

/// Draft preference per kind (higher first).
const DRAFT_RANK: [f32; KIND_COUNT] = [
    2.0, // Uncertain Political Climate
    2.5, // Positive Economic Outlook
    2.6, // Positive Reviews
    2.2, // Distributor
    1.5, // Market Speculation
    0.6, // The New Order
    1.2, // Master Auctioneer
    1.0, // Take Two!
    1.8, // Penny Pincher
    3.0, // Wild Card
    1.4, // Zero Waste
    0.9, // Trendspotter
    2.0, // Product Makeover
    2.4, // Advertising Agency
    0.8, // Market Saturation
    0.7, // Razor and Blade
];

/// The least a bidder keeps for itself below a product's worth, in dollars.
const BID_MARGIN: f32 = 1.0;
/// The share of a product's worth a bidder keeps for itself, when larger.
const BID_SHARE: f32 = 0.1;

/// What the board offers one seat now, computed once a decision: every
/// offering the heuristic weighs reads the same markets, and scanning them
/// per offering was most of a rollout's time.
struct Outlook {
    /// Each market's first free spot's revenue, as the worth's first term
    /// (`None`: saturated or full).
    revenue: [Option<f32>; MARKET_COUNT],
    /// Markets under Positive Economic Outlook.
    boosted: u16,
    /// Markets where the seat has an offering.
    here: u16,
    /// Wild Cards the seat holds (at most 4 count).
    wilds: u8,
}

impl ValueCrafter {
    fn outlook(&self, s: u8) -> Outlook {
        let mut o = Outlook {
            revenue: [None; MARKET_COUNT],
            boosted: 0,
            here: self.presence(s),
            wilds: bag_count(self.hands[s as usize], Kind::WildCard).min(4),
        };
        for m in 0..MARKET_COUNT {
            if self.market_open(m) {
                o.revenue[m] = Some(revenue(m, self.first_free(m).unwrap_or(0)) as f32);
            }
            if self.marker[m] == Kind::PositiveEconomicOutlook as u8 {
                o.boosted |= 1 << m;
            }
        }
        o
    }

    /// What an offering of these values is worth to the seat of `o` now:
    /// the best first free spot it reaches (Wild Cards cost a little), plus
    /// a little for a market where it has no rocket yet.
    fn offering_worth(o: &Outlook, values: u64) -> f32 {
        let need = min_wilds_all(type_counts(values), o.wilds);
        let mut best = 0.0f32;
        for m in 0..MARKET_COUNT {
            let Some(revenue) = o.revenue[m] else {
                continue;
            };
            let w = need[m];
            if w == NONE {
                continue;
            }
            let mut v = revenue - 1.5 * w as f32;
            if o.boosted >> m & 1 == 1 {
                v += 2.0;
            }
            if o.here >> m & 1 == 0 {
                v += 0.8;
            }
            best = best.max(v);
        }
        best
    }

    /// The values of `product` seat `s` could take from the display now.
    fn available_values(&self, product: u8) -> u64 {
        let mut m = 0u64;
        for &v in PRODUCTS[product as usize].values {
            if self.vdisplay >> v & 1 == 1 {
                m |= 1 << v;
            }
        }
        m
    }

    fn product_worth(&self, o: &Outlook, slot: usize) -> f32 {
        let p = self.row[slot];
        if p == NONE {
            return 0.0;
        }
        let mut w = Self::offering_worth(o, self.available_values(p));
        if slot == STAR {
            w += self.star_cubes as f32 * 0.8;
        }
        w
    }

    /// The highest bid seat `s` makes for a product worth `worth` to it:
    /// the worth less the premium and a margin (the larger of `BID_MARGIN`
    /// and `BID_SHARE` of the worth), rounded down and capped by what `s`
    /// can pay; 0 when nothing is left.
    fn bid_target(&self, s: u8, worth: f32) -> u8 {
        let t = worth - self.premium() as f32 - BID_MARGIN.max(worth * BID_SHARE);
        if t < 1.0 {
            0
        } else {
            (t.min(MAX_BID as f32) as u8).min(self.bid_cap(s))
        }
    }

    /// How much seat `s` likes `a`; `worth` is the auctioned product's worth
    /// to `s` and `target` its highest bid (`bid_target`), both computed once
    /// a decision, as is the board's `Outlook` when an action needs it.
    fn score(&self, s: u8, a: Action, worth: f32, target: u8, o: &mut Option<Outlook>) -> f32 {
        let su = s as usize;
        match a {
            Action::Draft(k) => DRAFT_RANK[k as usize & 15],
            Action::Pass => 0.0,
            Action::NewOrder => -0.5,
            Action::MasterAuctioneer => 1.0,
            Action::Buy(n) => {
                if self.cubes[su] >= 5 {
                    0.4 * n as f32
                } else {
                    -1.0
                }
            }
            Action::Event { event, market } => {
                let m = market as usize;
                let mine = self.offerings_in(s, m) as f32;
                let others = (0..4u8)
                    .filter(|&o| o != s)
                    .map(|o| self.offerings_in(o, m) as f32)
                    .sum::<f32>();
                let free = self.free_spots(m) as f32;
                match MARKET_EVENTS[event as usize % 5] {
                    Kind::UncertainPoliticalClimate => 3.0 * (others - 1.5 * mine) - 5.0,
                    Kind::PositiveEconomicOutlook => 2.0 * (mine - 0.5 * others) - 2.5,
                    Kind::PositiveReviews => 1.5,
                    Kind::MarketSpeculation => free - 2.5,
                    _ => -2.0,
                }
            }
            Action::Auction(slot) => {
                let o = o.get_or_insert_with(|| self.outlook(s));
                self.product_worth(o, slot as usize) - PREMIUM[slot as usize] as f32 * 0.3
            }
            Action::Bid(b) => {
                // Bid the most this product is worth to `s` less a margin
                // (its own target), not the least that beats the last bid;
                // pass when the target does not beat it.
                if b > target {
                    -1.0
                } else {
                    let card = if self.phase == Phase::TakeTwo {
                        1.0
                    } else {
                        0.0
                    };
                    2.0 - card - 0.5 * (target - b) as f32
                }
            }
            Action::Trendspotter => -0.3,
            Action::Keep => {
                if self.high_bidder == NONE {
                    if worth > 0.5 { 1.0 } else { -1.0 }
                } else {
                    // Keep when the product is still worth more than the
                    // price plus the margin a bidder would keep for itself.
                    worth - BID_MARGIN.max(worth * BID_SHARE) - (self.high + self.premium()) as f32
                }
            }
            Action::Award => 0.0,
            Action::Discard => 0.0,
            Action::PennyPincher => 2.0,
            Action::Pay(c) => -(c as f32) * 0.3,
            Action::Take(m) => {
                // The set that crafts the best offering, then the larger.
                let got = slot_values(self.product, m);
                let o = o.get_or_insert_with(|| self.outlook(s));
                Self::offering_worth(o, got) + 0.1 * m.count_ones() as f32
            }
            Action::ZeroWaste(m) => {
                let extra = slot_values(self.product, m);
                let o = o.get_or_insert_with(|| self.outlook(s));
                Self::offering_worth(o, self.held | extra)
                    - Self::offering_worth(o, self.held)
                    - 1.0
            }
            Action::Launch {
                market,
                wilds,
                mods,
            } => {
                let m = market as usize;
                let free = self.free_spots(m);
                let spot = if mods & MOD_DISTRIBUTOR != 0 {
                    self.last_free(m)
                } else {
                    self.first_free(m)
                }
                .unwrap_or(0);
                let mut v = revenue(m, spot) as f32 - 1.5 * wilds as f32;
                if self.marker[m] == Kind::PositiveEconomicOutlook as u8 {
                    v += 2.0;
                }
                if o.get_or_insert_with(|| self.outlook(s)).here >> m & 1 == 0 {
                    v += 0.8;
                }
                if mods & (MOD_MAKEOVER | MOD_AGENCY) != 0 {
                    v -= 1.0 * (mods & 3).count_ones() as f32;
                }
                if mods & MOD_DISTRIBUTOR != 0 {
                    v += 2.0 * (free as f32 - 1.0) * 0.6 - 1.0;
                }
                if mods & MOD_RAZOR != 0 {
                    v -= 1.0;
                }
                v
            }
            Action::NoLaunch => 0.0,
        }
    }
}

impl Heuristic for ValueCrafter {
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let mut list = ActionList::new();
        self.legal_actions(&mut list);
        let s = self.current;
        let mut outlook = None;
        let worth = match self.phase {
            Phase::Bid | Phase::TakeTwo | Phase::Resolve if (self.slot as usize) < ROW => {
                let o = outlook.get_or_insert_with(|| self.outlook(s));
                self.product_worth(o, self.slot as usize)
            }
            _ => 0.0,
        };
        let target = self.bid_target(s, worth);
        let mut best = list.first().copied().unwrap_or(Action::Pass);
        let mut best_score = f32::NEG_INFINITY;
        for &a in list.iter() {
            let v = self.score(s, a, worth, target, &mut outlook) + rng.random::<f32>() * 0.25;
            if v > best_score {
                best_score = v;
                best = a;
            }
        }
        best
    }
}
