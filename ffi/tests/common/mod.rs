//! Shared by the tests that check committed generated files.

use std::path::PathBuf;

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Fails when the committed file at `rel` (from the repository root)
/// differs from `fresh`; with `BOARDROOM_BLESS` set, rewrites it instead.
pub fn check_generated(rel: &str, fresh: &str, test: &str) {
    let path = root().join(rel);
    if std::env::var_os("BOARDROOM_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{rel} is stale: run BOARDROOM_BLESS=1 cargo test --release -p boardroom-ffi --test {test}"
    );
}
