//! The hot-path workloads the instruction-count guard runs under callgrind
//! (scripts/instruction-counts.sh): for one game and player count,
//!
//! - `measure_legal_actions`: `legal_actions` at every position of a fixed
//!   seeded random game, 20 times over;
//! - `measure_apply`: every legal action applied to a copy of every one of
//!   those positions;
//! - `measure_playout`: 20 fixed seeded random playouts from fixed deals.
//!
//! The positions are built before any of them runs, so each function's
//! inclusive instruction count is its workload alone (callgrind collects
//! only inside `measure_*`: `--toggle-collect='*measure_*'`).
//!
//! `cargo run --release -p boardroom-engine --example callgrind_workload -- GAME PLAYERS`

use std::hint::black_box;

use boardroom_engine::random_playout;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

struct Workload {
    players: usize,
}

#[inline(never)]
fn measure_legal_actions<G: Game>(positions: &[G], buf: &mut G::ActionList) -> usize {
    let mut n = 0;
    for _ in 0..20 {
        for p in positions {
            p.legal_actions(buf);
            n += black_box(&*buf).len();
        }
    }
    n
}

#[inline(never)]
fn measure_apply<G: Game>(positions: &[G], legal: &[G::ActionList]) -> usize {
    let mut n = 0;
    for (p, actions) in positions.iter().zip(legal) {
        for &a in actions.iter() {
            let mut copy = *p;
            if copy.apply(a).is_ok() {
                n += 1;
            }
            black_box(&copy);
        }
    }
    n
}

#[inline(never)]
fn measure_playout<G: Game>(starts: &[G], buf: &mut G::ActionList) -> usize {
    let mut n = 0;
    for (i, s) in starts.iter().enumerate() {
        let mut g = *s;
        let mut rng = GameRng::new(1000 + i as u64);
        n += random_playout(&mut g, &mut rng, buf);
        black_box(&g);
    }
    n
}

impl GameVisitor for Workload {
    type Output = ();
    fn visit<G: Game>(self) {
        let config = Config::players(self.players);
        let mut buf = G::ActionList::default();
        let mut g = G::setup(&config, 1).expect("setup");
        let mut rng = GameRng::new(2);
        let mut positions = Vec::new();
        let mut legal = Vec::new();
        while let ToMove::Player(_) = g.to_move() {
            g.legal_actions(&mut buf);
            positions.push(g);
            legal.push(buf.clone());
            g.apply(buf[rng.below(buf.len() as u32) as usize])
                .expect("legal");
        }
        let starts: Vec<G> = (0..20)
            .map(|s| G::setup(&config, 100 + s).expect("setup"))
            .collect();
        let a = measure_legal_actions(&positions, &mut buf);
        let b = measure_apply(&positions, &legal);
        let c = measure_playout(&starts, &mut buf);
        println!(
            "{} {}p: {} positions, {a} legal actions listed, {b} applied, {c} playout actions",
            G::INFO.id,
            self.players,
            positions.len()
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map(String::as_str).unwrap_or("vendors");
    let players = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(3);
    if let Err(e) = registry::dispatch(game, Workload { players }) {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
