//! What a client attaches art and its own words to: every seat panel,
//! zone, card and fact of every game's scene carries a stable key
//! (`<game-id>.<kind>.<name>`) and arguments from which its display text
//! follows, and every legal action names a key, arguments and the scene
//! keys it refers to, each present in the scene of the seat to move. On
//! random games of every game, for every seat and a spectator.

use std::collections::{BTreeMap, BTreeSet};

use boardroom_engine::dynamic::{self, DynGame};
use boardroom_engine::registry;
use boardroom_engine::{Config, GameRng};
use serde_json::Value;

const SEEDS: u64 = 3;

/// `^[a-z0-9-]+(\.[a-z0-9_-]+)+$`, starting with the game's id.
fn key_ok(key: &str, id: &str) -> bool {
    let mut parts = key.split('.');
    let head = parts.next().unwrap_or_default();
    let rest: Vec<&str> = parts.collect();
    head == id
        && !rest.is_empty()
        && rest.iter().all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
        })
        && !key.contains(' ')
}

/// Every keyed thing of a scene as (key, args, text).
fn keyed(scene: &Value) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let text = |v: &Value| -> String {
        let mut t = v["name"]
            .as_str()
            .or(v["title"].as_str())
            .or(v["text"].as_str())
            .unwrap()
            .to_string();
        for d in v["detail"].as_array().into_iter().flatten() {
            t.push('\n');
            t.push_str(d.as_str().unwrap());
        }
        t
    };
    let mut add = |v: &Value| {
        out.push((
            v["key"].as_str().expect("a key").to_string(),
            v["args"].to_string(),
            text(v),
        ));
    };
    let zones = |v: &Value| v["zones"].as_array().unwrap().clone();
    let mut all_zones = zones(scene);
    for seat in scene["seats"].as_array().unwrap() {
        add(seat);
        for f in seat["facts"].as_array().unwrap() {
            add(f);
        }
        all_zones.extend(zones(seat));
    }
    for z in &all_zones {
        add(z);
        for c in z["cards"].as_array().unwrap() {
            add(c);
        }
    }
    out
}

#[test]
fn every_scene_item_has_a_key_and_its_text_follows_from_key_and_args() {
    let mut checked = 0usize;
    for info in registry::GAMES {
        for players in [info.min_players, info.max_players] {
            // One game's texts by key and arguments, with the same names.
            let mut texts: BTreeMap<(String, String), String> = BTreeMap::new();
            for seed in 0..SEEDS {
                let mut g =
                    dynamic::create(info.id, &Config::players(players as usize), seed).unwrap();
                let mut rng = GameRng::new(seed ^ 0x5CE7E);
                let mut ids = Vec::new();
                let names = ["You", "Bea"];
                loop {
                    for seat in (0..g.players() as u8).map(Some).chain([None]) {
                        let scene: Value =
                            serde_json::from_str(&g.scene_json(seat, &names).unwrap()).unwrap();
                        for (key, args, text) in keyed(&scene) {
                            assert!(key_ok(&key, info.id), "{}: bad key {key:?}", info.id);
                            checked += 1;
                            if let Some(before) =
                                texts.insert((key.clone(), args.clone()), text.clone())
                            {
                                assert_eq!(
                                    before, text,
                                    "{}: {key} {args} reads two ways",
                                    info.id
                                );
                            }
                        }
                    }
                    if g.to_move().is_none() {
                        break;
                    }
                    g.legal_ids(&mut ids);
                    g.apply(ids[rng.below(ids.len() as u32) as usize]).unwrap();
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// The keys of the scene `seat` sees.
fn scene_keys(g: &dyn DynGame, seat: u8) -> BTreeSet<String> {
    let scene: Value = serde_json::from_str(&g.scene_json(Some(seat), &[]).unwrap()).unwrap();
    keyed(&scene).into_iter().map(|(k, _, _)| k).collect()
}

#[test]
fn every_legal_action_has_a_key_and_refers_to_what_the_mover_sees() {
    let mut refs = 0usize;
    let mut missing = BTreeSet::new();
    for info in registry::GAMES {
        for players in [info.min_players, info.max_players] {
            for seed in 0..SEEDS {
                let mut g =
                    dynamic::create(info.id, &Config::players(players as usize), seed).unwrap();
                let mut rng = GameRng::new(seed ^ 0xAC7);
                let mut ids = Vec::new();
                while let Some(mover) = g.to_move() {
                    let keys = scene_keys(&*g, mover);
                    let legal: Value = serde_json::from_str(&g.legal_json()).unwrap();
                    g.legal_ids(&mut ids);
                    assert_eq!(legal.as_array().unwrap().len(), ids.len());
                    for a in legal.as_array().unwrap() {
                        let key = a["key"].as_str().unwrap();
                        assert!(key_ok(key, info.id), "{}: bad action key {key:?}", info.id);
                        assert!(key.starts_with(&format!("{}.action.", info.id)), "{key}");
                        assert!(a["args"].is_object(), "{a}");
                        for r in a["refs"].as_array().unwrap() {
                            let r = r.as_str().unwrap();
                            if !keys.contains(r) {
                                missing.insert(format!(
                                    "{}: {key} ({}) refers to {r}, not in the scene of seat {mover}",
                                    info.id, a["label"]
                                ));
                            }
                            refs += 1;
                        }
                    }
                    g.apply(ids[rng.below(ids.len() as u32) as usize]).unwrap();
                }
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
    assert!(refs > 1_000, "{refs}");
}
