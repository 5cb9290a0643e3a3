"""The perceptron of Mitchell §4.4: representation (§4.4.1) and the training rule (§4.4.2)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn.lang import load_theory
from symlearn.nn import Perceptron, encode_theory, train_perceptron

TRUTH = np.array(list(itertools.product([0, 1], repeat=2)), dtype=float)  # x1, x2 ∈ {0, 1}
GATES = {
    "AND": lambda a, b: a and b,
    "OR": lambda a, b: a or b,
    "NAND": lambda a, b: not (a and b),
    "NOR": lambda a, b: not (a or b),
}


def signs(rule, rows) -> np.ndarray:
    return np.array([1 if rule(*map(int, row)) else -1 for row in rows])


def test_output_is_the_sign_of_the_weighted_sum():
    """o(x) = 1 if w0 + w1·x1 + … + wn·xn > 0 else −1 (Eq. 4.1); 0 counts as −1."""
    p = Perceptron((-1.0, 1.0, 1.0))
    assert p.output(np.array([[1, 0], [1, 1], [0, 0]])).tolist() == [-1, 1, -1]


def test_the_books_and_weights_classify_the_truth_table():
    """§4.4.1: AND is w0 = −0.8, w1 = w2 = 0.5 for inputs in {0, 1}."""
    assert (
        Perceptron((-0.8, 0.5, 0.5)).output(TRUTH).tolist() == signs(GATES["AND"], TRUTH).tolist()
    )


def test_the_books_or_weights_classify_the_truth_table():
    """§4.4.1: OR is w0 = −0.3, w1 = w2 = 0.5."""
    assert Perceptron((-0.3, 0.5, 0.5)).output(TRUTH).tolist() == signs(GATES["OR"], TRUTH).tolist()


@pytest.mark.parametrize(
    ("theory", "weights"),
    [("boolean_and", (-0.8, 0.5, 0.5)), ("boolean_or", (-0.3, 0.5, 0.5))],
)
def test_the_books_weights_classify_the_bundled_truth_tables(theory, weights):
    """The same weights on the bundled theories: inputs 0 and 1 stay single inputs."""
    data = encode_theory(load_theory(theory))
    assert data.X.shape == (4, 2)
    assert Perceptron(weights).output(data.X).tolist() == data.signs().tolist()


def test_perceptron_training_on_the_bundled_xor_theory_reports_no_separation():
    data = encode_theory(load_theory("boolean_xor"))
    result = train_perceptron(data.X, data.signs())
    assert result.separable is False


@settings(max_examples=200, deadline=None)
@given(st.lists(st.floats(-100, 100, allow_nan=False), min_size=3, max_size=3))
def test_no_weight_vector_computes_xor(weights):
    """§4.4.1: XOR is not linearly separable, so every weight vector misclassifies an input."""
    xor = signs(lambda a, b: a != b, TRUTH)
    assert (Perceptron(tuple(weights)).output(TRUTH) != xor).any()


@settings(max_examples=20, deadline=None)
@given(
    st.sampled_from(sorted(GATES)),
    st.integers(0, 10_000),
    st.sampled_from([0.01, 0.1, 0.5, 1.0]),
)
def test_the_training_rule_learns_every_separable_gate(gate, seed, rate):
    t = signs(GATES[gate], TRUTH)
    result = train_perceptron(TRUTH, t, rate=rate, max_epochs=1000, seed=seed)
    assert result.converged and result.separable is True
    assert result.perceptron.output(TRUTH).tolist() == t.tolist()
    assert result.mistakes[-1] == 0 and len(result.mistakes) == result.epochs


@pytest.mark.parametrize(("m", "n"), [(1, 3), (2, 3), (3, 5), (4, 4)])
def test_m_of_n_functions_are_learned(m, n):
    """§4.4.1: m-of-n functions (at least m of the n inputs true) are linearly separable."""
    X = np.array(list(itertools.product([0, 1], repeat=n)), dtype=float)
    t = np.where(X.sum(axis=1) >= m, 1, -1)
    result = train_perceptron(X, t, rate=0.1, max_epochs=1000, seed=1)
    assert result.converged
    assert result.perceptron.output(X).tolist() == t.tolist()


def test_xor_stops_after_a_bounded_number_of_epochs_and_says_why():
    t = signs(lambda a, b: a != b, TRUTH)
    result = train_perceptron(TRUTH, t, rate=0.1, max_epochs=50, seed=0)
    assert not result.converged
    assert result.separable is False
    assert result.epochs <= 50
    assert "not linearly separable" in result.verdict
    assert "not linearly separable" in str(result)


def test_an_epoch_bound_without_a_cycle_is_reported_as_unknown():
    """When the bound comes first, the result says it did not converge, without a proof."""
    t = signs(GATES["AND"], TRUTH)
    result = train_perceptron(TRUTH, t, rate=0.1, max_epochs=1, initial=(0.0, 0.0, 0.0))
    assert not result.converged and result.separable is None
    assert "did not converge in 1 epochs" in result.verdict


def test_one_step_of_the_rule_by_hand():
    """wᵢ ← wᵢ + η(t − o)xᵢ with x0 = 1: one misclassified positive from w = 0."""
    X, t = np.array([[1.0, 2.0]]), np.array([1])
    result = train_perceptron(X, t, rate=0.5, max_epochs=1, initial=(0.0, 0.0, 0.0))
    # o = −1 (net 0 is not > 0), so Δw = 0.5 · (1 − (−1)) · (1, 1, 2) = (1, 1, 2)
    assert result.perceptron.weights == (1.0, 1.0, 2.0)


def test_results_are_reproducible_from_the_seed():
    t = signs(GATES["NAND"], TRUTH)
    a = train_perceptron(TRUTH, t, seed=7)
    b = train_perceptron(TRUTH, t, seed=7)
    assert a == b


@pytest.mark.parametrize(("rate", "epochs"), [(float("nan"), 10), (0.0, 10), (0.1, 0)])
def test_a_rate_or_epoch_bound_that_cannot_train_is_refused(rate, epochs):
    from symlearn.errors import DataError

    with pytest.raises(DataError):
        train_perceptron(TRUTH, np.array([-1, -1, -1, 1]), rate=rate, max_epochs=epochs)
