//! The generic conformance suite every game runs (see `tests/conformance.rs`)
//! and the allocation test's workload. Failures panic with the seed and step
//! so they reproduce. Part of the `testkit` feature: test code, not runtime.

use std::ops::Range;

use rand::Rng;

use crate::game::{ActionBuffer, Config, Game, Observed, ToMove};
use crate::playout::random_playout;
use crate::rng::GameRng;

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
    let mut ids: Vec<u32> = Vec::new();
    let mut labels: Vec<String> = Vec::new();
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
        // Ids and labels are gathered once and sorted, so a step with
        // hundreds of legal actions is checked in n log n, not n².
        ids.clear();
        labels.clear();
        for &a in legal.iter() {
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
            let label = g.label(a, crate::Names::SEATS);
            if label.is_empty() {
                fail(seed, step, &g, "empty action label");
            }
            // What a person reads: no sentinels, no JSON, no debug output.
            if crate::scene::shows_raw_value(&label) {
                fail(
                    seed,
                    step,
                    &g,
                    &format!("the label '{label}' shows a raw value"),
                );
            }
            ids.push(id);
            labels.push(label);
        }
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            fail(seed, step, &g, "duplicate legal action");
        }
        labels.sort_unstable();
        if let Some(w) = labels.windows(2).find(|w| w[0] == w[1]) {
            fail(
                seed,
                step,
                &g,
                &format!("two legal actions share the label '{}'", w[0]),
            );
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
                // Every successor is a reachable state: an end trigger met
                // by an action the random game did not take (a market event
                // in the middle of an auction) is checked all the same.
                if let Err(e) = copy.check_invariants() {
                    fail(seed, step, &g, &format!("after {a:?}: {e}"));
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
            if ids.binary_search(&id).is_ok() {
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
                let listed = ids.binary_search(&id).is_ok();
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
        // Every other game mixes in the game's own heuristic, which plays
        // toward the end triggers (money, points, the last card) that
        // uniformly random games seldom reach, so states near and at them
        // (and every action from there, above) are checked too.
        let a = if seed % 2 == 1 && rng.below(2) == 0 {
            g.heuristic_action(&mut rng)
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
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

/// One way of drawing a world for an observer.
type Draw<G> = fn(&G, u8, &mut GameRng) -> G;

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
    // Both draws the search may use keep the same contract.
    let draws: [(&str, Draw<G>); 2] = [
        ("determinization", |g, o, r| g.determinize(o, r)),
        ("heuristic determinization", |g, o, r| {
            g.determinize_heuristic(o, r)
        }),
    ];
    for (name, draw) in draws {
        let d = draw(g, observer, &mut GameRng::new(det_seed));
        if let Err(e) = d.check_invariants() {
            fail(
                seed,
                step,
                g,
                &format!("{name} for seat {observer} is invalid: {e}"),
            );
        }
        if d.observation(observer) != obs {
            fail(
                seed,
                step,
                g,
                &format!("{name} changed seat {observer}'s observation"),
            );
        }
        if d.to_move() != g.to_move() {
            fail(seed, step, g, &format!("{name} changed the seat to move"));
        }
        // No peeking: equal observations, same rng, same determinization.
        let again = draw(&d, observer, &mut GameRng::new(det_seed));
        if again != draw(&d, observer, &mut GameRng::new(det_seed))
            || again != draw(g, observer, &mut GameRng::new(det_seed))
        {
            fail(
                seed,
                step,
                g,
                &format!("{name} depends on more than the observation"),
            );
        }
    }
    // The mover's choices depend only on what it sees.
    if observer == mover {
        let d = g.determinize(observer, &mut GameRng::new(det_seed));
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

/// How often each draw finds the real hidden choices of heuristic
/// self-play, as (heuristic draw, uniform draw, draws): at every decision,
/// for every other seat `hidden(state, seat)` says holds a choice the
/// mover cannot see, eight worlds of each kind, each judged by
/// `same(world, real, seat)`. The heuristic draw must also leave the
/// mover's view unchanged.
pub fn replay_hits<G: Game>(
    config: &Config,
    seeds: Range<u64>,
    hidden: impl Fn(&G, usize) -> bool,
    same: impl Fn(&G, &G, usize) -> bool,
) -> (u32, u32, u32) {
    let (mut heuristic, mut uniform, mut draws) = (0, 0, 0);
    for seed in seeds {
        let mut g = G::setup(config, seed).unwrap();
        let mut rng = GameRng::new(seed + 500);
        while let ToMove::Player(s) = g.to_move() {
            for other in (0..g.num_players()).filter(|&o| o != s as usize) {
                if !hidden(&g, other) {
                    continue;
                }
                for k in 0..8 {
                    let u = g.determinize(s, &mut GameRng::new(k));
                    let h = g.determinize_heuristic(s, &mut GameRng::new(k));
                    assert!(h.observation(s) == g.observation(s));
                    uniform += same(&u, &g, other) as u32;
                    heuristic += same(&h, &g, other) as u32;
                    draws += 1;
                }
            }
            let a = g.heuristic_action(&mut rng);
            g.apply(a).unwrap();
        }
    }
    (heuristic, uniform, draws)
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
            core::hint::black_box(g.determinize_heuristic(p, &mut rng));
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

// ----- what an observation may claim -----
//
// An observation must not name a specific value for something its seat
// cannot know. The check compares a seat's observation, field by field (as
// JSON values), with what the other seats are shown at the same field in
// states the seat cannot tell apart ("worlds"): the real state, its
// determinizations for that seat, and the states another seat's different
// hidden choices lead to. Where the seat that is shown the real value sees
// it change from world to world, the observer's field must read "unknown"
// (`null`, or a variant named `Hidden` or `Unknown`); where it does not
// change, the observer must be shown that same value. So a placeholder
// (a 0, an empty set) standing for a hidden value fails, and so does a
// field whose meaning depends on who looks (docs/testing.md).

use serde_json::Value;

/// The one field that differs by observer by design.
const OBSERVER_FIELD: &str = "observer";

/// Whether a JSON value reads as "unknown".
fn reads_unknown(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::String(s) => s == "Hidden" || s == "Unknown",
        Value::Object(m) => m.len() == 1 && (m.contains_key("Hidden") || m.contains_key("Unknown")),
        _ => false,
    }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() > 80 {
        format!("{}…", &s[..80])
    } else {
        s
    }
}

/// Walks `shown` (the observer's field at `path`) against `truths` (another
/// seat's field at the same path, one per world); the first false claim.
fn false_claim(path: &str, shown: &Value, truths: &[Option<&Value>]) -> Option<String> {
    if reads_unknown(shown) {
        return None;
    }
    // Worlds where the other seat does not know either say nothing.
    let known: Vec<&Value> = truths
        .iter()
        .flatten()
        .copied()
        .filter(|v| !reads_unknown(v))
        .collect();
    let first = *known.first()?;
    let varies = known.iter().any(|v| *v != first);
    if !varies && shown == first {
        return None;
    }
    let child = |f: &dyn Fn(&Value) -> Option<&Value>| -> Vec<Option<&Value>> {
        truths.iter().map(|t| t.and_then(f)).collect()
    };
    match shown {
        Value::Object(m) if known.iter().all(|v| v.is_object()) => {
            for (k, v) in m {
                let sub = format!("{path}.{k}");
                if let Some(bad) = false_claim(&sub, v, &child(&|t| t.get(k))) {
                    return Some(bad);
                }
            }
            None
        }
        Value::Array(a)
            if known
                .iter()
                .all(|v| v.as_array().is_some_and(|b| b.len() == a.len())) =>
        {
            for (i, v) in a.iter().enumerate() {
                let sub = format!("{path}[{i}]");
                if let Some(bad) = false_claim(&sub, v, &child(&|t| t.get(i))) {
                    return Some(bad);
                }
            }
            None
        }
        _ if varies => {
            let mut seen: Vec<String> = known.iter().map(|v| short(v)).collect();
            seen.sort();
            seen.dedup();
            Some(format!(
                "`{path}` is shown as {}, but it depends on what this seat cannot see \
                 (a seat that sees it is shown {})",
                short(shown),
                seen.join(" or ")
            ))
        }
        _ => Some(format!(
            "`{path}` is shown as {}, where a seat that sees it is shown {}",
            short(shown),
            short(first)
        )),
    }
}

/// Checks that `observer`'s observation, which `worlds` all share, names no
/// specific value that one of the other seats sees differ between them.
pub fn check_observation_claims<G: Game>(worlds: &[G], observer: u8) -> Result<(), String> {
    let Some(first) = worlds.first() else {
        return Ok(());
    };
    let shown = serde_json::to_value(first.observation(observer)).expect("observation as JSON");
    for w in &worlds[1..] {
        if serde_json::to_value(w.observation(observer)).expect("observation as JSON") != shown {
            return Err(format!("seat {observer}: the worlds are not alike to it"));
        }
    }
    let Value::Object(fields) = &shown else {
        return Err("an observation must be a struct".into());
    };
    for other in 0..first.num_players() as u8 {
        if other == observer {
            continue;
        }
        let truths: Vec<Value> = worlds
            .iter()
            .map(|w| serde_json::to_value(w.observation(other)).expect("observation as JSON"))
            .collect();
        for (k, v) in fields {
            if k == OBSERVER_FIELD {
                continue;
            }
            let at: Vec<Option<&Value>> = truths.iter().map(|t| t.get(k)).collect();
            if let Some(bad) = false_claim(k, v, &at) {
                return Err(format!("seat {observer} (against seat {other}): {bad}"));
            }
        }
    }
    Ok(())
}

/// Checks that `observer`'s scene (what a graphical client draws) is the
/// same in every world it cannot tell apart, and that no text in it shows
/// a raw value.
pub fn check_scene<G: Game>(worlds: &[G], observer: u8) -> Result<(), String> {
    let Some(first) = worlds.first() else {
        return Ok(());
    };
    let viewer = crate::view::Viewer::Seat(observer);
    let names = crate::view::Names::default();
    let scene = first.scene(viewer, names);
    if let Some(t) = scene
        .texts()
        .into_iter()
        .find(|t| crate::scene::shows_raw_value(t))
    {
        return Err(format!("seat {observer}'s scene shows a raw value: '{t}'"));
    }
    if scene.seats.len() != first.num_players() {
        return Err("a scene needs one panel per seat".into());
    }
    for w in &worlds[1..] {
        let other = w.scene(viewer, names);
        if other != scene {
            return Err(format!(
                "seat {observer}'s scene differs between states it cannot tell apart:\n{:?}\n{:?}",
                scene, other
            ));
        }
    }
    Ok(())
}

/// Random games checking, every `every` steps and for every seat, that its
/// observation names nothing it cannot know (`check_observation_claims`)
/// over the real state, `dets` determinizations, and the states that the
/// other hidden choices open to the seat to move lead to when they look the
/// same to it. Panics with the seed and step; returns the checks made.
pub fn observation_claims_games<G: Game>(
    config: &Config,
    seeds: Range<u64>,
    every: usize,
    dets: usize,
) -> usize {
    let mut checks = 0;
    let mut legal = G::ActionList::default();
    for seed in seeds {
        let mut g = G::setup(config, seed).expect("setup");
        let mut rng = GameRng::new(seed ^ 0x0B5E_7FA1);
        let n = g.num_players() as u8;
        let mut step = 0;
        while let ToMove::Player(mover) = g.to_move() {
            g.legal_actions(&mut legal);
            if step % every == 0 {
                for observer in 0..n {
                    let mut worlds = vec![g];
                    for _ in 0..dets {
                        worlds.push(g.determinize(observer, &mut GameRng::new(rng.next_u64())));
                    }
                    if let Err(e) = check_observation_claims(&worlds, observer) {
                        fail(seed, step, &g, &e);
                    }
                    if let Err(e) = check_scene(&worlds, observer) {
                        fail(seed, step, &g, &e);
                    }
                    checks += 1;
                    if observer == mover {
                        continue;
                    }
                    // Another seat's hidden choices: the states that look
                    // alike to the observer after them.
                    let mut groups: Vec<(G::Observation, Vec<G>)> = Vec::new();
                    for &a in legal.iter().take(24) {
                        if g.observe_action(a, observer) == Observed::Seen(a) {
                            continue;
                        }
                        let mut next = g;
                        next.apply_legal(a);
                        let obs = next.observation(observer);
                        match groups.iter_mut().find(|(o, _)| *o == obs) {
                            Some((_, states)) => states.push(next),
                            None => groups.push((obs, vec![next])),
                        }
                    }
                    for (_, states) in groups.iter().filter(|(_, s)| s.len() > 1) {
                        if let Err(e) = check_observation_claims(states, observer) {
                            fail(seed, step, &g, &format!("after a hidden choice: {e}"));
                        }
                        checks += 1;
                    }
                }
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply_legal(a);
            step += 1;
        }
    }
    checks
}

#[cfg(test)]
mod claims_tests {
    use super::*;
    use serde_json::json;

    fn claim(shown: Value, truths: &[Value]) -> Option<String> {
        let t: Vec<Option<&Value>> = truths.iter().map(Some).collect();
        false_claim("f", &shown, &t)
    }

    #[test]
    fn a_placeholder_for_a_hidden_value_is_a_false_claim() {
        // Vendors on main: an opponent's face-down virtual Vendor shown as
        // 0 (Vendor A) while the seat that played it sees 0..=3.
        let truths = [json!({"v": 2, "n": 4}), json!({"v": 0, "n": 4})];
        assert!(claim(json!({"v": 0, "n": 4}), &truths).is_some());
        assert!(claim(json!({"v": 3, "n": 4}), &truths).is_some());
        // An empty hand shown for a hand of unknown cards.
        assert!(claim(json!([]), &[json!([4, 9]), json!([4, 10])]).is_some());
        // A list of the wrong length.
        assert!(claim(json!([4]), &[json!([4, 9]), json!([4, 10])]).is_some());
    }

    #[test]
    fn unknown_reads_as_unknown_and_public_values_agree() {
        let truths = [json!({"v": 2, "n": 4}), json!({"v": 0, "n": 4})];
        assert_eq!(claim(json!({"v": null, "n": 4}), &truths), None);
        assert_eq!(claim(json!("Hidden"), &truths), None);
        assert_eq!(claim(json!({"Hidden": {"n": 4}}), &truths), None);
        // A public value must match what the others see.
        assert!(claim(json!({"v": null, "n": 3}), &truths).is_some());
        // What only the observer knows (the other is shown unknown).
        assert_eq!(claim(json!({"v": 2}), &[json!({"v": null})]), None);
        assert_eq!(claim(json!([1, 2]), &[json!(null), json!(null)]), None);
    }

    #[test]
    fn a_field_meaning_something_else_for_each_seat_is_caught() {
        // "hand" as the observer's own hand, compared with another seat's own.
        assert!(claim(json!([1, 2]), &[json!([3, 5]), json!([3, 6])]).is_some());
    }
}
