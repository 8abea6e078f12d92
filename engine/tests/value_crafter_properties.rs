//! proptest properties for Value Crafter's rule invariants, over arbitrary
//! seeds and sequences of choices, each in the book's words.

use crate::common;

use crate::common::play;
use boardroom_engine::prelude::*;
use boardroom_engine::value_crafter::content::MARKET_COUNT;
use boardroom_engine::value_crafter::state::{BLOCKER, NONE};
use boardroom_engine::value_crafter::{Event, ValueCrafter};
use boardroom_engine::{Audience, Config};
use proptest::prelude::*;

const PLAYERS: usize = 4;

fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..600)
}

/// Spots of any market holding seat `s`'s rockets (launched or blocking).
fn rockets_placed(g: &ValueCrafter, s: u8) -> usize {
    (0..MARKET_COUNT)
        .flat_map(|m| g.market(m).iter())
        .filter(|&&o| o != NONE && o & !BLOCKER == s)
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 32 } else { 256 }))]

    /// Every reachable state keeps its invariants (nothing of an auction or
    /// a launch is left open once "the game ends immediately"), saves and
    /// loads to itself, and a determinization keeps the observation.
    #[test]
    fn reachable_states_are_sound(seed: u64, observer: u8, det_seed: u64, choices in choices()) {
        common::reachable_states_are_sound::<ValueCrafter>(PLAYERS, seed, observer, det_seed, &choices);
    }

    /// "The game ends immediately when ... Someone reaches $100 on the
    /// scoreboard": no decision is ever asked of anyone once a seat has
    /// $100, whatever was under way.
    #[test]
    fn reaching_100_ends_the_game_at_once(seed: u64, choices in choices()) {
        play(&Config::players(PLAYERS), seed, &choices, |_, g: &ValueCrafter, _| {
            if (0..PLAYERS).any(|s| g.money(s) >= 100) {
                assert!(g.is_terminal(), "play went on after $100");
            }
        });
    }

    /// Money moves only as the rules announce it: revenue from a launch,
    /// the events' and markers' gains and losses, the price paid at an
    /// auction, and the final bonuses.
    #[test]
    fn money_changes_only_as_announced(seed: u64, choices in choices()) {
        play(&Config::players(PLAYERS), seed, &choices, |before: &ValueCrafter, after, events: &[(Audience, Event)]| {
            let mut delta = [0i32; PLAYERS];
            for (_, e) in events {
                match *e {
                    Event::Money { player, delta: d } => delta[player as usize] += d as i32,
                    Event::Launched { player, revenue, .. } => delta[player as usize] += revenue as i32,
                    Event::Paid { player, money, .. } => delta[player as usize] -= money as i32,
                    Event::Bonus { player, amount } => delta[player as usize] += amount as i32,
                    _ => {}
                }
            }
            for (s, d) in delta.iter().enumerate() {
                assert_eq!(after.money(s) as i32 - before.money(s) as i32, *d, "seat {s}: {events:?}");
            }
        });
    }

    /// "To launch an offering, first place one of your rockets on the first
    /// available spot on that market", and Razor and Blade places "an
    /// additional rocket in the last available spot": rockets reach the
    /// markets only so, and never leave them.
    #[test]
    fn a_launch_places_one_rocket_and_razor_and_blade_one_more(seed: u64, choices in choices()) {
        play(&Config::players(PLAYERS), seed, &choices, |before: &ValueCrafter, after, events: &[(Audience, Event)]| {
            for s in 0..PLAYERS as u8 {
                let placed = events
                    .iter()
                    .filter(|(_, e)| matches!(*e,
                        Event::Launched { player, .. } | Event::Blocked { player, .. } if player == s))
                    .count();
                assert_eq!(rockets_placed(after, s), rockets_placed(before, s) + placed, "seat {s}");
            }
        });
    }

    /// "Each other player may choose to bid once, stating a positive whole
    /// number amount higher than the previous bid": within an auction every
    /// bid is above the last.
    #[test]
    fn each_bid_is_higher_than_the_previous(seed: u64, choices in choices()) {
        let mut last = 0u8;
        play(&Config::players(PLAYERS), seed, &choices, |_, _: &ValueCrafter, events: &[(Audience, Event)]| {
            for (_, e) in events {
                match *e {
                    Event::AuctionStarted { .. } => last = 0,
                    Event::Bid { amount, .. } => {
                        assert!(amount > last, "bid {amount} after {last}");
                        last = amount;
                    }
                    _ => {}
                }
            }
        });
    }

    /// "You may take up to 4 value cards" (Trendspotter and Zero Waste
    /// included: "you can still only take up to 4 value cards").
    #[test]
    fn an_offering_takes_at_most_four_values(seed: u64, choices in choices()) {
        let mut taken = 0u32;
        play(&Config::players(PLAYERS), seed, &choices, |_, _: &ValueCrafter, events: &[(Audience, Event)]| {
            for (_, e) in events {
                match *e {
                    Event::Won { .. } => taken = 0,
                    Event::ValuesTaken { values, .. } => {
                        taken += values.count_ones();
                        assert!(taken <= 4, "{taken} values for one offering");
                    }
                    _ => {}
                }
            }
        });
    }
}
