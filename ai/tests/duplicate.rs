//! Duplicate deals: a whole seat rotation plays one deal, and the interval
//! is taken over deals.

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{ArenaSettings, arena_of};
use boardroom_engine::Config;
use boardroom_engine::oh_hell::OhHell;
use boardroom_engine::prelude::*;

fn settings(games: usize, duplicate: bool) -> ArenaSettings {
    ArenaSettings {
        config: Config::players(3),
        games,
        seed: 9,
        threads: 2,
        duplicate,
    }
}

#[test]
fn a_rotation_shares_one_deal_and_the_next_gets_another() {
    let s = settings(6, true);
    let deal = |k| OhHell::setup(&s.config, s.deal_seed(k)).unwrap();
    assert_eq!(deal(0), deal(1));
    assert_eq!(deal(0), deal(2));
    assert_ne!(deal(2), deal(3));
    assert_eq!(deal(3), deal(5));
    // Without duplicate deals every game has its own.
    let plain = settings(6, false);
    assert_ne!(plain.deal_seed(0), plain.deal_seed(1));
}

#[test]
fn a_duplicate_run_reports_its_share_within_its_interval() {
    let specs = AgentSpec::parse_list("heuristic,random,random").unwrap();
    let dup = arena_of("oh-hell", &specs, &settings(60, true), &|| {}).unwrap();
    let (lo, hi) = dup[0].ci95;
    assert!(lo <= dup[0].win_share && dup[0].win_share <= hi);
    assert!(
        dup[0].win_share > 1.0 / 3.0,
        "the heuristic beats random players"
    );
}

#[test]
fn duplicate_deals_need_whole_rotations() {
    let specs = AgentSpec::parse_list("heuristic,random,random").unwrap();
    let err = arena_of("oh-hell", &specs, &settings(10, true), &|| {}).unwrap_err();
    assert!(err.contains("multiple of 3"), "{err}");
}
