//! [`Transcript`]: the record of a game in progress that every table around
//! it shares (the CLI, the C ABI, Python, the web page). It keeps every
//! event with a sequence number, so any number of readers (an animation
//! layer, a log) follow it from the number they last saw and nothing is
//! consumed; it knows what each seat has seen since it last acted (for the
//! text views); and it gives the fair undo: a seat takes back only its own
//! decisions of this turn, and never once something hidden came to light.
//! Allocates; not for the hot path.

use crate::game::{ActionError, Audience, Game, MAX_SEATS, Seat, ToMove};
use crate::rng::GameRng;
use crate::view::{Names, Viewer};

/// One event as a reader gets it: its number, who may see it, the event.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Entry<E> {
    pub seq: u64,
    pub audience: Audience,
    pub event: E,
}

/// What a reader finds after a sequence number.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Item<'a, E> {
    /// An event of the game.
    Event(&'a Entry<E>),
    /// The events numbered from `from` up to this undo were taken back.
    Undone { seq: u64, from: u64 },
}

/// An action the transcript may still take back.
#[derive(Copy, Clone, Debug)]
struct Step<G: Game> {
    before: G,
    action: G::Action,
    mover: Seat,
    /// Whether the mover had a choice (a forced step is undone with the
    /// decision before it).
    decision: bool,
    events: usize,
    acted: [usize; MAX_SEATS],
    last: usize,
}

/// Why an undo was refused. Nothing changes then.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UndoError {
    /// The seat made no decision since another seat last acted.
    NothingToTakeBack,
    /// Taking it back would hide again what the seat has already seen.
    Revealed,
}

impl core::fmt::Display for UndoError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            UndoError::NothingToTakeBack => "nothing of this seat's to take back this turn",
            UndoError::Revealed => "the seat's last step revealed hidden information",
        })
    }
}
impl std::error::Error for UndoError {}

/// Every event of a game, numbered, with each seat's latest action and the
/// steps a fair undo may take back.
#[derive(Clone, Debug)]
pub struct Transcript<G: Game> {
    entries: Vec<Entry<G::Event>>,
    /// Undos so far: (its number, the first number it took back).
    undos: Vec<(u64, u64)>,
    next_seq: u64,
    /// Per seat: the index of the first event of its latest action.
    acted: [usize; MAX_SEATS],
    /// The first event of the latest action of anyone.
    last: usize,
    /// The latest run of actions by one seat, which it may take back.
    steps: Vec<Step<G>>,
}

impl<G: Game> Default for Transcript<G> {
    fn default() -> Self {
        Transcript {
            entries: Vec::new(),
            undos: Vec::new(),
            next_seq: 0,
            acted: [0; MAX_SEATS],
            last: 0,
            steps: Vec::new(),
        }
    }
}

/// Collects a step's events with their numbers.
struct Numbered<'a, E> {
    entries: &'a mut Vec<Entry<E>>,
    next_seq: &'a mut u64,
}

impl<E> crate::game::EventSink<E> for Numbered<'_, E> {
    fn emit(&mut self, audience: Audience, event: E) {
        self.entries.push(Entry {
            seq: *self.next_seq,
            audience,
            event,
        });
        *self.next_seq += 1;
    }
}

impl<G: Game> Transcript<G> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Applies `action` to `state`, keeping its events. On error nothing
    /// changes.
    pub fn apply(&mut self, state: &mut G, action: G::Action) -> Result<(), ActionError> {
        let mover = match state.to_move() {
            ToMove::Player(p) => p,
            ToMove::Terminal => return Err(ActionError::GameOver),
        };
        let before = *state;
        let start = self.entries.len();
        let seq = self.next_seq;
        let mut sink = Numbered {
            entries: &mut self.entries,
            next_seq: &mut self.next_seq,
        };
        if let Err(e) = state.apply_with(action, &mut sink) {
            self.entries.truncate(start);
            self.next_seq = seq;
            return Err(e);
        }
        if self.steps.last().is_some_and(|s| s.mover != mover) {
            self.steps.clear();
        }
        let mut legal = G::ActionList::default();
        before.legal_actions(&mut legal);
        self.steps.push(Step {
            before,
            action,
            mover,
            decision: legal.len() > 1,
            events: start,
            acted: self.acted,
            last: self.last,
        });
        self.acted[mover as usize] = start;
        self.last = start;
        Ok(())
    }

    /// Every event so far with its audience.
    pub fn events(&self) -> impl ExactSizeIterator<Item = (Audience, G::Event)> + '_ {
        self.entries.iter().map(|e| (e.audience, e.event))
    }

    /// Every event so far, numbered.
    pub fn entries(&self) -> &[Entry<G::Event>] {
        &self.entries
    }

    /// The number the next event or undo will get; a reader that has seen
    /// everything passes `next_seq() - 1` as `after`.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// What `viewer` may read after number `after` (`None`: from the
    /// start), in order: events it may see and undos.
    pub fn read(&self, viewer: Viewer, after: Option<u64>) -> Vec<Item<'_, G::Event>> {
        let newer = |seq: u64| after.is_none_or(|a| seq > a);
        let mut items: Vec<Item<'_, G::Event>> = self
            .entries
            .iter()
            .filter(|e| newer(e.seq) && viewer.sees(e.audience))
            .map(Item::Event)
            .collect();
        items.extend(
            self.undos
                .iter()
                .filter(|(seq, _)| newer(*seq))
                .map(|&(seq, from)| Item::Undone { seq, from }),
        );
        items.sort_by_key(|i| match i {
            Item::Event(e) => e.seq,
            Item::Undone { seq, .. } => *seq,
        });
        items
    }

    /// The events since `viewer` last acted (a spectator: since the latest
    /// action), with their audiences; views filter by audience.
    pub fn recent(&self, viewer: Viewer) -> Vec<(Audience, G::Event)> {
        let from = match viewer {
            Viewer::Seat(s) => self.acted[s as usize % MAX_SEATS],
            Viewer::Spectator => self.last,
        };
        self.entries[from.min(self.entries.len())..]
            .iter()
            .map(|e| (e.audience, e.event))
            .collect()
    }

    /// The view of `state` for `viewer`, with what happened since it last
    /// acted.
    pub fn view(&self, state: &G, viewer: Viewer, names: Names<'_>) -> String {
        state.view(viewer, names, &self.recent(viewer))
    }

    /// Whether `seat` may take back a decision now.
    pub fn can_undo(&self, state: &G, seat: Seat) -> Result<(), UndoError> {
        self.undo_point(state, seat).map(|_| ())
    }

    /// Takes back `seat`'s latest decision of this turn, with the forced
    /// steps after it, and returns how many actions were undone. Refused
    /// (nothing changes) when another seat acted since, or when the steps
    /// revealed something hidden to the seat. Readers see an undo item.
    pub fn undo(&mut self, state: &mut G, seat: Seat) -> Result<usize, UndoError> {
        let i = self.undo_point(state, seat)?;
        let step = self.steps[i];
        let undone = self.steps.len() - i;
        *state = step.before;
        let from = self
            .entries
            .get(step.events)
            .map_or(self.next_seq, |e| e.seq);
        self.entries.truncate(step.events);
        self.acted = step.acted;
        self.last = step.last;
        self.steps.truncate(i);
        self.undos.push((self.next_seq, from));
        self.next_seq += 1;
        Ok(undone)
    }

    /// The index of the step an undo by `seat` returns to.
    fn undo_point(&self, state: &G, seat: Seat) -> Result<usize, UndoError> {
        if self.steps.last().is_none_or(|s| s.mover != seat) {
            return Err(UndoError::NothingToTakeBack);
        }
        let i = self
            .steps
            .iter()
            .rposition(|s| s.decision)
            .ok_or(UndoError::NothingToTakeBack)?;
        let actions: Vec<G::Action> = self.steps[i..].iter().map(|s| s.action).collect();
        if reveals(&self.steps[i].before, &actions, state, seat) {
            return Err(UndoError::Revealed);
        }
        Ok(i)
    }
}

/// Whether playing `steps` from `from` showed `seat` something it could not
/// have known: in some world it considers possible the same steps end in
/// another observation than the one it has now (or are not even legal).
fn reveals<G: Game>(from: &G, steps: &[G::Action], now: &G, seat: Seat) -> bool {
    let seen = now.observation(seat);
    let mut rng = GameRng::new(0x5eed);
    for _ in 0..6 {
        let mut g = from.determinize(seat, &mut rng);
        for &a in steps {
            if g.apply(a).is_err() {
                return true;
            }
        }
        if g.observation(seat) != seen {
            return true;
        }
    }
    false
}
