//! Emergent's designed content, kept as data in one place: the map (regions,
//! adjacency, cities, Fast Play colours), the distance table derived from it,
//! and the demand cards of each round. The rulebook prints none of these;
//! docs/rules/emergent.md lists them and says why they look as they do.

/// Regions on the board.
pub const REGIONS: usize = 12;

pub const NORTHWEST: u8 = 0;
pub const CALIFORNIA: u8 = 1;
pub const MOUNTAIN: u8 = 2;
pub const SOUTHWEST: u8 = 3;
pub const PLAINS: u8 = 4;
pub const TEXAS: u8 = 5;
pub const MIDWEST: u8 = 6;
pub const SOUTHEAST: u8 = 7;
pub const FLORIDA: u8 = 8;
pub const OHIO_VALLEY: u8 = 9;
pub const MID_ATLANTIC: u8 = 10;
pub const NORTHEAST: u8 = 11;

pub const REGION_NAMES: [&str; REGIONS] = [
    "Northwest",
    "California",
    "Mountain",
    "Southwest",
    "Plains",
    "Texas",
    "Midwest",
    "Southeast",
    "Florida",
    "Ohio Valley",
    "Mid-Atlantic",
    "Northeast",
];

/// Borders between regions (each pair once).
pub const BORDERS: [(u8, u8); 19] = [
    (NORTHWEST, CALIFORNIA),
    (NORTHWEST, MOUNTAIN),
    (NORTHWEST, PLAINS),
    (CALIFORNIA, MOUNTAIN),
    (CALIFORNIA, SOUTHWEST),
    (MOUNTAIN, SOUTHWEST),
    (MOUNTAIN, PLAINS),
    (SOUTHWEST, TEXAS),
    (PLAINS, TEXAS),
    (PLAINS, MIDWEST),
    (TEXAS, SOUTHEAST),
    (MIDWEST, SOUTHEAST),
    (MIDWEST, OHIO_VALLEY),
    (SOUTHEAST, FLORIDA),
    (SOUTHEAST, OHIO_VALLEY),
    (SOUTHEAST, MID_ATLANTIC),
    (OHIO_VALLEY, MID_ATLANTIC),
    (OHIO_VALLEY, NORTHEAST),
    (MID_ATLANTIC, NORTHEAST),
];

/// Cities, each in its own region. The first three are the key cities.
pub const CITIES: usize = 8;
pub const KEY_CITIES: usize = 3;
pub const CITY_NAMES: [&str; CITIES] = [
    "New York",
    "Chicago",
    "Los Angeles",
    "Seattle",
    "Denver",
    "Dallas",
    "Atlanta",
    "Miami",
];
pub const CITY_REGION: [u8; CITIES] = [
    NORTHEAST, MIDWEST, CALIFORNIA, NORTHWEST, MOUNTAIN, TEXAS, SOUTHEAST, FLORIDA,
];
pub const NEW_YORK: u8 = 0;
pub const NO_CITY: u8 = u8::MAX;

/// A region's name in the reader's language ("Texas"); the catalog key
/// is the slug of its English name.
pub fn region_name(r: u8, lang: crate::words::Lang) -> String {
    let name = REGION_NAMES[r as usize % REGIONS];
    crate::tr_string!(
        lang,
        &format!("emergent-region-{}", crate::scene::slug(name))
    )
}

/// A city's name in the reader's language ("Dallas").
pub fn city_name(c: u8, lang: crate::words::Lang) -> String {
    match CITY_NAMES.get(c as usize) {
        Some(name) => {
            crate::tr_string!(lang, &format!("emergent-city-{}", crate::scene::slug(name)))
        }
        None => crate::tr_string!(lang, "emergent-city-unknown"),
    }
}

/// The city in each region, or `NO_CITY`.
pub const REGION_CITY: [u8; REGIONS] = {
    let mut t = [NO_CITY; REGIONS];
    let mut c = 0;
    while c < CITIES {
        t[CITY_REGION[c] as usize] = c as u8;
        c += 1;
    }
    t
};

/// Fast Play region colours: green regions add 2 cubes per DC, red ones 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Colour {
    Green,
    Red,
    Plain,
}

/// Key-city regions are green, other city regions red, the rest plain.
pub const COLOUR: [Colour; REGIONS] = {
    let mut t = [Colour::Plain; REGIONS];
    let mut c = 0;
    while c < CITIES {
        t[CITY_REGION[c] as usize] = if c < KEY_CITIES {
            Colour::Green
        } else {
            Colour::Red
        };
        c += 1;
    }
    t
};

/// Distances in regions crossed (0 = same region), by breadth-first search
/// over `BORDERS` at compile time.
pub const DIST: [[u8; REGIONS]; REGIONS] = {
    let mut adj = [[false; REGIONS]; REGIONS];
    let mut i = 0;
    while i < BORDERS.len() {
        let (a, b) = BORDERS[i];
        adj[a as usize][b as usize] = true;
        adj[b as usize][a as usize] = true;
        i += 1;
    }
    let mut d = [[u8::MAX; REGIONS]; REGIONS];
    let mut src = 0;
    while src < REGIONS {
        let mut queue = [0usize; REGIONS];
        let (mut head, mut tail) = (0, 1);
        queue[0] = src;
        d[src][src] = 0;
        while head < tail {
            let u = queue[head];
            head += 1;
            let mut v = 0;
            while v < REGIONS {
                if adj[u][v] && d[src][v] == u8::MAX {
                    d[src][v] = d[src][u] + 1;
                    queue[tail] = v;
                    tail += 1;
                }
                v += 1;
            }
        }
        src += 1;
    }
    d
};

/// For each region, every region ordered by distance from it (ties by
/// region number): the order stock is drawn in when selling to a city.
pub const NEAREST: [[u8; REGIONS]; REGIONS] = {
    let mut t = [[0u8; REGIONS]; REGIONS];
    let mut c = 0;
    while c < REGIONS {
        let mut k = 0;
        let mut dist = 0u8;
        while k < REGIONS {
            let mut r = 0;
            while r < REGIONS {
                if DIST[c][r] == dist {
                    t[c][k] = r as u8;
                    k += 1;
                }
                r += 1;
            }
            dist += 1;
        }
        c += 1;
    }
    t
};

/// Transport cost of one unit carried `d` regions: $0, $1, $2 for 2 or more.
#[inline]
pub const fn transport(d: u8) -> u16 {
    if d >= 2 { 2 } else { d as u16 }
}

/// One demand card: its three tiers and the city it is assigned to
/// ("Place this round's Demand Cards onto their assigned cities").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DemandCard {
    pub tiers: [u8; 3],
    pub city: u8,
}

impl DemandCard {
    pub const fn total(&self) -> u16 {
        self.tiers[0] as u16 + self.tiers[1] as u16 + self.tiers[2] as u16
    }
}

const fn card(city: u8, a: u8, b: u8, c: u8) -> DemandCard {
    DemandCard {
        tiers: [a, b, c],
        city,
    }
}

pub const ROUNDS: usize = 4;
/// The most demand cards in one round.
pub const MAX_CARDS: usize = 6;

const NYC: u8 = NEW_YORK;
const CHI: u8 = 1;
const LAX: u8 = 2;
const SEA: u8 = 3;
const DEN: u8 = 4;
const DAL: u8 = 5;
const ATL: u8 = 6;
const MIA: u8 = 7;

/// Each round's demand cards in rank order (rank 1 first), each on the
/// city printed on it. New York's round-1 card is the 5/3/2 of the book's
/// Example 1; the key cities carry the large cards.
pub const DEMAND: [&[DemandCard]; ROUNDS] = [
    &[card(NYC, 5, 3, 2), card(CHI, 3, 2, 1), card(ATL, 2, 1, 1)],
    &[
        card(LAX, 6, 4, 3),
        card(NYC, 5, 3, 2),
        card(DAL, 4, 2, 1),
        card(CHI, 3, 1, 1),
    ],
    &[
        card(CHI, 7, 4, 3),
        card(LAX, 6, 4, 2),
        card(SEA, 4, 3, 2),
        card(NYC, 4, 2, 1),
        card(MIA, 3, 1, 1),
    ],
    &[
        card(NYC, 8, 5, 3),
        card(LAX, 7, 4, 3),
        card(CHI, 5, 3, 1),
        card(DEN, 4, 3, 2),
        card(ATL, 3, 2, 1),
        card(DAL, 2, 1, 1),
    ],
];

/// The book's predicted demand per round.
pub const PREDICTED: [u16; ROUNDS] = [20, 35, 47, 58];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demand_matches_the_predicted_totals() {
        for r in 0..ROUNDS {
            let total: u16 = DEMAND[r].iter().map(|c| c.total()).sum();
            assert_eq!(total, PREDICTED[r], "round {}", r + 1);
            assert!(DEMAND[r].len() <= MAX_CARDS);
            for (i, c) in DEMAND[r].iter().enumerate() {
                assert!(c.tiers[0] >= c.tiers[1] && c.tiers[1] >= c.tiers[2]);
                assert!((c.city as usize) < CITIES);
                assert!(
                    DEMAND[r][..i].iter().all(|d| d.city != c.city),
                    "one card per city a round"
                );
            }
            // The key cities get every round's largest card.
            assert!((DEMAND[r][0].city as usize) < KEY_CITIES);
            // Rank order: no card outranks a larger one.
            for w in DEMAND[r].windows(2) {
                assert!(w[0].total() >= w[1].total());
            }
        }
    }

    #[test]
    fn map_is_connected_and_symmetric() {
        for a in 0..REGIONS {
            assert_eq!(DIST[a][a], 0);
            for b in 0..REGIONS {
                assert!(DIST[a][b] < 12, "{a} {b}");
                assert_eq!(DIST[a][b], DIST[b][a]);
            }
            let mut seen = [false; REGIONS];
            for w in NEAREST[a].windows(2) {
                assert!(DIST[a][w[0] as usize] <= DIST[a][w[1] as usize]);
            }
            for r in NEAREST[a] {
                seen[r as usize] = true;
            }
            assert!(seen.iter().all(|&x| x));
        }
        assert_eq!(CITY_REGION[NEW_YORK as usize], NORTHEAST);
        assert_eq!(
            DEMAND[0][0],
            DemandCard {
                tiers: [5, 3, 2],
                city: NEW_YORK
            },
            "Example 1: New York's card is 5/3/2"
        );
        assert_eq!(COLOUR[NORTHEAST as usize], Colour::Green);
        assert_eq!(DIST[NORTHEAST as usize][OHIO_VALLEY as usize], 1);
        assert_eq!(DIST[NORTHEAST as usize][MIDWEST as usize], 2);
    }
}
