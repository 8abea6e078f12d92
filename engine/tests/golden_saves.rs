//! Golden saves: committed save files of every game, of every save version
//! ever shipped (`saves/<game-id>/v<N>-<what>.sav`), loaded on every build.
//!
//! A save of the current version must load, re-save to the same bytes, and
//! a fixed seeded continuation from it (every seat on its heuristic) must
//! end as recorded beside it (`v<N>-<what>.txt`). A save of an older version
//! must go through the game's migration chain to a valid state that plays
//! on as recorded, or be refused as recorded (a version declared
//! unsupported in the CHANGELOG).
//!
//! `BOARDROOM_BLESS=1 cargo test --release -p boardroom-engine --test engine golden_saves:: -- --ignored`
//! writes the current version's saves (start, middle, end of a seeded
//! heuristic game) and every `.txt`; older versions' saves are never
//! rewritten (they come from the engine that shipped them).

use std::fs;
use std::path::{Path, PathBuf};

use boardroom_engine::registry::{self, GAMES, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

const SEED: u64 = 2026;
const CONTINUATION_SEED: u64 = 7;

fn dir(id: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/saves")
        .join(id)
}

fn players(id: &str) -> usize {
    let info = registry::info(id).unwrap();
    3usize.clamp(info.min_players as usize, info.max_players as usize)
}

/// Plays every seat's heuristic from `g` to the end: what a continuation gives.
fn continuation<G: Game>(mut g: G) -> String {
    let mut rng = GameRng::new(CONTINUATION_SEED);
    let mut moves = 0u32;
    while let ToMove::Player(_) = g.to_move() {
        let a = g.heuristic_action(&mut rng);
        g.apply(a).expect("the heuristic plays legal actions");
        moves += 1;
    }
    format!(
        "moves {moves}\nscores {:?}\nreturns {:?}\n",
        g.scores().as_slice(),
        g.returns().as_slice()
    )
}

/// What loading a golden save gives: the continuation's result, or the refusal.
struct Outcome<'a> {
    bytes: &'a [u8],
    version: u16,
}

impl GameVisitor for Outcome<'_> {
    type Output = String;
    fn visit<G: Game>(self) -> String {
        match G::load(self.bytes) {
            Ok(g) => {
                let again = g.save();
                if self.version == G::SAVE_VERSION {
                    assert_eq!(again, self.bytes, "re-saving changed the bytes");
                } else {
                    // Migrated: saved afresh in the current version, it loads
                    // to the same state.
                    assert_eq!(G::load(&again).expect("re-saved migrated state"), g);
                }
                g.check_invariants().expect("a loaded state is sound");
                continuation(g)
            }
            Err(e) => format!("refused: {e}\n"),
        }
    }
}

struct Version;
impl GameVisitor for Version {
    type Output = u16;
    fn visit<G: Game>(self) -> u16 {
        G::SAVE_VERSION
    }
}

/// `v<N>-<what>.sav` → N.
fn version_of(path: &Path) -> u16 {
    let name = path.file_name().unwrap().to_str().unwrap();
    name.strip_prefix('v')
        .and_then(|r| r.split('-').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{name}: golden saves are named v<N>-<what>.sav"))
}

fn saves(id: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir(id))
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "sav"));
    v.sort();
    v
}

/// What loading the golden save at `path` of game `id` gives.
fn outcome(id: &str, path: &Path) -> String {
    let bytes = fs::read(path).unwrap();
    let version = version_of(path);
    registry::dispatch(
        id,
        Outcome {
            bytes: &bytes,
            version,
        },
    )
    .unwrap()
}

#[test]
fn every_golden_save_loads_as_recorded() {
    let mut checked = 0;
    for info in GAMES {
        let current = registry::dispatch(info.id, Version).unwrap();
        let files = saves(info.id);
        for version in 1..=current {
            assert!(
                files.iter().any(|p| version_of(p) == version),
                "{}: no golden save of version {version}",
                info.id
            );
        }
        for what in ["start", "middle", "end"] {
            let name = format!("v{current}-{what}.sav");
            assert!(
                files.iter().any(|p| p.ends_with(&name)),
                "{}: no {name}",
                info.id
            );
        }
        for path in files {
            let got = outcome(info.id, &path);
            let want = fs::read_to_string(path.with_extension("txt"))
                .unwrap_or_else(|_| panic!("{}: no recorded outcome", path.display()));
            assert_eq!(got, want, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 3 * GAMES.len());
}

/// The saves of the current version: start, middle and end of one game.
struct Bless;
impl GameVisitor for Bless {
    type Output = ();
    fn visit<G: Game>(self) {
        let id = G::INFO.id;
        let start = G::setup(&Config::players(players(id)), SEED).expect("setup");
        let mut states = vec![start];
        let mut g = start;
        let mut rng = GameRng::new(SEED);
        while let ToMove::Player(_) = g.to_move() {
            g.apply(g.heuristic_action(&mut rng)).unwrap();
            states.push(g);
        }
        let v = G::SAVE_VERSION;
        fs::create_dir_all(dir(id)).unwrap();
        for (what, s) in [
            ("start", states[0]),
            ("middle", states[states.len() / 2]),
            ("end", g),
        ] {
            fs::write(dir(id).join(format!("v{v}-{what}.sav")), s.save()).unwrap();
        }
    }
}

#[test]
#[ignore = "writes the golden saves: BOARDROOM_BLESS=1 ... -- --ignored"]
fn bless() {
    if std::env::var_os("BOARDROOM_BLESS").is_none() {
        return;
    }
    for info in GAMES {
        registry::dispatch(info.id, Bless).unwrap();
        for path in saves(info.id) {
            let got = outcome(info.id, &path);
            fs::write(path.with_extension("txt"), got).unwrap();
        }
    }
}
