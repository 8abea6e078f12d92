# Sourced by examples/*/run.sh. `require CLIENT TOOL...` stops the client
# with exit status 77 (skipped) after printing the SKIP line when a tool is
# not on PATH; scripts/test counts that as skipped, or as a failure under
# BOARDROOM_REQUIRE_ALL=1. `require_lib CLIENT LIB` does the same for a
# shared library the dynamic linker must know (e.g. libclang).
require() {
    local client=$1 tool
    shift
    for tool in "$@"; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            echo "SKIP $client: $tool not installed (.ci/run installs it)"
            exit 77
        fi
    done
}

require_lib() {
    # The list is read whole before matching: with `grep -q` in a pipe,
    # grep's early exit can kill ldconfig with SIGPIPE, and a caller's
    # `set -o pipefail` then reports the library missing (seen under load).
    local libs
    libs=$(ldconfig -p 2>/dev/null || true)
    if ! grep -q "$2[-.0-9]*\.so" <<<"$libs"; then
        echo "SKIP $1: $2 not installed (.ci/run installs it)"
        exit 77
    fi
}
