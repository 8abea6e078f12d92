//! Criterion benchmarks of every game's hot paths at several player counts:
//! legal_actions, apply, observation, determinize and a whole random
//! playout (reported per playout; divide by the printed actions per playout
//! for ns per action, or use `boardroom bench`).
//!
//! `cargo bench -p boardroom-benches` (add `-- vendors/4p` to filter).

use std::hint::black_box;

use boardroom_engine::random_playout;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};

/// Mid-game states reached by random play, to benchmark typical positions.
fn sample_states<G: Game>(players: usize, count: usize) -> Vec<G> {
    let mut out = Vec::with_capacity(count);
    let mut rng = GameRng::new(42);
    let mut buf = G::ActionList::default();
    let mut seed = 0;
    while out.len() < count {
        let mut g = G::setup(&Config::players(players), seed).unwrap();
        seed += 1;
        let stop = rng.below(g.max_game_length() as u32 / 4 + 1) as usize;
        let mut k = 0;
        while let ToMove::Player(_) = g.to_move() {
            if k == stop {
                out.push(g);
                break;
            }
            g.legal_actions(&mut buf);
            g.apply(buf[rng.below(buf.len() as u32) as usize]).unwrap();
            k += 1;
        }
    }
    out
}

struct Bench<'a>(&'a mut Criterion);

impl GameVisitor for Bench<'_> {
    type Output = ();
    fn visit<G: Game>(self) {
        let c = self.0;
        let id = G::INFO.id;
        for players in [2usize, 4, 6] {
            if players < G::INFO.min_players as usize || players > G::INFO.max_players as usize {
                continue;
            }
            let states = sample_states::<G>(players, 256);
            let mut group = c.benchmark_group(format!("{id}/{players}p"));
            let mut buf = G::ActionList::default();
            let mut i = 0;
            group.bench_function("legal_actions", |b| {
                b.iter(|| {
                    i = (i + 1) % states.len();
                    states[i].legal_actions(&mut buf);
                    black_box(buf.len())
                })
            });
            // Pre-chosen legal actions so only apply is timed.
            let moves: Vec<(G, G::Action)> = states
                .iter()
                .map(|s| {
                    s.legal_actions(&mut buf);
                    (*s, buf[0])
                })
                .collect();
            group.bench_function("apply", |b| {
                b.iter_batched_ref(
                    || {
                        i = (i + 1) % moves.len();
                        moves[i]
                    },
                    |(s, a)| black_box(s.apply(*a)),
                    BatchSize::SmallInput,
                )
            });
            group.bench_function("observation", |b| {
                b.iter(|| {
                    i = (i + 1) % states.len();
                    black_box(states[i].observation(0))
                })
            });
            let mut rng = GameRng::new(7);
            group.bench_function("determinize", |b| {
                b.iter(|| {
                    i = (i + 1) % states.len();
                    black_box(states[i].determinize(0, &mut rng))
                })
            });
            let start = G::setup(&Config::players(players), 1).unwrap();
            let mut seed = 0u64;
            group.bench_function("random_playout", |b| {
                b.iter(|| {
                    seed += 1;
                    let mut g = start.determinize(0, &mut GameRng::new(seed));
                    black_box(random_playout(&mut g, &mut rng, &mut buf))
                })
            });
            group.finish();
        }
    }
}

fn games(c: &mut Criterion) {
    for info in registry::GAMES {
        registry::dispatch(info.id, Bench(c)).unwrap();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = games
}
criterion_main!(benches);
