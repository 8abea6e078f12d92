//! Input-driven contract checks for every game: the bodies of the cargo-fuzz
//! targets in `fuzz/` (`actions`, `determinize`, `load`) and of their
//! regression test (`tests/fuzz_regressions.rs`, which replays every input
//! kept in `fuzz/regressions/<target>/`). Each reads its choices from the
//! input bytes (zeros once they run out) and panics on a broken contract.
//!
//! The first byte picks the game from the registry, the second its player
//! count, the next eight the setup seed.

use crate::game::{ActionBuffer, ActionError, Config, Game, GameInfo, Observed, ToMove};
use crate::registry::{self, GameVisitor};
use crate::rng::GameRng;

/// The input, read a byte at a time; zeros once it runs out.
pub struct Bytes<'a>(pub &'a [u8]);

impl Bytes<'_> {
    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }
    pub fn u64(&mut self) -> u64 {
        let mut b = [0u8; 8];
        for x in &mut b {
            *x = self.byte();
        }
        u64::from_le_bytes(b)
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Which check to run on the chosen game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Choices as an index into the legal actions or a raw id (maybe
    /// illegal), checking the invariants after every step.
    Actions,
    /// Determinizations along an input-driven game: valid, observation
    /// kept, depending only on the observation, and playable to the end.
    Determinize,
    /// Arbitrary saved bytes, and real saves with patched bodies and a
    /// fixed checksum: refused cleanly, or a valid state that plays on.
    Load,
}

impl Target {
    pub const ALL: [Target; 3] = [Target::Actions, Target::Determinize, Target::Load];
    pub fn name(self) -> &'static str {
        match self {
            Target::Actions => "actions",
            Target::Determinize => "determinize",
            Target::Load => "load",
        }
    }
}

/// What the input's first ten bytes pick: the game, its player count and
/// the setup seed; and the rest of the input.
pub fn header(data: &[u8]) -> (&'static GameInfo, usize, u64, Bytes<'_>) {
    let mut input = Bytes(data);
    let info = &registry::GAMES[input.byte() as usize % registry::GAMES.len()];
    let span = (info.max_players - info.min_players) as usize + 1;
    let players = info.min_players as usize + input.byte() as usize % span;
    let seed = input.u64();
    (info, players, seed, input)
}

/// The `actions` target's game for `data`, played through the same checks,
/// and its last state (`None` when the input picks another game than `G`):
/// what a regression test of a kept input asserts on.
pub fn play_actions<G: Game>(data: &[u8]) -> Option<G> {
    let (info, players, seed, mut input) = header(data);
    if info.id != G::INFO.id {
        return None;
    }
    let g = G::setup(&Config::players(players), seed).expect("setup");
    Some(actions(g, &mut input))
}

/// Runs `target` on `data`; panics when a contract breaks.
pub fn run(target: Target, data: &[u8]) {
    let (info, players, seed, input) = header(data);
    let visitor = Visit {
        target,
        players,
        seed,
        input,
    };
    registry::dispatch(info.id, visitor).expect("registered game");
}

struct Visit<'a> {
    target: Target,
    players: usize,
    seed: u64,
    input: Bytes<'a>,
}

impl GameVisitor for Visit<'_> {
    type Output = ();
    fn visit<G: Game>(mut self) {
        let g = G::setup(&Config::players(self.players), self.seed).expect("setup");
        match self.target {
            Target::Actions => {
                actions(g, &mut self.input);
            }
            Target::Determinize => determinize(g, &mut self.input),
            Target::Load => load(g, &mut self.input),
        }
    }
}

/// The checks every reachable state passes.
fn check_state<G: Game>(g: &G, buf: &mut G::ActionList) {
    if let Err(e) = g.check_invariants() {
        panic!("{}: {e}\n{g:?}", G::INFO.id);
    }
    match g.to_move() {
        ToMove::Terminal => {
            for r in [g.returns(), g.expected_returns()] {
                let total: f64 = r.iter().sum();
                assert!(
                    r.len() == g.num_players() && (total - 1.0).abs() < 1e-9,
                    "returns {r:?}"
                );
            }
            let mut copy = *g;
            let a = G::action_from_id(0).expect("id 0");
            assert_eq!(copy.apply(a), Err(ActionError::GameOver));
            assert_eq!(copy, *g, "a finished game changed");
        }
        ToMove::Player(p) => {
            assert!((p as usize) < g.num_players(), "seat to move out of range");
            g.legal_actions(buf);
            assert!(!buf.is_empty(), "no legal action:\n{g:?}");
            assert!(buf.len() <= <G::ActionList as ActionBuffer<G::Action>>::CAPACITY);
            for &a in buf.iter() {
                assert_eq!(G::action_from_id(G::action_id(a)), Some(a), "id round trip");
                assert_eq!(g.observe_action(a, p), Observed::Seen(a));
            }
        }
    }
}

/// One input-driven step: an index into the legal actions or a raw id.
/// Returns whether an action was applied, `None` once the game is over.
fn step<G: Game>(g: &mut G, buf: &mut G::ActionList, input: &mut Bytes) -> Option<bool> {
    check_state(g, buf);
    if g.is_terminal() {
        return None;
    }
    let op = input.byte();
    if op & 1 == 0 {
        let a = buf[op as usize / 2 % buf.len()];
        let mut trusted = *g;
        trusted.apply_legal(a);
        if let Err(e) = g.apply(a) {
            panic!("legal {a:?} refused: {e}\n{g:?}");
        }
        assert_eq!(trusted, *g, "apply_legal and apply disagree on {a:?}");
        Some(true)
    } else {
        let id = input.u16() as u32 % (G::ACTION_ID_COUNT + 4);
        let listed = G::action_from_id(id).is_some_and(|a| buf.contains(&a));
        // Every id has a label, legal or not (the C ABI labels any id).
        if let Some(a) = G::action_from_id(id) {
            core::hint::black_box(g.label(a, crate::Names::SEATS));
        }
        let mut copy = *g;
        match copy.apply_id(id) {
            Ok(()) => {
                assert!(listed, "unlisted id {id} accepted\n{g:?}");
                *g = copy;
                Some(true)
            }
            Err(e) => {
                assert!(!listed, "listed id {id} refused: {e}\n{g:?}");
                assert_eq!(copy, *g, "refused id {id} changed the state");
                Some(false)
            }
        }
    }
}

fn actions<G: Game>(mut g: G, input: &mut Bytes) -> G {
    let mut buf = G::ActionList::default();
    let bound = g.max_game_length();
    let mut steps = 0;
    while !input.is_empty() {
        match step(&mut g, &mut buf, input) {
            None => break,
            Some(applied) => steps += applied as usize,
        }
        assert!(steps <= bound, "game longer than its bound {bound}");
    }
    check_state(&g, &mut buf);
    g
}

fn determinize<G: Game>(mut g: G, input: &mut Bytes) {
    let mut buf = G::ActionList::default();
    let mut other = G::ActionList::default();
    let n = g.num_players();
    loop {
        if let ToMove::Player(mover) = g.to_move() {
            let observer = (input.byte() as usize % n) as u8;
            let seed = input.u64();
            let d = g.determinize(observer, &mut GameRng::new(seed));
            if let Err(e) = d.check_invariants() {
                panic!("determinization for {observer} invalid: {e}\n{g:?}");
            }
            assert_eq!(d.observation(observer), g.observation(observer));
            assert_eq!(d.to_move(), g.to_move());
            assert_eq!(
                d.determinize(observer, &mut GameRng::new(seed)),
                g.determinize(observer, &mut GameRng::new(seed)),
                "determinization depends on more than the observation"
            );
            let h = g.determinize_heuristic(observer, &mut GameRng::new(seed));
            if let Err(e) = h.check_invariants() {
                panic!("heuristic determinization for {observer} invalid: {e}\n{g:?}");
            }
            assert_eq!(h.observation(observer), g.observation(observer));
            assert_eq!(
                h.determinize_heuristic(observer, &mut GameRng::new(seed)),
                g.determinize_heuristic(observer, &mut GameRng::new(seed)),
                "heuristic determinization depends on more than the observation"
            );
            if observer == mover {
                g.legal_actions(&mut buf);
                d.legal_actions(&mut other);
                assert_eq!(&buf[..], &other[..], "mover's legal actions differ");
            }
            // The sample plays on like a real game.
            let mut rng = GameRng::new(seed ^ 1);
            let mut s = d;
            for _ in 0..input.byte() {
                check_state(&s, &mut buf);
                if s.is_terminal() {
                    break;
                }
                s.legal_actions(&mut buf);
                s.apply(buf[rng.below(buf.len() as u32) as usize])
                    .expect("legal action of a determinization");
            }
        }
        if input.is_empty() || step(&mut g, &mut buf, input).is_none() {
            break;
        }
    }
}

fn load<G: Game>(start: G, input: &mut Bytes) {
    let mut buf = G::ActionList::default();
    let bytes: Vec<u8> = if input.byte() & 1 == 0 {
        // Raw bytes.
        input.0.to_vec()
    } else {
        // A real save, its body patched, the checksum made right again so
        // that decoding and the invariant checks see the patched state.
        let mut g = start;
        let mut rng = GameRng::new(input.u64());
        for _ in 0..input.byte() {
            if g.is_terminal() {
                break;
            }
            g.legal_actions(&mut buf);
            g.apply_legal(buf[rng.below(buf.len() as u32) as usize]);
        }
        let mut bytes = g.save();
        const HEADER: usize = 16;
        let body = bytes.len() - HEADER - 4;
        while !input.is_empty() {
            let at = HEADER + input.u16() as usize % body;
            bytes[at] ^= input.byte();
        }
        let end = bytes.len() - 4;
        let crc = crc32fast::hash(&bytes[..end]);
        bytes[end..].copy_from_slice(&crc.to_le_bytes());
        bytes
    };
    let Ok(g) = G::load(&bytes) else { return };
    // Accepted: a state that keeps every invariant, saves back the same,
    // and plays to the end within its bound.
    let back = G::load(&g.save()).expect("own save refused");
    assert_eq!(back, g, "save/load changed a loaded state");
    let mut s = g;
    let mut rng = GameRng::new(3);
    let bound = s.max_game_length();
    for _ in 0..=bound {
        check_state(&s, &mut buf);
        if s.is_terminal() {
            return;
        }
        let a = buf[rng.below(buf.len() as u32) as usize];
        s.apply(a).expect("legal action of a loaded state");
    }
    panic!("loaded game outlived its bound {bound}:\n{g:?}");
}
