//! The addon's Godot-free logic: argument checks, error mapping and the AI
//! node's slice-by-slice decision, over the engine's and the AI's
//! game-erased faces. Everything here runs (and is unit-tested) without a
//! Godot engine; `lib.rs` only converts Godot types at the boundary.

use boardroom_ai::dynamic::{self as ai, DynAgent};
use boardroom_engine::dynamic::{self, DynGame, Error, ErrorKind, Result};
use boardroom_engine::{Config, Lang, Seat};

/// The AI spec a new `BoardroomAi` plays: the `hard` preset.
pub const DEFAULT_SPEC: &str = "hard";
/// Search iterations a `BoardroomAi` runs per frame unless told otherwise.
pub const DEFAULT_ITERATIONS_PER_FRAME: i64 = 200;

fn invalid(message: String) -> Error {
    Error::new(ErrorKind::InvalidArgument, message)
}

/// A language code from GDScript ("en", "ru", "ru_RU" as Godot's
/// `OS.get_locale()` writes it).
pub fn language(code: &str) -> Result<Lang> {
    Lang::parse(code).map_err(|e| invalid(e.to_string()))
}

/// Every game as a setup screen shows it in language `code`
/// (`dynamic::setup_json`): names, player ranges, options with the
/// catalogs' words.
pub fn setup(code: &str) -> Result<String> {
    Ok(dynamic::setup_json(language(code)?))
}

/// A GDScript seat number: -1 is a spectator (sees everything, for the
/// end), 0.. a seat.
pub fn viewer(seat: i64) -> Result<Option<Seat>> {
    match seat {
        -1 => Ok(None),
        s => Seat::try_from(s)
            .map(Some)
            .map_err(|_| invalid(format!("there is no seat {s}"))),
    }
}

/// A GDScript seat that must be a real seat (undo).
pub fn seat(seat: i64) -> Result<Seat> {
    Seat::try_from(seat).map_err(|_| invalid(format!("there is no seat {seat}")))
}

/// A GDScript action id (an `int`).
pub fn action_id(id: i64) -> Result<u32> {
    u32::try_from(id).map_err(|_| invalid(format!("there is no action id {id}")))
}

/// GDScript's `after` of `events`: -1 (or any negative) is from the start.
pub fn after(after: i64) -> Option<u64> {
    u64::try_from(after).ok()
}

/// A GDScript seed (a signed 64-bit `int`) as the engine's: the same bits.
pub fn seed(seed: i64) -> u64 {
    seed as u64
}

/// The setup of `create`: a player count and the options, either as
/// `key=value` text (commas, semicolons or new lines between pairs) or as
/// pairs already split (a GDScript `Dictionary`).
pub fn config(players: i64, options: Options) -> Result<Config> {
    let players = usize::try_from(players)
        .map_err(|_| invalid(format!("{players} is not a player count")))?;
    let options = match options {
        Options::Text(text) => dynamic::parse_options(&text)?,
        Options::Pairs(pairs) => pairs,
    };
    Ok(Config { players, options })
}

/// The options argument of `create`, as GDScript passed it.
pub enum Options {
    Text(String),
    Pairs(Vec<(String, String)>),
}

/// `create` over the engine: the game `id` for `players`, seeded.
pub fn create(id: &str, players: i64, seed_: i64, options: Options) -> Result<Box<dyn DynGame>> {
    dynamic::create(id, &config(players, options)?, seed(seed_))
}

/// The seat to move as GDScript reads it: -1 once the game is over.
pub fn to_move(game: &dyn DynGame) -> i64 {
    game.to_move().map_or(-1, i64::from)
}

/// The legal action ids, in the engine's order.
pub fn legal_ids(game: &dyn DynGame) -> Vec<i32> {
    let mut ids = Vec::new();
    game.legal_ids(&mut ids);
    ids.into_iter().map(|id| id as i32).collect()
}

/// What one `_process` frame of a `BoardroomAi` did.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame {
    /// Nothing to think about.
    Idle,
    /// Thought a slice; the decision goes on next frame.
    Thinking { iterations: u64 },
    /// The decision is over: emit `move_chosen(id)`.
    Chosen(u32),
}

/// The AI node's state: an agent for the game it last played (rebuilt when
/// the game, the spec or the seed changes) and the decision under way.
pub struct Thinker {
    agent: Option<Box<dyn DynAgent>>,
    built_for: (String, String, u64),
}

impl Default for Thinker {
    fn default() -> Self {
        Thinker::new()
    }
}

impl Thinker {
    pub fn new() -> Thinker {
        Thinker {
            agent: None,
            built_for: (String::new(), String::new(), 0),
        }
    }

    /// The agent for `game` with this spec and seed, built when any of the
    /// three changed since the last call (a decision under way is dropped
    /// then, which only `think` can cause, and it refuses while thinking).
    fn agent(&mut self, game: &dyn DynGame, spec: &str, seed_: i64) -> Result<&mut dyn DynAgent> {
        let key = (game.id().to_string(), spec.to_string(), seed(seed_));
        if self.agent.is_none() || self.built_for != key {
            self.agent = Some(ai::create_from(game.id(), spec, seed(seed_))?);
            self.built_for = key;
        }
        Ok(self.agent.as_deref_mut().expect("built above"))
    }

    /// Whether a decision is under way.
    pub fn thinking(&self) -> bool {
        self.agent.as_ref().is_some_and(|a| a.thinking())
    }

    /// Starts a decision for the seat to move in `game` (its state is
    /// copied: the game may change meanwhile, the move is for the copy).
    pub fn think(&mut self, game: &dyn DynGame, spec: &str, seed_: i64) -> Result {
        if self.thinking() {
            return Err(Error::new(
                ErrorKind::Busy,
                "the AI is already thinking: wait for move_chosen or cancel() first",
            ));
        }
        if game.to_move().is_none() {
            return Err(Error::new(ErrorKind::NotReady, "the game is over"));
        }
        self.agent(game, spec, seed_)?.start(game)
    }

    /// One frame: at most `iterations` more iterations of the decision
    /// under way (at least one), and the move once its budget is spent.
    pub fn frame(&mut self, iterations: i64) -> Result<Frame> {
        let Some(agent) = self.agent.as_deref_mut().filter(|a| a.thinking()) else {
            return Ok(Frame::Idle);
        };
        let slice = u64::try_from(iterations).unwrap_or(0).max(1);
        let p = agent.step(slice)?;
        if p.done {
            Ok(Frame::Chosen(agent.finish()?))
        } else {
            Ok(Frame::Thinking {
                iterations: p.iterations,
            })
        }
    }

    /// Drops the decision under way, if any (no move is emitted); the
    /// agent keeps what it learnt of the game.
    pub fn cancel(&mut self) -> bool {
        match self.agent.as_deref_mut().filter(|a| a.thinking()) {
            Some(agent) => {
                let _ = agent.finish();
                true
            }
            None => false,
        }
    }

    /// Tells the agent that `id` is about to be applied to `game`, so its
    /// search keeps the matching part of its tree.
    pub fn observe(&mut self, game: &dyn DynGame, spec: &str, seed_: i64, id: u32) -> Result {
        self.agent(game, spec, seed_)?.observe(game, id)
    }

    /// Forgets the decision and what the agent learnt (after an undo or a
    /// load).
    pub fn reset(&mut self) {
        if let Some(agent) = self.agent.as_deref_mut() {
            agent.reset();
        }
    }

    /// The hint for the seat to move in `game` as JSON: while a decision is
    /// under way, from what it has thought so far; otherwise a whole
    /// decision of this spec is thought first, blocking the caller.
    pub fn hint(
        &mut self,
        game: &dyn DynGame,
        spec: &str,
        seed_: i64,
        names: &[&str],
    ) -> Result<String> {
        if let Some(agent) = self.agent.as_deref_mut().filter(|a| a.thinking()) {
            return agent.analysis_json(names);
        }
        if game.to_move().is_none() {
            return Err(Error::new(ErrorKind::NotReady, "the game is over"));
        }
        let mut scratch = ai::create_from(game.id(), spec, seed(seed_))?;
        scratch.start(game)?;
        while !scratch.step(1000)?.done {}
        scratch.analysis_json(names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::registry;

    fn pairs(p: &[(&str, &str)]) -> Options {
        Options::Pairs(
            p.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        )
    }

    #[test]
    fn a_setup_screen_reads_options_in_the_locale() {
        // A Godot locale names the language; the words are the catalogs'.
        let ru = setup("ru_RU").unwrap();
        assert!(ru.contains(r#""name":"Кубики""#), "{ru}");
        assert!(ru.contains(r#""values":["one","two"]"#), "{ru}");
        let e = setup("de").unwrap_err();
        assert_eq!(e.kind, ErrorKind::InvalidArgument);
    }

    #[test]
    fn languages_map_from_godot_locales() {
        assert_eq!(language("ru_RU"), Ok(Lang::Ru));
        assert_eq!(language("en"), Ok(Lang::En));
        let e = language("de").unwrap_err();
        assert_eq!(e.kind, ErrorKind::InvalidArgument);
        assert!(e.message.contains("\"de\""), "{}", e.message);
        let mut g = create("oh-hell", 3, 2, Options::Text(String::new())).unwrap();
        g.set_lang(language("ru").unwrap());
        assert!(g.view_text(None, &[]).unwrap().contains("Игрок 1"));
    }

    #[test]
    fn seats_ids_and_seeds_map_from_gdscript_ints() {
        assert_eq!(viewer(-1), Ok(None));
        assert_eq!(viewer(3), Ok(Some(3)));
        assert_eq!(viewer(-2).unwrap_err().message, "there is no seat -2");
        assert_eq!(viewer(300).unwrap_err().kind, ErrorKind::InvalidArgument);
        assert_eq!(seat(-1).unwrap_err().message, "there is no seat -1");
        assert_eq!(action_id(7), Ok(7));
        assert!(action_id(-1).is_err());
        assert!(action_id(i64::MAX).is_err());
        assert_eq!(after(-1), None);
        assert_eq!(after(5), Some(5));
        assert_eq!(seed(-1), u64::MAX);
        assert_eq!(seed(42), 42);
    }

    #[test]
    fn options_come_as_text_or_pairs() {
        let c = config(3, Options::Text("a=1, b = 2\nc=x".into())).unwrap();
        assert_eq!(c.players, 3);
        assert_eq!(c.options.len(), 3);
        assert_eq!(c.options[1], ("b".into(), "2".into()));
        let e = config(3, Options::Text("oops".into())).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BadOptions);
        assert!(e.message.contains("oops"), "{}", e.message);
        assert_eq!(
            config(2, pairs(&[("k", "v")])).unwrap().options,
            vec![("k".into(), "v".into())]
        );
        assert!(config(-1, pairs(&[])).is_err());
    }

    #[test]
    fn bad_setups_are_refused_with_a_sentence() {
        let e = create("chess", 2, 1, pairs(&[])).err().unwrap();
        assert_eq!(e.kind, ErrorKind::UnknownGame);
        assert!(!e.message.is_empty());
        assert!(create("vendors", 99, 1, pairs(&[])).is_err());
        assert!(create("vendors", 3, 1, pairs(&[("no-such-option", "1")])).is_err());
        assert!(create("vendors", 3, 1, pairs(&[])).is_ok());
    }

    /// What `check.gd` does through the classes, here without Godot: every
    /// game to its end with the AI node's frames, the move applied on
    /// `Chosen`, the agent told of every move, a save reloaded mid-way.
    #[test]
    fn every_game_plays_to_the_end_frame_by_frame() {
        for info in registry::GAMES {
            let mut game = create(info.id, info.min_players.into(), 5, pairs(&[])).unwrap();
            let mut ai = Thinker::new();
            let spec = "ismcts:iters=30";
            let (mut moves, mut frames) = (0, 0);
            while to_move(&*game) >= 0 {
                ai.think(&*game, spec, 9).unwrap();
                let id = loop {
                    frames += 1;
                    match ai.frame(7).unwrap() {
                        Frame::Chosen(id) => break id,
                        Frame::Thinking { iterations } => assert!(iterations < 30),
                        Frame::Idle => panic!("idle while thinking"),
                    }
                };
                assert!(legal_ids(&*game).contains(&(id as i32)));
                ai.observe(&*game, spec, 9, id).unwrap();
                game.apply(id).unwrap();
                moves += 1;
                if moves == 10 {
                    game = dynamic::load(info.id, &game.save()).unwrap();
                    ai.reset();
                }
                assert!(moves < 5000, "{} does not end", info.id);
            }
            assert_eq!(ai.frame(7), Ok(Frame::Idle));
            assert!(
                frames > moves,
                "{}: thinking took more than a frame",
                info.id
            );
            assert_eq!(game.returns().len(), game.players());
            assert!(ai.think(&*game, spec, 9).is_err(), "no decision once over");
        }
    }

    #[test]
    fn thinking_is_busy_cancellable_and_rebuilt_per_game() {
        let game = create("oh-hell", 3, 1, pairs(&[])).unwrap();
        let mut ai = Thinker::new();
        assert!(!ai.cancel());
        ai.think(&*game, "ismcts:iters=1000", 1).unwrap();
        assert!(ai.thinking());
        assert_eq!(
            ai.think(&*game, "ismcts:iters=1000", 1).unwrap_err().kind,
            ErrorKind::Busy
        );
        assert!(matches!(
            ai.frame(10),
            Ok(Frame::Thinking { iterations: 10 })
        ));
        let hint: serde_json::Value =
            serde_json::from_str(&ai.hint(&*game, "", 0, &[]).unwrap()).unwrap();
        assert!(hint.is_object());
        assert!(ai.cancel());
        assert!(!ai.thinking());
        assert_eq!(ai.frame(10), Ok(Frame::Idle));
        // Another game, a heuristic: decided in one frame.
        let other = create("vendors", 3, 1, pairs(&[])).unwrap();
        ai.think(&*other, "heuristic", 1).unwrap();
        assert!(matches!(ai.frame(1), Ok(Frame::Chosen(_))));
        assert_eq!(
            ai.think(&*other, "no-such-ai", 1).unwrap_err().kind,
            ErrorKind::BadOptions
        );
    }

    #[test]
    fn a_hint_without_a_decision_thinks_one_whole() {
        let game = create("oh-hell", 3, 2, pairs(&[])).unwrap();
        let mut ai = Thinker::new();
        let hint: serde_json::Value =
            serde_json::from_str(&ai.hint(&*game, "ismcts:iters=50", 1, &[]).unwrap()).unwrap();
        assert!(hint.is_object(), "{hint}");
        assert!(!ai.thinking());
        assert!(
            ai.hint(&*game, "heuristic", 1, &[]).is_err(),
            "only ISMCTS analyses"
        );
    }
}
