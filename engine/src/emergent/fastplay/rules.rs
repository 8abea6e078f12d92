//! Fast Play rules: placement, reveal, cubes, region scoring; its
//! determinization, heuristic and invariants.

use rand::Rng;

use super::*;
use crate::emergent::map::COLOUR;
use crate::game::{
    Config, GameInfo, OptionInfo, Rules, SeatValues, SetupError, ToMove, split_ties,
};

impl FastPlay {
    /// The current seat's DCs by region this round.
    #[inline]
    fn counts(&self) -> [u8; REGIONS] {
        let pl = &self.placed[self.current as usize];
        let mut c = [0u8; REGIONS];
        for &r in &pl.regions[..pl.n as usize] {
            c[r as usize] += 1;
        }
        c
    }

    /// The regions where the current seat may put its next DC.
    #[inline]
    pub(super) fn legal_mask(&self) -> u16 {
        let pl = &self.placed[self.current as usize];
        let n = pl.n;
        let counts = self.counts();
        let mut mask = 0u16;
        if n < LARGE_DCS {
            let from = if n == 1 { pl.regions[0] } else { 0 };
            for r in from as usize..REGIONS {
                if counts[r] < PER_REGION {
                    mask |= 1 << r;
                }
            }
        } else {
            let from = if n > LARGE_DCS {
                pl.regions[n as usize - 1]
            } else {
                0
            };
            // Small DCs still to place after this one must fit at or
            // after this region.
            let left = DCS - n - 1;
            let mut free_from = 0u8;
            for r in (from as usize..REGIONS).rev() {
                free_from += PER_REGION - counts[r];
                if counts[r] < PER_REGION && free_from > left {
                    mask |= 1 << r;
                }
            }
        }
        mask
    }

    pub(super) fn is_legal(&self, a: Action) -> bool {
        self.phase == Phase::Place
            && (a.region as usize) < REGIONS
            && a.large == (self.placed[self.current as usize].n < LARGE_DCS)
            && self.legal_mask() >> a.region & 1 == 1
    }

    /// Points for each seat in one region, and the sole first-place seat.
    /// Most cubes: 2 points; second most: 1, only with 3 or more players.
    /// A tie for first gives each tied seat 1 and nobody else anything; a
    /// tie for second gives nobody the second place. No cubes, no points.
    pub fn score_region(&self, r: usize) -> ([u8; SEATS], Option<u8>) {
        let n = self.players as usize;
        let mut points = [0u8; SEATS];
        let top = (0..n).map(|s| self.cubes[s][r]).max().unwrap_or(0);
        if top == 0 {
            return (points, None);
        }
        let firsts = (0..n).filter(|&s| self.cubes[s][r] == top).count();
        if firsts > 1 {
            for s in 0..n {
                if self.cubes[s][r] == top {
                    points[s] = 1;
                }
            }
            return (points, None);
        }
        let first = (0..n).find(|&s| self.cubes[s][r] == top).unwrap_or(0);
        points[first] = 2;
        if n >= 3 {
            let second = (0..n)
                .filter(|&s| s != first)
                .map(|s| self.cubes[s][r])
                .max()
                .unwrap_or(0);
            let seconds = (0..n).filter(|&s| self.cubes[s][r] == second).count();
            if second > 0 && seconds == 1 {
                let s = (0..n).find(|&s| self.cubes[s][r] == second).unwrap_or(0);
                points[s] = 1;
            }
        }
        (points, Some(first as u8))
    }

    /// Each seat's points and green and red regions won (sole first place).
    pub fn standings(&self) -> [Standing; SEATS] {
        let mut st = [Standing::default(); SEATS];
        for r in 0..REGIONS {
            let (points, first) = self.score_region(r);
            for s in 0..SEATS {
                st[s].points += points[s] as u16;
            }
            if let Some(f) = first {
                match COLOUR[r] {
                    Colour::Green => st[f as usize].green += 1,
                    Colour::Red => st[f as usize].red += 1,
                    Colour::Plain => {}
                }
            }
        }
        st
    }
}

/// The `k`-th set bit of `mask` (k < popcount).
#[inline]
fn nth_bit(mut mask: u16, k: u32) -> u8 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as u8
}

impl Rules for FastPlay {
    const INFO: GameInfo = GameInfo {
        id: "emergent-fastplay",
        name: "Emergent: Fast Play",
        min_players: 2,
        max_players: 4,
        options: &[OptionInfo {
            key: "rounds",
            values: &["3", "4"],
            default: "3",
            description: "rounds played: the book says both \"ends after 3 rounds\" and \"4 speed rounds\"",
        }],
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Event = Event;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        let chosen = config.resolve(&Self::INFO)?;
        let rounds = if chosen[0] == "4" { 4 } else { 3 };
        Ok(FastPlay {
            rng: GameRng::new(seed),
            players: config.players as u8,
            rounds,
            phase: Phase::Place,
            round: 0,
            current: 0,
            cubes: [[0; REGIONS]; SEATS],
            placed: [Placement::default(); SEATS],
        })
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn end_reason(&self) -> Option<&'static str> {
        // The book's one end of the game.
        self.is_terminal().then_some("the last round was played")
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Player(self.current)
        }
    }

    fn legal_actions(&self, out: &mut ActionList) {
        out.clear();
        if self.phase == Phase::Over {
            return;
        }
        let large = self.placed[self.current as usize].n < LARGE_DCS;
        let mut mask = self.legal_mask();
        while mask != 0 {
            let r = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            out.push(Action { large, region: r });
        }
    }

    #[inline]
    fn check_legal(&self, a: Action) -> Result<(), ActionError> {
        if self.is_legal(a) {
            Ok(())
        } else {
            Err(ActionError::Illegal(
                "DCs are placed large first, each size in region order, at most 3 of yours in a region, leaving room for the rest",
            ))
        }
    }

    fn step<S: EventSink<Event>>(&mut self, a: Action, sink: &mut S) {
        let s = self.current;
        let pl = &mut self.placed[s as usize];
        pl.regions[pl.n as usize] = a.region;
        pl.n += 1;
        sink.emit(Audience::All, Event::Placed { player: s });
        if pl.n < DCS {
            return;
        }
        if s + 1 < self.players {
            self.current = s + 1;
            return;
        }
        // Reveal, transfer, and place the product cubes.
        for s in 0..self.players as usize {
            let pl = self.placed[s];
            sink.emit(
                Audience::All,
                Event::Revealed {
                    player: s as u8,
                    regions: pl.regions,
                },
            );
            for (i, &r) in pl.regions.iter().enumerate() {
                let count = Self::cubes_for(i < LARGE_DCS as usize, r);
                self.cubes[s][r as usize] += count;
                sink.emit(
                    Audience::All,
                    Event::Cubes {
                        player: s as u8,
                        region: r,
                        count,
                    },
                );
            }
            // The DCs leave the board; the cubes stay.
            self.placed[s] = Placement::default();
        }
        self.round += 1;
        self.current = 0;
        if self.round == self.rounds {
            self.phase = Phase::Over;
            for r in 0..REGIONS {
                let (points, _) = self.score_region(r);
                sink.emit(
                    Audience::All,
                    Event::RegionScored {
                        region: r as u8,
                        points,
                    },
                );
            }
            sink.emit(Audience::All, Event::GameOver);
        }
    }

    fn scores(&self) -> SeatValues<f64> {
        let st = self.standings();
        (0..self.players as usize)
            .map(|s| st[s].points as f64)
            .collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        let st = self.standings();
        split_ties(self.players as usize, |s| st[s])
    }

    fn action_id(a: Action) -> u32 {
        a.large as u32 * REGIONS as u32 + a.region as u32
    }

    fn action_from_id(id: u32) -> Option<Action> {
        (id < ACTION_ID_COUNT).then_some(Action {
            large: id >= REGIONS as u32,
            region: (id % REGIONS as u32) as u8,
        })
    }

    fn max_game_length(&self) -> usize {
        self.rounds as usize * self.players as usize * DCS as usize
    }
}

impl Determinize for FastPlay {
    /// Others' face-down DCs are redrawn as uniformly random legal
    /// placements, every one equally likely: all five for seats that
    /// finished, a random number (0 to 4) for the seat still placing.
    fn determinize<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> FastPlay {
        let mut g = *self;
        let mut local = GameRng::new(rng.next_u64());
        if g.phase == Phase::Place {
            let current = g.current;
            for s in 0..=current {
                if s == observer {
                    continue;
                }
                let want = if s < current {
                    DCS
                } else {
                    local.below(DCS as u32) as u8
                };
                g.current = s;
                g.placed[s as usize] = g.random_placement(want, &mut local);
            }
            g.current = current;
        }
        g.rng = GameRng::new(local.next_u64());
        g
    }
}

/// Candidates drawn before [`FastPlay::random_placement`] falls back to
/// one legal DC at a time; a candidate is legal at least 98.7% of the
/// time (924 of 936 for three DCs, 28,116 of 28,392 for five), so the
/// fallback is never seen in practice.
const PLACEMENT_DRAWS: u32 = 64;

impl FastPlay {
    /// A legal placement of `k` DCs for the current seat, every legal one
    /// equally likely. Placing one uniformly random legal DC at a time is
    /// not uniform (a DC with few legal successors is drawn as often as
    /// one with many: two large DCs in the last region came 12 times as
    /// often as two in the first), so a candidate is drawn uniformly from
    /// the region-ordered multisets of each size (the one spelling of
    /// every placement, docs/rules/emergent.md F1) and kept when each of
    /// its steps is legal: uniform over the superset, kept on the legal
    /// set, is uniform over the legal set.
    pub(super) fn random_placement(&self, k: u8, rng: &mut GameRng) -> Placement {
        let large = k.min(LARGE_DCS);
        for _ in 0..PLACEMENT_DRAWS {
            let mut regions = [0u8; DCS as usize];
            sorted_multiset(&mut regions[..large as usize], rng);
            sorted_multiset(&mut regions[large as usize..k as usize], rng);
            let mut g = *self;
            g.placed[g.current as usize] = Placement::default();
            let legal = regions[..k as usize].iter().all(|&r| {
                let ok = g.legal_mask() & (1 << r) != 0;
                let pl = &mut g.placed[g.current as usize];
                pl.regions[pl.n as usize] = r;
                pl.n += 1;
                ok
            });
            if legal {
                return g.placed[g.current as usize];
            }
        }
        // Unreachable in practice (see PLACEMENT_DRAWS): still legal.
        let mut g = *self;
        g.placed[g.current as usize] = Placement::default();
        for _ in 0..k {
            let mask = g.legal_mask();
            let r = nth_bit(mask, rng.below(mask.count_ones()));
            let pl = &mut g.placed[g.current as usize];
            pl.regions[pl.n as usize] = r;
            pl.n += 1;
        }
        g.placed[g.current as usize]
    }
}

/// Fills `out` with a uniformly random multiset of regions in region
/// order (stars and bars: `out.len()` distinct positions among
/// `REGIONS + out.len() - 1`, sorted, each less its rank).
fn sorted_multiset(out: &mut [u8], rng: &mut GameRng) {
    let m = out.len();
    let positions = REGIONS as u32 + m as u32 - 1;
    let mut picked = [0u32; DCS as usize];
    let mut i = 0;
    while i < m {
        let p = rng.below(positions);
        if !picked[..i].contains(&p) {
            picked[i] = p;
            i += 1;
        }
    }
    picked[..m].sort_unstable();
    for (j, r) in out.iter_mut().enumerate() {
        *r = (picked[j] - j as u32) as u8;
    }
}

impl Heuristic for FastPlay {
    /// Places where an extra DC wins or keeps a region, greens first.
    fn heuristic_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let s = self.current as usize;
        let pl = &self.placed[s];
        let large = pl.n < LARGE_DCS;
        let mut pending = [0u8; REGIONS];
        for (i, &r) in pl.regions[..pl.n as usize].iter().enumerate() {
            pending[r as usize] += Self::cubes_for(i < LARGE_DCS as usize, r);
        }
        let mut mask = self.legal_mask();
        let mut best = (i32::MIN, 0u8);
        while mask != 0 {
            let r = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let gain = Self::cubes_for(large, r as u8) as i32;
            let mine = (self.cubes[s][r] + pending[r]) as i32;
            let other = (0..self.players as usize)
                .filter(|&o| o != s)
                .map(|o| self.cubes[o][r] as i32)
                .max()
                .unwrap_or(0);
            let mut v = if mine > other {
                // Already ahead: defending is worth less the bigger the lead.
                200 / (1 + mine - other)
            } else if mine + gain > other {
                600
            } else if mine + gain == other {
                300
            } else {
                100 / (1 + other - mine - gain)
            };
            v += match COLOUR[r] {
                Colour::Green => 60,
                Colour::Red => 30,
                Colour::Plain => 0,
            } + gain * 20
                + (rng.next_u32() % 50) as i32;
            if v > best.0 {
                best = (v, r as u8);
            }
        }
        Action {
            large,
            region: best.1,
        }
    }
}

impl Invariants for FastPlay {
    fn check_invariants(&self) -> Result<(), InvariantError> {
        use crate::ensure;
        let n = self.players as usize;
        ensure!((2..=SEATS).contains(&n), "player count {n}");
        ensure!(
            self.rounds == 3 || self.rounds == 4,
            "rounds {}",
            self.rounds
        );
        ensure!(self.round <= self.rounds, "round {}", self.round);
        ensure!(
            (self.phase == Phase::Over) == (self.round == self.rounds),
            "phase does not match the round"
        );
        ensure!(
            self.phase == Phase::Over || self.current < self.players,
            "current seat"
        );
        for s in 0..SEATS {
            let pl = &self.placed[s];
            if s >= n {
                ensure!(
                    *pl == Placement::default() && self.cubes[s] == [0; REGIONS],
                    "unused seat {s} not empty"
                );
                continue;
            }
            let total: u32 = self.cubes[s].iter().map(|&c| c as u32).sum();
            ensure!(
                total <= self.round as u32 * 17,
                "more cubes than the DCs could leave"
            );
            for r in 0..REGIONS {
                ensure!(
                    self.cubes[s][r] as u32 <= self.round as u32 * 4 * PER_REGION as u32,
                    "too many cubes in one region"
                );
            }
            let expect = if self.phase == Phase::Over || s > self.current as usize {
                Some(0)
            } else if s < self.current as usize {
                Some(DCS)
            } else {
                None
            };
            match expect {
                Some(k) => ensure!(pl.n == k, "placement size for seat {s}"),
                None => ensure!(pl.n < DCS, "finished placement for the current seat"),
            }
            ensure!(
                pl.regions[pl.n as usize..].iter().all(|&r| r == 0),
                "stray region in placement"
            );
            let mut counts = [0u8; REGIONS];
            for (i, &r) in pl.regions[..pl.n as usize].iter().enumerate() {
                ensure!((r as usize) < REGIONS, "region id");
                counts[r as usize] += 1;
                if i != 0 && i != LARGE_DCS as usize {
                    ensure!(r >= pl.regions[i - 1], "placement out of order");
                }
            }
            ensure!(
                counts.iter().all(|&c| c <= PER_REGION),
                "more than 3 DCs in a region"
            );
            // The small DCs still to place fit after the last one.
            if pl.n > LARGE_DCS && pl.n < DCS {
                let from = pl.regions[pl.n as usize - 1] as usize;
                let free: u32 = (from..REGIONS)
                    .map(|r| (PER_REGION - counts[r]) as u32)
                    .sum();
                ensure!(free >= (DCS - pl.n) as u32, "placement cannot be finished");
            }
        }
        Ok(())
    }
}
