//! `boardroom tune` as a developer runs it: a tiny successive-halving run
//! keeps the control to the end and prints a verdict; bad input is one
//! line and exit 2.

use crate::common::boardroom;

const TINY: [&str; 10] = [
    "--iters",
    "20",
    "--candidates",
    "3",
    "--games",
    "3",
    "--threads",
    "1",
    "--seed",
    "4",
];

#[test]
fn a_tiny_run_keeps_the_control_and_ranks_every_candidate() {
    let mut args = vec!["tune", "crafters", "--players", "2", "--json"];
    args.extend(TINY);
    let o = boardroom(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let r: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
    let cands = r["candidates"].as_array().expect("candidates");
    assert_eq!(cands.len(), 4, "three drawn and the control");
    // 3 drawn: rounds of 3 then 2, the control on top of each.
    assert_eq!(r["rounds"], 2);
    let control: Vec<_> = cands.iter().filter(|c| c["is_current"] == true).collect();
    assert_eq!(control.len(), 1);
    assert_eq!(control[0]["last_round"], 1, "the control plays every round");
    assert_eq!(control[0]["games"], 3 + 6);
    for c in cands {
        let (lo, hi) = (
            c["ci95"][0].as_f64().unwrap(),
            c["ci95"][1].as_f64().unwrap(),
        );
        let share = c["win_share"].as_f64().unwrap();
        assert!(lo <= share && share <= hi, "{c}");
        assert!(c["spec"].as_str().unwrap().starts_with("ismcts:iters=20,"));
    }
    // Survivors first.
    assert_eq!(cands[0]["last_round"], 1);
}

#[test]
fn the_table_gives_a_verdict_and_a_seed_reproduces_it() {
    let mut args = vec!["tune", "oh-hell", "--players", "3", "--neighbours"];
    args.extend(TINY);
    let a = boardroom(&args);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let text = String::from_utf8_lossy(&a.stdout);
    assert!(text.contains("(current)"), "{text}");
    // Neighbours of the control: every other row changes one setting of
    // the generic row (c=0.4, heuristic rollouts, ...), so most keep c=0.4.
    assert!(text.matches("c=0.4,").count() >= 2, "{text}");
    assert!(
        text.contains("keep them")
            || text.contains("keep the current row")
            || text.contains("better than"),
        "{text}"
    );
    let b = boardroom(&args);
    assert_eq!(a.stdout, b.stdout, "same seed, same report");
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for (args, says) in [
        (vec!["tune", "chess", "--players", "2"], "unknown game"),
        (vec!["tune", "crafters", "--players", "9"], "players"),
        (
            vec!["tune", "crafters", "--players", "2", "--pool", "wizard"],
            "bad --pool",
        ),
        (
            vec!["tune", "crafters", "--players", "2", "--candidates", "0"],
            "at least 1",
        ),
        (
            vec!["tune", "crafters", "--players", "2", "--option", "dice=9"],
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
