//! proptest properties for Emergent's rule invariants (the full game and
//! Fast Play), over arbitrary player counts, seeds and sequences of choices.

use crate::common::play;
use boardroom_engine::emergent::fastplay::{self, FastPlay};
use boardroom_engine::emergent::full::{Emergent, Event};
use boardroom_engine::prelude::*;
use boardroom_engine::{Config, GameRng};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 32 } else { 256 }))]

    /// Money changes only at placement and execution, and each seat's
    /// change equals what the events announce: plan sales and purchases,
    /// income less transport and operating costs, forced sales, and the
    /// final sale of the DCs.
    #[test]
    fn money_changes_only_as_announced(players in 2usize..=4, learning: bool, seed: u64, choices in prop::collection::vec(any::<u16>(), 0..600)) {
        let config = Config::players(players).with("learning", if learning { "on" } else { "off" });
        play::<Emergent>(&config, seed, &choices, |before, after, events| {
            for s in 0..players {
                let mut delta = 0i64;
                for (_, e) in events {
                    match *e {
                        Event::Revealed { player, plan } if player as usize == s => {
                            delta += plan.gained as i64 - plan.spent as i64;
                        }
                        Event::Accounts { player, income, transport, upkeep } if player as usize == s => {
                            delta += income as i64 - transport as i64 - upkeep as i64;
                        }
                        Event::ForcedSale { player, large, .. } if player as usize == s => {
                            delta += if large { 10 } else { 5 };
                        }
                        Event::SoldBack { player, amount } if player as usize == s => {
                            delta += amount as i64;
                        }
                        _ => {}
                    }
                }
                let (b, a) = (before.company(s).money as i64, after.company(s).money as i64);
                assert_eq!(a - b, delta, "seat {s}: {events:?}");
            }
        });
    }

    /// Units sold to a city never exceed its card's tier, and each card is
    /// placed on a distinct city.
    #[test]
    fn sales_respect_the_tiers(players in 2usize..=4, seed: u64, choices in prop::collection::vec(any::<u16>(), 0..600)) {
        play::<Emergent>(&Config::players(players), seed, &choices, |_, _, events| {
            let mut cities = Vec::new();
            let mut tiers = [0u8; 3];
            for (_, e) in events {
                match *e {
                    Event::Demand { city, tiers: t, .. } => {
                        assert!(!cities.contains(&city));
                        cities.push(city);
                        tiers = t;
                    }
                    Event::Sold { tier, units, .. } => {
                        assert!(units <= tiers[tier as usize]);
                        if players == 2 {
                            assert_ne!(tier, 1, "2 players skip tier 2");
                        }
                    }
                    _ => {}
                }
            }
        });
    }

    /// Every reachable state keeps its invariants, saves and loads to
    /// itself, and a determinization for any seat keeps that seat's
    /// observation, for both games.
    #[test]
    fn reachable_states_are_sound(players in 2usize..=4, seed: u64, observer in 0u8..4, det_seed: u64, choices in prop::collection::vec(any::<u16>(), 0..600)) {
        let observer = observer % players as u8;
        let config = Config::players(players);
        let g: Emergent = play(&config, seed, &choices, |_, g: &Emergent, _| g.check_invariants().unwrap());
        prop_assert_eq!(Emergent::load(&g.save()).unwrap(), g);
        let d = g.determinize(observer, &mut GameRng::new(det_seed));
        prop_assert_eq!(d.observation(observer), g.observation(observer));
        d.check_invariants().unwrap();
        let f: FastPlay = play(&config, seed, &choices, |_, g: &FastPlay, _| g.check_invariants().unwrap());
        prop_assert_eq!(FastPlay::load(&f.save()).unwrap(), f);
        let d = f.determinize(observer, &mut GameRng::new(det_seed));
        prop_assert_eq!(d.observation(observer), f.observation(observer));
    }

    /// Fast Play cubes never leave the board, and a round adds exactly what
    /// the revealed DCs leave.
    #[test]
    fn fastplay_cubes_only_grow_by_the_dcs(players in 2usize..=4, seed: u64, choices in prop::collection::vec(any::<u16>(), 0..80)) {
        play::<FastPlay>(&Config::players(players), seed, &choices, |before, after, events| {
            for s in 0..players {
                for r in 0..12u8 {
                    let added: u32 = events.iter().map(|(_, e)| match *e {
                        fastplay::Event::Cubes { player, region, count } if player as usize == s && region == r => count as u32,
                        _ => 0,
                    }).sum();
                    assert_eq!(after.cubes(s, r) as u32, before.cubes(s, r) as u32 + added);
                }
            }
            for (_, e) in events {
                if let fastplay::Event::Revealed { regions, .. } = *e {
                    let expected: u32 = regions.iter().enumerate().map(|(i, &r)| FastPlay::cubes_for(i < 2, r) as u32).sum();
                    let got: u32 = events.iter().map(|(_, x)| match *x {
                        fastplay::Event::Cubes { player, count, .. } if matches!(*e, fastplay::Event::Revealed { player: p, .. } if p == player) => count as u32,
                        _ => 0,
                    }).sum();
                    assert_eq!(got, expected);
                }
            }
        });
    }
}
