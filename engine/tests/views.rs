//! Text views of every game: a seat's view depends only on what it may
//! know (the view of a determinization from its point of view is the same
//! text), no view shows a sentinel, and every event has words.

use boardroom_engine::registry::{self, GAMES, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, Names, ToMove, Transcript, Viewer};

struct Check {
    players: usize,
}

impl GameVisitor for Check {
    type Output = ();
    fn visit<G: Game>(self) {
        let mut rng = GameRng::new(11);
        for seed in 0..3 {
            let mut g = G::setup(&Config::players(self.players), seed).unwrap();
            let mut log = Transcript::<G>::new();
            let mut buf = G::ActionList::default();
            let mut step = 0usize;
            while let ToMove::Player(p) = g.to_move() {
                if step % 7 == 0 {
                    let mine = g.view(Viewer::Seat(p), Names::SEATS, &[]);
                    for _ in 0..2 {
                        let d = g.determinize(p, &mut rng);
                        let theirs = d.view(Viewer::Seat(p), Names::SEATS, &[]);
                        assert_eq!(
                            mine,
                            theirs,
                            "{} seed {seed} step {step}: seat {p}'s view shows hidden information",
                            G::INFO.id
                        );
                    }
                    let text = log.view(&g, Viewer::Seat(p), Names::SEATS);
                    assert!(text.starts_with(G::INFO.name), "{text}");
                    assert!(
                        !text.contains("255") && !text.contains('{'),
                        "{}: {text}",
                        G::INFO.id
                    );
                    let all = log.view(&g, Viewer::Spectator, Names::SEATS);
                    assert!(!all.contains("255"), "{}: {all}", G::INFO.id);
                }
                g.legal_actions(&mut buf);
                let a = buf[rng.below(buf.len() as u32) as usize];
                log.apply(&mut g, a).unwrap();
                step += 1;
            }
            let end = g.view(
                Viewer::Spectator,
                Names::new(&["Ann"]),
                &log.recent(Viewer::Spectator),
            );
            assert!(
                end.contains("Game over") && end.contains("Ann"),
                "{}: {end}",
                G::INFO.id
            );
            assert!(!end.contains("255"), "{end}");
        }
    }
}

#[test]
fn views_show_only_what_a_seat_may_know() {
    for info in GAMES {
        for players in [info.min_players, info.max_players] {
            registry::dispatch(
                info.id,
                Check {
                    players: players as usize,
                },
            )
            .unwrap();
        }
    }
}
