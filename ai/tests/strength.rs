//! Playing strength, for every game, at the modest budgets the issue sets:
//! ISMCTS at 1,000 iterations against random agents, against the game's
//! heuristic agents, and head to head with PIMC at equal iterations.
//! Seeded, so a result is reproducible; seats rotate every game. Larger
//! runs with the arena are reported in docs/ai.md.
//!
//! The full tables are long and run on demand (`--ignored`); they assert
//! the targets and fail where the search misses one (docs/ai.md
//! lists those). CI runs the quick every-game check at the end.

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{AgentReport, ArenaSettings, arena_of};
use boardroom_engine::Config;
use boardroom_engine::GameInfo;
use boardroom_engine::registry;

const ISMCTS: &str = "ismcts:iters=1000";

/// One kind of match the issue sets a target for.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Kind {
    Random4,
    Random2,
    Heuristic4,
    Pimc,
}

/// One match of game `id`: `seats` (one spec per seat), rotating.
fn play(id: &str, seats: &str, players: usize, games: usize, seed: u64) -> Vec<AgentReport> {
    let specs = AgentSpec::parse_list(seats).unwrap();
    let settings = ArenaSettings {
        config: Config::players(players),
        games,
        seed,
        threads: 2,
        duplicate: false,
    };
    arena_of(id, &specs, &settings, &|| {}).unwrap()
}

fn seats(first: &str, rest: &str, players: usize) -> String {
    let mut v = vec![first.to_string()];
    v.extend((1..players).map(|_| rest.to_string()));
    v.join(",")
}

/// Plays the match; returns a failure message if it misses its bar.
fn check(info: &GameInfo, kind: Kind) -> Option<String> {
    let (players, rest, games, seed) = match kind {
        Kind::Random4 => (4.clamp(info.min_players, info.max_players), "random", 30, 1),
        Kind::Random2 => (2, "random", 40, 2),
        Kind::Heuristic4 => (4.min(info.max_players), "heuristic", 20, 3),
        Kind::Pimc => (2.max(info.min_players), "pimc:dets=10,iters=100", 30, 4),
    };
    let players = players as usize;
    let lineup = seats(ISMCTS, rest, players);
    let r = play(info.id, &lineup, players, games, seed).remove(0);
    let even = 1.0 / players as f64;
    // The bars: 90% against random (95% with two players), the
    // 50% target against heuristics, and not significantly below an even
    // share against PIMC (its 95% interval must reach even).
    // Measured on the expected share: a final draw of luck (Spiel des
    // Jahres' award) averaged out; the realized share in other games.
    let (value, target) = match kind {
        Kind::Random4 if players == 2 => (r.expected_share, 0.95),
        Kind::Random4 => (r.expected_share, 0.90),
        Kind::Random2 => (r.expected_share, 0.95),
        Kind::Heuristic4 => (r.expected_share, 0.50),
        Kind::Pimc => (r.expected_ci95.1, even),
    };
    let mut line = format!(
        "{} {players}p [{lineup}] x{games}: {:.3} [{:.3}, {:.3}]",
        info.id, r.expected_share, r.expected_ci95.0, r.expected_ci95.1
    );
    if (r.expected_share - r.win_share).abs() > 1e-12 {
        line += &format!(
            " expected (realized {:.3} [{:.3}, {:.3}])",
            r.win_share, r.ci95.0, r.ci95.1
        );
    }
    eprintln!("{line}");
    if value < target && matches!(kind, Kind::Random4 | Kind::Random2) {
        // Where luck decides much (Oh Hell's deal), even a clairvoyant
        // search cannot reach the bar. Measured, not assumed: the same
        // match with the cheating yardstick (it searches the true state),
        // five times the games. If its interval stays below the bar, the
        // bar is out of reach, and ISMCTS must not be significantly below
        // the yardstick instead.
        let y = play(
            info.id,
            &seats(YARDSTICK, rest, players),
            players,
            games * 5,
            seed,
        )
        .remove(0);
        let yline = format!(
            "{} {players}p yardstick [{YARDSTICK} vs {rest}] x{}: {:.3} [{:.3}, {:.3}]",
            info.id,
            games * 5,
            y.expected_share,
            y.expected_ci95.0,
            y.expected_ci95.1
        );
        eprintln!("{yline}");
        if y.expected_ci95.1 < target {
            let ok = r.expected_ci95.1 >= y.expected_share;
            eprintln!(
                "{}: the bar {target:.2} is out of reach even for the yardstick; ISMCTS {} it",
                info.id,
                if ok {
                    "is not significantly below"
                } else {
                    "falls short of"
                }
            );
            return (!ok).then(|| format!("{line}: significantly below the yardstick ({yline})"));
        }
    }
    (value < target).then(|| format!("{line}: misses the target {target:.2}"))
}

/// Perfect-information search of the true state: an upper reference.
const YARDSTICK: &str = "pimc:dets=1,iters=1000,cheat=on,rollout=random";

fn run(kinds: &[Kind]) {
    let mut failures = Vec::new();
    for info in registry::GAMES {
        for &kind in kinds {
            if kind == Kind::Random2 && info.min_players > 2 {
                continue;
            }
            failures.extend(check(info, kind));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// The full tables: 20-40 seeded games per match and game at 1,000
// iterations take tens of minutes on two cores, more than CI allows, so
// they run on demand (`cargo test --release -p boardroom-ai --test ai
// strength:: -- --ignored --nocapture`) and docs/ai.md records what they measured,
// including the matches that miss their target.

#[test]
#[ignore = "long: the full strength table; run with --ignored (docs/ai.md)"]
fn ismcts_beats_random_agents() {
    run(&[Kind::Random4, Kind::Random2]);
}

#[test]
#[ignore = "long: the full strength table; run with --ignored (docs/ai.md)"]
fn ismcts_beats_heuristic_agents() {
    run(&[Kind::Heuristic4]);
}

#[test]
#[ignore = "long: the full strength table; run with --ignored (docs/ai.md)"]
fn ismcts_is_at_least_even_with_pimc_at_equal_iterations() {
    run(&[Kind::Pimc]);
}

/// The quick check CI runs for every game: a modest search clearly beats a
/// random opponent in a short seeded two-player (or smallest) match.
#[test]
fn a_modest_search_beats_random_play_in_every_game() {
    let mut failures = Vec::new();
    for info in registry::GAMES {
        let players = 2.max(info.min_players as usize);
        let lineup = seats("ismcts:iters=300", "random", players);
        let share = play(info.id, &lineup, players, 8, 11)[0].win_share;
        // Well above an even share: 2/3 with two players, less with more.
        let bar = (1.6 / players as f64).min(0.66);
        eprintln!(
            "{}: ismcts:iters=300 vs random, {players}p, 8 games: {share:.3} (bar {bar:.2})",
            info.id
        );
        if share < bar {
            failures.push(format!("{}: {share:.3} < {bar:.2}", info.id));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
