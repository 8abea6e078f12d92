//! The native side of the browser comparison in docs/performance.md: the
//! same workloads as www/bench.html, timed with `Instant`.
//! `cargo run --release -p boardroom-web --example bench`

use std::time::Instant;

use boardroom_web::bench;

/// The games and player counts of the comparison (www/bench.html has the
/// same list).
const CASES: &[(&str, usize)] = &[
    ("vendors", 4),
    ("spiel-des-jahres", 4),
    ("emergent", 4),
    ("emergent-fastplay", 4),
    ("value-crafter", 4),
    ("crafters", 4),
    ("oh-hell", 3),
];

fn main() {
    println!("game\tplayers\tns/action\tismcts iterations/s");
    for &(id, players) in CASES {
        bench::random_playouts(id, players, 20).expect("warm up");
        let t = Instant::now();
        let actions = bench::random_playouts(id, players, 2000).expect("playouts");
        let ns = t.elapsed().as_secs_f64() * 1e9 / actions as f64;
        bench::ismcts_iterations(id, players, 200).expect("warm up");
        let t = Instant::now();
        let iters = bench::ismcts_iterations(id, players, 5000).expect("search");
        let per_s = iters as f64 / t.elapsed().as_secs_f64();
        println!("{id}\t{players}\t{ns:.1}\t{per_s:.0}");
    }
}
