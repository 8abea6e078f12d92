//! Determinization: a full state that one seat cannot tell from the real
//! one, with everything that seat cannot see redrawn. It reads only what
//! the observation holds, walking hidden pools in ascending id order, so
//! two states with equal observations give the same result for the same rng.

use rand::Rng;

use super::Crafters;
use super::content::{ALL_EVENTS, BLUEPRINT_COUNT, BUILDINGS, EVENT_COUNT};
use super::rules::MAX_BID;
use super::state::{NONE, Phase, SEATS};
use crate::bitset::Set32;
use crate::game::Determinize;
use crate::replay::UNIFORM_ONE_IN;
use crate::rng::GameRng;

/// Hand slots of other seats to fill: at most three cards in each of
/// three other hands.
const MAX_SLOTS: usize = 3 * (SEATS - 1) + 3;

/// Kuhn's augmenting path: gives slot `k` a pool card it may hold,
/// moving earlier slots to other cards if need be.
fn assign(
    k: usize,
    pool: &[u8],
    forbid: &[Set32; MAX_SLOTS],
    visited: &mut u32,
    slot_of_card: &mut [u8; BLUEPRINT_COUNT],
) -> bool {
    for (j, &card) in pool.iter().enumerate() {
        if *visited >> j & 1 == 1 || forbid[k].contains(card) {
            continue;
        }
        *visited |= 1 << j;
        let holder = slot_of_card[j];
        if holder == NONE || assign(holder as usize, pool, forbid, visited, slot_of_card) {
            slot_of_card[j] = k as u8;
            return true;
        }
    }
    false
}

impl Determinize for Crafters {
    fn determinize<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> Crafters {
        self.redraw(observer, rng, false)
    }

    fn determinize_heuristic<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> Crafters {
        self.redraw(observer, rng, true)
    }
}

impl Crafters {
    /// Everything `observer` cannot see redrawn; others' sealed bids drawn
    /// uniformly, or mostly as the heuristic bids when `heuristic`.
    fn redraw<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R, heuristic: bool) -> Crafters {
        let mut g = *self;
        let n = self.players as usize;
        let o = observer as usize;
        let mut local = GameRng::new(rng.next_u64());

        // The event deck's order and the cards removed unseen.
        let mut seen = self.ev_discard;
        if self.res.event != NONE {
            seen.insert(self.res.event);
        }
        for &c in &self.track {
            if c != NONE {
                seen.insert(c);
            }
        }
        for s in 0..n {
            seen |= self.p[s].taken;
        }
        let mut pool = [0u8; EVENT_COUNT];
        let mut len = 0;
        for c in ALL_EVENTS.minus(seen) {
            pool[len] = c;
            len += 1;
        }
        local.shuffle(&mut pool[..len]);
        let dl = self.ev_len as usize;
        g.ev_deck = [NONE; EVENT_COUNT];
        g.ev_deck[..dl].copy_from_slice(&pool[..dl]);
        g.ev_removed = pool[dl..len].iter().copied().collect();

        // Blueprints: others' hands, cards drawn by another, the deck and
        // the part of the discard the observer did not put there.
        let me = &self.p[o];
        let mut hidden = BUILDINGS
            .minus(self.built)
            .minus(me.hand)
            .minus(me.known_discard);
        let pending_hidden = self.current != observer;
        if !pending_hidden {
            hidden = hidden.minus(self.pending);
        }
        let mut bp = [0u8; BLUEPRINT_COUNT];
        let mut len = 0;
        for b in hidden {
            bp[len] = b;
            len += 1;
        }
        local.shuffle(&mut bp[..len]);
        // Others' hands avoid what everyone knows they do not hold.
        let mut forbid = [Set32::EMPTY; MAX_SLOTS];
        let mut slot_seat = [0u8; MAX_SLOTS];
        let mut slots = 0;
        for s in (0..n).filter(|&s| s != o) {
            for _ in 0..self.p[s].hand.len() {
                forbid[slots] = self.p[s].not_held;
                slot_seat[slots] = s as u8;
                slots += 1;
            }
        }
        let mut slot_of_card = [NONE; BLUEPRINT_COUNT];
        for k in 0..slots {
            let mut visited = 0u32;
            let ok = assign(k, &bp[..len], &forbid, &mut visited, &mut slot_of_card);
            debug_assert!(ok, "no hand assignment honours the known facts");
        }
        for s in (0..n).filter(|&s| s != o) {
            g.p[s].hand = Set32::EMPTY;
            g.p[s].known_discard = Set32::EMPTY;
        }
        let mut rest = [0u8; BLUEPRINT_COUNT];
        let mut rest_len = 0;
        for j in 0..len {
            match slot_of_card[j] {
                NONE => {
                    rest[rest_len] = bp[j];
                    rest_len += 1;
                }
                k => g.p[slot_seat[k as usize] as usize].hand.insert(bp[j]),
            }
        }
        let mut k = 0;
        if pending_hidden {
            let count = self.pending.len() as usize;
            g.pending = rest[..count].iter().copied().collect();
            k = count;
        }
        let deck = self.bp_len as usize;
        g.bp_deck = [0; BLUEPRINT_COUNT];
        g.bp_deck[..deck].copy_from_slice(&rest[k..k + deck]);
        k += deck;
        g.bp_discard = me.known_discard | rest[k..rest_len].iter().copied().collect();

        // Others' sealed bids: random legal bids with as many steps taken
        // (or, mostly, the heuristic's target, its digits as far as taken).
        if self.phase == Phase::Bid {
            for s in (0..n).filter(|&s| s != o) {
                if heuristic && local.below(UNIFORM_ONE_IN) != 0 {
                    let want = g.target_bid(s, &mut local);
                    let pl = &mut g.p[s];
                    pl.bid = match pl.bid_steps {
                        0 => 0,
                        1 => want / 10 * 10,
                        _ => want,
                    };
                    continue;
                }
                let pl = &mut g.p[s];
                let cap = pl.gold.min(MAX_BID);
                pl.bid = 0;
                if pl.bid_steps >= 1 {
                    pl.bid = 10 * local.below(cap as u32 / 10 + 1) as u16;
                }
                if pl.bid_steps >= 2 {
                    pl.bid += local.below((cap - pl.bid).min(9) as u32 + 1) as u16;
                }
            }
        }

        g.rng = GameRng::new(local.next_u64());
        g
    }
}
