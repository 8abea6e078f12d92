//! Saves of version 1 (before 2026-11-23's five Agile windows) read into
//! version 2: the state had the same fields, but two Agile windows
//! (`RevealWindow`, `AfterWindow`) where version 2 has one per moment, and
//! immediate Technical Problems stayed face up after acting where version 2
//! discards them. docs/rules/vendors.md, "Saved games".

use serde::Deserialize;
use serde_big_array::BigArray;

use super::content::PROBLEMS;
use super::state::{Moment, Phase, Player, Vendors};
use crate::bitset::{Set32, Set128};
use crate::game::MAX_SEATS;
use crate::rng::GameRng;
use crate::save::{self, LoadError};

#[derive(Deserialize)]
enum PhaseV1 {
    Commit,
    RevealWindow,
    Regain,
    AfterWindow,
    Over,
}

/// Version 1's `Vendors`, field for field.
#[derive(Deserialize)]
struct VendorsV1 {
    rng: GameRng,
    players: u8,
    phase: PhaseV1,
    current: u8,
    done: u8,
    lead: u8,
    turn: u8,
    final_turns: u8,
    #[serde(with = "BigArray")]
    deck: [u8; 90],
    deck_len: u8,
    agile_deck: [u8; 24],
    agile_len: u8,
    problem_deck: [u8; 21],
    problem_len: u8,
    problem_discard: Set32,
    piles: [Set128; 5],
    removed: Set128,
    leaders: [u8; 2],
    strongest: u8,
    regain_seat: u8,
    p: [Player; MAX_SEATS],
}

pub(super) fn migrate(version: u16, body: &[u8]) -> Result<Vendors, LoadError> {
    if version != 1 {
        return Err(LoadError::UnsupportedVersion {
            found: version,
            expected: 2,
        });
    }
    let v: VendorsV1 = save::decode(body)?;
    let mut g = Vendors {
        rng: v.rng,
        players: v.players,
        phase: match v.phase {
            PhaseV1::Commit => Phase::Commit,
            // Every play down, none revealed: the same moment.
            PhaseV1::RevealWindow => Phase::Window(Moment::BeforeReveal),
            PhaseV1::Regain => Phase::Regain,
            // After steps 3 and 4, before step 5.
            PhaseV1::AfterWindow => Phase::Window(Moment::BeforeLeaders),
            PhaseV1::Over => Phase::Over,
        },
        current: v.current,
        done: v.done,
        lead: v.lead,
        turn: v.turn,
        final_turns: v.final_turns,
        deck: v.deck,
        deck_len: v.deck_len,
        agile_deck: v.agile_deck,
        agile_len: v.agile_len,
        problem_deck: v.problem_deck,
        problem_len: v.problem_len,
        problem_discard: v.problem_discard,
        piles: v.piles,
        removed: v.removed,
        leaders: v.leaders,
        strongest: v.strongest,
        regain_seat: v.regain_seat,
        p: v.p,
    };
    // An immediate problem has acted already; version 2 discards it.
    for pl in &mut g.p[..g.players.min(MAX_SEATS as u8) as usize] {
        for card in pl.problems_up.iter() {
            if !PROBLEMS[card as usize].1.is_ongoing() {
                pl.problems_up.remove(card);
                g.problem_discard.insert(card);
            }
        }
    }
    Ok(g)
}
