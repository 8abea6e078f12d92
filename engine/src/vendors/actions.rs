//! Vendors actions, their dense ids and labels.
//!
//! A step-2 play is a compound decision taken as small hidden actions: a
//! race is `RaceVendor` then two `Strength` pieces (in increasing key order,
//! so each set of cards has one spelling); a system implementation is
//! `Software`, `Infrastructure`, `Customer`; with 2 players a
//! `VirtualVendor` follows.

use core::fmt;

use serde::{Deserialize, Serialize};

use super::content::{self, AGILE, CARD_COUNT, CUSTOMERS, INFRA, VENDOR_NAMES};

/// One card used as strength or as a system part.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Piece {
    /// Placeholder in an unused slot.
    #[default]
    None,
    /// A starting Strength card: 0 (Bluff), 1 or 2.
    Start(u8),
    /// A Software or Infrastructure card (or, in a system, a Customer card).
    Card(u8),
    /// An Agile Vendor card used as strength 6, declared Software or
    /// Infrastructure; as Infrastructure in a system it also names the side.
    Agile {
        card: u8,
        infra: bool,
        operations: bool,
    },
}

impl Piece {
    /// Orders the two strength pieces of a race so each pair has one
    /// spelling: identical copies share a key, and the second piece's key
    /// is never below the first's.
    pub const fn key(self) -> u16 {
        match self {
            Piece::None => 0,
            Piece::Start(s) => s as u16,
            Piece::Card(c) => 3 + 2 * super::rules::rep(c) as u16,
            Piece::Agile { card, infra, .. } => {
                3 + 2 * super::rules::rep(card) as u16 + infra as u16
            }
        }
    }

    pub const fn card(self) -> Option<u8> {
        match self {
            Piece::Card(c) | Piece::Agile { card: c, .. } => Some(c),
            _ => None,
        }
    }
}

// Aligned to four bytes (its size, padding included): the hot paths then
// copy an action with one 32-bit move rather than byte by byte.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(align(4))]
pub enum Action {
    /// Step 2, race: the starting Vendor card (0 = A … 4 = E).
    RaceVendor(u8),
    /// Step 2, race: a strength piece.
    Strength(Piece),
    /// Step 2, system: a Software card, or an Agile card as Software 6.
    Software(u8),
    /// Step 2, system: an Infrastructure card, or an Agile card as
    /// Infrastructure 6 on the chosen side.
    Infrastructure { card: u8, operations: bool },
    /// Step 2, system: the Customer card that sets the colour.
    Customer(u8),
    /// 2 players: the extra face-down Vendor card (A–D) for a virtual player.
    VirtualVendor(u8),
    /// Play an Agile Vendor card for its special effect. `param` is the
    /// number of Individual cubes paid (ongoing cards), the card taken
    /// (Knowledge base, Priority access) or the problem discarded (Bug bounty).
    Effect { card: u8, param: u8 },
    /// End your Agile Vendor window.
    Pass,
    /// Vendor A won: the card regained from your discard pile.
    Regain(u8),
}

const STRENGTH: u32 = 5;
const STRENGTH_CARD: u32 = STRENGTH + 3;
const STRENGTH_AGILE: u32 = STRENGTH_CARD + 60;
const SOFTWARE: u32 = STRENGTH_AGILE + 48;
const SOFTWARE_AGILE: u32 = SOFTWARE + 30;
const INFRA_ID: u32 = SOFTWARE_AGILE + 24;
const INFRA_AGILE: u32 = INFRA_ID + 30;
const CUSTOMER: u32 = INFRA_AGILE + 48;
const VIRTUAL: u32 = CUSTOMER + 30;
const PASS: u32 = VIRTUAL + 4;
const REGAIN: u32 = PASS + 1;
const EFFECT: u32 = REGAIN + CARD_COUNT as u32;
pub const ACTION_ID_COUNT: u32 = EFFECT + 24 * 128;

pub fn to_id(a: Action) -> u32 {
    match a {
        Action::RaceVendor(v) => v as u32,
        Action::Strength(Piece::Start(s)) => STRENGTH + s as u32,
        Action::Strength(Piece::Card(c)) => STRENGTH_CARD + c as u32,
        Action::Strength(Piece::Agile { card, infra, .. }) => {
            STRENGTH_AGILE + 2 * (card - AGILE) as u32 + infra as u32
        }
        // Never produced by legal_actions; maps to an id that decodes to
        // something else, so it is rejected like any illegal id.
        Action::Strength(Piece::None) => u32::MAX,
        Action::Software(c) if c >= AGILE => SOFTWARE_AGILE + (c - AGILE) as u32,
        Action::Software(c) => SOFTWARE + c as u32,
        Action::Infrastructure { card, operations } if card >= AGILE => {
            INFRA_AGILE + 2 * (card - AGILE) as u32 + operations as u32
        }
        Action::Infrastructure { card, .. } => INFRA_ID + (card - INFRA) as u32,
        Action::Customer(c) => CUSTOMER + (c - CUSTOMERS) as u32,
        Action::VirtualVendor(v) => VIRTUAL + v as u32,
        Action::Pass => PASS,
        Action::Regain(c) => REGAIN + c as u32,
        Action::Effect { card, param } => EFFECT + 128 * (card - AGILE) as u32 + param as u32,
    }
}

pub fn from_id(id: u32) -> Option<Action> {
    Some(match id {
        0..STRENGTH => Action::RaceVendor(id as u8),
        STRENGTH..STRENGTH_CARD => Action::Strength(Piece::Start((id - STRENGTH) as u8)),
        STRENGTH_CARD..STRENGTH_AGILE => Action::Strength(Piece::Card((id - STRENGTH_CARD) as u8)),
        STRENGTH_AGILE..SOFTWARE => {
            let k = id - STRENGTH_AGILE;
            Action::Strength(Piece::Agile {
                card: AGILE + (k / 2) as u8,
                infra: k % 2 == 1,
                operations: false,
            })
        }
        SOFTWARE..SOFTWARE_AGILE => Action::Software((id - SOFTWARE) as u8),
        SOFTWARE_AGILE..INFRA_ID => Action::Software(AGILE + (id - SOFTWARE_AGILE) as u8),
        INFRA_ID..INFRA_AGILE => {
            let card = INFRA + (id - INFRA_ID) as u8;
            Action::Infrastructure {
                card,
                operations: card >= content::INFRA_OPS,
            }
        }
        INFRA_AGILE..CUSTOMER => {
            let k = id - INFRA_AGILE;
            Action::Infrastructure {
                card: AGILE + (k / 2) as u8,
                operations: k % 2 == 1,
            }
        }
        CUSTOMER..VIRTUAL => Action::Customer(CUSTOMERS + (id - CUSTOMER) as u8),
        VIRTUAL..PASS => Action::VirtualVendor((id - VIRTUAL) as u8),
        PASS => Action::Pass,
        REGAIN..EFFECT => Action::Regain((id - REGAIN) as u8),
        EFFECT..ACTION_ID_COUNT => {
            let k = id - EFFECT;
            Action::Effect {
                card: AGILE + (k / 128) as u8,
                param: (k % 128) as u8,
            }
        }
        _ => return None,
    })
}

pub fn write_piece(p: Piece, out: &mut impl fmt::Write) -> fmt::Result {
    match p {
        Piece::None => write!(out, "-"),
        Piece::Start(0) => write!(out, "Strength 0 (Bluff)"),
        Piece::Start(s) => write!(out, "Strength {s}"),
        Piece::Card(c) => content::card_name(c, out),
        Piece::Agile { card, infra, .. } => {
            content::card_name(card, out)?;
            write!(
                out,
                " as {} 6",
                if infra { "Infrastructure" } else { "Software" }
            )
        }
    }
}

pub fn write_label(a: Action, out: &mut impl fmt::Write) -> fmt::Result {
    match a {
        Action::RaceVendor(v) => write!(out, "race for Vendor {}", VENDOR_NAMES[v as usize % 5]),
        Action::Strength(p) => {
            write!(out, "add strength: ")?;
            write_piece(p, out)
        }
        Action::Software(c) => {
            write!(out, "implement: ")?;
            content::card_name(c, out)?;
            if c >= AGILE {
                write!(out, " as Software 6")?;
            }
            Ok(())
        }
        Action::Infrastructure { card, operations } => {
            write!(out, "infrastructure: ")?;
            content::card_name(card, out)?;
            if card >= AGILE {
                write!(
                    out,
                    " as Infrastructure 6 ({})",
                    if operations {
                        "Operations"
                    } else {
                        "Relations"
                    }
                )?;
            }
            Ok(())
        }
        Action::Customer(c) => {
            write!(out, "customer: ")?;
            content::card_name(c, out)
        }
        Action::VirtualVendor(v) => {
            write!(
                out,
                "virtual player races for Vendor {}",
                VENDOR_NAMES[v as usize % 5]
            )
        }
        Action::Effect { card, param } => {
            let effect = content::agile(card);
            write!(out, "play {}", effect.name())?;
            match effect {
                content::Agile::KnowledgeBase | content::Agile::PriorityAccess => {
                    write!(out, ": take ")?;
                    // Any id gets a label, even one naming no card (fuzzed
                    // through br_game_action_label).
                    if param < content::CARD_COUNT {
                        content::card_name(param, out)
                    } else {
                        write!(out, "card #{param} (no such card)")
                    }
                }
                content::Agile::BugBounty => write!(
                    out,
                    ": discard {}",
                    content::PROBLEMS[param as usize % 21].1.name()
                ),
                e => match e.ongoing_cost() {
                    Some(cost) => write!(
                        out,
                        " paying {} Individual + {} Business",
                        param,
                        cost.saturating_sub(param)
                    ),
                    None => Ok(()),
                },
            }
        }
        Action::Pass => write!(out, "pass"),
        Action::Regain(c) => {
            write!(out, "regain ")?;
            content::card_name(c, out)
        }
    }
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
    }
}
