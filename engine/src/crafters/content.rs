//! Every piece of designed content of Crafters, as data: the town board
//! (sites, levels, inputs, outputs, prices, bonus icons, roads), the die,
//! building and worker costs, the unique victory-point tokens and the
//! event deck. The rulebook names many of these but prints none of the
//! numbers; docs/rules/crafters.md lists and explains every choice.

use crate::bitset::Set32;

/// "No such thing": an empty input slot, an empty track position, nobody.
pub const NONE: u8 = u8::MAX;

/// The four resources (Ресурсы) are the goods of sites 0..4.
pub const GRAIN: u8 = 0;
pub const WOOD: u8 = 1;
pub const COAL: u8 = 2;
pub const ORE: u8 = 3;
pub const RESOURCES: usize = 4;

/// Site ids. Every site produces exactly one resource or good, so a good
/// is named by the id of the site that makes it.
pub const FARMLAND: u8 = 0;
pub const LOGGING: u8 = 1;
pub const COAL_MINE: u8 = 2;
pub const IRON_MINE: u8 = 3;
pub const HAYFIELD: u8 = 4;
pub const MILL: u8 = 5;
pub const SAWMILL: u8 = 6;
pub const JOINERY: u8 = 7;
pub const FARM: u8 = 8;
pub const BAKERY: u8 = 9;
pub const BUILDERS_GUILD: u8 = 10;
pub const CARPENTER: u8 = 11;
pub const FOUNDRY: u8 = 12;
pub const PAPER_MILL: u8 = 13;
pub const ATELIER: u8 = 14;
pub const FURNITURE_FACTORY: u8 = 15;
pub const SMITHY: u8 = 16;
pub const PRINTING_HOUSE: u8 = 17;
pub const WEAPONSMITH: u8 = 18;
pub const TAVERN: u8 = 19;
pub const CARRIAGE_YARD: u8 = 20;
pub const MILITARY_ACADEMY: u8 = 21;
pub const UNIVERSITY: u8 = 22;
pub const SITES: usize = 23;

/// One building site of the town board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The English name: the source of the site's keys (scene keys,
    /// catalog ids `crafters-site-…`); the shown names are in the catalogs.
    pub name: &'static str,
    /// What a worker standing here carries (English, for keys like `name`).
    pub good: &'static str,
    /// 0 for the four resource sites (built from the start, owned by
    /// nobody), 1..=5 for buildings.
    pub level: u8,
    /// The sites whose output this building takes (`NONE` if unused).
    pub inputs: [u8; 2],
    /// Gold for selling what a worker here carries.
    pub price: u8,
    /// The bonus-resource icon: selling also gives one resource of choice.
    pub bonus: bool,
}

/// `names`: the site and its good.
const fn site(
    names: [&'static str; 2],
    level: u8,
    inputs: [u8; 2],
    price: u8,
    bonus: bool,
) -> Site {
    Site {
        name: names[0],
        good: names[1],
        level,
        inputs,
        price,
        bonus,
    }
}

const N: u8 = NONE;

/// The town board.
pub const SITE: [Site; SITES] = [
    site(["Farmland", "Grain"], 0, [N, N], 1, false),
    site(["Logging", "Wood"], 0, [N, N], 1, false),
    site(["Coal Mine", "Coal"], 0, [N, N], 2, false),
    site(["Iron Mine", "Ore"], 0, [N, N], 2, false),
    site(["Hayfield", "Fodder"], 1, [FARMLAND, N], 2, false),
    site(["Mill", "Flour"], 1, [FARMLAND, N], 2, false),
    site(["Sawmill", "Boards"], 1, [LOGGING, N], 2, false),
    site(["Joinery", "Wooden Blanks"], 1, [LOGGING, N], 2, false),
    site(["Farm", "Animals"], 2, [HAYFIELD, N], 4, false),
    site(["Bakery", "Bread"], 2, [MILL, COAL_MINE], 5, true),
    site(
        ["Builders' Guild", "Building Materials"],
        2,
        [SAWMILL, N],
        3,
        false,
    ),
    site(
        ["Carpenter's Workshop", "Wooden Decorations"],
        2,
        [JOINERY, N],
        4,
        false,
    ),
    site(
        ["Foundry", "Iron Blanks"],
        2,
        [IRON_MINE, COAL_MINE],
        5,
        false,
    ),
    site(["Paper Mill", "Paper"], 2, [SAWMILL, N], 4, false),
    site(["Atelier", "Clothes"], 3, [FARM, N], 7, false),
    site(
        ["Furniture Factory", "Furniture"],
        3,
        [CARPENTER, N],
        7,
        false,
    ),
    site(["Smithy", "Tools"], 3, [FOUNDRY, N], 7, true),
    site(["Printing House", "Books"], 4, [PAPER_MILL, N], 9, false),
    site(["Weaponsmith", "Weapons"], 4, [FOUNDRY, N], 10, false),
    site(["Tavern", "Feast"], 4, [BAKERY, FARM], 12, true),
    site(
        ["Carriage Yard", "Carriage"],
        5,
        [JOINERY, CARPENTER],
        13,
        false,
    ),
    site(
        ["Military Academy", "Officers"],
        5,
        [WEAPONSMITH, FARM],
        18,
        false,
    ),
    site(
        ["University", "Scholars"],
        5,
        [PRINTING_HOUSE, ATELIER],
        18,
        false,
    ),
];

/// The roads of the town board. A worker moves only along a road, so
/// every building is joined to the sites that make its inputs (the
/// Atelier–University road is the one the book points out).
pub const ROADS: [(u8, u8); 27] = [
    (FARMLAND, HAYFIELD),
    (FARMLAND, MILL),
    (LOGGING, SAWMILL),
    (LOGGING, JOINERY),
    (HAYFIELD, FARM),
    (MILL, BAKERY),
    (COAL_MINE, BAKERY),
    (SAWMILL, BUILDERS_GUILD),
    (JOINERY, CARPENTER),
    (IRON_MINE, FOUNDRY),
    (COAL_MINE, FOUNDRY),
    (SAWMILL, PAPER_MILL),
    (FARM, ATELIER),
    (CARPENTER, FURNITURE_FACTORY),
    (FOUNDRY, SMITHY),
    (PAPER_MILL, PRINTING_HOUSE),
    (FOUNDRY, WEAPONSMITH),
    (BAKERY, TAVERN),
    (FARM, TAVERN),
    (JOINERY, CARRIAGE_YARD),
    (CARPENTER, CARRIAGE_YARD),
    (WEAPONSMITH, MILITARY_ACADEMY),
    (FARM, MILITARY_ACADEMY),
    (PRINTING_HOUSE, UNIVERSITY),
    (ATELIER, UNIVERSITY),
    // Roads that carry nothing useful: the board's layout.
    (MILL, HAYFIELD),
    (BUILDERS_GUILD, PAPER_MILL),
];

const fn adjacency() -> [u32; SITES] {
    let mut adj = [0u32; SITES];
    let mut i = 0;
    while i < ROADS.len() {
        let (a, b) = ROADS[i];
        adj[a as usize] |= 1 << b;
        adj[b as usize] |= 1 << a;
        i += 1;
    }
    adj
}

/// Per site, the sites a road joins it to.
pub const ADJ: [u32; SITES] = adjacency();

/// Per building the input sites (`consumers` false), or per site the
/// buildings that take its output (`consumers` true).
const fn input_links(consumers: bool) -> [u32; SITES] {
    let mut m = [0u32; SITES];
    let mut i = 0;
    while i < SITES {
        let mut k = 0;
        while k < 2 {
            let inp = SITE[i].inputs[k];
            if inp != NONE {
                if consumers {
                    m[inp as usize] |= 1 << i;
                } else {
                    m[i] |= 1 << inp;
                }
            }
            k += 1;
        }
        i += 1;
    }
    m
}
/// Per building, the sites whose output it takes.
pub const INPUTS: [u32; SITES] = input_links(false);

/// Per site, the buildings that take its output.
pub const CONSUMERS: [u32; SITES] = input_links(true);

const fn ancestor_masks() -> [u32; SITES] {
    // Five levels: six rounds of closing over inputs reach a fixed point.
    let mut m = INPUTS;
    let mut round = 0;
    while round < 6 {
        let mut i = 0;
        while i < SITES {
            let mut j = 0;
            while j < SITES {
                if m[i] >> j & 1 == 1 {
                    m[i] |= m[j];
                }
                j += 1;
            }
            i += 1;
        }
        round += 1;
    }
    m
}
/// Per site, every site its making goes through (inputs, their inputs…).
pub const ANCESTORS: [u32; SITES] = ancestor_masks();

const fn level_masks() -> [u32; 6] {
    let mut m = [0u32; 6];
    let mut i = 0;
    while i < SITES {
        m[SITE[i].level as usize] |= 1 << i;
        i += 1;
    }
    m
}
/// Sites by level.
pub const LEVEL: [u32; 6] = level_masks();

/// Buildings whose gold cost is at most `gold`.
#[inline]
pub const fn affordable(gold: u16) -> Set32 {
    let mut m = 0;
    let mut l = 1;
    while l < 6 {
        if gold >= BUILD_GOLD[l] as u16 {
            m |= LEVEL[l];
        }
        l += 1;
    }
    Set32(m)
}

/// The resource sites (always built, owned by nobody).
pub const RESOURCE_SITES: Set32 = Set32::range(0, 4);
/// The buildings, each with one blueprint (Чертёж) in the deck.
pub const BUILDINGS: Set32 = Set32::range(4, SITES as u8);
pub const BLUEPRINT_COUNT: usize = SITES - RESOURCES;
/// Sites whose output is a good (not a resource).
pub const GOODS: Set32 = BUILDINGS;

const fn bonus_mask() -> u32 {
    let mut m = 0;
    let mut i = 0;
    while i < SITES {
        if SITE[i].bonus {
            m |= 1 << i;
        }
        i += 1;
    }
    m
}
/// Sites whose price shows the bonus-resource icon.
pub const BONUS: Set32 = Set32(bonus_mask());

/// The die (кубик): which resource each face gives.
pub const DIE: [u8; 6] = [GRAIN, GRAIN, WOOD, WOOD, COAL, ORE];

/// Building cost by level (index 1..=5): gold, or Building Materials.
pub const BUILD_GOLD: [u8; 6] = [0, 5, 7, 8, 10, 12];
pub const BUILD_MATERIALS: [u8; 6] = [0, 1, 1, 1, 2, 2];

/// The master's fee for making a good in another player's building.
pub const fn fee(level: u8) -> u8 {
    if level == 5 { 3 } else { 1 }
}

/// Workers: 3 at the start, up to 7; the cost of having `k` workers.
pub const START_WORKERS: u8 = 3;
pub const MAX_WORKERS: u8 = 7;
pub const WORKER_COST: [u8; 8] = [0, 0, 0, 0, 4, 5, 6, 7];
pub const HOUSES: u8 = 12;
pub const START_GOLD: u16 = 15;
pub const HAND_LIMIT: u32 = 2;
/// Gold paid to the bank for the Benefactor title.
pub const BENEFACTOR_GOLD: u16 = 30;

/// The unique victory-point tokens (фишки уникальных победных очков).
pub const BENEFACTOR: u8 = 0;
pub const EMPLOYER: u8 = 1;
pub const GUARD: u8 = 2;
pub const ADVISOR: u8 = 3;
pub const CARRIAGE: u8 = 4;
pub const TOKEN_KINDS: usize = 5;
/// English names, the source of the tokens' keys (`crafters-token-…`).
pub const TOKEN_NAMES: [&str; TOKEN_KINDS] = [
    "Benefactor",
    "Employer",
    "Personal Guard",
    "Personal Advisor",
    "Personal Carriage",
];
pub const TOKEN_VP: [u8; TOKEN_KINDS] = [3, 3, 2, 2, 2];
/// Copies of each token by player count: one each with 2 players; with
/// 3–4, one Benefactor, one Employer and two of each personal token.
pub const fn token_supply(players: u8) -> [u8; TOKEN_KINDS] {
    if players == 2 {
        [1, 1, 1, 1, 1]
    } else {
        [1, 1, 2, 2, 2]
    }
}
/// The personal token a level-5 site gives instead of its price.
pub const fn site_token(site: u8) -> u8 {
    match site {
        MILITARY_ACADEMY => GUARD,
        UNIVERSITY => ADVISOR,
        CARRIAGE_YARD => CARRIAGE,
        _ => NONE,
    }
}
pub const TOKEN_SITES: [u8; 3] = [MILITARY_ACADEMY, UNIVERSITY, CARRIAGE_YARD];

/// Initiative (фишка Инициативы) is worth this much at the end.
pub const INITIATIVE_VP: u8 = 2;

/// What an event card does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// Иностранные торговцы: +2 gold on three goods while on the track.
    ForeignTraders { goods: Set32 },
    /// Зажиточные горожане: the first to deliver the goods gets the gold,
    /// a resource of choice and the card (1 VP).
    WealthyCitizens { goods: Set32, gold: u8 },
    /// Король требует!: the first to deliver the goods gets the card (3 VP).
    KingDemands { goods: Set32 },
    /// Полезные связи: when it leaves, most of the good wins (3 VP).
    UsefulConnections { good: u8 },
    /// Ярмарка: +2 on all goods while on the track; when it leaves, most
    /// kinds of goods wins (3 VP).
    Fair,
    /// Налогосборщик: when it leaves, sealed bids of gold.
    TaxCollector,
    /// Ревизор: when it leaves, most of the most expensive good made in
    /// town wins (3 VP).
    Auditor,
}

impl EventKind {
    /// The English name, the source of the card's keys (`crafters-card-…`).
    pub const fn name(self) -> &'static str {
        match self {
            EventKind::ForeignTraders { .. } => "Foreign Traders",
            EventKind::WealthyCitizens { .. } => "Wealthy Citizens",
            EventKind::KingDemands { .. } => "King Demands!",
            EventKind::UsefulConnections { .. } => "Useful Connections",
            EventKind::Fair => "Fair",
            EventKind::TaxCollector => "Tax Collector",
            EventKind::Auditor => "Auditor",
        }
    }
    /// Victory points for the player who takes the card.
    pub const fn vp(self) -> u8 {
        match self {
            EventKind::WealthyCitizens { .. } => 1,
            EventKind::ForeignTraders { .. } => 0,
            _ => 3,
        }
    }
}

const fn goods3(a: u8, b: u8, c: u8) -> Set32 {
    Set32((1 << a) | (1 << b) | (1 << c))
}
const fn goods2(a: u8, b: u8) -> Set32 {
    Set32((1 << a) | (1 << b))
}

/// The event deck.
pub const EVENTS: [EventKind; 18] = [
    EventKind::ForeignTraders {
        goods: goods3(HAYFIELD, SAWMILL, ATELIER),
    },
    EventKind::ForeignTraders {
        goods: goods3(MILL, CARPENTER, WEAPONSMITH),
    },
    EventKind::ForeignTraders {
        goods: goods3(FARM, FOUNDRY, PRINTING_HOUSE),
    },
    EventKind::ForeignTraders {
        goods: goods3(JOINERY, BAKERY, FURNITURE_FACTORY),
    },
    EventKind::WealthyCitizens {
        goods: goods2(MILL, SAWMILL),
        gold: 6,
    },
    EventKind::WealthyCitizens {
        goods: goods2(FARM, JOINERY),
        gold: 8,
    },
    EventKind::WealthyCitizens {
        goods: goods2(FOUNDRY, HAYFIELD),
        gold: 9,
    },
    EventKind::WealthyCitizens {
        goods: goods2(BAKERY, CARPENTER),
        gold: 12,
    },
    EventKind::KingDemands {
        goods: goods2(ATELIER, FURNITURE_FACTORY),
    },
    EventKind::KingDemands {
        goods: goods2(WEAPONSMITH, FARM),
    },
    EventKind::KingDemands {
        goods: goods3(SMITHY, PAPER_MILL, MILL),
    },
    EventKind::UsefulConnections { good: FARM },
    EventKind::UsefulConnections { good: CARPENTER },
    EventKind::UsefulConnections { good: FOUNDRY },
    EventKind::Fair,
    EventKind::Fair,
    EventKind::TaxCollector,
    EventKind::Auditor,
];
pub const EVENT_COUNT: usize = EVENTS.len();
pub const ALL_EVENTS: Set32 = Set32::range(0, EVENT_COUNT as u8);

/// Event cards removed unseen at setup.
pub const fn events_removed(players: u8) -> u8 {
    match players {
        2 => 1,
        3 => 3,
        _ => 5,
    }
}

/// Per event card, the goods that Foreign Traders raise (zero otherwise).
const fn traded() -> [u32; EVENT_COUNT] {
    let mut t = [0u32; EVENT_COUNT];
    let mut i = 0;
    while i < EVENT_COUNT {
        if let EventKind::ForeignTraders { goods } = EVENTS[i] {
            t[i] = goods.0;
        }
        i += 1;
    }
    t
}
pub const TRADED: [u32; EVENT_COUNT] = traded();

/// Resource "weight" of a good: how many resources its making consumes.
pub const fn weight(site: u8) -> u8 {
    let s = SITE[site as usize];
    if s.level == 0 {
        return 1;
    }
    let mut w = 0;
    let mut i = 0;
    while i < 2 {
        if s.inputs[i] != NONE {
            w += weight(s.inputs[i]);
        }
        i += 1;
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_input_is_joined_by_a_road_and_below_its_building() {
        for (i, s) in SITE.iter().enumerate() {
            for &inp in s.inputs.iter().filter(|&&x| x != NONE) {
                assert!(
                    ADJ[i] >> inp & 1 == 1,
                    "{} has no road from {}",
                    s.name,
                    inp
                );
                assert!(SITE[inp as usize].level < s.level, "{}", s.name);
            }
            assert_eq!(s.level == 0, i < RESOURCES);
            assert_eq!(s.inputs[0] == NONE, s.level == 0);
        }
        // The book's Atelier–University road.
        assert!(ADJ[ATELIER as usize] >> UNIVERSITY & 1 == 1);
    }

    #[test]
    fn bonus_goods_consume_two_resources() {
        // Selling a bonus good gives a resource back; since every bonus
        // good took at least two, no turn can loop for ever.
        for site in BONUS {
            assert!(weight(site) >= 2, "{}", SITE[site as usize].name);
        }
    }

    #[test]
    fn the_book_names_are_on_the_board() {
        let names: Vec<&str> = SITE.iter().map(|s| s.name).collect();
        for n in [
            "Farmland",
            "Logging",
            "Coal Mine",
            "Iron Mine",
            "Hayfield",
            "Farm",
            "Mill",
            "Atelier",
            "Furniture Factory",
            "Joinery",
            "Carpenter's Workshop",
            "Carriage Yard",
            "Builders' Guild",
            "Foundry",
            "Military Academy",
            "University",
        ] {
            assert!(names.contains(&n), "{n}");
        }
        assert_eq!(SITE[ATELIER as usize].price, 7);
        assert_eq!(SITE[FURNITURE_FACTORY as usize].price, 7);
        assert_eq!(SITE[BUILDERS_GUILD as usize].inputs[0], SAWMILL);
        assert_eq!(SITE[FARM as usize].inputs[0], HAYFIELD);
        for s in TOKEN_SITES {
            assert_eq!(SITE[s as usize].level, 5);
        }
        assert_eq!(SITE[CARRIAGE_YARD as usize].inputs, [JOINERY, CARPENTER]);
    }
}
