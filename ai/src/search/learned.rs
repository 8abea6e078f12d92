//! The learned net inside the tree search: its prior at expansion (PUCT
//! selection over ISMCTS's availability counts) and its value at leaves.
//!
//! A node is expanded once, the first time an iteration reaches it: the
//! net reads the observation of the seat to move there (in that
//! iteration's determinization, which the searcher's information alone
//! drew), and every legal edge is added with its prior, the softmax of
//! the policy logits over the legal actions (a hidden edge gets the sum of
//! the actions it hides). Edges a later determinization makes legal join
//! with the mean prior. Selection then maximizes
//! `Q + prior_weight * P * sqrt(available) / (1 + visits)`, unvisited edges
//! valued at the mean of their visited siblings (0.5 when none is).

use std::sync::Arc;

use boardroom_engine::{Game, MAX_SEATS, Seat, SeatValues};

use super::{ABSENT, Search, key_index, legal_now};
use crate::config::NetChoice;
use crate::net::{Net, NetScratch, relative};
use crate::settings::Tuned;
use crate::tree::NIL;

/// The net a search consults, its buffers and weights.
pub(crate) struct Learned {
    /// The net in use and its buffers; `None` for a uniform prior
    /// (`NetChoice::Uniform`), which evaluates nothing.
    net: Option<Arc<Net>>,
    scratch: NetScratch,
    /// The game's nets for other player counts, swapped in by [`Self::fit`].
    others: Vec<(Arc<Net>, NetScratch)>,
    /// The PUCT weight (0: selection stays UCB1).
    pub prior: f64,
    /// The value's weight at a leaf against the rollout (1: no rollout).
    pub value: f64,
    /// One over the prior softmax's temperature (1: the net's own prior).
    inverse_temperature: f32,
    /// Whether a net is in use at this game's player count and budget
    /// (set per decision by [`Self::fit`]).
    pub active: bool,
    /// The player counts at which the game's own weights are off at this
    /// budget (`SearchSettings::learned_from`); none for
    /// explicit weights.
    off_at: [bool; MAX_SEATS + 1],
    /// The prior of each of the search's current keys.
    key_prior: Vec<f32>,
    /// Each legal action's logit, on the way to `key_prior`.
    action_weight: Vec<f32>,
}

impl Learned {
    /// The learned part of a search for `G` with these settings; `None`
    /// when no weight asks for a net or the game has none.
    pub fn for_search<G: Game>(config: &crate::SearchConfig) -> Option<Learned> {
        let (choice, prior, value) = (&config.net, config.prior, config.value_weight);
        if *choice == NetChoice::Uniform {
            return Some(Learned::uniform::<G>(config.prior.unwrap_or(1.0).max(0.0)));
        }
        // The game's own weights apply, by player count, from a budget
        // (`learned_from`).
        let from = G::SEARCH.learned_from;
        let off_at: [bool; MAX_SEATS + 1] = std::array::from_fn(|players| {
            config.budget_at::<G>(players).unwrap_or(0) < from[players]
        });
        let game = |w: f64| {
            if off_at.iter().all(|&off| off) {
                0.0
            } else {
                w
            }
        };
        let prior = prior.unwrap_or_else(|| game(G::SEARCH.prior)).max(0.0);
        let value = value
            .unwrap_or_else(|| game(G::SEARCH.value_weight))
            .clamp(0.0, 1.0);
        if prior <= 0.0 && value <= 0.0 && config.rollout != crate::Rollout::Net {
            return None;
        }
        let nets = match choice {
            NetChoice::Auto => crate::net::builtins(G::INFO.id),
            NetChoice::Off | NetChoice::Uniform => return None,
            NetChoice::File(n) => vec![n.clone()],
        };
        let mut learned = Self::from_nets::<G>(nets, prior, value)?;
        if config.prior.is_none() && config.value_weight.is_none() {
            learned.off_at = off_at;
        }
        let temperature = config
            .prior_temperature
            .unwrap_or(G::SEARCH.prior_temperature);
        learned.inverse_temperature = (1.0 / temperature) as f32;
        Some(learned)
    }

    /// The learned part of a search consulting whichever of `nets` (those
    /// that fit `G`) knows each decision's player count.
    fn from_nets<G: Game>(nets: Vec<Arc<Net>>, prior: f64, value: f64) -> Option<Learned> {
        let mut others: Vec<(Arc<Net>, NetScratch)> = nets
            .into_iter()
            .filter(|n| n.fits::<G>().is_ok())
            .map(|n| {
                let scratch = n.scratch();
                (n, scratch)
            })
            .collect();
        if others.is_empty() {
            return None;
        }
        let (net, scratch) = others.remove(0);
        let capacity = <G::ActionList as boardroom_engine::ActionBuffer<G::Action>>::CAPACITY;
        Some(Learned {
            scratch,
            others,
            key_prior: Vec::with_capacity(capacity),
            action_weight: Vec::with_capacity(capacity),
            net: Some(net),
            prior,
            value,
            inverse_temperature: 1.0,
            active: false,
            off_at: [false; MAX_SEATS + 1],
        })
    }

    /// PUCT at weight `prior` over a uniform prior: no net, no value.
    fn uniform<G: Game>(prior: f64) -> Learned {
        let capacity = <G::ActionList as boardroom_engine::ActionBuffer<G::Action>>::CAPACITY;
        Learned {
            net: None,
            scratch: NetScratch::default(),
            others: Vec::new(),
            prior,
            value: 0.0,
            inverse_temperature: 1.0,
            active: false,
            off_at: [false; MAX_SEATS + 1],
            key_prior: Vec::with_capacity(capacity),
            action_weight: Vec::with_capacity(capacity),
        }
    }

    /// Puts in use a net trained on games of `players` players; false when
    /// none was, or when the game's own weights stop at this budget there.
    /// Swaps buffers reserved up front, so it allocates nothing.
    pub fn fit(&mut self, players: usize) -> bool {
        if self.off_at.get(players).copied().unwrap_or(true) {
            return false;
        }
        let Some(current) = &self.net else {
            return true;
        };
        if current.knows_players(players) {
            return true;
        }
        let Some(i) = self
            .others
            .iter()
            .position(|(n, _)| n.knows_players(players))
        else {
            return false;
        };
        let (net, scratch) = &mut self.others[i];
        if let Some(current) = &mut self.net {
            std::mem::swap(current, net);
        }
        std::mem::swap(&mut self.scratch, scratch);
        true
    }

    #[inline]
    pub fn puct(&self) -> bool {
        self.active && self.prior > 0.0
    }

    #[inline]
    pub fn values_at_leaves(&self) -> bool {
        self.active && self.value > 0.0 && self.net.is_some()
    }

    /// Runs the net on `seat`'s observation of `state` (nothing without one).
    fn evaluate<G: Game>(&mut self, state: &G, seat: Seat) {
        if let Some(net) = &self.net {
            state.write_observation_nonzero(seat, &mut self.scratch.nonzero);
            net.forward_nonzero(&mut self.scratch);
        }
    }

    /// Action `id`'s logit in the last evaluation; 0 for every action
    /// without a net, which makes the softmax uniform.
    fn logit(&self, id: usize) -> f32 {
        self.net
            .as_ref()
            .map_or(0.0, |n| n.logit(&self.scratch, id))
    }

    /// The last evaluation's value for every seat (the net's seats are
    /// counted from the one evaluated, `seat`).
    fn seat_values(&self, seat: Seat, players: usize) -> SeatValues<f64> {
        (0..players.min(MAX_SEATS))
            .map(|s| {
                let k = relative(s as Seat, seat, players);
                if self.net.as_ref().is_some_and(|n| k < n.values) {
                    self.scratch.values[k] as f64
                } else {
                    0.0
                }
            })
            .collect()
    }

    /// A rollout step: an action of `legal` drawn from the net's prior
    /// (the softmax of its logits over them at the prior's temperature)
    /// on `seat`'s observation of `state`, by the uniform draw `u` in
    /// [0, 1). `None` when `legal` is empty.
    pub fn draw<G: Game>(
        &mut self,
        state: &G,
        legal: &G::ActionList,
        seat: Seat,
        u: f32,
    ) -> Option<G::Action> {
        let last = *legal.last()?;
        if legal.len() == 1 {
            return Some(last);
        }
        self.evaluate(state, seat);
        self.action_weight.clear();
        let mut top = f32::NEG_INFINITY;
        for &a in legal.iter() {
            let z = self.logit(G::action_id(a) as usize);
            top = top.max(z);
            self.action_weight.push(z);
        }
        let mut total = 0.0f32;
        for w in &mut self.action_weight {
            *w = crate::math::expf((*w - top) * self.inverse_temperature);
            total += *w;
        }
        let mut left = u * total;
        for (&a, &w) in legal.iter().zip(&self.action_weight) {
            if left < w {
                return Some(a);
            }
            left -= w;
        }
        Some(last)
    }

    /// The net's value of `state` for every seat, from the seat to move.
    pub fn value_of<G: Game>(&mut self, state: &G, seat: Seat) -> SeatValues<f64> {
        self.evaluate(state, seat);
        self.seat_values(seat, state.num_players())
    }
}

impl<G: Game> Search<G> {
    /// Expands node `at` of tree `sel` from a net evaluation of `state`,
    /// where `seat` moves and `buf` holds the legal actions (`self.keys`
    /// their keys, indexed by `self.slot`). Returns the value of `state`
    /// for every seat, from the same evaluation. Clears the slots.
    pub(super) fn expand_with_net(
        &mut self,
        learned: &mut Learned,
        state: &G,
        buf: &G::ActionList,
        sel: usize,
        at: u32,
        seat: Seat,
    ) -> SeatValues<f64> {
        learned.evaluate(state, seat);
        let observer = self.trees[sel].observer;
        // Softmax over the legal actions at the prior's temperature, summed
        // into their keys (at temperature 1 the product is exact, so the
        // net's own prior is unchanged to the bit).
        learned.action_weight.clear();
        let mut top = f32::NEG_INFINITY;
        for &a in buf.iter() {
            let z = learned.logit(G::action_id(a) as usize);
            top = top.max(z);
            learned.action_weight.push(z);
        }
        learned.key_prior.clear();
        learned.key_prior.resize(self.keys.len(), 0.0);
        let mut total = 0.0f32;
        for (&a, &z) in buf.iter().zip(&learned.action_weight) {
            let p = crate::math::expf((z - top) * learned.inverse_temperature);
            let pos = self.slot[key_index::<G>(self.key(state, a, observer))];
            if pos != ABSENT {
                learned.key_prior[pos as usize] += p;
                total += p;
            }
        }
        for p in &mut learned.key_prior {
            *p /= total.max(f32::MIN_POSITIVE);
        }
        // Existing children (added by another tree's walk, or before the
        // net was on) take their priors; the rest are added.
        self.tried.clear();
        self.tried.resize(self.keys.len(), false);
        let tree = &mut self.trees[sel];
        let mut child = tree.nodes[at as usize].first_child;
        while child != NIL {
            let node = &mut tree.nodes[child as usize];
            if let Some(pos) = legal_now::<G>(&self.keys, &self.slot, node.key) {
                node.prior = learned.key_prior[pos];
                self.tried[pos] = true;
            }
            child = node.next_sibling;
        }
        for (pos, &key) in self.keys.iter().enumerate() {
            if !self.tried[pos]
                && let Some(id) = tree.add_child(at, key, seat)
            {
                tree.nodes[id as usize].prior = learned.key_prior[pos];
            }
        }
        tree.nodes[at as usize].expanded = true;
        for k in &self.keys {
            self.slot[key_index::<G>(*k)] = ABSENT;
        }
        learned.seat_values(seat, state.num_players())
    }

    /// PUCT selection at the expanded node `at` of tree `sel` among the
    /// edges legal now (`self.keys`, indexed by `self.slot`); adds the
    /// legal edges it lacks first. Clears the slots. `NIL` if none.
    pub(super) fn select_puct(
        &mut self,
        learned: &Learned,
        sel: usize,
        at: u32,
        seat: Seat,
        regret: bool,
    ) -> u32 {
        self.tried.clear();
        self.tried.resize(self.keys.len(), false);
        let tag = self.regret_tag;
        let tree = &mut self.trees[sel];
        let (mut q_sum, mut q_n, mut p_sum, mut p_n) = (0.0f64, 0u32, 0.0f32, 0u32);
        let mut child = tree.nodes[at as usize].first_child;
        while child != NIL {
            let node = &mut tree.nodes[child as usize];
            if let Some(pos) = legal_now::<G>(&self.keys, &self.slot, node.key) {
                self.tried[pos] = true;
                node.avail += 1;
                if regret {
                    node.stamp = tag;
                }
                p_sum += node.prior;
                p_n += 1;
                if node.visits > 0 {
                    q_sum += node.reward / node.visits as f64;
                    q_n += 1;
                }
            }
            child = node.next_sibling;
        }
        let mean_prior = if p_n > 0 { p_sum / p_n as f32 } else { 1.0 };
        for (pos, &key) in self.keys.iter().enumerate() {
            if !self.tried[pos]
                && let Some(id) = tree.add_child(at, key, seat)
            {
                let n = &mut tree.nodes[id as usize];
                n.prior = mean_prior;
                n.avail = 1;
                if regret {
                    n.stamp = tag;
                }
            }
        }
        if regret {
            for k in &self.keys {
                self.slot[key_index::<G>(*k)] = ABSENT;
            }
            return self.draw_by_regret(sel, at, true);
        }
        let fpu = if q_n > 0 { q_sum / q_n as f64 } else { 0.5 };
        let mut best = NIL;
        let mut best_value = f64::NEG_INFINITY;
        let mut child = tree.nodes[at as usize].first_child;
        while child != NIL {
            let node = &tree.nodes[child as usize];
            if legal_now::<G>(&self.keys, &self.slot, node.key).is_some() {
                let v = node.visits as f64;
                let q = if node.visits > 0 {
                    node.reward / v
                } else {
                    fpu
                };
                let u = learned.prior * node.prior as f64 * crate::math::sqrt(node.avail as f64)
                    / (1.0 + v);
                if q + u > best_value {
                    best_value = q + u;
                    best = child;
                }
            }
            child = node.next_sibling;
        }
        for k in &self.keys {
            self.slot[key_index::<G>(*k)] = ABSENT;
        }
        best
    }
}

/// What the net a config consults says of one decision, for a hint.
pub struct NetView {
    /// The prior of each legal action id (the softmax over the legal ones).
    pub priors: Vec<(u32, f64)>,
    /// The deciding seat's value.
    pub value: f64,
}

/// The net `config` consults in game `G`, evaluated on `seat`'s
/// observation of `state`; `None` when the search runs without one.
pub fn net_view<G: Game>(config: &crate::SearchConfig, state: &G, seat: Seat) -> Option<NetView> {
    let mut l = Learned::for_search::<G>(config)?;
    if l.net.is_none() || !l.fit(state.num_players()) {
        return None;
    }
    l.evaluate(state, seat);
    let mut legal = G::ActionList::default();
    state.legal_actions(&mut legal);
    let mut priors: Vec<(u32, f64)> = Vec::new();
    for &a in legal.iter() {
        let id = G::action_id(a);
        if priors.iter().all(|(i, _)| *i != id) {
            priors.push((id, l.logit(id as usize) as f64));
        }
    }
    // The prior the search uses: the softmax at the config's temperature.
    let inverse = l.inverse_temperature as f64;
    let top = priors.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let total: f64 = priors
        .iter()
        .map(|p| libm::exp((p.1 - top) * inverse))
        .sum();
    for p in &mut priors {
        p.1 = libm::exp((p.1 - top) * inverse) / total;
    }
    Some(NetView {
        priors,
        value: l.scratch.values[0] as f64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::crafters::Crafters;
    use boardroom_engine::{Config, GameRng, Information, Rules};

    #[test]
    fn each_player_count_consults_its_own_net() {
        let mut rng = GameRng::new(7);
        let two = Arc::new(Net::drawn::<Crafters>(8, 1, 1 << 2, &mut rng));
        let three = Arc::new(Net::drawn::<Crafters>(8, 1, 1 << 3, &mut rng));
        let mut l = Learned::from_nets::<Crafters>(vec![two.clone(), three.clone()], 1.0, 0.0)
            .expect("both fit");
        let state = Crafters::setup(&Config::players(3), 1).unwrap();
        let want = {
            let mut scratch = three.scratch();
            state.write_observation_tensor(0, &mut scratch.input);
            three.forward(&mut scratch);
            scratch.values
        };
        assert!(l.fit(3));
        assert!(Arc::ptr_eq(l.net.as_ref().unwrap(), &three));
        l.value_of(&state, 0);
        assert_eq!(l.scratch.values, want);
        assert!(l.fit(2) && Arc::ptr_eq(l.net.as_ref().unwrap(), &two));
        assert!(!l.fit(4), "no net for four players");
        assert!(
            Arc::ptr_eq(l.net.as_ref().unwrap(), &two),
            "a miss leaves the net in use"
        );
    }

    /// A small random Oh Hell net and a fresh deal: its first decision is
    /// a bid among several.
    fn oh_hell_bid(
        net_seed: u64,
        deal: u64,
    ) -> (Arc<Net>, boardroom_engine::oh_hell::OhHell, Seat) {
        use boardroom_engine::ToMove;
        use boardroom_engine::oh_hell::OhHell;
        let net = Arc::new(Net::drawn::<OhHell>(
            16,
            1,
            1 << 3,
            &mut GameRng::new(net_seed),
        ));
        let state = OhHell::setup(&Config::players(3), deal).unwrap();
        let ToMove::Player(seat) = state.to_move() else {
            panic!("the game has begun")
        };
        (net, state, seat)
    }

    /// The prior's temperature: 1 is the net's own softmax, above 1 the
    /// same order of moves but flatter.
    #[test]
    fn the_prior_s_temperature_flattens_it_and_one_is_the_net_s_own() {
        use crate::SearchConfig;
        use boardroom_engine::oh_hell::OhHell;
        let (net, state, seat) = oh_hell_bid(3, 5);
        let priors = |temperature: Option<f64>| {
            let config = SearchConfig {
                net: NetChoice::File(net.clone()),
                prior: Some(1.0),
                prior_temperature: temperature,
                ..SearchConfig::iterations(10)
            };
            net_view::<OhHell>(&config, &state, seat)
                .expect("a net")
                .priors
        };
        let (own, one, flat) = (priors(None), priors(Some(1.0)), priors(Some(2.0)));
        assert_eq!(own, one);
        assert!(own.len() > 1, "a choice to make");
        let max = |p: &[(u32, f64)]| p.iter().map(|x| x.1).fold(0.0, f64::max);
        let min = |p: &[(u32, f64)]| p.iter().map(|x| x.1).fold(1.0, f64::min);
        assert!(max(&flat) < max(&own) && min(&flat) > min(&own));
        for (a, b) in own.iter().zip(&flat) {
            assert_eq!(a.0, b.0);
            // At temperature 2 each prior is the square root of the
            // net's, renormalized.
            let root: f64 = own.iter().map(|p| p.1.sqrt()).sum();
            assert!((b.1 - a.1.sqrt() / root).abs() < 1e-9);
        }
        assert!((flat.iter().map(|p| p.1).sum::<f64>() - 1.0).abs() < 1e-9);
    }

    /// A rollout step drawn from the net takes each legal action as often
    /// as the prior a hint shows for it (the same softmax).
    #[test]
    fn a_rollout_step_draws_each_action_by_its_prior() {
        use crate::SearchConfig;
        use boardroom_engine::oh_hell::OhHell;
        let (net, state, seat) = oh_hell_bid(5, 9);
        let config = SearchConfig {
            net: NetChoice::File(net.clone()),
            prior: Some(1.0),
            ..SearchConfig::iterations(10)
        };
        let priors = net_view::<OhHell>(&config, &state, seat)
            .expect("a net")
            .priors;
        assert!(priors.len() > 2, "a choice to make");
        let mut l = Learned::from_nets::<OhHell>(vec![net], 1.0, 0.0).expect("it fits");
        let mut legal = <OhHell as Rules>::ActionList::default();
        state.legal_actions(&mut legal);
        let n = 20_000;
        let mut counts = vec![0u32; legal.len()];
        for k in 0..n {
            let u = (k as f32 + 0.5) / n as f32;
            let a = l.draw(&state, &legal, seat, u).expect("a legal action");
            counts[legal.iter().position(|&b| b == a).expect("legal")] += 1;
        }
        for (&a, &c) in legal.iter().zip(&counts) {
            let want = priors
                .iter()
                .find(|p| p.0 == OhHell::action_id(a))
                .expect("a prior")
                .1;
            assert!(
                (c as f64 / n as f64 - want).abs() < 1e-3,
                "{a:?}: {c} of {n}, prior {want}"
            );
        }
        // One legal action needs no evaluation; none gives none.
        let mut one = <OhHell as Rules>::ActionList::default();
        one.push(legal[0]);
        assert_eq!(l.draw(&state, &one, seat, 0.9), Some(legal[0]));
        assert_eq!(
            l.draw(&state, &<OhHell as Rules>::ActionList::default(), seat, 0.5),
            None
        );
    }

    /// `net=uniform`: PUCT over an equal prior for every legal action with
    /// no net behind it, so no value at leaves and no hint's net view; its
    /// rollout steps are uniform draws.
    #[test]
    fn a_uniform_prior_gives_every_legal_action_the_same_prior() {
        use crate::SearchConfig;
        use crate::search::Search;
        use boardroom_engine::oh_hell::OhHell;
        let (_, state, seat) = oh_hell_bid(1, 9);
        let config = SearchConfig {
            net: NetChoice::Uniform,
            value_weight: Some(1.0),
            ..SearchConfig::iterations(200)
        };
        let mut l = Learned::for_search::<OhHell>(&config).expect("a uniform prior");
        assert!(l.net.is_none() && l.prior == 1.0 && l.value == 0.0);
        assert!(l.fit(3) && l.fit(5), "no net to fit: every player count");
        l.active = true;
        assert!(l.puct() && !l.values_at_leaves());
        assert!(net_view::<OhHell>(&config, &state, seat).is_none());
        let mut legal = <OhHell as Rules>::ActionList::default();
        state.legal_actions(&mut legal);
        assert!(legal.len() > 2, "a choice to make");
        let mut counts = vec![0u32; legal.len()];
        let n = 6_000;
        for k in 0..n {
            let u = (k as f32 + 0.5) / n as f32;
            let a = l.draw(&state, &legal, seat, u).expect("a legal action");
            counts[legal.iter().position(|&b| b == a).expect("legal")] += 1;
        }
        let share = n / legal.len() as u32;
        assert!(counts.iter().all(|&c| c.abs_diff(share) <= 1), "{counts:?}");

        // In a search every root edge gets 1 / (legal actions), and the
        // root's statistics come from PUCT: more weight explores more.
        let root_priors = |prior: f64| {
            let mut search = Search::<OhHell>::new(SearchConfig {
                prior: Some(prior),
                ..config.clone()
            });
            search.set_root(&state);
            search.run(200);
            search.trees[0]
                .children(0)
                .map(|c| (c.prior, c.visits))
                .collect::<Vec<_>>()
        };
        let (narrow, wide) = (root_priors(0.25), root_priors(8.0));
        assert_eq!(narrow.len(), legal.len());
        for (p, _) in narrow.iter().chain(&wide) {
            assert!((p - 1.0 / legal.len() as f32).abs() < 1e-6, "{p}");
        }
        let most = |v: &[(f32, u32)]| v.iter().map(|x| x.1).max().unwrap_or(0);
        assert!(most(&wide) < most(&narrow), "{wide:?} against {narrow:?}");
    }

    /// Fast Play's row applies its own weights from hard's budget at every
    /// player count, not at medium's; an explicit weight applies at any
    /// budget.
    #[test]
    fn the_game_s_own_weights_apply_from_its_row_s_budget() {
        use crate::{Preset, SearchConfig};
        use boardroom_engine::emergent::FastPlay;
        let consults = |config: SearchConfig, players: usize| {
            Learned::for_search::<FastPlay>(&config.for_game::<FastPlay>())
                .is_some_and(|mut l| l.fit(players))
        };
        for players in 2..=4 {
            assert!(consults(Preset::Hard.config(), players), "{players}");
            assert!(consults(Preset::Expert.config(), players), "{players}");
            assert!(!consults(Preset::Medium.config(), players), "{players}");
        }
        let explicit = SearchConfig {
            prior: Some(1.0),
            ..Preset::Medium.config()
        };
        assert!(consults(explicit, 2));
    }

    /// Crafters' hard searches fewer iterations at three and four players
    /// (`Rung::fewer_at`) and still consults the nets there; medium does not.
    #[test]
    fn a_smaller_budget_at_a_player_count_keeps_its_net() {
        use crate::{Preset, SearchConfig};
        let consults = |config: SearchConfig, players: usize| {
            Learned::for_search::<Crafters>(&config.for_game::<Crafters>())
                .is_some_and(|mut l| l.fit(players))
        };
        for players in 2..=4 {
            assert!(consults(Preset::Hard.config(), players), "{players}");
            assert!(consults(Preset::Expert.config(), players), "{players}");
            assert!(!consults(Preset::Medium.config(), players), "{players}");
        }
    }
}
