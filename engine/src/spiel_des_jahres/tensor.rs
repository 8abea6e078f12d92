//! The Spiel des Jahres observation as floats (docs/tensors.md,
//! "spiel-des-jahres"). Seats are relative to the observer; cards are
//! content ids (`content.rs`); money and game values are in €10,000 (the
//! observation's euros divided by `EUROS`).

use super::SpielDesJahres;
use super::content::{CARD_COUNT, ENDINGS, PREFIXES};
use super::observation::{EUROS, Observation, ProposalView, SeatView};
use super::state::{BID_NONE, Commit, D, G, MONTHS, NONE, Names};
use crate::game::MAX_SEATS;
use crate::tensor::{TensorEncoding, TensorWriter, absolute_seat};

const CARDS: usize = CARD_COUNT as usize;
const S: usize = MAX_SEATS;
const M: usize = MONTHS as usize;
/// Ending cards, and prefix plus suffix cards, as they sit on a game.
const ENDING_CARDS: usize = (PREFIXES - ENDINGS) as usize;
const EXTRA_CARDS: usize = CARD_COUNT as usize - PREFIXES as usize;
/// Scale of money and game values (€500,000).
const MONEY: f64 = 50.0;
/// Ending-word masks: plain, then 4 prefixes and 4 suffixes, by stem word.
const NAMES: usize = 6 * 6 + 2 * 4 * 6 * 6;
const COMMIT: usize = 3 + 3 + 1 + D;
const SEAT: usize = CARDS + 1 + 1 + CARDS + 1 + COMMIT + D;
const PROPOSAL: usize = 1 + S + CARDS + G + 1;

pub struct Tensors;

impl TensorEncoding<SpielDesJahres> for Tensors {
    const OBSERVATION_SIZE: usize = 5 // player count 2-6
        + 1 // trading option
        + 6 // phase
        + 3 * S // seat to move, lead, award winner
        + 1 // seats done
        + M // month
        + 2 // deck, favour cards left
        + M * CARDS // public-favour cards revealed, by month
        + 2 * CARDS // award cards turned
        + 2 * CARDS // removed, known to all
        + S * D // staff by company
        + D // wages
        + 2 * D // fired, own firing decisions
        + G * (S + ENDING_CARDS + EXTRA_CARDS + 1 + 1) // games by stem
        + 2 * NAMES // names in play, own names this month
        + 3 * CARDS // the game being put together
        + G // last stem finished
        + PROPOSAL
        + S * SEAT;

    fn write_observation(o: &Observation, w: &mut TensorWriter<'_>) {
        let (me, n) = (o.observer, o.players);
        w.one_hot(o.players as usize - 2, 5);
        w.flag(o.trading);
        w.one_hot(o.phase as usize, 6);
        w.seat(o.current, me, n, S);
        w.seat(o.lead, me, n, S);
        w.seat(o.winner, me, n, S);
        w.scaled(o.done, S as f64);
        w.one_hot(o.month as usize - 1, M);
        w.scaled(o.deck_len, CARDS as f64);
        w.scaled(o.favour_left, M as f64);
        for c in o.favour {
            w.one_hot(c as usize, CARDS);
        }
        for c in o.award {
            w.one_hot(c as usize, CARDS);
        }
        w.bits(o.removed.0, CARDS);
        w.bits(o.known.0, CARDS);
        for k in 0..S {
            if k < n as usize {
                w.bits(o.staff[absolute_seat(k, me, n)].0 as u128, D);
            } else {
                w.zeros(D);
            }
        }
        for wage in o.wage {
            w.scaled(units(wage as i32), 6.0);
        }
        w.bits(o.fired.0 as u128, D);
        let mine = &o.seats[me as usize];
        w.bits(mine.firing.unwrap_or_default().0 as u128, D);
        let own_pending = mine.face_down_games.unwrap_or(0);
        for i in 0..G {
            w.seat(o.g_owner[i].unwrap_or(NONE), me, n, S);
            w.one_hot(offset(o.g_ending[i].unwrap_or(NONE), ENDINGS), ENDING_CARDS);
            w.one_hot(offset(o.g_extra[i].unwrap_or(NONE), PREFIXES), EXTRA_CARDS);
            w.scaled(units(o.g_value[i].unwrap_or(0)), MONEY);
            w.flag(own_pending >> i & 1 == 1);
        }
        names(&o.names, w);
        names(&o.own_names.unwrap_or_default(), w);
        for c in o.open.unwrap_or([NONE; 3]) {
            w.one_hot(c as usize, CARDS);
        }
        w.one_hot(o.last_stem.map_or(usize::MAX, |c| c as usize), G);
        proposal(&o.proposal, me, n, w);
        for k in 0..S {
            if k < n as usize {
                seat(&o.seats[absolute_seat(k, me, n)], w);
            } else {
                w.zeros(SEAT);
            }
        }
    }
}

/// Euros as the state's units of €10,000.
fn units(euros: i32) -> f64 {
    (euros / EUROS) as f64
}

/// A card's index within its part (`base..`), or "none".
fn offset(card: u8, base: u8) -> usize {
    if card == NONE || card < base {
        usize::MAX
    } else {
        (card - base) as usize
    }
}

fn names(v: &Names, w: &mut TensorWriter<'_>) {
    for mask in v
        .plain
        .iter()
        .chain(v.pre.iter().flatten())
        .chain(v.suf.iter().flatten())
    {
        w.bits(*mask as u128, 6);
    }
}

fn proposal(p: &ProposalView, me: u8, n: u8, w: &mut TensorWriter<'_>) {
    w.flag(p.open);
    w.seat(if p.open { p.to } else { NONE }, me, n, S);
    w.bits(p.cards.0, CARDS);
    w.bits(p.games as u128, G);
    w.scaled(units(p.money), 30.0);
}

fn commit(c: &Commit, w: &mut TensorWriter<'_>) {
    w.scaled(c.steps, 20.0);
    w.scaled(c.len, 20.0);
    w.scaled(c.games, 6.0);
    w.one_hot(c.mode as usize, 3);
    w.flag(c.sealed);
    w.bits(c.designers.0 as u128, D);
}

fn seat(v: &SeatView, w: &mut TensorWriter<'_>) {
    // The whole hand for the observer itself, else the cards it can name.
    w.bits(v.hand.unwrap_or(v.known_hand).0, CARDS);
    w.scaled(v.hand_count, 10.0);
    w.scaled(units(v.money), MONEY);
    w.one_hot(v.specialty as usize, CARDS);
    w.flag(v.bankrupt);
    commit(
        &v.commit.unwrap_or(Commit {
            steps: v.steps,
            len: v.len,
            ..Commit::default()
        }),
        w,
    );
    for b in v.bids.unwrap_or([BID_NONE; D]) {
        w.scaled(b, 4.0);
    }
}
