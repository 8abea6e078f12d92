//! Spiel des Jahres actions, their dense ids and labels.
//!
//! The month's choice is a compound hidden decision taken as small actions:
//! `Designer` plays (in increasing id order), then `Brainstorm`, or
//! `Publish` followed by the cards of each game in title order (prefix,
//! stem, ending, suffix; games in increasing stem order, so every set of
//! games has one spelling) and `Done`. `Seal` fills the commitment up to a
//! length fixed by public facts, so the number of hidden actions a seat
//! takes never tells what it chose.

use serde::{Deserialize, Serialize};

use super::content::{CARD_COUNT, DESIGNER_COUNT, STEM_COUNT, STEMS};
use super::state::MAX_TRADE_MONEY;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Put a designer from the hand on the table (face down until the reveal).
    Designer(u8),
    Brainstorm,
    Publish,
    /// Add an idea card to the game being put together.
    Stack(u8),
    /// Finish the games to publish.
    Done,
    /// Nothing more to choose: wait for the reveal.
    Seal,
    /// Fire stage: keep or fire one of your designers.
    Keep(u8),
    Fire(u8),
    /// Offer stage: the bid on one designer; level 0 none, 1 hire at the
    /// fired wage, 2..=4 that wage plus €10,000..€30,000.
    Bid {
        designer: u8,
        level: u8,
    },
    /// Trading: propose nothing this month.
    Pass,
    /// Trading: start a proposal to this seat.
    TradeWith(u8),
    GiveCard(u8),
    /// Give a published game (stem index).
    GiveGame(u8),
    /// Give money (units of €10,000).
    GiveMoney(u8),
    AskCard(u8),
    AskGame(u8),
    AskMoney(u8),
    Propose,
    Accept,
    Decline,
}

const BRAINSTORM: u32 = DESIGNER_COUNT as u32;
const PUBLISH: u32 = BRAINSTORM + 1;
const STACK: u32 = PUBLISH + 1;
const DONE: u32 = STACK + (CARD_COUNT - STEMS) as u32;
const SEAL: u32 = DONE + 1;
const KEEP: u32 = SEAL + 1;
const FIRE: u32 = KEEP + DESIGNER_COUNT as u32;
const BID: u32 = FIRE + DESIGNER_COUNT as u32;
const PASS: u32 = BID + 5 * DESIGNER_COUNT as u32;
const TRADE_WITH: u32 = PASS + 1;
const GIVE_CARD: u32 = TRADE_WITH + 6;
const GIVE_GAME: u32 = GIVE_CARD + CARD_COUNT as u32;
const GIVE_MONEY: u32 = GIVE_GAME + STEM_COUNT as u32;
const ASK_CARD: u32 = GIVE_MONEY + MAX_TRADE_MONEY as u32;
const ASK_GAME: u32 = ASK_CARD + CARD_COUNT as u32;
const ASK_MONEY: u32 = ASK_GAME + STEM_COUNT as u32;
const PROPOSE: u32 = ASK_MONEY + MAX_TRADE_MONEY as u32;
const ACCEPT: u32 = PROPOSE + 1;
const DECLINE: u32 = ACCEPT + 1;
pub const ACTION_ID_COUNT: u32 = DECLINE + 1;

/// `x - lo` if `lo <= x < lo + n`, else an id no action has.
#[inline]
fn off(x: u8, lo: u8, n: u8, base: u32) -> u32 {
    if x >= lo && x - lo < n {
        base + (x - lo) as u32
    } else {
        u32::MAX
    }
}

pub fn to_id(a: Action) -> u32 {
    match a {
        Action::Designer(d) => off(d, 0, DESIGNER_COUNT, 0),
        Action::Brainstorm => BRAINSTORM,
        Action::Publish => PUBLISH,
        Action::Stack(c) => off(c, STEMS, CARD_COUNT - STEMS, STACK),
        Action::Done => DONE,
        Action::Seal => SEAL,
        Action::Keep(d) => off(d, 0, DESIGNER_COUNT, KEEP),
        Action::Fire(d) => off(d, 0, DESIGNER_COUNT, FIRE),
        Action::Bid { designer, level } => {
            if designer < DESIGNER_COUNT && level < 5 {
                BID + 5 * designer as u32 + level as u32
            } else {
                u32::MAX
            }
        }
        Action::Pass => PASS,
        Action::TradeWith(s) => off(s, 0, 6, TRADE_WITH),
        Action::GiveCard(c) => off(c, 0, CARD_COUNT, GIVE_CARD),
        Action::GiveGame(g) => off(g, 0, STEM_COUNT, GIVE_GAME),
        Action::GiveMoney(k) => off(k, 1, MAX_TRADE_MONEY, GIVE_MONEY),
        Action::AskCard(c) => off(c, 0, CARD_COUNT, ASK_CARD),
        Action::AskGame(g) => off(g, 0, STEM_COUNT, ASK_GAME),
        Action::AskMoney(k) => off(k, 1, MAX_TRADE_MONEY, ASK_MONEY),
        Action::Propose => PROPOSE,
        Action::Accept => ACCEPT,
        Action::Decline => DECLINE,
    }
}

pub fn from_id(id: u32) -> Option<Action> {
    let k = |base: u32| (id - base) as u8;
    Some(match id {
        0..BRAINSTORM => Action::Designer(id as u8),
        BRAINSTORM => Action::Brainstorm,
        PUBLISH => Action::Publish,
        STACK..DONE => Action::Stack(STEMS + k(STACK)),
        DONE => Action::Done,
        SEAL => Action::Seal,
        KEEP..FIRE => Action::Keep(k(KEEP)),
        FIRE..BID => Action::Fire(k(FIRE)),
        BID..PASS => Action::Bid {
            designer: ((id - BID) / 5) as u8,
            level: ((id - BID) % 5) as u8,
        },
        PASS => Action::Pass,
        TRADE_WITH..GIVE_CARD => Action::TradeWith(k(TRADE_WITH)),
        GIVE_CARD..GIVE_GAME => Action::GiveCard(k(GIVE_CARD)),
        GIVE_GAME..GIVE_MONEY => Action::GiveGame(k(GIVE_GAME)),
        GIVE_MONEY..ASK_CARD => Action::GiveMoney(1 + k(GIVE_MONEY)),
        ASK_CARD..ASK_GAME => Action::AskCard(k(ASK_CARD)),
        ASK_GAME..ASK_MONEY => Action::AskGame(k(ASK_GAME)),
        ASK_MONEY..PROPOSE => Action::AskMoney(1 + k(ASK_MONEY)),
        PROPOSE => Action::Propose,
        ACCEPT => Action::Accept,
        DECLINE => Action::Decline,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_round_trips() {
        for id in 0..ACTION_ID_COUNT {
            let a = from_id(id).expect("dense ids");
            assert_eq!(to_id(a), id, "{a:?}");
        }
        assert_eq!(from_id(ACTION_ID_COUNT), None);
        assert_eq!(to_id(Action::Stack(3)), u32::MAX);
    }
}
