#!/usr/bin/env bash
# The Python package's tests: build the abi3 wheel with maturin into the
# shared target/ (reusing the engine and AI builds), install it into the
# venv at target/venv with the libraries the tests drive (numpy, pytest,
# open_spiel, pettingzoo, gymnasium, ray from PyPI), then pytest.
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
echo "== maturin build --release (python/)"
rm -rf "$root/target/wheels"
CARGO_TARGET_DIR="$root/target" "$venv/bin/maturin" build --release --quiet \
    -m "$root/python/Cargo.toml" --out "$root/target/wheels"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps \
    "$root"/target/wheels/boardroom-*.whl
# The CLI, for the test that merges Ray shards with `boardroom balance --merge`:
# the one in BOARDROOM_CLI when scripts/test has built it, else built here.
if [[ -z "${BOARDROOM_CLI:-}" || ! -x "$BOARDROOM_CLI" ]]; then
    (cd "$root" && cargo build --release --quiet -p boardroom-cli)
    export BOARDROOM_CLI="$root/target/release/boardroom"
fi
# From the tests folder, so `import boardroom` is the installed wheel.
cd "$root/python/tests"
"$venv/bin/python" -m pytest -q -p no:cacheprovider -W ignore::UserWarning "$@"
