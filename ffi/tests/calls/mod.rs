//! Small helpers for the tests that call the C ABI from Rust as a C client
//! would.

use std::ffi::{CString, c_char};
use std::ptr::null_mut;

use boardroom::{BrStatus, br_last_error};

/// A C string for a call.
pub fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

/// The thread's last error message (`br_last_error`).
#[allow(dead_code)] // not every test file reads errors
pub fn last_error() -> String {
    let mut buf = vec![0 as c_char; 1024];
    let mut needed = 0usize;
    unsafe { br_last_error(buf.as_mut_ptr(), buf.len(), &mut needed) };
    unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }
        .to_string_lossy()
        .into_owned()
}

/// A text call's result by the two-call pattern: sizing with a NULL
/// buffer must answer `BufferTooSmall`, the sized call `Ok`.
#[allow(dead_code)] // not every test file reads text
pub fn text(mut f: impl FnMut(*mut c_char, usize, *mut usize) -> BrStatus) -> String {
    let mut needed = 0;
    assert_eq!(f(null_mut(), 0, &mut needed), BrStatus::BufferTooSmall);
    let mut buf = vec![0 as c_char; needed];
    assert_eq!(f(buf.as_mut_ptr(), buf.len(), &mut needed), BrStatus::Ok);
    unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }
        .to_string_lossy()
        .into_owned()
}
