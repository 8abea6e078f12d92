//! Zero heap allocations on the hot path, for every game: legal actions,
//! apply, observation, determinization, the heuristic and whole random
//! playouts, counted by a global allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use boardroom_engine::conformance::hot_path_workload;
use boardroom_engine::registry::{self, GameVisitor};
use boardroom_engine::{Config, Game};

struct Counting;

thread_local! {
    /// Only the measuring thread counts: the test harness's own threads
    /// allocate at times of their choosing.
    static MEASURING: Cell<bool> = const { Cell::new(false) };
    /// Per thread, so that tests running in parallel do not see each
    /// other's allocations.
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    if MEASURING.with(|m| m.get()) {
        ALLOCS.with(|a| a.set(a.get() + 1));
    }
}

fn allocs() -> usize {
    ALLOCS.with(|a| a.get())
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

struct NoAlloc;
impl GameVisitor for NoAlloc {
    type Output = ();
    fn visit<G: Game>(self) {
        for players in G::INFO.min_players..=G::INFO.max_players {
            let start = G::setup(&Config::players(players as usize), 11).unwrap();
            hot_path_workload(&start, 1, 1); // warm up
            let before = allocs();
            MEASURING.with(|m| m.set(true));
            let steps = hot_path_workload(&start, 2, 20);
            MEASURING.with(|m| m.set(false));
            let after = allocs();
            assert!(steps > 0);
            assert_eq!(
                after - before,
                0,
                "{} with {players} players allocated {} times over {steps} steps",
                G::INFO.id,
                after - before
            );
        }
    }
}

#[test]
fn the_counter_sees_allocations() {
    MEASURING.with(|m| m.set(true));
    let before = allocs();
    let v: Vec<u64> = std::hint::black_box(vec![1, 2, 3]);
    let after = allocs();
    MEASURING.with(|m| m.set(false));
    assert_eq!(v.len(), 3);
    assert!(after > before, "a Vec allocation was not counted");
}

#[test]
fn hot_path_allocates_nothing() {
    for info in registry::GAMES {
        registry::dispatch(info.id, NoAlloc).unwrap();
    }
}
