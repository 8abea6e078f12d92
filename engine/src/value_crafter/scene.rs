//! Value Crafter as a scene: the auction on the block, the product row
//! with its premiums and the ★ spot, the value display, the values taken,
//! the markets with their spots and markers, and the decks; per director
//! money, bonus cubes, rockets and function cards (face up to their owner).

use super::ValueCrafter;
use super::actions::Action;
use super::content::*;
use super::state::*;
use super::view::product_name;
use crate::game::{Rules, SceneView, ToMove};
use crate::scene::{ActionRef, Card, Fact, Keyed, Scene, Zone, mover_key, slug};
use crate::view::{Names, Viewer, plural};

fn value_card(v: u8) -> Card {
    Card::with(
        format!("value-crafter.card.value.{}", slug(VALUE_NAMES[v as usize])),
        VALUE_NAMES[v as usize],
        vec![TYPE_NAMES[value_type(v) as usize].into()],
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

fn value_cards(set: u64) -> Vec<Card> {
    (0..VALUE_COUNT)
        .filter(|&v| set >> v & 1 == 1)
        .map(value_card)
        .collect()
}

/// A product with its values, and a line on the block or in the row
/// (`extra`, said by the arguments added after).
fn product_card(p: u8, extra: Option<String>) -> Card {
    let mut detail: Vec<String> = PRODUCTS
        .get(p as usize)
        .map(|pr| {
            pr.values
                .iter()
                .map(|&v| VALUE_NAMES[v as usize].to_string())
                .collect()
        })
        .unwrap_or_default();
    detail.extend(extra);
    Card::with(product_key(p), product_name(p), detail)
}

fn function_cards(b: Bag) -> Vec<Card> {
    KINDS
        .iter()
        .filter(|&&k| bag_count(b, k) > 0)
        .map(|&k| match bag_count(b, k) {
            1 => Card::up(function_key(k as u8), k.name()),
            n => Card::with(function_key(k as u8), k.name(), vec![format!("×{n}")]).arg("count", n),
        })
        .collect()
}

impl SceneView for ValueCrafter {
    fn scene(&self, viewer: Viewer, names: Names<'_>) -> Scene {
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
                product_card(p, None)
            } else if self.high_bidder != NONE {
                product_card(
                    p,
                    Some(format!(
                        "high bid ${} by {} + premium ${premium}",
                        self.high,
                        names.seat(self.high_bidder),
                    )),
                )
                .arg("high_bid", self.high)
                .arg("bidder", self.high_bidder)
                .arg("premium", premium)
            } else {
                product_card(p, Some(format!("no bid yet; premium ${premium}")))
                    .arg("high_bid", "none")
                    .arg("premium", premium)
            };
            sc.zone(Zone::new(
                "value-crafter.zone.block",
                "On the block",
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
                        let tag = format!(
                            "★ +{}",
                            plural(self.star_cubes, "bonus cube", "bonus cubes")
                        );
                        product_card(p, Some(tag)).arg("star_cubes", self.star_cubes)
                    } else if PREMIUM[i] > 0 {
                        product_card(p, Some(format!("premium +${}", PREMIUM[i])))
                            .arg("premium", PREMIUM[i])
                    } else {
                        product_card(p, Some("no premium".into())).arg("premium", 0)
                    }
                })
                .collect();
            sc.zone(Zone::new("value-crafter.zone.products", "Products", row));
            sc.zone(Zone::new(
                "value-crafter.zone.value-display",
                "Value display",
                value_cards(self.vdisplay),
            ));
            if self.held != 0 {
                sc.zone(Zone::new(
                    "value-crafter.zone.values-taken",
                    "Values taken for the offering",
                    value_cards(self.held),
                ));
            }
            if let Viewer::Seat(s) = viewer {
                let peek = self.peek[s as usize] as usize;
                if peek > 0 {
                    let len = self.vdeck_len as usize;
                    let top = (0..peek)
                        .map(|i| value_card(self.vdeck[len - 1 - i]))
                        .collect();
                    sc.zone(Zone::new(
                        "value-crafter.zone.value-deck-top",
                        "Top of the value deck (Trendspotter)",
                        top,
                    ));
                }
            }
        }
        let markets = (0..MARKET_COUNT)
            .map(|m| {
                let text = self.market_text(m, names);
                // "4X $9/8/7/6: Ann, free, …" → name and detail.
                let (head, rest) = text.split_once(": ").unwrap_or((&text, ""));
                let (name, revenue) = head.split_once(' ').unwrap_or((head, ""));
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
                    format!("Market {name}"),
                    vec![format!("revenue {revenue}"), rest.to_string()],
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
        sc.zone(Zone::new("value-crafter.zone.markets", "Markets", markets));
        if !over {
            let decks = [
                Card::down(
                    "value-crafter.card.back.product",
                    self.pdeck_len as usize,
                    "product",
                    "products",
                ),
                Card::down(
                    "value-crafter.card.back.value",
                    self.vdeck_len as usize,
                    "value card",
                    "value cards",
                ),
                Card::down(
                    "value-crafter.card.back.function",
                    self.fdeck_len as usize,
                    "function card",
                    "function cards",
                ),
            ];
            sc.zone(Zone::new(
                "value-crafter.zone.decks",
                "Decks",
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
                    plural(self.cubes[s], "bonus cube", "bonus cubes"),
                )
                .arg("count", self.cubes[s]),
            );
            p.fact(
                Fact::new(
                    "value-crafter.fact.rockets",
                    format!("{} left", plural(self.rockets[s], "rocket", "rockets")),
                )
                .arg("count", self.rockets[s]),
            );
            if !over && seat == self.first {
                p.fact(Fact::new("value-crafter.fact.first-player", "first player"));
            }
            if !over && seat == self.master {
                p.fact(Fact::new(
                    "value-crafter.fact.master-auctioneer",
                    "Master Auctioneer",
                ));
            }
            if over {
                let bonuses = self.bonuses(seat);
                p.fact(
                    Fact::new("value-crafter.fact.bonuses", format!("${bonuses} bonuses"))
                        .arg("amount", bonuses),
                );
                continue;
            }
            let zone = |key: &str, title: &str, cards: Vec<Card>| {
                Zone::new(format!("value-crafter.zone.{key}"), title, cards).arg("seat", seat)
            };
            if viewer.knows(seat) {
                p.zone(zone(
                    "functions",
                    "Function cards",
                    function_cards(self.hands[s]),
                ));
                if self.phase == Phase::Draft {
                    p.zone(zone("pack", "Pack in front", function_cards(self.packs[s])));
                }
            } else {
                p.zone(zone(
                    "functions",
                    "Function cards",
                    Card::down(
                        "value-crafter.card.back.function",
                        bag_len(self.hands[s]) as usize,
                        "function card",
                        "function cards",
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
