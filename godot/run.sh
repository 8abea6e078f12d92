#!/usr/bin/env bash
# The Godot 4 addon as a client of scripts/test: builds the GDExtension
# library (godot/build.sh), runs its unit tests (the Godot-free logic, no
# Godot needed), checks that boardroom.gdextension names the built file and
# that the library exports the entry symbol gdext_rust_init. No Godot 4
# binary runs here (none can be installed on these machines): the headless
# GDScript check, godot/demo/check.gd, is for a studio's own Godot 4
# (docs/godot.md). Exits 77 (skipped) without cargo or nm.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/examples/require.sh"
require godot4 cargo nm
here="$root/godot"
export CARGO_TARGET_DIR="$root/target"
t0=$(date +%s)
bash "$here/build.sh"
echo "godot4: build took $(( $(date +%s) - t0 ))s"
cargo test --release --quiet --manifest-path "$here/rust/Cargo.toml"
lib=libboardroom_gdext.so
ext="$here/addons/boardroom/boardroom.gdextension"
grep -qx 'entry_symbol = "gdext_rust_init"' "$ext" || { echo "godot4: $ext lacks the entry symbol" >&2; exit 1; }
grep -q "^linux.release.x86_64 = \"res://addons/boardroom/bin/$lib\"$" "$ext" \
    || { echo "godot4: $ext does not name bin/$lib for linux.x86_64" >&2; exit 1; }
for p in linux.release.x86_64 windows.release.x86_64 macos.release android.release.arm64 ios.release web.release.wasm32; do
    grep -q "^$p = \"res://addons/boardroom/bin/" "$ext" || { echo "godot4: $ext has no $p library" >&2; exit 1; }
done
[[ -f "$here/addons/boardroom/bin/$lib" ]] || { echo "godot4: bin/$lib was not copied" >&2; exit 1; }
nm -D --defined-only "$here/addons/boardroom/bin/$lib" | grep -qw gdext_rust_init \
    || { echo "godot4: $lib does not export gdext_rust_init" >&2; exit 1; }
echo "godot4 addon: ok (unit tests, bin/$lib exports gdext_rust_init, the .gdextension names it)"
