"""The backward pass: shared nodes, deep graphs, no-grad mode, dtype and bad input."""

from __future__ import annotations

import numpy as np
import pytest

from symlearn.errors import DomainError, SymlearnError
from symlearn.tensor import Tensor, is_grad_enabled, no_grad, tensor


def test_a_node_used_twice_gets_both_contributions():
    x = Tensor(3.0, requires_grad=True)
    y = x * x  # x used twice by one op
    z = y + y * x  # y used twice, by two ops
    z.backward()
    # z = x² + x³, dz/dx = 2x + 3x² = 33
    assert float(x.grad) == pytest.approx(33.0)


def test_diamond_graph():
    x = Tensor([1.0, 2.0], requires_grad=True)
    a, b = x.exp(), x * 2.0
    (a * b).sum().backward()
    np.testing.assert_allclose(x.grad, np.exp([1.0, 2.0]) * 2 * (1 + np.array([1.0, 2.0])))


def test_backward_is_iterative_on_a_graph_deeper_than_the_recursion_limit():
    x = Tensor(1.0, requires_grad=True)
    y = x
    for _ in range(20_000):
        y = y + x
    y.backward()
    assert float(x.grad) == 20_001.0


def test_gradients_accumulate_until_cleared():
    x = Tensor(2.0, requires_grad=True)
    (x * x).backward()
    (x * x).backward()
    assert float(x.grad) == 8.0
    x.zero_grad()
    assert x.grad is None


def test_no_grad_records_nothing():
    x = Tensor([1.0], requires_grad=True)
    with no_grad():
        assert not is_grad_enabled()
        y = x * 2.0
    assert is_grad_enabled()
    assert not y.requires_grad
    with pytest.raises(DomainError, match="does not require a gradient"):
        y.sum().backward()


def test_constants_get_no_gradient():
    x, c = Tensor(2.0, requires_grad=True), Tensor(5.0)
    (x * c).backward()
    assert c.grad is None and float(x.grad) == 5.0


def test_float64_by_default():
    assert Tensor([1, 2, 3]).dtype == np.float64
    assert (Tensor([1, 2]) * 3).dtype == np.float64
    single = tensor([1, 2], dtype=np.float32, requires_grad=True)
    assert single.dtype == np.float32
    assert (single * 3 + 1.5).dtype == np.float32
    assert (2.0 / single).detach().dtype == np.float32


def test_tensor_copies_its_data():
    data = np.zeros(2)
    t = tensor(data)
    data[0] = 1.0
    assert t.data[0] == 0.0


def test_numpy_arrays_on_the_left_defer_to_tensors():
    x = Tensor([1.0, 2.0], requires_grad=True)
    y = np.array([3.0, 4.0]) * x
    assert isinstance(y, Tensor)
    y.sum().backward()
    np.testing.assert_allclose(x.grad, [3.0, 4.0])


def test_shapes_that_do_not_broadcast_name_both_shapes():
    with pytest.raises(SymlearnError) as caught:
        Tensor(np.ones((2, 3))) + Tensor(np.ones(4))
    assert "(2, 3)" in str(caught.value) and "(4,)" in str(caught.value)
    with pytest.raises(SymlearnError, match=r"\(2, 3\) and \(2, 3\)"):
        Tensor(np.ones((2, 3))) @ Tensor(np.ones((2, 3)))


def test_backward_on_a_non_scalar_needs_a_gradient():
    x = Tensor(np.ones((2, 2)), requires_grad=True)
    with pytest.raises(SymlearnError, match=r"shape \(2, 2\) needs a gradient"):
        (x * 2).backward()
    (x * 2).backward(np.ones((2, 2)))
    np.testing.assert_allclose(x.grad, 2 * np.ones((2, 2)))
    with pytest.raises(SymlearnError, match="gradient has shape"):
        (x * 2).backward(np.ones(3))


@pytest.mark.parametrize(
    "bad",
    [
        lambda t: t.reshape(5),
        lambda t: t.transpose(0, 0),
        lambda t: t[7],
        lambda t: t.sum(axis=3),
    ],
)
def test_other_shape_mistakes_are_domain_errors(bad):
    with pytest.raises(DomainError):
        bad(Tensor(np.ones((2, 3))))


def test_a_scalar_has_no_axis_to_reduce():
    with pytest.raises(DomainError, match="axis 0 is out of range"):
        Tensor(1.0).sum(axis=0)
    assert Tensor(2.0).sum().item() == 2.0


def test_repr_shows_values_and_the_recording_op():
    x = Tensor([1.0, 2.0], requires_grad=True)
    assert repr(x) == "Tensor([1., 2.], requires_grad=True)"
    assert repr(x * 2).endswith("op=mul)")
