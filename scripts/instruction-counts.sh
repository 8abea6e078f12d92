#!/usr/bin/env bash
# The instruction-count guard: runs engine/examples/callgrind_workload.rs
# under callgrind for every game (legal_actions, apply, a fixed seeded
# playout; see that file) and compares the instruction counts with the
# committed baselines in benches/callgrind/baseline.tsv. Fails, naming each
# one, when a count grew by more than 10% (BOARDROOM_CALLGRIND_TOLERANCE,
# percent); also says when one shrank by more than that (a baseline to
# refresh). Instruction counts do not drift with machine load as timings do.
#
#   scripts/instruction-counts.sh            check against the baselines
#   scripts/instruction-counts.sh --bless    refresh the baselines (after an
#                                            intended change; commit the file)
#
# Baselines depend on the compiler: refresh them when the toolchain changes.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
baseline="$root/benches/callgrind/baseline.tsv"
tolerance="${BOARDROOM_CALLGRIND_TOLERANCE:-10}"
bless=0
[[ "${1:-}" == "--bless" || "${BOARDROOM_BLESS:-0}" == 1 ]] && bless=1

command -v valgrind >/dev/null || { echo "instruction-counts: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
# `--workspace`: the same dependency features as `cargo test --workspace`,
# which has built this example already (`-p` would rebuild the engine).
cargo build --release --quiet --workspace --example callgrind_workload
bin="${CARGO_TARGET_DIR:-$root/target}/release/examples/callgrind_workload"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One player count per game: 3 where allowed, else the nearest.
rows=()
for spec in vendors:3 spiel-des-jahres:3 emergent:3 emergent-fastplay:3 value-crafter:4 crafters:3 oh-hell:3 ${BOARDROOM_CALLGRIND_EXTRA:-}; do
    game="${spec%%:*}"
    players="${spec##*:}"
    out="$work/$game.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*measure_*' \
        "$bin" "$game" "$players" >/dev/null 2>"$work/$game.log" ||
        { cat "$work/$game.log" >&2; exit 1; }
    # Inclusive instructions of each measure_* function.
    callgrind_annotate --inclusive=yes --threshold=100 "$out" 2>/dev/null |
        awk -v game="$game" -v players="$players" '
            /measure_(legal_actions|apply|playout)/ {
                n = $1; gsub(",", "", n)
                match($0, /measure_(legal_actions|apply|playout)/)
                w = substr($0, RSTART + 8, RLENGTH - 8)
                if (!(w in seen)) { seen[w] = 1; print game "\t" players "\t" w "\t" n }
            }' >>"$work/counts.tsv"
done
sort -o "$work/counts.tsv" "$work/counts.tsv"
if [[ $(wc -l <"$work/counts.tsv") -lt 21 ]]; then
    echo "instruction-counts: expected 3 workloads per game, got:" >&2
    cat "$work/counts.tsv" >&2
    exit 1
fi

if [[ $bless == 1 ]]; then
    {
        echo "# game	players	workload	instructions  (scripts/instruction-counts.sh --bless; $(rustc --version))"
        cat "$work/counts.tsv"
    } >"$baseline"
    echo "instruction-counts: baselines written to ${baseline#$root/}"
    cat "$work/counts.tsv"
    exit 0
fi

[[ -f "$baseline" ]] || { echo "instruction-counts: no baseline; run scripts/instruction-counts.sh --bless" >&2; exit 1; }
grep -v '^#' "$baseline" | awk -F'\t' -v tol="$tolerance" '
    NR == FNR { base[$1 "\t" $2 "\t" $3] = $4; next }
    {
        key = $1 "\t" $2 "\t" $3
        if (!(key in base)) { printf "NEW   %-20s %sp %-14s %14d (no baseline)\n", $1, $2, $3, $4; next }
        b = base[key]; pct = ($4 - b) * 100.0 / b
        status = "ok"
        if (pct > tol) { status = "GREW"; bad++ }
        else if (pct < -tol) { status = "shrank" }
        printf "%-6s %-20s %sp %-14s %14d  baseline %14d  %+6.1f%%\n", status, $1, $2, $3, $4, b, pct
    }
    END {
        if (bad) { printf "instruction-counts: %d workload(s) grew by more than %s%% (see GREW above); if intended, refresh with scripts/instruction-counts.sh --bless\n", bad, tol; exit 1 }
        print "instruction-counts: every workload within " tol "% of its baseline"
    }' - "$work/counts.tsv"
