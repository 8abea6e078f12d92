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

/// One demand card: its three tiers and whether it goes to a key city.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DemandCard {
    pub tiers: [u8; 3],
    pub key_city: bool,
}

impl DemandCard {
    pub const fn total(&self) -> u16 {
        self.tiers[0] as u16 + self.tiers[1] as u16 + self.tiers[2] as u16
    }
}

const fn k(a: u8, b: u8, c: u8) -> DemandCard {
    DemandCard {
        tiers: [a, b, c],
        key_city: true,
    }
}
const fn o(a: u8, b: u8, c: u8) -> DemandCard {
    DemandCard {
        tiers: [a, b, c],
        key_city: false,
    }
}

pub const ROUNDS: usize = 4;
/// The most demand cards in one round.
pub const MAX_CARDS: usize = 6;

/// Each round's demand cards in rank order (rank 1 first). Key-city cards
/// go to the three key cities in a shuffled order, the others to a
/// shuffled order of the five other cities, when the round is executed.
pub const DEMAND: [&[DemandCard]; ROUNDS] = [
    &[k(5, 3, 2), k(3, 2, 1), o(2, 1, 1)],
    &[k(6, 4, 3), k(5, 3, 2), o(4, 2, 1), k(3, 1, 1)],
    &[k(7, 4, 3), k(6, 4, 2), o(4, 3, 2), k(4, 2, 1), o(3, 1, 1)],
    &[
        k(8, 5, 3),
        k(7, 4, 3),
        k(5, 3, 1),
        o(4, 3, 2),
        o(3, 2, 1),
        o(2, 1, 1),
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
            assert!(DEMAND[r].iter().filter(|c| c.key_city).count() <= KEY_CITIES);
            assert!(DEMAND[r].iter().filter(|c| !c.key_city).count() <= CITIES - KEY_CITIES);
            for c in DEMAND[r] {
                assert!(c.tiers[0] >= c.tiers[1] && c.tiers[1] >= c.tiers[2]);
            }
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
        assert_eq!(COLOUR[NORTHEAST as usize], Colour::Green);
        assert_eq!(DIST[NORTHEAST as usize][OHIO_VALLEY as usize], 1);
        assert_eq!(DIST[NORTHEAST as usize][MIDWEST as usize], 2);
    }
}
