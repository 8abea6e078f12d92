//! What every test of the `boardroom` binary needs: run it, read its output.
// Each test module uses its own part of this.
#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs the `boardroom` binary built for these tests.
pub fn boardroom(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_boardroom"))
        .args(args)
        .output()
        .expect("the binary runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The one JSON object a successful run printed on stdout.
pub fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "failed: {}", stderr(o));
    serde_json::from_str(stdout(o).trim()).expect("one JSON object on stdout")
}
