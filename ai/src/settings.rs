//! The search settings each game's AI uses when a player leaves them to the
//! game: one table keyed by game id, so a tuning run changes one row and
//! nothing else. The engine knows nothing of search; this table is the AI's.
//!
//! Every row says where its numbers come from. `boardroom tune GAME
//! --players N` (docs/ai.md, "Tuning") searches these settings against a
//! fixed opponent pool and prints a row in this form; a row changes only
//! when a run's interval says the new settings are better.

use boardroom_engine::{Game, MAX_SEATS};

use crate::config::{Margin, Mode};

/// The tree for a budget (never `Mode::Auto`): `small` below
/// `from_iterations` iterations per decision at a player count, `large`
/// from there on (MO splits its iterations over a tree per seat, so it can
/// need a larger budget to pay off).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TreeChoice {
    pub small: Mode,
    pub large: Mode,
    /// By player count, the budget from which `large` is grown.
    pub from_iterations: [u64; MAX_SEATS + 1],
}

impl TreeChoice {
    /// The same tree at every budget.
    pub const fn always(tree: Mode) -> TreeChoice {
        TreeChoice {
            small: tree,
            large: tree,
            from_iterations: every_count(u64::MAX),
        }
    }

    /// SO for small budgets, one tree per seat from expert's: in games of
    /// hidden simultaneous moves MO is what turns 20,000 iterations into
    /// strength, while at 3,000 it only splits them (docs/ai.md).
    pub const MO_FROM_10_000: TreeChoice = TreeChoice {
        small: Mode::SingleObserver,
        large: Mode::MultiObserver,
        from_iterations: every_count(10_000),
    };

    /// The tree for a budget of `iterations` per decision with `players`
    /// players (`None`: a time-only budget, which gets `small`).
    pub fn for_budget(self, iterations: Option<u64>, players: usize) -> Mode {
        let from = self
            .from_iterations
            .get(players)
            .copied()
            .unwrap_or(u64::MAX);
        match iterations {
            Some(n) if n >= from => self.large,
            _ => self.small,
        }
    }
}

/// One difficulty of a game's AI: its iteration budget per decision and
/// how loosely it picks among its best moves (0: always the most visited).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rung {
    pub iterations: u64,
    pub temperature: f64,
    /// By player count, a smaller budget where `iterations` does not fit
    /// the preset's time cap on one core (0: `iterations`). A cut decision
    /// no longer replays from its seed, so the budget gives way, not the cap.
    pub fewer_at: [u64; MAX_SEATS + 1],
    /// Root-parallel trees the budget is split among. A fixed count, not
    /// the machine's cores, so a seed replays the same game on every
    /// machine; they run on as many cores as there are, in turn elsewhere.
    pub threads: usize,
}

impl Rung {
    /// Most ladders' easy rung: a handful of iterations, picked loosely.
    pub const LOOSE_30: Rung = Rung::loose(30, 0.25);

    /// A budget that always plays its most visited move.
    pub const fn exact(iterations: u64) -> Rung {
        Rung::loose(iterations, 0.0)
    }

    /// A budget that picks among its best moves at `temperature`.
    pub const fn loose(iterations: u64, temperature: f64) -> Rung {
        Rung {
            iterations,
            temperature,
            fewer_at: [0; MAX_SEATS + 1],
            threads: 1,
        }
    }

    /// This rung with its budget split among `threads` root-parallel trees.
    pub const fn on_threads(self, threads: usize) -> Rung {
        assert!(threads > 0);
        let mut changed = self;
        changed.threads = threads;
        changed
    }

    /// This rung with `iterations` at `players` players (fewer than its own).
    pub const fn at(self, players: usize, iterations: u64) -> Rung {
        assert!(iterations > 0 && iterations < self.iterations);
        let mut changed = self;
        changed.fewer_at[players] = iterations;
        changed
    }

    /// The budget at `players` players.
    pub const fn iterations_at(&self, players: usize) -> u64 {
        if players < self.fewer_at.len() && self.fewer_at[players] > 0 {
            self.fewer_at[players]
        } else {
            self.iterations
        }
    }
}

/// The four difficulties game clients offer, per game: a budget that turns
/// into strength in one game can be wasted in another, so each game spaces
/// its rungs where head-to-head play tells them apart (docs/ai.md, "The
/// ladder").
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Ladder {
    pub easy: Rung,
    pub medium: Rung,
    pub hard: Rung,
    pub expert: Rung,
}

impl Ladder {
    /// 150 / 1,000 / 3,000 / 20,000 iterations; easy a little loose.
    pub const GENERIC: Ladder = Ladder {
        easy: Rung::loose(150, 0.25),
        medium: Rung::exact(1_000),
        hard: Rung::exact(3_000),
        // Two trees: what expert searched on two-core machines when it
        // took every core, now on every machine (docs/ai.md, "The ladder").
        expert: Rung::exact(20_000).on_threads(2),
    };
}

/// The settings a game chooses for its search (the AI crate's `c`,
/// `rollout=auto`, `expand=auto`, `score`, `mode=auto` and `opp=auto` fall
/// back to these).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SearchSettings {
    /// UCB1 exploration constant (rewards lie in [0, 1]).
    pub exploration: f64,
    /// Whether `heuristic_action` makes good rollouts. A game whose
    /// heuristic plays narrowly (strong against people, a poor model of an
    /// arbitrary opponent) searches with random rollouts.
    pub heuristic_rollouts: bool,
    /// Whether a new node expands the heuristic's move first.
    pub heuristic_expansion: bool,
    /// Weight of the normalized score margin blended into the win share.
    pub score_weight: f64,
    /// What that margin is measured against (`margin=auto` falls back to it).
    pub margin: Margin,
    /// Chance of a uniformly random step in a heuristic rollout
    /// (`eps` unset falls back to it).
    pub rollout_epsilon: f64,
    /// The tree the search grows, by budget.
    pub tree: TreeChoice,
    /// Whether the other seats play the rollout policy inside the tree
    /// (`opp=policy`) rather than by their own statistics: where a tree's
    /// opponent statistics pool every hand it might hold, a fixed honest
    /// model of it can be the better guess.
    pub policy_opponents: bool,
    /// Whether the search's worlds replay others' hidden commitments as
    /// the heuristic would have made them (`worlds=heuristic`) rather than
    /// uniformly.
    pub heuristic_worlds: bool,
    /// The difficulty presets' budgets and temperatures.
    pub ladder: Ladder,
    /// PUCT weight of the game's learned prior (0: none; `prior` unset
    /// falls back to it). Only games with a net in `ai/nets/` use it.
    pub prior: f64,
    /// Weight of the learned value at leaves (0: rollouts only).
    pub value_weight: f64,
    /// Temperature of the learned prior's softmax (1: the net's own).
    pub prior_temperature: f64,
    /// By player count, the budget from which the game's own `prior` and
    /// `value_weight` apply (iterations per decision; time-only budgets
    /// stay below it). An explicit `prior=` or `value=` applies at any
    /// budget.
    pub learned_from: [u64; MAX_SEATS + 1],
    /// By player count, the budget from which seats choose at hidden
    /// commitments by regret matching rather than UCB1 (`sim=auto`;
    /// `u64::MAX`: never).
    pub regret_from: [u64; MAX_SEATS + 1],
}

impl SearchSettings {
    /// What a game gets unless a measurement says otherwise.
    pub const GENERIC: SearchSettings = SearchSettings {
        exploration: 0.4,
        heuristic_rollouts: true,
        heuristic_expansion: false,
        score_weight: 0.2,
        margin: Margin::Spread,
        rollout_epsilon: 0.0,
        tree: TreeChoice::always(Mode::SingleObserver),
        policy_opponents: false,
        heuristic_worlds: false,
        ladder: Ladder::GENERIC,
        prior: 0.0,
        value_weight: 0.0,
        prior_temperature: 1.0,
        learned_from: every_count(0),
        regret_from: every_count(u64::MAX),
    };
}

/// One budget at every player count (`learned_from`).
pub const fn every_count(budget: u64) -> [u64; MAX_SEATS + 1] {
    [budget; MAX_SEATS + 1]
}

/// `per_count` with another budget at `players` players, where a net was
/// measured to help (or hurt) there and not at the other counts.
pub const fn with_count(
    per_count: [u64; MAX_SEATS + 1],
    players: usize,
    budget: u64,
) -> [u64; MAX_SEATS + 1] {
    let mut changed = per_count;
    changed[players] = budget;
    changed
}

/// Generic search settings; measured when the search was first tuned (docs/ai.md).
///
/// Its ladder spreads low: past a few hundred iterations Vendors buys
/// little (300 against 3,000: 0.438 of 200 duplicate games, not separated),
/// and at temperature 0.25 150 iterations play even with 100 (0.527 of 400).
/// Spaced where the curve climbs, every step separates: 30 loose against
/// 100 0.217 [0.179, 0.256] of 400, 100 against 3,000 0.290 [0.227, 0.353]
/// of 200 (docs/ai.md, "The ladder").
///
/// SO below 10,000 iterations, MO from there on, as in Fast Play: most
/// Vendors moves are hidden and simultaneous. Against hard, expert with MO
/// trees wins 0.618 of 140 duplicate games (0.595 of 100, seed 104; 0.675
/// of 40, seed 107) where SO expert wins 0.483 of 60 (seed 104).
///
/// Its learned prior (`ai/nets/vendors.brnet`, two players, compact) with
/// PUCT weight 1 and no learned value, from hard's 3,000 iterations, as in
/// Fast Play and Crafters. Given the same 25 ms a decision, the search with
/// it beats the search without it 0.618 [0.561, 0.676] of 300 duplicate
/// games (seed 906) and 0.600 [0.547, 0.653] with the compact file (seed
/// 909); hard with it beats medium 0.850 [0.800, 0.900] of 200 (seed 910)
/// and expert with it beats hard with it 0.632 [0.575, 0.688] of 300 (seeds
/// 1930, 1931)
/// (docs/experiments/2026-11-26-vendors-net-at-equal-time.md,
/// docs/experiments/2026-11-28-vendors-expert-with-the-net.md). Hard with
/// it against expert without it: 0.431 [0.330, 0.531] of 72 (seed 912).
/// Nets for three and four players, trained the same way, played even or
/// worse at 25 ms a decision
/// (docs/experiments/2026-11-28-vendors-nets-for-three-and-four.md). A
/// three-player net from self-play with the prior alone won there (0.440
/// [0.382, 0.498] of 300, even 0.333), but hard with it only drew with hard
/// without (0.360 [0.306, 0.414] of 300; 136 against 80 ms a decision), so
/// none is compiled in and those games search without one
/// (docs/experiments/2026-11-29-vendors-three-player-net-prior-only.md).
///
/// Hard searches 2,000 iterations with four to six players, where 3,000
/// were cut by its 200 ms cap in 11.1%, 13.2% and 8.9% of decisions on a
/// slow day (docs/experiments/2026-11-29-hard-per-player-count.md).
pub const VENDORS: SearchSettings = SearchSettings {
    tree: TreeChoice::MO_FROM_10_000,
    ladder: Ladder {
        easy: Rung::LOOSE_30,
        medium: Rung::exact(100),
        hard: Ladder::GENERIC.hard.at(4, 2_000).at(5, 2_000).at(6, 2_000),
        ..Ladder::GENERIC
    },
    prior: 1.0,
    learned_from: every_count(3_000),
    ..SearchSettings::GENERIC
};

/// Against three heuristic players, 40 games (docs/ai.md): generic 0.425,
/// score 0.5 0.550, heuristic expansion 0.525, both 0.646. Kept by the
/// tuner (at 300 iterations): its best point played 0.285
/// [0.226, 0.344] of 200 games against three of these (even 0.25).
///
/// Its learned prior (`ai/nets/value-crafter.brnet`, four players,
/// compact) with PUCT weight 1 and no learned value, at expert's 20,000
/// iterations only. Given the same 25 ms a decision, one seat with it
/// against three without won 0.579 [0.518, 0.640] of 304 duplicate games
/// (seeds 920, 921; even 0.25). Expert with it, one seat against three
/// hard seats, won 21 of 40 duplicate games, 0.525 [0.329, 0.721] (seeds
/// 931, 932), where expert without it won 0.368 [0.294, 0.449] of 144.
/// Hard given it beats the expert of before the nets (one such expert
/// against three hard seats with it: 0.160 [0.123, 0.206] of 300, seeds
/// 3140 to 3164), but expert with it is not shown to beat that hard
/// (0.283 [0.210, 0.370] of 120, seeds 3170 to 3179), so hard searches
/// without it and the ladder keeps its top step
/// (docs/experiments/2026-11-26-value-crafter-net.md,
/// docs/experiments/2026-12-01-value-crafter-ladder-with-hard-on-the-prior.md).
///
/// Its search is the slowest of the games, so medium (500) and hard
/// (1,500) sit where their budgets fit inside the presets' time caps: at
/// the generic 3,000 iterations the 200 ms cap cut from one hard decision
/// in twelve to three in four, so hard played a budget set by the clock
/// and a seed did not replay. Hard beats medium 0.770 [0.678, 0.842] of
/// 100 duplicate games, two seats each
/// (docs/experiments/2026-11-28-presets-inside-their-caps.md).
pub const VALUE_CRAFTER: SearchSettings = SearchSettings {
    score_weight: 0.5,
    heuristic_expansion: true,
    ladder: Ladder {
        medium: Rung::exact(500),
        hard: Rung::exact(1_500),
        ..Ladder::GENERIC
    },
    prior: 1.0,
    learned_from: every_count(20_000),
    ..SearchSettings::GENERIC
};

/// Generic settings (docs/ai.md), but easy plays its most visited move.
///
/// At temperature 0.25 easy's loose picks lost money in self-play (issue
/// 37; 100 games, seed 1): 2 players ended on $94.6 [89.7, 99.5], 3
/// players on $96.3 [91.5, 101.1] of the $100 they start with; 300
/// iterations at 0.25 did no better. At temperature 0 (seed 11 and 1):
/// 2 players $99.6 [97.3, 101.9] of 400 games, 3 players $120.4
/// [116.2, 124.7] of 100. It still loses to medium: 0.405 [0.336, 0.474]
/// of 200 duplicate games (seed 37), docs/experiments/2026-11-26-easy-keeps-its-money.md.
///
/// Its learned prior (`ai/nets/emergent.brnet`, two players) with PUCT
/// weight 1 and no learned value, at expert's 20,000 iterations only: at
/// 1,000 iterations it wins 0.885 [0.847, 0.923] of 300 duplicate games
/// against the search without it at 2,000 (seed 511), and 3,000 with it
/// beat medium 0.942 [0.916, 0.967] of 300 (seed 512) and today's expert
/// without it 0.833 [0.770, 0.897] of 150 (seed 513). But with the net in
/// both seats the presets play level: expert against hard 0.500 of 150
/// (seed 514), medium against easy 0.530 of 100 (seed 502): both follow
/// the prior's line, which the second seat wins (111 to 118) whatever
/// the budgets. So only expert consults it, and the
/// ladder keeps its steps: expert with it beats hard 0.887 [0.846, 0.918]
/// of 300 (seeds 515, 518, 519)
/// (docs/experiments/2026-11-26-learned-prior-emergent-crafters.md,
/// docs/experiments/2026-11-26-vendors-net-at-equal-time.md).
///
/// With three players expert consults `ai/nets/emergent-3p.brnet` the same
/// way: given the same 25 ms a decision, one seat with it against two
/// without won 1.000 [0.987, 1.000] of 300 duplicate games (seeds 1010,
/// 1011), and expert with it against two experts without 0.983 [0.911,
/// 1.000] of 60 (seed 1020); with four, `ai/nets/emergent-4p.brnet`: 0.872
/// [0.837, 0.907] of 304 at 25 ms a decision (seeds 1310, 1311; even
/// 0.25), and expert with it against three experts without 0.500 [0.352,
/// 0.648] of 40 (seed 1320)
/// (docs/experiments/2026-11-26-nets-per-player-count.md).
///
/// Expert grows a tree per seat (MO) at every player count: with the net,
/// a single tree plays the other seat's hidden plan by the rollout policy
/// and, at two players, loses to MO at the same budget (0.938 of 40, seed
/// 2420); there expert in MO trees beats expert in one tree 0.932 [0.904,
/// 0.959] and hard 0.933 [0.906, 0.961], 300 duplicate games each (seeds
/// 2510 to 2513, 2520 to 2522; in one tree 0.887 against hard). Hard stays
/// in one tree without the net: in MO trees with it, it beats that expert
/// too (0.982 of 56), but two MO searches play one line that the first
/// seat wins whatever the budgets, so expert would not beat it. At three
/// players one expert in MO trees against two in one tree won 59 of 60
/// duplicate games (seeds 2530, 2531; even 0.333), at four players 21 of
/// 24 against three (seed 2540; even 0.25)
/// (docs/experiments/2026-11-30-emergent-a-tree-per-seat-with-the-net.md).
///
/// Expert searches one tree of 20,000, as the ladder measured it: at three
/// players one expert seat on two trees of 10,000 against two on one took
/// 0.280 [0.232, 0.329] of 255 duplicate games (seeds 4880, 4881; even
/// 0.333) (docs/experiments/2026-12-07-expert-two-trees-against-one.md).
pub const EMERGENT: SearchSettings = SearchSettings {
    ladder: Ladder {
        easy: Rung::exact(150),
        expert: Rung::exact(20_000),
        ..Ladder::GENERIC
    },
    tree: TreeChoice::MO_FROM_10_000,
    prior: 1.0,
    learned_from: every_count(20_000),
    ..SearchSettings::GENERIC
};

/// Its placement heuristic is a poor model of an arbitrary opponent:
/// against random seats ISMCTS at 1,000 iterations wins 0.975 with random
/// rollouts and 0.867 with heuristic ones (docs/ai.md).
///
/// SO below 10,000 iterations, MO (a tree per seat: its plans are secret
/// and simultaneous) from there on. At hard's 3,000 iterations MO is even
/// with SO (0.520 of 600 games) and at medium's 1,000 no better than MO at
/// 3,000, but at expert's 20,000 MO beats hard (0.581 [0.541, 0.620] of
/// 600 games) where SO does not (0.520 of 200; one thread 0.492): MO turns
/// a large budget into strength (docs/ai.md, "The ladder").
///
/// Its learned prior (`ai/nets/emergent-fastplay.brnet`, two players) with
/// PUCT weight 1 and no learned value, from hard's 3,000 iterations, for
/// hard and expert alike. The net ships since 2026-11-30, from self-play
/// that draws every decision by the root's visits: hard with it beats
/// expert without a net 0.558 [0.506, 0.611] of 300 duplicate games (seeds
/// 2430 to 2432) and hard with the earlier net 0.680 [0.627, 0.733] (seed
/// 2440); expert with it plays even with expert without it, 0.523 [0.469,
/// 0.578] (seed 2441), and beats hard with it 0.672 [0.620, 0.723] (seed
/// 2443); 1,000 iterations with it beat 2,000 without it 0.567 [0.510,
/// 0.623] (seed 2446). Below 3,000 it is off: with the earlier net in both
/// seats medium and easy drew 0.503 of 300 (so did hard and medium), the
/// steps of the ladder gone; weights 0.5 to 4 were not separated and the
/// value at leaves lost (docs/experiments/2026-11-26-learned-prior.md,
/// docs/experiments/2026-11-30-fast-play-net-from-varied-self-play.md).
///
/// With three players hard and expert consult
/// `ai/nets/emergent-fastplay-3p.brnet` the same way: given the same 25 ms
/// a decision, one seat with it against two without won 0.715 [0.663,
/// 0.767] of 300 duplicate games (seeds 1210, 1211); hard with it against
/// two hards without 0.677 [0.599, 0.754] of 150 (seed 1220); expert with
/// it against two experts without played even, 0.333 [0.266, 0.401] of
/// 180 (seeds 1230, 1231), and against two hards with it won 0.767 [0.677,
/// 0.857] of 120 (seed 1240; without the nets 0.479)
/// (docs/experiments/2026-11-26-nets-per-player-count.md).
///
/// With four players they consult `ai/nets/emergent-fastplay-4p.brnet`:
/// at 25 ms a decision one seat with it against three without won 0.600
/// [0.540, 0.660] of 300 duplicate games (seed 1410); hard with it against
/// three hards without 0.536 [0.477, 0.595] of 300 (seed 1420), expert
/// with it against three experts without 0.480 [0.424, 0.536] of 300
/// (seed 1430; even 0.25), and expert against three hards, every seat
/// with it, 0.704 [0.657, 0.751] of 300 (seed 1440; without the nets
/// 0.422) (docs/experiments/2026-11-27-nets-for-four-players.md).
///
/// Expert searches one tree of 20,000, as the ladder measured it: at three
/// players one expert seat on two trees of 10,000 against two on one took
/// 0.303 [0.286, 0.321] of 1,800 fresh duplicate games (seeds 4884, 4885;
/// even 0.333) (docs/experiments/2026-12-07-expert-two-trees-against-one.md).
pub const EMERGENT_FASTPLAY: SearchSettings = SearchSettings {
    heuristic_rollouts: false,
    ladder: Ladder {
        expert: Rung::exact(20_000),
        ..Ladder::GENERIC
    },
    tree: TreeChoice::MO_FROM_10_000,
    prior: 1.0,
    learned_from: every_count(3_000),
    ..SearchSettings::GENERIC
};

/// Generic settings, but MO from 10,000 iterations (docs/ai.md).
///
/// At expert's 20,000 iterations a single-observer tree buys little over
/// hard's 3,000 (0.538 of 80 duplicate games, seeds 113-114): it plays the
/// opponent's hidden choices by the rollout policy. A tree per seat turns
/// the budget into strength: 0.700 [0.595, 0.805] of 60 (seed 115).
/// Below 10,000 iterations nothing changes.
///
/// Its learned prior (`ai/nets/crafters.brnet`, two players) with PUCT
/// weight 1 and no learned value, from hard's 3,000 iterations, as in
/// Fast Play: at 1,000 iterations it wins 0.760 [0.710, 0.810] of 300
/// duplicate games against the search without it at 2,000 (seed 611), and
/// hard with it beats medium 0.825 [0.778, 0.864] of 300 (seeds 612, 615, 616) and
/// expert with it beats hard with it 0.725 [0.572, 0.867] of 40 (seed 614)
/// and, on the binary of 1a57d9e, 0.763 [0.718, 0.808] of 302 (seeds 1620
/// to 1623) (docs/experiments/2026-11-26-learned-prior-emergent-crafters.md,
/// docs/experiments/2026-11-28-crafters-four-player-net.md).
///
/// With three players hard and expert consult `ai/nets/crafters-3p.brnet`
/// the same way: given the same 25 ms a decision, one seat with it against
/// two without won 0.623 [0.570, 0.677] of 300 duplicate games (seeds 1110,
/// 1111), and hard with it against two hards without 0.633 [0.533, 0.733]
/// of 90 (seed 1120; 93 against 75 ms a decision), expert with it against
/// two experts without 0.792 [0.585, 0.998] of 24 (seeds 1140, 1141)
/// (docs/experiments/2026-11-26-nets-per-player-count.md). With four,
/// `ai/nets/crafters-4p.brnet`: at 25 ms a decision one seat with it
/// against three without won 0.570 [0.511, 0.629] of 300 (seed 1710), hard
/// with it against three hards without 0.508 [0.385, 0.630] of 60 (seed
/// 1720; 125 against 103 ms a decision), expert with it against three
/// experts without 0.542 [0.346, 0.737] of 24 (seeds 1730-1732; even 0.25)
/// (docs/experiments/2026-11-28-crafters-four-player-net.md). Those hard
/// figures were measured at 3,000 iterations; at three and four players
/// hard now searches fewer, with the net from that budget (below).
pub const CRAFTERS: SearchSettings = SearchSettings {
    tree: TreeChoice::MO_FROM_10_000,
    prior: 1.0,
    ladder: Ladder {
        hard: Ladder::GENERIC
            .hard
            .at(3, CRAFTERS_HARD_3P)
            .at(4, CRAFTERS_HARD_4P),
        ..Ladder::GENERIC
    },
    learned_from: with_count(
        with_count(every_count(3_000), 3, CRAFTERS_HARD_3P),
        4,
        CRAFTERS_HARD_4P,
    ),
    ..SearchSettings::GENERIC
};

/// Crafters' hard at three and four players: budgets that fit its 200 ms
/// cap on one core of the 2-core machine on a slow day, where 3,000 had
/// been cut in a quarter (three players) and about half (four) of its
/// decisions (docs/experiments/2026-11-29-hard-per-player-count.md).
const CRAFTERS_HARD_3P: u64 = 2_000;
const CRAFTERS_HARD_4P: u64 = 1_500;

/// Generic search settings (as tuned), but the other seats play
/// the heuristic inside the tree, on a ladder that sits low (docs/ai.md,
/// "The ladder").
///
/// The search stops gaining at about 1,000 iterations here (1,000 even
/// with 3,000, 0.501 of 280 games; 20,000 against 3,000 0.518 of 300 with
/// MO trees), so the rungs sit below that: easy 10, medium 30 loose,
/// hard 300, expert 3,000. At 300 iterations against three heuristic
/// players the tuner found the opponents' policy the one setting that
/// separates (`opp=policy` 0.753 [0.701, 0.798] of 300 games, the row
/// before it 0.564 [0.507, 0.619] of 300); head to head at equal
/// iterations it is not separated from the tree (2 players 0.505 of 200,
/// 3 players 0.347 of 150, 4 players 0.230 of 200; even 0.5, 0.333,
/// 0.25). With it hard wins 0.754 [0.718, 0.787] of 600 games against three
/// heuristic players, and on duplicate deals medium beats easy (0.603
/// [0.533, 0.672] of 200), hard medium (0.720 of 200) and expert hard
/// (0.565 [0.520, 0.610] of 500).
///
/// Easy plays its most visited move: at temperature 0.25 ten iterations
/// leave most moves on one visit each, and visits^4 still gives those
/// untested moves a real chance, so six easy seats went bankrupt into
/// each other (18,050 [13,125, 22,975] of a 30,000 start, 100 games). At
/// temperature 0: 27,750 [21,020, 34,480] and 40,767 [30,790, 50,744]
/// (seeds 37, 38). 20 iterations at 0 would keep more money (70,133) but
/// play even with medium (0.492 of 200), so the budget stays 10
/// (docs/experiments/2026-11-26-value-crafter-scale/README.md).
pub const SPIEL_DES_JAHRES: SearchSettings = SearchSettings {
    policy_opponents: true,
    ladder: Ladder {
        easy: Rung::exact(10),
        medium: Rung::LOOSE_30,
        hard: Rung::exact(300),
        expert: Rung::exact(3_000),
    },
    ..SearchSettings::GENERIC
};

/// Generic search settings; against OpenSpiel's ISMCTS, docs/ai.md.
///
/// Its ladder sits low: one round of Oh Hell stops rewarding iterations
/// early. Head to head on duplicate deals, one 20,000 seat against two
/// barely beats 3,000 (0.348 [0.336, 0.361] of 3,000 games) and 1,000
/// (0.344 [0.325, 0.362] of 1,500), but clearly beats 300
/// (0.382 [0.363, 0.401]); 100 lose to 300 (0.299 [0.281, 0.317]) and 30
/// at temperature 0.25 to 100 (0.266 [0.247, 0.285]). So the rungs sit
/// where the curve still climbs: easy 30 loose, medium 100, hard 300,
/// expert 20,000 (docs/ai.md, "The ladder").
pub const OH_HELL: SearchSettings = SearchSettings {
    ladder: Ladder {
        easy: Rung::LOOSE_30,
        medium: Rung::exact(100),
        hard: Rung::exact(300),
        expert: Ladder::GENERIC.expert,
    },
    ..SearchSettings::GENERIC
};

/// Every game's row, by game id (`GameInfo::id`); a game without one gets
/// [`SearchSettings::GENERIC`].
pub const TABLE: &[(&str, SearchSettings)] = &[
    ("vendors", VENDORS),
    ("value-crafter", VALUE_CRAFTER),
    ("emergent", EMERGENT),
    ("emergent-fastplay", EMERGENT_FASTPLAY),
    ("crafters", CRAFTERS),
    ("spiel-des-jahres", SPIEL_DES_JAHRES),
    ("oh-hell", OH_HELL),
];

/// The row of game `id`, in a const context so that the search reads its
/// settings at compile time ([`Tuned::SEARCH`]).
pub const fn for_game(id: &str) -> SearchSettings {
    let mut i = 0;
    while i < TABLE.len() {
        if same(TABLE[i].0, id) {
            return TABLE[i].1;
        }
        i += 1;
    }
    SearchSettings::GENERIC
}

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A game's search settings as a constant, looked up once per game type.
pub trait Tuned {
    const SEARCH: SearchSettings;
}

impl<G: Game> Tuned for G {
    const SEARCH: SearchSettings = for_game(G::INFO.id);
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::registry;

    #[test]
    fn every_row_names_a_registered_game_once() {
        for (i, (id, _)) in TABLE.iter().enumerate() {
            assert!(registry::info(id).is_some(), "no game '{id}'");
            assert!(
                TABLE[..i].iter().all(|(other, _)| other != id),
                "two rows for '{id}'"
            );
        }
    }

    #[test]
    fn a_game_reads_its_own_row() {
        assert_eq!(for_game("spiel-des-jahres"), SPIEL_DES_JAHRES);
        assert_eq!(for_game("vendors"), VENDORS);
        assert_eq!(
            <boardroom_engine::spiel_des_jahres::SpielDesJahres as Tuned>::SEARCH,
            SPIEL_DES_JAHRES
        );
        assert_eq!(for_game("no-such-game"), SearchSettings::GENERIC);
    }
}
