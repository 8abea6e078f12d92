//! The report's Markdown (`report.md`).

use std::fmt::Write as _;

use boardroom_engine::GameInfo;

use super::health;
use super::plots::PLOTS;
use super::summary::{Dist, Report};

pub fn pct(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

pub fn pct_interval(ci: [f64; 2]) -> String {
    format!("{:.1}–{:.1}%", ci[0] * 100.0, ci[1] * 100.0)
}

/// A table row: what, over how many, the share and its interval.
fn share_row(w: &mut String, what: &str, count: usize, share: f64, ci: [f64; 2]) {
    let _ = writeln!(
        w,
        "| {what} | {count} | {} | {} |",
        pct(share),
        pct_interval(ci)
    );
}

pub fn markdown(info: &GameInfo, r: &Report) -> String {
    let mut s = String::new();
    let w = &mut s;
    let _ = writeln!(w, "# Balance report: {}\n", info.name);
    let opts = if r.options.is_empty() {
        "default options".to_string()
    } else {
        r.options
            .iter()
            .map(|[k, v]| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        w,
        "{} games, {} players, seed {}, {opts}; seats: {} (rotating every game).\n",
        r.games,
        r.players,
        r.seed,
        r.seats.join(", ")
    );
    if !r.contiguous {
        let _ = writeln!(
            w,
            "The game numbers have gaps (records merged from shards); the command below replays games {} to {} in full.\n",
            r.first_game,
            r.first_game + r.games - 1
        );
    }
    let first = if r.first_game > 0 {
        format!(" --first {}", r.first_game)
    } else {
        String::new()
    };
    let _ = writeln!(
        w,
        "Reproduce: `boardroom balance {} --players {}{first} --games {} --seed {} --seats {}{}`\n",
        r.game,
        r.players,
        r.games,
        r.seed,
        r.seats.join(","),
        r.options
            .iter()
            .map(|[k, v]| format!(" --option {k}={v}"))
            .collect::<String>()
    );

    let _ = writeln!(w, "## Win share by seat\n");
    let _ = writeln!(
        w,
        "An even game gives each seat {}. Shared wins count fractionally; intervals are Wilson 95%.\n",
        pct(1.0 / r.players as f64)
    );
    let _ = writeln!(w, "| seat | win share | 95% interval |\n|---|---|---|");
    for x in &r.seat_win_share {
        let _ = writeln!(
            w,
            "| {} | {} | {} |",
            x.seat + 1,
            pct(x.win_share),
            pct_interval(x.ci95)
        );
    }
    let _ = writeln!(w, "\n![win share by seat]({})\n", PLOTS[0]);

    let _ = writeln!(w, "## Game length\n");
    let l = r.length;
    let _ = writeln!(
        w,
        "Decisions per game (every choice of every player): mean {:.1}, median {:.1}, sd {:.1}, range {}–{}.\n",
        l.mean, l.median, l.sd, l.min, l.max
    );
    let t = r.turns;
    let _ = writeln!(
        w,
        "Turns per game (a turn is a run of consecutive decisions by one seat): mean {:.1}, median {:.1}, sd {:.1}, range {}–{}.\n",
        t.mean, t.median, t.sd, t.min, t.max
    );
    let _ = writeln!(w, "![game length]({})\n", PLOTS[1]);
    let _ = writeln!(w, "![game length in turns]({})\n", PLOTS[5]);

    let _ = writeln!(w, "## How games ended\n");
    let _ = writeln!(
        w,
        "| end condition | games | share | 95% interval |\n|---|---|---|---|"
    );
    for e in &r.end_conditions {
        share_row(w, &e.condition, e.games, e.share, e.ci95);
    }
    let _ = writeln!(w);

    let _ = writeln!(w, "## Final scores\n");
    let _ = writeln!(
        w,
        "| who | mean | sd | median | min | max |\n|---|---|---|---|---|---|"
    );
    let row = |w: &mut String, who: &str, d: Dist| {
        let _ = writeln!(
            w,
            "| {who} | {:.2} | {:.2} | {:.2} | {} | {} |",
            d.mean, d.sd, d.median, d.min, d.max
        );
    };
    for x in &r.scores.per_seat {
        row(w, &format!("seat {}", x.seat + 1), x.dist);
    }
    row(w, "winner", r.scores.winner);
    row(w, "margin of victory", r.scores.margin);
    let _ = writeln!(
        w,
        "\nThe winner is the seat with the highest return (the lowest seat among shared wins); the margin is its score minus the best other score.\n"
    );
    let _ = writeln!(w, "![winner's score]({})\n", PLOTS[2]);
    let _ = writeln!(w, "![margin of victory]({})\n", PLOTS[3]);

    let _ = writeln!(w, "## Action kinds\n");
    let _ = writeln!(w, "Grouping: {}.\n", r.grouping_rule);
    let _ = writeln!(
        w,
        "*Per game* counts every time any seat took it; *takers* counts seat-games that took it at least once; their win share is to be compared with the even {}.\n",
        pct(1.0 / r.players as f64)
    );
    let _ = writeln!(
        w,
        "| kind | per game | takers | takers' win share | 95% interval |\n|---|---|---|---|---|"
    );
    for a in &r.actions {
        let _ = writeln!(
            w,
            "| {} | {:.2} | {} | {} | {} |",
            a.kind.replace('|', "\\|"),
            a.per_game,
            a.takers,
            pct(a.taker_win_share),
            pct_interval(a.ci95)
        );
    }

    let _ = writeln!(w, "\n## Agents\n");
    if r.agents.len() < 2 {
        let _ = writeln!(
            w,
            "One agent kind ({}) in every seat: no skill gap to measure. Mix agents with `--seats` to see how much skill matters.",
            r.seats.first().map_or("", |s| s.as_str())
        );
    } else {
        let _ = writeln!(
            w,
            "| agent | seat-games | win share | 95% interval |\n|---|---|---|---|"
        );
        for a in &r.agents {
            share_row(w, &a.spec, a.seat_games, a.win_share, a.ci95);
        }
        let _ = writeln!(
            w,
            "\nGap between the best and the worst agent: {:.1} points.",
            r.agent_gap * 100.0
        );
    }
    let _ = writeln!(w, "\n![win share by agent]({})", PLOTS[4]);
    health::markdown(w, &r.health);
    s
}
