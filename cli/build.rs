//! Records the commit the binary is built from, for the provenance
//! `boardroom train` writes into a net: asking git when the net is written
//! would name whatever the checkout holds by then, not the code that ran.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    let commit = match git(&["rev-parse", "--short=10", "HEAD"]) {
        Some(c) => {
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|s| !s.is_empty());
            if dirty {
                format!("{c} with uncommitted changes")
            } else {
                c
            }
        }
        None => "an unknown commit".into(),
    };
    println!("cargo:rustc-env=BOARDROOM_COMMIT={commit}");
    if let Some(dir) = git(&["rev-parse", "--absolute-git-dir"]) {
        for f in ["HEAD", "index", "logs/HEAD"] {
            println!("cargo:rerun-if-changed={dir}/{f}");
        }
    }
}
