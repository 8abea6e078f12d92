//! The learned net's forward pass (ai/src/net.rs) at every game's shape:
//! what one evaluation costs the search (docs/performance.md). Each net is
//! drawn at random with the shape `boardroom train` makes by default (two
//! hidden layers of 64); the cost depends only on the shape.
//!
//! `cargo bench -p boardroom-benches --bench net`

use std::hint::black_box;

use boardroom_ai::net::Net;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};
use criterion::{Criterion, criterion_group, criterion_main};

struct Forward<'a>(&'a mut Criterion);

impl GameVisitor for Forward<'_> {
    type Output = ();
    fn visit<G: Game>(self) {
        let net = Net::drawn::<G>(64, 2, !1, &mut GameRng::new(1));
        let mut scratch = net.scratch();
        let players = G::INFO.min_players.max(2) as usize;
        let state = G::setup(&Config::players(players), 1).unwrap();
        let mut legal = G::ActionList::default();
        state.legal_actions(&mut legal);
        let seat = match state.to_move() {
            ToMove::Player(p) => p,
            _ => 0,
        };
        let mut group = self.0.benchmark_group(G::INFO.id);
        // What one expansion costs the search: the tensor, the trunk and
        // value, and the logits of the legal actions.
        group.bench_function("evaluation", |b| {
            b.iter(|| {
                state.write_observation_nonzero(seat, &mut scratch.nonzero);
                net.forward_nonzero(&mut scratch);
                let logits: f32 = legal
                    .iter()
                    .map(|&a| net.logit(&scratch, G::action_id(a) as usize))
                    .sum();
                black_box(logits + scratch.values[0])
            })
        });
        group.finish();
    }
}

fn net(c: &mut Criterion) {
    for info in registry::GAMES {
        registry::dispatch(info.id, Forward(c)).unwrap();
    }
}

criterion_group!(benches, net);
criterion_main!(benches);
