//! Emergent rules: setup, the preparation plan's legal steps, placement and
//! the execution phase, and the end of the game.

use super::MAX_PLAN_STEPS;
use super::actions::{self, Action, Decision, KINDS, Step};
use super::state::*;
use super::{ActionList, Emergent};
use crate::emergent::map::{
    CITY_REGION, DEMAND, DIST, MAX_CARDS, NEAREST, NO_CITY, REGION_CITY, REGIONS, ROUNDS, transport,
};
use crate::game::{ActionError, Audience, EventSink};
use crate::game::{
    Config, GameInfo, OptionInfo, Rules, SeatValues, SetupError, ToMove, split_ties,
};
use crate::rng::GameRng;

/// First step keys of each section of a plan.
const BUILD: u32 = actions::BUILD_SMALL as u32 * 12;
const PRODUCT: u32 = actions::PRODUCT as u32 * 12;
const MARKETING: u32 = actions::MARKETING as u32 * 12;
const ALL_REGIONS: u32 = (1 << REGIONS) - 1;
/// Regions with a city, as a bit mask.
const CITY_MASK: u32 = {
    let mut m = 0;
    let mut r = 0;
    while r < REGIONS {
        if REGION_CITY[r] != NO_CITY {
            m |= 1 << r;
        }
        r += 1;
    }
    m
};
impl Emergent {
    pub(super) fn new_game(players: usize, learning: bool, seed: u64) -> Self {
        let mut seats = [Company::default(); SEATS];
        for s in seats.iter_mut().take(players) {
            s.money = START_MONEY;
        }
        Emergent {
            rng: GameRng::new(seed),
            players: players as u8,
            learning,
            phase: Phase::Plan,
            round: 0,
            current: 0,
            last_cities: [NONE; MAX_CARDS],
            seats,
        }
    }

    /// Whether the learning variant forbids buying DCs now: round 1 allows
    /// one, round 2 none.
    #[inline]
    pub(super) fn build_allowed(&self, c: &Company) -> bool {
        !self.learning
            || self.round >= 2
            || (self.round == 0 && c.plan.built[0] + c.plan.built[1] == 0)
    }

    #[inline]
    pub(super) fn sell_allowed(&self) -> bool {
        !self.learning || self.round >= 2
    }

    /// Learning variant: no marketing in round 1, one cylinder in round 2.
    #[inline]
    pub(super) fn marketing_cap(&self) -> u8 {
        match (self.learning, self.round) {
            (true, 0) => 0,
            (true, 1) => 1,
            _ => CYLINDERS,
        }
    }

    // ----- legal steps -----

    /// The steps the current seat may add to its plan now, as a bit mask
    /// over step keys (kind × 12 + region).
    #[inline]
    pub(super) fn step_mask(&self) -> u128 {
        let c = &self.seats[self.current as usize];
        let p = &c.plan;
        let key = p.key as u32;
        let cash = c.cash();
        let mut m = 0u128;
        if key < BUILD && self.sell_allowed() && c.dc_total != [0, 0] {
            let mut sells = 0u32;
            for r in 0..REGIONS {
                sells |= ((c.dcs[SMALL][r] > p.sell[SMALL][r]) as u32) << r;
                sells |= ((c.dcs[LARGE][r] > p.sell[LARGE][r]) as u32) << (12 + r);
            }
            m |= sells as u128;
        }
        if key < PRODUCT && self.build_allowed(c) {
            for size in [SMALL, LARGE] {
                if cash >= DC_PRICE[size] && c.total_after(size) < DC_PIECES[size] {
                    m |= (ALL_REGIONS as u128) << (BUILD + 12 * size as u32);
                }
            }
        }
        if key < MARKETING
            && cash >= PRODUCT_PRICE
            && p.units < CUBES
            && c.total_after(SMALL) + c.total_after(LARGE) > 0
        {
            let mut free = 0u32;
            for r in 0..REGIONS {
                free |= (((p.products[r] as u16) < c.slots_after(r)) as u32) << r;
            }
            let mut products = (free as u128) << PRODUCT;
            // A region's products are one step, unless it bought the most.
            if (PRODUCT..MARKETING).contains(&key) && !p.again {
                products &= !(1u128 << key);
            }
            m |= products;
        }
        if cash >= MARKETING_PRICE && p.cylinders < self.marketing_cap() {
            m |= (CITY_MASK as u128) << MARKETING;
        }
        // Steps come in key order.
        m & !((1u128 << key) - 1)
    }

    /// The regions open to a step of `kind` now, as a 12-bit mask.
    #[inline]
    pub(super) fn region_mask(&self, kind: u8) -> u32 {
        (self.step_mask() >> (kind as u32 * 12)) as u32 & ALL_REGIONS
    }

    /// The most products the pending product step may buy: free slots in
    /// its region, cubes left, money, and 12 a step.
    #[inline]
    pub(super) fn max_quantity(&self) -> u8 {
        let c = &self.seats[self.current as usize];
        let p = &c.plan;
        if p.pending_region == 0 {
            return 0;
        }
        let r = p.pending_region as usize - 1;
        let free = c.slots_after(r).saturating_sub(p.products[r] as u16);
        let afford = c.cash() / PRODUCT_PRICE;
        free.min(afford)
            .min((CUBES - p.units) as u16)
            .min(actions::MAX_QUANTITY as u16) as u8
    }

    /// Whether `a` is legal now (the same answer as `legal`, without the list).
    pub(super) fn is_legal(&self, a: Action) -> bool {
        if self.phase == Phase::Over || !a.is_valid() {
            return false;
        }
        let p = &self.seats[self.current as usize].plan;
        let pending = p.pending;
        match a.decision() {
            Decision::Done => pending == 0,
            Decision::Kind(k) => pending == 0 && self.region_mask(k) != 0,
            Decision::Region(r) => {
                pending != 0 && p.pending_region == 0 && self.region_mask(pending - 1) >> r & 1 == 1
            }
            Decision::Quantity(q) => p.pending_region != 0 && q <= self.max_quantity(),
        }
    }

    /// Takes one whole step (its kind and region) for the current seat,
    /// checking both; on error nothing changes.
    pub fn apply_step(&mut self, step: Step) -> Result<(), ActionError> {
        let mut g = *self;
        for a in Action::for_step(step) {
            g.check_legal(a)?;
            g.write(a);
        }
        *self = g;
        Ok(())
    }

    // ----- applying steps -----

    /// Writes a kind or region decision into the current seat's plan.
    #[inline]
    pub(super) fn write(&mut self, a: Action) {
        let s = self.current as usize;
        let p = &mut self.seats[s].plan;
        match a.decision() {
            Decision::Kind(k) => p.pending = k + 1,
            Decision::Region(r) if p.pending - 1 == actions::PRODUCT => p.pending_region = r + 1,
            Decision::Region(r) => {
                let step = Step::from_parts(p.pending - 1, r);
                p.pending = 0;
                self.write_step(step);
            }
            Decision::Quantity(count) => {
                let region = p.pending_region - 1;
                p.pending = 0;
                p.pending_region = 0;
                self.write_step(Step::Products { region, count });
            }
            Decision::Done => {}
        }
    }

    /// Writes a whole step into the current seat's plan.
    #[inline]
    pub(super) fn write_step(&mut self, step: Step) {
        let s = self.current as usize;
        let p = &mut self.seats[s].plan;
        match step {
            Step::Sell { large, region } => {
                let size = large as usize;
                p.sell[size][region as usize] += 1;
                p.sold[size] += 1;
                p.gained += DC_SALE[size];
            }
            Step::Build { large, region } => {
                let size = large as usize;
                p.build[size][region as usize] += 1;
                p.built[size] += 1;
                p.spent += DC_PRICE[size];
            }
            Step::Products { region, count } => {
                p.products[region as usize] += count;
                p.units += count;
                p.spent += count as u16 * PRODUCT_PRICE;
            }
            Step::Marketing(r) => {
                p.marketing[r as usize] += 1;
                p.cylinders += 1;
                p.spent += MARKETING_PRICE;
            }
        }
        p.key = step.key();
        p.again = matches!(
            step,
            Step::Products {
                count: actions::MAX_QUANTITY,
                ..
            }
        );
    }

    // ----- placement and execution -----

    fn execute<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players as usize;
        let mut stock = [[0u8; REGIONS]; SEATS];
        let mut marketing = [[0u8; REGIONS]; SEATS];
        let mut units = [0u16; SEATS];
        // Placement: every plan is revealed and moved to the board.
        for s in 0..n {
            let c = &mut self.seats[s];
            let p = c.plan;
            sink.emit(
                Audience::All,
                Event::Revealed {
                    player: s as u8,
                    plan: p,
                },
            );
            for size in [SMALL, LARGE] {
                for r in 0..REGIONS {
                    c.dcs[size][r] = c.dcs[size][r] - p.sell[size][r] + p.build[size][r];
                }
                c.dc_total[size] = c.dc_total[size] - p.sold[size] + p.built[size];
            }
            c.money = c.money + p.gained - p.spent;
            stock[s] = p.products;
            marketing[s] = p.marketing;
            units[s] = p.units as u16;
            c.plan = Plan::default();
        }

        // 1. Demand cards go to their assigned cities.
        self.last_cities = [NONE; MAX_CARDS];
        let mut income = [0u16; SEATS];
        let mut freight = [0u16; SEATS];
        // 2. Cities resolve from the highest rank.
        for (rank, card) in DEMAND[self.round as usize].iter().enumerate() {
            let city = card.city;
            self.last_cities[rank] = city;
            sink.emit(
                Audience::All,
                Event::Demand {
                    rank: rank as u8,
                    city,
                    tiers: card.tiers,
                },
            );
            resolve_city(
                n,
                city,
                card.tiers,
                &mut stock,
                &marketing,
                &mut units,
                &mut income,
                &mut freight,
                sink,
            );
        }

        for s in 0..n {
            // 3-5. Income, transport, operating costs.
            let upkeep = self.seats[s].upkeep_after();
            let c = &mut self.seats[s];
            c.money += income[s] - freight[s];
            sink.emit(
                Audience::All,
                Event::Accounts {
                    player: s as u8,
                    income: income[s],
                    transport: freight[s],
                    upkeep,
                },
            );
            if c.money < upkeep {
                force_sales(s as u8, c, upkeep, sink);
            }
            c.money -= upkeep;
            // 6. Aged inventory goes back to the pool for nothing.
            if units[s] > 0 {
                sink.emit(
                    Audience::All,
                    Event::Liquidated {
                        player: s as u8,
                        units: units[s] as u8,
                    },
                );
            }
        }

        // 7. Cleanup: marketing cylinders came back with the plans.
        self.round += 1;
        self.current = 0;
        if self.round as usize == ROUNDS {
            for s in 0..n {
                let c = &mut self.seats[s];
                let amount = c.dc_total[SMALL] as u16 * DC_SALE[SMALL]
                    + c.dc_total[LARGE] as u16 * DC_SALE[LARGE];
                c.money += amount;
                c.dcs = [[0; REGIONS]; 2];
                c.dc_total = [0; 2];
                sink.emit(
                    Audience::All,
                    Event::SoldBack {
                        player: s as u8,
                        amount,
                    },
                );
            }
            self.phase = Phase::Over;
            sink.emit(Audience::All, Event::GameOver);
        }
    }
}

/// A seat that cannot pay its operating costs sells DCs to the bank at
/// their sale value, small ones first, each size by region, until it can.
/// A DC sells for exactly its operating cost, so this always suffices.
fn force_sales<S: EventSink<Event>>(s: u8, c: &mut Company, upkeep: u16, sink: &mut S) {
    for size in [SMALL, LARGE] {
        for r in 0..REGIONS {
            while c.dcs[size][r] > 0 && c.money < upkeep {
                c.dcs[size][r] -= 1;
                c.dc_total[size] -= 1;
                c.money += DC_SALE[size];
                sink.emit(
                    Audience::All,
                    Event::ForcedSale {
                        player: s,
                        region: r as u8,
                        large: size == LARGE,
                    },
                );
            }
        }
    }
}

/// Resolves one city's demand card: the market-share order, the tiers, and
/// the sales, drawn from each seller's nearest stock first.
#[allow(clippy::too_many_arguments)]
#[inline]
pub(super) fn resolve_city<S: EventSink<Event>>(
    n: usize,
    city: u8,
    tiers: [u8; 3],
    stock: &mut [[u8; REGIONS]; SEATS],
    marketing: &[[u8; REGIONS]; SEATS],
    units: &mut [u16; SEATS],
    income: &mut [u16; SEATS],
    freight: &mut [u16; SEATS],
    sink: &mut S,
) {
    let cr = CITY_REGION[city as usize] as usize;
    // Sellers: seats with product left anywhere; (marketing, distance).
    let mut order = [0usize; SEATS];
    let mut rank_key = [(0u8, 0u8); SEATS];
    let mut m = 0;
    for s in 0..n {
        if units[s] == 0 {
            continue;
        }
        let mut d = u8::MAX;
        for &r in NEAREST[cr].iter() {
            if stock[s][r as usize] > 0 {
                d = DIST[cr][r as usize];
                break;
            }
        }
        rank_key[s] = (marketing[s][cr], d);
        // Insertion: more marketing first, then the nearer stock.
        let mut i = m;
        while i > 0 && better(rank_key[s], rank_key[order[i - 1]]) {
            order[i] = order[i - 1];
            i -= 1;
        }
        order[i] = s;
        m += 1;
    }
    // With 2 players only tiers 1 and 3 are used.
    let (tier_list, len): ([u8; 3], usize) = if n == 2 {
        ([tiers[0], tiers[2], 0], 2)
    } else {
        (tiers, 3)
    };
    let tier_number = |i: usize| if n == 2 && i == 1 { 2u8 } else { i as u8 };
    let mut i = 0;
    while i < m {
        let mut j = i + 1;
        while j < m && rank_key[order[j]] == rank_key[order[i]] {
            j += 1;
        }
        // A tied group drops together to the next lower tier.
        let t = if j - i == 1 { i } else { i + 1 };
        if t < len {
            for &s in &order[i..j] {
                let want = tier_list[t];
                let mut sold = 0u8;
                let mut cost = 0u16;
                for &r in NEAREST[cr].iter() {
                    if sold == want {
                        break;
                    }
                    let have = &mut stock[s][r as usize];
                    let take = (*have).min(want - sold);
                    if take > 0 {
                        *have -= take;
                        sold += take;
                        cost += take as u16 * transport(DIST[cr][r as usize]);
                    }
                }
                units[s] -= sold as u16;
                income[s] += sold as u16 * UNIT_PRICE;
                freight[s] += cost;
                if sold > 0 {
                    sink.emit(
                        Audience::All,
                        Event::Sold {
                            player: s as u8,
                            city,
                            tier: tier_number(t),
                            units: sold,
                            transport: cost,
                        },
                    );
                }
            }
        }
        i = j;
    }
}

/// Market-share order: more marketing, then the nearer stock.
#[inline]
const fn better(a: (u8, u8), b: (u8, u8)) -> bool {
    a.0 > b.0 || (a.0 == b.0 && a.1 < b.1)
}

impl Rules for Emergent {
    const INFO: GameInfo = GameInfo {
        id: "emergent",
        name: "Emergent",
        min_players: 2,
        max_players: 4,
        options: &[OptionInfo {
            key: "learning",
            values: &["off", "on"],
            default: "off",
            description: "the learning variant: round 1 one DC and no marketing, round 2 no new DC and one marketing cylinder",
        }],
    };
    const SAVE_VERSION: u16 = 1;
    const ACTION_ID_COUNT: u32 = actions::ACTION_ID_COUNT;

    type Action = Action;
    type ActionList = ActionList;
    type Event = Event;

    fn setup(config: &Config, seed: u64) -> Result<Self, SetupError> {
        let chosen = config.resolve(&Self::INFO)?;
        Ok(Emergent::new_game(config.players, chosen[0] == "on", seed))
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
        let plan = &self.seats[self.current as usize].plan;
        if plan.pending_region != 0 {
            for q in 1..=self.max_quantity() {
                out.push(Action::quantity(q));
            }
            return;
        }
        let pending = plan.pending;
        let m = self.step_mask();
        if pending != 0 {
            let mut bits = (m >> ((pending as u32 - 1) * 12)) as u32 & ALL_REGIONS;
            while bits != 0 {
                out.push(Action::region(bits.trailing_zeros() as u8));
                bits &= bits - 1;
            }
            return;
        }
        for kind in 0..KINDS {
            if (m >> (kind as u32 * 12)) as u32 & ALL_REGIONS != 0 {
                out.push(Action::kind(kind));
            }
        }
        out.push(Action::DONE);
    }

    fn check_legal(&self, a: Action) -> Result<(), ActionError> {
        if self.is_legal(a) {
            return Ok(());
        }
        let p = &self.seats[self.current as usize].plan;
        let pending = p.pending;
        Err(ActionError::Illegal(if !a.is_valid() {
            "no such action"
        } else {
            match a.decision() {
                Decision::Quantity(_) if p.pending_region == 0 => {
                    "a quantity follows a product step's region"
                }
                Decision::Quantity(_) => {
                    "more products than the region's free slots, the cubes left or the money allow"
                }
                _ if p.pending_region != 0 => "choose how many products first",
                Decision::Done | Decision::Kind(_) if pending != 0 => {
                    "choose the region of the step first"
                }
                Decision::Region(_) if pending == 0 => "choose the kind of step first",
                Decision::Kind(_) => {
                    "no step of that kind is possible now: steps go in a fixed order (sales, small DCs, large DCs, products, marketing), and money, pieces, DCs and slots limit them"
                }
                Decision::Region(_) => {
                    "not a region open to this step (plan order, no DC there to sell, no free slot, no city)"
                }
                Decision::Done => "the game is over",
            }
        }))
    }

    fn step<S: EventSink<Event>>(&mut self, a: Action, sink: &mut S) {
        let s = self.current;
        if a != Action::DONE {
            self.write(a);
            sink.emit(Audience::All, Event::Planned { player: s });
            return;
        }
        self.seats[s as usize].plan.done = true;
        sink.emit(Audience::All, Event::PlanDone { player: s });
        if s + 1 < self.players {
            self.current = s + 1;
        } else {
            self.execute(sink);
        }
    }

    /// Money, with the DCs on the board at their sale value: what the end
    /// of the game would count now (at the end the DCs are sold already).
    fn scores(&self) -> SeatValues<f64> {
        (0..self.players as usize)
            .map(|s| {
                let c = &self.seats[s];
                (c.money
                    + c.dc_total[SMALL] as u16 * DC_SALE[SMALL]
                    + c.dc_total[LARGE] as u16 * DC_SALE[LARGE]) as f64
            })
            .collect()
    }

    fn returns(&self) -> SeatValues<f64> {
        split_ties(self.players as usize, |s| self.seats[s].money)
    }

    fn action_id(a: Action) -> u32 {
        actions::to_id(a)
    }

    fn action_from_id(id: u32) -> Option<Action> {
        actions::from_id(id)
    }

    fn max_game_length(&self) -> usize {
        ROUNDS * self.players as usize * MAX_PLAN_STEPS
    }
}
