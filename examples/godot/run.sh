#!/usr/bin/env bash
# The Godot client: builds the GDNative library (examples/godot/native, its
# own crate over the C ABI's shared library, built into the shared
# target/), copies it and libboardroom.so into the project's bin/, and runs
# the headless GDScript play.gd with Debian's godot3-server. The GDNative
# bindings and the C ABI's declarations are generated with bindgen, which
# needs libclang at build time (Debian: libclang-dev).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/examples/require.sh"
require godot godot3-server cargo
require_lib godot libclang
here="$root/examples/godot"
# The C ABI's library, as scripts/test builds it before the clients (alone,
# the ffi crate's own selection).
if [[ ! -f "$root/target/release/libboardroom.so" ]]; then
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p boardroom-ffi
fi
CARGO_TARGET_DIR="$root/target" cargo build --release --quiet \
    --manifest-path "$here/native/Cargo.toml"
project="$root/target/examples-godot"
rm -rf "$project"
mkdir -p "$project/bin" "$project/.data" "$project/.config" "$project/.cache"
cp "$here/project/"* "$project/"
cp "$root/target/release/libboardroom_godot.so" "$root/target/release/libboardroom.so" "$project/bin/"
log="$project/godot.log"
status=0
HOME="$project" XDG_DATA_HOME="$project/.data" XDG_CONFIG_HOME="$project/.config" \
    XDG_CACHE_HOME="$project/.cache" LANG=en_US.UTF-8 timeout 300 godot3-server --no-window --path "$project" -s play.gd >"$log" 2>&1 || status=$?
# Godot's own start-up chatter (its banner, and a make_dir error it prints
# at start-up whatever the environment) is noise here; keep the script's
# lines and any other error.
grep -v -E '^( ?$|Godot Engine v|ERROR: make_dir_recursive|   At: core/os/dir_access)' "$log" | head -40 || true
if [[ $status != 0 ]] || ! grep -q '^godot client: ' "$log"; then
    echo "godot client failed (exit $status); full log: $log" >&2
    exit 1
fi
