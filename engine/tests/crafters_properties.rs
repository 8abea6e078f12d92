//! proptest properties for Crafters' rule invariants, over player counts,
//! both dice options, seeds and arbitrary sequences of choices.

use crate::common;

use boardroom_engine::crafters::content::SITES;
use boardroom_engine::crafters::{Crafters, Event};
use boardroom_engine::prelude::*;
use boardroom_engine::{Audience, Config, GameRng, ToMove};
use proptest::prelude::*;

fn config(players: usize, two_dice: bool) -> Config {
    Config::players(players).with("dice", if two_dice { "two" } else { "one" })
}

/// Plays `choices` (indices into the legal actions, wrapped), calling
/// `check(before, after, mover, events)` after every step.
fn play(
    config: &Config,
    seed: u64,
    choices: &[u16],
    mut check: impl FnMut(&Crafters, &Crafters, u8, &[(Audience, Event)]),
) -> Crafters {
    common::play(config, seed, choices, |before: &Crafters, after, events| {
        let ToMove::Player(mover) = before.to_move() else {
            unreachable!("a step from a finished game")
        };
        check(before, after, mover, events)
    })
}

/// Victory points from event cards and tokens (the initiative left out).
fn earned(g: &Crafters, s: usize) -> u32 {
    let initiative = if g.initiative() as usize == s { 2 } else { 0 };
    g.vp(s) - initiative
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 32 } else { 256 }))]

    /// Only the player deciding spends or earns gold, except for the
    /// master's fee its owner receives and the gold events burn (bids,
    /// the Tax Collector), each announced.
    #[test]
    fn others_gold_moves_only_by_fees_and_events(players in 2usize..=4, two: bool, seed: u64, choices in prop::collection::vec(any::<u16>(), 0..500)) {
        play(&config(players, two), seed, &choices, |before, after, mover, events| {
            for s in 0..players {
                let mut delta = 0i64;
                for (_, e) in events {
                    match *e {
                        Event::Made { site, fee, .. } if before.owner(site) as usize == s => delta += fee as i64,
                        Event::GoldLost { player, amount } if player as usize == s => delta -= amount as i64,
                        _ => {}
                    }
                }
                if s != mover as usize {
                    let d = after.player(s).gold as i64 - before.player(s).gold as i64;
                    assert_eq!(d, delta, "seat {s}: {events:?}");
                }
            }
        });
    }

    /// Victory points earned never go down; whoever earns some holds the
    /// initiative afterwards.
    #[test]
    fn points_only_grow_and_take_the_initiative(players in 2usize..=4, two: bool, seed: u64, choices in prop::collection::vec(any::<u16>(), 0..500)) {
        play(&config(players, two), seed, &choices, |before, after, _, events| {
            for s in 0..players {
                let (b, a) = (earned(before, s), earned(after, s));
                assert!(a >= b, "seat {s} lost points: {events:?}");
                if a > b {
                    assert_eq!(after.initiative() as usize, s);
                }
            }
        });
    }

    /// Buildings stay built by the same owner, houses never come back, an
    /// event card that left the track never returns, and every reachable
    /// state keeps its invariants, saves and loads to itself, and keeps the
    /// observation of any seat through a determinization.
    #[test]
    fn reachable_states_are_sound(players in 2usize..=4, two: bool, seed: u64, observer in 0u8..4, det_seed: u64, choices in prop::collection::vec(any::<u16>(), 0..500)) {
        let observer = observer % players as u8;
        let mut gone = 0u32;
        let g = play(&config(players, two), seed, &choices, |before, after, _, events| {
            after.check_invariants().unwrap();
            for site in 0..SITES as u8 {
                let o = before.owner(site);
                assert!(o == u8::MAX || after.owner(site) == o);
            }
            for s in 0..players {
                assert!(after.player(s).houses >= before.player(s).houses);
            }
            for (_, e) in events {
                if let Event::EventDiscarded { card } | Event::EventWon { card, .. } = *e {
                    gone |= 1 << card;
                }
            }
            for c in after.track() {
                assert!(c == u8::MAX || gone >> c & 1 == 0, "card {c} came back");
            }
        });
        prop_assert_eq!(Crafters::load(&g.save()).unwrap(), g);
        let d = g.determinize(observer, &mut GameRng::new(det_seed));
        d.check_invariants().unwrap();
        prop_assert_eq!(d.observation(observer), g.observation(observer));
    }
}
