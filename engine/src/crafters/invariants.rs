//! What makes a Crafters state consistent: every card in one place, every
//! counter in range. The conformance suite checks it after each action and
//! loading a save checks it, so a patched save cannot reach the rules.

use super::*;
use crate::game::{InvariantError, Invariants};

impl Invariants for Crafters {
    fn check_invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let n = self.players as usize;
        ensure!((2..=4).contains(&n), "player count {n}");
        ensure!(
            self.current < self.players && self.initiative < self.players,
            "seat out of range"
        );
        ensure!(
            self.phase == Phase::Over || self.decider < self.players,
            "decider out of range"
        );
        ensure!(self.flags >> 3 == 0, "turn flags");
        ensure!(self.turn >= 1, "turn count");
        // Dice.
        let die_ok = |d: u8| (d as usize) < RESOURCES;
        if matches!(self.phase, Phase::Place) {
            ensure!(die_ok(self.dice[0]), "die");
            ensure!(
                if self.two_dice {
                    die_ok(self.dice[1])
                } else {
                    self.dice[1] == NONE
                },
                "second die"
            );
        }
        // Event cards: each in exactly one place.
        let mut seen = Set32::EMPTY;
        let mut place = |set: Set32, what: &str| -> Result<(), InvariantError> {
            ensure!(set.is_disjoint(seen), "event card in two places ({what})");
            seen |= set;
            Ok(())
        };
        ensure!(self.ev_len as usize <= EVENT_COUNT, "event deck length");
        let deck: Set32 = self.ev_deck[..self.ev_len as usize]
            .iter()
            .copied()
            .collect();
        ensure!(
            deck.len() == self.ev_len as u32
                && self.ev_deck[self.ev_len as usize..]
                    .iter()
                    .all(|&c| c == NONE),
            "event deck"
        );
        place(deck, "deck")?;
        let mut track = Set32::EMPTY;
        for &c in &self.track {
            if c != NONE {
                ensure!((c as usize) < EVENT_COUNT, "track card id");
                ensure!(!track.contains(c), "card twice on the track");
                track.insert(c);
            }
        }
        place(track, "track")?;
        place(self.ev_discard, "discard")?;
        ensure!(
            self.ev_removed.len() == events_removed(self.players) as u32,
            "removed event count"
        );
        place(self.ev_removed, "removed")?;
        for s in 0..n {
            place(self.p[s].taken, "taken")?;
        }
        if self.res.event != NONE {
            ensure!((self.res.event as usize) < EVENT_COUNT, "resolving card id");
            place(Set32::single(self.res.event), "resolving")?;
        }
        ensure!(seen == ALL_EVENTS, "event card lost");
        // Blueprints: each in exactly one place; buildings built once.
        let mut seen = Set32::EMPTY;
        let mut place = |set: Set32, what: &str| -> Result<(), InvariantError> {
            ensure!(set.is_disjoint(seen), "blueprint in two places ({what})");
            seen |= set;
            Ok(())
        };
        ensure!(
            self.bp_len as usize <= BLUEPRINT_COUNT,
            "blueprint deck length"
        );
        let deck: Set32 = self.bp_deck[..self.bp_len as usize]
            .iter()
            .copied()
            .collect();
        ensure!(
            deck.len() == self.bp_len as u32
                && self.bp_deck[self.bp_len as usize..].iter().all(|&c| c == 0),
            "blueprint deck"
        );
        place(deck, "deck")?;
        place(self.bp_discard, "discard")?;
        place(self.pending, "drawn")?;
        ensure!(
            self.pending.is_empty() || self.phase == Phase::Keep,
            "drawn blueprints outside the choice"
        );
        ensure!(
            self.phase != Phase::Keep || self.pending.len() >= 2,
            "a choice of fewer than two"
        );
        for s in 0..n {
            place(self.p[s].hand, "hand")?;
        }
        place(self.built.intersect(BUILDINGS), "built")?;
        ensure!(seen == BUILDINGS, "blueprint lost");
        ensure!(
            RESOURCE_SITES.minus(self.built).is_empty(),
            "resource site missing"
        );
        let mut fresh = *self;
        fresh.refresh_producible();
        ensure!(
            fresh.producible == self.producible,
            "producible buildings out of date"
        );
        for site in 0..SITES {
            let o = self.owner[site];
            ensure!(
                (o != NONE) == (site >= RESOURCES && self.built.contains(site as u8)),
                "owner of site {site}"
            );
            ensure!(o == NONE || (o as usize) < n, "owner seat");
        }
        // Tokens.
        let full = token_supply(self.players);
        for t in 0..TOKEN_KINDS {
            let held = (0..n).filter(|&s| self.p[s].tokens >> t & 1 == 1).count();
            ensure!(
                held + self.supply[t] as usize == full[t] as usize,
                "token {t} count"
            );
        }
        // Seats.
        for s in 0..SEATS {
            let pl = &self.p[s];
            if s >= n {
                ensure!(*pl == Player::default(), "unused seat {s} not empty");
                continue;
            }
            ensure!(pl.tokens >> TOKEN_KINDS == 0, "token bits");
            ensure!(
                (START_WORKERS..=MAX_WORKERS).contains(&pl.hired),
                "workers hired"
            );
            let on_board: u32 = pl.workers.iter().map(|&w| w as u32).sum();
            ensure!(
                on_board + pl.free as u32 == pl.hired as u32,
                "workers of seat {s} not conserved"
            );
            for site in 0..SITES {
                ensure!(
                    pl.workers[site] == 0 || self.built.contains(site as u8),
                    "worker on an unbuilt site"
                );
                ensure!(
                    pl.carried.contains(site as u8) == (pl.workers[site] != 0),
                    "carried mask of seat {s}"
                );
            }
            let houses = self.owner.iter().filter(|&&o| o == s as u8).count();
            ensure!(
                houses == pl.houses as usize && pl.houses <= HOUSES,
                "houses of seat {s}"
            );
            ensure!(
                pl.hand.len() <= HAND_LIMIT + 1,
                "hand of seat {s} over three"
            );
            ensure!(
                pl.hand.len() <= HAND_LIMIT
                    // The limit bites at the end of the turn (the game
                    // never ends inside one).
                    || (s == self.current as usize
                        && matches!(self.phase, Phase::Main | Phase::Discard | Phase::Keep)),
                "hand limit"
            );
            ensure!(
                pl.known_discard.minus(self.bp_discard).is_empty(),
                "known discard not in the discard"
            );
            ensure!(
                pl.not_held.intersect(pl.hand).is_empty(),
                "known-not-held blueprint in hand"
            );
            ensure!(pl.not_held.minus(BUILDINGS).is_empty(), "not-held ids");
            ensure!(pl.bid_steps <= 2, "bid steps");
            ensure!(
                pl.bid <= pl.gold.min(rules::MAX_BID),
                "bid above the gold shown"
            );
            let bidding = self.phase == Phase::Bid && self.res.bidders >> s & 1 == 1;
            ensure!(bidding || (pl.bid == 0 && pl.bid_steps == 0), "stray bid");
            ensure!(pl.bid_steps != 0 || pl.bid == 0, "bid without steps");
        }
        // Event resolution.
        let resolving = matches!(self.phase, Phase::Bid | Phase::Surrender);
        ensure!(
            resolving == (self.res.event != NONE),
            "event resolution outside its phases"
        );
        if resolving {
            let kind = EVENTS[self.res.event as usize];
            ensure!(
                matches!(
                    kind,
                    EventKind::UsefulConnections { .. }
                        | EventKind::Fair
                        | EventKind::Auditor
                        | EventKind::TaxCollector
                ),
                "resolving an event that does nothing on leaving"
            );
            ensure!(self.res.bidders >> n == 0, "bidder bits");
            ensure!(
                self.current == self.initiative,
                "an event leaves only on the initiative holder's turn"
            );
        } else {
            ensure!(self.res == Resolution::IDLE, "stale resolution");
        }
        match self.phase {
            Phase::Bid => {
                ensure!(self.res.bidders >> self.decider & 1 == 1, "bidder");
                ensure!(self.p[self.decider as usize].bid_steps < 2, "bid done");
            }
            Phase::Surrender => {
                ensure!(self.res.winner == self.decider, "surrender seat");
                ensure!(self.res.remaining > 0, "nothing to hand over");
            }
            Phase::Place | Phase::Main | Phase::Keep | Phase::Discard => {
                ensure!(self.decider == self.current, "decider outside resolution");
            }
            Phase::Over => {}
        }
        if self.phase == Phase::Discard {
            ensure!(
                self.p[self.current as usize].hand.len() > HAND_LIMIT,
                "discard without need"
            );
        }
        Ok(())
    }
}
