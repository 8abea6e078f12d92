//! The `boardroom` binary as a user runs it: every subcommand, the JSON
//! schemas, and the usage errors (one line on stderr, exit code 2).

use std::io::Write;
use std::process::{Command, Output, Stdio};

use boardroom_engine::registry;

use crate::common::{boardroom, json, stderr, stdout};

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
fn duplicate_arena_plays_whole_rotations_and_says_so() {
    let run = |extra: &[&str]| {
        let mut args = vec![
            "arena",
            "oh-hell",
            "--players",
            "3",
            "--seats",
            "heuristic,random,random",
            "--games",
            "6",
            "--duplicate",
        ];
        args.extend_from_slice(extra);
        boardroom(&args)
    };
    let v = json(&run(&["--json"]));
    assert_eq!(v["duplicate"], true);
    assert_eq!(v["games"], 6);
    let table = stdout(&run(&[]));
    assert!(
        table.contains("2 deals, each in every seat rotation"),
        "{table}"
    );
    assert!(
        table.contains("widened to Wilson's over games (fewer than 30 deals)"),
        "{table}"
    );
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

/// Runs `boardroom play` with `input` on standard input.
fn play(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardroom"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    // Written from a thread: the game may stop reading before the end.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let o = child.wait_with_output().unwrap();
    let _ = writer.join();
    o
}

/// The prompts of a play transcript: each starts at a rule line.
fn prompts(out: &str) -> Vec<&str> {
    out.split("────────")
        .filter(|p| p.contains("Your choices:"))
        .map(|p| p.split("\n═").next().unwrap_or(p))
        .collect()
}

/// Every game, smallest and largest table, played to the end against
/// seeded heuristic players: every prompt fits a screen (60 lines), has
/// no JSON, no 255 and no bare ids, names every seat, and the game ends
/// with the final screen.
#[test]
fn play_finishes_every_game_from_stdin() {
    for g in registry::GAMES {
        for players in [g.min_players, g.max_players] {
            let n = players.to_string();
            let o = play(
                &[g.id, "--players", &n, "--ai", "heuristic", "--seed", "4"],
                &"1\n".repeat(4000),
            );
            let out = stdout(&o);
            assert!(o.status.success(), "{} {players}: {}", g.id, stderr(&o));
            let ps = prompts(&out);
            assert!(!ps.is_empty(), "{}: no prompt", g.id);
            for p in &ps {
                let lines = p.trim().lines().count();
                assert!(
                    lines <= 60,
                    "{} {players}: a prompt of {lines} lines:\n{p}",
                    g.id
                );
                assert!(
                    !p.contains('{') && !p.contains("\":"),
                    "{}: JSON in a prompt:\n{p}",
                    g.id
                );
                assert!(!p.contains("255"), "{}: 255 in a prompt:\n{p}", g.id);
                assert!(!p.contains('#'), "{}: a bare id in a prompt:\n{p}", g.id);
                assert!(p.contains("You"), "{}: the person is not named:\n{p}", g.id);
                for s in 1..players {
                    assert!(
                        p.contains(&format!("Seat {s}")),
                        "{}: Seat {s} missing:\n{p}",
                        g.id
                    );
                }
            }
            let tail = &out[out.len().saturating_sub(3000)..];
            assert!(
                out.contains("═════") && tail.contains("Game over"),
                "{} {players}: no final screen:\n{tail}",
                g.id
            );
            assert!(
                tail.contains("won") || tail.contains("Shared win"),
                "{tail}"
            );
        }
    }
}

/// `--lang ru`: every game played to the end in Russian, the frame
/// (prompts, commands, the final screen) and the game's words alike.
#[test]
fn play_reads_in_russian_from_start_to_end() {
    for g in registry::GAMES {
        let n = g.min_players.to_string();
        let o = play(
            &[
                g.id,
                "--players",
                &n,
                "--ai",
                "heuristic",
                "--seed",
                "5",
                "--lang",
                "ru",
            ],
            &format!("помощь\nотмена\n{}", "1\n".repeat(4000)),
        );
        let out = stdout(&o);
        assert!(o.status.success(), "{}: {}", g.id, stderr(&o));
        for russian in [
            "Ваши варианты:",
            "Команды: подсказка",
            "Решает: Вы",
            "Игрок 1",
            "Игра окончена",
        ] {
            assert!(out.contains(russian), "{}: no {russian:?} in:\n{out}", g.id);
        }
        for english in [
            "Your choices",
            "Seat 1",
            "You ",
            "to decide",
            "Recent events",
            "Game over",
            "Cannot undo",
        ] {
            assert!(
                !out.contains(english),
                "{}: {english:?} in Russian play:\n{out}",
                g.id
            );
        }
    }
    let o = play(&["oh-hell", "--players", "3", "--lang", "de"], "");
    assert_eq!(
        o.status.code(),
        Some(2),
        "an unknown language is a usage error"
    );
    assert!(stderr(&o).contains("\"ru\""), "{}", stderr(&o));
}

/// Undo within the person's own steps, save and load mid-game, and bad
/// input, in a game where one turn is many small decisions.
#[test]
fn play_undoes_saves_loads_and_refuses_bad_input() {
    let dir = std::env::temp_dir().join(format!("boardroom-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.sav");
    let f = file.to_str().unwrap();
    let script = format!(
        "undo\nhint\n0\nfrobnicate\n1\n2\nundo\nsave {f}\nload {f}\nload /nonexistent/x\nhelp\n{}",
        "1\n".repeat(4000)
    );
    let o = play(
        &[
            "emergent",
            "--players",
            "2",
            "--ai",
            "heuristic",
            "--seed",
            "9",
        ],
        &script,
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        out.contains("Cannot undo: nothing of yours to take back this turn."),
        "{out}"
    );
    assert!(out.contains("There is no choice 0"), "{out}");
    assert!(out.contains("'frobnicate' is no choice"), "{out}");
    assert!(out.contains("Took back your last decision."), "{out}");
    assert!(out.contains(&format!("Saved to {f}")), "{out}");
    assert!(out.contains(&format!("Loaded {f}.")), "{out}");
    assert!(out.contains("Cannot load /nonexistent/x"), "{out}");
    assert!(out.contains("Commands: hint"), "{out}");
    assert!(
        out.contains("Hint (1000 iterations from what you know):"),
        "{out}"
    );
    assert!(out.contains("% of the search  expected win"), "{out}");
    assert!(out.contains("Game over"));
    // The saved game resumes from the command line too.
    let o = play(
        &[
            "emergent",
            "--players",
            "2",
            "--ai",
            "heuristic",
            "--load",
            f,
        ],
        &"1\n".repeat(4000),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Game over"));
    // A typed label prefix picks a choice; an ambiguous one asks again.
    let o = play(
        &[
            "oh-hell",
            "--players",
            "3",
            "--ai",
            "heuristic",
            "--seed",
            "5",
        ],
        &format!("bid\nbid 0\n{}", "1\n".repeat(100)),
    );
    let out = stdout(&o);
    assert!(out.contains("'bid' fits"), "{out}");
    assert!(out.contains("You bid 0 tricks."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Spiel des Jahres' sealing steps are taken for the person and shown
/// grouped, not asked one by one.
#[test]
fn play_takes_forced_steps_itself() {
    let o = play(
        &[
            "spiel-des-jahres",
            "--players",
            "2",
            "--ai",
            "heuristic",
            "--seed",
            "2",
        ],
        &"1\n".repeat(4000),
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        out.contains("(your only choice)") || out.contains("your only choice)."),
        "{out}"
    );
    assert!(
        !prompts(&out).iter().any(|p| p.contains("1. Seal")),
        "a prompt offered only Seal"
    );
}

#[test]
fn options_reach_play_arena_and_bench() {
    let o = boardroom(&[
        "arena",
        "crafters",
        "--players",
        "2",
        "--seats",
        "random,random",
        "--games",
        "2",
        "--option",
        "dice=two",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = play(
        &[
            "crafters",
            "--players",
            "2",
            "--ai",
            "random",
            "--option",
            "dice=two",
        ],
        &"1\n".repeat(3000),
    );
    assert!(
        stdout(&o).contains("Rolled: ") && stdout(&o).contains(" and "),
        "two dice"
    );
    let o = boardroom(&["games"]);
    assert!(stdout(&o).contains("--option dice=one|two (default one)"));
}

#[test]
fn arena_reports_progress_lines_off_a_terminal() {
    let o = Command::new(env!("CARGO_BIN_EXE_boardroom"))
        .args([
            "arena",
            "oh-hell",
            "--players",
            "3",
            "--seats",
            "ismcts:iters=3000,random,random",
            "--games",
            "40",
            "--threads",
            "1",
        ])
        .env("BOARDROOM_PROGRESS_SECS", "0.2")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    let line = err
        .lines()
        .find(|l| l.starts_with("arena: "))
        .unwrap_or_else(|| panic!("no progress line: {err}"));
    assert!(
        line.contains("/40 games") && line.contains("elapsed"),
        "{line}"
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
        &[
            "arena",
            "vendors",
            "--players",
            "2",
            "--seats",
            "random,heuristic",
            "--games",
            "3",
            "--duplicate",
        ],
        &["play", "vendors", "--players", "2", "--human", "2"],
        &[
            "play",
            "crafters",
            "--players",
            "2",
            "--option",
            "dice=three",
        ],
        &["play", "crafters", "--players", "2", "--option", "dic=two"],
        &["play", "crafters", "--players", "2", "--option", "nokey"],
        &["bench", "vendors", "--players", "2", "--option", "x=y"],
        &["play", "vendors", "--players", "2", "--seat", "0=hard"],
        &["play", "vendors", "--players", "2", "--seat", "1=godlike"],
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

#[test]
fn train_resumes_to_the_same_net_and_the_arena_plays_with_it() {
    let dir = std::env::temp_dir().join(format!("boardroom-train-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // A small Fast Play training run into `dir/sub`, with `extra` arguments.
    let train = |sub: &str, generations: &str, extra: &[&str]| {
        let d = dir.join(sub);
        let mut args = vec![
            "train",
            "emergent-fastplay",
            "--players",
            "2",
            "--generations",
            generations,
            "--games",
            "4",
            "--iters",
            "20",
            "--hidden",
            "8",
            "--epochs",
            "2",
            "--dir",
            d.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        (boardroom(&args), d)
    };
    let run = |sub: &str, generations: &str| {
        let (o, d) = train(sub, generations, &[]);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read(d.join("net.brnet")).unwrap()
    };
    let whole = run("whole", "2");
    run("resumed", "1");
    let resumed = run("resumed", "2");
    assert_eq!(whole, resumed, "a resumed run writes the same net");
    // The same seed from a fresh directory: the same bytes again.
    assert_eq!(run("again", "2"), whole);
    // Another setting in the same directory is refused, not mixed in.
    let o = boardroom(&[
        "train",
        "emergent-fastplay",
        "--players",
        "2",
        "--games",
        "5",
        "--dir",
        dir.join("whole").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("other settings"), "{}", stderr(&o));

    let net = dir.join("whole").join("net.brnet");
    // A net from outside the run can join a league's rivals; it must fit.
    let league = |sub: &str, extra: &[&str]| train(sub, "2", extra).0;
    let rival = net.to_str().unwrap();
    let o = league("rival", &["--league", "1", "--rival", rival]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = league("no-league", &["--rival", rival]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("give --league"), "{}", stderr(&o));
    let o = league("missing", &["--league", "1", "--rival", "/no/such.brnet"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot read /no/such.brnet"),
        "{}",
        stderr(&o)
    );
    // Held-out games: their losses are printed; half or more is refused.
    let (o, _) = train("held", "1", &["--holdout", "0.45"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("held-out samples"), "{}", stderr(&o));
    let (o, _) = train("held-half", "1", &["--holdout", "0.5"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--holdout"), "{}", stderr(&o));
    // An oracle's labels fit another net from the same games.
    let (o, d) = train("oracle", "2", &["--teacher", "oracle"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_ne!(std::fs::read(d.join("net.brnet")).unwrap(), whole);
    // A league run of `game` with `players` and the Fast Play net as its rival.
    let with_rival = |game: &str, players: &str| {
        let d = dir.join(format!("rival-{game}-{players}"));
        boardroom(&[
            "train",
            game,
            "--players",
            players,
            "--league",
            "1",
            "--rival",
            rival,
            "--dir",
            d.to_str().unwrap(),
        ])
    };
    let o = with_rival("emergent", "2");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains(rival), "{}", stderr(&o));
    let o = with_rival("emergent-fastplay", "3");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("not trained for 3 players"), "{err}");
    // An arena of `game` with `players` and these seats, two or three games.
    let arena = |game: &str, players: &str, seats: &str| {
        boardroom(&[
            "arena",
            game,
            "--players",
            players,
            "--seats",
            seats,
            "--games",
            players,
        ])
    };
    let plays = |net: &std::path::Path| {
        let seats = format!(
            "ismcts:iters=30,net={},prior=1,value=0.5,ismcts:iters=30",
            net.display()
        );
        let o = arena("emergent-fastplay", "2", &seats);
        assert!(o.status.success(), "{}", stderr(&o));
        seats
    };
    let seats = plays(&net);
    // A net made for another game is refused with its reason.
    let o = arena("oh-hell", "3", &format!("{seats},random"));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("oh-hell has"), "{}", stderr(&o));
    let o = arena("emergent-fastplay", "2", "ismcts:net=/no/such.brnet,random");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("net file '/no/such.brnet'"),
        "{}",
        stderr(&o)
    );

    // `boardroom net`: the shape and provenance, and the compact form,
    // which the arena reads like the exact one.
    let compact = dir.join("compact.brnet");
    let o = boardroom(&[
        "net",
        net.to_str().unwrap(),
        "--compact",
        compact.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let shown = stdout(&o);
    assert!(
        shown.contains("124 inputs -> 2 x 8 hidden -> 24 actions + 6 values; players 2"),
        "{shown}"
    );
    assert!(
        shown.contains("made by: boardroom train emergent-fastplay"),
        "{shown}"
    );
    let (exact, small) = (
        std::fs::read(&net).unwrap(),
        std::fs::read(&compact).unwrap(),
    );
    assert!(&small[..8] == b"BRNET003" && small.len() * 2 < exact.len());
    plays(&compact);
    std::fs::write(dir.join("broken.brnet"), &small[..small.len() / 2]).unwrap();
    let o = boardroom(&["net", dir.join("broken.brnet").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("shorter than its shape"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
