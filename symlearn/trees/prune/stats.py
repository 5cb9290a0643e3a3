"""The statistics behind pruning: confidence levels, normal deviates, C4.5's binomial error
bound and χ² critical values (no dependency beyond the standard library).
"""

from __future__ import annotations

import math
from functools import cache
from statistics import NormalDist

from symlearn.errors import SymlearnError


def check_confidence(confidence: float, what: str = "confidence") -> float:
    """``confidence`` if it lies strictly between 0 and 1, else a clear error."""
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)):
        raise SymlearnError(f"the {what} must be a number in (0, 1), not {confidence!r}")
    if not 0.0 < confidence < 1.0 or math.isnan(confidence):
        raise SymlearnError(
            f"the {what} must lie strictly between 0 and 1, not {confidence:g}",
            hint="for example 0.95 for 95 %",
        )
    return float(confidence)


def two_sided_z(confidence: float) -> float:
    """The z of a two-sided normal confidence interval: 1.96 for 95 % (Mitchell §3.7.1.2)."""
    check_confidence(confidence)
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def pessimistic_accuracy(correct: float, n: float, z: float) -> float:
    """Mitchell §3.7.1.2: the lower bound p − z·√(p(1−p)/n) of the observed accuracy
    p = correct/n over n examples (0 when a rule covers no example: nothing speaks for it)."""
    if n <= 0:
        return 0.0
    p = correct / n
    return p - z * math.sqrt(max(p * (1.0 - p), 0.0) / n)


def wilson_lower_bound(correct: float, n: float, z: float) -> float:
    """The lower limit of Wilson's score interval (Wilson 1927) for the accuracy p = correct/n.

    It rests on the same normal approximation as Mitchell's p − z·√(p(1−p)/n) (§3.7.1.2, see
    :func:`pessimistic_accuracy`), solved for the unknown accuracy instead of evaluated at
    the observed one: (p + z²/2n − z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n). The two agree as n
    grows, but where the text's bound is 1 for any rule right on every example it covers,
    this one is n/(n + z²) there, so a rule right on 2 examples no longer outranks one right
    on 95 of 100. (C4.5's upper error limit, :func:`added_errors`, is the same interval with
    a continuity correction.) 0 when nothing is covered.
    """
    if n <= 0:
        return 0.0
    p = correct / n
    z2 = z * z
    spread = z * math.sqrt(max(p * (1.0 - p), 0.0) / n + z2 / (4.0 * n * n))
    return max(0.0, (p + z2 / (2.0 * n) - spread) / (1.0 + z2 / n))


def added_errors(n: float, e: float, cf: float) -> float:
    """C4.5's pessimistic surplus: U_CF(e, n)·n − e, the errors a leaf that misclassifies e of
    its n training examples is expected to add beyond e (Quinlan 1993, ch. 4).

    U_CF is the upper limit of the binomial error rate at confidence factor ``cf``: exact for
    e = 0 (1 − cf^(1/n)), interpolated linearly for 0 < e < 1, and otherwise the normal
    approximation with continuity correction, with z the one-sided deviate of ``cf``. (C4.5
    interpolates z from a short table, 0.69 at cf = 0.25; Weka's J48 computes it, 0.674, as
    done here.)
    """
    if n <= 0:
        return 0.0
    if e < 1e-6:
        return n * (1.0 - math.exp(math.log(cf) / n))
    if e < 0.9999:
        at_zero = n * (1.0 - math.exp(math.log(cf) / n))
        return at_zero + e * (added_errors(n, 1.0, cf) - at_zero)
    if e + 0.5 >= n:
        return 0.67 * (n - e)
    z2 = NormalDist().inv_cdf(1.0 - cf) ** 2
    f = e + 0.5
    upper = (f + z2 / 2 + math.sqrt(z2 * (f * (1.0 - f / n) + z2 / 4))) / (n + z2)
    return n * upper - e


def chi_square_survival(x: float, df: int) -> float:
    """P(χ²_df ≥ x) for an integer number of degrees of freedom (closed forms)."""
    if x <= 0:
        return 1.0
    half = x / 2.0
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for i in range(1, df // 2):
            term *= half / i
            total += term
        return math.exp(-half) * total
    total = math.erfc(math.sqrt(half))
    term = math.sqrt(2.0 * x / math.pi) * math.exp(-half)
    for i in range(1, (df + 1) // 2):
        total += term
        term *= x / (2 * i + 1)
    return total


@cache
def chi_square_critical(df: int, confidence: float) -> float:
    """The χ² value that ``df`` degrees of freedom exceed with probability 1 − confidence."""
    low, high = 0.0, max(10.0, 10.0 * df)
    while chi_square_survival(high, df) > 1.0 - confidence:
        high *= 2.0
    for _ in range(200):
        middle = (low + high) / 2.0
        if chi_square_survival(middle, df) > 1.0 - confidence:
            low = middle
        else:
            high = middle
    return (low + high) / 2.0
