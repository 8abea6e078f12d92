//! The game, player count and `--option key=value` arguments that every
//! command driving a game takes (`play`, `arena`, `bench`, and the coming
//! `tune` and `balance`): one clap group and one check against the game's
//! declared options, so a bad key or value reads the same everywhere.

use boardroom_engine::{Config, GameInfo, SetupError};
use clap::Args;

use crate::{Usage, game_info};

/// `GAME --players N [--option key=value]...`, flattened into a command.
#[derive(Args, Clone, Debug)]
pub struct GameArgs {
    /// Game id (see `boardroom games`).
    pub game: String,
    #[arg(long)]
    pub players: usize,
    /// A variant option, `key=value`; repeat for more (`boardroom games`
    /// lists each game's options and defaults).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

/// Splits `key=value`.
pub fn parse_pair(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().to_string(), v.trim().to_string())),
        _ => Err(format!("'{s}' is not key=value")),
    }
}

impl GameArgs {
    /// The game and a setup checked against it: players in range, every
    /// option known with an allowed value.
    pub fn resolve(&self) -> Result<(&'static GameInfo, Config), Usage> {
        let info = game_info(&self.game)?;
        let options = self
            .options
            .iter()
            .map(|o| parse_pair(o).map_err(|e| Usage(format!("bad --option: {e}"))))
            .collect::<Result<_, _>>()?;
        let config = Config {
            players: self.players,
            options,
        };
        check(info, &config)?;
        Ok((info, config))
    }
}

/// One clear line for a setup the game refuses.
pub fn check(info: &GameInfo, config: &Config) -> Result<(), Usage> {
    config
        .resolve(info)
        .map(|_| ())
        .map_err(|e| Usage(explain(info, e)))
}

fn explain(info: &GameInfo, e: SetupError) -> String {
    match e {
        SetupError::UnknownOption { .. } if info.options.is_empty() => {
            format!("{e} ({} takes no options)", info.id)
        }
        SetupError::UnknownOption { .. } => {
            let keys: Vec<&str> = info.options.iter().map(|o| o.key).collect();
            format!("{e} (options: {})", keys.join(", "))
        }
        e => e.to_string(),
    }
}

/// The lines `boardroom games` prints under a game for its options.
pub fn describe(info: &GameInfo) -> Vec<String> {
    info.options
        .iter()
        .map(|o| {
            format!(
                "    --option {}={} (default {}): {}",
                o.key,
                o.values.join("|"),
                o.default,
                o.description
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_and_bad_options_read_clearly() {
        assert_eq!(parse_pair("dice=two"), Ok(("dice".into(), "two".into())));
        assert!(parse_pair("dice").is_err());
        let args = |opts: &[(&str, &str)]| GameArgs {
            game: "crafters".into(),
            players: 3,
            options: opts.iter().map(|(k, v)| format!("{k}={v}")).collect(),
        };
        assert!(args(&[("dice", "two")]).resolve().is_ok());
        let Err(Usage(e)) = args(&[("dic", "two")]).resolve() else {
            panic!()
        };
        assert_eq!(e, "crafters has no option 'dic' (options: dice)");
        let Err(Usage(e)) = args(&[("dice", "three")]).resolve() else {
            panic!()
        };
        assert!(e.contains("allowed: one, two"), "{e}");
    }
}

/// `--lang`: the language of every word a person reads (labels, views,
/// events, prompts). Designers' tables and errors stay in English.
#[derive(clap::Args, Clone, Debug)]
pub struct LangArgs {
    /// en (English) or ru (Russian).
    #[arg(long, default_value = "en")]
    pub lang: boardroom_engine::Lang,
}
