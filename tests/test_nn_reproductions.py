"""Reproductions from Mitchell ch. 4: the 8-3-8 identity network (§4.6.4, Fig 4.7) and an
ALVINN-shaped 960-4-30 network (§4.2, Fig 4.1) on synthetic road images."""

from __future__ import annotations

import numpy as np
import pytest

from symlearn.lang import load_theory
from symlearn.nn import Backprop, Network, encode_theory, train_network
from symlearn.nn.evaluate import (
    HiddenRow,
    HiddenTable,
    accuracy,
    hidden_table,
    train_until_separated,
)


@pytest.fixture(scope="module")
def identity():
    data = encode_theory(load_theory("identity838"))
    result = train_network(
        Network.create((8, 3, 8), seed=0), data.X, data.T, Backprop(rate=0.3, momentum=0.9)
    )
    return data, result


def test_the_identity_theory_encodes_each_input_as_its_own_target(identity):
    data, _ = identity
    assert data.X.shape == (8, 8)
    np.testing.assert_array_equal(data.X, np.eye(8))
    np.testing.assert_array_equal(data.T, data.X)


def test_the_838_network_learns_the_identity(identity):
    data, result = identity
    assert accuracy(result.network, data) == 1.0
    outputs = result.network.output(data.X)
    np.testing.assert_array_equal(np.round(outputs), np.eye(8))
    assert result.training_errors[-1] < 0.01 < result.training_errors[0]


def test_the_hidden_layer_ends_with_eight_distinct_codes(identity):
    """Fig 4.7: three hidden units re-encode the eight inputs, a distinct code for each."""
    data, result = identity
    table = hidden_table(result.network, data)
    assert len(table.rows) == 8
    assert table.distinct_codes == 8
    assert {row.code for row in table.rows} == {f"{i:03b}" for i in range(8)}
    # nearly binary: every hidden value is within 0.25 of 0 or 1 after training
    values = np.array([row.values for row in table.rows])
    assert (np.minimum(values, 1 - values) < 0.25).all()
    text = str(table)
    assert text.splitlines()[0].split() == ["Input", "Hidden", "values", "Code", "Output"]
    assert "10000000" in text and "8 distinct hidden codes for 8 inputs" in text


def road_images(count: int, seed: int):
    """Synthetic ALVINN inputs: a bright road line across a 30×32 retina, slanted by the
    steering direction; targets are a bump over the 30 output units centred on it (Fig 4.1)."""
    rng = np.random.default_rng(seed)
    rows, columns = np.mgrid[0:30, 0:32]
    images, targets, directions = [], [], []
    for _ in range(count):
        direction = rng.integers(0, 30)
        slope = (direction - 14.5) / 14.5  # −1 (hard left) .. 1 (hard right)
        centre = 15.5 + slope * (29 - rows) * 0.5
        image = np.exp(-((columns - centre) ** 2) / 4.0) + 0.05 * rng.random((30, 32))
        images.append(image.ravel())
        targets.append(np.exp(-((np.arange(30) - direction) ** 2) / 8.0))
        directions.append(direction)
    return np.array(images), np.array(targets), np.array(directions)


def test_an_alvinn_shaped_network_trains_on_road_images():
    X, T, directions = road_images(60, seed=1)
    start = Network.create((960, 4, 30), seed=0)
    result = train_network(start, X, T, Backprop(rate=0.02, momentum=0.9, epochs=50))
    assert result.network.layers == (960, 4, 30)
    errors = result.training_errors
    assert np.isfinite(errors).all()
    assert errors[-1] < errors[0] / 2
    steering = np.argmax(result.network.output(X), axis=1)
    assert np.mean(np.abs(steering - directions) <= 3) >= 0.8
    X_new, _, d_new = road_images(20, seed=2)
    assert np.mean(np.abs(np.argmax(result.network.output(X_new), axis=1) - d_new) <= 3) >= 0.7


def test_restarts_reach_eight_codes_from_a_seed_that_alone_may_not(identity):
    """§4.6.1: from other random weights backpropagation may find a better local minimum."""
    data, _ = identity
    options = Backprop(rate=0.3, momentum=0.9, seed=1)
    result, table = train_until_separated((8, 3, 8), data, options, restarts=4)
    assert 1 <= result.options.seed <= 5
    assert table.separates_classes and table.distinct_codes == 8
    assert accuracy(result.network, data) == 1.0


def test_restarts_are_bounded_and_the_last_run_is_kept(identity):
    data, _ = identity
    options = Backprop(epochs=2, seed=7)
    result, table = train_until_separated((8, 1, 8), data, options, restarts=2)
    assert result.options.seed == 9 and result.epochs == 2  # one unit cannot hold 8 codes
    assert not table.separates_classes and table.distinct_codes <= 2


def test_separation_asks_only_that_different_classes_get_different_codes():
    row = HiddenRow(("a",), (0.9,), "1", "p", "p")
    same_class = HiddenTable(0, (row, HiddenRow(("b",), (0.8,), "1", "p", "p")))
    assert same_class.separates_classes and same_class.distinct_codes == 1
    other_class = HiddenTable(0, (row, HiddenRow(("c",), (0.7,), "1", "p", "n")))
    assert not other_class.separates_classes
