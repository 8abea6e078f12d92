//! Value Crafter as a scene: the auction on the block, the product row
//! with its premiums and the ★ spot, the value display, the values taken,
//! the markets with their spots and markers, and the decks; per director
//! money, bonus cubes, rockets and function cards (face up to their owner).

use super::ValueCrafter;
use super::actions::Action;
use super::content::*;
use super::state::*;
use super::view::{card_name, market_name, product_name, product_title, type_name, value_name};
use crate::game::{Rules, SceneView, ToMove};
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, slug};
use crate::tr_string;
use crate::view::{Lang, Names, Viewer};

fn value_card(v: u8, lang: Lang) -> Card {
    Card::with(
        format!("value-crafter.card.value.{}", slug(VALUE_NAMES[v as usize])),
        value_name(v, lang),
        vec![type_name(v, lang)],
    )
    .arg("type", slug(TYPE_NAMES[value_type(v) as usize]))
}

fn product_key(p: u8) -> String {
    format!("value-crafter.card.product.{}", slug(product_name(p)))
}

fn function_key(k: u8) -> String {
    format!(
        "value-crafter.card.function.{}",
        slug(Kind::from_u8(k).name())
    )
}

fn market_key(m: usize) -> String {
    format!(
        "value-crafter.card.market.{}",
        slug(MARKET_NAMES.get(m).copied().unwrap_or("unknown"))
    )
}

fn value_cards(set: u64, lang: Lang) -> Vec<Card> {
    (0..VALUE_COUNT)
        .filter(|&v| set >> v & 1 == 1)
        .map(|v| value_card(v, lang))
        .collect()
}

/// A product with its values, and a line on the block or in the row
/// (`extra`, said by the arguments added after).
fn product_card(p: u8, extra: Option<String>, lang: Lang) -> Card {
    let mut detail: Vec<String> = PRODUCTS
        .get(p as usize)
        .map(|pr| pr.values.iter().map(|&v| value_name(v, lang)).collect())
        .unwrap_or_default();
    detail.extend(extra);
    Card::with(product_key(p), product_title(p, lang), detail)
}

fn function_cards(b: Bag, lang: Lang) -> Vec<Card> {
    KINDS
        .iter()
        .filter(|&&k| bag_count(b, k) > 0)
        .map(|&k| {
            let name = card_name(k as u8, lang);
            match bag_count(b, k) {
                1 => Card::up(function_key(k as u8), name),
                n => Card::with(function_key(k as u8), name, vec![format!("×{n}")]).arg("count", n),
            }
        })
        .collect()
}

/// A face-down stack of `n` cards named by the catalog's `key` ("3
/// products", argument `count`), or `None` when empty.
fn back(scene_key: &str, n: usize, key: &str, lang: Lang) -> Option<Card> {
    Card::down(
        scene_key,
        n,
        crate::words::text(lang, key, &[("cards", n.into())]),
    )
}

impl SceneView for ValueCrafter {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
        let lang = names.lang();
        let over = self.phase == Phase::Over;
        let mut sc = Scene::new(self, viewer, names, &self.phase_text(names));
        if matches!(
            self.phase,
            Phase::Bid | Phase::TakeTwo | Phase::Resolve | Phase::Pay | Phase::Take | Phase::Launch
        ) {
            let p = if self.product != NONE {
                self.product
            } else {
                self.row.get(self.slot as usize).copied().unwrap_or(NONE)
            };
            let bidding = matches!(self.phase, Phase::Bid | Phase::TakeTwo | Phase::Resolve);
            let premium = self.premium_now();
            let card = if !bidding {
                product_card(p, None, lang)
            } else if self.high_bidder != NONE {
                let line = tr_string!(
                    lang,
                    "value-crafter-scene-high-bid",
                    amount = self.high,
                    seat = names.seat(self.high_bidder),
                    premium = premium
                );
                product_card(p, Some(line), lang)
                    .arg("high_bid", self.high)
                    .arg("bidder", self.high_bidder)
                    .arg("premium", premium)
            } else {
                let line = tr_string!(lang, "value-crafter-scene-no-bid", premium = premium);
                product_card(p, Some(line), lang)
                    .arg("high_bid", "none")
                    .arg("premium", premium)
            };
            sc.zone(Zone::new(
                "value-crafter.zone.block",
                tr_string!(lang, "value-crafter-scene-block"),
                vec![card],
            ));
        }
        if !over && self.phase != Phase::Draft {
            let row = self
                .row
                .iter()
                .enumerate()
                .filter(|&(_, &p)| p != NONE)
                .map(|(i, &p)| {
                    if i == STAR {
                        let tag =
                            tr_string!(lang, "value-crafter-scene-star", cubes = self.star_cubes);
                        product_card(p, Some(tag), lang).arg("star_cubes", self.star_cubes)
                    } else if PREMIUM[i] > 0 {
                        let tag =
                            tr_string!(lang, "value-crafter-scene-premium", premium = PREMIUM[i]);
                        product_card(p, Some(tag), lang).arg("premium", PREMIUM[i])
                    } else {
                        let tag = tr_string!(lang, "value-crafter-scene-no-premium");
                        product_card(p, Some(tag), lang).arg("premium", 0)
                    }
                })
                .collect();
            sc.zone(Zone::new(
                "value-crafter.zone.products",
                tr_string!(lang, "value-crafter-scene-products"),
                row,
            ));
            sc.zone(Zone::new(
                "value-crafter.zone.value-display",
                tr_string!(lang, "value-crafter-scene-value-display"),
                value_cards(self.vdisplay, lang),
            ));
            if self.held != 0 {
                sc.zone(Zone::new(
                    "value-crafter.zone.values-taken",
                    tr_string!(lang, "value-crafter-scene-values-taken"),
                    value_cards(self.held, lang),
                ));
            }
            if let Viewer::Seat(s) = viewer {
                let peek = self.peek[s as usize] as usize;
                if peek > 0 {
                    let len = self.vdeck_len as usize;
                    let top = (0..peek)
                        .map(|i| value_card(self.vdeck[len - 1 - i], lang))
                        .collect();
                    sc.zone(Zone::new(
                        "value-crafter.zone.value-deck-top",
                        tr_string!(lang, "value-crafter-scene-deck-top"),
                        top,
                    ));
                }
            }
        }
        let markets = (0..MARKET_COUNT)
            .map(|m| {
                let spots: Vec<String> = self
                    .market_spots(m)
                    .iter()
                    .map(|&o| match o {
                        NONE => "free".to_string(),
                        o if o & BLOCKER != 0 => format!("{}-blocker", o & !BLOCKER),
                        o => o.to_string(),
                    })
                    .collect();
                let card = Card::with(
                    market_key(m),
                    tr_string!(
                        lang,
                        "value-crafter-scene-market",
                        market = market_name(m as u8, lang)
                    ),
                    vec![
                        tr_string!(
                            lang,
                            "value-crafter-scene-revenue",
                            revenue = format!("${}", Self::market_revenue(m))
                        ),
                        self.market_holders(m, names),
                    ],
                )
                .arg("spots", spots.join(","));
                if self.marker[m] != NONE {
                    card.arg("marker", slug(Kind::from_u8(self.marker[m]).name()))
                        .arg("marker_owner", self.marker_owner[m])
                } else {
                    card
                }
            })
            .collect();
        sc.zone(Zone::new(
            "value-crafter.zone.markets",
            tr_string!(lang, "value-crafter-scene-markets"),
            markets,
        ));
        if !over {
            let decks = [
                back(
                    "value-crafter.card.back.product",
                    self.pdeck_len as usize,
                    "value-crafter-scene-product-deck",
                    lang,
                ),
                back(
                    "value-crafter.card.back.value",
                    self.vdeck_len as usize,
                    "value-crafter-scene-value-deck",
                    lang,
                ),
                back(
                    "value-crafter.card.back.function",
                    self.fdeck_len as usize,
                    "value-crafter-scene-function-deck",
                    lang,
                ),
            ];
            sc.zone(Zone::new(
                "value-crafter.zone.decks",
                tr_string!(lang, "value-crafter-scene-decks"),
                decks.into_iter().flatten().collect(),
            ));
        }
        for s in 0..PLAYERS {
            let seat = s as u8;
            let p = &mut sc.seats[s];
            p.fact(
                Fact::new("value-crafter.fact.money", format!("${}", self.money[s]))
                    .arg("amount", self.money[s]),
            );
            p.fact(
                Fact::new(
                    "value-crafter.fact.bonus-cubes",
                    tr_string!(
                        lang,
                        "value-crafter-scene-bonus-cubes",
                        cubes = self.cubes[s]
                    ),
                )
                .arg("count", self.cubes[s]),
            );
            p.fact(
                Fact::new(
                    "value-crafter.fact.rockets",
                    tr_string!(
                        lang,
                        "value-crafter-scene-rockets",
                        rockets = self.rockets[s]
                    ),
                )
                .arg("count", self.rockets[s]),
            );
            if !over && seat == self.first {
                p.fact(Fact::new(
                    "value-crafter.fact.first-player",
                    tr_string!(lang, "value-crafter-scene-first-player"),
                ));
            }
            if !over && seat == self.master {
                p.fact(Fact::new(
                    "value-crafter.fact.master-auctioneer",
                    card_name(Kind::MasterAuctioneer as u8, lang),
                ));
            }
            if over {
                let bonuses = self.bonuses(seat);
                p.fact(
                    Fact::new(
                        "value-crafter.fact.bonuses",
                        tr_string!(lang, "value-crafter-scene-bonuses", amount = bonuses),
                    )
                    .arg("amount", bonuses),
                );
                continue;
            }
            let zone = |key: &str, title: String, cards: Vec<Card>| {
                Zone::new(format!("value-crafter.zone.{key}"), title, cards).arg("seat", seat)
            };
            let hand_title = tr_string!(lang, "value-crafter-scene-hand");
            if viewer.knows(seat) {
                p.zone(zone(
                    "functions",
                    hand_title,
                    function_cards(self.hands[s], lang),
                ));
                if self.phase == Phase::Draft {
                    p.zone(zone(
                        "pack",
                        tr_string!(lang, "value-crafter-scene-pack"),
                        function_cards(self.packs[s], lang),
                    ));
                }
            } else {
                p.zone(zone(
                    "functions",
                    hand_title,
                    back(
                        "value-crafter.card.back.function",
                        bag_len(self.hands[s]) as usize,
                        "value-crafter-scene-function-deck",
                        lang,
                    )
                    .into_iter()
                    .collect(),
                ));
            }
        }
        sc
    }

    fn action_ref(&self, action: Action) -> ActionRef {
        let play = |key: &str, k: Kind| {
            ActionRef::new(format!("value-crafter.action.{key}")).to(function_key(k as u8))
        };
        let block = |key: &str| {
            ActionRef::new(format!("value-crafter.action.{key}")).to("value-crafter.zone.block")
        };
        match action {
            Action::Draft(k) => ActionRef::new("value-crafter.action.draft")
                .arg("card", slug(Kind::from_u8(k).name()))
                .to(function_key(k))
                .to("value-crafter.zone.pack"),
            Action::Pass => ActionRef::new("value-crafter.action.pass").to(mover_key(self)),
            Action::NewOrder => play("new-order", Kind::TheNewOrder),
            Action::MasterAuctioneer => play("master-auctioneer", Kind::MasterAuctioneer),
            Action::Trendspotter => play("trendspotter", Kind::Trendspotter),
            Action::PennyPincher => play("penny-pincher", Kind::PennyPincher),
            Action::Buy(n) => ActionRef::new("value-crafter.action.buy")
                .arg("cards", n)
                .to(mover_key(self)),
            Action::Event { event, market } => {
                let k = MARKET_EVENTS[event as usize % MARKET_EVENTS.len()];
                play("event", k)
                    .arg("event", slug(k.name()))
                    .arg("market", slug(MARKET_NAMES[market as usize % MARKET_COUNT]))
                    .to(market_key(market as usize))
            }
            Action::Auction(slot) => {
                let p = self.row.get(slot as usize).copied().unwrap_or(NONE);
                ActionRef::new("value-crafter.action.auction")
                    .arg("slot", slot)
                    .arg("product", slug(product_name(p)))
                    .to(product_key(p))
            }
            Action::Bid(b) => block("bid").arg("amount", b),
            Action::Award => block("award"),
            Action::Keep => block("keep"),
            Action::Discard => block("discard"),
            Action::NoLaunch => block("no-launch"),
            Action::Pay(c) => block("pay").arg("cubes", c),
            Action::Take(slots) => ActionRef::new("value-crafter.action.take")
                .arg("slots", slots)
                .to(
                    if matches!(self.to_move(), ToMove::Player(p) if self.peek[p as usize] > 0) {
                        "value-crafter.zone.value-deck-top"
                    } else {
                        "value-crafter.zone.value-display"
                    },
                ),
            Action::ZeroWaste(slots) => play("zero-waste", Kind::ZeroWaste).arg("slots", slots),
            Action::Launch {
                market,
                wilds,
                mods,
            } => block("launch")
                .arg("market", slug(MARKET_NAMES[market as usize % MARKET_COUNT]))
                .arg("wilds", wilds)
                .arg("mods", mods)
                .to(market_key(market as usize)),
        }
    }
}
