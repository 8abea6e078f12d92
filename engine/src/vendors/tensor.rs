//! The Vendors observation as floats (docs/tensors.md, "vendors"). Seats
//! are relative to the observer; cards are content ids (`content.rs`).

use super::Vendors;
use super::actions::Piece;
use super::content::{CARD_COUNT, INFRA, PROBLEM_COUNT};
use super::observation::{Play, SeatView, VendorsObservation};
use super::state::{Moment, NONE, Phase};
use crate::game::MAX_SEATS;
use crate::tensor::{TensorEncoding, TensorWriter, absolute_seat};

const CARDS: usize = CARD_COUNT as usize;
/// Software ids are `0..INFRA`: the Relations and Operations sides.
const SOFTWARE: usize = INFRA as usize;
const PROBLEMS: usize = PROBLEM_COUNT as usize;
const S: usize = MAX_SEATS;
/// Scale of turn numbers and Customer counts (about the most seen).
const TURNS: f64 = 30.0;
const CUSTOMERS: f64 = 30.0;

/// One piece of a commitment: kind (none, start, card, Agile), the Strength
/// card, the card, and an Agile card's declared side.
const PIECE: usize = 4 + 3 + CARDS + 2;
const COMMIT: usize = 1 + 3 + 5 + 3 * PIECE + 5;
const SEAT: usize = CARDS // known hand
    + 1 // unknown cards
    + 8 // starting cards (Vendors A-E, Strength 0-2)
    + CARDS // discard
    + 2 * SOFTWARE // Relations and Operations
    + CARDS // ongoing Agile cards
    + PROBLEMS // problems face up
    + 1 // a problem face down
    + 2 // Individual and Business Customers
    + COMMIT
    + CARDS; // own cards the others cannot name

pub struct Tensors;

impl TensorEncoding<Vendors> for Tensors {
    const OBSERVATION_SIZE: usize = 5 // player count 2-6
        + 8 // phase: commit, the five Agile windows, regain, over
        + 4 * S // seat to move, lead, regain seat, strongest racers
        + 2 * S // Market Leader holders
        + 1 // seats done
        + 1 // turn
        + 2 // final turns: started, left
        + 3 // deck, Agile deck, problem deck sizes
        + CARDS // cards in the game deck
        + PROBLEMS // problem discard
        + 5 * CARDS // piles under Vendors A-E
        + CARDS // removed
        + S * SEAT;

    fn write_observation(o: &VendorsObservation, w: &mut TensorWriter<'_>) {
        let (me, n) = (o.observer, o.players);
        w.one_hot(o.players as usize - 2, 5);
        w.one_hot(phase_index(o.phase), 8);
        w.seat(o.current.unwrap_or(NONE), me, n, S);
        w.seat(o.lead, me, n, S);
        w.seat(o.regain_seat.unwrap_or(NONE), me, n, S);
        for k in 0..S {
            w.flag(k < n as usize && o.strongest >> absolute_seat(k, me, n) & 1 == 1);
        }
        for holder in o.leaders {
            w.seat(holder.unwrap_or(NONE), me, n, S);
        }
        w.scaled(o.done, S as f64);
        w.scaled(o.turn, TURNS);
        w.flag(o.final_turns.is_some());
        w.scaled(o.final_turns.unwrap_or(0), 2.0);
        w.scaled(o.deck_len, 90.0);
        w.scaled(o.agile_len, 24.0);
        w.scaled(o.problem_len, PROBLEMS as f64);
        w.bits(o.deck_cards.0, CARDS);
        w.bits(o.problem_discard.0 as u128, PROBLEMS);
        for pile in o.piles {
            w.bits(pile.0, CARDS);
        }
        w.bits(o.removed.0, CARDS);
        for k in 0..S {
            if k < n as usize {
                seat(&o.seats[absolute_seat(k, me, n)], w);
            } else {
                w.zeros(SEAT);
            }
        }
    }
}

fn seat(v: &SeatView, w: &mut TensorWriter<'_>) {
    w.bits(v.known_hand.0, CARDS);
    w.scaled(v.unknown_cards, 24.0);
    w.bits(v.starting as u128, 8);
    w.bits(v.discard.0, CARDS);
    w.bits(v.relations.0 as u128, SOFTWARE);
    w.bits(v.operations.0 as u128, SOFTWARE);
    w.bits(v.ongoing.0, CARDS);
    w.bits(v.problems_up.0 as u128, PROBLEMS);
    w.flag(v.has_problem_down);
    w.scaled(v.individual, CUSTOMERS);
    w.scaled(v.business, CUSTOMERS);
    commit(&v.commit, w);
    w.bits(v.hidden_from_others.unwrap_or_default().0, CARDS);
}

/// Commit, the five Agile windows in turn order, Regain, Over.
fn phase_index(p: Phase) -> usize {
    match p {
        Phase::Commit => 0,
        Phase::Window(m) => {
            1 + match m {
                Moment::AfterDeal => 0,
                Moment::BeforeReveal => 1,
                Moment::AfterRace => 2,
                Moment::BeforeSystems => 3,
                Moment::BeforeLeaders => 4,
            }
        }
        Phase::Regain => 6,
        Phase::Over => 7,
    }
}

fn commit(play: &Play, w: &mut TensorWriter<'_>) {
    let n = play.cards_down();
    let (mode, vendor, pieces, virtual_vendor) = match *play {
        Play::Nothing | Play::Hidden { .. } => (0, usize::MAX, [Piece::None; 3], None),
        Play::Race {
            vendor,
            strength,
            virtual_vendor,
        } => (
            1,
            vendor as usize,
            [strength[0], strength[1], Piece::None],
            virtual_vendor,
        ),
        Play::System {
            software,
            infrastructure,
            customer,
            virtual_vendor,
        } => (
            2,
            usize::MAX,
            [software, infrastructure, customer],
            virtual_vendor,
        ),
    };
    w.scaled(n, 4.0);
    w.one_hot(mode, 3);
    w.one_hot(vendor, 5);
    for p in pieces {
        let (kind, strength, card, infra, operations) = match p {
            Piece::None => (0, NONE, NONE, false, false),
            Piece::Start(s) => (1, s, NONE, false, false),
            Piece::Card(c) => (2, NONE, c, false, false),
            Piece::Agile {
                card,
                infra,
                operations,
            } => (3, NONE, card, infra, operations),
        };
        w.one_hot(kind, 4);
        w.one_hot(strength as usize, 3);
        w.one_hot(card as usize, CARDS);
        w.flag(infra);
        w.flag(operations);
    }
    w.one_hot(virtual_vendor.map_or(usize::MAX, |v| v as usize), 5);
}
