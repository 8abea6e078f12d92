//! `boardroom view`: a seat's view and the spectator's of new, advanced and
//! saved games in every game, and bad input as one line with exit 2.

use std::process::{Command, Output};

use boardroom_engine::registry;

use crate::common::boardroom;

fn text(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn every_game_shows_a_seat_and_the_spectator_after_some_moves() {
    for g in registry::GAMES {
        let p = g.min_players.to_string();
        let base = ["view", g.id, "--players", &p, "--seed", "3", "--after", "5"];
        let seat = text(&boardroom(&[&base[..], &["--seat", "0"]].concat()));
        let all = text(&boardroom(&[&base[..], &["--spectator"]].concat()));
        assert!(seat.contains(g.name), "{}: {seat}", g.id);
        assert_ne!(seat, all, "{}: a seat sees less than the spectator", g.id);
        for t in [&seat, &all] {
            assert!(!t.contains('{') && !t.contains("255"), "{}: {t}", g.id);
        }
        // The default viewer is the seat to move; the same seed, the same text.
        let again = text(&boardroom(&base));
        assert_eq!(again, text(&boardroom(&base)));
    }
}

#[test]
fn a_saved_game_is_viewed_as_saved() {
    let dir = std::env::temp_dir().join(format!("boardroom-view-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.sav");
    // `play` saves: a person who types `save FILE` then `quit`.
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardroom"))
        .args([
            "play",
            "oh-hell",
            "--players",
            "3",
            "--seed",
            "4",
            "--ai",
            "easy",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let stdin = child.stdin.as_mut().unwrap();
        writeln!(stdin, "save {}", file.display()).unwrap();
        writeln!(stdin, "quit").unwrap();
    }
    child.wait().unwrap();
    let f = file.to_str().unwrap();
    let seat = text(&boardroom(&[
        "view",
        "oh-hell",
        "--players",
        "3",
        "--load",
        f,
        "--seat",
        "0",
    ]));
    assert!(seat.contains("Oh Hell"), "{seat}");
    let o = boardroom(&["view", "oh-hell", "--players", "4", "--load", f]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for (args, says) in [
        (vec!["view", "chess", "--players", "2"], "unknown game"),
        (
            vec!["view", "vendors", "--players", "2", "--seat", "5"],
            "--seat",
        ),
        (
            vec![
                "view",
                "vendors",
                "--players",
                "2",
                "--load",
                "/nonexistent/x",
            ],
            "cannot read",
        ),
        (
            vec!["view", "crafters", "--players", "2", "--option", "dice=9"],
            "dice",
        ),
    ] {
        let o = boardroom(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
