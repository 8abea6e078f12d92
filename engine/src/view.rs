//! Text views for people: who looks ([`Viewer`]), what the seats are called
//! ([`Names`]) and small writing helpers the games' `view.rs` share (the
//! event log is [`crate::Transcript`]). The CLI, the C ABI and the other
//! shells show the same text because they all go through
//! [`crate::TextView::write_view`].
//!
//! Conventions (docs/play.md, "Text views"): seats are "Seat 0",
//! "Seat 1", … (the same numbers as every interface) unless the caller
//! passes names; what the viewer cannot know reads "face down" or
//! "unknown"; money is written in the rulebook's one unit; events are past
//! tense sentences. Views allocate; nothing here is on the hot path.

use core::fmt::{self, Write};

use crate::game::{Audience, Game, Seat, TextView, ToMove};
pub use crate::words::Lang;

/// Who looks at the game: one seat (seeing what it may know) or a
/// spectator who sees everything (debugging, replays, the final screen).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    /// Whether this viewer may know what `seat` alone knows.
    #[inline]
    pub fn knows(self, seat: Seat) -> bool {
        match self {
            Viewer::Seat(s) => s == seat,
            Viewer::Spectator => true,
        }
    }

    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }

    pub fn is_spectator(self) -> bool {
        self == Viewer::Spectator
    }

    /// Whether an event sent to `audience` reaches this viewer. A spectator
    /// reads the full version of every event: `AllBut(s)` is by convention
    /// the others' redacted copy of an `Only(s)` event, so it is skipped.
    pub fn sees(self, audience: Audience) -> bool {
        match self {
            Viewer::Seat(s) => audience.includes(s),
            Viewer::Spectator => !matches!(audience, Audience::AllBut(_)),
        }
    }
}

/// How text is written for one reader: what the seats are called
/// (default "Seat 0", "Seat 1", …) and in which language ([`Lang`]).
#[derive(Copy, Clone, Debug, Default)]
pub struct Names<'a> {
    names: &'a [&'a str],
    lang: Lang,
}

impl<'a> Names<'a> {
    /// "Seat 0", "Seat 1", … in English.
    pub const SEATS: Names<'static> = Names {
        names: &[],
        lang: Lang::En,
    };

    /// Names for seats `0..names.len()`; seats past the end keep "Seat N".
    pub fn new(names: &'a [&'a str]) -> Self {
        Names {
            names,
            lang: Lang::En,
        }
    }

    /// The same names, written in `lang`.
    pub fn in_lang(self, lang: Lang) -> Self {
        Names { lang, ..self }
    }

    /// The reader's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn seat(&self, s: Seat) -> SeatName<'a> {
        match self.names.get(s as usize) {
            Some(n) if !n.is_empty() => SeatName::Named(n),
            _ => SeatName::Numbered(s, self.lang),
        }
    }

    /// Whether `s` is the person's own seat, named "You" (or "Вы").
    /// Messages take it as the `you` selector so verbs agree.
    pub fn is_you(&self, s: Seat) -> bool {
        self.seat(s).is_you()
    }
}

/// One seat's name, written with `{}`.
#[derive(Copy, Clone, Debug)]
pub enum SeatName<'a> {
    Named(&'a str),
    Numbered(Seat, Lang),
}

impl fmt::Display for SeatName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SeatName::Named(n) => f.write_str(n),
            SeatName::Numbered(s, lang) => crate::tr!(f, lang, "common-seat", seat = s),
        }
    }
}

impl<'a> SeatName<'a> {
    /// Whether this is the person's own seat: clients name it "You" (in
    /// Russian "Вы"), and the messages' `you` selector follows it.
    pub fn is_you(self) -> bool {
        matches!(self, SeatName::Named(n)
            if n.eq_ignore_ascii_case("you") || n == "Вы" || n == "вы")
    }
}

/// Writes `items` as "a, b and c" ("none" when empty), with the
/// reader's conjunction.
pub fn write_list<I, T>(out: &mut dyn Write, lang: Lang, items: I) -> fmt::Result
where
    I: IntoIterator<Item = T>,
    T: fmt::Display,
{
    let items: Vec<String> = items.into_iter().map(|t| t.to_string()).collect();
    let Some((last, head)) = items.split_last() else {
        return crate::tr!(out, lang, "common-none");
    };
    let Some((first, middle)) = head.split_first() else {
        return out.write_str(last);
    };
    let mut joined = first.clone();
    for item in middle {
        joined = crate::tr_string!(lang, "common-list-comma", first = joined, next = item);
    }
    crate::tr!(out, lang, "common-list-and", first = joined, last = last)
}

/// A `fmt::Display` over a closure, for writing names inline.
pub struct Show<F: Fn(&mut dyn Write) -> fmt::Result>(pub F);

impl<F: Fn(&mut dyn Write) -> fmt::Result> fmt::Display for Show<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.0)(f)
    }
}

/// The heading every view starts with: the game, and whose turn it is.
pub fn write_heading<G: Game>(
    g: &G,
    viewer: Viewer,
    names: Names<'_>,
    phase: &str,
    out: &mut dyn Write,
) -> fmt::Result {
    let game = game_name(G::INFO.id, names.lang());
    match viewer {
        Viewer::Seat(s) => crate::tr!(
            out,
            names,
            "common-heading-seen",
            game = game,
            seat = names.seat(s)
        )?,
        Viewer::Spectator => out.write_str(&game)?,
    }
    writeln!(out)?;
    match g.to_move() {
        ToMove::Player(p) => crate::tr!(
            out,
            names,
            "common-to-decide",
            phase = phase,
            seat = names.seat(p)
        )?,
        ToMove::Terminal => crate::tr!(out, names, "common-phase-over", phase = phase)?,
    }
    writeln!(out)
}

/// A game's name in `lang`, from its registry id ("Spiel des Jahres").
pub fn game_name(id: &str, lang: Lang) -> String {
    crate::words::text(lang, &format!("game-{id}"), &[])
}

/// A setup option of game `id` in `lang`, as a setup screen shows it: its
/// name, a line of help and each value's words, in the order of `values`.
pub fn option_words(id: &str, option: &crate::game::OptionInfo, lang: Lang) -> OptionWords {
    let key = format!("option-{id}-{}", option.key);
    let text = |k: &str| crate::words::text(lang, k, &[]);
    OptionWords {
        name: text(&key),
        help: text(&format!("{key}-help")),
        values: option
            .values
            .iter()
            .map(|v| text(&format!("{key}-{v}")))
            .collect(),
    }
}

/// What [`option_words`] gives: a setup option in a person's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionWords {
    pub name: String,
    pub help: String,
    pub values: Vec<String>,
}

/// The event sentences `viewer` may read among `events`, one per line,
/// with a run of identical sentences written once with a count.
pub fn event_lines<G: TextView>(
    g: &G,
    viewer: Viewer,
    names: Names<'_>,
    events: &[(Audience, G::Event)],
) -> Vec<String> {
    let mut lines: Vec<(String, usize)> = Vec::new();
    for (audience, e) in events {
        if !viewer.sees(*audience) {
            continue;
        }
        let mut s = String::new();
        if g.write_event(viewer, names, e, &mut s).is_err() || s.is_empty() {
            continue;
        }
        match lines.last_mut() {
            Some((last, n)) if *last == s => *n += 1,
            _ => lines.push((s, 1)),
        }
    }
    let lines: Vec<String> = lines
        .into_iter()
        .map(|(s, n)| {
            if n == 1 {
                s
            } else {
                crate::tr_string!(names, "common-repeated", text = s, times = n)
            }
        })
        .collect();
    if lines.len() <= MAX_EVENT_LINES {
        return lines;
    }
    // Many events (a whole round resolved at once): flowed into
    // paragraphs so that a prompt stays on one screen.
    let mut flowed = Vec::new();
    let mut line = String::new();
    for s in lines {
        if !line.is_empty() && line.chars().count() + 1 + s.chars().count() > FLOW_WIDTH {
            flowed.push(core::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&s);
    }
    if !line.is_empty() {
        flowed.push(line);
    }
    flowed
}

/// Beyond this many event lines, sentences are flowed into paragraphs.
pub const MAX_EVENT_LINES: usize = 16;
/// The width of those paragraphs.
pub const FLOW_WIDTH: usize = 110;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_default_to_seat_numbers() {
        assert_eq!(Names::SEATS.seat(2).to_string(), "Seat 2");
        let n = ["Ann", "", "Cy"];
        let names = Names::new(&n);
        assert_eq!(names.seat(0).to_string(), "Ann");
        assert_eq!(names.seat(1).to_string(), "Seat 1");
        assert_eq!(names.seat(4).to_string(), "Seat 4");
    }

    #[test]
    fn you_is_recognised_in_both_languages() {
        let n = ["You", "Bea", "Вы"];
        let names = Names::new(&n);
        assert!(names.is_you(0));
        assert!(!names.is_you(1));
        assert!(names.is_you(2));
        assert!(!names.is_you(3));
    }

    #[test]
    fn lists_read_in_the_readers_language() {
        let mut s = String::new();
        write_list(&mut s, Lang::En, ["a", "b", "c"]).unwrap();
        assert_eq!(s, "a, b and c");
        s.clear();
        write_list(&mut s, Lang::Ru, ["a", "b", "c"]).unwrap();
        assert_eq!(s, "a, b и c");
        s.clear();
        write_list(&mut s, Lang::En, Vec::<&str>::new()).unwrap();
        assert_eq!(s, "none");
        s.clear();
        write_list(&mut s, Lang::En, ["a"]).unwrap();
        assert_eq!(s, "a");
    }

    #[test]
    fn numbered_seats_follow_the_language() {
        assert_eq!(
            Names::SEATS.in_lang(Lang::Ru).seat(2).to_string(),
            "Игрок 2"
        );
    }

    #[test]
    fn spectators_skip_redacted_copies() {
        assert!(Viewer::Spectator.sees(Audience::Only(1)));
        assert!(!Viewer::Spectator.sees(Audience::AllBut(1)));
        assert!(Viewer::Seat(0).sees(Audience::AllBut(1)));
        assert!(!Viewer::Seat(0).sees(Audience::Only(1)));
    }
}
