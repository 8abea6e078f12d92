//! What the difficulty presets promise beyond strength: `easy` is weak but
//! not self-destructive (the rules review found four easy seats losing
//! money in Emergent).

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{ArenaSettings, arena_of};
use boardroom_engine::Config;

/// Mean final money of four seats playing `spec`, over `games` seeded games.
fn mean_money(spec: &str, games: usize) -> f64 {
    let specs = vec![AgentSpec::parse(spec).unwrap(); 4];
    let settings = ArenaSettings {
        config: Config::players(4),
        games,
        seed: 31,
        threads: 2,
        duplicate: false,
    };
    let reports = arena_of("emergent", &specs, &settings, &|| {}).unwrap();
    reports.iter().map(|r| r.mean_score).sum::<f64>() / 4.0
}

#[test]
fn easy_emergent_players_keep_their_starting_money() {
    // Every game starts each player with $100; the explicit budget is the
    // preset's, without its time cap, so a loaded machine cannot change it.
    let easy = mean_money("ismcts:preset=easy,iters=150", 40);
    assert!(easy >= 100.0, "four easy seats end on ${easy:.1}");
    // The old easy (random rollouts, temperature 0.5) on the same deals:
    // the test tells the two apart.
    let old = mean_money("ismcts:iters=150,rollout=random,temp=0.5", 40);
    assert!(old < 100.0, "the old easy ended on ${old:.1}");
}
