//! The C ABI's declarations, generated from `include/boardroom.h` with
//! bindgen (which the GDNative bindings build already), and the link to
//! `libboardroom`, the same library the C, Python and C# clients load, so
//! this client tests the shipped library rather than its own copy of the
//! engine. The library is looked for in `BOARDROOM_LIB_DIR` (default: the
//! workspace's `target/release`) and found at run time next to this one
//! (`$ORIGIN`, `@loader_path` on macOS): the Godot project's `bin/` holds
//! both.
use std::env;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let root = manifest.join("../../..");
    let header = root.join("include/boardroom.h");
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:rerun-if-env-changed=BOARDROOM_LIB_DIR");
    let lib_dir = env::var_os("BOARDROOM_LIB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/release"));
    println!("cargo:rustc-link-search=native={}", lib_dir.display());
    println!("cargo:rustc-link-lib=dylib=boardroom");
    // Where the loader looks for it: beside this library. (Windows looks in
    // the loading program's directories; Godot's export copies the
    // .gdnlib's dependencies there.)
    match env::var("CARGO_CFG_TARGET_OS").as_deref() {
        Ok("macos") => println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,@loader_path"),
        Ok("windows") => {}
        _ => println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,$ORIGIN"),
    }
    let out = PathBuf::from(env::var("OUT_DIR").expect("set by cargo")).join("boardroom.rs");
    bindgen::Builder::default()
        .header(header.to_string_lossy())
        .whitelist_function("br_.*")
        .whitelist_type("Br.*")
        // A status the header does not list stays a value, not undefined
        // behaviour as a Rust enum would make it.
        .newtype_enum("BrStatus")
        .size_t_is_usize(true)
        .layout_tests(false)
        .generate()
        .expect("include/boardroom.h parses")
        .write_to_file(&out)
        .expect("OUT_DIR is writable");
}
