//! `boardroom play`: a person against the AI in the terminal. The person
//! sees their observation, the numbered legal actions, what the AI does
//! (hidden commitments as such) and every event their seat may see.

use std::io::{BufRead, Write};

use boardroom_ai::{Agent, IsmctsAgent, Preset, SearchConfig, mix_seed};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Audience, Config, Game, GameInfo, Observed, Seat, ToMove};

use crate::Usage;

struct Play {
    players: usize,
    human: Seat,
    preset: Preset,
    seed: u64,
}

fn show_events<G: Game>(events: &[(Audience, G::Event)], human: Seat) {
    for (audience, event) in events {
        if audience.includes(human) {
            let text = serde_json::to_string(event).unwrap_or_else(|_| format!("{event:?}"));
            println!("    · {text}");
        }
    }
}

impl GameVisitor for Play {
    type Output = Result<(), String>;
    fn visit<G: Game>(self) -> Self::Output {
        let mut state =
            G::setup(&Config::players(self.players), self.seed).map_err(|e| e.to_string())?;
        let mut ais: Vec<Option<IsmctsAgent<G>>> = (0..self.players)
            .map(|s| {
                (s != self.human as usize).then(|| {
                    IsmctsAgent::new(SearchConfig {
                        seed: mix_seed(self.seed, s as u64),
                        ..self.preset.config()
                    })
                })
            })
            .collect();
        let stdin = std::io::stdin();
        let mut lines = stdin.lock().lines();
        let mut buf = G::ActionList::default();
        let mut events: Vec<(Audience, G::Event)> = Vec::new();
        println!(
            "{} with {} players; you are seat {}; the AI plays '{}'. Type a number to act, q to quit.",
            G::INFO.name,
            self.players,
            self.human,
            self.preset
        );
        while let ToMove::Player(p) = state.to_move() {
            let action = if p == self.human {
                let obs = state.observation(self.human);
                println!("\n--- your view ---");
                println!(
                    "{}",
                    serde_json::to_string_pretty(&obs).unwrap_or_else(|_| format!("{obs:#?}"))
                );
                state.legal_actions(&mut buf);
                println!("--- your move ---");
                for (i, a) in buf.iter().enumerate() {
                    println!("  {:>3}. {}", i + 1, state.label(*a));
                }
                loop {
                    print!("> ");
                    let _ = std::io::stdout().flush();
                    let Some(Ok(line)) = lines.next() else {
                        println!("\n(end of input: game abandoned)");
                        return Ok(());
                    };
                    let line = line.trim();
                    if line == "q" || line == "quit" {
                        return Ok(());
                    }
                    match line.parse::<usize>() {
                        Ok(i) if (1..=buf.len()).contains(&i) => break buf[i - 1],
                        _ => println!("type a number from 1 to {}", buf.len()),
                    }
                }
            } else {
                let agent = ais[p as usize].as_mut().expect("an AI in every other seat");
                let a = agent.choose(&state);
                match state.observe_action(a, self.human) {
                    Observed::Seen(a) => println!("seat {p}: {}", state.label(a)),
                    Observed::Hidden { player } => {
                        println!("seat {player} commits a hidden choice")
                    }
                }
                a
            };
            let before = state;
            events.clear();
            state
                .apply_with(action, &mut events)
                .map_err(|e| e.to_string())?;
            show_events::<G>(&events, self.human);
            for ai in ais.iter_mut().flatten() {
                ai.observe(&before, action);
            }
        }
        println!("\n--- game over ---");
        let (scores, returns) = (state.scores(), state.returns());
        for s in 0..self.players {
            let who = if s == self.human as usize {
                " (you)"
            } else {
                ""
            };
            println!(
                "seat {s}{who}: score {}, share of the win {:.2}",
                scores[s], returns[s]
            );
        }
        Ok(())
    }
}

pub fn run(
    info: &GameInfo,
    players: usize,
    human: Seat,
    preset: Preset,
    seed: u64,
) -> Result<(), Usage> {
    registry::dispatch(
        info.id,
        Play {
            players,
            human,
            preset,
            seed,
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)
}
