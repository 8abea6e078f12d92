//! `boardroom arena`: a seat-rotating tournament with a progress bar on
//! stderr and a table (or one JSON object) on stdout.

use boardroom_ai::AgentSpec;
use boardroom_ai::tournament::{AgentReport, ArenaSettings, DEALS_TRUSTED, arena};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Game, GameInfo};
use serde::Serialize;

use crate::Usage;
use crate::progress::Progress;

/// The `--json` output, fields in the documented order.
#[derive(Serialize)]
struct JsonReport<'a> {
    game: &'a str,
    players: usize,
    games: usize,
    /// Each deal played in every seat rotation; intervals over deals.
    duplicate: bool,
    agents: Vec<JsonAgent<'a>>,
}

#[derive(Serialize)]
struct JsonAgent<'a> {
    spec: &'a str,
    win_share: f64,
    ci95: [f64; 2],
    /// The win share with a final draw of luck averaged out (equal to
    /// `win_share` in games without one).
    expected_win_share: f64,
    expected_ci95: [f64; 2],
    mean_score: f64,
    sd_score: f64,
    mean_decision_ms: f64,
}

struct Arena<'a> {
    specs: &'a [AgentSpec],
    settings: &'a ArenaSettings,
    progress: &'a Progress,
}

impl GameVisitor for Arena<'_> {
    type Output = Result<Vec<AgentReport>, String>;
    fn visit<G: Game>(self) -> Self::Output {
        arena::<G>(self.specs, self.settings, &|| self.progress.inc())
    }
}

pub fn run(info: &GameInfo, settings: ArenaSettings, seats: &str, json: bool) -> Result<(), Usage> {
    let players = settings.config.players;
    let (games, seed) = (settings.games, settings.seed);
    let specs = AgentSpec::parse_list(seats).map_err(|e| Usage(format!("bad --seats: {e}")))?;
    if specs.len() != players {
        return Err(Usage(format!(
            "--seats names {} agents for {players} players: give one per seat",
            specs.len()
        )));
    }
    if games == 0 {
        return Err(Usage("--games must be at least 1".into()));
    }
    if settings.duplicate && games % players != 0 {
        return Err(Usage(format!(
            "--duplicate plays each deal once per seat rotation: --games must be a multiple of {players}, not {games}"
        )));
    }
    let progress = Progress::new("arena", "games", games);
    let reports = registry::dispatch(
        info.id,
        Arena {
            specs: &specs,
            settings: &settings,
            progress: &progress,
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)?;
    progress.finish();

    if json {
        let out = JsonReport {
            game: info.id,
            players,
            games,
            duplicate: settings.duplicate,
            agents: reports
                .iter()
                .map(|r| JsonAgent {
                    spec: &r.spec,
                    win_share: r.win_share,
                    ci95: [r.ci95.0, r.ci95.1],
                    expected_win_share: r.expected_share,
                    expected_ci95: [r.expected_ci95.0, r.expected_ci95.1],
                    mean_score: r.mean_score,
                    sd_score: r.sd_score,
                    mean_decision_ms: r.mean_decision_ms,
                })
                .collect(),
        };
        println!("{}", serde_json::to_string(&out).expect("plain data"));
    } else {
        if settings.duplicate {
            println!(
                "{}: {players} players, {games} games ({} deals, each in every seat rotation), seed {seed}; intervals over deals{}",
                info.id,
                games / players,
                if games / players < DEALS_TRUSTED {
                    format!(", widened to Wilson's over games (fewer than {DEALS_TRUSTED} deals)")
                } else {
                    String::new()
                }
            );
        } else {
            println!(
                "{}: {players} players, {games} games, seed {seed}, seats rotating",
                info.id
            );
        }
        let width = reports
            .iter()
            .map(|r| r.spec.len())
            .max()
            .unwrap_or(5)
            .max(5);
        println!(
            "{:<width$}  {:>9}  {:>15}  {:>10}  {:>8}  {:>11}",
            "agent", "win share", "95% interval", "mean score", "sd score", "ms/decision"
        );
        for r in &reports {
            println!(
                "{:<width$}  {:>9.3}  [{:.3}, {:.3}]  {:>10.2}  {:>8.2}  {:>11.2}",
                r.spec,
                r.win_share,
                r.ci95.0,
                r.ci95.1,
                r.mean_score,
                r.sd_score,
                r.mean_decision_ms
            );
        }
        println!(
            "(an even field wins {:.3} each; shared wins count fractionally)",
            1.0 / players as f64
        );
        if reports
            .iter()
            .any(|r| (r.expected_share - r.win_share).abs() > 1e-12)
        {
            println!("expected win share, the final draw averaged out:");
            for r in &reports {
                println!(
                    "{:<width$}  {:>9.3}  [{:.3}, {:.3}]",
                    r.spec, r.expected_share, r.expected_ci95.0, r.expected_ci95.1
                );
            }
        }
    }
    Ok(())
}
