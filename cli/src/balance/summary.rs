//! The figures of a balance run, from its game records: what the report
//! shows and `--json` prints.

use std::collections::BTreeMap;

use boardroom_ai::balance_record::GROUPING_RULE;
use boardroom_ai::stats::{mean_sd, wilson95};
use boardroom_engine::GameInfo;
use serde::Serialize;

use super::Played;
use super::health::{self, Health};

/// A distribution's summary.
#[derive(Serialize, Clone, Copy)]
pub struct Dist {
    pub mean: f64,
    pub sd: f64,
    pub median: f64,
    pub min: f64,
    pub max: f64,
}

pub fn dist(xs: &[f64]) -> Dist {
    let (mean, sd) = mean_sd(xs);
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let median = match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    };
    Dist {
        mean,
        sd,
        median,
        min: v.first().copied().unwrap_or(0.0),
        max: v.last().copied().unwrap_or(0.0),
    }
}

#[derive(Serialize)]
pub struct SeatShare {
    pub seat: usize,
    pub win_share: f64,
    pub ci95: [f64; 2],
}

#[derive(Serialize)]
pub struct SeatScores {
    pub seat: usize,
    #[serde(flatten)]
    pub dist: Dist,
}

#[derive(Serialize)]
pub struct Scores {
    pub per_seat: Vec<SeatScores>,
    pub winner: Dist,
    pub margin: Dist,
}

#[derive(Serialize)]
pub struct ActionKind {
    pub kind: String,
    /// Times taken over all games.
    pub taken: u64,
    pub per_game: f64,
    /// Seat-games in which it was taken at least once.
    pub takers: usize,
    /// The mean win share of those seat-games.
    pub taker_win_share: f64,
    pub ci95: [f64; 2],
}

#[derive(Serialize)]
pub struct AgentShare {
    pub spec: String,
    pub seat_games: usize,
    pub win_share: f64,
    pub ci95: [f64; 2],
}

/// One end condition: the games it ended and their share.
#[derive(Serialize)]
pub struct EndShare {
    pub condition: String,
    pub games: usize,
    pub share: f64,
    pub ci95: [f64; 2],
}

/// Everything the report shows; `--json` prints it.
#[derive(Serialize)]
pub struct Report {
    pub game: String,
    pub players: usize,
    pub games: usize,
    pub seed: u64,
    pub seats: Vec<String>,
    pub options: Vec<[String; 2]>,
    pub grouping_rule: &'static str,
    /// The number of the first game, and whether the numbers run without
    /// a gap (a merge of shards may leave gaps).
    pub first_game: usize,
    pub contiguous: bool,
    pub seat_win_share: Vec<SeatShare>,
    /// Decisions per game.
    pub length: Dist,
    /// Turns per game: runs of consecutive decisions by one seat.
    pub turns: Dist,
    /// How many games each of the book's end conditions ended, most first.
    pub end_conditions: Vec<EndShare>,
    pub scores: Scores,
    pub actions: Vec<ActionKind>,
    pub agents: Vec<AgentShare>,
    /// Largest minus smallest agent win share (0 with one agent kind).
    pub agent_gap: f64,
    /// Balance health: how decisive and how open the games are.
    pub health: Health,
    /// Wall-clock time: the only field a seed does not reproduce.
    pub elapsed_seconds: f64,
}

pub fn interval(p: f64, n: usize) -> [f64; 2] {
    let (lo, hi) = wilson95(p, n);
    [lo, hi]
}

/// The seat with the highest return (the lowest seat among equals).
fn winner(p: &Played) -> usize {
    (0..p.returns.len()).fold(0, |w, s| if p.returns[s] > p.returns[w] { s } else { w })
}

/// Each game's winner's score.
pub fn winner_scores(played: &[Played]) -> Vec<f64> {
    played.iter().map(|p| p.scores[winner(p)]).collect()
}

/// Each game's margin of victory: the winner's score minus the best other.
pub fn margins(played: &[Played]) -> Vec<f64> {
    played
        .iter()
        .map(|p| {
            let w = winner(p);
            let best_other = (0..p.scores.len())
                .filter(|&s| s != w)
                .map(|s| p.scores[s])
                .fold(f64::NEG_INFINITY, f64::max);
            p.scores[w] - best_other
        })
        .collect()
}

pub fn summarize(info: &GameInfo, played: &[Played]) -> Report {
    let first = &played[0];
    let (specs, seed) = (&first.seats, first.seed);
    let n = specs.len();
    let g = played.len();
    let seat_win_share = (0..n)
        .map(|seat| {
            let (p, _) = mean_sd(&played.iter().map(|x| x.returns[seat]).collect::<Vec<_>>());
            SeatShare {
                seat,
                win_share: p,
                ci95: interval(p, g),
            }
        })
        .collect();
    let lengths: Vec<f64> = played.iter().map(|p| p.decisions as f64).collect();
    let turns: Vec<f64> = played.iter().map(|p| p.turns as f64).collect();
    let mut ends: BTreeMap<&str, usize> = BTreeMap::new();
    for p in played {
        *ends.entry(p.end.as_str()).or_default() += 1;
    }
    let mut end_conditions: Vec<EndShare> = ends
        .into_iter()
        .map(|(c, k)| EndShare {
            condition: c.to_string(),
            games: k,
            share: k as f64 / g as f64,
            ci95: interval(k as f64 / g as f64, g),
        })
        .collect();
    end_conditions.sort_by_key(|e| std::cmp::Reverse(e.games));
    let per_seat = (0..n)
        .map(|seat| SeatScores {
            seat,
            dist: dist(&played.iter().map(|p| p.scores[seat]).collect::<Vec<_>>()),
        })
        .collect();
    let winners = winner_scores(played);
    let margins = margins(played);

    // Per kind: times taken, and the returns of the seat-games taking it.
    let mut by_kind: BTreeMap<&str, (u64, Vec<f64>)> = BTreeMap::new();
    for p in played {
        for (seat, kinds) in p.kinds.iter().enumerate() {
            for (kind, &count) in kinds {
                let e = by_kind.entry(kind.as_str()).or_default();
                e.0 += count as u64;
                e.1.push(p.returns[seat]);
            }
        }
    }
    let mut actions: Vec<ActionKind> = by_kind
        .into_iter()
        .map(|(kind, (taken, returns))| {
            let (share, _) = mean_sd(&returns);
            ActionKind {
                kind: kind.to_string(),
                taken,
                per_game: taken as f64 / g as f64,
                takers: returns.len(),
                taker_win_share: share,
                ci95: interval(share, returns.len()),
            }
        })
        .collect();
    actions.sort_by(|a, b| b.taken.cmp(&a.taken).then(a.kind.cmp(&b.kind)));

    // Agents by their spec text: equal specs in several seats pool.
    let mut by_spec: Vec<(String, Vec<f64>)> = Vec::new();
    for (i, spec) in specs.iter().enumerate() {
        let returns = played.iter().flat_map(|p| {
            (0..n)
                .filter(move |&s| p.agent[s] == i)
                .map(move |s| p.returns[s])
        });
        match by_spec.iter_mut().find(|(t, _)| t == spec) {
            Some((_, v)) => v.extend(returns),
            None => by_spec.push((spec.clone(), returns.collect())),
        }
    }
    let agents: Vec<AgentShare> = by_spec
        .into_iter()
        .map(|(spec, returns)| {
            let (p, _) = mean_sd(&returns);
            AgentShare {
                spec,
                seat_games: returns.len(),
                win_share: p,
                ci95: interval(p, returns.len()),
            }
        })
        .collect();
    let shares = agents.iter().map(|a| a.win_share);
    let agent_gap =
        shares.clone().fold(f64::NEG_INFINITY, f64::max) - shares.fold(f64::INFINITY, f64::min);

    Report {
        game: info.id.to_string(),
        players: n,
        games: g,
        seed,
        seats: specs.clone(),
        options: first.options.clone(),
        grouping_rule: GROUPING_RULE,
        first_game: first.game,
        contiguous: played.windows(2).all(|w| w[1].game == w[0].game + 1),
        seat_win_share,
        length: dist(&lengths),
        turns: dist(&turns),
        end_conditions,
        scores: Scores {
            per_seat,
            winner: dist(&winners),
            margin: dist(&margins),
        },
        actions,
        agents,
        agent_gap,
        health: health::summarize(played, &winners, &margins),
        elapsed_seconds: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dist_median() {
        let d = dist(&[3.0, 1.0, 2.0, 10.0]);
        assert_eq!(d.median, 2.5);
        assert_eq!((d.min, d.max), (1.0, 10.0));
    }
}
