//! Spiel des Jahres rules: setup, legal actions, the month (trading window,
//! hidden choice, reveal, settling accounts, designer contracts), valuation
//! and the award.

use super::actions;
use super::actions::Action;
use super::content::{
    self, CARD_COUNT, ELEMENT_COUNT, ENDING_SET, ENDINGS, PREFIX_SET, PREFIXES, Part, STEM_SET,
    STEMS, SUFFIX_SET, SUFFIXES,
};
use super::events::Event;
use super::state::*;
use super::{ActionList, SpielDesJahres};
use crate::bitset::{Set32, Set128};
use crate::game::{ActionError, Audience, EventSink, MAX_SEATS};
use crate::game::{
    Config, GameInfo, OptionInfo, Rules, SeatValues, SetupError, ToMove, split_ties,
};
use crate::rng::GameRng;

/// Euros of an amount in the state's units of €10,000, for events.
fn euros(units: i32) -> i32 {
    units * super::observation::EUROS
}

/// Word masks of a hand: bit `w` set when some card of word `w` is held
/// (`words` groups of `copies` cards from card `lo`).
#[inline]
fn word_mask(set: Set128, lo: u8, copies: u8, words: u8) -> u8 {
    let field = (set.0 >> lo) as u64 & ((1u64 << (copies * words)) - 1);
    let mut any = field;
    for k in 1..copies {
        any |= field >> k;
    }
    let mut m = 0u8;
    for w in 0..words {
        m |= ((any >> (w * copies)) as u8 & 1) << w;
    }
    m
}

#[inline]
pub(super) fn ending_words(hand: Set128) -> u8 {
    word_mask(hand, ENDINGS, 6, 6)
}
#[inline]
pub(super) fn suffix_words(hand: Set128) -> u8 {
    word_mask(hand, SUFFIXES, 3, 4)
}
#[inline]
fn stem_words(set: Set128) -> u8 {
    word_mask(set, STEMS, 6, 6)
}

/// Cards with an id above `card` (all cards for NONE).
#[inline]
fn above(card: u8) -> Set128 {
    if card == NONE {
        Set128(!0)
    } else {
        Set128(!0u128 << card << 1)
    }
}

/// Draws a uniformly random card from `set`.
#[inline]
pub(super) fn draw(rng: &mut GameRng, set: &mut Set128) -> Option<u8> {
    let n = set.len();
    if n == 0 {
        return None;
    }
    let c = select(set.0, rng.below(n));
    set.remove(c);
    Some(c)
}

/// The position of the `n`-th set bit of `x` (`n < x.count_ones()`).
#[inline]
fn select(x: u128, n: u32) -> u8 {
    let lo = x as u64;
    let c = lo.count_ones();
    if n < c {
        select64(lo, n)
    } else {
        64 + select64((x >> 64) as u64, n - c)
    }
}

/// Broadword select: byte popcounts, their running sums, then the byte
/// holding the bit and a short walk inside it.
#[inline]
fn select64(x: u64, n: u32) -> u8 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut c = x - ((x >> 1) & 0x5555_5555_5555_5555);
    c = (c & 0x3333_3333_3333_3333) + ((c >> 2) & 0x3333_3333_3333_3333);
    c = (c + (c >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    let sums = c.wrapping_mul(ONES);
    // Bytes whose running count is at most n come before the bit.
    let le = ((n as u64 * ONES) | HIGH).wrapping_sub(sums) & HIGH;
    let byte = le.count_ones();
    let before = if byte == 0 {
        0
    } else {
        (sums >> (8 * byte - 8)) & 0xFF
    };
    let mut b = (x >> (8 * byte)) & 0xFF;
    for _ in 0..n - before as u32 {
        b &= b - 1;
    }
    (8 * byte + b.trailing_zeros()) as u8
}

impl Names {
    #[inline]
    pub(super) fn union(&self, o: &Names) -> Names {
        let mut n = *self;
        for w in 0..6 {
            n.plain[w] |= o.plain[w];
            for k in 0..4 {
                n.pre[k][w] |= o.pre[k][w];
                n.suf[k][w] |= o.suf[k][w];
            }
        }
        n
    }

    /// The mask holding the ending words taken for this title shape.
    #[inline]
    fn slot(&mut self, pw: u8, sw: u8, xw: u8) -> &mut u8 {
        if pw != NONE {
            &mut self.pre[pw as usize][sw as usize]
        } else if xw != NONE {
            &mut self.suf[xw as usize][sw as usize]
        } else {
            &mut self.plain[sw as usize]
        }
    }

    #[inline]
    pub(super) fn taken(&self, [pw, sw, ew, xw]: [u8; 4]) -> bool {
        let mask = if pw != NONE {
            self.pre[pw as usize][sw as usize]
        } else if xw != NONE {
            self.suf[xw as usize][sw as usize]
        } else {
            self.plain[sw as usize]
        };
        mask >> ew & 1 == 1
    }

    #[inline]
    pub(super) fn set(&mut self, [pw, sw, ew, xw]: [u8; 4], on: bool) {
        let m = self.slot(pw, sw, xw);
        if on {
            *m |= 1 << ew;
        } else {
            *m &= !(1 << ew);
        }
    }

    /// Ending words `e` such that "Stem·e" or "Stem·e Suffix" (for a
    /// suffix word in `xmask`) is free.
    #[inline]
    fn free_endings_plain(&self, sw: u8, emask: u8, xmask: u8) -> u8 {
        let mut ok = !self.plain[sw as usize];
        let mut x = xmask;
        while x != 0 {
            let xw = x.trailing_zeros() as usize;
            ok |= !self.suf[xw][sw as usize];
            x &= x - 1;
        }
        emask & ok
    }

    #[inline]
    fn free_endings_pre(&self, pw: u8, sw: u8, emask: u8) -> u8 {
        emask & !self.pre[pw as usize][sw as usize]
    }
}

/// The title words of a game: prefix, stem, ending, suffix (NONE absent).
#[inline]
pub(super) fn title(stem: u8, ending: u8, extra: u8) -> [u8; 4] {
    let (pw, xw) = if extra == NONE {
        (NONE, NONE)
    } else if content::part(extra) == Part::Prefix {
        (content::word(extra), NONE)
    } else {
        (NONE, content::word(extra))
    };
    [pw, content::word(stem), content::word(ending), xw]
}

/// Steps 1–3 of the valuation for one card showing two symbols: €10,000
/// for each symbol whose element the game contains.
#[inline]
fn symbol_bonus(card: u8, counts: &[u8; ELEMENT_COUNT]) -> i16 {
    let s = content::SYMBOLS[card as usize];
    (counts[s[0] as usize] > 0) as i16 + (counts[s[1] as usize] > 0) as i16
}

/// A game's monthly value in units of €10,000, by the book's steps 1–5.
pub fn value(specialty: u8, favour: u8, designers: Set32, cards: &[u8]) -> i16 {
    let mut counts = [0u8; ELEMENT_COUNT];
    for &c in cards {
        let e = content::element_counts(c);
        for k in 0..ELEMENT_COUNT {
            counts[k] += e[k];
        }
    }
    // 1. Company specialty. 2. Public favour. 3. Each designer employed.
    let mut v = symbol_bonus(specialty, &counts) + symbol_bonus(favour, &counts);
    for d in designers {
        v += symbol_bonus(d, &counts);
    }
    // 4. Four of a kind, else three of a kind, else each pair.
    let most = counts.iter().copied().max().unwrap_or(0);
    v += if most >= 4 {
        5
    } else if most == 3 {
        3
    } else {
        counts.iter().filter(|&&c| c == 2).count() as i16
    };
    // 5. Manufacturing: €10,000 per idea card.
    v - cards.len() as i16
}

/// The elements a set of cards shows, as a 6-bit mask.
#[inline]
fn elements_of(cards: &[u8]) -> u8 {
    cards.iter().fold(0, |m, &c| {
        if c == NONE {
            m
        } else {
            m | content::element_mask(c)
        }
    })
}

const TRADE_GIVE_GAME: u16 = 128;
const TRADE_GIVE_MONEY: u16 = 170;
const TRADE_ASK_CARD: u16 = 200;
const TRADE_ASK_GAME: u16 = 330;
const TRADE_ASK_MONEY: u16 = 370;

impl SpielDesJahres {
    pub(super) fn new_game(players: usize, trading: bool, seed: u64) -> Self {
        let mut rng = GameRng::new(seed);
        // Deal from the top of a partly shuffled deck: each seat's
        // specialty and three cards, then the twelve public-favour cards.
        let mut ids = [0u8; CARD_COUNT as usize];
        for (i, c) in ids.iter_mut().enumerate() {
            *c = i as u8;
        }
        let dealt = players * (1 + START_HAND as usize) + MONTHS as usize;
        for k in 0..dealt {
            let j = k + rng.below((CARD_COUNT as usize - k) as u32) as usize;
            ids.swap(k, j);
        }
        let mut top = ids[..dealt].iter().copied();
        let mut deck = content::ALL_CARDS;
        let mut p = [Player {
            specialty: NONE,
            ..Player::default()
        }; MAX_SEATS];
        for pl in p.iter_mut().take(players) {
            pl.specialty = top.next().unwrap_or(NONE);
            pl.money = START_MONEY;
            for c in top.by_ref().take(START_HAND as usize) {
                pl.hand.insert(c);
            }
        }
        let favour_pile: Set128 = top.collect();
        for c in ids[..dealt].iter().copied() {
            deck.remove(c);
        }
        let mut g = SpielDesJahres {
            rng,
            players: players as u8,
            trading,
            phase: Phase::Trade,
            current: 0,
            done: 0,
            lead: 0,
            month: 0,
            deck,
            favour_pile,
            favour: [NONE; MONTHS as usize],
            known: Set128::EMPTY,
            removed: Set128::EMPTY,
            staff: [Set32::EMPTY; MAX_SEATS],
            wage: [0; D],
            fired: Set32::EMPTY,
            fire_pending: Set32::EMPTY,
            g_owner: [NONE; G],
            g_ending: [NONE; G],
            g_extra: [NONE; G],
            g_value: [0; G],
            g_pending: 0,
            names: Names::default(),
            own_names: Names::default(),
            open: [NONE; 3],
            last_stem: NONE,
            proposal: Proposal::default(),
            winner: NONE,
            award: [NONE; 2],
            p,
        };
        g.start_month(&mut ());
        g
    }

    #[inline]
    pub(super) fn seat_at(&self, k: u8) -> u8 {
        let s = self.lead + k;
        if s >= self.players {
            s - self.players
        } else {
            s
        }
    }

    #[inline]
    pub(super) fn solvent(&self, s: u8) -> bool {
        !self.p[s as usize].bankrupt
    }

    /// Designers on the table working for `s` (fired ones excluded).
    #[inline]
    pub(super) fn staff(&self, s: u8) -> Set32 {
        self.staff[s as usize].minus(self.fired)
    }

    /// The company a designer works for (or was fired by), NONE.
    #[inline]
    pub(super) fn employer_of(&self, d: u8) -> u8 {
        for s in 0..self.players {
            if self.staff[s as usize].contains(d) {
                return s;
            }
        }
        NONE
    }

    /// Designers on the table: employed, fired or released.
    #[inline]
    pub(super) fn on_table(&self) -> Set32 {
        let mut m = self.fired;
        for s in 0..MAX_SEATS {
            m |= self.staff[s];
        }
        m
    }

    /// Designers `s` may bid on: every one on the table except those `s` fired.
    #[inline]
    pub(super) fn biddable(&self, s: u8) -> Set32 {
        self.on_table()
            .minus(self.staff[s as usize].intersect(self.fired))
    }

    /// The cards of game `i` (stem index): stem, ending, extra (NONE).
    #[inline]
    pub(super) fn game_cards(&self, i: usize) -> [u8; 3] {
        [STEMS + i as u8, self.g_ending[i], self.g_extra[i]]
    }

    #[inline]
    pub(super) fn game_title(&self, i: usize) -> [u8; 4] {
        title(STEMS + i as u8, self.g_ending[i], self.g_extra[i])
    }

    /// Published games (not face down) of seat `s`, by stem index.
    #[inline]
    pub(super) fn games_of(&self, s: u8) -> u64 {
        let mut m = 0u64;
        for i in 0..G {
            if self.g_owner[i] == s {
                m |= 1 << i;
            }
        }
        m & !self.g_pending
    }

    /// What a game of these cards would be worth to `s` this month.
    pub(super) fn value_for(&self, s: u8, cards: &[u8]) -> i16 {
        let fav = self.favour[(self.month.max(1) - 1) as usize];
        value(
            self.p[s as usize].specialty,
            fav,
            self.staff(s).union(self.p[s as usize].commit.designers),
            cards,
        )
    }

    // ----- legal actions -----

    #[inline]
    fn nth(&self, set: Set32, k: u8) -> u8 {
        set.nth(k as u32).unwrap_or(0)
    }

    fn legal_choose(&self, out: &mut ActionList) {
        let pl = &self.p[self.current as usize];
        let c = pl.commit;
        if c.sealed {
            out.push(Action::Seal);
            return;
        }
        match c.mode {
            MODE_NONE => {
                let top = c.designers.iter().last().unwrap_or(NONE);
                let mut hand_designers = Set32(pl.hand.0 as u32 & 0x00FF_FFFF);
                if top != NONE {
                    hand_designers = Set32(hand_designers.0 & (!0u32 << top << 1));
                }
                for d in hand_designers {
                    out.push(Action::Designer(d));
                }
                out.push(Action::Brainstorm);
                let t = self.own_names;
                if can_start_game(pl.hand, &t, NONE) {
                    out.push(Action::Publish);
                }
            }
            _ => self.legal_building(out),
        }
    }

    fn legal_building(&self, out: &mut ActionList) {
        let pl = &self.p[self.current as usize];
        let hand = pl.hand;
        let t = self.own_names;
        let [op, os, oe] = self.open;
        let emask = ending_words(hand);
        let xmask = suffix_words(hand);
        if os == NONE && op == NONE {
            push_new_game(out, hand, &t, self.last_stem);
            if pl.commit.games > 0 {
                out.push(Action::Done);
            }
        } else if os == NONE {
            let pw = content::word(op);
            for s in hand.intersect(STEM_SET).intersect(above(self.last_stem)) {
                if t.free_endings_pre(pw, content::word(s), emask) != 0 {
                    out.push(Action::Stack(s));
                }
            }
        } else if oe == NONE {
            let sw = content::word(os);
            let ok = if op != NONE {
                t.free_endings_pre(content::word(op), sw, emask)
            } else {
                t.free_endings_plain(sw, emask, xmask)
            };
            for e in hand.intersect(ENDING_SET) {
                if ok >> content::word(e) & 1 == 1 {
                    out.push(Action::Stack(e));
                }
            }
        } else {
            let (sw, ew) = (content::word(os), content::word(oe));
            for x in hand.intersect(SUFFIX_SET) {
                if !t.taken([NONE, sw, ew, content::word(x)]) {
                    out.push(Action::Stack(x));
                }
            }
            let plain = [NONE, sw, ew, NONE];
            if !t.taken(plain) {
                let mut t2 = t;
                t2.set(plain, true);
                push_new_game(out, hand, &t2, os);
                out.push(Action::Done);
            }
        }
    }

    fn legal_trade(&self, out: &mut ActionList) {
        let s = self.current;
        let pr = self.proposal;
        if !pr.open {
            out.push(Action::Pass);
            for t in 0..self.players {
                if t != s && self.solvent(t) && self.has_trade_item(s, t) {
                    out.push(Action::TradeWith(t));
                }
            }
            return;
        }
        let t = pr.to;
        let (ps, pt) = (&self.p[s as usize], &self.p[t as usize]);
        let last = pr.last;
        let give = TradeSide {
            cards: ps.hand,
            games: self.games_of(s),
            money: ps.money,
            keys: [0, TRADE_GIVE_GAME, TRADE_GIVE_MONEY],
            make: [Action::GiveCard, Action::GiveGame, Action::GiveMoney],
        };
        let ask = TradeSide {
            cards: pt.hand.intersect(self.known),
            games: self.games_of(t),
            money: pt.money,
            keys: [TRADE_ASK_CARD, TRADE_ASK_GAME, TRADE_ASK_MONEY],
            make: [Action::AskCard, Action::AskGame, Action::AskMoney],
        };
        give.push(out, last, pr.money == 0);
        ask.push(out, last, pr.money == 0);
        if last > 0 {
            out.push(Action::Propose);
        }
    }

    fn has_trade_item(&self, s: u8, t: u8) -> bool {
        let (ps, pt) = (&self.p[s as usize], &self.p[t as usize]);
        !ps.hand.is_empty()
            || ps.money > 0
            || pt.money > 0
            || !pt.hand.is_disjoint(self.known)
            || self.games_of(s) | self.games_of(t) != 0
    }

    // ----- applying actions -----

    /// One hidden action of seat `s`, without moving the turn on.
    pub(super) fn commit_quiet(&mut self, s: u8, a: Action) {
        let si = s as usize;
        match a {
            Action::Designer(d) => {
                self.p[si].hand.remove(d);
                self.p[si].commit.designers.insert(d);
            }
            Action::Brainstorm => {
                self.p[si].commit.mode = MODE_BRAINSTORM;
                self.p[si].commit.sealed = true;
            }
            Action::Publish => self.p[si].commit.mode = MODE_PUBLISH,
            Action::Stack(c) => {
                self.p[si].hand.remove(c);
                match content::part(c) {
                    Part::Prefix => {
                        if self.open[2] != NONE {
                            self.close_game(s, NONE);
                        }
                        self.open[0] = c;
                    }
                    Part::Stem => {
                        if self.open[2] != NONE {
                            self.close_game(s, NONE);
                        }
                        self.open[1] = c;
                    }
                    Part::Ending => {
                        self.open[2] = c;
                        if self.open[0] != NONE {
                            self.close_game(s, NONE);
                        }
                    }
                    Part::Suffix => self.close_game(s, c),
                    Part::Designer => {}
                }
            }
            Action::Done => {
                if self.open[2] != NONE {
                    self.close_game(s, NONE);
                }
                self.p[si].commit.sealed = true;
            }
            Action::Fire(d) => self.fire_pending.insert(d),
            Action::Bid { designer, level } => self.p[si].bids[designer as usize] = level,
            _ => {}
        }
        let c = &mut self.p[si].commit;
        c.steps += 1;
        if self.phase == Phase::Choose && c.steps == c.len {
            // The next seat chooses with its own names and no open game.
            self.own_names = self.names;
            self.open = [NONE; 3];
            self.last_stem = NONE;
        }
    }

    fn close_game(&mut self, s: u8, suffix: u8) {
        let [pre, stem, ending] = self.open;
        let i = (stem - STEMS) as usize;
        let extra = if pre != NONE { pre } else { suffix };
        self.g_owner[i] = s;
        self.g_ending[i] = ending;
        self.g_extra[i] = extra;
        self.g_value[i] = 0;
        self.g_pending |= 1 << i;
        self.own_names.set(title(stem, ending, extra), true);
        self.last_stem = stem;
        self.p[s as usize].commit.games += 1;
        self.open = [NONE; 3];
    }

    /// Moves to the next seat that takes part in the current stage, or
    /// closes the stage.
    pub(super) fn advance<S: EventSink<Event>>(&mut self, sink: &mut S) {
        while self.done < self.players {
            let s = self.seat_at(self.done);
            if self.solvent(s) && self.p[s as usize].commit.len > 0 {
                self.current = s;
                return;
            }
            self.done += 1;
        }
        match self.phase {
            Phase::Trade | Phase::Respond => self.begin_choose(sink),
            Phase::Choose => self.reveal(sink),
            Phase::Fire => {
                for d in self.fire_pending {
                    self.fired.insert(d);
                    sink.emit(
                        Audience::All,
                        Event::Fired {
                            designer: d,
                            wage: euros(self.wage[d as usize] as i32) as u32,
                        },
                    );
                }
                self.fire_pending = Set32::EMPTY;
                self.begin_stage(Phase::Offer, sink);
            }
            Phase::Offer => {
                self.resolve_offers(sink);
                self.start_month(sink);
            }
            Phase::Over => {}
        }
    }

    /// Starts a stage: each seat's commitment length from public facts.
    fn begin_stage<S: EventSink<Event>>(&mut self, phase: Phase, sink: &mut S) {
        self.phase = phase;
        self.done = 0;
        for s in 0..self.players {
            let len = if !self.solvent(s) {
                0
            } else {
                match phase {
                    Phase::Trade => 1,
                    Phase::Choose => self.p[s as usize].hand.len() as u8 + 2,
                    Phase::Fire => self.staff(s).len() as u8,
                    Phase::Offer => self.biddable(s).len() as u8,
                    _ => 0,
                }
            };
            let pl = &mut self.p[s as usize];
            pl.commit = Commit {
                len,
                ..Commit::default()
            };
            pl.bids = [BID_NONE; D];
        }
        self.advance(sink);
    }

    fn start_month<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.month += 1;
        self.lead = (self.month - 1) % self.players;
        if let Some(card) = draw(&mut self.rng, &mut self.favour_pile) {
            self.favour[self.month as usize - 1] = card;
            sink.emit(
                Audience::All,
                Event::Favour {
                    month: self.month,
                    card,
                },
            );
        }
        if self.trading {
            self.proposal = Proposal::default();
            self.begin_stage(Phase::Trade, sink);
        } else {
            self.begin_choose(sink);
        }
    }

    fn begin_choose<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.own_names = self.names;
        self.open = [NONE; 3];
        self.last_stem = NONE;
        self.begin_stage(Phase::Choose, sink);
    }

    // ----- the reveal and the end of the month -----

    fn reveal<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players;
        // Designers played from the hand join their companies.
        for s in 0..n {
            for d in self.p[s as usize].commit.designers {
                self.staff[s as usize].insert(d);
                self.wage[d as usize] = PLAY_WAGE;
                sink.emit(
                    Audience::All,
                    Event::DesignerPlayed {
                        player: s,
                        designer: d,
                    },
                );
            }
        }
        // Brainstorm: one card plus one per designer employed.
        for k in 0..n {
            let s = self.seat_at(k);
            if !self.solvent(s) || self.p[s as usize].commit.mode != MODE_BRAINSTORM {
                continue;
            }
            let want = 1 + self.staff(s).len();
            let mut got = 0u8;
            for _ in 0..want {
                let Some(card) = draw(&mut self.rng, &mut self.deck) else {
                    break;
                };
                self.p[s as usize].hand.insert(card);
                got += 1;
                sink.emit(Audience::Only(s), Event::Drew { player: s, card });
            }
            sink.emit(
                Audience::All,
                Event::Brainstormed {
                    player: s,
                    cards: got,
                },
            );
        }
        // Copyright: games of the same name committed by two companies in
        // the same month both go back to their hands.
        let pending = self.g_pending;
        let mut clash = 0u64;
        let mut a = pending;
        while a != 0 {
            let i = a.trailing_zeros() as usize;
            a &= a - 1;
            let mut b = a;
            while b != 0 {
                let j = b.trailing_zeros() as usize;
                b &= b - 1;
                if self.g_owner[i] != self.g_owner[j] && self.game_title(i) == self.game_title(j) {
                    clash |= 1 << i | 1 << j;
                }
            }
        }
        let mut rest = pending;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let s = self.g_owner[i];
            let cards = self.game_cards(i);
            if clash >> i & 1 == 1 {
                for c in cards {
                    if c != NONE {
                        self.p[s as usize].hand.insert(c);
                    }
                }
                self.g_owner[i] = NONE;
                self.g_ending[i] = NONE;
                self.g_extra[i] = NONE;
                sink.emit(
                    Audience::All,
                    Event::NameClash {
                        player: s,
                        stem: i as u8,
                    },
                );
                continue;
            }
            let len = if cards[2] == NONE { 2 } else { 3 };
            let v = self.value_for(s, &cards[..len]);
            self.g_value[i] = v;
            self.names.set(self.game_title(i), true);
            sink.emit(
                Audience::All,
                Event::Published {
                    player: s,
                    stem: i as u8,
                    value: euros(v as i32),
                },
            );
        }
        self.g_pending = 0;
        self.own_names = Names::default();
        let mut hands = Set128::EMPTY;
        for s in 0..n as usize {
            hands |= self.p[s].hand;
            self.p[s].commit = Commit::default();
        }
        self.known = self.known.intersect(hands);
        self.settle(sink);
    }

    /// Revenue from every published game, then wages; bankruptcy; then
    /// contracts, the next month, or the award.
    fn settle<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players;
        let mut broke = 0u8;
        let mut revenues = [0i32; MAX_SEATS];
        for i in 0..G {
            let o = self.g_owner[i];
            if o != NONE {
                revenues[o as usize] += self.g_value[i] as i32;
            }
        }
        for s in 0..n {
            if !self.solvent(s) {
                continue;
            }
            let revenue = revenues[s as usize];
            let wages: i32 = self
                .staff(s)
                .iter()
                .map(|d| self.wage[d as usize] as i32)
                .sum();
            sink.emit(
                Audience::All,
                Event::Revenue {
                    player: s,
                    amount: euros(revenue),
                },
            );
            sink.emit(
                Audience::All,
                Event::Wages {
                    player: s,
                    amount: euros(wages),
                },
            );
            let pl = &mut self.p[s as usize];
            pl.money += revenue;
            pl.money -= wages;
            if pl.money < 0 {
                broke |= 1 << s;
            }
        }
        for s in 0..n {
            if broke >> s & 1 == 1 {
                self.go_bankrupt(s, sink);
            }
        }
        let alive = (0..n).filter(|&s| self.solvent(s)).count();
        if alive <= 1 {
            let survivor = (0..n).find(|&s| self.solvent(s)).unwrap_or(NONE);
            self.finish(survivor, sink);
        } else if self.month >= MONTHS {
            self.run_award(sink);
        } else {
            self.begin_stage(Phase::Fire, sink);
        }
    }

    /// Out of the game: hand, games and money go; designers are released
    /// to the contracts stage that follows.
    pub(super) fn go_bankrupt<S: EventSink<Event>>(&mut self, s: u8, sink: &mut S) {
        let pl = &mut self.p[s as usize];
        pl.bankrupt = true;
        pl.money = 0;
        self.removed |= pl.hand;
        self.known = self.known.minus(pl.hand);
        pl.hand = Set128::EMPTY;
        for i in 0..G {
            if self.g_owner[i] == s {
                self.names.set(self.game_title(i), false);
                for c in self.game_cards(i) {
                    if c != NONE {
                        self.removed.insert(c);
                    }
                }
                self.g_owner[i] = NONE;
                self.g_ending[i] = NONE;
                self.g_extra[i] = NONE;
                self.g_value[i] = 0;
            }
        }
        self.fired |= self.staff[s as usize];
        self.staff[s as usize] = Set32::EMPTY;
        sink.emit(Audience::All, Event::Bankrupt { player: s });
    }

    fn resolve_offers<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players;
        for d in self.on_table() {
            let di = d as usize;
            let w = self.wage[di] as i32;
            let fired = self.fired.contains(d);
            let e = self.employer_of(d);
            let mut best = -1i32;
            let mut tied = 0u8;
            for s in 0..n {
                let level = self.p[s as usize].bids[di];
                if level == BID_NONE || !self.solvent(s) || (s == e && !fired) {
                    continue;
                }
                let offer = w + level as i32 - 1;
                if offer > best {
                    best = offer;
                    tied = 1 << s;
                } else if offer == best {
                    tied |= 1 << s;
                }
            }
            if !fired {
                let own = self.p[e as usize].bids[di];
                let keep = w + if own >= 2 { own as i32 - 1 } else { 0 };
                // Ties favour the employer.
                if keep >= best {
                    if keep != w {
                        self.wage[di] = keep as u8;
                        sink.emit(
                            Audience::All,
                            Event::Hired {
                                designer: d,
                                player: e,
                                wage: euros(keep) as u32,
                            },
                        );
                    }
                    continue;
                }
            } else if tied == 0 {
                if e != NONE {
                    self.staff[e as usize].remove(d);
                }
                self.wage[di] = 0;
                self.fired.remove(d);
                self.removed.insert(d);
                sink.emit(Audience::All, Event::Left { designer: d });
                continue;
            }
            // Tied challengers: the company with less money, then a draw.
            let mut least = i32::MAX;
            for s in 0..n {
                if tied >> s & 1 == 1 {
                    least = least.min(self.p[s as usize].money);
                }
            }
            for s in 0..n {
                if tied >> s & 1 == 1 && self.p[s as usize].money != least {
                    tied &= !(1 << s);
                }
            }
            let pick = self.rng.below(tied.count_ones());
            let mut winner = tied.trailing_zeros() as u8;
            let mut m = tied;
            for _ in 0..=pick {
                winner = m.trailing_zeros() as u8;
                m &= m - 1;
            }
            if e != NONE {
                self.staff[e as usize].remove(d);
            }
            self.staff[winner as usize].insert(d);
            self.wage[di] = best as u8;
            self.fired.remove(d);
            sink.emit(
                Audience::All,
                Event::Hired {
                    designer: d,
                    player: winner,
                    wage: euros(best) as u32,
                },
            );
        }
        self.fired = Set32::EMPTY;
        for s in 0..n as usize {
            self.p[s].bids = [BID_NONE; D];
            self.p[s].commit = Commit::default();
        }
    }

    // ----- trading -----

    fn trade_step<S: EventSink<Event>>(&mut self, s: u8, a: Action, sink: &mut S) {
        let pr = &mut self.proposal;
        match a {
            Action::Pass => {
                self.done += 1;
                self.advance(sink);
            }
            Action::TradeWith(t) => {
                *pr = Proposal {
                    open: true,
                    to: t,
                    ..Proposal::default()
                };
            }
            Action::GiveCard(c) => {
                // Offered openly: everyone can now name the card.
                pr.cards.insert(c);
                self.known.insert(c);
                pr.last = c as u16 + 1;
            }
            Action::GiveGame(i) => {
                pr.games |= 1 << i;
                pr.last = TRADE_GIVE_GAME + i as u16 + 1;
            }
            Action::GiveMoney(k) => {
                pr.money = k as i8;
                pr.last = TRADE_GIVE_MONEY;
            }
            Action::AskCard(c) => {
                pr.cards.insert(c);
                pr.last = TRADE_ASK_CARD + c as u16 + 1;
            }
            Action::AskGame(i) => {
                pr.games |= 1 << i;
                pr.last = TRADE_ASK_GAME + i as u16 + 1;
            }
            Action::AskMoney(k) => {
                pr.money = -(k as i8);
                pr.last = TRADE_ASK_MONEY;
            }
            Action::Propose => {
                let to = pr.to;
                self.phase = Phase::Respond;
                self.current = to;
                sink.emit(Audience::All, Event::TradeProposed { from: s, to });
            }
            _ => {}
        }
    }

    fn carry_out_trade(&mut self, from: u8, to: u8) {
        let pr = self.proposal;
        let (f, t) = (from as usize, to as usize);
        let give = pr.cards.intersect(self.p[f].hand);
        let take = pr.cards.intersect(self.p[t].hand);
        self.p[f].hand = self.p[f].hand.minus(give).union(take);
        self.p[t].hand = self.p[t].hand.minus(take).union(give);
        self.known |= pr.cards;
        for i in 0..G {
            if pr.games >> i & 1 == 1 {
                self.g_owner[i] = if self.g_owner[i] == from { to } else { from };
            }
        }
        self.p[f].money -= pr.money as i32;
        self.p[t].money += pr.money as i32;
    }

    // ----- the end -----

    /// The elements a published game shows.
    #[inline]
    pub(super) fn game_elements(&self, i: usize) -> u8 {
        elements_of(&self.game_cards(i))
    }

    /// The award, by the book: turn public-favour cards (shuffled) until
    /// one names an element of some game; the highest such game wins; a
    /// tie turns one more card; a stalemate goes to more money.
    fn run_award<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let mut order = self.favour;
        self.rng.shuffle(&mut order);
        let (winner, turned) = self.award_winner(&order);
        self.award = turned;
        for c in turned {
            if c != NONE {
                sink.emit(Audience::All, Event::AwardCard { card: c });
            }
        }
        self.finish(winner, sink);
    }

    /// The winning seat (NONE for none) and the cards turned, for a given
    /// order of the public-favour cards.
    pub(super) fn award_winner(&self, order: &[u8; MONTHS as usize]) -> (u8, [u8; 2]) {
        let games = self.published_mask();
        for k in 0..MONTHS as usize {
            let first = order[k];
            let tied = self.award_pick(content::element_mask(first), games);
            if tied == 0 {
                continue;
            }
            if self.owners(tied).count_ones() == 1 {
                return (self.award_settle(tied, NONE), [first, NONE]);
            }
            let second = order.get(k + 1).copied().unwrap_or(NONE);
            return (self.award_settle(tied, second), [first, second]);
        }
        (NONE, [NONE, NONE])
    }

    /// The chance of each award outcome over every order of the twelve
    /// public-favour cards: `[seat 0, …, seat 5, no winner]`. Only the first
    /// card that names an element of some game and the card after it
    /// matter. With `h` such cards among 12, a given one comes first among
    /// them with chance 1/h; the card right after it is a given other such
    /// card with chance 1/(12(h-1)), a given other card with chance
    /// 1/(12h), and nothing (it is last) with chance 1/12 when h = 1.
    pub(super) fn award_odds(&self) -> [f64; MAX_SEATS + 1] {
        let mut odds = [0.0; MAX_SEATS + 1];
        let games = self.published_mask();
        let cards = self.favour;
        let mut hits = 0u16;
        for (k, &c) in cards.iter().enumerate() {
            if c != NONE && self.award_pick(content::element_mask(c), games) != 0 {
                hits |= 1 << k;
            }
        }
        let h = hits.count_ones() as f64;
        let mut add = |w: u8, p: f64| {
            let i = if w == NONE { MAX_SEATS } else { w as usize };
            odds[i] += p;
        };
        if hits == 0 {
            add(NONE, 1.0);
            return odds;
        }
        for (k, &a) in cards.iter().enumerate() {
            if hits >> k & 1 == 0 {
                continue;
            }
            let tied = self.award_pick(content::element_mask(a), games);
            if self.owners(tied).count_ones() == 1 {
                add(self.award_settle(tied, NONE), 1.0 / h);
                continue;
            }
            let n = cards.len() as f64;
            for (j, &b) in cards.iter().enumerate() {
                if j != k {
                    let p = if hits >> j & 1 == 1 {
                        1.0 / (n * (h - 1.0))
                    } else {
                        1.0 / (n * h)
                    };
                    add(self.award_settle(tied, b), p);
                }
            }
            if hits.count_ones() == 1 {
                add(self.award_settle(tied, NONE), 1.0 / n);
            }
        }
        odds
    }

    fn published_mask(&self) -> u64 {
        let mut m = 0u64;
        for i in 0..G {
            if self.g_owner[i] != NONE {
                m |= 1 << i;
            }
        }
        m
    }

    /// The highest-valued games among `among` holding an element of `mask`.
    fn award_pick(&self, mask: u8, among: u64) -> u64 {
        let mut best = i16::MIN;
        let mut set = 0u64;
        for i in 0..G {
            if among >> i & 1 == 1 && self.game_elements(i) & mask != 0 {
                let v = self.g_value[i];
                if v > best {
                    best = v;
                    set = 1 << i;
                } else if v == best {
                    set |= 1 << i;
                }
            }
        }
        set
    }

    /// The seats publishing the games in `set`.
    fn owners(&self, set: u64) -> u8 {
        let mut m = 0u8;
        for i in 0..G {
            if set >> i & 1 == 1 {
                m |= 1 << self.g_owner[i];
            }
        }
        m
    }

    /// The winner among the `tied` games once `second` (NONE: no card left)
    /// is turned: the games holding its elements, if any, stay in; a
    /// stalemate goes to more money; equal money, no winner.
    fn award_settle(&self, tied: u64, second: u8) -> u8 {
        let mut still = self.owners(tied);
        if still.count_ones() > 1 && second != NONE {
            let narrow = self.award_pick_within(content::element_mask(second), tied);
            if narrow != 0 {
                still = self.owners(narrow);
            }
        }
        if still.count_ones() == 1 {
            return still.trailing_zeros() as u8;
        }
        let most = (0..self.players)
            .filter(|&s| still >> s & 1 == 1)
            .map(|s| self.p[s as usize].money)
            .max()
            .unwrap_or(0);
        let rich: u8 = (0..self.players)
            .filter(|&s| still >> s & 1 == 1 && self.p[s as usize].money == most)
            .fold(0, |m, s| m | 1 << s);
        if rich.count_ones() == 1 {
            rich.trailing_zeros() as u8
        } else {
            NONE
        }
    }

    /// The games in `among` holding an element of `mask`, whatever their
    /// value (the tie-break card narrows the tie, it does not re-rank).
    fn award_pick_within(&self, mask: u8, among: u64) -> u64 {
        let mut set = 0u64;
        for i in 0..G {
            if among >> i & 1 == 1 && self.game_elements(i) & mask != 0 {
                set |= 1 << i;
            }
        }
        set
    }

    fn finish<S: EventSink<Event>>(&mut self, winner: u8, sink: &mut S) {
        self.phase = Phase::Over;
        self.winner = winner;
        self.done = 0;
        for s in 0..self.players as usize {
            self.p[s].commit = Commit::default();
        }
        if winner == NONE {
            sink.emit(Audience::All, Event::NoWinner);
        } else {
            sink.emit(Audience::All, Event::Winner { player: winner });
        }
        sink.emit(Audience::All, Event::GameOver);
    }
}

/// One direction of a trade proposal: what may be given or asked for, the
/// item keys that order them, and the actions naming them.
struct TradeSide {
    cards: Set128,
    games: u64,
    money: i32,
    keys: [u16; 3],
    make: [fn(u8) -> Action; 3],
}

impl TradeSide {
    /// Items whose key comes after `last` (items go in increasing key
    /// order, so every proposal has one spelling).
    fn push(&self, out: &mut ActionList, last: u16, money_free: bool) {
        for c in self.cards {
            if self.keys[0] + c as u16 + 1 > last {
                out.push(self.make[0](c));
            }
        }
        for i in 0..G as u8 {
            if self.games >> i & 1 == 1 && self.keys[1] + i as u16 + 1 > last {
                out.push(self.make[1](i));
            }
        }
        if money_free && self.keys[2] > last {
            for k in 1..=self.money.min(MAX_TRADE_MONEY as i32) {
                out.push(self.make[2](k as u8));
            }
        }
    }
}

/// Pushes the first card of every game that can be started now: a prefix
/// or a stem (above `last`, so games come in increasing stem order) from
/// which some free title can still be completed from `hand`.
fn push_new_game(out: &mut ActionList, hand: Set128, t: &Names, last: u8) {
    let stems = hand.intersect(STEM_SET).intersect(above(last));
    if stems.is_empty() {
        return;
    }
    let emask = ending_words(hand);
    let xmask = suffix_words(hand);
    let smask = stem_words(stems);
    for p in hand.intersect(PREFIX_SET) {
        let pw = content::word(p);
        let mut m = smask;
        while m != 0 {
            let sw = m.trailing_zeros() as u8;
            m &= m - 1;
            if t.free_endings_pre(pw, sw, emask) != 0 {
                out.push(Action::Stack(p));
                break;
            }
        }
    }
    let mut ok_words = 0u8;
    let mut m = smask;
    while m != 0 {
        let sw = m.trailing_zeros() as u8;
        m &= m - 1;
        if t.free_endings_plain(sw, emask, xmask) != 0 {
            ok_words |= 1 << sw;
        }
    }
    for s in stems {
        if ok_words >> content::word(s) & 1 == 1 {
            out.push(Action::Stack(s));
        }
    }
}

/// Whether some game can be started and completed from `hand`.
pub(super) fn can_start_game(hand: Set128, t: &Names, last: u8) -> bool {
    let stems = hand.intersect(STEM_SET).intersect(above(last));
    if stems.is_empty() {
        return false;
    }
    let emask = ending_words(hand);
    if emask == 0 {
        return false;
    }
    let xmask = suffix_words(hand);
    let pmask = word_mask(hand, PREFIXES, 3, 4);
    let mut m = stem_words(stems);
    while m != 0 {
        let sw = m.trailing_zeros() as u8;
        m &= m - 1;
        if t.free_endings_plain(sw, emask, xmask) != 0 {
            return true;
        }
        let mut pm = pmask;
        while pm != 0 {
            let pw = pm.trailing_zeros() as u8;
            pm &= pm - 1;
            if t.free_endings_pre(pw, sw, emask) != 0 {
                return true;
            }
        }
    }
    false
}

#[allow(dead_code)]
const _: () = assert!(CARD_COUNT <= 128);

const OPTIONS: &[OptionInfo] = &[OptionInfo {
    key: "trading",
    values: &["on", "off"],
    default: "on",
    description: "the book's trading of hand cards, money and published games between players, one proposal per seat each month (off: no trading)",
}];

impl Rules for SpielDesJahres {
    const INFO: GameInfo = GameInfo {
        id: "spiel-des-jahres",
        name: "Spiel des Jahres",
        min_players: 2,
        max_players: 6,
        options: OPTIONS,
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Event = Event;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        let chosen = config.resolve(&Self::INFO)?;
        Ok(SpielDesJahres::new_game(
            config.players,
            chosen[0] == "on",
            seed,
        ))
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn end_reason(&self) -> Option<&'static str> {
        if !self.is_terminal() {
            return None;
        }
        let n = self.players as usize;
        Some(match (0..n).filter(|&s| !self.p[s].bankrupt).count() {
            0 => "every company went bankrupt",
            1 => "one company was left standing",
            _ => "the twelfth month ended and the award was given",
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
            Phase::Over => {}
            Phase::Choose => self.legal_choose(out),
            Phase::Fire => {
                let d = self.nth(self.staff(s), self.p[s as usize].commit.steps);
                out.push(Action::Keep(d));
                out.push(Action::Fire(d));
            }
            Phase::Offer => {
                let d = self.nth(self.biddable(s), self.p[s as usize].commit.steps);
                out.push(Action::Bid {
                    designer: d,
                    level: BID_NONE,
                });
                if self.fired.contains(d) {
                    out.push(Action::Bid {
                        designer: d,
                        level: BID_MATCH,
                    });
                }
                for level in 2..=1 + MAX_RAISE {
                    out.push(Action::Bid { designer: d, level });
                }
            }
            Phase::Trade => self.legal_trade(out),
            Phase::Respond => {
                out.push(Action::Accept);
                out.push(Action::Decline);
            }
        }
    }

    fn check_legal(&self, a: Action) -> Result<(), ActionError> {
        let mut list = ActionList::new();
        self.legal_actions(&mut list);
        if list.contains(&a) {
            Ok(())
        } else {
            Err(ActionError::Illegal(match self.phase {
                Phase::Choose => {
                    "not a choice you can make now (play designers, then brainstorm or publish valid, unnamed games)"
                }
                Phase::Fire => "fire stage: keep or fire the designer in question",
                Phase::Offer => "offer stage: a bid on the designer in question",
                Phase::Trade => "not a trade item you hold or may ask for now",
                Phase::Respond => "accept or decline the trade",
                Phase::Over => "the game is over",
            }))
        }
    }

    fn step<S: EventSink<Event>>(&mut self, a: Action, sink: &mut S) {
        let s = self.current;
        match self.phase {
            Phase::Choose | Phase::Fire | Phase::Offer => {
                self.commit_quiet(s, a);
                sink.emit(Audience::All, Event::Committed { player: s });
                let c = &self.p[s as usize].commit;
                if c.steps == c.len {
                    self.done += 1;
                    self.advance(sink);
                }
            }
            Phase::Trade => self.trade_step(s, a, sink),
            Phase::Respond => {
                let from = self.seat_at(self.done);
                let to = self.proposal.to;
                if a == Action::Accept {
                    self.carry_out_trade(from, to);
                    sink.emit(Audience::All, Event::TradeAccepted { from, to });
                } else {
                    sink.emit(Audience::All, Event::TradeDeclined { from, to });
                }
                self.proposal = Proposal::default();
                self.phase = Phase::Trade;
                self.done += 1;
                self.advance(sink);
            }
            Phase::Over => {}
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        (0..self.players as usize)
            .map(|s| self.p[s].money as f64 * 10_000.0)
            .collect()
    }

    /// The award's odds over every order of the public-favour cards (the
    /// last move leaves only that shuffle to luck); an end by bankruptcy is
    /// no draw.
    fn expected_returns(&self) -> SeatValues<f64> {
        let n = self.players as usize;
        let alive = (0..n).filter(|&s| !self.p[s].bankrupt).count();
        if self.phase != Phase::Over || alive <= 1 {
            return self.returns();
        }
        let odds = self.award_odds();
        let split = odds[MAX_SEATS] / alive as f64;
        // Sums of fractions can overshoot 1 by a rounding step.
        (0..n)
            .map(|s| {
                if self.p[s].bankrupt {
                    0.0
                } else {
                    (odds[s] + split).clamp(0.0, 1.0)
                }
            })
            .collect()
    }

    /// The award winner takes the whole win. With no winner (equal money
    /// in a stalemate, no game eligible, everyone bankrupt) the win is split
    /// equally among the seats still in the game (all seats if none is).
    fn returns(&self) -> SeatValues<f64> {
        let winner = self.winner;
        split_ties(self.players as usize, |s| {
            if winner != NONE {
                s == winner as usize
            } else {
                !self.p[s].bankrupt
            }
        })
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn max_game_length(&self) -> usize {
        // Per month: a trading window (per seat: pass, or TradeWith, at
        // most 120 cards + 36 games + 1 money item, Propose and the answer),
        // the choice (each seat hand + 2, hands hold at most 120 cards in
        // all), firing (one per designer) and offers (per seat one per
        // designer).
        let n = self.players as usize;
        let trade = if self.trading { n * 161 } else { 0 };
        MONTHS as usize * (trade + 120 + 2 * n + 24 + 24 * n)
    }
}
