#!/usr/bin/env bash
# Boardroom's AI against OpenSpiel's ISMCTSBot on oh_hell (issue 14): see
# scripts/vs_openspiel_ismcts.py for the protocol. Arguments pass through:
#   scripts/vs-openspiel-ismcts.sh --games 300 --os-iters 1000 --spec ismcts:iters=1000
#   scripts/vs-openspiel-ismcts.sh --games 300 --equal-time        # hard preset vs equal wall time
# Builds the release cdylib and makes or reuses the venv at target/venv with
# open_spiel from PyPI; exits 77, saying why, only when that venv cannot be made.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/venv"
export BOARDROOM_LIB="${BOARDROOM_LIB:-$root/target/release/libboardroom.so}"
if [[ ! -f "$BOARDROOM_LIB" || "${BOARDROOM_NO_BUILD:-0}" != 1 ]]; then
    (cd "$root" && cargo build --release -q -p boardroom-ffi)
fi
if ! "$venv/bin/python" -c 'import pyspiel' 2>/dev/null; then
    if [[ ! -x "$venv/bin/python" ]]; then
        python3 -m venv "$venv" >/tmp/boardroom-vs-venv.log 2>&1 || {
            echo "SKIP vs-openspiel-ismcts: python3 -m venv failed"; exit 77; }
    fi
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check open_spiel numpy \
        >/tmp/boardroom-vs-pip.log 2>&1 || {
        echo "SKIP vs-openspiel-ismcts: pip install open_spiel failed: $(tail -1 /tmp/boardroom-vs-pip.log)"; exit 77; }
fi
exec "$venv/bin/python" "$root/scripts/vs_openspiel_ismcts.py" "$@"
