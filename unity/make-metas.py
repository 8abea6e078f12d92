#!/usr/bin/env python3
"""Writes the Unity .meta file of every file and folder of the package
that lacks one (an existing .meta is never changed: its GUID is what
projects reference). Unity needs them in a package installed from git,
which it cannot write into. GUIDs are derived from the path, so running
this twice gives the same files. The native plugins' import settings (which
platform loads which library; iOS and WebGL link the static library
into the player, reached through DllImport("__Internal")) are the
PLUGINS table. unity/run-tests.sh checks that no .meta is missing."""

import hashlib
import os
import sys

PKG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "com.boardroom.engine")

TAIL = "  userData: \n  assetBundleName: \n  assetBundleVariant: \n"
IMPORTERS = {
    ".cs": "MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n"
    "  executionOrder: 0\n  icon: {instanceID: 0}\n",
    ".asmdef": "AssemblyDefinitionImporter:\n  externalObjects: {}\n",
    "package.json": "PackageManifestImporter:\n  externalObjects: {}\n",
    ".md": "TextScriptImporter:\n  externalObjects: {}\n",
}
FOLDER = "folderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n"

# Unity's platform keys: (exclude key, platformData first, settings when off)
PLATFORMS = [
    ("Android", "Android: Android", {"CPU": "ARMv7"}),
    ("Editor", "Editor: Editor", {"CPU": "AnyCPU", "DefaultValueInitialized": "true", "OS": "AnyOS"}),
    ("Linux64", "Standalone: Linux64", {"CPU": "None"}),
    ("OSXUniversal", "Standalone: OSXUniversal", {"CPU": "None"}),
    ("WebGL", "WebGL: WebGL", {}),
    ("Win", "Standalone: Win", {"CPU": "None"}),
    ("Win64", "Standalone: Win64", {"CPU": "None"}),
    ("iOS", "iPhone: iOS", {"AddToEmbeddedBinaries": "false", "CPU": "AnyCPU", "CompileFlags": "", "FrameworkDependencies": ""}),
]

# plugin file: {platform: settings} for the platforms that load it
PLUGINS = {
    "Plugins/Linux/x86_64/libboardroom.so": {
        "Editor": {"CPU": "x86_64", "DefaultValueInitialized": "true", "OS": "Linux"},
        "Linux64": {"CPU": "x86_64"},
    },
    "Plugins/Windows/x86_64/boardroom.dll": {
        "Editor": {"CPU": "x86_64", "DefaultValueInitialized": "true", "OS": "Windows"},
        "Win64": {"CPU": "x86_64"},
    },
    "Plugins/macOS/libboardroom.dylib": {
        "Editor": {"CPU": "AnyCPU", "DefaultValueInitialized": "true", "OS": "OSX"},
        "OSXUniversal": {"CPU": "AnyCPU"},
    },
    "Plugins/iOS/libboardroom.a": {
        "iOS": {"AddToEmbeddedBinaries": "false", "CPU": "ARM64", "CompileFlags": "", "FrameworkDependencies": ""},
    },
    "Plugins/Android/arm64-v8a/libboardroom.so": {"Android": {"CPU": "ARM64"}},
    "Plugins/Android/armeabi-v7a/libboardroom.so": {"Android": {"CPU": "ARMv7"}},
    "Plugins/Android/x86_64/libboardroom.so": {"Android": {"CPU": "X86_64"}},
    "Plugins/WebGL/libboardroom.a": {"WebGL": {}},
}


def settings_yaml(settings):
    if not settings:
        return "      settings: {}\n"
    return "      settings:\n" + "".join(f"        {k}: {v}\n" for k, v in settings.items())


def plugin_importer(enabled):
    out = (
        "PluginImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  iconMap: {}\n"
        "  executionOrder: {}\n  defineConstraints: []\n  isPreloaded: 0\n  isOverridable: 0\n"
        "  isExplicitlyReferenced: 0\n  validateReferences: 1\n  platformData:\n"
    )
    excludes = {f"Exclude {key}": 0 if key in enabled else 1 for key, _, _ in PLATFORMS}
    out += "  - first:\n      : Any\n    second:\n      enabled: 0\n" + settings_yaml(excludes)
    out += "  - first:\n      Any: \n    second:\n      enabled: 0\n      settings: {}\n"
    for key, first, off in PLATFORMS:
        on = key in enabled
        out += f"  - first:\n      {first}\n    second:\n      enabled: {int(on)}\n"
        out += settings_yaml(enabled[key] if on else off)
    return out


def guid(rel):
    return hashlib.md5(("com.boardroom.engine/" + rel).encode()).hexdigest()


def write(rel, body):
    path = os.path.join(PKG, rel) + ".meta"
    if os.path.exists(path):
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(f"fileFormatVersion: 2\nguid: {guid(rel)}\n{body}{TAIL}")
    print("wrote", os.path.relpath(path, PKG))


def importer(name):
    if name in IMPORTERS:
        return IMPORTERS[name]
    ext = os.path.splitext(name)[1]
    return IMPORTERS.get(ext, "DefaultImporter:\n  externalObjects: {}\n")


def main():
    # Plugin folders and files exist as .meta only until build-plugins.sh runs.
    for rel, enabled in PLUGINS.items():
        parts = rel.split("/")
        for i in range(1, len(parts)):
            write("/".join(parts[:i]), FOLDER)
        write(rel, plugin_importer(enabled))
    for dirpath, dirs, files in os.walk(PKG):
        dirs[:] = [d for d in dirs if not d.endswith("~") and not d.startswith(".")]
        for d in dirs:
            write(os.path.relpath(os.path.join(dirpath, d), PKG), FOLDER)
        for f in files:
            rel = os.path.relpath(os.path.join(dirpath, f), PKG)
            if f.endswith(".meta") or rel in PLUGINS:
                continue
            write(rel, importer(f))
    return 0


if __name__ == "__main__":
    sys.exit(main())
