"""BACKPROPAGATION (Mitchell Table 4.2) and its options: momentum, weight decay, cross-entropy,
early stopping. The tensor module's gradients must equal the δ rules of the table."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn.errors import DataError, LearningError
from symlearn.nn import Backprop, Network, error_of, sigmoid_unit, train_network
from symlearn.nn.losses import cross_entropy, squared_error
from symlearn.nn.network import propagate
from symlearn.tensor import Tensor


def sigma(y):
    return 1.0 / (1.0 + np.exp(-y))


def table_4_2_deltas(network: Network, x: np.ndarray, t: np.ndarray):
    """δ's by the book, for one example: δk = ok(1 − ok)(tk − ok) at the outputs and
    δh = oh(1 − oh) Σ_k w_kh δk for each hidden layer, downstream first (§4.5.2.2)."""
    outputs = [x]
    for W, b in zip(network.weights, network.biases, strict=True):
        outputs.append(sigma(outputs[-1] @ W + b))
    o = outputs[-1]
    deltas = [o * (1 - o) * (t - o)]
    for layer in range(len(network.weights) - 1, 0, -1):
        h = outputs[layer]
        deltas.insert(0, h * (1 - h) * (network.weights[layer] @ deltas[0]))
    return outputs, deltas


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.integers(1, 5), min_size=2, max_size=5),
    st.integers(0, 2**32 - 1),
)
def test_tensor_gradients_equal_the_delta_rules_of_table_4_2(layers, seed):
    """Δw_ji = η δ_j x_ji, i.e. ∂E_d/∂w_ji = −δ_j x_ji and ∂E_d/∂w_j0 = −δ_j, for E_d of Eq. 4.13."""
    rng = np.random.default_rng(seed)
    network = Network.create(layers, seed=seed, scale=1.0)
    x, t = rng.uniform(-1, 1, layers[0]), rng.uniform(0, 1, layers[-1])
    params = [Tensor(p, requires_grad=True) for p in network.parameters()]
    _, net = propagate(params, Tensor(x[np.newaxis, :]))
    squared_error(net, Tensor(t[np.newaxis, :])).backward()
    outputs, deltas = table_4_2_deltas(network, x, t)
    for layer, delta in enumerate(deltas):
        W, b = params[2 * layer], params[2 * layer + 1]
        np.testing.assert_allclose(W.grad, -np.outer(outputs[layer], delta), atol=1e-12)
        np.testing.assert_allclose(b.grad, -delta, atol=1e-12)


def test_one_stochastic_epoch_is_table_4_2_by_hand():
    """Each example in turn: propagate, compute δ's, update w_ji ← w_ji + η δ_j x_ji."""
    rng = np.random.default_rng(5)
    X, T = rng.uniform(0, 1, (4, 3)), rng.uniform(0, 1, (4, 2))
    start = Network.create((3, 2, 2), seed=5)
    weights = [w.copy() for w in start.weights]
    biases = [b.copy() for b in start.biases]
    rate = 0.3
    for x, t in zip(X, T, strict=True):
        outputs, deltas = table_4_2_deltas(Network(tuple(weights), tuple(biases)), x, t)
        for layer, delta in enumerate(deltas):
            weights[layer] += rate * np.outer(outputs[layer], delta)
            biases[layer] += rate * delta
    result = train_network(start, X, T, Backprop(rate=rate, epochs=1, shuffle=False))
    for got, want in zip(result.network.weights, weights, strict=True):
        np.testing.assert_allclose(got, want, atol=1e-12)
    for got, want in zip(result.network.biases, biases, strict=True):
        np.testing.assert_allclose(got, want, atol=1e-12)


def test_training_leaves_the_starting_network_unchanged():
    start = Network.create((2, 2, 1), seed=1)
    before = [p.copy() for p in start.parameters()]
    train_network(start, np.eye(2), np.ones((2, 1)), Backprop(epochs=3))
    for a, b in zip(before, start.parameters(), strict=True):
        np.testing.assert_array_equal(a, b)


def one_example_gradient(network: Network, x, t) -> list[np.ndarray]:
    params = [Tensor(p, requires_grad=True) for p in network.parameters()]
    _, net = propagate(params, Tensor(np.atleast_2d(x)))
    squared_error(net, Tensor(np.atleast_2d(t))).backward()
    return [p.grad for p in params]


def test_momentum_adds_alpha_times_the_previous_step():
    """Δw(n) = η δ x + α Δw(n − 1) (Eq. 4.18), on one example over two epochs."""
    x, t = np.array([[0.5, -1.0]]), np.array([[0.9]])
    start = sigmoid_unit(2, seed=3)
    rate, alpha = 0.5, 0.8
    first = [-rate * g for g in one_example_gradient(start, x, t)]
    middle = Network.from_parameters(
        [p + s for p, s in zip(start.parameters(), first, strict=True)]
    )
    second = [
        -rate * g + alpha * s
        for g, s in zip(one_example_gradient(middle, x, t), first, strict=True)
    ]
    expected = [p + s for p, s in zip(middle.parameters(), second, strict=True)]
    result = train_network(start, x, t, Backprop(rate=rate, momentum=alpha, epochs=2))
    for got, want in zip(result.network.parameters(), expected, strict=True):
        np.testing.assert_allclose(got, want, atol=1e-12)


def test_weight_decay_shrinks_every_weight():
    """With E + γ Σ w² the step gains −η·2γ·w (§4.8.1)."""
    x, t = np.array([[0.5, -1.0]]), np.array([[0.9]])
    start = sigmoid_unit(2, seed=3)
    rate, gamma = 0.5, 0.1
    grads = one_example_gradient(start, x, t)
    expected = [
        p - rate * (g + 2 * gamma * p) for p, g in zip(start.parameters(), grads, strict=True)
    ]
    result = train_network(start, x, t, Backprop(rate=rate, weight_decay=gamma, epochs=1))
    for got, want in zip(result.network.parameters(), expected, strict=True):
        np.testing.assert_allclose(got, want, atol=1e-12)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_cross_entropy_gradient_at_the_output_is_t_minus_o(seed):
    """§4.8.1: with cross-entropy, the output error term becomes δk = tk − ok."""
    rng = np.random.default_rng(seed)
    net = Tensor(rng.normal(0, 3, (4, 3)), requires_grad=True)
    t = rng.uniform(0, 1, (4, 3))
    cross_entropy(net, Tensor(t)).backward()
    np.testing.assert_allclose(-net.grad, t - sigma(net.data), atol=1e-12)
    o = sigma(net.data)
    expected = -np.sum(t * np.log(o) + (1 - t) * np.log(1 - o))
    assert cross_entropy(net, Tensor(t)).item() == pytest.approx(expected, rel=1e-10)


def test_cross_entropy_stays_finite_when_sigmoid_saturates():
    net, t = Tensor([[60.0, -60.0]]), Tensor([[0.0, 1.0]])
    assert cross_entropy(net, t).item() == pytest.approx(120.0)


XOR_X = np.array([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
XOR_T = np.array([[0.0], [1.0], [1.0], [0.0]])


@pytest.mark.parametrize("loss", ["squared", "cross-entropy"])
def test_a_hidden_layer_learns_xor(loss):
    """What no perceptron can do (§4.4.1), a network of sigmoid units learns (§4.5)."""
    result = train_network(
        Network.create((2, 4, 1), seed=3, scale=0.5),
        XOR_X,
        XOR_T,
        Backprop(rate=0.5, momentum=0.9, epochs=1000, loss=loss),
    )
    assert ((result.network.output(XOR_X) > 0.5) == (XOR_T > 0.5)).all()
    assert result.training_errors[-1] < result.training_errors[0] / 10


def test_a_sigmoid_unit_learns_a_linearly_separable_concept():
    X = XOR_X
    T = np.array([[0.0], [0.0], [0.0], [1.0]])  # AND
    result = train_network(sigmoid_unit(2, seed=0), X, T, Backprop(rate=0.5, epochs=500))
    assert ((result.network.output(X) > 0.5) == (T > 0.5)).all()


def test_deeper_networks_train():
    result = train_network(
        Network.create((2, 4, 4, 1), seed=2, scale=1.0),
        XOR_X,
        XOR_T,
        Backprop(rate=0.5, momentum=0.9, epochs=1000),
    )
    assert result.network.layers == (2, 4, 4, 1)
    assert ((result.network.output(XOR_X) > 0.5) == (XOR_T > 0.5)).all()


def noisy_task(seed: int):
    rng = np.random.default_rng(seed)
    X = rng.uniform(0, 1, (60, 4))
    T = (X[:, :1] + X[:, 1:2] > 1.0).astype(float)
    flip = rng.random(len(T)) < 0.25
    T[flip] = 1.0 - T[flip]
    return X[:30], T[:30], X[30:], T[30:]


def test_early_stopping_keeps_the_weights_of_the_lowest_validation_error():
    """§4.6.5: return the weights with the lowest error over the validation set."""
    X, T, Xv, Tv = noisy_task(4)
    result = train_network(
        Network.create((4, 10, 1), seed=0),
        X,
        T,
        Backprop(rate=0.5, momentum=0.9, epochs=400, patience=50),
        validation=(Xv, Tv),
    )
    validation = result.validation_errors
    assert validation is not None and len(validation) == result.epochs
    assert result.best_epoch == int(np.argmin(validation)) + 1
    assert error_of(result.network, Xv, Tv) == pytest.approx(validation.min(), rel=1e-12)
    assert result.stopped_early
    assert result.epochs == result.best_epoch + 50
    assert "stopped early" in str(result)


def test_without_patience_all_epochs_run_and_the_best_weights_are_still_kept():
    X, T, Xv, Tv = noisy_task(4)
    result = train_network(
        Network.create((4, 10, 1), seed=0),
        X,
        T,
        Backprop(rate=0.5, momentum=0.9, epochs=150),
        validation=(Xv, Tv),
    )
    assert result.epochs == 150 and not result.stopped_early
    assert error_of(result.network, Xv, Tv) == pytest.approx(
        result.validation_errors.min(), rel=1e-12
    )


def test_minibatches_average_nothing_and_sum_the_error():
    """A batch of all examples takes one step along the summed gradient (Table 4.1's way)."""
    X, T = XOR_X, XOR_T
    start = Network.create((2, 2, 1), seed=1)
    grads = [
        sum(g)
        for g in zip(
            *(one_example_gradient(start, x, t) for x, t in zip(X, T, strict=True)), strict=True
        )
    ]
    expected = [p - 0.2 * g for p, g in zip(start.parameters(), grads, strict=True)]
    result = train_network(start, X, T, Backprop(rate=0.2, epochs=1, batch_size=4))
    for got, want in zip(result.network.parameters(), expected, strict=True):
        np.testing.assert_allclose(got, want, atol=1e-12)


def test_reproducible_from_the_seed():
    X, T, _, _ = noisy_task(1)
    runs = [
        train_network(Network.create((4, 3, 1), seed=9), X, T, Backprop(epochs=5, seed=9))
        for _ in range(2)
    ]
    for a, b in zip(runs[0].network.parameters(), runs[1].network.parameters(), strict=True):
        np.testing.assert_array_equal(a, b)


def test_divergence_is_reported_with_the_epoch():
    with pytest.raises(LearningError) as caught:
        train_network(
            Network.create((2, 2, 1), seed=0),
            XOR_X,
            XOR_T,
            Backprop(rate=1e308, epochs=20, loss="cross-entropy"),
        )
    assert "diverged" in str(caught.value) and "epoch" in str(caught.value)
    assert "smaller learning rate" in str(caught.value)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"rate": 0.0}, "learning rate must be positive"),
        ({"momentum": 1.0}, "momentum"),
        ({"loss": "hinge"}, "unknown loss"),
        ({"weight_decay": -1.0}, "weight decay"),
        ({"epochs": 0}, "epochs"),
        ({"rate": float("inf")}, "learning rate must be positive and finite"),
        ({"batch_size": 0}, "batch size"),
    ],
)
def test_bad_options_are_data_errors(kwargs, message):
    with pytest.raises(DataError, match=message):
        Backprop(**kwargs)


def test_data_that_does_not_fit_the_network_names_both_sizes():
    with pytest.raises(DataError, match="has 2 inputs and 1 outputs; the data has 3 inputs"):
        train_network(Network.create((2, 1)), np.ones((4, 3)), np.ones((4, 1)))
    with pytest.raises(DataError, match="missing values"):
        train_network(Network.create((2, 1)), np.array([[np.nan, 1.0]]), np.ones((1, 1)))
    with pytest.raises(DataError, match="validation set"):
        train_network(Network.create((2, 1)), XOR_X, XOR_T, Backprop(patience=3))
