#!/usr/bin/env bash
# The Unity package's checks without a Unity editor: every file and folder
# of unity/com.boardroom.engine has a .meta with its own GUID, the native
# plugins are copied in (unity/build-plugins.sh), then Runtime/ and
# Tests/Runtime/ are compiled with mcs (as Unity's asmdefs split them:
# the runtime assembly, then the tests against it and nunit.framework) and
# the tests run under mono by Debian's NUnit console (NUnit 2.6; the tests
# use only what NUnit 3 in Unity's Test Framework also has).
# Before them, the package is made into a tarball by scripts/unity-package
# (stand-in libraries but Linux's) and checked by unity/check-package.py.
# Exits 77 (skipped) when mono, mcs or the NUnit console is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/examples/require.sh"
pkg="$root/unity/com.boardroom.engine"
out="$root/target/unity-tests"
mkdir -p "$out"

echo "== .meta files (unity/make-metas.py writes missing ones)"
bad=0
while IFS= read -r -d '' f; do
    rel=${f#"$pkg/"}
    case "$rel" in *.meta | Samples~* | Plugins/*/*.so | Plugins/*/*/*.so | Plugins/*/*.dll | Plugins/*/*.dylib | Plugins/*/*.a) continue ;; esac
    if [[ ! -f "$f.meta" ]]; then
        echo "missing: $rel.meta"
        bad=1
    fi
done < <(find "$pkg" -mindepth 1 -print0)
dups=$(grep -rh '^guid: ' --include='*.meta' "$pkg" | sort | uniq -d)
if [[ -n $dups ]]; then
    echo "GUIDs used twice: $dups"
    bad=1
fi
[[ $bad == 0 ]] || exit 1

echo "== the package as a tarball (scripts/unity-package, checked by unity/check-package.py)"
# No cross builds here: every platform's library is a stand-in file but
# Linux's, which is the real one when built. What is checked is the
# package around them: layout, package.json, asmdefs, .meta settings.
fake="$out/natives"
rm -rf "$fake" "$out/package" "$out/package-bad"
for lib in linux-x86_64/libboardroom.so windows-x86_64/boardroom.dll \
    macos-universal/libboardroom.dylib ios-device/libboardroom.a web/libboardroom.a \
    android/arm64-v8a/libboardroom.so android/armeabi-v7a/libboardroom.so android/x86_64/libboardroom.so; do
    mkdir -p "$(dirname "$fake/$lib")"
    printf 'stand-in for %s\n' "$lib" > "$fake/$lib"
done
[[ -f "$root/target/release/libboardroom.so" ]] && cp "$root/target/release/libboardroom.so" "$fake/linux-x86_64/"
version=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["version"])' "$pkg/package.json")
tgz="$out/package/com.boardroom.engine-$version.tgz"
"$root/scripts/unity-package" --natives "$fake" --out "$out/package" --require-all
python3 "$root/unity/check-package.py" "$tgz" --source "$pkg/package.json" | grep -v '^ok '
# The check must fail on a wrong import setting: the iOS library not
# excluded from Android.
mkdir -p "$out/package-bad/x"
tar -C "$out/package-bad/x" -xzf "$tgz"
sed -i 's/Exclude Android: 1/Exclude Android: 0/' "$out/package-bad/x/package/Plugins/iOS/libboardroom.a.meta"
tar -C "$out/package-bad/x" -czf "$out/package-bad/com.boardroom.engine-$version.tgz" package
if python3 "$root/unity/check-package.py" "$out/package-bad/com.boardroom.engine-$version.tgz" >"$out/package-bad/check.txt" 2>&1; then
    echo "check-package.py passed a package whose iOS library is not excluded from Android"
    exit 1
fi
grep '^FAIL' "$out/package-bad/check.txt" | sed 's/^/expected: /'

require unity mcs mono nunit-console
nunit=/usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll
if [[ ! -f $nunit ]]; then
    nunit=$(find /usr/lib/cli /usr/lib/mono -name nunit.framework.dll 2>/dev/null | head -1)
fi
if [[ -z $nunit ]]; then
    echo "SKIP unity: nunit.framework.dll not found (.ci/run installs libnunit-cil-dev)"
    exit 77
fi

bash "$root/unity/build-plugins.sh"

echo "== mcs: Boardroom.Runtime.dll, Boardroom.Tests.dll"
mcs -nologo -unsafe -warnaserror -nowarn:1691 -target:library -out:"$out/Boardroom.Runtime.dll" \
    "$pkg"/Runtime/*.cs
mcs -nologo -warnaserror -target:library -out:"$out/Boardroom.Tests.dll" \
    -r:"$out/Boardroom.Runtime.dll" -r:"$nunit" "$pkg"/Tests/Runtime/*.cs
cp "$nunit" "$out/"
echo "== mcs: the sample against the runtime (UnityEngine stubbed)"
mcs -nologo -warnaserror -target:library -out:"$out/MinimalTable.dll" -r:"$out/Boardroom.Runtime.dll" \
    "$root/unity/UnityEngineStub.cs" "$pkg"/Samples~/MinimalTable/*.cs

echo "== nunit-console (mono)"
# mono resolves DllImport("boardroom") to the plugin the package holds.
cd "$out"
LD_LIBRARY_PATH="$pkg/Plugins/Linux/x86_64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    nunit-console -nologo -labels -noshadow -xml="$out/results.xml" "$out/Boardroom.Tests.dll"
