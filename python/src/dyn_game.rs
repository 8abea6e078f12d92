//! Every game behind one object-safe trait, reached once through the
//! engine's registry, so the Python classes hold any game in one box.

use std::any::Any;

use boardroom_engine::random_playout;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, Names, Observed, ToMove, Transcript, Viewer};

/// A game state of some registered game, as Python sees it: actions are
/// dense ids and failures are the engine's messages.
pub trait DynGame: Send + Sync + Any {
    fn id(&self) -> &'static str;
    fn boxed(&self) -> Box<dyn DynGame>;
    fn players(&self) -> usize;
    fn action_id_count(&self) -> u32;
    fn max_length(&self) -> usize;
    fn tensor_size(&self) -> usize;
    fn to_move(&self) -> Option<u8>;
    fn legal_ids(&self, out: &mut Vec<u32>);
    /// Writes 1 at every legal id of `out` (`action_id_count` long), 0 elsewhere.
    fn write_mask(&self, out: &mut [i8]);
    fn label(&self, id: u32) -> Result<String, String>;
    fn apply_id(&mut self, id: u32) -> Result<(), String>;
    /// How action `id`, about to be applied, looks to `seat`: the id, or
    /// `Err(player)` for a hidden commitment by `player`.
    fn observe_action(&self, id: u32, seat: u8) -> Result<Result<u32, u8>, String>;
    fn observation_json(&self, seat: u8) -> String;
    fn write_tensor(&self, seat: u8, out: &mut [f32]);
    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame>;
    /// Each seat's returns after uniformly random play to the end.
    fn playout(&self, seed: u64) -> Vec<f64>;
    fn returns(&self) -> Vec<f64>;
    fn expected_returns(&self) -> Vec<f64>;
    fn scores(&self) -> Vec<f64>;
    fn save(&self) -> Vec<u8>;
    /// The text view for `seat` (`None`: a spectator), with the events
    /// since that seat last acted when this game keeps them.
    fn view_text(&self, seat: Option<u8>) -> String;
    fn same(&self, other: &dyn DynGame) -> bool;
    fn as_any(&self) -> &dyn Any;
}

/// The concrete state behind [`DynGame`], with the events of the game so
/// far for its text view. Games made for speed (environments, samples
/// from `determinize`) keep no events.
pub struct GameBox<G: Game>(pub G, pub Option<Box<Transcript<G>>>);

impl<G: Game> GameBox<G> {
    /// A game that keeps its events (what a person or a notebook holds).
    pub fn logged(state: G) -> Self {
        GameBox(state, Some(Box::default()))
    }

    /// A game that keeps none (a hot loop's).
    pub fn bare(state: G) -> Self {
        GameBox(state, None)
    }
}

/// The action an id names, or the engine's words for why none.
pub fn action<G: Game>(id: u32) -> Result<G::Action, String> {
    G::action_from_id(id).ok_or_else(|| format!("action id {id} names no action of {}", G::INFO.id))
}

impl<G: Game> DynGame for GameBox<G> {
    fn id(&self) -> &'static str {
        G::INFO.id
    }

    fn boxed(&self) -> Box<dyn DynGame> {
        Box::new(GameBox(self.0, self.1.clone()))
    }

    fn players(&self) -> usize {
        self.0.num_players()
    }

    fn action_id_count(&self) -> u32 {
        G::ACTION_ID_COUNT
    }

    fn max_length(&self) -> usize {
        self.0.max_game_length()
    }

    fn tensor_size(&self) -> usize {
        G::OBSERVATION_TENSOR_SIZE
    }

    fn to_move(&self) -> Option<u8> {
        match self.0.to_move() {
            ToMove::Player(p) => Some(p),
            ToMove::Terminal => None,
        }
    }

    fn legal_ids(&self, out: &mut Vec<u32>) {
        out.clear();
        if self.0.is_terminal() {
            return;
        }
        let mut buf = G::ActionList::default();
        self.0.legal_actions(&mut buf);
        out.extend(buf.iter().map(|&a| G::action_id(a)));
        out.sort_unstable();
    }

    fn write_mask(&self, out: &mut [i8]) {
        out.fill(0);
        if self.0.is_terminal() {
            return;
        }
        let mut buf = G::ActionList::default();
        self.0.legal_actions(&mut buf);
        for &a in buf.iter() {
            out[G::action_id(a) as usize] = 1;
        }
    }

    fn label(&self, id: u32) -> Result<String, String> {
        Ok(self.0.label(action::<G>(id)?))
    }

    fn apply_id(&mut self, id: u32) -> Result<(), String> {
        let a = action::<G>(id)?;
        let label = |state: &G| format!("(action {id}: {})", state.label(a));
        match &mut self.1 {
            Some(log) => log
                .apply(&mut self.0, a)
                .map_err(|e| format!("{e} {}", label(&self.0))),
            None => self
                .0
                .apply(a)
                .map_err(|e| format!("{e} {}", label(&self.0))),
        }
    }

    fn observe_action(&self, id: u32, seat: u8) -> Result<Result<u32, u8>, String> {
        Ok(match self.0.observe_action(action::<G>(id)?, seat) {
            Observed::Seen(a) => Ok(G::action_id(a)),
            Observed::Hidden { player } => Err(player),
        })
    }

    fn observation_json(&self, seat: u8) -> String {
        serde_json::to_string(&self.0.observation(seat))
            .unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    fn write_tensor(&self, seat: u8, out: &mut [f32]) {
        self.0.write_observation_tensor(seat, out)
    }

    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame> {
        Box::new(GameBox::bare(
            self.0.determinize(seat, &mut GameRng::new(seed)),
        ))
    }

    fn playout(&self, seed: u64) -> Vec<f64> {
        let mut state = self.0;
        let mut buf = G::ActionList::default();
        random_playout(&mut state, &mut GameRng::new(seed), &mut buf);
        state.returns().to_vec()
    }

    fn returns(&self) -> Vec<f64> {
        self.0.returns().to_vec()
    }

    fn expected_returns(&self) -> Vec<f64> {
        self.0.expected_returns().to_vec()
    }

    fn scores(&self) -> Vec<f64> {
        self.0.scores().to_vec()
    }

    fn save(&self) -> Vec<u8> {
        self.0.save()
    }

    fn view_text(&self, seat: Option<u8>) -> String {
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        match &self.1 {
            Some(log) => log.view(&self.0, viewer, Names::SEATS),
            None => self.0.view(viewer, Names::SEATS, &[]),
        }
    }

    fn same(&self, other: &dyn DynGame) -> bool {
        other
            .as_any()
            .downcast_ref::<GameBox<G>>()
            .is_some_and(|o| o.0 == self.0)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The concrete state of `game`, when it is a `G`.
pub fn state_of<G: Game>(game: &dyn DynGame) -> Option<&G> {
    game.as_any().downcast_ref::<GameBox<G>>().map(|b| &b.0)
}

struct Create<'a> {
    config: &'a Config,
    seed: u64,
}

impl GameVisitor for Create<'_> {
    type Output = Result<Box<dyn DynGame>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let g = G::setup(self.config, self.seed).map_err(|e| e.to_string())?;
        Ok(Box::new(GameBox::logged(g)))
    }
}

pub fn create(id: &str, config: &Config, seed: u64) -> Result<Box<dyn DynGame>, String> {
    registry::dispatch(id, Create { config, seed }).map_err(|e| e.to_string())?
}

struct Load<'a>(&'a [u8]);

impl GameVisitor for Load<'_> {
    type Output = Result<Box<dyn DynGame>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let g = G::load(self.0).map_err(|e| e.to_string())?;
        Ok(Box::new(GameBox::logged(g)))
    }
}

pub fn load(id: &str, bytes: &[u8]) -> Result<Box<dyn DynGame>, String> {
    registry::dispatch(id, Load(bytes)).map_err(|e| e.to_string())?
}
