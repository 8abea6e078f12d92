//! One ISMCTS worker: the iteration loop over its arena trees. `Ismcts`
//! runs several of these in parallel and merges their roots.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use boardroom_engine::{ActionBuffer, Game, GameRng, MAX_SEATS, Observed, Seat, ToMove};

use crate::config::{Mode, Opponents, RegretEstimate, Rollout, SearchConfig, Simultaneous};
use crate::math;
use crate::reward::{MarginRange, search_rewards};
use crate::settings::Tuned;
use crate::table::InfoTable;
use crate::tree::{NIL, NO_MOVER, Tree};

mod infoset;
mod learned;

use learned::Learned;
pub(crate) use learned::net_view;

/// Per-edge statistics of the root, for merging and for display.
#[derive(Copy, Clone, Debug)]
pub struct RootEdge<A> {
    pub key: Observed<A>,
    pub visits: u64,
    pub reward: f64,
}

/// One step of the principal line ([`Search::principal_line`]).
#[derive(Copy, Clone, Debug)]
pub struct LineStep<A> {
    pub mover: Seat,
    pub key: Observed<A>,
    pub visits: u64,
    pub mean: f64,
}

/// A single-threaded ISMCTS search. Construct once, then per decision call
/// [`Search::set_root`], [`Search::run`] as often as wanted, and read
/// [`Search::best_action`]; [`Search::observe`] each applied action keeps
/// the tree for the next decision.
pub struct Search<G: Game> {
    config: SearchConfig,
    /// PIMC mode: the root is searched as a fully known state, never
    /// redeterminized, and edges are the actions themselves.
    perfect: bool,
    trees: Vec<Tree<G::Action>>,
    root: Option<G>,
    searcher: Seat,
    rng: GameRng,
    /// Draws the determinizations that judge whether an action brought news
    /// (kept apart so the search's own draws do not depend on it).
    probe: GameRng,
    iterations: u64,
    // Scratch space, reserved once so that iterations never allocate. (The
    // action buffer lives on the stack: `ActionList` is not `Send`.)
    keys: Vec<Observed<G::Action>>,
    tried: Vec<bool>,
    /// Position of each key (by dense id) in `keys`, `u32::MAX` when absent.
    slot: Vec<u32>,
    pending: Vec<[Observed<G::Action>; MAX_SEATS]>,
    pending_ok: bool,
    /// The root's legal actions as the searcher sees them. A reused tree
    /// may hold root edges that were legal only after other chance
    /// outcomes (a different card drawn), so choices are filtered by this.
    root_legal: Vec<Observed<G::Action>>,
    /// `Mode::InfoSet`: the table, and the (node, edge) pairs one
    /// iteration passed, for the backup.
    table: Option<InfoTable<G::Action>>,
    path: Vec<(u32, u32)>,
    /// The score margins met in this decision (`Margin::Search`).
    margins: MarginRange,
    /// The learned prior and value, when the settings ask for them and
    /// the game has a net (search/learned.rs).
    learned: Option<Learned>,
    /// The tree this decision grows: the settings' mode resolved for the
    /// budget and the game's player count (set by `set_root`).
    mode: Mode,
    /// This iteration's mark for regret matching (never 0, so a fresh
    /// node's stamp matches no iteration): edges legal at a regret-matching
    /// choice carry it until the backup.
    regret_tag: u32,
    /// Whether this decision chooses at hidden commitments by regret
    /// matching: the settings' rule resolved for the budget and the
    /// player count (set by `set_root`).
    regret: bool,
}

const ABSENT: u32 = u32::MAX;

/// Where `key` sits in `keys`, the edges legal in this iteration's
/// determinization (indexed by `slot`); `None` when it is not one of them.
#[inline]
fn legal_now<G: Game>(
    keys: &[Observed<G::Action>],
    slot: &[u32],
    key: Observed<G::Action>,
) -> Option<usize> {
    let pos = slot[key_index::<G>(key)];
    (pos != ABSENT && keys[pos as usize] == key).then_some(pos as usize)
}

#[inline]
fn key_index<G: Game>(k: Observed<G::Action>) -> usize {
    match k {
        Observed::Seen(a) => G::action_id(a) as usize,
        Observed::Hidden { player } => G::ACTION_ID_COUNT as usize + player as usize,
    }
}

impl<G: Game> Search<G> {
    pub fn new(config: SearchConfig) -> Self {
        Self::build(config, false)
    }

    /// A perfect-information UCT search over a known state (PIMC's inner
    /// search, and the oracle that labels training samples).
    pub fn perfect(config: SearchConfig) -> Self {
        Self::build(config, true)
    }

    fn build(mut config: SearchConfig, perfect: bool) -> Self {
        config.opponents = config.opponents.resolve::<G>();
        let cap = G::ActionList::CAPACITY;
        Search {
            rng: GameRng::new(config.seed),
            probe: GameRng::new(config.seed ^ 0x6e65_7773),
            perfect,
            trees: Vec::new(),
            root: None,
            searcher: 0,
            iterations: 0,
            keys: Vec::with_capacity(cap),
            tried: Vec::with_capacity(cap),
            slot: vec![ABSENT; G::ACTION_ID_COUNT as usize + MAX_SEATS],
            pending: Vec::new(),
            pending_ok: true,
            root_legal: Vec::with_capacity(cap),
            table: None,
            path: Vec::new(),
            margins: MarginRange::EMPTY,
            learned: Learned::for_search::<G>(&config),
            mode: config.mode.resolve::<G>(config.iterations, 0),
            regret_tag: 0,
            regret: false,
            config,
        }
    }

    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Nodes per tree: the config's, times the edges an expansion adds at
    /// once when the learned prior expands every legal edge (at most 16).
    /// Only where a net knows the player count (`set_root` fits it before
    /// the trees are made): elsewhere the search expands as without one.
    fn tree_capacity(&self) -> usize {
        let cap = self.config.tree_capacity();
        if self.learned.as_ref().is_some_and(|l| l.puct()) && self.config.node_capacity == 0 {
            cap.saturating_mul(G::ActionList::CAPACITY.clamp(1, 16))
        } else {
            cap
        }
    }

    /// Iterations run since the last `set_root`.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Nodes in the searcher's tree (reused ones included).
    pub fn tree_size(&self) -> usize {
        if let Some(t) = self.info_table() {
            return t.nodes.len();
        }
        self.trees
            .get(self.searcher_tree())
            .map_or(0, |t| t.nodes.len())
    }

    /// Visits of the root: iterations that went through this tree.
    pub fn root_visits(&self) -> u64 {
        if let Some(t) = self.info_table() {
            return t.nodes.first().map_or(0, |n| n.visits as u64);
        }
        self.trees
            .get(self.searcher_tree())
            .map_or(0, |t| t.nodes[0].visits as u64)
    }

    fn searcher_tree(&self) -> usize {
        if self.trees.len() > 1 {
            self.searcher as usize
        } else {
            0
        }
    }

    fn heuristic_rollouts(&self) -> bool {
        match self.config.rollout {
            Rollout::Heuristic => true,
            Rollout::Random => false,
            // Net rollouts fall back to the game's choice where no net is in
            // use (`policy_action` asks the net first).
            Rollout::Auto | Rollout::Net => G::SEARCH.heuristic_rollouts,
        }
    }

    /// Whether rollouts draw their steps from the net (`Rollout::Net` with
    /// a net in use at this player count).
    fn net_rollouts(&self) -> bool {
        self.config.rollout == Rollout::Net && self.learned.as_ref().is_some_and(|l| l.active)
    }

    fn key(&self, state: &G, a: G::Action, observer: Seat) -> Observed<G::Action> {
        if self.perfect {
            Observed::Seen(a)
        } else {
            state.observe_action(a, observer)
        }
    }

    /// Starts a decision for the seat to move in `state`. Only that seat's
    /// observation of `state` is ever used: every iteration searches a fresh
    /// determinization. Keeps the matching subtree of the previous search
    /// when the actions observed since lead to a node of it.
    pub fn set_root(&mut self, state: &G) {
        let ToMove::Player(seat) = state.to_move() else {
            panic!("set_root on a finished game");
        };
        self.margins = MarginRange::EMPTY;
        self.mode = self.config.mode_at::<G>(state.num_players());
        self.regret = self.config.simultaneous_at::<G>(state.num_players()) == Simultaneous::Regret;
        if let Some(l) = &mut self.learned {
            l.active = l.fit(state.num_players());
        }
        if self.uses_table() {
            self.set_table_root(state, seat);
            return;
        }
        let n_trees = match (self.perfect, self.mode) {
            (false, Mode::MultiObserver) => state.num_players(),
            _ => 1,
        };
        let reuse = self.config.reuse_tree
            && !self.perfect
            && self.root.is_some()
            && self.searcher == seat
            && self.pending_ok
            && !self.pending.is_empty()
            && self.trees.len() == n_trees;
        let mut kept = false;
        if reuse {
            let targets: [u32; MAX_SEATS] = core::array::from_fn(|t| {
                if t < n_trees {
                    self.trees[t].walk(self.pending.iter().map(|k| k[t]))
                } else {
                    NIL
                }
            });
            if targets[..n_trees].iter().all(|&n| n != NIL) {
                for (t, tree) in self.trees.iter_mut().enumerate() {
                    tree.reroot(targets[t]);
                }
                kept = true;
            }
        }
        if !kept {
            if self.trees.len() != n_trees {
                let cap = self.tree_capacity();
                self.trees = (0..n_trees).map(|t| Tree::new(t as Seat, cap)).collect();
            }
            for (t, tree) in self.trees.iter_mut().enumerate() {
                tree.observer = if n_trees == 1 { seat } else { t as Seat };
                tree.reset();
            }
        }
        self.pending.clear();
        self.pending_ok = true;
        let mut buf = G::ActionList::default();
        state.legal_actions(&mut buf);
        self.root_legal.clear();
        for &a in buf.iter() {
            let k = self.key(state, a, seat);
            if !self.root_legal.contains(&k) {
                self.root_legal.push(k);
            }
        }
        self.root = Some(*state);
        self.searcher = seat;
        self.iterations = 0;
    }

    /// Records an action applied to the game (with the state before it), so
    /// the next `set_root` can find its node. Only what the searcher sees of
    /// the action is used.
    pub fn observe(&mut self, before: &G, action: G::Action) {
        if self.root.is_none() || self.perfect || self.uses_table() {
            return;
        }
        let mine = before.observe_action(action, self.searcher);
        if self.trees.len() > 1 && mine != Observed::Seen(action) {
            // Other trees are keyed by what their owner saw, which the
            // searcher does not know here: start afresh next time.
            self.pending_ok = false;
            return;
        }
        if self.pending_ok && self.config.reuse_tree && self.brings_news(before, action, mine) {
            self.pending_ok = false;
            return;
        }
        let keys = core::array::from_fn(|t| {
            if t < self.trees.len() {
                before.observe_action(action, self.trees[t].observer)
            } else {
                mine
            }
        });
        self.pending.push(keys);
    }

    /// Whether `action` shows the searcher more than the action as it sees
    /// it: a card it draws, a die, others' hidden choices revealed. The
    /// subtree under the observed edges holds statistics from every
    /// determinization of the old information set; after news most of them
    /// describe worlds now ruled out, and reusing them misleads more than
    /// it saves (measured: docs/ai.md), so the next search starts afresh.
    /// Judged on a determinization of the searcher's view before the action
    /// in which the same observed action can be taken: it must leave the
    /// searcher seeing what it sees now. Uses only the searcher's
    /// observations, before and after.
    fn brings_news(&mut self, before: &G, action: G::Action, seen: Observed<G::Action>) -> bool {
        let seat = self.searcher;
        let mut now = *before;
        now.apply_legal(action);
        let target = now.observation(seat);
        let mut buf = G::ActionList::default();
        // A seat's face-up play from a hidden hand is legal only in the
        // determinizations that dealt it that card: try a few.
        for _ in 0..8 {
            let mut world = before.determinize(seat, &mut self.probe);
            world.legal_actions(&mut buf);
            let Some(mirror) = buf
                .iter()
                .copied()
                .find(|&b| world.observe_action(b, seat) == seen)
            else {
                continue;
            };
            world.apply_legal(mirror);
            return world.observation(seat) != target;
        }
        true
    }

    /// Runs up to `n` more iterations; stops early when `deadline` passes or
    /// `cancel` is set. Returns the iterations run.
    pub fn run_until(
        &mut self,
        n: u64,
        deadline: Option<Instant>,
        cancel: Option<&AtomicBool>,
    ) -> u64 {
        let mut done = 0;
        while done < n {
            if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                break;
            }
            if done % 16 == 0 && deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            self.iterate();
            done += 1;
        }
        done
    }

    /// Runs exactly `n` more iterations.
    pub fn run(&mut self, n: u64) -> u64 {
        self.run_until(n, None, None)
    }

    /// One iteration: determinize, select and expand down every tree, roll
    /// out, back up. Allocation free.
    pub fn iterate(&mut self) {
        if self.uses_table() {
            self.iterate_table();
            return;
        }
        let root = self.root.as_ref().expect("set_root first");
        let mut state = if self.perfect {
            *root
        } else {
            self.config.worlds.draw(root, self.searcher, &mut self.rng)
        };
        let n_trees = self.trees.len();
        let mut cur = [NIL; MAX_SEATS];
        let mut deepest = [NIL; MAX_SEATS];
        cur[..n_trees].fill(0);
        deepest[..n_trees].fill(0);
        let c = self.config.exploration.unwrap_or(G::SEARCH.exploration);
        let mut buf = G::ActionList::default();
        let mut learned = self.learned.take();
        let puct = learned.as_ref().is_some_and(|l| l.puct());
        self.regret_tag = self.regret_tag.wrapping_add(1).max(1);
        let tag = self.regret_tag;
        let means = self.config.regret_estimate == RegretEstimate::Means;
        // The net's value of the leaf, when its expansion evaluated it.
        let mut leaf_value = None;

        // Selection and expansion.
        while let ToMove::Player(p) = state.to_move() {
            let sel = if n_trees == 1 { 0 } else { p as usize };
            if cur[sel] == NIL {
                break;
            }
            if !self.perfect && p != self.searcher && self.config.opponents == Opponents::Policy {
                // The opponent plays the rollout policy; its action only
                // moves every tree along (no selection, no expansion).
                let Some(action) = self.policy_action(&state, &mut buf) else {
                    break;
                };
                self.follow(&state, action, p, None, &mut cur, &mut deepest);
                state.apply_legal(action);
                continue;
            }
            state.legal_actions(&mut buf);
            if buf.is_empty() {
                break;
            }
            let observer = self.trees[sel].observer;
            self.keys.clear();
            let mut hidden_seen = 0u8;
            for i in 0..buf.len() {
                let k = self.key(&state, buf[i], observer);
                if let Observed::Hidden { player } = k {
                    let bit = 1u8 << (player & 7);
                    if hidden_seen & bit != 0 {
                        continue;
                    }
                    hidden_seen |= bit;
                }
                self.slot[key_index::<G>(k)] = self.keys.len() as u32;
                self.keys.push(k);
            }
            let regret = self.regret_matching_at(&state, &buf, p)
                && self.trees[sel].nodes[cur[sel] as usize].visits >= self.config.regret_min_visits;
            if puct && let Some(l) = learned.as_mut() {
                let at = cur[sel];
                if !self.trees[sel].nodes[at as usize].expanded {
                    leaf_value = Some(self.expand_with_net(l, &state, &buf, sel, at, p));
                    break;
                }
                let next = self.select_puct(l, sel, at, p, regret);
                if next == NIL {
                    break;
                }
                let key = self.trees[sel].nodes[next as usize].key;
                let action = self.concrete(&state, &buf, key, observer);
                cur[sel] = next;
                deepest[sel] = next;
                self.follow(&state, action, p, Some(sel), &mut cur, &mut deepest);
                if state.apply(action).is_err() {
                    break;
                }
                continue;
            }
            self.tried.clear();
            self.tried.resize(self.keys.len(), false);

            let tree = &mut self.trees[sel];
            let mut best = NIL;
            let mut best_value = f64::NEG_INFINITY;
            let mut child = tree.nodes[cur[sel] as usize].first_child;
            while child != NIL {
                let node = &mut tree.nodes[child as usize];
                if let Some(pos) = legal_now::<G>(&self.keys, &self.slot, node.key) {
                    self.tried[pos] = true;
                    node.avail += 1;
                    if regret {
                        node.stamp = tag;
                    }
                    let value = if node.visits == 0 {
                        f64::INFINITY
                    } else {
                        let v = node.visits as f64;
                        node.reward / v + c * math::sqrt(math::ln(node.avail as f64) / v)
                    };
                    if value > best_value {
                        best_value = value;
                        best = child;
                    }
                }
                child = node.next_sibling;
            }
            for k in &self.keys {
                self.slot[key_index::<G>(*k)] = ABSENT;
            }
            let untried = self.tried.iter().filter(|t| !**t).count();
            // Progressive bias: expand the game's heuristic choice first
            // when it is still untried, so the tree starts along a sensible
            // line and long compound plans do not dilute the budget.
            let mut favoured = None;
            if untried > 0
                && tree.has_room()
                && self
                    .config
                    .heuristic_expansion
                    .unwrap_or(G::SEARCH.heuristic_expansion)
            {
                let h = state.heuristic_action(&mut self.rng);
                let hk = if self.perfect {
                    Observed::Seen(h)
                } else {
                    state.observe_action(h, observer)
                };
                favoured = self
                    .keys
                    .iter()
                    .position(|k| *k == hk)
                    .filter(|&pos| !self.tried[pos]);
            }
            let (key, expand) = if let Some(pos) = favoured {
                (self.keys[pos], true)
            } else if untried > 0 && tree.has_room() {
                let mut j = self.rng.below(untried as u32) as usize;
                let pos = self
                    .tried
                    .iter()
                    .position(|t| {
                        if !*t {
                            if j == 0 {
                                return true;
                            }
                            j -= 1;
                        }
                        false
                    })
                    .expect("an untried key");
                (self.keys[pos], true)
            } else if best != NIL {
                if regret {
                    best = self.draw_by_regret(sel, cur[sel], false);
                }
                (self.trees[sel].nodes[best as usize].key, false)
            } else {
                break;
            };

            let action = self.concrete(&state, &buf, key, observer);
            if expand {
                let tree = &mut self.trees[sel];
                if let Some(id) = tree.add_child(cur[sel], key, p) {
                    tree.nodes[id as usize].avail = 1;
                    cur[sel] = id;
                }
            } else {
                cur[sel] = best;
            }
            deepest[sel] = cur[sel];
            self.follow(&state, action, p, Some(sel), &mut cur, &mut deepest);
            if state.apply(action).is_err() {
                break;
            }
            if expand {
                break;
            }
        }

        // The leaf's worth: the rollout's, the net's, or a blend.
        if leaf_value.is_none()
            && let Some(l) = learned.as_mut().filter(|l| l.values_at_leaves())
            && let ToMove::Player(p) = state.to_move()
        {
            leaf_value = Some(l.value_of(&state, p));
        }
        let weight = learned
            .as_ref()
            .filter(|l| l.values_at_leaves())
            .map_or(0.0, |l| l.value);
        self.learned = learned;
        let r = match leaf_value {
            Some(v) if weight >= 1.0 => v,
            Some(v) if weight > 0.0 => {
                self.play_out(&mut state, &mut buf);
                let rolled = search_rewards(&state, &self.config, &mut self.margins);
                rolled
                    .iter()
                    .zip(&v)
                    .map(|(r, v)| (1.0 - weight) * r + weight * v)
                    .collect()
            }
            _ => {
                self.play_out(&mut state, &mut buf);
                search_rewards(&state, &self.config, &mut self.margins)
            }
        };

        // Backpropagation.
        for (tree, &deep) in self.trees.iter_mut().zip(&deepest) {
            let mut n = deep;
            while n != NIL {
                let node = &mut tree.nodes[n as usize];
                node.visits += 1;
                let parent = node.parent;
                if node.mover != NO_MOVER {
                    let u = r.get(node.mover as usize).copied().unwrap_or(0.0);
                    node.reward += u;
                    let drawn = core::mem::take(&mut node.drawn);
                    if drawn > 0.0 {
                        update_regrets(tree, parent, n, u / drawn as f64, u, tag, means);
                    }
                }
                n = parent;
            }
        }
        self.iterations += 1;
    }

    /// Whether the seat `p` to move chooses here by regret matching: the
    /// setting asks for it and the others cannot see its action (judged
    /// on the first legal one; a decision hides all its actions or none).
    fn regret_matching_at(&self, state: &G, buf: &G::ActionList, p: Seat) -> bool {
        if !self.regret || self.perfect || buf.is_empty() {
            return false;
        }
        (0..state.num_players() as Seat)
            .any(|q| q != p && matches!(state.observe_action(buf[0], q), Observed::Hidden { .. }))
    }

    /// Regret matching's draw among the children of `at` stamped in this
    /// iteration (the legal ones): each with chance `gamma` times its
    /// exploration share (uniform, or its prior when `by_prior`) plus
    /// `1 - gamma` times its share of the positive regret (the
    /// exploration share again while no regret is positive). Records the
    /// chance on the drawn edge for the backup.
    pub(crate) fn draw_by_regret(&mut self, sel: usize, at: u32, by_prior: bool) -> u32 {
        let tag = self.regret_tag;
        let gamma = self.config.regret_gamma;
        let tree = &mut self.trees[sel];
        let (mut count, mut positive, mut priors) = (0u32, 0.0f64, 0.0f64);
        let mut c = tree.nodes[at as usize].first_child;
        while c != NIL {
            let n = &tree.nodes[c as usize];
            if n.stamp == tag {
                count += 1;
                positive += n.regret.max(0.0) as f64;
                priors += n.prior.max(0.0) as f64;
            }
            c = n.next_sibling;
        }
        if count == 0 {
            return NIL;
        }
        let chance = |n: &crate::tree::Node<G::Action>| {
            let explore = if by_prior && priors > 0.0 {
                n.prior.max(0.0) as f64 / priors
            } else {
                1.0 / count as f64
            };
            let exploit = if positive > 0.0 {
                n.regret.max(0.0) as f64 / positive
            } else {
                explore
            };
            gamma * explore + (1.0 - gamma) * exploit
        };
        let mut x = self.rng.unit();
        let (mut drawn, mut p_drawn) = (NIL, 0.0);
        let mut c = tree.nodes[at as usize].first_child;
        while c != NIL {
            let n = &tree.nodes[c as usize];
            if n.stamp == tag {
                let p = chance(n);
                if p > 0.0 {
                    (drawn, p_drawn) = (c, p);
                    if x < p {
                        break;
                    }
                    x -= p;
                }
            }
            c = n.next_sibling;
        }
        if drawn != NIL {
            tree.nodes[drawn as usize].drawn = p_drawn as f32;
        }
        drawn
    }

    /// Moves every tree but `skip` along `action` as its observer sees it,
    /// adding the edge when it is new.
    fn follow(
        &mut self,
        state: &G,
        action: G::Action,
        mover: Seat,
        skip: Option<usize>,
        cur: &mut [u32; MAX_SEATS],
        deepest: &mut [u32; MAX_SEATS],
    ) {
        for t in 0..self.trees.len() {
            if Some(t) == skip || cur[t] == NIL {
                continue;
            }
            let k = self.key(state, action, self.trees[t].observer);
            let tree = &mut self.trees[t];
            let mut next = tree.find_child(cur[t], k);
            if next == NIL {
                next = tree.add_child(cur[t], k, mover).unwrap_or(NIL);
            }
            cur[t] = next;
            if next != NIL {
                deepest[t] = next;
            }
        }
    }

    /// The rollout: the policy plays on to the end or the cut-off.
    fn play_out(&mut self, state: &mut G, buf: &mut G::ActionList) {
        let mut steps = 0u32;
        while let ToMove::Player(_) = state.to_move() {
            if self.config.rollout_cutoff.is_some_and(|cut| steps >= cut) {
                break;
            }
            let Some(a) = self.policy_action(state, buf) else {
                break;
            };
            // The policy plays from the legal list (the heuristic by its
            // contract, which the conformance suite checks), so the rollout
            // skips `apply`'s second enumeration of the legal actions.
            state.apply_legal(a);
            steps += 1;
        }
    }

    /// The rollout policy's action: the game's heuristic or a uniform draw
    /// (a uniform draw with chance `rollout_epsilon` when heuristic).
    #[inline]
    fn policy_action(&mut self, state: &G, buf: &mut G::ActionList) -> Option<G::Action> {
        if self.net_rollouts()
            && let ToMove::Player(seat) = state.to_move()
            && let Some(learned) = self.learned.as_mut()
        {
            state.legal_actions(buf);
            return learned.draw(state, buf, seat, self.rng.unit() as f32);
        }
        let epsilon = self
            .config
            .rollout_epsilon
            .unwrap_or(G::SEARCH.rollout_epsilon);
        if self.heuristic_rollouts() && (epsilon <= 0.0 || self.rng.unit() >= epsilon) {
            return Some(state.heuristic_action(&mut self.rng));
        }
        state.legal_actions(buf);
        if buf.is_empty() {
            return None;
        }
        Some(buf[self.rng.below(buf.len() as u32) as usize])
    }

    /// The action to apply for the chosen edge: itself when seen; for a
    /// hidden edge, one of the compatible actions, by the rollout policy
    /// when it offers one, else uniformly.
    fn concrete(
        &mut self,
        state: &G,
        buf: &G::ActionList,
        key: Observed<G::Action>,
        observer: Seat,
    ) -> G::Action {
        if let Observed::Seen(a) = key {
            return a;
        }
        if self.heuristic_rollouts() {
            let h = state.heuristic_action(&mut self.rng);
            if self.key(state, h, observer) == key {
                return h;
            }
        }
        let count = buf
            .iter()
            .filter(|&&a| self.key(state, a, observer) == key)
            .count();
        let mut j = self.rng.below(count.max(1) as u32) as usize;
        for &a in buf.iter() {
            if self.key(state, a, observer) == key {
                if j == 0 {
                    return a;
                }
                j -= 1;
            }
        }
        buf[0]
    }

    /// The root edges of the searcher's tree that are legal at the root.
    pub fn root_edges(&self) -> impl Iterator<Item = RootEdge<G::Action>> + '_ {
        let from_table = self.info_table().into_iter().flat_map(|t| {
            t.edges_of(0).map(|(_, e)| RootEdge {
                key: Observed::Seen(e.action),
                visits: e.visits as u64,
                reward: e.reward,
            })
        });
        let from_tree = self
            .trees
            .get(self.searcher_tree())
            .filter(|_| !self.uses_table())
            .into_iter()
            .flat_map(|tree| tree.children(0))
            .map(|n| RootEdge {
                key: n.key,
                visits: n.visits as u64,
                reward: n.reward,
            });
        from_table
            .chain(from_tree)
            .filter(|e| self.root_legal.contains(&e.key))
    }

    /// The most visited line from the root of the searcher's tree, at most
    /// `max` steps: who moves, what the searcher saw of the move, its
    /// visits and the mover's mean reward. Empty for the information-set
    /// table, whose nodes are not a line.
    pub fn principal_line(&self, max: usize) -> Vec<LineStep<G::Action>> {
        let mut line = Vec::new();
        if self.uses_table() || self.root.is_none() {
            return line;
        }
        let Some(tree) = self.trees.get(self.searcher_tree()) else {
            return line;
        };
        let mut node = 0u32;
        while line.len() < max {
            let mut best: Option<(u32, &crate::tree::Node<G::Action>)> = None;
            let mut next = tree.nodes[node as usize].first_child;
            while next != NIL {
                let n = &tree.nodes[next as usize];
                if n.visits > 0 && best.is_none_or(|(_, b)| n.visits > b.visits) {
                    best = Some((next, n));
                }
                next = n.next_sibling;
            }
            let Some((index, n)) = best else { break };
            line.push(LineStep {
                mover: n.mover,
                key: n.key,
                visits: n.visits as u64,
                mean: n.reward / n.visits as f64,
            });
            node = index;
        }
        line
    }

    /// The most visited root action so far (ties: higher mean reward).
    pub fn best_action(&self) -> Option<G::Action> {
        let root = self.root.as_ref()?;
        let mut best: Option<RootEdge<G::Action>> = None;
        for e in self.root_edges() {
            if best.is_none_or(|b| better(&e, &b)) {
                best = Some(e);
            }
        }
        best.map(|e| concrete_root(root, e.key, self.searcher))
    }
}

/// Orders edges by visits, then mean reward.
pub(crate) fn better<A>(a: &RootEdge<A>, b: &RootEdge<A>) -> bool {
    let mean = |e: &RootEdge<A>| e.reward / e.visits.max(1) as f64;
    a.visits > b.visits || (a.visits == b.visits && mean(a) > mean(b))
}

/// The root action an edge stands for. The searcher sees its own moves, so
/// root edges are normally `Seen`; a hidden one maps to its first legal
/// match.
pub(crate) fn concrete_root<G: Game>(root: &G, key: Observed<G::Action>, seat: Seat) -> G::Action {
    match key {
        Observed::Seen(a) => a,
        Observed::Hidden { .. } => {
            let mut buf = G::ActionList::default();
            root.legal_actions(&mut buf);
            buf.iter()
                .copied()
                .find(|&a| root.observe_action(a, seat) == key)
                .unwrap_or(buf[0])
        }
    }
}

/// Regret matching's update after an iteration through `drawn`, an edge
/// under `parent` that the mover drew: every edge legal then (stamped
/// `tag`) gains its estimated worth less the reward `u` the mover got.
/// The worth is, with `means`, the edge's mean reward (`u` for one never
/// visited), else `estimate` for the drawn edge (its reward over the
/// chance of drawing it) and 0 for the others.
fn update_regrets<A>(
    tree: &mut Tree<A>,
    parent: u32,
    drawn: u32,
    estimate: f64,
    u: f64,
    tag: u32,
    means: bool,
) {
    let mut c = tree.nodes[parent as usize].first_child;
    while c != NIL {
        let n = &mut tree.nodes[c as usize];
        if n.stamp == tag {
            let worth = if means {
                if n.visits > 0 {
                    n.reward / n.visits as f64
                } else {
                    u
                }
            } else if c == drawn {
                estimate
            } else {
                0.0
            };
            n.regret += (worth - u) as f32;
        }
        c = n.next_sibling;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::registry::{self, GameVisitor};
    use boardroom_engine::{Config, Seat};

    /// A root with `n` edges, the first `legal` of them stamped 7 (legal
    /// in iteration 7), the rest 6.
    fn edges(n: u8, legal: u8) -> (Tree<u8>, Vec<u32>) {
        let mut t: Tree<u8> = Tree::new(0, 8);
        let ids: Vec<u32> = (0..n)
            .map(|i| {
                let id = t.add_child(0, Observed::Seen(i), 0).unwrap();
                t.nodes[id as usize].stamp = if i < legal { 7 } else { 6 };
                id
            })
            .collect();
        (t, ids)
    }

    #[test]
    fn regret_updates_reach_the_legal_edges_only() {
        let (mut t, ids) = edges(3, 2);
        let (a, b, c) = (ids[0], ids[1], ids[2]);
        // `b` drawn with chance 0.25 and worth 0.5 to its mover.
        update_regrets(&mut t, 0, b, 0.5 / 0.25, 0.5, 7, false);
        assert_eq!(t.nodes[b as usize].regret, 1.5);
        assert_eq!(t.nodes[a as usize].regret, -0.5);
        assert_eq!(t.nodes[c as usize].regret, 0.0, "not legal then");
    }

    #[test]
    fn regret_updates_by_means_take_each_edges_mean() {
        let (mut t, ids) = edges(4, 3);
        let (a, b, c, d) = (ids[0], ids[1], ids[2], ids[3]);
        // `a` means 0.75 over 4 visits, `b` (drawn, its reward already
        // backed up) 0.5 over 2, `c` never visited, `d` not legal.
        (t.nodes[a as usize].visits, t.nodes[a as usize].reward) = (4, 3.0);
        (t.nodes[b as usize].visits, t.nodes[b as usize].reward) = (2, 1.0);
        (t.nodes[d as usize].visits, t.nodes[d as usize].reward) = (1, 1.0);
        update_regrets(&mut t, 0, b, 0.5 / 0.25, 0.25, 7, true);
        assert_eq!(t.nodes[a as usize].regret, 0.5);
        assert_eq!(t.nodes[b as usize].regret, 0.25);
        assert_eq!(t.nodes[c as usize].regret, 0.0, "unvisited: no change");
        assert_eq!(t.nodes[d as usize].regret, 0.0, "not legal then");
    }

    /// In every game with hidden commitments, a tree per seat with regret
    /// matching draws the committing seat's edges by regret (regrets move,
    /// every draw's mark is cleared by its backup), and UCB1 leaves the
    /// regrets alone.
    struct Commitments;
    impl GameVisitor for Commitments {
        type Output = bool;
        fn visit<G: Game>(self) -> bool {
            let players = G::INFO.min_players as usize;
            let mut state = G::setup(&Config::players(players), 3).unwrap();
            let mut rng = GameRng::new(5);
            let mut buf = G::ActionList::default();
            let hidden = |s: &G, buf: &G::ActionList, p: Seat| {
                (0..players as Seat).any(|q| {
                    q != p && matches!(s.observe_action(buf[0], q), Observed::Hidden { .. })
                })
            };
            for _ in 0..400 {
                let ToMove::Player(p) = state.to_move() else {
                    return false;
                };
                state.legal_actions(&mut buf);
                if buf.len() > 1 && hidden(&state, &buf, p) {
                    break;
                }
                state
                    .apply(buf[rng.below(buf.len() as u32) as usize])
                    .unwrap();
            }
            let ToMove::Player(p) = state.to_move() else {
                return false;
            };
            state.legal_actions(&mut buf);
            if buf.len() < 2 || !hidden(&state, &buf, p) {
                return false;
            }
            // (rule, worths, visits before regret matching, whether
            // regrets move): with more visits asked than the search runs,
            // regret matching never starts and the tree is UCB1's.
            let mut ucb_visits = Vec::new();
            for (sim, regret_estimate, regret_min_visits, moves) in [
                (Simultaneous::Ucb, RegretEstimate::Sampled, 0, false),
                (Simultaneous::Regret, RegretEstimate::Sampled, 0, true),
                (Simultaneous::Regret, RegretEstimate::Means, 0, true),
                (Simultaneous::Regret, RegretEstimate::Sampled, 100, true),
                (Simultaneous::Regret, RegretEstimate::Sampled, 601, false),
            ] {
                let mut search = Search::<G>::new(SearchConfig {
                    mode: Mode::MultiObserver,
                    simultaneous: sim,
                    regret_estimate,
                    regret_min_visits,
                    net: crate::config::NetChoice::Off,
                    ..SearchConfig::iterations(600)
                });
                search.set_root(&state);
                search.run(600);
                let tree = &search.trees[p as usize];
                let moved = tree.children(0).filter(|n| n.regret != 0.0).count();
                assert!(tree.nodes.iter().all(|n| n.drawn == 0.0), "{}", G::INFO.id);
                let visits: Vec<u32> = tree.children(0).map(|n| n.visits).collect();
                if moves {
                    assert!(moved >= 2, "{}: {moved} regrets moved", G::INFO.id);
                } else {
                    assert_eq!(moved, 0, "{}", G::INFO.id);
                }
                if sim == Simultaneous::Ucb {
                    ucb_visits = visits;
                } else if !moves {
                    assert_eq!(visits, ucb_visits, "{}: as UCB1", G::INFO.id);
                }
                assert!(search.best_action().is_some());
            }
            true
        }
    }

    #[test]
    fn regret_matching_chooses_hidden_commitments() {
        let mut with_commitments = Vec::new();
        for info in registry::GAMES {
            if registry::dispatch(info.id, Commitments).unwrap() {
                with_commitments.push(info.id);
            }
        }
        for id in [
            "vendors",
            "emergent",
            "emergent-fastplay",
            "spiel-des-jahres",
        ] {
            assert!(
                with_commitments.contains(&id),
                "{id}: no hidden commitment found"
            );
        }
    }
}
