#!/usr/bin/env bash
# Builds the Godot 4 addon's library (godot/rust/, release) for this
# machine and copies it into godot/addons/boardroom/bin/ (ignored by git),
# then the addon into the demo project (godot/demo/addons/boardroom, also
# ignored). Other platforms: docs/godot.md.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
here="$root/godot"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
cargo build --release --manifest-path "$here/rust/Cargo.toml"
case "$(uname -s)" in
    Linux) lib=libboardroom_gdext.so ;;
    Darwin) lib=libboardroom_gdext.dylib ;;
    MINGW* | MSYS* | CYGWIN*) lib=boardroom_gdext.dll ;;
    *) echo "build.sh: unknown system $(uname -s)" >&2; exit 1 ;;
esac
mkdir -p "$here/addons/boardroom/bin"
cp "$CARGO_TARGET_DIR/release/$lib" "$here/addons/boardroom/bin/$lib"
rm -rf "$here/demo/addons/boardroom"
mkdir -p "$here/demo/addons"
cp -R "$here/addons/boardroom" "$here/demo/addons/boardroom"
echo "built godot/addons/boardroom/bin/$lib (and copied the addon into godot/demo/addons/)"
