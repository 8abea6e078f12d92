//! The AI for one decision, run in slices so the Web Worker that hosts it
//! can report progress and take a cancel message between slices.
//!
//! wasm32-unknown-unknown has no threads and no `std::time::Instant` (it
//! panics there), so the search runs single-threaded with no deadline; the
//! spec's time cap is handed to the worker, which reads the browser's clock
//! between slices.

use boardroom_ai::spec::AgentKind;
use boardroom_ai::{AgentSpec, Ismcts, SearchConfig};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Game, GameRng};

/// One AI decision in progress.
pub trait Think {
    /// Runs up to `n` more iterations; returns how many ran (0: done).
    fn run(&mut self, n: u64) -> u64;
    /// Iterations run so far.
    fn iterations(&self) -> u64;
    /// The chosen action's id; runs one iteration first if none ran.
    fn choose(&mut self) -> u32;
}

/// The budget the worker enforces: iterations and a wall-time cap.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub iterations: u64,
    pub millis: Option<u64>,
}

enum Brain<G: Game> {
    Search(Box<Ismcts<G>>),
    Heuristic(GameRng),
    Random(GameRng),
}

struct Decision<G: Game> {
    state: G,
    brain: Brain<G>,
}

impl<G: Game> Think for Decision<G> {
    fn run(&mut self, n: u64) -> u64 {
        match &mut self.brain {
            Brain::Search(s) => s.run(n),
            _ => 0,
        }
    }

    fn iterations(&self) -> u64 {
        match &self.brain {
            Brain::Search(s) => s.iterations(),
            _ => 0,
        }
    }

    fn choose(&mut self) -> u32 {
        let action = match &mut self.brain {
            Brain::Search(s) => {
                if s.root_visits() == 0 {
                    s.run(1);
                }
                s.choose()
            }
            Brain::Heuristic(rng) => self.state.heuristic_action(rng),
            Brain::Random(rng) => {
                let mut buf = G::ActionList::default();
                self.state.legal_actions(&mut buf);
                buf[rng.below(buf.len() as u32) as usize]
            }
        };
        G::action_id(action)
    }
}

struct Start<'a> {
    save: &'a [u8],
    kind: AgentKind,
    seed: u64,
}

impl GameVisitor for Start<'_> {
    type Output = Result<Box<dyn Think>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let state = G::load(self.save).map_err(|e| format!("the game cannot be read: {e}"))?;
        if state.is_terminal() {
            return Err("the game is over: there is nothing to decide".into());
        }
        let rng = GameRng::new(self.seed);
        let brain = match self.kind {
            AgentKind::Random => Brain::Random(rng),
            AgentKind::Heuristic => Brain::Heuristic(rng),
            AgentKind::Ismcts(config) => {
                let mut s = Box::new(Ismcts::new(browser_config(config, self.seed)));
                s.set_root(&state);
                Brain::Search(s)
            }
            AgentKind::Pimc { .. } => {
                return Err("the browser plays ISMCTS, heuristic or random AIs".into());
            }
        };
        Ok(Box::new(Decision { state, brain }))
    }
}

/// One thread and no deadline: the worker keeps the time.
fn browser_config(config: SearchConfig, seed: u64) -> SearchConfig {
    SearchConfig {
        threads: 1,
        time: None,
        seed,
        ..config
    }
}

/// Parses an AI spec (`ismcts:preset=easy`, `heuristic`, …) into the
/// budget the worker enforces in game `id` (a preset's budget is the
/// game's own rung).
pub fn budget(id: &str, spec: &str) -> Result<Budget, String> {
    let spec = AgentSpec::parse(spec)?;
    Ok(match spec.kind {
        AgentKind::Ismcts(c) => {
            let c = c.for_game_id(id)?;
            Budget {
                iterations: c.iterations.unwrap_or(u64::MAX),
                millis: c.time.map(|t| t.as_millis() as u64),
            }
        }
        _ => Budget {
            iterations: 0,
            millis: None,
        },
    })
}

/// Starts a decision of the AI `spec` for the seat to move in the saved
/// state `save` of game `id`.
pub fn start(id: &str, save: &[u8], spec: &str, seed: u64) -> Result<Box<dyn Think>, String> {
    let kind = AgentSpec::parse(spec)?.kind;
    registry::dispatch(id, Start { save, kind, seed }).map_err(|e| e.to_string())?
}
