//! Crafters (Крафтеры): town founders mine resources, make goods along the
//! roads of a growing town, build from blueprints and race for the
//! King's favour through a track of events. Rules and every decision the
//! rulebook leaves open: docs/rules/crafters.md.

pub mod actions;
pub mod content;
mod determinize;
pub mod events;
mod heuristic;
mod observation;
mod rules;
mod scene;
pub mod state;
mod tensor;
#[cfg(test)]
mod tests;
mod view;

use core::fmt;

use arrayvec::ArrayVec;
use rand::Rng;

pub use actions::Action;
pub use events::Event;
pub use observation::{Observation, SeatView};
pub use state::{Crafters, Phase, Player};

use crate::bitset::Set32;
use crate::game::*;
use crate::view::{Names, Viewer};
use content::*;
use state::*;

/// Stated maximum of legal actions. Main part of a turn: sales at most 7
/// carried sites × 4 (bonus choices) + 3 tokens, 19 makes, 4 resources,
/// 2 blueprint purchases, 6 builds, 19 × 3 investments, hire, 12
/// deliveries, donate, end: 134. A bid: 100 tens.
pub const MAX_ACTIONS: usize = 160;
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

const OPTIONS: &[OptionInfo] = &[OptionInfo {
    key: "dice",
    values: &["one", "two"],
    default: "one",
    description: "the two-dice variant (На два кубика): roll two dice for the resource and choose one",
}];

impl Game for Crafters {
    const INFO: GameInfo = GameInfo {
        id: "crafters",
        name: "Crafters",
        min_players: 2,
        max_players: 4,
        options: OPTIONS,
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Observation = Observation;
    type Event = Event;
    type Tensors = tensor::Tensors;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        let chosen = config.resolve(&Self::INFO)?;
        Ok(Crafters::new_game(config.players, chosen[0] == "two", seed))
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal()
            .then_some("the last event card went to the discard")
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.decider)
        }
    }

    #[inline]
    fn legal_actions(&self, out: &mut ActionList) {
        self.legal(out)
    }

    fn apply_with<S: EventSink<Event>>(
        &mut self,
        a: Action,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        if self.phase == Phase::Over {
            return Err(ActionError::GameOver);
        }
        self.check_legal(a)?;
        self.step(a, sink);
        Ok(())
    }

    #[inline]
    fn apply_legal(&mut self, a: Action) {
        debug_assert!(self.check_legal(a).is_ok(), "apply_legal given {a:?}");
        self.step(a, &mut ());
    }

    fn observation(&self, seat: Seat) -> Observation {
        self.observe(seat)
    }

    fn determinize<R: Rng + ?Sized>(&self, observer: Seat, rng: &mut R) -> Self {
        self.sample(observer, rng)
    }

    fn observe_action(&self, action: Action, observer: Seat) -> Observed<Action> {
        let hidden = matches!(
            action,
            Action::BidTens(_) | Action::BidUnits(_) | Action::Keep(_) | Action::Discard(_)
        );
        if hidden && self.decider != observer {
            Observed::Hidden {
                player: self.decider,
            }
        } else {
            Observed::Seen(action)
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        (0..self.players as usize)
            .map(|s| self.vp(s) as f64)
            .collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        let n = self.players as usize;
        // Most victory points, then most gold; ties share.
        let key = |s: usize| (self.vp(s), self.p[s].gold);
        let best = (0..n).map(key).max().unwrap_or_default();
        let winners = (0..n).filter(|&s| key(s) == best).count() as f64;
        (0..n)
            .map(|s| if key(s) == best { 1.0 / winners } else { 0.0 })
            .collect()
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn write_label<W: fmt::Write>(&self, a: Action, out: &mut W) -> fmt::Result {
        self.label_text(a, out)
    }

    fn write_state(
        &self,
        viewer: Viewer,
        names: Names<'_>,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        self.text(viewer, names, out)
    }

    fn scene(&self, viewer: Viewer, names: Names<'_>) -> crate::scene::Scene {
        self.scene_of(viewer, names)
    }

    fn write_event(
        &self,
        _viewer: Viewer,
        names: Names<'_>,
        event: &Event,
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        self.event_text(names, event, out)
    }

    fn max_game_length(&self) -> usize {
        let n = self.players as usize;
        let events = EVENT_COUNT - events_removed(self.players) as usize;
        let tokens: usize = token_supply(self.players).iter().map(|&t| t as usize).sum();
        // Event steps: one per card drawn, at most three discards once the
        // deck is empty, and the last, which finds nothing and ends the
        // game. Victory-point gains (each may move the initiative): at most
        // one per event card and per token. Between two event steps at most
        // n turns pass per gain in between, plus n.
        let turns = n * ((events + 4) + (events + tokens) + 1);
        turns * MAX_TURN_ACTIONS + 2 * n + 8
    }

    fn check_invariants(&self) -> Result<(), InvariantError> {
        self.invariants()
    }

    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        self.heuristic(rng)
    }
}

/// Decisions in one turn, at most. With W the resources tied up in what a
/// player carries (at most 7 workers × 3) and Φ the sum over carried units
/// of 6 − the level of their site (at most 42): every sale or delivery
/// lowers W by at least 1 (bonus goods took at least two resources), and
/// only the die and the purchase raise it, so sales ≤ 23; every make lowers
/// Φ by at least 1 and Φ grows by at most 6 per resource gained and 4 per
/// bonus sale or Wealthy Citizens delivery, so makes ≤ 42 + 12 + 4 × 26 =
/// 158. Investments: each (building, seat) guess at most once (a wrong one
/// is then known, a right one builds), 19 × 3. Builds ≤ 3, deliveries ≤ 3,
/// one each of placing, hiring, buying a resource, buying and keeping a
/// blueprint, donating, ending, discarding; bids 2 per seat, hand-overs ≤ 7.
pub const MAX_TURN_ACTIONS: usize = 1 + 1 + 23 + 158 + 57 + 3 + 3 + 1 + 2 + 1 + 1 + 1 + 8 + 7 + 10;

impl Crafters {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn current(&self) -> u8 {
        self.current
    }
    pub fn initiative(&self) -> u8 {
        self.initiative
    }
    pub fn player(&self, s: usize) -> &Player {
        &self.p[s]
    }
    pub fn track(&self) -> [u8; 3] {
        self.track
    }
    pub fn owner(&self, site: u8) -> u8 {
        self.owner[site as usize]
    }
    pub fn dice(&self) -> [u8; 2] {
        self.dice
    }
    pub fn events_left(&self) -> u8 {
        self.ev_len
    }

    fn invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let n = self.players as usize;
        ensure!((2..=4).contains(&n), "player count {n}");
        ensure!(
            self.current < self.players && self.initiative < self.players,
            "seat out of range"
        );
        ensure!(
            self.phase == Phase::Over || self.decider < self.players,
            "decider out of range"
        );
        ensure!(self.flags >> 3 == 0, "turn flags");
        ensure!(self.turn >= 1, "turn count");
        // Dice.
        let die_ok = |d: u8| (d as usize) < RESOURCES;
        if matches!(self.phase, Phase::Place) {
            ensure!(die_ok(self.dice[0]), "die");
            ensure!(
                if self.two_dice {
                    die_ok(self.dice[1])
                } else {
                    self.dice[1] == NONE
                },
                "second die"
            );
        }
        // Event cards: each in exactly one place.
        let mut seen = Set32::EMPTY;
        let mut place = |set: Set32, what: &str| -> Result<(), InvariantError> {
            ensure!(set.is_disjoint(seen), "event card in two places ({what})");
            seen |= set;
            Ok(())
        };
        ensure!(self.ev_len as usize <= EVENT_COUNT, "event deck length");
        let deck: Set32 = self.ev_deck[..self.ev_len as usize]
            .iter()
            .copied()
            .collect();
        ensure!(
            deck.len() == self.ev_len as u32
                && self.ev_deck[self.ev_len as usize..]
                    .iter()
                    .all(|&c| c == NONE),
            "event deck"
        );
        place(deck, "deck")?;
        let mut track = Set32::EMPTY;
        for &c in &self.track {
            if c != NONE {
                ensure!((c as usize) < EVENT_COUNT, "track card id");
                ensure!(!track.contains(c), "card twice on the track");
                track.insert(c);
            }
        }
        place(track, "track")?;
        place(self.ev_discard, "discard")?;
        ensure!(
            self.ev_removed.len() == events_removed(self.players) as u32,
            "removed event count"
        );
        place(self.ev_removed, "removed")?;
        for s in 0..n {
            place(self.p[s].taken, "taken")?;
        }
        if self.res.event != NONE {
            ensure!((self.res.event as usize) < EVENT_COUNT, "resolving card id");
            place(Set32::single(self.res.event), "resolving")?;
        }
        ensure!(seen == ALL_EVENTS, "event card lost");
        // Blueprints: each in exactly one place; buildings built once.
        let mut seen = Set32::EMPTY;
        let mut place = |set: Set32, what: &str| -> Result<(), InvariantError> {
            ensure!(set.is_disjoint(seen), "blueprint in two places ({what})");
            seen |= set;
            Ok(())
        };
        ensure!(
            self.bp_len as usize <= BLUEPRINT_COUNT,
            "blueprint deck length"
        );
        let deck: Set32 = self.bp_deck[..self.bp_len as usize]
            .iter()
            .copied()
            .collect();
        ensure!(
            deck.len() == self.bp_len as u32
                && self.bp_deck[self.bp_len as usize..].iter().all(|&c| c == 0),
            "blueprint deck"
        );
        place(deck, "deck")?;
        place(self.bp_discard, "discard")?;
        place(self.pending, "drawn")?;
        ensure!(
            self.pending.is_empty() || self.phase == Phase::Keep,
            "drawn blueprints outside the choice"
        );
        ensure!(
            self.phase != Phase::Keep || self.pending.len() >= 2,
            "a choice of fewer than two"
        );
        for s in 0..n {
            place(self.p[s].hand, "hand")?;
        }
        place(self.built.intersect(BUILDINGS), "built")?;
        ensure!(seen == BUILDINGS, "blueprint lost");
        ensure!(
            RESOURCE_SITES.minus(self.built).is_empty(),
            "resource site missing"
        );
        let mut fresh = *self;
        fresh.refresh_producible();
        ensure!(
            fresh.producible == self.producible,
            "producible buildings out of date"
        );
        for site in 0..SITES {
            let o = self.owner[site];
            ensure!(
                (o != NONE) == (site >= RESOURCES && self.built.contains(site as u8)),
                "owner of site {site}"
            );
            ensure!(o == NONE || (o as usize) < n, "owner seat");
        }
        // Tokens.
        let full = token_supply(self.players);
        for t in 0..TOKEN_KINDS {
            let held = (0..n).filter(|&s| self.p[s].tokens >> t & 1 == 1).count();
            ensure!(
                held + self.supply[t] as usize == full[t] as usize,
                "token {t} count"
            );
        }
        // Seats.
        for s in 0..SEATS {
            let pl = &self.p[s];
            if s >= n {
                ensure!(*pl == Player::default(), "unused seat {s} not empty");
                continue;
            }
            ensure!(pl.tokens >> TOKEN_KINDS == 0, "token bits");
            ensure!(
                (START_WORKERS..=MAX_WORKERS).contains(&pl.hired),
                "workers hired"
            );
            let on_board: u32 = pl.workers.iter().map(|&w| w as u32).sum();
            ensure!(
                on_board + pl.free as u32 == pl.hired as u32,
                "workers of seat {s} not conserved"
            );
            for site in 0..SITES {
                ensure!(
                    pl.workers[site] == 0 || self.built.contains(site as u8),
                    "worker on an unbuilt site"
                );
                ensure!(
                    pl.carried.contains(site as u8) == (pl.workers[site] != 0),
                    "carried mask of seat {s}"
                );
            }
            let houses = self.owner.iter().filter(|&&o| o == s as u8).count();
            ensure!(
                houses == pl.houses as usize && pl.houses <= HOUSES,
                "houses of seat {s}"
            );
            ensure!(
                pl.hand.len() <= HAND_LIMIT + 1,
                "hand of seat {s} over three"
            );
            ensure!(
                pl.hand.len() <= HAND_LIMIT
                    // The limit bites at the end of the turn (the game
                    // never ends inside one).
                    || (s == self.current as usize
                        && matches!(self.phase, Phase::Main | Phase::Discard | Phase::Keep)),
                "hand limit"
            );
            ensure!(
                pl.known_discard.minus(self.bp_discard).is_empty(),
                "known discard not in the discard"
            );
            ensure!(
                pl.not_held.intersect(pl.hand).is_empty(),
                "known-not-held blueprint in hand"
            );
            ensure!(pl.not_held.minus(BUILDINGS).is_empty(), "not-held ids");
            ensure!(pl.bid_steps <= 2, "bid steps");
            ensure!(
                pl.bid <= pl.gold.min(rules::MAX_BID),
                "bid above the gold shown"
            );
            let bidding = self.phase == Phase::Bid && self.res.bidders >> s & 1 == 1;
            ensure!(bidding || (pl.bid == 0 && pl.bid_steps == 0), "stray bid");
            ensure!(pl.bid_steps != 0 || pl.bid == 0, "bid without steps");
        }
        // Event resolution.
        let resolving = matches!(self.phase, Phase::Bid | Phase::Surrender);
        ensure!(
            resolving == (self.res.event != NONE),
            "event resolution outside its phases"
        );
        if resolving {
            let kind = EVENTS[self.res.event as usize];
            ensure!(
                matches!(
                    kind,
                    EventKind::UsefulConnections { .. }
                        | EventKind::Fair
                        | EventKind::Auditor
                        | EventKind::TaxCollector
                ),
                "resolving an event that does nothing on leaving"
            );
            ensure!(self.res.bidders >> n == 0, "bidder bits");
            ensure!(
                self.current == self.initiative,
                "an event leaves only on the initiative holder's turn"
            );
        } else {
            ensure!(self.res == Resolution::IDLE, "stale resolution");
        }
        match self.phase {
            Phase::Bid => {
                ensure!(self.res.bidders >> self.decider & 1 == 1, "bidder");
                ensure!(self.p[self.decider as usize].bid_steps < 2, "bid done");
            }
            Phase::Surrender => {
                ensure!(self.res.winner == self.decider, "surrender seat");
                ensure!(self.res.remaining > 0, "nothing to hand over");
            }
            Phase::Place | Phase::Main | Phase::Keep | Phase::Discard => {
                ensure!(self.decider == self.current, "decider outside resolution");
            }
            Phase::Over => {}
        }
        if self.phase == Phase::Discard {
            ensure!(
                self.p[self.current as usize].hand.len() > HAND_LIMIT,
                "discard without need"
            );
        }
        Ok(())
    }
}
