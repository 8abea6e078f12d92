//! proptest properties for Oh Hell's rule invariants (docs/rules/oh-hell.md,
//! after OpenSpiel's `oh_hell`), over arbitrary deals and choices.

use crate::common;

use crate::common::play;
use boardroom_engine::oh_hell::state::{MADE_BID_BONUS, suit, suit_cards};
use boardroom_engine::oh_hell::{Event, OhHell};
use boardroom_engine::prelude::*;
use boardroom_engine::{Audience, Config};
use proptest::prelude::*;

const PLAYERS: usize = 3;

fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..60)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 32 } else { 256 }))]

    /// Every reachable state keeps its invariants, saves and loads to
    /// itself, and a determinization keeps the observation.
    #[test]
    fn reachable_states_are_sound(seed: u64, observer: u8, det_seed: u64, choices in choices()) {
        common::reachable_states_are_sound::<OhHell>(PLAYERS, seed, observer, det_seed, &choices);
    }

    /// "Each seat in turn plays a card: a card of the led suit if it has
    /// one, otherwise any card", and only a card from its own hand.
    #[test]
    fn a_seat_follows_suit_when_it_can(seed: u64, choices in choices()) {
        let mut led: Option<u8> = None;
        play(&Config::players(PLAYERS), seed, &choices, |before: &OhHell, _, events: &[(Audience, Event)]| {
            for (_, e) in events {
                match *e {
                    Event::Played { player, card } => {
                        let hand = before.hand(player as usize);
                        assert!(hand.contains(card), "seat {player} played a card it did not hold");
                        match led {
                            None => led = Some(suit(card)),
                            Some(l) => assert!(
                                suit(card) == l || hand.is_disjoint(suit_cards(l)),
                                "seat {player} did not follow suit"
                            ),
                        }
                    }
                    Event::TrickWon { .. } => led = None,
                    _ => {}
                }
            }
        });
    }

    /// "The total number of tricks bid by players cannot be equal to the
    /// actual number of tricks that will follow."
    #[test]
    fn the_bids_never_add_up_to_the_tricks(seed: u64, choices in choices()) {
        play(&Config::players(PLAYERS), seed, &choices, |_, g: &OhHell, _| {
            let bids: Option<Vec<u8>> = (0..PLAYERS).map(|s| g.bid(s)).collect();
            if let Some(bids) = bids {
                let total: u32 = bids.iter().map(|&b| b as u32).sum();
                assert_ne!(total, g.tricks() as u32);
            }
        });
    }

    /// "Each seat scores 1 point per trick won, plus 10 if it won exactly as
    /// many tricks as it bid", and every trick played is won by one seat.
    #[test]
    fn one_point_a_trick_and_ten_for_the_exact_bid(seed: u64, choices in prop::collection::vec(any::<u16>(), 60)) {
        let g: OhHell = play(&Config::players(PLAYERS), seed, &choices, |_, _, _| {});
        let won: u32 = (0..PLAYERS).map(|s| g.won(s) as u32).sum();
        prop_assert!(won <= g.tricks() as u32);
        if g.is_terminal() {
            prop_assert_eq!(won, g.tricks() as u32);
            for s in 0..PLAYERS {
                let bonus = if g.bid(s) == Some(g.won(s)) { MADE_BID_BONUS } else { 0 };
                prop_assert_eq!(g.scores()[s], (g.won(s) + bonus) as f64);
            }
        }
    }
}
