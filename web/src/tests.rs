//! The page's generic layer, natively: every game played to its end by
//! the same calls the page and its worker make.

use boardroom_engine::registry::GAMES;

use crate::{bench, parse_options, session, think};

/// Plays `id` to the end with seat 0 taking the first legal action and
/// the others deciding through the worker's code (`spec`).
fn play_out(id: &str, players: usize, spec: &str) -> Box<dyn session::Session> {
    let mut g = session::create(id, players, &[], 11).expect("setup");
    let names = ["You", "", "", "", "", ""];
    let mut log = 0;
    let mut steps = 0;
    while let Some(p) = g.to_move() {
        let legal = g.legal();
        assert!(!legal.is_empty(), "{id}: no legal action");
        assert!(
            legal.iter().all(|(_, l)| !l.is_empty()),
            "{id}: empty label"
        );
        let id_to_play = if p == 0 {
            legal[0].0
        } else {
            let mut t = think::start(id, &g.save(), spec, steps).expect("think");
            while t.run(64) > 0 && t.iterations() < 40 {}
            t.choose()
        };
        assert!(
            legal.iter().any(|&(a, _)| a == id_to_play),
            "{id}: AI chose an illegal action"
        );
        g.apply(id_to_play).expect("legal action");
        let (_, next) = g.log(Some(0), &names, log);
        log = next;
        steps += 1;
        assert!(steps < 20_000, "{id}: the game does not end");
    }
    g
}

#[test]
fn every_game_plays_to_the_end_against_the_worker_code() {
    for info in GAMES {
        let g = play_out(info.id, info.min_players as usize, "ismcts:preset=easy");
        assert_eq!(g.to_move(), None);
        assert_eq!(g.scores().len(), info.min_players as usize);
        let end = g.view(None, &["You"]);
        assert!(
            end.contains(info.name),
            "{}: final view names the game",
            info.id
        );
    }
}

#[test]
fn every_player_count_of_every_game_plays_to_the_end() {
    for info in GAMES {
        for players in info.min_players..=info.max_players {
            let g = play_out(info.id, players as usize, "random");
            assert_eq!(g.to_move(), None, "{} with {players}", info.id);
            assert_eq!(g.returns().len(), players as usize);
        }
    }
}

#[test]
fn heuristic_and_random_ais_play_too() {
    for spec in ["heuristic", "random"] {
        let g = play_out("vendors", 3, spec);
        assert_eq!(g.to_move(), None);
    }
}

#[test]
fn an_illegal_click_is_refused_and_changes_nothing() {
    let mut g = session::create("vendors", 3, &[], 5).unwrap();
    let before = g.save();
    let legal: Vec<u32> = g.legal().iter().map(|l| l.0).collect();
    let stale = (0..100_000).find(|a| !legal.contains(a)).unwrap();
    let e = g.apply(stale).unwrap_err();
    assert!(!e.is_empty());
    assert_eq!(g.save(), before);
}

#[test]
fn save_and_load_give_back_the_same_game() {
    let mut g = session::create("crafters", 3, &[], 9).unwrap();
    for _ in 0..5 {
        let a = g.legal()[0].0;
        g.apply(a).unwrap();
    }
    let bytes = g.save();
    let back = session::load("crafters", &bytes).unwrap();
    assert_eq!(back.save(), bytes);
    assert_eq!(back.legal(), g.legal());
    let mut broken = bytes.clone();
    let last = broken.len() - 1;
    broken[last] ^= 0xFF;
    assert!(session::load("crafters", &broken).is_err());
    assert!(session::load("chess", &bytes).is_err());
}

#[test]
fn the_log_speaks_in_sentences() {
    let mut g = session::create("oh-hell", 3, &[], 1).unwrap();
    let a = g.legal()[0].0;
    g.apply(a).unwrap();
    let (lines, next) = g.log(None, &["You"], 0);
    assert!(next > 0);
    assert!(!lines.is_empty());
    assert!(lines.iter().all(|l| !l.contains('{') && !l.contains("255")));
}

#[test]
fn setup_errors_are_sentences() {
    let e = session::create("vendors", 9, &[], 1).err().unwrap();
    assert!(e.contains("players"), "{e}");
    let e = session::create("vendors", 3, &[("nope".into(), "1".into())], 1)
        .err()
        .unwrap();
    assert!(e.contains("nope"), "{e}");
    assert!(parse_options("a=1, b = 2").unwrap().len() == 2);
    assert!(parse_options("oops").is_err());
}

#[test]
fn budgets_come_from_the_spec() {
    let b = think::budget("crafters", "ismcts:preset=easy").unwrap();
    assert_eq!(b.iterations, 150);
    // Vendors spaces its own ladder (easy: 30 iterations).
    assert_eq!(
        think::budget("vendors", "ismcts:preset=easy")
            .unwrap()
            .iterations,
        30
    );
    assert_eq!(b.millis, Some(100));
    assert_eq!(
        think::budget("vendors", "ismcts:iters=30").unwrap().millis,
        None
    );
    assert!(think::budget("vendors", "ismcts:bogus=1").is_err());
    assert!(think::budget("chess", "ismcts:preset=easy").is_err());
    assert_eq!(think::budget("vendors", "heuristic").unwrap().iterations, 0);
}

#[test]
fn a_finished_game_has_nothing_to_decide() {
    let g = play_out("oh-hell", 3, "random");
    assert!(think::start("oh-hell", &g.save(), "heuristic", 1).is_err());
}

#[test]
fn benchmarks_run() {
    assert!(bench::random_playouts("vendors", 4, 2).unwrap() > 0);
    assert_eq!(bench::ismcts_iterations("vendors", 4, 20).unwrap(), 20);
    let listed: Vec<serde_json::Value> = serde_json::from_str(&session::games_json()).unwrap();
    assert_eq!(listed.len(), GAMES.len());
}

#[test]
fn every_game_has_a_scene_of_cards_for_each_seat() {
    for info in GAMES {
        let players = info.min_players as usize;
        let g = session::create(info.id, players, &[], 3).expect("setup");
        let names = ["You", "Ann", "Ben", "Cy", "Di", "Ed"];
        for seat in (0..players as u8).map(Some).chain([None]) {
            let json = g.scene(seat, &names[..players]).expect("scene");
            let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
            assert_eq!(v["title"], info.name);
            let panels = v["seats"].as_array().expect("seats");
            assert_eq!(panels.len(), players, "{}", info.id);
            assert_eq!(panels[0]["name"], "You");
            assert!(
                panels
                    .iter()
                    .all(|p| !p["facts"].as_array().unwrap().is_empty())
            );
            let cards: usize = v["zones"]
                .as_array()
                .unwrap()
                .iter()
                .chain(panels.iter().flat_map(|p| p["zones"].as_array().unwrap()))
                .map(|z| z["cards"].as_array().unwrap().len())
                .sum();
            assert!(cards > 0, "{}: no card drawn", info.id);
        }
        let err = g.scene(Some(players as u8), &names).unwrap_err();
        assert!(err.contains("no such seat"), "{err}");
    }
}
