#!/usr/bin/env bash
# Builds the C client against the release cdylib and runs it; with
# BOARDROOM_VALGRIND=1 (CI) also under valgrind, failing on leaks or invalid
# accesses.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/examples/require.sh"
require c gcc
if [[ "${BOARDROOM_VALGRIND:-0}" == 1 ]]; then require c valgrind; fi
lib="$root/target/release"
out="$root/target/examples-c"
mkdir -p "$out"
gcc -std=c99 -Wall -Wextra -Werror -pedantic -O1 -g -I "$root/include" \
    "$root/examples/c/play_all.c" -L "$lib" -lboardroom -Wl,-rpath,"$lib" -o "$out/play_all"
"$out/play_all"
if [[ "${BOARDROOM_VALGRIND:-0}" == 1 ]]; then
    # Valgrind runs ~50x slower: the same full games with a small AI budget.
    BOARDROOM_AI_ITERATIONS=4 valgrind --error-exitcode=1 --leak-check=full \
        --quiet "$out/play_all"
    echo "c client: valgrind clean"
fi
