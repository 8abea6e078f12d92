//! Every word a person reads comes from here: Fluent message catalogs
//! (engine/locales/<lang>/<file>.ftl, compiled into the library) looked up
//! by key with arguments. The games' views, labels, event sentences and
//! scene texts write through [`tr!`] and [`tr_string!`]; nothing assembles
//! player-facing text outside the catalogs (the `words` tests prove it with
//! [`Lang::Marked`]).
//!
//! A message that is missing or fails to format falls back to English and
//! is counted ([`misses`]), so a front end never panics on words and the
//! tests see every gap.

use core::cell::Cell;
use core::fmt::{self, Write};
use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the project ships, or the marked English the tests use.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Ru,
    /// English with every catalog message wrapped in `⟦…⟧`: text found
    /// outside the marks was written without the catalogs. For tests.
    Marked,
}

/// A language code no catalog answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language {:?}: expected one of ", self.0)?;
        for (i, l) in Lang::SHIPPED.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{:?}", l.code())?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownLang {}

impl Lang {
    /// The languages the project ships, in the order menus list them.
    pub const SHIPPED: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The BCP 47 code: "en", "ru" ("en-x-marked" for the tests' marks).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Marked => "en-x-marked",
        }
    }

    /// The language's own name, for a picker: "English", "Русский".
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En | Lang::Marked => "English",
            Lang::Ru => "Русский",
        }
    }

    /// A shipped language from its code ("en", "ru", any case, a region
    /// such as "ru-RU" accepted).
    pub fn parse(code: &str) -> Result<Lang, UnknownLang> {
        let primary = code.split(['-', '_']).next().unwrap_or("");
        Lang::SHIPPED
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
            .ok_or_else(|| UnknownLang(code.to_string()))
    }
}

impl core::str::FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::parse(s)
    }
}

/// The catalog files, one per game plus the shared words, the frame of a
/// table (`play`: prompts, commands, hints) and the web page's own words
/// (`page`), in both languages. The file names are the same in every
/// language.
pub const FILES: &[&str] = &[
    "common",
    "vendors",
    "value-crafter",
    "crafters",
    "spiel-des-jahres",
    "oh-hell",
    "emergent",
    "play",
    "page",
];

macro_rules! sources {
    ($lang:literal) => {
        [
            include_str!(concat!("../locales/", $lang, "/common.ftl")),
            include_str!(concat!("../locales/", $lang, "/vendors.ftl")),
            include_str!(concat!("../locales/", $lang, "/value-crafter.ftl")),
            include_str!(concat!("../locales/", $lang, "/crafters.ftl")),
            include_str!(concat!("../locales/", $lang, "/spiel-des-jahres.ftl")),
            include_str!(concat!("../locales/", $lang, "/oh-hell.ftl")),
            include_str!(concat!("../locales/", $lang, "/emergent.ftl")),
            include_str!(concat!("../locales/", $lang, "/play.ftl")),
            include_str!(concat!("../locales/", $lang, "/page.ftl")),
        ]
    };
}

const EN: [&str; 9] = sources!("en");
const RU: [&str; 9] = sources!("ru");

/// The catalog sources of a shipped language, in [`FILES`] order.
pub fn sources(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En | Lang::Marked => &EN,
        Lang::Ru => &RU,
    }
}

type Bundle = FluentBundle<FluentResource>;

fn build(lang: Lang) -> Bundle {
    let id = lang.code().parse().expect("shipped language codes parse");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Terminals and logs show the isolation marks as stray characters.
    bundle.set_use_isolating(false);
    for (file, src) in FILES.iter().zip(sources(lang)) {
        // A syntax error keeps the entries that parsed; the catalog tests
        // fail on it, so a build that ships one is caught before release.
        let res = FluentResource::try_new(src.to_string()).unwrap_or_else(|(res, _)| res);
        if bundle.add_resource(res).is_err() {
            debug_assert!(false, "duplicate message in {}/{file}.ftl", lang.code());
        }
    }
    bundle
}

fn bundle(lang: Lang) -> &'static Bundle {
    static EN_BUNDLE: OnceLock<Bundle> = OnceLock::new();
    static RU_BUNDLE: OnceLock<Bundle> = OnceLock::new();
    match lang {
        Lang::En | Lang::Marked => EN_BUNDLE.get_or_init(|| build(Lang::En)),
        Lang::Ru => RU_BUNDLE.get_or_init(|| build(Lang::Ru)),
    }
}

/// One argument of a message: a number (Fluent chooses plural forms by
/// it) or text already written in the reader's language.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Num(i64),
    Text(Cow<'a, str>),
}

macro_rules! num_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s.as_str()))
    }
}

impl From<bool> for Arg<'_> {
    /// A selector: `{ $flag -> [yes] … *[no] … }`.
    fn from(b: bool) -> Self {
        Arg::Text(Cow::Borrowed(if b { "yes" } else { "no" }))
    }
}

impl From<crate::view::SeatName<'_>> for Arg<'_> {
    fn from(s: crate::view::SeatName<'_>) -> Self {
        Arg::Text(Cow::Owned(s.to_string()))
    }
}

/// Any `Display` (a card, a nested sentence) as a text argument.
pub fn shown(x: impl fmt::Display) -> Arg<'static> {
    Arg::Text(Cow::Owned(x.to_string()))
}

thread_local! {
    static MISSES: Cell<u64> = const { Cell::new(0) };
}

/// How many lookups on this thread found no message or failed to format
/// (a missing argument, an unknown selector). Tests read it before and
/// after writing; zero new misses means every word came from a catalog.
pub fn misses() -> u64 {
    MISSES.with(|m| m.get())
}

fn miss() {
    MISSES.with(|m| m.set(m.get() + 1));
}

fn format(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
    let msg = bundle(lang).get_message(key)?;
    let pattern = msg.value()?;
    let mut fargs = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let v = match value {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Text(t) => FluentValue::from(t.as_ref()),
        };
        fargs.set(*name, v);
    }
    let mut errors = Vec::new();
    let text = bundle(lang).format_pattern(pattern, Some(&fargs), &mut errors);
    if !errors.is_empty() {
        miss();
    }
    Some(text.into_owned())
}

/// The message `key` in `lang` with `args`. A message missing from the
/// language falls back to English; missing from English too, the key
/// itself is written (and counted).
pub fn text(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let found = format(lang, key, args).or_else(|| {
        miss();
        format(Lang::En, key, args)
    });
    let s = found.unwrap_or_else(|| {
        miss();
        key.to_string()
    });
    if lang == Lang::Marked {
        format!("⟦{s}⟧")
    } else {
        s
    }
}

/// [`text`] into a writer.
pub fn write(
    out: &mut (impl Write + ?Sized),
    lang: Lang,
    key: &str,
    args: &[(&str, Arg<'_>)],
) -> fmt::Result {
    out.write_str(&text(lang, key, args))
}

/// Whether `key` is a message of `lang`'s catalogs.
pub fn has(lang: Lang, key: &str) -> bool {
    bundle(lang).has_message(key)
}

/// Writes a catalog message: `tr!(out, lang, "oh-hell-bid", tricks = 3)`.
/// `lang` is anything with a `lang()` method ([`crate::Names`]) or a
/// [`Lang`]. Returns `fmt::Result`.
#[macro_export]
macro_rules! tr {
    ($out:expr, $lang:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::write(
            $out,
            $crate::words::LangOf::lang_of(&$lang),
            $key,
            &[$((stringify!($name), $crate::words::Arg::from($value))),*],
        )
    };
}

/// A catalog message as a `String`: `tr_string!(names, "common-none")`.
#[macro_export]
macro_rules! tr_string {
    ($lang:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::text(
            $crate::words::LangOf::lang_of(&$lang),
            $key,
            &[$((stringify!($name), $crate::words::Arg::from($value))),*],
        )
    };
}

/// What carries a reader's language: a [`Lang`] or the [`crate::Names`]
/// a view is written with.
pub trait LangOf {
    fn lang_of(&self) -> Lang;
}

impl LangOf for Lang {
    fn lang_of(&self) -> Lang {
        *self
    }
}

impl LangOf for crate::view::Names<'_> {
    fn lang_of(&self) -> Lang {
        self.lang()
    }
}

/// The ids of the messages (and terms, with their leading `-`) in one
/// catalog source: the catalog tests compare languages with it.
pub fn ids(src: &str) -> Result<Vec<String>, String> {
    use fluent_bundle::FluentResource as R;
    let res = R::try_new(src.to_string()).map_err(|(_, errs)| format!("{errs:?}"))?;
    let mut out = Vec::new();
    for entry in res.entries() {
        match entry {
            fluent_syntax::ast::Entry::Message(m) => out.push(m.id.name.to_string()),
            fluent_syntax::ast::Entry::Term(t) => out.push(format!("-{}", t.id.name)),
            _ => {}
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_parse_by_code_and_refuse_others() {
        assert_eq!(Lang::parse("ru"), Ok(Lang::Ru));
        assert_eq!(Lang::parse("RU-ru"), Ok(Lang::Ru));
        assert_eq!(Lang::parse("en_GB"), Ok(Lang::En));
        let e = Lang::parse("de").unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown language \"de\": expected one of \"en\", \"ru\""
        );
        assert!(
            Lang::parse("en-x-marked").is_ok(),
            "the primary tag is what counts"
        );
    }

    #[test]
    fn a_missing_message_falls_back_and_is_counted() {
        let before = misses();
        assert_eq!(text(Lang::Ru, "no-such-message", &[]), "no-such-message");
        assert!(misses() > before);
    }

    #[test]
    fn marked_english_wraps_each_message() {
        let before = misses();
        assert_eq!(
            text(Lang::Marked, "common-seat", &[("seat", Arg::Num(2))]),
            "⟦Seat 2⟧"
        );
        assert_eq!(
            text(Lang::Ru, "common-seat", &[("seat", Arg::Num(2))]),
            "Игрок 2"
        );
        assert_eq!(misses(), before);
    }
}
