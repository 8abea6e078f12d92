//! Boardroom's opponents, generic over the engine's [`Game`] contract so that
//! every game (and every game added later) gets them with no per-game code:
//!
//! - [`Ismcts`]: Information Set MCTS (Cowling, Powley & Whitehouse, 2012),
//!   single-observer with partially observable moves or multi-observer,
//!   arena-allocated, incremental, cancellable and root-parallel;
//! - the baselines behind the same [`Agent`] trait: random, the game's
//!   rule-based heuristic, and determinized perfect-information UCT (PIMC);
//! - [`tournament`]: seat-rotating matches with confidence intervals.
//!
//! [`Game`]: boardroom_engine::Game

pub mod agent;
pub mod alloc_count;
pub mod analysis;
pub mod balance_record;
pub mod config;
pub mod dynamic;
mod math;
pub mod net;
mod parallel;
pub mod pimc;
pub mod reward;
mod search;
pub mod settings;
pub mod spec;
pub mod stats;
mod table;
pub mod tournament;
mod tree;

pub use agent::{Agent, HeuristicAgent, IsmctsAgent, RandomAgent};
pub use config::{
    FinalChoice, Margin, Mode, NetChoice, Opponents, Preset, RegretEstimate, Reward, Rollout,
    SearchConfig, Simultaneous, Worlds,
};
pub use parallel::Ismcts;
pub use pimc::PimcAgent;
pub use search::{LineStep, RootEdge, Search};
pub use settings::{Ladder, Rung, SearchSettings, TreeChoice, Tuned};
pub use spec::AgentSpec;

/// Mixes a seed with a stream index so that related seeds give unrelated
/// generators (the SplitMix64 finalizer).
pub fn mix_seed(seed: u64, stream: u64) -> u64 {
    let mut z = seed
        ^ stream
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
