//! The page's calls, natively: every game played to its end through
//! [`WebGame`] and the worker's [`WebThink`], as app.js and worker.js make
//! them.

use boardroom_engine::dynamic::ErrorKind;
use boardroom_engine::registry::GAMES;
use serde_json::Value;

use crate::{WebGame, WebThink, bench, games_json, languages_json, text};

fn names(players: usize) -> Vec<String> {
    ["You", "Ann", "Ben", "Cy", "Di", "Ed"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("JSON")
}

fn legal(g: &WebGame) -> Vec<(u32, String)> {
    json(&g.legal_json())
        .as_array()
        .expect("a list")
        .iter()
        .map(|a| {
            let id = a["id"].as_u64().expect("an id") as u32;
            (id, a["label"].as_str().expect("a label").to_string())
        })
        .collect()
}

/// The worker's loop: slices until the budget (here at most 40
/// iterations) is spent, then the move.
fn think(g: &WebGame, spec: &str, seed: u64) -> u32 {
    let mut t = WebThink::new(&g.id(), &g.save(), spec, seed, None).expect("think");
    while !t.step(16).expect("step") && t.iterations() < 40.0 {}
    t.finish().expect("a move")
}

/// Plays `id` to the end with seat 0 taking the first legal action and
/// the others deciding through the worker's code (`spec`), reading the
/// events as the page's log does.
fn play_out(id: &str, players: usize, spec: &str) -> WebGame {
    let mut g = WebGame::new(id, players as u32, "", 11).expect("setup");
    let names = names(players);
    let mut after = None;
    let mut steps = 0;
    while g.to_move() >= 0 {
        let legal = legal(&g);
        assert!(!legal.is_empty(), "{id}: no legal action");
        assert!(
            legal.iter().all(|(_, l)| !l.is_empty()),
            "{id}: empty label"
        );
        let chosen = if g.to_move() == 0 {
            legal[0].0
        } else {
            think(&g, spec, steps)
        };
        assert!(
            legal.iter().any(|&(a, _)| a == chosen),
            "{id}: AI chose an illegal action"
        );
        g.apply(chosen).expect("legal action");
        let read = json(&g.events_json(0, after, names.clone()).unwrap());
        assert!(read.as_array().unwrap().iter().all(|e| e["seq"].is_u64()));
        after = (g.next_seq() as u32).checked_sub(1);
        steps += 1;
        assert!(steps < 20_000, "{id}: the game does not end");
    }
    g
}

#[test]
fn every_game_plays_to_the_end_against_the_worker_code() {
    for info in GAMES {
        let g = play_out(info.id, info.min_players as usize, "ismcts:preset=easy");
        assert_eq!(g.to_move(), -1);
        assert_eq!(g.scores().len(), info.min_players as usize);
        let end = g.view(-1, vec!["You".into()]).unwrap();
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
            assert_eq!(g.to_move(), -1, "{} with {players}", info.id);
            assert_eq!(g.returns().len(), players as usize);
        }
    }
}

#[test]
fn heuristic_and_random_ais_play_too() {
    for spec in ["heuristic", "random"] {
        let g = play_out("vendors", 3, spec);
        assert_eq!(g.to_move(), -1);
    }
}

#[test]
fn an_illegal_click_is_refused_and_changes_nothing() {
    let mut g = WebGame::new("vendors", 3, "", 5).unwrap();
    let before = g.save();
    let ids: Vec<u32> = legal(&g).iter().map(|l| l.0).collect();
    let stale = (0..100_000).find(|a| !ids.contains(a)).unwrap();
    let e = g.apply(stale).unwrap_err().0;
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(!e.message.is_empty());
    assert_eq!(g.save(), before);
    assert!(g.scene_json(-2, vec![]).is_err());
    assert!(g.view(3, vec![]).is_err());
}

#[test]
fn save_and_load_give_back_the_same_game() {
    let mut g = WebGame::new("crafters", 3, "", 9).unwrap();
    for _ in 0..5 {
        g.apply(legal(&g)[0].0).unwrap();
    }
    let bytes = g.save();
    let back = WebGame::load("crafters", &bytes).unwrap();
    assert_eq!(back.save(), bytes);
    assert_eq!(legal(&back), legal(&g));
    let mut broken = bytes.clone();
    let last = broken.len() - 1;
    broken[last] ^= 0xFF;
    let e = WebGame::load("crafters", &broken).err().unwrap().0;
    assert_eq!(e.kind, ErrorKind::CorruptSave);
    assert!(WebGame::load("chess", &bytes).is_err());
}

#[test]
fn the_events_speak_in_sentences_and_are_numbered() {
    let mut g = WebGame::new("oh-hell", 3, "", 1).unwrap();
    g.apply(legal(&g)[0].0).unwrap();
    let all = json(&g.events_json(-1, None, names(3)).unwrap());
    let all = all.as_array().unwrap();
    assert!(!all.is_empty());
    assert!(g.next_seq() as usize >= all.len());
    for e in all {
        assert!(e["type"].is_string() && e["seq"].is_u64(), "{e}");
        if let Some(text) = e["text"].as_str() {
            assert!(!text.contains('{') && !text.contains("255"), "{text}");
        }
    }
    let newest = (g.next_seq() - 1.0) as u32;
    assert_eq!(g.events_json(-1, Some(newest), names(3)).unwrap(), "[]");
}

/// A seat whose decision leaves it to move again (a compound choice):
/// the first such opening over every game.
fn a_compound_first_decision() -> (WebGame, u8) {
    for info in GAMES {
        let g = WebGame::new(info.id, info.min_players as u32, "", 7).unwrap();
        let seat = g.to_move() as u8;
        let mut next = WebGame::load(info.id, &g.save()).unwrap();
        next.apply(legal(&next)[0].0).unwrap();
        if next.to_move() == i32::from(seat) && legal(&g).len() > 1 {
            return (g, seat);
        }
    }
    panic!("no game has a compound first decision");
}

#[test]
fn an_undo_restores_the_choices_and_is_read_as_an_event() {
    let (mut g, seat) = a_compound_first_decision();
    let choices = g.legal_json();
    let before = g.save();
    assert!(!g.can_undo(seat));
    let e = g.undo(seat).unwrap_err().0;
    assert_eq!(e.kind, ErrorKind::CannotUndo);
    g.apply(legal(&g)[0].0).unwrap();
    assert!(g.can_undo(seat));
    let seen = (g.next_seq() as u32).checked_sub(1);
    assert_eq!(g.undo(seat).unwrap(), 1);
    assert_eq!(g.legal_json(), choices);
    assert_eq!(g.save(), before);
    let read = json(&g.events_json(i32::from(seat), seen, vec![]).unwrap());
    assert_eq!(read.as_array().unwrap().last().unwrap()["type"], "undone");
    // Another seat may not take back this seat's decision.
    g.apply(legal(&g)[0].0).unwrap();
    let other = (seat + 1) % g.players() as u8;
    assert!(!g.can_undo(other));
}

#[test]
fn setup_errors_are_sentences() {
    let e = WebGame::new("vendors", 9, "", 1).err().unwrap().0;
    assert!(e.message.contains("players"), "{}", e.message);
    let e = WebGame::new("vendors", 3, "nope=1", 1).err().unwrap().0;
    assert!(e.message.contains("nope"), "{}", e.message);
    let e = WebGame::new("vendors", 3, "oops", 1).err().unwrap().0;
    assert_eq!(e.kind, ErrorKind::BadOptions);
    assert!(WebGame::new("spiel-des-jahres", 4, "trading=off", 1).is_ok());
}

/// Steps `spec` in `id` to the end of its iteration budget.
fn budget(id: &str, spec: &str) -> (f64, Option<f64>) {
    let g = WebGame::new(id, 2, "", 4).unwrap();
    let mut t = WebThink::new(id, &g.save(), spec, 1, None).unwrap();
    while !t.step(64).unwrap() {}
    (t.iterations(), t.time_cap_ms())
}

#[test]
fn budgets_come_from_the_spec() {
    assert_eq!(
        budget("crafters", "ismcts:preset=easy"),
        (150.0, Some(100.0))
    );
    // Vendors spaces its own ladder (easy: 30 iterations).
    assert_eq!(budget("vendors", "ismcts:preset=easy").0, 30.0);
    assert_eq!(budget("vendors", "ismcts:iters=30"), (30.0, None));
    assert_eq!(budget("vendors", "heuristic"), (0.0, None));
    let g = WebGame::new("vendors", 2, "", 4).unwrap();
    for bad in ["ismcts:bogus=1", "pimc:dets=2", "chess"] {
        let e = WebThink::new("vendors", &g.save(), bad, 1, None)
            .err()
            .unwrap()
            .0;
        assert_eq!(e.kind, ErrorKind::BadOptions, "{bad}");
    }
    assert!(WebThink::new("chess", &g.save(), "ismcts:preset=easy", 1, None).is_err());
}

#[test]
fn a_hint_shows_the_learned_prior_where_the_game_has_a_net() {
    let g = WebGame::new("emergent-fastplay", 2, "", 3).unwrap();
    // The row consults the net from 3,000 iterations; `prior=1` at any budget.
    let mut t = WebThink::new(
        "emergent-fastplay",
        &g.save(),
        "ismcts:iters=200,prior=1",
        1,
        None,
    )
    .unwrap();
    while !t.step(100).unwrap() {}
    let a = json(&t.analysis_json(names(2)).unwrap());
    assert!((0.0..=1.0).contains(&a["value"].as_f64().unwrap()));
    for m in a["moves"].as_array().unwrap() {
        assert!((0.0..=1.0).contains(&m["prior"].as_f64().unwrap()));
    }
}

#[test]
fn a_hint_ranks_moves_in_words() {
    let g = WebGame::new("oh-hell", 3, "", 2).unwrap();
    let mut t = WebThink::new("oh-hell", &g.save(), "ismcts:iters=300", 1, None).unwrap();
    while !t.step(100).unwrap() {}
    let a = json(&t.analysis_json(names(3)).unwrap());
    let moves = a["moves"].as_array().unwrap();
    assert!(moves.len() > 1);
    for m in moves {
        assert!(!m["label"].as_str().unwrap().is_empty());
        assert!((0.0..=1.0).contains(&m["visit_share"].as_f64().unwrap()));
        assert!((0.0..=1.0).contains(&m["win_share"].as_f64().unwrap()));
    }
    let line = a["line"].as_array().unwrap();
    let seat = a["seat"].as_u64().unwrap() as usize;
    assert_eq!(seat as i32, g.to_move());
    assert_eq!(line[0]["name"], names(3)[seat]);
    assert_eq!(line[0]["label"], moves[0]["label"]);
    assert!(t.finish().is_ok());
    let mut h = WebThink::new("oh-hell", &g.save(), "heuristic", 1, None).unwrap();
    assert!(h.analysis_json(vec![]).is_err());
}

#[test]
fn a_finished_game_has_nothing_to_decide() {
    let g = play_out("oh-hell", 3, "random");
    let e = WebThink::new("oh-hell", &g.save(), "heuristic", 1, None)
        .err()
        .unwrap()
        .0;
    assert_eq!(e.kind, ErrorKind::GameOver);
    assert!(!g.can_undo(0));
}

#[test]
fn benchmarks_run() {
    assert!(bench::random_playouts("vendors", 4, 2).unwrap() > 0);
    assert_eq!(bench::ismcts_iterations("vendors", 4, 20).unwrap(), 20);
    let listed = json(&games_json());
    assert_eq!(listed.as_array().unwrap().len(), GAMES.len());
}

#[test]
fn every_game_has_a_scene_of_cards_for_each_seat() {
    for info in GAMES {
        let players = info.min_players as usize;
        let g = WebGame::new(info.id, players as u32, "", 3).expect("setup");
        for seat in (0..players as i32).chain([-1]) {
            let v = json(&g.scene_json(seat, names(players)).expect("scene"));
            assert_eq!(v["title"], info.name);
            let panels = v["seats"].as_array().expect("seats");
            assert_eq!(panels.len(), players, "{}", info.id);
            assert_eq!(panels[0]["name"], "You");
            assert!(
                panels
                    .iter()
                    .all(|p| !p["facts"].as_array().unwrap().is_empty())
            );
            // Facts are keyed objects with their text.
            let prefix = format!("{}.", info.id);
            assert!(panels.iter().all(|p| {
                p["key"].as_str().unwrap().starts_with(&prefix)
                    && p["facts"].as_array().unwrap().iter().all(|f| {
                        f["key"].as_str().unwrap().starts_with(&prefix)
                            && !f["text"].as_str().unwrap().is_empty()
                    })
            }));
            let cards: usize = v["zones"]
                .as_array()
                .unwrap()
                .iter()
                .chain(panels.iter().flat_map(|p| p["zones"].as_array().unwrap()))
                .map(|z| z["cards"].as_array().unwrap().len())
                .sum();
            assert!(cards > 0, "{}: no card drawn", info.id);
        }
        let e = g.scene_json(players as i32, vec![]).unwrap_err().0;
        assert_eq!(e.kind, ErrorKind::InvalidArgument, "{}", e.message);
    }
}

#[test]
fn the_language_is_set_on_the_game_and_an_unknown_one_changes_nothing() {
    let mut g = WebGame::new("vendors", 3, "", 5).unwrap();
    assert_eq!(g.language(), "en");
    let english = g.view(0, vec![]).unwrap();
    assert!(english.contains("Seat 0 to decide"), "{english}");

    let e = g.set_language("de").unwrap_err().0;
    assert_eq!(e.kind, ErrorKind::InvalidArgument);
    assert_eq!(
        e.message,
        "unknown language \"de\": expected one of \"en\", \"ru\""
    );
    assert_eq!(g.language(), "en");
    assert_eq!(g.view(0, vec![]).unwrap(), english);

    g.set_language("ru-RU").unwrap();
    assert_eq!(g.language(), "ru");
    let russian = g.view(0, vec![]).unwrap();
    assert!(russian.contains("Решает: Игрок 0"), "{russian}");
    g.set_language("en").unwrap();
    assert_eq!(g.view(0, vec![]).unwrap(), english);

    let listed = json(&languages_json());
    assert_eq!(listed[1]["code"], "ru");
    assert_eq!(listed[1]["name"], "Русский");
}

/// The worker's copy is loaded from a save, which keeps no language: its
/// analysis must still be in the page's.
#[test]
fn a_hint_is_written_in_the_language_given_to_the_worker() {
    let g = WebGame::new("oh-hell", 3, "", 2).unwrap();
    let seat = g.to_move();
    let line_name = |lang: Option<&str>| {
        let mut t = WebThink::new(
            "oh-hell",
            &g.save(),
            "ismcts:iters=50",
            1,
            lang.map(String::from),
        )
        .unwrap();
        while !t.step(50).unwrap() {}
        // No names given: the catalogs' numbered seats, in the language.
        let a = json(&t.analysis_json(vec![]).unwrap());
        a["line"][0]["name"].as_str().unwrap().to_string()
    };
    assert_eq!(line_name(None), format!("Seat {seat}"));
    assert_eq!(line_name(Some("ru")), format!("Игрок {seat}"));
    let e = WebThink::new("oh-hell", &g.save(), "heuristic", 1, Some("xx".into()))
        .err()
        .unwrap()
        .0;
    assert_eq!(e.kind, ErrorKind::InvalidArgument);
}

#[test]
fn the_page_words_take_numbers_for_plurals() {
    let tried = |lang: &str, n: i64| {
        text(
            lang,
            "page-tried",
            &format!(r#"{{"count": {n}, "shown": "{n}"}}"#),
        )
        .unwrap()
    };
    assert_eq!(tried("en", 1), "(1 position tried)");
    assert_eq!(tried("en", 12), "(12 positions tried)");
    assert_eq!(tried("ru", 1), "(проверена 1 позиция)");
    assert_eq!(tried("ru", 3), "(проверены 3 позиции)");
    assert_eq!(tried("ru", 11), "(проверено 11 позиций)");
    assert_eq!(tried("ru", 21), "(проверена 21 позиция)");
    assert_eq!(text("ru", "page-hint", "").unwrap(), "Подсказка");
    assert_eq!(
        text("ru", "common-seat", r#"{"seat": 1}"#).unwrap(),
        "Игрок 1"
    );
    assert_eq!(
        text("en", "page-score", r#"{"score": 2.5}"#).unwrap(),
        "Score 2.5"
    );
    let e = text("de", "page-hint", "").unwrap_err().0;
    assert!(e.message.contains("unknown language"), "{}", e.message);
    assert!(text("en", "page-tried", "[1]").is_err());
    assert!(text("en", "page-tried", r#"{"count": [1]}"#).is_err());
}

/// Every `page-…` key the page's files name, with the catalogs' own
/// `page-…` keys; a quoted key is one the page looks up.
fn page_keys_used() -> std::collections::BTreeSet<String> {
    let files = [
        include_str!("../www/app.js"),
        include_str!("../www/index.html"),
    ];
    let mut keys = std::collections::BTreeSet::new();
    for file in files {
        for (i, _) in file.match_indices("page-") {
            let quoted = i > 0 && matches!(file.as_bytes()[i - 1], b'\'' | b'"');
            let key: String = file[i..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                .collect();
            if quoted && !key.ends_with('-') {
                keys.insert(key);
            }
        }
    }
    keys
}

#[test]
fn every_word_the_page_looks_up_is_in_both_catalogs_and_every_page_word_is_used() {
    use boardroom_engine::words::{self, FILES, Lang};
    let used = page_keys_used();
    assert!(used.len() > 50, "{used:?}");
    for key in &used {
        for lang in [Lang::En, Lang::Ru] {
            assert!(
                words::has(lang, key),
                "{key} is not in the {lang:?} catalog"
            );
        }
    }
    let page = FILES.iter().position(|f| *f == "page").expect("page.ftl");
    let defined = words::ids(words::sources(Lang::En)[page]).unwrap();
    let unused: Vec<&String> = defined.iter().filter(|k| !used.contains(*k)).collect();
    assert!(
        unused.is_empty(),
        "page.ftl words the page never uses: {unused:?}"
    );
}
