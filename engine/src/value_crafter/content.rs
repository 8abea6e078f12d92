//! Every piece of designed Value Crafter content, as data: the 44 value
//! cards, the 48 single-line product cards, the revenue spots of the 10
//! markets, the 16 kinds of function card with their counts, and the market
//! grid (levels, shapes, which market is adjacent or one level up).
//! The rulebook prints none of the cards' contents; docs/rules/value-crafter.md
//! lists them and says why they look as they do.

/// The four types of value: value card `v` has type `v / 11`.
pub const FUNCTIONAL: u8 = 0;
pub const EMOTIONAL: u8 = 1;
pub const SOCIAL: u8 = 2;
pub const TRANSFORMATIONAL: u8 = 3;
pub const TYPE_NAMES: [&str; 4] = ["Functional", "Emotional", "Social", "Transformational"];

pub const VALUE_COUNT: u8 = 44;
pub const ALL_VALUES: u64 = (1u64 << VALUE_COUNT) - 1;

#[inline]
pub const fn value_type(v: u8) -> u8 {
    v / 11
}

/// The 44 value cards, 11 of each type, in id order.
pub const VALUE_NAMES: [&str; 44] = [
    // Functional: to get things done.
    "Reduce Effort",
    "Save Time",
    "Save Money",
    "Get Organized",
    "Simplify Tasks",
    "Reduce Risk",
    "Stay Connected",
    "Stay Informed",
    "Avoid Hassles",
    "Improve Quality",
    "Offer Variety",
    // Emotional: to feel good.
    "Feel Calm / Relaxed",
    "Feel Secure",
    "Have Fun",
    "Feel Nostalgic",
    "Feel Rewarded",
    "Enjoy Beautiful Design",
    "Feel Healthy",
    "Feel Attractive",
    "Feel Confident",
    "Feel Pampered",
    "Feel Excited",
    // Social: to let the world know who I am.
    "Perceived as Eco-conscious",
    "Show Status",
    "Belong to a Community",
    "Be Seen as Tech-savvy",
    "Express Personal Style",
    "Be Seen as Generous",
    "Be Seen as Responsible",
    "Be Seen as Creative",
    "Share Experiences",
    "Be Seen as Successful",
    "Support Local Makers",
    // Transformational: to live life to the fullest.
    "Offer Recurring Benefits",
    "Escape from Reality",
    "Achieve Self-actualization",
    "Gain Motivation",
    "Learn New Skills",
    "Leave a Legacy",
    "Live Healthier",
    "Reach Your Potential",
    "Explore New Places",
    "Provide Hope",
    "Make a Difference",
];

// Value ids by name, for the product list below.
const REDUCE_EFFORT: u8 = 0;
const SAVE_TIME: u8 = 1;
const SAVE_MONEY: u8 = 2;
const GET_ORGANIZED: u8 = 3;
const SIMPLIFY: u8 = 4;
const REDUCE_RISK: u8 = 5;
const CONNECTED: u8 = 6;
const INFORMED: u8 = 7;
const AVOID_HASSLES: u8 = 8;
const QUALITY: u8 = 9;
const VARIETY: u8 = 10;
const CALM: u8 = 11;
const SECURE: u8 = 12;
const FUN: u8 = 13;
const NOSTALGIC: u8 = 14;
const REWARDED: u8 = 15;
const DESIGN: u8 = 16;
const HEALTHY: u8 = 17;
const ATTRACTIVE: u8 = 18;
const CONFIDENT: u8 = 19;
const PAMPERED: u8 = 20;
const EXCITED: u8 = 21;
const ECO: u8 = 22;
const STATUS: u8 = 23;
const COMMUNITY: u8 = 24;
const TECH_SAVVY: u8 = 25;
const STYLE: u8 = 26;
const GENEROUS: u8 = 27;
const RESPONSIBLE: u8 = 28;
const CREATIVE: u8 = 29;
const SHARE: u8 = 30;
const SUCCESSFUL: u8 = 31;
const LOCAL: u8 = 32;
const RECURRING: u8 = 33;
const ESCAPE: u8 = 34;
const SELF_ACTUALIZATION: u8 = 35;
const MOTIVATION: u8 = 36;
const SKILLS: u8 = 37;
const LEGACY: u8 = 38;
const LIVE_HEALTHIER: u8 = 39;
const POTENTIAL: u8 = 40;
const EXPLORE: u8 = 41;
const HOPE: u8 = 42;
const DIFFERENCE: u8 = 43;

/// A single-line ("I") product card: a name and the values it offers
/// (1–`MAX_PRODUCT_VALUES`; an offering still takes at most 4 of them).
#[derive(Copy, Clone, Debug)]
pub struct Product {
    pub name: &'static str,
    pub values: &'static [u8],
}

const fn p(name: &'static str, values: &'static [u8]) -> Product {
    Product { name, values }
}

pub const PRODUCT_COUNT: u8 = 48;
pub const ALL_PRODUCTS: u64 = (1u64 << PRODUCT_COUNT) - 1;
/// The most values a product card prints (value choices are masks over
/// these slots, so at most 8).
pub const MAX_PRODUCT_VALUES: usize = 8;
/// The most values an offering may hold ("up to 4 value cards").
pub const MAX_OFFERING_VALUES: u32 = 4;

/// The 48 single-line product cards. Product 0 is the book's example,
/// with the four values the book gives it. The others print every value a
/// table would accept in the book's show of hands (6–8 each, at least
/// three types), because the winner can take only those that happen to
/// lie in the 11-card display: with the 1–4 values of the first design,
/// only 41% of auctions ended in a launch and 4X was out of reach
/// (docs/balance/README.md has the reports before and after).
pub const PRODUCTS: [Product; 48] = [
    p(
        "Click & Grow Herb Garden",
        &[REDUCE_EFFORT, CALM, ECO, RECURRING],
    ),
    p(
        "Espresso Machine",
        &[
            SAVE_TIME, SAVE_MONEY, QUALITY, REWARDED, DESIGN, STATUS, SUCCESSFUL, RECURRING,
        ],
    ),
    p(
        "Paperclip",
        &[
            GET_ORGANIZED,
            SIMPLIFY,
            SAVE_MONEY,
            REDUCE_EFFORT,
            CALM,
            CREATIVE,
        ],
    ),
    p(
        "Home Security Camera",
        &[
            SECURE,
            REDUCE_RISK,
            CONNECTED,
            CALM,
            TECH_SAVVY,
            INFORMED,
            HOPE,
        ],
    ),
    p(
        "Hybrid Electric Car",
        &[
            SAVE_MONEY,
            ECO,
            STATUS,
            DIFFERENCE,
            RESPONSIBLE,
            TECH_SAVVY,
            CONFIDENT,
            EXPLORE,
        ],
    ),
    p(
        "Virtual Reality Headset",
        &[ESCAPE, FUN, TECH_SAVVY, EXCITED, EXPLORE, SKILLS, SHARE],
    ),
    p(
        "Smartwatch",
        &[
            CONNECTED,
            LIVE_HEALTHIER,
            TECH_SAVVY,
            MOTIVATION,
            INFORMED,
            SAVE_TIME,
            STYLE,
            CONFIDENT,
        ],
    ),
    p(
        "Noise-cancelling Headphones",
        &[CALM, QUALITY, ESCAPE, DESIGN, AVOID_HASSLES, STATUS],
    ),
    p(
        "Robot Vacuum",
        &[
            REDUCE_EFFORT,
            SAVE_TIME,
            AVOID_HASSLES,
            CALM,
            TECH_SAVVY,
            HEALTHY,
            RECURRING,
        ],
    ),
    p(
        "Meal-kit Subscription",
        &[
            SAVE_TIME,
            RECURRING,
            SKILLS,
            HEALTHY,
            VARIETY,
            SIMPLIFY,
            FUN,
            LIVE_HEALTHIER,
        ],
    ),
    p(
        "Fitness Tracker",
        &[
            LIVE_HEALTHIER,
            MOTIVATION,
            INFORMED,
            HEALTHY,
            CONFIDENT,
            COMMUNITY,
            POTENTIAL,
        ],
    ),
    p(
        "E-reader",
        &[INFORMED, ESCAPE, VARIETY, SAVE_MONEY, CALM, SKILLS, ECO],
    ),
    p(
        "Instant Camera",
        &[NOSTALGIC, SHARE, STYLE, FUN, CREATIVE, LEGACY],
    ),
    p(
        "Designer Handbag",
        &[
            STATUS, DESIGN, ATTRACTIVE, STYLE, CONFIDENT, QUALITY, SUCCESSFUL,
        ],
    ),
    p(
        "Reusable Water Bottle",
        &[ECO, SAVE_MONEY, RESPONSIBLE, HEALTHY, LIVE_HEALTHIER, STYLE],
    ),
    p(
        "Online Language Course",
        &[
            SKILLS,
            POTENTIAL,
            EXPLORE,
            COMMUNITY,
            CONFIDENT,
            CONNECTED,
            SELF_ACTUALIZATION,
        ],
    ),
    p(
        "Smart Thermostat",
        &[
            SAVE_MONEY,
            REDUCE_EFFORT,
            ECO,
            CALM,
            TECH_SAVVY,
            RESPONSIBLE,
            AVOID_HASSLES,
        ],
    ),
    p(
        "Party Board Game",
        &[FUN, SHARE, COMMUNITY, EXCITED, NOSTALGIC, VARIETY, ESCAPE],
    ),
    p(
        "Massage Chair",
        &[
            PAMPERED,
            CALM,
            HEALTHY,
            REWARDED,
            STATUS,
            LIVE_HEALTHIER,
            SAVE_TIME,
        ],
    ),
    p(
        "Electric Toothbrush",
        &[
            HEALTHY,
            QUALITY,
            ATTRACTIVE,
            CONFIDENT,
            REDUCE_EFFORT,
            LIVE_HEALTHIER,
            TECH_SAVVY,
        ],
    ),
    p(
        "Travel Backpack",
        &[
            GET_ORGANIZED,
            EXPLORE,
            STYLE,
            EXCITED,
            QUALITY,
            ESCAPE,
            AVOID_HASSLES,
        ],
    ),
    p(
        "Password Manager",
        &[
            SECURE,
            SIMPLIFY,
            SAVE_TIME,
            REDUCE_RISK,
            CALM,
            TECH_SAVVY,
            RESPONSIBLE,
        ],
    ),
    p(
        "Vinyl Record Player",
        &[
            NOSTALGIC, DESIGN, STATUS, QUALITY, STYLE, SHARE, ESCAPE, LEGACY,
        ],
    ),
    p(
        "Handmade Pottery Mug",
        &[
            LOCAL, DESIGN, NOSTALGIC, CALM, CREATIVE, QUALITY, DIFFERENCE,
        ],
    ),
    p(
        "Solar Power Bank",
        &[CONNECTED, ECO, AVOID_HASSLES, SECURE, RESPONSIBLE, EXPLORE],
    ),
    p(
        "Yoga Mat",
        &[
            CALM,
            LIVE_HEALTHIER,
            HEALTHY,
            SELF_ACTUALIZATION,
            COMMUNITY,
            MOTIVATION,
        ],
    ),
    p(
        "Camera Drone",
        &[
            FUN, TECH_SAVVY, CREATIVE, EXPLORE, EXCITED, SHARE, SKILLS, QUALITY,
        ],
    ),
    p(
        "Sunscreen",
        &[
            REDUCE_RISK,
            HEALTHY,
            SECURE,
            ATTRACTIVE,
            RESPONSIBLE,
            LIVE_HEALTHIER,
        ],
    ),
    p(
        "Charity Bracelet",
        &[
            GENEROUS,
            DIFFERENCE,
            HOPE,
            STYLE,
            REWARDED,
            COMMUNITY,
            RESPONSIBLE,
        ],
    ),
    p(
        "Digital Planner App",
        &[
            GET_ORGANIZED,
            SIMPLIFY,
            MOTIVATION,
            POTENTIAL,
            SAVE_TIME,
            CONFIDENT,
            CALM,
            SUCCESSFUL,
        ],
    ),
    p(
        "Scented Candle",
        &[CALM, PAMPERED, DESIGN, NOSTALGIC, ESCAPE, GENEROUS],
    ),
    p(
        "Smartphone",
        &[
            CONNECTED, INFORMED, FUN, STATUS, SAVE_TIME, SHARE, TECH_SAVVY, SECURE,
        ],
    ),
    p(
        "Electric Scooter",
        &[SAVE_TIME, EXCITED, ECO, SAVE_MONEY, FUN, STYLE, EXPLORE],
    ),
    p(
        "Luxury Watch",
        &[
            STATUS, LEGACY, SUCCESSFUL, QUALITY, DESIGN, CONFIDENT, REWARDED,
        ],
    ),
    p(
        "Gym Membership",
        &[
            LIVE_HEALTHIER,
            ATTRACTIVE,
            COMMUNITY,
            MOTIVATION,
            HEALTHY,
            CONFIDENT,
            POTENTIAL,
            VARIETY,
        ],
    ),
    p(
        "Air Purifier",
        &[
            HEALTHY,
            REDUCE_RISK,
            CALM,
            SECURE,
            LIVE_HEALTHIER,
            RESPONSIBLE,
        ],
    ),
    p(
        "Photo Book Service",
        &[LEGACY, NOSTALGIC, SHARE, CREATIVE, GENEROUS, SIMPLIFY],
    ),
    p(
        "Home Insurance Policy",
        &[SECURE, REDUCE_RISK, CALM, AVOID_HASSLES, RESPONSIBLE, HOPE],
    ),
    p(
        "Concert Tickets",
        &[EXCITED, SHARE, ESCAPE, FUN, COMMUNITY, REWARDED, STATUS],
    ),
    p(
        "Cookbook",
        &[SKILLS, VARIETY, HEALTHY, CREATIVE, SAVE_MONEY, FUN],
    ),
    p(
        "Sustainable Sneakers",
        &[
            ECO,
            STYLE,
            RESPONSIBLE,
            CONFIDENT,
            QUALITY,
            DIFFERENCE,
            LIVE_HEALTHIER,
        ],
    ),
    p(
        "Standing Desk",
        &[
            LIVE_HEALTHIER,
            QUALITY,
            HEALTHY,
            GET_ORGANIZED,
            SUCCESSFUL,
            MOTIVATION,
        ],
    ),
    p(
        "Smart Speaker",
        &[
            SIMPLIFY,
            INFORMED,
            FUN,
            CONNECTED,
            TECH_SAVVY,
            REDUCE_EFFORT,
            SKILLS,
        ],
    ),
    p(
        "Art Supplies Set",
        &[
            CREATIVE,
            SELF_ACTUALIZATION,
            SKILLS,
            CALM,
            FUN,
            STYLE,
            POTENTIAL,
        ],
    ),
    p(
        "Car-sharing App",
        &[
            SAVE_MONEY,
            AVOID_HASSLES,
            RESPONSIBLE,
            ECO,
            COMMUNITY,
            SAVE_TIME,
            EXPLORE,
            SIMPLIFY,
        ],
    ),
    p(
        "Spa Weekend",
        &[
            PAMPERED,
            REWARDED,
            ESCAPE,
            ATTRACTIVE,
            CALM,
            LIVE_HEALTHIER,
            STATUS,
        ],
    ),
    p(
        "Multi-tool",
        &[
            VARIETY,
            REDUCE_EFFORT,
            SAVE_MONEY,
            QUALITY,
            CONFIDENT,
            SECURE,
            EXPLORE,
            SKILLS,
        ],
    ),
    p(
        "Online Business Course",
        &[
            SUCCESSFUL,
            POTENTIAL,
            SKILLS,
            CONFIDENT,
            SELF_ACTUALIZATION,
            COMMUNITY,
            INFORMED,
            HOPE,
        ],
    ),
];

/// The values (a mask over value ids) in `product`'s slots `mask`.
#[inline]
pub fn slot_values(product: u8, mask: u8) -> u64 {
    let mut got = 0u64;
    for (i, &v) in PRODUCTS[product as usize].values.iter().enumerate() {
        if mask >> i & 1 == 1 {
            got |= 1 << v;
        }
    }
    got
}

/// The product at `id`'s value in slot `i`, if it has that many.
#[inline]
pub fn product_value(id: u8, i: usize) -> Option<u8> {
    PRODUCTS[id as usize].values.get(i).copied()
}

// ----- markets -----

pub const MARKET_COUNT: usize = 10;
/// The most spots a market has (4, in 1I, 2I, 2L and 4X): the length of
/// each market's row of spots in the state; a market with fewer uses the
/// first `SPOT_COUNT[m]`.
pub const MAX_SPOTS: usize = 4;
/// Shapes, in the order of the board's rows (I, L, T, X).
pub const SHAPE_I: u8 = 0;
pub const SHAPE_L: u8 = 1;
pub const SHAPE_T: u8 = 2;
pub const SHAPE_X: u8 = 3;
pub const SHAPE_LETTERS: [char; 4] = ['I', 'L', 'T', 'X'];

/// (number of values, shape) of each market, in board order.
pub const MARKETS: [(u8, u8); MARKET_COUNT] = [
    (1, SHAPE_I),
    (2, SHAPE_I),
    (2, SHAPE_L),
    (3, SHAPE_I),
    (3, SHAPE_L),
    (3, SHAPE_T),
    (4, SHAPE_I),
    (4, SHAPE_L),
    (4, SHAPE_T),
    (4, SHAPE_X),
];
pub const MARKET_NAMES: [&str; MARKET_COUNT] =
    ["1I", "2I", "2L", "3I", "3L", "3T", "4I", "4L", "4T", "4X"];

/// Spots of each market, in board order. 4X has the book's 4. The rest are
/// designed, fewer the more values a market asks: 4 on levels 1 and 2, 3
/// on level 3, 2 on level 4. That is 31 spots: few enough that the markets
/// fill up in some games (the book's second end trigger; with 37 spots it
/// ended 3.3% of `medium` games, because 4X, which pays least, is almost
/// always the last market open), and enough that one director can place
/// all 16 rockets first in others (the third).
pub const SPOT_COUNT: [u8; MARKET_COUNT] = [4, 4, 4, 3, 3, 3, 2, 2, 2, 4];

/// Every spot of every market.
pub const TOTAL_SPOTS: usize = {
    let mut t = 0;
    let mut m = 0;
    while m < MARKET_COUNT {
        t += SPOT_COUNT[m] as usize;
        m += 1;
    }
    t
};

/// Revenue of each spot, first spot first ($0 past the market's last
/// spot). 4X is the book's $9/$8/$7/$6. The rest are designed, on one
/// ladder: 1I's first spot pays $15; the same shape pays $4 more a level
/// up, within a level the rarer shape pays $4 more, and every later spot
/// pays $2 less ($3 more a spot than with 37 spots, which kept the total
/// about the same: $627 against $624). The book's end trigger "someone
/// reaches $100" needs this scale: searching players bid a product up to
/// about what it earns, so money grows only where revenue outruns the
/// cash the bidders hold. With
/// the first design ($3–$8 first spots, $180 over all 40 spots) the winner
/// ended on about $25 and nobody reached $100; at half this scale nobody
/// did either (docs/balance/README.md). The book says "in some cases,
/// launching a product in a lower-level market could give you more
/// revenue"; here every designed market out-earns 4X, whose reasons are
/// the level 4 diversification bonus ($4) and its dominance bonus.
pub const REVENUE: [[u8; MAX_SPOTS]; MARKET_COUNT] = [
    [15, 13, 11, 9],  // 1I
    [19, 17, 15, 13], // 2I
    [23, 21, 19, 17], // 2L
    [23, 21, 19, 0],  // 3I
    [27, 25, 23, 0],  // 3L
    [31, 29, 27, 0],  // 3T
    [27, 25, 0, 0],   // 4I
    [31, 29, 0, 0],   // 4L
    [35, 33, 0, 0],   // 4T
    [9, 8, 7, 6],     // 4X
];

/// The spots market `m` has.
#[inline]
pub const fn spot_count(m: usize) -> usize {
    SPOT_COUNT[m] as usize
}

/// The revenue of spot `i` (0 = first) of market `m`.
#[inline]
pub const fn revenue(m: usize, i: usize) -> u8 {
    REVENUE[m][i]
}

/// The market with `level` values and `shape`, if the board has it.
pub const fn market_of(level: u8, shape: u8) -> Option<usize> {
    let mut m = 0;
    while m < MARKET_COUNT {
        if MARKETS[m].0 == level && MARKETS[m].1 == shape {
            return Some(m);
        }
        m += 1;
    }
    None
}

/// Advertising Agency: the market one number higher, same letter.
pub const fn up(m: usize) -> Option<usize> {
    market_of(MARKETS[m].0 + 1, MARKETS[m].1)
}

/// Product Makeover: the markets next to `m` on the same level (the row
/// I, L, T, X; the book's "2L to 2I or 2T" names a 2T the board lacks, so
/// only the markets that exist count).
pub const fn adjacent(m: usize) -> u16 {
    let (level, shape) = MARKETS[m];
    let mut out = 0u16;
    if shape > 0 {
        if let Some(a) = market_of(level, shape - 1) {
            out |= 1 << a;
        }
    }
    if let Some(a) = market_of(level, shape + 1) {
        out |= 1 << a;
    }
    out
}

/// `SOURCES[t][s]`: the natural markets from which an offering reaches
/// market `t` with modifier set `s` (bit 0 Product Makeover, bit 1
/// Advertising Agency; with both, in either order).
pub const SOURCES: [[u16; 4]; MARKET_COUNT] = {
    let mut t = [[0u16; 4]; MARKET_COUNT];
    let mut n = 0;
    while n < MARKET_COUNT {
        t[n][0] |= 1 << n;
        let adj = adjacent(n);
        let mut a = 0;
        while a < MARKET_COUNT {
            if adj >> a & 1 == 1 {
                t[a][1] |= 1 << n;
                if let Some(u) = up(a) {
                    t[u][3] |= 1 << n;
                }
            }
            a += 1;
        }
        if let Some(u) = up(n) {
            t[u][2] |= 1 << n;
            let adj_u = adjacent(u);
            let mut b = 0;
            while b < MARKET_COUNT {
                if adj_u >> b & 1 == 1 {
                    t[b][3] |= 1 << n;
                }
                b += 1;
            }
        }
        n += 1;
    }
    t
};

/// Level and shape markets for the final bonuses.
pub const LEVEL_MARKETS: [(u16, u16); 3] = [
    // (markets of the level, bonus)
    (0b0000000110, 2),
    (0b0000111000, 3),
    (0b1111000000, 4),
];
pub const SHAPE_MARKETS: [(u16, u16); 3] = [
    (0b0001001011, 4), // 1I, 2I, 3I, 4I
    (0b0010010100, 3), // 2L, 3L, 4L
    (0b0100100000, 2), // 3T, 4T
];

// ----- function cards -----

/// The 16 kinds of function card. Identical copies are one kind; hands,
/// packs and the discard pile count copies per kind (see `Bag`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    UncertainPoliticalClimate = 0,
    PositiveEconomicOutlook = 1,
    PositiveReviews = 2,
    Distributor = 3,
    MarketSpeculation = 4,
    TheNewOrder = 5,
    MasterAuctioneer = 6,
    TakeTwo = 7,
    PennyPincher = 8,
    WildCard = 9,
    ZeroWaste = 10,
    Trendspotter = 11,
    ProductMakeover = 12,
    AdvertisingAgency = 13,
    MarketSaturation = 14,
    RazorAndBlade = 15,
}

pub const KIND_COUNT: usize = 16;
pub const KINDS: [Kind; KIND_COUNT] = [
    Kind::UncertainPoliticalClimate,
    Kind::PositiveEconomicOutlook,
    Kind::PositiveReviews,
    Kind::Distributor,
    Kind::MarketSpeculation,
    Kind::TheNewOrder,
    Kind::MasterAuctioneer,
    Kind::TakeTwo,
    Kind::PennyPincher,
    Kind::WildCard,
    Kind::ZeroWaste,
    Kind::Trendspotter,
    Kind::ProductMakeover,
    Kind::AdvertisingAgency,
    Kind::MarketSaturation,
    Kind::RazorAndBlade,
];
/// Copies of each kind: 7 events and 35 tactics.
pub const COPIES: [u8; KIND_COUNT] = [1, 1, 1, 2, 2, 1, 1, 2, 1, 14, 3, 3, 3, 3, 2, 2];
pub const FUNCTION_COUNT: u8 = 42;
pub const KIND_NAMES: [&str; KIND_COUNT] = [
    "Uncertain Political Climate",
    "Positive Economic Outlook",
    "Positive Reviews",
    "Distributor",
    "Market Speculation",
    "The New Order",
    "Master Auctioneer",
    "Take Two!",
    "Penny Pincher",
    "Wild Card",
    "Zero Waste",
    "Trendspotter",
    "Product Makeover",
    "Advertising Agency",
    "Market Saturation",
    "Razor and Blade",
];

/// The kinds played on a market "at any point" (each places a marker),
/// in the order their action ids use.
pub const MARKET_EVENTS: [Kind; 5] = [
    Kind::UncertainPoliticalClimate,
    Kind::PositiveEconomicOutlook,
    Kind::PositiveReviews,
    Kind::MarketSpeculation,
    Kind::MarketSaturation,
];

impl Kind {
    #[inline]
    pub const fn from_u8(k: u8) -> Kind {
        KINDS[k as usize & 15]
    }
    pub const fn name(self) -> &'static str {
        KIND_NAMES[self as usize]
    }
}

/// A multiset of function cards: 16 four-bit counts, one per kind.
pub type Bag = u64;

pub const FULL_BAG: Bag = {
    let mut b = 0u64;
    let mut k = 0;
    while k < KIND_COUNT {
        b |= (COPIES[k] as u64) << (4 * k);
        k += 1;
    }
    b
};

#[inline]
pub const fn bag_count(b: Bag, k: Kind) -> u8 {
    (b >> (4 * k as u32) & 15) as u8
}
#[inline]
pub const fn bag_has(b: Bag, k: Kind) -> bool {
    bag_count(b, k) > 0
}
#[inline]
pub const fn bag_one(k: Kind) -> Bag {
    1u64 << (4 * k as u32)
}
/// Total number of cards in the bag.
#[inline]
pub const fn bag_len(b: Bag) -> u8 {
    let x = (b & 0x0F0F_0F0F_0F0F_0F0F) + ((b >> 4) & 0x0F0F_0F0F_0F0F_0F0F);
    (x.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_the_book() {
        assert_eq!(COPIES.iter().map(|&c| c as u32).sum::<u32>(), 42);
        let events: u8 = COPIES[..5].iter().sum();
        assert_eq!(events, 7);
        assert_eq!(bag_len(FULL_BAG), 42);
        assert_eq!(bag_count(FULL_BAG, Kind::WildCard), 14);
        for t in 0..4u8 {
            assert_eq!((0..44).filter(|&v| value_type(v) == t).count(), 11);
        }
        assert_eq!(VALUE_NAMES.len(), 44);
    }

    #[test]
    fn products_are_well_formed_and_use_every_value() {
        let mut used = 0u64;
        for (i, pr) in PRODUCTS.iter().enumerate() {
            assert!(
                (1..=MAX_PRODUCT_VALUES).contains(&pr.values.len()),
                "{}",
                pr.name
            );
            for (j, &v) in pr.values.iter().enumerate() {
                assert!(v < VALUE_COUNT);
                assert!(!pr.values[..j].contains(&v), "{} repeats a value", pr.name);
                used |= 1 << v;
            }
            assert!(
                !PRODUCTS[..i].iter().any(|q| q.name == pr.name),
                "duplicate product name"
            );
        }
        assert_eq!(used, ALL_VALUES, "a value card appears on no product");
        // The Herb Garden offers one value of each type.
        let mut types: Vec<u8> = PRODUCTS[0].values.iter().map(|&v| value_type(v)).collect();
        types.sort();
        assert_eq!(types, [0, 1, 2, 3]);
        // Every other product offers at least 6 values of at least 3 types,
        // so most auctions can end in a launch and X stays within reach.
        for pr in &PRODUCTS[1..] {
            let types = pr.values.iter().fold(0u8, |t, &v| t | 1 << value_type(v));
            assert!(pr.values.len() >= 6, "{}", pr.name);
            assert!(types.count_ones() >= 3, "{}", pr.name);
        }
    }

    #[test]
    fn the_economy_is_this_data() {
        // 4X is the book's: four spots paying $9/$8/$7/$6.
        assert_eq!(spot_count(9), 4);
        assert_eq!(REVENUE[9][..4], [9, 8, 7, 6]);
        // The designed spots: 4 on levels 1 and 2, 3 on level 3, 2 on level 4.
        assert_eq!(SPOT_COUNT, [4, 4, 4, 3, 3, 3, 2, 2, 2, 4]);
        assert_eq!(TOTAL_SPOTS, 31);
        assert_eq!(MAX_SPOTS as u8, *SPOT_COUNT.iter().max().unwrap());
        // The designed ladder: $15 first in 1I, $4 more a level up, $4
        // more per rarer shape within a level, $2 less per later spot.
        for m in 0..MARKET_COUNT - 1 {
            let (level, shape) = MARKETS[m];
            let first = 15 + 4 * (level - 1) + 4 * shape;
            for i in 0..spot_count(m) {
                assert_eq!(revenue(m, i), first - 2 * i as u8, "{}", MARKET_NAMES[m]);
            }
        }
        // Every market can fill within the game's 48 auctions, and one
        // director's 16 rockets fit with room to spare.
        const { assert!(TOTAL_SPOTS < 48 && TOTAL_SPOTS > 16 + 3 * 4) };
    }

    #[test]
    fn market_grid() {
        assert_eq!(up(market_of(2, SHAPE_L).unwrap()), market_of(3, SHAPE_L));
        assert_eq!(up(9), None);
        assert_eq!(adjacent(2), 1 << 1); // 2L: only 2I exists
        assert_eq!(adjacent(0), 0);
        assert_eq!(adjacent(4), (1 << 3) | (1 << 5));
        for m in 0..MARKET_COUNT {
            let n = spot_count(m);
            assert!((1..=MAX_SPOTS).contains(&n));
            assert!(REVENUE[m][..n].windows(2).all(|w| w[0] >= w[1]));
            assert!(REVENUE[m][n..].iter().all(|&r| r == 0));
        }
        assert_eq!(REVENUE[9][..4], [9, 8, 7, 6]);
        // 2I with Makeover and Agency: 2L (makeover) -> 3L... reaches 3L via 2L->3L
        // or 2I->3I->3L.
        assert!(SOURCES[4][3] & (1 << 1) != 0);
    }
}
