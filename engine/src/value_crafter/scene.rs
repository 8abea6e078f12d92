//! Value Crafter as a scene: the auction on the block, the product row
//! with its premiums and the ★ spot, the value display, the values taken,
//! the markets with their spots and markers, and the decks; per director
//! money, bonus cubes, rockets and function cards (face up to their owner).

use super::ValueCrafter;
use super::content::*;
use super::state::*;
use super::view::product_name;
use crate::game::SceneView;
use crate::scene::{Card, Scene};
use crate::view::{Names, Viewer, plural};

fn value_card(v: u8) -> Card {
    Card::with(
        VALUE_NAMES[v as usize],
        vec![TYPE_NAMES[value_type(v) as usize].into()],
    )
}

fn value_cards(set: u64) -> Vec<Card> {
    (0..VALUE_COUNT)
        .filter(|&v| set >> v & 1 == 1)
        .map(value_card)
        .collect()
}

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
    Card::with(product_name(p), detail)
}

fn function_cards(b: Bag) -> Vec<Card> {
    KINDS
        .iter()
        .filter(|&&k| bag_count(b, k) > 0)
        .map(|&k| match bag_count(b, k) {
            1 => Card::up(k.name()),
            n => Card::with(k.name(), vec![format!("×{n}")]),
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
            let bid = if self.high_bidder != NONE {
                format!(
                    "high bid ${} by {} + premium ${}",
                    self.high,
                    names.seat(self.high_bidder),
                    self.premium_now()
                )
            } else {
                format!("no bid yet; premium ${}", self.premium_now())
            };
            let bid =
                matches!(self.phase, Phase::Bid | Phase::TakeTwo | Phase::Resolve).then_some(bid);
            sc.zone("On the block", vec![product_card(p, bid)]);
        }
        if !over && self.phase != Phase::Draft {
            let row = self
                .row
                .iter()
                .enumerate()
                .filter(|&(_, &p)| p != NONE)
                .map(|(i, &p)| {
                    let tag = if i == STAR {
                        format!(
                            "★ +{}",
                            plural(self.star_cubes, "bonus cube", "bonus cubes")
                        )
                    } else if PREMIUM[i] > 0 {
                        format!("premium +${}", PREMIUM[i])
                    } else {
                        "no premium".to_string()
                    };
                    product_card(p, Some(tag))
                })
                .collect();
            sc.zone("Products", row);
            sc.zone("Value display", value_cards(self.vdisplay));
            if self.held != 0 {
                sc.zone("Values taken for the offering", value_cards(self.held));
            }
            if let Viewer::Seat(s) = viewer {
                let peek = self.peek[s as usize] as usize;
                if peek > 0 {
                    let len = self.vdeck_len as usize;
                    let top = (0..peek)
                        .map(|i| value_card(self.vdeck[len - 1 - i]))
                        .collect();
                    sc.zone("Top of the value deck (Trendspotter)", top);
                }
            }
        }
        let markets = (0..MARKET_COUNT)
            .map(|m| {
                let text = self.market_text(m, names);
                // "4X $9/8/7/6: Ann, free, …" → name and detail.
                let (head, rest) = text.split_once(": ").unwrap_or((&text, ""));
                let (name, revenue) = head.split_once(' ').unwrap_or((head, ""));
                Card::with(
                    format!("Market {name}"),
                    vec![format!("revenue {revenue}"), rest.to_string()],
                )
            })
            .collect();
        sc.zone("Markets", markets);
        if !over {
            let decks = [
                Card::down(self.pdeck_len as usize, "product", "products"),
                Card::down(self.vdeck_len as usize, "value card", "value cards"),
                Card::down(self.fdeck_len as usize, "function card", "function cards"),
            ];
            sc.zone("Decks", decks.into_iter().flatten().collect());
        }
        for s in 0..PLAYERS {
            let seat = s as u8;
            let p = &mut sc.seats[s];
            p.fact(format!("${}", self.money[s]));
            p.fact(plural(self.cubes[s], "bonus cube", "bonus cubes"));
            p.fact(format!(
                "{} left",
                plural(self.rockets[s], "rocket", "rockets")
            ));
            if !over && seat == self.first {
                p.fact("first player");
            }
            if !over && seat == self.master {
                p.fact("Master Auctioneer");
            }
            if over {
                p.fact(format!("${} bonuses", self.bonuses(seat)));
                continue;
            }
            if viewer.knows(seat) {
                p.zone("Function cards", function_cards(self.hands[s]));
                if self.phase == Phase::Draft {
                    p.zone("Pack in front", function_cards(self.packs[s]));
                }
            } else {
                p.zone(
                    "Function cards",
                    Card::down(
                        bag_len(self.hands[s]) as usize,
                        "function card",
                        "function cards",
                    )
                    .into_iter()
                    .collect(),
                );
            }
        }
        sc
    }
}
