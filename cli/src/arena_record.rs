//! `boardroom arena --record FILE`: one JSON line per finished game, so a
//! long run cut short keeps every game it finished, resumes where it
//! stopped when started again with the same options, and can be pooled
//! with other runs (`boardroom pool`, over deals as well as games).

use std::collections::{BTreeMap, BTreeSet};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use boardroom_ai::tournament::{ArenaSettings, GameRecord, seat_of};
use serde::{Deserialize, Serialize};

use crate::Usage;

/// What makes two games part of the same tournament (the seed aside: runs
/// of several seeds pool, a run resumes only under its own).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Run {
    pub game: String,
    pub players: usize,
    pub options: Vec<(String, String)>,
    /// One agent spec per agent, as given to `--seats`.
    pub seats: Vec<String>,
    pub duplicate: bool,
}

/// One line of a record: one game, its values indexed by agent.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Line {
    #[serde(flatten)]
    pub run: Run,
    pub seed: u64,
    /// The game's number in its run (0-based); under duplicate deals, its
    /// deal is `index / players`.
    pub index: usize,
    /// The seat each agent took.
    pub seat: Vec<usize>,
    pub returns: Vec<f64>,
    pub expected: Vec<f64>,
    pub scores: Vec<f64>,
    pub thinking_secs: Vec<f64>,
    pub decisions: Vec<u32>,
    pub end_reason: Option<String>,
}

impl Line {
    pub fn new(run: &Run, seed: u64, index: usize, rec: &GameRecord) -> Line {
        let n = run.players;
        Line {
            run: run.clone(),
            seed,
            index,
            seat: (0..n).map(|i| seat_of(i, index, n)).collect(),
            returns: rec.returns.clone(),
            expected: rec.expected.clone(),
            scores: rec.scores.clone(),
            thinking_secs: rec.thinking.iter().map(Duration::as_secs_f64).collect(),
            decisions: rec.decisions.clone(),
            end_reason: rec.end_reason.map(str::to_string),
        }
    }

    /// The game as the summary reads it (its end reason is not needed there).
    pub fn record(&self) -> GameRecord {
        GameRecord {
            returns: self.returns.clone(),
            expected: self.expected.clone(),
            scores: self.scores.clone(),
            thinking: self
                .thinking_secs
                .iter()
                .map(|&s| Duration::from_secs_f64(s))
                .collect(),
            decisions: self.decisions.clone(),
            end_reason: None,
        }
    }

    /// A line a run of `players` can summarize: every per-agent list has an
    /// entry per agent, and the seats are the rotation's.
    fn check(&self) -> Result<(), String> {
        let n = self.run.players;
        let lens = [
            self.run.seats.len(),
            self.seat.len(),
            self.returns.len(),
            self.expected.len(),
            self.scores.len(),
            self.thinking_secs.len(),
            self.decisions.len(),
        ];
        if lens.iter().any(|&l| l != n) {
            return Err(format!(
                "its lists do not all have one entry for each of {n} agents"
            ));
        }
        if (0..n).any(|i| self.seat[i] != seat_of(i, self.index, n)) {
            return Err(format!("its seats are not game {}'s rotation", self.index));
        }
        if self
            .thinking_secs
            .iter()
            .any(|s| !s.is_finite() || *s < 0.0)
        {
            return Err("it has a thinking time that is not a number of seconds".into());
        }
        Ok(())
    }
}

/// Reads a record's lines, naming the file and line of anything that is not
/// one. A last line without its newline (a run killed mid-write) is left
/// out and its byte offset returned, so a resumed run can cut it off.
pub fn read(path: &Path) -> Result<(Vec<Line>, Option<u64>), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the record {}: {e}", path.display()))?;
    let (whole, torn) = match text.rfind('\n') {
        _ if text.is_empty() || text.ends_with('\n') => (text.as_str(), None),
        Some(i) => (&text[..=i], Some(i as u64 + 1)),
        None => ("", Some(0)),
    };
    let mut lines = Vec::new();
    for (n, l) in whole.lines().enumerate() {
        if l.trim().is_empty() {
            continue;
        }
        let line: Line = serde_json::from_str(l).map_err(|e| {
            format!(
                "{} line {}: not a game of an arena record ({e})",
                path.display(),
                n + 1
            )
        })?;
        line.check()
            .map_err(|e| format!("{} line {}: {e}", path.display(), n + 1))?;
        lines.push(line);
    }
    Ok((lines, torn))
}

/// The first way `found` differs from `want`, in words.
fn difference(want: &Run, found: &Run) -> String {
    if want.game != found.game {
        format!("game {}, not {}", found.game, want.game)
    } else if want.players != found.players {
        format!("{} players, not {}", found.players, want.players)
    } else if want.options != found.options {
        "other game options".to_string()
    } else if want.seats != found.seats {
        format!(
            "seats {}, not {}",
            found.seats.join(" "),
            want.seats.join(" ")
        )
    } else {
        format!(
            "{}duplicate deals",
            if found.duplicate { "" } else { "no " }
        )
    }
}

/// An open record that new games are appended to, one whole line each.
pub struct Recorder {
    file: Mutex<File>,
    run: Run,
    seed: u64,
}

/// What an existing record already holds for a run about to start.
pub struct Resumed {
    pub recorder: Recorder,
    /// Game `k`'s record, if the file has it.
    pub done: Vec<Option<GameRecord>>,
    /// Games of the file past `--games` (kept in the file, not counted).
    pub beyond: usize,
    /// A torn last line was cut off.
    pub cut: bool,
}

impl Recorder {
    /// Opens `path` for the run `run` under `settings`, creating it if
    /// need be. Games already in it are read back; a line of another run
    /// (or another seed), a game twice, or a line that is not a game is an
    /// error that leaves the file as it was.
    pub fn open(path: &Path, run: Run, settings: &ArenaSettings) -> Result<Resumed, Usage> {
        let mut done = vec![None; settings.games];
        let (mut beyond, mut cut_at) = (0, None);
        if path.exists() {
            let (lines, torn) = read(path).map_err(Usage)?;
            let mut seen = BTreeSet::new();
            for l in lines {
                if l.run != run || l.seed != settings.seed {
                    let what = if l.run != run {
                        difference(&run, &l.run)
                    } else {
                        format!("seed {}, not {}", l.seed, settings.seed)
                    };
                    return Err(Usage(format!(
                        "{} records another run ({what}): give a new --record file, or this run's options to resume it",
                        path.display()
                    )));
                }
                if !seen.insert(l.index) {
                    return Err(Usage(format!(
                        "{} records game {} twice: it is not one run's record",
                        path.display(),
                        l.index
                    )));
                }
                match done.get_mut(l.index) {
                    Some(slot) => *slot = Some(l.record()),
                    None => beyond += 1,
                }
            }
            cut_at = torn;
        }
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| Usage(format!("cannot write the record {}: {e}", path.display())))?;
        if let Some(at) = cut_at {
            file.set_len(at).map_err(|e| {
                Usage(format!(
                    "cannot cut the unfinished last line off {}: {e}",
                    path.display()
                ))
            })?;
        }
        Ok(Resumed {
            recorder: Recorder {
                file: Mutex::new(file),
                run,
                seed: settings.seed,
            },
            done,
            beyond,
            cut: cut_at.is_some(),
        })
    }

    /// Appends game `index` as one line (one write, so a crash leaves at
    /// most a torn last line, which the next run cuts off).
    pub fn add(&self, index: usize, rec: &GameRecord) -> Result<(), String> {
        let mut text = serde_json::to_string(&Line::new(&self.run, self.seed, index, rec))
            .map_err(|e| e.to_string())?;
        text.push('\n');
        let mut file = self.file.lock().unwrap_or_else(|e| e.into_inner());
        file.write_all(text.as_bytes())
            .map_err(|e| format!("cannot add game {index} to the record: {e}"))
    }
}

/// Games pooled from several records of one tournament (seeds may differ).
pub struct Pooled {
    pub run: Run,
    pub seeds: Vec<u64>,
    /// In (seed, game) order; under duplicate deals only whole deals, so
    /// every `players` records are one deal's rotations.
    pub records: Vec<GameRecord>,
    /// Games left out because their deal was not played in every rotation.
    pub partial: usize,
}

/// Reads and pools `paths`: every game must be of the same game, players,
/// options, seats and deal mode; a game (seed and number) may appear once.
pub fn pool(paths: &[PathBuf]) -> Result<Pooled, Usage> {
    let mut lines: Vec<Line> = Vec::new();
    for p in paths {
        let (ls, torn) = read(p).map_err(Usage)?;
        if torn.is_some() {
            eprintln!(
                "pool: {} ends in an unfinished line (a run cut off mid-write); left out",
                p.display()
            );
        }
        let want = lines.first().or(ls.first()).map(|l| l.run.clone());
        if let Some(want) = want
            && let Some(l) = ls.iter().find(|l| l.run != want)
        {
            return Err(Usage(format!(
                "{} holds a game of another tournament ({}): only runs of the same game, options, seats and deal mode pool",
                p.display(),
                difference(&want, &l.run)
            )));
        }
        lines.extend(ls);
    }
    let Some(run) = lines.first().map(|l| l.run.clone()) else {
        return Err(Usage("the records hold no games".into()));
    };
    lines.sort_by_key(|l| (l.seed, l.index));
    if let Some(w) = lines
        .windows(2)
        .find(|w| (w[0].seed, w[0].index) == (w[1].seed, w[1].index))
    {
        return Err(Usage(format!(
            "game {} of seed {} appears twice: give each run's record once",
            w[0].index, w[0].seed
        )));
    }
    let n = run.players;
    let mut per_deal: BTreeMap<(u64, usize), usize> = BTreeMap::new();
    for l in &lines {
        *per_deal.entry((l.seed, l.index / n)).or_default() += 1;
    }
    let kept: Vec<&Line> = lines
        .iter()
        .filter(|l| !run.duplicate || per_deal[&(l.seed, l.index / n)] == n)
        .collect();
    let seeds: BTreeSet<u64> = kept.iter().map(|l| l.seed).collect();
    Ok(Pooled {
        partial: lines.len() - kept.len(),
        records: kept.iter().map(|l| l.record()).collect(),
        seeds: seeds.into_iter().collect(),
        run,
    })
}
