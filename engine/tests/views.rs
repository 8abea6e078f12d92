//! Text views of every game: a seat's view depends only on what it may
//! know (the view of a determinization from its point of view is the same
//! text), no view shows a sentinel, and every event has words; in every
//! language the project ships.

use boardroom_engine::registry::{self, GAMES, GameVisitor};
use boardroom_engine::view::game_name;
use boardroom_engine::{Config, Game, GameRng, Lang, Names, ToMove, Transcript, Viewer};

struct Check {
    players: usize,
    lang: Lang,
}

impl GameVisitor for Check {
    type Output = ();
    fn visit<G: Game>(self) {
        let mut rng = GameRng::new(11);
        let seats = Names::SEATS.in_lang(self.lang);
        for seed in 0..3 {
            let mut g = G::setup(&Config::players(self.players), seed).unwrap();
            let mut log = Transcript::<G>::new();
            let mut buf = G::ActionList::default();
            let mut step = 0usize;
            while let ToMove::Player(p) = g.to_move() {
                if step % 7 == 0 {
                    let mine = g.view(Viewer::Seat(p), seats, &[]);
                    for _ in 0..2 {
                        let d = g.determinize(p, &mut rng);
                        let theirs = d.view(Viewer::Seat(p), seats, &[]);
                        assert_eq!(
                            mine,
                            theirs,
                            "{} seed {seed} step {step}: seat {p}'s view shows hidden information",
                            G::INFO.id
                        );
                    }
                    let text = log.view(&g, Viewer::Seat(p), seats);
                    assert!(
                        text.starts_with(&game_name(G::INFO.id, self.lang)),
                        "{text}"
                    );
                    assert!(
                        !text.contains("255") && !text.contains('{'),
                        "{}: {text}",
                        G::INFO.id
                    );
                    let all = log.view(&g, Viewer::Spectator, seats);
                    assert!(!all.contains("255"), "{}: {all}", G::INFO.id);
                }
                g.legal_actions(&mut buf);
                let a = buf[rng.below(buf.len() as u32) as usize];
                log.apply(&mut g, a).unwrap();
                step += 1;
            }
            let game_over = match self.lang {
                Lang::Ru => "Игра окончена",
                _ => "Game over",
            };
            let end = g.view(
                Viewer::Spectator,
                Names::new(&["Ann"]).in_lang(self.lang),
                &log.recent(Viewer::Spectator),
            );
            assert!(
                end.contains(game_over) && end.contains("Ann"),
                "{}: {end}",
                G::INFO.id
            );
            assert!(!end.contains("255"), "{end}");
        }
    }
}

#[test]
fn views_show_only_what_a_seat_may_know() {
    for lang in Lang::SHIPPED {
        for info in GAMES {
            for players in [info.min_players, info.max_players] {
                registry::dispatch(
                    info.id,
                    Check {
                        players: players as usize,
                        lang,
                    },
                )
                .unwrap();
            }
        }
    }
}
