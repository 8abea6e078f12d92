#!/usr/bin/env bash
# The C# client: the csbindgen bindings (Boardroom.g.cs), the managed layer
# (Boardroom.cs) and the console stand-in for a Unity client (Program.cs),
# compiled with mcs and run with mono against the release cdylib.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/examples/require.sh"
require csharp mcs mono
here="$root/examples/csharp"
out="$root/target/examples-csharp"
mkdir -p "$out"
mcs -nologo -unsafe -warnaserror -nowarn:1691 -out:"$out/Play.exe" \
    "$here/Boardroom.g.cs" "$here/Boardroom.cs" "$here/Program.cs"
# mono resolves DllImport("boardroom") to libboardroom.so on the library path.
LD_LIBRARY_PATH="$root/target/release${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" mono "$out/Play.exe"
