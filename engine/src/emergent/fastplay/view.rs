//! Emergent Fast Play as text: the product cubes on the map, each seat's
//! standing, the viewer's own face-down DCs, and the reveal as sentences.

use core::fmt::{self, Write};

use super::{Action, DCS, Event, FastPlay, LARGE_DCS, Phase};
use crate::emergent::map::{COLOUR, Colour, REGION_NAMES, REGIONS};
use crate::game::{Rules, TextView};
use crate::view::{Names, Viewer, plural, write_heading, write_list};

pub(super) fn region(r: u8) -> &'static str {
    REGION_NAMES[r as usize % REGIONS]
}

pub(super) fn colour(r: usize) -> &'static str {
    match COLOUR[r] {
        Colour::Green => " (green)",
        Colour::Red => " (red)",
        Colour::Plain => "",
    }
}

/// "large DCs: Northeast ×2; small DCs: Texas, Midwest and Florida".
pub(super) fn write_dcs(regions: &[u8], out: &mut dyn Write) -> fmt::Result {
    let (large, small) = regions.split_at(regions.len().min(LARGE_DCS as usize));
    let group = |rs: &[u8]| -> Vec<String> {
        let mut v: Vec<(u8, usize)> = Vec::new();
        for &r in rs {
            match v.iter_mut().find(|(x, _)| *x == r) {
                Some((_, n)) => *n += 1,
                None => v.push((r, 1)),
            }
        }
        v.into_iter()
            .map(|(r, n)| {
                if n == 1 {
                    region(r).to_string()
                } else {
                    format!("{} ×{n}", region(r))
                }
            })
            .collect()
    };
    if !large.is_empty() {
        out.write_str("large DCs: ")?;
        write_list(out, group(large))?;
    }
    if !small.is_empty() {
        out.write_str(if large.is_empty() {
            "small DCs: "
        } else {
            "; small DCs: "
        })?;
        write_list(out, group(small))?;
    }
    Ok(())
}

impl FastPlay {
    pub(super) fn phase_text(&self) -> String {
        match self.phase {
            Phase::Place => format!(
                "Round {} of {}: secret placement of 2 large and 3 small DCs",
                self.round + 1,
                self.rounds
            ),
            Phase::Over => "Game over".to_string(),
        }
    }
}

impl TextView for FastPlay {
    /// "Place a large DC in Northeast (4 cubes)".
    fn write_label<W: Write>(&self, a: Action, _names: Names<'_>, out: &mut W) -> fmt::Result {
        write!(
            out,
            "Place a {} DC in {} ({})",
            if a.large { "large" } else { "small" },
            region(a.region),
            plural(
                FastPlay::cubes_for(a.large, a.region % REGIONS as u8),
                "cube",
                "cubes"
            )
        )
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let n = self.players as usize;
        let phase = self.phase_text();
        write_heading(self, viewer, names, &phase, out)?;
        let st = self.standings();
        let over = self.phase == Phase::Over;
        for s in 0..n {
            let seat = s as u8;
            write!(
                out,
                "{}: {}{}",
                names.seat(seat),
                plural(st[s].points, "point", "points"),
                if over { "" } else { " if the game ended now" }
            )?;
            if !over {
                let pl = &self.placed[s];
                if viewer.knows(seat) {
                    if pl.n > 0 {
                        out.write_str("; placed this round: ")?;
                        write_dcs(&pl.regions[..pl.n as usize], out)?;
                    }
                    if pl.n < DCS {
                        let large = LARGE_DCS.saturating_sub(pl.n);
                        let small = DCS - pl.n - large;
                        write!(out, "; to place: {large} large, {small} small")?;
                    }
                } else if seat < self.current {
                    out.write_str("; DCs placed (face down)")?;
                } else if seat == self.current {
                    out.write_str("; placing DCs (face down)")?;
                } else {
                    out.write_str("; has not placed yet")?;
                }
            }
            writeln!(out)?;
        }
        writeln!(
            out,
            "Product cubes (a large DC leaves 2, a small 1; +2 in green regions, +1 in red):"
        )?;
        for r in 0..REGIONS {
            let cubes: Vec<String> = (0..n)
                .filter(|&s| self.cubes[s][r] > 0)
                .map(|s| {
                    format!(
                        "{} {}",
                        names.seat(s as u8),
                        plural(self.cubes[s][r], "cube", "cubes")
                    )
                })
                .collect();
            let (points, _) = self.score_region(r);
            write!(out, "  {}{}: ", REGION_NAMES[r], colour(r))?;
            if cubes.is_empty() {
                writeln!(out, "no cubes")?;
                continue;
            }
            out.write_str(&cubes.join(", "))?;
            let scoring: Vec<String> = (0..n)
                .filter(|&s| points[s] > 0)
                .map(|s| format!("{} {}", names.seat(s as u8), points[s]))
                .collect();
            if !scoring.is_empty() {
                write!(out, " — scoring {}", scoring.join(", "))?;
            }
            writeln!(out)?;
        }
        if over {
            writeln!(
                out,
                "Final scores (2 points for most cubes in a region, 1 for second; ties: most green, then red regions won):"
            )?;
            for s in 0..n {
                writeln!(
                    out,
                    "  {}: {}, {} and {} won{}",
                    names.seat(s as u8),
                    plural(st[s].points, "point", "points"),
                    plural(st[s].green, "green region", "green regions"),
                    plural(st[s].red, "red region", "red regions"),
                    if self.returns()[s] > 0.0 {
                        " — winner"
                    } else {
                        ""
                    }
                )?;
            }
        }
        Ok(())
    }

    fn write_event(
        &self,
        _viewer: Viewer,
        names: Names<'_>,
        e: &Event,
        out: &mut dyn Write,
    ) -> fmt::Result {
        match *e {
            Event::Placed { player } => {
                write!(out, "{} placed a DC face down.", names.seat(player))
            }
            Event::Revealed { player, regions } => {
                write!(out, "{} revealed: ", names.seat(player))?;
                write_dcs(&regions, out)?;
                out.write_char('.')
            }
            Event::Cubes { .. } => Ok(()),
            // The final board shows every region's scoring.
            Event::RegionScored { .. } => Ok(()),
            Event::GameOver => out.write_str("The game is over."),
        }
    }
}
