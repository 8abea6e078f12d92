//! `boardroom view`: a seat's text view or the spectator's full view of a
//! saved game, or of a new one after some heuristic moves — for a studio
//! building its screens and a researcher debugging an agent.

use std::path::PathBuf;

use boardroom_ai::{Agent, HeuristicAgent, mix_seed};
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, Names, ToMove, Transcript, Viewer};

use crate::Usage;
use crate::options::{GameArgs, LangArgs};

/// `boardroom view GAME --players N [--load FILE] [--seed S] [--after K] [--seat N | --spectator]`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    #[command(flatten)]
    pub game: GameArgs,
    /// The deal of a new game (ignored with --load).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A game saved with `save FILE` in `boardroom play`.
    #[arg(long)]
    pub load: Option<PathBuf>,
    /// First play this many actions with the game's heuristic in every seat
    /// (the view then tells what happened since the seat last acted).
    #[arg(long, default_value_t = 0)]
    pub after: usize,
    /// Whose view, 0-based (default: the seat to move).
    #[arg(long, conflicts_with = "spectator")]
    pub seat: Option<usize>,
    /// The full view: every hand and hidden card (debugging, replays).
    #[arg(long)]
    pub spectator: bool,
    #[command(flatten)]
    pub lang: LangArgs,
}

struct View<'a> {
    args: &'a Args,
    config: &'a Config,
}

impl GameVisitor for View<'_> {
    type Output = Result<String, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let a = self.args;
        let mut state = match &a.load {
            Some(path) => crate::play::load::<G>(path)?,
            None => G::setup(self.config, a.seed).map_err(|e| e.to_string())?,
        };
        if state.num_players() != self.config.players {
            return Err(format!(
                "the saved game has {} players, not {}",
                state.num_players(),
                self.config.players
            ));
        }
        let mut log = Transcript::new();
        let mut agent = HeuristicAgent::new(mix_seed(a.seed, 7));
        for _ in 0..a.after {
            if state.is_terminal() {
                break;
            }
            let action = Agent::<G>::choose(&mut agent, &state);
            Agent::<G>::observe(&mut agent, &state, action);
            log.apply(&mut state, action).map_err(|e| e.to_string())?;
        }
        let viewer = match (a.spectator, a.seat) {
            (true, _) => Viewer::Spectator,
            (false, Some(s)) if s < state.num_players() => Viewer::Seat(s as u8),
            (false, Some(s)) => {
                return Err(format!(
                    "--seat must be a seat from 0 to {}, not {s}",
                    state.num_players() - 1
                ));
            }
            (false, None) => match state.to_move() {
                ToMove::Player(p) => Viewer::Seat(p),
                ToMove::Terminal => Viewer::Spectator,
            },
        };
        Ok(log.view(&state, viewer, Names::SEATS.in_lang(a.lang.lang)))
    }
}

pub fn run(a: Args) -> Result<(), Usage> {
    let (info, config) = a.game.resolve()?;
    let text = registry::dispatch(
        info.id,
        View {
            args: &a,
            config: &config,
        },
    )
    .map_err(|e| Usage(e.to_string()))?
    .map_err(Usage)?;
    print!("{text}");
    Ok(())
}
