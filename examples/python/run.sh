#!/usr/bin/env bash
# The Python client: play_all.py (ctypes, standard library only) against the
# release cdylib, then the OpenSpiel adapter checked by OpenSpiel's own
# random-simulation test, in a venv made (or reused) at target/venv with
# open_spiel and numpy from PyPI. The OpenSpiel part is skipped, saying why,
# only when that venv cannot be made; with BOARDROOM_REQUIRE_ALL=1 that is
# a failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/examples/require.sh"
require python python3
here="$root/examples/python"
export BOARDROOM_LIB="$root/target/release/libboardroom.so"

python3 "$here/play_all.py"

venv="$root/target/venv"
skip() {
    echo "SKIP python/openspiel: $1"
    if [[ "${BOARDROOM_REQUIRE_ALL:-0}" == 1 ]]; then
        echo "python/openspiel: required (BOARDROOM_REQUIRE_ALL=1)" >&2
        exit 1
    fi
    exit 0
}
if ! "$venv/bin/python" -c 'import pyspiel, numpy' 2>/dev/null; then
    if [[ ! -x "$venv/bin/python" ]]; then
        python3 -m venv "$venv" >/tmp/boardroom-venv.log 2>&1 ||
            skip "python3 -m venv failed ($(tail -1 /tmp/boardroom-venv.log)); on Debian: apt-get install python3-venv"
    fi
    echo "installing open_spiel and numpy into $venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check open_spiel numpy \
        >/tmp/boardroom-pip.log 2>&1 ||
        skip "pip install open_spiel numpy failed: $(tail -1 /tmp/boardroom-pip.log)"
fi
cd "$here"
"$venv/bin/python" openspiel_adapter.py "${BOARDROOM_OPENSPIEL_SIMS:-5}"
echo "python client: play_all and OpenSpiel random_sim_test passed"
