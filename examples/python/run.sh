#!/usr/bin/env bash
# The Python client: play_all.py (ctypes through boardroom_ctypes.py,
# standard library only) against the release cdylib. OpenSpiel's checks of
# every game run on the Python package's adapter, `boardroom.openspiel`
# (python/run-tests.sh), and the oh-hell comparisons with OpenSpiel through
# tools/openspiel/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/examples/require.sh"
require python python3
export BOARDROOM_LIB="$root/target/release/libboardroom.so"

python3 "$root/examples/python/play_all.py"
echo "python client: play_all passed"
