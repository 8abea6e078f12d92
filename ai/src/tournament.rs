//! Matches between agents: one game, and seat-rotating tournaments with
//! per-agent win share (95% interval), scores and decision times.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, ToMove};

use crate::agent::Agent;
use crate::mix_seed;
use crate::spec::AgentSpec;
use crate::stats::{mean_ci95, mean_sd, wilson95};

/// How one game went: per seat from [`play_game`], per agent from
/// [`arena_game`].
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub returns: Vec<f64>,
    /// Returns averaged over a final draw of luck (`Game::expected_returns`).
    pub expected: Vec<f64>,
    pub scores: Vec<f64>,
    pub thinking: Vec<Duration>,
    pub decisions: Vec<u32>,
    /// Which of the book's end conditions ended it (`Game::end_reason`).
    pub end_reason: Option<&'static str>,
}

/// Plays `state` to the end with `agents[seat]` deciding for each seat;
/// every agent observes every action. An illegal move or a game running
/// past its stated length is an error naming the culprit.
pub fn play_game<G: Game>(
    mut state: G,
    agents: &mut [Box<dyn Agent<G>>],
) -> Result<GameRecord, String> {
    let n = state.num_players();
    let mut thinking = vec![Duration::ZERO; n];
    let mut decisions = vec![0u32; n];
    let limit = state.max_game_length() + 1;
    let mut steps = 0;
    while let ToMove::Player(p) = state.to_move() {
        if steps > limit {
            return Err(format!(
                "{} ran past its stated length of {limit} actions",
                G::INFO.id
            ));
        }
        let t = Instant::now();
        let a = agents[p as usize].choose(&state);
        thinking[p as usize] += t.elapsed();
        decisions[p as usize] += 1;
        let before = state;
        state
            .apply(a)
            .map_err(|e| format!("seat {p} chose {a:?}: {e}"))?;
        for agent in agents.iter_mut() {
            agent.observe(&before, a);
        }
        steps += 1;
    }
    Ok(GameRecord {
        returns: state.returns().to_vec(),
        expected: state.expected_returns().to_vec(),
        scores: state.scores().to_vec(),
        thinking,
        decisions,
        end_reason: state.end_reason(),
    })
}

/// What a tournament plays.
#[derive(Clone, Debug)]
pub struct ArenaSettings {
    pub config: Config,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// Duplicate deals: every deal is played once in each seat rotation
    /// (`players` consecutive games share a seed), and intervals are taken
    /// over deals, so the luck of the deal cancels out of the comparison.
    /// `games` must then be a multiple of the player count.
    pub duplicate: bool,
}

impl ArenaSettings {
    /// The seed game `k` is set up from: its own, or its deal's under
    /// duplicate deals.
    pub fn deal_seed(&self, k: usize) -> u64 {
        let players = self.config.players.max(1);
        let deal = if self.duplicate { k / players } else { k };
        mix_seed(self.seed, deal as u64)
    }
}

/// One agent's results over a tournament.
#[derive(Clone, Debug)]
pub struct AgentReport {
    pub spec: String,
    pub games: usize,
    /// Mean share of the win (ties split).
    pub win_share: f64,
    /// Wilson's over games, or under duplicate deals the t interval of the
    /// mean over deals (each deal's share averaged over its rotations).
    pub ci95: (f64, f64),
    /// Mean expected share over the game's final draw of luck, if it has
    /// one (Spiel des Jahres' award); equal to `win_share` otherwise. Its
    /// interval is Wilson's, conservative here: averaging out the draw
    /// only lowers the variance.
    pub expected_share: f64,
    pub expected_ci95: (f64, f64),
    /// Some game's final draw was averaged out (its expected return differs
    /// from its return), so a report shows the expected share: the two
    /// means can still agree by chance over many games.
    pub drawn: bool,
    pub mean_score: f64,
    pub sd_score: f64,
    pub mean_decision_ms: f64,
}

/// The seat agent `i` takes in game `k`: seats rotate every game so each
/// agent plays every seat equally often over multiples of the seat count.
pub fn seat_of(agent: usize, game: usize, players: usize) -> usize {
    (agent + game) % players
}

/// Plays `settings.games` games between `specs` (one per seat), rotating
/// seats, on `settings.threads` threads; calls `on_game` after each game.
/// Seeds derive from `settings.seed` and the game number only, so results
/// do not depend on the thread count.
pub fn arena<G: Game>(
    specs: &[AgentSpec],
    settings: &ArenaSettings,
    on_game: &(dyn Fn() + Sync),
) -> Result<Vec<AgentReport>, String> {
    let done = vec![None; settings.games];
    arena_resume::<G>(specs, settings, done, &|_, _| {
        on_game();
        Ok(())
    })
}

/// [`arena`] for the game registered as `game_id`. It is compiled here
/// once for every game: a caller that names its game by id (the tests, the
/// tools) does not compile the whole search again for each game it names,
/// which the generic [`arena`] makes it do.
pub fn arena_of(
    game_id: &str,
    specs: &[AgentSpec],
    settings: &ArenaSettings,
    on_game: &(dyn Fn() + Sync),
) -> Result<Vec<AgentReport>, String> {
    struct Arena<'a> {
        specs: &'a [AgentSpec],
        settings: &'a ArenaSettings,
        on_game: &'a (dyn Fn() + Sync),
    }
    impl GameVisitor for Arena<'_> {
        type Output = Result<Vec<AgentReport>, String>;
        fn visit<G: Game>(self) -> Self::Output {
            arena::<G>(self.specs, self.settings, self.on_game)
        }
    }
    let arena = Arena {
        specs,
        settings,
        on_game,
    };
    registry::dispatch(game_id, arena).map_err(|e| e.to_string())?
}

/// [`arena`] picking up where an earlier run of the same settings stopped:
/// `done[k]` holds game `k`'s record if it was played already (indexed by
/// agent, as [`arena_game`] returns it), and only the others are played.
/// Each new game goes to `on_game` with its number as soon as it ends (to
/// keep a record); an error there stops the run and is returned. Because
/// every game is seeded by its number alone, a resumed run reports exactly
/// what an uninterrupted one would.
pub fn arena_resume<G: Game>(
    specs: &[AgentSpec],
    settings: &ArenaSettings,
    done: Vec<Option<GameRecord>>,
    on_game: &(dyn Fn(usize, &GameRecord) -> Result<(), String> + Sync),
) -> Result<Vec<AgentReport>, String> {
    let players = settings.config.players;
    if specs.len() != players {
        return Err(format!(
            "{} agent specs for {players} players: give one per seat",
            specs.len()
        ));
    }
    G::setup(&settings.config, settings.seed).map_err(|e| e.to_string())?;
    if settings.duplicate && settings.games % players != 0 {
        return Err(format!(
            "duplicate deals play each deal once per seat rotation: --games must be a multiple of {players}, not {}",
            settings.games
        ));
    }
    if done.len() != settings.games {
        return Err(format!(
            "{} earlier results for a run of {} games",
            done.len(),
            settings.games
        ));
    }
    let todo: Vec<usize> = (0..settings.games).filter(|&k| done[k].is_none()).collect();
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let records: Mutex<Vec<Option<Result<GameRecord, String>>>> =
        Mutex::new(done.into_iter().map(|r| r.map(Ok)).collect());
    let work = || {
        while !failed.load(Ordering::Relaxed) {
            let Some(&k) = todo.get(next.fetch_add(1, Ordering::Relaxed)) else {
                break;
            };
            let r =
                arena_game::<G>(specs, settings, k).and_then(|rec| on_game(k, &rec).map(|()| rec));
            if r.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
            records.lock().expect("no poisoned lock")[k] = Some(r);
        }
    };
    let threads = settings.threads.clamp(1, todo.len().max(1));
    std::thread::scope(|s| {
        for _ in 1..threads {
            s.spawn(work);
        }
        work();
    });
    let records: Vec<GameRecord> = records
        .into_inner()
        .expect("no poisoned lock")
        .into_iter()
        .flatten()
        .collect::<Result<_, _>>()?;
    Ok(summarize(specs, &records, players, settings.duplicate))
}

/// Game `k` of the tournament `settings`, with agent `i` of `specs` in seat
/// [`seat_of`]`(i, k, players)`; the record is indexed by agent, not seat.
pub fn arena_game<G: Game>(
    specs: &[AgentSpec],
    settings: &ArenaSettings,
    k: usize,
) -> Result<GameRecord, String> {
    let n = specs.len();
    // Agents' seeds follow the game, the deal follows `deal_seed` (the same
    // for a whole rotation under duplicate deals).
    let game_seed = mix_seed(settings.seed, k as u64);
    let state = G::setup(&settings.config, settings.deal_seed(k)).map_err(|e| e.to_string())?;
    let mut by_seat: Vec<Option<Box<dyn Agent<G>>>> = (0..n).map(|_| None).collect();
    for (i, spec) in specs.iter().enumerate() {
        by_seat[seat_of(i, k, n)] = Some(spec.build::<G>(mix_seed(game_seed, 1000 + i as u64)));
    }
    let mut agents: Vec<Box<dyn Agent<G>>> =
        by_seat.into_iter().map(|a| a.expect("seat")).collect();
    let rec = play_game(state, &mut agents)?;
    // Re-index from seats to agents.
    let pick = |v: &Vec<f64>| (0..n).map(|i| v[seat_of(i, k, n)]).collect::<Vec<_>>();
    Ok(GameRecord {
        returns: pick(&rec.returns),
        expected: pick(&rec.expected),
        scores: pick(&rec.scores),
        thinking: (0..n).map(|i| rec.thinking[seat_of(i, k, n)]).collect(),
        decisions: (0..n).map(|i| rec.decisions[seat_of(i, k, n)]).collect(),
        end_reason: rec.end_reason,
    })
}

/// Deals a duplicate run needs before the spread of their means is trusted
/// alone. With fewer, a handful of all-or-nothing results can come out alike
/// in every deal and the t interval shrinks to nothing, claiming a
/// certainty the games do not give (Value Crafter, 5 deals, seed 122).
pub const DEALS_TRUSTED: usize = 30;

/// A share's 95% interval. Over games it is Wilson's. Under duplicate deals
/// it is the t interval of the deals' means (each the mean of a block of
/// `players` games), widened to cover Wilson's over games when there are
/// fewer than [`DEALS_TRUSTED`] deals or the deals' means do not differ at all.
fn share_ci95(shares: &[f64], players: usize, duplicate: bool) -> (f64, f64) {
    let (p, _) = mean_sd(shares);
    let over_games = wilson95(p, shares.len());
    if !duplicate {
        return over_games;
    }
    let per_deal: Vec<f64> = shares
        .chunks(players)
        .map(|c| c.iter().sum::<f64>() / c.len() as f64)
        .collect();
    let (lo, hi) = mean_ci95(&per_deal);
    let (lo, hi) = (lo.max(0.0), hi.min(1.0));
    let (_, spread) = mean_sd(&per_deal);
    if per_deal.len() >= DEALS_TRUSTED && spread > 0.0 {
        (lo, hi)
    } else {
        (lo.min(over_games.0), hi.max(over_games.1))
    }
}

/// Each agent's report over `records` (indexed by agent, in game order, so
/// that under duplicate deals every `players` consecutive records are one
/// deal's rotations).
pub fn summarize(
    specs: &[AgentSpec],
    records: &[GameRecord],
    players: usize,
    duplicate: bool,
) -> Vec<AgentReport> {
    (0..players)
        .map(|i| {
            let returns: Vec<f64> = records.iter().map(|r| r.returns[i]).collect();
            let expected: Vec<f64> = records.iter().map(|r| r.expected[i]).collect();
            let (expected_share, _) = mean_sd(&expected);
            let scores: Vec<f64> = records.iter().map(|r| r.scores[i]).collect();
            let (win_share, _) = mean_sd(&returns);
            let (mean_score, sd_score) = mean_sd(&scores);
            let secs: f64 = records.iter().map(|r| r.thinking[i].as_secs_f64()).sum();
            let decisions: u64 = records.iter().map(|r| r.decisions[i] as u64).sum();
            AgentReport {
                spec: specs[i].text.clone(),
                games: records.len(),
                win_share,
                ci95: share_ci95(&returns, players, duplicate),
                expected_share,
                expected_ci95: share_ci95(&expected, players, duplicate),
                drawn: returns
                    .iter()
                    .zip(&expected)
                    .any(|(r, e)| (r - e).abs() > 1e-12),
                mean_score,
                sd_score,
                mean_decision_ms: if decisions == 0 {
                    0.0
                } else {
                    secs * 1000.0 / decisions as f64
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::mean_ci95;

    #[test]
    fn deals_that_all_come_out_alike_still_leave_the_games_doubt() {
        // Three deals; in each the agent wins exactly one of its three
        // rotations. The deals' means have no spread, but nine games cannot
        // pin a share down: the interval is Wilson's over the nine games.
        let shares = [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0];
        let (lo, hi) = share_ci95(&shares, 3, true);
        assert_eq!((lo, hi), wilson95(1.0 / 3.0, 9));
        assert!(lo < 0.15 && hi > 0.6);
        // The same with as many deals as are trusted: no spread, no trust.
        let many: Vec<f64> = shares
            .iter()
            .cycle()
            .take(3 * DEALS_TRUSTED)
            .copied()
            .collect();
        assert_eq!(share_ci95(&many, 3, true), wilson95(1.0 / 3.0, many.len()));
    }

    #[test]
    fn a_few_deals_report_at_least_the_games_interval() {
        let shares = [1.0, 1.0, 0.0, 0.0, 0.5, 0.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0];
        let per_deal = [2.0 / 3.0, 0.5 / 3.0, 1.0, 0.0];
        let (tlo, thi) = mean_ci95(&per_deal);
        let (wlo, whi) = wilson95(5.5 / 12.0, 12);
        assert_eq!(
            share_ci95(&shares, 3, true),
            (tlo.max(0.0).min(wlo), thi.min(1.0).max(whi))
        );
    }

    #[test]
    fn enough_deals_that_differ_give_the_t_interval_of_their_means() {
        // 40 deals of 2 games, most split one each: the deal's luck is
        // taken out, so the interval is narrower than Wilson's over the 80
        // games.
        let pattern = [
            [1.0, 0.0],
            [0.0, 1.0],
            [1.0, 0.0],
            [0.0, 1.0],
            [1.0, 0.0],
            [0.0, 1.0],
            [1.0, 1.0],
            [0.0, 0.0],
        ];
        let shares: Vec<f64> = pattern.iter().cycle().take(40).flatten().copied().collect();
        let per_deal: Vec<f64> = shares.chunks(2).map(|c| (c[0] + c[1]) / 2.0).collect();
        let (lo, hi) = share_ci95(&shares, 2, true);
        assert_eq!((lo, hi), mean_ci95(&per_deal));
        let (wlo, whi) = wilson95(0.5, 80);
        assert!(hi - lo < whi - wlo, "{lo}..{hi} vs {wlo}..{whi}");
    }

    fn record(returns: [f64; 2], expected: [f64; 2]) -> GameRecord {
        GameRecord {
            returns: returns.to_vec(),
            expected: expected.to_vec(),
            scores: vec![0.0, 0.0],
            thinking: vec![Duration::ZERO; 2],
            decisions: vec![1, 1],
            end_reason: None,
        }
    }

    #[test]
    fn a_drawn_game_is_flagged_even_when_the_means_agree() {
        let specs = [
            AgentSpec::parse("random").unwrap(),
            AgentSpec::parse("heuristic").unwrap(),
        ];
        // The draws averaged out move each game, yet over both games the
        // expected share equals the win share, as in 120 games of Spiel des
        // Jahres: the report must still say a draw was averaged out.
        let drawn = [
            record([1.0, 0.0], [0.75, 0.25]),
            record([0.0, 1.0], [0.25, 0.75]),
        ];
        let reports = summarize(&specs, &drawn, 2, false);
        assert!(reports.iter().all(|r| r.drawn));
        assert_eq!(reports[0].expected_share, reports[0].win_share);
        let plain = [
            record([1.0, 0.0], [1.0, 0.0]),
            record([0.0, 1.0], [0.0, 1.0]),
        ];
        assert!(summarize(&specs, &plain, 2, false).iter().all(|r| !r.drawn));
    }
}
