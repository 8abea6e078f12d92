//! What a finished (or cut-off) simulation is worth to each seat.

use boardroom_engine::{Game, SeatValues};

use crate::config::{Margin, Reward, SearchConfig};
use crate::settings::Tuned;

/// The reward vector a search backs up, as `config` asks. `seen` is the
/// range of margins this search has met so far (`Margin::Search`).
#[inline]
pub fn search_rewards<G: Game>(
    state: &G,
    config: &SearchConfig,
    seen: &mut MarginRange,
) -> SeatValues<f64> {
    let weight = config.score_weight.unwrap_or(G::SEARCH.score_weight);
    match (config.reward, config.margin.unwrap_or(G::SEARCH.margin)) {
        (Reward::Win, Margin::Spread) => rewards(state, weight),
        (Reward::Win, Margin::Search) => rewards_by_seen_margins(state, weight, seen),
        (Reward::Score, _) => state.scores(),
    }
}

/// The lowest and highest score margin (own score less the best other's)
/// one search has met, over every seat: the scale of a margin in this
/// position. Scaling by the spread of a single outcome instead makes every
/// two-player margin ±1, the win again, and drops how far ahead a line ends.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MarginRange {
    lo: f64,
    hi: f64,
}

impl MarginRange {
    pub const EMPTY: MarginRange = MarginRange {
        lo: f64::INFINITY,
        hi: f64::NEG_INFINITY,
    };

    /// `margin` mapped into [0, 1] by the range seen, widened by it first;
    /// 0.5 while every margin seen is the same.
    pub fn scale(&mut self, margin: f64) -> f64 {
        self.lo = self.lo.min(margin);
        self.hi = self.hi.max(margin);
        if self.hi > self.lo {
            (margin - self.lo) / (self.hi - self.lo)
        } else {
            0.5
        }
    }
}

/// Like [`rewards`], but the margin is scaled by the range of margins the
/// search has seen ([`MarginRange`]) instead of by this outcome's spread.
pub fn rewards_by_seen_margins<G: Game>(
    state: &G,
    score_weight: f64,
    seen: &mut MarginRange,
) -> SeatValues<f64> {
    blend(state, score_weight, |_, margins| {
        for &m in margins {
            seen.scale(m);
        }
        margins.iter().map(|&m| seen.scale(m)).collect()
    })
}

/// Each seat's share of the win, ties split, judged by the current scores:
/// the estimate used when a rollout is cut off before the end.
pub fn share_by_scores(scores: &[f64]) -> SeatValues<f64> {
    let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let leaders = scores.iter().filter(|&&s| s == best).count().max(1) as f64;
    scores
        .iter()
        .map(|&s| if s == best { 1.0 / leaders } else { 0.0 })
        .collect()
}

/// The reward vector in [0, 1] for every seat: the game's expected returns
/// (a final draw of luck averaged out; the leader estimate when `state`
/// is not over), blended with weight
/// `score_weight` with each seat's margin over the best other seat,
/// normalized by the spread of scores and mapped to [0, 1].
pub fn rewards<G: Game>(state: &G, score_weight: f64) -> SeatValues<f64> {
    blend(state, score_weight, |scores, margins| {
        let max = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let min = scores.iter().copied().fold(f64::INFINITY, f64::min);
        let spread = max - min;
        margins
            .iter()
            .map(|&m| {
                let margin = if spread > 0.0 {
                    (m / spread).clamp(-1.0, 1.0)
                } else {
                    0.0
                };
                0.5 + 0.5 * margin
            })
            .collect()
    })
}

/// The game's expected returns (the leader estimate when `state` is not
/// over) blended with weight `score_weight` with each seat's margin over
/// the best other seat, put in [0, 1] by `scale(scores, margins)`.
fn blend<G: Game>(
    state: &G,
    score_weight: f64,
    scale: impl FnOnce(&[f64], &[f64]) -> SeatValues<f64>,
) -> SeatValues<f64> {
    let scores = state.scores();
    let mut r = if state.is_terminal() {
        state.expected_returns()
    } else {
        share_by_scores(&scores)
    };
    if score_weight > 0.0 && scores.len() > 1 {
        let margins: SeatValues<f64> = (0..scores.len())
            .map(|s| {
                let best_other = scores
                    .iter()
                    .enumerate()
                    .filter(|&(o, _)| o != s)
                    .map(|(_, &v)| v)
                    .fold(f64::NEG_INFINITY, f64::max);
                scores[s] - best_other
            })
            .collect();
        for (value, m) in r.iter_mut().zip(scale(&scores, &margins)) {
            *value = (1.0 - score_weight) * *value + score_weight * m;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seen_margins_scale_by_the_range_met_so_far() {
        let mut seen = MarginRange::EMPTY;
        assert_eq!(seen.scale(3.0), 0.5);
        assert_eq!(seen.scale(-1.0), 0.0);
        assert_eq!(seen.scale(1.0), 0.5);
        assert_eq!(seen.scale(3.0), 1.0);
        assert_eq!(seen.scale(7.0), 1.0);
        assert_eq!(seen.scale(3.0), 0.5);
    }

    #[test]
    fn ties_split_the_lead() {
        let r = share_by_scores(&[3.0, 5.0, 5.0, 1.0]);
        assert_eq!(r.as_slice(), &[0.0, 0.5, 0.5, 0.0]);
    }
}
