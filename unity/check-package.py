#!/usr/bin/env python3
"""check-package.py TARBALL [--source PACKAGE_JSON]: checks a Unity package
tarball made by scripts/unity-package as the Package Manager's "Add package
from tarball" reads it, and prints one line per check.

- every entry is under package/ (npm-pack layout), no absolute or ../ path;
- package/package.json is valid JSON, named as the tarball, whose name is
  <name>-<version>.tgz with the package's version (and the source's, with
  --source);
- Runtime/ has its assembly definition (unsafe code allowed there only),
  Tests/ its own with NUnit tests, Samples~/ every sample package.json
  lists;
- every file and folder outside Samples~ has a .meta, every .meta its
  asset, no GUID twice;
- every library under Plugins/ is one the package knows, and its .meta
  enables exactly the platforms below (with their CPU), every other
  platform off and excluded.

Exits 1 on the first failed group of checks, listing what failed."""

import json
import re
import sys
import tarfile

# Plugins/ path: {platform line of the .meta: CPU (None: no CPU setting)}.
# Written here, apart from unity/make-metas.py, so that the two must agree.
EXPECTED = {
    "Plugins/Linux/x86_64/libboardroom.so": {"Editor: Editor": "x86_64", "Standalone: Linux64": "x86_64"},
    "Plugins/Windows/x86_64/boardroom.dll": {"Editor: Editor": "x86_64", "Standalone: Win64": "x86_64"},
    "Plugins/macOS/libboardroom.dylib": {"Editor: Editor": "AnyCPU", "Standalone: OSXUniversal": "AnyCPU"},
    "Plugins/iOS/libboardroom.a": {"iPhone: iOS": "ARM64"},
    "Plugins/Android/arm64-v8a/libboardroom.so": {"Android: Android": "ARM64"},
    "Plugins/Android/armeabi-v7a/libboardroom.so": {"Android: Android": "ARMv7"},
    "Plugins/Android/x86_64/libboardroom.so": {"Android: Android": "X86_64"},
    "Plugins/WebGL/libboardroom.a": {"WebGL: WebGL": None},
}
# The editor's OS for each library the editor loads.
EDITOR_OS = {
    "Plugins/Linux/x86_64/libboardroom.so": "Linux",
    "Plugins/Windows/x86_64/boardroom.dll": "Windows",
    "Plugins/macOS/libboardroom.dylib": "OSX",
}
# "Exclude <key>" in the Any block, for each platform line.
EXCLUDE_KEY = {
    "Android: Android": "Android",
    "Editor: Editor": "Editor",
    "Standalone: Linux64": "Linux64",
    "Standalone: OSXUniversal": "OSXUniversal",
    "WebGL: WebGL": "WebGL",
    "Standalone: Win": "Win",
    "Standalone: Win64": "Win64",
    "iPhone: iOS": "iOS",
}

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)
    return ok


def group_done():
    if failures:
        sys.exit(f"{len(failures)} check(s) failed")


def platform_data(meta):
    """{platform line: (enabled, {setting: value})} of a PluginImporter."""
    out = {}
    blocks = re.split(r"\n  - first:\n", meta.split("platformData:", 1)[1])[1:]
    for block in blocks:
        m = re.match(r"\s+(.*?)\n\s+second:\n\s+enabled: (\d)\n\s+settings:(.*)", block, re.S)
        if not m:
            continue
        key, enabled, rest = m.group(1).strip(), int(m.group(2)), m.group(3)
        settings = {}
        if rest.strip() != "{}":
            for line in rest.split("\n")[1:]:
                sm = re.match(r"        (\S[^:]*): ?(.*)$", line)
                if not sm:
                    break
                settings[sm.group(1)] = sm.group(2)
        out[key] = (enabled, settings)
    return out


def main(argv):
    if not argv or argv[0].startswith("-"):
        sys.exit(__doc__)
    path, source = argv[0], None
    if len(argv) == 3 and argv[1] == "--source":
        source = json.load(open(argv[2]))
    tar = tarfile.open(path, "r:gz")
    members = tar.getmembers()
    names = [m.name.rstrip("/") for m in members]
    files = {m.name: m for m in members if m.isfile()}

    print(f"== {path}: {len(files)} files")
    check(all(n == "package" or n.startswith("package/") for n in names), "every entry under package/")
    check(not any(n.startswith("/") or "/../" in f"/{n}/" for n in names), "no absolute or ../ path")
    check(all(m.isfile() or m.isdir() for m in members), "files and folders only (no links)")
    group_done()

    def text(rel):
        return tar.extractfile(files["package/" + rel]).read().decode("utf-8")

    print("== package.json")
    if not check("package/package.json" in files, "package/package.json present"):
        group_done()
    try:
        manifest = json.loads(text("package.json"))
    except json.JSONDecodeError as e:
        check(False, f"package.json is valid JSON ({e})")
        group_done()
    name, version = manifest.get("name", ""), manifest.get("version", "")
    check(re.fullmatch(r"[a-z0-9]+(\.[a-z0-9-]+)+", name) is not None, f"name {name!r} in reverse-domain form")
    check(re.fullmatch(r"\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?", version) is not None, f"version {version!r} is SemVer")
    base = path.rsplit("/", 1)[-1]
    check(base == f"{name}-{version}.tgz", f"tarball named {name}-{version}.tgz (is {base})")
    if source is not None:
        check(source.get("version") == version and source.get("name") == name,
              f"name and version as the source package.json ({source.get('name')} {source.get('version')})")
    check(re.fullmatch(r"\d{4}\.\d", manifest.get("unity", "")) is not None, f"unity {manifest.get('unity')!r}")
    group_done()

    print("== Runtime, Tests, Samples~")
    asmdefs = [n for n in files if n.endswith(".asmdef")]
    runtime = [n for n in asmdefs if n.startswith("package/Runtime/")]
    if check(len(runtime) == 1, "one assembly definition in Runtime/"):
        rt = json.loads(text(runtime[0][len("package/"):]))
        check(rt.get("allowUnsafeCode") is True, f"{rt.get('name')}: unsafe code allowed")
        check(any(n.startswith("package/Runtime/") and n.endswith(".cs") for n in files), "Runtime/ has C# sources")
    for other in asmdefs:
        if other not in runtime:
            check(not json.loads(text(other[len("package/"):])).get("allowUnsafeCode", False),
                  f"{other[len('package/'):]}: no unsafe code")
    tests = [n for n in asmdefs if n.startswith("package/Tests/")]
    if check(len(tests) == 1, "one assembly definition in Tests/"):
        td = json.loads(text(tests[0][len("package/"):]))
        check("nunit.framework.dll" in td.get("precompiledReferences", []), f"{td.get('name')}: references NUnit")
        check(any(n.startswith("package/Tests/") and n.endswith(".cs") for n in files), "Tests/ has C# tests")
    samples = manifest.get("samples", [])
    check(len(samples) > 0, f"{len(samples)} sample(s) listed")
    for s in samples:
        check(any(n.startswith(f"package/{s['path']}/") and n.endswith(".cs") for n in files),
              f"sample {s.get('displayName')!r}: {s['path']}/ holds C# sources")
    group_done()

    print("== .meta files")
    assets = [n for n in names if n.startswith("package/") and not n.endswith(".meta")]
    assets = [n for n in assets if n != "package/package" and "/Samples~" not in f"/{n[8:]}"]
    assets = [n for n in assets if n[8:] not in ("", "Samples~")]
    metas = {n for n in names if n.endswith(".meta")}
    lacking = [a for a in assets if a + ".meta" not in metas]
    check(not lacking, f"every file and folder has a .meta ({len(assets)} assets)" + (f"; lacking: {lacking}" if lacking else ""))
    orphans = [m for m in metas if m[: -len(".meta")] not in names]
    check(not orphans, "every .meta has its asset" + (f"; orphans: {orphans}" if orphans else ""))
    guids = [re.search(r"^guid: ([0-9a-f]{32})$", text(m[8:]), re.M) for m in sorted(metas)]
    check(all(guids), "every .meta has a GUID")
    values = [g.group(1) for g in guids if g]
    check(len(values) == len(set(values)), "no GUID twice")
    group_done()

    print("== Plugins")
    libs = [n[8:] for n in files if n.startswith("package/Plugins/") and not n.endswith(".meta")]
    check(len(libs) > 0, f"{len(libs)} native libraries")
    folders = [m.name.rstrip("/") for m in members if m.isdir() and m.name.startswith("package/Plugins")]
    empty = [d[8:] for d in folders if not any(n.startswith(d + "/") for n in files)]
    check(not empty, "no empty folder" + (f"; empty: {empty}" if empty else ""))
    for lib in sorted(libs):
        if not check(lib in EXPECTED, f"{lib}: a library the package knows"):
            continue
        check(files["package/" + lib].size > 0, f"{lib}: not empty ({files['package/' + lib].size} bytes)")
        meta = text(lib + ".meta")
        if not check("PluginImporter:" in meta, f"{lib}.meta: PluginImporter"):
            continue
        data = platform_data(meta)
        want = EXPECTED[lib]
        enabled = sorted(k for k, (on, _) in data.items() if on and k not in (": Any", "Any:"))
        check(enabled == sorted(want), f"{lib}: enabled for {', '.join(enabled) or 'nothing'}")
        for key, cpu in want.items():
            settings = data.get(key, (0, {}))[1]
            if cpu is not None:
                check(settings.get("CPU") == cpu, f"{lib}: {key} CPU {settings.get('CPU')} (want {cpu})")
        if lib in EDITOR_OS:
            os_ = data.get("Editor: Editor", (0, {}))[1].get("OS")
            check(os_ == EDITOR_OS[lib], f"{lib}: editor OS {os_} (want {EDITOR_OS[lib]})")
        excludes = data.get(": Any", (0, {}))[1]
        wrong = [k for k, v in EXCLUDE_KEY.items() if excludes.get(f"Exclude {v}") != ("0" if k in want else "1")]
        check(not wrong, f"{lib}: excluded from every other platform" + (f"; wrong: {wrong}" if wrong else ""))
    group_done()
    print(f"package {name} {version}: all checks passed")


if __name__ == "__main__":
    main(sys.argv[1:])
