//! Easy is weak, not self-destructive, at every player count of every game
//! (issue 37): where a game starts its players on an amount (money, gold,
//! points), seats that all play one preset end, on average, with at least
//! that amount. `scripts/preset-money.sh` runs every preset with enough
//! games for intervals; this test keeps a handful per game and player
//! count so CI stays fast.

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{ArenaSettings, arena_of};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game};

/// Each seat's score right after setup, averaged over seats and a few deals.
struct Start {
    players: usize,
}

impl GameVisitor for Start {
    type Output = f64;
    fn visit<G: Game>(self) -> f64 {
        let config = Config::players(self.players);
        let mut total = 0.0;
        for seed in 0..4 {
            let state = G::setup(&config, seed).unwrap();
            let scores = state.scores();
            total += (0..self.players).map(|p| scores[p]).sum::<f64>() / self.players as f64;
        }
        total / 4.0
    }
}

/// The mean final score over seats and games of `players` seats all
/// playing `spec` in game `id`, and the upper end of its 95% interval
/// (seat-games taken as independent).
fn self_play(id: &str, spec: &str, players: usize, games: usize) -> (f64, f64) {
    let specs = vec![AgentSpec::parse(spec).unwrap(); players];
    let settings = ArenaSettings {
        config: Config::players(players),
        games,
        seed: 37,
        threads: 2,
        duplicate: false,
    };
    let reports = arena_of(id, &specs, &settings, &|| {}).unwrap();
    let n = players as f64;
    let mean = reports.iter().map(|r| r.mean_score).sum::<f64>() / n;
    let var = reports
        .iter()
        .map(|r| r.sd_score.powi(2) + (r.mean_score - mean).powi(2))
        .sum::<f64>()
        / n;
    (mean, mean + 1.96 * (var / (n * games as f64)).sqrt())
}

/// Every game and player count whose scores start above zero, with the
/// amount: games that score points from 0 (Vendors, Oh Hell, Fast Play's
/// points) are skipped, there is nothing for a preset to lose. Crafters
/// counts victory points, which setup's cards can start above 0.
fn starts() -> Vec<(&'static str, usize, f64)> {
    let mut out = Vec::new();
    for info in registry::GAMES {
        for players in info.min_players as usize..=info.max_players as usize {
            let start = registry::dispatch(info.id, Start { players }).unwrap();
            if start > 0.0 {
                out.push((info.id, players, start));
            }
        }
    }
    out
}

/// Fails where the mean's 95% interval lies wholly below the start.
fn keeps_its_money(spec: &str, games: usize) {
    let mut failures = Vec::new();
    for (id, players, start) in starts() {
        let (mean, high) = self_play(id, spec, players, games);
        eprintln!(
            "{id} {players} players: {spec} ends on {mean:.1} (high {high:.1}), start {start:.1}"
        );
        if high < start {
            failures.push(format!(
                "{id} at {players} players: {mean:.1} (high {high:.1}) < {start:.1}"
            ));
        }
    }
    assert!(failures.is_empty(), "{spec} loses money: {failures:?}");
}

#[test]
fn the_games_that_start_players_on_an_amount() {
    let ids: Vec<&str> = starts().iter().map(|(id, _, _)| *id).collect();
    for id in ["emergent", "value-crafter", "crafters", "spiel-des-jahres"] {
        assert!(ids.contains(&id), "{id} starts its players on nothing");
    }
}

#[test]
fn easy_self_play_keeps_the_starting_amount_in_every_game_and_player_count() {
    // Its time cap (100 ms) is far above what 150 iterations take here.
    keeps_its_money("ismcts:preset=easy", 6);
}
