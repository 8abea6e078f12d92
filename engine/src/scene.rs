//! The table as one viewer may see it, as structure rather than text: the
//! shared areas (board, market, display, decks) and each seat's panel
//! (money or score, what lies in front of it, its hand), every card with
//! its name in the rulebook's words. A client draws it as cards without
//! knowing the game (the web page does); the text view says the same
//! things in sentences. Built from the same state and viewer as the text
//! view, so a seat's scene shows only what that seat may know (the
//! conformance suite checks it on states the seat cannot tell apart).
//! Scenes allocate; nothing here is on the hot path.

use serde::Serialize;

use crate::game::{Game, Seat, ToMove};
use crate::view::{Names, Viewer, plural};

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
    pub name: String,
    /// Whether this seat decides now.
    pub to_move: bool,
    /// Whether it won (or shares the win) at the end.
    pub winner: bool,
    /// Money, score and counters, each a short phrase ("$12", "3 points").
    pub facts: Vec<String>,
    /// What lies in front of it or in its hand.
    pub zones: Vec<Zone>,
}

/// A named area holding cards (or pieces drawn as cards).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Zone {
    pub title: String,
    pub cards: Vec<Card>,
}

/// One card face: a name and short detail lines (price, values, rank), or
/// a face-down card or stack whose name says only what may be known
/// ("3 cards").
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Card {
    pub name: String,
    pub detail: Vec<String>,
    pub face_down: bool,
}

impl Card {
    pub fn up(name: impl Into<String>) -> Card {
        Card {
            name: name.into(),
            detail: Vec::new(),
            face_down: false,
        }
    }

    /// A card with detail lines.
    pub fn with(name: impl Into<String>, detail: Vec<String>) -> Card {
        Card {
            name: name.into(),
            detail,
            face_down: false,
        }
    }

    /// A face-down stack of `n` cards ("3 cards"), or `None` when empty.
    pub fn down(n: usize, one: &str, many: &str) -> Option<Card> {
        (n > 0).then(|| Card {
            name: plural(n as i64, one, many),
            detail: Vec::new(),
            face_down: true,
        })
    }
}

impl Zone {
    pub fn new(title: impl Into<String>, cards: Vec<Card>) -> Zone {
        Zone {
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
            Some(p) => format!("{phase}. {} to decide.", names.seat(p)),
            None => format!("{phase}."),
        };
        let returns = g.is_terminal().then(|| g.returns());
        let seats = (0..g.num_players() as Seat)
            .map(|s| SeatPanel {
                name: names.seat(s).to_string(),
                to_move: mover == Some(s),
                winner: returns.as_ref().is_some_and(|r| r[s as usize] > 0.0),
                facts: Vec::new(),
                zones: Vec::new(),
            })
            .collect();
        Scene {
            title: G::INFO.name.to_string(),
            status,
            viewer: viewer.seat(),
            zones: Vec::new(),
            seats,
        }
    }

    /// Adds a shared area.
    pub fn zone(&mut self, title: impl Into<String>, cards: Vec<Card>) {
        self.zones.push(Zone::new(title, cards));
    }

    /// Every text in the scene, for checks that people never see raw
    /// values.
    pub fn texts(&self) -> Vec<&str> {
        let mut out = vec![self.title.as_str(), self.status.as_str()];
        for z in self
            .zones
            .iter()
            .chain(self.seats.iter().flat_map(|s| s.zones.iter()))
        {
            out.push(z.title.as_str());
            for c in &z.cards {
                out.push(c.name.as_str());
                out.extend(c.detail.iter().map(String::as_str));
            }
        }
        for s in &self.seats {
            out.push(s.name.as_str());
            out.extend(s.facts.iter().map(String::as_str));
        }
        out
    }
}

impl SeatPanel {
    pub fn fact(&mut self, text: impl Into<String>) {
        self.facts.push(text.into());
    }

    pub fn zone(&mut self, title: impl Into<String>, cards: Vec<Card>) {
        self.zones.push(Zone::new(title, cards));
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
