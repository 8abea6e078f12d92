//! A warm ISMCTS iteration allocates nothing, in every game and both modes:
//! counted by a global allocator.

use boardroom_ai::alloc_count::{CountingAllocator, thread_allocations};
use std::sync::Arc;

use boardroom_ai::net::Net;
use boardroom_ai::{
    Margin, Mode, NetChoice, Opponents, RegretEstimate, Rollout, Search, SearchConfig,
    Simultaneous, Worlds,
};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

struct NoAlloc;
impl GameVisitor for NoAlloc {
    type Output = ();
    fn visit<G: Game>(self) {
        for players in G::INFO.min_players..=G::INFO.max_players {
            let mut state = G::setup(&Config::players(players as usize), 5).unwrap();
            // A position a few moves in, as well as the start.
            let mut rng = GameRng::new(9);
            let mut buf = G::ActionList::default();
            for _ in 0..(3 * players as usize) {
                if state.is_terminal() {
                    break;
                }
                state.legal_actions(&mut buf);
                let a = buf[rng.below(buf.len() as u32) as usize];
                state.apply(a).unwrap();
            }
            let ToMove::Player(_) = state.to_move() else {
                continue;
            };
            // The learned prior and value (a small random net): PUCT
            // expansion, a blend with rollouts, and no rollouts at all.
            // Then the game's committed net for this player count, if it
            // has one (swapped in at the root when another count's comes
            // first).
            let committed = boardroom_ai::net::builtin(G::INFO.id, players as usize).is_some();
            let drawn =
                || NetChoice::File(Arc::new(Net::drawn::<G>(8, 2, !1, &mut GameRng::new(3))));
            // Rollouts drawn from the net too (`Rollout::Net`).
            let mut cases = vec![
                (
                    Mode::SingleObserver,
                    0.5,
                    drawn(),
                    "a random net",
                    Rollout::Auto,
                ),
                (
                    Mode::MultiObserver,
                    1.0,
                    drawn(),
                    "a random net",
                    Rollout::Auto,
                ),
                (
                    Mode::SingleObserver,
                    1.0,
                    drawn(),
                    "a random net",
                    Rollout::Auto,
                ),
                (
                    Mode::SingleObserver,
                    0.5,
                    drawn(),
                    "a random net",
                    Rollout::Net,
                ),
                (
                    Mode::MultiObserver,
                    0.0,
                    drawn(),
                    "a random net",
                    Rollout::Net,
                ),
                (
                    Mode::MultiObserver,
                    0.0,
                    NetChoice::Uniform,
                    "a uniform prior",
                    Rollout::Auto,
                ),
            ];
            if committed {
                cases.push((
                    Mode::SingleObserver,
                    0.5,
                    NetChoice::Auto,
                    "its net",
                    Rollout::Auto,
                ));
                cases.push((
                    Mode::SingleObserver,
                    0.0,
                    NetChoice::Auto,
                    "its net",
                    Rollout::Net,
                ));
            }
            for (mode, value, net, which, rollout) in cases {
                let config = SearchConfig {
                    mode,
                    net,
                    rollout,
                    prior: Some(1.0),
                    value_weight: Some(value),
                    node_capacity: 600,
                    ..SearchConfig::iterations(1000)
                };
                assert_warm_iterations_allocate_nothing(
                    config,
                    &state,
                    format_args!(
                        "{players} players, {mode:?}, {which} with value weight {value}, {rollout:?} rollouts"
                    ),
                );
            }
            let modes = [
                (Mode::SingleObserver, Opponents::Tree),
                (Mode::MultiObserver, Opponents::Tree),
                (Mode::InfoSet, Opponents::Tree),
                (Mode::SingleObserver, Opponents::Policy),
                (Mode::InfoSet, Opponents::Policy),
            ];
            for (mode, opponents) in modes {
                for rollout in [Rollout::Random, Rollout::Heuristic] {
                    let config = SearchConfig {
                        mode,
                        opponents,
                        rollout,
                        rollout_cutoff: if rollout == Rollout::Random {
                            None
                        } else {
                            Some(40)
                        },
                        score_weight: Some(0.1),
                        // The margin scaled by the range seen, and random
                        // steps in heuristic rollouts: allocation free too.
                        margin: Some(if rollout == Rollout::Random {
                            Margin::Spread
                        } else {
                            Margin::Search
                        }),
                        rollout_epsilon: Some(if rollout == Rollout::Random { 0.0 } else { 0.2 }),
                        // Worlds drawn either way.
                        worlds: if rollout == Rollout::Random {
                            Worlds::Uniform
                        } else {
                            Worlds::Heuristic
                        },
                        node_capacity: 600,
                        ..SearchConfig::iterations(1000)
                    };
                    let mut search = Search::<G>::new(config);
                    search.set_root(&state);
                    search.run(100); // warm: scratch buffers reach their size
                    let before = thread_allocations();
                    // Runs past the arena's capacity too: a full tree must
                    // keep iterating without growing.
                    search.run(800);
                    let after = thread_allocations();
                    assert_eq!(
                        after - before,
                        0,
                        "{} ({players} players, {mode:?}, {opponents:?}, {rollout:?}) allocated {} times in 800 iterations",
                        G::INFO.id,
                        after - before
                    );
                    assert!(search.best_action().is_some());
                    // A new search on the same arena: still nothing.
                    let before = thread_allocations();
                    search.set_root(&state);
                    search.run(50);
                    assert_eq!(thread_allocations() - before, 0);
                }
            }
            // Regret matching at hidden commitments, in a tree per seat,
            // with UCB1 and with a net's prior, by sampled and mean worths.
            for (prior, regret_estimate) in [
                (0.0, RegretEstimate::Sampled),
                (1.0, RegretEstimate::Sampled),
                (0.0, RegretEstimate::Means),
            ] {
                let config = SearchConfig {
                    mode: Mode::MultiObserver,
                    simultaneous: Simultaneous::Regret,
                    regret_estimate,
                    net: drawn(),
                    prior: Some(prior),
                    value_weight: Some(0.0),
                    node_capacity: 600,
                    ..SearchConfig::iterations(1000)
                };
                assert_warm_iterations_allocate_nothing(
                    config,
                    &state,
                    format_args!(
                        "{players} players, regret matching, prior {prior}, {regret_estimate:?}"
                    ),
                );
            }
        }
    }
}

/// 800 iterations after 100 of warming (past the arena's 600 nodes, so a
/// full tree too) allocate nothing.
fn assert_warm_iterations_allocate_nothing<G: Game>(
    config: SearchConfig,
    state: &G,
    what: core::fmt::Arguments,
) {
    let mut search = Search::<G>::new(config);
    search.set_root(state);
    search.run(100);
    let before = thread_allocations();
    search.run(800);
    assert_eq!(
        thread_allocations() - before,
        0,
        "{} ({what}) allocated",
        G::INFO.id
    );
    assert!(search.best_action().is_some());
}

#[test]
fn warm_iterations_allocate_nothing() {
    for info in registry::GAMES {
        registry::dispatch(info.id, NoAlloc).unwrap();
    }
}
