#!/usr/bin/env bash
# The C# client: the Unity package's runtime (unity/com.boardroom.engine/
# Runtime: the csbindgen bindings and the managed layer) and the console
# stand-in for a Unity client (Program.cs), compiled with mcs and run with
# mono against the release cdylib. The package's own NUnit tests are
# unity/run-tests.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/examples/require.sh"
require csharp mcs mono
here="$root/examples/csharp"
out="$root/target/examples-csharp"
mkdir -p "$out"
mcs -nologo -unsafe -warnaserror -nowarn:1691 -out:"$out/Play.exe" \
    "$root"/unity/com.boardroom.engine/Runtime/*.cs "$here/Program.cs"
# mono resolves DllImport("boardroom") to libboardroom.so on the library path.
LD_LIBRARY_PATH="$root/target/release${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" mono "$out/Play.exe"
