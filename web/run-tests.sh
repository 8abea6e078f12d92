#!/usr/bin/env bash
# The web client's browser test, run by scripts/test: builds the page
# (scripts/web build), then Playwright drives Debian's chromium through
# every game (web/tests/play.spec.js). Exit 77 (skipped) when chromium or
# node is missing; .ci/run installs chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=${CHROMIUM:-/usr/bin/chromium}
if [[ ! -x "$chromium" ]] || ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "SKIP web: needs $chromium (apt-get install chromium), node and npm"
    exit 77
fi
scripts/web build
cd web
CHROMIUM="$chromium" npx playwright test
