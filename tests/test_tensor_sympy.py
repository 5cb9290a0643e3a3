"""Scalar expressions: autodiff gradients equal sympy's exact derivatives of the same expression."""

from __future__ import annotations

import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn.tensor import Tensor

X, Y = sp.symbols("x y")

# Each operator is written twice: once over sympy expressions, once over tensors.
UNARY = {
    "neg": (lambda e: -e, lambda t: -t),
    "exp": (sp.exp, Tensor.exp),
    "tanh": (sp.tanh, Tensor.tanh),
    "sigmoid": (lambda e: 1 / (1 + sp.exp(-e)), Tensor.sigmoid),
    "softplus": (lambda e: sp.log(1 + sp.exp(e)), Tensor.softplus),
    "log1p_square": (lambda e: sp.log(1 + e**2), lambda t: (1 + t * t).log()),
    "square": (lambda e: e**2, lambda t: t**2),
    "cube": (lambda e: e**3, lambda t: t**3),
}
BINARY = {
    "add": (lambda a, b: a + b, lambda a, b: a + b),
    "sub": (lambda a, b: a - b, lambda a, b: a - b),
    "mul": (lambda a, b: a * b, lambda a, b: a * b),
    "div": (lambda a, b: a / (1 + b**2), lambda a, b: a / (1 + b * b)),
    "pow": (lambda a, b: (1 + a**2) ** b, lambda a, b: (1 + a * a) ** b),
}

leaves = st.sampled_from(["x", "y"]) | st.sampled_from([-1.5, 0.5, 2.0])
trees = st.recursive(
    leaves,
    lambda inner: (
        st.tuples(st.sampled_from(sorted(UNARY)), inner)
        | st.tuples(st.sampled_from(sorted(BINARY)), inner, inner)
    ),
    max_leaves=6,
)


def build(tree, variables, side: int):
    """The expression ``tree`` over ``variables`` (side 0: sympy, side 1: tensors)."""
    if isinstance(tree, str):
        return variables[tree]
    if isinstance(tree, float):
        return sp.Float(tree) if side == 0 else Tensor(tree)
    name, *args = tree
    table = UNARY if len(args) == 1 else BINARY
    return table[name][side](*(build(a, variables, side) for a in args))


@settings(max_examples=60, deadline=None)
@given(trees, st.floats(-1.0, 1.0), st.floats(-1.0, 1.0))
def test_gradient_equals_sympy_derivative(tree, x, y):
    tx, ty = Tensor(x, requires_grad=True), Tensor(y, requires_grad=True)
    out = build(tree, {"x": tx, "y": ty}, 1)
    expr = build(tree, {"x": X, "y": Y}, 0)
    point = {X: x, Y: y}
    value = float(expr.evalf(subs=point))
    assert abs(float(out.data) - value) <= 1e-9 * (1 + abs(value))
    if not out.requires_grad:
        return  # a constant expression
    out.backward()
    for leaf, symbol in ((tx, X), (ty, Y)):
        exact = float(sp.diff(expr, symbol).evalf(subs=point))
        got = 0.0 if leaf.grad is None else float(leaf.grad)
        assert abs(got - exact) <= 1e-8 * (1 + abs(exact)), (tree, symbol, got, exact)


def test_a_worked_expression():
    """d/dx [x·tanh(x) + e^x / (1 + x²)] at x = 0.3, against sympy."""
    x = Tensor(0.3, requires_grad=True)
    (x * x.tanh() + x.exp() / (1 + x**2)).backward()
    exact = sp.diff(X * sp.tanh(X) + sp.exp(X) / (1 + X**2), X).subs(X, 0.3)
    assert abs(float(x.grad) - float(exact)) < 1e-12
