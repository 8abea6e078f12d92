//! Unit tests for each worked example of the Value Crafter rulebook, and
//! for every function card and end trigger.

use super::actions::*;
use super::content::*;
use super::events::Event;
use super::state::*;
use super::*;
use crate::game::*;

const YOU: u8 = 0;
const ADRIAN: u8 = 1;
const BRIAN: u8 = 2;
const CHLOE: u8 = 3;
const HERB_GARDEN: u8 = 0;
const M1I: usize = 0;
const M2I: usize = 1;
const M2L: usize = 2;
const M3I: usize = 3;
const M3L: usize = 4;
const M3T: usize = 5;
const M4I: usize = 6;
const M4L: usize = 7;
const M4T: usize = 8;
const M4X: usize = 9;

/// A game right after the draft, every function card back in the deck,
/// seat 0 about to choose the first product.
fn blank() -> ValueCrafter {
    let mut g = ValueCrafter::setup(&Config::players(4), 7).unwrap();
    let mut buf = ActionList::new();
    while g.phase == Phase::Draft {
        g.legal_actions(&mut buf);
        g.apply(buf[0]).unwrap();
    }
    for s in 0..4 {
        g.onto_function_deck(g.hands[s]);
        g.hands[s] = 0;
    }
    g.phase = Phase::Choose;
    g.current = 0;
    g.auctioneer = 0;
    g.check_invariants().unwrap();
    g
}

/// Moves one card of kind `k` from the function deck to seat `s`'s hand.
fn give(g: &mut ValueCrafter, s: u8, k: Kind) {
    let len = g.fdeck_len as usize;
    let i = g.fdeck[..len]
        .iter()
        .position(|&x| x == k as u8)
        .expect("card in the deck");
    g.fdeck.copy_within(i + 1..len, i);
    g.fdeck_len -= 1;
    g.fdeck[g.fdeck_len as usize] = 0;
    g.hands[s as usize] += bag_one(k);
}

/// Puts product `p` in display slot `slot` (swapping with its place).
fn put_product(g: &mut ValueCrafter, slot: usize, p: u8) {
    let old = g.row[slot];
    if let Some(i) = g.row.iter().position(|&x| x == p) {
        g.row.swap(i, slot);
    } else {
        let i = g.pdeck[..g.pdeck_len as usize]
            .iter()
            .position(|&x| x == p)
            .expect("product in the deck");
        g.pdeck[i] = old;
        g.row[slot] = p;
    }
}

/// Makes value `v` face up in the display (a display card goes to the deck).
fn show_value(g: &mut ValueCrafter, v: u8) {
    if g.vdisplay >> v & 1 == 1 {
        return;
    }
    let i = g.vdeck[..g.vdeck_len as usize]
        .iter()
        .position(|&x| x == v)
        .expect("value in the deck");
    let keep: u64 = PRODUCTS
        .iter()
        .take(1)
        .flat_map(|p| p.values.iter())
        .map(|&x| 1u64 << x)
        .sum();
    let out = (g.vdisplay & !keep).trailing_zeros() as u8;
    g.vdisplay &= !(1 << out);
    g.vdisplay |= 1 << v;
    g.vdeck[i] = out;
}

/// Puts seat `s`'s rocket (or blocker) in spot `i` of market `m`.
fn rocket(g: &mut ValueCrafter, s: u8, m: usize, i: usize) {
    g.spots[m][i] = s;
    g.rockets[(s & !BLOCKER) as usize] -= 1;
}

fn act(g: &mut ValueCrafter, a: Action) {
    g.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    g.check_invariants().unwrap();
}

fn legal(g: &ValueCrafter) -> Vec<Action> {
    let mut buf = ActionList::new();
    g.legal_actions(&mut buf);
    buf.to_vec()
}

fn launch_markets(g: &ValueCrafter) -> Vec<usize> {
    let mut out: Vec<usize> = legal(g)
        .into_iter()
        .filter_map(|a| match a {
            Action::Launch { market, .. } => Some(market as usize),
            _ => None,
        })
        .collect();
    out.dedup();
    out
}

/// Runs the auction of the product in `slot` with these bids (None = pass),
/// from the auctioneer's left.
fn auction(g: &mut ValueCrafter, slot: u8, bids: [Option<u8>; 3]) {
    act(g, Action::Auction(slot));
    for b in bids {
        act(g, b.map_or(Action::Pass, Action::Bid));
    }
    while g.phase == Phase::TakeTwo {
        act(g, Action::Pass);
    }
    assert_eq!(g.phase, Phase::Resolve);
}

// ----- the book's examples -----

#[test]
fn five_dollar_bid_plus_three_dollar_premium() {
    // "Adrian ... starts the bidding at $2. Next, Brian decides to bid $3
    // ... Chloe offers her own bid of $5 ... you let Chloe pay the $8."
    let mut g = blank();
    act(&mut g, Action::Auction(0));
    assert_eq!(g.current, ADRIAN);
    assert!(g.apply(Action::Bid(0)).is_err(), "bids are positive");
    act(&mut g, Action::Bid(2));
    assert_eq!(g.current, BRIAN);
    assert!(g.apply(Action::Bid(2)).is_err(), "must beat the last bid");
    act(&mut g, Action::Bid(3));
    // Chloe has $10 and the premium is $3: she can bid at most $7.
    assert!(legal(&g).contains(&Action::Bid(7)));
    assert!(!legal(&g).contains(&Action::Bid(8)));
    act(&mut g, Action::Bid(5));
    assert_eq!(g.phase, Phase::Resolve);
    assert_eq!(g.current, YOU);
    let mut kept = g;
    assert!(legal(&g).contains(&Action::Keep) && legal(&g).contains(&Action::Award));
    assert!(!legal(&g).contains(&Action::Discard));
    act(&mut g, Action::Award);
    assert_eq!(g.money[CHLOE as usize], 10 - 8);
    assert_eq!(g.money[YOU as usize], 10, "the auctioneer gets nothing");
    assert_eq!(g.phase, Phase::Take);
    assert_eq!(g.current, CHLOE);
    // Keeping it instead costs you the same $5 + $3.
    act(&mut kept, Action::Keep);
    assert_eq!(kept.money[YOU as usize], 2);
    assert_eq!(kept.money[CHLOE as usize], 10);
}

#[test]
fn no_bids_keep_for_free_or_discard() {
    let mut g = blank();
    let p = g.row[0];
    let mut d = g;
    auction(&mut g, 0, [None, None, None]);
    let mut d2 = g;
    act(&mut g, Action::Keep);
    assert_eq!(g.money[0], 10, "no premium without bids");
    assert_eq!(g.product, p);
    auction(&mut d, 0, [None, None, None]);
    assert_eq!(d, d2);
    act(&mut d2, Action::Discard);
    assert!(d2.pdiscard >> p & 1 == 1);
    assert_eq!(d2.current, 1, "the gavel passes");
}

#[test]
fn herb_garden_offering_and_its_smaller_alternatives() {
    let mut g = blank();
    put_product(&mut g, 3, HERB_GARDEN);
    for &v in PRODUCTS[HERB_GARDEN as usize].values {
        show_value(&mut g, v);
    }
    g.check_invariants().unwrap();
    auction(&mut g, 3, [None, None, None]);
    act(&mut g, Action::Keep);
    // All four values are available: take them all.
    assert!(legal(&g).contains(&Action::Take(0b1111)));
    act(&mut g, Action::Take(0b1111));
    assert_eq!(g.phase, Phase::Launch);
    assert_eq!(g.vdisplay.count_ones(), 11, "display refilled");
    // 4X, or fewer values: 3T, 2L, 1I (and 2I: two types in a line).
    assert_eq!(launch_markets(&g), vec![M1I, M2I, M2L, M3T, M4X]);
    act(
        &mut g,
        Action::Launch {
            market: M4X as u8,
            wilds: 0,
            mods: 0,
        },
    );
    assert_eq!(g.money[0], 10 + 9);
    assert_eq!(g.spots[M4X][0], 0);
    assert!(g.pdiscard >> HERB_GARDEN & 1 == 1);
    assert_eq!(g.current, 1, "the gavel passes to the next player");
}

#[test]
fn four_launches_into_4x_earn_9_8_7_6_then_it_is_full() {
    let mut g = blank();
    for (s, want) in [(2u8, 9u16), (1, 8), (3, 7), (0, 6)] {
        let before = g.money[s as usize];
        assert!(g.market_open(M4X));
        g.launch(s, M4X, 0, 0, &mut ());
        assert_eq!(g.money[s as usize] - before, want);
    }
    assert!(!g.market_open(M4X), "no more offerings there");
    g.check_invariants().unwrap();
}

#[test]
fn uncertain_political_climate_after_three_launches() {
    let mut g = blank();
    // 2L: a market with a 4th spot, as in the book's example.
    for s in 1..4u8 {
        g.launch(s, M2L, 0, 0, &mut ());
    }
    let before = g.money;
    give(&mut g, YOU, Kind::UncertainPoliticalClimate);
    act(
        &mut g,
        Action::Event {
            event: 0,
            market: M2L as u8,
        },
    );
    for s in 1..4 {
        assert_eq!(g.money[s], before[s] - 3, "each competitor loses $3");
    }
    assert_eq!(g.marker[M2L], Kind::UncertainPoliticalClimate as u8);
    // Only previously launched offerings: you take the 4th spot's full $17.
    g.launch(YOU, M2L, 0, 0, &mut ());
    assert_eq!(revenue(M2L, 3), 17);
    assert_eq!(g.money[0], before[0] + 17);
    // One marker per market.
    give(&mut g, YOU, Kind::PositiveEconomicOutlook);
    assert!(!legal(&g).contains(&Action::Event {
        event: 1,
        market: M2L as u8
    }));
}

#[test]
fn dominance_tie_breaks_by_rockets_then_best_offering() {
    // The book's example: Yellow $6 + $3 and Black $5 + $4, a tie broken
    // by Yellow's best offering. No designed market pays 6/5/4/3, so the
    // same ties in 4X at the book's $9/$8/$7/$6: Yellow $9 + $6, Black
    // $8 + $7.
    let (yellow, black) = (0u8, 1u8);
    let mut g = blank();
    assert_eq!(REVENUE[M4X][..4], [9, 8, 7, 6]);
    rocket(&mut g, yellow, M4X, 0);
    rocket(&mut g, black, M4X, 1);
    rocket(&mut g, black, M4X, 2);
    rocket(&mut g, yellow, M4X, 3);
    assert_eq!(g.dominance_key(yellow, M4X).0, 15);
    assert_eq!(g.dominance_key(black, M4X).0, 15);
    assert_eq!(g.dominance_key(yellow, M4X).1, 2);
    assert_eq!(g.leader(M4X), Some(yellow));
    // Events do not count: Positive Reviews on Black changes nothing.
    g.money[black as usize] += 3;
    assert_eq!(g.leader(M4X), Some(yellow));
    // More combined revenue wins outright.
    let mut h = blank();
    rocket(&mut h, black, M3L, 0);
    rocket(&mut h, yellow, M3L, 1);
    rocket(&mut h, yellow, M3L, 2);
    assert_eq!(h.leader(M3L), Some(yellow));
    h.check_invariants().unwrap();
}

#[test]
fn diversification_level_4() {
    let (yellow, black, green, white) = (0u8, 1u8, 2u8, 3u8);
    let mut g = blank();
    for (m, seats) in [
        // 4I, 4L and 4T have two spots (content::SPOT_COUNT; the book's
        // picture has four), so Green and White launch into 4X only.
        (M4I, vec![black, yellow]),
        (M4L, vec![black, yellow]),
        (M4T, vec![black, yellow]),
        (M4X, vec![black, green, white]),
    ] {
        for (i, s) in seats.into_iter().enumerate() {
            rocket(&mut g, s, m, i);
        }
    }
    g.check_invariants().unwrap();
    let level4 = LEVEL_MARKETS[2];
    assert_eq!(level4.1, 4);
    for s in [yellow, green, white] {
        assert_ne!(g.presence(s) & level4.0, level4.0, "seat {s}");
    }
    assert_eq!(g.presence(black) & level4.0, level4.0);
    // Black: level 4 ($4) and leads 4I, 4L, 4T, 4X (first spots, $2 each).
    assert_eq!(g.bonuses(black), 4 + 4 * 2);
    assert_eq!(g.bonuses(green), 0);
}

#[test]
fn specialization_and_lower_level_diversification() {
    let mut g = blank();
    for m in [M1I, M2I, M3I, M4I, M2L] {
        rocket(&mut g, 2, m, 0);
    }
    // I-markets $4, level 2 $2, leader of five markets $10.
    assert_eq!(g.bonuses(2), 4 + 2 + 10);
    for m in [M2L, M3L, M4L, M3T, M4T, M3I] {
        rocket(&mut g, 1, m, 1);
    }
    // L $3, T $2, level 3 (3I, 3L, 3T) $3; leads 3L, 4L, 3T, 4T.
    assert_eq!(g.bonuses(1), 3 + 2 + 3 + 4 * 2);
}

// ----- the auction's details -----

#[test]
fn bonus_cubes_gather_on_the_star_product_and_pay_a_dollar() {
    let mut g = blank();
    let star = g.row[STAR];
    // Three auctions of other products: three cubes on the ★ product.
    for k in 0..3u8 {
        let auctioneer = g.current;
        auction(&mut g, 0, [None, None, None]);
        act(&mut g, Action::Discard);
        assert_eq!(g.star_cubes, k + 1);
        assert_eq!(g.current, (auctioneer + 1) % 4);
    }
    assert_eq!(g.row[STAR], star);
    // Seat 3 runs the last auction of the round on the ★ product; seat 0 wins.
    act(&mut g, Action::Auction(STAR as u8));
    act(&mut g, Action::Bid(4));
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Award);
    assert_eq!(g.cubes[0], 3);
    assert_eq!(g.money[0], 6);
    // Next round, seat 0 pays with cubes and buys a card with the rest.
    assert_eq!(g.phase, Phase::Take);
    act(&mut g, Action::Take(0));
    while g.phase == Phase::Launch {
        let a = legal(&g)[0];
        act(&mut g, a);
    }
    while g.phase == Phase::RoundStart {
        act(&mut g, Action::Pass);
    }
    assert_eq!(g.round, 1);
    assert_eq!(g.current, 0);
    act(&mut g, Action::Auction(0));
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Bid(1));
    act(&mut g, Action::Keep); // $1 + $3 premium
    assert_eq!(g.phase, Phase::Pay);
    assert!(legal(&g).contains(&Action::Pay(0)));
    act(&mut g, Action::Pay(1));
    assert_eq!(g.cubes[0], 2);
    assert_eq!(g.money[0], 3);
    let deck = g.fdeck_len;
    act(&mut g, Action::Buy(1));
    assert_eq!(g.cubes[0], 0);
    assert_eq!(g.fdeck_len, deck - 1);
    assert_eq!(g.hand_len(0), 1);
}

#[test]
fn money_never_goes_below_zero() {
    let mut g = blank();
    g.launch(1, M2I, 0, 0, &mut ());
    g.money[1] = 1;
    give(&mut g, 0, Kind::UncertainPoliticalClimate);
    act(
        &mut g,
        Action::Event {
            event: 0,
            market: M2I as u8,
        },
    );
    assert_eq!(g.money[1], 0);
    // Nobody may bid more than they can pay.
    let mut h = blank();
    h.money[1] = 0;
    act(&mut h, Action::Auction(6));
    assert_eq!(legal(&h), vec![Action::Pass]);
}

// ----- function cards -----

#[test]
fn master_auctioneer_runs_all_four_auctions_then_order_resumes() {
    let mut g = blank();
    give(&mut g, 2, Kind::MasterAuctioneer);
    g.phase = Phase::RoundStart;
    g.done = 0;
    g.base = 0;
    g.current = 2;
    g.done = 2;
    act(&mut g, Action::MasterAuctioneer);
    act(&mut g, Action::Pass);
    for _ in 0..4 {
        assert_eq!(g.phase, Phase::Choose);
        assert_eq!(g.current, 2);
        auction(&mut g, 0, [None, None, None]);
        act(&mut g, Action::Discard);
    }
    assert_eq!(g.round, 1);
    assert_eq!(g.current, 0, "turn order resumes");
}

#[test]
fn the_new_order_makes_you_first_player() {
    let mut g = blank();
    give(&mut g, 3, Kind::TheNewOrder);
    give(&mut g, 1, Kind::WildCard);
    g.phase = Phase::RoundStart;
    g.base = 0;
    g.done = 1;
    g.current = 1;
    act(&mut g, Action::Pass);
    assert_eq!(g.current, 3, "seats without cards are skipped");
    act(&mut g, Action::NewOrder);
    act(&mut g, Action::Pass);
    assert_eq!(g.current, 3);
    assert_eq!(g.first, 3);
    auction(&mut g, 0, [None, None, None]);
    act(&mut g, Action::Discard);
    assert_eq!(g.current, 0);
}

#[test]
fn take_two_makes_one_additional_bid() {
    let mut g = blank();
    give(&mut g, 1, Kind::TakeTwo);
    act(&mut g, Action::Auction(6));
    act(&mut g, Action::Bid(2));
    act(&mut g, Action::Bid(3));
    act(&mut g, Action::Pass);
    assert_eq!(g.phase, Phase::TakeTwo);
    assert_eq!(g.current, 1);
    assert!(!legal(&g).contains(&Action::Bid(3)));
    act(&mut g, Action::Bid(4));
    assert_eq!(g.hand_len(1), 0);
    assert_eq!(g.phase, Phase::Resolve);
    act(&mut g, Action::Award);
    assert_eq!(g.money[1], 6);
}

#[test]
fn penny_pincher_pays_three_less() {
    let mut g = blank();
    give(&mut g, 1, Kind::PennyPincher);
    act(&mut g, Action::Auction(0));
    // $10 + $3 from the card, less the $3 premium.
    assert!(legal(&g).contains(&Action::Bid(10)));
    act(&mut g, Action::Bid(9));
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    // Holding a card, seat 1 gets the Take Two! window (hands are hidden).
    assert_eq!(g.phase, Phase::TakeTwo);
    assert_eq!(legal(&g), vec![Action::Pass]);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Award);
    assert_eq!(g.phase, Phase::Pay);
    assert_eq!(legal(&g), vec![Action::PennyPincher]);
    act(&mut g, Action::PennyPincher);
    act(&mut g, Action::Pay(0));
    assert_eq!(g.money[1], 10 - 9);
}

#[test]
fn trendspotter_looks_at_six_and_takes_two() {
    let mut g = blank();
    put_product(&mut g, 4, HERB_GARDEN);
    // Two of the Herb Garden's values on top of the value deck, two shown.
    let vals = PRODUCTS[HERB_GARDEN as usize].values;
    for &v in &vals[..2] {
        show_value(&mut g, v);
    }
    let len = g.vdeck_len as usize;
    for (k, &v) in vals[2..].iter().enumerate() {
        if g.vdisplay >> v & 1 == 1 {
            g.vdisplay &= !(1 << v);
            let out = g.vdeck[len - 1 - k];
            g.vdeck[len - 1 - k] = v;
            g.vdisplay |= 1 << out;
        } else {
            let i = g.vdeck[..len].iter().position(|&x| x == v).unwrap();
            g.vdeck.swap(i, len - 1 - k);
        }
    }
    g.check_invariants().unwrap();
    give(&mut g, 1, Kind::Trendspotter);
    act(&mut g, Action::Auction(4));
    let before = g.observation(1);
    act(&mut g, Action::Trendspotter);
    assert_eq!(g.peek[1], 6);
    let seen = g.observation(1).known_top[1].unwrap();
    assert_ne!(before.known_top[1], Some(seen));
    assert_eq!(seen[0], Some(vals[2]));
    assert_eq!(g.observation(2).known_top[1], None, "others do not see");
    act(&mut g, Action::Bid(1));
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Award);
    assert_eq!(g.phase, Phase::Take);
    assert!(legal(&g).contains(&Action::Take(0b1111)));
    act(&mut g, Action::Take(0b1111));
    assert_eq!(g.held.count_ones(), 4);
    // Six seen, two taken, two drawn into the display: two still known.
    assert_eq!(g.peek[1], 2);
    assert!(launch_markets(&g).contains(&M4X));
}

#[test]
fn zero_waste_takes_values_from_the_discard_pile() {
    let mut g = blank();
    put_product(&mut g, 5, HERB_GARDEN);
    let vals = PRODUCTS[HERB_GARDEN as usize].values;
    for &v in vals {
        show_value(&mut g, v);
    }
    // Two of its values already discarded.
    for &v in &vals[2..] {
        g.vdisplay &= !(1 << v);
        g.vdiscard |= 1 << v;
    }
    // Refill the display from the deck to keep it at 11.
    while g.vdisplay.count_ones() < 11 {
        g.vdeck_len -= 1;
        let v = g.vdeck[g.vdeck_len as usize];
        g.vdeck[g.vdeck_len as usize] = 0;
        g.vdisplay |= 1 << v;
    }
    g.check_invariants().unwrap();
    give(&mut g, 0, Kind::ZeroWaste);
    auction(&mut g, 5, [None, None, None]);
    act(&mut g, Action::Keep);
    act(&mut g, Action::Take(0b0011));
    assert!(!launch_markets(&g).contains(&M4X));
    act(&mut g, Action::ZeroWaste(0b1100));
    assert_eq!(g.held.count_ones(), 4);
    assert!(launch_markets(&g).contains(&M4X));
}

/// Makes every value in `vals` face up at once (display cards outside
/// `vals` go to the deck in their place).
fn show_values(g: &mut ValueCrafter, vals: &[u8]) {
    let keep: u64 = vals.iter().map(|&v| 1u64 << v).sum();
    for &v in vals {
        if g.vdisplay >> v & 1 == 1 {
            continue;
        }
        let i = g.vdeck[..g.vdeck_len as usize]
            .iter()
            .position(|&x| x == v)
            .expect("value in the deck");
        let out = (g.vdisplay & !keep).trailing_zeros() as u8;
        g.vdisplay &= !(1 << out);
        g.vdisplay |= 1 << v;
        g.vdeck[i] = out;
    }
    g.check_invariants().unwrap();
}

#[test]
fn an_offering_takes_at_most_four_of_a_products_values() {
    // "you may take up to 4 value cards": the Espresso Machine offers 8,
    // all face up.
    const ESPRESSO: u8 = 1;
    let mut g = blank();
    put_product(&mut g, 4, ESPRESSO);
    let vals = PRODUCTS[ESPRESSO as usize].values;
    assert_eq!(vals.len(), 8);
    show_values(&mut g, vals);
    give(&mut g, 0, Kind::ZeroWaste);
    auction(&mut g, 4, [None, None, None]);
    act(&mut g, Action::Keep);
    let takes: Vec<u8> = legal(&g)
        .into_iter()
        .filter_map(|a| match a {
            Action::Take(m) => Some(m),
            _ => None,
        })
        .collect();
    // Every set of 0 to 4 of the 8 slots, and no larger one.
    assert_eq!(takes.len(), 1 + 8 + 28 + 56 + 70);
    assert!(takes.iter().all(|m| m.count_ones() <= 4));
    let before = g;
    let err = g.apply(Action::Take(0b1_1111)).unwrap_err();
    assert!(err.to_string().contains("at most 4"), "{err}");
    assert_eq!(g.save(), before.save(), "a refused action changes nothing");
    // Save Time, Feel Rewarded, Show Status, Offer Recurring Benefits: one
    // of each type, so 4X.
    act(&mut g, Action::Take(0b1010_1001));
    assert_eq!(g.held.count_ones(), 4);
    assert!(launch_markets(&g).contains(&M4X));
    // Zero Waste cannot add a fifth value, even with the product's other
    // values in the discard pile.
    let extra = 1u64 << vals[1] | 1u64 << vals[2];
    g.vdiscard |= extra;
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::ZeroWaste(_))));
    assert!(g.apply(Action::ZeroWaste(0b0000_0010)).is_err());
}

#[test]
fn zero_waste_fills_an_offering_only_up_to_four_values() {
    const ESPRESSO: u8 = 1;
    let mut g = blank();
    put_product(&mut g, 4, ESPRESSO);
    let vals = PRODUCTS[ESPRESSO as usize].values;
    show_values(&mut g, &vals[..3]);
    // Three more of its values in the discard pile.
    for &v in &vals[5..] {
        assert!(g.vdisplay >> v & 1 == 0);
        let len = g.vdeck_len as usize;
        let i = g.vdeck[..len].iter().position(|&x| x == v).unwrap();
        g.vdeck.copy_within(i + 1..len, i);
        g.vdeck_len -= 1;
        g.vdeck[g.vdeck_len as usize] = 0;
        g.vdiscard |= 1 << v;
    }
    g.check_invariants().unwrap();
    give(&mut g, 0, Kind::ZeroWaste);
    auction(&mut g, 4, [None, None, None]);
    act(&mut g, Action::Keep);
    act(&mut g, Action::Take(0b0000_0111));
    assert_eq!(g.held.count_ones(), 3);
    let zero: Vec<u8> = legal(&g)
        .into_iter()
        .filter_map(|a| match a {
            Action::ZeroWaste(m) => Some(m),
            _ => None,
        })
        .collect();
    // Room for one more: each of the three discarded values alone.
    assert_eq!(zero, vec![0b1000_0000, 0b0100_0000, 0b0010_0000]);
    assert!(g.apply(Action::ZeroWaste(0b1100_0000)).is_err());
    act(&mut g, Action::ZeroWaste(0b1000_0000));
    assert_eq!(g.held.count_ones(), 4);
}

#[test]
fn wild_cards_makeover_and_agency_change_the_market() {
    let mut g = blank();
    put_product(&mut g, 5, HERB_GARDEN);
    let vals = PRODUCTS[HERB_GARDEN as usize].values;
    show_value(&mut g, vals[0]);
    g.check_invariants().unwrap();
    auction(&mut g, 5, [None, None, None]);
    act(&mut g, Action::Keep);
    let one = legal(&g)
        .into_iter()
        .find(|a| matches!(a, Action::Take(m) if m.count_ones() == 1))
        .unwrap();
    act(&mut g, one);
    assert_eq!(launch_markets(&g), vec![M1I]);
    give(&mut g, 0, Kind::AdvertisingAgency);
    assert_eq!(launch_markets(&g), vec![M1I, M2I]);
    assert!(legal(&g).contains(&Action::Launch {
        market: M2I as u8,
        wilds: 0,
        mods: MOD_AGENCY
    }));
    give(&mut g, 0, Kind::ProductMakeover);
    // 1I -> 2I -> 2L with both cards.
    assert!(legal(&g).contains(&Action::Launch {
        market: M2L as u8,
        wilds: 0,
        mods: MOD_AGENCY | MOD_MAKEOVER
    }));
    give(&mut g, 0, Kind::WildCard);
    give(&mut g, 0, Kind::WildCard);
    let l = legal(&g);
    // A Wild Card reaches 2L on its own, so the two cards are not offered
    // with it; with one Wild, 2L costs no modifier.
    assert!(l.contains(&Action::Launch {
        market: M2L as u8,
        wilds: 1,
        mods: 0
    }));
    assert!(!l.contains(&Action::Launch {
        market: M2L as u8,
        wilds: 1,
        mods: MOD_AGENCY | MOD_MAKEOVER
    }));
    assert!(l.contains(&Action::Launch {
        market: M3T as u8,
        wilds: 2,
        mods: 0
    }));
    // 1 value + 2 wilds + Agency: 3T -> 4T.
    assert!(l.contains(&Action::Launch {
        market: M4T as u8,
        wilds: 2,
        mods: MOD_AGENCY
    }));
    act(
        &mut g,
        Action::Launch {
            market: M4T as u8,
            wilds: 2,
            mods: MOD_AGENCY,
        },
    );
    assert_eq!(g.money[0], 10 + revenue(M4T, 0) as u16);
    assert_eq!(g.hand_len(0), 1, "the Makeover stays in hand");
    assert_eq!(bag_count(g.fdiscard, Kind::WildCard), 2);
}

#[test]
fn distributor_razor_speculation_outlook_reviews_saturation() {
    let mut g = blank();
    // Distributor: lowest-revenue spot, then $2 per later offering by others.
    give(&mut g, 0, Kind::Distributor);
    give(&mut g, 0, Kind::RazorAndBlade);
    g.held = 0;
    g.launch(0, M2L, 0, MOD_DISTRIBUTOR | MOD_RAZOR, &mut ());
    assert_eq!(g.market(M2L), [NONE, NONE, BLOCKER, 0]);
    let lowest = revenue(M2L, spot_count(M2L) - 1) as u16;
    assert_eq!(g.money[0], 10 + lowest);
    assert_eq!(g.rockets[0], 14);
    g.launch(1, M2L, 0, 0, &mut ());
    assert_eq!(g.money[1], 10 + revenue(M2L, 0) as u16);
    assert_eq!(g.money[0], 10 + lowest + 2);
    g.launch(0, M2L, 0, 0, &mut ());
    assert_eq!(
        g.money[0],
        10 + lowest + 2 + revenue(M2L, 1) as u16,
        "no Distributor money from your own"
    );
    assert!(!g.market_open(M2L));
    // Market Speculation: $1 per later offering by others.
    give(&mut g, 2, Kind::MarketSpeculation);
    g.current = 2;
    g.phase = Phase::Choose;
    g.auctioneer = 2;
    act(
        &mut g,
        Action::Event {
            event: 3,
            market: M4I as u8,
        },
    );
    g.launch(3, M4I, 0, 0, &mut ());
    assert_eq!(g.money[2], 11);
    g.launch(2, M4I, 0, 0, &mut ());
    assert_eq!(g.money[2], 11 + revenue(M4I, 1) as u16);
    // Positive Economic Outlook: +$2 to existing and future offerings.
    give(&mut g, 2, Kind::PositiveEconomicOutlook);
    g.launch(1, M3I, 0, 0, &mut ());
    let before = g.money;
    act(
        &mut g,
        Action::Event {
            event: 1,
            market: M3I as u8,
        },
    );
    assert_eq!(g.money[1], before[1] + 2);
    g.launch(3, M3I, 0, 0, &mut ());
    assert_eq!(g.money[3], before[3] + revenue(M3I, 1) as u16 + 2);
    // Positive Reviews: only where you have an offering and no marker; +$3.
    give(&mut g, 2, Kind::PositiveReviews);
    g.launch(2, M1I, 0, 0, &mut ());
    let l = legal(&g);
    for m in [M4L, M4I] {
        assert!(!l.contains(&Action::Event {
            event: 2,
            market: m as u8
        }));
    }
    let before = g.money[2];
    act(
        &mut g,
        Action::Event {
            event: 2,
            market: M1I as u8,
        },
    );
    assert_eq!(g.money[2], before + 3);
    // Market Saturation closes a market.
    give(&mut g, 2, Kind::MarketSaturation);
    assert!(g.market_open(M4X));
    act(
        &mut g,
        Action::Event {
            event: 4,
            market: M4X as u8,
        },
    );
    assert!(!g.market_open(M4X));
    g.check_invariants().unwrap();
}

#[test]
fn each_market_has_its_own_number_of_spots() {
    let mut g = blank();
    for m in 0..MARKET_COUNT {
        assert_eq!(g.free_spots(m) as usize, spot_count(m));
        assert_eq!(g.market(m).len(), spot_count(m));
    }
    assert_eq!(SPOT_COUNT, [4, 4, 4, 3, 3, 3, 2, 2, 2, 4]);
    // 1I's four spots: Razor and Blade blocks the fourth ("the last
    // available spot"), Distributor takes the lowest-revenue free one.
    give(&mut g, 0, Kind::RazorAndBlade);
    g.launch(0, M1I, 0, MOD_RAZOR, &mut ());
    assert_eq!(g.market(M1I), [0, NONE, NONE, BLOCKER]);
    give(&mut g, 1, Kind::Distributor);
    g.launch(1, M1I, 0, MOD_DISTRIBUTOR, &mut ());
    assert_eq!(g.market(M1I), [0, NONE, 1, BLOCKER]);
    assert_eq!(g.money[1], 10 + revenue(M1I, 2) as u16);
    // 3T's three spots: the third is its last; then it is full.
    give(&mut g, 2, Kind::RazorAndBlade);
    g.launch(2, M3T, 0, MOD_RAZOR, &mut ());
    assert_eq!(g.market(M3T), [2, NONE, 2 | BLOCKER]);
    assert!(g.market_open(M3T));
    g.launch(3, M3T, 0, 0, &mut ());
    assert_eq!(g.money[3], 10 + revenue(M3T, 1) as u16);
    assert!(!g.market_open(M3T), "three spots and no more");
    // 4T's two spots: full after two launches.
    g.launch(0, M4T, 0, 0, &mut ());
    assert!(g.market_open(M4T));
    g.launch(1, M4T, 0, 0, &mut ());
    assert_eq!(g.market(M4T), [0, 1]);
    assert!(!g.market_open(M4T), "two spots and no more");
    g.check_invariants().unwrap();
    // A rocket past a market's last spot is a corrupt state.
    g.spots[M4T][2] = 2;
    g.rockets[2] -= 1;
    assert!(g.check_invariants().is_err());
}

// ----- the end -----

#[test]
fn reaching_100_ends_the_game_at_once_with_bonuses() {
    let mut g = blank();
    g.launch(1, M2I, 0, 0, &mut ());
    g.money[1] = 98;
    give(&mut g, 0, Kind::PositiveEconomicOutlook);
    let mut events = Vec::new();
    g.apply_with(
        Action::Event {
            event: 1,
            market: M2I as u8,
        },
        &mut events,
    )
    .unwrap();
    assert_eq!(g.phase, Phase::Over);
    // $100, leader of 2I.
    assert_eq!(g.money[1], 100 + 2);
    assert_eq!(g.returns()[1], 1.0);
    assert_eq!(g.end_reason(), Some("a player reached $100"));
    assert!(
        events
            .iter()
            .any(|(a, e)| *a == Audience::All && *e == Event::GameOver)
    );
}

#[test]
fn full_markets_or_last_rocket_end_the_game() {
    let mut g = blank();
    for m in 0..MARKET_COUNT {
        for i in 0..spot_count(m) {
            if m == MARKET_COUNT - 1 && i == spot_count(m) - 1 {
                break;
            }
            rocket(&mut g, ((m + i) % 4) as u8, m, i);
        }
    }
    assert!(!g.ends_now());
    g.launch(3, M4X, 0, 0, &mut ());
    assert!(g.ends_now());
    assert_eq!(g.end_reason(), None, "named only once the game is over");
    g.finish(&mut ());
    assert_eq!(g.end_reason(), Some("no spot was left in the markets"));
    let mut h = blank();
    h.rockets[2] = 1;
    h.launch(2, M1I, 0, 0, &mut ());
    assert!(h.ends_now());
    h.finish(&mut ());
    assert_eq!(h.end_reason(), Some("a player placed their last rocket"));
}

#[test]
fn ties_share_the_win() {
    let mut g = blank();
    g.money = [20, 30, 30, 5];
    g.finish(&mut ());
    assert_eq!(g.returns().to_vec(), vec![0.0, 0.5, 0.5, 0.0]);
}

#[test]
fn twelve_rounds_use_up_the_48_products() {
    let mut g = blank();
    let mut n = 0;
    while g.phase != Phase::Over {
        match g.phase {
            Phase::Choose => {
                n += 1;
                let slot = g.row.iter().position(|&p| p != NONE).unwrap() as u8;
                auction(&mut g, slot, [None, None, None]);
                act(&mut g, Action::Discard);
            }
            _ => act(&mut g, Action::Pass),
        }
    }
    assert_eq!(n, 48);
    assert_eq!(g.round, 12);
    assert_eq!(g.end_reason(), Some("no products were left to auction"));
    assert_eq!(g.pdiscard, ALL_PRODUCTS);
}

// ----- hidden information -----

#[test]
fn draft_picks_are_hidden_and_redrawn() {
    let mut g = ValueCrafter::setup(&Config::players(4), 3).unwrap();
    let mut buf = ActionList::new();
    g.legal_actions(&mut buf);
    let a = buf[0];
    assert_eq!(g.observe_action(a, 1), Observed::Hidden { player: 0 });
    assert_eq!(g.observe_action(a, 0), Observed::Seen(a));
    act(&mut g, a);
    // Seat 1 cannot tell what seat 0 kept: determinizations differ.
    let mut differ = false;
    for seed in 0..20 {
        let d = g.determinize(1, &mut crate::rng::GameRng::new(seed));
        assert_eq!(d.observation(1), g.observation(1));
        differ |= d.hands[0] != g.hands[0];
    }
    assert!(differ);
    // Seat 0 knows its own pick.
    let d = g.determinize(0, &mut crate::rng::GameRng::new(1));
    assert_eq!(d.hands[0], g.hands[0]);
}

#[test]
fn random_games_conform() {
    let report = crate::conformance::random_games::<ValueCrafter>(
        &Config::players(4),
        0..if cfg!(debug_assertions) { 12 } else { 400 },
        &crate::conformance::Settings::default(),
    );
    assert!(report.games >= 12);
    eprintln!("{report:?}");
    let bound = ValueCrafter::setup(&Config::players(4), 0)
        .unwrap()
        .max_game_length();
    assert!(report.max_length <= bound);
}

#[test]
fn heuristic_beats_random() {
    use rand::RngExt;
    let mut wins = 0.0;
    let games = 60;
    for seed in 0..games {
        let mut g = ValueCrafter::setup(&Config::players(4), seed).unwrap();
        let mut rng = crate::rng::GameRng::new(seed);
        let mut buf = ActionList::new();
        while let ToMove::Player(p) = g.to_move() {
            let a = if p == 0 {
                g.heuristic_action(&mut rng)
            } else {
                g.legal_actions(&mut buf);
                buf[rng.random_range(0..buf.len())]
            };
            g.apply(a).unwrap();
        }
        wins += g.returns()[0];
    }
    assert!(wins / games as f64 > 0.5, "heuristic won {wins} of {games}");
}

#[test]
fn crafting_table_matches_brute_force() {
    // Every way to pick real values by type and give each Wild Card a type:
    // the fewest Wild Cards whose offering has the market's size and a
    // distinct-type count its shape allows.
    fn brute(counts: [u8; 4], wilds: u8, m: usize) -> u8 {
        let (level, shape) = MARKETS[m];
        let fits = |k: u8| match shape {
            SHAPE_I => k == 1 || k == 2,
            SHAPE_L => k == 2,
            SHAPE_T => k == 3,
            _ => k == 4,
        };
        for w in 0..=wilds.min(level) {
            for pick in 0..625usize {
                let p = [pick / 125, pick / 25 % 5, pick / 5 % 5, pick % 5].map(|x| x as u8);
                if (0..4).any(|t| p[t] > counts[t]) || p.iter().sum::<u8>() + w != level {
                    continue;
                }
                for wt in 0..4usize.pow(w as u32) {
                    let mut types = [false; 4];
                    for t in 0..4 {
                        types[t] = p[t] > 0;
                    }
                    let mut x = wt;
                    for _ in 0..w {
                        types[x % 4] = true;
                        x /= 4;
                    }
                    if fits(types.iter().filter(|&&b| b).count() as u8) {
                        return w;
                    }
                }
            }
        }
        NONE
    }
    for code in 0..625usize {
        let c = [code / 125, code / 25 % 5, code / 5 % 5, code % 5].map(|x| x as u8);
        if c.iter().sum::<u8>() > 4 {
            continue;
        }
        for w in 0..=4 {
            let table = super::rules::min_wilds_all(c, w);
            for m in 0..MARKET_COUNT {
                assert_eq!(
                    table[m],
                    brute(c, w, m),
                    "counts {c:?} wilds {w} market {m}"
                );
            }
        }
    }
}

#[test]
fn a_launch_that_needs_a_function_card_may_be_declined() {
    // "At any point during the game, you may play your function cards":
    // when every open market needs a Wild Card (or a Makeover or Agency),
    // not launching stays possible; a launch needing no card is still
    // compulsory ("Finally, you'll launch your offering").
    let mut g = blank();
    put_product(&mut g, 5, HERB_GARDEN);
    let vals = PRODUCTS[HERB_GARDEN as usize].values;
    show_value(&mut g, vals[0]);
    g.check_invariants().unwrap();
    auction(&mut g, 5, [None, None, None]);
    act(&mut g, Action::Keep);
    let one = legal(&g)
        .into_iter()
        .find(|a| matches!(a, Action::Take(m) if m.count_ones() == 1))
        .unwrap();
    act(&mut g, one);
    assert!(!legal(&g).contains(&Action::NoLaunch), "1I is open: launch");
    for i in 0..spot_count(M1I) {
        rocket(&mut g, 1 + i as u8 % 3, M1I, i);
    }
    give(&mut g, 0, Kind::WildCard);
    let l = legal(&g);
    assert!(l.contains(&Action::Launch {
        market: M2I as u8,
        wilds: 1,
        mods: 0
    }));
    assert!(l.contains(&Action::NoLaunch), "the Wild Card is not forced");
    act(&mut g, Action::NoLaunch);
    assert_eq!(g.hand_len(0), 1, "the Wild Card stays in hand");
}

#[test]
fn trendspotter_comes_only_before_a_bid_the_seat_can_place() {
    // "Before placing a bid, you may look at the top 6 cards": not in the
    // Take Two! window without a Take Two!, nor at a turn with no bid left.
    let mut g = blank();
    give(&mut g, BRIAN, Kind::Trendspotter);
    give(&mut g, CHLOE, Kind::Trendspotter);
    g.money[CHLOE as usize] = 3;
    act(&mut g, Action::Auction(6));
    act(&mut g, Action::Bid(2));
    assert!(legal(&g).contains(&Action::Trendspotter), "Brian can bid");
    act(&mut g, Action::Bid(3));
    assert_eq!(g.current, CHLOE);
    assert!(
        !legal(&g).contains(&Action::Trendspotter),
        "Chloe's $3 cannot beat $3"
    );
    act(&mut g, Action::Pass);
    // The Take Two! window: Brian holds a card but no Take Two!.
    assert_eq!(g.phase, Phase::TakeTwo);
    assert_eq!(g.current, BRIAN);
    assert_eq!(legal(&g), vec![Action::Pass]);
    give(&mut g, BRIAN, Kind::TakeTwo);
    assert!(legal(&g).contains(&Action::Trendspotter));
}

#[test]
fn setup_deals_eleven_values_seven_products_and_ten_dollars() {
    // 11 values face up, the 48 single-line products (7 face up), every
    // accountant on $10, 16 rockets each, no cubes; seat 0 holds the gavel.
    let g = ValueCrafter::setup(&Config::players(4), 3).unwrap();
    assert_eq!(g.vdisplay.count_ones(), 11);
    assert_eq!(g.vdeck_len, 44 - 11);
    assert!(g.row.iter().all(|&p| p != NONE));
    assert_eq!(g.pdeck_len, 48 - 7);
    assert_eq!(g.money, [10; 4]);
    assert_eq!(g.rockets, [16; 4]);
    assert_eq!(g.cubes, [0; 4]);
    assert_eq!(g.first, 0);
    assert_eq!(g.phase, Phase::Draft);
}

#[test]
fn an_empty_value_deck_is_the_shuffled_discard_pile_at_once() {
    // "If ever the value deck is empty, shuffle the value card discard pile
    // and place it face-down as a new value deck."
    let mut g = blank();
    put_product(&mut g, 3, HERB_GARDEN);
    let v0 = PRODUCTS[HERB_GARDEN as usize].values[0];
    show_value(&mut g, v0);
    // All but one card of the value deck lie in the discard pile.
    let len = g.vdeck_len as usize;
    let discarded: Vec<u8> = g.vdeck[1..len].to_vec();
    for &v in &discarded {
        g.vdiscard |= 1 << v;
    }
    g.vdeck_len = 1;
    g.vdeck[1..len].iter_mut().for_each(|x| *x = 0);
    g.check_invariants().unwrap();
    // One auction takes a value and the display refills from the last card.
    auction(&mut g, 3, [None, None, None]);
    act(&mut g, Action::Keep);
    let one = legal(&g)
        .into_iter()
        .find(|a| matches!(a, Action::Take(m) if m.count_ones() == 1))
        .unwrap();
    act(&mut g, one);
    assert_eq!(g.vdisplay.count_ones(), 11, "refilled");
    assert_eq!(g.vdiscard, 0, "the discard pile became the deck");
    assert_eq!(g.vdeck_len as usize, discarded.len());
}

#[test]
fn a_launch_discards_the_product_and_every_value_taken() {
    // "Finally, discard all product and value cards, used or unused."
    let mut g = blank();
    put_product(&mut g, 3, HERB_GARDEN);
    for &v in PRODUCTS[HERB_GARDEN as usize].values {
        show_value(&mut g, v);
    }
    g.check_invariants().unwrap();
    auction(&mut g, 3, [None, None, None]);
    act(&mut g, Action::Keep);
    act(&mut g, Action::Take(0b1111));
    // Launch only two of the four values (2L); all four are discarded.
    act(
        &mut g,
        Action::Launch {
            market: M2L as u8,
            wilds: 0,
            mods: 0,
        },
    );
    for &v in PRODUCTS[HERB_GARDEN as usize].values {
        assert!(g.vdiscard >> v & 1 == 1, "value {v} discarded");
    }
    assert!(g.pdiscard >> HERB_GARDEN & 1 == 1);
}

#[test]
fn a_played_function_card_goes_to_the_discard_pile() {
    // "When you play a function card, follow its effects immediately and
    // then send it to the discard pile."
    let mut g = blank();
    give(&mut g, YOU, Kind::MarketSaturation);
    let e = MARKET_EVENTS
        .iter()
        .position(|&k| k == Kind::MarketSaturation)
        .unwrap() as u8;
    act(
        &mut g,
        Action::Event {
            event: e,
            market: M1I as u8,
        },
    );
    assert_eq!(bag_count(g.fdiscard, Kind::MarketSaturation), 1);
    assert_eq!(g.hand_len(YOU), 0);
    assert!(!g.market_open(M1I), "and its effect is immediate");
}

#[test]
fn a_save_from_the_37_spot_markets_is_refused_by_version() {
    use crate::save::{LoadError, load, save};
    let mut bytes = save(&blank());
    assert!(load::<ValueCrafter>(&bytes).is_ok());
    // Version 1 rows held 5 spots a market; relabel this save as one.
    bytes[10..12].copy_from_slice(&1u16.to_le_bytes());
    let n = bytes.len() - 4;
    let crc = crc32fast::hash(&bytes[..n]);
    bytes[n..].copy_from_slice(&crc.to_le_bytes());
    let e = load::<ValueCrafter>(&bytes).unwrap_err();
    assert!(matches!(e, LoadError::Retired { version: 1, .. }));
    assert!(
        e.to_string()
            .starts_with("Value Crafter saves of version 1 ")
    );
    // A version newer than this build is refused too.
    bytes[10..12].copy_from_slice(&3u16.to_le_bytes());
    let crc = crc32fast::hash(&bytes[..n]);
    bytes[n..].copy_from_slice(&crc.to_le_bytes());
    assert!(matches!(
        load::<ValueCrafter>(&bytes),
        Err(LoadError::UnsupportedVersion {
            found: 3,
            expected: 2
        })
    ));
}

// ----- an end trigger in the middle of an auction or a launch -----

/// Seat `s` with a rocket in 2I and $98, holding Positive Economic Outlook,
/// which adds $2 to every offering in 2I: playing it reaches $100.
fn two_dollars_short(s: u8) -> ValueCrafter {
    let mut g = blank();
    g.launch(s, M2I, 0, 0, &mut ());
    g.money[s as usize] = 98;
    give(&mut g, s, Kind::PositiveEconomicOutlook);
    g
}

const OUTLOOK_ON_2I: Action = Action::Event {
    event: 1,
    market: M2I as u8,
};

/// Nothing of an auction or a launch is left open once the game is over.
fn nothing_left_open(g: &ValueCrafter) {
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.end_reason(), Some("a player reached $100"));
    assert_eq!((g.slot, g.high, g.high_bidder), (NONE, 0, NONE));
    assert_eq!((g.product, g.held, g.winner, g.price), (NONE, 0, NONE, 0));
    g.check_invariants().unwrap();
}

#[test]
fn reaching_100_during_an_auction_calls_the_auction_off() {
    // "The game ends immediately when ... Someone reaches $100 on the
    // scoreboard": a market event played at a bidding turn ends it there.
    let mut g = two_dollars_short(BRIAN);
    let product = g.row[0];
    act(&mut g, Action::Auction(0));
    act(&mut g, Action::Bid(2));
    assert_eq!((g.current, g.high_bidder), (BRIAN, ADRIAN));
    act(&mut g, OUTLOOK_ON_2I);
    nothing_left_open(&g);
    // Nobody won or paid: the product is still in the row.
    assert_eq!(g.row[0], product);
    assert_eq!(g.money[ADRIAN as usize], 10);
    assert!(g.money[BRIAN as usize] >= 100);
}

#[test]
fn reaching_100_before_taking_values_discards_the_product() {
    let mut g = two_dollars_short(YOU);
    let product = g.row[2];
    auction(&mut g, 2, [None, None, None]);
    act(&mut g, Action::Keep);
    assert_eq!((g.phase, g.product), (Phase::Take, product));
    act(&mut g, OUTLOOK_ON_2I);
    nothing_left_open(&g);
    // The product never launches: "discard all product and value cards".
    assert_eq!(g.pdiscard >> product & 1, 1);
    assert!(!g.row.contains(&product));
}

#[test]
fn reaching_100_before_launching_discards_the_product_and_its_values() {
    let mut g = two_dollars_short(YOU);
    let product = g.row[2];
    show_values(&mut g, PRODUCTS[product as usize].values);
    auction(&mut g, 2, [None, None, None]);
    act(&mut g, Action::Keep);
    let take = legal(&g)
        .into_iter()
        .find(|a| matches!(a, Action::Take(m) if *m != 0))
        .expect("values to take");
    act(&mut g, take);
    assert_eq!(g.phase, Phase::Launch);
    let held = g.held;
    assert_ne!(held, 0);
    act(&mut g, OUTLOOK_ON_2I);
    nothing_left_open(&g);
    assert_eq!(g.pdiscard >> product & 1, 1);
    assert_eq!(g.vdiscard & held, held, "the values taken are discarded");
}
