//! Small helpers for the tests that call the C ABI from Rust as a C client
//! would.

use std::ffi::{CString, c_char};

use boardroom::br_last_error;

/// A C string for a call.
pub fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

/// The thread's last error message (`br_last_error`).
pub fn last_error() -> String {
    let mut buf = vec![0 as c_char; 1024];
    let mut needed = 0usize;
    unsafe { br_last_error(buf.as_mut_ptr(), buf.len(), &mut needed) };
    unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }
        .to_string_lossy()
        .into_owned()
}
