//! A global allocator that counts allocations, for the zero-allocation
//! tests and the `boardroom bench` report. Install it in a binary or test
//! with `#[global_allocator] static A: CountingAllocator = CountingAllocator;`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

static ALLOCS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    // Const-initialized and without a destructor, so touching it from
    // inside the allocator never allocates.
    static THREAD_ALLOCS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    ALLOCS.fetch_add(1, Ordering::Relaxed);
    let _ = THREAD_ALLOCS.try_with(|c| c.set(c.get() + 1));
}

/// The system allocator, counting every `alloc` and `realloc`.
pub struct CountingAllocator;

unsafe impl GlobalAlloc for CountingAllocator {
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

/// Allocations so far on the calling thread: what a single-threaded
/// measurement wants, unaffected by the test harness's own threads.
pub fn thread_allocations() -> usize {
    THREAD_ALLOCS.with(|c| c.get())
}

/// Allocations so far in this process (0 unless the allocator is installed).
pub fn allocations() -> usize {
    ALLOCS.load(Ordering::SeqCst)
}
