//! `boardroom arena --show`: one game with the arena's seats, played at
//! the run's seed and written as a spectator reads it (every event
//! sentence, then the final table), in the reader's language. For a
//! designer who wants to watch what the numbers count.

use boardroom_ai::{AgentSpec, mix_seed};
use boardroom_engine::registry::GameVisitor;
use boardroom_engine::{Config, Game, Lang, Names, ToMove, Transcript, Viewer};

/// The game to show: its setup, seats and language.
pub struct Show<'a> {
    pub config: &'a Config,
    pub seed: u64,
    pub specs: &'a [AgentSpec],
    pub lang: Lang,
}

impl GameVisitor for Show<'_> {
    type Output = Result<String, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let mut state = G::setup(self.config, self.seed).map_err(|e| e.to_string())?;
        let mut agents: Vec<_> = self
            .specs
            .iter()
            .enumerate()
            .map(|(s, spec)| spec.build::<G>(mix_seed(self.seed, s as u64)))
            .collect();
        let mut log = Transcript::new();
        while let ToMove::Player(p) = state.to_move() {
            let a = agents[p as usize].choose(&state);
            for agent in agents.iter_mut() {
                agent.observe(&state, a);
            }
            log.apply(&mut state, a).map_err(|e| e.to_string())?;
        }
        let names = Names::SEATS.in_lang(self.lang);
        let mut out = String::new();
        for (audience, event) in log.events() {
            let mut line = String::new();
            if Viewer::Spectator.sees(audience)
                && state
                    .write_event(Viewer::Spectator, names, &event, &mut line)
                    .is_ok()
                && !line.is_empty()
            {
                out.push_str(&line);
                out.push('\n');
            }
        }
        out.push('\n');
        let _ = state.write_state(Viewer::Spectator, names, &mut out);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::registry;

    #[test]
    fn a_shown_game_reads_in_russian() {
        let specs = AgentSpec::parse_list("heuristic,random,random").unwrap();
        let config = Config::players(3);
        let show = |lang| {
            registry::dispatch(
                "oh-hell",
                Show {
                    config: &config,
                    seed: 4,
                    specs: &specs,
                    lang,
                },
            )
            .unwrap()
            .unwrap()
        };
        let (en, ru) = (show(Lang::En), show(Lang::Ru));
        assert!(en.contains("Seat 1"), "{en}");
        assert!(ru.contains("Игрок 1"), "{ru}");
        assert_eq!(
            en.lines().count(),
            ru.lines().count(),
            "the same game in both"
        );
    }
}
