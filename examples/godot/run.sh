#!/usr/bin/env bash
# The Godot client: builds the GDNative library (examples/godot/native, its
# own crate over boardroom-ffi, built into the shared target/), copies it
# into the project's bin/, and runs the headless GDScript play.gd with
# Debian's godot3-server. The GDNative bindings need libclang at build time
# (Debian: libclang-dev).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/examples/require.sh"
require godot godot3-server cargo
require_lib godot libclang
here="$root/examples/godot"
CARGO_TARGET_DIR="$root/target" cargo build --release --quiet \
    --manifest-path "$here/native/Cargo.toml"
project="$root/target/examples-godot"
rm -rf "$project"
mkdir -p "$project/bin" "$project/.data" "$project/.config" "$project/.cache"
cp "$here/project/"* "$project/"
cp "$root/target/release/libboardroom_godot.so" "$project/bin/"
log="$project/godot.log"
status=0
HOME="$project" XDG_DATA_HOME="$project/.data" XDG_CONFIG_HOME="$project/.config" \
    XDG_CACHE_HOME="$project/.cache" LANG=en_US.UTF-8 timeout 120 godot3-server --no-window --path "$project" -s play.gd >"$log" 2>&1 || status=$?
# Godot's own start-up chatter (its banner, and a make_dir error it prints
# at start-up whatever the environment) is noise here; keep the script's
# lines and any other error.
grep -v -E '^( ?$|Godot Engine v|ERROR: make_dir_recursive|   At: core/os/dir_access)' "$log" | head -40 || true
if [[ $status != 0 ]] || ! grep -q '^godot client: ' "$log"; then
    echo "godot client failed (exit $status); full log: $log" >&2
    exit 1
fi
