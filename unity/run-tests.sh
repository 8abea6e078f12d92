#!/usr/bin/env bash
# The Unity package's checks without a Unity editor: every file and folder
# of unity/com.boardroom.engine has a .meta with its own GUID, the native
# plugins are copied in (unity/build-plugins.sh), then Runtime/ and
# Tests/Runtime/ are compiled with mcs (as Unity's asmdefs split them:
# the runtime assembly, then the tests against it and nunit.framework) and
# the tests run under mono by Debian's NUnit console (NUnit 2.6; the tests
# use only what NUnit 3 in Unity's Test Framework also has).
# Exits 77 (skipped) when mono, mcs or the NUnit console is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/examples/require.sh"
require unity mcs mono nunit-console
nunit=/usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll
if [[ ! -f $nunit ]]; then
    nunit=$(find /usr/lib/cli /usr/lib/mono -name nunit.framework.dll 2>/dev/null | head -1)
fi
if [[ -z $nunit ]]; then
    echo "SKIP unity: nunit.framework.dll not found (.ci/run installs libnunit-cil-dev)"
    exit 77
fi
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
