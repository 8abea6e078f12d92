//! Where Spiel des Jahres' extra iterations go (docs/experiments/2026-11-25-spiel-des-jahres-expert-budget.md):
//! how often searches of the same decision agree, by kind of decision.
//!
//! Games are played by a 3,000-iteration SO search (hard's budget) from the
//! given seeds; at every third decision with a choice, the position is also
//! searched by a second 3,000-iteration SO search on another seed, by a
//! 20,000-iteration SO search (twice, on two seeds) and by a 20,000-iteration
//! MO search (expert's budget), each afresh. Two searches at the same budget that disagree on a
//! kind of decision are choosing by noise there; if 20,000 iterations agree
//! with 3,000 no more often than two 3,000s agree with each other, the extra
//! iterations do not settle that kind of decision.
//!
//! `cargo run --release -p boardroom-ai --example probe_sdj -- SEEDS`
//! (comma-separated game seeds, default 1) prints one line per kind.

use boardroom_engine::prelude::*;
use std::collections::BTreeMap;

use boardroom_ai::{Mode, Search, SearchConfig};
use boardroom_engine::spiel_des_jahres::SpielDesJahres;
use boardroom_engine::{Config, ToMove};

/// The chosen action's label after a fresh search of `state`.
fn choice(state: &SpielDesJahres, iterations: u64, mode: Mode, seed: u64) -> String {
    let mut config = SearchConfig::iterations(iterations);
    config.mode = mode;
    config.seed = seed;
    config.reuse_tree = false;
    let mut search = Search::<SpielDesJahres>::new(config);
    search.set_root(state);
    search.run(iterations);
    state.label(
        search.best_action().expect("a legal action"),
        boardroom_engine::Names::SEATS,
    )
}

/// The kind of a decision, by its chosen action's label.
fn kind(label: &str) -> &'static str {
    match label.split_whitespace().next().unwrap_or("?") {
        "Offer" | "Hire" => "designer bid (offer, hire, no offer)",
        "No" if label.contains("offer for") => "designer bid (offer, hire, no offer)",
        "Ask" | "Give" => "trade item (give or ask for a card, game or money)",
        "Keep" | "Fire" => "keep or fire a designer",
        "Add" => "title card (add a card to a game)",
        "Propose" | "Accept" | "Decline" | "No" => "propose, accept, decline, no trade",
        "Play" | "Brainstorm:" | "Publish" => "play a designer, brainstorm, publish",
        _ => "other",
    }
}

fn main() {
    let seeds: Vec<u64> = std::env::args()
        .nth(1)
        .as_deref()
        .unwrap_or("1")
        .split(',')
        .map(|s| s.parse().expect("a seed"))
        .collect();
    // Per kind: decisions, 3k = 3k', 3k = 20k SO, 3k = 20k MO, 20k SO = 20k SO'.
    let mut table: BTreeMap<String, [u32; 5]> = BTreeMap::new();
    let mut decision = 0u64;
    for &seed in &seeds {
        let mut game = SpielDesJahres::setup(&Config::players(2), seed).expect("setup");
        let mut buf = <SpielDesJahres as Rules>::ActionList::default();
        while let ToMove::Player(_) = game.to_move() {
            game.legal_actions(&mut buf);
            if buf.len() < 2 {
                game.apply_legal(buf[0]);
                continue;
            }
            decision += 1;
            let hard = choice(&game, 3_000, Mode::SingleObserver, decision);
            if decision % 3 == 0 {
                let again = choice(&game, 3_000, Mode::SingleObserver, 1_000_000 + decision);
                let so = choice(&game, 20_000, Mode::SingleObserver, 2_000_000 + decision);
                let so_again = choice(&game, 20_000, Mode::SingleObserver, 4_000_000 + decision);
                let mo = choice(&game, 20_000, Mode::MultiObserver, 3_000_000 + decision);
                let row = table.entry(kind(&hard).to_string()).or_default();
                row[0] += 1;
                row[1] += u32::from(hard == again);
                row[2] += u32::from(hard == so);
                row[3] += u32::from(hard == mo);
                row[4] += u32::from(so == so_again);
            }
            let action = buf
                .iter()
                .copied()
                .find(|&a| game.label(a, boardroom_engine::Names::SEATS) == hard)
                .expect("the chosen action is legal");
            game.apply_legal(action);
        }
    }
    println!(
        "| decision | probed | 3,000 = 3,000 (other seed) | 3,000 = 20,000 SO | 3,000 = 20,000 MO | 20,000 SO = 20,000 SO (other seed) |"
    );
    println!("|---|---|---|---|---|---|");
    for (k, [n, same, so, mo, so_same]) in table {
        println!("| {k} | {n} | {same} | {so} | {mo} | {so_same} |");
    }
}
