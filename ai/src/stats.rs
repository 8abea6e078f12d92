//! Small statistics for tournament reports.

/// Mean and sample standard deviation.
pub fn mean_sd(xs: &[f64]) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    (mean, var.sqrt())
}

/// The Wilson score 95% interval for a share `p` observed over `n` games
/// (shared wins count fractionally). Unlike the normal approximation it
/// stays inside [0, 1] and is sensible at 0% and 100%.
pub fn wilson95(p: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    // At 0% and 100% the bound is exact; rounding would leave 1e-18.
    let lo = if p <= 0.0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let hi = if p >= 1.0 {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    (lo, hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_a_known_value() {
        // 50 of 100: about [0.404, 0.596].
        let (lo, hi) = wilson95(0.5, 100);
        assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3);
        let (lo, hi) = wilson95(1.0, 20);
        assert!(lo > 0.8 && hi == 1.0);
        assert_eq!(wilson95(0.0, 100).0, 0.0);
    }

    #[test]
    fn mean_and_sd() {
        let (m, s) = mean_sd(&[1.0, 2.0, 3.0]);
        assert_eq!(m, 2.0);
        assert!((s - 1.0).abs() < 1e-12);
    }
}
