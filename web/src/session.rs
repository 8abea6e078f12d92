//! One game in progress behind an object-safe trait, so the page drives
//! every game by id through the engine's registry with no per-game code.
//! Everything it hands out is for a person: labels, sentences, the text
//! view; never raw ids except as the opaque values of buttons.

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::view::event_lines;
use boardroom_engine::{Audience, Config, Game, Names, ToMove, Viewer};

/// A game being played, with every event it produced.
pub trait Session {
    fn game_id(&self) -> &'static str;
    fn players(&self) -> usize;
    /// The seat to decide; `None` once the game is over.
    fn to_move(&self) -> Option<u8>;
    /// The legal actions as (id, label), in the engine's order.
    fn legal(&self) -> Vec<(u32, String)>;
    /// Applies the action with this id, or says why not and changes nothing.
    fn apply(&mut self, id: u32) -> Result<(), String>;
    /// The state as `seat` may see it (`None`: everything, for the end).
    fn view(&self, seat: Option<u8>, names: &[&str]) -> String;
    /// The same as a scene (zones of cards, a panel per seat) in JSON, or
    /// why not (a seat the game does not have).
    fn scene(&self, seat: Option<u8>, names: &[&str]) -> Result<String, String>;
    /// Sentences for `seat` about the events from index `from` on, and the
    /// index to pass next time.
    fn log(&self, seat: Option<u8>, names: &[&str], from: usize) -> (Vec<String>, usize);
    fn scores(&self) -> Vec<f64>;
    fn returns(&self) -> Vec<f64>;
    /// The engine's save file of the state (versioned, checksummed).
    fn save(&self) -> Vec<u8>;
}

struct Play<G: Game> {
    state: G,
    events: Vec<(Audience, G::Event)>,
}

impl<G: Game> Session for Play<G> {
    fn game_id(&self) -> &'static str {
        G::INFO.id
    }

    fn players(&self) -> usize {
        self.state.num_players()
    }

    fn to_move(&self) -> Option<u8> {
        match self.state.to_move() {
            ToMove::Player(p) => Some(p),
            ToMove::Terminal => None,
        }
    }

    fn legal(&self) -> Vec<(u32, String)> {
        let mut buf = G::ActionList::default();
        self.state.legal_actions(&mut buf);
        buf.iter()
            .map(|&a| (G::action_id(a), self.state.label(a)))
            .collect()
    }

    fn apply(&mut self, id: u32) -> Result<(), String> {
        let Some(a) = G::action_from_id(id) else {
            return Err("that choice does not exist in this game".into());
        };
        self.state
            .apply_with(a, &mut self.events)
            .map_err(|e| e.to_string())
    }

    fn view(&self, seat: Option<u8>, names: &[&str]) -> String {
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        let mut s = String::new();
        let _ = self.state.write_state(viewer, Names::new(names), &mut s);
        s
    }

    fn scene(&self, seat: Option<u8>, names: &[&str]) -> Result<String, String> {
        let n = self.state.num_players();
        if seat.is_some_and(|s| s as usize >= n) {
            return Err(format!("there is no such seat in a game of {n} players"));
        }
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        Ok(
            serde_json::to_string(&self.state.scene(viewer, Names::new(names)))
                .expect("plain data"),
        )
    }

    fn log(&self, seat: Option<u8>, names: &[&str], from: usize) -> (Vec<String>, usize) {
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        let from = from.min(self.events.len());
        let lines = event_lines(&self.state, viewer, Names::new(names), &self.events[from..]);
        (lines, self.events.len())
    }

    fn scores(&self) -> Vec<f64> {
        self.state.scores().to_vec()
    }

    fn returns(&self) -> Vec<f64> {
        self.state.returns().to_vec()
    }

    fn save(&self) -> Vec<u8> {
        self.state.save()
    }
}

struct Create<'a> {
    config: &'a Config,
    seed: u64,
}

impl GameVisitor for Create<'_> {
    type Output = Result<Box<dyn Session>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let state = G::setup(self.config, self.seed).map_err(|e| e.to_string())?;
        Ok(Box::new(Play {
            state,
            events: Vec::new(),
        }))
    }
}

/// Sets up game `id` for `players` with `key=value` options.
pub fn create(
    id: &str,
    players: usize,
    options: &[(String, String)],
    seed: u64,
) -> Result<Box<dyn Session>, String> {
    let config = Config {
        players,
        options: options.to_vec(),
    };
    registry::dispatch(
        id,
        Create {
            config: &config,
            seed,
        },
    )
    .map_err(|e| e.to_string())?
}

struct Load<'a>(&'a [u8]);

impl GameVisitor for Load<'_> {
    type Output = Result<Box<dyn Session>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let state = G::load(self.0).map_err(|e| format!("the saved game cannot be read: {e}"))?;
        Ok(Box::new(Play {
            state,
            events: Vec::new(),
        }))
    }
}

/// Restores game `id` from its save file (the event log starts afresh).
pub fn load(id: &str, bytes: &[u8]) -> Result<Box<dyn Session>, String> {
    registry::dispatch(id, Load(bytes)).map_err(|e| e.to_string())?
}

/// Every game with its player range and options, as JSON for the
/// new-game screen.
pub fn games_json() -> String {
    serde_json::to_string(registry::GAMES).unwrap_or_else(|_| "[]".into())
}
