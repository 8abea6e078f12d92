"""Speed-up of a Ray-sharded tournament over the same tournament in one
process, on this machine's cores (docs/performance.md).

    target/venv/bin/python python/bench/ray_speedup.py [games] [ISMCTS iterations]
"""

import os
import sys
import time

import ray

import boardroom as br
from boardroom import distributed as bd

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 40
ITERS = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
SEATS = [f"ismcts:iters={ITERS}", f"ismcts:iters={ITERS}", "heuristic"]

t = time.perf_counter()
whole = br.arena("oh-hell", SEATS, GAMES, seed=3)
one = time.perf_counter() - t
print(f"one process, one thread: {GAMES} games in {one:.2f} s")
for cpus in sorted({1, os.cpu_count() or 1}):
    ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False, configure_logging=False)
    bd.arena("oh-hell", SEATS, 2 * cpus, seed=99)  # warm the workers
    t = time.perf_counter()
    merged = bd.arena("oh-hell", SEATS, GAMES, seed=3)
    took = time.perf_counter() - t
    ray.shutdown()
    same = [a["win_share"] for a in merged["agents"]] == [a["win_share"] for a in whole["agents"]]
    print(f"ray num_cpus={cpus}: {took:.2f} s, speed-up {one / took:.2f}x, same result: {same}")
