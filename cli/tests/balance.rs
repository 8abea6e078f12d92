//! `boardroom balance` as a designer runs it: report and plots for every
//! game, the JSON fields, reproducibility by seed, and usage errors.

use boardroom_engine::registry;

use crate::common::boardroom;

fn balance_json(id: &str, players: usize, out: &std::path::Path) -> serde_json::Value {
    let p = players.to_string();
    let o = boardroom(&[
        "balance",
        id,
        "--players",
        &p,
        "--games",
        "20",
        "--out",
        out.to_str().expect("utf-8 path"),
        "--json",
    ]);
    assert!(
        o.status.success(),
        "{id}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("one JSON object")
}

#[test]
fn balance_writes_report_plots_and_json_for_every_game() {
    for g in registry::GAMES {
        let dir =
            std::env::temp_dir().join(format!("boardroom-balance-{}-{}", g.id, std::process::id()));
        let v = balance_json(g.id, g.min_players as usize, &dir);
        for f in [
            "report.md",
            "seat_win_share.svg",
            "game_length.svg",
            "winner_score.svg",
            "margin.svg",
            "agents.svg",
            "game_turns.svg",
        ] {
            let len = std::fs::metadata(dir.join(f)).map(|m| m.len()).unwrap_or(0);
            assert!(len > 0, "{}: {f} missing or empty", g.id);
        }
        for k in [
            "seat_win_share",
            "length",
            "turns",
            "scores",
            "actions",
            "agents",
            "agent_gap",
            "grouping_rule",
            "health",
        ] {
            assert!(v.get(k).is_some(), "{}: no '{k}'", g.id);
        }
        assert_eq!(v["games"], 20);
        // Every game is counted under the end condition that ended it.
        let ends = v["end_conditions"].as_array().expect("end_conditions");
        let counted: u64 = ends.iter().map(|e| e["games"].as_u64().unwrap()).sum();
        assert_eq!(counted, 20, "{}", g.id);
        assert!(
            ends.iter()
                .all(|e| e["condition"] != "not named by the game"),
            "{}: {ends:?}",
            g.id
        );
        let md = std::fs::read_to_string(dir.join("report.md")).unwrap();
        assert!(md.contains("## How games ended"), "{}", g.id);
        assert!(md.contains("Turns per game"), "{}", g.id);
        assert!(md.contains("## Balance health"), "{}", g.id);
        // A turn holds at least one decision, and a game has at least one.
        let (turns, decisions) = (v["turns"]["mean"].as_f64(), v["length"]["mean"].as_f64());
        assert!(
            turns >= Some(1.0) && turns <= decisions,
            "{}: {turns:?}",
            g.id
        );
        assert!(
            !v["actions"].as_array().expect("array").is_empty(),
            "{}",
            g.id
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `v` is a figure of the health section: a value inside its 95% interval,
/// within `lo..=hi`, over `n` games or seat-games.
fn sane_figure(v: &serde_json::Value, lo: f64, hi: f64, what: &str) -> u64 {
    let x = v["value"].as_f64().unwrap_or_else(|| panic!("{what}: {v}"));
    let ci: Vec<f64> = v["ci95"]
        .as_array()
        .unwrap_or_else(|| panic!("{what}: {v}"))
        .iter()
        .map(|c| c.as_f64().unwrap_or_else(|| panic!("{what}: {v}")))
        .collect();
    assert!(
        (lo..=hi).contains(&x) && ci[0] <= x + 1e-12 && x <= ci[1] + 1e-12,
        "{what}: {v}"
    );
    assert!(
        v["interval"].as_str().is_some_and(|s| !s.is_empty()),
        "{what}"
    );
    v["n"].as_u64().unwrap_or_else(|| panic!("{what}: {v}"))
}

#[test]
fn balance_health_is_in_the_report_and_the_json() {
    let dir = std::env::temp_dir().join(format!("boardroom-balance-health-{}", std::process::id()));
    for (id, players) in [("vendors", 3), ("oh-hell", 3)] {
        let v = balance_json(id, players, &dir);
        let h = &v["health"];
        assert_eq!(h["games_with_lead"], 20, "{id}: {h}");
        assert_eq!(
            sane_figure(
                &h["margin_over_winner"],
                f64::NEG_INFINITY,
                f64::INFINITY,
                id
            ),
            20
        );
        let led = sane_figure(&h["half_time_leader_wins"], 0.0, 1.0, id);
        assert_eq!(led + h["half_time_ties"].as_u64().unwrap(), 20, "{id}: {h}");
        assert_eq!(sane_figure(&h["lead_changes_per_game"], 0.0, 1e6, id), 20);
        assert_eq!(
            sane_figure(&h["seats_below_start"], 0.0, 1.0, id),
            20 * players as u64
        );
        let md = std::fs::read_to_string(dir.join("report.md")).unwrap();
        for row in [
            "## Balance health",
            "| margin ÷ winner's score |",
            "| half-time leader wins |",
            "| lead changes per game |",
            "| seats ending below their start score |",
            "percentile bootstrap",
        ] {
            assert!(md.contains(row), "{id}: no '{row}'");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_same_seed_gives_the_same_report() {
    let dir = std::env::temp_dir().join(format!("boardroom-balance-seed-{}", std::process::id()));
    let mut a = balance_json("vendors", 3, &dir);
    let mut b = balance_json("vendors", 3, &dir);
    a.as_object_mut().expect("object").remove("elapsed_seconds");
    b.as_object_mut().expect("object").remove("elapsed_seconds");
    assert_eq!(a, b);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn balance_usage_errors_are_one_line_and_exit_2() {
    for args in [
        &["balance", "nope", "--players", "2"][..],
        &["balance", "vendors", "--players", "3", "--option", "foo=1"][..],
        &["balance", "vendors", "--players", "3", "--option", "foo"][..],
    ] {
        let o = boardroom(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}

/// Runs `balance` with these extra arguments and returns its JSON without
/// the wall-clock field.
fn run_json(extra: &[&str], dir: &std::path::Path) -> serde_json::Value {
    let mut args = vec!["balance", "vendors", "--players", "3", "--seed", "5"];
    args.extend_from_slice(extra);
    args.extend_from_slice(&["--out", dir.to_str().unwrap(), "--json"]);
    let o = boardroom(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
    v.as_object_mut().unwrap().remove("elapsed_seconds");
    v
}

#[test]
fn shards_merge_into_the_report_of_the_whole_run() {
    let dir = std::env::temp_dir().join(format!("boardroom-balance-merge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let whole = run_json(&["--games", "24"], &dir);
    let a = dir.join("a.jsonl");
    let b = dir.join("b.jsonl");
    run_json(&["--games", "10", "--records", a.to_str().unwrap()], &dir);
    let shard = run_json(
        &[
            "--first",
            "10",
            "--games",
            "14",
            "--records",
            b.to_str().unwrap(),
        ],
        &dir,
    );
    assert_eq!(shard["first_game"], 10);
    // Shards given in any order merge into the whole run's figures.
    let merged = run_json(
        &[
            "--merge",
            b.to_str().unwrap(),
            "--merge",
            a.to_str().unwrap(),
        ],
        &dir,
    );
    assert_eq!(merged, whole);
    let md = std::fs::read_to_string(dir.join("report.md")).unwrap();
    assert!(md.contains("--games 24 --seed 5"), "{md}");

    // The same shard twice, a record of another run, or a broken line is
    // refused with one line and exit 2.
    let other = dir.join("other.jsonl");
    let o = boardroom(&[
        "balance",
        "vendors",
        "--players",
        "3",
        "--seed",
        "6",
        "--games",
        "2",
        "--out",
        dir.to_str().unwrap(),
        "--records",
        other.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let broken = dir.join("broken.jsonl");
    std::fs::write(&broken, "{\"game\": 1}\n").unwrap();
    for (files, why) in [
        (vec![&a, &a], "appears twice"),
        (vec![&a, &other], "another run"),
        (vec![&broken], "not a game record"),
    ] {
        let mut args = vec!["balance", "vendors", "--players", "3"];
        for f in &files {
            args.extend_from_slice(&["--merge", f.to_str().unwrap()]);
        }
        let o = boardroom(&args);
        assert_eq!(o.status.code(), Some(2), "{files:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains(why), "{err}");
    }
    // Records of vendors are not a report on crafters.
    let o = boardroom(&[
        "balance",
        "crafters",
        "--players",
        "3",
        "--merge",
        a.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}
