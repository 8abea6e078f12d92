//! `boardroom arena --record` and `boardroom pool`: a run cut short
//! resumes to exactly the uninterrupted run's report, bad records are
//! refused without being touched, and records of several seeds pool.

use std::path::Path;
use std::process::Output;

use crate::common::{boardroom, json, stderr};

/// A fresh scratch directory per test, removed when the test ends.
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("boardroom-record-{name}-"))
        .tempdir()
        .unwrap()
}

/// Oh Hell, 3 players, duplicate deals: `games` games from `seed`.
fn arena(games: usize, seed: u64, record: Option<&Path>) -> Output {
    let (games, seed) = (games.to_string(), seed.to_string());
    let mut args = vec![
        "arena",
        "oh-hell",
        "--players",
        "3",
        "--seats",
        "ismcts:iters=30,heuristic,random",
        "--games",
        &games,
        "--seed",
        &seed,
        "--duplicate",
        "--threads",
        "2",
        "--json",
    ];
    let path;
    if let Some(p) = record {
        path = p.to_str().unwrap().to_string();
        args.extend(["--record", &path]);
    }
    boardroom(&args)
}

/// What does not depend on timing: each agent's share, interval and scores.
fn results(v: &serde_json::Value) -> Vec<String> {
    v["agents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            format!(
                "{} {} {} {}",
                a["win_share"], a["ci95"], a["mean_score"], a["sd_score"]
            )
        })
        .collect()
}

fn lines(path: &Path) -> usize {
    std::fs::read_to_string(path).unwrap().lines().count()
}

#[test]
fn a_run_cut_short_resumes_to_the_uninterrupted_report() {
    let scratch = scratch("resume");
    let dir = scratch.path();
    let rec = dir.join("run.jsonl");
    let whole = json(&arena(12, 7, None));
    json(&arena(6, 7, Some(&rec)));
    assert_eq!(lines(&rec), 6);
    // The same run, longer: only games 6..12 are played.
    let o = arena(12, 7, Some(&rec));
    assert!(
        stderr(&o).contains("already holds 6 of these 12 games; playing the other 6"),
        "{}",
        stderr(&o)
    );
    assert_eq!(results(&json(&o)), results(&whole));
    assert_eq!(lines(&rec), 12);
    // Everything recorded: nothing is played and the report is the same.
    let again = arena(12, 7, Some(&rec));
    assert!(stderr(&again).contains("playing the other 0"));
    assert_eq!(results(&json(&again)), results(&whole));
    assert_eq!(lines(&rec), 12);
    // Each line is a whole game with the documented fields.
    let first: serde_json::Value = serde_json::from_str(
        std::fs::read_to_string(&rec)
            .unwrap()
            .lines()
            .next()
            .unwrap(),
    )
    .unwrap();
    for key in [
        "game",
        "players",
        "options",
        "seats",
        "duplicate",
        "seed",
        "index",
        "seat",
        "returns",
        "expected",
        "scores",
        "thinking_secs",
        "decisions",
        "end_reason",
    ] {
        assert!(first.get(key).is_some(), "{key} missing from {first}");
    }
}

#[test]
fn a_line_torn_by_a_crash_is_cut_off_and_its_game_played_again() {
    let scratch = scratch("torn");
    let dir = scratch.path();
    let rec = dir.join("run.jsonl");
    let whole = json(&arena(6, 8, None));
    json(&arena(6, 8, Some(&rec)));
    let text = std::fs::read_to_string(&rec).unwrap();
    let cut = text.trim_end().rfind('\n').unwrap() + 20;
    std::fs::write(&rec, &text[..cut]).unwrap();
    let o = arena(6, 8, Some(&rec));
    assert!(
        stderr(&o).contains("cut an unfinished last line off"),
        "{}",
        stderr(&o)
    );
    assert_eq!(results(&json(&o)), results(&whole));
    assert_eq!(lines(&rec), 6);
    let pooled = json(&boardroom(&["pool", rec.to_str().unwrap(), "--json"]));
    assert_eq!(results(&pooled), results(&whole));
}

#[test]
fn a_record_of_another_run_or_not_a_record_is_refused_untouched() {
    let scratch = scratch("refuse");
    let dir = scratch.path();
    let rec = dir.join("run.jsonl");
    json(&arena(3, 9, Some(&rec)));
    let before = std::fs::read(&rec).unwrap();
    let o = arena(6, 10, Some(&rec));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("records another run (seed 9, not 10)"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read(&rec).unwrap(), before);

    let mut bad = before.clone();
    bad.splice(0..0, b"{\"not\": \"a game\"}\n".iter().copied());
    std::fs::write(&rec, &bad).unwrap();
    for o in [
        arena(6, 9, Some(&rec)),
        boardroom(&["pool", rec.to_str().unwrap()]),
    ] {
        assert_eq!(o.status.code(), Some(2));
        assert!(
            stderr(&o).contains("line 1: not a game of an arena record"),
            "{}",
            stderr(&o)
        );
        assert_eq!(std::fs::read(&rec).unwrap(), bad);
    }

    let o = arena(6, 9, Some(dir));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot read the record"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn records_of_several_seeds_pool_over_whole_deals() {
    let scratch = scratch("pool");
    let dir = scratch.path();
    let (a, b) = (dir.join("a.jsonl"), dir.join("b.jsonl"));
    let ra = json(&arena(6, 11, Some(&a)));
    json(&arena(6, 12, Some(&b)));
    // One record pools to its own run's report.
    let alone = json(&boardroom(&["pool", a.to_str().unwrap(), "--json"]));
    assert_eq!(results(&alone), results(&ra));
    let both = json(&boardroom(&[
        "pool",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        "--json",
    ]));
    assert_eq!(both["games"], 12);
    assert_eq!(both["seeds"], serde_json::json!([11, 12]));
    let total: f64 = both["agents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["win_share"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
    // The table says what was pooled.
    let table = boardroom(&["pool", a.to_str().unwrap(), b.to_str().unwrap()]);
    assert!(
        String::from_utf8_lossy(&table.stdout)
            .contains("12 games (4 deals, each in every seat rotation), seeds 11, 12"),
        "{}",
        String::from_utf8_lossy(&table.stdout)
    );

    // A deal missing a rotation is left out, and the user is told.
    let text = std::fs::read_to_string(&b).unwrap();
    let kept: Vec<&str> = text.lines().skip(1).collect();
    let short = dir.join("short.jsonl");
    std::fs::write(&short, kept.join("\n") + "\n").unwrap();
    let o = boardroom(&[
        "pool",
        a.to_str().unwrap(),
        short.to_str().unwrap(),
        "--json",
    ]);
    assert!(stderr(&o).contains("left out 2 games of deals not played in every seat rotation"));
    assert_eq!(json(&o)["games"], 9);

    // The same games twice, or another tournament, do not pool.
    let o = boardroom(&["pool", a.to_str().unwrap(), a.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("appears twice"), "{}", stderr(&o));
    let other = dir.join("other.jsonl");
    let o = boardroom(&[
        "arena",
        "oh-hell",
        "--players",
        "3",
        "--seats",
        "random,heuristic,random",
        "--games",
        "3",
        "--duplicate",
        "--record",
        other.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = boardroom(&["pool", a.to_str().unwrap(), other.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("another tournament (seats"),
        "{}",
        stderr(&o)
    );
}
