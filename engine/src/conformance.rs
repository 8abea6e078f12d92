//! The generic conformance suite every game runs (see `tests/conformance.rs`),
//! and the allocation-free random playout the benchmarks and the allocation
//! test share. Failures panic with the seed and step so they reproduce.

use std::ops::Range;

use rand::Rng;

use crate::game::{ActionBuffer, Config, Game, Observed, ToMove};
use crate::rng::GameRng;

/// Plays `state` to the end with uniformly random legal actions; returns the
/// number of actions applied. Allocation free.
#[inline]
pub fn random_playout<G: Game>(state: &mut G, rng: &mut GameRng, buf: &mut G::ActionList) -> usize {
    let mut n = 0;
    while let ToMove::Player(_) = state.to_move() {
        state.legal_actions(buf);
        let a = buf[rng.below(buf.len() as u32) as usize];
        state.apply_legal(a);
        n += 1;
    }
    n
}

/// What a batch of random games saw.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: usize,
    pub steps: usize,
    pub max_legal: usize,
    pub max_length: usize,
    pub illegal_probes: usize,
    pub determinizations: usize,
}

/// How thorough a batch is.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Random ids probed per step for rejection.
    pub illegal_probes: usize,
    /// Apply every legal action to a copy at every this-many steps.
    pub apply_all_every: usize,
    /// Check determinization at every this-many steps.
    pub determinize_every: usize,
    /// Save/load round-trip at every this-many steps.
    pub save_every: usize,
    /// Try every action id (legal iff listed) at every this-many steps.
    pub sweep_every: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            illegal_probes: 8,
            apply_all_every: 1,
            determinize_every: 1,
            save_every: 7,
            sweep_every: 61,
        }
    }
}

fn fail<G: Game>(seed: u64, step: usize, state: &G, what: &str) -> ! {
    panic!(
        "{}: seed {seed}, step {step}: {what}\nstate: {state:?}",
        G::INFO.id
    )
}

/// Plays one random game per seed, checking the contract at every step.
pub fn random_games<G: Game>(config: &Config, seeds: Range<u64>, settings: &Settings) -> Report {
    let mut report = Report::default();
    for seed in seeds {
        let length = check_one_game::<G>(config, seed, settings, &mut report);
        report.games += 1;
        report.max_length = report.max_length.max(length);
        // Same seed and same choices: the same game.
        if seed % 16 == 0 {
            let a = replay::<G>(config, seed);
            let b = replay::<G>(config, seed);
            if a != b {
                fail::<G>(seed, 0, &a, "same seed and choices gave a different game");
            }
        }
    }
    report
}

fn replay<G: Game>(config: &Config, seed: u64) -> G {
    let mut g = G::setup(config, seed).expect("setup");
    let mut rng = GameRng::new(seed ^ 0xABCD);
    let mut buf = G::ActionList::default();
    random_playout(&mut g, &mut rng, &mut buf);
    g
}

fn check_one_game<G: Game>(
    config: &Config,
    seed: u64,
    st: &Settings,
    report: &mut Report,
) -> usize {
    let mut g = G::setup(config, seed).unwrap_or_else(|e| panic!("setup failed: {e}"));
    let mut rng = GameRng::new(seed.wrapping_mul(0x9E37_79B9) ^ 0x1234);
    let mut legal = G::ActionList::default();
    let mut other = G::ActionList::default();
    let bound = g.max_game_length();
    let n = g.num_players();
    let mut step = 0;
    loop {
        if let Err(e) = g.check_invariants() {
            fail(seed, step, &g, &e.to_string());
        }
        let mover = match g.to_move() {
            ToMove::Terminal => break,
            ToMove::Player(p) => p,
        };
        if mover as usize >= n {
            fail(seed, step, &g, "seat to move out of range");
        }
        if step >= bound {
            fail(seed, step, &g, "game exceeded its stated length bound");
        }
        g.legal_actions(&mut legal);
        if legal.is_empty() {
            fail(seed, step, &g, "no legal action in a non-terminal state");
        }
        report.max_legal = report.max_legal.max(legal.len());
        if legal.len() > <G::ActionList as ActionBuffer<G::Action>>::CAPACITY {
            fail(seed, step, &g, "legal actions exceed the stated maximum");
        }
        for (i, &a) in legal.iter().enumerate() {
            if legal[..i].contains(&a) {
                fail(seed, step, &g, "duplicate legal action");
            }
            let id = G::action_id(a);
            if id >= G::ACTION_ID_COUNT || G::action_from_id(id) != Some(a) {
                fail(
                    seed,
                    step,
                    &g,
                    &format!("action {a:?} does not round-trip through id {id}"),
                );
            }
            if g.observe_action(a, mover) != Observed::Seen(a) {
                fail(seed, step, &g, "the actor does not see its own action");
            }
            let label = g.label(a);
            if label.is_empty() {
                fail(seed, step, &g, "empty action label");
            }
            if legal[..i].iter().any(|&b| g.label(b) == label) {
                fail(
                    seed,
                    step,
                    &g,
                    &format!("two legal actions share the label '{label}'"),
                );
            }
        }
        if step % st.apply_all_every == 0 {
            for &a in legal.iter() {
                let mut copy = g;
                if let Err(e) = copy.apply(a) {
                    fail(seed, step, &g, &format!("legal action {a:?} refused: {e}"));
                }
                let mut trusted = g;
                trusted.apply_legal(a);
                if trusted != copy {
                    fail(seed, step, &g, "apply_legal and apply disagree");
                }
            }
        }
        // Ids that are not legal are refused and change nothing.
        for _ in 0..st.illegal_probes {
            let id = rng.below(G::ACTION_ID_COUNT + 8);
            let Some(a) = G::action_from_id(id) else {
                let mut copy = g;
                if copy.apply_id(id).is_ok() || copy != g {
                    fail(seed, step, &g, "unknown id accepted");
                }
                continue;
            };
            if legal.contains(&a) {
                continue;
            }
            let mut copy = g;
            if copy.apply(a).is_ok() {
                fail(seed, step, &g, &format!("illegal action {a:?} accepted"));
            }
            if copy != g {
                fail(seed, step, &g, "a refused action changed the state");
            }
            report.illegal_probes += 1;
        }
        if step % st.sweep_every == 0 {
            for id in 0..G::ACTION_ID_COUNT {
                let mut copy = g;
                let listed = G::action_from_id(id).is_some_and(|a| legal.contains(&a));
                let accepted = copy.apply_id(id).is_ok();
                if listed != accepted {
                    fail(
                        seed,
                        step,
                        &g,
                        &format!("id {id} listed={listed} but accepted={accepted}"),
                    );
                }
                if !accepted && copy != g {
                    fail(seed, step, &g, "a refused id changed the state");
                }
            }
        }
        if step % st.determinize_every == 0 {
            check_determinization(&g, seed, step, mover, &legal, &mut other, &mut rng);
            report.determinizations += 1;
        }
        if step % st.save_every == 0 {
            match G::load(&g.save()) {
                Ok(back) if back == g => {}
                Ok(_) => fail(seed, step, &g, "save/load changed the state"),
                Err(e) => fail(seed, step, &g, &format!("own save refused: {e}")),
            }
        }
        let a = legal[rng.below(legal.len() as u32) as usize];
        let mut events: Vec<(crate::game::Audience, G::Event)> = Vec::new();
        if let Err(e) = g.apply_with(a, &mut events) {
            fail(seed, step, &g, &format!("apply failed: {e}"));
        }
        step += 1;
        report.steps += 1;
    }
    for (what, r) in [
        ("returns", g.returns()),
        ("expected returns", g.expected_returns()),
    ] {
        let total: f64 = r.iter().sum();
        if r.len() != n
            || (total - 1.0).abs() > 1e-9
            || r.iter().any(|&x| !(0.0..=1.0).contains(&x))
        {
            fail(
                seed,
                step,
                &g,
                &format!("{what} {r:?} do not split one win"),
            );
        }
    }
    if g.scores().len() != n {
        fail(seed, step, &g, "scores have the wrong length");
    }
    let mut copy = g;
    let legal0 = G::action_from_id(0).expect("id 0 exists");
    if copy.apply(legal0) != Err(crate::game::ActionError::GameOver) || copy != g {
        fail(seed, step, &g, "a finished game accepted an action");
    }
    step
}

fn check_determinization<G: Game>(
    g: &G,
    seed: u64,
    step: usize,
    mover: u8,
    legal: &G::ActionList,
    other: &mut G::ActionList,
    rng: &mut GameRng,
) {
    let n = g.num_players() as u8;
    let observer = if rng.below(2) == 0 {
        mover
    } else {
        rng.below(n as u32) as u8
    };
    let obs = g.observation(observer);
    let det_seed = rng.next_u64();
    let d = g.determinize(observer, &mut GameRng::new(det_seed));
    if let Err(e) = d.check_invariants() {
        fail(
            seed,
            step,
            g,
            &format!("determinization for seat {observer} is invalid: {e}"),
        );
    }
    if d.observation(observer) != obs {
        fail(
            seed,
            step,
            g,
            &format!("determinization changed seat {observer}'s observation"),
        );
    }
    if d.to_move() != g.to_move() {
        fail(seed, step, g, "determinization changed the seat to move");
    }
    // No peeking: equal observations, same rng, same determinization.
    let again = d.determinize(observer, &mut GameRng::new(det_seed));
    if again != d.determinize(observer, &mut GameRng::new(det_seed))
        || again != g.determinize(observer, &mut GameRng::new(det_seed))
    {
        fail(
            seed,
            step,
            g,
            "determinization depends on more than the observation",
        );
    }
    // The mover's choices depend only on what it sees.
    if observer == mover {
        d.legal_actions(other);
        if other[..] != legal[..] {
            fail(
                seed,
                step,
                g,
                "legal actions differ in a state the mover cannot tell apart",
            );
        }
    }
}

/// Every one-byte change and every truncation of a save is refused.
pub fn check_save_corruption<G: Game>(g: &G) {
    let bytes = g.save();
    for len in 0..bytes.len() {
        assert!(
            G::load(&bytes[..len]).is_err(),
            "{}: truncation to {len} bytes accepted",
            G::INFO.id
        );
    }
    let mut copy = bytes.clone();
    for i in 0..bytes.len() {
        for flip in [0x01u8, 0x80, 0xFF, 0x5A] {
            copy[i] ^= flip;
            assert!(
                G::load(&copy).is_err(),
                "{}: byte {i} ^ {flip:#x} accepted",
                G::INFO.id
            );
            copy[i] ^= flip;
        }
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(
        G::load(&longer).is_err(),
        "{}: trailing byte accepted",
        G::INFO.id
    );
}

/// The hot-path work the allocation test counts: legal actions, apply,
/// observation and determinization across whole random playouts.
pub fn hot_path_workload<G: Game>(start: &G, seed: u64, games: usize) -> usize {
    let mut rng = GameRng::new(seed);
    let mut buf = G::ActionList::default();
    let mut steps = 0;
    for _ in 0..games {
        let mut g = *start;
        let mut g2 = g.determinize(0, &mut rng);
        steps += random_playout(&mut g2, &mut rng, &mut buf);
        while let ToMove::Player(p) = g.to_move() {
            let obs = g.observation(p);
            core::hint::black_box(&obs);
            let d = g.determinize(p, &mut rng);
            core::hint::black_box(&d);
            g.legal_actions(&mut buf);
            let a = buf[rng.below(buf.len() as u32) as usize];
            core::hint::black_box(g.observe_action(a, (p + 1) % g.num_players() as u8));
            let _ = g.heuristic_action(&mut rng);
            g.apply(a).expect("legal");
            steps += 1;
        }
        core::hint::black_box(g.returns());
        core::hint::black_box(g.scores());
    }
    steps
}
