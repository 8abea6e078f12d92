//! What a search found for the seat to move, as a hint shows it: every move
//! it tried with its share of the visits and the seat's expected share of
//! the win after it, and the principal line. Built only from the search's
//! tree, which only ever saw the deciding seat's information.

use boardroom_engine::{Game, Names, Observed, Seat, ToMove};
use serde::Serialize;

use crate::parallel::Ismcts;
use crate::search::concrete_root;

/// The longest principal line a hint shows.
const LINE: usize = 12;

/// A search's view of one decision.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    /// The seat to move.
    pub seat: Seat,
    /// Iterations the decision ran.
    pub iterations: u64,
    /// Every move the search tried, most visited first.
    pub moves: Vec<MoveStat>,
    /// The most visited line from here, as the seat sees it.
    pub line: Vec<LineMove>,
    /// The learned net's estimate of the seat's share of the win here,
    /// when the search consults a net (its value head, from the seat's
    /// own observation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<f64>,
}

/// One move of the seat to move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveStat {
    pub id: u32,
    pub label: String,
    pub visits: u64,
    /// Its share of the root's visits (the search's preference).
    pub visit_share: f64,
    /// The seat's expected share of the win after it.
    pub win_share: f64,
    /// The learned net's prior for it (its policy over the legal moves),
    /// when the search consults a net: what the search started from,
    /// beside `visit_share`, where it ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prior: Option<f64>,
}

/// One step of the principal line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LineMove {
    pub seat: Seat,
    pub name: String,
    /// The move, when the deciding seat would see it (`None`: another
    /// seat's hidden choice, where the line ends).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "core::ops::Not::not")]
    pub hidden: bool,
    pub visits: u64,
    /// The mover's expected share of the win after it.
    pub win_share: f64,
}

/// The analysis of the decision `search` is on (after `set_root` and some
/// iterations); `None` before any.
pub fn analyze<G: Game>(search: &mut Ismcts<G>, names: Names<'_>) -> Option<Analysis> {
    let root = *search.root()?;
    let ToMove::Player(seat) = root.to_move() else {
        return None;
    };
    let iterations = search.iterations();
    let net = crate::search::net_view(search.config(), &root, seat);
    let stats = search.root_stats().to_vec();
    let total = stats.iter().map(|e| e.visits).sum::<u64>().max(1);
    let moves = stats
        .iter()
        .map(|e| {
            let a = concrete_root(&root, e.key, seat);
            MoveStat {
                id: G::action_id(a),
                label: root.label(a, names),
                visits: e.visits,
                visit_share: e.visits as f64 / total as f64,
                win_share: e.reward / e.visits.max(1) as f64,
                prior: net
                    .as_ref()
                    .and_then(|n| n.priors.iter().find(|(id, _)| *id == G::action_id(a)))
                    .map(|&(_, p)| p),
            }
        })
        .collect();
    let mut state = root;
    let mut line = Vec::new();
    for step in search.principal_line(LINE) {
        let mut entry = LineMove {
            seat: step.mover,
            name: names.seat(step.mover).to_string(),
            id: None,
            label: None,
            hidden: false,
            visits: step.visits,
            win_share: step.mean,
        };
        let Observed::Seen(a) = step.key else {
            entry.hidden = true;
            line.push(entry);
            break;
        };
        if state.to_move() != ToMove::Player(step.mover) {
            break;
        }
        let label = state.label(a, names);
        if state.apply(a).is_err() {
            break;
        }
        entry.id = Some(G::action_id(a));
        entry.label = Some(label);
        line.push(entry);
    }
    Some(Analysis {
        seat,
        iterations,
        moves,
        line,
        value: net.map(|n| n.value),
    })
}
