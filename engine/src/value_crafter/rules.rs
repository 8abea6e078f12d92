//! Value Crafter rules: setup and the draft, rounds of auctions, taking
//! values, the display refills, crafting and launching, function cards,
//! the end triggers and final scoring.

use super::actions::*;
use super::content::*;
use super::events::Event;
use super::state::*;
use super::{ActionList, ValueCrafter};
use super::{actions, content, state};
use crate::game::{
    ActionError, Config, GameInfo, Rules, SeatValues, SetupError, ToMove, split_ties,
};
use crate::game::{Audience, EventSink};
use crate::rng::GameRng;

/// Distinct-type range each shape allows: I holds one or two types in a
/// line, L exactly two (one per arm), T exactly three, X all four.
const fn type_range(level: u8, shape: u8) -> (u8, u8) {
    match shape {
        SHAPE_I => (1, if level < 2 { level } else { 2 }),
        SHAPE_L => (2, 2),
        SHAPE_T => (3, 3),
        _ => (4, 4),
    }
}

/// Type counts (Functional, Emotional, Social, Transformational) of a set
/// of value cards.
#[inline]
pub(super) fn type_counts(values: u64) -> [u8; 4] {
    const MASK: u64 = (1 << 11) - 1;
    [
        (values & MASK).count_ones() as u8,
        (values >> 11 & MASK).count_ones() as u8,
        (values >> 22 & MASK).count_ones() as u8,
        (values >> 33 & MASK).count_ones() as u8,
    ]
}

/// The fewest Wild Cards (at most `wilds`) with which values of these type
/// counts craft an offering for each market (its own market, no modifier
/// card), or NONE. Some subset of `r = level - w` real values with `k`
/// distinct types, plus `w` wilds of free types, must show exactly the
/// number of distinct types the shape needs; with `r` real values `k` can
/// be anything from the fewest types holding `r` cards to `min(r, types)`.
pub(super) fn min_wilds_all(counts: [u8; 4], wilds: u8) -> [u8; MARKET_COUNT] {
    if counts.iter().all(|&c| c <= 4) && wilds <= 4 {
        let code = counts[0] as usize * 125
            + counts[1] as usize * 25
            + counts[2] as usize * 5
            + counts[3] as usize;
        return MIN_WILDS[code][wilds as usize];
    }
    compute_min_wilds(counts, wilds)
}

/// `min_wilds_all` for every type count up to 4 and up to 4 Wild Cards
/// (an offering has at most 4 values, so this covers every case).
static MIN_WILDS: [[[u8; MARKET_COUNT]; 5]; 625] = {
    let mut t = [[[NONE; MARKET_COUNT]; 5]; 625];
    let mut code = 0;
    while code < 625 {
        let counts = [
            (code / 125) as u8,
            (code / 25 % 5) as u8,
            (code / 5 % 5) as u8,
            (code % 5) as u8,
        ];
        let mut w = 0;
        while w < 5 {
            t[code][w] = compute_min_wilds(counts, w as u8);
            w += 1;
        }
        code += 1;
    }
    t
};

const fn compute_min_wilds(counts: [u8; 4], wilds: u8) -> [u8; MARKET_COUNT] {
    let total = counts[0] as u16 + counts[1] as u16 + counts[2] as u16 + counts[3] as u16;
    let mut present = 0u8;
    let mut sorted = counts;
    let mut i = 0;
    while i < 4 {
        if counts[i] > 0 {
            present += 1;
        }
        // Insertion sort, largest first.
        let mut j = i;
        while j > 0 && sorted[j - 1] < sorted[j] {
            let x = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = x;
            j -= 1;
        }
        i += 1;
    }
    // kmin[r]: the fewest types that hold r of the cards.
    let mut kmin = [NONE; 5];
    kmin[0] = 0;
    let mut acc = 0u16;
    let mut j = 0;
    while j < 4 {
        let mut r = acc + 1;
        while r <= acc + sorted[j] as u16 && r <= 4 {
            kmin[r as usize] = j as u8 + 1;
            r += 1;
        }
        acc += sorted[j] as u16;
        j += 1;
    }
    let mut out = [NONE; MARKET_COUNT];
    let mut m = 0;
    while m < MARKET_COUNT {
        let (level, shape) = MARKETS[m];
        let (lo, hi) = type_range(level, shape);
        let top = if wilds < level { wilds } else { level };
        let mut w = 0;
        while w <= top {
            let r = level - w;
            if r as u16 <= total {
                let kmax = if r < present { r } else { present };
                let mut need = lo;
                let mut fits = false;
                while need <= hi {
                    let a = need.saturating_sub(w);
                    let klo = if kmin[r as usize] > a {
                        kmin[r as usize]
                    } else {
                        a
                    };
                    let khi = if kmax < need { kmax } else { need };
                    if klo <= khi {
                        fits = true;
                    }
                    need += 1;
                }
                if fits {
                    out[m] = w;
                    break;
                }
            }
            w += 1;
        }
        m += 1;
    }
    out
}

/// Every bid, `Bid(b)` at index `b - 1`, copied into action lists as a slice.
static BIDS: [Action; MAX_BID as usize] = {
    let mut t = [Action::Pass; MAX_BID as usize];
    let mut i = 0;
    while i < MAX_BID as usize {
        t[i] = Action::Bid(i as u8 + 1);
        i += 1;
    }
    t
};

/// The nibbles of the market events in a hand (see `Bag`).
const EVENT_NIBBLES: u64 = {
    let mut m = 0u64;
    let mut i = 0;
    while i < MARKET_EVENTS.len() {
        m |= 15 << (4 * MARKET_EVENTS[i] as u32);
        i += 1;
    }
    m
};

/// Every payment, `Pay(c)` at index `c`.
static PAYS: [Action; MAX_PAY as usize + 1] = {
    let mut t = [Action::Pass; MAX_PAY as usize + 1];
    let mut i = 0;
    while i <= MAX_PAY as usize {
        t[i] = Action::Pay(i as u8);
        i += 1;
    }
    t
};

impl ValueCrafter {
    pub(super) fn new_game(seed: u64) -> Self {
        let mut rng = GameRng::new(seed);
        let mut vdeck = [0u8; 44];
        for (i, v) in vdeck.iter_mut().enumerate() {
            *v = i as u8;
        }
        rng.shuffle(&mut vdeck);
        let mut vdisplay = 0u64;
        let mut vdeck_len = 44u8;
        for _ in 0..VALUE_DISPLAY {
            vdeck_len -= 1;
            vdisplay |= 1 << vdeck[vdeck_len as usize];
            vdeck[vdeck_len as usize] = 0;
        }
        let mut pdeck = [0u8; 48];
        for (i, p) in pdeck.iter_mut().enumerate() {
            *p = i as u8;
        }
        rng.shuffle(&mut pdeck);
        let mut pdeck_len = 48u8;
        let mut row = [NONE; ROW];
        for slot in row.iter_mut() {
            pdeck_len -= 1;
            *slot = pdeck[pdeck_len as usize];
            pdeck[pdeck_len as usize] = 0;
        }
        // The 42 function cards, shuffled; 7 to each seat's pack.
        let mut cards = [0u8; 42];
        let mut n = 0;
        for k in 0..KIND_COUNT {
            for _ in 0..COPIES[k] {
                cards[n] = k as u8;
                n += 1;
            }
        }
        rng.shuffle(&mut cards);
        let mut packs = [0u64; PLAYERS];
        for (s, pack) in packs.iter_mut().enumerate() {
            for &k in &cards[s * 7..s * 7 + 7] {
                *pack += bag_one(Kind::from_u8(k));
            }
        }
        let mut fdeck = [0u8; 42];
        let rest = 42 - 7 * PLAYERS;
        fdeck[..rest].copy_from_slice(&cards[7 * PLAYERS..]);
        ValueCrafter {
            rng,
            phase: Phase::Draft,
            current: 0,
            first: 0,
            master: NONE,
            round: 0,
            auction: 0,
            auctioneer: 0,
            base: 0,
            done: 0,
            draft_round: 0,
            hands: [0; PLAYERS],
            packs,
            fdeck,
            fdeck_len: rest as u8,
            fdiscard: 0,
            vdeck,
            vdeck_len,
            vdisplay,
            vdiscard: 0,
            held: 0,
            peek: [0; PLAYERS],
            pdeck,
            pdeck_len,
            row,
            pdiscard: 0,
            slot: NONE,
            product: NONE,
            high: 0,
            high_bidder: NONE,
            trend: 0,
            price: 0,
            winner: NONE,
            penny: false,
            money: [START_MONEY; PLAYERS],
            cubes: [0; PLAYERS],
            star_cubes: 0,
            rockets: [ROCKETS; PLAYERS],
            spots: [[NONE; MAX_SPOTS]; MARKET_COUNT],
            marker: [NONE; MARKET_COUNT],
            marker_owner: [NONE; MARKET_COUNT],
        }
    }

    // ----- small queries -----

    #[inline]
    pub(super) fn has(&self, s: u8, k: Kind) -> bool {
        bag_has(self.hands[s as usize], k)
    }

    #[inline]
    pub(super) fn hand_len(&self, s: u8) -> u8 {
        bag_len(self.hands[s as usize])
    }

    /// Bonus cubes in the stock.
    #[inline]
    pub(super) fn stock(&self) -> u8 {
        CUBES - self.star_cubes - self.cubes.iter().sum::<u8>()
    }

    #[inline]
    pub(super) fn premium(&self) -> u8 {
        if (self.slot as usize) < ROW {
            PREMIUM[self.slot as usize]
        } else {
            0
        }
    }

    /// The most seat `s` can pay for an auction item: money, bonus cubes,
    /// and the $3 of a Penny Pincher in hand.
    #[inline]
    pub(super) fn can_pay(&self, s: u8) -> u16 {
        self.money[s as usize]
            + self.cubes[s as usize] as u16
            + 3 * self.has(s, Kind::PennyPincher) as u16
    }

    /// The highest bid seat `s` may make now.
    #[inline]
    pub(super) fn bid_cap(&self, s: u8) -> u8 {
        self.can_pay(s)
            .saturating_sub(self.premium() as u16)
            .min(MAX_BID as u16) as u8
    }

    /// The spots market `m` has, first spot first (the state's row is
    /// longer for markets with fewer than `MAX_SPOTS`).
    #[inline]
    pub(super) fn market_spots(&self, m: usize) -> &[u8] {
        &self.spots[m][..spot_count(m)]
    }

    /// The first free spot of market `m` (where an offering goes).
    #[inline]
    pub(super) fn first_free(&self, m: usize) -> Option<usize> {
        self.market_spots(m).iter().position(|&o| o == NONE)
    }

    /// The last free spot of market `m` (Razor and Blade's "last available
    /// spot", Distributor's "lowest revenue spot").
    #[inline]
    pub(super) fn last_free(&self, m: usize) -> Option<usize> {
        self.market_spots(m).iter().rposition(|&o| o == NONE)
    }

    /// Offerings (not Razor and Blade rockets) of seat `s` in market `m`.
    #[inline]
    pub(super) fn offerings_in(&self, s: u8, m: usize) -> u8 {
        self.market_spots(m).iter().filter(|&&o| o == s).count() as u8
    }

    #[inline]
    pub(super) fn free_spots(&self, m: usize) -> u8 {
        self.market_spots(m).iter().filter(|&&o| o == NONE).count() as u8
    }

    /// Whether a new offering may enter market `m` (not saturated, a spot free).
    #[inline]
    pub(super) fn market_open(&self, m: usize) -> bool {
        self.marker[m] != Kind::MarketSaturation as u8 && self.free_spots(m) > 0
    }

    /// The natural market each of seat `s`'s held values (plus Wild Cards)
    /// reaches, as the fewest Wild Cards needed (NONE: unreachable).
    pub(super) fn min_wild_table(&self, s: u8) -> [u8; MARKET_COUNT] {
        let wilds = bag_count(self.hands[s as usize], Kind::WildCard).min(4);
        min_wilds_all(type_counts(self.held), wilds)
    }

    /// For target market `t`: the Wild Cards needed with each modifier set
    /// (bit 0 Product Makeover, bit 1 Advertising Agency), NONE where that
    /// set is not offered. A set is offered only if the player holds its
    /// cards and no smaller set needs as few Wild Cards: a card that
    /// changes nothing is never spent.
    pub(super) fn launch_variants(&self, s: u8, minw: &[u8; MARKET_COUNT], t: usize) -> [u8; 4] {
        let hm = self.has(s, Kind::ProductMakeover);
        let ha = self.has(s, Kind::AdvertisingAgency);
        if !hm && !ha {
            return [minw[t], NONE, NONE, NONE];
        }
        let mut w = [NONE; 4];
        for (set, slot) in w.iter_mut().enumerate() {
            if (set & 1 == 1 && !hm) || (set & 2 == 2 && !ha) {
                continue;
            }
            let mut src = SOURCES[t][set];
            let mut best = NONE;
            while src != 0 {
                let n = src.trailing_zeros() as usize;
                src &= src - 1;
                best = best.min(minw[n]);
            }
            *slot = best;
        }
        let mut out = [NONE; 4];
        for set in 0..4usize {
            if w[set] == NONE {
                continue;
            }
            let dominated = (0..set).any(|sub| sub & set == sub && w[sub] <= w[set]);
            if !dominated {
                out[set] = w[set];
            }
        }
        out
    }

    #[inline]
    fn razor_ok(&self, s: u8, t: usize) -> bool {
        self.has(s, Kind::RazorAndBlade) && self.free_spots(t) >= 2 && self.rockets[s as usize] >= 2
    }

    #[inline]
    fn distributor_ok(&self, s: u8, t: usize) -> bool {
        self.has(s, Kind::Distributor) && self.marker[t] == NONE
    }

    fn launch_legal(&self, s: u8, market: u8, wilds: u8, mods: u8) -> bool {
        let t = market as usize;
        if t >= MARKET_COUNT || mods >= 16 || !self.market_open(t) || self.rockets[s as usize] == 0
        {
            return false;
        }
        if mods & MOD_RAZOR != 0 && !self.razor_ok(s, t) {
            return false;
        }
        if mods & MOD_DISTRIBUTOR != 0 && !self.distributor_ok(s, t) {
            return false;
        }
        let minw = self.min_wild_table(s);
        let v = self.launch_variants(s, &minw, t);
        v[(mods & 3) as usize] == wilds
    }

    /// Whether seat `s` can launch without playing a function card (no
    /// Wild Card, Product Makeover or Advertising Agency): only then is the
    /// launch compulsory, since the book says a player *may* play its cards.
    fn any_free_launch(&self, s: u8) -> bool {
        if self.rockets[s as usize] == 0 {
            return false;
        }
        let minw = self.min_wild_table(s);
        (0..MARKET_COUNT).any(|t| self.market_open(t) && minw[t] == 0)
    }

    /// Product slots whose value is in the display (low nibble) and in the
    /// part of the value deck the winner looked at with Trendspotter.
    fn take_sources(&self) -> (u8, u8) {
        let w = self.winner;
        let values = PRODUCTS[self.product as usize].values;
        let looked = if self.trend >> w & 1 == 1 {
            let k = self.peek[w as usize] as usize;
            let len = self.vdeck_len as usize;
            let mut m = 0u64;
            for &v in &self.vdeck[len - k..len] {
                m |= 1 << v;
            }
            m
        } else {
            0
        };
        let (mut disp, mut deck) = (0u8, 0u8);
        for (i, &v) in values.iter().enumerate() {
            if self.vdisplay >> v & 1 == 1 {
                disp |= 1 << i;
            } else if looked >> v & 1 == 1 {
                deck |= 1 << i;
            }
        }
        (disp, deck)
    }

    /// Product slots whose value lies in the value discard pile.
    fn zero_waste_sources(&self) -> u8 {
        let mut m = 0;
        for (i, &v) in PRODUCTS[self.product as usize].values.iter().enumerate() {
            if self.vdiscard >> v & 1 == 1 {
                m |= 1 << i;
            }
        }
        m
    }

    /// A winner who holds Penny Pincher and cannot cover the price
    /// otherwise must play it (its $3 counted towards the bid limit).
    fn penny_needed(&self) -> bool {
        let w = self.winner;
        !self.penny
            && self.has(w, Kind::PennyPincher)
            && self.price as u16 > self.money[w as usize] + self.cubes[w as usize] as u16
    }

    fn pay_range(&self) -> (u8, u8) {
        let w = self.winner as usize;
        let maxc = self.cubes[w].min(self.price);
        if (self.price - maxc) as u16 > self.money[w] {
            // Cannot cover it: every cube and all the money go (money
            // never falls below $0).
            (maxc, maxc)
        } else {
            let minc = (self.price as u16).saturating_sub(self.money[w]) as u8;
            (minc, maxc)
        }
    }

    // ----- legal actions -----

    /// Trendspotter is played "before placing a bid": only at a bidding
    /// turn where the seat can bid (in the Take Two! window, only with a
    /// Take Two! in hand), once per auction, with a value deck to look at.
    #[inline]
    fn trend_ok(&self, s: u8) -> bool {
        self.has(s, Kind::Trendspotter)
            && self.trend >> s & 1 == 0
            && self.vdeck_len > 0
            && self.can_bid(s)
    }

    /// Whether seat `s`, at its bidding turn, may place a bid now.
    #[inline]
    fn can_bid(&self, s: u8) -> bool {
        (self.phase == Phase::Bid || self.has(s, Kind::TakeTwo)) && self.bid_cap(s) > self.high
    }

    fn can_keep(&self) -> bool {
        self.can_pay(self.auctioneer) >= self.high as u16 + self.premium() as u16
    }

    /// What any seat may do at any of its own decisions in the game proper:
    /// buy function cards with bonus cubes, and play the market events.
    fn free_actions(&self, s: u8, out: &mut ActionList) {
        let c = self.cubes[s as usize];
        if c >= 2 && self.fdeck_len >= 1 {
            out.push(Action::Buy(1));
        }
        if c >= 3 && self.fdeck_len >= 2 {
            out.push(Action::Buy(2));
        }
        let hand = self.hands[s as usize];
        if hand & EVENT_NIBBLES == 0 {
            return;
        }
        let mut open = 0u16;
        for m in 0..MARKET_COUNT {
            if self.marker[m] == NONE {
                open |= 1 << m;
            }
        }
        for (e, &kind) in MARKET_EVENTS.iter().enumerate() {
            if !bag_has(hand, kind) {
                continue;
            }
            let mut ms = if kind == Kind::PositiveReviews {
                open & self.offering_mask(s)
            } else {
                open
            };
            while ms != 0 {
                let m = ms.trailing_zeros() as u8;
                ms &= ms - 1;
                out.push(Action::Event {
                    event: e as u8,
                    market: m,
                });
            }
        }
    }

    /// Markets (bits) holding at least one offering of seat `s`.
    fn offering_mask(&self, s: u8) -> u16 {
        let mut bits = 0u16;
        for m in 0..MARKET_COUNT {
            if self.market_spots(m).contains(&s) {
                bits |= 1 << m;
            }
        }
        bits
    }

    fn free_ok(&self, s: u8, a: Action) -> bool {
        match a {
            Action::Buy(1) => self.cubes[s as usize] >= 2 && self.fdeck_len >= 1,
            Action::Buy(2) => self.cubes[s as usize] >= 3 && self.fdeck_len >= 2,
            Action::Event { event, market } if event < 5 && market < 10 => {
                let kind = MARKET_EVENTS[event as usize];
                let m = market as usize;
                self.has(s, kind)
                    && self.marker[m] == NONE
                    && (kind != Kind::PositiveReviews || self.offerings_in(s, m) > 0)
            }
            _ => false,
        }
    }

    /// Whether `a` is one of `legal`'s actions, checked directly (the
    /// conformance suite sweeps every id to hold the two in agreement).
    pub(super) fn is_legal(&self, a: Action) -> bool {
        let s = self.current;
        if self.phase == Phase::Draft {
            return matches!(a, Action::Draft(k) if (k as usize) < KIND_COUNT
                && bag_has(self.packs[s as usize], Kind::from_u8(k)));
        }
        if matches!(a, Action::Buy(_) | Action::Event { .. }) {
            return self.phase != Phase::Over && self.free_ok(s, a);
        }
        match (self.phase, a) {
            (Phase::RoundStart, Action::Pass) => true,
            (Phase::RoundStart, Action::NewOrder) => self.has(s, Kind::TheNewOrder),
            (Phase::RoundStart, Action::MasterAuctioneer) => {
                self.has(s, Kind::MasterAuctioneer) && self.master == NONE
            }
            (Phase::Choose, Action::Auction(slot)) => {
                (slot as usize) < ROW && self.row[slot as usize] != NONE
            }
            (Phase::Bid | Phase::TakeTwo, Action::Pass) => true,
            (Phase::Bid | Phase::TakeTwo, Action::Bid(b)) => {
                (self.phase == Phase::Bid || self.has(s, Kind::TakeTwo))
                    && b > self.high
                    && b <= self.bid_cap(s)
            }
            (Phase::Bid | Phase::TakeTwo, Action::Trendspotter) => self.trend_ok(s),
            (Phase::Resolve, Action::Keep) => self.high_bidder == NONE || self.can_keep(),
            (Phase::Resolve, Action::Discard) => self.high_bidder == NONE,
            (Phase::Resolve, Action::Award) => self.high_bidder != NONE,
            (Phase::Pay, Action::PennyPincher) => self.has(s, Kind::PennyPincher) && !self.penny,
            (Phase::Pay, Action::Pay(c)) => {
                if self.penny_needed() {
                    return false;
                }
                let (lo, hi) = self.pay_range();
                (lo..=hi).contains(&c)
            }
            (Phase::Take, Action::Take(m)) => {
                let (disp, deck) = self.take_sources();
                m & !(disp | deck) == 0
                    && (m & deck).count_ones() <= 2
                    && m.count_ones() <= MAX_OFFERING_VALUES
            }
            (Phase::Launch, Action::ZeroWaste(m)) => {
                self.has(s, Kind::ZeroWaste)
                    && m != 0
                    && m & !self.zero_waste_sources() == 0
                    && m.count_ones() <= 2
                    && self.held.count_ones() + m.count_ones() <= MAX_OFFERING_VALUES
            }
            (
                Phase::Launch,
                Action::Launch {
                    market,
                    wilds,
                    mods,
                },
            ) => self.launch_legal(s, market, wilds, mods),
            (Phase::Launch, Action::NoLaunch) => !self.any_free_launch(s),
            _ => false,
        }
    }

    pub(super) fn illegal_reason(&self) -> &'static str {
        match self.phase {
            Phase::Draft => "not a card in the pack in front of you",
            Phase::RoundStart => {
                "at the start of a round: pass, The New Order, Master Auctioneer, a market event or buying cards"
            }
            Phase::Choose => "choose a product in the display",
            Phase::Bid => "bid more than the last bid and no more than you can pay, or pass",
            Phase::TakeTwo => "an additional bid needs Take Two! and must beat the last bid",
            Phase::Resolve => "award, keep (if you can pay) or, with no bids, discard",
            Phase::Pay => "pay with cubes so that the rest is covered by your money",
            Phase::Take => {
                "take at most 4 of the product's values, from the display (or Trendspotter's look)"
            }
            Phase::Launch => "not an offering you can craft and launch into an open market",
            Phase::Over => "the game is over",
        }
    }

    // ----- applying actions -----

    /// Moves one card of kind `k` from seat `s`'s hand to the discard pile.
    fn spend<S: EventSink<Event>>(&mut self, s: u8, k: Kind, market: u8, sink: &mut S) {
        self.hands[s as usize] -= bag_one(k);
        self.fdiscard += bag_one(k);
        sink.emit(
            Audience::All,
            Event::Played {
                player: s,
                kind: k as u8,
                market,
            },
        );
    }

    fn gain<S: EventSink<Event>>(&mut self, s: u8, amount: u16, sink: &mut S) {
        self.money[s as usize] += amount;
        sink.emit(
            Audience::All,
            Event::Money {
                player: s,
                delta: amount as i16,
            },
        );
    }

    fn draft<S: EventSink<Event>>(&mut self, s: u8, k: Kind, sink: &mut S) {
        self.packs[s as usize] -= bag_one(k);
        self.hands[s as usize] += bag_one(k);
        sink.emit(
            Audience::Only(s),
            Event::Drafted {
                player: s,
                kind: k as u8,
            },
        );
        sink.emit(Audience::AllBut(s), Event::PickedFaceDown { player: s });
        self.done += 1;
        if self.done < PLAYERS as u8 {
            self.current = self.done;
            return;
        }
        // Pass left: the pack in front of seat s goes to seat s + 1.
        let p = self.packs;
        for i in 0..PLAYERS {
            self.packs[(i + 1) % PLAYERS] = p[i];
        }
        self.done = 0;
        self.current = 0;
        self.draft_round += 1;
        if self.draft_round < DRAFT_PICKS {
            return;
        }
        // The cards nobody kept join the undealt ones as the function deck.
        for i in 0..PLAYERS {
            self.onto_function_deck(self.packs[i]);
            self.packs[i] = 0;
        }
        let len = self.fdeck_len as usize;
        self.rng.shuffle(&mut self.fdeck[..len]);
        self.start_round(sink);
    }

    /// Puts every card of `bag` on the function deck, in kind order.
    pub(super) fn onto_function_deck(&mut self, mut bag: Bag) {
        for k in KINDS {
            while bag_has(bag, k) {
                bag -= bag_one(k);
                self.fdeck[self.fdeck_len as usize] = k as u8;
                self.fdeck_len += 1;
            }
        }
    }

    fn start_round<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.master = NONE;
        self.auction = 0;
        self.done = 0;
        self.base = self.first;
        self.phase = Phase::RoundStart;
        self.advance_round_window(sink);
    }

    /// The next seat (from the first player) holding any function card
    /// gets the start-of-round window; hand sizes are public.
    fn advance_round_window<S: EventSink<Event>>(&mut self, sink: &mut S) {
        while self.done < PLAYERS as u8 {
            let s = (self.base + self.done) % 4;
            if self.hand_len(s) > 0 {
                self.current = s;
                return;
            }
            self.done += 1;
        }
        self.start_auction(sink);
    }

    fn start_auction<S: EventSink<Event>>(&mut self, sink: &mut S) {
        if self.row.iter().all(|&p| p == NONE) {
            // End trigger 1: no more products to auction.
            return self.finish(sink);
        }
        self.auctioneer = if self.master != NONE {
            self.master
        } else {
            (self.first + self.auction) % 4
        };
        self.slot = NONE;
        self.phase = Phase::Choose;
        self.current = self.auctioneer;
    }

    fn next_bidder<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.done += 1;
        if self.done < 3 {
            self.current = (self.auctioneer + 1 + self.done) % 4;
        } else {
            self.phase = Phase::TakeTwo;
            self.done = 0;
            self.advance_take_two(sink);
        }
    }

    /// Take Two! window: one lap from the auctioneer's left over the seats
    /// that hold a function card and could outbid (counting a Penny
    /// Pincher's $3 for everyone, since hands are hidden).
    pub(super) fn take_two_eligible(&self, s: u8) -> bool {
        self.hand_len(s) > 0
            && self.money[s as usize] + self.cubes[s as usize] as u16 + 3
                > self.high as u16 + self.premium() as u16
    }

    fn advance_take_two<S: EventSink<Event>>(&mut self, _sink: &mut S) {
        while self.done < 3 {
            let s = (self.auctioneer + 1 + self.done) % 4;
            if self.take_two_eligible(s) {
                self.current = s;
                return;
            }
            self.done += 1;
        }
        self.phase = Phase::Resolve;
        self.current = self.auctioneer;
    }

    fn payment<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let w = self.winner;
        if self.cubes[w as usize] > 0 || self.hand_len(w) > 0 {
            self.phase = Phase::Pay;
            self.current = w;
        } else {
            let (lo, _) = self.pay_range();
            self.pay(lo, sink);
        }
    }

    fn pay<S: EventSink<Event>>(&mut self, c: u8, sink: &mut S) {
        let w = self.winner as usize;
        self.cubes[w] -= c;
        let owed = (self.price - c) as u16;
        let paid = owed.min(self.money[w]);
        self.money[w] -= paid;
        sink.emit(
            Audience::All,
            Event::Paid {
                player: w as u8,
                money: paid,
                cubes: c,
            },
        );
        self.won(sink);
    }

    fn won<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let slot = self.slot as usize;
        let w = self.winner;
        self.product = self.row[slot];
        self.row[slot] = NONE;
        sink.emit(
            Audience::All,
            Event::Won {
                player: w,
                product: self.product,
            },
        );
        if slot == STAR && self.star_cubes > 0 {
            self.cubes[w as usize] += self.star_cubes;
            sink.emit(
                Audience::All,
                Event::BonusCubes {
                    player: w,
                    cubes: self.star_cubes,
                },
            );
            self.star_cubes = 0;
        }
        self.held = 0;
        self.phase = Phase::Take;
        self.current = w;
    }

    fn take<S: EventSink<Event>>(&mut self, m: u8, sink: &mut S) {
        let (disp, _) = self.take_sources();
        let values = PRODUCTS[self.product as usize].values;
        let mut got = 0u64;
        for (i, &v) in values.iter().enumerate() {
            if m >> i & 1 == 0 {
                continue;
            }
            got |= 1 << v;
            if disp >> i & 1 == 1 {
                self.vdisplay &= !(1 << v);
            } else {
                self.remove_from_deck(v);
            }
        }
        self.held = got;
        sink.emit(
            Audience::All,
            Event::ValuesTaken {
                player: self.current,
                values: got,
            },
        );
        if self.vdeck_len == 0 {
            self.reshuffle(sink);
        }
        self.refill_row(sink);
        self.refill_values(sink);
        self.phase = Phase::Launch;
    }

    /// Takes value `v` out of the value deck; seats that had seen it lose
    /// sight of one card fewer.
    fn remove_from_deck(&mut self, v: u8) {
        let len = self.vdeck_len as usize;
        let Some(i) = self.vdeck[..len].iter().position(|&x| x == v) else {
            return;
        };
        let from_top = (len - 1 - i) as u8;
        for p in self.peek.iter_mut() {
            if *p > from_top {
                *p -= 1;
            }
        }
        self.vdeck.copy_within(i + 1..len, i);
        self.vdeck_len -= 1;
        self.vdeck[self.vdeck_len as usize] = 0;
    }

    /// A bonus cube on the ★ product if another one left, the row slides
    /// right over the gap, and a new product fills the leftmost space.
    fn refill_row<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let slot = self.slot as usize;
        if slot != STAR && self.row[STAR] != NONE && self.stock() > 0 {
            self.star_cubes += 1;
        }
        for i in (1..=slot).rev() {
            self.row[i] = self.row[i - 1];
        }
        self.row[0] = NONE;
        if self.pdeck_len > 0 {
            self.pdeck_len -= 1;
            let p = self.pdeck[self.pdeck_len as usize];
            self.pdeck[self.pdeck_len as usize] = 0;
            self.row[0] = p;
            sink.emit(Audience::All, Event::ProductFlipped { product: p });
        }
        self.slot = NONE;
    }

    fn refill_values<S: EventSink<Event>>(&mut self, sink: &mut S) {
        while self.vdisplay.count_ones() < VALUE_DISPLAY && self.vdeck_len > 0 {
            self.vdeck_len -= 1;
            let v = self.vdeck[self.vdeck_len as usize];
            self.vdeck[self.vdeck_len as usize] = 0;
            for p in self.peek.iter_mut() {
                *p = p.saturating_sub(1);
            }
            self.vdisplay |= 1 << v;
            sink.emit(Audience::All, Event::ValueDealt { value: v });
            if self.vdeck_len == 0 {
                self.reshuffle(sink);
            }
        }
    }

    /// "If ever the value deck is empty": the discard pile, shuffled, is
    /// the new deck at once.
    fn reshuffle<S: EventSink<Event>>(&mut self, sink: &mut S) {
        if self.vdeck_len != 0 || self.vdiscard == 0 {
            return;
        }
        let mut n = 0;
        let mut d = self.vdiscard;
        while d != 0 {
            self.vdeck[n] = d.trailing_zeros() as u8;
            d &= d - 1;
            n += 1;
        }
        self.rng.shuffle(&mut self.vdeck[..n]);
        self.vdeck_len = n as u8;
        self.vdiscard = 0;
        self.peek = [0; PLAYERS];
        sink.emit(Audience::All, Event::ValueDeckReshuffled);
    }

    pub(super) fn market_event<S: EventSink<Event>>(
        &mut self,
        s: u8,
        k: Kind,
        m: usize,
        sink: &mut S,
    ) {
        self.spend(s, k, m as u8, sink);
        self.marker[m] = k as u8;
        self.marker_owner[m] = s;
        match k {
            Kind::UncertainPoliticalClimate => {
                for i in 0..spot_count(m) {
                    let o = self.spots[m][i];
                    if o < 4 {
                        let loss = self.money[o as usize].min(3);
                        self.money[o as usize] -= loss;
                        sink.emit(
                            Audience::All,
                            Event::Money {
                                player: o,
                                delta: -(loss as i16),
                            },
                        );
                    }
                }
            }
            Kind::PositiveEconomicOutlook => {
                for i in 0..spot_count(m) {
                    let o = self.spots[m][i];
                    if o < 4 {
                        self.gain(o, 2, sink);
                    }
                }
            }
            Kind::PositiveReviews => self.gain(s, 3, sink),
            _ => {}
        }
    }

    pub(super) fn launch<S: EventSink<Event>>(
        &mut self,
        s: u8,
        m: usize,
        wilds: u8,
        mods: u8,
        sink: &mut S,
    ) {
        for _ in 0..wilds {
            self.spend(s, Kind::WildCard, m as u8, sink);
        }
        for (bit, kind) in [
            (MOD_MAKEOVER, Kind::ProductMakeover),
            (MOD_AGENCY, Kind::AdvertisingAgency),
            (MOD_RAZOR, Kind::RazorAndBlade),
            (MOD_DISTRIBUTOR, Kind::Distributor),
        ] {
            if mods & bit != 0 {
                self.spend(s, kind, m as u8, sink);
            }
        }
        let idx = if mods & MOD_DISTRIBUTOR != 0 {
            self.last_free(m)
        } else {
            self.first_free(m)
        }
        .unwrap_or(0);
        self.spots[m][idx] = s;
        self.rockets[s as usize] -= 1;
        let mut earned = revenue(m, idx) as u16;
        if self.marker[m] == Kind::PositiveEconomicOutlook as u8 {
            earned += 2;
        }
        self.money[s as usize] += earned;
        sink.emit(
            Audience::All,
            Event::Launched {
                player: s,
                market: m as u8,
                spot: idx as u8,
                revenue: earned as u8,
            },
        );
        let owner = self.marker_owner[m];
        if owner != s {
            if self.marker[m] == Kind::Distributor as u8 {
                self.gain(owner, 2, sink);
            } else if self.marker[m] == Kind::MarketSpeculation as u8 {
                self.gain(owner, 1, sink);
            }
        }
        if mods & MOD_DISTRIBUTOR != 0 {
            self.marker[m] = Kind::Distributor as u8;
            self.marker_owner[m] = s;
        }
        if mods & MOD_RAZOR != 0 {
            let j = self.last_free(m).unwrap_or(0);
            self.spots[m][j] = s | BLOCKER;
            self.rockets[s as usize] -= 1;
            sink.emit(
                Audience::All,
                Event::Blocked {
                    player: s,
                    market: m as u8,
                    spot: j as u8,
                },
            );
        }
    }

    fn finish_launch<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.vdiscard |= self.held;
        self.held = 0;
        self.pdiscard |= 1 << self.product;
        self.product = NONE;
        self.winner = NONE;
        self.price = 0;
        if self.vdeck_len == 0 {
            self.reshuffle(sink);
        }
        self.end_auction(sink);
    }

    /// No bid, no Trendspotter look and no Penny Pincher in this auction
    /// yet.
    fn clear_bids(&mut self) {
        self.high = 0;
        self.high_bidder = NONE;
        self.trend = 0;
        self.penny = false;
    }

    fn end_auction<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.clear_bids();
        self.auction += 1;
        if self.auction < AUCTIONS_PER_ROUND {
            return self.start_auction(sink);
        }
        self.auction = 0;
        self.round += 1;
        if self.round >= ROUNDS {
            return self.finish(sink);
        }
        self.start_round(sink);
    }

    /// End triggers 2–4, which end the game the moment they happen.
    pub(super) fn ends_now(&self) -> bool {
        if self.phase == Phase::Draft {
            return false;
        }
        self.money.iter().any(|&m| m >= END_MONEY)
            || self.rockets.contains(&0)
            || (0..MARKET_COUNT).all(|m| !self.market_open(m))
    }

    /// Combined revenue (printed spots, events ignored), rockets and best
    /// single offering of seat `s` in market `m`.
    pub(super) fn dominance_key(&self, s: u8, m: usize) -> (u16, u8, u8) {
        let mut combined = 0u16;
        let mut rockets = 0u8;
        let mut best = 0u8;
        for (i, &o) in self.market_spots(m).iter().enumerate() {
            if o & !BLOCKER == s {
                rockets += 1;
                if o == s {
                    combined += revenue(m, i) as u16;
                    best = best.max(revenue(m, i) + 1);
                }
            }
        }
        (combined, rockets, best)
    }

    /// The market leader of `m`, if any seat has a rocket there and the
    /// tie-breaks find one.
    pub(super) fn leader(&self, m: usize) -> Option<u8> {
        let mut best: Option<(u8, (u16, u8, u8))> = None;
        let mut tied = false;
        for s in 0..PLAYERS as u8 {
            let key = self.dominance_key(s, m);
            if key.1 == 0 {
                continue;
            }
            match best {
                Some((_, b)) if key < b => {}
                Some((_, b)) if key == b => tied = true,
                _ => {
                    best = Some((s, key));
                    tied = false;
                }
            }
        }
        match best {
            Some((s, _)) if !tied => Some(s),
            _ => None,
        }
    }

    /// Markets (bits) where seat `s` has at least one rocket.
    pub(super) fn presence(&self, s: u8) -> u16 {
        let mut bits = 0u16;
        for m in 0..MARKET_COUNT {
            if self
                .market_spots(m)
                .iter()
                .any(|&o| o != NONE && o & !BLOCKER == s)
            {
                bits |= 1 << m;
            }
        }
        bits
    }

    /// Dominance, diversification and specialization bonuses of seat `s`.
    pub(super) fn bonuses(&self, s: u8) -> u16 {
        let mut total = 0;
        for m in 0..MARKET_COUNT {
            if self.leader(m) == Some(s) {
                total += 2;
            }
        }
        let here = self.presence(s);
        for (markets, bonus) in LEVEL_MARKETS.iter().chain(SHAPE_MARKETS.iter()) {
            if here & markets == *markets {
                total += bonus;
            }
        }
        total
    }

    pub(super) fn finish<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.call_off(sink);
        let mut b = [0u16; PLAYERS];
        for s in 0..PLAYERS {
            b[s] = self.bonuses(s as u8);
        }
        for s in 0..PLAYERS {
            self.money[s] += b[s];
            sink.emit(
                Audience::All,
                Event::Bonus {
                    player: s as u8,
                    amount: b[s],
                },
            );
        }
        self.phase = Phase::Over;
        self.current = NONE;
        sink.emit(Audience::All, Event::GameOver);
    }
}

impl Rules for ValueCrafter {
    const INFO: GameInfo = GameInfo {
        id: "value-crafter",
        name: "Value Crafter",
        min_players: 4,
        max_players: 4,
        options: &[],
    };
    /// 2: markets of at most 4 spots (31 in all).
    const SAVE_VERSION: u16 = 2;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Event = Event;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        config.resolve(&Self::INFO)?;
        Ok(ValueCrafter::new_game(seed))
    }

    fn num_players(&self) -> usize {
        PLAYERS
    }

    /// The book's four triggers (§9), read off the final state; where two
    /// hold at once the first listed here is named.
    fn end_reason(&self) -> Option<&'static str> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(if self.rockets.contains(&0) {
            "a player placed their last rocket"
        } else if (0..content::MARKET_COUNT).all(|m| !self.market_open(m)) {
            "no spot was left in the markets"
        } else if self.round >= state::ROUNDS || self.row.iter().all(|&p| p == state::NONE) {
            "no products were left to auction"
        } else {
            "a player reached $100"
        })
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.current)
        }
    }

    fn legal_actions(&self, out: &mut ActionList) {
        out.clear();
        let s = self.current;
        match self.phase {
            Phase::Over => return,
            Phase::Draft => {
                for k in 0..KIND_COUNT as u8 {
                    if bag_has(self.packs[s as usize], Kind::from_u8(k)) {
                        out.push(Action::Draft(k));
                    }
                }
                return;
            }
            Phase::RoundStart => {
                out.push(Action::Pass);
                if self.has(s, Kind::TheNewOrder) {
                    out.push(Action::NewOrder);
                }
                if self.has(s, Kind::MasterAuctioneer) && self.master == NONE {
                    out.push(Action::MasterAuctioneer);
                }
            }
            Phase::Choose => {
                for slot in 0..ROW as u8 {
                    if self.row[slot as usize] != NONE {
                        out.push(Action::Auction(slot));
                    }
                }
            }
            Phase::Bid | Phase::TakeTwo => {
                out.push(Action::Pass);
                if self.phase == Phase::Bid || self.has(s, Kind::TakeTwo) {
                    let cap = self.bid_cap(s) as usize;
                    if cap > self.high as usize {
                        // Bid(b) sits at BIDS[b - 1].
                        let _ = out.try_extend_from_slice(&BIDS[self.high as usize..cap]);
                    }
                }
                if self.trend_ok(s) {
                    out.push(Action::Trendspotter);
                }
            }
            Phase::Resolve => {
                if self.high_bidder == NONE {
                    out.push(Action::Keep);
                    out.push(Action::Discard);
                } else {
                    out.push(Action::Award);
                    if self.can_keep() {
                        out.push(Action::Keep);
                    }
                }
            }
            Phase::Pay => {
                if self.has(s, Kind::PennyPincher) && !self.penny {
                    out.push(Action::PennyPincher);
                }
                if !self.penny_needed() {
                    let (lo, hi) = self.pay_range();
                    let _ = out.try_extend_from_slice(&PAYS[lo as usize..=hi as usize]);
                }
            }
            Phase::Take => {
                let (disp, deck) = self.take_sources();
                let all = disp | deck;
                let mut m = all;
                loop {
                    if (m & deck).count_ones() <= 2 && m.count_ones() <= MAX_OFFERING_VALUES {
                        out.push(Action::Take(m));
                    }
                    if m == 0 {
                        break;
                    }
                    m = (m - 1) & all;
                }
            }
            Phase::Launch => {
                if self.has(s, Kind::ZeroWaste) {
                    let src = self.zero_waste_sources();
                    let room = MAX_OFFERING_VALUES
                        .saturating_sub(self.held.count_ones())
                        .min(2);
                    let mut m = src;
                    while m != 0 {
                        if m.count_ones() <= room {
                            out.push(Action::ZeroWaste(m));
                        }
                        m = (m - 1) & src;
                    }
                }
                // A launch needing no function card makes launching
                // compulsory (`any_free_launch`, computed on the way).
                let mut free = false;
                if self.rockets[s as usize] > 0 {
                    let minw = self.min_wild_table(s);
                    for t in 0..MARKET_COUNT {
                        if !self.market_open(t) {
                            continue;
                        }
                        free |= minw[t] == 0;
                        let v = self.launch_variants(s, &minw, t);
                        let razor = self.razor_ok(s, t);
                        let dist = self.distributor_ok(s, t);
                        for (set, &w) in v.iter().enumerate() {
                            if w == NONE {
                                continue;
                            }
                            for extra in
                                [0, MOD_RAZOR, MOD_DISTRIBUTOR, MOD_RAZOR | MOD_DISTRIBUTOR]
                            {
                                if (extra & MOD_RAZOR != 0 && !razor)
                                    || (extra & MOD_DISTRIBUTOR != 0 && !dist)
                                {
                                    continue;
                                }
                                out.push(Action::Launch {
                                    market: t as u8,
                                    wilds: w,
                                    mods: set as u8 | extra,
                                });
                            }
                        }
                    }
                }
                if !free {
                    out.push(Action::NoLaunch);
                }
            }
        }
        self.free_actions(s, out);
    }

    #[inline]
    fn check_legal(&self, a: Action) -> Result<(), ActionError> {
        if self.is_legal(a) {
            Ok(())
        } else {
            Err(ActionError::Illegal(self.illegal_reason()))
        }
    }

    fn step<S: EventSink<Event>>(&mut self, a: Action, sink: &mut S) {
        let s = self.current;
        let su = s as usize;
        match a {
            Action::Draft(k) => return self.draft(s, Kind::from_u8(k), sink),
            Action::Buy(n) => {
                self.cubes[su] -= n + 1;
                for _ in 0..n {
                    self.fdeck_len -= 1;
                    let k = self.fdeck[self.fdeck_len as usize];
                    self.fdeck[self.fdeck_len as usize] = 0;
                    self.hands[su] += bag_one(Kind::from_u8(k));
                    sink.emit(Audience::Only(s), Event::Drew { player: s, kind: k });
                }
                sink.emit(
                    Audience::All,
                    Event::BoughtCards {
                        player: s,
                        cards: n,
                    },
                );
            }
            Action::Event { event, market } => {
                self.market_event(s, MARKET_EVENTS[event as usize], market as usize, sink)
            }
            Action::Pass => match self.phase {
                Phase::RoundStart => {
                    self.done += 1;
                    self.advance_round_window(sink);
                }
                Phase::Bid => {
                    sink.emit(Audience::All, Event::Passed { player: s });
                    self.next_bidder(sink);
                }
                _ => {
                    self.done += 1;
                    self.advance_take_two(sink);
                }
            },
            Action::NewOrder => {
                self.spend(s, Kind::TheNewOrder, NONE, sink);
                self.first = s;
            }
            Action::MasterAuctioneer => {
                self.spend(s, Kind::MasterAuctioneer, NONE, sink);
                self.master = s;
            }
            Action::Auction(slot) => {
                self.slot = slot;
                self.clear_bids();
                self.done = 0;
                sink.emit(
                    Audience::All,
                    Event::AuctionStarted {
                        auctioneer: s,
                        product: self.row[slot as usize],
                        premium: PREMIUM[slot as usize],
                    },
                );
                self.phase = Phase::Bid;
                self.current = (self.auctioneer + 1) % 4;
            }
            Action::Bid(b) => {
                self.high = b;
                self.high_bidder = s;
                sink.emit(
                    Audience::All,
                    Event::Bid {
                        player: s,
                        amount: b,
                    },
                );
                if self.phase == Phase::TakeTwo {
                    self.spend(s, Kind::TakeTwo, NONE, sink);
                    self.done += 1;
                    self.advance_take_two(sink);
                } else {
                    self.next_bidder(sink);
                }
            }
            Action::Trendspotter => {
                self.spend(s, Kind::Trendspotter, NONE, sink);
                self.trend |= 1 << s;
                let look = TREND_LOOK.min(self.vdeck_len);
                self.peek[su] = self.peek[su].max(look);
                sink.emit(
                    Audience::Only(s),
                    Event::Looked {
                        player: s,
                        cards: look,
                    },
                );
            }
            Action::Keep => {
                self.winner = self.auctioneer;
                if self.high_bidder == NONE {
                    self.price = 0;
                    self.won(sink);
                } else {
                    self.price = self.high + self.premium();
                    self.payment(sink);
                }
            }
            Action::Award => {
                self.winner = self.high_bidder;
                self.price = self.high + self.premium();
                self.payment(sink);
            }
            Action::Discard => {
                let slot = self.slot as usize;
                let product = self.row[slot];
                self.row[slot] = NONE;
                self.pdiscard |= 1 << product;
                sink.emit(Audience::All, Event::ProductDiscarded { product });
                if slot == STAR {
                    // Nobody took the ★ product: its cubes go back to the stock.
                    self.star_cubes = 0;
                }
                self.refill_row(sink);
                self.end_auction(sink);
            }
            Action::PennyPincher => {
                self.spend(s, Kind::PennyPincher, NONE, sink);
                self.penny = true;
                self.price = self.price.saturating_sub(3);
                if self.price == 0 {
                    self.won(sink);
                }
            }
            Action::Pay(c) => self.pay(c, sink),
            Action::Take(m) => self.take(m, sink),
            Action::ZeroWaste(m) => {
                self.spend(s, Kind::ZeroWaste, NONE, sink);
                let got = slot_values(self.product, m);
                self.vdiscard &= !got;
                self.held |= got;
                sink.emit(
                    Audience::All,
                    Event::ValuesTaken {
                        player: s,
                        values: got,
                    },
                );
            }
            Action::Launch {
                market,
                wilds,
                mods,
            } => {
                self.launch(s, market as usize, wilds, mods, sink);
                self.finish_launch(sink);
            }
            Action::NoLaunch => self.finish_launch(sink),
        }
        // Only launches and market events move money up, place rockets or
        // close markets.
        if matches!(a, Action::Launch { .. } | Action::Event { .. })
            && self.phase != Phase::Over
            && self.ends_now()
        {
            self.finish(sink);
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        self.money.iter().map(|&m| m as f64).collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        // Most money wins; tied players share the victory.
        split_ties(PLAYERS, |s| self.money[s])
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn max_game_length(&self) -> usize {
        // Draft: 6 picks × 4 seats. Each of 12 rounds: a window seat each,
        // and per auction: choose, 3 bids, 3 Take Two! turns, resolve,
        // pay, take, launch. Extra decisions each spend a card (every card
        // is played at most once: 42) or buy from the 18-card deck.
        let draft = (DRAFT_PICKS as usize) * PLAYERS;
        let rounds = ROUNDS as usize * (PLAYERS + AUCTIONS_PER_ROUND as usize * 11);
        draft + rounds + FUNCTION_COUNT as usize + 18
    }
}
impl ValueCrafter {
    /// "The game ends immediately": an end trigger met in the middle of an
    /// auction or a launch (a market event played at any decision, such as
    /// Positive Economic Outlook taking a seat to $100) stops it where it
    /// is. An auction under way is called off: nobody wins or pays, and its
    /// product stays in the row. A product won but not yet launched never
    /// is: as after a launch, "discard all product and value cards, used or
    /// unused" (the value deck reshuffled if it ran out), and a product
    /// taken from the row leaves it as after taking values (the row slides
    /// right and the leftmost space is refilled), so the final row and
    /// piles hold every card once with no auction or launch left open.
    fn call_off<S: EventSink<Event>>(&mut self, sink: &mut S) {
        if self.phase == Phase::Take {
            self.refill_row(sink);
            self.refill_values(sink);
        }
        if self.product != NONE {
            self.pdiscard |= 1 << self.product;
            self.product = NONE;
        }
        self.vdiscard |= self.held;
        self.held = 0;
        if self.vdeck_len == 0 {
            self.reshuffle(sink);
        }
        self.slot = NONE;
        self.clear_bids();
        self.price = 0;
        self.winner = NONE;
    }
}
