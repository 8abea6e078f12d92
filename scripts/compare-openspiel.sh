#!/usr/bin/env bash
# Boardroom against OpenSpiel on the same work, in one run on this machine:
# random playouts per second and ISMCTS iterations per second at 1,000 and
# 10,000 iterations from the first decision, on oh-hell / oh_hell, one
# thread each. Prints each figure and the ratio Boardroom / OpenSpiel.
#
#   scripts/compare-openspiel.sh [SECONDS] [UCT] [SEEDS] [ITERS]
#   defaults: 3 seconds of playouts each, UCT c = 2, seeds 1..5, 1000,10000
#
# Uses (or makes) the venv at target/venv with open_spiel from PyPI.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
secs="${1:-3}"
uct="${2:-2}"
seeds="${3:-1,2,3,4,5}"
iters="${4:-1000,10000}"
venv="$root/target/venv"
if ! "$venv/bin/python" -c 'import pyspiel' 2>/dev/null; then
    [[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check open_spiel numpy
fi
cargo build --release --quiet -p boardroom-ffi
cargo build --release --quiet -p boardroom-ai --example openspiel_compare
target_dir="${CARGO_TARGET_DIR:-$root/target}"
export BOARDROOM_LIB="${BOARDROOM_LIB:-$target_dir/release/libboardroom.so}"
ours="$(mktemp)"
trap 'rm -f "$ours"' EXIT
"$target_dir/release/examples/openspiel_compare" "$secs" "$uct" "$seeds" "$iters" >"$ours"
"$venv/bin/python" "$root/scripts/compare_openspiel.py" "$ours" "$secs" "$uct" "$seeds" "$iters"
