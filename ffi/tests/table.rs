//! What a table needs through the C ABI: the scene, legal actions with
//! labels in one call, events any number of readers follow, the fair undo,
//! thinking in slices on the caller's thread, and hints. Bad input gets
//! its own status and changes nothing.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use boardroom::*;
use serde_json::Value;

mod calls;

use calls::{c, text};

fn new_game(id: &str, players: u32, seed: u64) -> BrGame {
    let mut g = 0;
    assert_eq!(
        unsafe { br_game_new(c(id).as_ptr(), players, seed, null(), &mut g) },
        BrStatus::Ok
    );
    g
}

fn json(mut f: impl FnMut(*mut c_char, usize, *mut usize) -> BrStatus) -> Value {
    let mut needed = 0;
    assert_eq!(f(null_mut(), 0, &mut needed), BrStatus::BufferTooSmall);
    let mut buf = vec![0 as c_char; needed];
    assert_eq!(f(buf.as_mut_ptr(), buf.len(), &mut needed), BrStatus::Ok);
    let text = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }.to_string_lossy();
    serde_json::from_str(&text).unwrap()
}

fn to_move(g: BrGame) -> u32 {
    let mut s = 0;
    assert_eq!(unsafe { br_game_to_move(g, &mut s) }, BrStatus::Ok);
    s as u32
}

fn saved(g: BrGame) -> Vec<u8> {
    let mut needed = 0;
    unsafe { br_game_save(g, null_mut(), 0, &mut needed) };
    let mut buf = vec![0u8; needed];
    assert_eq!(
        unsafe { br_game_save(g, buf.as_mut_ptr(), buf.len(), &mut needed) },
        BrStatus::Ok
    );
    buf
}

#[test]
fn scene_and_legal_actions_as_json() {
    let g = new_game("crafters", 3, 4);
    let names = c("Ann,Bob,You");
    for seat in [-1, 0, 2] {
        let scene =
            json(|b, n, nd| unsafe { br_game_scene_json(g, seat, names.as_ptr(), b, n, nd) });
        assert!(
            scene["title"].is_string() && scene["zones"].is_array(),
            "{scene}"
        );
        assert_eq!(scene["seats"].as_array().unwrap().len(), 3);
        assert_eq!(scene["seats"][0]["name"], "Ann");
        // Every panel, zone, card and fact has a key and arguments.
        let panel = &scene["seats"][0];
        assert_eq!(panel["key"], "crafters.seat.0");
        assert_eq!(panel["args"]["seat"], 0);
        for f in panel["facts"].as_array().unwrap() {
            assert!(f["key"].as_str().unwrap().starts_with("crafters.fact."));
            assert!(f["args"].is_object() && !f["text"].as_str().unwrap().is_empty());
        }
        for z in scene["zones"].as_array().unwrap() {
            assert!(z["key"].as_str().unwrap().starts_with("crafters.zone."));
            for card in z["cards"].as_array().unwrap() {
                assert!(card["key"].as_str().unwrap().starts_with("crafters.card."));
            }
        }
    }
    let legal = json(|b, n, nd| unsafe { br_game_legal_json(g, b, n, nd) });
    let legal = legal.as_array().unwrap();
    let mut count = 0;
    unsafe { br_game_legal_actions(g, null_mut(), 0, &mut count) };
    assert_eq!(legal.len(), count);
    assert!(
        legal
            .iter()
            .all(|a| a["id"].is_u64() && !a["label"].as_str().unwrap().is_empty())
    );
    assert!(legal.iter().all(|a| {
        a["key"].as_str().unwrap().starts_with("crafters.action.")
            && a["args"].is_object()
            && a["refs"].is_array()
    }));
    let mut needed = 0;
    assert_eq!(
        unsafe { br_game_scene_json(g, 3, null(), null_mut(), 0, &mut needed) },
        BrStatus::InvalidArgument
    );
    assert_eq!(
        unsafe { br_game_scene_json(0, 0, null(), null_mut(), 0, &mut needed) },
        BrStatus::InvalidHandle
    );
    unsafe { br_game_free(g) };
}

#[test]
fn readers_follow_events_by_number_and_see_an_undo() {
    let g = new_game("value-crafter", 4, 2);
    let seat = to_move(g);
    let legal = json(|b, n, nd| unsafe { br_game_legal_json(g, b, n, nd) });
    let before = saved(g);
    let mut start = 0;
    unsafe { br_game_next_seq(g, &mut start) };
    let id = legal[1]["id"].as_u64().unwrap() as u32;
    assert_eq!(unsafe { br_game_apply(g, seat, id) }, BrStatus::Ok);
    // Two readers, one after the other, both get everything.
    let first = json(|b, n, nd| unsafe { br_game_events_after_json(g, -1, -1, null(), b, n, nd) });
    let second = json(|b, n, nd| unsafe { br_game_events_after_json(g, -1, -1, null(), b, n, nd) });
    assert_eq!(first, second);
    for e in first.as_array().unwrap() {
        assert!(e["type"].is_string() && e["seq"].is_u64(), "{e}");
    }
    // Another seat cannot take it back; the mover can.
    let mut undone = 0;
    assert_eq!(
        unsafe { br_game_undo(g, (seat + 1) % 4, &mut undone) },
        BrStatus::CannotUndo
    );
    assert_eq!(
        unsafe { br_game_undo(g, 9, &mut undone) },
        BrStatus::InvalidArgument
    );
    assert_eq!(
        unsafe { br_game_undo(g, seat, null_mut()) },
        BrStatus::NullPointer
    );
    assert_eq!(unsafe { br_game_undo(g, seat, &mut undone) }, BrStatus::Ok);
    assert_eq!(undone, 1);
    assert_eq!(saved(g), before);
    let after = start as i64 - 1;
    let read = json(|b, n, nd| unsafe {
        br_game_events_after_json(g, seat as i32, after, null(), b, n, nd)
    });
    let last = read.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["type"], "undone");
    assert_eq!(
        unsafe { br_game_undo(g, seat, &mut undone) },
        BrStatus::CannotUndo
    );
    unsafe { br_game_free(g) };
}

#[test]
fn an_ai_thinks_in_slices_on_the_callers_thread() {
    let g = new_game("emergent-fastplay", 2, 3);
    let (mut sliced, mut whole) = (0, 0);
    let spec = c("ismcts:iters=400");
    unsafe {
        assert_eq!(
            br_ai_new_spec(g, spec.as_ptr(), 7, &mut sliced),
            BrStatus::Ok
        );
        assert_eq!(
            br_ai_new_spec(g, spec.as_ptr(), 7, &mut whole),
            BrStatus::Ok
        );
        let seat = to_move(g);
        let mut done = 0u8;
        assert_eq!(br_ai_think_step(sliced, 10, &mut done), BrStatus::NotReady);
        assert_eq!(br_ai_think_begin(sliced, g, seat + 1), BrStatus::WrongSeat);
        assert_eq!(br_ai_think_begin(sliced, g, seat), BrStatus::Ok);
        assert_eq!(br_ai_think_begin(sliced, g, seat), BrStatus::Busy);
        let mut slices = 0;
        while done == 0 {
            assert_eq!(br_ai_think_step(sliced, 50, &mut done), BrStatus::Ok);
            slices += 1;
        }
        assert_eq!(slices, 8);
        let (mut iterations, mut finished) = (0u64, 0u8);
        assert_eq!(
            br_ai_think_poll(sliced, &mut iterations, &mut finished),
            BrStatus::Ok
        );
        assert_eq!((iterations, finished), (400, 1));
        let (mut a, mut b) = (0, 0);
        assert_eq!(br_ai_think_take(sliced, &mut a), BrStatus::Ok);
        assert_eq!(br_ai_choose(whole, g, seat, &mut b), BrStatus::Ok);
        assert_eq!(a, b, "slices decide as one blocking call");
        assert_eq!(br_ai_think_take(sliced, &mut a), BrStatus::NotReady);
        // Cancelled early, the best move so far is still legal.
        assert_eq!(br_ai_think_begin(sliced, g, seat), BrStatus::Ok);
        assert_eq!(br_ai_think_step(sliced, 5, &mut done), BrStatus::Ok);
        assert_eq!(br_ai_think_cancel(sliced), BrStatus::Ok);
        assert_eq!(br_ai_think_take(sliced, &mut a), BrStatus::Ok);
        assert_eq!(br_game_apply(g, seat, a), BrStatus::Ok);
        assert_eq!(br_ai_reset(sliced), BrStatus::Ok);
        br_ai_free(sliced);
        br_ai_free(whole);
        br_game_free(g);
    }
}

#[test]
fn a_hint_ranks_the_moves_from_the_seats_information() {
    let g = new_game("oh-hell", 3, 8);
    let (mut ai, mut heuristic) = (0, 0);
    unsafe {
        assert_eq!(
            br_ai_new_spec(g, c("ismcts:iters=300").as_ptr(), 1, &mut ai),
            BrStatus::Ok
        );
        assert_eq!(
            br_ai_new_spec(g, c("heuristic").as_ptr(), 1, &mut heuristic),
            BrStatus::Ok
        );
        let seat = to_move(g);
        let names = c("Ann,Bob,Cy");
        let mut needed = 0;
        assert_eq!(
            br_ai_hint_json(ai, null_mut(), 0, &mut needed),
            BrStatus::NotReady
        );
        assert_eq!(br_ai_analyze(ai, g, seat, names.as_ptr()), BrStatus::Ok);
        let hint = json(|b, n, nd| br_ai_hint_json(ai, b, n, nd));
        let moves = hint["moves"].as_array().unwrap();
        assert!(!moves.is_empty());
        assert_eq!(hint["iterations"], 300);
        assert!(hint["line"][0]["name"].is_string());
        assert_eq!(
            br_ai_analyze(heuristic, g, seat, null()),
            BrStatus::InvalidArgument
        );
        assert_eq!(br_ai_analyze(ai, g, seat + 1, null()), BrStatus::WrongSeat);
        br_ai_free(ai);
        br_ai_free(heuristic);
        br_game_free(g);
    }
}

/// How an AI is made for the learned-prior hint test: a spec, or the
/// `BrAiSettings` fields `prior`, `value_weight` and `net`.
enum Made {
    Spec(&'static str),
    Settings {
        prior: f64,
        value_weight: f64,
        net: u32,
    },
}

fn make_ai(g: BrGame, how: &Made) -> BrAi {
    let mut ai = 0;
    unsafe {
        match how {
            Made::Spec(spec) => assert_eq!(
                br_ai_new_spec(g, c(spec).as_ptr(), 1, &mut ai),
                BrStatus::Ok
            ),
            &Made::Settings {
                prior,
                value_weight,
                net,
            } => {
                let mut s = std::mem::zeroed::<BrAiSettings>();
                s.size = std::mem::size_of::<BrAiSettings>() as u32;
                assert_eq!(
                    br_ai_settings_game_preset(g, c("medium").as_ptr(), &mut s),
                    BrStatus::Ok
                );
                // A preset leaves the net and its weights to the game.
                assert_eq!((s.prior, s.value_weight, s.net), (-1.0, -1.0, 1));
                s.iterations = 200;
                s.prior = prior;
                s.value_weight = value_weight;
                s.net = net;
                assert_eq!(br_ai_new_with(g, &s, &mut ai), BrStatus::Ok);
            }
        }
    }
    ai
}

#[test]
fn a_hint_shows_the_learned_prior_where_the_game_has_a_net() {
    // Fast Play's two-player search consults its committed net (its row
    // from 3,000 iterations; `prior=1` at any budget); with `net=off` the
    // same hint has no prior and no value. The settings struct says the
    // same through `prior`, `value_weight` and `net`.
    let cases = [
        (Made::Spec("ismcts:iters=200,prior=1"), true),
        (Made::Spec("ismcts:iters=200,prior=1,net=off"), false),
        (
            Made::Settings {
                prior: 1.0,
                value_weight: 0.5,
                net: 1,
            },
            true,
        ),
        (
            Made::Settings {
                prior: 1.0,
                value_weight: 0.5,
                net: 0,
            },
            false,
        ),
        // The game's choice at 200 iterations: below its row's 3,000.
        (
            Made::Settings {
                prior: -1.0,
                value_weight: -1.0,
                net: 1,
            },
            false,
        ),
    ];
    for (i, (how, learned)) in cases.iter().enumerate() {
        let learned = *learned;
        let g = new_game("emergent-fastplay", 2, 3);
        let ai = make_ai(g, how);
        unsafe {
            assert_eq!(br_ai_analyze(ai, g, to_move(g), null()), BrStatus::Ok);
            let hint = json(|b, n, nd| br_ai_hint_json(ai, b, n, nd));
            let moves = hint["moves"].as_array().unwrap();
            assert_eq!(hint.get("value").is_some(), learned, "case {i}: {hint}");
            for m in moves {
                assert_eq!(m.get("prior").is_some(), learned, "case {i}: {m}");
            }
            if learned {
                let sum: f64 = moves.iter().map(|m| m["prior"].as_f64().unwrap()).sum();
                assert!(sum > 0.0 && sum <= 1.0 + 1e-9, "{sum}");
                assert!((0.0..=1.0).contains(&hint["value"].as_f64().unwrap()));
            }
            br_ai_free(ai);
            br_game_free(g);
        }
    }
}

#[test]
fn a_game_speaks_the_language_it_is_set_to() {
    let g = new_game("oh-hell", 3, 2);
    let view = |g| text(|b, n, nd| unsafe { br_game_view_text(g, -1, null(), b, n, nd) });
    let english = view(g);
    assert!(english.contains("Seat 1"), "{english}");
    assert_eq!(
        unsafe { br_game_set_language(g, c("ru-RU").as_ptr()) },
        BrStatus::Ok
    );
    let russian = view(g);
    assert!(russian.contains("Игрок 1"), "{russian}");
    let scene = json(|b, n, nd| unsafe { br_game_scene_json(g, 0, null(), b, n, nd) });
    assert!(scene.to_string().contains("Игрок"), "{scene}");
    // An unknown language is refused by name and changes nothing.
    assert_eq!(
        unsafe { br_game_set_language(g, c("de").as_ptr()) },
        BrStatus::InvalidArgument
    );
    let why = text(|b, n, nd| unsafe { br_last_error(b, n, nd) });
    assert!(why.contains("\"de\"") && why.contains("\"ru\""), "{why}");
    assert_eq!(view(g), russian);
    assert_eq!(
        unsafe { br_game_set_language(g, null()) },
        BrStatus::NullPointer
    );
    assert_eq!(
        unsafe { br_game_set_language(0, c("ru").as_ptr()) },
        BrStatus::InvalidHandle
    );
    let langs = json(|b, n, nd| unsafe { br_languages_json(b, n, nd) });
    assert_eq!(langs[1]["code"], "ru");
    assert_eq!(langs[1]["name"], "Русский");
    assert_eq!(unsafe { br_game_free(g) }, BrStatus::Ok);
}

#[test]
fn a_setup_screen_reads_every_game_and_option_in_its_language() {
    let setup = |code: &str| json(|b, n, nd| unsafe { br_setup_json(c(code).as_ptr(), b, n, nd) });
    let games: Value =
        serde_json::from_str(&text(|b, n, nd| unsafe { br_games_json(b, n, nd) })).unwrap();
    for code in ["en", "ru-RU"] {
        let list = setup(code);
        let list = list.as_array().unwrap();
        assert_eq!(list.len(), games.as_array().unwrap().len());
        for (s, g) in list.iter().zip(games.as_array().unwrap()) {
            assert_eq!(s["id"], g["id"]);
            assert_eq!(s["min_players"], g["min_players"]);
            for (so, go) in s["options"]
                .as_array()
                .unwrap()
                .iter()
                .zip(g["options"].as_array().unwrap())
            {
                assert_eq!(
                    (&so["key"], &so["values"], &so["default"]),
                    (&go["key"], &go["values"], &go["default"])
                );
                assert_eq!(
                    so["value_names"].as_array().unwrap().len(),
                    go["values"].as_array().unwrap().len()
                );
            }
        }
    }
    // Crafters' dice option (its only one) in Russian.
    let ru = setup("ru");
    assert_eq!(ru[5]["id"], "crafters");
    assert_eq!(ru[5]["options"][0]["name"], "Кубики");
    // An unknown language is refused by name.
    let mut needed = 0;
    let status = unsafe { br_setup_json(c("de").as_ptr(), null_mut(), 0, &mut needed) };
    assert_eq!(status, BrStatus::InvalidArgument);
    assert!(
        calls::last_error().contains("de"),
        "{}",
        calls::last_error()
    );
    assert_eq!(
        unsafe { br_setup_json(null(), null_mut(), 0, &mut needed) },
        BrStatus::NullPointer
    );
}
