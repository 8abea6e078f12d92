//! Plays one seeded random game and prints each move's label and the final
//! scores: `cargo run --release -p boardroom-engine --example random_game -- vendors --players 4 --seed 7`

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

struct Play {
    players: usize,
    seed: u64,
}

impl GameVisitor for Play {
    type Output = Result<(), String>;
    fn visit<G: Game>(self) -> Result<(), String> {
        let mut g =
            G::setup(&Config::players(self.players), self.seed).map_err(|e| e.to_string())?;
        let mut rng = GameRng::new(self.seed);
        let mut buf = G::ActionList::default();
        let mut step = 0;
        while let ToMove::Player(p) = g.to_move() {
            g.legal_actions(&mut buf);
            let a = buf[rng.below(buf.len() as u32) as usize];
            println!(
                "{step:4}  seat {p}: {}",
                g.label(a, boardroom_engine::Names::SEATS)
            );
            g.apply(a).map_err(|e| e.to_string())?;
            step += 1;
        }
        println!("game over after {step} actions");
        for (s, (score, ret)) in g.scores().iter().zip(g.returns().iter()).enumerate() {
            println!("seat {s}: score {score}, share of the win {ret:.3}");
        }
        Ok(())
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut game = "vendors".to_string();
    let mut players = 4;
    let mut seed = 7;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--players" => players = args.get(i + 1).and_then(|v| v.parse().ok()).unwrap_or(0),
            "--seed" => seed = args.get(i + 1).and_then(|v| v.parse().ok()).unwrap_or(0),
            other => {
                game = other.to_string();
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    if let Err(e) = registry::dispatch(&game, Play { players, seed })
        .map_err(|e| e.to_string())
        .and_then(|r| r)
    {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
