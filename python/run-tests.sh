#!/usr/bin/env bash
# The Python package's tests: the venv at target/venv with the libraries
# the tests drive (python/venv.sh), the abi3 wheel built with maturin into
# the shared target/ and installed there, then pytest. Exit 77 (skipped)
# when no venv can be made; BOARDROOM_REQUIRE_ALL=1 makes that a failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/venv"
bash "$root/python/venv.sh"
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
