"""A small tensor module: numpy arrays with reverse-mode automatic differentiation.

The operations live in one registry (:mod:`symlearn.tensor.ops`), each with its forward and
backward side by side; :class:`Tensor` records them and :meth:`Tensor.backward` applies the
chain rule. The neural units of Mitchell chapter 4 (:mod:`symlearn.nn`) are trained through it.
"""

from symlearn.tensor.ops import REGISTRY, Op, register
from symlearn.tensor.tensor import Tensor, concat, is_grad_enabled, no_grad, tensor

__all__ = ["REGISTRY", "Op", "Tensor", "concat", "is_grad_enabled", "no_grad", "register", "tensor"]
