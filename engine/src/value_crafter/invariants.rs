//! What makes a Value Crafter state consistent: every card in one place, every
//! counter in range. The conformance suite checks it after each action and
//! loading a save checks it, so a patched save cannot reach the rules.

use super::*;
use crate::game::{InvariantError, Invariants};

impl Invariants for ValueCrafter {
    /// Version 1 is unsupported: its markets had other spots (37 in the
    /// last design), so its boards mean nothing in the 31-spot game.
    fn migrate(version: u16, _body: &[u8]) -> Result<Self, crate::LoadError> {
        match version {
            1 => Err(crate::LoadError::Retired {
                game: "Value Crafter",
                version: 1,
                detail: "(markets of up to 37 spots, before 2026-11-25) cannot be read: \
                         its markets changed to 31 spots",
            }),
            _ => Err(crate::LoadError::UnsupportedVersion {
                found: version,
                expected: <Self as crate::game::Rules>::SAVE_VERSION,
            }),
        }
    }

    /// Card conservation and counter ranges.
    fn check_invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let over = self.phase == Phase::Over;
        ensure!(over || self.current < 4, "current seat {}", self.current);
        ensure!(
            !over || self.current == NONE,
            "a seat to move after the end"
        );
        ensure!(
            self.first < 4 && self.base < 4 && self.auctioneer < 4,
            "seat fields"
        );
        ensure!(self.master == NONE || self.master < 4, "master auctioneer");
        ensure!(
            self.round <= ROUNDS && self.auction < AUCTIONS_PER_ROUND,
            "round counters"
        );
        ensure!(
            self.draft_round <= DRAFT_PICKS && self.done <= 4,
            "lap counters"
        );
        ensure!(
            (self.phase == Phase::Draft) == (self.draft_round < DRAFT_PICKS),
            "draft progress"
        );
        ensure!(over || self.round < ROUNDS, "play after round 12");

        // Function cards: every copy of every kind in exactly one place.
        ensure!(self.fdeck_len <= FUNCTION_COUNT, "function deck length");
        let mut fdeck_bag = 0u64;
        for &k in &self.fdeck[..self.fdeck_len as usize] {
            ensure!((k as usize) < KIND_COUNT, "function card kind {k}");
            fdeck_bag += bag_one(Kind::from_u8(k));
        }
        ensure!(
            self.fdeck[self.fdeck_len as usize..]
                .iter()
                .all(|&k| k == 0),
            "stale function deck entries"
        );
        for k in KINDS {
            let mut n = bag_count(self.fdiscard, k) as u32 + bag_count(fdeck_bag, k) as u32;
            for s in 0..PLAYERS {
                n += bag_count(self.hands[s], k) as u32 + bag_count(self.packs[s], k) as u32;
            }
            ensure!(
                n == COPIES[k as usize] as u32,
                "{} copies of {} (expected {})",
                n,
                k.name(),
                COPIES[k as usize]
            );
        }
        if self.phase == Phase::Draft {
            let t = self.draft_round;
            for s in 0..PLAYERS as u8 {
                let picked = t + (s < self.done) as u8;
                ensure!(self.hand_len(s) == picked, "seat {s} drafted {picked}");
                ensure!(
                    bag_len(self.packs[s as usize]) == DRAFT_HAND - picked,
                    "pack size"
                );
            }
            ensure!(self.current == self.done, "draft order");
            ensure!(self.fdeck_len == 14 && self.fdiscard == 0, "undealt cards");
        } else {
            ensure!(self.packs.iter().all(|&p| p == 0), "packs after the draft");
        }

        // Value cards.
        ensure!(self.vdeck_len <= VALUE_COUNT, "value deck length");
        let mut seen = 0u64;
        for &v in &self.vdeck[..self.vdeck_len as usize] {
            ensure!(v < VALUE_COUNT, "value id {v}");
            ensure!(seen >> v & 1 == 0, "value {v} twice in the deck");
            seen |= 1 << v;
        }
        ensure!(
            self.vdeck[self.vdeck_len as usize..]
                .iter()
                .all(|&v| v == 0),
            "stale value deck entries"
        );
        for (set, what) in [
            (self.vdisplay, "display"),
            (self.vdiscard, "discard"),
            (self.held, "offering"),
        ] {
            ensure!(set & seen == 0, "value card in two places ({what})");
            seen |= set;
        }
        ensure!(seen == ALL_VALUES, "value cards lost");
        ensure!(
            self.vdisplay.count_ones() <= VALUE_DISPLAY,
            "display overfull"
        );
        ensure!(
            self.vdeck_len > 0 || self.vdiscard == 0,
            "empty value deck not reshuffled"
        );
        ensure!(
            self.vdisplay.count_ones() == VALUE_DISPLAY
                || self.vdeck_len == 0
                || self.phase == Phase::Take,
            "value display not refilled"
        );
        for s in 0..PLAYERS {
            ensure!(
                self.peek[s] <= TREND_LOOK && self.peek[s] <= self.vdeck_len,
                "peek"
            );
        }
        ensure!(self.trend < 16, "trend seats");
        let launching = matches!(self.phase, Phase::Take | Phase::Launch);
        ensure!(
            self.held == 0 || self.phase == Phase::Launch,
            "held values outside a launch"
        );
        ensure!(
            launching == (self.product != NONE),
            "product being launched"
        );
        if launching {
            ensure!(self.product < PRODUCT_COUNT, "product id");
            ensure!(self.winner == self.current, "launcher");
            let mine: u64 = PRODUCTS[self.product as usize]
                .values
                .iter()
                .map(|&v| 1u64 << v)
                .sum();
            ensure!(self.held & !mine == 0, "a value that does not match");
        }

        // Products.
        ensure!(self.pdeck_len <= PRODUCT_COUNT, "product deck length");
        let mut seen = 0u64;
        for &p in &self.pdeck[..self.pdeck_len as usize] {
            ensure!(p < PRODUCT_COUNT && seen >> p & 1 == 0, "product deck");
            seen |= 1 << p;
        }
        ensure!(
            self.pdeck[self.pdeck_len as usize..]
                .iter()
                .all(|&p| p == 0),
            "stale product deck entries"
        );
        let mut filled = false;
        for (i, &p) in self.row.iter().enumerate() {
            if p == NONE && self.phase == Phase::Take && i == self.slot as usize {
                continue;
            }
            if p == NONE {
                ensure!(!filled, "gap in the product row");
                continue;
            }
            filled = true;
            ensure!(p < PRODUCT_COUNT && seen >> p & 1 == 0, "product row");
            seen |= 1 << p;
        }
        ensure!(
            self.pdeck_len == 0 || self.row[0] != NONE || launching,
            "row not refilled"
        );
        ensure!(self.pdiscard & seen == 0, "discarded product elsewhere");
        seen |= self.pdiscard;
        if self.product != NONE {
            ensure!(seen >> self.product & 1 == 0, "product in two places");
            seen |= 1 << self.product;
        }
        ensure!(seen == ALL_PRODUCTS, "product cards lost");
        let auction_on = matches!(
            self.phase,
            Phase::Bid | Phase::TakeTwo | Phase::Resolve | Phase::Pay
        );
        ensure!(
            (auction_on || self.phase == Phase::Take) == ((self.slot as usize) < ROW),
            "auction slot outside an auction"
        );
        if auction_on {
            ensure!(self.row[self.slot as usize] != NONE, "auctioned slot empty");
            ensure!(
                self.current != self.auctioneer
                    || matches!(self.phase, Phase::Resolve | Phase::Pay),
                "auctioneer bidding"
            );
        }
        ensure!(
            self.high_bidder == NONE || (self.high_bidder < 4 && self.high > 0),
            "high bid"
        );
        ensure!(self.high <= MAX_BID, "bid too high");
        ensure!(self.phase != Phase::Pay || self.price > 0, "nothing to pay");
        ensure!(self.winner == NONE || self.winner < 4, "winner");

        // Cubes, rockets, money, markets.
        let held_cubes: u32 = self.cubes.iter().map(|&c| c as u32).sum();
        ensure!(
            held_cubes + self.star_cubes as u32 <= CUBES as u32,
            "bonus cubes"
        );
        for s in 0..PLAYERS as u8 {
            let placed = self
                .spots
                .iter()
                .flatten()
                .filter(|&&o| o != NONE && o & !BLOCKER == s)
                .count() as u32;
            ensure!(
                placed + self.rockets[s as usize] as u32 == ROCKETS as u32,
                "rockets of seat {s}"
            );
            ensure!(
                over || self.money[s as usize] < END_MONEY,
                "play goes on after $100"
            );
            ensure!(self.money[s as usize] <= 1000, "money out of range");
        }
        for m in 0..MARKET_COUNT {
            for &o in self.market_spots(m) {
                ensure!(o == NONE || o & !BLOCKER < 4, "spot owner");
            }
            ensure!(
                self.spots[m][spot_count(m)..].iter().all(|&o| o == NONE),
                "a spot past the market's last"
            );
            let k = self.marker[m];
            ensure!(
                k == NONE
                    || matches!(
                        Kind::from_u8(k),
                        Kind::UncertainPoliticalClimate
                            | Kind::PositiveEconomicOutlook
                            | Kind::PositiveReviews
                            | Kind::Distributor
                            | Kind::MarketSpeculation
                            | Kind::MarketSaturation
                    ) && k < 16,
                "marker kind"
            );
            ensure!(
                (k == NONE) == (self.marker_owner[m] == NONE)
                    && (k == NONE || self.marker_owner[m] < 4),
                "marker owner"
            );
        }
        ensure!(
            over || !self.ends_now() || self.phase == Phase::Draft,
            "an end trigger went unnoticed"
        );
        Ok(())
    }
}
