//! The search settings each game's AI uses when a player leaves them to the
//! game: one table, so a tuning run changes one row and nothing else.
//!
//! Every row says where its numbers come from. `boardroom tune GAME
//! --players N` (docs/ai.md, "Tuning") searches these settings against a
//! fixed opponent pool and prints a row in this form; a row changes only
//! when a run's interval says the new settings are better.

/// The settings a game chooses for its search (the AI crate's `c`,
/// `rollout=auto`, `expand=auto` and `score` fall back to these).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SearchSettings {
    /// UCB1 exploration constant (rewards lie in [0, 1]).
    pub exploration: f64,
    /// Whether `heuristic_action` makes good rollouts. A game whose
    /// heuristic plays narrowly (strong against people, a poor model of an
    /// arbitrary opponent) searches with random rollouts.
    pub heuristic_rollouts: bool,
    /// Whether a new node expands the heuristic's move first.
    pub heuristic_expansion: bool,
    /// Weight of the normalized score margin blended into the win share.
    pub score_weight: f64,
}

impl SearchSettings {
    /// What a game gets unless a measurement says otherwise.
    pub const GENERIC: SearchSettings = SearchSettings {
        exploration: 0.4,
        heuristic_rollouts: true,
        heuristic_expansion: false,
        score_weight: 0.2,
    };
}

/// Generic settings; measured in sessions 1-2 (docs/ai.md).
pub const VENDORS: SearchSettings = SearchSettings::GENERIC;

/// Against three heuristic players, 40 games (docs/ai.md): generic 0.425,
/// score 0.5 0.550, heuristic expansion 0.525, both 0.646.
pub const VALUE_CRAFTER: SearchSettings = SearchSettings {
    score_weight: 0.5,
    heuristic_expansion: true,
    ..SearchSettings::GENERIC
};

/// Generic settings (docs/ai.md).
pub const EMERGENT: SearchSettings = SearchSettings::GENERIC;

/// Its placement heuristic is a poor model of an arbitrary opponent:
/// against random seats ISMCTS at 1,000 iterations wins 0.975 with random
/// rollouts and 0.867 with heuristic ones (docs/ai.md).
pub const EMERGENT_FASTPLAY: SearchSettings = SearchSettings {
    heuristic_rollouts: false,
    ..SearchSettings::GENERIC
};

/// Generic settings (docs/ai.md).
pub const CRAFTERS: SearchSettings = SearchSettings::GENERIC;

/// Generic settings (docs/ai.md).
pub const SPIEL_DES_JAHRES: SearchSettings = SearchSettings::GENERIC;

/// Generic settings; against OpenSpiel's ISMCTS, docs/ai.md.
pub const OH_HELL: SearchSettings = SearchSettings::GENERIC;
