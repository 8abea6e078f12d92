//! Agent specifications as written on the command line and in the C ABI:
//! `random`, `heuristic`, `pimc:dets=20,iters=500`, `ismcts:iters=2000`,
//! `ismcts:ms=100`, `ismcts:preset=hard`, `ismcts:mode=mo`, with options
//! combinable (`ismcts:preset=hard,mode=mo,threads=2`).

use core::fmt;
use std::time::Duration;

use boardroom_engine::Game;

use crate::agent::{Agent, HeuristicAgent, IsmctsAgent, RandomAgent};
use crate::config::{
    FinalChoice, Margin, Mode, NetChoice, Opponents, Preset, RegretEstimate, Reward, Rollout,
    SearchConfig, Simultaneous, Worlds,
};
use crate::net::Net;
use crate::pimc::PimcAgent;
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq)]
pub enum AgentKind {
    Random,
    Heuristic,
    Pimc {
        determinizations: u32,
        iterations: u64,
        /// Search the true state: a yardstick, not a fair agent.
        cheat: bool,
        config: SearchConfig,
    },
    Ismcts(SearchConfig),
}

/// A parsed agent spec; `text` is what the user wrote.
#[derive(Clone, Debug, PartialEq)]
pub struct AgentSpec {
    pub text: String,
    pub kind: AgentKind,
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

const ISMCTS_KEYS: &str = "preset, iters, ms, mode (auto|so|mo|is), c, rollout (auto|random|heuristic|net), expand (auto|random|heuristic), opp (auto|tree|policy), worlds (auto|uniform|heuristic), reward (win|score), cutoff, eps, score, margin (auto|spread|search), net (auto|off|uniform|PATH), prior, value, ptemp, threads, temp, final (visits|mean), sim (auto|ucb|rm), gamma, regrets (sampled|means), rmvisits, reuse (on|off)";

fn number<T: core::str::FromStr>(key: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("option '{key}' needs a number, not '{value}'"))
}

/// Applies one `key=value` shared by ISMCTS and PIMC; false if unknown.
fn common(config: &mut SearchConfig, key: &str, value: &str) -> Result<bool, String> {
    match key {
        "c" => config.exploration = Some(number(key, value)?),
        "rollout" => {
            config.rollout = match value {
                "random" => Rollout::Random,
                "heuristic" => Rollout::Heuristic,
                "auto" => Rollout::Auto,
                "net" => Rollout::Net,
                _ => {
                    return Err(format!(
                        "rollout must be auto, random, heuristic or net, not '{value}'"
                    ));
                }
            }
        }
        "expand" => {
            config.heuristic_expansion = match value {
                "random" => Some(false),
                "heuristic" => Some(true),
                "auto" => None,
                _ => {
                    return Err(format!(
                        "expand must be auto, random or heuristic, not '{value}'"
                    ));
                }
            }
        }
        "opp" => {
            config.opponents = match value {
                "tree" => Opponents::Tree,
                "policy" => Opponents::Policy,
                "auto" => Opponents::Auto,
                _ => return Err(format!("opp must be auto, tree or policy, not '{value}'")),
            }
        }
        "worlds" => {
            config.worlds = match value {
                "uniform" => Worlds::Uniform,
                "heuristic" => Worlds::Heuristic,
                "auto" => Worlds::Auto,
                _ => {
                    return Err(format!(
                        "worlds must be auto, uniform or heuristic, not '{value}'"
                    ));
                }
            }
        }
        "reward" => {
            config.reward = match value {
                "win" => Reward::Win,
                "score" => Reward::Score,
                _ => return Err(format!("reward must be win or score, not '{value}'")),
            }
        }
        "cutoff" => config.rollout_cutoff = Some(number(key, value)?),
        "eps" => config.rollout_epsilon = Some(number::<f64>(key, value)?.clamp(0.0, 1.0)),
        "score" => config.score_weight = Some(number(key, value)?),
        "margin" => {
            config.margin = match value {
                "spread" => Some(Margin::Spread),
                "search" => Some(Margin::Search),
                "auto" => None,
                _ => {
                    return Err(format!(
                        "margin must be auto, spread or search, not '{value}'"
                    ));
                }
            }
        }
        "prior" => config.prior = Some(number::<f64>(key, value)?.max(0.0)),
        "value" => config.value_weight = Some(number::<f64>(key, value)?.clamp(0.0, 1.0)),
        "ptemp" => {
            let t = number::<f64>(key, value)?;
            if !(t > 0.0 && t.is_finite()) {
                return Err(format!("ptemp must be a number above 0, not '{value}'"));
            }
            config.prior_temperature = Some(t);
        }
        "net" => {
            config.net = match value {
                "auto" => NetChoice::Auto,
                "off" => NetChoice::Off,
                "uniform" => NetChoice::Uniform,
                path => {
                    let bytes =
                        std::fs::read(path).map_err(|e| format!("net file '{path}': {e}"))?;
                    let net = Net::parse(&bytes).map_err(|e| format!("net file '{path}': {e}"))?;
                    NetChoice::File(Arc::new(net))
                }
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

impl AgentSpec {
    pub fn parse(text: &str) -> Result<AgentSpec, String> {
        let text = text.trim();
        let (name, opts) = match text.split_once(':') {
            Some((n, o)) => (n, o),
            None => (text, ""),
        };
        let pairs: Vec<(&str, &str)> = opts
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|kv| {
                kv.split_once('=')
                    .ok_or_else(|| format!("agent option '{kv}' is not key=value"))
            })
            .collect::<Result<_, _>>()?;
        let kind = match name {
            "random" | "heuristic" if !pairs.is_empty() => {
                return Err(format!("agent '{name}' takes no options"));
            }
            "random" => AgentKind::Random,
            "heuristic" => AgentKind::Heuristic,
            "ismcts" => {
                // A preset first, so explicit options override it.
                let mut config = match pairs.iter().find(|(k, _)| *k == "preset") {
                    Some((_, p)) => p.parse::<Preset>()?.config(),
                    None => SearchConfig::default(),
                };
                let mut explicit_budget = false;
                for &(k, v) in &pairs {
                    if common(&mut config, k, v)? {
                        continue;
                    }
                    match k {
                        "preset" => {}
                        "iters" => {
                            if !explicit_budget {
                                config.time = None;
                            }
                            explicit_budget = true;
                            config.preset_budget = false;
                            config.iterations = Some(number(k, v)?);
                        }
                        "ms" => {
                            if !explicit_budget {
                                config.iterations = None;
                            }
                            explicit_budget = true;
                            config.preset_budget = false;
                            config.time = Some(Duration::from_millis(number(k, v)?));
                        }
                        "mode" => {
                            config.mode = match v {
                                "so" => Mode::SingleObserver,
                                "mo" => Mode::MultiObserver,
                                "is" => Mode::InfoSet,
                                "auto" => Mode::Auto,
                                _ => {
                                    return Err(format!(
                                        "mode must be auto, so, mo or is, not '{v}'"
                                    ));
                                }
                            }
                        }
                        "threads" => {
                            config.preset_threads = false;
                            config.threads = number::<usize>(k, v)?.max(1);
                        }
                        "temp" => {
                            config.preset_temperature = false;
                            config.temperature = number(k, v)?;
                        }
                        "reuse" => config.reuse_tree = matches!(v, "on" | "true" | "1"),
                        "final" => {
                            config.final_choice = match v {
                                "visits" => FinalChoice::Visits,
                                "mean" => FinalChoice::Mean,
                                _ => {
                                    return Err(format!("final must be visits or mean, not '{v}'"));
                                }
                            }
                        }
                        "sim" => {
                            config.simultaneous = match v {
                                "ucb" => Simultaneous::Ucb,
                                "rm" => Simultaneous::Regret,
                                "auto" => Simultaneous::Auto,
                                _ => {
                                    return Err(format!("sim must be auto, ucb or rm, not '{v}'"));
                                }
                            }
                        }
                        "gamma" => {
                            let g = number::<f64>(k, v)?;
                            if !(g > 0.0 && g <= 1.0) {
                                return Err(format!(
                                    "gamma must be a number above 0 and at most 1, not '{v}'"
                                ));
                            }
                            config.regret_gamma = g;
                        }
                        "rmvisits" => config.regret_min_visits = number::<u32>(k, v)?,
                        "regrets" => {
                            config.regret_estimate = match v {
                                "sampled" => RegretEstimate::Sampled,
                                "means" => RegretEstimate::Means,
                                _ => {
                                    return Err(format!(
                                        "regrets must be sampled or means, not '{v}'"
                                    ));
                                }
                            }
                        }
                        _ => {
                            return Err(format!(
                                "unknown ismcts option '{k}' (known: {ISMCTS_KEYS})"
                            ));
                        }
                    }
                }
                AgentKind::Ismcts(config)
            }
            "pimc" => {
                let mut config = SearchConfig::default();
                let (mut dets, mut iters, mut cheat) = (20u32, 500u64, false);
                for &(k, v) in &pairs {
                    if common(&mut config, k, v)? {
                        continue;
                    }
                    match k {
                        "dets" => dets = number::<u32>(k, v)?.max(1),
                        "iters" => iters = number::<u64>(k, v)?.max(1),
                        "cheat" => {
                            cheat = match v {
                                "on" => true,
                                "off" => false,
                                _ => return Err(format!("cheat must be on or off, not '{v}'")),
                            }
                        }
                        _ => {
                            return Err(format!(
                                "unknown pimc option '{k}' (known: dets, iters, cheat, c, rollout, cutoff, eps, score, margin)"
                            ));
                        }
                    }
                }
                AgentKind::Pimc {
                    determinizations: dets,
                    iterations: iters,
                    cheat,
                    config,
                }
            }
            _ => {
                return Err(format!(
                    "unknown agent '{name}' (random, heuristic, pimc:..., ismcts:...)"
                ));
            }
        };
        Ok(AgentSpec {
            text: text.to_string(),
            kind,
        })
    }

    /// Parses a comma-separated seat list. Options also use commas, so a
    /// piece that is a bare `key=value` continues the previous spec:
    /// `pimc:dets=20,iters=500,random` is two agents.
    pub fn parse_list(text: &str) -> Result<Vec<AgentSpec>, String> {
        let mut specs: Vec<String> = Vec::new();
        for piece in text.split(',').map(str::trim) {
            if piece.is_empty() {
                return Err(format!("empty agent spec in '{text}'"));
            }
            let continues = piece.contains('=') && !piece.contains(':');
            match specs.last_mut() {
                Some(last) if continues => {
                    last.push(if last.contains(':') { ',' } else { ':' });
                    last.push_str(piece);
                }
                _ => specs.push(piece.to_string()),
            }
        }
        specs.iter().map(|s| AgentSpec::parse(s)).collect()
    }

    /// A fresh agent of this kind with its own seed.
    /// Whether this spec can play game `G`: a net read from a file must
    /// read `G`'s tensors and score its actions.
    pub fn fits<G: Game>(&self) -> Result<(), String> {
        let config = match &self.kind {
            AgentKind::Ismcts(c) | AgentKind::Pimc { config: c, .. } => c,
            AgentKind::Random | AgentKind::Heuristic => return Ok(()),
        };
        match &config.net {
            NetChoice::File(net) => net.fits::<G>().map_err(|e| format!("{}: {e}", self.text)),
            NetChoice::Auto | NetChoice::Off | NetChoice::Uniform => Ok(()),
        }
    }

    pub fn build<G: Game>(&self, seed: u64) -> Box<dyn Agent<G>> {
        match &self.kind {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
            AgentKind::Heuristic => Box::new(HeuristicAgent::new(seed)),
            AgentKind::Pimc {
                determinizations,
                iterations,
                cheat,
                config,
            } => Box::new(
                PimcAgent::<G>::new(
                    *determinizations,
                    *iterations,
                    SearchConfig {
                        seed,
                        ..config.clone()
                    },
                )
                .cheating(*cheat),
            ),
            AgentKind::Ismcts(config) => Box::new(IsmctsAgent::<G>::new(SearchConfig {
                seed,
                ..config.clone()
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_from_the_issue_parse() {
        for s in [
            "random",
            "heuristic",
            "pimc:dets=20,iters=500",
            "ismcts:iters=2000",
            "ismcts:ms=100",
            "ismcts:preset=hard",
            "ismcts:mode=mo",
            "ismcts:expand=auto,score=0.5",
        ] {
            AgentSpec::parse(s).unwrap();
        }
        // Left unset, expansion and score weight are the game's choice.
        let AgentKind::Ismcts(c) = AgentSpec::parse("ismcts:iters=10").unwrap().kind else {
            panic!()
        };
        assert_eq!((c.heuristic_expansion, c.score_weight), (None, None));
        let AgentKind::Ismcts(c) = AgentSpec::parse("ismcts:ms=100").unwrap().kind else {
            panic!()
        };
        assert_eq!(
            (c.iterations, c.time),
            (None, Some(Duration::from_millis(100)))
        );
    }

    #[test]
    fn the_ablation_options_parse_and_default_off() {
        let config = |s: &str| match AgentSpec::parse(s).unwrap().kind {
            AgentKind::Ismcts(c) => c,
            _ => panic!("{s}"),
        };
        let plain = config("ismcts:iters=10");
        assert_eq!(
            (plain.rollout_epsilon, plain.final_choice, plain.margin),
            (None, FinalChoice::Visits, None)
        );
        let c = config("ismcts:eps=0.25,final=mean,margin=search");
        assert_eq!(
            (c.rollout_epsilon, c.final_choice, c.margin),
            (Some(0.25), FinalChoice::Mean, Some(Margin::Search))
        );
        assert_eq!(config("ismcts:eps=3").rollout_epsilon, Some(1.0));
        assert_eq!(plain.prior_temperature, None);
        assert_eq!(config("ismcts:ptemp=1.5").prior_temperature, Some(1.5));
        assert_eq!(config("ismcts:margin=search,margin=auto").margin, None);
        assert_eq!(plain.rollout, Rollout::Auto);
        assert_eq!(config("ismcts:rollout=net").rollout, Rollout::Net);
        let err = AgentSpec::parse("ismcts:rollout=nets").unwrap_err();
        assert!(err.contains("net") && err.contains("'nets'"), "{err}");
        assert_eq!(plain.net, NetChoice::Auto);
        assert_eq!(config("ismcts:net=uniform").net, NetChoice::Uniform);
        assert_eq!(config("ismcts:net=off").net, NetChoice::Off);
    }

    #[test]
    fn the_rule_at_hidden_commitments_parses_and_defaults_to_the_games() {
        let config = |s: &str| match AgentSpec::parse(s).unwrap().kind {
            AgentKind::Ismcts(c) => c,
            _ => panic!("{s}"),
        };
        let plain = config("ismcts:iters=10");
        assert_eq!(
            (plain.simultaneous, plain.regret_gamma),
            (Simultaneous::Auto, 0.1)
        );
        let c = config("ismcts:sim=rm,gamma=0.3");
        assert_eq!(
            (c.simultaneous, c.regret_gamma),
            (Simultaneous::Regret, 0.3)
        );
        assert_eq!(config("ismcts:sim=ucb").simultaneous, Simultaneous::Ucb);
        assert_eq!(plain.regret_estimate, RegretEstimate::Sampled);
        assert_eq!(
            config("ismcts:sim=rm,regrets=means").regret_estimate,
            RegretEstimate::Means
        );
        assert_eq!(plain.regret_min_visits, 0);
        assert_eq!(config("ismcts:sim=rm,rmvisits=500").regret_min_visits, 500);
        assert_eq!(
            config("ismcts:sim=rm,sim=auto").simultaneous,
            Simultaneous::Auto
        );
        for bad in [
            "ismcts:sim=exp3",
            "ismcts:gamma=0",
            "ismcts:gamma=1.5",
            "ismcts:gamma=x",
            "ismcts:regrets=mean",
            "ismcts:rmvisits=-1",
        ] {
            let err = AgentSpec::parse(bad).unwrap_err();
            assert!(
                err.contains("sim")
                    || err.contains("gamma")
                    || err.contains("regrets")
                    || err.contains("rmvisits"),
                "{bad}: {err}"
            );
        }
    }

    #[test]
    fn the_cheating_yardstick_is_opt_in() {
        let kind = |s: &str| match AgentSpec::parse(s).unwrap().kind {
            AgentKind::Pimc { cheat, .. } => cheat,
            _ => panic!("{s}"),
        };
        assert!(!kind("pimc:dets=20,iters=500"));
        assert!(kind("pimc:dets=1,iters=1000,cheat=on"));
    }

    #[test]
    fn seat_lists_split_on_agent_names() {
        let v = AgentSpec::parse_list("pimc:dets=20,iters=500,random,ismcts:preset=hard,mode=mo")
            .unwrap();
        let texts: Vec<_> = v.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "pimc:dets=20,iters=500",
                "random",
                "ismcts:preset=hard,mode=mo"
            ]
        );
    }

    #[test]
    fn bad_specs_are_errors() {
        for s in [
            "alphazero",
            "ismcts:iters=x",
            "ismcts:bogus=1",
            "random:x=1",
            "pimc:dets",
            "pimc:cheat=maybe",
            "ismcts:final=best",
            "ismcts:margin=wide",
            "ismcts:eps=often",
            "ismcts:ptemp=0",
            "ismcts:ptemp=-1",
            "ismcts:ptemp=inf",
        ] {
            assert!(AgentSpec::parse(s).is_err(), "{s}");
        }
        assert!(AgentSpec::parse_list("random,,random").is_err());
    }
}
