//! Self-play: the search plays every seat of one game and each decision
//! becomes a training sample: the observation of the seat to move, the
//! root's visit shares over the legal actions, and, once the game ends,
//! what it was worth to every seat counted from that seat.

use boardroom_ai::reward::rewards;
use boardroom_ai::settings::Tuned;
use boardroom_ai::{Ismcts, RootEdge, Search, SearchConfig, mix_seed};
use boardroom_engine::{Config, Game, GameRng, MAX_SEATS, Observed, ToMove};

use super::buffer::Buffer;

/// How self-play searches and explores.
#[derive(Clone, Debug)]
pub struct Plan {
    pub search: SearchConfig,
    pub iterations: u64,
    /// Decisions at the start of a game played by a draw in proportion to
    /// visits rather than the most visited move, so games differ.
    pub explore_moves: usize,
    /// The share of games in which one seat, drawn, searches as one of
    /// `rivals` (drawn too) and its decisions are not learned from: play
    /// against earlier generations keeps self-play off a single line.
    pub league: f64,
    /// The earlier generations' searches (the first one without a net).
    pub rivals: Vec<SearchConfig>,
    /// Label each sample with the visit shares of a search that sees the
    /// true state (hands and all) in place of the deciding search's own.
    /// The game is still played by the deciding search, so the samples are
    /// the positions real play reaches, and the net, which reads only the
    /// seat's observation, learns what the seat's information says about
    /// where the cards are: the inference a search from uniform worlds
    /// lacks.
    pub oracle: bool,
}

/// The seat that plays a rival in the game from `seed`, and which rival.
fn rival_seat(seed: u64, players: usize, plan: &Plan) -> Option<(usize, usize)> {
    if plan.rivals.is_empty() || plan.league <= 0.0 {
        return None;
    }
    let mut rng = GameRng::new(mix_seed(seed, 0x6c65_6167));
    if rng.unit() >= plan.league {
        return None;
    }
    let seat = rng.below(players as u32) as usize;
    let rival = rng.below(plan.rivals.len() as u32) as usize;
    Some((seat, rival))
}

/// Plays one game from `seed` and appends its samples to `out`.
pub fn play<G: Game>(
    config: &Config,
    seed: u64,
    plan: &Plan,
    out: &mut Buffer,
) -> Result<(), String> {
    let mut state = G::setup(config, seed).map_err(|e| e.to_string())?;
    let players = state.num_players();
    let rival = rival_seat(seed, players, plan);
    let mut searches: Vec<Ismcts<G>> = (0..players)
        .map(|s| {
            let base = match rival {
                Some((seat, r)) if seat == s => &plan.rivals[r],
                _ => &plan.search,
            };
            Ismcts::new(SearchConfig {
                seed: mix_seed(seed, s as u64),
                iterations: Some(plan.iterations),
                time: None,
                threads: 1,
                temperature: 0.0,
                ..base.clone()
            })
        })
        .collect();
    let mut oracle: Option<Search<G>> = plan.oracle.then(|| {
        Search::perfect(
            SearchConfig {
                seed: mix_seed(seed, 0x6f72_6163),
                iterations: Some(plan.iterations),
                time: None,
                threads: 1,
                reuse_tree: false,
                net: boardroom_ai::NetChoice::Off,
                ..SearchConfig::default()
            }
            .for_game::<G>(),
        )
    });
    let mut rng = GameRng::new(mix_seed(seed, 0x7365_6c66));
    let mut shares: Vec<(u32, f32)> = Vec::new();
    let mut mine = Vec::new();
    let mut obs = vec![0.0f32; G::OBSERVATION_TENSOR_SIZE];
    let mut legal = G::ActionList::default();
    let mut policy: Vec<(u32, f32)> = Vec::new();
    let mut decisions = 0usize;
    while let ToMove::Player(seat) = state.to_move() {
        state.legal_actions(&mut legal);
        let search = &mut searches[seat as usize];
        search.set_root(&state);
        search.run(plan.iterations.max(1));
        let stats = search.root_stats();
        let total: u64 = stats.iter().map(|e| e.visits).sum();
        let action = if legal.len() == 1 || total == 0 {
            legal[0]
        } else {
            shares_over::<G>(&legal, stats, total, &mut policy);
            if rival.is_none_or(|(r, _)| r != seat as usize) {
                state.write_observation_tensor(seat, &mut obs);
                let label = match oracle.as_mut() {
                    Some(o) => {
                        oracle_shares(o, &state, plan.iterations, &legal, &mut shares);
                        &shares
                    }
                    None => &policy,
                };
                mine.push((out.push(&obs, label), seat));
            }
            if decisions < plan.explore_moves {
                draw(&policy, &mut rng)
                    .and_then(G::action_from_id)
                    .or_else(|| best(stats))
                    .unwrap_or(legal[0])
            } else {
                best(stats).unwrap_or(legal[0])
            }
        };
        for s in &mut searches {
            s.observe(&state, action);
        }
        state
            .apply(action)
            .map_err(|e| format!("self-play made an illegal move: {e}"))?;
        decisions += 1;
    }
    let worth = rewards(&state, G::SEARCH.score_weight);
    for (sample, seat) in mine {
        let mut values = [0.0f32; MAX_SEATS];
        for (k, v) in values.iter_mut().enumerate().take(players) {
            *v = worth[(seat as usize + k) % players] as f32;
        }
        out.set_values(sample, values);
    }
    Ok(())
}

/// The visit shares over `legal` of a perfect-information search of the
/// true `state`.
fn oracle_shares<G: Game>(
    oracle: &mut Search<G>,
    state: &G,
    iterations: u64,
    legal: &G::ActionList,
    out: &mut Vec<(u32, f32)>,
) {
    oracle.set_root(state);
    oracle.run(iterations.max(1));
    let edges: Vec<RootEdge<G::Action>> = oracle.root_edges().collect();
    let total: u64 = edges.iter().map(|e| e.visits).sum();
    if total == 0 {
        shares_over::<G>(legal, &[], 1, out);
        let n = out.len() as f32;
        out.iter_mut().for_each(|(_, p)| *p = 1.0 / n);
    } else {
        shares_over::<G>(legal, &edges, total, out);
    }
}

/// Each legal action id once, with its root visits over `total`.
fn shares_over<G: Game>(
    legal: &G::ActionList,
    edges: &[RootEdge<G::Action>],
    total: u64,
    out: &mut Vec<(u32, f32)>,
) {
    out.clear();
    for &a in legal.iter() {
        let id = G::action_id(a);
        if out.iter().all(|&(i, _)| i != id) {
            let v = edges
                .iter()
                .find(|e| e.key == Observed::Seen(a))
                .map_or(0, |e| e.visits);
            out.push((id, v as f32 / total as f32));
        }
    }
}

/// The most visited root action (the search sorts its stats so).
fn best<A: Copy>(stats: &[RootEdge<A>]) -> Option<A> {
    stats.iter().find_map(|e| match e.key {
        Observed::Seen(a) => Some(a),
        Observed::Hidden { .. } => None,
    })
}

/// An action id drawn in proportion to its share.
fn draw(policy: &[(u32, f32)], rng: &mut GameRng) -> Option<u32> {
    let mut u = rng.unit() as f32;
    for &(id, p) in policy {
        if u < p {
            return Some(id);
        }
        u -= p;
    }
    policy
        .iter()
        .rev()
        .find(|(_, p)| *p > 0.0)
        .map(|&(id, _)| id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::Information;
    use boardroom_engine::emergent::FastPlay;

    fn samples(plan: &Plan, seed: u64) -> usize {
        let mut out = Buffer::new(FastPlay::OBSERVATION_TENSOR_SIZE);
        play::<FastPlay>(&Config::players(2), seed, plan, &mut out).unwrap();
        out.len()
    }

    /// A rival that searches as the learner does plays the same game, and
    /// only the rival's decisions go unlearned.
    #[test]
    fn a_rival_seat_plays_its_own_search_and_is_not_learned_from() {
        let search = SearchConfig {
            net: boardroom_ai::NetChoice::Off,
            ..SearchConfig::default()
        };
        let alone = Plan {
            search: search.clone(),
            iterations: 30,
            explore_moves: 4,
            league: 0.0,
            rivals: vec![search.clone()],
            oracle: false,
        };
        let league = Plan {
            league: 1.0,
            ..alone.clone()
        };
        let all = samples(&alone, 5);
        let learned = samples(&league, 5);
        assert!(learned > 0 && learned < all, "{learned} of {all}");
        assert!(rival_seat(5, 2, &alone).is_none());
        assert!(rival_seat(5, 2, &league).is_some());
        let none = Plan {
            rivals: vec![],
            ..league.clone()
        };
        assert_eq!(samples(&none, 5), all);
    }

    /// The oracle relabels the samples and changes nothing else: the same
    /// game, the same observations and outcomes, other visit shares.
    #[test]
    fn the_oracle_labels_the_same_game_with_its_own_shares() {
        let plan = Plan {
            search: SearchConfig {
                net: boardroom_ai::NetChoice::Off,
                ..SearchConfig::default()
            },
            iterations: 60,
            explore_moves: 4,
            league: 0.0,
            rivals: vec![],
            oracle: false,
        };
        let oracle = Plan {
            oracle: true,
            ..plan.clone()
        };
        let config = Config::players(2);
        let mut own = Buffer::new(FastPlay::OBSERVATION_TENSOR_SIZE);
        let mut taught = Buffer::new(FastPlay::OBSERVATION_TENSOR_SIZE);
        play::<FastPlay>(&config, 9, &plan, &mut own).unwrap();
        play::<FastPlay>(&config, 9, &oracle, &mut taught).unwrap();
        assert!(!own.is_empty());
        assert_eq!(own.len(), taught.len());
        let mut differ = 0;
        for i in 0..own.len() {
            assert_eq!(own.obs(i), taught.obs(i));
            assert_eq!(own.values(i), taught.values(i));
            let ids = |b: &Buffer| b.policy(i).iter().map(|&(id, _)| id).collect::<Vec<_>>();
            assert_eq!(ids(&own), ids(&taught));
            let sum: f32 = taught.policy(i).iter().map(|&(_, p)| p).sum();
            assert!((sum - 1.0).abs() < 1e-4, "sample {i} sums to {sum}");
            if own.policy(i) != taught.policy(i) {
                differ += 1;
            }
        }
        assert!(
            differ * 2 > own.len(),
            "{differ} of {} relabelled",
            own.len()
        );
    }
}
