//! Observation tensors, for every game at every player count: the stated
//! length, every float written and finite, equal for states the seat cannot
//! tell apart (a determinization from its point of view), different when
//! its observation changes, its nonzero floats the same when only they are
//! kept, and written without allocating.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game, GameRng, ToMove};

struct Counting;

thread_local! {
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCS.try_with(|a| a.set(a.get() + 1));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Random games per player count.
const GAMES: u64 = 6;

fn tensor<G: Game>(state: &G, seat: u8, out: &mut [f32]) {
    // NaN marks a float the encoder did not write.
    out.fill(f32::NAN);
    state.write_observation_tensor(seat, out);
}

struct Check;
impl GameVisitor for Check {
    type Output = ();
    fn visit<G: Game>(self) {
        let size = G::OBSERVATION_TENSOR_SIZE;
        assert!(size > 0);
        let (mut a, mut b) = (vec![0f32; size], vec![0f32; size]);
        let mut kept = Vec::with_capacity(size);
        for players in G::INFO.min_players..=G::INFO.max_players {
            let n = players as usize;
            let mut last: Vec<Option<(G::Observation, Vec<f32>)>> = vec![None; n];
            let mut changes = 0;
            for seed in 0..GAMES {
                let mut g = G::setup(&Config::players(n), seed).unwrap();
                let mut rng = GameRng::new(seed ^ 0xC0FFEE);
                let mut buf = G::ActionList::default();
                let mut step = 0;
                loop {
                    for seat in 0..players {
                        let at = format!(
                            "{} {players}p seed {seed} step {step} seat {seat}",
                            G::INFO.id
                        );
                        tensor(&g, seat, &mut a);
                        if let Some(i) = a.iter().position(|x| !x.is_finite()) {
                            panic!("{at}: float {i} is {} (unwritten or not finite)", a[i]);
                        }
                        g.write_observation_nonzero(seat, &mut kept);
                        let want = a.iter().enumerate().filter(|(_, x)| **x != 0.0);
                        assert!(
                            kept.iter().copied().eq(want.map(|(i, x)| (i as u32, *x))),
                            "{at}: the nonzero floats are not the tensor's"
                        );
                        let d = g.determinize(seat, &mut rng);
                        tensor(&d, seat, &mut b);
                        assert!(a == b, "{at}: a determinization changed the tensor");
                        let obs = g.observation(seat);
                        if let Some((o, t)) = &last[seat as usize] {
                            if *o != obs {
                                changes += 1;
                                assert!(
                                    *t != a,
                                    "{at}: the observation changed, the tensor did not"
                                );
                            }
                        }
                        last[seat as usize] = Some((obs, a.clone()));
                    }
                    let ToMove::Player(_) = g.to_move() else {
                        break;
                    };
                    g.legal_actions(&mut buf);
                    let act = buf[rng.below(buf.len() as u32) as usize];
                    g.apply(act).unwrap();
                    step += 1;
                }
            }
            assert!(changes > 0);
            // Allocation free: every seat's tensor at every step of a game.
            let mut g = G::setup(&Config::players(n), 99).unwrap();
            let mut rng = GameRng::new(7);
            let mut buf = G::ActionList::default();
            let before = ALLOCS.with(|c| c.get());
            while let ToMove::Player(_) = g.to_move() {
                for seat in 0..players {
                    g.write_observation_tensor(seat, &mut a);
                    g.write_observation_nonzero(seat, &mut kept);
                }
                g.legal_actions(&mut buf);
                g.apply_legal(buf[rng.below(buf.len() as u32) as usize]);
            }
            let allocs = ALLOCS.with(|c| c.get()) - before;
            assert_eq!(
                allocs,
                0,
                "{} {players}p: tensors allocated {allocs} times",
                G::INFO.id
            );
        }
    }
}

/// The sizes docs/tensors.md gives a game: its table row (floats, action
/// ids) and its section heading (floats).
struct Documented<'a>(&'a str);
impl GameVisitor for Documented<'_> {
    type Output = ();
    fn visit<G: Game>(self) {
        let id = G::INFO.id;
        let number = |s: &str| s.trim().replace(',', "").parse::<usize>().ok();
        let row = self
            .0
            .lines()
            .find(|l| l.starts_with(&format!("| {id} |")))
            .unwrap_or_else(|| panic!("docs/tensors.md has no table row for {id}"));
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        assert_eq!(
            (number(cells[2]), number(cells[3])),
            (
                Some(G::OBSERVATION_TENSOR_SIZE),
                Some(G::ACTION_ID_COUNT as usize)
            ),
            "docs/tensors.md's row for {id} (floats, action ids)"
        );
        let heading = format!("## {id} (");
        let section = self
            .0
            .lines()
            .find_map(|l| l.strip_prefix(&heading))
            .unwrap_or_else(|| panic!("docs/tensors.md has no section for {id}"));
        assert_eq!(
            number(section.trim_end_matches(')')),
            Some(G::OBSERVATION_TENSOR_SIZE),
            "docs/tensors.md's section heading for {id}"
        );
    }
}

/// The guide states each game's sizes; a change to a tensor or to the
/// action ids that leaves it behind fails here.
#[test]
fn the_tensor_guide_gives_every_game_its_sizes() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/tensors.md"))
        .expect("docs/tensors.md");
    for game in registry::GAMES {
        registry::dispatch(game.id, Documented(&doc)).unwrap();
    }
}

macro_rules! every_game {
    ($($name:ident: $id:literal),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                registry::dispatch($id, Check).unwrap();
            }
        )*

        #[test]
        fn every_registered_game_is_checked() {
            let ids: Vec<&str> = registry::GAMES.iter().map(|g| g.id).collect();
            assert_eq!(ids.len(), [$($id),*].len());
            for id in [$($id),*] {
                assert!(ids.contains(&id), "{id}");
            }
        }
    };
}

every_game!(
    vendors: "vendors",
    value_crafter: "value-crafter",
    emergent: "emergent",
    emergent_fastplay: "emergent-fastplay",
    crafters: "crafters",
    spiel_des_jahres: "spiel-des-jahres",
    oh_hell: "oh-hell",
);
