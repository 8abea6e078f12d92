//! Value Crafter as text: money, bonus cubes and rockets per director, the
//! viewer's own function cards, the product and value displays, the
//! markets, and what happened as sentences. Money is dollars.

use core::fmt::{self, Write};

use super::ValueCrafter;
use super::actions::{self, Action, MOD_AGENCY, MOD_DISTRIBUTOR, MOD_MAKEOVER, MOD_RAZOR};
use super::content::*;
use super::events::Event;
use super::state::*;
use crate::game::{Rules, TextView};
use crate::view::{Names, Viewer, plural, write_heading, write_list};

fn product(p: u8) -> String {
    match PRODUCTS.get(p as usize) {
        Some(pr) => {
            let values: Vec<&str> = pr.values.iter().map(|&v| VALUE_NAMES[v as usize]).collect();
            format!("{} ({})", pr.name, values.join(", "))
        }
        None => "an unknown product".into(),
    }
}

pub(super) fn product_name(p: u8) -> &'static str {
    PRODUCTS
        .get(p as usize)
        .map_or("an unknown product", |x| x.name)
}

fn values(set: u64) -> Vec<&'static str> {
    (0..VALUE_COUNT)
        .filter(|&v| set >> v & 1 == 1)
        .map(|v| VALUE_NAMES[v as usize])
        .collect()
}

fn market(m: u8) -> &'static str {
    MARKET_NAMES.get(m as usize).copied().unwrap_or("unknown")
}

pub(super) fn kind(k: u8) -> &'static str {
    Kind::from_u8(k).name()
}

/// "Wild Card ×2, Take Two!".
fn bag_text(b: Bag) -> String {
    let v: Vec<String> = KINDS
        .iter()
        .filter(|&&k| bag_count(b, k) > 0)
        .map(|&k| match bag_count(b, k) {
            1 => k.name().to_string(),
            n => format!("{} ×{n}", k.name()),
        })
        .collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

impl ValueCrafter {
    /// "3L $6/5/4/3: Seat 0, free, free, free; marker Positive Reviews (Seat 1)".
    pub(super) fn market_text(&self, m: usize, names: Names<'_>) -> String {
        let spots: Vec<String> = self
            .market_spots(m)
            .iter()
            .map(|&o| {
                if o == NONE {
                    "free".to_string()
                } else if o & BLOCKER != 0 {
                    format!("{} (Razor and Blade)", names.seat(o & !BLOCKER))
                } else {
                    names.seat(o).to_string()
                }
            })
            .collect();
        let revenue: Vec<String> = (0..spot_count(m))
            .map(|i| revenue(m, i).to_string())
            .collect();
        let mut t = format!(
            "{} ${}: {}",
            MARKET_NAMES[m],
            revenue.join("/"),
            spots.join(", ")
        );
        if self.marker[m] != NONE {
            t.push_str(&format!(
                "; marker {} ({})",
                kind(self.marker[m]),
                names.seat(self.marker_owner[m])
            ));
        }
        t
    }

    pub(super) fn premium_now(&self) -> u8 {
        if (self.slot as usize) < ROW {
            PREMIUM[self.slot as usize]
        } else {
            0
        }
    }

    pub(super) fn phase_text(&self, names: Names<'_>) -> String {
        let on_block = || {
            let p = if self.product != NONE {
                self.product
            } else {
                self.row.get(self.slot as usize).copied().unwrap_or(NONE)
            };
            product(p)
        };
        let head = format!(
            "Round {} of {ROUNDS}, auction {} of {AUCTIONS_PER_ROUND}",
            self.round + 1,
            self.auction + 1
        );
        match self.phase {
            Phase::Draft => format!(
                "Setup: the draft, pick {} of {DRAFT_PICKS} (keep one card, pass the pack left)",
                self.draft_round + 1
            ),
            Phase::RoundStart => format!(
                "Start of round {}: The New Order or Master Auctioneer may be played",
                self.round + 1
            ),
            Phase::Choose => {
                let who = names.seat(self.auctioneer);
                format!(
                    "{head}: {who} {} a product up for auction",
                    who.verb("puts", "put")
                )
            }
            Phase::Bid => format!("{head}: bidding on {}", on_block()),
            Phase::TakeTwo => format!("{head}: Take Two! may be played on {}", on_block()),
            Phase::Resolve => {
                let who = names.seat(self.auctioneer);
                let [keep, discard, award] = if who.is_you() {
                    ["keep", "discard", "award"]
                } else {
                    ["keeps", "discards", "awards"]
                };
                format!("{head}: {who} {keep}, {discard} or {award} {}", on_block())
            }
            Phase::Pay => {
                let who = names.seat(self.winner);
                format!(
                    "{head}: {who} {} ${} for {}",
                    who.verb("pays", "pay"),
                    self.price,
                    on_block()
                )
            }
            Phase::Take => {
                let who = names.seat(self.winner);
                format!(
                    "{head}: {who} {} matching values for {}",
                    who.verb("takes", "take"),
                    on_block()
                )
            }
            Phase::Launch => {
                let who = names.seat(self.winner);
                let (craft, launch) = if who.is_you() {
                    ("craft", "launch")
                } else {
                    ("crafts", "launches")
                };
                format!("{head}: {who} {craft} and {launch} {}", on_block())
            }
            Phase::Over => "Game over".to_string(),
        }
    }
}

/// Writes `s` with its first letter in upper case.
fn capitalized(s: &str, out: &mut impl Write) -> fmt::Result {
    let mut chars = s.chars();
    if let Some(c) = chars.next() {
        for u in c.to_uppercase() {
            out.write_char(u)?;
        }
    }
    out.write_str(chars.as_str())
}

impl TextView for ValueCrafter {
    /// Labels name products, values, markets and dollars.
    fn write_label<W: Write>(&self, a: Action, _names: Names<'_>, out: &mut W) -> fmt::Result {
        let product_now = if self.product != NONE {
            self.product
        } else {
            0
        };
        match a {
            Action::Draft(k) => write!(out, "Keep {}", kind(k)),
            Action::Auction(s) => {
                let p = self.row.get(s as usize).copied().unwrap_or(NONE);
                write!(out, "Auction {}", product_name(p))?;
                match PREMIUM.get(s as usize) {
                    Some(&pr) if pr > 0 => write!(out, " (premium ${pr})"),
                    _ if s as usize == STAR => write!(
                        out,
                        " (★, {})",
                        plural(self.star_cubes, "bonus cube", "bonus cubes")
                    ),
                    _ => Ok(()),
                }
            }
            Action::Bid(b) => {
                write!(out, "Bid ${b}")?;
                if self.phase == Phase::TakeTwo {
                    out.write_str(" with Take Two!")?;
                }
                Ok(())
            }
            Action::Pass => out.write_str(match self.phase {
                Phase::Bid => "Pass (no bid)",
                Phase::RoundStart => "Pass (play no start-of-round card)",
                _ => "Pass",
            }),
            Action::Award => write!(
                out,
                "Award the product to {} for ${}",
                Names::SEATS.seat(self.high_bidder.min(3)),
                self.high as u16 + self.premium_now() as u16
            ),
            Action::Keep if self.high_bidder == NONE => {
                out.write_str("Keep the product yourself for free (nobody bid)")
            }
            Action::Keep => write!(
                out,
                "Keep the product yourself for ${}",
                self.high as u16 + self.premium_now() as u16
            ),

            Action::Discard => out.write_str("Discard the product"),
            Action::Pay(c) => {
                let price = self.price as u16;
                let cubes = (c as u16).min(price);
                write!(
                    out,
                    "Pay ${price}: {} and ${}",
                    plural(cubes, "bonus cube", "bonus cubes"),
                    price - cubes
                )
            }
            Action::Take(_) | Action::ZeroWaste(_) => {
                let mut s = String::new();
                actions::write_label(a, product_now, &mut s)?;
                capitalized(&s, out)
            }
            Action::Launch {
                market: m,
                wilds,
                mods,
            } => {
                write!(out, "Launch in market {}", market(m))?;
                let spot = match m as usize {
                    m if m >= MARKET_COUNT => None,
                    m if mods & MOD_DISTRIBUTOR != 0 => self.last_free(m),
                    m => self.first_free(m),
                };
                if let Some(spot) = spot {
                    write!(
                        out,
                        " (spot {}, ${} a round)",
                        spot + 1,
                        revenue(m as usize % MARKET_COUNT, spot)
                    )?;
                }
                if wilds > 0 {
                    write!(out, " using {}", plural(wilds, "Wild Card", "Wild Cards"))?;
                }
                for (bit, name) in [
                    (MOD_MAKEOVER, "Product Makeover"),
                    (MOD_AGENCY, "Advertising Agency"),
                    (MOD_RAZOR, "Razor and Blade"),
                    (MOD_DISTRIBUTOR, "Distributor"),
                ] {
                    if mods & bit != 0 {
                        write!(out, " + {name}")?;
                    }
                }
                Ok(())
            }
            _ => {
                let mut s = String::new();
                actions::write_label(a, product_now, &mut s)?;
                capitalized(&s, out)
            }
        }
    }

    fn write_state(&self, viewer: Viewer, names: Names<'_>, out: &mut dyn Write) -> fmt::Result {
        let over = self.phase == Phase::Over;
        let phase = self.phase_text(names);
        write_heading(self, viewer, names, &phase, out)?;
        if matches!(self.phase, Phase::Bid | Phase::TakeTwo | Phase::Resolve) {
            if self.high_bidder != NONE {
                writeln!(
                    out,
                    "High bid: ${} by {} (plus the slot's premium ${}).",
                    self.high,
                    names.seat(self.high_bidder),
                    self.premium_now()
                )?;
            } else {
                writeln!(
                    out,
                    "No bid yet (the slot's premium is ${}).",
                    self.premium_now()
                )?;
            }
        }
        if !over {
            write!(out, "First player: {}", names.seat(self.first))?;
            if self.master != NONE {
                write!(out, "; Master Auctioneer: {}", names.seat(self.master))?;
            }
            writeln!(out, ".")?;
        }
        for s in 0..PLAYERS {
            let seat = s as u8;
            write!(
                out,
                "{}: ${}, {}, {} left",
                names.seat(seat),
                self.money[s],
                plural(self.cubes[s], "bonus cube", "bonus cubes"),
                plural(self.rockets[s], "rocket", "rockets")
            )?;
            if !over {
                if viewer.knows(seat) {
                    write!(out, "; function cards: {}", bag_text(self.hands[s]))?;
                    if self.phase == Phase::Draft {
                        write!(out, "; pack in front: {}", bag_text(self.packs[s]))?;
                    }
                } else {
                    write!(
                        out,
                        "; {} (face down)",
                        plural(bag_len(self.hands[s]), "function card", "function cards")
                    )?;
                }
            }
            writeln!(out)?;
        }
        if !over && self.phase != Phase::Draft {
            write!(out, "Products (premium $3, $2, $1 from the left; ★ last):")?;
            for (i, &p) in self.row.iter().enumerate() {
                if p == NONE {
                    continue;
                }
                write!(out, "\n  {}. {}", i + 1, product(p))?;
                if i == STAR {
                    write!(
                        out,
                        " ★ +{}",
                        plural(self.star_cubes, "bonus cube", "bonus cubes")
                    )?;
                } else if PREMIUM[i] > 0 {
                    write!(out, " +${}", PREMIUM[i])?;
                }
            }
            writeln!(out)?;
            write!(out, "Value display: ")?;
            write_list(out, values(self.vdisplay))?;
            writeln!(out, ".")?;
            if self.held != 0 {
                write!(out, "Values taken for the offering: ")?;
                write_list(out, values(self.held))?;
                writeln!(out, ".")?;
            }
            if let Viewer::Seat(s) = viewer {
                let peek = self.peek[s as usize] as usize;
                if peek > 0 {
                    let len = self.vdeck_len as usize;
                    let top: Vec<&str> = (0..peek)
                        .map(|i| VALUE_NAMES[self.vdeck[len - 1 - i] as usize])
                        .collect();
                    writeln!(
                        out,
                        "Top of the value deck (Trendspotter): {}.",
                        top.join(", ")
                    )?;
                }
            }
        }
        writeln!(
            out,
            "Markets (revenue of each spot, first spot first, then who holds them):"
        )?;
        for pair in (0..MARKET_COUNT).collect::<Vec<_>>().chunks(2) {
            let items: Vec<String> = pair.iter().map(|&m| self.market_text(m, names)).collect();
            writeln!(out, "  {}", items.join(" | "))?;
        }
        if !over {
            writeln!(
                out,
                "Decks: {}, {}, {}. The game ends when someone reaches $100, a director places their last rocket, every market is full, or no product is left to auction.",
                plural(self.pdeck_len, "product", "products"),
                plural(self.vdeck_len, "value", "values"),
                plural(self.fdeck_len, "function card", "function cards")
            )?;
        } else {
            writeln!(
                out,
                "Final scores (money, with the dominance, diversification and specialization bonuses added):"
            )?;
            let ret = self.returns();
            for s in 0..PLAYERS {
                let bonus = self.bonuses(s as u8);
                writeln!(
                    out,
                    "  {}: ${} (${} earned + ${bonus} bonuses){}",
                    names.seat(s as u8),
                    self.money[s],
                    self.money[s].saturating_sub(bonus),
                    if ret[s] > 0.0 { " — winner" } else { "" }
                )?;
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
        match *e {
            Event::Drafted { player, kind: k } => {
                write!(out, "{} kept {}.", names.seat(player), kind(k))
            }
            Event::PickedFaceDown { player } => {
                write!(out, "{} kept a card face down.", names.seat(player))
            }
            Event::Drew { player, kind: k } => {
                write!(out, "{} drew {}.", names.seat(player), kind(k))
            }
            Event::Played {
                player,
                kind: k,
                market: m,
            } => {
                write!(out, "{} played {}", names.seat(player), kind(k))?;
                if (m as usize) < MARKET_COUNT {
                    write!(out, " on market {}", market(m))?;
                }
                out.write_char('.')
            }
            Event::BoughtCards { player, cards } => write!(
                out,
                "{} returned bonus cubes for {}.",
                names.seat(player),
                plural(cards, "function card", "function cards")
            ),
            Event::AuctionStarted {
                auctioneer,
                product: p,
                premium,
            } => {
                write!(
                    out,
                    "{} put {} up for auction",
                    names.seat(auctioneer),
                    product_name(p)
                )?;
                if premium > 0 {
                    write!(out, " (premium ${premium})")?;
                }
                out.write_char('.')
            }
            Event::Bid { player, amount } => write!(out, "{} bid ${amount}.", names.seat(player)),
            Event::Passed { player } => write!(out, "{} passed.", names.seat(player)),
            Event::Paid {
                player,
                money,
                cubes,
            } => {
                write!(out, "{} paid ${money}", names.seat(player))?;
                if cubes > 0 {
                    write!(out, " and {}", plural(cubes, "bonus cube", "bonus cubes"))?;
                }
                out.write_char('.')
            }
            Event::Won { player, product: p } => {
                write!(out, "{} won {}.", names.seat(player), product_name(p))
            }
            Event::ProductDiscarded { product: p } => {
                write!(out, "{} was discarded.", product_name(p))
            }
            Event::BonusCubes { player, cubes } => {
                write!(
                    out,
                    "{} gained {}.",
                    names.seat(player),
                    plural(cubes, "bonus cube", "bonus cubes")
                )
            }
            Event::ValuesTaken { player, values: v } => {
                write!(out, "{} took ", names.seat(player))?;
                write_list(out, values(v))?;
                out.write_char('.')
            }
            Event::Looked { player, cards } => write!(
                out,
                "{} looked at the top {} of the value deck.",
                names.seat(player),
                plural(cards, "card", "cards")
            ),
            Event::ProductFlipped { product: p } => {
                write!(out, "{} joined the product display.", product_name(p))
            }
            Event::ValueDealt { value } => write!(
                out,
                "{} joined the value display.",
                VALUE_NAMES
                    .get(value as usize)
                    .copied()
                    .unwrap_or("A value")
            ),
            Event::ValueDeckReshuffled => {
                out.write_str("The value discard pile was shuffled into a new deck.")
            }
            Event::Launched {
                player,
                market: m,
                spot,
                revenue,
            } => write!(
                out,
                "{} launched an offering in market {} (spot {}), earning ${revenue}.",
                names.seat(player),
                market(m),
                spot + 1
            ),
            Event::Blocked {
                player,
                market: m,
                spot,
            } => write!(
                out,
                "{} blocked spot {} of market {} (Razor and Blade).",
                names.seat(player),
                spot + 1,
                market(m)
            ),
            Event::Money { player, delta } => {
                if delta >= 0 {
                    write!(out, "{} received ${delta}.", names.seat(player))
                } else {
                    write!(out, "{} paid ${}.", names.seat(player), -delta)
                }
            }
            Event::Bonus { player, amount } => write!(
                out,
                "{} received ${amount} in end-of-game bonuses.",
                names.seat(player)
            ),
            Event::GameOver => out.write_str("The game is over."),
        }
    }
}
