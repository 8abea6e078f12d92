//! Spiel des Jahres: board-game publishers brainstorm ideas, publish games
//! stacked from idea cards, hire designers, and hope their best game wins
//! the Game of the Year award. Rules and every decision the rulebook leaves
//! open: docs/rules/spiel-des-jahres.md.

pub mod actions;
pub mod content;
mod determinize;
pub mod events;
mod heuristic;
mod invariants;
mod observation;
mod rules;
mod scene;
pub mod state;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use core::fmt;

use arrayvec::ArrayVec;

pub use actions::Action;
pub use events::Event;
pub use observation::{Observation, SeatView};
pub use rules::value;
pub use state::{Phase, SpielDesJahres};

use crate::bitset::{Set32, Set128};
use crate::game::*;
use content::{CARD_COUNT, DESIGNER_COUNT, STEMS};
use state::*;

/// Stated maximum of legal actions: a trade proposal offers at most one
/// choice per card (120, each in one hand), per published game (36), two
/// runs of 30 money amounts and Propose (217); a publishing step at most
/// the 96 idea cards and Done.
pub const MAX_ACTIONS: usize = 224;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl SpielDesJahres {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn month(&self) -> u8 {
        self.month
    }
    pub fn money(&self, s: usize) -> i32 {
        self.p[s].money
    }
    pub fn hand(&self, s: usize) -> Set128 {
        self.p[s].hand
    }
    pub fn is_bankrupt(&self, s: usize) -> bool {
        self.p[s].bankrupt
    }
    /// The award winner once the game is over (None: no winner or not over).
    pub fn winner(&self) -> Option<u8> {
        (self.winner != NONE).then_some(self.winner)
    }
    /// This month's public-favour card.
    pub fn favour_card(&self) -> u8 {
        self.favour[(self.month.max(1) - 1) as usize]
    }
    /// Published games: (stem index, publisher, value in units of €10,000).
    pub fn published(&self) -> impl Iterator<Item = (u8, u8, i16)> + '_ {
        (0..G)
            .filter(|&i| self.g_owner[i] != NONE && self.g_pending >> i & 1 == 0)
            .map(|i| (i as u8, self.g_owner[i], self.g_value[i]))
    }

    /// Writes a game's English source name ("Island Railway"): scene keys
    /// and tests use it; people read the catalog's title (view.rs).
    pub fn write_game_name<W: fmt::Write>(&self, i: usize, out: &mut W) -> fmt::Result {
        if i >= G || self.g_owner[i] == NONE {
            return write!(out, "(no game on stem #{i})");
        }
        let extra = self.g_extra[i];
        if extra != NONE && content::part(extra) == content::Part::Prefix {
            write!(out, "{} ", content::word_text(extra))?;
        }
        write!(
            out,
            "{}{}",
            content::word_text(STEMS + i as u8),
            content::word_text(self.g_ending[i])
        )?;
        if extra != NONE && content::part(extra) == content::Part::Suffix {
            write!(out, " {}", content::word_text(extra))?;
        }
        Ok(())
    }
}
