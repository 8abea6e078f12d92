#!/usr/bin/env bash
# Builds every cargo-fuzz target (fuzz/fuzz_targets/) on stable Rust with no
# sanitizer and runs each for a bounded number of runs: the coverage-guided
# smoke run (the tests drive the same bodies without libFuzzer; CI checks
# the targets build).
# For long runs see docs/testing.md.
#
#   scripts/fuzz.sh [RUNS] [SECONDS]    defaults: 30000 runs per target, capped at 120 s
#
# Installs cargo-fuzz when missing. A crash stops the script with the
# reproducer under fuzz/artifacts/<target>/; keep it as a regression input
# (docs/testing.md).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/fuzz"
runs="${1:-30000}"
secs="${2:-120}"
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "installing cargo-fuzz"
    cargo install cargo-fuzz --locked
fi
cargo fuzz build -s none
for target in $(cargo fuzz list); do
    echo "== fuzz $target: $runs runs (seed 1, at most ${secs}s)"
    # A fresh corpus seeded with the kept regression inputs and a fixed
    # seed: the same inputs every time, so the smoke run is deterministic
    # (long runs grow fuzz/corpus/<target>/ instead; docs/testing.md).
    corpus="$root/fuzz/target/smoke-corpus/$target"
    rm -rf "$corpus"
    mkdir -p "$corpus"
    if [[ -d "regressions/$target" ]]; then
        cp regressions/"$target"/* "$corpus/" 2>/dev/null || true
    fi
    log="$root/fuzz/target/fuzz-$target.log"
    mkdir -p "$(dirname "$log")"
    rc=0
    cargo fuzz run -s none "$target" "$corpus" -- \
        -seed=1 -runs="$runs" -max_total_time="$secs" -max_len=4096 -print_final_stats=1 >"$log" 2>&1 || rc=$?
    grep -E 'stat::number_of_executed_units|stat::peak_rss|panicked|SUMMARY|Test unit written' "$log" || true
    if [[ $rc != 0 ]]; then
        tail -40 "$log"
        echo "fuzz $target: FAILED (exit $rc; reproducer in fuzz/artifacts/$target/)"
        exit 1
    fi
done
echo "fuzz: every target ran clean"
