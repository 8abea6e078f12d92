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
use crate::words::Lang;

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

/// A strength piece or system part in the reader's language.
pub fn write_piece(p: Piece, lang: Lang, out: &mut impl fmt::Write) -> fmt::Result {
    match p {
        Piece::None => write!(out, "-"),
        Piece::Start(s) => crate::tr!(out, lang, "vendors-card-strength", strength = s),
        Piece::Card(c) => content::card_name(c, lang, out),
        Piece::Agile { card, infra, .. } => crate::tr!(
            out,
            lang,
            "vendors-piece-agile",
            card = card_text(card, lang),
            infra = infra
        ),
    }
}

fn card_text(c: u8, lang: Lang) -> String {
    let mut s = String::new();
    let _ = content::card_name(c, lang, &mut s);
    s
}

/// An action's label. `from` is the Vendor a Priority access card takes
/// its card from, when known: identical cards under two Vendors are two
/// different choices.
pub fn write_label(
    a: Action,
    from: Option<u8>,
    lang: Lang,
    out: &mut impl fmt::Write,
) -> fmt::Result {
    let vendor = |v: u8| VENDOR_NAMES[v as usize % 5].to_string();
    match a {
        Action::RaceVendor(v) => crate::tr!(out, lang, "vendors-label-race", vendor = vendor(v)),
        Action::Strength(p) => {
            let mut piece = String::new();
            write_piece(p, lang, &mut piece)?;
            crate::tr!(out, lang, "vendors-label-strength", piece = piece)
        }
        Action::Software(c) => crate::tr!(
            out,
            lang,
            "vendors-label-software",
            card = card_text(c, lang),
            agile = c >= AGILE
        ),
        Action::Infrastructure { card, operations } if card >= AGILE => crate::tr!(
            out,
            lang,
            "vendors-label-infrastructure-agile",
            card = card_text(card, lang),
            operations = operations
        ),
        Action::Infrastructure { card, .. } => crate::tr!(
            out,
            lang,
            "vendors-label-infrastructure",
            card = card_text(card, lang)
        ),
        Action::Customer(c) => {
            crate::tr!(
                out,
                lang,
                "vendors-label-customer",
                card = card_text(c, lang)
            )
        }
        Action::VirtualVendor(v) => {
            crate::tr!(out, lang, "vendors-label-virtual", vendor = vendor(v))
        }
        Action::Effect { card, param } => {
            let effect = content::agile(card);
            let name = crate::tr_string!(lang, effect.message());
            match effect {
                content::Agile::KnowledgeBase | content::Agile::PriorityAccess => {
                    // Any id gets a label, even one naming no card (fuzzed
                    // through br_game_action_label).
                    if param >= content::CARD_COUNT {
                        return crate::tr!(
                            out,
                            lang,
                            "vendors-label-effect-take-nothing",
                            effect = name,
                            param = param
                        );
                    }
                    let card = card_text(param, lang);
                    match from {
                        Some(v) => crate::tr!(
                            out,
                            lang,
                            "vendors-label-effect-take-from",
                            effect = name,
                            card = card,
                            vendor = vendor(v)
                        ),
                        None => crate::tr!(
                            out,
                            lang,
                            "vendors-label-effect-take",
                            effect = name,
                            card = card
                        ),
                    }
                }
                content::Agile::BugBounty => crate::tr!(
                    out,
                    lang,
                    "vendors-label-effect-discard",
                    effect = name,
                    problem =
                        crate::tr_string!(lang, content::PROBLEMS[param as usize % 21].1.message())
                ),
                e => match e.ongoing_cost() {
                    Some(cost) => crate::tr!(
                        out,
                        lang,
                        "vendors-label-effect-pay",
                        effect = name,
                        individual = param,
                        business = cost.saturating_sub(param)
                    ),
                    None => crate::tr!(out, lang, "vendors-label-effect", effect = name),
                },
            }
        }
        Action::Pass => crate::tr!(out, lang, "vendors-label-pass"),
        Action::Regain(c) => {
            crate::tr!(out, lang, "vendors-label-regain", card = card_text(c, lang))
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
