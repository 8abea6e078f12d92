//! The transcript every table shares: numbered events that any number of
//! readers follow, and the fair undo, on random games of every game.

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::transcript::{Item, UndoError};
use boardroom_engine::{Config, Game, GameRng, ToMove, Transcript, Viewer};

/// What the undo did over a batch of random games.
#[derive(Default, Debug)]
struct Tally {
    undone: usize,
    revealed: usize,
    others_refused: usize,
}

struct RandomGames(usize);

impl GameVisitor for RandomGames {
    type Output = Tally;
    fn visit<G: Game>(self) -> Tally {
        let mut tally = Tally::default();
        let players = G::INFO.min_players.max(3).min(G::INFO.max_players) as usize;
        for seed in 0..self.0 as u64 {
            let mut state = G::setup(&Config::players(players), seed).unwrap();
            let mut log = Transcript::<G>::new();
            let mut rng = GameRng::new(seed ^ 0xabc);
            let mut buf = G::ActionList::default();
            let mut last_seq: Option<u64> = None;
            while let ToMove::Player(p) = state.to_move() {
                state.legal_actions(&mut buf);
                let a = buf[rng.below(buf.len() as u32) as usize];
                let before = state;
                let had_choice = buf.len() > 1;
                log.apply(&mut state, a).unwrap();

                // A reader that saw everything gets only the new items, in order.
                let items = log.read(Viewer::Spectator, last_seq);
                let seqs: Vec<u64> = items
                    .iter()
                    .map(|i| match i {
                        Item::Event(e) => e.seq,
                        Item::Undone { seq, .. } => *seq,
                    })
                    .collect();
                assert!(
                    seqs.windows(2).all(|w| w[0] < w[1]),
                    "{}: {seqs:?}",
                    G::INFO.id
                );
                assert!(seqs.iter().all(|&s| last_seq.is_none_or(|l| s > l)));
                if let Some(&s) = seqs.last() {
                    last_seq = Some(s);
                }

                // Only the seat that just acted may take back.
                let other = (p + 1) % players as u8;
                let mut copy = state;
                let mut other_log = log.clone();
                assert_eq!(
                    other_log.undo(&mut copy, other),
                    Err(UndoError::NothingToTakeBack)
                );
                assert!(copy == state);
                tally.others_refused += 1;

                // Every few steps the mover takes its decision back and plays it again.
                if had_choice && rng.below(4) == 0 {
                    let mut copy = state;
                    let mut undo_log = log.clone();
                    match undo_log.undo(&mut copy, p) {
                        Ok(n) => {
                            assert_eq!(n, 1, "{}: one decision, no forced steps after", G::INFO.id);
                            assert!(copy == before, "{}: undo restores the state", G::INFO.id);
                            let items = undo_log.read(Viewer::Seat(p), last_seq);
                            assert!(
                                matches!(items.last(), Some(Item::Undone { .. })),
                                "{}: readers learn of the undo",
                                G::INFO.id
                            );
                            assert!(undo_log.next_seq() > log.next_seq());
                            tally.undone += 1;
                        }
                        Err(UndoError::Revealed) => {
                            assert!(copy == state, "a refused undo changes nothing");
                            tally.revealed += 1;
                        }
                        Err(e) => panic!("{}: {e}", G::INFO.id),
                    }
                }
            }
        }
        tally
    }
}

#[test]
fn readers_follow_numbers_and_undo_is_fair_in_every_game() {
    let mut revealed = 0;
    for info in registry::GAMES {
        let tally = registry::dispatch(info.id, RandomGames(4)).unwrap();
        assert!(tally.undone > 0, "{}: {tally:?}", info.id);
        revealed += tally.revealed;
    }
    // Some games reveal on a seat's own step (a card drawn, dice rolled):
    // those undos must have been refused somewhere.
    assert!(revealed > 0);
}

#[test]
fn an_undo_takes_forced_steps_back_with_the_decision() {
    // Crafters and Vendors have seats with one legal action after a choice;
    // whatever the game, an undo never leaves a seat at a forced step.
    struct Forced;
    impl GameVisitor for Forced {
        type Output = usize;
        fn visit<G: Game>(self) -> usize {
            let mut found = 0;
            for seed in 0..6 {
                let mut state =
                    G::setup(&Config::players(G::INFO.min_players as usize), seed).unwrap();
                let mut log = Transcript::<G>::new();
                let mut rng = GameRng::new(seed);
                let mut buf = G::ActionList::default();
                let mut last_mover = None;
                let mut run = 0;
                while let ToMove::Player(p) = state.to_move() {
                    state.legal_actions(&mut buf);
                    run = if last_mover == Some(p) { run + 1 } else { 1 };
                    let forced = buf.len() == 1;
                    let a = buf[rng.below(buf.len() as u32) as usize];
                    log.apply(&mut state, a).unwrap();
                    last_mover = Some(p);
                    if forced && run > 1 && state.to_move() != ToMove::Player(p) {
                        let mut copy = state;
                        if let Ok(n) = log.clone().undo(&mut copy, p) {
                            assert!(n >= 2, "{}: the forced step goes too", G::INFO.id);
                            copy.legal_actions(&mut buf);
                            assert!(buf.len() > 1);
                            found += 1;
                        }
                    }
                }
            }
            found
        }
    }
    let found: usize = registry::GAMES
        .iter()
        .map(|g| registry::dispatch(g.id, Forced).unwrap())
        .sum();
    assert!(found > 0, "no game had a forced step after a decision");
}
