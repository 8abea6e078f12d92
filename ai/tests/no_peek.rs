//! The search never peeks: for every game, a state and a determinization of
//! it from the searcher's seat give the same root statistics, hence the
//! same move, for the same seed and budget.

use std::sync::Arc;

use boardroom_ai::net::Net;
use boardroom_ai::{Ismcts, Mode, NetChoice, Rollout, SearchConfig};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

fn root_table<G: Game>(config: &SearchConfig, state: &G) -> (G::Action, Vec<(String, u64)>) {
    let mut s = Ismcts::<G>::new(config.clone());
    let a = s.search(state, None);
    let table = s
        .root_stats()
        .iter()
        .map(|e| (format!("{:?}", e.key), e.visits))
        .collect();
    (a, table)
}

struct NoPeek;
impl GameVisitor for NoPeek {
    type Output = usize;
    fn visit<G: Game>(self) -> usize {
        let mut checked = 0;
        let net = Arc::new(Net::drawn::<G>(8, 1, !1, &mut GameRng::new(5)));
        for players in [
            G::INFO.min_players,
            4.clamp(G::INFO.min_players, G::INFO.max_players),
        ] {
            for seed in 0..3u64 {
                let mut state = G::setup(&Config::players(players as usize), seed).unwrap();
                let mut rng = GameRng::new(seed + 100);
                let mut buf = G::ActionList::default();
                let mut step = 0;
                while let ToMove::Player(seat) = state.to_move() {
                    if step % 23 == 0 {
                        let world = state.determinize(seat, &mut rng);
                        assert_eq!(world.observation(seat), state.observation(seat));
                        // The last three consult a net (prior and value;
                        // the last draws its rollouts from it too): its
                        // inputs are observations in the search's own
                        // determinizations, never the real state's.
                        for (mode, rollout, net) in [
                            (Mode::SingleObserver, Rollout::Random, None),
                            (Mode::MultiObserver, Rollout::Heuristic, None),
                            (Mode::InfoSet, Rollout::Heuristic, None),
                            (Mode::SingleObserver, Rollout::Heuristic, Some(&net)),
                            (Mode::MultiObserver, Rollout::Random, Some(&net)),
                            (Mode::SingleObserver, Rollout::Net, Some(&net)),
                        ] {
                            let config = SearchConfig {
                                mode,
                                rollout,
                                net: net.map_or(NetChoice::Off, |n| NetChoice::File(n.clone())),
                                prior: Some(1.0),
                                value_weight: Some(0.5),
                                seed: seed * 7 + step,
                                ..SearchConfig::iterations(150)
                            };
                            let (a, ta) = root_table(&config, &state);
                            let (b, tb) = root_table(&config, &world);
                            assert_eq!(
                                (a, &ta),
                                (b, &tb),
                                "{} seed {seed} step {step} seat {seat}: the search saw hidden information",
                                G::INFO.id
                            );
                            checked += 1;
                        }
                    }
                    state.legal_actions(&mut buf);
                    state
                        .apply(buf[rng.below(buf.len() as u32) as usize])
                        .unwrap();
                    step += 1;
                }
            }
        }
        checked
    }
}

#[test]
fn search_depends_only_on_the_searchers_observation() {
    // A thread per game: one after another they kept a core idle.
    std::thread::scope(|scope| {
        let games: Vec<_> = registry::GAMES
            .iter()
            .map(|info| {
                (
                    info.id,
                    scope.spawn(move || registry::dispatch(info.id, NoPeek).unwrap()),
                )
            })
            .collect();
        for (id, game) in games {
            let checked = game.join().unwrap();
            assert!(checked > 10, "{id}: only {checked} positions");
        }
    });
}
