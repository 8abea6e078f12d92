//! What a finished (or cut-off) simulation is worth to each seat.

use boardroom_engine::{Game, SeatValues};

use crate::config::{Reward, SearchConfig};
use crate::settings::Tuned;

/// The reward vector a search backs up, as `config` asks.
#[inline]
pub fn search_rewards<G: Game>(state: &G, config: &SearchConfig) -> SeatValues<f64> {
    match config.reward {
        Reward::Win => rewards(state, config.score_weight.unwrap_or(G::SEARCH.score_weight)),
        Reward::Score => state.scores(),
    }
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
    let scores = state.scores();
    let mut r = if state.is_terminal() {
        state.expected_returns()
    } else {
        share_by_scores(&scores)
    };
    if score_weight > 0.0 && scores.len() > 1 {
        let max = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let min = scores.iter().copied().fold(f64::INFINITY, f64::min);
        let spread = max - min;
        for (s, value) in r.iter_mut().enumerate() {
            let best_other = scores
                .iter()
                .enumerate()
                .filter(|&(o, _)| o != s)
                .map(|(_, &v)| v)
                .fold(f64::NEG_INFINITY, f64::max);
            let margin = if spread > 0.0 {
                ((scores[s] - best_other) / spread).clamp(-1.0, 1.0)
            } else {
                0.0
            };
            *value = (1.0 - score_weight) * *value + score_weight * (0.5 + 0.5 * margin);
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_split_the_lead() {
        let r = share_by_scores(&[3.0, 5.0, 5.0, 1.0]);
        assert_eq!(r.as_slice(), &[0.0, 0.5, 0.5, 0.0]);
    }
}
