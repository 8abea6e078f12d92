//! Crafters actions, their dense ids and labels.
//!
//! The "in any order" part of a turn is a sequence of small actions ending
//! with `EndTurn`. A sealed bid is two hidden actions: the tens, then the
//! units.

use serde::{Deserialize, Serialize};

use super::content::SITES;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Step 2: put a free worker on the site of this rolled resource.
    Place(u8),
    /// Step 2 with no free worker: give the resource up.
    Decline,
    /// Hire the next worker (once per turn).
    Hire,
    /// Take a worker off a site for the price of what it carries.
    Sell(u8),
    /// Sell from a site with the bonus icon, taking this resource too.
    SellBonus {
        site: u8,
        resource: u8,
    },
    /// Take a worker off a level-5 site for its personal token instead of
    /// the price.
    TakeToken(u8),
    /// Buy one resource at double price (once per turn).
    BuyResource(u8),
    /// Make the good of this building from workers on its input sites.
    Make(u8),
    /// 1 gold: the top blueprint (once per turn, with `DrawThree`).
    BuyBlueprint,
    /// 2 gold: draw three blueprints and keep one.
    DrawThree,
    /// Keep this blueprint of the three drawn.
    Keep(u8),
    /// Build from a blueprint in hand, paying gold.
    Build(u8),
    /// Build from a blueprint in hand with Building Materials.
    BuildMaterials(u8),
    /// Pay a building's gold cost to the bank guessing that `seat` holds
    /// its blueprint.
    Invest {
        building: u8,
        seat: u8,
    },
    /// Hand goods to the Wealthy Citizens or King Demands at a track
    /// position (`resource` is the Wealthy Citizens' resource of choice).
    Deliver {
        pos: u8,
        resource: u8,
    },
    /// Pay 30 gold to the bank for the Benefactor title.
    Donate,
    EndTurn,
    /// Over the hand limit at the end of the turn: discard a blueprint.
    Discard(u8),
    /// Sealed bid, first step: tens of gold.
    BidTens(u8),
    /// Sealed bid, second step: units of gold.
    BidUnits(u8),
    /// Hand over a worker from this site to the event won.
    Surrender(u8),
}

const S: u32 = SITES as u32;
const PLACE: u32 = 0;
const DECLINE: u32 = PLACE + 4;
const HIRE: u32 = DECLINE + 1;
const SELL: u32 = HIRE + 1;
const SELL_BONUS: u32 = SELL + S;
const TAKE_TOKEN: u32 = SELL_BONUS + S * 4;
const BUY_RESOURCE: u32 = TAKE_TOKEN + S;
const MAKE: u32 = BUY_RESOURCE + 4;
const BUY_BLUEPRINT: u32 = MAKE + S;
const DRAW_THREE: u32 = BUY_BLUEPRINT + 1;
const KEEP: u32 = DRAW_THREE + 1;
const BUILD: u32 = KEEP + S;
const BUILD_MATERIALS: u32 = BUILD + S;
const INVEST: u32 = BUILD_MATERIALS + S;
const DELIVER: u32 = INVEST + S * 4;
const DONATE: u32 = DELIVER + 3 * 4;
const END_TURN: u32 = DONATE + 1;
const DISCARD: u32 = END_TURN + 1;
const BID_TENS: u32 = DISCARD + S;
const BID_UNITS: u32 = BID_TENS + 100;
const SURRENDER: u32 = BID_UNITS + 10;
pub const ACTION_ID_COUNT: u32 = SURRENDER + S;

pub fn to_id(a: Action) -> u32 {
    // Out-of-range fields (never produced by legal_actions) map to ids of
    // other actions or past the end, so they are refused like any illegal id.
    let w = |x: u8, n: u32| (x as u32).min(n);
    match a {
        Action::Place(r) => PLACE + w(r, 4),
        Action::Decline => DECLINE,
        Action::Hire => HIRE,
        Action::Sell(s) => SELL + w(s, S),
        Action::SellBonus { site, resource } => SELL_BONUS + w(site, S) * 4 + w(resource, 4),
        Action::TakeToken(s) => TAKE_TOKEN + w(s, S),
        Action::BuyResource(r) => BUY_RESOURCE + w(r, 4),
        Action::Make(s) => MAKE + w(s, S),
        Action::BuyBlueprint => BUY_BLUEPRINT,
        Action::DrawThree => DRAW_THREE,
        Action::Keep(b) => KEEP + w(b, S),
        Action::Build(b) => BUILD + w(b, S),
        Action::BuildMaterials(b) => BUILD_MATERIALS + w(b, S),
        Action::Invest { building, seat } => INVEST + w(building, S) * 4 + w(seat, 4),
        Action::Deliver { pos, resource } => DELIVER + w(pos, 3) * 4 + w(resource, 4),
        Action::Donate => DONATE,
        Action::EndTurn => END_TURN,
        Action::Discard(b) => DISCARD + w(b, S),
        Action::BidTens(t) => BID_TENS + w(t, 100),
        Action::BidUnits(u) => BID_UNITS + w(u, 10),
        Action::Surrender(s) => SURRENDER + w(s, S),
    }
}

pub fn from_id(id: u32) -> Option<Action> {
    let b = |x: u32| x as u8;
    Some(match id {
        PLACE..DECLINE => Action::Place(b(id - PLACE)),
        DECLINE => Action::Decline,
        HIRE => Action::Hire,
        SELL..SELL_BONUS => Action::Sell(b(id - SELL)),
        SELL_BONUS..TAKE_TOKEN => Action::SellBonus {
            site: b((id - SELL_BONUS) / 4),
            resource: b((id - SELL_BONUS) % 4),
        },
        TAKE_TOKEN..BUY_RESOURCE => Action::TakeToken(b(id - TAKE_TOKEN)),
        BUY_RESOURCE..MAKE => Action::BuyResource(b(id - BUY_RESOURCE)),
        MAKE..BUY_BLUEPRINT => Action::Make(b(id - MAKE)),
        BUY_BLUEPRINT => Action::BuyBlueprint,
        DRAW_THREE => Action::DrawThree,
        KEEP..BUILD => Action::Keep(b(id - KEEP)),
        BUILD..BUILD_MATERIALS => Action::Build(b(id - BUILD)),
        BUILD_MATERIALS..INVEST => Action::BuildMaterials(b(id - BUILD_MATERIALS)),
        INVEST..DELIVER => Action::Invest {
            building: b((id - INVEST) / 4),
            seat: b((id - INVEST) % 4),
        },
        DELIVER..DONATE => Action::Deliver {
            pos: b((id - DELIVER) / 4),
            resource: b((id - DELIVER) % 4),
        },
        DONATE => Action::Donate,
        END_TURN => Action::EndTurn,
        DISCARD..BID_TENS => Action::Discard(b(id - DISCARD)),
        BID_TENS..BID_UNITS => Action::BidTens(b(id - BID_TENS)),
        BID_UNITS..SURRENDER => Action::BidUnits(b(id - BID_UNITS)),
        SURRENDER..ACTION_ID_COUNT => Action::Surrender(b(id - SURRENDER)),
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
    }
}
