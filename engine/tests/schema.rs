//! The JSON of the game-erased face (what the C ABI, Python and the web
//! page hand out) holds to the published schemas in include/schema/, on
//! random games of every game, for every seat and a spectator.

use boardroom_engine::dynamic::{self, DynGame, SCHEMA_VERSION};
use boardroom_engine::registry;
use boardroom_engine::{Config, GameRng};
use serde_json::Value;

fn schema(name: &str) -> jsonschema::Validator {
    let path = format!(
        "{}/../include/schema/{name}.schema.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let value: Value = serde_json::from_str(&text).unwrap();
    assert!(
        value["$id"]
            .as_str()
            .unwrap()
            .starts_with(&format!("urn:boardroom:schema:{SCHEMA_VERSION}:")),
        "{name}: the schema's version is the face's"
    );
    jsonschema::validator_for(&value).unwrap()
}

fn check(v: &jsonschema::Validator, what: &str, text: &str) {
    let value: Value = serde_json::from_str(text).unwrap();
    let errors: Vec<String> = v.iter_errors(&value).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{what}: {errors:?}\n{text}");
}

#[test]
fn every_face_output_holds_to_its_schema_in_every_game() {
    let (scene, legal, events) = (schema("scene"), schema("legal"), schema("events"));
    for info in registry::GAMES {
        for players in [info.min_players, info.max_players] {
            for seed in 0..2 {
                let mut g =
                    dynamic::create(info.id, &Config::players(players as usize), seed).unwrap();
                let mut rng = GameRng::new(seed);
                let mut ids = Vec::new();
                let mut step = 0;
                let names = ["You", "Bea"];
                loop {
                    if step % 7 == 0 || g.to_move().is_none() {
                        read_all(&*g, &names, &scene, &legal, &events, info.id);
                    }
                    let Some(seat) = g.to_move() else { break };
                    g.legal_ids(&mut ids);
                    g.apply(ids[rng.below(ids.len() as u32) as usize]).unwrap();
                    if step % 11 == 0 {
                        // An undo shows in the events too.
                        let _ = g.undo(seat);
                    }
                    step += 1;
                }
            }
        }
    }
}

fn read_all(
    g: &dyn DynGame,
    names: &[&str],
    scene: &jsonschema::Validator,
    legal: &jsonschema::Validator,
    events: &jsonschema::Validator,
    id: &str,
) {
    check(legal, id, &g.legal_json());
    let newest = g.next_seq().checked_sub(1);
    for seat in (0..g.players() as u8).map(Some).chain([None]) {
        check(scene, id, &g.scene_json(seat, names).unwrap());
        check(events, id, &g.events_json(seat, None, names).unwrap());
        check(
            events,
            id,
            &g.events_json(seat, newest.map(|n| n / 2), &[]).unwrap(),
        );
    }
}
