//! One game of a balance run as a record: who sat where, how it ended,
//! how long it took (decisions and turns) and which kinds of action each
//! seat took. `boardroom balance` summarises records; shards of a run
//! played elsewhere (Ray, through the Python package) are records too, so
//! the report merges them. Game `k` of a run is seeded from the run's seed
//! and `k` alone, with seats rotating as in `arena`, so any sharding gives
//! the same records.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use boardroom_engine::Config;
use boardroom_engine::Game;
use serde::{Deserialize, Serialize};

use crate::tournament::{play_game, seat_of};
use crate::{Agent, AgentSpec, mix_seed};

/// How actions are grouped into kinds, stated in the report.
pub const GROUPING_RULE: &str = "an action's kind is its label with every number \
(digits, with a leading $ and a trailing x/X) replaced by #, so 'bid $5' and 'bid $7' \
are both 'bid #', while labels naming different cards, products or markets stay apart";

/// The kind of an action: its label with numbers replaced by `#`.
pub fn action_kind(label: &str) -> String {
    let c: Vec<char> = label.chars().collect();
    let digit = |i: usize| c.get(i).is_some_and(|d| d.is_ascii_digit());
    let mut out = String::with_capacity(label.len());
    let mut i = 0;
    while i < c.len() {
        if !(digit(i) || (c[i] == '$' && digit(i + 1))) {
            out.push(c[i]);
            i += 1;
            continue;
        }
        i += 1;
        // Digits, and a dot or comma only when a digit follows it.
        while digit(i) || (matches!(c.get(i), Some('.' | ',')) && digit(i + 1)) {
            i += 1;
        }
        // A multiplier such as 4X, but not the start of a word.
        if matches!(c.get(i), Some('x' | 'X')) && !c.get(i + 1).is_some_and(|d| d.is_alphanumeric())
        {
            i += 1;
        }
        out.push('#');
    }
    out
}

/// One played game of a balance run, indexed by seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BalanceRecord {
    /// The game id (`Rules::INFO.id`).
    pub game_id: String,
    /// The run's seed; with `game` it decides the deal and every agent.
    pub seed: u64,
    /// The game's number in the run.
    pub game: usize,
    /// The agent specs of the run, one per seat in the order given.
    pub seats: Vec<String>,
    /// The game's variant options, `[key, value]`.
    pub options: Vec<[String; 2]>,
    /// The agent (index into the run's spec list) in each seat.
    pub agent: Vec<usize>,
    pub returns: Vec<f64>,
    pub scores: Vec<f64>,
    /// Every decision of every seat.
    pub decisions: u32,
    /// Turns: runs of consecutive decisions by one seat.
    pub turns: u32,
    /// The book's end condition that ended it.
    pub end: String,
    /// Per seat: how many times it took each kind of action.
    pub kinds: Vec<BTreeMap<String, u32>>,
    /// Who led on `scores()` along the way (absent in records written
    /// before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lead: Option<LeadRecord>,
}

/// The lead over a game, on `scores()`. The leader of a state is the one
/// seat with the highest score; a state where several seats share the
/// highest score has no leader.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeadRecord {
    /// Each seat's score right after setup.
    pub start_scores: Vec<f64>,
    /// The leader after the first half of the decisions (after
    /// `decisions / 2`, rounded down); `None` when no one led there.
    pub half_time_leader: Option<usize>,
    /// Changes of leader over the states after each action: a state's
    /// leader differing from the last leader seen counts one change; a
    /// state without a leader neither counts nor resets, and the first
    /// leader is not a change.
    pub lead_changes: u32,
}

/// The one seat with the highest score, if only one has it.
pub fn unique_leader(scores: &[f64]) -> Option<usize> {
    let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut at_top = (0..scores.len()).filter(|&s| scores[s] == top);
    match (at_top.next(), at_top.next()) {
        (Some(s), None) => Some(s),
        _ => None,
    }
}

impl LeadRecord {
    /// From the start scores and the leader of every state of a game:
    /// `leaders[i]` after `i` decisions, from setup (0) to the end.
    pub fn new(start_scores: Vec<f64>, leaders: &[Option<usize>]) -> LeadRecord {
        let decisions = leaders.len().saturating_sub(1);
        let mut last = None;
        let mut lead_changes = 0;
        for &l in leaders.iter().skip(1).flatten() {
            if last.is_some_and(|x| x != l) {
                lead_changes += 1;
            }
            last = Some(l);
        }
        LeadRecord {
            start_scores,
            half_time_leader: leaders.get(decisions / 2).copied().flatten(),
            lead_changes,
        }
    }
}

type KindLog = Arc<Mutex<BTreeMap<String, u32>>>;

/// Who decided last and how many turns so far, shared by every seat.
type TurnLog = Arc<Mutex<(Option<usize>, u32)>>;

/// The leader of each state a decision was taken in, shared by every seat.
type LeadLog = Arc<Mutex<Vec<Option<usize>>>>;

/// Passes decisions through to an agent, counting the kinds it takes and
/// the turns, and noting who leads.
struct Recorder<G: Game> {
    inner: Box<dyn Agent<G>>,
    seat: usize,
    log: KindLog,
    turns: TurnLog,
    leaders: LeadLog,
}

impl<G: Game> Agent<G> for Recorder<G> {
    fn choose(&mut self, state: &G) -> G::Action {
        self.leaders
            .lock()
            .expect("no poisoned lock")
            .push(unique_leader(&state.scores()));
        let a = self.inner.choose(state);
        let kind = action_kind(&state.label(a, boardroom_engine::Names::SEATS));
        *self
            .log
            .lock()
            .expect("no poisoned lock")
            .entry(kind)
            .or_default() += 1;
        let mut t = self.turns.lock().expect("no poisoned lock");
        if t.0 != Some(self.seat) {
            *t = (Some(self.seat), t.1 + 1);
        }
        a
    }
    fn observe(&mut self, before: &G, action: G::Action) {
        self.inner.observe(before, action);
    }
}

/// Plays game `k` of the run `specs`/`config`/`seed`.
pub fn play_record<G: Game>(
    specs: &[AgentSpec],
    config: &Config,
    seed: u64,
    k: usize,
) -> Result<BalanceRecord, String> {
    let n = specs.len();
    let game_seed = mix_seed(seed, k as u64);
    let state = G::setup(config, game_seed).map_err(|e| e.to_string())?;
    if state.num_players() != n {
        return Err(format!(
            "{} seats given for a {}-player game",
            n,
            state.num_players()
        ));
    }
    let mut agent = vec![0; n];
    for i in 0..n {
        agent[seat_of(i, k, n)] = i;
    }
    let logs: Vec<KindLog> = (0..n).map(|_| KindLog::default()).collect();
    let turns = TurnLog::default();
    let leaders = LeadLog::default();
    let start_scores = state.scores().to_vec();
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..n)
        .map(|seat| {
            let i = agent[seat];
            Box::new(Recorder {
                inner: specs[i].build::<G>(mix_seed(game_seed, 1000 + i as u64)),
                seat,
                log: logs[seat].clone(),
                turns: turns.clone(),
                leaders: leaders.clone(),
            }) as Box<dyn Agent<G>>
        })
        .collect();
    let rec = play_game(state, &mut agents)?;
    drop(agents);
    let turns = turns.lock().expect("no poisoned lock").1;
    let mut leaders = std::mem::take(&mut *leaders.lock().expect("no poisoned lock"));
    leaders.push(unique_leader(&rec.scores));
    Ok(BalanceRecord {
        game_id: G::INFO.id.to_string(),
        seed,
        game: k,
        seats: specs.iter().map(|s| s.text.clone()).collect(),
        options: config
            .options
            .iter()
            .map(|(k, v)| [k.clone(), v.clone()])
            .collect(),
        agent,
        returns: rec.returns,
        scores: rec.scores,
        decisions: rec.decisions.iter().sum(),
        turns,
        end: rec
            .end_reason
            .unwrap_or("not named by the game")
            .to_string(),
        kinds: logs
            .into_iter()
            .map(|l| std::mem::take(&mut *l.lock().expect("no poisoned lock")))
            .collect(),
        lead: Some(LeadRecord::new(start_scores, &leaders)),
    })
}

/// Games `start..start + count` of a run, in order, on one thread.
pub fn play_records<G: Game>(
    specs: &[AgentSpec],
    config: &Config,
    seed: u64,
    start: usize,
    count: usize,
) -> Result<Vec<BalanceRecord>, String> {
    (start..start + count)
        .map(|k| play_record::<G>(specs, config, seed, k))
        .collect()
}

/// Puts records from any number of shards in game order, refusing records
/// of another game or seed, or with other seats, and duplicates; gaps are
/// allowed (a report of the games there are).
pub fn merge_records(mut recs: Vec<BalanceRecord>) -> Result<Vec<BalanceRecord>, String> {
    recs.sort_by_key(|r| r.game);
    let Some(first) = recs.first() else {
        return Err("no game records to merge".into());
    };
    let (id, seed, seats, options) = (
        first.game_id.clone(),
        first.seed,
        first.seats.clone(),
        first.options.clone(),
    );
    for r in &recs {
        if r.game_id != id || r.seed != seed || r.seats != seats || r.options != options {
            return Err(format!(
                "game {} is from another run ({} seed {} seats {}) than game {} ({} seed {} seats {})",
                r.game,
                r.game_id,
                r.seed,
                r.seats.join(","),
                recs[0].game,
                id,
                seed,
                seats.join(",")
            ));
        }
        let n = seats.len();
        if r.returns.len() != n || r.scores.len() != n || r.agent.len() != n || r.kinds.len() != n {
            return Err(format!("game {} does not have {n} seats", r.game));
        }
    }
    for w in recs.windows(2) {
        if w[0].game == w[1].game {
            return Err(format!("game {} appears twice", w[1].game));
        }
    }
    Ok(recs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_replace_numbers() {
        assert_eq!(action_kind("bid $5"), "bid #");
        assert_eq!(action_kind("bid $12"), "bid #");
        assert_eq!(
            action_kind("return 3 bonus cubes for 2 function cards"),
            "return # bonus cubes for # function cards"
        );
        assert_eq!(action_kind("draft Herb Garden"), "draft Herb Garden");
        assert_eq!(action_kind("launch at 4X"), "launch at #");
        assert_eq!(action_kind("pay 1.5 each."), "pay # each.");
        assert_eq!(action_kind("slot 3."), "slot #.");
    }

    #[test]
    fn leads_count_changes_of_the_one_leader() {
        assert_eq!(unique_leader(&[1.0, 3.0, 2.0]), Some(1));
        assert_eq!(unique_leader(&[3.0, 3.0, 2.0]), None);
        // Setup (no leader), then 0, tie, 0, 1, tie, 2: two changes (0 to
        // 1, 1 to 2); after 6 decisions half-time is after 3: seat 0.
        let l = LeadRecord::new(
            vec![0.0; 3],
            &[None, Some(0), None, Some(0), Some(1), None, Some(2)],
        );
        assert_eq!((l.half_time_leader, l.lead_changes), (Some(0), 2));
        let l = LeadRecord::new(vec![0.0; 2], &[None, None, Some(1)]);
        assert_eq!((l.half_time_leader, l.lead_changes), (None, 0));
    }
}
