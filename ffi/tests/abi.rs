//! The C ABI driven from Rust exactly as a C client would: every bad input
//! gets its own status and changes nothing.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use boardroom::*;

mod calls;

use calls::{c, last_error, text};

/// Zeroed settings of this header's size, ready for a preset.
fn sized_settings() -> BrAiSettings {
    let mut s = unsafe { std::mem::zeroed::<BrAiSettings>() };
    s.size = std::mem::size_of::<BrAiSettings>() as u32;
    s
}

fn new_game(id: &str, players: u32, seed: u64) -> BrGame {
    let mut g = 0;
    let st = unsafe { br_game_new(c(id).as_ptr(), players, seed, null(), &mut g) };
    assert_eq!(st, BrStatus::Ok, "{}", last_error());
    g
}

fn saved(g: BrGame) -> Vec<u8> {
    let mut needed = 0;
    assert_eq!(
        unsafe { br_game_save(g, null_mut(), 0, &mut needed) },
        BrStatus::BufferTooSmall
    );
    let mut buf = vec![0u8; needed];
    assert_eq!(
        unsafe { br_game_save(g, buf.as_mut_ptr(), buf.len(), &mut needed) },
        BrStatus::Ok
    );
    buf
}

fn legal(g: BrGame) -> Vec<u32> {
    let mut count = 0;
    let st = unsafe { br_game_legal_actions(g, null_mut(), 0, &mut count) };
    assert!(st == BrStatus::BufferTooSmall || (st == BrStatus::Ok && count == 0));
    let mut ids = vec![0u32; count];
    assert_eq!(
        unsafe { br_game_legal_actions(g, ids.as_mut_ptr(), ids.len(), &mut count) },
        BrStatus::Ok
    );
    ids
}

fn to_move(g: BrGame) -> i32 {
    let mut s = 0;
    assert_eq!(unsafe { br_game_to_move(g, &mut s) }, BrStatus::Ok);
    s
}

#[test]
fn versions_and_the_game_list() {
    let (mut a, mut b, mut p) = (9, 9, 9);
    assert_eq!(unsafe { br_version(&mut a, &mut b, &mut p) }, BrStatus::Ok);
    assert_eq!((a, b), (0, 1));
    assert_eq!(br_abi_version(), BR_ABI_VERSION);
    assert_eq!(
        unsafe { br_version(null_mut(), &mut b, &mut p) },
        BrStatus::NullPointer
    );
    let mut n = 0;
    assert_eq!(unsafe { br_game_count(&mut n) }, BrStatus::Ok);
    assert!(n >= 1);
    let (mut lo, mut hi) = (0, 0);
    let id =
        text(|buf, cap, needed| unsafe { br_game_info(0, buf, cap, needed, &mut lo, &mut hi) });
    assert!(!id.is_empty() && lo >= 1 && hi >= lo);
    let mut needed = 0;
    assert_eq!(
        unsafe { br_game_info(n, null_mut(), 0, &mut needed, &mut lo, &mut hi) },
        BrStatus::InvalidArgument
    );
    let json = text(|buf, cap, needed| unsafe { br_games_json(buf, cap, needed) });
    let list: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == "vendors" && g["min_players"] == 2)
    );
}

#[test]
fn bad_setup_gets_its_own_status() {
    let mut g = 0;
    unsafe {
        assert_eq!(
            br_game_new(c("chess").as_ptr(), 2, 1, null(), &mut g),
            BrStatus::UnknownGame
        );
        assert!(last_error().contains("chess"));
        assert_eq!(
            br_game_new(c("vendors").as_ptr(), 9, 1, null(), &mut g),
            BrStatus::BadOptions
        );
        assert!(last_error().contains("2 to 6"), "{}", last_error());
        assert_eq!(
            br_game_new(
                c("vendors").as_ptr(),
                4,
                1,
                c("colour=red").as_ptr(),
                &mut g
            ),
            BrStatus::BadOptions
        );
        assert_eq!(
            br_game_new(c("vendors").as_ptr(), 4, 1, c("nonsense").as_ptr(), &mut g),
            BrStatus::BadOptions
        );
        assert_eq!(
            br_game_new(null(), 4, 1, null(), &mut g),
            BrStatus::NullPointer
        );
        assert_eq!(
            br_game_new(c("vendors").as_ptr(), 4, 1, null(), null_mut()),
            BrStatus::NullPointer
        );
    }
    assert_eq!(g, 0, "nothing was written on failure");
}

#[test]
fn stale_and_freed_handles_are_reported() {
    let g = new_game("vendors", 3, 1);
    let mut copy = 0;
    assert_eq!(unsafe { br_game_clone(g, &mut copy) }, BrStatus::Ok);
    assert_eq!(unsafe { br_game_free(g) }, BrStatus::Ok);
    assert_eq!(
        unsafe { br_game_free(g) },
        BrStatus::InvalidHandle,
        "double free"
    );
    let mut s = 0;
    assert_eq!(
        unsafe { br_game_to_move(g, &mut s) },
        BrStatus::InvalidHandle,
        "use after free"
    );
    assert_eq!(
        unsafe { br_game_to_move(0, &mut s) },
        BrStatus::InvalidHandle
    );
    assert_eq!(
        unsafe { br_game_to_move(0xDEAD_BEEF_0000_0001, &mut s) },
        BrStatus::InvalidHandle
    );
    // A new game may reuse the slot, but not the old handle.
    let h = new_game("vendors", 3, 2);
    assert_eq!(
        unsafe { br_game_to_move(g, &mut s) },
        BrStatus::InvalidHandle
    );
    assert_eq!(
        unsafe { br_game_to_move(copy, &mut s) },
        BrStatus::Ok,
        "the clone outlives the original"
    );
    unsafe {
        br_game_free(h);
        br_game_free(copy);
        assert_eq!(br_ai_free(12345), BrStatus::InvalidHandle);
    }
}

#[test]
fn short_buffers_illegal_actions_and_wrong_seats_change_nothing() {
    let g = new_game("vendors", 4, 3);
    let before = saved(g);
    let ids = legal(g);
    assert!(ids.len() > 1);
    let mut small = vec![u32::MAX; 1];
    let mut count = 0;
    assert_eq!(
        unsafe { br_game_legal_actions(g, small.as_mut_ptr(), 1, &mut count) },
        BrStatus::BufferTooSmall
    );
    assert_eq!(count, ids.len());
    assert_eq!(small[0], u32::MAX, "a short buffer is not written");
    let seat = to_move(g) as u32;
    let illegal = (0..100_000).find(|i| !ids.contains(i)).unwrap();
    assert_eq!(
        unsafe { br_game_apply(g, seat, illegal) },
        BrStatus::IllegalAction
    );
    assert_eq!(
        unsafe { br_game_apply(g, seat, u32::MAX) },
        BrStatus::IllegalAction
    );
    assert_eq!(
        unsafe { br_game_apply(g, (seat + 1) % 4, ids[0]) },
        BrStatus::WrongSeat
    );
    assert!(last_error().contains("not to move"));
    let mut needed = 0;
    let mut tiny = [0 as c_char; 2];
    assert_eq!(
        unsafe { br_game_action_label(g, ids[0], tiny.as_mut_ptr(), 2, &mut needed) },
        BrStatus::BufferTooSmall
    );
    assert!(needed > 2);
    assert_eq!(
        unsafe { br_game_observation_json(g, 7, null_mut(), 0, &mut needed) },
        BrStatus::InvalidArgument
    );
    assert_eq!(saved(g), before, "no failed call changed the game");
    assert_eq!(unsafe { br_game_apply(g, seat, ids[0]) }, BrStatus::Ok);
    assert_ne!(saved(g), before);
    unsafe { br_game_free(g) };
}

#[test]
fn save_load_and_corrupt_saves() {
    let g = new_game("vendors", 2, 4);
    for _ in 0..25 {
        let ids = legal(g);
        assert_eq!(
            unsafe { br_game_apply(g, to_move(g) as u32, ids[ids.len() / 2]) },
            BrStatus::Ok
        );
    }
    let bytes = saved(g);
    let mut h = 0;
    assert_eq!(
        unsafe { br_game_load(c("vendors").as_ptr(), bytes.as_ptr(), bytes.len(), &mut h) },
        BrStatus::Ok
    );
    assert_eq!(saved(h), bytes);
    let mut bad = bytes.clone();
    bad[bytes.len() / 2] ^= 0x40;
    let mut x = 0;
    assert_eq!(
        unsafe { br_game_load(c("vendors").as_ptr(), bad.as_ptr(), bad.len(), &mut x) },
        BrStatus::CorruptSave
    );
    assert_eq!(
        unsafe { br_game_load(c("vendors").as_ptr(), bytes.as_ptr(), 10, &mut x) },
        BrStatus::CorruptSave
    );
    assert_eq!(
        unsafe { br_game_load(c("vendors").as_ptr(), null(), 0, &mut x) },
        BrStatus::CorruptSave
    );
    assert_eq!(
        unsafe { br_game_load(c("vendors").as_ptr(), null(), 5, &mut x) },
        BrStatus::NullPointer
    );
    assert_eq!(x, 0);
    unsafe {
        br_game_free(g);
        br_game_free(h);
    }
}

#[test]
fn observations_and_events_as_json() {
    let g = new_game("vendors", 3, 5);
    for s in 0..3 {
        let obs =
            text(|buf, cap, needed| unsafe { br_game_observation_json(g, s, buf, cap, needed) });
        let v: serde_json::Value = serde_json::from_str(&obs).unwrap();
        assert_eq!(v["observer"], s);
    }
    for _ in 0..12 {
        let ids = legal(g);
        assert_eq!(
            unsafe { br_game_apply(g, to_move(g) as u32, ids[0]) },
            BrStatus::Ok
        );
    }
    // A short buffer does not consume the events.
    let mut needed = 0;
    assert_eq!(
        unsafe { br_game_events_json(g, 0, null_mut(), 0, &mut needed) },
        BrStatus::BufferTooSmall
    );
    let events = text(|buf, cap, needed| unsafe { br_game_events_json(g, 0, buf, cap, needed) });
    let list: serde_json::Value = serde_json::from_str(&events).unwrap();
    assert!(!list.as_array().unwrap().is_empty());
    let again = text(|buf, cap, needed| unsafe { br_game_events_json(g, 0, buf, cap, needed) });
    assert_eq!(again, "[]", "events are reported once per seat");
    let all = text(|buf, cap, needed| unsafe { br_game_events_json(g, -1, buf, cap, needed) });
    assert!(all.len() >= events.len());
    unsafe { br_game_free(g) };
}

#[test]
fn ai_choose_think_cancel_and_misuse() {
    let g = new_game("vendors", 3, 6);
    let mut ai = 0;
    unsafe {
        assert_eq!(
            br_ai_new(g, c("impossible").as_ptr(), 1, &mut ai),
            BrStatus::InvalidArgument
        );
        assert_eq!(br_ai_new(g, c("easy").as_ptr(), 1, &mut ai), BrStatus::Ok);
        let mut settings = sized_settings();
        assert_eq!(
            br_ai_settings_preset(c("hard").as_ptr(), &mut settings),
            BrStatus::Ok
        );
        settings.iterations = 0;
        settings.milliseconds = 0;
        let mut ai2 = 0;
        assert_eq!(
            br_ai_new_with(g, &settings, &mut ai2),
            BrStatus::InvalidArgument
        );
        settings.iterations = 300;
        settings.threads = 2;
        assert_eq!(br_ai_new_with(g, &settings, &mut ai2), BrStatus::Ok);

        let seat = to_move(g) as u32;
        let mut a = 0;
        assert_eq!(
            br_ai_choose(ai, g, (seat + 1) % 3, &mut a),
            BrStatus::WrongSeat
        );
        assert_eq!(br_ai_choose(ai, g, seat, &mut a), BrStatus::Ok);
        assert!(legal(g).contains(&a));

        // Background thinking: take before start is refused, then poll until done.
        assert_eq!(br_ai_think_take(ai2, &mut a), BrStatus::NotReady);
        assert_eq!(br_ai_think_start(ai2, g, seat), BrStatus::Ok);
        assert_eq!(br_ai_think_start(ai2, g, seat), BrStatus::Busy);
        assert_eq!(br_ai_choose(ai2, g, seat, &mut a), BrStatus::Busy);
        let (mut iters, mut done) = (0u64, 0u8);
        while done == 0 {
            assert_eq!(br_ai_think_poll(ai2, &mut iters, &mut done), BrStatus::Ok);
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(br_ai_think_take(ai2, &mut a), BrStatus::Ok);
        assert!(iters >= 300 && legal(g).contains(&a));

        // Cancel: a long think stops early and still yields a legal move.
        settings.iterations = 50_000_000;
        settings.threads = 1;
        let mut slow = 0;
        assert_eq!(br_ai_new_with(g, &settings, &mut slow), BrStatus::Ok);
        assert_eq!(br_ai_think_start(slow, g, seat), BrStatus::Ok);
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert_eq!(br_ai_think_cancel(slow), BrStatus::Ok);
        loop {
            match br_ai_think_take(slow, &mut a) {
                BrStatus::Ok => break,
                BrStatus::NotReady => std::thread::sleep(std::time::Duration::from_millis(1)),
                other => panic!("{other:?}"),
            }
        }
        assert!(legal(g).contains(&a));
        // Freeing an AI in the middle of thinking is safe.
        assert_eq!(br_ai_think_start(slow, g, seat), BrStatus::Ok);
        assert_eq!(br_ai_free(slow), BrStatus::Ok);
        assert_eq!(br_ai_free(slow), BrStatus::InvalidHandle);
        br_ai_free(ai);
        br_ai_free(ai2);
        br_game_free(g);
    }
}

#[test]
fn every_game_plays_to_the_end_with_the_ai() {
    let mut n = 0;
    unsafe { br_game_count(&mut n) };
    for i in 0..n {
        let (mut lo, mut hi) = (0, 0);
        let id =
            text(|buf, cap, needed| unsafe { br_game_info(i, buf, cap, needed, &mut lo, &mut hi) });
        let g = new_game(&id, lo.max(2).min(hi), 7);
        let (mut action_ids, mut max_length) = (0u32, 0u32);
        unsafe {
            assert_eq!(
                br_game_action_space(g, &mut action_ids, &mut max_length),
                BrStatus::Ok
            );
            assert_eq!(
                br_game_action_space(g, null_mut(), &mut max_length),
                BrStatus::NullPointer
            );
            assert_eq!(
                br_game_action_space(0, &mut action_ids, &mut max_length),
                BrStatus::InvalidHandle
            );
        }
        let mut ai = 0;
        let mut settings = sized_settings();
        unsafe {
            assert_eq!(
                br_ai_settings_preset(c("easy").as_ptr(), &mut settings),
                BrStatus::Ok
            );
            settings.iterations = 40;
            settings.milliseconds = 0;
            settings.temperature = 0.0;
            assert_eq!(br_ai_new_with(g, &settings, &mut ai), BrStatus::Ok);
        }
        let mut steps = 0;
        while to_move(g) >= 0 {
            let seat = to_move(g) as u32;
            let mut a = 0;
            assert_eq!(
                unsafe { br_ai_choose(ai, g, seat, &mut a) },
                BrStatus::Ok,
                "{}",
                last_error()
            );
            assert!(legal(g).iter().all(|&id| id < action_ids));
            assert_eq!(
                unsafe { br_game_apply(g, seat, a) },
                BrStatus::Ok,
                "{}",
                last_error()
            );
            steps += 1;
        }
        let mut count = 0;
        let mut r = [0f64; 6];
        assert_eq!(
            unsafe { br_game_returns(g, r.as_mut_ptr(), 6, &mut count) },
            BrStatus::Ok
        );
        assert!((r[..count].iter().sum::<f64>() - 1.0).abs() < 1e-9);
        let mut a = 0;
        assert_eq!(
            unsafe { br_ai_choose(ai, g, 0, &mut a) },
            BrStatus::GameOver
        );
        assert_eq!(unsafe { br_game_apply(g, 0, 0) }, BrStatus::GameOver);
        assert!(steps > 10 && steps <= max_length, "{steps} of {max_length}");
        unsafe {
            br_ai_free(ai);
            br_game_free(g);
        }
    }
}

#[test]
fn text_views_for_seats_spectators_and_names() {
    for info in boardroom_engine::registry::GAMES {
        let mut g = 0;
        let opts = c("");
        let st = unsafe {
            br_game_new(
                c(info.id).as_ptr(),
                info.min_players as u32,
                3,
                opts.as_ptr(),
                &mut g,
            )
        };
        assert_eq!(st, BrStatus::Ok, "{}", last_error());
        let seat = to_move(g);
        let ids = legal(g);
        assert_eq!(
            unsafe { br_game_apply(g, seat as u32, ids[0]) },
            BrStatus::Ok
        );
        let view = text(|b, n, need| unsafe { br_game_view_text(g, seat, null(), b, n, need) });
        assert!(view.starts_with(info.name), "{}: {view}", info.id);
        assert!(view.contains(&format!("Seat {seat}")), "{view}");
        assert!(!view.contains("255"), "{view}");
        let names = c("Ann,Bob");
        let named =
            text(|b, n, need| unsafe { br_game_view_text(g, 0, names.as_ptr(), b, n, need) });
        assert!(named.contains("Ann") && named.contains("Bob"), "{named}");
        let all = text(|b, n, need| unsafe { br_game_view_text(g, -1, null(), b, n, need) });
        assert!(!all.contains("as seen by"), "{all}");
        // A short buffer reports the size, an unknown seat or too many
        // names are refused, and none of it changes the game.
        let before = saved(g);
        let mut needed = 0;
        let mut tiny = [0 as c_char; 4];
        assert_eq!(
            unsafe { br_game_view_text(g, 0, null(), tiny.as_mut_ptr(), 4, &mut needed) },
            BrStatus::BufferTooSmall
        );
        assert!(needed > 4);
        assert_eq!(
            unsafe { br_game_view_text(g, 9, null(), null_mut(), 0, &mut needed) },
            BrStatus::InvalidArgument
        );
        let many = c("a,b,c,d,e,f,g");
        assert_eq!(
            unsafe { br_game_view_text(g, 0, many.as_ptr(), null_mut(), 0, &mut needed) },
            BrStatus::InvalidArgument
        );
        assert_eq!(saved(g), before);
        assert_eq!(unsafe { br_game_free(g) }, BrStatus::Ok);
    }
}

#[test]
fn games_take_options_at_creation() {
    let mut g = 0;
    let opts = c("dice=two");
    let st = unsafe { br_game_new(c("crafters").as_ptr(), 2, 1, opts.as_ptr(), &mut g) };
    assert_eq!(st, BrStatus::Ok, "{}", last_error());
    assert_eq!(unsafe { br_game_free(g) }, BrStatus::Ok);
    let bad = c("dice=three");
    let st = unsafe { br_game_new(c("crafters").as_ptr(), 2, 1, bad.as_ptr(), &mut g) };
    assert_eq!(st, BrStatus::BadOptions);
    assert!(
        last_error().contains("allowed: one, two"),
        "{}",
        last_error()
    );
}

/// An AI from an agent spec, told every action so it can keep its tree;
/// a bad spec and an illegal observed action are refused and change
/// nothing. Every kind of agent (heuristic, random, PIMC) has a handle.
#[test]
fn ai_from_a_spec_observes_every_action() {
    let g = new_game("vendors", 2, 5);
    let mut ai = 0;
    unsafe {
        for kind in ["heuristic", "random", "pimc:dets=2,iters=20", "hard"] {
            let mut other = 0;
            assert_eq!(
                br_ai_new_spec(g, c(kind).as_ptr(), 1, &mut other),
                BrStatus::Ok
            );
            let mut action = u32::MAX;
            let seat = to_move(g) as u32;
            assert_eq!(
                br_ai_choose(other, g, seat, &mut action),
                BrStatus::Ok,
                "{kind}"
            );
            assert!(legal(g).contains(&action), "{kind}");
            assert_eq!(br_ai_free(other), BrStatus::Ok);
        }
        for bad in ["ismcts:iters=x", "ismcts:mode=zz", "nonsense"] {
            assert_eq!(
                br_ai_new_spec(g, c(bad).as_ptr(), 1, &mut ai),
                BrStatus::InvalidArgument,
                "{bad}"
            );
            assert!(!last_error().is_empty());
        }
        assert_eq!(ai, 0);
        assert_eq!(br_ai_new_spec(g, null(), 1, &mut ai), BrStatus::NullPointer);
        let spec = c("ismcts:iters=200,mode=is,opp=policy");
        assert_eq!(br_ai_new_spec(g, spec.as_ptr(), 1, &mut ai), BrStatus::Ok);
        let before = saved(g);
        let seat = to_move(g) as u32;
        assert_eq!(
            br_ai_observe(ai, g, seat, 1_000_000),
            BrStatus::IllegalAction
        );
        assert_eq!(
            br_ai_observe(ai, g, seat + 1, legal(g)[0]),
            BrStatus::WrongSeat
        );
        assert_eq!(
            br_ai_observe(0, g, seat, legal(g)[0]),
            BrStatus::InvalidHandle
        );
        assert_eq!(saved(g), before);
        // Play a few moves with the AI, telling it everything.
        for _ in 0..12 {
            if to_move(g) < 0 {
                break;
            }
            let seat = to_move(g) as u32;
            let mut a = 0;
            assert_eq!(
                br_ai_choose(ai, g, seat, &mut a),
                BrStatus::Ok,
                "{}",
                last_error()
            );
            assert_eq!(
                br_ai_observe(ai, g, seat, a),
                BrStatus::Ok,
                "{}",
                last_error()
            );
            assert_eq!(br_game_apply(g, seat, a), BrStatus::Ok);
        }
        assert_eq!(br_ai_free(ai), BrStatus::Ok);
        assert_eq!(br_game_free(g), BrStatus::Ok);
    }
}

#[test]
fn a_games_preset_carries_its_own_budget_and_bad_input_is_refused() {
    let oh_hell = new_game("oh-hell", 3, 2);
    let vendors = new_game("vendors", 2, 2);
    unsafe {
        let mut s = sized_settings();
        // Oh Hell spaces its ladder low (hard: 300 iterations); Vendors
        // keeps the generic hard (3,000) but not the generic medium.
        assert_eq!(
            br_ai_settings_game_preset(oh_hell, c("hard").as_ptr(), &mut s),
            BrStatus::Ok
        );
        assert_eq!((s.iterations, s.milliseconds), (300, 200));
        assert_eq!(
            br_ai_settings_game_preset(vendors, c("hard").as_ptr(), &mut s),
            BrStatus::Ok
        );
        assert_eq!(s.iterations, 3_000);
        assert_eq!(
            br_ai_settings_game_preset(vendors, c("medium").as_ptr(), &mut s),
            BrStatus::Ok
        );
        assert_eq!(s.iterations, 100);
        assert_eq!(
            br_ai_settings_game_preset(oh_hell, c("easy").as_ptr(), &mut s),
            BrStatus::Ok
        );
        assert_eq!((s.iterations, s.temperature), (30, 0.25));
        // Expert splits its budget into two trees on every machine (not
        // one per core), so a seed replays anywhere.
        assert_eq!(
            br_ai_settings_game_preset(vendors, c("expert").as_ptr(), &mut s),
            BrStatus::Ok
        );
        assert_eq!((s.iterations, s.threads), (20_000, 2));
        // Crafters' hard searches fewer iterations at four players than at
        // two, where 3,000 fit its time cap (docs/ai.md, "The ladder").
        let crafters_2 = new_game("crafters", 2, 2);
        let crafters_4 = new_game("crafters", 4, 2);
        assert_eq!(
            br_ai_settings_game_preset(crafters_2, c("hard").as_ptr(), &mut s),
            BrStatus::Ok
        );
        assert_eq!(s.iterations, 3_000);
        assert_eq!(
            br_ai_settings_game_preset(crafters_4, c("hard").as_ptr(), &mut s),
            BrStatus::Ok
        );
        assert!(
            s.iterations > 1_000 && s.iterations < 3_000,
            "{}",
            s.iterations
        );
        assert_eq!(br_game_free(crafters_2), BrStatus::Ok);
        assert_eq!(br_game_free(crafters_4), BrStatus::Ok);
        // Bad input changes nothing and says why.
        let before = s;
        assert_eq!(
            br_ai_settings_game_preset(oh_hell, c("godlike").as_ptr(), &mut s),
            BrStatus::InvalidArgument
        );
        assert!(last_error().contains("godlike"));
        assert_eq!(
            br_ai_settings_game_preset(0xdead, c("hard").as_ptr(), &mut s),
            BrStatus::InvalidHandle
        );
        assert_eq!(
            br_ai_settings_game_preset(oh_hell, std::ptr::null(), &mut s),
            BrStatus::NullPointer
        );
        assert_eq!(
            br_ai_settings_game_preset(oh_hell, c("hard").as_ptr(), std::ptr::null_mut()),
            BrStatus::NullPointer
        );
        assert_eq!(
            (s.iterations, s.temperature),
            (before.iterations, before.temperature)
        );
    }
}

#[test]
fn ai_settings_carry_every_search_setting_and_refuse_bad_values() {
    let g = new_game("oh-hell", 3, 2);
    unsafe {
        let mut base = sized_settings();
        assert_eq!(
            br_ai_settings_preset(c("hard").as_ptr(), &mut base),
            BrStatus::Ok
        );
        // A preset leaves the tuned settings to the game and reuses its tree.
        assert_eq!(base.exploration, 0.0);
        assert!(base.score_weight < 0.0);
        assert_eq!((base.expansion, base.heuristic_rollouts), (2, 2));
        assert_eq!(base.mode, 3, "a preset leaves the tree to the game");
        assert_eq!(base.opponents, 2, "and the opponents' policy");
        assert_eq!(
            (base.reuse_tree, base.rollout_cutoff, base.node_capacity),
            (1, 0, 0)
        );
        assert_eq!(
            (base.prior, base.value_weight, base.net),
            (-1.0, -1.0, 1),
            "and the learned net and its weights"
        );
        base.iterations = 200;
        base.milliseconds = 0;

        // Every explicit setting is accepted and the AI plays a legal move.
        let mut s = base;
        s.exploration = 0.7;
        s.score_weight = 0.5;
        s.expansion = 1;
        s.rollout_cutoff = 12;
        s.reuse_tree = 0;
        s.node_capacity = 5_000;
        s.prior = 1.0;
        s.value_weight = 0.5;
        for mode in 0..=3 {
            s.net = mode % 2;
            s.mode = mode;
            s.reward = mode % 2;
            s.opponents = (mode + 1) % 3;
            // Every rollout policy, the net's (3) included.
            s.heuristic_rollouts = mode;
            let mut ai = 0;
            assert_eq!(
                br_ai_new_with(g, &s, &mut ai),
                BrStatus::Ok,
                "{}",
                last_error()
            );
            let mut a = 0;
            let seat = to_move(g) as u32;
            assert_eq!(br_ai_choose(ai, g, seat, &mut a), BrStatus::Ok);
            assert!(legal(g).contains(&a));
            br_ai_free(ai);
        }

        // Each bad value is refused with a message naming the field.
        type Edit = fn(&mut BrAiSettings);
        let bad: [(&str, Edit); 14] = [
            ("exploration", |s| s.exploration = -0.5),
            ("temperature", |s| s.temperature = f64::NAN),
            ("score_weight", |s| s.score_weight = 1.5),
            ("threads", |s| s.threads = 0),
            ("mode", |s| s.mode = 4),
            ("heuristic_rollouts", |s| s.heuristic_rollouts = 4),
            ("expansion", |s| s.expansion = 3),
            ("opponents", |s| s.opponents = 3),
            ("reward", |s| s.reward = 2),
            ("node_capacity", |s| s.node_capacity = 10),
            ("prior", |s| s.prior = f64::NAN),
            ("prior", |s| s.prior = f64::INFINITY),
            ("value_weight", |s| s.value_weight = 1.5),
            ("net", |s| s.net = 2),
        ];
        for (field, edit) in bad {
            let mut s = base;
            edit(&mut s);
            let mut ai = 0;
            assert_eq!(
                br_ai_new_with(g, &s, &mut ai),
                BrStatus::InvalidArgument,
                "{field}"
            );
            assert_eq!(ai, 0, "{field}: no handle on failure");
            assert!(last_error().contains(field), "{field}: {}", last_error());
        }
        let mut s = base;
        s.reuse_tree = 2;
        let mut ai = 0;
        assert_eq!(br_ai_new_with(g, &s, &mut ai), BrStatus::InvalidArgument);
        assert!(last_error().contains("reuse_tree"));
        br_game_free(g);
    }
}

/// ABI version 2's fields after `size`, in its order: a client built
/// against an older header passes a struct this long (ABI 1's fields
/// plus `score_weight`), and the library reads only what it holds.
#[repr(C)]
#[derive(Copy, Clone)]
struct OlderSettings {
    size: u32,
    seed: u64,
    iterations: u64,
    milliseconds: u32,
    threads: u32,
    mode: u32,
    heuristic_rollouts: u32,
    exploration: f64,
    temperature: f64,
    score_weight: f64,
}

#[test]
fn an_older_shorter_settings_struct_is_read_and_bad_sizes_refused() {
    let g = new_game("oh-hell", 3, 2);
    unsafe {
        // A preset writes only the fields within the caller's size: the
        // bytes after an older struct stay untouched.
        #[repr(C)]
        struct Guarded {
            s: OlderSettings,
            after: [u8; 64],
        }
        let mut guarded = Guarded {
            s: std::mem::zeroed(),
            after: [0xAB; 64],
        };
        guarded.s.size = std::mem::size_of::<OlderSettings>() as u32;
        let p = &mut guarded.s as *mut OlderSettings as *mut BrAiSettings;
        assert_eq!(
            br_ai_settings_preset(c("hard").as_ptr(), p),
            BrStatus::Ok,
            "{}",
            last_error()
        );
        assert_eq!(guarded.after, [0xAB; 64], "nothing written past size");
        assert_eq!(guarded.s.size, 64, "size is the caller's");
        let mut full = sized_settings();
        assert_eq!(
            br_ai_settings_preset(c("hard").as_ptr(), &mut full),
            BrStatus::Ok
        );
        assert_eq!(guarded.s.iterations, full.iterations);
        assert_eq!(guarded.s.threads, full.threads);
        assert_eq!(guarded.s.score_weight, full.score_weight);

        // Read back: its fields, and the rest at their defaults (what
        // `br_ai_new_with` accepts), so an AI is made from it.
        guarded.s.iterations = 30;
        guarded.s.seed = 5;
        guarded.s.score_weight = 0.25;
        let p = &mut guarded.s as *mut OlderSettings as *mut BrAiSettings;
        let mut ai = 0;
        assert_eq!(
            br_ai_new_with(g, p, &mut ai),
            BrStatus::Ok,
            "{}",
            last_error()
        );
        let mut action = 0;
        assert_eq!(
            br_ai_choose(ai, g, to_move(g) as u32, &mut action),
            BrStatus::Ok
        );
        br_ai_free(ai);
        // The same choice as the full struct with those fields and the
        // defaults of the fields the old struct lacks.
        let mut same = full;
        same.seed = 5;
        same.iterations = 30;
        same.score_weight = 0.25;
        same.expansion = 2;
        same.rollout_cutoff = 0;
        same.opponents = 2;
        same.reward = 0;
        same.reuse_tree = 1;
        same.node_capacity = 0;
        same.prior = -1.0;
        same.value_weight = -1.0;
        same.net = 1;
        let mut ai = 0;
        assert_eq!(br_ai_new_with(g, &same, &mut ai), BrStatus::Ok);
        let mut action2 = 0;
        assert_eq!(
            br_ai_choose(ai, g, to_move(g) as u32, &mut action2),
            BrStatus::Ok
        );
        assert_eq!(action, action2);
        br_ai_free(ai);

        // A field the old struct's bytes would cut is not read: garbage
        // after `size` changes nothing.
        let mut bad_tail = full;
        bad_tail.size = std::mem::size_of::<OlderSettings>() as u32;
        bad_tail.seed = 5;
        bad_tail.iterations = 30;
        bad_tail.score_weight = 0.25;
        bad_tail.expansion = 99;
        bad_tail.reward = 99;
        let mut ai = 0;
        assert_eq!(
            br_ai_new_with(g, &bad_tail, &mut ai),
            BrStatus::Ok,
            "{}",
            last_error()
        );
        br_ai_free(ai);

        // Too short (less than ABI 1's fields), too long (a newer header
        // than this library), or never set: refused, naming the field.
        for size in [0u32, 4, 48, std::mem::size_of::<BrAiSettings>() as u32 + 8] {
            let mut s = full;
            s.size = size;
            let mut ai = 0;
            assert_eq!(
                br_ai_new_with(g, &s, &mut ai),
                BrStatus::InvalidArgument,
                "{size}"
            );
            assert_eq!(ai, 0);
            assert!(last_error().contains("settings->size"), "{}", last_error());
            assert_eq!(
                br_ai_settings_preset(c("easy").as_ptr(), &mut s),
                BrStatus::InvalidArgument
            );
            assert!(last_error().contains("out->size"), "{}", last_error());
        }
        br_game_free(g);
    }
}
