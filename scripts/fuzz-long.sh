#!/usr/bin/env bash
# The long fuzzing run (nightly-style): each target for millions of inputs,
# growing a corpus kept between runs, where the CI smoke run
# (scripts/fuzz.sh) stops at 30,000. Figures and how to keep a find:
# docs/testing.md, "Fuzzing".
#
#   scripts/fuzz-long.sh [-r RUNS] [-t SECONDS] [-j JOBS] [-s SEED] [TARGET...]
#
#   -r RUNS     inputs per target, shared by its jobs (default 10,000,000)
#   -t SECONDS  stop each target after this long instead (default 0: no cap)
#   -j JOBS     fuzzer processes per target, one per core (default 1)
#   -s SEED     libFuzzer seed of the first job, the next jobs SEED+1, …
#               (default: the date, YYYYMMDD, so each night differs)
#   TARGET      default: every target (`cargo fuzz list`)
#
# The corpus grows in fuzz/corpus/<target>/ (not committed) and starts from
# the kept regression inputs (fuzz/regressions/<target>/). A crash leaves its
# input in fuzz/artifacts/<target>/ and makes the script exit 1 after the
# other targets ran. Each target's figures (inputs, seconds, inputs/s,
# corpus size) are printed and appended to fuzz/target/long-runs.tsv.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/fuzz"
runs=10000000
secs=0
jobs=1
seed="$(date +%Y%m%d)"
while getopts "r:t:j:s:" opt; do
    case "$opt" in
        r) runs="$OPTARG" ;;
        t) secs="$OPTARG" ;;
        j) jobs="$OPTARG" ;;
        s) seed="$OPTARG" ;;
        *) sed -n '2,21p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "installing cargo-fuzz"
    cargo install cargo-fuzz --locked
fi
cargo fuzz build -s none "$@"
targets=("$@")
if [[ ${#targets[@]} == 0 ]]; then
    mapfile -t targets < <(cargo fuzz list)
fi
bin_dir="$(dirname "$(find target -path '*/release/actions' -type f | head -1)")"
logs="$root/fuzz/target/long"
mkdir -p "$logs"
tsv="$root/fuzz/target/long-runs.tsv"
[[ -f $tsv ]] || printf 'date\ttarget\tjobs\tseed\tinputs\tseconds\tinputs_per_s\tcorpus\tresult\n' >"$tsv"
failed=0
for target in "${targets[@]}"; do
    corpus="$root/fuzz/corpus/$target"
    artifacts="$root/fuzz/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    seeds=()
    [[ -d "regressions/$target" ]] && seeds=("regressions/$target")
    echo "== fuzz $target: $runs inputs over $jobs job(s), seed $seed$([[ $secs != 0 ]] && echo ", at most ${secs}s")"
    start=$(date +%s)
    pids=()
    for ((k = 0; k < jobs; k++)); do
        "$bin_dir/$target" "$corpus" "${seeds[@]}" \
            -seed=$((seed + k)) -runs=$((runs / jobs)) -max_total_time="$secs" \
            -max_len=4096 -timeout=20 -artifact_prefix="$artifacts/" \
            -print_final_stats=1 >"$logs/$target-$k.log" 2>&1 &
        pids+=($!)
    done
    result=clean
    for pid in "${pids[@]}"; do
        wait "$pid" || result=crash
    done
    seconds=$(($(date +%s) - start))
    inputs=$(cat "$logs/$target"-*.log | sed -n 's/^stat::number_of_executed_units: *//p' |
        awk '{ s += $1 } END { print s + 0 }')
    rate=$(awk -v n="$inputs" -v s="$seconds" 'BEGIN { printf "%d", (s > 0 ? n / s : n) }')
    size=$(find "$corpus" -type f | wc -l)
    printf '%s: %s inputs in %ss (%s inputs/s), corpus %s, %s\n' \
        "$target" "$inputs" "$seconds" "$rate" "$size" "$result"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$jobs" \
        "$seed" "$inputs" "$seconds" "$rate" "$size" "$result" >>"$tsv"
    if [[ $result != clean ]]; then
        grep -h -E 'panicked|SUMMARY|Test unit written' "$logs/$target"-*.log || true
        echo "fuzz $target: CRASH (input in fuzz/artifacts/$target/; docs/testing.md says how to keep it)"
        failed=1
    fi
done
exit $failed
