//! Where Oh Hell's hidden cards are worth most: at the bid, or in the play
//! (docs/experiments/2026-11-29-oh-hell-where-the-hands-matter.md).
//!
//! One variant seat against two seats of the default search, every seat at
//! the same iterations, duplicate deals with the variant in each seat. The
//! variant plays one spec while the seats bid and another while they play
//! tricks, so that, for instance, a search that sees every hand only at
//! the bid (`pimc:dets=1,iters=1000,cheat=on` there, `ismcts:iters=1000`
//! in the play) shows what perfect knowledge of the deal is worth for the
//! bid alone: the most that inference could add there, where the only
//! evidence is the earlier seats' bids.
//!
//! `cargo run --release -p boardroom-ai --example oh_hell_knowledge --
//! BID_SPEC PLAY_SPEC [DEALS] [SEED] [OPPONENT_SPEC]` prints the variant's
//! share of the win with its interval over deals (even 1/3), its mean
//! points, and how often each kind of seat made its bid.

use boardroom_ai::stats::mean_ci95;
use boardroom_ai::tournament::play_game;
use boardroom_ai::{Agent, AgentSpec, mix_seed};
use boardroom_engine::Config;
use boardroom_engine::oh_hell::{OhHell, Phase};
use boardroom_engine::prelude::*;

/// One spec at the bid, another in the play.
struct PhaseSplit {
    bid: Box<dyn Agent<OhHell>>,
    play: Box<dyn Agent<OhHell>>,
}

impl Agent<OhHell> for PhaseSplit {
    fn choose(&mut self, state: &OhHell) -> boardroom_engine::oh_hell::Action {
        match state.phase() {
            Phase::Bid => self.bid.choose(state),
            _ => self.play.choose(state),
        }
    }
    fn observe(&mut self, before: &OhHell, action: boardroom_engine::oh_hell::Action) {
        self.bid.observe(before, action);
        self.play.observe(before, action);
    }
}

fn spec(text: &str) -> AgentSpec {
    AgentSpec::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bid = spec(args.first().map_or("ismcts:iters=1000", |s| s));
    let play = spec(args.get(1).map_or("ismcts:iters=1000", |s| s));
    let deals: usize = args.get(2).map_or(300, |s| s.parse().expect("DEALS"));
    let seed: u64 = args.get(3).map_or(1, |s| s.parse().expect("SEED"));
    let opponent = spec(args.get(4).map_or("ismcts:iters=1000", |s| s));
    let players = 3;
    let config = Config::players(players);

    let work: Vec<(usize, usize)> = (0..deals)
        .flat_map(|d| (0..players).map(move |s| (d, s)))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    // (deal, variant seat, variant share, variant points, variant made,
    // opponents made out of 2)
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(&(deal, seat)) = work.get(k) else {
                        break;
                    };
                    let deal_seed = mix_seed(seed, deal as u64);
                    let state = OhHell::setup(&config, deal_seed).expect("setup");
                    let game_seed = mix_seed(deal_seed, seat as u64 + 1);
                    let mut agents: Vec<Box<dyn Agent<OhHell>>> = (0..players)
                        .map(|s| {
                            let agent_seed = mix_seed(game_seed, s as u64);
                            if s == seat {
                                Box::new(PhaseSplit {
                                    bid: bid.build::<OhHell>(agent_seed),
                                    play: play.build::<OhHell>(agent_seed ^ 0x5eed),
                                }) as Box<dyn Agent<OhHell>>
                            } else {
                                opponent.build::<OhHell>(agent_seed)
                            }
                        })
                        .collect();
                    let end = play_game(state, &mut agents).expect("a legal game");
                    let made = |s: usize| end.scores[s] >= 10.0;
                    let others = (0..players).filter(|&s| s != seat && made(s)).count();
                    results.lock().unwrap().push((
                        deal,
                        seat,
                        end.returns[seat],
                        end.scores[seat],
                        made(seat),
                        others,
                    ));
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    let games = results.len() as f64;
    let mut by_deal = vec![0.0; deals];
    for r in &results {
        by_deal[r.0] += r.2 / players as f64;
    }
    let mean = by_deal.iter().sum::<f64>() / deals as f64;
    let (low, high) = mean_ci95(&by_deal);
    let points = results.iter().map(|r| r.3).sum::<f64>() / games;
    let made = results.iter().filter(|r| r.4).count() as f64 / games;
    let others = results.iter().map(|r| r.5).sum::<usize>() as f64 / (2.0 * games);
    println!(
        "bid {} / play {} against 2 x {}: {} games ({} deals, seed {seed}): share {:.3} [{:.3}, {:.3}] (even 0.333), points {:.2}, made its bid {:.3} (the others {:.3})",
        args.first().map_or("ismcts:iters=1000", |s| s),
        args.get(1).map_or("ismcts:iters=1000", |s| s),
        args.get(4).map_or("ismcts:iters=1000", |s| s),
        results.len(),
        deals,
        mean,
        low,
        high,
        points,
        made,
        others,
    );
}
