#!/usr/bin/env bash
# Makes (or reuses) the venv at target/venv with what the Python package's
# tests drive: maturin, numpy, pytest, open_spiel, pettingzoo, gymnasium,
# ray and jsonschema from PyPI. python/run-tests.sh calls it; scripts/test
# also starts it at the beginning, beside the Rust build, so the downloads
# are done by the time the package's tests run.
# Exit 77 (skipped) when no venv can be made; BOARDROOM_REQUIRE_ALL=1
# makes that a failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/venv"
skip() {
    echo "SKIP python: $1"
    if [[ "${BOARDROOM_REQUIRE_ALL:-0}" == 1 ]]; then
        echo "python: required (BOARDROOM_REQUIRE_ALL=1)" >&2
        exit 1
    fi
    exit 77
}
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv" >/tmp/boardroom-venv.log 2>&1 ||
        skip "python3 -m venv failed ($(tail -1 /tmp/boardroom-venv.log)); on Debian: apt-get install python3-venv"
fi
need=(maturin numpy pytest open_spiel pettingzoo gymnasium ray jsonschema)
if ! "$venv/bin/python" -c 'import maturin, numpy, pytest, pyspiel, pettingzoo, gymnasium, ray, jsonschema' 2>/dev/null; then
    echo "installing ${need[*]} into $venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${need[@]}" >/tmp/boardroom-pip.log 2>&1 ||
        skip "pip install failed: $(tail -1 /tmp/boardroom-pip.log)"
fi
