//! Snapshots of the text views and the scenes (the `insta` crate): for
//! every game at its
//! smallest and largest player count, one seeded position a few moves in,
//! as the seat to move sees it and as a spectator sees it, in English and
//! in Russian. A change to
//! what a person reads shows up here as a diff to review
//! (`cargo insta review`, or `INSTA_UPDATE=always` and read the diff).

use boardroom_engine::registry::{self, GAMES, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, Lang, Names, ToMove, Transcript, Viewer};

struct Snap {
    players: usize,
}

impl GameVisitor for Snap {
    type Output = ();
    fn visit<G: Game>(self) {
        let mut g = G::setup(&Config::players(self.players), 7).unwrap();
        let mut log = Transcript::<G>::new();
        let mut rng = GameRng::new(7);
        // Heuristic moves, so the position is a sensible one.
        for _ in 0..12 {
            if g.is_terminal() {
                break;
            }
            let a = g.heuristic_action(&mut rng);
            log.apply(&mut g, a).unwrap();
        }
        let ToMove::Player(p) = g.to_move() else {
            panic!("{} ended within 12 moves", G::INFO.id);
        };
        let names = ["Ann", "Bea", "Cy", "Dan", "Eve", "Flo"];
        let names = Names::new(&names[..self.players]);
        let id = G::INFO.id;
        let n = self.players;
        insta::assert_snapshot!(
            format!("{id}-{n}p-seat"),
            log.view(&g, Viewer::Seat(p), names)
        );
        insta::assert_snapshot!(
            format!("{id}-{n}p-spectator"),
            log.view(&g, Viewer::Spectator, names)
        );
        // The same positions as scenes (what the web page draws as cards).
        let scene = |v| serde_json::to_string_pretty(&g.scene(v, names)).unwrap();
        insta::assert_snapshot!(format!("{id}-{n}p-scene-seat"), scene(Viewer::Seat(p)));
        insta::assert_snapshot!(
            format!("{id}-{n}p-scene-spectator"),
            scene(Viewer::Spectator)
        );
        // The same position read in Russian by the seat to move, named
        // "Вы" so the sentences address the person; the others keep the
        // catalog's numbered seats (a caller's names carry no grammatical
        // gender, docs/ffi.md "Languages").
        let mut ru = [""; 6];
        ru[p as usize] = "Вы";
        let ru_names = Names::new(&ru[..self.players]).in_lang(Lang::Ru);
        insta::assert_snapshot!(
            format!("{id}-{n}p-seat-ru"),
            log.view(&g, Viewer::Seat(p), ru_names)
        );
        insta::assert_snapshot!(
            format!("{id}-{n}p-spectator-ru"),
            log.view(&g, Viewer::Spectator, Names::SEATS.in_lang(Lang::Ru))
        );
    }
}

#[test]
fn views_of_every_game_match_their_snapshots() {
    for info in GAMES {
        let mut counts = vec![info.min_players as usize];
        if info.max_players > info.min_players {
            counts.push(info.max_players as usize);
        }
        for players in counts {
            registry::dispatch(info.id, Snap { players }).unwrap();
        }
    }
}
