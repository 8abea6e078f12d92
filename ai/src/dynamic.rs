//! The game-erased face of the AI that every front end wraps: any agent
//! spec for any registered game, a blocking choice, thinking in slices on
//! the caller's thread (a frame loop, a thread-less target, a worker that
//! takes cancel messages between slices), and the analysis behind a hint.
//! Front ends map handles and errors only.

use boardroom_engine::dynamic::{DynGame, Error, ErrorKind, Result, action, state_of};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Game, Lang, Names};

use crate::agent::Agent;
use crate::config::SearchConfig;
use crate::parallel::Ismcts;
use crate::spec::{AgentKind, AgentSpec};

/// How far a decision's thinking has come.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Iterations run for this decision so far.
    pub iterations: u64,
    /// Whether its budget is spent (an agent that does not search is done
    /// at once).
    pub done: bool,
}

/// Any agent of one game, behind one object-safe trait.
pub trait DynAgent: Send {
    fn game_id(&self) -> &'static str;
    /// The spec it was built from, as written.
    fn spec(&self) -> &str;
    /// The move for the seat to decide in `game`, thinking the whole budget
    /// on the calling thread.
    fn choose(&mut self, game: &dyn DynGame) -> Result<u32>;
    /// Tells the agent that action `id` is about to be applied to `game`
    /// (by any seat), so a search can keep the matching part of its tree.
    fn observe(&mut self, game: &dyn DynGame, id: u32) -> Result;
    /// Forgets what it remembered of the game (after an undo or a load).
    fn reset(&mut self);
    /// Begins a decision for the seat to move in `game`; [`DynAgent::step`]
    /// then thinks in slices, [`DynAgent::finish`] gives the move.
    fn start(&mut self, game: &dyn DynGame) -> Result;
    /// Thinks at most `max_iterations` more on the calling thread.
    fn step(&mut self, max_iterations: u64) -> Result<Progress>;
    /// Whether a decision is under way.
    fn thinking(&self) -> bool;
    /// The move from what was thought so far (at least one iteration);
    /// ends the decision.
    fn finish(&mut self) -> Result<u32>;
    /// The current decision as a hint: every move the search tried, ranked,
    /// with its visit share and the expected win share of the seat, and the
    /// principal line, as JSON. Only for ISMCTS agents; only from what the
    /// seat to move may know.
    fn analysis_json(&mut self, names: &[&str]) -> Result<String>;
}

enum Brain<G: Game> {
    Search(Box<Ismcts<G>>),
    Other(Box<dyn Agent<G>>),
}

/// A decision under way.
struct Decision<G: Game> {
    state: G,
    iterations: u64,
    /// The game's language, for the analysis' labels.
    lang: Lang,
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    deadline: Option<std::time::Instant>,
}

struct AgentBox<G: Game> {
    spec: AgentSpec,
    seed: u64,
    brain: Brain<G>,
    decision: Option<Decision<G>>,
}

fn build<G: Game>(spec: &AgentSpec, seed: u64) -> Brain<G> {
    match &spec.kind {
        AgentKind::Ismcts(config) => Brain::Search(Box::new(Ismcts::new(SearchConfig {
            seed,
            ..config.clone()
        }))),
        _ => Brain::Other(spec.build::<G>(seed)),
    }
}

fn live<G: Game>(game: &dyn DynGame) -> Result<G> {
    let state = *state_of::<G>(game)?;
    if state.is_terminal() {
        return Err(Error::new(
            ErrorKind::GameOver,
            "the game is over: there is nothing to decide",
        ));
    }
    Ok(state)
}

fn busy() -> Error {
    Error::new(
        ErrorKind::Busy,
        "the AI is in the middle of a decision: finish it first",
    )
}

fn idle() -> Error {
    Error::new(
        ErrorKind::NotReady,
        "the AI is not deciding anything: start a decision first",
    )
}

impl<G: Game> AgentBox<G> {
    /// The search's budget: iterations (at least one) and the time cap.
    fn budget(&self) -> u64 {
        match (&self.brain, &self.decision) {
            (Brain::Search(s), Some(d)) => s
                .config()
                .budget_at::<G>(d.state.num_players())
                .unwrap_or(u64::MAX)
                .max(1),
            (Brain::Search(s), None) => s.config().iterations.unwrap_or(u64::MAX).max(1),
            (Brain::Other(_), _) => 0,
        }
    }

    fn out_of_time(&self) -> bool {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        if let Some(d) = &self.decision {
            return d.deadline.is_some_and(|t| std::time::Instant::now() >= t);
        }
        false
    }
}

impl<G: Game> DynAgent for AgentBox<G> {
    fn game_id(&self) -> &'static str {
        G::INFO.id
    }

    fn spec(&self) -> &str {
        &self.spec.text
    }

    fn choose(&mut self, game: &dyn DynGame) -> Result<u32> {
        if self.decision.is_some() {
            return Err(busy());
        }
        let state = live::<G>(game)?;
        let a = match &mut self.brain {
            Brain::Search(s) => s.search(&state, None),
            Brain::Other(agent) => agent.choose(&state),
        };
        Ok(G::action_id(a))
    }

    fn observe(&mut self, game: &dyn DynGame, id: u32) -> Result {
        if self.decision.is_some() {
            return Err(busy());
        }
        let state = live::<G>(game)?;
        let a = action::<G>(id)?;
        if let Err(e) = state.clone().apply(a) {
            return Err(Error::new(ErrorKind::IllegalAction, e.to_string()));
        }
        match &mut self.brain {
            Brain::Search(s) => s.observe(&state, a),
            Brain::Other(agent) => agent.observe(&state, a),
        }
        Ok(())
    }

    fn reset(&mut self) {
        self.decision = None;
        self.brain = build::<G>(&self.spec, self.seed);
    }

    fn start(&mut self, game: &dyn DynGame) -> Result {
        if self.decision.is_some() {
            return Err(busy());
        }
        let state = live::<G>(game)?;
        if let Brain::Search(s) = &mut self.brain {
            s.set_root(&state);
        }
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        let deadline = match &self.brain {
            Brain::Search(s) => s.config().time.map(|t| std::time::Instant::now() + t),
            Brain::Other(_) => None,
        };
        self.decision = Some(Decision {
            state,
            iterations: 0,
            lang: game.lang(),
            #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
            deadline,
        });
        Ok(())
    }

    fn step(&mut self, max_iterations: u64) -> Result<Progress> {
        let budget = self.budget();
        let out_of_time = self.out_of_time();
        let Some(d) = &mut self.decision else {
            return Err(idle());
        };
        if let Brain::Search(s) = &mut self.brain
            && d.iterations < budget
            && !out_of_time
        {
            d.iterations += s.run(max_iterations.min(budget - d.iterations));
        }
        let iterations = d.iterations;
        Ok(Progress {
            iterations,
            done: iterations >= budget || self.out_of_time(),
        })
    }

    fn thinking(&self) -> bool {
        self.decision.is_some()
    }

    fn finish(&mut self) -> Result<u32> {
        let Some(d) = self.decision.take() else {
            return Err(idle());
        };
        let a = match &mut self.brain {
            Brain::Search(s) => {
                if s.root_visits() == 0 {
                    s.run(1);
                }
                s.choose()
            }
            Brain::Other(agent) => agent.choose(&d.state),
        };
        Ok(G::action_id(a))
    }

    fn analysis_json(&mut self, names: &[&str]) -> Result<String> {
        let Some(lang) = self.decision.as_ref().map(|d| d.lang) else {
            return Err(idle());
        };
        let Brain::Search(s) = &mut self.brain else {
            return Err(Error::new(
                ErrorKind::InvalidArgument,
                format!("only ISMCTS agents analyse, not '{}'", self.spec.text),
            ));
        };
        let analysis =
            crate::analysis::analyze(s, Names::new(names).in_lang(lang)).ok_or_else(idle)?;
        Ok(serde_json::to_string(&analysis).expect("plain data"))
    }
}

struct Build<'a> {
    spec: &'a AgentSpec,
    seed: u64,
}

impl GameVisitor for Build<'_> {
    type Output = Result<Box<dyn DynAgent>>;
    fn visit<G: Game>(self) -> Result<Box<dyn DynAgent>> {
        self.spec
            .fits::<G>()
            .map_err(|e| Error::new(ErrorKind::BadOptions, e))?;
        Ok(Box::new(AgentBox::<G> {
            spec: self.spec.clone(),
            seed: self.seed,
            brain: build::<G>(self.spec, self.seed),
            decision: None,
        }))
    }
}

/// The agent `spec` (`random`, `heuristic`, `pimc:…`, `ismcts:…`) for game
/// `game_id`, seeded.
pub fn create(game_id: &str, spec: &AgentSpec, seed: u64) -> Result<Box<dyn DynAgent>> {
    registry::dispatch(game_id, Build { spec, seed })
        .map_err(|e| Error::new(ErrorKind::UnknownGame, e.to_string()))?
}

/// The spec text `spec` means: a bare preset name (`easy` … `expert`) is
/// ISMCTS at that preset; anything else is itself.
pub fn spec_text(spec: &str) -> String {
    if spec.parse::<crate::Preset>().is_ok() {
        format!("ismcts:preset={spec}")
    } else {
        spec.to_string()
    }
}

/// Parses a spec's text as [`spec_text`] reads it.
pub fn parse_spec(spec: &str) -> Result<AgentSpec> {
    AgentSpec::parse(&spec_text(spec)).map_err(|e| Error::new(ErrorKind::BadOptions, e))
}

/// [`create`] from the spec's text ([`parse_spec`]).
pub fn create_from(game_id: &str, spec: &str, seed: u64) -> Result<Box<dyn DynAgent>> {
    create(game_id, &parse_spec(spec)?, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::Config;
    use boardroom_engine::dynamic;
    use serde_json::Value;

    #[test]
    fn every_agent_plays_every_game_in_slices() {
        for info in registry::GAMES {
            let mut game =
                dynamic::create(info.id, &Config::players(info.min_players as usize), 3).unwrap();
            let mut agents: Vec<Box<dyn DynAgent>> = ["ismcts:iters=40", "heuristic", "random"]
                .iter()
                .map(|s| create_from(info.id, s, 5).unwrap())
                .collect();
            let mut turn = 0;
            while game.to_move().is_some() {
                let agent = &mut agents[turn % 3];
                agent.start(&*game).unwrap();
                let mut steps = 0;
                while !agent.step(7).unwrap().done {
                    steps += 1;
                    assert!(steps < 100, "{}: slices never end", info.id);
                }
                let id = agent.finish().unwrap();
                for a in agents.iter_mut() {
                    a.observe(&*game, id).unwrap();
                }
                game.apply(id).unwrap();
                turn += 1;
            }
        }
    }

    #[test]
    fn slices_give_the_same_move_as_one_blocking_choice() {
        let game = dynamic::create("vendors", &Config::players(3), 9).unwrap();
        let mut whole = create_from("vendors", "ismcts:iters=300", 1).unwrap();
        let mut sliced = create_from("vendors", "ismcts:iters=300", 1).unwrap();
        let chosen = whole.choose(&*game).unwrap();
        sliced.start(&*game).unwrap();
        let mut p = sliced.step(1).unwrap();
        while !p.done {
            p = sliced.step(17).unwrap();
        }
        assert_eq!(p.iterations, 300);
        assert_eq!(sliced.finish().unwrap(), chosen);
    }

    /// A decision's budget is the preset's at the game's player count
    /// (Crafters' hard searches fewer iterations at four players).
    #[test]
    fn a_decision_runs_the_presets_budget_at_its_player_count() {
        use boardroom_engine::crafters::Crafters;
        let spec = parse_spec("ismcts:preset=hard").unwrap();
        let rung = crate::Preset::Hard.rung::<Crafters>();
        for players in 2..=4 {
            let game = dynamic::create("crafters", &Config::players(players), 4).unwrap();
            let mut agent = AgentBox::<Crafters> {
                spec: spec.clone(),
                seed: 1,
                brain: build::<Crafters>(&spec, 1),
                decision: None,
            };
            agent.start(&*game).unwrap();
            assert_eq!(agent.budget(), rung.iterations_at(players), "{players}");
        }
        assert!(rung.iterations_at(4) < rung.iterations_at(2));
    }

    #[test]
    fn analysis_ranks_moves_and_gives_a_line() {
        let game = dynamic::create("oh-hell", &Config::players(3), 2).unwrap();
        let mut ai = create_from("oh-hell", "ismcts:iters=500", 1).unwrap();
        ai.start(&*game).unwrap();
        while !ai.step(100).unwrap().done {}
        let a: Value = serde_json::from_str(&ai.analysis_json(&[]).unwrap()).unwrap();
        let moves = a["moves"].as_array().unwrap();
        assert!(moves.len() > 1);
        let shares: f64 = moves
            .iter()
            .map(|m| m["visit_share"].as_f64().unwrap())
            .sum();
        assert!((shares - 1.0).abs() < 1e-9);
        assert!(
            moves
                .windows(2)
                .all(|w| w[0]["visits"].as_u64() >= w[1]["visits"].as_u64())
        );
        for m in moves {
            let w = m["win_share"].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&w));
            assert!(!m["label"].as_str().unwrap().is_empty());
        }
        let line = a["line"].as_array().unwrap();
        assert!(!line.is_empty());
        assert_eq!(line[0]["id"], moves[0]["id"]);
        assert_eq!(a["iterations"], 500);
        // It holds to the published schema.
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../include/schema/hint.schema.json"
        );
        let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let errors: Vec<String> = jsonschema::validator_for(&schema)
            .unwrap()
            .iter_errors(&a)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{errors:?}");
        // The hint is the move it then plays.
        assert_eq!(
            ai.finish().unwrap() as u64,
            moves[0]["id"].as_u64().unwrap()
        );
    }

    #[test]
    fn bad_calls_are_refused() {
        let game = dynamic::create("vendors", &Config::players(2), 1).unwrap();
        let other = dynamic::create("crafters", &Config::players(2), 1).unwrap();
        let mut ai = create_from("vendors", "hard", 1).unwrap();
        assert_eq!(ai.step(1).unwrap_err().kind, ErrorKind::NotReady);
        assert_eq!(ai.finish().unwrap_err().kind, ErrorKind::NotReady);
        assert_eq!(ai.start(&*other).unwrap_err().kind, ErrorKind::WrongGame);
        assert_eq!(
            ai.observe(&*game, u32::MAX).unwrap_err().kind,
            ErrorKind::IllegalAction
        );
        assert_eq!(
            create_from("vendors", "ismcts:frob=1", 1)
                .err()
                .unwrap()
                .kind,
            ErrorKind::BadOptions
        );
        assert_eq!(
            create_from("chess", "hard", 1).err().unwrap().kind,
            ErrorKind::UnknownGame
        );
        let mut heuristic = create_from("vendors", "heuristic", 1).unwrap();
        heuristic.start(&*game).unwrap();
        assert!(heuristic.step(10).unwrap().done);
        assert_eq!(
            heuristic.analysis_json(&[]).unwrap_err().kind,
            ErrorKind::InvalidArgument
        );
    }
}
