//! Setup, legal actions and their effects: the turn (event reveal, the die,
//! then any actions in any order), the events, bribes and the Tax
//! Collector's bids, and scoring.

use super::content::*;
use super::events::Event;
use super::state::*;
use super::{Action, ActionList};
use super::{MAX_TURN_ACTIONS, actions};
use crate::bitset::Set32;
use crate::game::{ActionError, Audience, EventSink};
use crate::game::{
    Config, GameInfo, OptionInfo, Rules, SeatValues, SetupError, ToMove, split_ties,
};
use crate::rng::GameRng;

/// The highest sealed bid the action ids can spell.
pub const MAX_BID: u16 = 999;

impl Crafters {
    pub(super) fn new_game(players: usize, two_dice: bool, seed: u64) -> Crafters {
        let n = players as u8;
        let mut rng = GameRng::new(seed);
        let mut ev = [0u8; EVENT_COUNT];
        for (i, e) in ev.iter_mut().enumerate() {
            *e = i as u8;
        }
        rng.shuffle(&mut ev);
        let removed = events_removed(n) as usize;
        let mut ev_deck = [NONE; EVENT_COUNT];
        let ev_len = EVENT_COUNT - removed;
        ev_deck[..ev_len].copy_from_slice(&ev[removed..]);
        let mut bp_deck = [0u8; BLUEPRINT_COUNT];
        for (i, b) in BUILDINGS.iter().enumerate() {
            bp_deck[i] = b;
        }
        rng.shuffle(&mut bp_deck);
        let initiative = rng.below(n as u32) as u8;
        let mut p = [Player::default(); SEATS];
        for pl in p.iter_mut().take(players) {
            pl.gold = START_GOLD;
            pl.free = START_WORKERS;
            pl.hired = START_WORKERS;
        }
        let mut g = Crafters {
            rng,
            players: n,
            two_dice,
            phase: Phase::Main,
            current: initiative,
            decider: initiative,
            initiative,
            turn: 0,
            flags: 0,
            dice: [NONE; 2],
            ev_deck,
            ev_len: ev_len as u8,
            track: [NONE; 3],
            ev_discard: Set32::EMPTY,
            ev_removed: ev[..removed].iter().copied().collect(),
            bp_deck,
            bp_len: BLUEPRINT_COUNT as u8,
            bp_discard: Set32::EMPTY,
            pending: Set32::EMPTY,
            owner: [NONE; SITES],
            built: RESOURCE_SITES,
            producible: Set32::EMPTY,
            supply: token_supply(n),
            res: Resolution::IDLE,
            p,
        };
        g.refresh_producible();
        g.begin_turn(&mut ());
        g
    }

    // ----- derived quantities -------------------------------------------

    /// Victory points now, the initiative's 2 included.
    pub fn vp(&self, s: usize) -> u32 {
        let pl = &self.p[s];
        let mut v: u32 = pl
            .taken
            .iter()
            .map(|c| EVENTS[c as usize].vp() as u32)
            .sum();
        for t in 0..TOKEN_KINDS {
            if pl.tokens >> t & 1 == 1 {
                v += TOKEN_VP[t] as u32;
            }
        }
        if self.initiative as usize == s {
            v += INITIATIVE_VP as u32;
        }
        v
    }

    /// What selling the good of `site` brings now: the price, +2 for every
    /// Foreign Traders card on the track naming it and +2 for every Fair
    /// on the track (goods only).
    pub fn sale_price(&self, site: u8) -> u16 {
        let mut p = SITE[site as usize].price as u16;
        if site as usize >= RESOURCES {
            for &c in &self.track {
                if c == NONE {
                    continue;
                }
                if TRADED[c as usize] >> site & 1 == 1 {
                    p += 2;
                }
                if EVENTS[c as usize] == EventKind::Fair {
                    p += 2;
                }
            }
        }
        p
    }

    /// The town can make every input of `building`.
    #[inline]
    pub(super) fn producible(&self, building: u8) -> bool {
        self.producible.contains(building)
    }

    /// Recomputes the buildings whose inputs the town makes.
    pub(super) fn refresh_producible(&mut self) {
        let mut m = 0;
        for b in BUILDINGS {
            if INPUTS[b as usize] & !self.built.0 == 0 {
                m |= 1 << b;
            }
        }
        self.producible = Set32(m);
    }

    /// Sites where seat `s` has workers.
    #[inline]
    pub(super) fn carried(&self, s: usize) -> Set32 {
        self.p[s].carried
    }

    pub(super) fn can_hire(&self, s: usize) -> bool {
        let pl = &self.p[s];
        self.flags & HIRED == 0
            && pl.hired < MAX_WORKERS
            && pl.gold >= WORKER_COST[pl.hired as usize + 1] as u16
    }

    /// `s` may make the good of `target` now: it is built, a road joins
    /// it to each input site, `s` carries every input, and can pay the
    /// master.
    #[inline]
    pub(super) fn can_make(&self, s: usize, target: u8) -> bool {
        let t = target as usize;
        let pl = &self.p[s];
        let inputs = INPUTS[t];
        self.built.contains(target)
            && inputs != 0
            && inputs & !ADJ[t] == 0
            && inputs & !pl.carried.0 == 0
            && (self.owner[t] == s as u8 || pl.gold >= fee(SITE[t].level) as u16)
    }

    /// The most expensive goods made in town (ignoring Foreign Traders).
    pub fn auditor_targets(&self) -> Set32 {
        let goods = self.built.intersect(GOODS);
        let top = goods
            .iter()
            .map(|s| SITE[s as usize].price)
            .max()
            .unwrap_or(0);
        goods
            .iter()
            .filter(|&s| SITE[s as usize].price == top)
            .collect()
    }

    /// Per seat, what the leaving event counts (Useful Connections, Fair,
    /// Auditor).
    pub(super) fn contest_counts(&self) -> [u8; SEATS] {
        let mut c = [0u8; SEATS];
        let targets = match EVENTS[self.res.event as usize] {
            EventKind::Auditor => self.auditor_targets(),
            _ => Set32::EMPTY,
        };
        for s in 0..self.players as usize {
            let pl = &self.p[s];
            c[s] = match EVENTS[self.res.event as usize] {
                EventKind::UsefulConnections { good } => pl.workers[good as usize],
                EventKind::Fair => self.carried(s).intersect(GOODS).len() as u8,
                EventKind::Auditor => targets.iter().map(|t| pl.workers[t as usize]).sum(),
                _ => 0,
            };
        }
        c
    }

    fn deck_has_blueprints(&self) -> bool {
        self.bp_len > 0 || !self.bp_discard.is_empty()
    }

    fn bid_cap(&self, s: usize) -> u16 {
        self.p[s].gold.min(MAX_BID)
    }

    // ----- legal actions ------------------------------------------------

    fn push_sales(&self, s: usize, out: &mut ActionList) {
        let pl = &self.p[s];
        for site in self.carried(s) {
            if BONUS.contains(site) {
                for r in 0..RESOURCES as u8 {
                    out.push(Action::SellBonus { site, resource: r });
                }
            } else {
                out.push(Action::Sell(site));
            }
            let t = site_token(site);
            if t != NONE && self.supply[t as usize] > 0 && pl.tokens >> t & 1 == 0 {
                out.push(Action::TakeToken(site));
            }
        }
    }

    fn why_illegal(&self, a: Action) -> &'static str {
        let pl = &self.p[self.decider as usize];
        let wrong_phase = match (self.phase, a) {
            (Phase::Place, Action::Place(_) | Action::Decline | Action::Hire) => false,
            (Phase::Place, Action::Sell(_) | Action::SellBonus { .. } | Action::TakeToken(_)) => {
                false
            }
            (Phase::Main, Action::Place(_) | Action::Decline) => true,
            (
                Phase::Main,
                Action::Keep(_)
                | Action::Discard(_)
                | Action::BidTens(_)
                | Action::BidUnits(_)
                | Action::Surrender(_),
            ) => true,
            (Phase::Main, _) => false,
            (Phase::Keep, Action::Keep(_)) => false,
            (Phase::Discard, Action::Discard(_)) => false,
            (Phase::Bid, Action::BidTens(_)) => pl.bid_steps != 0,
            (Phase::Bid, Action::BidUnits(_)) => pl.bid_steps != 1,
            (Phase::Surrender, Action::Surrender(_)) => false,
            _ => true,
        };
        if wrong_phase {
            return match self.phase {
                Phase::Place => "the die is rolled: place a worker on the resource first",
                Phase::Main => "not an action of the main part of the turn",
                Phase::Keep => "keep one of the three blueprints drawn first",
                Phase::Discard => "over the hand limit: discard a blueprint first",
                Phase::Bid => "a sealed bid is being taken",
                Phase::Surrender => "the event's winner hands over workers first",
                Phase::Over => "the game is over",
            };
        }
        match a {
            Action::Place(_) if pl.free == 0 => "no free worker",
            Action::Place(_) => "that resource was not rolled",
            Action::Decline => "a free worker must take the resource",
            Action::Hire if self.flags & HIRED != 0 => "one worker per turn",
            Action::Hire => "no worker left to hire, or not enough gold",
            Action::Sell(_) | Action::SellBonus { .. } | Action::Surrender(_) => {
                "no worker of yours there (or the bonus choice is wrong)"
            }
            Action::TakeToken(_) => "no such token available to you there",
            Action::BuyResource(_) if self.flags & BOUGHT_RESOURCE != 0 => "one resource per turn",
            Action::BuyResource(_) => "no free worker or not enough gold",
            Action::Make(_) => "not built, no worker carrying the inputs, or no gold for the fee",
            Action::BuyBlueprint | Action::DrawThree if self.flags & BOUGHT_BLUEPRINT != 0 => {
                "one blueprint per turn"
            }
            Action::BuyBlueprint | Action::DrawThree => "no blueprint left or not enough gold",
            Action::Keep(_) => "not one of the blueprints drawn",
            Action::Build(_) | Action::BuildMaterials(_) => {
                "not in hand, inputs not made in town, twelve houses used, or cannot pay"
            }
            Action::Invest { .. } => {
                "cannot invest in that building or guess that player (built, inputs missing, known not held, or no gold)"
            }
            Action::Deliver { .. } => "no such event, or you do not carry its goods",
            Action::Donate => "the Benefactor is taken or you lack 30 gold",
            Action::EndTurn => "cannot end the turn now",
            Action::Discard(_) => "not in your hand",
            Action::BidTens(_) | Action::BidUnits(_) => "you cannot show that much gold",
        }
    }

    // ----- effects --------------------------------------------------------

    fn gain_vp<S: EventSink<Event>>(&mut self, s: u8, sink: &mut S) {
        if self.initiative != s {
            self.initiative = s;
            sink.emit(Audience::All, Event::InitiativeTaken { player: s });
        }
    }

    fn gain_token<S: EventSink<Event>>(&mut self, s: u8, t: u8, sink: &mut S) {
        self.supply[t as usize] -= 1;
        self.p[s as usize].tokens |= 1 << t;
        sink.emit(
            Audience::All,
            Event::TokenTaken {
                player: s,
                token: t,
            },
        );
        self.gain_vp(s, sink);
    }

    fn take_event<S: EventSink<Event>>(&mut self, s: u8, card: u8, sink: &mut S) {
        self.p[s as usize].taken.insert(card);
        sink.emit(Audience::All, Event::EventWon { player: s, card });
        self.gain_vp(s, sink);
    }

    fn draw_blueprint<S: EventSink<Event>>(&mut self, sink: &mut S) -> u8 {
        if self.bp_len == 0 {
            let mut k = 0;
            for b in self.bp_discard {
                self.bp_deck[k] = b;
                k += 1;
            }
            self.rng.shuffle(&mut self.bp_deck[..k]);
            self.bp_len = k as u8;
            self.bp_discard = Set32::EMPTY;
            for pl in self.p.iter_mut() {
                pl.known_discard = Set32::EMPTY;
            }
            sink.emit(Audience::All, Event::BlueprintsReshuffled);
        }
        self.bp_len -= 1;
        let b = self.bp_deck[self.bp_len as usize];
        self.bp_deck[self.bp_len as usize] = 0;
        b
    }

    fn build<S: EventSink<Event>>(&mut self, s: u8, b: u8, sink: &mut S) {
        let pl = &mut self.p[s as usize];
        pl.hand.remove(b);
        pl.houses += 1;
        self.owner[b as usize] = s;
        self.built.insert(b);
        self.refresh_producible();
        sink.emit(Audience::All, Event::Built { player: s, site: b });
    }

    /// Takes a worker of `s` off `site` (it becomes free).
    fn lift(&mut self, s: usize, site: u8) {
        let pl = &mut self.p[s];
        pl.workers[site as usize] -= 1;
        pl.free += 1;
        if pl.workers[site as usize] == 0 {
            pl.carried.remove(site);
        }
    }

    /// Puts a free worker of `s` on `site`.
    fn put(&mut self, s: usize, site: u8) {
        let pl = &mut self.p[s];
        pl.free -= 1;
        pl.workers[site as usize] += 1;
        pl.carried.insert(site);
    }

    fn end_game<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.phase = Phase::Over;
        self.res = Resolution::IDLE;
        self.dice = [NONE; 2];
        sink.emit(Audience::All, Event::GameOver);
    }

    fn events_exhausted(&self) -> bool {
        self.ev_len == 0 && self.track.iter().all(|&c| c == NONE)
    }

    fn begin_turn<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.turn += 1;
        self.flags = 0;
        self.decider = self.current;
        self.dice = [NONE; 2];
        sink.emit(
            Audience::All,
            Event::TurnBegins {
                player: self.current,
            },
        );
        if self.initiative == self.current {
            self.reveal(sink);
        } else {
            self.roll(sink);
        }
    }

    fn roll<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.phase = Phase::Place;
        self.decider = self.current;
        self.dice[0] = DIE[self.rng.below(6) as usize];
        self.dice[1] = if self.two_dice {
            DIE[self.rng.below(6) as usize]
        } else {
            NONE
        };
        sink.emit(Audience::All, Event::Rolled { dice: self.dice });
    }

    /// Step 1: the initiative holder reveals an event (or, with the deck
    /// empty, discards the rightmost one).
    fn reveal<S: EventSink<Event>>(&mut self, sink: &mut S) {
        if self.ev_len > 0 {
            self.ev_len -= 1;
            let card = self.ev_deck[self.ev_len as usize];
            self.ev_deck[self.ev_len as usize] = NONE;
            sink.emit(Audience::All, Event::EventRevealed { card });
            match self.track.iter().position(|&c| c == NONE) {
                Some(gap) => {
                    for i in (1..=gap).rev() {
                        self.track[i] = self.track[i - 1];
                    }
                    self.track[0] = card;
                    self.roll(sink);
                }
                None => {
                    let leaving = self.track[2];
                    self.track = [card, self.track[0], self.track[1]];
                    self.leave(leaving, sink);
                }
            }
        } else {
            let j = (0..3).rev().find(|&i| self.track[i] != NONE);
            match j {
                Some(j) => {
                    let leaving = self.track[j];
                    self.track[j] = NONE;
                    self.leave(leaving, sink);
                }
                None => self.end_game(sink),
            }
        }
    }

    fn discard_event<S: EventSink<Event>>(&mut self, card: u8, sink: &mut S) {
        self.ev_discard.insert(card);
        sink.emit(Audience::All, Event::EventDiscarded { card });
    }

    /// An event leaves the track: it takes effect if it does so then.
    fn leave<S: EventSink<Event>>(&mut self, card: u8, sink: &mut S) {
        self.res = Resolution {
            event: card,
            ..Resolution::IDLE
        };
        match EVENTS[card as usize] {
            EventKind::UsefulConnections { .. } | EventKind::Fair | EventKind::Auditor => {
                let c = self.contest_counts();
                let m = c.iter().copied().max().unwrap_or(0);
                if m == 0 {
                    self.discard_event(card, sink);
                    self.after_event(sink);
                    return;
                }
                let mut tied = 0u8;
                for s in 0..self.players as usize {
                    if c[s] == m {
                        tied |= 1 << s;
                    }
                }
                if tied.count_ones() == 1 {
                    self.award(tied.trailing_zeros() as u8, sink);
                } else {
                    self.res.bidders = tied;
                    self.next_bidder(sink);
                }
            }
            EventKind::TaxCollector => {
                self.res.bidders = (1u8 << self.players) - 1;
                self.next_bidder(sink);
            }
            _ => {
                self.discard_event(card, sink);
                self.after_event(sink);
            }
        }
    }

    /// The event is resolved: end the game if no event is left, else
    /// roll the die.
    fn after_event<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.res = Resolution::IDLE;
        if self.events_exhausted() {
            self.end_game(sink);
        } else {
            self.roll(sink);
        }
    }

    /// The next seat to seal a bid, in turn order from the current player;
    /// a seat without gold shows nothing without deciding. Settles once
    /// every bid is in.
    fn next_bidder<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players;
        for k in 0..n {
            let s = (self.current + k) % n;
            if self.res.bidders >> s & 1 == 0 || self.p[s as usize].bid_steps == 2 {
                continue;
            }
            if self.p[s as usize].gold == 0 {
                self.p[s as usize].bid_steps = 2;
                continue;
            }
            self.phase = Phase::Bid;
            self.decider = s;
            return;
        }
        self.settle_bids(sink);
    }

    fn settle_bids<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let bidders = self.res.bidders;
        let mut hi = 0u16;
        let mut lo = u16::MAX;
        for s in 0..self.players as usize {
            if bidders >> s & 1 == 1 {
                let b = self.p[s].bid;
                hi = hi.max(b);
                lo = lo.min(b);
                sink.emit(
                    Audience::All,
                    Event::BidRevealed {
                        player: s as u8,
                        amount: b,
                    },
                );
            }
        }
        let mut top = 0u8;
        let mut bottom = 0u8;
        for s in 0..self.players as usize {
            if bidders >> s & 1 == 0 {
                continue;
            }
            let pl = &mut self.p[s];
            if pl.bid == hi {
                top |= 1 << s;
            }
            if pl.bid == lo {
                bottom |= 1 << s;
            }
            // All gold shown burns.
            pl.gold -= pl.bid;
            if pl.bid > 0 {
                sink.emit(
                    Audience::All,
                    Event::GoldLost {
                        player: s as u8,
                        amount: pl.bid,
                    },
                );
            }
            pl.bid = 0;
            pl.bid_steps = 0;
        }
        let card = self.res.event;
        if EVENTS[card as usize] == EventKind::TaxCollector {
            // The lowest bidders lose all their gold too.
            for s in 0..self.players as usize {
                if bottom >> s & 1 == 1 && self.p[s].gold > 0 {
                    let amount = self.p[s].gold;
                    self.p[s].gold = 0;
                    sink.emit(
                        Audience::All,
                        Event::GoldLost {
                            player: s as u8,
                            amount,
                        },
                    );
                }
            }
            if top.count_ones() == 1 {
                self.take_event(top.trailing_zeros() as u8, card, sink);
            } else {
                self.discard_event(card, sink);
            }
            self.after_event(sink);
        } else {
            // Ties among the highest are settled by the die.
            let k = self.rng.below(top.count_ones());
            let winner = Set32(top as u32).nth(k).unwrap_or(0);
            self.award(winner, sink);
        }
    }

    /// `w` wins a contest: it hands over one more than anyone else could
    /// (or all it has, after a bribe), then takes the card.
    fn award<S: EventSink<Event>>(&mut self, w: u8, sink: &mut S) {
        let c = self.contest_counts();
        let second = (0..self.players as usize)
            .filter(|&s| s != w as usize)
            .map(|s| c[s])
            .max()
            .unwrap_or(0);
        let need = c[w as usize].min(second + 1);
        self.res.winner = w;
        self.res.remaining = need;
        match EVENTS[self.res.event as usize] {
            EventKind::UsefulConnections { good } => {
                self.res.allowed = Set32::single(good);
                self.res.distinct = false;
            }
            EventKind::Fair => {
                self.res.allowed = GOODS;
                self.res.distinct = true;
            }
            _ => {
                self.res.allowed = self.auditor_targets();
                self.res.distinct = false;
            }
        }
        self.continue_surrender(sink);
    }

    /// Hands over what the winner has no choice about; asks otherwise.
    fn continue_surrender<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let w = self.res.winner as usize;
        loop {
            if self.res.remaining == 0 {
                let card = self.res.event;
                self.take_event(w as u8, card, sink);
                self.after_event(sink);
                return;
            }
            let options = self.res.allowed.intersect(self.carried(w));
            let total: u32 = options
                .iter()
                .map(|s| self.p[w].workers[s as usize] as u32)
                .sum();
            let forced = if self.res.distinct {
                options.len() <= self.res.remaining as u32
            } else {
                options.len() == 1 || total <= self.res.remaining as u32
            };
            if !forced {
                self.phase = Phase::Surrender;
                self.decider = w as u8;
                return;
            }
            let site = options
                .first()
                .expect("the winner carries what it won with");
            self.hand_over(w, site, sink);
        }
    }

    fn hand_over<S: EventSink<Event>>(&mut self, w: usize, site: u8, sink: &mut S) {
        self.lift(w, site);
        self.res.remaining -= 1;
        if self.res.distinct {
            self.res.allowed.remove(site);
        }
        sink.emit(
            Audience::All,
            Event::HandedOver {
                player: w as u8,
                site,
            },
        );
    }

    fn end_turn<S: EventSink<Event>>(&mut self, sink: &mut S) {
        for pl in self.p.iter_mut() {
            // Keeps the per-turn flags and bids tidy.
            pl.bid = 0;
            pl.bid_steps = 0;
        }
        self.current = (self.current + 1) % self.players;
        self.begin_turn(sink);
    }

    fn sell<S: EventSink<Event>>(&mut self, me: usize, site: u8, sink: &mut S) {
        let gold = self.sale_price(site);
        self.lift(me, site);
        let pl = &mut self.p[me];
        pl.gold = pl.gold.saturating_add(gold);
        sink.emit(
            Audience::All,
            Event::Sold {
                player: me as u8,
                site,
                gold,
            },
        );
    }
}

const OPTIONS: &[OptionInfo] = &[OptionInfo {
    key: "dice",
    values: &["one", "two"],
    default: "one",
    description: "the two-dice variant (На два кубика): roll two dice for the resource and choose one",
}];

impl Rules for Crafters {
    const INFO: GameInfo = GameInfo {
        id: "crafters",
        name: "Crafters",
        min_players: 2,
        max_players: 4,
        options: OPTIONS,
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Event = Event;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        let chosen = config.resolve(&Self::INFO)?;
        Ok(Crafters::new_game(config.players, chosen[0] == "two", seed))
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal()
            .then_some("the last event card went to the discard")
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.decider)
        }
    }

    fn legal_actions(&self, out: &mut ActionList) {
        out.clear();
        let me = self.decider as usize;
        let pl = &self.p[me];
        match self.phase {
            Phase::Over => {}
            Phase::Place => {
                if pl.free > 0 {
                    out.push(Action::Place(self.dice[0]));
                    if self.dice[1] != NONE && self.dice[1] != self.dice[0] {
                        out.push(Action::Place(self.dice[1]));
                    }
                } else {
                    out.push(Action::Decline);
                    if self.can_hire(me) {
                        out.push(Action::Hire);
                    }
                    self.push_sales(me, out);
                }
            }
            Phase::Main => {
                self.push_sales(me, out);
                let mut targets = 0u32;
                for site in pl.carried {
                    targets |= CONSUMERS[site as usize];
                }
                for t in Set32(targets).intersect(self.built) {
                    if self.can_make(me, t) {
                        out.push(Action::Make(t));
                    }
                }
                if self.flags & BOUGHT_RESOURCE == 0 && pl.free > 0 {
                    for r in 0..RESOURCES as u8 {
                        if pl.gold >= 2 * SITE[r as usize].price as u16 {
                            out.push(Action::BuyResource(r));
                        }
                    }
                }
                if self.flags & BOUGHT_BLUEPRINT == 0 && self.deck_has_blueprints() {
                    if pl.gold >= 1 {
                        out.push(Action::BuyBlueprint);
                    }
                    if pl.gold >= 2 {
                        out.push(Action::DrawThree);
                    }
                }
                if pl.houses < HOUSES {
                    for b in pl.hand {
                        if !self.producible(b) {
                            continue;
                        }
                        let level = SITE[b as usize].level as usize;
                        if pl.gold >= BUILD_GOLD[level] as u16 {
                            out.push(Action::Build(b));
                        }
                        if pl.workers[BUILDERS_GUILD as usize] >= BUILD_MATERIALS[level] {
                            out.push(Action::BuildMaterials(b));
                        }
                    }
                }
                let candidates = affordable(pl.gold)
                    .intersect(self.producible)
                    .minus(self.built)
                    .minus(pl.hand)
                    .minus(pl.known_discard);
                if !candidates.is_empty() {
                    let mut seats = 0u8;
                    for seat in 0..self.players {
                        let other = &self.p[seat as usize];
                        if seat as usize != me && other.houses < HOUSES && !other.hand.is_empty() {
                            seats |= 1 << seat;
                        }
                    }
                    if seats != 0 {
                        for b in candidates {
                            for seat in 0..self.players {
                                if seats >> seat & 1 == 1
                                    && !self.p[seat as usize].not_held.contains(b)
                                {
                                    out.push(Action::Invest { building: b, seat });
                                }
                            }
                        }
                    }
                }
                if self.can_hire(me) {
                    out.push(Action::Hire);
                }
                let mine = self.carried(me);
                for pos in 0..3u8 {
                    let c = self.track[pos as usize];
                    if c == NONE {
                        continue;
                    }
                    match EVENTS[c as usize] {
                        EventKind::WealthyCitizens { goods, .. }
                            if goods.minus(mine).is_empty() =>
                        {
                            for r in 0..RESOURCES as u8 {
                                out.push(Action::Deliver { pos, resource: r });
                            }
                        }
                        EventKind::KingDemands { goods } if goods.minus(mine).is_empty() => {
                            out.push(Action::Deliver { pos, resource: 0 });
                        }
                        _ => {}
                    }
                }
                if pl.gold >= BENEFACTOR_GOLD && self.supply[BENEFACTOR as usize] > 0 {
                    out.push(Action::Donate);
                }
                out.push(Action::EndTurn);
            }
            Phase::Keep => {
                for b in self.pending {
                    out.push(Action::Keep(b));
                }
            }
            Phase::Discard => {
                for b in pl.hand {
                    out.push(Action::Discard(b));
                }
            }
            Phase::Bid => {
                let cap = self.bid_cap(me);
                if pl.bid_steps == 0 {
                    for t in 0..=(cap / 10) as u8 {
                        out.push(Action::BidTens(t));
                    }
                } else {
                    for u in 0..=(cap - pl.bid).min(9) as u8 {
                        out.push(Action::BidUnits(u));
                    }
                }
            }
            Phase::Surrender => {
                for site in self.res.allowed.intersect(self.carried(me)) {
                    out.push(Action::Surrender(site));
                }
            }
        }
    }

    fn check_legal(&self, a: Action) -> Result<(), ActionError> {
        let mut list = ActionList::new();
        self.legal_actions(&mut list);
        if list.contains(&a) {
            Ok(())
        } else {
            Err(ActionError::Illegal(self.why_illegal(a)))
        }
    }

    /// Applies a legal action.
    fn step<S: EventSink<Event>>(&mut self, a: Action, sink: &mut S) {
        let me = self.decider as usize;
        let seat = me as u8;
        match a {
            Action::Place(r) => {
                self.put(me, r);
                self.phase = Phase::Main;
                sink.emit(
                    Audience::All,
                    Event::Placed {
                        player: seat,
                        site: r,
                    },
                );
            }
            Action::Decline => self.phase = Phase::Main,
            Action::Hire => {
                let pl = &mut self.p[me];
                pl.hired += 1;
                pl.gold -= WORKER_COST[pl.hired as usize] as u16;
                pl.free += 1;
                let all = pl.hired == MAX_WORKERS;
                self.flags |= HIRED;
                sink.emit(Audience::All, Event::Hired { player: seat });
                if all && self.supply[EMPLOYER as usize] > 0 {
                    self.gain_token(seat, EMPLOYER, sink);
                }
            }
            Action::Sell(site) => self.sell(me, site, sink),
            Action::SellBonus { site, resource } => {
                self.sell(me, site, sink);
                self.put(me, resource);
            }
            Action::TakeToken(site) => {
                self.lift(me, site);
                self.gain_token(seat, site_token(site), sink);
            }
            Action::BuyResource(r) => {
                self.p[me].gold -= 2 * SITE[r as usize].price as u16;
                self.put(me, r);
                self.flags |= BOUGHT_RESOURCE;
                sink.emit(
                    Audience::All,
                    Event::Bought {
                        player: seat,
                        resource: r,
                    },
                );
            }
            Action::Make(t) => {
                let site = SITE[t as usize];
                let owner = self.owner[t as usize];
                let mut paid = 0;
                if owner != seat {
                    paid = fee(site.level);
                    self.p[me].gold -= paid as u16;
                    let o = &mut self.p[owner as usize];
                    o.gold = o.gold.saturating_add(paid as u16);
                }
                for &i in &site.inputs {
                    if i != NONE {
                        self.lift(me, i);
                    }
                }
                self.put(me, t);
                sink.emit(
                    Audience::All,
                    Event::Made {
                        player: seat,
                        site: t,
                        fee: paid,
                    },
                );
            }
            Action::BuyBlueprint => {
                self.p[me].gold -= 1;
                self.flags |= BOUGHT_BLUEPRINT;
                self.p[me].not_held = Set32::EMPTY;
                let b = self.draw_blueprint(sink);
                self.p[me].hand.insert(b);
                sink.emit(
                    Audience::All,
                    Event::BlueprintsDrawn {
                        player: seat,
                        count: 1,
                    },
                );
                sink.emit(
                    Audience::Only(seat),
                    Event::BlueprintTaken {
                        player: seat,
                        card: b,
                    },
                );
            }
            Action::DrawThree => {
                self.p[me].gold -= 2;
                self.flags |= BOUGHT_BLUEPRINT;
                self.p[me].not_held = Set32::EMPTY;
                for _ in 0..3 {
                    if !self.deck_has_blueprints() {
                        break;
                    }
                    let b = self.draw_blueprint(sink);
                    self.pending.insert(b);
                }
                // Fewer than three when deck and discard ran short: everyone
                // is told how many were drawn.
                sink.emit(
                    Audience::All,
                    Event::BlueprintsDrawn {
                        player: seat,
                        count: self.pending.len() as u8,
                    },
                );
                if self.pending.len() == 1 {
                    let b = self.pending.first().unwrap_or(0);
                    self.pending = Set32::EMPTY;
                    self.p[me].hand.insert(b);
                    sink.emit(
                        Audience::Only(seat),
                        Event::BlueprintTaken {
                            player: seat,
                            card: b,
                        },
                    );
                } else {
                    self.phase = Phase::Keep;
                }
            }
            Action::Keep(b) => {
                let rest = self.pending.minus(Set32::single(b));
                self.pending = Set32::EMPTY;
                let pl = &mut self.p[me];
                pl.hand.insert(b);
                pl.known_discard |= rest;
                self.bp_discard |= rest;
                self.phase = Phase::Main;
                sink.emit(
                    Audience::Only(seat),
                    Event::BlueprintTaken {
                        player: seat,
                        card: b,
                    },
                );
            }
            Action::Build(b) => {
                self.p[me].gold -= BUILD_GOLD[SITE[b as usize].level as usize] as u16;
                self.build(seat, b, sink);
            }
            Action::BuildMaterials(b) => {
                for _ in 0..BUILD_MATERIALS[SITE[b as usize].level as usize] {
                    self.lift(me, BUILDERS_GUILD);
                }
                self.build(seat, b, sink);
            }
            Action::Invest {
                building,
                seat: guess,
            } => {
                self.p[me].gold -= BUILD_GOLD[SITE[building as usize].level as usize] as u16;
                let right = self.p[guess as usize].hand.contains(building);
                sink.emit(
                    Audience::All,
                    Event::Invested {
                        player: seat,
                        site: building,
                        guess,
                        right,
                    },
                );
                if right {
                    self.build(guess, building, sink);
                } else {
                    self.p[guess as usize].not_held.insert(building);
                }
            }
            Action::Deliver { pos, resource } => {
                let card = self.track[pos as usize];
                let (goods, gold) = match EVENTS[card as usize] {
                    EventKind::WealthyCitizens { goods, gold } => (goods, gold),
                    EventKind::KingDemands { goods } => (goods, 0),
                    _ => (Set32::EMPTY, 0),
                };
                for g in goods {
                    self.lift(me, g);
                }
                if let EventKind::WealthyCitizens { .. } = EVENTS[card as usize] {
                    self.p[me].gold = self.p[me].gold.saturating_add(gold as u16);
                    self.put(me, resource);
                }
                self.track[pos as usize] = NONE;
                self.take_event(seat, card, sink);
                // The last card delivered went to a player, not to the
                // discard: play goes on, and the game ends at the next
                // event step, which finds no card to reveal or discard.
            }
            Action::Donate => {
                self.p[me].gold -= BENEFACTOR_GOLD;
                self.gain_token(seat, BENEFACTOR, sink);
            }
            Action::EndTurn => {
                if self.p[me].hand.len() > HAND_LIMIT {
                    self.phase = Phase::Discard;
                } else {
                    self.end_turn(sink);
                }
            }
            Action::Discard(b) => {
                let pl = &mut self.p[me];
                pl.hand.remove(b);
                pl.known_discard.insert(b);
                self.bp_discard.insert(b);
                sink.emit(
                    Audience::Only(seat),
                    Event::BlueprintDiscarded {
                        player: seat,
                        card: b,
                    },
                );
                if self.p[me].hand.len() <= HAND_LIMIT {
                    self.end_turn(sink);
                }
            }
            Action::BidTens(t) => {
                self.p[me].bid = 10 * t as u16;
                self.p[me].bid_steps = 1;
                sink.emit(Audience::All, Event::BidCommitted { player: seat });
            }
            Action::BidUnits(u) => {
                self.p[me].bid += u as u16;
                self.p[me].bid_steps = 2;
                sink.emit(Audience::All, Event::BidCommitted { player: seat });
                self.next_bidder(sink);
            }
            Action::Surrender(site) => {
                self.hand_over(me, site, sink);
                self.continue_surrender(sink);
            }
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        (0..self.players as usize)
            .map(|s| self.vp(s) as f64)
            .collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        // Most victory points, then most gold; ties share.
        split_ties(self.players as usize, |s| (self.vp(s), self.p[s].gold))
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn max_game_length(&self) -> usize {
        let n = self.players as usize;
        let events = EVENT_COUNT - events_removed(self.players) as usize;
        let tokens: usize = token_supply(self.players).iter().map(|&t| t as usize).sum();
        // Event steps: one per card drawn, at most three discards once the
        // deck is empty, and the last, which finds nothing and ends the
        // game. Victory-point gains (each may move the initiative): at most
        // one per event card and per token. Between two event steps at most
        // n turns pass per gain in between, plus n.
        let turns = n * ((events + 4) + (events + tokens) + 1);
        turns * MAX_TURN_ACTIONS + 2 * n + 8
    }
}
