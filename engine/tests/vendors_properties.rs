//! proptest properties for Vendors' rule invariants, over arbitrary
//! player counts, seeds and sequences of choices.

use crate::common;

use boardroom_engine::prelude::*;
use boardroom_engine::vendors::{Event, Vendors};
use boardroom_engine::{Audience, Config, GameRng, Rules};
use proptest::prelude::*;

/// Plays `choices` (indices into the legal actions, wrapped) from a seeded
/// start, calling `check` after every step.
fn play(
    players: usize,
    seed: u64,
    choices: &[u16],
    check: impl FnMut(&Vendors, &Vendors, &[(Audience, Event)]),
) {
    common::play(&Config::players(players), seed, choices, check);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 32 } else { 256 }))]

    /// Customers change only through announced rule effects: each seat's
    /// change in a step equals the sum of its Customers events.
    #[test]
    fn customers_change_only_as_announced(players in 2usize..=6, seed: u64, choices in prop::collection::vec(any::<u16>(), 0..400)) {
        play(players, seed, &choices, |before, after, events| {
            for s in 0..players {
                let (mut di, mut db) = (0i32, 0i32);
                for (_, e) in events {
                    if let Event::Customers { player, individual, business } = *e {
                        if player as usize == s {
                            di += individual as i32;
                            db += business as i32;
                        }
                    }
                }
                let (b, a) = (before.player(s), after.player(s));
                assert_eq!(a.individual as i32 - b.individual as i32, di, "seat {s} individual");
                assert_eq!(a.business as i32 - b.business as i32, db, "seat {s} business");
            }
        });
    }

    /// Every reachable state keeps its invariants, saves and loads to itself,
    /// and a determinization for any seat keeps that seat's observation.
    #[test]
    fn reachable_states_are_sound(players in 2usize..=6, seed: u64, observer in 0u8..6, det_seed: u64, choices in prop::collection::vec(any::<u16>(), 0..400)) {
        let observer = observer % players as u8;
        play(players, seed, &choices, |_, g, _| {
            g.check_invariants().unwrap();
        });
        let mut g = Vendors::setup(&Config::players(players), seed).unwrap();
        let mut buf = <Vendors as Rules>::ActionList::default();
        for &c in &choices {
            if g.is_terminal() { break; }
            g.legal_actions(&mut buf);
            g.apply(buf[c as usize % buf.len()]).unwrap();
        }
        prop_assert_eq!(Vendors::load(&g.save()).unwrap(), g);
        let d = g.determinize(observer, &mut GameRng::new(det_seed));
        prop_assert_eq!(d.observation(observer), g.observation(observer));
        d.check_invariants().unwrap();
    }

    /// Points never decrease except through a technical problem or a
    /// payment for an ongoing Agile effect, and a step changes at most the
    /// seats it names in its events.
    #[test]
    fn scores_fall_only_through_problems_or_payments(players in 2usize..=6, seed: u64, choices in prop::collection::vec(any::<u16>(), 0..400)) {
        play(players, seed, &choices, |before, after, events| {
            for s in 0..players {
                if after.scores()[s] < before.scores()[s] {
                    let explained = events.iter().any(|(_, e)| matches!(*e,
                        Event::ProblemRevealed { player, .. } | Event::EffectPlayed { player, .. } if player as usize == s));
                    assert!(explained, "seat {s} lost points without a problem or payment: {events:?}");
                }
            }
        });
    }
}
