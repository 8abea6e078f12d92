//! Value Crafter as text: money, bonus cubes and rockets per director, the
//! viewer's own function cards, the product and value displays, the
//! markets, and what happened as sentences. Money is dollars. Every word
//! comes from the catalog (locales/*/value-crafter.ftl); content keeps its
//! English names in content.rs as the source of the catalog keys and the
//! scene's stable keys.

use core::fmt::{self, Write};

use super::ValueCrafter;
use super::actions::{Action, MOD_DISTRIBUTOR, MODS};
use super::content::*;
use super::events::Event;
use super::state::*;
use crate::game::{Rules, TextView};
use crate::scene::slug;
use crate::tr_string;
use crate::view::{Lang, Names, Viewer, write_heading, write_list};

/// The catalog message `<prefix>-<slug of the English name>`.
fn named(lang: Lang, prefix: &str, english: &str) -> String {
    crate::words::text(
        lang,
        &format!("value-crafter-{prefix}-{}", slug(english)),
        &[],
    )
}

/// A function card's name.
pub(super) fn card_name(k: u8, lang: Lang) -> String {
    named(lang, "card", Kind::from_u8(k).name())
}

/// A value card's name ("A value" for an id past the deck).
pub(super) fn value_name(v: u8, lang: Lang) -> String {
    match VALUE_NAMES.get(v as usize) {
        Some(n) => named(lang, "value", n),
        None => tr_string!(lang, "value-crafter-value-unknown"),
    }
}

/// A value's type ("Functional", …).
pub(super) fn type_name(v: u8, lang: Lang) -> String {
    named(lang, "type", TYPE_NAMES[value_type(v) as usize])
}

/// The English name: the source of keys (see [`product_title`]).
pub(super) fn product_name(p: u8) -> &'static str {
    PRODUCTS
        .get(p as usize)
        .map_or("an unknown product", |x| x.name)
}

/// A product's name as the reader reads it.
pub(super) fn product_title(p: u8, lang: Lang) -> String {
    match PRODUCTS.get(p as usize) {
        Some(pr) => named(lang, "product", pr.name),
        None => tr_string!(lang, "value-crafter-product-unknown"),
    }
}

/// The values a product prints, comma separated (none for no product).
fn product_values(p: u8, lang: Lang) -> String {
    match PRODUCTS.get(p as usize) {
        Some(pr) => names_of(pr.values.iter().copied(), lang),
        None => tr_string!(lang, "common-none"),
    }
}

/// "Save Time, Have Fun": value names joined by commas.
fn names_of(values: impl Iterator<Item = u8>, lang: Lang) -> String {
    values
        .map(|v| value_name(v, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The values of a set, in id order.
fn values(set: u64) -> impl Iterator<Item = u8> {
    (0..VALUE_COUNT).filter(move |&v| set >> v & 1 == 1)
}

/// "Save Time, Have Fun and Feel Secure" ("none" when empty).
fn value_list(set: u64, lang: Lang) -> Result<String, fmt::Error> {
    let mut s = String::new();
    write_list(&mut s, lang, values(set).map(|v| value_name(v, lang)))?;
    Ok(s)
}

/// A market's ID ("3L"; "unknown" past the board), in the catalog by
/// index in [`MARKET_NAMES`] order.
pub(super) fn market_name(m: u8, lang: Lang) -> String {
    tr_string!(lang, "value-crafter-market-id", market = m)
}

/// "Wild Card ×2, Take Two!" ("none" when empty).
fn bag_text(b: Bag, lang: Lang) -> String {
    let v: Vec<String> = KINDS
        .iter()
        .filter(|&&k| bag_count(b, k) > 0)
        .map(|&k| match bag_count(b, k) {
            1 => card_name(k as u8, lang),
            n => format!("{} ×{n}", card_name(k as u8, lang)),
        })
        .collect();
    if v.is_empty() {
        tr_string!(lang, "common-none")
    } else {
        v.join(", ")
    }
}

/// The values in a product's value slots `mask` (a Take or Zero Waste
/// choice), comma separated.
fn slot_values(product: u8, mask: u8, lang: Lang) -> String {
    let v: Vec<String> = (0..MAX_PRODUCT_VALUES)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| match product_value(product.min(PRODUCT_COUNT - 1), i) {
            Some(v) => value_name(v, lang),
            None => tr_string!(lang, "value-crafter-value-slot", slot = i),
        })
        .collect();
    if v.is_empty() {
        tr_string!(lang, "value-crafter-nothing")
    } else {
        v.join(", ")
    }
}

impl ValueCrafter {
    /// A market's revenue per spot, first spot first: "27/25/23".
    pub(super) fn market_revenue(m: usize) -> String {
        let revenue: Vec<String> = (0..spot_count(m))
            .map(|i| revenue(m, i).to_string())
            .collect();
        revenue.join("/")
    }

    /// Who holds a market's spots, and its marker: "Seat 0, free, free;
    /// marker Positive Reviews (Seat 1)".
    pub(super) fn market_holders(&self, m: usize, names: Names<'_>) -> String {
        let lang = names.lang();
        let spots: Vec<String> = self
            .market_spots(m)
            .iter()
            .map(|&o| {
                if o == NONE {
                    tr_string!(lang, "value-crafter-view-spot-free")
                } else if o & BLOCKER != 0 {
                    tr_string!(
                        lang,
                        "value-crafter-view-spot-blocked",
                        seat = names.seat(o & !BLOCKER)
                    )
                } else {
                    names.seat(o).to_string()
                }
            })
            .collect();
        let mut t = spots.join(", ");
        if self.marker[m] != NONE {
            t.push_str("; ");
            t.push_str(&tr_string!(
                lang,
                "value-crafter-view-marker",
                card = card_name(self.marker[m], lang),
                seat = names.seat(self.marker_owner[m])
            ));
        }
        t
    }

    /// "3L $6/5/4/3: Seat 0, free, free, free; marker Positive Reviews (Seat 1)".
    fn market_text(&self, m: usize, names: Names<'_>) -> String {
        format!(
            "{} ${}: {}",
            market_name(m as u8, names.lang()),
            Self::market_revenue(m),
            self.market_holders(m, names)
        )
    }

    pub(super) fn premium_now(&self) -> u8 {
        if (self.slot as usize) < ROW {
            PREMIUM[self.slot as usize]
        } else {
            0
        }
    }

    pub(super) fn phase_text(&self, names: Names<'_>) -> String {
        let lang = names.lang();
        let on_block = if self.product != NONE {
            self.product
        } else {
            self.row.get(self.slot as usize).copied().unwrap_or(NONE)
        };
        let head = tr_string!(
            lang,
            "value-crafter-phase-head",
            round = self.round + 1,
            rounds = ROUNDS,
            auction = self.auction + 1,
            auctions = AUCTIONS_PER_ROUND
        );
        // The phases of an auction: who acts and the product on the block.
        let auction = |key: &str, who: u8| {
            crate::words::text(
                lang,
                key,
                &[
                    ("head", head.as_str().into()),
                    ("seat", names.seat(who).into()),
                    ("you", names.is_you(who).into()),
                    ("product", product_title(on_block, lang).into()),
                    ("values", product_values(on_block, lang).into()),
                    ("price", self.price.into()),
                ],
            )
        };
        match self.phase {
            Phase::Draft => tr_string!(
                lang,
                "value-crafter-phase-draft",
                pick = self.draft_round + 1,
                picks = DRAFT_PICKS
            ),
            Phase::RoundStart => {
                tr_string!(
                    lang,
                    "value-crafter-phase-round-start",
                    round = self.round + 1
                )
            }
            Phase::Choose => auction("value-crafter-phase-choose", self.auctioneer),
            Phase::Bid => auction("value-crafter-phase-bid", self.auctioneer),
            Phase::TakeTwo => auction("value-crafter-phase-take-two", self.auctioneer),
            Phase::Resolve => auction("value-crafter-phase-resolve", self.auctioneer),
            Phase::Pay => auction("value-crafter-phase-pay", self.winner),
            Phase::Take => auction("value-crafter-phase-take", self.winner),
            Phase::Launch => auction("value-crafter-phase-launch", self.winner),
            Phase::Over => tr_string!(lang, "value-crafter-phase-over"),
        }
    }

    /// A launch's label: the market, the spot it takes and what it earns,
    /// the Wild Cards and the modifier cards played with it.
    fn launch_label(&self, m: u8, wilds: u8, mods: u8, lang: Lang) -> String {
        let market = market_name(m, lang);
        let spot = match m as usize {
            m if m >= MARKET_COUNT => None,
            m if mods & MOD_DISTRIBUTOR != 0 => self.last_free(m),
            m => self.first_free(m),
        };
        let mut t = match spot {
            Some(spot) => tr_string!(
                lang,
                "value-crafter-label-launch-spot",
                market = market,
                spot = spot + 1,
                revenue = revenue(m as usize % MARKET_COUNT, spot)
            ),
            None => tr_string!(lang, "value-crafter-label-launch", market = market),
        };
        if wilds > 0 {
            t = tr_string!(
                lang,
                "value-crafter-label-launch-wilds",
                launch = t,
                wilds = wilds
            );
        }
        for (bit, kind) in MODS {
            if mods & bit != 0 {
                t.push_str(" + ");
                t.push_str(&card_name(kind as u8, lang));
            }
        }
        t
    }
}

impl TextView for ValueCrafter {
    /// Labels name products, values, markets and dollars.
    fn write_label<W: Write>(&self, a: Action, names: Names<'_>, out: &mut W) -> fmt::Result {
        let lang = names.lang();
        let product_now = if self.product != NONE {
            self.product
        } else {
            0
        };
        let price = self.high as u16 + self.premium_now() as u16;
        let text = match a {
            Action::Draft(k) => {
                tr_string!(lang, "value-crafter-label-draft", card = card_name(k, lang))
            }
            Action::Auction(s) => {
                let p = self.row.get(s as usize).copied().unwrap_or(NONE);
                let product = product_title(p, lang);
                match PREMIUM.get(s as usize) {
                    Some(&pr) if pr > 0 => tr_string!(
                        lang,
                        "value-crafter-label-auction-premium",
                        product = product,
                        premium = pr
                    ),
                    _ if s as usize == STAR => tr_string!(
                        lang,
                        "value-crafter-label-auction-star",
                        product = product,
                        cubes = self.star_cubes
                    ),
                    _ => tr_string!(lang, "value-crafter-label-auction", product = product),
                }
            }
            Action::Bid(b) if self.phase == Phase::TakeTwo => {
                tr_string!(lang, "value-crafter-label-bid-take-two", amount = b)
            }
            Action::Bid(b) => tr_string!(lang, "value-crafter-label-bid", amount = b),
            Action::Pass => tr_string!(
                lang,
                match self.phase {
                    Phase::Bid => "value-crafter-label-pass-bid",
                    Phase::RoundStart => "value-crafter-label-pass-round-start",
                    _ => "value-crafter-label-pass",
                }
            ),
            Action::Award => tr_string!(
                lang,
                "value-crafter-label-award",
                seat = names.seat(self.high_bidder.min(3)),
                price = price
            ),
            Action::Keep if self.high_bidder == NONE => {
                tr_string!(lang, "value-crafter-label-keep-free")
            }
            Action::Keep => tr_string!(lang, "value-crafter-label-keep", price = price),
            Action::Discard => tr_string!(lang, "value-crafter-label-discard"),
            Action::Pay(c) => {
                let price = self.price as u16;
                let cubes = (c as u16).min(price);
                tr_string!(
                    lang,
                    "value-crafter-label-pay",
                    price = price,
                    cubes = cubes,
                    money = price - cubes
                )
            }
            Action::Take(0) => tr_string!(lang, "value-crafter-label-take-nothing"),
            Action::Take(m) => tr_string!(
                lang,
                "value-crafter-label-take",
                values = slot_values(product_now, m, lang)
            ),
            Action::ZeroWaste(m) => tr_string!(
                lang,
                "value-crafter-label-zero-waste",
                values = slot_values(product_now, m, lang)
            ),
            Action::NewOrder => tr_string!(lang, "value-crafter-label-new-order"),
            Action::MasterAuctioneer => tr_string!(
                lang,
                "value-crafter-label-master-auctioneer",
                auctions = AUCTIONS_PER_ROUND
            ),
            Action::Buy(n) => tr_string!(lang, "value-crafter-label-buy", cubes = n + 1, cards = n),
            Action::Event { event, market } => tr_string!(
                lang,
                "value-crafter-label-event",
                card = card_name(
                    MARKET_EVENTS[event as usize % MARKET_EVENTS.len()] as u8,
                    lang
                ),
                market = market_name(market % MARKET_COUNT as u8, lang)
            ),
            Action::Trendspotter => tr_string!(
                lang,
                "value-crafter-label-trendspotter",
                values = TREND_LOOK
            ),
            Action::PennyPincher => tr_string!(lang, "value-crafter-label-penny-pincher"),
            Action::Launch {
                market: m,
                wilds,
                mods,
            } => self.launch_label(m, wilds, mods, lang),
            Action::NoLaunch => tr_string!(lang, "value-crafter-label-no-launch"),
        };
        out.write_str(&text)
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let lang = names.lang();
        let over = self.phase == Phase::Over;
        let phase = self.phase_text(names);
        write_heading(self, viewer, names, &phase, out)?;
        if matches!(self.phase, Phase::Bid | Phase::TakeTwo | Phase::Resolve) {
            if self.high_bidder != NONE {
                crate::tr!(
                    out,
                    lang,
                    "value-crafter-view-high-bid",
                    amount = self.high,
                    seat = names.seat(self.high_bidder),
                    premium = self.premium_now()
                )?;
            } else {
                crate::tr!(
                    out,
                    lang,
                    "value-crafter-view-no-bid",
                    premium = self.premium_now()
                )?;
            }
            writeln!(out)?;
        }
        if !over {
            if self.master != NONE {
                crate::tr!(
                    out,
                    lang,
                    "value-crafter-view-first-master",
                    seat = names.seat(self.first),
                    master = names.seat(self.master)
                )?;
            } else {
                crate::tr!(
                    out,
                    lang,
                    "value-crafter-view-first",
                    seat = names.seat(self.first)
                )?;
            }
            writeln!(out)?;
        }
        for s in 0..PLAYERS {
            let seat = s as u8;
            crate::tr!(
                out,
                lang,
                "value-crafter-view-seat",
                seat = names.seat(seat),
                money = self.money[s],
                cubes = self.cubes[s],
                rockets = self.rockets[s]
            )?;
            if !over {
                out.write_str("; ")?;
                if viewer.knows(seat) {
                    crate::tr!(
                        out,
                        lang,
                        "value-crafter-view-hand",
                        cards = bag_text(self.hands[s], lang)
                    )?;
                    if self.phase == Phase::Draft {
                        out.write_str("; ")?;
                        crate::tr!(
                            out,
                            lang,
                            "value-crafter-view-pack",
                            cards = bag_text(self.packs[s], lang)
                        )?;
                    }
                } else {
                    crate::tr!(
                        out,
                        lang,
                        "value-crafter-view-hand-down",
                        cards = bag_len(self.hands[s])
                    )?;
                }
            }
            writeln!(out)?;
        }
        if !over && self.phase != Phase::Draft {
            crate::tr!(
                out,
                lang,
                "value-crafter-view-products",
                first = PREMIUM[0],
                second = PREMIUM[1],
                third = PREMIUM[2]
            )?;
            for (i, &p) in self.row.iter().enumerate() {
                if p == NONE {
                    continue;
                }
                write!(
                    out,
                    "\n  {}. {} ({})",
                    i + 1,
                    product_title(p, lang),
                    product_values(p, lang)
                )?;
                if i == STAR {
                    out.write_char(' ')?;
                    crate::tr!(
                        out,
                        lang,
                        "value-crafter-view-star",
                        cubes = self.star_cubes
                    )?;
                } else if PREMIUM[i] > 0 {
                    write!(out, " +${}", PREMIUM[i])?;
                }
            }
            writeln!(out)?;
            crate::tr!(
                out,
                lang,
                "value-crafter-view-value-display",
                values = value_list(self.vdisplay, lang)?
            )?;
            writeln!(out)?;
            if self.held != 0 {
                crate::tr!(
                    out,
                    lang,
                    "value-crafter-view-values-taken",
                    values = value_list(self.held, lang)?
                )?;
                writeln!(out)?;
            }
            if let Viewer::Seat(s) = viewer {
                let peek = self.peek[s as usize] as usize;
                if peek > 0 {
                    let len = self.vdeck_len as usize;
                    let top = names_of((0..peek).map(|i| self.vdeck[len - 1 - i]), lang);
                    crate::tr!(out, lang, "value-crafter-view-deck-top", values = top)?;
                    writeln!(out)?;
                }
            }
        }
        crate::tr!(out, lang, "value-crafter-view-markets")?;
        writeln!(out)?;
        for pair in (0..MARKET_COUNT).collect::<Vec<_>>().chunks(2) {
            let items: Vec<String> = pair.iter().map(|&m| self.market_text(m, names)).collect();
            writeln!(out, "  {}", items.join(" | "))?;
        }
        if !over {
            crate::tr!(
                out,
                lang,
                "value-crafter-view-decks",
                products = self.pdeck_len,
                values = self.vdeck_len,
                functions = self.fdeck_len,
                goal = END_MONEY
            )?;
            writeln!(out)?;
        } else {
            crate::tr!(out, lang, "value-crafter-view-final")?;
            writeln!(out)?;
            let ret = self.returns();
            for s in 0..PLAYERS {
                let bonus = self.bonuses(s as u8);
                out.write_str("  ")?;
                crate::tr!(
                    out,
                    lang,
                    if ret[s] > 0.0 {
                        "value-crafter-view-score-winner"
                    } else {
                        "value-crafter-view-score"
                    },
                    seat = names.seat(s as u8),
                    money = self.money[s],
                    earned = self.money[s].saturating_sub(bonus),
                    bonus = bonus
                )?;
                writeln!(out)?;
            }
        }
        Ok(())
    }

    fn write_event(
        &self,
        _viewer: Viewer,
        names: Names<'_>,
        e: &Event,
        out: &mut dyn Write,
    ) -> fmt::Result {
        let lang = names.lang();
        // A sentence about one director: `seat` and the `you` selector.
        let said =
            |out: &mut dyn Write, key: &str, who: u8, args: &[(&str, crate::words::Arg<'_>)]| {
                let mut all = vec![
                    ("seat", names.seat(who).into()),
                    ("you", names.is_you(who).into()),
                ];
                all.extend(args.iter().cloned());
                crate::words::write(out, lang, key, &all)
            };
        match *e {
            Event::Drafted { player, kind: k } => said(
                out,
                "value-crafter-event-drafted",
                player,
                &[("card", card_name(k, lang).into())],
            ),
            Event::PickedFaceDown { player } => {
                said(out, "value-crafter-event-picked-face-down", player, &[])
            }
            Event::Drew { player, kind: k } => said(
                out,
                "value-crafter-event-drew",
                player,
                &[("card", card_name(k, lang).into())],
            ),
            Event::Played {
                player,
                kind: k,
                market: m,
            } => {
                let card = ("card", card_name(k, lang).into());
                if (m as usize) < MARKET_COUNT {
                    said(
                        out,
                        "value-crafter-event-played-on",
                        player,
                        &[card, ("market", market_name(m, lang).into())],
                    )
                } else {
                    said(out, "value-crafter-event-played", player, &[card])
                }
            }
            Event::BoughtCards { player, cards } => said(
                out,
                "value-crafter-event-bought",
                player,
                &[("cards", cards.into())],
            ),
            Event::AuctionStarted {
                auctioneer,
                product: p,
                premium,
            } => said(
                out,
                if premium > 0 {
                    "value-crafter-event-auction-premium"
                } else {
                    "value-crafter-event-auction"
                },
                auctioneer,
                &[
                    ("product", product_title(p, lang).into()),
                    ("premium", premium.into()),
                ],
            ),
            Event::Bid { player, amount } => said(
                out,
                "value-crafter-event-bid",
                player,
                &[("amount", amount.into())],
            ),
            Event::Passed { player } => said(out, "value-crafter-event-passed", player, &[]),
            Event::Paid {
                player,
                money,
                cubes,
            } => said(
                out,
                if cubes > 0 {
                    "value-crafter-event-paid-cubes"
                } else {
                    "value-crafter-event-paid"
                },
                player,
                &[("money", money.into()), ("cubes", cubes.into())],
            ),
            Event::Won { player, product: p } => said(
                out,
                "value-crafter-event-won",
                player,
                &[("product", product_title(p, lang).into())],
            ),
            Event::ProductDiscarded { product: p } => crate::tr!(
                out,
                lang,
                "value-crafter-event-discarded",
                product = product_title(p, lang)
            ),
            Event::BonusCubes { player, cubes } => said(
                out,
                "value-crafter-event-bonus-cubes",
                player,
                &[("cubes", cubes.into())],
            ),
            Event::ValuesTaken { player, values: v } => said(
                out,
                "value-crafter-event-values-taken",
                player,
                &[("values", value_list(v, lang)?.into())],
            ),
            Event::Looked { player, cards } => said(
                out,
                "value-crafter-event-looked",
                player,
                &[("cards", cards.into())],
            ),
            Event::ProductFlipped { product: p } => crate::tr!(
                out,
                lang,
                "value-crafter-event-product-flipped",
                product = product_title(p, lang)
            ),
            Event::ValueDealt { value } => crate::tr!(
                out,
                lang,
                "value-crafter-event-value-dealt",
                value = value_name(value, lang)
            ),
            Event::ValueDeckReshuffled => crate::tr!(out, lang, "value-crafter-event-reshuffled"),
            Event::Launched {
                player,
                market: m,
                spot,
                revenue,
            } => said(
                out,
                "value-crafter-event-launched",
                player,
                &[
                    ("market", market_name(m, lang).into()),
                    ("spot", (spot + 1).into()),
                    ("revenue", revenue.into()),
                ],
            ),
            Event::Blocked {
                player,
                market: m,
                spot,
            } => said(
                out,
                "value-crafter-event-blocked",
                player,
                &[
                    ("market", market_name(m, lang).into()),
                    ("spot", (spot + 1).into()),
                ],
            ),
            Event::Money { player, delta } => {
                if delta >= 0 {
                    said(
                        out,
                        "value-crafter-event-received",
                        player,
                        &[("amount", delta.into())],
                    )
                } else {
                    said(
                        out,
                        "value-crafter-event-paid",
                        player,
                        &[("money", (-delta).into())],
                    )
                }
            }
            Event::Bonus { player, amount } => said(
                out,
                "value-crafter-event-bonus",
                player,
                &[("amount", amount.into())],
            ),
            Event::GameOver => crate::tr!(out, lang, "value-crafter-event-over"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words;

    /// Content names live in content.rs (keys) and in the catalogs (what
    /// people read): a name added, renamed or retyped there needs its
    /// message in both languages.
    #[test]
    fn every_content_name_has_a_message_in_both_languages() {
        let mut keys = Vec::new();
        let kinds = KINDS.iter().map(|k| ("card", k.name()));
        let types = TYPE_NAMES.iter().map(|&t| ("type", t));
        let values = VALUE_NAMES.iter().map(|&v| ("value", v));
        let products = PRODUCTS.iter().map(|p| ("product", p.name));
        for (prefix, name) in kinds.chain(types).chain(values).chain(products) {
            keys.push((format!("value-crafter-{prefix}-{}", slug(name)), name));
        }
        for (key, name) in &keys {
            for lang in Lang::SHIPPED {
                assert!(words::has(lang, key), "{key} missing in {}", lang.code());
            }
            assert_eq!(&words::text(Lang::En, key, &[]), name, "{key}");
        }
    }

    #[test]
    fn market_ids_follow_the_board_order() {
        for lang in [Lang::En, Lang::Ru] {
            for (m, id) in MARKET_NAMES.iter().enumerate() {
                assert_eq!(&market_name(m as u8, lang), id);
            }
        }
        assert_eq!(market_name(MARKET_COUNT as u8, Lang::En), "unknown");
    }
}
