//! Balance health: how decisive and how open a game is, each figure with a
//! 95% interval.
//!
//! - margin ÷ winner: the mean margin of victory divided by the winner's
//!   mean score (both as in "Final scores"); its interval is a percentile
//!   bootstrap over games (2,000 resamples, a fixed seed, so a run
//!   reproduces it);
//! - half-time leader wins: the win share of the seat leading after half
//!   the game's decisions, over the games with one leader there (ties
//!   split, as every win share); Wilson interval;
//! - lead changes per game: a t interval of the mean (mean ± t·sd/√n);
//! - seats below their start: the share of seat-games whose final score
//!   is below the seat's score right after setup; Wilson interval over
//!   seat-games (the seats of one game are not independent, so it is
//!   somewhat too narrow).
//!
//! The leader of a state is the one seat with the highest `scores()`; a
//! state where several seats share the highest score has no leader (the
//! game record's `LeadRecord` keeps who led).

use std::fmt::Write as _;

use boardroom_ai::stats::{mean_ci95, mean_sd, wilson95};
use boardroom_engine::GameRng;
use serde::Serialize;

use super::Played;
use super::markdown::{pct, pct_interval};

/// Resamples of the bootstrap interval.
const RESAMPLES: usize = 2000;

/// How the leader, half-time and lead changes are counted (in the report
/// and the JSON).
pub const DEFINITIONS: &str = "the leader of a state is the one seat with the highest score; \
a state where several seats share the highest score has no leader. Half-time is the state after \
half of the game's decisions (rounded down). A lead change is a state after an action whose \
leader differs from the last leader seen: a state without a leader neither counts nor resets, \
and the first leader is not a change. The start score is a seat's score right after setup";

/// One figure and its 95% interval.
#[derive(Serialize, Clone, Copy, Debug)]
pub struct Figure {
    pub value: f64,
    pub ci95: [f64; 2],
    /// What the figure is taken over: games or seat-games.
    pub n: usize,
    /// How the interval is made.
    pub interval: &'static str,
}

/// The balance-health section of the report.
#[derive(Serialize, Debug)]
pub struct Health {
    /// Mean margin of victory ÷ the winner's mean score.
    pub margin_over_winner: Figure,
    /// The half-time leader's win share, over games with one leader there.
    pub half_time_leader_wins: Figure,
    /// Games without a single leader at half-time (left out above).
    pub half_time_ties: usize,
    pub lead_changes_per_game: Figure,
    /// Share of seat-games ending below the seat's start score.
    pub seats_below_start: Figure,
    /// Games whose records tell who led (records written before the lead
    /// was kept do not; every figure but margin ÷ winner uses these).
    pub games_with_lead: usize,
    pub definitions: &'static str,
}

const BOOTSTRAP: &str = "percentile bootstrap over games, 2000 resamples";
const WILSON: &str = "Wilson";
const T_MEAN: &str = "t interval of the mean";

fn wilson(p: f64, n: usize) -> Figure {
    let (lo, hi) = wilson95(p, n);
    Figure {
        value: p,
        ci95: [lo, hi],
        n,
        interval: WILSON,
    }
}

/// Mean of `num` ÷ mean of `den`, NaN when the denominator is 0.
fn ratio(num: f64, den: f64) -> f64 {
    if den == 0.0 { f64::NAN } else { num / den }
}

/// The ratio of means with a percentile bootstrap interval over games.
fn ratio_of_means(num: &[f64], den: &[f64]) -> Figure {
    let g = num.len();
    let value = ratio(mean_sd(num).0, mean_sd(den).0);
    let mut rng = GameRng::new(0xB007_5742);
    let mut draws: Vec<f64> = (0..if g == 0 { 0 } else { RESAMPLES })
        .map(|_| {
            let (mut a, mut b) = (0.0, 0.0);
            for _ in 0..g {
                let i = rng.below(g as u32) as usize;
                a += num[i];
                b += den[i];
            }
            ratio(a, b)
        })
        .filter(|x| x.is_finite())
        .collect();
    draws.sort_by(f64::total_cmp);
    let at = |q: f64| {
        draws
            .get(((draws.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(f64::NAN)
    };
    Figure {
        value,
        ci95: [at(0.025), at(0.975)],
        n: g,
        interval: BOOTSTRAP,
    }
}

/// The section's figures; `winners` and `margins` per game as in the
/// report's final scores.
pub fn summarize(played: &[Played], winners: &[f64], margins: &[f64]) -> Health {
    let leads: Vec<_> = played
        .iter()
        .filter_map(|p| p.lead.as_ref().map(|l| (p, l)))
        .collect();
    let half: Vec<f64> = leads
        .iter()
        .filter_map(|(p, l)| l.half_time_leader.map(|s| p.returns[s]))
        .collect();
    let changes: Vec<f64> = leads.iter().map(|(_, l)| l.lead_changes as f64).collect();
    let (mean_changes, _) = mean_sd(&changes);
    let (lo, hi) = mean_ci95(&changes);
    let seat_games: usize = leads.iter().map(|(p, _)| p.scores.len()).sum();
    let below = leads
        .iter()
        .flat_map(|(p, l)| p.scores.iter().zip(&l.start_scores).filter(|(e, s)| e < s))
        .count();
    Health {
        margin_over_winner: ratio_of_means(margins, winners),
        half_time_leader_wins: wilson(mean_sd(&half).0, half.len()),
        half_time_ties: leads.len() - half.len(),
        lead_changes_per_game: Figure {
            value: mean_changes,
            ci95: [lo, hi],
            n: changes.len(),
            interval: T_MEAN,
        },
        seats_below_start: wilson(
            if seat_games == 0 {
                0.0
            } else {
                below as f64 / seat_games as f64
            },
            seat_games,
        ),
        games_with_lead: leads.len(),
        definitions: DEFINITIONS,
    }
}

fn number(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.2}")
    } else {
        "undefined".into()
    }
}

/// One row of the section's table; a share in percent, else a number.
fn row(w: &mut String, what: &str, f: &Figure, share: bool, over: &str) {
    let (value, ci) = if share {
        (pct(f.value), pct_interval(f.ci95))
    } else {
        let [lo, hi] = f.ci95.map(number);
        (number(f.value), format!("{lo}–{hi}"))
    };
    let _ = writeln!(w, "| {what} | {value} | {ci} | {over} | {} |", f.interval);
}

/// The section of `report.md`.
pub fn markdown(w: &mut String, h: &Health) {
    let _ = writeln!(w, "\n## Balance health\n");
    let _ = writeln!(
        w,
        "| figure | value | 95% interval | over | interval |\n|---|---|---|---|---|"
    );
    let (m, x) = (&h.margin_over_winner, &h.half_time_leader_wins);
    row(
        w,
        "margin ÷ winner's score",
        m,
        false,
        &format!("{} games", m.n),
    );
    let tied = h.half_time_ties;
    let over = format!("{} games ({tied} tied at half-time left out)", x.n);
    row(w, "half-time leader wins", x, true, &over);
    let c = &h.lead_changes_per_game;
    row(
        w,
        "lead changes per game",
        c,
        false,
        &format!("{} games", c.n),
    );
    let b = &h.seats_below_start;
    let over = format!("{} seat-games", b.n);
    row(w, "seats ending below their start score", b, true, &over);
    let _ = writeln!(
        w,
        "\nMargin ÷ winner is the mean margin of victory over the winner's mean score (0: a tie at the top; 0.5: the winner scores twice the runner-up). Its interval is a percentile bootstrap over games (2,000 resamples, fixed seed); lead changes take a t interval of the mean; the two shares take Wilson intervals (seat-games of one game are not independent, so that one is somewhat narrow). Definitions: {}.",
        h.definitions
    );
    if h.games_with_lead < m.n {
        let _ = writeln!(
            w,
            "\nOnly {} of the {} games' records tell who led; the lead figures are over those.",
            h.games_with_lead, m.n
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_constant_ratio_has_a_point_interval() {
        let f = ratio_of_means(&[1.0, 2.0, 3.0], &[2.0, 4.0, 6.0]);
        assert_eq!(f.value, 0.5);
        assert_eq!(f.ci95, [0.5, 0.5]);
        assert!(ratio_of_means(&[], &[]).value.is_nan());
    }
}
