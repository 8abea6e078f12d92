//! `Mode::InfoSet`: the iteration over the information-set table
//! (table.rs). Each decision of a determinization is looked up by the
//! deciding seat and a hash of its observation; the simulation leaves the
//! table at the first information set it has not seen before, which is
//! added, and plays on by the rollout policy.

use std::hash::{DefaultHasher, Hash, Hasher};

use boardroom_engine::{Game, Observed, Seat, ToMove};

use super::{ABSENT, Search, key_index};
use crate::config::{Mode, Opponents};
use crate::math;
use crate::reward::search_rewards;
use crate::settings::Tuned;
use crate::table::{InfoTable, Lookup};

/// What `seat` knows in `state`, as 64 bits: equal observations give equal
/// hashes (a fixed-key SipHash, so runs are reproducible). The hash only
/// names a node (a lookup compares it whole), so play does not depend on
/// its value, which differs between 32- and 64-bit targets (lengths hash
/// as `usize`): only a 64-bit collision, never seen, could tell them apart.
#[inline]
fn info_hash<G: Game>(state: &G, seat: Seat) -> u64 {
    let mut h = DefaultHasher::new();
    state.observation(seat).hash(&mut h);
    h.finish()
}

impl<G: Game> Search<G> {
    #[inline]
    pub(super) fn uses_table(&self) -> bool {
        !self.perfect && self.mode == Mode::InfoSet
    }

    pub(super) fn info_table(&self) -> Option<&InfoTable<G::Action>> {
        self.table.as_ref().filter(|_| self.uses_table())
    }

    /// Clears the table and makes the root's node (node 0). May allocate
    /// the first time (the arenas), never in the iterations after it.
    pub(super) fn set_table_root(&mut self, state: &G, seat: Seat) {
        let cap = self.config.tree_capacity();
        let table = self.table.get_or_insert_with(|| InfoTable::new(cap));
        table.clear();
        let made = table.lookup(seat, info_hash(state, seat));
        debug_assert_eq!(made, Lookup::Created(0));
        let depth = state.max_game_length();
        if self.path.capacity() < depth {
            self.path.reserve(depth);
        }
        let mut buf = G::ActionList::default();
        state.legal_actions(&mut buf);
        self.root_legal.clear();
        self.root_legal
            .extend(buf.iter().map(|&a| Observed::Seen(a)));
        self.root = Some(*state);
        self.searcher = seat;
        self.iterations = 0;
        self.pending.clear();
        self.pending_ok = false;
    }

    /// One iteration over the table. Allocation free.
    pub(super) fn iterate_table(&mut self) {
        let root = self.root.as_ref().expect("set_root first");
        let mut state = self.config.worlds.draw(root, self.searcher, &mut self.rng);
        let Some(mut table) = self.table.take() else {
            return;
        };
        let c = self.config.exploration.unwrap_or(G::SEARCH.exploration);
        let policy_opponents = self.config.opponents == Opponents::Policy;
        let heuristic_first = self
            .config
            .heuristic_expansion
            .unwrap_or(G::SEARCH.heuristic_expansion);
        let mut buf = G::ActionList::default();
        self.path.clear();

        while let ToMove::Player(p) = state.to_move() {
            if policy_opponents && p != self.searcher {
                let Some(a) = self.policy_action(&state, &mut buf) else {
                    break;
                };
                state.apply_legal(a);
                continue;
            }
            let node = match table.lookup(p, info_hash(&state, p)) {
                Lookup::Found(n) => n,
                // A new information set: the simulation leaves the table.
                Lookup::Created(_) | Lookup::Full => break,
            };
            state.legal_actions(&mut buf);
            if buf.is_empty() {
                break;
            }
            // Which legal actions already have an edge here.
            for (i, &a) in buf.iter().enumerate() {
                self.slot[key_index::<G>(Observed::Seen(a))] = i as u32;
            }
            self.tried.clear();
            self.tried.resize(buf.len(), false);
            let parent_visits = table.nodes[node as usize].visits.max(1) as f64;
            let log_n = math::ln(parent_visits);
            let mut best = u32::MAX;
            let mut best_value = f64::NEG_INFINITY;
            for (id, e) in table.edges_of(node) {
                let pos = self.slot[key_index::<G>(Observed::Seen(e.action))];
                if pos == ABSENT {
                    continue;
                }
                self.tried[pos as usize] = true;
                let v = e.visits.max(1) as f64;
                let value = e.reward / v + c * math::sqrt(log_n / v);
                if value > best_value {
                    best_value = value;
                    best = id;
                }
            }
            for &a in buf.iter() {
                self.slot[key_index::<G>(Observed::Seen(a))] = ABSENT;
            }
            let untried = self.tried.iter().filter(|t| !**t).count();
            let mut edge = u32::MAX;
            if untried > 0 && table.has_edge_room() {
                let mut pick = None;
                if heuristic_first {
                    let h = state.heuristic_action(&mut self.rng);
                    pick = buf.iter().position(|&a| a == h).filter(|&i| !self.tried[i]);
                }
                let pos = pick.unwrap_or_else(|| {
                    let mut j = self.rng.below(untried as u32) as usize;
                    let mut found = 0;
                    for (i, t) in self.tried.iter().enumerate() {
                        if !*t {
                            if j == 0 {
                                found = i;
                                break;
                            }
                            j -= 1;
                        }
                    }
                    found
                });
                if let Some(id) = table.add_edge(node, buf[pos]) {
                    edge = id;
                }
            }
            if edge == u32::MAX {
                if best == u32::MAX {
                    break;
                }
                edge = best;
            }
            table.nodes[node as usize].visits += 1;
            table.edges[edge as usize].visits += 1;
            self.path.push((node, edge));
            let action = table.edges[edge as usize].action;
            state.apply_legal(action);
        }

        self.play_out(&mut state, &mut buf);
        let r = search_rewards(&state, &self.config, &mut self.margins);
        for &(n, e) in &self.path {
            let mover = table.nodes[n as usize].mover as usize;
            table.edges[e as usize].reward += r.get(mover).copied().unwrap_or(0.0);
        }
        self.table = Some(table);
        self.iterations += 1;
    }
}
