//! Why regret matching at Vendors' roots loses
//! (docs/experiments/2026-12-06-regret-matching-at-hidden-commitments.md, run 9):
//! at every hidden commitment of two-player games played by hard at 5,000
//! iterations in a tree per seat, the position is searched afresh by that
//! search (UCB1, twice on two seeds), by it with regret matching from 500
//! visits (`sim=rm,rmvisits=500`), and by UCB1 at 20,000 as the reference.
//! It prints how wide the choices are, how much of the root's visits the
//! chosen edge holds, and how often each choice matches the reference's.
//!
//! `cargo run --release -p boardroom-ai --example probe_regret_root -- SEEDS`
//! (comma-separated game seeds, default 1).

use boardroom_ai::spec::AgentKind;
use boardroom_ai::{AgentSpec, Search, SearchConfig};
use boardroom_engine::prelude::*;
use boardroom_engine::vendors::Vendors;
use boardroom_engine::{Config, Observed, Seat, ToMove};

fn config(spec: &str, seed: u64) -> SearchConfig {
    let AgentKind::Ismcts(c) = AgentSpec::parse(spec).expect("a spec").kind else {
        panic!("{spec}: not ismcts");
    };
    let mut c = c.for_game::<Vendors>();
    c.seed = seed;
    c.reuse_tree = false;
    c.threads = 1;
    c
}

/// The chosen action and its share of the root's visits.
fn search(state: &Vendors, spec: &str, seed: u64) -> (<Vendors as Rules>::Action, f64) {
    let c = config(spec, seed);
    let iterations = c.iterations.expect("a budget");
    let mut s = Search::<Vendors>::new(c);
    s.set_root(state);
    s.run(iterations);
    let best = s.best_action().expect("a legal action");
    let total: u64 = s.root_edges().map(|e| e.visits).sum();
    let key = state.observe_action(best, s_seat(state));
    let top = s
        .root_edges()
        .find(|e| e.key == key)
        .map_or(0, |e| e.visits);
    (best, top as f64 / total.max(1) as f64)
}

fn s_seat(state: &Vendors) -> Seat {
    match state.to_move() {
        ToMove::Player(p) => p,
        _ => unreachable!("searched only where a seat moves"),
    }
}

const UCB: &str = "ismcts:preset=hard,iters=5000,mode=mo";
const RM: &str = "ismcts:preset=hard,iters=5000,mode=mo,sim=rm,rmvisits=500";
const REFERENCE: &str = "ismcts:preset=hard,iters=20000,mode=mo";

fn main() {
    let seeds: Vec<u64> = std::env::args().nth(1).map_or(vec![1], |list| {
        list.split(',')
            .map(|s| s.parse().expect("a seed"))
            .collect()
    });
    let (mut n, mut width) = (0u32, 0usize);
    let (mut same_ucb, mut ucb_ref, mut rm_ref, mut ucb_rm) = (0u32, 0u32, 0u32, 0u32);
    let (mut share_ucb, mut share_rm) = (0.0, 0.0);
    let mut buf = <Vendors as Rules>::ActionList::default();
    for &seed in &seeds {
        let mut game = Vendors::setup(&Config::players(2), seed).expect("setup");
        let mut decision = 0u64;
        while let ToMove::Player(p) = game.to_move() {
            game.legal_actions(&mut buf);
            decision += 1;
            let hidden = buf.len() > 1
                && matches!(game.observe_action(buf[0], 1 - p), Observed::Hidden { .. });
            let d = seed * 1000 + decision;
            let (ucb, s_ucb) = search(&game, UCB, d);
            if hidden {
                let (again, _) = search(&game, UCB, 1_000_000 + d);
                let (rm, s_rm) = search(&game, RM, 2_000_000 + d);
                let (reference, _) = search(&game, REFERENCE, 3_000_000 + d);
                n += 1;
                width += buf.len();
                same_ucb += u32::from(ucb == again);
                ucb_ref += u32::from(ucb == reference);
                rm_ref += u32::from(rm == reference);
                ucb_rm += u32::from(ucb == rm);
                share_ucb += s_ucb;
                share_rm += s_rm;
            }
            game.apply_legal(ucb);
        }
    }
    let pct = |k: u32| 100.0 * k as f64 / n.max(1) as f64;
    println!(
        "hidden commitments probed: {n}, legal actions on average {:.1}",
        width as f64 / n.max(1) as f64
    );
    println!(
        "chosen edge's share of the root's visits: UCB1 {:.3}, regret matching {:.3}",
        share_ucb / n as f64,
        share_rm / n as f64
    );
    println!(
        "same choice: UCB1 twice {:.0}%, UCB1 and 20,000 {:.0}%, regret matching and 20,000 {:.0}%, UCB1 and regret matching {:.0}%",
        pct(same_ucb),
        pct(ucb_ref),
        pct(rm_ref),
        pct(ucb_rm)
    );
}
