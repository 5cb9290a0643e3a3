"""The linear unit and the delta rule (Mitchell §4.4.3, Table 4.1 and Eq. 4.10).

A linear unit outputs o = w0 + w1·x1 + … + wn·xn. Gradient descent on the training error
E(w) = ½ Σ_d (t_d − o_d)² (Eq. 4.2) gives the delta rule Δwᵢ = η Σ_d (t_d − o_d) x_id: in
batch mode (GRADIENT-DESCENT, Table 4.1) the sum runs over all examples before a step; in
stochastic (incremental) mode (Eq. 4.10) each example takes its own step. The gradient here
comes from the tensor module; a test checks it against the rule written out.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from symlearn.errors import DataError
from symlearn.nn.history import EpochRecord, check_finite, check_schedule
from symlearn.nn.perceptron import linear_form
from symlearn.tensor import Tensor

MODES = ("batch", "stochastic")


@dataclass(frozen=True)
class LinearUnit:
    """An unthresholded linear unit with weights (w0, w1, …, wn) (Mitchell Eq. 4.1 without sgn)."""

    weights: tuple[float, ...]

    def output(self, X: np.ndarray) -> np.ndarray:
        X = np.atleast_2d(np.asarray(X, dtype=np.float64))
        return self.weights[0] + X @ np.asarray(self.weights[1:])

    def error(self, X: np.ndarray, t: np.ndarray) -> float:
        """E(w) = ½ Σ_d (t_d − o_d)² (Mitchell Eq. 4.2)."""
        return float(0.5 * np.sum((np.asarray(t) - self.output(X)) ** 2))

    def __str__(self) -> str:
        return f"o(x) = {linear_form(self.weights)}"


@dataclass(frozen=True)
class LinearUnitResult:
    """A trained linear unit and E(w)/|D| after each epoch."""

    unit: LinearUnit
    mode: str
    rate: float
    history: tuple[EpochRecord, ...]

    def __str__(self) -> str:
        first, last = self.history[0].training, self.history[-1].training
        return (
            f"{self.unit}\n{self.mode} delta rule, η = {self.rate:g}, {len(self.history)} epochs: "
            f"error per example {first:.4g} → {last:.4g}"
        )


def train_linear_unit(
    X: np.ndarray,
    t: np.ndarray,
    rate: float = 0.05,
    epochs: int = 100,
    mode: str = "batch",
    seed: int = 0,
) -> LinearUnitResult:
    """Train a linear unit by the delta rule, in ``batch`` (Table 4.1) or ``stochastic`` mode.

    Initial weights are small random values in [−0.05, 0.05] drawn from ``seed``. An error that
    diverges to inf or NaN (a learning rate too large) is a :class:`LearningError`.

    Examples
    --------
    >>> X = np.array([[0.0], [1.0], [2.0]])
    >>> result = train_linear_unit(X, 1.0 + 2.0 * X[:, 0], rate=0.1, epochs=500)
    >>> [round(w, 3) for w in result.unit.weights]
    [1.0, 2.0]
    """
    if mode not in MODES:
        raise DataError(f"unknown mode '{mode}'; expected one of {', '.join(MODES)}")
    check_schedule(rate, epochs)
    X = np.atleast_2d(np.asarray(X, dtype=np.float64))
    t = np.asarray(t, dtype=np.float64).reshape(-1)
    if len(X) != len(t):
        raise DataError(f"{len(X)} input rows but {len(t)} targets")
    X1 = np.hstack([np.ones((len(X), 1)), X])
    w = Tensor(np.random.default_rng(seed).uniform(-0.05, 0.05, X1.shape[1]), requires_grad=True)
    batches = [slice(None)] if mode == "batch" else [slice(i, i + 1) for i in range(len(X1))]
    history: list[EpochRecord] = []
    with np.errstate(all="ignore"):
        for epoch in range(1, epochs + 1):
            for rows in batches:
                o = Tensor(X1[rows]) @ w
                residual = Tensor(t[rows]) - o
                (0.5 * (residual * residual).sum()).backward()
                w.data -= rate * w.grad  # Δw = −η ∂E/∂w = η Σ (t − o) x
                w.zero_grad()
            error = float(0.5 * np.sum((t - X1 @ w.data) ** 2)) / len(t)
            check_finite(error, epoch, rate)
            history.append(EpochRecord(epoch, error))
    return LinearUnitResult(LinearUnit(tuple(w.data.tolist())), mode, rate, tuple(history))
