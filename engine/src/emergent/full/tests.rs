//! Unit tests for each worked example of the Emergent rulebook and for the
//! rules around them: tiers with 2 players, stock allocation and transport,
//! operating costs a seat cannot pay, the end of the game, the learning
//! variant, and what others can see of a plan.

use super::actions;
use super::rules::resolve_city;
use super::state::*;
use super::*;
use crate::emergent::map::*;
use crate::game::*;
use crate::rng::GameRng;

const BLUE: usize = 0;
const RED: usize = 1;
const YELLOW: usize = 2;
const GREEN: usize = 3;

/// Resolves one New York card for `n` seats with the given stock and
/// marketing; returns units sold and transport paid per seat.
fn sell_to(
    n: usize,
    city: u8,
    tiers: [u8; 3],
    stock: &mut [[u8; REGIONS]; SEATS],
    marketing: &[[u8; REGIONS]; SEATS],
) -> ([u16; SEATS], [u16; SEATS]) {
    let mut units = [0u16; SEATS];
    for s in 0..SEATS {
        units[s] = stock[s].iter().map(|&x| x as u16).sum();
    }
    let before = units;
    let mut income = [0u16; SEATS];
    let mut freight = [0u16; SEATS];
    let mut events: Vec<(crate::game::Audience, Event)> = Vec::new();
    resolve_city(
        n,
        city,
        tiers,
        stock,
        marketing,
        &mut units,
        &mut income,
        &mut freight,
        &mut events,
    );
    let mut sold = [0u16; SEATS];
    for s in 0..SEATS {
        sold[s] = before[s] - units[s];
        assert_eq!(income[s], sold[s] * 5, "seat {s}: $5 a unit");
    }
    (sold, freight)
}

#[test]
fn example_1_tied_players_drop_to_the_third_tier() {
    // New York 5/3/2. Blue 4 cylinders, Red and Yellow 2 each with DCs one
    // region away, Green none.
    let card = DEMAND[0][0];
    assert_eq!((card.city, card.tiers), (NEW_YORK, [5, 3, 2]));
    let ny = CITY_REGION[NEW_YORK as usize] as usize;
    let mut stock = [[0u8; REGIONS]; SEATS];
    let mut mkt = [[0u8; REGIONS]; SEATS];
    stock[BLUE][NORTHEAST as usize] = 10;
    stock[RED][OHIO_VALLEY as usize] = 10;
    stock[YELLOW][MID_ATLANTIC as usize] = 10;
    stock[GREEN][MIDWEST as usize] = 10;
    mkt[BLUE][ny] = 4;
    mkt[RED][ny] = 2;
    mkt[YELLOW][ny] = 2;
    let (sold, freight) = sell_to(4, card.city, card.tiers, &mut stock, &mkt);
    assert_eq!(sold, [5, 2, 2, 0]);
    // Blue sells from New York itself; Red and Yellow carry one region.
    assert_eq!(freight, [0, 2, 2, 0]);
    assert_eq!(stock[BLUE][NORTHEAST as usize], 5);
}

#[test]
fn example_2_tie_at_the_top_takes_the_second_tier_and_distance_orders_the_rest() {
    // "A city's Demand card has 6/4/3": the game's 6/4/3 card (Los Angeles,
    // round 2). Red and Yellow 2 cylinders each (and equally far); Blue's
    // DC closer than Green's.
    let card = DEMAND[1][0];
    assert_eq!(card.tiers, [6, 4, 3]);
    let cr = CITY_REGION[card.city as usize] as usize;
    let mut stock = [[0u8; REGIONS]; SEATS];
    let mut mkt = [[0u8; REGIONS]; SEATS];
    stock[RED][TEXAS as usize] = 10;
    stock[YELLOW][TEXAS as usize] = 10;
    stock[BLUE][MOUNTAIN as usize] = 10;
    stock[GREEN][PLAINS as usize] = 10;
    assert_eq!(DIST[cr][MOUNTAIN as usize], 1);
    assert_eq!(DIST[cr][PLAINS as usize], 2);
    mkt[RED][cr] = 2;
    mkt[YELLOW][cr] = 2;
    let (sold, _) = sell_to(4, card.city, card.tiers, &mut stock, &mkt);
    assert_eq!(sold[RED], 4);
    assert_eq!(sold[YELLOW], 4);
    assert_eq!(sold[BLUE], 3);
    assert_eq!(sold[GREEN], 0);
}

#[test]
fn example_3_three_tied_players_all_take_the_third_tier() {
    // "A city's Demand card has 4/3/2": the game's 4/3/2 card (Seattle,
    // round 3). Red 1 cylinder; everyone's nearest products 2 regions away.
    let card = DEMAND[2][2];
    assert_eq!(card.tiers, [4, 3, 2]);
    let cr = CITY_REGION[card.city as usize] as usize;
    let mut stock = [[0u8; REGIONS]; SEATS];
    let mut mkt = [[0u8; REGIONS]; SEATS];
    for s in 0..SEATS {
        stock[s][MIDWEST as usize] = 5;
        assert_eq!(DIST[cr][MIDWEST as usize], 2);
    }
    stock[GREEN][SOUTHWEST as usize] = 5; // also 2 away
    assert_eq!(DIST[cr][SOUTHWEST as usize], 2);
    mkt[RED][cr] = 1;
    let (sold, freight) = sell_to(4, card.city, card.tiers, &mut stock, &mkt);
    assert_eq!(sold[RED], 4);
    assert_eq!(sold[BLUE], 2);
    assert_eq!(sold[GREEN], 2);
    assert_eq!(sold[YELLOW], 2);
    // 2 or more regions: $2 a unit.
    assert_eq!(freight, [4, 8, 4, 4]);
}

#[test]
fn two_players_use_tiers_one_and_three() {
    let ny = NEW_YORK;
    let cr = CITY_REGION[ny as usize] as usize;
    let mut stock = [[0u8; REGIONS]; SEATS];
    let mut mkt = [[0u8; REGIONS]; SEATS];
    stock[0][NORTHEAST as usize] = 10;
    stock[1][NORTHEAST as usize] = 10;
    mkt[0][cr] = 1;
    let (sold, _) = sell_to(2, ny, [5, 3, 2], &mut stock.clone(), &mkt);
    assert_eq!(sold[..2], [5, 2]);
    // Tied: both drop to the next lower tier, the third.
    mkt[0][cr] = 0;
    let (sold, _) = sell_to(2, ny, [5, 3, 2], &mut stock, &mkt);
    assert_eq!(sold[..2], [2, 2]);
}

#[test]
fn stock_comes_from_the_nearest_dcs_and_sellers_need_stock() {
    let ny = NEW_YORK;
    let mut stock = [[0u8; REGIONS]; SEATS];
    let mut mkt = [[0u8; REGIONS]; SEATS];
    // Seat 0: 2 units in New York, 3 one region away, 5 far away.
    stock[0][NORTHEAST as usize] = 2;
    stock[0][OHIO_VALLEY as usize] = 3;
    stock[0][CALIFORNIA as usize] = 5;
    // Seat 1 has marketing but no product: it takes no tier.
    mkt[1][NORTHEAST as usize] = 5;
    let (sold, freight) = sell_to(3, ny, [7, 3, 2], &mut stock, &mkt);
    assert_eq!(sold[..3], [7, 0, 0]);
    // 2 units carried 0 regions ($0), 3 carried 1 ($1), 2 carried 5 ($2).
    assert_eq!(freight[0], 3 + 2 * 2);
    assert_eq!(stock[0][CALIFORNIA as usize], 3);
}

/// Seat `s` writes `steps` and finishes its plan.
fn plan(g: &mut Emergent, steps: &[Step]) {
    for &s in steps {
        g.apply_step(s).unwrap_or_else(|e| panic!("{s:?}: {e}"));
    }
    g.apply(Action::DONE).unwrap();
}

#[test]
fn a_round_follows_the_books_accounts() {
    let mut g = Emergent::setup(&Config::players(2), 5).unwrap();
    let mut steps = vec![Step::Build {
        large: true,
        region: NORTHEAST,
    }];
    steps.push(Step::Products {
        region: NORTHEAST,
        count: 10,
    });
    steps.push(Step::Marketing(NORTHEAST));
    plan(&mut g, &steps);
    assert_eq!(g.company(0).cash(), 100 - 15 - 10 - 3);
    plan(&mut g, &[]);
    assert_eq!(g.round(), 1);
    // Seat 0 alone has stock; it sells tier 1 of every card (2 players:
    // tiers 1 and 3; alone, it is first everywhere) from New York.
    let mut sold = 0u16;
    let mut freight = 0u16;
    for (rank, city) in g.last_cities().enumerate() {
        let t = DEMAND[0][rank].tiers[0].min(10 - sold as u8) as u16;
        freight += t * transport(DIST[NORTHEAST as usize][CITY_REGION[city as usize] as usize]);
        sold += t;
    }
    let expected = 100 - 28 + 5 * sold - freight - 10;
    assert_eq!(g.company(0).money, expected);
    assert_eq!(g.company(1).money, 100);
    assert_eq!(g.company(0).dcs[LARGE][NORTHEAST as usize], 1);
    assert_eq!(g.company(0).plan, Plan::default());
}

#[test]
fn a_seat_that_cannot_pay_operating_costs_sells_dcs_smallest_first() {
    let mut g = Emergent::setup(&Config::players(2), 5).unwrap();
    let c = &mut g.seats[0];
    c.dcs[SMALL][NORTHWEST as usize] = 1;
    c.dcs[LARGE][TEXAS as usize] = 1;
    c.dcs[LARGE][NORTHEAST as usize] = 1;
    c.dc_total = [1, 2];
    c.money = 12;
    g.check_invariants().unwrap();
    plan(&mut g, &[]);
    let mut events: Vec<(crate::game::Audience, Event)> = Vec::new();
    g.apply_with(Action::DONE, &mut events).unwrap();
    // Upkeep $25 with $12: the small DC ($17), then the large one in Texas
    // ($27); pay $25, keep $2 and the New York DC.
    let c = g.company(0);
    assert_eq!(c.money, 2);
    assert_eq!(c.dc_total, [0, 1]);
    assert_eq!(c.dcs[LARGE][NORTHEAST as usize], 1);
    let forced: Vec<_> = events
        .iter()
        .filter_map(|(_, e)| match *e {
            Event::ForcedSale { region, large, .. } => Some((region, large)),
            _ => None,
        })
        .collect();
    assert_eq!(forced, vec![(NORTHWEST, false), (TEXAS, true)]);
}

#[test]
fn selling_every_dc_always_covers_the_operating_costs() {
    let mut g = Emergent::setup(&Config::players(2), 5).unwrap();
    let c = &mut g.seats[0];
    c.dcs[SMALL][NORTHWEST as usize] = 10;
    c.dcs[LARGE][TEXAS as usize] = 3;
    c.dc_total = [10, 3];
    c.money = 0;
    plan(&mut g, &[]);
    plan(&mut g, &[]);
    assert_eq!(g.company(0).money, 0);
    assert_eq!(g.company(0).dc_total, [0, 0]);
}

#[test]
fn the_game_ends_after_four_rounds_with_dcs_sold_back() {
    let mut g = Emergent::setup(&Config::players(3), 9).unwrap();
    plan(
        &mut g,
        &[
            Step::Build {
                large: false,
                region: MIDWEST,
            },
            Step::Build {
                large: true,
                region: NORTHEAST,
            },
        ],
    );
    for _ in 0..2 {
        plan(&mut g, &[]);
    }
    // Mid-game scores count the DCs at their sale value ($5 + $10).
    assert_eq!(g.company(0).money, 100 - 25 - 15);
    assert_eq!(g.scores()[0], (100 - 25 - 15 + 15) as f64);
    // Seat 0 pays $25 and $15 upkeep a round; the rest do nothing.
    for _ in 1..4 {
        assert_eq!(g.phase(), Phase::Plan);
        for _ in 0..3 {
            plan(&mut g, &[]);
        }
    }
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.is_terminal());
    assert_eq!(g.company(0).money, 100 - 25 - 4 * 15 + 15);
    assert_eq!(g.company(0).dc_total, [0, 0]);
    assert_eq!(g.scores()[0], g.company(0).money as f64);
    // Seats 1 and 2 share the win.
    assert_eq!(g.returns().as_slice(), &[0.0, 0.5, 0.5]);
}

#[test]
fn plans_are_spelled_in_one_order_and_limited_by_cash() {
    let mut g = Emergent::setup(&Config::players(2), 1).unwrap();
    g.apply_step(Step::Build {
        large: false,
        region: TEXAS,
    })
    .unwrap();
    // Lower ids than the last step are refused, the state unchanged.
    let before = g;
    assert!(
        g.apply_step(Step::Build {
            large: false,
            region: CALIFORNIA
        })
        .is_err()
    );
    assert!(
        g.apply_step(Step::Sell {
            large: false,
            region: TEXAS
        })
        .is_err()
    );
    assert_eq!(g, before);
    g.apply_step(Step::Build {
        large: true,
        region: TEXAS,
    })
    .unwrap();
    // 20 slots in Texas. A region's products are one step, or steps of
    // 12 followed by the rest: 15 is spelled 12 + 3 only.
    let twelve = Step::Products {
        region: TEXAS,
        count: 12,
    };
    let three = Step::Products {
        region: TEXAS,
        count: 3,
    };
    let mut other = g;
    other.apply_step(three).unwrap();
    assert!(other.apply_step(twelve).is_err());
    g.apply_step(twelve).unwrap();
    g.apply_step(three).unwrap();
    assert!(g.apply_step(three).is_err());
    assert_eq!(g.company(0).plan.units, 15);
    let mut buf = ActionList::new();
    g.legal_actions(&mut buf);
    assert!(
        !buf.contains(&Action::kind(actions::PRODUCT)),
        "Texas was the only DC region"
    );
    assert!(
        g.apply_step(Step::Marketing(SOUTHWEST)).is_err(),
        "no city there"
    );
    for _ in 0..CYLINDERS {
        g.apply_step(Step::Marketing(TEXAS)).unwrap();
    }
    // $100 - 25 - 15 = 60: 10 cylinders ($30) is the pieces' limit.
    assert_eq!(g.company(0).plan.cylinders, CYLINDERS);
    assert!(g.apply_step(Step::Marketing(TEXAS)).is_err());
}

#[test]
fn learning_variant_limits_rounds_one_and_two() {
    let cfg = Config::players(2).with("learning", "on");
    let mut g = Emergent::setup(&cfg, 1).unwrap();
    assert!(g.learning());
    let mut buf = ActionList::new();
    g.legal_actions(&mut buf);
    assert!(!buf.contains(&Action::kind(actions::MARKETING)));
    g.apply_step(Step::Build {
        large: true,
        region: NORTHEAST,
    })
    .unwrap();
    assert!(
        g.apply_step(Step::Build {
            large: true,
            region: NORTHEAST
        })
        .is_err()
    );
    g.apply_step(Step::Products {
        region: NORTHEAST,
        count: 10,
    })
    .unwrap();
    g.apply(Action::DONE).unwrap();
    plan(
        &mut g,
        &[Step::Build {
            large: false,
            region: TEXAS,
        }],
    );
    // Round 2: no DC bought or sold, one cylinder.
    g.legal_actions(&mut buf);
    assert!(
        !buf.iter()
            .any(|&a| a.id() < Action::kind(actions::PRODUCT).id())
    );
    g.apply_step(Step::Products {
        region: NORTHEAST,
        count: 1,
    })
    .unwrap();
    g.apply_step(Step::Marketing(NORTHEAST)).unwrap();
    assert!(g.apply_step(Step::Marketing(NORTHEAST)).is_err());
    g.apply(Action::DONE).unwrap();
    plan(&mut g, &[]);
    // Round 3: full rules.
    assert_eq!(g.round(), 2);
    g.legal_actions(&mut buf);
    assert!(buf.contains(&Action::kind(actions::SELL_LARGE)));
    assert!(buf.contains(&Action::kind(actions::BUILD_SMALL)));
    let off = Emergent::setup(&Config::players(2), 1).unwrap();
    assert!(!off.learning());
    assert!(Emergent::setup(&Config::players(2).with("learning", "maybe"), 1).is_err());
}

#[test]
fn others_see_only_that_a_plan_is_being_written() {
    let mut g = Emergent::setup(&Config::players(3), 2).unwrap();
    let mut buf = ActionList::new();
    let fresh = g.observation(1);
    let a = Action::kind(actions::BUILD_LARGE);
    assert_eq!(
        g.observe_action(a, 1),
        crate::game::Observed::Hidden { player: 0 }
    );
    g.apply(a).unwrap();
    // A kind is chosen: only regions (no Done, no other kind) are legal.
    assert!(g.apply(Action::DONE).is_err());
    assert!(g.apply(Action::kind(actions::PRODUCT)).is_err());
    g.apply(Action::region(NORTHEAST)).unwrap();
    assert_eq!(
        g.label(Action::kind(actions::PRODUCT), crate::Names::SEATS),
        "Buy products ($1 each) …"
    );
    g.apply(Action::kind(actions::PRODUCT)).unwrap();
    assert_eq!(
        g.label(Action::region(NORTHEAST), crate::Names::SEATS),
        "Buy products in Northeast (New York) …"
    );
    g.apply(Action::region(NORTHEAST)).unwrap();
    assert_eq!(
        g.label(Action::quantity(3), crate::Names::SEATS),
        "Buy 3 products in Northeast (New York) for $3"
    );
    g.legal_actions(&mut buf);
    assert_eq!(buf.len(), 10, "a large DC has 10 slots");
    g.apply(Action::quantity(3)).unwrap();
    assert_eq!(
        g.observation(1),
        fresh,
        "a step behind the screen is unseen"
    );
    assert_ne!(
        g.observation(0),
        Emergent::setup(&Config::players(3), 2)
            .unwrap()
            .observation(0)
    );
    g.apply(Action::DONE).unwrap();
    // Determinization for seat 1 redraws seat 0's plan and keeps its own.
    let d = g.determinize(1, &mut GameRng::new(4));
    assert_eq!(d.observation(1), g.observation(1));
    assert!(d.company(0).plan.done);
    d.check_invariants().unwrap();
}

#[test]
fn invariants_catch_broken_states() {
    let g = Emergent::setup(&Config::players(2), 1).unwrap();
    let mut bad = g;
    bad.seats[0].plan.spent = 3;
    assert!(bad.check_invariants().is_err());
    let mut bad = g;
    bad.seats[3].money = 1;
    assert!(bad.check_invariants().is_err());
    let mut bad = g;
    bad.seats[0].dcs[LARGE][0] = 4;
    bad.seats[0].dc_total[LARGE] = 4;
    assert!(bad.check_invariants().is_err());
    let mut bad = g;
    bad.seats[1].plan.done = true;
    assert!(bad.check_invariants().is_err());
}

#[test]
fn the_heuristic_beats_random_play() {
    let share = crate::emergent::heuristic_share_against_random::<Emergent>(4, 200);
    assert!(share > 0.6, "heuristic won {share} of its games");
}

#[test]
fn demand_cards_go_to_their_assigned_cities() {
    // "Place this round's Demand Cards onto their assigned cities": the same
    // cities whatever the seed (on main they were shuffled among the key
    // cities and among the others).
    for seed in 0..8 {
        let mut g = Emergent::setup(&Config::players(3), seed).unwrap();
        let mut events = Vec::new();
        for _ in 0..3 {
            g.apply_with(Action::DONE, &mut events).unwrap();
        }
        let cities: Vec<(u8, [u8; 3])> = events
            .iter()
            .filter_map(|(_, e)| match *e {
                Event::Demand { city, tiers, .. } => Some((city, tiers)),
                _ => None,
            })
            .collect();
        let expected: Vec<(u8, [u8; 3])> = DEMAND[0].iter().map(|c| (c.city, c.tiers)).collect();
        assert_eq!(cities, expected, "seed {seed}");
        assert_eq!(cities[0], (NEW_YORK, [5, 3, 2]));
        assert_eq!(g.last_cities().collect::<Vec<_>>(), vec![0, 1, 6]);
    }
}

#[test]
fn every_seat_starts_with_100_dollars_and_no_dc() {
    for players in 2..=4 {
        let g = Emergent::setup(&Config::players(players), 3).unwrap();
        for s in 0..players {
            assert_eq!(g.company(s).money, 100);
            assert_eq!(g.company(s).dc_total, [0, 0]);
        }
        assert_eq!((g.round(), g.phase()), (0, Phase::Plan));
    }
}

#[test]
fn the_wooden_pieces_limit_a_plan() {
    // 3 large DCs, 10 cylinders and 50 cubes a colour: no fourth large DC,
    // no eleventh cylinder, no fifty-first cube. (Steps go in the plan's
    // fixed order: small DCs, large DCs, products, marketing, by region.)
    let mut g = Emergent::setup(&Config::players(2), 1).unwrap();
    g.seats[0].money = 5_000;
    for r in [
        NORTHWEST, CALIFORNIA, MOUNTAIN, SOUTHWEST, PLAINS, SOUTHEAST,
    ] {
        g.apply_step(Step::Build {
            large: false,
            region: r,
        })
        .unwrap();
    }
    for r in [TEXAS, MIDWEST, NORTHEAST] {
        g.apply_step(Step::Build {
            large: true,
            region: r,
        })
        .unwrap();
    }
    assert_eq!(g.region_mask(actions::BUILD_LARGE), 0, "three large DCs");
    // 60 slots; 50 cubes fill all but the Northeast.
    for (r, n) in [
        (NORTHWEST, 5),
        (CALIFORNIA, 5),
        (MOUNTAIN, 5),
        (SOUTHWEST, 5),
        (PLAINS, 5),
        (TEXAS, 10),
        (MIDWEST, 10),
        (SOUTHEAST, 5),
    ] {
        g.apply_step(Step::Products {
            region: r,
            count: n,
        })
        .unwrap();
    }
    assert_eq!(g.company(0).plan.units, 50);
    assert_eq!(g.company(0).slots_after(NORTHEAST as usize), 10);
    assert_eq!(g.region_mask(actions::PRODUCT), 0, "fifty cubes");
    for _ in 0..10 {
        g.apply_step(Step::Marketing(NORTHEAST)).unwrap();
    }
    assert!(
        g.apply_step(Step::Marketing(NORTHEAST)).is_err(),
        "ten cylinders"
    );
}

#[test]
fn a_sale_pays_for_later_steps_and_a_region_holds_any_number_of_dcs() {
    // "You can sell a distribution center and immediately receive the
    // revenue from it." "A given region may have any number of DCs."
    let mut g = Emergent::setup(&Config::players(2), 1).unwrap();
    g.seats[0].dcs[LARGE][TEXAS as usize] = 1;
    g.seats[0].dc_total[LARGE] = 1;
    g.seats[0].money = 12;
    g.check_invariants().unwrap();
    g.apply_step(Step::Sell {
        large: true,
        region: TEXAS,
    })
    .unwrap();
    assert_eq!(g.company(0).cash(), 22);
    for _ in 0..2 {
        g.apply_step(Step::Build {
            large: false,
            region: NORTHEAST,
        })
        .unwrap();
    }
    assert_eq!(g.company(0).cash(), 2);
    assert_eq!(g.company(0).dcs_after(SMALL, NORTHEAST as usize), 2);
}

#[test]
fn cities_resolve_from_the_highest_rank_and_unsold_stock_is_lost() {
    // Round 1: New York (rank 1, 5/3/2), Chicago (rank 2, 3/2/1), Atlanta
    // (rank 3, 2/1/1). Seat 0's 12 cubes in the Ohio Valley, one region
    // from all three, go 5, 3, 2 in rank order; the 2 left are liquidated
    // for nothing.
    let mut g = Emergent::setup(&Config::players(2), 1).unwrap();
    plan(
        &mut g,
        &[
            Step::Build {
                large: false,
                region: OHIO_VALLEY,
            },
            Step::Build {
                large: true,
                region: OHIO_VALLEY,
            },
            Step::Products {
                region: OHIO_VALLEY,
                count: 12,
            },
        ],
    );
    let mut events = Vec::new();
    g.apply_with(Action::DONE, &mut events).unwrap();
    let sold: Vec<(u8, u8, u8)> = events
        .iter()
        .filter_map(|(_, e)| match *e {
            Event::Sold {
                player,
                city,
                units,
                ..
            } => Some((player, city, units)),
            _ => None,
        })
        .collect();
    assert_eq!(sold, vec![(0, NEW_YORK, 5), (0, 1, 3), (0, 6, 2)]);
    assert!(events.iter().any(|(_, e)| *e
        == Event::Liquidated {
            player: 0,
            units: 2
        }));
    assert_eq!(g.company(0).money, 100 - 37 + 50 - 10 - 15);
    assert_eq!(
        g.company(0).plan,
        Plan::default(),
        "cylinders and cubes back"
    );
}
