"""A tensor with reverse-mode automatic differentiation.

A :class:`Tensor` wraps a numpy array (float64 unless asked otherwise). Each operation on
tensors that need a gradient records an :class:`~symlearn.tensor.ops.Op` node; calling
:meth:`Tensor.backward` on the final scalar visits the recorded graph once, in reverse
topological order and without recursion, and applies the chain rule, the computation that BACKPROPAGATION (Mitchell
§4.5.3, Table 4.2) performs unit by unit. Gradients accumulate in ``.grad`` of the leaves.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

import numpy as np

from symlearn.errors import DomainError
from symlearn.tensor.ops import REGISTRY, Op

_grad_enabled: ContextVar[bool] = ContextVar("symlearn_grad_enabled", default=True)
_created = itertools.count()  # creation order: every tensor is made after its inputs


@contextmanager
def no_grad() -> Iterator[None]:
    """Within this block operations record no graph (evaluation, weight updates)."""
    token = _grad_enabled.set(False)
    try:
        yield
    finally:
        _grad_enabled.reset(token)


def is_grad_enabled() -> bool:
    """Whether operations currently record the graph for :meth:`Tensor.backward`."""
    return _grad_enabled.get()


class Tensor:
    """A numpy array that remembers how it was computed, for reverse-mode differentiation.

    Examples
    --------
    >>> x = Tensor([1.0, 2.0, 3.0], requires_grad=True)
    >>> y = (x * x).sum()
    >>> y.backward()
    >>> x.grad
    array([2., 4., 6.])
    """

    __slots__ = ("_op", "_seq", "data", "grad", "requires_grad")
    __array_priority__ = 1000  # numpy array ⊕ Tensor defers to Tensor's reflected operator

    def __init__(self, data: object, requires_grad: bool = False, dtype: object = np.float64):
        self.data: np.ndarray = np.asarray(data.data if isinstance(data, Tensor) else data, dtype)
        self.requires_grad = requires_grad
        self.grad: np.ndarray | None = None
        self._op: Op | None = None
        self._seq = next(_created)

    # --- plumbing ---------------------------------------------------------------------------

    @staticmethod
    def apply(name: str, *inputs: object, **params: object) -> Tensor:
        """The result of registered operation ``name`` on ``inputs``, recorded if needed."""
        tensors = list(inputs)
        if not all(isinstance(x, Tensor) for x in tensors):  # constants take the tensors' dtype
            dtype = next((x.data.dtype for x in tensors if isinstance(x, Tensor)), np.float64)
            tensors = [x if isinstance(x, Tensor) else Tensor(x, dtype=dtype) for x in tensors]
        needs = tuple([t.requires_grad for t in tensors])
        op = REGISTRY[name](needs)
        out = Tensor.__new__(Tensor)
        out.data = op.forward(*[t.data for t in tensors], **params)
        out.grad = None
        out._op = None
        out._seq = next(_created)
        out.requires_grad = False
        if True in needs and _grad_enabled.get():
            out.requires_grad = True
            op.inputs = tensors
            out._op = op
        return out

    def backward(self, grad: object = None) -> None:
        """Add ∂self/∂leaf to ``leaf.grad`` for every leaf that requires a gradient.

        ``grad`` is the gradient of some scalar with respect to this tensor; it may be omitted
        only when this tensor is a scalar (one element), where it is 1.

        Nodes are visited latest-made first. A tensor is always made after its inputs, so when
        a node is reached every node that used it has already passed its gradient on: the
        gradient is complete even when the node feeds several others.
        """
        if not self.requires_grad:
            raise DomainError("backward() on a tensor that does not require a gradient")
        if grad is None:
            if self.data.size != 1:
                raise DomainError(
                    f"backward() on a tensor of shape {self.data.shape} needs a gradient",
                    hint="pass a gradient of the same shape, or reduce the tensor to a scalar "
                    "first (e.g. .sum())",
                )
            seed = np.ones_like(self.data)
        else:
            seed = np.asarray(grad.data if isinstance(grad, Tensor) else grad, self.data.dtype)
            if seed.shape != self.data.shape:
                raise DomainError(
                    f"the gradient has shape {seed.shape} but the tensor has shape "
                    f"{self.data.shape}"
                )
        grads: dict[int, np.ndarray] = {id(self): seed}  # gradients still to pass on
        pending: list[tuple[int, Tensor]] = [(-self._seq, self)]  # a heap, latest first
        while pending:
            node = heapq.heappop(pending)[1]
            g = grads.pop(id(node))
            if node._op is None:
                node.grad = np.array(g) if node.grad is None else node.grad + g
                continue
            for parent, pg in zip(node._op.inputs, node._op.backward(g), strict=True):
                if pg is None or not parent.requires_grad:
                    continue
                key = id(parent)
                if key in grads:
                    grads[key] = grads[key] + pg
                else:
                    grads[key] = pg
                    heapq.heappush(pending, (-parent._seq, parent))

    def zero_grad(self) -> None:
        self.grad = None

    def detach(self) -> Tensor:
        """The same values, cut off from the graph."""
        return Tensor(self.data, dtype=self.data.dtype)

    # --- inspection -------------------------------------------------------------------------

    @property
    def shape(self) -> tuple[int, ...]:
        return self.data.shape

    @property
    def ndim(self) -> int:
        return self.data.ndim

    @property
    def size(self) -> int:
        return self.data.size

    @property
    def dtype(self) -> np.dtype:
        return self.data.dtype

    def numpy(self) -> np.ndarray:
        return self.data

    def item(self) -> float:
        if self.data.size != 1:
            raise DomainError(f"item() needs a tensor with one element, not shape {self.shape}")
        return self.data.item()

    def __len__(self) -> int:
        return len(self.data)

    def __repr__(self) -> str:
        body = np.array2string(self.data, separator=", ", prefix="Tensor(")
        flag = ", requires_grad=True" if self.requires_grad else ""
        op = f", op={self._op.name}" if self._op is not None else ""
        return f"Tensor({body}{flag}{op})"

    # --- arithmetic (numpy broadcasting) ----------------------------------------------------

    def __add__(self, other: object) -> Tensor:
        return Tensor.apply("add", self, other)

    def __radd__(self, other: object) -> Tensor:
        return Tensor.apply("add", other, self)

    def __sub__(self, other: object) -> Tensor:
        return Tensor.apply("sub", self, other)

    def __rsub__(self, other: object) -> Tensor:
        return Tensor.apply("sub", other, self)

    def __mul__(self, other: object) -> Tensor:
        return Tensor.apply("mul", self, other)

    def __rmul__(self, other: object) -> Tensor:
        return Tensor.apply("mul", other, self)

    def __truediv__(self, other: object) -> Tensor:
        return Tensor.apply("div", self, other)

    def __rtruediv__(self, other: object) -> Tensor:
        return Tensor.apply("div", other, self)

    def __pow__(self, other: object) -> Tensor:
        return Tensor.apply("pow", self, other)

    def __rpow__(self, other: object) -> Tensor:
        return Tensor.apply("pow", other, self)

    def __neg__(self) -> Tensor:
        return Tensor.apply("neg", self)

    def __matmul__(self, other: object) -> Tensor:
        return Tensor.apply("matmul", self, other)

    def __rmatmul__(self, other: object) -> Tensor:
        return Tensor.apply("matmul", other, self)

    # --- functions, reductions and shape ----------------------------------------------------

    def exp(self) -> Tensor:
        return Tensor.apply("exp", self)

    def log(self) -> Tensor:
        return Tensor.apply("log", self)

    def tanh(self) -> Tensor:
        return Tensor.apply("tanh", self)

    def sigmoid(self) -> Tensor:
        """σ(y) = 1 / (1 + e^−y), the squashing function of the sigmoid unit (§4.5.1)."""
        return Tensor.apply("sigmoid", self)

    def softplus(self) -> Tensor:
        return Tensor.apply("softplus", self)

    def relu(self) -> Tensor:
        return Tensor.apply("relu", self)

    def sum(self, axis: int | Sequence[int] | None = None, keepdims: bool = False) -> Tensor:
        return Tensor.apply("sum", self, axis=axis, keepdims=keepdims)

    def mean(self, axis: int | Sequence[int] | None = None, keepdims: bool = False) -> Tensor:
        return Tensor.apply("mean", self, axis=axis, keepdims=keepdims)

    def reshape(self, *shape: int | Sequence[int]) -> Tensor:
        if len(shape) == 1 and not isinstance(shape[0], int):
            shape = tuple(shape[0])
        return Tensor.apply("reshape", self, shape=shape)

    def transpose(self, *axes: int) -> Tensor:
        return Tensor.apply("transpose", self, axes=axes or None)

    @property
    def T(self) -> Tensor:
        return self.transpose()

    def __getitem__(self, index: object) -> Tensor:
        return Tensor.apply("getitem", self, index=_plain_index(index))


def _plain_index(index: object) -> object:
    if isinstance(index, Tensor):
        return index.data.astype(np.intp)
    if isinstance(index, tuple):
        return tuple(_plain_index(i) for i in index)
    return index


def tensor(data: object, requires_grad: bool = False, dtype: object = np.float64) -> Tensor:
    """A new leaf tensor holding a copy of ``data``."""
    copy = np.array(data.data if isinstance(data, Tensor) else data, dtype)
    return Tensor(copy, requires_grad, dtype)


def concat(tensors: Sequence[Tensor], axis: int = 0) -> Tensor:
    """The tensors joined along ``axis`` (numpy.concatenate), with gradients split back."""
    if not tensors:
        raise DomainError("concat needs at least one tensor")
    return Tensor.apply("concat", *tensors, axis=axis)
