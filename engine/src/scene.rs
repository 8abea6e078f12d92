//! The table as one viewer may see it, as structure rather than text: the
//! shared areas (board, market, display, decks) and each seat's panel
//! (money or score, what lies in front of it, its hand), every card with
//! its name in the rulebook's words. A client draws it as cards without
//! knowing the game (the web page does); the text view says the same
//! things in sentences. Built from the same state and viewer as the text
//! view, so a seat's scene shows only what that seat may know (the
//! conformance suite checks it on states the seat cannot tell apart).
//! Scenes allocate; nothing here is on the hot path.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::game::{Game, Seat, ToMove};
use crate::view::{Names, Viewer};

/// The numbers and names a display text is made of, by name (`"amount"`,
/// `"count"`, `"seat"`, `"price"`), written as a JSON object.
pub type Args = BTreeMap<String, Arg>;

/// One argument: a number or a name (a content id, slugged).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(untagged)]
pub enum Arg {
    Int(i64),
    Text(String),
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Int(v as i64)
            }
        }
    )*};
}
int_arg!(i8, u8, i16, u16, i32, u32, i64, usize);

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(v.to_string())
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(v)
    }
}

impl From<bool> for Arg {
    fn from(v: bool) -> Arg {
        Arg::Int(v as i64)
    }
}

/// A stable key's name part from content text: lower case ASCII letters
/// and digits, anything else one `-` ("Priority Access" → `priority-access`).
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        out.push('x');
    }
    out
}

/// `<game>.<kind>.<slug of name>`, e.g. `crafters.card.blueprint` +
/// "Mill" → `crafters.card.blueprint.mill`.
pub fn key(prefix: &str, name: &str) -> String {
    format!("{prefix}.{}", slug(name))
}

/// Something with a stable key and arguments.
pub trait Keyed: Sized {
    fn args_mut(&mut self) -> &mut Args;

    /// Adds argument `name` (builder style).
    fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args_mut().insert(name.to_string(), value.into());
        self
    }
}

/// What one viewer sees of the whole table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Scene {
    /// The game's name.
    pub title: String,
    /// The phase and whose turn it is, one sentence.
    pub status: String,
    /// The viewer's seat, if a seat looks.
    pub viewer: Option<Seat>,
    /// Areas every seat shares, in reading order.
    pub zones: Vec<Zone>,
    /// One panel per seat, in seat order.
    pub seats: Vec<SeatPanel>,
}

/// One seat's side of the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatPanel {
    /// `<game>.seat.<n>`, with the argument `seat`.
    pub key: String,
    pub args: Args,
    pub name: String,
    /// Whether this seat decides now.
    pub to_move: bool,
    /// Whether it won (or shares the win) at the end.
    pub winner: bool,
    /// Money, score and counters, each a short phrase ("$12", "3 points").
    pub facts: Vec<Fact>,
    /// What lies in front of it or in its hand.
    pub zones: Vec<Zone>,
}

/// One counter or standing of a seat: its key and arguments (`vendors.fact.points`,
/// `{"count": 3}`) and the phrase a person reads ("3 points").
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Fact {
    pub key: String,
    pub args: Args,
    pub text: String,
}

/// A named area holding cards (or pieces drawn as cards).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Zone {
    /// `<game>.zone.<kind>` (`crafters.zone.town`).
    pub key: String,
    pub args: Args,
    pub title: String,
    pub cards: Vec<Card>,
}

/// One card face: a name and short detail lines (price, values, rank), or
/// a face-down card or stack whose name says only what may be known
/// ("3 cards").
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Card {
    /// `<game>.card.<kind>.<id>` from the game's content
    /// (`crafters.card.blueprint.mill`); the same card always has the same
    /// key. Face-down cards: `<game>.card.back[.<kind>]`.
    pub key: String,
    pub args: Args,
    pub name: String,
    pub detail: Vec<String>,
    pub face_down: bool,
}

/// What a legal action means to a client: its key and arguments
/// (`oh-hell.action.play`, `{"card": "qs"}`) and the scene keys it refers
/// to (the card played, the zone or seat targeted), each present in the
/// scene of the seat to move.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ActionRef {
    pub key: String,
    pub args: Args,
    pub refs: Vec<String>,
}

impl ActionRef {
    pub fn new(key: impl Into<String>) -> ActionRef {
        ActionRef {
            key: key.into(),
            ..ActionRef::default()
        }
    }

    /// Adds a scene key it refers to (builder style).
    pub fn to(mut self, key: impl Into<String>) -> ActionRef {
        self.refs.push(key.into());
        self
    }
}

macro_rules! keyed {
    ($($t:ty),*) => {$(
        impl Keyed for $t {
            fn args_mut(&mut self) -> &mut Args {
                &mut self.args
            }
        }
    )*};
}
keyed!(ActionRef, Card, Zone, Fact, SeatPanel);

impl Fact {
    pub fn new(key: impl Into<String>, text: impl Into<String>) -> Fact {
        Fact {
            key: key.into(),
            args: Args::new(),
            text: text.into(),
        }
    }
}

impl Card {
    pub fn up(key: impl Into<String>, name: impl Into<String>) -> Card {
        Card::with(key, name, Vec::new())
    }

    /// A card with detail lines.
    pub fn with(key: impl Into<String>, name: impl Into<String>, detail: Vec<String>) -> Card {
        Card {
            key: key.into(),
            args: Args::new(),
            name: name.into(),
            detail,
            face_down: false,
        }
    }

    /// A face-down stack of `n` cards named `name` (the game's catalog
    /// words for it, "3 cards"), argument `count`; `None` when empty.
    pub fn down(key: impl Into<String>, n: usize, name: String) -> Option<Card> {
        (n > 0).then(|| {
            Card {
                key: key.into(),
                args: Args::new(),
                name,
                detail: Vec::new(),
                face_down: true,
            }
            .arg("count", n)
        })
    }

    /// Adds a detail line (builder style).
    pub fn line(mut self, text: impl Into<String>) -> Card {
        self.detail.push(text.into());
        self
    }
}

impl Zone {
    pub fn new(key: impl Into<String>, title: impl Into<String>, cards: Vec<Card>) -> Zone {
        Zone {
            key: key.into(),
            args: Args::new(),
            title: title.into(),
            cards,
        }
    }
}

impl Scene {
    /// A scene with the game's name, the `phase` with whose turn it is
    /// (as the text view's heading says it), and a panel per seat (named,
    /// who is to move, who won at the end) to fill in.
    pub fn new<G: Game>(g: &G, viewer: Viewer, names: Names<'_>, phase: &str) -> Scene {
        let mover = match g.to_move() {
            ToMove::Player(p) => Some(p),
            ToMove::Terminal => None,
        };
        let status = match mover {
            Some(p) => crate::tr_string!(
                names,
                "common-to-decide",
                phase = phase,
                seat = names.seat(p)
            ),
            None => crate::tr_string!(names, "common-phase-over", phase = phase),
        };
        let returns = g.is_terminal().then(|| g.returns());
        let seats = (0..g.num_players() as Seat)
            .map(|s| SeatPanel {
                key: seat_key::<G>(s),
                args: Args::from([("seat".to_string(), Arg::from(s))]),
                name: names.seat(s).to_string(),
                to_move: mover == Some(s),
                winner: returns.as_ref().is_some_and(|r| r[s as usize] > 0.0),
                facts: Vec::new(),
                zones: Vec::new(),
            })
            .collect();
        Scene {
            title: crate::view::game_name(G::INFO.id, names.lang()),
            status,
            viewer: viewer.seat(),
            zones: Vec::new(),
            seats,
        }
    }

    /// Adds a shared area.
    pub fn zone(&mut self, zone: Zone) {
        self.zones.push(zone);
    }

    fn all_zones(&self) -> impl Iterator<Item = &Zone> {
        self.zones
            .iter()
            .chain(self.seats.iter().flat_map(|s| s.zones.iter()))
    }

    /// Every text in the scene, for checks that people never see raw
    /// values.
    pub fn texts(&self) -> Vec<&str> {
        let mut out = vec![self.title.as_str(), self.status.as_str()];
        for z in self.all_zones() {
            out.push(z.title.as_str());
            for c in &z.cards {
                out.push(c.name.as_str());
                out.extend(c.detail.iter().map(String::as_str));
            }
        }
        for s in &self.seats {
            out.push(s.name.as_str());
            out.extend(s.facts.iter().map(|f| f.text.as_str()));
        }
        out
    }

    /// Every keyed thing (seat panel, zone, card, fact) as its key, its
    /// arguments and its display text (a card's name and detail lines
    /// joined by new lines), for checks that the text is a function of
    /// key and arguments and for finding what an action refers to.
    pub fn keyed(&self) -> Vec<(&str, &Args, String)> {
        let mut out = Vec::new();
        for s in &self.seats {
            out.push((s.key.as_str(), &s.args, s.name.clone()));
            for f in &s.facts {
                out.push((f.key.as_str(), &f.args, f.text.clone()));
            }
        }
        for z in self.all_zones() {
            out.push((z.key.as_str(), &z.args, z.title.clone()));
            for c in &z.cards {
                let mut text = c.name.clone();
                for d in &c.detail {
                    text.push('\n');
                    text.push_str(d);
                }
                out.push((c.key.as_str(), &c.args, text));
            }
        }
        out
    }
}

/// A seat panel's key: `<game>.seat.<n>`.
pub fn seat_key<G: Game>(seat: Seat) -> String {
    format!("{}.seat.{seat}", G::INFO.id)
}

/// The key of the panel of the seat to move (seat 0 once the game is
/// over): what an action of no particular card refers to.
pub fn mover_key<G: Game>(g: &G) -> String {
    seat_key::<G>(match g.to_move() {
        ToMove::Player(p) => p,
        ToMove::Terminal => 0,
    })
}

impl SeatPanel {
    pub fn fact(&mut self, fact: Fact) {
        self.facts.push(fact);
    }

    pub fn zone(&mut self, zone: Zone) {
        self.zones.push(zone);
    }
}

/// Whether a person-facing text shows a raw value: a sentinel, braces or
/// brackets, or debug output.
pub fn shows_raw_value(text: &str) -> bool {
    text.contains("255")
        || text.contains(['{', '}', '[', ']'])
        || text.contains("None")
        || text.contains("Some(")
}
