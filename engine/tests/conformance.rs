//! The generic conformance suite, run on every game at every player count.
//! Play counts are sized for release mode (the test command uses it).

use boardroom_engine::conformance::{self, Settings};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Random games per player count.
const GAMES: u64 = if cfg!(debug_assertions) { 40 } else { 2000 };

/// Games per share of the work (`GAMES` is a multiple of it).
const CHUNK: u64 = if cfg!(debug_assertions) { 40 } else { 250 };

/// One game at one player count: `CHUNK` of its `GAMES` random games
/// through the suite, from the `chunk`th.
struct Conformance {
    players: u8,
    chunk: u64,
}
impl GameVisitor for Conformance {
    type Output = ();
    fn visit<G: Game>(self) {
        let players = self.players;
        let config = Config::players(players as usize);
        let first = players as u64 * 1_000_000 + self.chunk * CHUNK;
        let report =
            conformance::random_games::<G>(&config, first..first + CHUNK, &Settings::default());
        eprintln!(
            "{} {players}p, games {}..{}: {report:?}",
            G::INFO.id,
            self.chunk * CHUNK,
            (self.chunk + 1) * CHUNK
        );
        assert_eq!(report.games as u64, CHUNK);
        assert!(report.illegal_probes > 0 && report.determinizations > 0);
    }
}

/// The registered games, or only the one named by `BOARDROOM_GAME`.
fn games() -> impl Iterator<Item = &'static boardroom_engine::GameInfo> {
    let only = std::env::var("BOARDROOM_GAME").ok();
    registry::GAMES
        .iter()
        .filter(move |g| only.as_deref().is_none_or(|o| o == g.id))
}

/// Every game at every player count. The work is shared out among one
/// thread per core, in chunks of games: run one after another they were
/// most of the test command's running time.
#[test]
fn every_game_conforms() {
    let jobs: Vec<(&str, u8, u64)> = games()
        .flat_map(|info| (info.min_players..=info.max_players).map(move |p| (info.id, p)))
        .flat_map(|(id, p)| (0..GAMES / CHUNK).map(move |c| (id, p, c)))
        .collect();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(jobs.len());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&(id, players, chunk)) =
                    jobs.get(next.fetch_add(1, Ordering::Relaxed))
                {
                    registry::dispatch(id, Conformance { players, chunk }).unwrap();
                }
            });
        }
    });
}

struct SaveCorruption;
impl GameVisitor for SaveCorruption {
    type Output = ();
    fn visit<G: Game>(self) {
        for players in [G::INFO.min_players, G::INFO.max_players] {
            let mut g = G::setup(&Config::players(players as usize), 99).unwrap();
            let mut rng = GameRng::new(5);
            let mut buf = G::ActionList::default();
            // A fresh state, one mid-game, and a finished one.
            for target in [0usize, 40, usize::MAX] {
                let mut steps = 0;
                while steps < target && g.to_move() != ToMove::Terminal {
                    g.legal_actions(&mut buf);
                    g.apply(buf[rng.below(buf.len() as u32) as usize]).unwrap();
                    steps += 1;
                }
                conformance::check_save_corruption(&g);
            }
        }
    }
}

#[test]
fn every_one_byte_corruption_and_truncation_is_refused() {
    for info in registry::GAMES {
        registry::dispatch(info.id, SaveCorruption).unwrap();
    }
}

struct BadOptions;
impl GameVisitor for BadOptions {
    type Output = ();
    fn visit<G: Game>(self) {
        let too_few = Config::players(G::INFO.min_players as usize - 1);
        let too_many = Config::players(G::INFO.max_players as usize + 1);
        assert!(G::setup(&too_few, 1).is_err());
        assert!(G::setup(&too_many, 1).is_err());
        let unknown = Config::players(G::INFO.min_players as usize).with("no-such-option", "1");
        let err = G::setup(&unknown, 1).unwrap_err();
        assert!(err.to_string().contains("no-such-option"), "{err}");
    }
}

#[test]
fn out_of_range_options_are_refused() {
    for info in registry::GAMES {
        registry::dispatch(info.id, BadOptions).unwrap();
    }
}

struct SeedsDiffer;
impl GameVisitor for SeedsDiffer {
    type Output = ();
    fn visit<G: Game>(self) {
        let config = Config::players(G::INFO.max_players as usize);
        let a = G::setup(&config, 1).unwrap();
        let b = G::setup(&config, 1).unwrap();
        let c = G::setup(&config, 2).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert!(
            std::mem::size_of::<G>() <= 1024,
            "{} state is {} bytes",
            G::INFO.id,
            std::mem::size_of::<G>()
        );
    }
}

#[test]
fn same_seed_same_setup_and_state_fits_in_1kib() {
    for info in registry::GAMES {
        registry::dispatch(info.id, SeedsDiffer).unwrap();
    }
}

/// Games per player count for the observation-claims check (each step
/// checked serializes many observations, so fewer games than above).
const CLAIM_GAMES: u64 = if cfg!(debug_assertions) { 1 } else { 6 };

struct ObservationClaims;
impl GameVisitor for ObservationClaims {
    type Output = ();
    fn visit<G: Game>(self) {
        for players in G::INFO.min_players..=G::INFO.max_players {
            let config = Config::players(players as usize);
            let seeds = 7_000 + players as u64 * 100..7_000 + players as u64 * 100 + CLAIM_GAMES;
            let checks = conformance::observation_claims_games::<G>(&config, seeds, 7, 3);
            eprintln!("{} {players}p: {checks} observation checks", G::INFO.id);
            assert!(checks > 0);
        }
    }
}

/// No field of a seat's observation names a specific value for something
/// that seat cannot know (`conformance::check_observation_claims`).
#[test]
fn no_observation_names_what_its_seat_cannot_know() {
    let mut failures = Vec::new();
    for info in games() {
        let r =
            std::panic::catch_unwind(|| registry::dispatch(info.id, ObservationClaims).unwrap());
        if let Err(e) = r {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_else(|| "panic".into());
            failures.push(format!("{}: {}", info.id, msg.lines().next().unwrap_or("")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
