//! Value Crafter actions and their dense ids (the labels people read are
//! the view's).
//!
//! Function cards are named by kind (identical copies are one choice).
//! Value choices are masks over the product's value slots (bit `i` is the
//! product's `i`-th value), so each set of values has one spelling. A
//! launch is one action: the market, how many Wild Cards, and which
//! modifier cards (Product Makeover, Advertising Agency, Razor and Blade,
//! Distributor) go with it.

use super::content::{self, KIND_COUNT, Kind};

pub const MOD_MAKEOVER: u8 = 1;
pub const MOD_AGENCY: u8 = 2;
pub const MOD_RAZOR: u8 = 4;
pub const MOD_DISTRIBUTOR: u8 = 8;
/// Each modifier bit of a launch and the card it plays, in play order.
pub const MODS: [(u8, Kind); 4] = [
    (MOD_MAKEOVER, Kind::ProductMakeover),
    (MOD_AGENCY, Kind::AdvertisingAgency),
    (MOD_RAZOR, Kind::RazorAndBlade),
    (MOD_DISTRIBUTOR, Kind::Distributor),
];
pub const MAX_BID: u8 = 127;
pub const MAX_PAY: u8 = 20;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Keep one card of this kind from the pack in front of you.
    Draft(u8),
    /// Pass: end your window, or pass in the bidding.
    Pass,
    NewOrder,
    MasterAuctioneer,
    /// Return 2 bonus cubes for 1 function card (`1`) or 3 for 2 (`2`).
    Buy(u8),
    /// Play a market event (`MARKET_EVENTS[event]`) on `market`.
    Event {
        event: u8,
        market: u8,
    },
    /// Put the product in this display slot (0 leftmost) up for auction.
    Auction(u8),
    /// Bid this many dollars (in the Take Two! window: play Take Two! and bid).
    Bid(u8),
    Trendspotter,
    Award,
    Keep,
    Discard,
    PennyPincher,
    /// Pay the price using this many bonus cubes, the rest in money.
    Pay(u8),
    /// Take the product's values in these slots (display, or Trendspotter's
    /// look at the value deck).
    Take(u8),
    /// Play Zero Waste: add the product's values in these slots from the
    /// value discard pile.
    ZeroWaste(u8),
    /// Launch into `market` using `wilds` Wild Cards and the `MOD_*` cards.
    Launch {
        market: u8,
        wilds: u8,
        mods: u8,
    },
    /// No offering can be launched: discard the product and its values.
    NoLaunch,
}

/// Masks over a product's value slots.
const SLOT_MASKS: u32 = 1 << content::MAX_PRODUCT_VALUES;
const PASS: u32 = KIND_COUNT as u32;
const NEW_ORDER: u32 = PASS + 1;
const MASTER: u32 = NEW_ORDER + 1;
const BUY: u32 = MASTER + 1;
const EVENT: u32 = BUY + 2;
const AUCTION: u32 = EVENT + 50;
const BID: u32 = AUCTION + 7;
const TREND: u32 = BID + MAX_BID as u32;
const AWARD: u32 = TREND + 1;
const KEEP: u32 = AWARD + 1;
const DISCARD: u32 = KEEP + 1;
const PENNY: u32 = DISCARD + 1;
const PAY: u32 = PENNY + 1;
const TAKE: u32 = PAY + MAX_PAY as u32 + 1;
const ZERO: u32 = TAKE + SLOT_MASKS;
const LAUNCH: u32 = ZERO + SLOT_MASKS;
const NO_LAUNCH: u32 = LAUNCH + 10 * 5 * 16;
pub const ACTION_ID_COUNT: u32 = NO_LAUNCH + 1;

pub fn to_id(a: Action) -> u32 {
    // Out-of-range fields (never produced by legal_actions) map to ids
    // that decode to something else, so they are refused like any other.
    let clamp = |x: u32, n: u32| if x < n { x } else { u32::MAX / 2 };
    match a {
        Action::Draft(k) => clamp(k as u32, KIND_COUNT as u32),
        Action::Pass => PASS,
        Action::NewOrder => NEW_ORDER,
        Action::MasterAuctioneer => MASTER,
        Action::Buy(n) => BUY + clamp(n.wrapping_sub(1) as u32, 2),
        Action::Event { event, market } if event < 5 && market < 10 => {
            EVENT + event as u32 * 10 + market as u32
        }
        Action::Event { .. } => u32::MAX / 2,
        Action::Auction(s) => AUCTION + clamp(s as u32, 7),
        Action::Bid(b) => BID + clamp(b.wrapping_sub(1) as u32, MAX_BID as u32),
        Action::Trendspotter => TREND,
        Action::Award => AWARD,
        Action::Keep => KEEP,
        Action::Discard => DISCARD,
        Action::PennyPincher => PENNY,
        Action::Pay(c) => PAY + clamp(c as u32, MAX_PAY as u32 + 1),
        Action::Take(m) => TAKE + m as u32,
        Action::ZeroWaste(m) => ZERO + m as u32,
        Action::Launch {
            market,
            wilds,
            mods,
        } => {
            if market >= 10 || wilds > 4 || mods >= 16 {
                u32::MAX / 2
            } else {
                LAUNCH + (market as u32 * 5 + wilds as u32) * 16 + mods as u32
            }
        }
        Action::NoLaunch => NO_LAUNCH,
    }
}

pub fn from_id(id: u32) -> Option<Action> {
    Some(match id {
        0..PASS => Action::Draft(id as u8),
        PASS => Action::Pass,
        NEW_ORDER => Action::NewOrder,
        MASTER => Action::MasterAuctioneer,
        BUY..EVENT => Action::Buy((id - BUY) as u8 + 1),
        EVENT..AUCTION => Action::Event {
            event: ((id - EVENT) / 10) as u8,
            market: ((id - EVENT) % 10) as u8,
        },
        AUCTION..BID => Action::Auction((id - AUCTION) as u8),
        BID..TREND => Action::Bid((id - BID) as u8 + 1),
        TREND => Action::Trendspotter,
        AWARD => Action::Award,
        KEEP => Action::Keep,
        DISCARD => Action::Discard,
        PENNY => Action::PennyPincher,
        PAY..TAKE => Action::Pay((id - PAY) as u8),
        TAKE..ZERO => Action::Take((id - TAKE) as u8),
        ZERO..LAUNCH => Action::ZeroWaste((id - ZERO) as u8),
        LAUNCH..NO_LAUNCH => {
            let k = id - LAUNCH;
            Action::Launch {
                market: (k / 80) as u8,
                wilds: (k / 16 % 5) as u8,
                mods: (k % 16) as u8,
            }
        }
        NO_LAUNCH => Action::NoLaunch,
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
        assert_eq!(from_id(to_id(Action::Bid(0))), None);
    }
}
