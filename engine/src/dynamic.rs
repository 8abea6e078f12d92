//! The game-erased face of the engine that every front end wraps (the C
//! ABI, the Python package, the web page): create or load any registered
//! game by id with its options parsed once, apply ids, read labels, the
//! scene, the text view and the numbered events, save, and the fair undo.
//! A front end maps handles and errors, nothing more. Allocates; the hot
//! loops of search and playouts stay generic.

use std::any::Any;
use std::fmt;

use serde_json::{Map, Value, json};

use crate::game::{Config, Game, GameInfo, Observed, Seat, ToMove};
use crate::playout::random_playout;
use crate::registry::{self, GameVisitor};
use crate::rng::GameRng;
use crate::transcript::{Item, Transcript, UndoError};
use crate::view::{Names, Viewer};
use crate::words::Lang;

/// The version of the JSON this face writes (the scene, the legal actions,
/// the events; the AI's hint), as published in `include/schema/`: bumped
/// when a field changes meaning or goes; a new optional field keeps it.
pub const SCHEMA_VERSION: u32 = 2;

/// What went wrong, for a front end to map to its own error codes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// No game has this id.
    UnknownGame,
    /// The player count or an option is out of range or unknown.
    BadOptions,
    /// The action names no action, or is not legal now.
    IllegalAction,
    /// The game is over.
    GameOver,
    /// Saved bytes are truncated, corrupt or impossible.
    CorruptSave,
    /// An argument is out of range (a seat the game does not have).
    InvalidArgument,
    /// The undo is not allowed now (see [`UndoError`]).
    CannotUndo,
    /// The game belongs to another id than the one expected.
    WrongGame,
    /// The object is in the middle of something (an AI's decision).
    Busy,
    /// Nothing is under way to continue or take.
    NotReady,
}

/// A refused call: nothing changed, and the message says why in words a
/// developer can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
impl std::error::Error for Error {}

pub type Result<T = ()> = std::result::Result<T, Error>;

/// Any registered game in progress, behind one object-safe trait.
pub trait DynGame: Send + Sync + Any {
    fn info(&self) -> &'static GameInfo;
    fn id(&self) -> &'static str {
        self.info().id
    }
    fn clone_box(&self) -> Box<dyn DynGame>;
    fn players(&self) -> usize;
    /// Every action id is below this.
    fn action_id_count(&self) -> u32;
    /// No game takes more decisions than this.
    fn max_length(&self) -> usize;
    /// Floats in one observation tensor (docs/tensors.md).
    fn tensor_size(&self) -> usize;
    /// The seat to decide; `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;
    /// The legal action ids, in the engine's order.
    fn legal_ids(&self, out: &mut Vec<u32>);
    /// Writes 1 at every legal id of `out` (`action_id_count` long), 0
    /// elsewhere.
    fn write_mask(&self, out: &mut [i8]);
    /// The language of every label, view, scene text and event sentence
    /// this game writes (English until set).
    fn lang(&self) -> Lang;
    fn set_lang(&mut self, lang: Lang);
    fn label(&self, id: u32) -> Result<String>;
    /// Every legal action as JSON: `[{"id": 7, "key": "oh-hell.action.bid",
    /// "args": {"tricks": 3}, "label": "Bid 3", "refs": ["oh-hell.seat.1"]}, …]`
    /// (`refs`: keys in the scene of the seat to move).
    fn legal_json(&self) -> String;
    /// Applies action `id`; on error nothing changes.
    fn apply(&mut self, id: u32) -> Result;
    /// Takes back `seat`'s latest decision of this turn (with the forced
    /// steps after it); returns how many actions were undone.
    fn undo(&mut self, seat: Seat) -> Result<usize>;
    /// How action `id`, about to be applied, looks to `seat`: the id, or
    /// `Err(player)` for a hidden commitment by `player`.
    fn observe_action(&self, id: u32, seat: Seat) -> Result<std::result::Result<u32, Seat>>;
    fn observation_json(&self, seat: Seat) -> Result<String>;
    fn write_tensor(&self, seat: Seat, out: &mut [f32]) -> Result;
    /// A full game consistent with `seat`'s observation (no transcript).
    fn determinize(&self, seat: Seat, seed: u64) -> Result<Box<dyn DynGame>>;
    /// Each seat's returns after uniformly random play to the end.
    fn playout(&self, seed: u64) -> Vec<f64>;
    fn returns(&self) -> Vec<f64>;
    fn expected_returns(&self) -> Vec<f64>;
    fn scores(&self) -> Vec<f64>;
    /// The engine's save file (versioned, checksummed).
    fn save(&self) -> Vec<u8>;
    /// The text view for `seat` (`None`: a spectator), with what happened
    /// since that seat last acted.
    fn view_text(&self, seat: Option<Seat>, names: &[&str]) -> Result<String>;
    /// The scene (zones, cards, panels) `seat` may see, as JSON.
    fn scene_json(&self, seat: Option<Seat>, names: &[&str]) -> Result<String>;
    /// What `seat` (`None`: a spectator) may read after number `after`
    /// (`None`: from the start), as a JSON array of internally tagged
    /// objects `{"type": "...", "seq": 42, "text": "...", …}`; an undo
    /// reads `{"type": "undone", "seq": 50, "from": 43}`. Nothing is
    /// consumed: any number of readers follow the same game.
    fn events_json(&self, seat: Option<Seat>, after: Option<u64>, names: &[&str])
    -> Result<String>;
    /// The events after `after` in the form of the first C ABI (a JSON
    /// array of the engine's externally tagged events), with the number of
    /// the newest event read.
    fn events_plain_json(
        &self,
        seat: Option<Seat>,
        after: Option<u64>,
    ) -> Result<(String, Option<u64>)>;
    /// The number the next event will get.
    fn next_seq(&self) -> u64;
    /// Whether `other` holds the same game in the same state.
    fn same(&self, other: &dyn DynGame) -> bool;
    fn as_any(&self) -> &dyn Any;
}

/// The concrete game behind [`DynGame`]: its state and, unless made for
/// speed (environments, determinizations), its transcript.
#[derive(Clone)]
pub struct GameBox<G: Game> {
    pub state: G,
    pub log: Option<Box<Transcript<G>>>,
    pub lang: Lang,
}

impl<G: Game> GameBox<G> {
    /// A game that keeps its transcript (what a person or a table holds).
    pub fn logged(state: G) -> Self {
        GameBox {
            state,
            log: Some(Box::default()),
            lang: Lang::En,
        }
    }

    /// A game that keeps none (a hot loop's).
    pub fn bare(state: G) -> Self {
        GameBox {
            state,
            log: None,
            lang: Lang::En,
        }
    }

    fn seat(&self, seat: Seat) -> Result<Seat> {
        let n = self.state.num_players();
        if (seat as usize) < n {
            Ok(seat)
        } else {
            Err(Error::new(
                ErrorKind::InvalidArgument,
                format!("seat {seat} does not exist in a game of {n} players"),
            ))
        }
    }

    fn viewer(&self, seat: Option<Seat>) -> Result<Viewer> {
        match seat {
            Some(s) => self.seat(s).map(Viewer::Seat),
            None => Ok(Viewer::Spectator),
        }
    }

    fn names<'a>(&self, names: &'a [&'a str]) -> Result<Names<'a>> {
        let n = self.state.num_players();
        if names.len() > n {
            return Err(Error::new(
                ErrorKind::InvalidArgument,
                format!("{} names given for {n} seats", names.len()),
            ));
        }
        Ok(Names::new(names).in_lang(self.lang))
    }
}

/// The action an id names, or why none.
pub fn action<G: Game>(id: u32) -> Result<G::Action> {
    G::action_from_id(id).ok_or_else(|| {
        Error::new(
            ErrorKind::IllegalAction,
            format!("action id {id} names no action of {}", G::INFO.id),
        )
    })
}

/// The concrete state of `game`, when it is a `G`.
pub fn state_of<G: Game>(game: &dyn DynGame) -> Result<&G> {
    game.as_any()
        .downcast_ref::<GameBox<G>>()
        .map(|b| &b.state)
        .ok_or_else(|| {
            Error::new(
                ErrorKind::WrongGame,
                format!("this plays {}, not {}", G::INFO.id, game.id()),
            )
        })
}

/// An engine event as an internally tagged JSON object: `{"type": name,
/// …fields}` (a variant holding a bare value puts it under `"value"`).
fn tagged(event: Value) -> Map<String, Value> {
    let mut out = Map::new();
    match event {
        Value::String(name) => {
            out.insert("type".into(), Value::String(name));
        }
        Value::Object(obj) if obj.len() == 1 => {
            let (name, body) = obj.into_iter().next().expect("one entry");
            out.insert("type".into(), Value::String(name));
            match body {
                Value::Object(fields) => out.extend(fields),
                other => {
                    out.insert("value".into(), other);
                }
            }
        }
        other => {
            out.insert("type".into(), Value::String("event".into()));
            out.insert("value".into(), other);
        }
    }
    out
}

fn no_log<G: Game>() -> Error {
    Error::new(
        ErrorKind::InvalidArgument,
        format!("this {} game keeps no transcript", G::INFO.id),
    )
}

impl<G: Game> DynGame for GameBox<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
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

    fn tensor_size(&self) -> usize {
        G::OBSERVATION_TENSOR_SIZE
    }

    fn to_move(&self) -> Option<Seat> {
        match self.state.to_move() {
            ToMove::Player(p) => Some(p),
            ToMove::Terminal => None,
        }
    }

    fn legal_ids(&self, out: &mut Vec<u32>) {
        out.clear();
        if self.state.is_terminal() {
            return;
        }
        let mut buf = G::ActionList::default();
        self.state.legal_actions(&mut buf);
        out.extend(buf.iter().map(|&a| G::action_id(a)));
    }

    fn write_mask(&self, out: &mut [i8]) {
        out.fill(0);
        if self.state.is_terminal() {
            return;
        }
        let mut buf = G::ActionList::default();
        self.state.legal_actions(&mut buf);
        for &a in buf.iter() {
            if let Some(slot) = out.get_mut(G::action_id(a) as usize) {
                *slot = 1;
            }
        }
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn label(&self, id: u32) -> Result<String> {
        Ok(self
            .state
            .label(action::<G>(id)?, Names::SEATS.in_lang(self.lang)))
    }

    fn legal_json(&self) -> String {
        let mut buf = G::ActionList::default();
        if !self.state.is_terminal() {
            self.state.legal_actions(&mut buf);
        }
        let list: Vec<Value> = buf
            .iter()
            .map(|&a| {
                let r = self.state.action_ref(a);
                json!({
                    "id": G::action_id(a),
                    "key": r.key,
                    "args": r.args,
                    "label": self.state.label(a, Names::SEATS.in_lang(self.lang)),
                    "refs": r.refs,
                })
            })
            .collect();
        Value::Array(list).to_string()
    }

    fn apply(&mut self, id: u32) -> Result {
        let a = action::<G>(id)?;
        let applied = match &mut self.log {
            Some(log) => log.apply(&mut self.state, a),
            None => self.state.apply(a),
        };
        applied.map_err(|e| match e {
            crate::ActionError::GameOver => Error::new(ErrorKind::GameOver, "the game is over"),
            e => Error::new(
                ErrorKind::IllegalAction,
                format!("{e} (action {id}: {})", self.state.label(a, Names::SEATS)),
            ),
        })
    }

    fn undo(&mut self, seat: Seat) -> Result<usize> {
        let seat = self.seat(seat)?;
        let log = self.log.as_mut().ok_or_else(no_log::<G>)?;
        log.undo(&mut self.state, seat).map_err(|e| {
            let why = match e {
                UndoError::NothingToTakeBack => {
                    "seat {seat} has no decision to take back this turn (another seat acted since, or it has not decided)"
                }
                UndoError::Revealed => {
                    "seat {seat}'s last step revealed hidden information, so it cannot be taken back"
                }
            };
            Error::new(ErrorKind::CannotUndo, why.replace("{seat}", &seat.to_string()))
        })
    }

    fn observe_action(&self, id: u32, seat: Seat) -> Result<std::result::Result<u32, Seat>> {
        let seat = self.seat(seat)?;
        Ok(match self.state.observe_action(action::<G>(id)?, seat) {
            Observed::Seen(a) => Ok(G::action_id(a)),
            Observed::Hidden { player } => Err(player),
        })
    }

    fn observation_json(&self, seat: Seat) -> Result<String> {
        let seat = self.seat(seat)?;
        Ok(serde_json::to_string(&self.state.observation(seat)).expect("plain data"))
    }

    fn write_tensor(&self, seat: Seat, out: &mut [f32]) -> Result {
        let seat = self.seat(seat)?;
        if out.len() != G::OBSERVATION_TENSOR_SIZE {
            return Err(Error::new(
                ErrorKind::InvalidArgument,
                format!(
                    "an observation tensor of {} holds {} floats, not {}",
                    G::INFO.id,
                    G::OBSERVATION_TENSOR_SIZE,
                    out.len()
                ),
            ));
        }
        self.state.write_observation_tensor(seat, out);
        Ok(())
    }

    fn determinize(&self, seat: Seat, seed: u64) -> Result<Box<dyn DynGame>> {
        let seat = self.seat(seat)?;
        Ok(Box::new(GameBox::bare(
            self.state.determinize(seat, &mut GameRng::new(seed)),
        )))
    }

    fn playout(&self, seed: u64) -> Vec<f64> {
        let mut state = self.state;
        let mut buf = G::ActionList::default();
        random_playout(&mut state, &mut GameRng::new(seed), &mut buf);
        state.returns().to_vec()
    }

    fn returns(&self) -> Vec<f64> {
        self.state.returns().to_vec()
    }

    fn expected_returns(&self) -> Vec<f64> {
        self.state.expected_returns().to_vec()
    }

    fn scores(&self) -> Vec<f64> {
        self.state.scores().to_vec()
    }

    fn save(&self) -> Vec<u8> {
        self.state.save()
    }

    fn view_text(&self, seat: Option<Seat>, names: &[&str]) -> Result<String> {
        let viewer = self.viewer(seat)?;
        let names = self.names(names)?;
        Ok(match &self.log {
            Some(log) => log.view(&self.state, viewer, names),
            None => self.state.view(viewer, names, &[]),
        })
    }

    fn scene_json(&self, seat: Option<Seat>, names: &[&str]) -> Result<String> {
        let viewer = self.viewer(seat)?;
        let names = self.names(names)?;
        Ok(serde_json::to_string(&self.state.scene(viewer, names)).expect("plain data"))
    }

    fn events_json(
        &self,
        seat: Option<Seat>,
        after: Option<u64>,
        names: &[&str],
    ) -> Result<String> {
        let viewer = self.viewer(seat)?;
        let names = self.names(names)?;
        let Some(log) = &self.log else {
            return Ok("[]".into());
        };
        let items: Vec<Value> = log
            .read(viewer, after)
            .into_iter()
            .map(|item| match item {
                Item::Event(e) => {
                    let mut obj = tagged(serde_json::to_value(e.event).unwrap_or(Value::Null));
                    obj.insert("seq".into(), json!(e.seq));
                    let mut text = String::new();
                    if self
                        .state
                        .write_event(viewer, names, &e.event, &mut text)
                        .is_ok()
                        && !text.is_empty()
                    {
                        obj.insert("text".into(), Value::String(text));
                    }
                    Value::Object(obj)
                }
                Item::Undone { seq, from } => {
                    json!({"type": "undone", "seq": seq, "from": from})
                }
            })
            .collect();
        Ok(Value::Array(items).to_string())
    }

    fn events_plain_json(
        &self,
        seat: Option<Seat>,
        after: Option<u64>,
    ) -> Result<(String, Option<u64>)> {
        let viewer = self.viewer(seat)?;
        let Some(log) = &self.log else {
            return Ok(("[]".into(), after));
        };
        let mut newest = after;
        let events: Vec<Value> = log
            .entries()
            .iter()
            .filter(|e| after.is_none_or(|a| e.seq > a))
            .inspect(|e| newest = Some(e.seq))
            .filter(|e| viewer.sees(e.audience))
            .map(|e| serde_json::to_value(e.event).unwrap_or(Value::Null))
            .collect();
        Ok((Value::Array(events).to_string(), newest))
    }

    fn next_seq(&self) -> u64 {
        self.log.as_ref().map_or(0, |l| l.next_seq())
    }

    fn same(&self, other: &dyn DynGame) -> bool {
        state_of::<G>(other).is_ok_and(|o| *o == self.state)
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
    type Output = Result<Box<dyn DynGame>>;
    fn visit<G: Game>(self) -> Self::Output {
        let g = G::setup(self.config, self.seed)
            .map_err(|e| Error::new(ErrorKind::BadOptions, e.to_string()))?;
        Ok(Box::new(GameBox::logged(g)))
    }
}

fn unknown(e: crate::SetupError) -> Error {
    let ids: Vec<&str> = registry::GAMES.iter().map(|g| g.id).collect();
    Error::new(
        ErrorKind::UnknownGame,
        format!("{e} (games: {})", ids.join(", ")),
    )
}

/// Sets up game `id` with `config`, keeping its transcript.
pub fn create(id: &str, config: &Config, seed: u64) -> Result<Box<dyn DynGame>> {
    registry::dispatch(id, Create { config, seed }).map_err(unknown)?
}

struct Load<'a>(&'a [u8]);

impl GameVisitor for Load<'_> {
    type Output = Result<Box<dyn DynGame>>;
    fn visit<G: Game>(self) -> Self::Output {
        let g = G::load(self.0).map_err(|e| {
            Error::new(
                ErrorKind::CorruptSave,
                format!("the saved {} game cannot be read: {e}", G::INFO.id),
            )
        })?;
        Ok(Box::new(GameBox::logged(g)))
    }
}

/// Restores game `id` from its save file (the transcript starts afresh).
pub fn load(id: &str, bytes: &[u8]) -> Result<Box<dyn DynGame>> {
    registry::dispatch(id, Load(bytes)).map_err(unknown)?
}

/// The one options parser of every front end: `key=value` pairs separated
/// by commas, semicolons or new lines (blank parts are skipped).
pub fn parse_options(text: &str) -> Result<Vec<(String, String)>> {
    text.split([',', ';', '\n'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.split_once('=')
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .ok_or_else(|| {
                    Error::new(
                        ErrorKind::BadOptions,
                        format!("option '{p}' is not key=value"),
                    )
                })
        })
        .collect()
}

/// Every game, its player range and its options, as JSON.
pub fn games_json() -> String {
    serde_json::to_string(registry::GAMES).expect("plain data")
}

/// Every game as a setup screen shows it in `lang`: `id`, `name` (the
/// game's name in `lang`), the player range, and each option's `key`,
/// `values` and `default` (what `create` takes) with the catalogs' words
/// for a person: `name`, `help` and `value_names` (in the order of
/// `values`). One list for every face, so no front end composes catalog
/// keys itself.
pub fn setup_json(lang: Lang) -> String {
    let list: Vec<Value> = registry::GAMES
        .iter()
        .map(|info| {
            let options: Vec<Value> = info
                .options
                .iter()
                .map(|o| {
                    let words = crate::view::option_words(info.id, o, lang);
                    json!({
                        "key": o.key,
                        "values": o.values,
                        "default": o.default,
                        "name": words.name,
                        "help": words.help,
                        "value_names": words.values,
                    })
                })
                .collect();
            json!({
                "id": info.id,
                "name": crate::view::game_name(info.id, lang),
                "min_players": info.min_players,
                "max_players": info.max_players,
                "options": options,
            })
        })
        .collect();
    Value::Array(list).to_string()
}

/// The languages a game can be set to, for a picker: `[{"code": "en",
/// "name": "English"}, {"code": "ru", "name": "Русский"}]`.
pub fn languages_json() -> String {
    let list: Vec<Value> = Lang::SHIPPED
        .iter()
        .map(|l| json!({"code": l.code(), "name": l.native_name()}))
        .collect();
    Value::Array(list).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, players: usize) -> Box<dyn DynGame> {
        create(id, &Config::players(players), 7).unwrap()
    }

    #[test]
    fn setup_lists_every_game_and_option_in_each_language() {
        for lang in Lang::SHIPPED {
            let list: Value = serde_json::from_str(&setup_json(lang)).unwrap();
            let list = list.as_array().unwrap();
            assert_eq!(list.len(), registry::GAMES.len());
            for (game, info) in list.iter().zip(registry::GAMES) {
                assert_eq!(game["id"], info.id);
                let name = game["name"].as_str().unwrap();
                assert!(!name.is_empty() && !name.starts_with("game-"), "{name}");
                let options = game["options"].as_array().unwrap();
                assert_eq!(options.len(), info.options.len());
                for (o, oi) in options.iter().zip(info.options) {
                    assert_eq!(o["key"], oi.key);
                    assert_eq!(o["default"], oi.default);
                    let names = o["value_names"].as_array().unwrap();
                    assert_eq!(names.len(), oi.values.len());
                    for w in names.iter().chain([&o["name"], &o["help"]]) {
                        let w = w.as_str().unwrap();
                        assert!(!w.is_empty() && !w.starts_with("option-"), "{w}");
                    }
                }
            }
        }
        // Crafters' dice option in Russian reads as the catalog says.
        let ru: Value = serde_json::from_str(&setup_json(Lang::Ru)).unwrap();
        let crafters = ru
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == "crafters")
            .unwrap();
        assert_eq!(crafters["options"][0]["name"], "Кубики");
    }

    #[test]
    fn every_game_plays_to_the_end_through_ids() {
        for info in registry::GAMES {
            let mut g = game(info.id, info.min_players as usize);
            let mut ids = Vec::new();
            let mut rng = GameRng::new(1);
            while g.to_move().is_some() {
                g.legal_ids(&mut ids);
                let legal: Value = serde_json::from_str(&g.legal_json()).unwrap();
                assert_eq!(legal.as_array().unwrap().len(), ids.len());
                g.apply(ids[rng.below(ids.len() as u32) as usize]).unwrap();
            }
            assert_eq!(g.returns().len(), info.min_players as usize);
            let again = load(info.id, &g.save()).unwrap();
            assert!(again.same(&*g));
        }
    }

    #[test]
    fn bad_input_is_refused_and_changes_nothing() {
        let mut g = game("vendors", 3);
        let before = g.clone_box();
        let err = g.apply(u32::MAX).unwrap_err();
        assert_eq!(err.kind, ErrorKind::IllegalAction);
        assert!(err.message.contains("names no action"));
        assert_eq!(
            g.scene_json(Some(3), &[]).unwrap_err().kind,
            ErrorKind::InvalidArgument
        );
        assert_eq!(g.undo(0).unwrap_err().kind, ErrorKind::CannotUndo);
        assert_eq!(
            g.view_text(None, &["a", "b", "c", "d"]).unwrap_err().kind,
            ErrorKind::InvalidArgument
        );
        assert!(g.same(&*before));
        assert_eq!(
            create("chess", &Config::players(2), 1).err().unwrap().kind,
            ErrorKind::UnknownGame
        );
        assert_eq!(
            create("vendors", &Config::players(9), 1)
                .err()
                .unwrap()
                .kind,
            ErrorKind::BadOptions
        );
        assert_eq!(
            load("vendors", b"junk").err().unwrap().kind,
            ErrorKind::CorruptSave
        );
        assert_eq!(
            parse_options("a=1;b").unwrap_err().kind,
            ErrorKind::BadOptions
        );
        assert_eq!(
            parse_options(" a = 1 ,\n b=2;").unwrap(),
            vec![("a".into(), "1".into()), ("b".into(), "2".into())]
        );
    }

    #[test]
    fn events_are_numbered_tagged_and_read_by_many_readers() {
        let mut g = game("oh-hell", 3);
        let mut ids = Vec::new();
        for _ in 0..12 {
            g.legal_ids(&mut ids);
            g.apply(ids[0]).unwrap();
        }
        let all: Value = serde_json::from_str(&g.events_json(None, None, &[]).unwrap()).unwrap();
        let all = all.as_array().unwrap();
        assert!(!all.is_empty());
        for e in all {
            assert!(e["type"].is_string() && e["seq"].is_u64(), "{e}");
        }
        let mid = all[all.len() / 2]["seq"].as_u64().unwrap();
        let later: Value =
            serde_json::from_str(&g.events_json(None, Some(mid), &[]).unwrap()).unwrap();
        assert!(
            later
                .as_array()
                .unwrap()
                .iter()
                .all(|e| e["seq"].as_u64().unwrap() > mid)
        );
        // Reading twice gives the same: nothing is consumed.
        assert_eq!(
            g.events_json(Some(1), None, &[]).unwrap(),
            g.events_json(Some(1), None, &[]).unwrap()
        );
    }

    #[test]
    fn an_undo_is_read_as_an_event() {
        let mut g = game("value-crafter", 4);
        let mut ids = Vec::new();
        let seat = g.to_move().unwrap();
        g.legal_ids(&mut ids);
        assert!(ids.len() > 1);
        let before = g.clone_box();
        let last = g.next_seq();
        g.apply(ids[1]).unwrap();
        assert_eq!(g.undo(seat).unwrap(), 1);
        assert!(g.same(&*before));
        let read: Value =
            serde_json::from_str(&g.events_json(Some(seat), last.checked_sub(1), &[]).unwrap())
                .unwrap();
        let read = read.as_array().unwrap();
        assert_eq!(read.last().unwrap()["type"], "undone");
    }
}
