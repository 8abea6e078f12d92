//! Games behind one object-safe trait, so one handle table holds every game.
//! Each concrete game is reached once, through the engine's registry.

use std::any::Any;

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Audience, Config, Game, MAX_SEATS, Names, ToMove, Viewer};

use crate::status::{BrStatus, Res, fail};

pub trait DynGame: Send + Any {
    fn id(&self) -> &'static str;
    fn clone_box(&self) -> Box<dyn DynGame>;
    fn players(&self) -> usize;
    /// Every action id is below this.
    fn action_id_count(&self) -> u32;
    /// No game takes more decisions than this.
    fn max_length(&self) -> usize;
    fn to_move(&self) -> Option<u8>;
    fn legal_ids(&self, out: &mut Vec<u32>);
    fn apply_id(&mut self, id: u32) -> Res;
    fn label(&self, id: u32) -> Res<String>;
    fn returns(&self) -> Vec<f64>;
    fn scores(&self) -> Vec<f64>;
    fn observation_json(&self, seat: u8) -> String;
    /// Events `seat` may see since its last call (`None`: everything),
    /// without consuming them.
    fn events_json(&self, seat: Option<u8>) -> (String, usize);
    fn consume_events(&mut self, seat: Option<u8>, upto: usize);
    /// The text view for `seat` (`None`: a spectator) with the events
    /// since that seat last acted (a spectator: since the last action).
    fn view_text(&self, seat: Option<u8>, names: &[&str]) -> String;
    fn save(&self) -> Vec<u8>;
    fn as_any(&self) -> &dyn Any;
}

/// One game with the events not yet read by each seat's client.
pub struct GameBox<G: Game> {
    pub state: G,
    events: Vec<(Audience, G::Event)>,
    /// Per seat, then one for the all-seeing spectator.
    cursors: [usize; MAX_SEATS + 1],
    /// Per seat: the first event of its latest action; then the first
    /// event of the latest action of anyone.
    acted: [usize; MAX_SEATS + 1],
}

impl<G: Game> GameBox<G> {
    pub fn new(state: G) -> Self {
        GameBox {
            state,
            events: Vec::new(),
            cursors: [0; MAX_SEATS + 1],
            acted: [0; MAX_SEATS + 1],
        }
    }
}

fn cursor_index(seat: Option<u8>) -> usize {
    seat.map_or(MAX_SEATS, |s| s as usize)
}

impl<G: Game> DynGame for GameBox<G> {
    fn id(&self) -> &'static str {
        G::INFO.id
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(GameBox {
            state: self.state,
            events: self.events.clone(),
            cursors: self.cursors,
            acted: self.acted,
        })
    }

    fn players(&self) -> usize {
        self.state.num_players()
    }

    fn action_id_count(&self) -> u32 {
        G::ACTION_ID_COUNT
    }

    fn max_length(&self) -> usize {
        self.state.max_game_length()
    }

    fn to_move(&self) -> Option<u8> {
        match self.state.to_move() {
            ToMove::Player(p) => Some(p),
            ToMove::Terminal => None,
        }
    }

    fn legal_ids(&self, out: &mut Vec<u32>) {
        let mut buf = G::ActionList::default();
        self.state.legal_actions(&mut buf);
        out.clear();
        out.extend(buf.iter().map(|&a| G::action_id(a)));
    }

    fn apply_id(&mut self, id: u32) -> Res {
        let Some(a) = G::action_from_id(id) else {
            return fail(
                BrStatus::IllegalAction,
                format!("action id {id} names no action of {}", G::INFO.id),
            );
        };
        let start = self.events.len();
        let mover = self.to_move();
        match self.state.apply_with(a, &mut self.events) {
            Ok(()) => {
                if let Some(m) = mover {
                    self.acted[m as usize] = start;
                }
                self.acted[MAX_SEATS] = start;
                Ok(())
            }
            Err(boardroom_engine::ActionError::GameOver) => {
                fail(BrStatus::GameOver, "the game is over")
            }
            Err(e) => fail(
                BrStatus::IllegalAction,
                format!("{} (action {id}: {})", e, self.state.label(a)),
            ),
        }
    }

    fn label(&self, id: u32) -> Res<String> {
        match G::action_from_id(id) {
            Some(a) => Ok(self.state.label(a)),
            None => fail(
                BrStatus::InvalidArgument,
                format!("action id {id} names no action of {}", G::INFO.id),
            ),
        }
    }

    fn returns(&self) -> Vec<f64> {
        self.state.returns().to_vec()
    }

    fn scores(&self) -> Vec<f64> {
        self.state.scores().to_vec()
    }

    fn observation_json(&self, seat: u8) -> String {
        serde_json::to_string(&self.state.observation(seat))
            .unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    fn events_json(&self, seat: Option<u8>) -> (String, usize) {
        let from = self.cursors[cursor_index(seat)];
        let visible: Vec<&G::Event> = self.events[from..]
            .iter()
            .filter(|(aud, _)| seat.is_none_or(|s| aud.includes(s)))
            .map(|(_, e)| e)
            .collect();
        (
            serde_json::to_string(&visible).unwrap_or_else(|_| "[]".into()),
            self.events.len(),
        )
    }

    fn consume_events(&mut self, seat: Option<u8>, upto: usize) {
        self.cursors[cursor_index(seat)] = upto;
    }

    fn save(&self) -> Vec<u8> {
        self.state.save()
    }

    fn view_text(&self, seat: Option<u8>, names: &[&str]) -> String {
        let (viewer, from) = match seat {
            Some(s) => (Viewer::Seat(s), self.acted[s as usize]),
            None => (Viewer::Spectator, self.acted[MAX_SEATS]),
        };
        self.state.view(
            viewer,
            Names::new(names),
            &self.events[from.min(self.events.len())..],
        )
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

struct Create<'a> {
    config: &'a Config,
    seed: u64,
}

impl GameVisitor for Create<'_> {
    type Output = Res<Box<dyn DynGame>>;
    fn visit<G: Game>(self) -> Self::Output {
        match G::setup(self.config, self.seed) {
            Ok(g) => Ok(Box::new(GameBox::new(g))),
            Err(e) => fail(BrStatus::BadOptions, e.to_string()),
        }
    }
}

pub fn create(id: &str, config: &Config, seed: u64) -> Res<Box<dyn DynGame>> {
    registry::dispatch(id, Create { config, seed })
        .map_err(|e| crate::status::Failure(BrStatus::UnknownGame, e.to_string()))?
}

struct Load<'a>(&'a [u8]);

impl GameVisitor for Load<'_> {
    type Output = Res<Box<dyn DynGame>>;
    fn visit<G: Game>(self) -> Self::Output {
        match G::load(self.0) {
            Ok(g) => Ok(Box::new(GameBox::new(g))),
            Err(e) => fail(BrStatus::CorruptSave, e.to_string()),
        }
    }
}

pub fn load(id: &str, bytes: &[u8]) -> Res<Box<dyn DynGame>> {
    registry::dispatch(id, Load(bytes))
        .map_err(|e| crate::status::Failure(BrStatus::UnknownGame, e.to_string()))?
}

/// Parses `key=value` options separated by `,` or `;`.
pub fn parse_options(text: &str) -> Res<Vec<(String, String)>> {
    let mut out = Vec::new();
    for part in text
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let Some((k, v)) = part.split_once('=') else {
            return fail(
                BrStatus::BadOptions,
                format!("option '{part}' is not key=value"),
            );
        };
        out.push((k.trim().to_string(), v.trim().to_string()));
    }
    Ok(out)
}
