"""Writing hypotheses and instances in the hypothesis language (the inverse of parsing).

The canonical form is positional: a conjunction prints as ``<c1, …, cn>`` (nested for
structured domains), ``∧ ∨ ¬`` join the rest, and parentheses appear only where precedence
(¬ tighter than ∧ tighter than ∨) requires them or where the structure is nested.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from symlearn.concepts.attributes import Instance
from symlearn.concepts.hypotheses import (
    ANY,
    EMPTY,
    And,
    Conjunction,
    Constraint,
    Hypothesis,
    Interval,
    Not,
    Or,
)

_PLAIN_NAME = re.compile(r"[^\W\d]\w*\Z")
_KEYWORDS = {"and", "or", "not"}


def format_value(value: object) -> str:
    """A single value: a bare name where the grammar allows one, else a number or a string."""
    if value is None:
        return "?"
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    text = str(value)
    if _PLAIN_NAME.match(text) and text not in _KEYWORDS:
        return text
    if re.fullmatch(r"-?\d+(\.\d+)?([eE][+-]?\d+)?", text):
        return text
    return f'"{text}"'


def format_constraint(constraint: Constraint) -> str:
    if constraint is ANY:
        return "?"
    if constraint is EMPTY:
        return "∅"
    if isinstance(constraint, Interval):
        if constraint.low == constraint.high:
            return format_value(constraint.low)
        return f"{format_value(constraint.low)}..{format_value(constraint.high)}"
    return format_value(constraint)


def format_tuple(items: Sequence[str], shape: Sequence[int] = ()) -> str:
    """``<a, b, …>``, grouped as ``<<a, b>, <c, d>>`` when ``shape`` gives group widths.

    A width of 0 in ``shape`` is an ungrouped attribute, written as a plain item.
    """
    if not shape:
        return "<" + ", ".join(items) + ">"
    groups, start = [], 0
    for width in shape:
        if width == 0:
            groups.append(items[start])
            start += 1
        else:
            groups.append("<" + ", ".join(items[start : start + width]) + ">")
            start += width
    return "<" + ", ".join(groups) + ">"


def format_instance(x: Instance, shape: Sequence[int] = ()) -> str:
    """An instance written as a tuple of values, ``?`` for a missing value."""
    return format_tuple([format_value(v) for v in x], shape)


_PRECEDENCE = {Or: 1, And: 2, Not: 3, Conjunction: 4}


def format_hypothesis(h: Hypothesis) -> str:
    """The canonical text of ``h``; parsing it gives back an equal hypothesis."""
    if isinstance(h, Conjunction):
        return format_tuple([format_constraint(c) for c in h.constraints], h.shape)
    if isinstance(h, Not):
        return "¬" + _operand(h.term, _PRECEDENCE[Not] - 1)
    if isinstance(h, (Or, And)):
        joiner = " ∨ " if isinstance(h, Or) else " ∧ "
        return joiner.join(_operand(t, _PRECEDENCE[type(h)]) for t in h.terms)
    raise TypeError(f"cannot print {type(h).__name__}")


def _operand(h: Hypothesis, parent: int) -> str:
    text = format_hypothesis(h)
    return f"({text})" if _PRECEDENCE.get(type(h), 4) <= parent else text
