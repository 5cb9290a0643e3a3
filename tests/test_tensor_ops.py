"""Every tensor operation against central finite differences, on random shapes (hypothesis)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from symlearn.tensor import REGISTRY, Tensor, concat

SETTINGS = settings(max_examples=25, deadline=None)
shapes = hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=4)
pairs = hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=4)
seeds = st.integers(0, 2**32 - 1)


def numeric_gradient(f, array: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    """Central differences (f(a + ε) − f(a − ε)) / 2ε, one element at a time."""
    grad = np.zeros_like(array)
    for i in np.ndindex(array.shape):
        saved = array[i]
        array[i] = saved + eps
        up = f(array)
        array[i] = saved - eps
        down = f(array)
        array[i] = saved
        grad[i] = (up - down) / (2 * eps)
    return grad


def check_gradients(fn, *arrays: np.ndarray, seed: int = 0) -> None:
    """Autodiff gradients of Σ r ⊙ fn(arrays) equal central differences, for random weights r."""
    arrays = [np.array(a, dtype=np.float64) for a in arrays]
    leaves = [Tensor(a.copy(), requires_grad=True) for a in arrays]
    out = fn(*leaves)
    weights = np.random.default_rng(seed).standard_normal(out.shape)
    (out * weights).sum().backward()
    for k, (leaf, array) in enumerate(zip(leaves, arrays, strict=True)):

        def scalar(a, k=k):
            inputs = [Tensor(a if j == k else arrays[j]) for j in range(len(arrays))]
            return float((fn(*inputs).data * weights).sum())

        expected = numeric_gradient(scalar, array.copy())
        assert leaf.grad is not None and leaf.grad.shape == array.shape
        np.testing.assert_allclose(leaf.grad, expected, rtol=1e-5, atol=1e-6)


def away_from_zero(rng: np.random.Generator, shape, low: float = 0.5) -> np.ndarray:
    return rng.uniform(low, 2.0, shape) * rng.choice([-1.0, 1.0], shape)


@SETTINGS
@given(pairs, seeds, st.sampled_from(["add", "sub", "mul", "div"]))
def test_broadcasting_arithmetic(pair, seed, name):
    rng = np.random.default_rng(seed)
    (sa, sb), _ = pair
    a, b = rng.standard_normal(sa), away_from_zero(rng, sb)
    fn = {
        "add": lambda x, y: x + y,
        "sub": lambda x, y: x - y,
        "mul": lambda x, y: x * y,
        "div": lambda x, y: x / y,
    }[name]
    check_gradients(fn, a, b, seed=seed)


@SETTINGS
@given(pairs, seeds)
def test_power_of_tensors(pair, seed):
    rng = np.random.default_rng(seed)
    (sa, sb), _ = pair
    base, exponent = rng.uniform(0.5, 2.0, sa), rng.uniform(-2.0, 2.0, sb)
    check_gradients(lambda x, y: x**y, base, exponent, seed=seed)


@SETTINGS
@given(shapes, seeds, st.sampled_from([2, 3, -1, 0.5]))
def test_power_by_constant_and_reflected(shape, seed, power):
    rng = np.random.default_rng(seed)
    a = rng.uniform(0.5, 2.0, shape)
    check_gradients(lambda x: x**power + 2.0**x - 3.0 / x + (1.0 - x), a, seed=seed)


@SETTINGS
@given(shapes, seeds, st.sampled_from(["neg", "exp", "log", "tanh", "sigmoid", "softplus", "relu"]))
def test_elementwise_functions(shape, seed, name):
    rng = np.random.default_rng(seed)
    a = rng.uniform(0.1, 2.0, shape) if name == "log" else away_from_zero(rng, shape, 0.1)
    fn = (lambda x: -x) if name == "neg" else (lambda x: getattr(x, name)())
    check_gradients(fn, a, seed=seed)


@st.composite
def matmul_shapes(draw):
    n, k, m = (draw(st.integers(1, 4)) for _ in range(3))
    batch = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, max_dims=2, max_side=3))
    left = draw(st.sampled_from([(k,), (*batch.input_shapes[0], n, k)]))
    right = draw(st.sampled_from([(k,), (*batch.input_shapes[1], k, m)]))
    return left, right


@SETTINGS
@given(matmul_shapes(), seeds)
def test_matmul_including_vectors_and_batches(shapes_pair, seed):
    rng = np.random.default_rng(seed)
    a, b = (rng.standard_normal(s) for s in shapes_pair)
    check_gradients(lambda x, y: x @ y, a, b, seed=seed)


@SETTINGS
@given(shapes, seeds, st.data(), st.sampled_from(["sum", "mean"]), st.booleans())
def test_reductions_over_axes(shape, seed, data, name, keepdims):
    axes = data.draw(st.none() | st.lists(st.integers(0, max(len(shape) - 1, 0)), unique=True))
    if axes is not None and not shape:
        axes = None
    a = np.random.default_rng(seed).standard_normal(shape)
    check_gradients(lambda x: getattr(x, name)(axis=axes, keepdims=keepdims), a, seed=seed)


@SETTINGS
@given(shapes, seeds, st.data())
def test_reshape_and_transpose(shape, seed, data):
    a = np.random.default_rng(seed).standard_normal(shape)
    perm = tuple(data.draw(st.permutations(range(len(shape)))))
    check_gradients(lambda x: x.reshape(-1) * 2.0, a, seed=seed)
    check_gradients(lambda x: x.transpose(*perm), a, seed=seed)
    check_gradients(lambda x: x.T.reshape(list(reversed(shape))), a, seed=seed)


@SETTINGS
@given(hnp.array_shapes(min_dims=1, max_dims=3, max_side=4), seeds, st.data())
def test_indexing_with_slices_and_repeated_integers(shape, seed, data):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal(shape)
    rows = np.array(data.draw(st.lists(st.integers(0, shape[0] - 1), min_size=1, max_size=6)))
    check_gradients(lambda x: x[rows], a, seed=seed)  # repeated rows accumulate
    check_gradients(lambda x: x[::2] * x[-1], a, seed=seed)


@SETTINGS
@given(hnp.array_shapes(min_dims=1, max_dims=3, max_side=3), seeds, st.data())
def test_concatenation(shape, seed, data):
    rng = np.random.default_rng(seed)
    axis = data.draw(st.integers(0, len(shape) - 1))
    widths = data.draw(st.lists(st.integers(1, 3), min_size=1, max_size=3))
    parts = []
    for width in widths:
        part_shape = list(shape)
        part_shape[axis] = width
        parts.append(rng.standard_normal(part_shape))
    check_gradients(lambda *xs: concat(xs, axis=axis), *parts, seed=seed)


def test_every_registered_operation_is_checked_here():
    checked = {"add", "sub", "mul", "div", "pow", "neg", "exp", "log", "tanh", "sigmoid"}
    checked |= {"softplus", "relu", "matmul", "sum", "mean", "reshape", "transpose"}
    checked |= {"getitem", "concat"}
    assert set(REGISTRY) == checked


@pytest.mark.parametrize("value", [0.0, 700.0, -700.0])
def test_sigmoid_is_finite_where_the_naive_formula_overflows(value):
    out = Tensor([value * 2], requires_grad=True).sigmoid()
    assert np.isfinite(out.data).all() and 0.0 <= out.data[0] <= 1.0
