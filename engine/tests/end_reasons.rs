//! Every game names how it ended once it is over, and only then: what a
//! balance report counts (`boardroom balance`, "How games ended").

use boardroom_engine::registry::{self, GAMES, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

struct Ends {
    players: usize,
}

impl GameVisitor for Ends {
    type Output = Vec<&'static str>;
    fn visit<G: Game>(self) -> Vec<&'static str> {
        let mut seen = Vec::new();
        for seed in 0..8 {
            let mut g = G::setup(&Config::players(self.players), seed).unwrap();
            let mut rng = GameRng::new(seed);
            while let ToMove::Player(_) = g.to_move() {
                assert_eq!(g.end_reason(), None, "{} named an end early", G::INFO.id);
                let a = g.heuristic_action(&mut rng);
                g.apply(a).unwrap();
            }
            let why = g.end_reason().expect("a finished game names its end");
            assert!(!why.is_empty() && why.chars().next().unwrap().is_lowercase());
            if !seen.contains(&why) {
                seen.push(why);
            }
        }
        seen
    }
}

#[test]
fn every_finished_game_names_its_end_and_no_other_does() {
    for info in GAMES {
        let ends = registry::dispatch(
            info.id,
            Ends {
                players: info.min_players as usize,
            },
        )
        .unwrap();
        // No game falls back to the generic words: each says its own.
        assert!(
            !ends.contains(&"the game ran its full length"),
            "{}: {ends:?}",
            info.id
        );
    }
}
