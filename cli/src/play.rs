//! `boardroom play`: a person against the AI in the terminal (docs/play.md).
//!
//! Each prompt is the person's view of the game (the game's own text view:
//! docs/architecture.md, "Text views") with what happened since they last
//! acted, then the numbered choices. A choice is taken by its number or by
//! the start of its label; `undo`, `save FILE`, `load FILE`, `help` and
//! `quit` are commands. A decision with one legal action is taken for the
//! person and shown. The AI thinks behind a spinner (on a terminal).

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use boardroom_ai::{Agent, AgentSpec, mix_seed};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::transcript::UndoError;
use boardroom_engine::view::{SeatName, game_name, write_list};
use boardroom_engine::{Config, Game, Lang, Names, Seat, ToMove, Transcript, Viewer, tr_string};
use indicatif::{ProgressBar, ProgressStyle};

use crate::Usage;
use crate::options::{GameArgs, LangArgs};

/// `boardroom play GAME --players N [--human S] [--ai LEVEL] [--seat S=WHO]... [...]`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    #[command(flatten)]
    pub game: GameArgs,
    /// Your seat, 0-based.
    #[arg(long, default_value_t = 0)]
    pub human: usize,
    /// The AI's difficulty in every other seat: easy, medium, hard, expert.
    #[arg(long, default_value = "medium")]
    pub ai: String,
    /// One seat's player, SEAT=WHO: a preset (easy, medium, hard,
    /// expert) or an agent (random, heuristic, ismcts:iters=500, …).
    /// Repeatable; overrides --ai for that seat.
    #[arg(long = "seat", value_name = "SEAT=WHO")]
    pub seats: Vec<String>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Resume a game saved with `save FILE` during play.
    #[arg(long)]
    pub load: Option<PathBuf>,
    #[command(flatten)]
    pub lang: LangArgs,
}

/// Everything `play` was asked for.
struct Setup {
    pub config: Config,
    pub human: Seat,
    /// Who plays each seat (`None` for the person).
    pub players: Vec<Option<AgentSpec>>,
    pub seed: u64,
    pub load: Option<PathBuf>,
    pub lang: Lang,
}

/// Turns `--ai` and `--seat SEAT=WHO` into one player per seat.
fn seat_players(
    seats: usize,
    human: usize,
    ai: &str,
    overrides: &[String],
) -> Result<Vec<Option<AgentSpec>>, Usage> {
    let default = agent(ai).map_err(|e| Usage(format!("bad --ai: {e}")))?;
    let mut out: Vec<Option<AgentSpec>> = (0..seats)
        .map(|s| (s != human).then(|| default.clone()))
        .collect();
    for o in overrides {
        let Some((seat, who)) = o.split_once('=') else {
            return Err(Usage(format!(
                "--seat '{o}' is not SEAT=WHO (e.g. --seat 1=hard)"
            )));
        };
        let seat: usize = seat
            .trim()
            .parse()
            .ok()
            .filter(|s| *s < seats)
            .ok_or_else(|| {
                Usage(format!(
                    "--seat '{o}': the seat must be a number from 0 to {}",
                    seats - 1
                ))
            })?;
        if seat == human {
            return Err(Usage(format!(
                "--seat '{o}': seat {seat} is yours (--human)"
            )));
        }
        out[seat] = Some(agent(who).map_err(|e| Usage(format!("bad --seat '{o}': {e}")))?);
    }
    Ok(out)
}

/// A preset name (`hard`) or any agent spec (`heuristic`, `ismcts:iters=500`).
fn agent(text: &str) -> Result<AgentSpec, String> {
    let text = text.trim();
    if text.parse::<boardroom_ai::Preset>().is_ok() {
        let mut spec = AgentSpec::parse(&format!("ismcts:preset={text}"))?;
        spec.text = text.to_string();
        return Ok(spec);
    }
    AgentSpec::parse(text)
}

pub fn run(a: Args) -> Result<(), Usage> {
    let (info, config) = a.game.resolve()?;
    if a.human >= config.players {
        return Err(Usage(format!(
            "--human must be a seat from 0 to {}, not {}",
            config.players - 1,
            a.human
        )));
    }
    let players = seat_players(config.players, a.human, &a.ai, &a.seats)?;
    let setup = Setup {
        config,
        human: a.human as Seat,
        players,
        seed: a.seed,
        load: a.load,
        lang: a.lang.lang,
    };
    registry::dispatch(info.id, Play { setup })
        .map_err(|e| Usage(e.to_string()))?
        .map_err(Usage)
}

struct Play {
    setup: Setup,
}

/// The game in progress.
struct Session<G: Game> {
    state: G,
    log: Transcript<G>,
    agents: Vec<Option<Box<dyn Agent<G>>>>,
    /// Consecutive forced steps of the person not yet shown: label, count.
    forced: Option<(String, usize)>,
}

/// The commands a person types, in English (always accepted) and as
/// the reader's catalog words them.
const COMMANDS: [(&str, &str); 6] = [
    ("hint", "play-command-hint"),
    ("undo", "play-command-undo"),
    ("save", "play-command-save"),
    ("load", "play-command-load"),
    ("help", "play-command-help"),
    ("quit", "play-command-quit"),
];

/// The English command a typed word means in `lang`, if any.
fn command(word: &str, lang: Lang) -> Option<&'static str> {
    let word = word.to_lowercase();
    match word.as_str() {
        "q" | "exit" | "?" => return Some(if word == "?" { "help" } else { "quit" }),
        _ => {}
    }
    COMMANDS
        .iter()
        .find(|(en, key)| word == *en || word == tr_string!(lang, *key).to_lowercase())
        .map(|(en, _)| *en)
}

fn help(lang: Lang) -> String {
    tr_string!(
        lang,
        "play-help",
        example = tr_string!(lang, "play-help-example"),
        hint = tr_string!(lang, "play-command-hint"),
        undo = tr_string!(lang, "play-command-undo"),
        save = tr_string!(lang, "play-command-save"),
        load = tr_string!(lang, "play-command-load"),
        help = tr_string!(lang, "play-command-help"),
        quit = tr_string!(lang, "play-command-quit"),
    )
}

impl GameVisitor for Play {
    type Output = Result<(), String>;
    fn visit<G: Game>(self) -> Self::Output {
        let setup = self.setup;
        let state = match &setup.load {
            Some(path) => load::<G>(path)?,
            None => G::setup(&setup.config, setup.seed).map_err(|e| e.to_string())?,
        };
        if state.num_players() != setup.players.len() {
            return Err(format!(
                "the saved game has {} players, not {}",
                state.num_players(),
                setup.players.len()
            ));
        }
        let mut session = Session {
            state,
            log: Transcript::new(),
            agents: Vec::new(),
            forced: None,
        };
        session.rebuild_agents(&setup, 0);
        let lang = setup.lang;
        // The person's seat is "You"; the others keep their numbers
        // ("Seat 2"), in the reader's language.
        let you = tr_string!(lang, "play-you");
        let labels: Vec<&str> = (0..setup.players.len())
            .map(|s| {
                if s == setup.human as usize {
                    you.as_str()
                } else {
                    ""
                }
            })
            .collect();
        let names = Names::new(&labels).in_lang(lang);
        let numbered = Names::SEATS.in_lang(lang);
        let who: Vec<String> = setup
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let seat = numbered.seat(s as Seat);
                match p {
                    None => tr_string!(lang, "play-setup-you", seat = seat),
                    Some(spec) => {
                        tr_string!(lang, "play-setup-ai", seat = seat, spec = spec.to_string())
                    }
                }
            })
            .collect();
        println!(
            "{}",
            tr_string!(
                lang,
                "play-setup",
                game = game_name(G::INFO.id, lang),
                players = setup.players.len(),
                seed = setup.seed.to_string(),
                who = who.join(", ")
            )
        );
        println!("{}", help(lang));
        let stdin = std::io::stdin();
        let mut lines = stdin.lock().lines();
        let mut loads = 0u64;
        let mut hints = 0u64;
        loop {
            let ToMove::Player(p) = session.state.to_move() else {
                session.flush_forced(lang);
                return session.final_screen(setup.human, names);
            };
            let mut buf = G::ActionList::default();
            session.state.legal_actions(&mut buf);
            if p != setup.human {
                let a = if buf.len() == 1 {
                    buf[0]
                } else {
                    think(
                        session.agents[p as usize]
                            .as_mut()
                            .expect("an AI in every other seat"),
                        &session.state,
                        numbered.seat(p),
                        lang,
                    )
                };
                session.apply(a)?;
                continue;
            }
            if buf.len() == 1 {
                let label = session.state.label(buf[0], names);
                session.note_forced(label, lang);
                session.apply(buf[0])?;
                continue;
            }
            session.flush_forced(lang);
            println!("\n{}", "─".repeat(72));
            print!(
                "{}",
                session
                    .log
                    .view(&session.state, Viewer::Seat(setup.human), names)
            );
            println!("{}", tr_string!(lang, "play-your-choices"));
            for line in menu(&session.state, &buf, names) {
                println!("{line}");
            }
            loop {
                print!("> ");
                let _ = std::io::stdout().flush();
                let Some(Ok(line)) = lines.next() else {
                    println!("\n{}", tr_string!(lang, "play-end-of-input"));
                    return Ok(());
                };
                let line = line.trim();
                let (word, rest) = match line.split_once(char::is_whitespace) {
                    Some((w, r)) => (w, r.trim()),
                    None => (line, ""),
                };
                if line.is_empty() {
                    continue;
                }
                match command(word, lang).unwrap_or("") {
                    "quit" => {
                        println!("{}", tr_string!(lang, "play-abandoned"));
                        return Ok(());
                    }
                    "help" => {
                        println!("{}", help(lang));
                        continue;
                    }
                    "hint" => {
                        hint(&session.state, names, setup.seed ^ hints);
                        hints += 1;
                        continue;
                    }
                    "undo" => match session.take_back(setup.human) {
                        Ok(n) => {
                            println!("{}", tr_string!(lang, "play-took-back", steps = n));
                            session.rebuild_agents(&setup, loads);
                            break;
                        }
                        Err(why) => {
                            println!("{}", tr_string!(lang, why));
                            continue;
                        }
                    },
                    "save" if !rest.is_empty() => {
                        match std::fs::write(rest, session.state.save()) {
                            Ok(()) => println!(
                                "{}",
                                tr_string!(
                                    lang,
                                    "play-saved",
                                    file = rest,
                                    load = tr_string!(lang, "play-command-load"),
                                    game = G::INFO.id,
                                    players = setup.players.len()
                                )
                            ),
                            Err(e) => println!(
                                "{}",
                                tr_string!(
                                    lang,
                                    "play-cannot-save",
                                    file = rest,
                                    error = e.to_string()
                                )
                            ),
                        }
                        continue;
                    }
                    "load" if !rest.is_empty() => match load::<G>(Path::new(rest)) {
                        Ok(g) if g.num_players() == setup.players.len() => {
                            session.state = g;
                            session.log = Transcript::new();
                            loads += 1;
                            session.rebuild_agents(&setup, loads);
                            println!("{}", tr_string!(lang, "play-loaded", file = rest));
                            break;
                        }
                        Ok(g) => {
                            println!(
                                "{}",
                                tr_string!(
                                    lang,
                                    "play-cannot-load-players",
                                    file = rest,
                                    has = g.num_players(),
                                    wants = setup.players.len()
                                )
                            );
                            continue;
                        }
                        Err(e) => {
                            println!(
                                "{}",
                                tr_string!(lang, "play-cannot-load", file = rest, error = e)
                            );
                            continue;
                        }
                    },
                    _ => {}
                }
                match pick(&session.state, &buf, names, line) {
                    Ok(a) => {
                        session.apply(a)?;
                        break;
                    }
                    Err(msg) => println!("{msg}"),
                }
            }
        }
    }
}

impl<G: Game> Session<G> {
    /// Fresh agents for every AI seat (after an undo or a load their trees
    /// no longer match the game).
    fn rebuild_agents(&mut self, setup: &Setup, generation: u64) {
        self.agents = setup
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                p.as_ref().map(|spec| {
                    spec.build::<G>(mix_seed(mix_seed(setup.seed, s as u64), generation))
                })
            })
            .collect();
    }

    fn apply(&mut self, a: G::Action) -> Result<(), String> {
        let before = self.state;
        self.log
            .apply(&mut self.state, a)
            .map_err(|e| e.to_string())?;
        for agent in self.agents.iter_mut().flatten() {
            agent.observe(&before, a);
        }
        Ok(())
    }

    fn note_forced(&mut self, label: String, lang: Lang) {
        match &mut self.forced {
            Some((l, n)) if *l == label => *n += 1,
            _ => {
                self.flush_forced(lang);
                self.forced = Some((label, 1));
            }
        }
    }

    fn flush_forced(&mut self, lang: Lang) {
        if let Some((label, n)) = self.forced.take() {
            if n == 1 {
                println!("{}", tr_string!(lang, "play-only-choice", label = label));
            } else {
                println!(
                    "{}",
                    tr_string!(lang, "play-only-choice-times", label = label, times = n)
                );
            }
        }
    }

    /// Restores the point before the person's last decision, if nothing
    /// hidden came to light since (the transcript's fair undo).
    /// The number of steps taken back, or the message key saying why not.
    fn take_back(&mut self, human: Seat) -> Result<usize, &'static str> {
        self.log.undo(&mut self.state, human).map_err(|e| match e {
            UndoError::NothingToTakeBack => "play-cannot-undo-nothing",
            UndoError::Revealed => "play-cannot-undo-revealed",
        })
    }

    fn final_screen(&self, human: Seat, names: Names<'_>) -> Result<(), String> {
        println!("\n{}", "═".repeat(72));
        let events = boardroom_engine::view::event_lines(
            &self.state,
            Viewer::Seat(human),
            names,
            &self.log.recent(Viewer::Seat(human)),
        );
        if !events.is_empty() {
            println!("{}", tr_string!(names, "play-last-events"));
            for e in events {
                println!("  - {e}");
            }
        }
        let mut text = String::new();
        let _ = self.state.write_state(Viewer::Spectator, names, &mut text);
        print!("{text}");
        let returns = self.state.returns();
        let winners: Vec<Seat> = (0..returns.len() as Seat)
            .filter(|&s| returns[s as usize] > 0.0)
            .collect();
        let line = match winners.as_slice() {
            [s] if *s == human => tr_string!(names, "play-you-won"),
            [s] => tr_string!(names, "play-won", seat = names.seat(*s)),
            _ => {
                let mut list = String::new();
                let _ = write_list(
                    &mut list,
                    names.lang(),
                    winners.iter().map(|&s| names.seat(s)),
                );
                tr_string!(names, "play-shared-win", seats = list)
            }
        };
        println!("{line}");
        Ok(())
    }
}

/// Whether applying `steps` to `from` told `human` anything it could not
/// know: replayed on redrawn hidden information, the person's observation
/// afterwards must come out the same as in the real game.
pub fn load<G: Game>(path: &Path) -> Result<G, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    G::load(&bytes).map_err(|e| e.to_string())
}

/// The hint for the person: a `medium` search of the position from their
/// seat's information only, its best moves with the share of its visits
/// and the expected share of the win, and the line it expects.
fn hint<G: Game>(state: &G, names: Names<'_>, seed: u64) {
    let config = boardroom_ai::SearchConfig {
        seed,
        ..boardroom_ai::Preset::Medium.config()
    };
    let mut search = boardroom_ai::Ismcts::<G>::new(config);
    let spinner = ProgressBar::new_spinner();
    spinner.set_style(ProgressStyle::with_template("{spinner} {msg}").expect("valid template"));
    spinner.set_message(tr_string!(names, "play-hint-thinking"));
    spinner.enable_steady_tick(Duration::from_millis(100));
    search.search(state, None);
    spinner.finish_and_clear();
    let Some(a) = boardroom_ai::analysis::analyze(&mut search, names) else {
        return;
    };
    println!(
        "{}",
        tr_string!(names, "play-hint", iterations = a.iterations)
    );
    if let Some(v) = a.value {
        let value = format!("{:.0}", v * 100.0);
        println!("  {}", tr_string!(names, "play-hint-value", value = value));
    }
    for m in a.moves.iter().take(5) {
        let visits = format!("{:>3.0}", m.visit_share * 100.0);
        let win = format!("{:>3.0}", m.win_share * 100.0);
        let line = match m.prior {
            Some(p) => tr_string!(
                names,
                "play-hint-move-prior",
                visits = visits,
                win = win,
                prior = format!("{:>3.0}", p * 100.0),
                label = &m.label
            ),
            None => tr_string!(
                names,
                "play-hint-move",
                visits = visits,
                win = win,
                label = &m.label
            ),
        };
        println!("  {line}");
    }
    let line: Vec<String> = a
        .line
        .iter()
        .map(|step| {
            let label = step
                .label
                .clone()
                .unwrap_or_else(|| tr_string!(names, "play-hint-hidden"));
            format!("{}: {label}", step.name)
        })
        .collect();
    if line.len() > 1 {
        println!(
            "  {}",
            tr_string!(names, "play-hint-line", line = line.join(" → "))
        );
    }
}

/// Runs the AI of seat `p`, with a spinner on a terminal.
fn think<G: Game>(
    agent: &mut Box<dyn Agent<G>>,
    state: &G,
    seat: SeatName<'_>,
    lang: Lang,
) -> G::Action {
    let spinner = ProgressBar::new_spinner();
    spinner.set_style(ProgressStyle::with_template("{spinner} {msg}").expect("valid template"));
    spinner.set_message(tr_string!(lang, "play-thinking", seat = seat));
    spinner.enable_steady_tick(Duration::from_millis(100));
    let a = agent.choose(state);
    spinner.finish_and_clear();
    a
}

/// The numbered choices. A run of labels differing only in one number
/// (bids, amounts) is one line, "2-7. Bid $3 … Bid $8"; a run differing in
/// one word (a market, a region) is one line listing the words in order.
fn menu<G: Game>(state: &G, actions: &[G::Action], names: Names<'_>) -> Vec<String> {
    let labels: Vec<String> = actions.iter().map(|&a| state.label(a, names)).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < labels.len() {
        let mut j = i;
        if let Some((shape, n)) = numbered(&labels[i]) {
            while j + 1 < labels.len() {
                match numbered(&labels[j + 1]) {
                    Some((s, m)) if s == shape && m == n + (j + 1 - i) as u64 => j += 1,
                    _ => break,
                }
            }
        }
        if j >= i + 3 {
            out.push(format!(
                "  {:>3}-{}. {} … {}",
                i + 1,
                j + 1,
                labels[i],
                labels[j]
            ));
            i = j + 1;
            continue;
        }
        // One word differs, at the same place, along the run.
        let words = |l: &str| l.split(' ').map(str::to_string).collect::<Vec<_>>();
        let first = words(&labels[i]);
        let mut at: Option<usize> = None;
        j = i;
        while j + 1 < labels.len() {
            let next = words(&labels[j + 1]);
            if next.len() != first.len() {
                break;
            }
            let diff: Vec<usize> = (0..first.len()).filter(|&k| first[k] != next[k]).collect();
            match (diff.as_slice(), at) {
                ([k], None) => at = Some(*k),
                ([k], Some(a)) if *k == a => {}
                _ => break,
            }
            j += 1;
        }
        match at {
            Some(k) if j >= i + 3 => {
                let choices: Vec<String> =
                    labels[i..=j].iter().map(|l| words(l)[k].clone()).collect();
                let mut line = first.clone();
                line[k] = bracket(&choices);
                let line = tr_string!(names, "play-in-that-order", choices = line.join(" "));
                out.push(format!("  {:>3}-{}. {line}", i + 1, j + 1));
                i = j + 1;
            }
            _ => {
                out.push(format!("  {:>3}. {}", i + 1, labels[i]));
                i += 1;
            }
        }
    }
    out
}

/// The differing words of a run as one bracketed list. Punctuation every
/// word ends with ("Hayfield," "Mill,") stays after the bracket:
/// "[Hayfield, Mill, Sawmill]," rather than "[Hayfield,, Mill,, Sawmill,]".
fn bracket(choices: &[String]) -> String {
    let tail: String = {
        let first = choices.first().map_or("", String::as_str);
        let alnum_end = first.rfind(|c: char| c.is_alphanumeric()).map_or(0, |i| {
            i + first[i..].chars().next().map_or(1, char::len_utf8)
        });
        let t = &first[alnum_end..];
        if choices.iter().all(|c| c.ends_with(t)) {
            t.to_string()
        } else {
            String::new()
        }
    };
    let bare: Vec<&str> = choices.iter().map(|c| &c[..c.len() - tail.len()]).collect();
    format!("[{}]{tail}", bare.join(", "))
}

/// A label with its first number replaced by '#', and that number.
fn numbered(label: &str) -> Option<(String, u64)> {
    let start = label.find(|c: char| c.is_ascii_digit())?;
    let end = label[start..]
        .find(|c: char| !c.is_ascii_digit() && c != ',')
        .map_or(label.len(), |e| start + e);
    let n: u64 = label[start..end].replace(',', "").parse().ok()?;
    Some((format!("{}#{}", &label[..start], &label[end..]), n))
}

/// The action a typed line names: a number, or the start of one label
/// (ignoring case), or an exact label.
fn pick<G: Game>(
    state: &G,
    actions: &[G::Action],
    names: Names<'_>,
    line: &str,
) -> Result<G::Action, String> {
    let n = actions.len();
    if let Ok(i) = line.parse::<usize>() {
        return if (1..=n).contains(&i) {
            Ok(actions[i - 1])
        } else {
            Err(tr_string!(
                names,
                "play-no-choice",
                choice = i,
                count = n,
                help = tr_string!(names, "play-command-help")
            ))
        };
    }
    let want = line.to_lowercase();
    let labels: Vec<String> = actions
        .iter()
        .map(|&a| state.label(a, names).to_lowercase())
        .collect();
    if let Some(i) = labels.iter().position(|l| *l == want) {
        return Ok(actions[i]);
    }
    let matches: Vec<usize> = (0..n).filter(|&i| labels[i].starts_with(&want)).collect();
    match matches.len() {
        1 => Ok(actions[matches[0]]),
        0 => Err(tr_string!(
            names,
            "play-not-a-choice",
            line = line,
            count = n,
            help = tr_string!(names, "play-command-help")
        )),
        k => {
            let shown: Vec<String> = matches
                .iter()
                .take(6)
                .map(|&i| format!("{}. {}", i + 1, state.label(actions[i], names)))
                .collect();
            let shown = format!("{}{}", shown.join("; "), if k > 6 { "; …" } else { "" });
            Err(tr_string!(
                names,
                "play-fits-several",
                line = line,
                count = k,
                shown = shown
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::bracket;

    #[test]
    fn a_run_of_words_keeps_its_punctuation_outside_the_bracket() {
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        // The Crafters menu read "Invest 5 gold in the [Hayfield,, Mill,,
        // Sawmill,, Joinery,] guessing Seat 2 holds its blueprint".
        assert_eq!(
            bracket(&words(&["Hayfield,", "Mill,", "Sawmill,", "Joinery,"])),
            "[Hayfield, Mill, Sawmill, Joinery],"
        );
        assert_eq!(bracket(&words(&["1I", "2I", "3L"])), "[1I, 2I, 3L]");
        // Punctuation not shared by every word stays with its word.
        assert_eq!(bracket(&words(&["a.", "b", "c"])), "[a., b, c]");
    }
}
