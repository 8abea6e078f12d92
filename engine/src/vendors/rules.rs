//! Vendors rules: setup, legal actions, and the five steps of a turn.

use super::actions;
use super::actions::{Action, Piece};
use super::content::{
    self, AGILE, AGILE_CARDS_SET, AGILE_COUNT, Agile, CUSTOMER_SET, FOUR_PLUS, GAME_CARDS,
    INFRA_OPS, INFRA_SET, PROBLEM_COUNT, PROBLEMS, Problem, ProblemType, SOFTWARE_SET,
};
use super::events::Event;
use super::state::*;
use super::{ActionList, Vendors};
use crate::bitset::{Set32, Set64, Set64Iter, Set128};
use crate::game::{ActionError, Audience, EventSink, MAX_SEATS};
use crate::game::{Config, GameInfo, Rules, SeatValues, SetupError, ToMove, split_ties};
use crate::rng::GameRng;

/// Equivalent cards (same kind and strength) share a representative, so a
/// choice among identical copies is offered once.
#[inline]
pub(super) const fn rep(card: u8) -> u8 {
    if card < content::CARD_COUNT {
        REP[card as usize]
    } else {
        card
    }
}

const REP: [u8; content::CARD_COUNT as usize] = {
    let mut t = [0u8; content::CARD_COUNT as usize];
    let mut card = 0u8;
    while card < content::CARD_COUNT {
        t[card as usize] = if card < content::INFRA {
            card
        } else if card < content::CUSTOMERS {
            let side = if card >= INFRA_OPS {
                INFRA_OPS
            } else {
                content::INFRA
            };
            side + (card - side) % 5
        } else if card < AGILE {
            if card >= content::BUSINESS {
                content::BUSINESS
            } else {
                content::CUSTOMERS
            }
        } else {
            match content::agile_cards_with(content::agile(card)).first() {
                Some(c) => c,
                None => card,
            }
        };
        card += 1;
    }
    t
};

/// Cards of each card's class (identical copies), indexed by card id.
const CLASS: [Set128; content::CARD_COUNT as usize] = {
    let mut t = [Set128::EMPTY; content::CARD_COUNT as usize];
    let mut a = 0;
    while a < content::CARD_COUNT as usize {
        let mut b = 0;
        while b < content::CARD_COUNT as usize {
            if REP[a] == REP[b] {
                t[a] = Set128(t[a].0 | 1u128 << b);
            }
            b += 1;
        }
        a += 1;
    }
    t
};

/// Printed strength by card id (`content::printed_strength`; 0 for ids
/// that are no card), read from a table on the hot paths.
const PRINTED: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < content::CARD_COUNT as usize {
        t[c] = content::printed_strength(c as u8);
        c += 1;
    }
    t
};

#[inline]
fn printed_strength(card: u8) -> u8 {
    PRINTED[card as usize]
}

/// A piece's card, or NONE; written as a plain selection so the hot paths
/// need no branch on the kind of piece.
#[inline]
fn piece_card(piece: Piece) -> u8 {
    match piece {
        Piece::Card(card) | Piece::Agile { card, .. } => card,
        _ => NONE,
    }
}

/// A piece's card as a set, and its starting Strength card as
/// `Player::starting` bits.
#[inline]
fn piece_parts(piece: Piece) -> (Set128, u8) {
    match piece {
        Piece::Start(st) => (Set128::EMPTY, strength_bit(st)),
        Piece::Card(card) | Piece::Agile { card, .. } => (Set128::single(card), 0),
        Piece::None => (Set128::EMPTY, 0),
    }
}

/// The unshuffled game deck, the game cards of `game_deck` in ascending
/// order, zeros after them, and its length.
const fn game_deck(removed: Set128) -> ([u8; 90], u8) {
    let mut deck = [0u8; 90];
    let mut len = 0;
    let mut c = 0;
    while c < GAME_CARDS.len() as u8 {
        if !removed.contains(c) {
            deck[len] = c;
            len += 1;
        }
        c += 1;
    }
    (deck, len as u8)
}
const FULL_GAME_DECK: ([u8; 90], u8) = game_deck(Set128::EMPTY);
const SMALL_GAME_DECK: ([u8; 90], u8) = game_deck(FOUR_PLUS);

/// Cards whose representative is at least `r`, indexed by `r`.
const REP_AT_LEAST: [Set128; content::CARD_COUNT as usize + 1] = {
    let mut t = [Set128::EMPTY; content::CARD_COUNT as usize + 1];
    let mut r = 0;
    while r <= content::CARD_COUNT as usize {
        let mut c = 0;
        while c < content::CARD_COUNT as usize {
            if REP[c] as usize >= r {
                t[r] = Set128(t[r].0 | 1u128 << c);
            }
            c += 1;
        }
        r += 1;
    }
    t
};

#[inline]
fn rep_at_least(r: u16) -> Set128 {
    match REP_AT_LEAST.get(r as usize) {
        Some(&set) => set,
        None => Set128::EMPTY,
    }
}

/// The actions naming each member of a small bit set (Vendor cards,
/// Strength cards), ascending, indexed by the set: a fixed-size copy and a
/// truncation instead of a data-dependent loop.
#[derive(Copy, Clone)]
struct SmallList {
    actions: [Action; 5],
    len: u8,
}

impl SmallList {
    /// Appends the list; called on a buffer with room for five more.
    #[inline]
    fn push_into(&self, out: &mut ActionList) {
        let start = out.len();
        for a in self.actions {
            out.push(a);
        }
        out.truncate(start + self.len as usize);
    }
}

const fn small_lists(kind: u8) -> [SmallList; 32] {
    let mut t = [SmallList {
        actions: [Action::Pass; 5],
        len: 0,
    }; 32];
    let mut set = 0;
    while set < 32 {
        let mut v = 0;
        let mut k = 0;
        while v < 5 {
            if set >> v & 1 != 0 {
                t[set].actions[k] = match kind {
                    0 => Action::RaceVendor(v as u8),
                    1 => Action::Strength(Piece::Start(v as u8)),
                    _ => Action::VirtualVendor(v as u8),
                };
                k += 1;
            }
            v += 1;
        }
        t[set].len = k as u8;
        set += 1;
    }
    t
}

const RACE_VENDORS: [SmallList; 32] = small_lists(0);
const STRENGTHS: [SmallList; 32] = small_lists(1);
const VIRTUAL_VENDORS: [SmallList; 32] = small_lists(2);

/// The highest set bit of `x` (0 for none).
#[inline]
fn highest_bit(x: u8) -> u8 {
    match x.checked_ilog2() {
        Some(b) => 1 << b,
        None => 0,
    }
}

/// The cards below 64 in `set` (Software and Infrastructure), ascending:
/// a 64-bit walk is cheaper than a 128-bit one.
#[inline]
fn low_cards(set: Set128) -> Set64Iter {
    Set64(set.0 as u64).iter()
}

/// The Agile cards in `set`, ascending.
#[inline]
fn agile_cards(set: Set128) -> impl Iterator<Item = u8> {
    Set32((set.0 >> AGILE) as u32).iter().map(|i| i + AGILE)
}

/// Pushes the strength pieces of a race: each Software or Infrastructure
/// card of `as_software` as itself, then each Agile card as Software 6 if
/// in `as_software` and as Infrastructure 6 if in `as_infra`, in ascending
/// card order (the order `legal_actions` promises).
#[inline]
fn push_pieces(out: &mut ActionList, as_software: Set128, as_infra: Set128) {
    out.extend(low_cards(as_software).map(|card| Action::Strength(Piece::Card(card))));
    for card in agile_cards(as_software.union(as_infra)) {
        for (infra, set) in [(false, as_software), (true, as_infra)] {
            if set.contains(card) {
                out.push(Action::Strength(Piece::Agile {
                    card,
                    infra,
                    operations: false,
                }));
            }
        }
    }
}

/// Per problem effect: its type and the set of Technical Problem cards
/// carrying it (each effect belongs to one type).
const PROBLEM_CARDS: [(ProblemType, crate::bitset::Set32); 12] = {
    let mut t = [(ProblemType::Compatibility, crate::bitset::Set32::EMPTY); 12];
    let mut i = 0;
    while i < PROBLEMS.len() {
        let (kind, effect) = PROBLEMS[i];
        let e = effect as usize;
        t[e] = (kind, crate::bitset::Set32(t[e].1.0 | 1 << i));
        i += 1;
    }
    t
};

/// Cards that have a copy of their class `k` ids below them (customers
/// aside, copies sit 1 or 2 apart among Agile cards, 5 or 10 apart among
/// Infrastructure).
const fn lower_copy(k: usize) -> u128 {
    let mut m = 0u128;
    let mut c = k;
    while c < content::CARD_COUNT as usize {
        if REP[c] == REP[c - k] {
            m |= 1u128 << c;
        }
        c += 1;
    }
    m
}
const LOWER1: u128 = lower_copy(1);
const LOWER2: u128 = lower_copy(2);
const LOWER5: u128 = lower_copy(5);
const LOWER10: u128 = lower_copy(10);
const IND_MASK: u128 = Set128::range(content::CUSTOMERS, content::BUSINESS).0;
const BUS_MASK: u128 = Set128::range(content::BUSINESS, AGILE).0;

/// The lowest copy of each class of card in `set`, by bit arithmetic.
#[inline]
pub(super) fn canonical_mask(set: Set128) -> Set128 {
    let x = set.0;
    let dup =
        ((x << 1) & LOWER1) | ((x << 2) & LOWER2) | ((x << 5) & LOWER5) | ((x << 10) & LOWER10);
    let ind = x & IND_MASK;
    let bus = x & BUS_MASK;
    let customers = (ind & ind.wrapping_neg()) | (bus & bus.wrapping_neg());
    Set128((x & !dup & !(IND_MASK | BUS_MASK)) | customers)
}

/// Whether `card` is the lowest copy of its class in `set`.
#[inline]
pub(super) fn is_canonical(set: Set128, card: u8) -> bool {
    canonical_mask(set).contains(card)
}

/// The lowest copy of each kind of card in `set`, in ascending order.
#[inline]
pub(super) fn canonical(set: Set128) -> impl Iterator<Item = u8> {
    canonical_mask(set).iter()
}

/// The highest class (by representative) among strength cards in `pool`,
/// and how many copies of it the pool holds.
#[inline]
pub(super) fn top_class(pool: Set128) -> Option<(u8, u32)> {
    let x = pool.0;
    let top = if x >> AGILE != 0 {
        rep(127 - x.leading_zeros() as u8)
    } else if (x >> INFRA_OPS) & 0x7FFF != 0 || (x >> content::INFRA) & 0x7FFF != 0 {
        let base = if (x >> INFRA_OPS) & 0x7FFF != 0 {
            INFRA_OPS
        } else {
            content::INFRA
        };
        let o = (x >> base) as u32 & 0x7FFF;
        let strengths = (o | o >> 5 | o >> 10) & 0x1F;
        base + 31 - strengths.leading_zeros() as u8
    } else if x != 0 {
        127 - x.leading_zeros() as u8
    } else {
        return None;
    };
    Some((top, pool.intersect(CLASS[top as usize]).len()))
}

impl Vendors {
    pub(super) fn new_game(players: usize, seed: u64) -> Result<Self, SetupError> {
        let info = <Self as Rules>::INFO;
        if !(info.min_players as usize..=info.max_players as usize).contains(&players) {
            return Err(SetupError::Players {
                game: info.id,
                min: info.min_players,
                max: info.max_players,
                got: players,
            });
        }
        let n = players as u8;
        let mut rng = GameRng::new(seed);
        let removed = if n <= 3 { FOUR_PLUS } else { Set128::EMPTY };
        let (mut deck, deck_len) = if n <= 3 {
            SMALL_GAME_DECK
        } else {
            FULL_GAME_DECK
        };
        rng.shuffle(&mut deck[..deck_len as usize]);
        let mut agile_deck = [0u8; 24];
        for (i, slot) in agile_deck.iter_mut().enumerate() {
            *slot = AGILE + i as u8;
        }
        rng.shuffle(&mut agile_deck);
        let mut problem_deck = [0u8; 21];
        for (i, slot) in problem_deck.iter_mut().enumerate() {
            *slot = i as u8;
        }
        rng.shuffle(&mut problem_deck);
        let vendor_bits = if n >= 4 { START_VENDOR_BITS } else { 0b1111 };
        let player = Player {
            starting: vendor_bits | strength_bit(0) | strength_bit(1) | strength_bit(2),
            problem_down: NONE,
            commit: Commit {
                virtual_vendor: NONE,
                ..Commit::default()
            },
            ..Player::default()
        };
        let mut g = Vendors {
            rng,
            players: n,
            phase: Phase::Commit,
            current: 0,
            done: 0,
            lead: 0,
            turn: 0,
            final_turns: NONE,
            deck,
            deck_len,
            agile_deck,
            agile_len: AGILE_COUNT,
            problem_deck,
            problem_len: PROBLEM_COUNT,
            problem_discard: Default::default(),
            piles: [Set128::EMPTY; 5],
            removed,
            leaders: [NONE; 2],
            strongest: 0,
            regain_seat: NONE,
            p: [player; MAX_SEATS],
        };
        for i in n as usize..MAX_SEATS {
            g.p[i] = Player {
                problem_down: NONE,
                ..Player::default()
            };
            g.p[i].commit.virtual_vendor = NONE;
        }
        g.start_turn(&mut ());
        Ok(g)
    }

    /// Vendors in play: A–E with 4+ players, A–D with 2–3.
    #[inline]
    pub(super) fn vendor_count(&self) -> u8 {
        if self.players >= 4 { 5 } else { 4 }
    }

    #[inline]
    pub(super) fn commit_len(&self) -> u8 {
        if self.players == 2 { 4 } else { 3 }
    }

    #[inline]
    fn seat_at(&self, k: u8) -> u8 {
        let s = self.lead + k;
        if s >= self.players {
            s - self.players
        } else {
            s
        }
    }

    // ----- effects and problems in force -----

    #[inline]
    pub(super) fn has_ongoing(&self, s: u8, e: Agile) -> bool {
        !self.p[s as usize]
            .ongoing
            .is_disjoint(content::agile_cards_with(e))
    }

    #[inline]
    pub(super) fn immune(&self, s: u8, t: ProblemType) -> bool {
        self.has_ongoing(s, content::immunity(t))
    }

    /// How many face-up copies of an ongoing problem hurt seat `s`.
    #[inline]
    pub(super) fn active(&self, s: u8, problem: Problem) -> u8 {
        let up = self.p[s as usize].problems_up;
        let (kind, cards) = PROBLEM_CARDS[problem as usize];
        let n = up.intersect(cards).len() as u8;
        if n == 0 || self.immune(s, kind) { 0 } else { n }
    }

    pub(super) fn software_modifier(&self, s: u8) -> i16 {
        2 * self.has_ongoing(s, Agile::CloudPlatform) as i16
            - self.active(s, Problem::LegacyInterfaces) as i16
    }

    pub(super) fn infra_modifier(&self, s: u8) -> i16 {
        2 * self.has_ongoing(s, Agile::OpenSourceComponent) as i16
            - self.active(s, Problem::SlowBatchProcessing) as i16
    }

    /// The strength a piece counts for seat `s` now.
    #[inline]
    pub(super) fn strength(&self, s: u8, piece: Piece) -> u8 {
        let (base, infra) = match piece {
            Piece::None => return 0,
            Piece::Start(v) => return v,
            Piece::Card(c) => (printed_strength(c), content::is_infra(c)),
            Piece::Agile { infra, .. } => (6, infra),
        };
        let pl = &self.p[s as usize];
        if pl.ongoing.is_empty() && pl.problems_up.is_empty() {
            return base;
        }
        self.modified_strength(s, base, infra)
    }

    /// `strength` for a seat with an ongoing effect or a face-up problem.
    fn modified_strength(&self, s: u8, base: u8, infra: bool) -> u8 {
        let m = if infra {
            self.infra_modifier(s)
        } else {
            self.software_modifier(s)
        };
        (base as i16 + m).max(0) as u8
    }

    #[inline]
    pub(super) fn vendor_locked(&self, s: u8) -> bool {
        !self.p[s as usize].problems_up.is_empty() && self.active(s, Problem::VendorLockIn) > 0
    }

    /// Customers a system of these pieces gains for seat `s`.
    pub(super) fn system_customers(&self, s: u8, software: Piece, infra: Piece) -> u16 {
        // Bonuses first, then the cap, then the losses: of the possible
        // orders this one is the most unfavourable to the owner.
        let mut n = self.strength(s, software).min(self.strength(s, infra)) as i16;
        n += self.has_ongoing(s, Agile::CrmSuite) as i16;
        if self.active(s, Problem::PerSeatLicensing) > 0 {
            n = n.min(4);
        }
        n -= self.active(s, Problem::CapacityLimits) as i16;
        n.max(0) as u16
    }

    // ----- legal actions -----

    #[inline]
    fn legal_commit(&self, out: &mut ActionList) {
        let s = self.current;
        let pl = &self.p[s as usize];
        let c = &pl.commit;
        let hand = pl.hand;
        // Every list below is built from bit masks and pushed in ascending
        // order, which is the order the rules define for the choices.
        match (c.mode, c.n) {
            (_, 0) => {
                let mut vendors = pl.starting & ((1u8 << self.vendor_count()) - 1);
                if vendors & 1 != 0 && self.vendor_locked(s) {
                    vendors &= !1;
                }
                RACE_VENDORS[vendors as usize & 31].push_into(out);
                if !hand.is_disjoint(CUSTOMER_SET) {
                    let infra_capable = hand.intersect(INFRA_SET.union(AGILE_CARDS_SET));
                    if !infra_capable.is_empty() {
                        out.extend(
                            low_cards(canonical_mask(hand.intersect(SOFTWARE_SET)))
                                .map(Action::Software),
                        );
                    }
                    // An Agile card as Software needs another card for the
                    // Infrastructure: with two or more infrastructure-capable
                    // cards every Agile card has one.
                    if infra_capable.len() >= 2 {
                        out.extend(
                            agile_cards(canonical_mask(hand.intersect(AGILE_CARDS_SET)))
                                .map(Action::Software),
                        );
                    }
                }
            }
            (MODE_RACE, 1) => {
                let pool = hand.intersect(SOFTWARE_SET.union(INFRA_SET).union(AGILE_CARDS_SET));
                // A Strength card can go first if a higher one or a card
                // remains for the second piece.
                let strengths = pl.starting >> 5 & 0b111;
                let starts = if pool.is_empty() {
                    strengths & !highest_bit(strengths)
                } else {
                    strengths
                };
                STRENGTHS[starts as usize].push_into(out);
                // A card can go first if another card of an equal or
                // higher class remains for the second piece.
                if let Some((max_rep, max_count)) = top_class(pool) {
                    let mut can_lead = canonical_mask(pool);
                    if max_count == 1 {
                        can_lead = can_lead.minus(CLASS[max_rep as usize]);
                    }
                    push_pieces(out, can_lead, can_lead);
                }
            }
            (MODE_RACE, 2) => {
                let first = c.pieces[0].key();
                let strengths = pl.starting >> 5 & 0b111;
                // Strength keys are the strengths themselves (0..3).
                let above = if first >= 2 {
                    0
                } else {
                    0b111 << (first + 1) & 0b111
                };
                STRENGTHS[(strengths & above) as usize].push_into(out);
                let pool = hand.intersect(SOFTWARE_SET.union(INFRA_SET).union(AGILE_CARDS_SET));
                let cards = canonical_mask(pool);
                // A card's key is 3 + 2 × its representative (+1 as Agile
                // Infrastructure): compare representatives with the first key.
                let (as_software, as_infra) = if first < 3 {
                    (cards, cards)
                } else {
                    (
                        cards.intersect(rep_at_least((first - 2) / 2)),
                        cards.intersect(rep_at_least((first - 3) / 2)),
                    )
                };
                push_pieces(out, as_software, as_infra);
            }
            (MODE_SYSTEM, 1) => {
                let infra = canonical_mask(hand.intersect(INFRA_SET));
                out.extend(low_cards(infra).map(|card| Action::Infrastructure {
                    card,
                    operations: card >= INFRA_OPS,
                }));
                for card in agile_cards(canonical_mask(hand.intersect(AGILE_CARDS_SET))) {
                    out.push(Action::Infrastructure {
                        card,
                        operations: false,
                    });
                    out.push(Action::Infrastructure {
                        card,
                        operations: true,
                    });
                }
            }
            (MODE_SYSTEM, 2) => {
                out.extend(canonical(hand.intersect(CUSTOMER_SET)).map(Action::Customer));
            }
            (_, 3) => {
                VIRTUAL_VENDORS[(pl.starting & 0b1111) as usize].push_into(out);
            }
            _ => {}
        }
    }

    fn legal_window(&self, out: &mut ActionList) {
        let s = self.current;
        let pl = &self.p[s as usize];
        out.push(Action::Pass);
        let agile_hand = pl.hand.intersect(AGILE_CARDS_SET);
        for card in canonical(agile_hand) {
            let effect = content::agile(card);
            match effect {
                Agile::DirectCommunication => {
                    if pl.problem_down != NONE {
                        out.push(Action::Effect { card, param: 0 });
                    }
                }
                Agile::BugBounty => {
                    // One choice per kind of face-up problem.
                    for pid in pl.problems_up {
                        let same = pl.problems_up.iter().take_while(|&q| q < pid);
                        if !same
                            .clone()
                            .any(|q| PROBLEMS[q as usize] == PROBLEMS[pid as usize])
                        {
                            out.push(Action::Effect { card, param: pid });
                        }
                    }
                }
                Agile::RecruitmentCampaign | Agile::KeyAccountManager => {
                    out.push(Action::Effect { card, param: 0 })
                }
                Agile::KnowledgeBase => {
                    out.extend(
                        canonical(pl.discard.minus(AGILE_CARDS_SET))
                            .map(|param| Action::Effect { card, param }),
                    );
                }
                Agile::PriorityAccess => {
                    for v in 1..self.vendor_count() as usize {
                        out.extend(
                            canonical(self.piles[v]).map(|param| Action::Effect { card, param }),
                        );
                    }
                }
                _ => {
                    let cost = effect.ongoing_cost().unwrap_or(0);
                    if !self.has_ongoing(s, effect) && pl.individual + pl.business >= cost as u16 {
                        for x in 0..=cost {
                            if x as u16 <= pl.individual && (cost - x) as u16 <= pl.business {
                                out.push(Action::Effect { card, param: x });
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether `a` is one of `legal_commit`'s actions, checked directly (the
    /// conformance suite sweeps every id to hold the two in agreement).
    fn commit_legal(&self, a: Action) -> bool {
        let s = self.current;
        let pl = &self.p[s as usize];
        let c = &pl.commit;
        let hand = pl.hand;
        let pool = hand.intersect(SOFTWARE_SET.union(INFRA_SET).union(AGILE_CARDS_SET));
        let in_hand = |card: u8| card < content::CARD_COUNT && is_canonical(hand, card);
        match (c.mode, c.n, a) {
            (_, 0, Action::RaceVendor(v)) => {
                v < self.vendor_count()
                    && pl.starting & (1 << v) != 0
                    && !(v == 0 && self.vendor_locked(s))
            }
            (_, 0, Action::Software(card)) => {
                let infra_capable = hand.intersect(INFRA_SET.union(AGILE_CARDS_SET));
                !hand.is_disjoint(CUSTOMER_SET)
                    && in_hand(card)
                    && (content::is_software(card) || content::is_agile(card))
                    && !infra_capable.minus(Set128::single(card)).is_empty()
            }
            (MODE_RACE, 1, Action::Strength(piece)) => {
                let card = match piece {
                    Piece::Start(st) => {
                        return st < 3
                            && pl.starting & strength_bit(st) != 0
                            && ((st + 1..3).any(|t| pl.starting & strength_bit(t) != 0)
                                || !pool.is_empty());
                    }
                    Piece::Card(card) if card < AGILE => card,
                    Piece::Agile {
                        card,
                        operations: false,
                        ..
                    } if content::is_agile(card) => card,
                    _ => return false,
                };
                if !pool.contains(card) || !is_canonical(pool, card) {
                    return false;
                }
                top_class(pool).is_some_and(|(max_rep, n)| rep(card) < max_rep || n > 1)
            }
            (MODE_RACE, 2, Action::Strength(piece)) => {
                let first = c.pieces[0].key();
                match piece {
                    Piece::Start(st) => {
                        st < 3 && pl.starting & strength_bit(st) != 0 && piece.key() > first
                    }
                    Piece::Card(card) if card < AGILE => {
                        pool.contains(card) && is_canonical(pool, card) && piece.key() >= first
                    }
                    Piece::Agile {
                        card,
                        operations: false,
                        ..
                    } if content::is_agile(card) => {
                        pool.contains(card) && is_canonical(pool, card) && piece.key() >= first
                    }
                    _ => false,
                }
            }
            (MODE_SYSTEM, 1, Action::Infrastructure { card, operations }) => {
                in_hand(card)
                    && ((content::is_infra(card) && operations == (card >= INFRA_OPS))
                        || content::is_agile(card))
            }
            (MODE_SYSTEM, 2, Action::Customer(card)) => in_hand(card) && content::is_customer(card),
            (_, 3, Action::VirtualVendor(v)) => v < 4 && pl.starting & (1 << v) != 0,
            _ => false,
        }
    }

    // ----- applying actions -----

    #[inline]
    fn commit<S: EventSink<Event>>(&mut self, s: u8, a: Action, sink: &mut S) {
        self.commit_quiet(s, a);
        let finished = self.p[s as usize].commit.n == self.commit_len();
        sink.emit(Audience::All, Event::Committed { player: s });
        if finished {
            self.done += 1;
            if self.done == self.players {
                self.open_window(Moment::BeforeReveal, sink);
            } else {
                self.current = self.seat_at(self.done);
            }
        }
    }

    /// Puts one card face down for seat `s` without moving the turn on.
    #[inline]
    pub(super) fn commit_quiet(&mut self, s: u8, a: Action) {
        let pl = &mut self.p[s as usize];
        let c = &mut pl.commit;
        match a {
            Action::RaceVendor(v) => {
                c.mode = MODE_RACE;
                c.vendor = v;
                pl.starting &= !(1 << v);
            }
            Action::Strength(piece) => {
                c.pieces[c.n as usize - 1] = piece;
                // Selections rather than a branch on the kind of piece: the
                // random choice of piece is not predictable.
                let start = match piece {
                    Piece::Start(st) => strength_bit(st),
                    _ => 0,
                };
                pl.starting &= !start;
                pl.hand.remove(piece_card(piece));
            }
            Action::Software(card) => {
                c.mode = MODE_SYSTEM;
                c.pieces[0] = if card >= AGILE {
                    Piece::Agile {
                        card,
                        infra: false,
                        operations: false,
                    }
                } else {
                    Piece::Card(card)
                };
                pl.hand.remove(card);
            }
            Action::Infrastructure { card, operations } => {
                c.pieces[1] = if card >= AGILE {
                    Piece::Agile {
                        card,
                        infra: true,
                        operations,
                    }
                } else {
                    Piece::Card(card)
                };
                pl.hand.remove(card);
            }
            Action::Customer(card) => {
                c.pieces[2] = Piece::Card(card);
                pl.hand.remove(card);
            }
            Action::VirtualVendor(v) => {
                c.virtual_vendor = v;
                pl.starting &= !(1 << v);
            }
            _ => {}
        }
        c.n += 1;
    }

    pub(super) fn legal_commit_into(&self, out: &mut ActionList) {
        out.clear();
        self.legal_commit(out);
    }

    /// A seat gets an Agile window when it holds an Agile card in hand or,
    /// before the reveal, face down: others cannot tell which, so the
    /// window cannot depend on it.
    #[inline]
    pub(super) fn window_eligible(&self, s: u8) -> bool {
        let pl = &self.p[s as usize];
        if !pl.hand.is_disjoint(AGILE_CARDS_SET) {
            return true;
        }
        // An Agile card is committed only as an Agile piece, and an Agile
        // piece only holds an Agile card (step 2's actions build no other;
        // the invariants refuse any other in a loaded state).
        self.phase == Phase::Window(Moment::BeforeReveal)
            && pl
                .commit
                .pieces
                .iter()
                .any(|piece| matches!(piece, Piece::Agile { .. }))
    }

    /// Opens the Agile window of moment `m`. A moment with nothing between
    /// it and the next one is the same moment, and gets one window: after
    /// the races when no racer suffers a problem, before step 4 when no seat
    /// implements a system.
    fn open_window<S: EventSink<Event>>(&mut self, m: Moment, sink: &mut S) {
        let m = if m == Moment::AfterRace && self.strongest == 0 {
            Moment::BeforeSystems
        } else {
            m
        };
        if m == Moment::BeforeSystems
            && self.p[..self.players as usize]
                .iter()
                .all(|pl| pl.commit.mode != MODE_SYSTEM)
        {
            self.implement_systems(sink);
            return;
        }
        self.phase = Phase::Window(m);
        self.done = 0;
        self.advance_window(sink);
    }

    /// Moves to the next seat holding an Agile card, or ends the window and
    /// plays on to the next one.
    fn advance_window<S: EventSink<Event>>(&mut self, sink: &mut S) {
        while self.done < self.players {
            let s = self.seat_at(self.done);
            if self.window_eligible(s) {
                self.current = s;
                return;
            }
            self.done += 1;
        }
        let Phase::Window(m) = self.phase else {
            return;
        };
        match m {
            Moment::AfterDeal => {
                self.phase = Phase::Commit;
                self.done = 0;
                self.current = self.lead;
            }
            Moment::BeforeReveal => self.reveal(sink),
            Moment::AfterRace => {
                self.suffer_strongest(sink);
                self.open_window(Moment::BeforeSystems, sink);
            }
            Moment::BeforeSystems => self.implement_systems(sink),
            Moment::BeforeLeaders => self.end_turn(sink),
        }
    }

    fn play_effect<S: EventSink<Event>>(&mut self, s: u8, card: u8, param: u8, sink: &mut S) {
        let effect = content::agile(card);
        sink.emit(
            Audience::All,
            Event::EffectPlayed {
                player: s,
                card,
                param,
            },
        );
        let n_vendors = self.vendor_count() as usize;
        let pl = &mut self.p[s as usize];
        pl.hand.remove(card);
        pl.hidden.remove(card);
        match effect {
            Agile::DirectCommunication => {
                let pid = pl.problem_down;
                pl.problem_down = NONE;
                self.problem_discard.insert(pid);
                sink.emit(
                    Audience::All,
                    Event::ProblemDiscarded {
                        player: s,
                        problem: pid,
                    },
                );
            }
            Agile::BugBounty => {
                pl.problems_up.remove(param);
                self.problem_discard.insert(param);
                sink.emit(
                    Audience::All,
                    Event::ProblemDiscarded {
                        player: s,
                        problem: param,
                    },
                );
            }
            Agile::RecruitmentCampaign | Agile::KeyAccountManager => {
                let business = effect == Agile::KeyAccountManager;
                if business {
                    pl.business += 2;
                } else {
                    pl.individual += 2;
                }
                let (i, b) = if business { (0, 2) } else { (2, 0) };
                sink.emit(
                    Audience::All,
                    Event::Customers {
                        player: s,
                        individual: i,
                        business: b,
                    },
                );
            }
            Agile::KnowledgeBase => {
                pl.discard.remove(param);
                pl.hand.insert(param);
            }
            Agile::PriorityAccess => {
                for v in 1..n_vendors {
                    if self.piles[v].contains(param) {
                        self.piles[v].remove(param);
                    }
                }
                pl.hand.insert(param);
            }
            _ => {
                let cost = effect.ongoing_cost().unwrap_or(0);
                pl.individual -= param as u16;
                pl.business -= (cost - param) as u16;
                pl.ongoing.insert(card);
                sink.emit(
                    Audience::All,
                    Event::Customers {
                        player: s,
                        individual: -(param as i16),
                        business: -((cost - param) as i16),
                    },
                );
                return;
            }
        }
        pl.discard.insert(card);
    }

    /// Step 1 unless the deck has run out, then back to step 2.
    fn start_turn<S: EventSink<Event>>(&mut self, sink: &mut S) {
        if self.deck_len == 0 {
            if self.final_turns == NONE {
                self.final_turns = 2;
            }
        } else {
            for v in 1..self.vendor_count() as usize {
                let want = if self.piles[v].is_empty() { 2 } else { 1 };
                for _ in 0..want {
                    if self.deck_len == 0 {
                        break;
                    }
                    self.deck_len -= 1;
                    let card = self.deck[self.deck_len as usize];
                    self.piles[v].insert(card);
                    sink.emit(
                        Audience::All,
                        Event::Dealt {
                            vendor: v as u8,
                            card,
                        },
                    );
                }
            }
        }
        self.current = self.lead;
        self.open_window(Moment::AfterDeal, sink);
    }

    /// Step 2's reveal and step 3 up to the Vendor A regain.
    fn reveal<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players as usize;
        for s in 0..n {
            sink.emit(
                Audience::All,
                Event::Revealed {
                    player: s as u8,
                    commit: self.p[s].commit,
                },
            );
        }
        // One pass over the seats: each racer's total, the strongest racers
        // (step 3's technical problem goes to them unless every racer
        // played the lowest bid, 1 and Bluff), and per Vendor the best
        // total, how many reached it, and who (NONE for a virtual player).
        let mut any_racer = false;
        let mut lowball = true;
        let mut max_total = -1i16;
        let mut strongest = 0u8;
        let mut best = [-1i16; 5];
        let mut best_count = [0u8; 5];
        let mut best_who = [NONE; 5];
        let mut enter = |v: u8, t: i16, who: u8| {
            let v = v as usize % 5;
            if t > best[v] {
                best[v] = t;
                best_count[v] = 1;
                best_who[v] = who;
            } else if t == best[v] {
                best_count[v] += 1;
            }
        };
        for s in 0..n {
            let c = &self.p[s].commit;
            if c.mode == MODE_RACE {
                any_racer = true;
                let total = (self.strength(s as u8, c.pieces[0])
                    + self.strength(s as u8, c.pieces[1])) as i16;
                // Pieces are stored in key order, so 1 + Bluff is always this pair.
                if !matches!(c.pieces, [Piece::Start(0), Piece::Start(1), _]) {
                    lowball = false;
                }
                if total > max_total {
                    max_total = total;
                    strongest = 1 << s;
                } else if total == max_total {
                    strongest |= 1 << s;
                }
                enter(c.vendor, total, s as u8);
            }
            if c.virtual_vendor != NONE {
                enter(c.virtual_vendor, 1, NONE);
            }
        }
        self.strongest = if any_racer && !lowball { strongest } else { 0 };
        let mut agile_winner = NONE;
        for v in 0..self.vendor_count() {
            let (best, best_count, best_human) = (
                best[v as usize],
                best_count[v as usize],
                best_who[v as usize],
            );
            if best < 0 {
                continue;
            }
            if best_count > 1 {
                sink.emit(Audience::All, Event::RaceTied { vendor: v });
                continue;
            }
            if best_human == NONE {
                sink.emit(Audience::All, Event::VirtualWon { vendor: v });
                if v > 0 {
                    let pile = self.piles[v as usize];
                    self.removed = self.removed.union(pile);
                    self.piles[v as usize] = Set128::EMPTY;
                }
                continue;
            }
            let w = best_human;
            sink.emit(
                Audience::All,
                Event::RaceWon {
                    player: w,
                    vendor: v,
                    strength: best as u8,
                },
            );
            if v == 0 {
                agile_winner = w;
                if self.agile_len > 0 {
                    self.agile_len -= 1;
                    let card = self.agile_deck[self.agile_len as usize];
                    let pl = &mut self.p[w as usize];
                    pl.hand.insert(card);
                    pl.hidden.insert(card);
                    sink.emit(Audience::Only(w), Event::DrewAgile { player: w, card });
                    sink.emit(
                        Audience::AllBut(w),
                        Event::DrewAgile {
                            player: w,
                            card: NONE,
                        },
                    );
                }
            } else {
                let pile = self.piles[v as usize];
                self.piles[v as usize] = Set128::EMPTY;
                self.p[w as usize].hand |= pile;
                sink.emit(
                    Audience::All,
                    Event::TookCards {
                        player: w,
                        vendor: v,
                        cards: pile,
                    },
                );
            }
        }
        // Played cards: starting cards back to hand, the rest to the discard.
        // A system's cards stay on the table until step 4.
        for s in 0..n {
            let pl = &mut self.p[s];
            let c = pl.commit;
            let (card0, start0) = piece_parts(c.pieces[0]);
            let (card1, start1) = piece_parts(c.pieces[1]);
            let (card2, _) = piece_parts(c.pieces[2]);
            let raced = card0.union(card1);
            pl.hidden = pl.hidden.minus(raced.union(card2));
            if c.virtual_vendor != NONE {
                pl.starting |= 1 << c.virtual_vendor;
                pl.commit.virtual_vendor = NONE;
                pl.commit.n = pl.commit.n.min(3);
            }
            if c.mode == MODE_RACE {
                pl.commit = Commit {
                    virtual_vendor: NONE,
                    ..Commit::default()
                };
                // Starting cards back to hand, the rest to the discard.
                pl.starting |= 1 << c.vendor | start0 | start1;
                pl.discard |= raced;
            }
        }
        if agile_winner != NONE && !self.p[agile_winner as usize].discard.is_empty() {
            self.phase = Phase::Regain;
            self.regain_seat = agile_winner;
            self.current = agile_winner;
            return;
        }
        self.open_window(Moment::AfterRace, sink);
    }

    /// The end of step 3: the strongest racers suffer a technical problem.
    fn suffer_strongest<S: EventSink<Event>>(&mut self, sink: &mut S) {
        if self.strongest != 0 {
            // Seats in turn order from the lead: those at or after it, then
            // those before it.
            let before_lead = (1u8 << self.lead) - 1;
            let strongest = self.strongest;
            for s in Set32((strongest & !before_lead) as u32)
                .iter()
                .chain(Set32((strongest & before_lead) as u32).iter())
            {
                self.suffer(s, sink);
            }
            self.strongest = 0;
        }
    }

    /// Step 4: system implementation, then the window before step 5.
    fn implement_systems<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players;
        for k in 0..n {
            let s = self.seat_at(k);
            let c = self.p[s as usize].commit;
            if c.mode != MODE_SYSTEM {
                continue;
            }
            let gained = self.system_customers(s, c.pieces[0], c.pieces[1]);
            let customer = c.pieces[2].card().unwrap_or(content::CUSTOMERS);
            let business = customer >= content::BUSINESS;
            let operations = match c.pieces[1] {
                Piece::Card(card) => card >= INFRA_OPS,
                Piece::Agile { operations, .. } => operations,
                _ => false,
            };
            let integration_bus = self.has_ongoing(s, Agile::IntegrationBus);
            let pl = &mut self.p[s as usize];
            if business {
                pl.business += gained;
            } else {
                pl.individual += gained;
            }
            sink.emit(
                Audience::All,
                Event::Customers {
                    player: s,
                    individual: if business { 0 } else { gained as i16 },
                    business: if business { gained as i16 } else { 0 },
                },
            );
            for piece in &c.pieces[1..3] {
                if let Some(card) = piece.card() {
                    pl.hidden.remove(card);
                    pl.discard.insert(card);
                }
            }
            let mut incompatible = false;
            match c.pieces[0] {
                Piece::Card(sw) => {
                    let area = if operations {
                        &mut pl.operations
                    } else {
                        &mut pl.relations
                    };
                    let class = sw / 5;
                    incompatible = !area.is_empty() && !area.iter().any(|x| x / 5 == class);
                    area.insert(sw);
                    sink.emit(
                        Audience::All,
                        Event::SoftwarePlaced {
                            player: s,
                            card: sw,
                            operations,
                        },
                    );
                }
                Piece::Agile { card, .. } => {
                    pl.hidden.remove(card);
                    pl.discard.insert(card);
                }
                _ => {}
            }
            if incompatible && !integration_bus {
                self.suffer(s, sink);
            }
        }
        for s in 0..n as usize {
            self.p[s].commit = Commit {
                virtual_vendor: NONE,
                ..Commit::default()
            };
        }
        self.open_window(Moment::BeforeLeaders, sink);
    }

    /// Loses `n` customers, each from the colour whose loss costs a pair.
    fn lose<S: EventSink<Event>>(&mut self, s: u8, n: u16, sink: &mut S) {
        let pl = &mut self.p[s as usize];
        let (i0, b0) = (pl.individual, pl.business);
        for _ in 0..n {
            if (pl.individual <= pl.business && pl.individual > 0) || pl.business == 0 {
                pl.individual = pl.individual.saturating_sub(1);
            } else {
                pl.business -= 1;
            }
        }
        let (i1, b1) = (pl.individual, pl.business);
        sink.emit(
            Audience::All,
            Event::Customers {
                player: s,
                individual: i1 as i16 - i0 as i16,
                business: b1 as i16 - b0 as i16,
            },
        );
    }

    /// Suffers a technical problem: draw one face down, or turn the
    /// face-down one up and apply it.
    pub(super) fn suffer<S: EventSink<Event>>(&mut self, s: u8, sink: &mut S) {
        let down = self.p[s as usize].problem_down;
        if down != NONE {
            let (t, problem) = PROBLEMS[down as usize];
            let pl = &mut self.p[s as usize];
            pl.problem_down = NONE;
            // "Most Technical Problem cards have an ongoing effect: such
            // cards stay near the player's Enterprise": an ongoing card
            // stays face up, an immediate one acts once and is discarded.
            if problem.is_ongoing() {
                pl.problems_up.insert(down);
            } else {
                self.problem_discard.insert(down);
            }
            let immune = self.immune(s, t);
            sink.emit(
                Audience::All,
                Event::ProblemRevealed {
                    player: s,
                    problem: down,
                    immune,
                },
            );
            if immune {
                return;
            }
            match problem {
                Problem::OutdatedRangeOfProducts => self.lose(s, 3, sink),
                Problem::LicenseAudit => self.lose(s, 2, sink),
                Problem::BrokenIntegration | Problem::DataLoss | Problem::DataBreach => {
                    let (di, db) = match problem {
                        Problem::BrokenIntegration => (1, 1),
                        Problem::DataLoss => (2, 0),
                        _ => (0, 2),
                    };
                    let pl = &mut self.p[s as usize];
                    let li = pl.individual.min(di);
                    let lb = pl.business.min(db);
                    pl.individual -= li;
                    pl.business -= lb;
                    sink.emit(
                        Audience::All,
                        Event::Customers {
                            player: s,
                            individual: -(li as i16),
                            business: -(lb as i16),
                        },
                    );
                }
                Problem::UnlicensedCopies => {
                    self.lose(s, 1, sink);
                    for (k, l) in self.leaders.iter_mut().enumerate() {
                        if *l == s {
                            *l = NONE;
                            sink.emit(
                                Audience::All,
                                Event::MarketLeader {
                                    business: k == 1,
                                    player: NONE,
                                },
                            );
                        }
                    }
                }
                _ => {}
            }
            return;
        }
        if self.problem_len == 0 {
            // The deck is out: the discarded problems are shuffled into a new one.
            for pid in self.problem_discard {
                self.problem_deck[self.problem_len as usize] = pid;
                self.problem_len += 1;
            }
            self.problem_discard = Default::default();
            let len = self.problem_len as usize;
            self.rng.shuffle(&mut self.problem_deck[..len]);
            if self.problem_len == 0 {
                sink.emit(Audience::All, Event::NoProblemLeft { player: s });
                return;
            }
        }
        self.problem_len -= 1;
        self.p[s as usize].problem_down = self.problem_deck[self.problem_len as usize];
        sink.emit(Audience::All, Event::ProblemDrawn { player: s });
    }

    /// Step 5, then the end of the turn.
    fn end_turn<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players as usize;
        // Per colour the most customers and the seats that have that many
        // (as bits). A Market Leader bonus only adds to its own colour, so
        // both colours can be counted up front.
        let mut best = [0u16; 2];
        for pl in &self.p[..n] {
            best = [best[0].max(pl.individual), best[1].max(pl.business)];
        }
        let mut at_best = [0u8; 2];
        for (s, pl) in self.p[..n].iter().enumerate() {
            at_best[0] |= ((pl.individual == best[0]) as u8) << s;
            at_best[1] |= ((pl.business == best[1]) as u8) << s;
        }
        for k in 0..2 {
            if at_best[k].count_ones() == 1 {
                let s = at_best[k].trailing_zeros() as u8;
                if self.leaders[k] != s {
                    self.leaders[k] = s;
                    sink.emit(
                        Audience::All,
                        Event::MarketLeader {
                            business: k == 1,
                            player: s,
                        },
                    );
                }
            }
            let l = self.leaders[k];
            if l != NONE && self.active(l, Problem::ExpiredSupport) == 0 {
                let pl = &mut self.p[l as usize];
                if k == 0 {
                    pl.individual += 1;
                } else {
                    pl.business += 1;
                }
                sink.emit(
                    Audience::All,
                    Event::Customers {
                        player: l,
                        individual: (k == 0) as i16,
                        business: (k == 1) as i16,
                    },
                );
            }
        }
        if self.final_turns != NONE {
            self.final_turns -= 1;
            if self.final_turns == 0 {
                self.phase = Phase::Over;
                sink.emit(Audience::All, Event::GameOver);
                return;
            }
        }
        // Saturating: a loaded save may hold any count (only shown, never
        // used by the rules).
        self.turn = self.turn.saturating_add(1);
        self.lead = self.seat_at(1);
        self.start_turn(sink);
    }

    // ----- scoring -----

    /// Agile Vendor cards the seat owns anywhere (hand, table, discard, played).
    pub(super) fn agile_owned(&self, s: usize) -> u16 {
        let pl = &self.p[s];
        let mut set = pl.hand.union(pl.discard).union(pl.ongoing);
        for piece in pl.commit.pieces {
            if let Some(c) = piece.card() {
                set.insert(c);
            }
        }
        set.intersect(AGILE_CARDS_SET).len() as u16
    }

    /// Pairs of Individual and Business Customers, with each Agile card
    /// counted as a customer of whichever colour makes the most pairs.
    pub(super) fn points(&self, s: usize) -> u16 {
        let (i, b, a) = (
            self.p[s].individual,
            self.p[s].business,
            self.agile_owned(s),
        );
        ((i + b + a) / 2).min(i.min(b) + a)
    }

    pub(super) fn problem_count(&self, s: usize) -> u16 {
        self.p[s].problems_up.len() as u16 + (self.p[s].problem_down != NONE) as u16
    }
}

impl Rules for Vendors {
    const INFO: GameInfo = GameInfo {
        id: "vendors",
        name: "Vendors",
        min_players: 2,
        max_players: 6,
        options: &[],
    };
    const SAVE_VERSION: u16 = 2;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Event = Event;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        config.resolve(&Self::INFO)?;
        Vendors::new_game(config.players, seed)
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal()
            .then_some("two turns after the game deck ran out")
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.current)
        }
    }

    #[inline]
    fn legal_actions(&self, out: &mut ActionList) {
        out.clear();
        match self.phase {
            Phase::Over => {}
            Phase::Commit => self.legal_commit(out),
            Phase::Window(_) => self.legal_window(out),
            Phase::Regain => {
                out.extend(canonical(self.p[self.current as usize].discard).map(Action::Regain));
            }
        }
    }

    fn check_legal(&self, a: Action) -> Result<(), ActionError> {
        let legal = if self.phase == Phase::Commit {
            self.commit_legal(a)
        } else {
            let mut list = ActionList::new();
            self.legal_actions(&mut list);
            list.contains(&a)
        };
        if legal {
            Ok(())
        } else {
            Err(ActionError::Illegal(match self.phase {
                Phase::Commit => "not a card you can play face down now (step 2)",
                Phase::Window(_) => "not an Agile Vendor effect you can play now, nor pass",
                Phase::Regain => "not a card in your discard pile",
                Phase::Over => "the game is over",
            }))
        }
    }

    #[inline]
    fn step<S: EventSink<Event>>(&mut self, a: Action, sink: &mut S) {
        let s = self.current;
        match self.phase {
            Phase::Commit => self.commit(s, a, sink),
            Phase::Window(_) => {
                if a == Action::Pass {
                    self.done += 1;
                    self.advance_window(sink);
                } else if let Action::Effect { card, param } = a {
                    self.play_effect(s, card, param, sink);
                    if !self.window_eligible(s) {
                        self.done += 1;
                        self.advance_window(sink);
                    }
                }
            }
            Phase::Regain => {
                if let Action::Regain(card) = a {
                    let pl = &mut self.p[s as usize];
                    pl.discard.remove(card);
                    pl.hand.insert(card);
                    sink.emit(Audience::All, Event::Regained { player: s, card });
                }
                self.regain_seat = NONE;
                self.open_window(Moment::AfterRace, sink);
            }
            Phase::Over => {}
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        (0..self.players as usize)
            .map(|s| self.points(s) as f64)
            .collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        // Most points, then fewest Technical Problems, then most Agile cards.
        split_ties(self.players as usize, |s| {
            (
                self.points(s),
                u16::MAX - self.problem_count(s),
                self.agile_owned(s),
            )
        })
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn max_game_length(&self) -> usize {
        // At most 22 turns with step 1 (4+ players: 90 cards, at least 4 a
        // turn; 2-3 players: 60 cards, at least 3) plus 2 final turns, bounded
        // loosely by 33; per turn 4 commitments and 5 windows per
        // seat plus a regain; every Agile effect play is extra and each card
        // can return to a hand only by a Vendor A regain (one per turn).
        let turns = 33;
        turns * (self.players as usize * 9 + 2) + 24 + turns
    }
}
