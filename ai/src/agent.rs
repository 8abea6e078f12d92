//! The one trait every player behind a seat implements, and the simple
//! agents: random, the game's heuristic, and ISMCTS.

use boardroom_engine::{Game, GameRng, ToMove};

use crate::config::SearchConfig;
use crate::parallel::Ismcts;

/// A player. `choose` is handed the true state but must act only on what
/// the seat to move observes; `observe` sees every action as it is applied
/// (with the state before it), for agents that keep memory between turns.
pub trait Agent<G: Game>: Send {
    fn choose(&mut self, state: &G) -> G::Action;
    fn observe(&mut self, _before: &G, _action: G::Action) {}
}

/// Uniformly random legal actions.
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: GameRng::new(seed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn choose(&mut self, state: &G) -> G::Action {
        let mut buf = G::ActionList::default();
        state.legal_actions(&mut buf);
        buf[self.rng.below(buf.len() as u32) as usize]
    }
}

/// The game's rule-based policy, applied to a determinization from the
/// seat's point of view, so that it cannot read hidden cards even if the
/// game's heuristic were careless.
pub struct HeuristicAgent {
    rng: GameRng,
}

impl HeuristicAgent {
    pub fn new(seed: u64) -> Self {
        HeuristicAgent {
            rng: GameRng::new(seed),
        }
    }
}

impl<G: Game> Agent<G> for HeuristicAgent {
    fn choose(&mut self, state: &G) -> G::Action {
        let ToMove::Player(seat) = state.to_move() else {
            panic!("choose on a finished game");
        };
        let view = state.determinize(seat, &mut self.rng);
        view.heuristic_action(&mut self.rng)
    }
}

/// ISMCTS behind the agent trait, reusing its tree between decisions.
pub struct IsmctsAgent<G: Game> {
    search: Ismcts<G>,
}

impl<G: Game> IsmctsAgent<G> {
    pub fn new(config: SearchConfig) -> Self {
        IsmctsAgent {
            search: Ismcts::new(config),
        }
    }

    pub fn search(&mut self) -> &mut Ismcts<G> {
        &mut self.search
    }
}

impl<G: Game> Agent<G> for IsmctsAgent<G> {
    fn choose(&mut self, state: &G) -> G::Action {
        self.search.search(state, None)
    }

    fn observe(&mut self, before: &G, action: G::Action) {
        self.search.observe(before, action);
    }
}
