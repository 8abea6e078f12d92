#!/usr/bin/env bash
# Copies the native libraries this machine has built into the Unity
# package's Plugins/ folders, where their committed .meta files give each
# one its platform. The libraries themselves are build artifacts and are
# not committed (.gitignore). Today the project builds Linux x86_64
# (`cargo build --release -p boardroom-ffi`); the other platforms are
# copied when a cross build has put them under target/<rust-target>/release/
# (docs/unity.md, "Building the natives"), and listed as missing otherwise.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
plugins="$root/unity/com.boardroom.engine/Plugins"
t="$root/target"
missing=()
# plugin path                    built file (first found wins)
copy() {
    local dest=$1 src
    shift
    for src in "$@"; do
        if [[ -f $src ]]; then
            mkdir -p "$(dirname "$plugins/$dest")"
            cp "$src" "$plugins/$dest"
            echo "plugin: $dest <- ${src#"$root/"}"
            return
        fi
    done
    missing+=("$dest")
}
copy Linux/x86_64/libboardroom.so "$t/x86_64-unknown-linux-gnu/release/libboardroom.so" "$t/release/libboardroom.so"
copy Windows/x86_64/boardroom.dll "$t/x86_64-pc-windows-msvc/release/boardroom.dll" "$t/x86_64-pc-windows-gnu/release/boardroom.dll"
copy macOS/libboardroom.dylib "$t/universal-apple-darwin/release/libboardroom.dylib" "$t/aarch64-apple-darwin/release/libboardroom.dylib"
copy iOS/libboardroom.a "$t/aarch64-apple-ios/release/libboardroom.a"
copy Android/arm64-v8a/libboardroom.so "$t/aarch64-linux-android/release/libboardroom.so"
copy Android/armeabi-v7a/libboardroom.so "$t/armv7-linux-androideabi/release/libboardroom.so"
copy Android/x86_64/libboardroom.so "$t/x86_64-linux-android/release/libboardroom.so"
copy WebGL/libboardroom.a "$t/wasm32-unknown-emscripten/release/libboardroom.a"
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "plugins not built here (no cross build yet): ${missing[*]}"
fi
if [[ ! -f "$plugins/Linux/x86_64/libboardroom.so" ]]; then
    echo "no Linux library: run cargo build --release -p boardroom-ffi" >&2
    exit 1
fi
