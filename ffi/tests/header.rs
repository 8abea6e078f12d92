//! The committed include/boardroom.h is what cbindgen makes of ffi/src, and
//! it compiles cleanly as C99 and C++17. `BOARDROOM_BLESS=1` rewrites it.

use std::path::PathBuf;
use std::process::Command;

mod common;

use common::{check_generated, root};

fn generate() -> String {
    let crate_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let config =
        cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let mut out = Vec::new();
    cbindgen::Builder::new()
        .with_crate(&crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header")
        .write(&mut out);
    String::from_utf8(out).expect("utf-8 header")
}

#[test]
fn committed_header_is_current() {
    check_generated("include/boardroom.h", &generate(), "header");
}

#[test]
fn header_compiles_as_strict_c_and_cpp() {
    let scratch = tempfile::Builder::new()
        .prefix("boardroom-header-")
        .tempdir()
        .unwrap();
    let dir = scratch.path();
    let c = dir.join("t.c");
    std::fs::write(&c, "#include \"boardroom.h\"\nint main(void) { BrGame g = 0; (void)g; return (int)br_abi_version() - 1; }\n").unwrap();
    let cpp = dir.join("t.cpp");
    std::fs::copy(&c, &cpp).unwrap();
    let include = root().join("include");
    for (compiler, std, file) in [("gcc", "-std=c99", &c), ("g++", "-std=c++17", &cpp)] {
        let out = Command::new(compiler)
            .args([
                std,
                "-Wall",
                "-Wextra",
                "-Werror",
                "-pedantic",
                "-fsyntax-only",
                "-I",
            ])
            .arg(&include)
            .arg(file)
            .output()
            .unwrap_or_else(|e| panic!("{compiler} not found: {e}"));
        assert!(
            out.status.success(),
            "{compiler} {std}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
