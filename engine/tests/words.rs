//! Words on the screen: every action label, event sentence, view line and
//! scene text of random games of every registered game, read by every seat
//! and by the spectator, under the default names ("Seat 0", …) and under
//! names where one seat is "You", is checked for the agreement and
//! punctuation errors people notice: "You puts", "1 Individual Customers",
//! "2 card", ",,", " .", brackets or sentinels, a 0-based turn count, "its
//! plan" said of You. Seats are numbered from 0 on purpose (the same
//! numbers as every interface, docs/architecture.md), so "Seat 0" is right.

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, Names, ToMove, Transcript, Viewer};

/// Random games per player count.
const SEEDS: u64 = if cfg!(debug_assertions) { 2 } else { 6 };

/// Nouns the games count, singular and plural. A count must agree: "1
/// card", "0 cards", "3 cards".
const NOUNS: &[(&str, &str)] = &[
    ("card", "cards"),
    ("point", "points"),
    ("customer", "customers"),
    ("cube", "cubes"),
    ("rocket", "rockets"),
    ("step", "steps"),
    ("trick", "tricks"),
    ("coin", "coins"),
    ("product", "products"),
    ("value", "values"),
    ("designer", "designers"),
    ("game", "games"),
    ("bid", "bids"),
    ("worker", "workers"),
    ("resource", "resources"),
    ("good", "goods"),
    ("blueprint", "blueprints"),
    ("building", "buildings"),
    ("token", "tokens"),
    ("month", "months"),
    ("round", "rounds"),
    ("turn", "turns"),
    ("spot", "spots"),
    ("market", "markets"),
    ("player", "players"),
    ("seat", "seats"),
    ("offering", "offerings"),
    ("problem", "problems"),
    ("vendor", "vendors"),
    ("dollar", "dollars"),
    ("share", "shares"),
    ("die", "dice"),
    ("plan", "plans"),
    ("action", "actions"),
    ("pick", "picks"),
    ("copy", "copies"),
    ("element", "elements"),
    ("order", "orders"),
    ("demand", "demands"),
    ("factory", "factories"),
    ("good", "goods"),
    ("life", "lives"),
    ("wage", "wages"),
    ("offer", "offers"),
];

/// Words that end a counted phrase before its noun ("1 of 3", "$3 a card").
const STOP: &[&str] = &[
    "of", "to", "and", "or", "for", "in", "on", "at", "the", "a", "an", "from", "with", "per",
    "each", "is", "are", "was", "were", "left", "more", "less", "fewer", "than", "by", "x", "×",
    "this", "that", "these", "those", "your", "their", "its",
];

/// Counters the games show counted from 1 ("Turn 1", "Round 1").
const ORDINALS: &[&str] = &[
    "Turn", "Round", "Month", "Trick", "Year", "turn", "round", "month",
];

/// Whether `word` may follow "You": a verb ending in "s" agrees only as
/// "ss" ("You pass", "You discuss"); the rest read "You puts".
fn agrees_with_you(word: &str) -> bool {
    let w = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    // Only a lowercase word can be the verb ("by You (plus …)" is none).
    if !w.starts_with(|c: char| c.is_ascii_lowercase()) {
        return true;
    }
    // "has", "is", "was", "does" end in "s" too.
    !w.ends_with('s') || w.ends_with("ss")
}

/// What reads wrong in `text` (one line or phrase), if anything.
fn problems(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut flag = |what: &str| out.push(what.to_string());
    for bad in [",,", ", ,", " ,", " .", "..", ";;", ". .", "  "] {
        let trimmed = text.trim_start();
        let hit = if bad == ".." {
            trimmed.replace("...", "").contains("..")
        } else {
            trimmed.contains(bad)
        };
        if hit {
            flag(&format!("doubled or spaced punctuation {bad:?}"));
        }
    }
    if text.contains(['[', ']', '{', '}']) {
        flag("a bracket or brace");
    }
    if text.contains("255") || text.contains("None") || text.contains("Some(") {
        flag("a raw value");
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    for (i, w) in words.iter().enumerate() {
        let next = words.get(i + 1).copied().unwrap_or("");
        // "You puts", "you has".
        if (*w == "You" || *w == "you") && !next.is_empty() && !agrees_with_you(next) {
            flag("a verb that does not agree with You");
        }
        if *w == "You's" || *w == "you's" {
            flag("You's");
        }
        // A counter shown from 0.
        if ORDINALS.contains(w) && next.trim_end_matches([',', '.', ':', ';']) == "0" {
            flag("a count from 0");
        }
        // "1 cards", "2 card".
        let n = w.trim_start_matches(['$', '€', '(']);
        let n = n.trim_end_matches([',', ':']);
        if n.is_empty() || !n.chars().all(|c| c.is_ascii_digit() || c == ',') {
            continue;
        }
        let Ok(count) = n.replace(',', "").parse::<u64>() else {
            continue;
        };
        // Money, a number in a list ("bid 7, won 1 trick") or before a
        // colon ("Seat 2: bid 2") counts no noun that follows.
        if w.starts_with(['$', '€']) || w.ends_with([',', ':']) {
            continue;
        }
        // A seat's number is no count ("Seat 0 drew", "Seat 1 4 cubes").
        if i > 0 && words[i - 1].eq_ignore_ascii_case("seat") {
            continue;
        }
        // The counted noun is the last of the phrase's next few words
        // ("3 Agile Vendor cards", "1 Business Customers").
        let mut noun = None;
        for later in words.iter().skip(i + 1).take(3) {
            let bare = later
                .trim_end_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase();
            if STOP.contains(&bare.as_str()) || bare.is_empty() || later.starts_with(['(', '—']) {
                break;
            }
            if let Some(&(one, many)) = NOUNS.iter().find(|(o, m)| bare == *o || bare == *m) {
                noun = Some((one, many, bare));
            }
            if later.ends_with([',', '.', ';', ':', ')']) {
                break;
            }
        }
        if let Some((one, many, bare)) = noun
            && one != many
            && (count == 1) != (bare == one)
        {
            flag(&format!("{count} {bare}"));
        }
    }
    // "You wrote a step of its plan": You's own things are "your".
    for sentence in text.split(['.', ';', '!']) {
        let s = sentence.trim_start_matches(|c: char| !c.is_alphanumeric());
        if s.starts_with("You ")
            && [
                " its plan",
                " its hand",
                " its turn",
                " its money",
                " its cards",
            ]
            .iter()
            .any(|p| s.contains(p))
        {
            flag("\"its\" for You");
        }
    }
    out
}

struct Words;

impl GameVisitor for Words {
    type Output = Vec<String>;
    fn visit<G: Game>(self) -> Vec<String> {
        // One example of each kind of problem in each kind of text.
        let mut found: Vec<String> = Vec::new();
        let mut kinds: Vec<String> = Vec::new();
        let mut note = |where_: &str, text: &str| {
            for p in problems(text) {
                let kind = format!("{}: {where_}: {p}", G::INFO.id);
                if !kinds.contains(&kind) {
                    found.push(format!("{kind}: {text:?}"));
                    kinds.push(kind);
                }
            }
        };
        for players in G::INFO.min_players..=G::INFO.max_players {
            let n = players as usize;
            for seed in 0..SEEDS {
                let named = ["Bea", "Cal", "Dee", "Eve", "Fay", "Gus"];
                let mut with_you = named;
                with_you[seed as usize % n] = "You";
                let names = match seed % 3 {
                    0 => Names::SEATS,
                    1 => Names::new(&with_you[..n]),
                    _ => Names::new(&named[..n]),
                };
                let mut g = G::setup(&Config::players(n), seed).unwrap();
                let mut t = Transcript::<G>::new();
                let mut rng = GameRng::new(seed ^ 0x5eed);
                let mut buf = G::ActionList::default();
                let viewers: Vec<Viewer> = (0..players)
                    .map(Viewer::Seat)
                    .chain([Viewer::Spectator])
                    .collect();
                loop {
                    for &v in &viewers {
                        for line in t.view(&g, v, names).lines() {
                            note("view", line);
                        }
                        for text in g.scene(v, names).texts() {
                            note("scene", text);
                        }
                    }
                    let ToMove::Player(_) = g.to_move() else {
                        break;
                    };
                    g.legal_actions(&mut buf);
                    for &a in buf.iter() {
                        note("label", &g.label(a, names));
                    }
                    // Half the moves from the game's heuristic, which
                    // reaches the late game and its end screens.
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

#[test]
fn every_text_of_every_game_reads_as_english() {
    let only = std::env::var("BOARDROOM_GAME").ok();
    // A thread per game: one after another they kept a core idle.
    let found: Vec<String> = std::thread::scope(|scope| {
        let games: Vec<_> = registry::GAMES
            .iter()
            .filter(|info| only.as_deref().is_none_or(|o| o == info.id))
            .map(|info| scope.spawn(move || registry::dispatch(info.id, Words).unwrap()))
            .collect();
        games.into_iter().flat_map(|g| g.join().unwrap()).collect()
    });
    assert!(
        found.is_empty(),
        "{} problems:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_checks_catch_each_kind_of_error() {
    for bad in [
        "Round 1 of 12, auction 1 of 4: You puts a product up for auction.",
        "You gained 1 Individual Customers.",
        "Seat 1 drew 2 card.",
        "Invest 5 gold in the [Hayfield,, Mill,], guessing Seat 2 holds its blueprint",
        "Turn 0. Seat 0 to decide.",
        "You wrote a step of its plan behind the screen.",
        "Seat 2 played 255 .",
        "You has $3.",
    ] {
        assert!(!problems(bad).is_empty(), "{bad}");
    }
    for good in [
        "Round 1 of 12, auction 1 of 4: You put a product up for auction.",
        "You gained 1 Individual Customer.",
        "Seat 0 drew 2 cards; Seat 1 drew 1 card.",
        "Invest 5 gold in the Hayfield, guessing Seat 2 holds its blueprint",
        "Turn 1. Seat 0 to decide.",
        "You wrote a step of your plan behind the screen.",
        "You pass. Deck: 12 cards…",
        "Seat 1 paid $3 for 2 cubes.",
    ] {
        assert!(problems(good).is_empty(), "{good}: {:?}", problems(good));
    }
}

/// Plays seeded games (half the moves random, half the heuristic's; with
/// `first`, seat 0 always takes its first legal action, as `yes 1 |
/// boardroom play` does) and returns the first whose end reason and spectator's event
/// sentences satisfy `wanted`, with those sentences and the final
/// spectator view.
struct Find {
    players: usize,
    first: bool,
    wanted: fn(Option<&str>, &[String]) -> bool,
}

impl GameVisitor for Find {
    type Output = Option<(Vec<String>, String)>;
    fn visit<G: Game>(self) -> Self::Output {
        for seed in 0..400 {
            let mut g = G::setup(&Config::players(self.players), seed).unwrap();
            let mut t = Transcript::<G>::new();
            let mut rng = GameRng::new(seed);
            let mut buf = G::ActionList::default();
            while let ToMove::Player(p) = g.to_move() {
                g.legal_actions(&mut buf);
                let a = if p == 0 && self.first {
                    buf[0]
                } else if rng.below(2) == 0 {
                    g.heuristic_action(&mut rng)
                } else {
                    buf[rng.below(buf.len() as u32) as usize]
                };
                t.apply(&mut g, a).unwrap();
            }
            let lines: Vec<String> = t
                .events()
                .filter(|(a, _)| Viewer::Spectator.sees(*a))
                .map(|(_, e)| {
                    let mut s = String::new();
                    g.write_event(Viewer::Spectator, Names::SEATS, &e, &mut s)
                        .unwrap();
                    s
                })
                .collect();
            if (self.wanted)(g.end_reason(), &lines) {
                return Some((lines, g.view(Viewer::Spectator, Names::SEATS, &[])));
            }
        }
        None
    }
}

#[test]
fn a_virtual_player_winning_vendor_a_changes_nothing() {
    // "If a virtual player wins with Vendor A, nothing happens: no Agile
    // Vendor card is drawn or removed." (2 players)
    let (lines, _) = registry::dispatch(
        "vendors",
        Find {
            players: 2,
            first: false,
            wanted: |_, l| l.iter().any(|s| s.contains("virtual player won Vendor A")),
        },
    )
    .unwrap()
    .expect("a game where the virtual player wins Vendor A");
    for l in lines
        .iter()
        .filter(|s| s.contains("virtual player won Vendor"))
    {
        if l.contains("Vendor A") {
            assert!(!l.contains("leave the game"), "{l}");
            assert!(l.contains("nothing happens"), "{l}");
        } else {
            assert!(l.contains("its cards leave the game"), "{l}");
        }
    }
}

#[test]
fn spiel_des_jahres_ended_by_bankruptcy_claims_no_award() {
    // "If a player is unable to produce the funds to pay a game designer
    // at the end of a month they become bankrupt and are eliminated from
    // the game": the last company standing wins, and no public-favour
    // card is drawn for the award.
    let (lines, view) = registry::dispatch(
        "spiel-des-jahres",
        Find {
            players: 3,
            first: true,
            wanted: |end, _| end == Some("one company was left standing"),
        },
    )
    .unwrap()
    .expect("a game won by the last company standing");
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("public-favour card was turned")),
        "{lines:?}"
    );
    for text in lines.iter().chain([&view]) {
        assert!(
            !text.contains("won the award") && !text.contains("won the Spiel des Jahres award"),
            "{text}"
        );
    }
    assert!(
        lines.iter().any(|l| l.contains("won the game")),
        "{lines:?}"
    );
    assert!(view.contains("the last company standing"), "{view}");
    // The end screen (`boardroom play` prints this spectator view) names
    // money in euros, as the book does, and no "score".
    assert!(
        view.contains("€") && !view.to_lowercase().contains("score"),
        "{view}"
    );
}
