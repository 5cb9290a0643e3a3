"""The linear unit and the delta rule (Mitchell §4.4.3): Table 4.1 and Eq. 4.10."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn.errors import LearningError, SymlearnError
from symlearn.nn import train_linear_unit


def data(seed: int, n: int = 12, d: int = 3):
    rng = np.random.default_rng(seed)
    X = rng.uniform(-1, 1, (n, d))
    return X, X @ rng.normal(size=d) + rng.normal() + 0.1 * rng.normal(size=n)


def initial_weights(seed: int, size: int) -> np.ndarray:
    """The documented initial weights: uniform in [−0.05, 0.05] from the seed."""
    return np.random.default_rng(seed).uniform(-0.05, 0.05, size)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 1000), st.integers(1, 4))
def test_batch_mode_takes_the_steps_of_table_4_1(seed, epochs):
    """Δwᵢ = η Σ_d (t_d − o_d) x_id, all examples first, then one step (GRADIENT-DESCENT)."""
    X, t = data(seed)
    rate = 0.02
    w = initial_weights(seed, X.shape[1] + 1)
    X1 = np.hstack([np.ones((len(X), 1)), X])
    for _ in range(epochs):
        delta = np.zeros_like(w)
        for x, target in zip(X1, t, strict=True):
            o = w @ x
            delta += rate * (target - o) * x
        w = w + delta
    result = train_linear_unit(X, t, rate=rate, epochs=epochs, mode="batch", seed=seed)
    np.testing.assert_allclose(result.unit.weights, w, rtol=1e-12, atol=1e-12)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 1000), st.integers(1, 4))
def test_stochastic_mode_steps_after_each_example(seed, epochs):
    """Δwᵢ = η (t − o) xᵢ after every example (Eq. 4.10)."""
    X, t = data(seed)
    rate = 0.05
    w = initial_weights(seed, X.shape[1] + 1)
    X1 = np.hstack([np.ones((len(X), 1)), X])
    for _ in range(epochs):
        for x, target in zip(X1, t, strict=True):
            w = w + rate * (target - w @ x) * x
    result = train_linear_unit(X, t, rate=rate, epochs=epochs, mode="stochastic", seed=seed)
    np.testing.assert_allclose(result.unit.weights, w, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("mode", ["batch", "stochastic"])
def test_both_modes_reach_the_least_squares_weights(mode):
    """With a small enough η the delta rule converges to the minimum-error hypothesis (§4.4.3.2)."""
    X, t = data(3, n=20)
    X1 = np.hstack([np.ones((len(X), 1)), X])
    best = np.linalg.lstsq(X1, t, rcond=None)[0]
    rate, epochs = (0.02, 2000) if mode == "batch" else (0.01, 300)
    result = train_linear_unit(X, t, rate=rate, epochs=epochs, mode=mode, seed=0)
    tolerance = 1e-6 if mode == "batch" else 0.01  # stochastic hovers around the minimum
    np.testing.assert_allclose(result.unit.weights, best, atol=tolerance)
    errors = [r.training for r in result.history]
    assert errors[-1] < errors[0]
    assert result.unit.error(X, t) == pytest.approx(errors[-1] * len(t))


def test_a_learning_rate_too_large_stops_with_the_epoch_and_a_smaller_rate():
    X, t = data(0)
    with pytest.raises(LearningError) as caught:
        train_linear_unit(X, t, rate=10.0, epochs=1000, mode="batch")
    message = str(caught.value)
    assert "diverged" in message and "at epoch" in message
    assert "smaller learning rate such as 1" in message


def test_unknown_mode_and_mismatched_rows_are_errors():
    X, t = data(0)
    with pytest.raises(SymlearnError, match="unknown mode"):
        train_linear_unit(X, t, mode="online")
    with pytest.raises(SymlearnError, match="12 input rows but 11 targets"):
        train_linear_unit(X, t[:-1])
    with pytest.raises(SymlearnError, match="at least 1"):
        train_linear_unit(X, t, epochs=0)
