//! proptest properties for Spiel des Jahres' rule invariants, over arbitrary
//! player counts, seeds and sequences of choices, each in the book's words.

use crate::common;

use crate::common::play;
use boardroom_engine::prelude::*;
use boardroom_engine::spiel_des_jahres::SpielDesJahres;
use boardroom_engine::{Config, ToMove};
use proptest::prelude::*;

fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..500)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 32 } else { 256 }))]

    /// Every reachable state keeps its invariants, saves and loads to
    /// itself, and a determinization keeps the observation.
    #[test]
    fn reachable_states_are_sound(players in 2usize..=6, seed: u64, observer: u8, det_seed: u64, choices in choices()) {
        common::reachable_states_are_sound::<SpielDesJahres>(players, seed, observer, det_seed, &choices);
    }

    /// "A game may not be published if a game of the same name already
    /// exists": the published games' names are all different.
    #[test]
    fn no_two_published_games_share_a_name(players in 2usize..=6, seed: u64, choices in choices()) {
        play(&Config::players(players), seed, &choices, |_, g: &SpielDesJahres, _| {
            let mut names: Vec<String> = g
                .published()
                .map(|(i, _, _)| {
                    let mut s = String::new();
                    g.write_game_name(i as usize, &mut s).unwrap();
                    s
                })
                .collect();
            let n = names.len();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), n, "{names:?}");
        });
    }

    /// "If a player is unable to produce the funds to pay a game designer
    /// at the end of a month they become bankrupt and are eliminated from
    /// the game": a bankrupt seat stays so, owns nothing and never decides
    /// again.
    #[test]
    fn a_bankrupt_player_is_out_for_good(players in 2usize..=6, seed: u64, choices in choices()) {
        play(&Config::players(players), seed, &choices, |before: &SpielDesJahres, after, _| {
            for s in 0..players {
                if before.is_bankrupt(s) {
                    assert!(after.is_bankrupt(s), "seat {s} came back");
                }
                if after.is_bankrupt(s) {
                    assert_ne!(after.to_move(), ToMove::Player(s as u8), "seat {s} decides");
                    assert!(after.hand(s).is_empty(), "seat {s} holds cards");
                    assert!(after.published().all(|(_, o, _)| o as usize != s), "seat {s} owns a game");
                }
            }
        });
    }

    /// "Spiel Des Jahres proceeds for 12 rounds", one month after another;
    /// and "the player that published it wins the game": a winner is a
    /// player still in the game.
    #[test]
    fn twelve_months_in_order_and_the_winner_is_in_the_game(players in 2usize..=6, seed: u64, choices in choices()) {
        let g: SpielDesJahres = play(&Config::players(players), seed, &choices, |before: &SpielDesJahres, after, _| {
            assert!(after.month() >= before.month() && after.month() <= 12);
        });
        if let Some(w) = g.winner() {
            prop_assert!(g.is_terminal());
            prop_assert!(!g.is_bankrupt(w as usize));
        }
    }
}
