//! The rules: the chance draws at setup, bidding, trick play, scoring.
//! docs/rules/oh-hell.md states each one against OpenSpiel's `oh_hell`.

use super::actions;
use super::actions::Action;
use super::events::Event;
use super::state::*;
use super::{ActionList, OhHell};
use crate::bitset::Set64;
use crate::game::{ActionError, Audience, EventSink};
use crate::game::{Config, GameInfo, Rules, SeatValues, SetupError, ToMove, split_ties};
use crate::rng::GameRng;

impl OhHell {
    /// Draws the chance outcomes in OpenSpiel's order: the number of tricks
    /// (uniform in 1..=17), the dealer (uniform), then `3 × tricks` cards
    /// dealt one at a time to seats 0, 1, 2, 0, … (seat 0 first whoever
    /// deals), then the face-up trump card, all without replacement.
    pub(super) fn deal(seed: u64) -> OhHell {
        let mut rng = GameRng::new(seed);
        let tricks = 1 + rng.below(MAX_TRICKS as u32) as u8;
        let dealer = rng.below(PLAYERS as u32) as u8;
        let mut deck = [0u8; CARDS as usize];
        for (i, c) in deck.iter_mut().enumerate() {
            *c = i as u8;
        }
        let dealt = PLAYERS * tricks as usize;
        let mut hands = [Set64::EMPTY; PLAYERS];
        // A partial Fisher–Yates shuffle: only the cards dealt are drawn.
        for i in 0..=dealt {
            let j = i + rng.below((CARDS as usize - i) as u32) as usize;
            deck.swap(i, j);
            if i < dealt {
                hands[i % PLAYERS].insert(deck[i]);
            }
        }
        let first = (dealer + 1) % PLAYERS as u8;
        OhHell {
            rng,
            hands,
            played: [Set64::EMPTY; PLAYERS],
            voids: [0; PLAYERS],
            bids: [NONE; PLAYERS],
            won: [0; PLAYERS],
            trick: [NONE; PLAYERS],
            trick_len: 0,
            leader: first,
            tricks_done: 0,
            trump: deck[dealt],
            tricks,
            dealer,
            phase: Phase::Bid,
            current: first,
        }
    }

    #[inline]
    pub(super) fn trump_suit(&self) -> u8 {
        suit(self.trump)
    }

    /// Whether the seat to bid is the last: its bid may not make the bids
    /// add up to the number of tricks.
    #[inline]
    fn forbidden_bid(&self) -> Option<u8> {
        let mut sum = 0u8;
        let mut made = 0;
        for b in self.bids {
            if b != NONE {
                sum += b;
                made += 1;
            }
        }
        (made == PLAYERS - 1 && sum <= self.tricks).then(|| self.tricks - sum)
    }

    /// The cards the seat to move may play: its cards of the led suit if it
    /// has any, else any card.
    #[inline]
    pub(super) fn playable(&self) -> Set64 {
        let hand = self.hands[self.current as usize];
        if self.trick_len > 0 {
            let follow = hand.intersect(suit_cards(suit(self.trick[0])));
            if !follow.is_empty() {
                return follow;
            }
        }
        hand
    }

    /// Index (from the leader) of the card winning the current trick so far.
    #[inline]
    pub(super) fn winning_index(&self) -> usize {
        let trumps = self.trump_suit();
        let mut best = 0;
        for i in 1..self.trick_len as usize {
            if beats(self.trick[i], self.trick[best], trumps) {
                best = i;
            }
        }
        best
    }

    fn trick_winner(&self) -> u8 {
        (self.leader + self.winning_index() as u8) % PLAYERS as u8
    }

    /// Points: one per trick won, plus 10 for taking exactly the bid.
    #[inline]
    pub(super) fn points(&self, s: usize) -> u8 {
        self.won[s]
            + if self.won[s] == self.bids[s] {
                MADE_BID_BONUS
            } else {
                0
            }
    }
}

/// Whether `card` played to a trick beats the `best` card so far: a higher
/// card of the same suit, or a trump over a non-trump.
#[inline]
pub(super) fn beats(card: u8, best: u8, trumps: u8) -> bool {
    if suit(card) == suit(best) {
        rank(card) > rank(best)
    } else {
        suit(card) == trumps
    }
}

impl Rules for OhHell {
    const INFO: GameInfo = GameInfo {
        id: "oh-hell",
        name: "Oh Hell",
        min_players: 3,
        max_players: 3,
        options: &[],
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Event = Event;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        config.resolve(&Self::INFO)?;
        Ok(OhHell::deal(seed))
    }

    fn num_players(&self) -> usize {
        PLAYERS
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal().then_some("the last trick was played")
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.current)
        }
    }

    fn legal_actions(&self, out: &mut ActionList) {
        out.clear();
        match self.phase {
            Phase::Bid => {
                let forbidden = self.forbidden_bid();
                for b in 0..=self.tricks {
                    if Some(b) != forbidden {
                        out.push(Action::Bid(b));
                    }
                }
            }
            Phase::Play => {
                for card in self.playable() {
                    out.push(Action::Play(card));
                }
            }
            Phase::Over => {}
        }
    }

    fn check_legal(&self, a: Action) -> Result<(), ActionError> {
        match (self.phase, a) {
            (Phase::Over, _) => Err(ActionError::GameOver),
            (Phase::Bid, Action::Bid(b)) => {
                if b > self.tricks {
                    Err(ActionError::Illegal("a bid cannot exceed the tricks dealt"))
                } else if Some(b) == self.forbidden_bid() {
                    Err(ActionError::Illegal(
                        "the last bid may not make the bids add up to the tricks dealt",
                    ))
                } else {
                    Ok(())
                }
            }
            (Phase::Bid, Action::Play(_)) => Err(ActionError::Illegal("bidding comes first")),
            (Phase::Play, Action::Bid(_)) => Err(ActionError::Illegal("bidding is over")),
            (Phase::Play, Action::Play(card)) => {
                if !self.hands[self.current as usize].contains(card) {
                    Err(ActionError::Illegal("that card is not in your hand"))
                } else if !self.playable().contains(card) {
                    Err(ActionError::Illegal("you must follow suit"))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Applies a legal action.
    #[inline]
    fn step<S: EventSink<Event>>(&mut self, a: Action, sink: &mut S) {
        let seat = self.current;
        let s = seat as usize;
        match a {
            Action::Bid(b) => {
                self.bids[s] = b;
                sink.emit(
                    Audience::All,
                    Event::Bid {
                        player: seat,
                        bid: b,
                    },
                );
                self.current = (seat + 1) % PLAYERS as u8;
                if self.current == (self.dealer + 1) % PLAYERS as u8 {
                    self.phase = Phase::Play;
                }
            }
            Action::Play(card) => {
                self.hands[s].remove(card);
                self.played[s].insert(card);
                if self.trick_len > 0 {
                    let led = suit(self.trick[0]);
                    if suit(card) != led {
                        self.voids[s] |= 1 << led;
                    }
                }
                self.trick[self.trick_len as usize] = card;
                self.trick_len += 1;
                sink.emit(Audience::All, Event::Played { player: seat, card });
                if self.trick_len as usize == PLAYERS {
                    let winner = self.trick_winner();
                    self.won[winner as usize] += 1;
                    self.tricks_done += 1;
                    sink.emit(
                        Audience::All,
                        Event::TrickWon {
                            player: winner,
                            cards: self.trick,
                        },
                    );
                    self.trick = [NONE; PLAYERS];
                    self.trick_len = 0;
                    self.leader = winner;
                    self.current = winner;
                    if self.tricks_done == self.tricks {
                        self.phase = Phase::Over;
                        sink.emit(Audience::All, Event::GameOver);
                    }
                } else {
                    self.current = (seat + 1) % PLAYERS as u8;
                }
            }
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        (0..PLAYERS).map(|s| self.points(s) as f64).collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        split_ties(PLAYERS, |s| self.points(s))
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn max_game_length(&self) -> usize {
        // Three bids, then every dealt card played.
        PLAYERS + PLAYERS * self.tricks as usize
    }
}
