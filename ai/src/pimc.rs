//! Perfect Information Monte Carlo: sample D determinizations of the seat's
//! information set and run perfect-information UCT for I iterations on
//! each; the baseline ISMCTS should at least match at equal iterations.
//! With `cheat` it searches the true state instead (hands, deck order and
//! the RNG's future draws all known): not an opponent but a yardstick, the
//! most a search could win in a game where luck decides much.

use boardroom_engine::{Game, GameRng, ToMove};

use crate::agent::Agent;
use crate::config::SearchConfig;
use crate::mix_seed;
use crate::search::Search;

pub struct PimcAgent<G: Game> {
    determinizations: u32,
    iterations: u64,
    rng: GameRng,
    cheat: bool,
    search: Search<G>,
    /// Root visits summed over determinizations, by action.
    tally: Vec<(G::Action, u64)>,
}

impl<G: Game> PimcAgent<G> {
    /// `config` supplies exploration, rollout policy, cut-off and seed; its
    /// budget fields are ignored.
    pub fn new(determinizations: u32, iterations: u64, config: SearchConfig) -> Self {
        let inner = SearchConfig {
            iterations: Some(iterations),
            reuse_tree: false,
            threads: 1,
            ..config.clone()
        };
        PimcAgent {
            determinizations: determinizations.max(1),
            iterations: iterations.max(1),
            rng: GameRng::new(mix_seed(config.seed, 0x9111)),
            cheat: false,
            search: Search::perfect(inner),
            tally: Vec::new(),
        }
    }
}

impl<G: Game> PimcAgent<G> {
    /// Searches the true state (see the module note).
    pub fn cheating(mut self, on: bool) -> Self {
        self.cheat = on;
        self
    }
}

impl<G: Game> Agent<G> for PimcAgent<G> {
    fn choose(&mut self, state: &G) -> G::Action {
        let ToMove::Player(seat) = state.to_move() else {
            panic!("choose on a finished game");
        };
        self.tally.clear();
        for _ in 0..self.determinizations {
            let world = if self.cheat {
                *state
            } else {
                self.search.config().worlds.draw(state, seat, &mut self.rng)
            };
            self.search.set_root(&world);
            self.search.run(self.iterations);
            for e in self.search.root_edges() {
                let boardroom_engine::Observed::Seen(a) = e.key else {
                    continue;
                };
                match self.tally.iter_mut().find(|(b, _)| *b == a) {
                    Some((_, v)) => *v += e.visits,
                    None => self.tally.push((a, e.visits)),
                }
            }
        }
        // Most visits; earliest found on ties, which is deterministic.
        let mut best: Option<(G::Action, u64)> = None;
        for &(a, v) in &self.tally {
            if best.is_none_or(|(_, bv)| v > bv) {
                best = Some((a, v));
            }
        }
        best.map(|(a, _)| a).unwrap_or_else(|| {
            let mut buf = G::ActionList::default();
            state.legal_actions(&mut buf);
            buf[0]
        })
    }
}
