//! The report's SVG plots (plotters).

use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;

use super::Played;
use super::summary::{Report, dist, margins, winner_scores};

pub type PlotResult = Result<(), Box<dyn std::error::Error>>;

/// A blank white SVG page for one plot.
fn page(path: &Path) -> Result<DrawingArea<SVGBackend<'_>, Shift>, Box<dyn std::error::Error>> {
    let root = SVGBackend::new(path, (720, 420)).into_drawing_area();
    root.fill(&WHITE)?;
    Ok(root)
}

/// Every plot's caption, margin and axis areas.
fn frame<'a, 'b>(
    root: &'a DrawingArea<SVGBackend<'b>, Shift>,
    title: &str,
) -> ChartBuilder<'a, 'b, SVGBackend<'b>> {
    let mut b = ChartBuilder::on(root);
    b.caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50);
    b
}

/// A histogram of `xs` in about 20 bins of whole-number width.
fn histogram(path: &Path, title: &str, x_label: &str, xs: &[f64]) -> PlotResult {
    let d = dist(xs);
    let width = ((d.max - d.min) / 20.0).ceil().max(1.0);
    let lo = d.min.floor();
    let bins = (((d.max - lo) / width).floor() as usize) + 1;
    let mut counts = vec![0u32; bins];
    for &x in xs {
        counts[(((x - lo) / width).floor() as usize).min(bins - 1)] += 1;
    }
    let top = counts.iter().copied().max().unwrap_or(1).max(1) as f64;
    let root = page(path)?;
    let mut chart =
        frame(&root, title).build_cartesian_2d(lo..lo + width * bins as f64, 0.0..top * 1.1)?;
    chart
        .configure_mesh()
        .x_desc(x_label)
        .y_desc("games")
        .disable_x_mesh()
        .draw()?;
    chart.draw_series(counts.iter().enumerate().map(|(i, &c)| {
        let x0 = lo + width * i as f64;
        Rectangle::new([(x0, 0.0), (x0 + width, c as f64)], BLUE.mix(0.6).filled())
    }))?;
    root.present()?;
    Ok(())
}

/// Bars with 95% intervals and a dashed line at the even share.
fn share_bars(
    path: &Path,
    title: &str,
    names: &[String],
    shares: &[(f64, [f64; 2])],
) -> PlotResult {
    let n = shares.len();
    let even = 1.0 / n.max(1) as f64;
    let root = page(path)?;
    let mut chart = frame(&root, title).build_cartesian_2d(-0.5..n as f64 - 0.5, 0.0..1.0)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n)
        .x_label_formatter(&|x| {
            let i = x.round();
            if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < names.len() {
                names[i as usize].clone()
            } else {
                String::new()
            }
        })
        .y_desc("win share")
        .draw()?;
    chart.draw_series(shares.iter().enumerate().map(|(i, &(p, _))| {
        let x = i as f64;
        Rectangle::new([(x - 0.3, 0.0), (x + 0.3, p)], BLUE.mix(0.6).filled())
    }))?;
    chart.draw_series(shares.iter().enumerate().map(|(i, &(_, [lo, hi]))| {
        let x = i as f64;
        PathElement::new(vec![(x, lo), (x, hi)], BLACK.stroke_width(2))
    }))?;
    chart.draw_series(std::iter::once(PathElement::new(
        vec![(-0.5, even), (n as f64 - 0.5, even)],
        RED.stroke_width(1),
    )))?;
    root.present()?;
    Ok(())
}

pub const PLOTS: [&str; 6] = [
    "seat_win_share.svg",
    "game_length.svg",
    "winner_score.svg",
    "margin.svg",
    "agents.svg",
    "game_turns.svg",
];

pub fn write_plots(dir: &Path, r: &Report, played: &[Played]) -> PlotResult {
    let seat_names: Vec<String> = (0..r.players).map(|s| format!("seat {}", s + 1)).collect();
    let seat_shares: Vec<_> = r
        .seat_win_share
        .iter()
        .map(|s| (s.win_share, s.ci95))
        .collect();
    share_bars(
        &dir.join(PLOTS[0]),
        "Win share by seat (95% intervals; red: even share)",
        &seat_names,
        &seat_shares,
    )?;
    let per_game = |f: fn(&Played) -> f64| played.iter().map(f).collect::<Vec<f64>>();
    for (file, title, x_label, xs) in [
        (
            PLOTS[1],
            "Game length",
            "decisions per game",
            per_game(|p| p.decisions as f64),
        ),
        (
            PLOTS[5],
            "Game length in turns",
            "turns per game (runs of decisions by one seat)",
            per_game(|p| p.turns as f64),
        ),
        (
            PLOTS[2],
            "Winner's final score",
            "score",
            winner_scores(played),
        ),
        (
            PLOTS[3],
            "Margin of victory (winner minus best other score)",
            "points",
            margins(played),
        ),
    ] {
        histogram(&dir.join(file), title, x_label, &xs)?;
    }
    let names: Vec<String> = r.agents.iter().map(|a| a.spec.clone()).collect();
    let shares: Vec<_> = r.agents.iter().map(|a| (a.win_share, a.ci95)).collect();
    share_bars(
        &dir.join(PLOTS[4]),
        "Win share by agent (95% intervals; red: even share)",
        &names,
        &shares,
    )?;
    Ok(())
}
