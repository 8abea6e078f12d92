//! Search settings and the difficulty presets game clients pick from.

use core::fmt;
use core::str::FromStr;
use std::time::Duration;

use boardroom_engine::Game;

use crate::net::Net;
use crate::settings::{Ladder, Rung, Tuned};
use std::sync::Arc;

/// Which tree(s) the search grows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// SO-ISMCTS with partially observable moves: one tree seen through the
    /// searcher's eyes, so others' hidden commitments are a single edge.
    SingleObserver,
    /// MO-ISMCTS: one tree per seat, each keyed by what that seat observes,
    /// so opponents choose their hidden moves by their own statistics.
    MultiObserver,
    /// An information-set table, as OpenSpiel's ISMCTS keys its nodes: each
    /// decision is a node of (seat to move, that seat's observation), so
    /// every seat decides by what it knows in the determinization (its own
    /// hand, the card it drew), and positions reached by different paths
    /// share statistics. Searches start afresh each decision.
    InfoSet,
    /// The game's choice for the budget (`Tuned::SEARCH.tree`), measured
    /// per game.
    Auto,
}

impl Mode {
    /// The tree this mode grows in game `G` with `iterations` per decision
    /// and `players` players (`Auto` resolved).
    pub fn resolve<G: Game>(self, iterations: Option<u64>, players: usize) -> Mode {
        match self {
            Mode::Auto => G::SEARCH.tree.for_budget(iterations, players),
            m => m,
        }
    }
}

/// How a simulation continues once it leaves the tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly random legal actions: cheap, unbiased, weak.
    Random,
    /// The game's rule-based policy (`Heuristic::heuristic_action`).
    Heuristic,
    /// The game's choice (`Tuned::SEARCH.heuristic_rollouts`): heuristic rollouts
    /// unless the game says its heuristic is a poor rollout policy.
    Auto,
    /// Each step drawn from the learned net's prior over the legal actions,
    /// read from the mover's observation of the drawn world: a rollout
    /// policy that imitates the search it was trained on. The game's
    /// choice where the search consults no net.
    Net,
}

/// What a finished simulation is worth to each seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reward {
    /// The share of the win (ties split), blended with the score margin
    /// by `score_weight`: in [0, 1], what tournaments count.
    Win,
    /// The raw score as the rules count it (points, money): what OpenSpiel's
    /// bots maximize. Not in [0, 1], so `exploration` must be scaled to the
    /// game's scores.
    Score,
}

/// What a score margin is measured against in the `Reward::Win` blend.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Margin {
    /// The spread of scores of the same outcome: with two players every
    /// margin is then ±1 and says only who won.
    Spread,
    /// The range of margins the search has met so far in this decision
    /// (`reward::MarginRange`), so a wide win is worth more than a narrow
    /// one with any number of players.
    Search,
}

/// How the move is read from the root's statistics.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FinalChoice {
    /// The most visited edge (ties: higher mean): robust to a lucky edge
    /// with few visits.
    Visits,
    /// The highest mean among edges with at least a tenth of the most
    /// visited edge's visits: what OpenSpiel's `MAX_VALUE` does, guarded
    /// against edges too little tried to trust.
    Mean,
}

/// How a seat chooses at a node whose action the other seats cannot see
/// (a hidden commitment: a sealed bid, a face-down card, a step of a secret
/// plan), where the seats in effect move at once.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Simultaneous {
    /// UCB1 (or PUCT with a net), as at every other node: each seat's tree
    /// settles on the reply that is best against the others' current
    /// statistics, which need not converge where neither can see the other.
    Ucb,
    /// Regret matching (SM-MCTS): the edge is drawn with probability
    /// proportional to its positive cumulative regret, mixed with `gamma`
    /// of exploration (uniform, or the net's prior), and every edge legal in
    /// the iteration's world updates its regret from an importance-weighted
    /// estimate, so the visits approach an equilibrium's mixed strategy.
    Regret,
    /// The game's choice for the budget (`Tuned::SEARCH.regret_from`),
    /// measured per game.
    Auto,
}

/// What regret matching (`Simultaneous::Regret`) takes as the worth of
/// each edge legal in an iteration when it updates the regrets.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegretEstimate {
    /// The drawn edge's reward over the chance of drawing it, 0 for the
    /// others (outcome sampling): unbiased, but the rarely drawn edges of
    /// a wide choice carry large weights.
    Sampled,
    /// Each edge's mean reward so far (the iteration's reward for one not
    /// yet visited, so it neither gains nor loses): biased while the means
    /// settle, with no importance weights.
    Means,
}

impl Simultaneous {
    /// The rule at hidden commitments in game `G` with `iterations` per
    /// decision and `players` players (`Auto` resolved).
    pub fn resolve<G: Game>(self, iterations: Option<u64>, players: usize) -> Simultaneous {
        match self {
            Simultaneous::Auto => {
                let from = G::SEARCH
                    .regret_from
                    .get(players)
                    .copied()
                    .unwrap_or(u64::MAX);
                match iterations {
                    Some(n) if n >= from => Simultaneous::Regret,
                    _ => Simultaneous::Ucb,
                }
            }
            s => s,
        }
    }
}

/// How the other seats decide inside the search tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponents {
    /// By their UCB statistics in the tree, like the searcher. In a tree
    /// that cannot tell an opponent's hands apart, those statistics are
    /// pooled over every hand it might hold, while the searcher's own hand
    /// is the real one in every iteration: the opponent learns to play
    /// against cards it cannot see and not with the cards it holds.
    Tree,
    /// By the rollout policy (the game's heuristic or random), each action
    /// still descending the tree as the searcher sees it: the searcher's
    /// later decisions keep their own statistics, and opponents play a
    /// fixed, honest model instead of a learned, clairvoyant one.
    Policy,
    /// The game's choice (`Tuned::SEARCH.policy_opponents`), measured per
    /// game.
    Auto,
}

impl Opponents {
    /// How the other seats decide in game `G` (`Auto` resolved).
    pub fn resolve<G: Game>(self) -> Opponents {
        match self {
            Opponents::Auto if G::SEARCH.policy_opponents => Opponents::Policy,
            Opponents::Auto => Opponents::Tree,
            o => o,
        }
    }
}

/// How the search's worlds redraw the hidden commitments other seats have
/// already made (a choice made face down, a sealed bid).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Worlds {
    /// Uniformly among legal continuations (`Determinize::determinize`).
    Uniform,
    /// Mostly as the game's heuristic would have chosen on the drawn
    /// hands (`Determinize::determinize_heuristic`): the same model of the
    /// others that `opp=policy` plays after the root.
    Heuristic,
    /// The game's choice (`Tuned::SEARCH.heuristic_worlds`), measured per
    /// game.
    Auto,
}

impl Worlds {
    /// How game `G` draws its worlds (`Auto` resolved).
    pub fn resolve<G: Game>(self) -> Worlds {
        match self {
            Worlds::Auto if G::SEARCH.heuristic_worlds => Worlds::Heuristic,
            Worlds::Auto => Worlds::Uniform,
            w => w,
        }
    }

    /// A world `observer` cannot tell from `state`, drawn this way.
    pub fn draw<G: Game, R: rand::Rng + ?Sized>(self, state: &G, observer: u8, rng: &mut R) -> G {
        match self.resolve::<G>() {
            Worlds::Heuristic => state.determinize_heuristic(observer, rng),
            _ => state.determinize(observer, rng),
        }
    }
}

/// Which learned net (crate::net) a search consults, when its prior or
/// value weight asks for one.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum NetChoice {
    /// The game's committed net (`ai/nets/`), if it has one.
    #[default]
    Auto,
    /// None: the search runs as if no net existed.
    Off,
    /// Weights read from a file (`net=PATH`), for training and trials.
    File(Arc<Net>),
    /// No weights: PUCT selection with every legal action at the same
    /// prior and no learned value (`net=uniform`), to tell what a net's
    /// prior adds from what the change of selection rule does.
    Uniform,
}

/// Everything that shapes one search. The budget is `iterations`, `time`
/// or both (whichever runs out first); at least one must be set.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    pub mode: Mode,
    /// UCB1 exploration constant; rewards lie in [0, 1].
    /// `None`: the game's choice (`Tuned::SEARCH.exploration`).
    pub exploration: Option<f64>,
    pub rollout: Rollout,
    /// Chance that a step of the heuristic rollout policy (rollouts, and
    /// the other seats under `opp=policy`) plays a uniformly random legal
    /// action instead: a deterministic heuristic gives each
    /// determinization one fixed, possibly biased outcome.
    /// `None`: the game's choice (`Tuned::SEARCH.rollout_epsilon`).
    pub rollout_epsilon: Option<f64>,
    /// How other seats decide inside the tree.
    pub opponents: Opponents,
    /// How the worlds redraw others' hidden commitments.
    pub worlds: Worlds,
    pub reward: Reward,
    /// Stop a rollout after this many actions and score the position by
    /// who leads (`None`: play to the end).
    pub rollout_cutoff: Option<u32>,
    /// Expand the game's heuristic choice first at each new node
    /// (progressive bias): the tree starts along the heuristic's line.
    /// `None`: the game's choice (`Tuned::SEARCH.heuristic_expansion`).
    pub heuristic_expansion: Option<bool>,
    /// Weight of the normalized score margin blended into the win share
    /// (0: pure win share). A little margin helps tell lost games apart.
    /// `None`: the game's choice (`Tuned::SEARCH.score_weight`).
    pub score_weight: Option<f64>,
    /// What the score margin is measured against.
    /// `None`: the game's choice (`Tuned::SEARCH.margin`).
    pub margin: Option<Margin>,
    /// The learned net consulted when `prior` or `value_weight` is above 0.
    pub net: NetChoice,
    /// PUCT weight of the net's policy at selection (0: UCB1 without a
    /// prior). `None`: the game's choice (`Tuned::SEARCH.prior`).
    pub prior: Option<f64>,
    /// Weight of the net's value at a leaf against the rollout's result
    /// (1: no rollout at all). `None`: the game's choice.
    pub value_weight: Option<f64>,
    /// Temperature of the net's policy softmax at expansion (1: the
    /// net's own prior; above 1 flatter, so a larger budget can leave the
    /// prior's line). `None`: the game's choice
    /// (`Tuned::SEARCH.prior_temperature`).
    pub prior_temperature: Option<f64>,
    /// Iteration budget per decision, shared by all threads.
    pub iterations: Option<u64>,
    /// Wall-time budget per decision.
    pub time: Option<Duration>,
    /// Root-parallel trees the budget is split among, each from its own
    /// seed (1: one tree). They run on their own threads up to the
    /// machine's cores and in turn beyond, so the count, not the machine,
    /// decides the game.
    pub threads: usize,
    /// 0 plays the most visited move; above 0 samples moves with
    /// probability proportional to visits^(1/temperature).
    pub temperature: f64,
    /// How the move is read from the root when the temperature is 0.
    pub final_choice: FinalChoice,
    /// How seats choose at hidden-commitment nodes.
    pub simultaneous: Simultaneous,
    /// The share of exploration mixed into regret matching's draws
    /// (`Simultaneous::Regret`), in (0, 1].
    pub regret_gamma: f64,
    /// The worth regret matching gives each legal edge in its update.
    pub regret_estimate: RegretEstimate,
    /// Regret matching chooses at a hidden commitment only once the node
    /// has this many visits (UCB1 or PUCT before), so nodes deep in the
    /// tree, whose few visits would feed mixed draws' noise up the tree,
    /// keep the greedy rule; 0 is every node.
    pub regret_min_visits: u32,
    /// Keep the subtree of the new root between consecutive decisions.
    pub reuse_tree: bool,
    /// Nodes each tree may hold (0: sized from the budget). When full, the
    /// tree stops growing and iterations go on from its leaves.
    pub node_capacity: usize,
    pub seed: u64,
    /// The difficulty preset this config was made from, if any. Its
    /// iteration budget, temperature and threads are then the game's rung
    /// (`Tuned::SEARCH.ladder`), set when a search for a game is built,
    /// unless an explicit option replaced them (`preset_budget`,
    /// `preset_temperature`, `preset_threads` say which still follow the
    /// game).
    pub preset: Option<Preset>,
    pub preset_budget: bool,
    pub preset_temperature: bool,
    pub preset_threads: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            mode: Mode::Auto,
            exploration: None,
            rollout: Rollout::Auto,
            rollout_epsilon: None,
            opponents: Opponents::Auto,
            worlds: Worlds::Auto,
            reward: Reward::Win,
            rollout_cutoff: None,
            heuristic_expansion: None,
            score_weight: None,
            margin: None,
            net: NetChoice::Auto,
            prior: None,
            value_weight: None,
            prior_temperature: None,
            iterations: Some(1000),
            time: None,
            threads: 1,
            temperature: 0.0,
            final_choice: FinalChoice::Visits,
            simultaneous: Simultaneous::Auto,
            regret_gamma: 0.1,
            regret_estimate: RegretEstimate::Sampled,
            regret_min_visits: 0,
            reuse_tree: true,
            node_capacity: 0,
            seed: 0,
            preset: None,
            preset_budget: false,
            preset_temperature: false,
            preset_threads: false,
        }
    }
}

impl SearchConfig {
    pub fn iterations(n: u64) -> Self {
        SearchConfig {
            iterations: Some(n),
            ..Default::default()
        }
    }

    /// [`SearchConfig::for_game`] for the game with registry id `id`.
    pub fn for_game_id(&self, id: &str) -> Result<SearchConfig, String> {
        struct ForGame<'a>(&'a SearchConfig);
        impl boardroom_engine::registry::GameVisitor for ForGame<'_> {
            type Output = SearchConfig;
            fn visit<G: Game>(self) -> SearchConfig {
                self.0.for_game::<G>()
            }
        }
        boardroom_engine::registry::dispatch(id, ForGame(self)).map_err(|e| e.to_string())
    }

    /// [`SearchConfig::for_game_id`] with the budget it searches at
    /// `players` players ([`SearchConfig::budget_at`]) written out.
    pub fn for_game_id_at(&self, id: &str, players: usize) -> Result<SearchConfig, String> {
        struct ForGame<'a>(&'a SearchConfig, usize);
        impl boardroom_engine::registry::GameVisitor for ForGame<'_> {
            type Output = SearchConfig;
            fn visit<G: Game>(self) -> SearchConfig {
                let mut c = self.0.for_game::<G>();
                c.iterations = c.budget_at::<G>(self.1);
                c
            }
        }
        boardroom_engine::registry::dispatch(id, ForGame(self, players)).map_err(|e| e.to_string())
    }

    /// This config as it searches game `G`: a preset's budget and
    /// temperature become the game's rung for that preset, and `opp=auto`
    /// the game's opponents' policy.
    pub fn for_game<G: Game>(&self) -> SearchConfig {
        let mut c = self.clone();
        c.opponents = self.opponents.resolve::<G>();
        c.worlds = self.worlds.resolve::<G>();
        if let Some(p) = self.preset {
            let rung = p.rung::<G>();
            if self.preset_budget {
                c.iterations = Some(rung.iterations);
            }
            if self.preset_temperature {
                c.temperature = rung.temperature;
            }
            if self.preset_threads {
                c.threads = rung.threads;
            }
        }
        c
    }

    /// The iterations a decision of game `G` at `players` players runs: a
    /// preset's rung at that player count (`Rung::fewer_at`) unless an
    /// explicit budget replaced it; `None` for a time-only budget.
    pub fn budget_at<G: Game>(&self, players: usize) -> Option<u64> {
        match self.preset {
            Some(p) if self.preset_budget => Some(p.rung::<G>().iterations_at(players)),
            _ => self.iterations,
        }
    }

    /// The tree a decision of game `G` at `players` players grows: `mode`,
    /// with `auto` resolved from the budget it runs there
    /// ([`SearchConfig::budget_at`]), not the rung's own, so a rung that
    /// searches fewer iterations at a count gets that budget's tree.
    pub fn mode_at<G: Game>(&self, players: usize) -> Mode {
        self.mode
            .resolve::<G>(self.budget_at::<G>(players), players)
    }

    /// The rule at hidden commitments in a decision of game `G` at
    /// `players` players: `simultaneous`, with `auto` resolved from the
    /// budget it runs there, as [`SearchConfig::mode_at`].
    pub fn simultaneous_at<G: Game>(&self, players: usize) -> Simultaneous {
        self.simultaneous
            .resolve::<G>(self.budget_at::<G>(players), players)
    }

    /// The nodes each tree reserves: one per iteration plus room for a
    /// reused subtree (twice as many with `opp=policy`, whose iterations
    /// also add the opponents' edges they pass), or a fixed 400k for
    /// time-only budgets.
    pub fn tree_capacity(&self) -> usize {
        if self.node_capacity > 0 {
            return self.node_capacity;
        }
        let per_iteration = match self.opponents {
            Opponents::Tree => 2,
            Opponents::Policy | Opponents::Auto => 4,
        };
        match self.iterations {
            Some(n) => {
                (n as usize)
                    .saturating_mul(per_iteration)
                    .clamp(64, 8_000_000)
                    + 16
            }
            None => 400_000,
        }
    }
}

/// Difficulty levels for game clients. Each is a fixed iteration budget (so
/// a seed replays the same game) with a wall-time cap as a safety net.
///
/// | preset | iterations | time cap | rollout | temperature | threads |
/// |---|---|---|---|---|---|
/// | easy | 150 | 100 ms | auto | 0.25 | 1 |
/// | medium | 1,000 | 150 ms | auto | 0 | 1 |
/// | hard | 3,000 | 200 ms | auto | 0 | 1 |
/// | expert | 20,000 | 2 s | auto | 0 | 2 |
///
/// These are the generic budgets; each game's ladder replaces them, and a
/// rung may search fewer at some player counts (`Rung::fewer_at`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Preset {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Preset {
    pub const ALL: [Preset; 4] = [Preset::Easy, Preset::Medium, Preset::Hard, Preset::Expert];

    /// This preset's budget and temperature in game `G`.
    pub fn rung<G: Game>(self) -> Rung {
        let ladder = G::SEARCH.ladder;
        match self {
            Preset::Easy => ladder.easy,
            Preset::Medium => ladder.medium,
            Preset::Hard => ladder.hard,
            Preset::Expert => ladder.expert,
        }
    }

    /// The preset with the generic budgets (`Ladder::GENERIC`); a search
    /// built for a game takes that game's rung instead
    /// ([`SearchConfig::for_game`]).
    pub fn config(self) -> SearchConfig {
        let base = SearchConfig {
            preset: Some(self),
            preset_budget: true,
            preset_temperature: true,
            preset_threads: true,
            ..SearchConfig::default()
        };
        let rung = match self {
            Preset::Easy => Ladder::GENERIC.easy,
            Preset::Medium => Ladder::GENERIC.medium,
            Preset::Hard => Ladder::GENERIC.hard,
            Preset::Expert => Ladder::GENERIC.expert,
        };
        let base = SearchConfig {
            iterations: Some(rung.iterations),
            // Easy's temperature: random rollouts with temperature 0.5 lost
            // money in Emergent (4 easy seats end on $96 of the $100 they
            // start with, 100 games); the game's rollouts with a little
            // randomness keep easy loose but not self-destructive ($104.7;
            // at temperature 0: $128.0).
            temperature: rung.temperature,
            threads: rung.threads,
            rollout: Rollout::Auto,
            ..base
        };
        match self {
            Preset::Easy => SearchConfig {
                time: Some(Duration::from_millis(100)),
                ..base
            },
            Preset::Medium => SearchConfig {
                time: Some(Duration::from_millis(150)),
                ..base
            },
            Preset::Hard => SearchConfig {
                time: Some(Duration::from_millis(200)),
                ..base
            },
            Preset::Expert => SearchConfig {
                time: Some(Duration::from_secs(2)),
                ..base
            },
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Preset::Easy => "easy",
            Preset::Medium => "medium",
            Preset::Hard => "hard",
            Preset::Expert => "expert",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Preset {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| format!("unknown preset '{s}' (easy, medium, hard, expert)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::crafters::Crafters;
    use boardroom_engine::emergent::{Emergent, FastPlay};
    use boardroom_engine::oh_hell::OhHell;
    use boardroom_engine::spiel_des_jahres::SpielDesJahres;
    use boardroom_engine::value_crafter::ValueCrafter;
    use boardroom_engine::vendors::Vendors;

    #[test]
    fn the_expert_splits_its_budget_into_a_fixed_count_of_trees() {
        let expert = Preset::Expert.config();
        // Not the machine's cores: the same game on every machine.
        assert_eq!(expert.for_game::<Vendors>().threads, 2);
        assert_eq!(expert.for_game::<OhHell>().threads, 2);
        // Spiel des Jahres' 3,000 iterations stay one tree, as measured.
        assert_eq!(expert.for_game::<SpielDesJahres>().threads, 1);
        // Emergent's and Fast Play's experts too: two trees lost at three
        // players.
        assert_eq!(expert.for_game::<Emergent>().threads, 1);
        assert_eq!(expert.for_game::<FastPlay>().threads, 1);
        assert_eq!(expert.for_game::<Crafters>().threads, 2);
        assert_eq!(Preset::Hard.config().for_game::<Vendors>().threads, 1);
        // An explicit count wins, before or after the preset.
        for text in [
            "ismcts:preset=expert,threads=1",
            "ismcts:threads=5,preset=expert",
        ] {
            let spec = crate::AgentSpec::parse(text).unwrap();
            let crate::spec::AgentKind::Ismcts(c) = spec.kind else {
                panic!("{text}");
            };
            let want = if text.contains("=1") { 1 } else { 5 };
            assert_eq!(c.for_game::<Vendors>().threads, want, "{text}");
        }
    }

    #[test]
    fn a_preset_takes_the_games_rung_unless_an_option_replaces_it() {
        // Crafters keeps the generic ladder (hard with fewer iterations at
        // three and four players); Oh Hell, Vendors and Spiel des Jahres
        // space their own.
        let hard = Preset::Hard.config();
        assert_eq!(hard.for_game::<Crafters>().iterations, Some(3_000));
        assert_eq!(hard.for_game::<Vendors>().iterations, Some(3_000));
        let medium = Preset::Medium.config();
        assert_eq!(medium.for_game::<Vendors>().iterations, Some(100));
        // Spiel des Jahres' sits low, below where its search stops gaining.
        let sdj = |p: Preset| {
            let c = p.config().for_game::<SpielDesJahres>();
            (c.iterations, c.temperature)
        };
        assert_eq!(sdj(Preset::Easy), (Some(10), 0.0));
        assert_eq!(sdj(Preset::Medium), (Some(30), 0.25));
        assert_eq!(sdj(Preset::Hard), (Some(300), 0.0));
        assert_eq!(sdj(Preset::Expert), (Some(3_000), 0.0));
        assert_eq!(medium.for_game::<Crafters>().iterations, Some(1_000));
        // Value Crafter's sit inside the presets' time caps.
        assert_eq!(medium.for_game::<ValueCrafter>().iterations, Some(500));
        assert_eq!(hard.for_game::<ValueCrafter>().iterations, Some(1_500));
        assert_eq!(hard.for_game::<OhHell>().iterations, Some(300));
        assert_eq!(
            Preset::Easy.config().for_game::<OhHell>().iterations,
            Some(30)
        );
        assert_eq!(Preset::Easy.config().for_game::<OhHell>().temperature, 0.25);
        // The time cap is the preset's in every game.
        assert_eq!(hard.for_game::<OhHell>().time, hard.time);
        // Explicit iterations or temperature win over the game's rung.
        let spec = |s: &str| match crate::AgentSpec::parse(s).unwrap().kind {
            crate::spec::AgentKind::Ismcts(c) => c.for_game::<OhHell>(),
            _ => unreachable!(),
        };
        assert_eq!(spec("ismcts:preset=hard").iterations, Some(300));
        assert_eq!(
            spec("ismcts:preset=hard,iters=3000").iterations,
            Some(3_000)
        );
        let easy = spec("ismcts:preset=easy,temp=0");
        assert_eq!((easy.iterations, easy.temperature), (Some(30), 0.0));
        // A config without a preset is left alone.
        assert_eq!(
            SearchConfig::iterations(77).for_game::<OhHell>().iterations,
            Some(77)
        );
    }

    #[test]
    fn the_tree_follows_the_budget_run_at_a_player_count() {
        // Vendors grows a tree per seat from 10,000 iterations: expert's
        // 20,000 do, hard's 3,000 and 2,000 do not, at every count.
        for players in 2..=6 {
            let expert = Preset::Expert.config().for_game::<Vendors>();
            assert_eq!(expert.mode_at::<Vendors>(players), Mode::MultiObserver);
            let hard = Preset::Hard.config().for_game::<Vendors>();
            assert_eq!(hard.mode_at::<Vendors>(players), Mode::SingleObserver);
        }
        // The budget a preset runs decides, never the `iterations` field,
        // which holds the rung's own budget where a count searches fewer
        // (`Rung::fewer_at`): with the field at 3,000, expert still runs
        // 20,000 and grows a tree per seat.
        let expert = SearchConfig {
            iterations: Some(3_000),
            ..Preset::Expert.config().for_game::<Vendors>()
        };
        assert_eq!(expert.mode_at::<Vendors>(2), Mode::MultiObserver);
        // An explicit mode is kept whatever the budget.
        let so = SearchConfig {
            mode: Mode::SingleObserver,
            ..Preset::Expert.config().for_game::<Vendors>()
        };
        assert_eq!(so.mode_at::<Vendors>(2), Mode::SingleObserver);
    }

    #[test]
    fn a_rung_can_search_fewer_iterations_at_a_player_count() {
        // Crafters' hard at three and four players fits its time cap.
        let hard = Preset::Hard.config().for_game::<Crafters>();
        let rung = Preset::Hard.rung::<Crafters>();
        assert_eq!(hard.budget_at::<Crafters>(2), Some(3_000));
        assert_eq!(hard.budget_at::<Crafters>(3), Some(rung.iterations_at(3)));
        assert_eq!(hard.budget_at::<Crafters>(4), Some(rung.iterations_at(4)));
        assert!(rung.iterations_at(4) <= rung.iterations_at(3));
        assert!(rung.iterations_at(3) < 3_000);
        assert!(rung.iterations_at(4) > Preset::Medium.rung::<Crafters>().iterations);
        // The other rungs and games keep one budget.
        let medium = Preset::Medium.config().for_game::<Crafters>();
        assert_eq!(medium.budget_at::<Crafters>(4), Some(1_000));
        let vendors = Preset::Hard.config().for_game::<Vendors>();
        assert_eq!(vendors.budget_at::<Vendors>(3), Some(3_000));
        assert_eq!(vendors.budget_at::<Vendors>(4), Some(2_000));
        assert_eq!(vendors.budget_at::<Vendors>(6), Some(2_000));
        let oh_hell = Preset::Hard.config().for_game::<OhHell>();
        assert_eq!(oh_hell.budget_at::<OhHell>(3), Some(300));
        // An explicit budget is searched at every player count.
        let explicit = SearchConfig {
            iterations: Some(3_000),
            preset_budget: false,
            ..Preset::Hard.config()
        };
        assert_eq!(explicit.budget_at::<Crafters>(4), Some(3_000));
        assert_eq!(
            SearchConfig::iterations(77).budget_at::<Crafters>(4),
            Some(77)
        );
        // Written out for a game's player count, as the C ABI's settings.
        let at = |players| {
            Preset::Hard
                .config()
                .for_game_id_at("crafters", players)
                .unwrap()
                .iterations
        };
        assert_eq!(at(2), Some(3_000));
        assert_eq!(at(4), Some(rung.iterations_at(4)));
        assert!(Preset::Hard.config().for_game_id_at("chess", 2).is_err());
    }

    #[test]
    fn the_generic_presets_are_the_ladders() {
        for p in Preset::ALL {
            let rung = p.rung::<Crafters>();
            let c = p.config();
            assert_eq!(
                (c.iterations, c.temperature),
                (Some(rung.iterations), rung.temperature)
            );
        }
    }

    #[test]
    fn auto_takes_the_games_tree_for_the_budget() {
        // Fast Play grows MO trees from 10,000 iterations (the settings
        // table); the presets below that stay SO, expert's budget is MO.
        let tree = |p: Preset| {
            let c = p.config();
            c.mode.resolve::<FastPlay>(c.iterations, 2)
        };
        assert_eq!(tree(Preset::Medium), Mode::SingleObserver);
        assert_eq!(tree(Preset::Hard), Mode::SingleObserver);
        assert_eq!(tree(Preset::Expert), Mode::MultiObserver);
        assert_eq!(
            Mode::Auto.resolve::<FastPlay>(None, 2),
            Mode::SingleObserver
        );
        // Vendors and Crafters too; Emergent (below); other
        // games are SO at every budget; an explicit mode always wins.
        fn hard_and_expert<G: Game>() -> (Mode, Mode) {
            let auto = |p: Preset| Mode::Auto.resolve::<G>(p.config().iterations, 2);
            (auto(Preset::Hard), auto(Preset::Expert))
        }
        let so_then_mo = (Mode::SingleObserver, Mode::MultiObserver);
        assert_eq!(hard_and_expert::<Vendors>(), so_then_mo);
        assert_eq!(hard_and_expert::<Crafters>(), so_then_mo);
        // Emergent grows a tree per seat at expert's budget.
        let emergent = |p: Preset, players: usize| {
            Mode::Auto.resolve::<Emergent>(p.config().iterations, players)
        };
        assert_eq!(emergent(Preset::Medium, 2), Mode::SingleObserver);
        assert_eq!(emergent(Preset::Hard, 2), Mode::SingleObserver);
        assert_eq!(emergent(Preset::Expert, 2), Mode::MultiObserver);
        assert_eq!(emergent(Preset::Expert, 3), Mode::MultiObserver);
        assert_eq!(emergent(Preset::Expert, 4), Mode::MultiObserver);
        assert_eq!(
            Mode::Auto.resolve::<SpielDesJahres>(Some(1_000_000), 2),
            Mode::SingleObserver
        );
        assert_eq!(
            Mode::InfoSet.resolve::<FastPlay>(Some(20_000), 2),
            Mode::InfoSet
        );
    }

    #[test]
    fn opp_auto_takes_the_games_policy_unless_an_option_replaces_it() {
        assert_eq!(SearchConfig::default().opponents, Opponents::Auto);
        for p in Preset::ALL {
            let c = p.config();
            assert_eq!(c.opponents, Opponents::Auto, "{p}");
            assert_eq!(
                c.for_game::<SpielDesJahres>().opponents,
                Opponents::Policy,
                "{p}"
            );
            assert_eq!(c.for_game::<OhHell>().opponents, Opponents::Tree, "{p}");
        }
        for o in [Opponents::Tree, Opponents::Policy] {
            let c = SearchConfig {
                opponents: o,
                ..SearchConfig::default()
            };
            assert_eq!(c.for_game::<SpielDesJahres>().opponents, o);
            assert_eq!(c.for_game::<Vendors>().opponents, o);
        }
        let spec = |s: &str| match crate::spec::AgentSpec::parse(s).unwrap().kind {
            crate::spec::AgentKind::Ismcts(c) => c.opponents,
            _ => unreachable!(),
        };
        assert_eq!(spec("ismcts:preset=hard"), Opponents::Auto);
        assert_eq!(spec("ismcts:preset=hard,opp=tree"), Opponents::Tree);
        assert_eq!(spec("ismcts:opp=auto"), Opponents::Auto);
        assert!(crate::spec::AgentSpec::parse("ismcts:opp=clever").is_err());
        // A search built straight from a config resolves it too.
        let search = crate::Search::<SpielDesJahres>::new(SearchConfig::default());
        assert_eq!(search.config().opponents, Opponents::Policy);
        let search = crate::Ismcts::<Vendors>::new(SearchConfig::default());
        assert_eq!(search.config().opponents, Opponents::Tree);
    }

    /// `worlds` follows the game's row unless set, reaches every search
    /// built from a config, and changes what a search finds where others'
    /// hidden choices are in its worlds.
    #[test]
    fn worlds_follow_the_game_unless_set() {
        use boardroom_engine::{Config, Information, Rules, ToMove};
        assert_eq!(SearchConfig::default().worlds, Worlds::Auto);
        assert_eq!(
            SearchConfig::default().for_game::<SpielDesJahres>().worlds,
            Worlds::Uniform
        );
        let spec = |s: &str| match crate::spec::AgentSpec::parse(s).unwrap().kind {
            crate::spec::AgentKind::Ismcts(c) => c.worlds,
            _ => unreachable!(),
        };
        assert_eq!(spec("ismcts:preset=expert"), Worlds::Auto);
        assert_eq!(spec("ismcts:worlds=heuristic"), Worlds::Heuristic);
        assert_eq!(spec("ismcts:worlds=uniform"), Worlds::Uniform);
        let err = crate::spec::AgentSpec::parse("ismcts:worlds=clever").unwrap_err();
        assert!(
            err.contains("worlds must be auto, uniform or heuristic"),
            "{err}"
        );
        // Heuristic play to a decision taken after the other seat bid.
        let mut g = SpielDesJahres::setup(&Config::players(2), 3).unwrap();
        let mut rng = boardroom_engine::GameRng::new(3);
        let mut found = false;
        for _ in 0..5000 {
            let ToMove::Player(s) = g.to_move() else {
                break;
            };
            let o = g.observation(s);
            if g.phase() == boardroom_engine::spiel_des_jahres::Phase::Offer
                && o.seats[1 - s as usize].steps > 0
            {
                found = true;
                break;
            }
            let a = boardroom_engine::Heuristic::heuristic_action(&g, &mut rng);
            g.apply(a).unwrap();
        }
        assert!(found, "no bid made after the other seat's");
        let visits = |worlds| {
            let mut search = crate::Search::<SpielDesJahres>::new(SearchConfig {
                worlds,
                ..SearchConfig::iterations(400)
            });
            assert_eq!(search.config().worlds, worlds);
            search.set_root(&g);
            search.run(400);
            search.root_edges().map(|e| e.visits).collect::<Vec<_>>()
        };
        assert_ne!(visits(Worlds::Uniform), visits(Worlds::Heuristic));
    }
}
