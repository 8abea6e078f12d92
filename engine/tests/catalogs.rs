//! The message catalogs (engine/locales/): every key in both languages,
//! Russian translated, and no player-facing text written outside them.
//!
//! The last is proved with marked English ([`Lang::Marked`]), which wraps
//! every catalog message in `⟦…⟧`: random games of every game are read by
//! every seat and the spectator (views, scene texts, action labels, event
//! sentences), and any letter outside the marks was assembled in code. The
//! same games read in Russian must format every message without a miss.

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::words::{self, FILES, Lang};
use boardroom_engine::{Config, Game, GameRng, Names, ToMove, Transcript, Viewer};

/// Random games per player count.
const SEEDS: u64 = if cfg!(debug_assertions) { 1 } else { 3 };

/// Messages whose Russian is rightly the same as their English: proper
/// names kept in the original, symbols and pure placeables.
const SAME_IN_BOTH: &[&str] = &[
    "game-spiel-des-jahres",
    "common-list-comma",
    "common-repeated",
    "common-event-line",
    "common-phase-over",
    // A Vendor's letter and its cards, only placeables.
    "vendors-view-pile",
    // A seat and its list of Customer changes (each translated), only placeables.
    "vendors-event-customers",
    // Spiel des Jahres titles: pure placeables, the same in every language.
    "spiel-des-jahres-title",
    "spiel-des-jahres-title-prefix",
];

#[test]
fn every_key_exists_in_both_languages() {
    let mut problems = Vec::new();
    let mut all = std::collections::BTreeSet::new();
    for (i, file) in FILES.iter().enumerate() {
        let en = words::ids(words::sources(Lang::En)[i]);
        let ru = words::ids(words::sources(Lang::Ru)[i]);
        let (en, ru) = match (en, ru) {
            (Ok(en), Ok(ru)) => (en, ru),
            (en, ru) => {
                problems.push(format!("{file}.ftl does not parse: en {en:?}, ru {ru:?}"));
                continue;
            }
        };
        for id in &en {
            if !ru.contains(id) {
                problems.push(format!("{file}.ftl: {id} is missing in Russian"));
            }
            if !all.insert(id.clone()) {
                problems.push(format!("{file}.ftl: {id} is defined twice"));
            }
        }
        for id in &ru {
            if !en.contains(id) {
                problems.push(format!("{file}.ftl: {id} is only in Russian"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn russian_is_translated() {
    let mut same = Vec::new();
    for (i, file) in FILES.iter().enumerate() {
        for id in words::ids(words::sources(Lang::En)[i]).unwrap() {
            if id.starts_with('-') || SAME_IN_BOTH.contains(&id.as_str()) {
                continue;
            }
            let en = words::text(Lang::En, &id, &[]);
            let ru = words::text(Lang::Ru, &id, &[]);
            // Only messages with English words in them need translating.
            let letters = en.chars().filter(|c| c.is_ascii_alphabetic()).count();
            if letters >= 2 && en == ru {
                same.push(format!("{file}.ftl: {id} = {en:?}"));
            }
        }
    }
    assert!(same.is_empty(), "untranslated:\n{}", same.join("\n"));
}

/// `text` with every `⟦…⟧` (nested too) removed.
fn outside_marks(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Reads random games in `lang`; returns each kind of problem once.
struct Read {
    lang: Lang,
}

impl GameVisitor for Read {
    type Output = Vec<String>;
    fn visit<G: Game>(self) -> Vec<String> {
        let mut found: Vec<String> = Vec::new();
        let mut note = |where_: &str, text: &str, misses: u64| {
            let stray = outside_marks(text);
            let bad = if misses > 0 {
                Some("a message missing or failing to format".to_string())
            } else if self.lang == Lang::Marked && stray.chars().any(char::is_alphabetic) {
                Some(format!("text outside the catalogs {:?}", stray.trim()))
            } else {
                None
            };
            if let Some(bad) = bad {
                let kind = format!("{}: {where_}: {bad}", G::INFO.id);
                if !found.iter().any(|f| f.starts_with(&kind)) {
                    found.push(format!("{kind}: in {text:?}"));
                }
            }
        };
        // A caller's names are the caller's words, not the catalogs': the
        // sweep uses the catalogs' numbered seats.
        let names = Names::SEATS.in_lang(self.lang);
        for players in G::INFO.min_players..=G::INFO.max_players {
            let n = players as usize;
            for seed in 0..SEEDS {
                let mut g = G::setup(&Config::players(n), seed).unwrap();
                let mut t = Transcript::<G>::new();
                let mut rng = GameRng::new(seed ^ 0x1a46);
                let mut buf = G::ActionList::default();
                let viewers: Vec<Viewer> = (0..players)
                    .map(Viewer::Seat)
                    .chain([Viewer::Spectator])
                    .collect();
                loop {
                    for &v in &viewers {
                        let before = words::misses();
                        let view = t.view(&g, v, names);
                        let missed = words::misses() - before;
                        for line in view.lines() {
                            note("view", line, missed);
                        }
                        let before = words::misses();
                        let scene = g.scene(v, names);
                        let missed = words::misses() - before;
                        for text in scene.texts() {
                            note("scene", text, missed);
                        }
                    }
                    let ToMove::Player(_) = g.to_move() else {
                        break;
                    };
                    g.legal_actions(&mut buf);
                    for &a in buf.iter() {
                        let before = words::misses();
                        let label = g.label(a, names);
                        note("label", &label, words::misses() - before);
                    }
                    let a = if rng.below(2) == 0 {
                        g.heuristic_action(&mut rng)
                    } else {
                        buf[rng.below(buf.len() as u32) as usize]
                    };
                    t.apply(&mut g, a).unwrap();
                }
            }
        }
        found
    }
}

fn read(game: &str, lang: Lang) {
    let found = registry::dispatch(game, Read { lang }).unwrap();
    assert!(
        found.is_empty(),
        "{} problems reading {game} in {}:\n{}",
        found.len(),
        lang.code(),
        found.join("\n")
    );
}

macro_rules! games {
    ($($name:ident: $id:literal),* $(,)?) => {
        mod marked {
            $( #[test] fn $name() { super::read($id, super::Lang::Marked) } )*
        }
        mod russian {
            $( #[test] fn $name() { super::read($id, super::Lang::Ru) } )*
        }
    };
}

games! {
    vendors: "vendors",
    value_crafter: "value-crafter",
    crafters: "crafters",
    spiel_des_jahres: "spiel-des-jahres",
    oh_hell: "oh-hell",
    emergent: "emergent",
    emergent_fastplay: "emergent-fastplay",
}

#[test]
fn the_sweep_finds_text_outside_the_marks() {
    assert_eq!(outside_marks("⟦Bid ⟦3⟧⟧: ⟦Seat 1⟧"), ": ");
    assert!(
        outside_marks("⟦Bid⟧ 3 tricks")
            .chars()
            .any(char::is_alphabetic)
    );
}

#[test]
fn the_registry_covers_every_game_above() {
    let ids: Vec<&str> = registry::GAMES.iter().map(|g| g.id).collect();
    assert_eq!(
        ids.len(),
        7,
        "a new game needs its line in `games!` and its catalog files: {ids:?}"
    );
}

/// A setup screen shows every option of every game, its help and each of
/// its values in the catalogs' words, never the option's key or value.
#[test]
fn every_setup_option_has_words_in_both_languages() {
    use boardroom_engine::view::option_words;
    let mut problems = Vec::new();
    let mut seen = 0;
    for info in registry::GAMES {
        for option in info.options {
            seen += 1;
            let key = format!("option-{}-{}", info.id, option.key);
            let mut keys = vec![key.clone(), format!("{key}-help")];
            keys.extend(option.values.iter().map(|v| format!("{key}-{v}")));
            for lang in [Lang::En, Lang::Ru] {
                for k in &keys {
                    if !words::has(lang, k) {
                        problems.push(format!("{k} is not in the {} catalog", lang.code()));
                    }
                }
                let shown = option_words(info.id, option, lang);
                assert_eq!(shown.values.len(), option.values.len());
                if shown.name == option.key || shown.values.iter().any(|v| v.contains(&key)) {
                    problems.push(format!("{key} shows its key in {}", lang.code()));
                }
            }
        }
    }
    assert!(seen >= 4, "only {seen} options");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let crafters = registry::info("crafters").unwrap();
    let dice = option_words("crafters", &crafters.options[0], Lang::Ru);
    assert_eq!(dice.name, "Кубики");
    assert_eq!(dice.values, ["Один кубик", "Два кубика"]);
}
