"""The registry of differentiable operations, each with its forward and backward side by side.

An operation works on plain numpy arrays. ``forward`` computes the output and keeps what the
backward side needs; ``backward`` receives the gradient of the final scalar with respect to
the output and returns one gradient per input (``None`` for an input that needs none).
Elementwise operations follow numpy broadcasting, so their backward side sums the gradient
back to each input's own shape (:func:`unbroadcast`). This is the chain rule that
BACKPROPAGATION applies by hand in Mitchell §4.5.3; here it is applied per operation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from symlearn.errors import DomainError

Grads = tuple[np.ndarray | None, ...]


class Op:
    """One node of the computation graph: its inputs and what its backward side remembers."""

    __slots__ = ("inputs", "needs", "saved")
    name = "op"

    def __init__(self, needs: tuple[bool, ...]) -> None:
        self.needs = needs  # which inputs want a gradient
        self.inputs: tuple = ()
        self.saved: tuple = ()

    def forward(self, *arrays: np.ndarray, **params: object) -> np.ndarray:
        raise NotImplementedError

    def backward(self, grad: np.ndarray) -> Grads:
        raise NotImplementedError


REGISTRY: dict[str, type[Op]] = {}


def register(name: str) -> Callable[[type[Op]], type[Op]]:
    """Add an operation to :data:`REGISTRY` under ``name``."""

    def add(cls: type[Op]) -> type[Op]:
        cls.name = name
        REGISTRY[name] = cls
        return cls

    return add


def unbroadcast(grad: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """``grad`` summed over the axes that broadcasting added or stretched to reach its shape."""
    if grad.shape == shape:
        return grad
    extra = grad.ndim - len(shape)
    if extra:
        grad = grad.sum(axis=tuple(range(extra)))
    stretched = tuple(i for i, n in enumerate(shape) if n == 1 and grad.shape[i] != 1)
    if stretched:
        grad = grad.sum(axis=stretched, keepdims=True)
    return grad


def _broadcast(fn: Callable[[np.ndarray, np.ndarray], np.ndarray], name: str):
    def apply(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        try:
            return fn(a, b)
        except ValueError:
            raise DomainError(
                f"cannot {name} tensors of shapes {a.shape} and {b.shape}: they do not broadcast"
            ) from None

    return apply


_add = _broadcast(np.add, "add")
_sub = _broadcast(np.subtract, "subtract")
_mul = _broadcast(np.multiply, "multiply")
_div = _broadcast(np.divide, "divide")
_pow = _broadcast(np.power, "raise to a power")


# --- elementwise arithmetic with broadcasting -------------------------------------------------


@register("add")
class Add(Op):
    def forward(self, a, b):
        self.saved = (a.shape, b.shape)
        return _add(a, b)

    def backward(self, grad):
        sa, sb = self.saved
        return unbroadcast(grad, sa), unbroadcast(grad, sb)


@register("sub")
class Sub(Op):
    def forward(self, a, b):
        self.saved = (a.shape, b.shape)
        return _sub(a, b)

    def backward(self, grad):
        sa, sb = self.saved
        return unbroadcast(grad, sa), (unbroadcast(-grad, sb) if self.needs[1] else None)


@register("mul")
class Mul(Op):
    def forward(self, a, b):
        self.saved = (a, b)
        return _mul(a, b)

    def backward(self, grad):
        a, b = self.saved
        return (
            unbroadcast(grad * b, a.shape) if self.needs[0] else None,
            unbroadcast(grad * a, b.shape) if self.needs[1] else None,
        )


@register("div")
class Div(Op):
    def forward(self, a, b):
        self.saved = (a, b)
        return _div(a, b)

    def backward(self, grad):
        a, b = self.saved
        return (
            unbroadcast(grad / b, a.shape) if self.needs[0] else None,
            unbroadcast(-grad * a / (b * b), b.shape) if self.needs[1] else None,
        )


@register("pow")
class Pow(Op):
    def forward(self, a, b):
        out = _pow(a, b)
        self.saved = (a, b, out)
        return out

    def backward(self, grad):
        a, b, out = self.saved
        # d(a^b)/db = a^b · ln a, defined for a > 0 only: computed only when b needs it
        return (
            unbroadcast(grad * b * np.power(a, b - 1), a.shape) if self.needs[0] else None,
            unbroadcast(grad * out * np.log(a), b.shape) if self.needs[1] else None,
        )


@register("neg")
class Neg(Op):
    def forward(self, a):
        return -a

    def backward(self, grad):
        return (-grad,)


# --- elementwise functions --------------------------------------------------------------------


@register("exp")
class Exp(Op):
    def forward(self, a):
        out = np.exp(a)
        self.saved = (out,)
        return out

    def backward(self, grad):
        return (grad * self.saved[0],)


@register("log")
class Log(Op):
    def forward(self, a):
        self.saved = (a,)
        return np.log(a)

    def backward(self, grad):
        return (grad / self.saved[0],)


@register("tanh")
class Tanh(Op):
    def forward(self, a):
        out = np.tanh(a)
        self.saved = (out,)
        return out

    def backward(self, grad):
        (out,) = self.saved
        return (grad * (1.0 - out * out),)


def sigmoid(a: np.ndarray) -> np.ndarray:
    """σ(y) = 1 / (1 + e^−y) (Mitchell Eq. 4.12), as (1 + tanh(y/2)) / 2, which never overflows."""
    out = np.tanh(a * 0.5)
    out *= 0.5
    out += 0.5
    return out


@register("sigmoid")
class Sigmoid(Op):
    def forward(self, a):
        out = sigmoid(a)
        self.saved = (out,)
        return out

    def backward(self, grad):
        (out,) = self.saved
        # dσ/dy = σ(y)(1 − σ(y)) (Mitchell §4.5.1), the o(1 − o) factor of every δ in Table 4.2
        return (grad * out * (1.0 - out),)


@register("softplus")
class Softplus(Op):
    """ln(1 + e^y): −ln σ(−y), the stable form of the cross-entropy terms (§4.8.1)."""

    def forward(self, a):
        self.saved = (a,)
        return np.logaddexp(0.0, a)

    def backward(self, grad):
        return (grad * sigmoid(self.saved[0]),)


@register("relu")
class Relu(Op):
    def forward(self, a):
        self.saved = (a > 0,)
        return np.maximum(a, 0.0)

    def backward(self, grad):
        return (grad * self.saved[0],)


# --- linear algebra and reductions ------------------------------------------------------------


@register("matmul")
class MatMul(Op):
    def forward(self, a, b):
        self.saved = (a, b)
        try:
            return np.matmul(a, b)
        except ValueError:
            raise DomainError(
                f"cannot multiply matrices of shapes {a.shape} and {b.shape}: "
                "the inner dimensions differ"
            ) from None

    def backward(self, grad):
        a, b = self.saved
        # a vector operand acts as a one-row (left) or one-column (right) matrix
        a2 = a[np.newaxis, :] if a.ndim == 1 else a
        b2 = b[:, np.newaxis] if b.ndim == 1 else b
        if b.ndim == 1:
            grad = grad[..., np.newaxis]
        if a.ndim == 1:
            grad = np.expand_dims(grad, -2)
        ga = gb = None
        if self.needs[0]:
            ga = unbroadcast(grad @ np.swapaxes(b2, -1, -2), a2.shape).reshape(a.shape)
        if self.needs[1]:
            gb = unbroadcast(np.swapaxes(a2, -1, -2) @ grad, b2.shape).reshape(b.shape)
        return ga, gb


def _axes(axis: int | Sequence[int] | None, ndim: int) -> tuple[int, ...]:
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    for ax in axes:
        if not -ndim <= ax < ndim:
            raise DomainError(f"axis {ax} is out of range for a tensor with {ndim} dimensions")
    return tuple(sorted(ax % ndim for ax in axes))


def _spread(grad: np.ndarray, shape: tuple[int, ...], axes: tuple[int, ...], keepdims: bool):
    """A reduced gradient copied back along the reduced axes."""
    if not keepdims:
        grad = grad.reshape(tuple(1 if i in axes else n for i, n in enumerate(shape)))
    out = np.empty(shape, dtype=grad.dtype)
    out[...] = grad
    return out


@register("sum")
class Sum(Op):
    def forward(self, a, axis=None, keepdims=False):
        axes = _axes(axis, a.ndim)
        self.saved = (a.shape, axes, keepdims)
        return np.sum(a, axis=axes, keepdims=keepdims)

    def backward(self, grad):
        return (_spread(grad, *self.saved),)


@register("mean")
class Mean(Op):
    def forward(self, a, axis=None, keepdims=False):
        axes = _axes(axis, a.ndim)
        self.saved = (a.shape, axes, keepdims)
        return np.mean(a, axis=axes, keepdims=keepdims)

    def backward(self, grad):
        shape, axes, _ = self.saved
        count = int(np.prod([shape[ax] for ax in axes]))
        return (_spread(grad / count, *self.saved),)


# --- shape ------------------------------------------------------------------------------------


@register("reshape")
class Reshape(Op):
    def forward(self, a, shape=()):
        self.saved = (a.shape,)
        try:
            return a.reshape(shape)
        except ValueError:
            raise DomainError(
                f"cannot reshape a tensor of shape {a.shape} ({a.size} elements) into {shape}"
            ) from None

    def backward(self, grad):
        return (grad.reshape(self.saved[0]),)


@register("transpose")
class Transpose(Op):
    def forward(self, a, axes=None):
        axes = tuple(reversed(range(a.ndim))) if axes is None else tuple(axes)
        if sorted(ax % max(a.ndim, 1) for ax in axes) != list(range(a.ndim)):
            raise DomainError(f"axes {axes} are not a permutation of the {a.ndim} axes")
        self.saved = (axes,)
        return np.transpose(a, axes)

    def backward(self, grad):
        return (np.transpose(grad, np.argsort(self.saved[0])),)


@register("getitem")
class GetItem(Op):
    def forward(self, a, index=()):
        self.saved = (a.shape, index)
        try:
            return np.array(a[index])
        except IndexError as error:
            raise DomainError(f"bad index for a tensor of shape {a.shape}: {error}") from None

    def backward(self, grad):
        shape, index = self.saved
        out = np.zeros(shape, dtype=grad.dtype)
        np.add.at(out, index, grad)  # add.at, not +=, so repeated indices accumulate
        return (out,)


@register("concat")
class Concat(Op):
    def forward(self, *arrays, axis=0):
        try:
            out = np.concatenate(arrays, axis=axis)
        except ValueError:  # numpy's AxisError is a ValueError too
            shapes = ", ".join(str(a.shape) for a in arrays)
            raise DomainError(f"cannot concatenate shapes {shapes} along axis {axis}") from None
        self.saved = (np.cumsum([a.shape[axis] for a in arrays])[:-1], axis)
        return out

    def backward(self, grad):
        cuts, axis = self.saved
        return tuple(np.split(grad, cuts, axis=axis))
