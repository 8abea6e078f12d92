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

/// Two-sided 95% quantile of Student's t with `df` degrees of freedom
/// (Cornish-Fisher expansion around the normal; within 0.2% from df = 9).
pub fn t95(df: usize) -> f64 {
    let z = 1.959_963_984_540_054_f64;
    if df == 0 {
        return f64::INFINITY;
    }
    let d = df as f64;
    let (z3, z5) = (z.powi(3), z.powi(5));
    z + (z3 + z) / (4.0 * d) + (5.0 * z5 + 16.0 * z3 + 3.0 * z) / (96.0 * d * d)
}

/// The t 95% interval of a mean: for paired designs, where each value is
/// already an average over a block (a deal played in every seat rotation).
pub fn mean_ci95(xs: &[f64]) -> (f64, f64) {
    let (m, sd) = mean_sd(xs);
    if xs.len() < 2 {
        return (f64::NEG_INFINITY, f64::INFINITY);
    }
    let half = t95(xs.len() - 1) * sd / (xs.len() as f64).sqrt();
    (m - half, m + half)
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
    fn t_quantiles_match_the_tables() {
        // Tabled two-sided 95% values.
        for (df, t) in [(9, 2.262), (10, 2.228), (30, 2.042), (100, 1.984)] {
            assert!((t95(df) - t).abs() < 0.01, "df {df}: {} vs {t}", t95(df));
        }
        // 0, 1, 0, 1 ...: mean 0.5, sd 0.5164 over 10 values.
        let xs: Vec<f64> = (0..10).map(|i| (i % 2) as f64).collect();
        let (lo, hi) = mean_ci95(&xs);
        let half = 2.262 * 0.5164 / 10f64.sqrt();
        assert!((lo - (0.5 - half)).abs() < 0.01 && (hi - (0.5 + half)).abs() < 0.01);
    }

    #[test]
    fn mean_and_sd() {
        let (m, s) = mean_sd(&[1.0, 2.0, 3.0]);
        assert_eq!(m, 2.0);
        assert!((s - 1.0).abs() < 1e-12);
    }
}
