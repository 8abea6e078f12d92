#!/usr/bin/env bash
# Differential test: Boardroom's oh-hell (over the C ABI) against OpenSpiel's
# oh_hell, action by action, on BOARDROOM_DIFF_GAMES (default 1000) seeded
# random games. Makes or reuses the venv at target/venv with open_spiel from
# PyPI; skips (exit 77), saying why, only when that venv cannot be made.
# Needs the release cdylib (cargo build --release -p boardroom-ffi).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/venv"
export BOARDROOM_LIB="${BOARDROOM_LIB:-$root/target/release/libboardroom.so}"
skip() {
    echo "SKIP differential-openspiel: $1"
    exit 77
}
if ! "$venv/bin/python" -c 'import pyspiel' 2>/dev/null; then
    if [[ ! -x "$venv/bin/python" ]]; then
        python3 -m venv "$venv" >/tmp/boardroom-diff-venv.log 2>&1 ||
            skip "python3 -m venv failed ($(tail -1 /tmp/boardroom-diff-venv.log)); on Debian: apt-get install python3-venv"
    fi
    echo "installing open_spiel and numpy into $venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check open_spiel numpy \
        >/tmp/boardroom-diff-pip.log 2>&1 ||
        skip "pip install open_spiel failed: $(tail -1 /tmp/boardroom-diff-pip.log)"
fi
exec "$venv/bin/python" "$root/scripts/differential_openspiel.py" "${BOARDROOM_DIFF_GAMES:-1000}" "${BOARDROOM_DIFF_SEED:-1}"
