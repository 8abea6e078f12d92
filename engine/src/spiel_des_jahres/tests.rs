//! Unit tests for each worked example of the Spiel des Jahres rulebook.

use super::*;
use crate::conformance::{self, Settings};

#[test]
fn conforms_with_trading_quick() {
    for players in 2..=6 {
        for trading in ["off", "on"] {
            let config = Config::players(players).with("trading", trading);
            let seeds = 0..40;
            let r =
                conformance::random_games::<SpielDesJahres>(&config, seeds, &Settings::default());
            eprintln!("{players}p trading={trading}: {r:?}");
        }
    }
}
