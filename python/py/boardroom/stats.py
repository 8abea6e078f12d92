"""The statistics of boardroom-ai's tournament reports (ai/src/stats.rs),
for summaries made in Python (results by seat)."""

from __future__ import annotations

import math
from typing import Sequence, Tuple


def mean_sd(xs: Sequence[float]) -> Tuple[float, float]:
    """Mean and sample standard deviation."""
    if not xs:
        return 0.0, 0.0
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, 0.0
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1))


def wilson95(p: float, n: int) -> Tuple[float, float]:
    """Wilson's 95% interval for a share `p` over `n` games."""
    if n == 0:
        return 0.0, 1.0
    z = 1.959963984540054
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    lo = 0.0 if p <= 0.0 else max(centre - half, 0.0)
    hi = 1.0 if p >= 1.0 else min(centre + half, 1.0)
    return lo, hi
