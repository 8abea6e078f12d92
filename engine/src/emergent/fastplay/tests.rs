//! Unit tests for Fast Play: the book's placement example, the placement
//! limits, region scoring with its tie rules and the 3+-player condition,
//! the tie-breaks, and the game length.

use super::*;
use crate::emergent::map::*;
use crate::game::*;

fn place(g: &mut FastPlay, large: [u8; 2], small: [u8; 3]) {
    for r in large {
        g.apply(Action::large(r))
            .unwrap_or_else(|e| panic!("large {r}: {e}"));
    }
    for r in small {
        g.apply(Action::small(r))
            .unwrap_or_else(|e| panic!("small {r}: {e}"));
    }
}

#[test]
fn book_example_large_and_small_dc_in_the_northeast_make_seven_cubes() {
    assert_eq!(COLOUR[NORTHEAST as usize], Colour::Green);
    assert_eq!(
        FastPlay::cubes_for(true, NORTHEAST) + FastPlay::cubes_for(false, NORTHEAST),
        7
    );
    let mut g = FastPlay::setup(&Config::players(2), 1).unwrap();
    place(
        &mut g,
        [PLAINS, NORTHEAST],
        [SOUTHWEST, SOUTHWEST, NORTHEAST],
    );
    place(&mut g, [TEXAS, TEXAS], [FLORIDA, FLORIDA, FLORIDA]);
    assert_eq!(g.cubes(0, NORTHEAST), 7);
    // Plain regions: 2 for a large DC, 1 for a small one.
    assert_eq!(g.cubes(0, PLAINS), 2);
    assert_eq!(g.cubes(0, SOUTHWEST), 2);
    // Red regions: one more per DC.
    assert_eq!(g.cubes(1, TEXAS), 6);
    assert_eq!(g.cubes(1, FLORIDA), 6);
    assert_eq!(g.round(), 1);
}

#[test]
fn at_most_three_dcs_in_a_region_and_one_spelling() {
    let mut g = FastPlay::setup(&Config::players(2), 1).unwrap();
    g.apply(Action::large(TEXAS)).unwrap();
    // Large DCs go in region order; small ones wait for the large ones.
    assert!(g.apply(Action::large(MOUNTAIN)).is_err());
    assert!(g.apply(Action::small(TEXAS)).is_err());
    g.apply(Action::large(TEXAS)).unwrap();
    g.apply(Action::small(TEXAS)).unwrap();
    // A fourth DC in Texas is refused, the state unchanged.
    let before = g;
    assert!(g.apply(Action::small(TEXAS)).is_err());
    assert!(g.apply(Action::small(PLAINS)).is_err(), "region order");
    assert_eq!(g, before);
    let mut buf = ActionList::new();
    g.legal_actions(&mut buf);
    assert!(buf.iter().all(|a| !a.large && a.region > TEXAS));
    assert_eq!(buf.len(), REGIONS - 1 - TEXAS as usize);
}

#[test]
fn placements_never_paint_themselves_into_a_corner() {
    // Small DCs are in region order, so the first one must leave room for
    // the other two at or after it.
    let mut g = FastPlay::setup(&Config::players(2), 1).unwrap();
    g.apply(Action::large(NORTHEAST)).unwrap();
    g.apply(Action::large(NORTHEAST)).unwrap();
    let mut buf = ActionList::new();
    g.legal_actions(&mut buf);
    assert!(!buf.contains(&Action::small(NORTHEAST)));
    assert!(buf.contains(&Action::small(MID_ATLANTIC)));
    g.apply(Action::small(MID_ATLANTIC)).unwrap();
    // A small DC in the Northeast now would leave the last one nowhere.
    g.legal_actions(&mut buf);
    assert_eq!(buf.as_slice(), &[Action::small(MID_ATLANTIC)]);
    g.apply(Action::small(MID_ATLANTIC)).unwrap();
    g.legal_actions(&mut buf);
    assert_eq!(buf.len(), 2);
}

fn with_cubes(players: usize, cubes: &[[u8; REGIONS]]) -> FastPlay {
    let mut g = FastPlay::setup(&Config::players(players), 1).unwrap();
    for (s, c) in cubes.iter().enumerate() {
        g.cubes[s] = *c;
    }
    g
}

fn region(values: &[(u8, u8)]) -> [u8; REGIONS] {
    let mut c = [0u8; REGIONS];
    for &(r, v) in values {
        c[r as usize] = v;
    }
    c
}

#[test]
fn region_scoring_and_its_tie_rules() {
    let ne = NORTHEAST as usize;
    // First 2, second 1, third nothing.
    let g = with_cubes(
        3,
        &[
            region(&[(NORTHEAST, 7)]),
            region(&[(NORTHEAST, 5)]),
            region(&[(NORTHEAST, 2)]),
        ],
    );
    assert_eq!(g.score_region(ne).0[..3], [2, 1, 0]);
    // A tie for first: each tied seat 1, nobody else.
    let g = with_cubes(
        3,
        &[
            region(&[(NORTHEAST, 7)]),
            region(&[(NORTHEAST, 7)]),
            region(&[(NORTHEAST, 2)]),
        ],
    );
    assert_eq!(g.score_region(ne), ([1, 1, 0, 0], None));
    // A tie for second: no second place.
    let g = with_cubes(
        4,
        &[
            region(&[(NORTHEAST, 7)]),
            region(&[(NORTHEAST, 3)]),
            region(&[(NORTHEAST, 3)]),
            region(&[(NORTHEAST, 1)]),
        ],
    );
    assert_eq!(g.score_region(ne), ([2, 0, 0, 0], Some(0)));
    // No cubes, no second place.
    let g = with_cubes(3, &[region(&[(NORTHEAST, 7)])]);
    assert_eq!(g.score_region(ne).0, [2, 0, 0, 0]);
    // Two players: no second place.
    let g = with_cubes(2, &[region(&[(NORTHEAST, 7)]), region(&[(NORTHEAST, 5)])]);
    assert_eq!(g.score_region(ne).0[..2], [2, 0]);
}

#[test]
fn ties_break_on_green_then_red_regions_won() {
    // Both score 2; seat 1's region is green, seat 0's red.
    let g = with_cubes(2, &[region(&[(TEXAS, 3)]), region(&[(MIDWEST, 3)])]);
    let st = g.standings();
    assert_eq!(st[0].points, st[1].points);
    assert_eq!((st[1].green, st[0].red), (1, 1));
    let mut over = g;
    over.phase = Phase::Over;
    over.round = over.rounds;
    assert_eq!(over.returns().as_slice(), &[0.0, 1.0]);
    // Red breaks a tie that green leaves.
    let g = with_cubes(
        2,
        &[
            region(&[(TEXAS, 3), (PLAINS, 2)]),
            region(&[(SOUTHWEST, 3), (OHIO_VALLEY, 3)]),
        ],
    );
    let st = g.standings();
    assert_eq!(st[0].points, st[1].points);
    assert!(st[0] > st[1]);
    // Fully tied: shared.
    let mut g = with_cubes(2, &[region(&[(TEXAS, 3)]), region(&[(FLORIDA, 3)])]);
    g.phase = Phase::Over;
    g.round = g.rounds;
    assert_eq!(g.returns().as_slice(), &[0.5, 0.5]);
}

#[test]
fn three_rounds_by_default_four_by_option() {
    for (cfg, rounds) in [
        (Config::players(3), 3),
        (Config::players(3).with("rounds", "4"), 4),
    ] {
        let mut g = FastPlay::setup(&cfg, 2).unwrap();
        let mut steps = 0;
        let mut rng = GameRng::new(3);
        while !g.is_terminal() {
            let a = g.heuristic_action(&mut rng);
            g.apply(a).unwrap();
            steps += 1;
        }
        assert_eq!(steps, rounds * 3 * 5);
        assert_eq!(steps, g.max_game_length());
        let total: u32 = (0..3)
            .flat_map(|s| (0..REGIONS as u8).map(move |r| (s, r)))
            .map(|(s, r)| g.cubes(s, r) as u32)
            .sum();
        assert!(total >= rounds as u32 * 3 * 7);
    }
    assert!(FastPlay::setup(&Config::players(3).with("rounds", "5"), 1).is_err());
}

#[test]
fn others_see_only_that_dcs_are_being_placed() {
    let mut g = FastPlay::setup(&Config::players(3), 2).unwrap();
    let fresh = g.observation(2);
    let a = Action::large(MIDWEST);
    assert_eq!(g.observe_action(a, 2), Observed::Hidden { player: 0 });
    assert_eq!(g.observe_action(a, 0), Observed::Seen(a));
    g.apply(a).unwrap();
    assert_eq!(g.observation(2), fresh);
    let d = g.determinize(2, &mut GameRng::new(1));
    assert_eq!(d.observation(2), g.observation(2));
    d.check_invariants().unwrap();
}

#[test]
fn the_heuristic_beats_random_play() {
    let share = crate::emergent::heuristic_share_against_random::<FastPlay>(4, 300);
    assert!(share > 0.5, "heuristic won {share} of its games");
}

#[test]
fn cubes_stay_from_round_to_round_and_dcs_leave() {
    // "After placing product cubes, remove your DCs and start the next
    // round. Product cubes remain where they are until the end of the game."
    let mut g = FastPlay::setup(&Config::players(2), 1).unwrap();
    for _ in 0..2 {
        place(&mut g, [PLAINS, PLAINS], [SOUTHWEST, SOUTHWEST, SOUTHWEST]);
        place(&mut g, [TEXAS, TEXAS], [FLORIDA, FLORIDA, FLORIDA]);
    }
    assert_eq!(g.round(), 2);
    assert_eq!(g.cubes(0, PLAINS), 2 * 4, "two rounds of two large DCs");
    assert_eq!(g.cubes(1, TEXAS), 2 * 6);
    // Every DC is back: all five may be placed again.
    let mut buf = ActionList::new();
    g.legal_actions(&mut buf);
    assert!(!buf.is_empty());
}

/// Every legal placement of `k` DCs for the current seat of `g`, found by
/// stepping through the legal moves (the rules alone, no sampling).
fn every_placement(g: &FastPlay, k: u8) -> Vec<Placement> {
    fn walk(g: &mut FastPlay, k: u8, out: &mut Vec<Placement>) {
        let s = g.current as usize;
        if g.placed[s].n == k {
            out.push(g.placed[s]);
            return;
        }
        let mut mask = g.legal_mask();
        while mask != 0 {
            let r = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            let saved = g.placed[s];
            let pl = &mut g.placed[s];
            pl.regions[pl.n as usize] = r;
            pl.n += 1;
            walk(g, k, out);
            g.placed[s] = saved;
        }
    }
    let mut g = *g;
    g.placed[g.current as usize] = Placement::default();
    let mut out = Vec::new();
    walk(&mut g, k, &mut out);
    out
}

/// Pearson's chi-square of `counts` against equal expected counts, and
/// a bound it stays under with probability far above 1 - 1e-6 when the
/// counts are uniform (degrees of freedom plus six standard deviations).
fn chi_square_uniform(counts: &[u32]) -> (f64, f64) {
    let n: u32 = counts.iter().sum();
    let expected = n as f64 / counts.len() as f64;
    let chi: f64 = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    let dof = counts.len() as f64 - 1.0;
    (chi, dof + 6.0 * (2.0 * dof).sqrt())
}

#[test]
fn determinization_draws_every_legal_placement_equally_often() {
    // "Players secretly simultaneously place 3 small DCs and 2 large
    // DCs": the placements a seat cannot tell apart are every legal one,
    // so each is drawn equally often. Three DCs (924 placements) for the
    // count of draws a test can afford; five DCs are checked through the
    // law of the large pair below.
    let g = FastPlay::setup(&Config::players(2), 1).unwrap();
    let all = every_placement(&g, 3);
    assert_eq!(all.len(), 924, "large pair then one small, by the rules");
    let index = |p: &Placement| all.iter().position(|q| q == p);
    let mut rng = GameRng::new(7);
    let mut counts = vec![0u32; all.len()];
    for _ in 0..all.len() * 40 {
        let p = g.random_placement(3, &mut rng);
        counts[index(&p).expect("a legal placement")] += 1;
    }
    assert!(counts.iter().all(|&c| c > 0), "every placement appears");
    let (chi, bound) = chi_square_uniform(&counts);
    assert!(chi < bound, "chi-square {chi:.0} above {bound:.0}");

    // One legal DC at a time, the draw this replaced, fails the same check.
    let mut counts = vec![0u32; all.len()];
    for _ in 0..all.len() * 40 {
        let mut h = g;
        for _ in 0..3 {
            let mask = h.legal_mask();
            let mut k = rng.below(mask.count_ones());
            let mut m = mask;
            while k > 0 {
                m &= m - 1;
                k -= 1;
            }
            let r = m.trailing_zeros() as u8;
            let pl = &mut h.placed[0];
            pl.regions[pl.n as usize] = r;
            pl.n += 1;
        }
        counts[index(&h.placed[0]).unwrap()] += 1;
    }
    let (chi, bound) = chi_square_uniform(&counts);
    assert!(chi > bound, "the stepwise draw looked uniform: {chi:.0}");
}

#[test]
fn a_finished_seat_is_redrawn_from_every_placement_equally() {
    // Seat 0 has placed its five DCs face down; seat 1, to move, cannot
    // tell its 28,116 legal placements apart. Each large pair is drawn as
    // often as the placements that hold it.
    let mut g = FastPlay::setup(&Config::players(2), 1).unwrap();
    place(&mut g, [PLAINS, PLAINS], [SOUTHWEST, SOUTHWEST, SOUTHWEST]);
    assert_eq!(g.current, 1);
    let mut first = g;
    first.current = 0;
    let all = every_placement(&first, 5);
    assert_eq!(all.len(), 28_116);
    let pair = |p: &Placement| p.regions[0] as usize * REGIONS + p.regions[1] as usize;
    let mut law = vec![0u32; REGIONS * REGIONS];
    for p in &all {
        law[pair(p)] += 1;
    }
    let draws = 40_000u32;
    let mut rng = GameRng::new(11);
    let mut seen = vec![0u32; REGIONS * REGIONS];
    for _ in 0..draws {
        let d = g.determinize(1, &mut rng);
        assert_eq!(d.observation(1), g.observation(1));
        assert_eq!(d.placed[0].n, DCS);
        seen[pair(&d.placed[0])] += 1;
    }
    // Pearson's chi-square against the exact law over the 78 pairs.
    let chi: f64 = law
        .iter()
        .zip(&seen)
        .filter(|(l, _)| **l > 0)
        .map(|(&l, &s)| {
            let e = l as f64 * draws as f64 / all.len() as f64;
            (s as f64 - e).powi(2) / e
        })
        .sum();
    let dof = 77.0;
    assert!(
        chi < dof + 6.0 * (2.0f64 * dof).sqrt(),
        "chi-square {chi:.0} over 78 pairs"
    );
}
