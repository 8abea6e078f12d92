//! Plays one game with every seat on the game's heuristic, printing each
//! move and the final scores: `cargo run --release -p boardroom-engine --example heuristic_game -- vendors 4 7`
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

struct Play(usize, u64);
impl GameVisitor for Play {
    type Output = ();
    fn visit<G: Game>(self) {
        let mut g = G::setup(&Config::players(self.0), self.1).expect("setup");
        let mut rng = GameRng::new(self.1);
        while let ToMove::Player(p) = g.to_move() {
            let a = g.heuristic_action(&mut rng);
            println!("seat {p}: {}", g.label(a, boardroom_engine::Names::SEATS));
            g.apply(a).expect("legal");
        }
        println!("scores {:?} returns {:?}", g.scores(), g.returns());
    }
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let id = a.first().map_or("vendors", String::as_str);
    let players = a.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let seed = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(7);
    if let Err(e) = registry::dispatch(id, Play(players, seed)) {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
