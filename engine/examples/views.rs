//! Plays one seeded game with the heuristic in every seat and prints what
//! seat `--seat` sees at each of its decisions (its view, the events since
//! it last acted and its labelled choices), then the spectator's final
//! view: `cargo run --release -p boardroom-engine --example views -- oh-hell 3 7 0`
//! (game, players, seed, seat; a fifth argument stops after that many
//! decisions of the seat).

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, Names, ToMove, Transcript, Viewer};

struct Views {
    players: usize,
    seed: u64,
    seat: u8,
    limit: usize,
}

impl GameVisitor for Views {
    type Output = Result<(), String>;
    fn visit<G: Game>(self) -> Result<(), String> {
        let mut g =
            G::setup(&Config::players(self.players), self.seed).map_err(|e| e.to_string())?;
        let mut rng = GameRng::new(self.seed);
        let mut log = Transcript::<G>::new();
        let mut buf = G::ActionList::default();
        let mut shown = 0;
        while let ToMove::Player(p) = g.to_move() {
            g.legal_actions(&mut buf);
            if p == self.seat && shown < self.limit {
                shown += 1;
                println!("==================== decision {shown}");
                print!("{}", log.view(&g, Viewer::Seat(p), Names::SEATS));
                for (i, a) in buf.iter().enumerate() {
                    println!(
                        "  {:>3}. {}",
                        i + 1,
                        g.label(*a, boardroom_engine::Names::SEATS)
                    );
                }
            }
            let a = g.determinize(p, &mut rng).heuristic_action(&mut rng);
            log.apply(&mut g, a).map_err(|e| e.to_string())?;
        }
        println!("==================== final, spectator");
        print!("{}", log.view(&g, Viewer::Spectator, Names::SEATS));
        Ok(())
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let game = arg(0, "oh-hell");
    let v = Views {
        players: arg(1, "3").parse().expect("players"),
        seed: arg(2, "7").parse().expect("seed"),
        seat: arg(3, "0").parse().expect("seat"),
        limit: arg(4, "1000000").parse().expect("limit"),
    };
    match registry::dispatch(&game, v) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => eprintln!("{e}"),
        Err(e) => eprintln!("{e}"),
    }
}
