//! The `boardroom` binary as a user runs it: every subcommand, the JSON
//! schemas, and the usage errors (one line on stderr, exit code 2).

use std::io::Write;
use std::process::{Command, Output, Stdio};

use boardroom_engine::registry;

fn boardroom(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_boardroom"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "failed: {}", stderr(o));
    serde_json::from_str(stdout(o).trim()).expect("one JSON object on stdout")
}

#[test]
fn games_lists_every_registered_game() {
    let o = boardroom(&["games"]);
    assert!(o.status.success());
    for g in registry::GAMES {
        let line = stdout(&o)
            .lines()
            .find(|l| l.starts_with(g.id))
            .unwrap_or_else(|| panic!("{} missing", g.id))
            .to_string();
        assert!(line.contains(&format!("{}-{}", g.min_players, g.max_players)));
    }
}

#[test]
fn arena_json_has_the_documented_schema() {
    for g in registry::GAMES {
        let n = 2.max(g.min_players as usize);
        let players = n.to_string();
        let seats = format!(
            "ismcts:iters=50,pimc:dets=2,iters=20{}",
            ",random".repeat(n - 2)
        );
        let o = boardroom(&[
            "arena",
            g.id,
            "--players",
            &players,
            "--seats",
            &seats,
            "--games",
            "2",
            "--seed",
            "5",
            "--threads",
            "2",
            "--json",
        ]);
        let v = json(&o);
        assert_eq!(v["game"], g.id);
        assert_eq!(v["players"], n);
        assert_eq!(v["games"], 2);
        let agents = v["agents"].as_array().unwrap();
        assert_eq!(agents.len(), n);
        assert_eq!(agents[1]["spec"], "pimc:dets=2,iters=20");
        let mut total = 0.0;
        for a in agents {
            for key in ["win_share", "mean_score", "sd_score", "mean_decision_ms"] {
                assert!(a[key].is_number(), "{key}");
            }
            let ci = a["ci95"].as_array().unwrap();
            assert!(ci[0].as_f64().unwrap() <= a["win_share"].as_f64().unwrap());
            assert!(ci[1].as_f64().unwrap() >= a["win_share"].as_f64().unwrap());
            total += a["win_share"].as_f64().unwrap();
        }
        assert!((total - 1.0).abs() < 1e-9);
    }
}

#[test]
fn arena_results_do_not_depend_on_threads() {
    let run = |threads: &str| {
        let v = json(&boardroom(&[
            "arena",
            "vendors",
            "--players",
            "3",
            "--seats",
            "ismcts:iters=40,heuristic,random",
            "--games",
            "3",
            "--seed",
            "9",
            "--threads",
            threads,
            "--json",
        ]));
        v["agents"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| (a["win_share"].to_string(), a["mean_score"].to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(run("1"), run("2"));
}

#[test]
fn arena_prints_a_table() {
    let o = boardroom(&[
        "arena",
        "vendors",
        "--players",
        "2",
        "--seats",
        "heuristic,random",
        "--games",
        "4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("win share") && out.contains("95% interval"));
    assert!(out.lines().any(|l| l.starts_with("heuristic")));
}

#[test]
fn bench_json_has_the_documented_fields() {
    let v = json(&boardroom(&[
        "bench",
        "vendors",
        "--players",
        "3",
        "--json",
    ]));
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    let mut want = vec![
        "game",
        "players",
        "state_bytes",
        "ns_per_action",
        "playouts_per_sec",
        "allocs_per_playout",
        "ismcts_iters_per_sec_1t",
        "ismcts_iters_per_sec_all",
        "allocs_per_iteration",
        "hard_decision_ms",
    ];
    let mut got = keys.clone();
    got.sort();
    want.sort();
    assert_eq!(got, want);
    assert_eq!(v["allocs_per_playout"], 0.0);
    assert_eq!(v["allocs_per_iteration"], 0.0);
    assert!(v["hard_decision_ms"].as_f64().unwrap() < 300.0);
}

#[test]
fn rules_prints_the_rules_document_from_anywhere() {
    for g in registry::GAMES {
        let o = Command::new(env!("CARGO_BIN_EXE_boardroom"))
            .args(["rules", g.id])
            .current_dir(std::env::temp_dir())
            .output()
            .unwrap();
        assert!(o.status.success(), "{}: {}", g.id, stderr(&o));
        assert!(stdout(&o).starts_with('#'));
    }
}

#[test]
fn play_runs_a_game_from_stdin() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardroom"))
        .args([
            "play",
            "vendors",
            "--players",
            "2",
            "--human",
            "1",
            "--ai",
            "easy",
            "--seed",
            "3",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A wrong answer first, then always the first action.
    let mut input = String::from("0\nfoo\n");
    input.push_str(&"1\n".repeat(3000));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("--- your view ---"));
    assert!(out.contains("  1. "));
    assert!(out.contains("type a number from 1 to"));
    assert!(out.contains("seat 0"));
    assert!(
        out.contains("game over"),
        "{}",
        &out[out.len().saturating_sub(2000)..]
    );
}

#[test]
fn usage_errors_are_one_line_and_exit_2() {
    let cases: &[&[&str]] = &[
        &["rules", "chess"],
        &["bench", "nope", "--players", "2"],
        &[
            "arena",
            "vendors",
            "--players",
            "9",
            "--seats",
            "random",
            "--games",
            "1",
        ],
        &[
            "arena",
            "vendors",
            "--players",
            "2",
            "--seats",
            "random,alphazero",
            "--games",
            "1",
        ],
        &[
            "arena",
            "vendors",
            "--players",
            "2",
            "--seats",
            "random",
            "--games",
            "1",
        ],
        &[
            "arena",
            "vendors",
            "--players",
            "2",
            "--seats",
            "random,ismcts:iters=x",
            "--games",
            "1",
        ],
        &[
            "arena",
            "vendors",
            "--players",
            "2",
            "--seats",
            "random,ismcts:preset=godlike",
            "--games",
            "1",
        ],
        &["play", "vendors", "--players", "2", "--human", "2"],
        &["play", "vendors", "--players", "1", "--human", "0"],
        &[
            "play",
            "vendors",
            "--players",
            "2",
            "--human",
            "0",
            "--ai",
            "superhuman",
        ],
    ];
    for args in cases {
        let o = boardroom(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(stdout(&o).is_empty());
    }
}
