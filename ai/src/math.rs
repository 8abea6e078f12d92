//! The one place the search takes a floating-point function beyond `+`,
//! `-`, `*`, `/`, so that a seed and an iteration budget play the same game
//! on every platform (docs/ffi.md, "Reproducible games").
//!
//! Rust's `f64::ln` and `f64::powf` call the platform's C math library
//! (glibc, mingw's, Apple's, emscripten's musl), which may round the last
//! bit differently; one bit can flip a UCB comparison, and with it a move
//! and the rest of the game. These use the pure-Rust `libm` crate instead:
//! the same code, so the same bits, on every target. The four basic
//! operations and `sqrt` are correctly rounded by IEEE 754 on every target
//! Rust supports (it never fuses a multiply and an add on its own), so they
//! need no replacement; `sqrt` is here only so the search's math reads from
//! one module. The statistics of reports (`stats.rs`) never decide a move
//! and keep std's functions.

/// Natural logarithm, the same bits on every platform.
#[inline]
pub fn ln(x: f64) -> f64 {
    libm::log(x)
}

/// `x` to the power `y`, the same bits on every platform.
#[inline]
pub fn powf(x: f64, y: f64) -> f64 {
    libm::pow(x, y)
}

/// `e^x` in single precision (the learned net's sigmoid and softmax), the
/// same bits on every platform.
#[inline]
pub fn expf(x: f32) -> f32 {
    libm::expf(x)
}

/// Square root: IEEE 754 requires it correctly rounded, and every target
/// gives that (an instruction or a correctly rounded routine), so std's is
/// already the same everywhere.
#[inline]
pub fn sqrt(x: f64) -> f64 {
    x.sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agree_with_std_within_an_ulp() {
        assert_eq!(ln(1.0), 0.0);
        assert_eq!(powf(3.0, 4.0), 81.0);
        assert_eq!(powf(10.0, 1.0), 10.0);
        assert_eq!(sqrt(2.25), 1.5);
        // Within an ulp of the platform's own, as both are faithful.
        for x in [2.0f64, 3.0, 7.5, 1e6, 123_456.789] {
            assert!((ln(x) - x.ln()).abs() <= f64::EPSILON * x.ln().abs());
            assert!(
                (powf(x, 1.0 / 0.3) - x.powf(1.0 / 0.3)).abs()
                    <= 2.0 * f64::EPSILON * x.powf(1.0 / 0.3)
            );
        }
    }

    #[test]
    fn fixed_bits_for_fixed_inputs() {
        // The correctly rounded values, which libm gives on every target; a
        // libm update that moved them would show here before in play.
        assert_eq!(ln(2.0).to_bits(), 0x3fe6_2e42_fefa_39ef);
        assert_eq!(ln(10.0).to_bits(), 0x4002_6bb1_bbb5_5516);
    }
}
