//! Emergent Fast Play as text: the product cubes on the map, each seat's
//! standing, the viewer's own face-down DCs, and the reveal as sentences.

use core::fmt::{self, Write};

use super::{Action, DCS, Event, FastPlay, LARGE_DCS, Phase};
use crate::emergent::map::{COLOUR, Colour, REGIONS, region_name};
use crate::game::{Rules, TextView};
use crate::view::{Lang, Names, Viewer, write_heading, write_list};
use crate::{tr, tr_string};

pub(super) fn region(r: u8, lang: Lang) -> String {
    region_name(r, lang)
}

/// A region with its colour: "Texas (green)", "Plains".
pub(super) fn coloured(r: usize, lang: Lang) -> String {
    let name = region_name(r as u8, lang);
    match COLOUR[r] {
        Colour::Green => format!("{name} {}", tr_string!(lang, "emergent-fastplay-green")),
        Colour::Red => format!("{name} {}", tr_string!(lang, "emergent-fastplay-red")),
        Colour::Plain => name,
    }
}

/// "large DCs: Northeast ×2; small DCs: Texas, Midwest and Florida".
pub(super) fn write_dcs(regions: &[u8], lang: Lang, out: &mut dyn Write) -> fmt::Result {
    let (large, small) = regions.split_at(regions.len().min(LARGE_DCS as usize));
    let group = |rs: &[u8]| -> Result<String, fmt::Error> {
        let mut v: Vec<(u8, usize)> = Vec::new();
        for &r in rs {
            match v.iter_mut().find(|(x, _)| *x == r) {
                Some((_, n)) => *n += 1,
                None => v.push((r, 1)),
            }
        }
        let items = v.into_iter().map(|(r, n)| {
            if n == 1 {
                region(r, lang)
            } else {
                format!("{} ×{n}", region(r, lang))
            }
        });
        let mut list = String::new();
        write_list(&mut list, lang, items)?;
        Ok(list)
    };
    if !large.is_empty() {
        tr!(
            out,
            lang,
            "emergent-fastplay-large-dcs",
            regions = group(large)?
        )?;
    }
    if !small.is_empty() {
        if !large.is_empty() {
            out.write_str("; ")?;
        }
        tr!(
            out,
            lang,
            "emergent-fastplay-small-dcs",
            regions = group(small)?
        )?;
    }
    Ok(())
}

impl FastPlay {
    pub(super) fn phase_text(&self, lang: Lang) -> String {
        match self.phase {
            Phase::Place => tr_string!(
                lang,
                "emergent-fastplay-phase-place",
                round = self.round + 1,
                rounds = self.rounds
            ),
            Phase::Over => tr_string!(lang, "emergent-phase-over"),
        }
    }
}

impl TextView for FastPlay {
    /// "Place a large DC in Northeast (4 cubes)".
    fn write_label<W: Write>(&self, a: Action, names: Names<'_>, out: &mut W) -> fmt::Result {
        tr!(
            out,
            names,
            "emergent-fastplay-label-place",
            size = if a.large { "large" } else { "small" },
            region = region(a.region, names.lang()),
            cubes = FastPlay::cubes_for(a.large, a.region % REGIONS as u8)
        )
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let lang = names.lang();
        let n = self.players as usize;
        let phase = self.phase_text(lang);
        write_heading(self, viewer, names, &phase, out)?;
        let st = self.standings();
        let over = self.phase == Phase::Over;
        for s in 0..n {
            let seat = s as u8;
            tr!(
                out,
                names,
                "emergent-fastplay-view-points",
                seat = names.seat(seat),
                points = st[s].points,
                now = !over
            )?;
            if !over {
                let pl = &self.placed[s];
                if viewer.knows(seat) {
                    if pl.n > 0 {
                        let mut dcs = String::new();
                        write_dcs(&pl.regions[..pl.n as usize], lang, &mut dcs)?;
                        out.write_str("; ")?;
                        tr!(out, names, "emergent-fastplay-view-placed", dcs = dcs)?;
                    }
                    if pl.n < DCS {
                        let large = LARGE_DCS.saturating_sub(pl.n);
                        let small = DCS - pl.n - large;
                        out.write_str("; ")?;
                        tr!(
                            out,
                            names,
                            "emergent-fastplay-to-place",
                            large = large,
                            small = small
                        )?;
                    }
                } else {
                    out.write_str("; ")?;
                    tr!(
                        out,
                        names,
                        if seat < self.current {
                            "emergent-fastplay-view-placed-hidden"
                        } else if seat == self.current {
                            "emergent-fastplay-view-placing"
                        } else {
                            "emergent-fastplay-not-placed"
                        }
                    )?;
                }
            }
            writeln!(out)?;
        }
        tr!(out, names, "emergent-fastplay-view-cubes")?;
        writeln!(out)?;
        for r in 0..REGIONS {
            let cubes: Vec<String> = (0..n)
                .filter(|&s| self.cubes[s][r] > 0)
                .map(|s| {
                    tr_string!(
                        names,
                        "emergent-fastplay-view-seat-cubes",
                        seat = names.seat(s as u8),
                        cubes = self.cubes[s][r]
                    )
                })
                .collect();
            let (points, _) = self.score_region(r);
            write!(out, "  {}: ", coloured(r, lang))?;
            if cubes.is_empty() {
                tr!(out, names, "emergent-fastplay-no-cubes")?;
                writeln!(out)?;
                continue;
            }
            out.write_str(&cubes.join(", "))?;
            let scoring: Vec<String> = (0..n)
                .filter(|&s| points[s] > 0)
                .map(|s| format!("{} {}", names.seat(s as u8), points[s]))
                .collect();
            if !scoring.is_empty() {
                out.write_str(" — ")?;
                tr!(
                    out,
                    names,
                    "emergent-fastplay-view-scoring",
                    seats = scoring.join(", ")
                )?;
            }
            writeln!(out)?;
        }
        if over {
            tr!(out, names, "emergent-fastplay-view-final")?;
            writeln!(out)?;
            for s in 0..n {
                out.write_str("  ")?;
                tr!(
                    out,
                    names,
                    "emergent-fastplay-view-final-line",
                    seat = names.seat(s as u8),
                    points = st[s].points,
                    green = st[s].green,
                    red = st[s].red,
                    winner = self.returns()[s] > 0.0
                )?;
                writeln!(out)?;
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
            Event::Placed { player } => tr!(
                out,
                names,
                "emergent-fastplay-event-placed",
                seat = names.seat(player),
                you = names.is_you(player)
            ),
            Event::Revealed { player, regions } => {
                let mut dcs = String::new();
                write_dcs(&regions, names.lang(), &mut dcs)?;
                tr!(
                    out,
                    names,
                    "emergent-fastplay-event-revealed",
                    seat = names.seat(player),
                    you = names.is_you(player),
                    dcs = dcs
                )
            }
            Event::Cubes { .. } => Ok(()),
            // The final board shows every region's scoring.
            Event::RegionScored { .. } => Ok(()),
            Event::GameOver => tr!(out, names, "emergent-event-game-over"),
        }
    }
}
