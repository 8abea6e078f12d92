//! Shared by the rule-property files (`*_properties.rs`): input-driven play
//! of any game, and the soundness every reachable state has.
#![allow(dead_code)]

use boardroom_engine::{Audience, Config, Game, GameRng};

/// Plays `choices` (indices into the legal actions, wrapped) from a seeded
/// start, calling `check(before, after, events)` after every step; returns
/// the last state.
pub fn play<G: Game>(
    config: &Config,
    seed: u64,
    choices: &[u16],
    mut check: impl FnMut(&G, &G, &[(Audience, G::Event)]),
) -> G {
    let mut g = G::setup(config, seed).unwrap();
    let mut buf = G::ActionList::default();
    for &c in choices {
        if g.is_terminal() {
            break;
        }
        g.legal_actions(&mut buf);
        let a = buf[c as usize % buf.len()];
        let before = g;
        let mut events = Vec::new();
        g.apply_with(a, &mut events).unwrap();
        check(&before, &g, &events);
    }
    g
}

/// Every state along `choices` keeps its invariants; the last one saves and
/// loads to itself, and a determinization for `observer` keeps that seat's
/// observation and the invariants.
pub fn reachable_states_are_sound<G: Game>(
    players: usize,
    seed: u64,
    observer: u8,
    det_seed: u64,
    choices: &[u16],
) {
    let g: G = play(&Config::players(players), seed, choices, |_, g: &G, _| {
        g.check_invariants().unwrap();
    });
    assert_eq!(G::load(&g.save()).unwrap(), g);
    let observer = observer % players as u8;
    let d = g.determinize(observer, &mut GameRng::new(det_seed));
    assert_eq!(d.observation(observer), g.observation(observer));
    d.check_invariants().unwrap();
}
