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
# Same seed, same game: every line of the golden file replays here as in
# ffi/tests/replay.rs, and the file with one hash changed must fail.
gcc -std=c99 -Wall -Wextra -Werror -pedantic -O1 -g -I "$root/include" \
    "$root/examples/c/replay.c" -L "$lib" -lboardroom -Wl,-rpath,"$lib" -o "$out/replay"
golden="$root/ffi/tests/golden/replay-hashes.txt"
"$out/replay" "$golden"
awk '!done && !/^#/ { $5 = substr($5, 1, 15) (substr($5, 16) == "0" ? "1" : "0"); done = 1 } 1' \
    "$golden" > "$out/replay-changed.txt"
if "$out/replay" "$out/replay-changed.txt" > "$out/replay-changed.log"; then
    echo "c replay: a changed hash was not caught" >&2
    exit 1
fi
grep -q '^FAIL' "$out/replay-changed.log"
echo "c replay: a changed hash fails"
if [[ "${BOARDROOM_VALGRIND:-0}" == 1 ]]; then
    # Valgrind runs ~50x slower: the same full games with a small AI budget.
    BOARDROOM_AI_ITERATIONS=4 valgrind --error-exitcode=1 --leak-check=full \
        --suppressions="$root/examples/c/valgrind.supp" --quiet "$out/play_all"
    echo "c client: valgrind clean"
fi
