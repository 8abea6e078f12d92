//! Unit tests of the rules against OpenSpiel's `oh_hell` behaviour: the
//! deal, the forbidden last bid, following suit, trumping, scoring.

use super::actions::{self, Action};
use super::state::*;
use super::*;
use crate::game::*;
use crate::rng::GameRng;

const fn card(rank: u8, suit: u8) -> u8 {
    rank * SUITS + suit
}
const C: u8 = 0;
const D: u8 = 1;
const S: u8 = 2;
const H: u8 = 3;
const ACE: u8 = 12;

/// A 2-trick deal with dealer 2 (seat 0 bids and leads first) and the
/// given hands and trump card.
fn fixed(hands: [[u8; 2]; 3], trump: u8) -> OhHell {
    let mut g = OhHell::setup(&Config::players(3), 1).unwrap();
    g.tricks = 2;
    g.dealer = 2;
    g.current = 0;
    g.leader = 0;
    g.trump = trump;
    for s in 0..3 {
        g.hands[s] = hands[s].iter().copied().collect();
    }
    g.check_invariants().unwrap();
    g
}

#[test]
fn ids_are_openspiels() {
    assert_eq!(OhHell::ACTION_ID_COUNT, 70);
    assert_eq!(actions::to_id(Action::Play(card(ACE, H))), 51);
    assert_eq!(actions::to_id(Action::Bid(0)), 52);
    assert_eq!(actions::to_id(Action::Bid(17)), 69);
    let mut s = String::new();
    actions::write_card(card(8, S), &mut s).unwrap();
    assert_eq!(s, "ST");
}

#[test]
fn setup_deals_three_hands_and_a_trump() {
    let mut tricks_seen = [false; 18];
    for seed in 0..2000 {
        let g = OhHell::setup(&Config::players(3), seed).unwrap();
        g.check_invariants().unwrap();
        tricks_seen[g.tricks as usize] = true;
        for s in 0..3 {
            assert_eq!(g.hands[s].len(), g.tricks as u32);
            assert!(!g.hands[s].contains(g.trump));
        }
        assert_eq!(g.current, (g.dealer + 1) % 3);
    }
    assert!(
        tricks_seen[1..].iter().all(|&x| x),
        "every trick count 1..=17 drawn"
    );
}

#[test]
fn last_bid_may_not_make_the_total() {
    let mut g = fixed(
        [
            [card(ACE, C), card(2, C)],
            [card(3, D), card(4, D)],
            [card(5, S), card(6, S)],
        ],
        card(0, H),
    );
    g.apply(Action::Bid(1)).unwrap();
    g.apply(Action::Bid(0)).unwrap();
    let mut legal = ActionList::new();
    g.legal_actions(&mut legal);
    assert_eq!(&legal[..], &[Action::Bid(0), Action::Bid(2)]);
    assert!(g.apply(Action::Bid(1)).is_err());
    // A total above the tricks forbids nothing.
    let mut h = fixed(
        [
            [card(ACE, C), card(2, C)],
            [card(3, D), card(4, D)],
            [card(5, S), card(6, S)],
        ],
        card(0, H),
    );
    h.apply(Action::Bid(2)).unwrap();
    h.apply(Action::Bid(2)).unwrap();
    h.legal_actions(&mut legal);
    assert_eq!(legal.len(), 3);
}

#[test]
fn follow_suit_trump_and_score() {
    // Trump is hearts. Seat 0 leads the club ace; seat 1 has no club and
    // trumps with the heart 2; seat 2 must follow with its club.
    let mut g = fixed(
        [
            [card(ACE, C), card(3, S)],
            [card(0, H), card(4, S)],
            [card(5, C), card(7, S)],
        ],
        card(9, H),
    );
    for b in [1, 1, 1] {
        g.apply(Action::Bid(b)).unwrap();
    }
    g.apply(Action::Play(card(ACE, C))).unwrap();
    g.apply(Action::Play(card(0, H))).unwrap();
    let mut legal = ActionList::new();
    g.legal_actions(&mut legal);
    assert_eq!(&legal[..], &[Action::Play(card(5, C))]);
    assert_eq!(
        g.apply(Action::Play(card(7, S))),
        Err(ActionError::Illegal("you must follow suit"))
    );
    g.apply(Action::Play(card(5, C))).unwrap();
    assert_eq!(g.won, [0, 1, 0]);
    assert_eq!(g.voids[1], 1 << C);
    // Seat 1 leads spades; seat 2's 7 beats it.
    assert_eq!(g.current, 1);
    g.apply(Action::Play(card(4, S))).unwrap();
    g.apply(Action::Play(card(7, S))).unwrap();
    g.apply(Action::Play(card(3, S))).unwrap();
    assert_eq!(g.to_move(), ToMove::Terminal);
    assert_eq!(g.won, [0, 1, 1]);
    assert_eq!(&g.scores()[..], &[0.0, 11.0, 11.0]);
    assert_eq!(&g.returns()[..], &[0.0, 0.5, 0.5]);
}

#[test]
fn determinization_respects_voids() {
    let config = Config::players(3);
    let mut rng = GameRng::new(3);
    let mut buf = ActionList::new();
    let mut checked = 0;
    for seed in 0..300 {
        let mut g = OhHell::setup(&config, seed).unwrap();
        while g.to_move() != ToMove::Terminal {
            for o in 0..3 {
                let d = g.determinize(o, &mut rng);
                d.check_invariants().unwrap();
                assert_eq!(d.observation(o), g.observation(o));
                checked += 1;
            }
            g.legal_actions(&mut buf);
            g.apply(buf[rng.below(buf.len() as u32) as usize]).unwrap();
        }
    }
    assert!(checked > 1000);
}

#[test]
fn heuristic_plays_legal_moves_and_beats_random() {
    let mut rng = GameRng::new(9);
    let mut buf = ActionList::new();
    let mut share = 0.0;
    let games = 600;
    for seed in 0..games {
        let mut g = OhHell::setup(&Config::players(3), seed).unwrap();
        let me = (seed % 3) as u8;
        while let ToMove::Player(p) = g.to_move() {
            let a = if p == me {
                g.heuristic_action(&mut rng)
            } else {
                g.legal_actions(&mut buf);
                buf[rng.below(buf.len() as u32) as usize]
            };
            g.apply(a).unwrap();
        }
        share += g.returns()[me as usize];
    }
    let share = share / games as f64;
    assert!(
        share > 0.5,
        "heuristic share against two random players {share}"
    );
}

/// Every deal consistent with what the observer knows is equally likely:
/// the determinization agrees with rejection sampling (deal the unseen
/// cards uniformly, keep deals that respect every void) on how many cards
/// of a suit the other seats hold, in positions where voids constrain it.
#[test]
fn determinization_is_uniform_over_consistent_deals() {
    let config = Config::players(3);
    let mut rng = GameRng::new(11);
    let mut buf = ActionList::new();
    let mut compared = 0;
    for seed in 0..400u64 {
        let mut g = OhHell::setup(&config, seed).unwrap();
        let mut found = None;
        while g.to_move() != ToMove::Terminal {
            let (a, b) = (1usize, 2usize);
            let voids_differ = g.voids[a] != g.voids[b] && (g.voids[a] | g.voids[b]) != 0;
            if g.current == 0 && voids_differ && g.hands[a].len() >= 4 && g.hands[b].len() >= 4 {
                found = Some(g);
                break;
            }
            g.legal_actions(&mut buf);
            g.apply(buf[rng.below(buf.len() as u32) as usize]).unwrap();
        }
        let Some(g) = found else { continue };
        // The suit one of them is void in and the other is not.
        let suit = (0..SUITS)
            .find(|&s| (g.voids[1] ^ g.voids[2]) >> s & 1 == 1)
            .unwrap();
        let cards = suit_cards(suit);
        let mut unseen = ALL_CARDS.minus(g.hands[0]);
        for s in 0..PLAYERS {
            unseen = unseen.minus(g.played[s]);
        }
        unseen.remove(g.trump);
        let pool: Vec<u8> = unseen.iter().collect();
        let (na, nb) = (g.hands[1].len() as usize, g.hands[2].len() as usize);
        let fits = |hand: &[u8], voids: u8| hand.iter().all(|&c| voids >> suit_of(c) & 1 == 0);
        let n = 6000;
        let mut reference = 0.0;
        let mut kept = 0;
        let mut deck = pool.clone();
        while kept < n {
            rng.shuffle(&mut deck);
            let (ha, rest) = deck.split_at(na);
            let hb = &rest[..nb];
            if fits(ha, g.voids[1]) && fits(hb, g.voids[2]) {
                kept += 1;
                reference += ha.iter().filter(|&&c| cards.contains(c)).count() as f64;
            }
        }
        let mut sampled = 0.0;
        for _ in 0..n {
            let d = g.determinize(0, &mut rng);
            sampled += d.hands[1].intersect(cards).len() as f64;
        }
        let (reference, sampled) = (reference / n as f64, sampled / n as f64);
        assert!(
            (reference - sampled).abs() < 0.08 + 0.03 * reference,
            "seed {seed}: seat 1 holds {sampled:.3} cards of suit {suit} in determinizations, {reference:.3} in uniform consistent deals"
        );
        compared += 1;
        if compared == 12 {
            break;
        }
    }
    assert!(compared >= 5, "only {compared} positions with voids found");
}

fn suit_of(card: u8) -> u8 {
    card % SUITS
}
