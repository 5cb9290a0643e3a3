"""Printing the prover's formulae plain, pretty (Unicode) or as LaTeX.

sympy prints our atom names verbatim; in LaTeX they are set upright, with the conjunct number
of ``a2(Sky=Sunny)`` as a subscript, so that ``a_{2}(\\text{Sky}=\\text{Sunny})`` reads like
the book.
"""

from __future__ import annotations

import re

from sympy import latex, pretty, sstr
from sympy.logic.boolalg import And, Boolean

from symlearn.errors import SymlearnError

STYLES = ("plain", "pretty", "latex")

_NAMED = re.compile(r"(?P<head>[a-z])(?P<index>\d*)\((?P<body>.*)\)\Z")
_SPECIAL = str.maketrans({c: "\\" + c for c in "#$%&_{}"})


def _latex_name(name: str) -> str:
    match = _NAMED.match(name)
    if match is None:
        return _text_pairs(name)
    index = match["index"]
    head = match["head"] + (f"_{{{index}}}" if index else "")
    return f"{head}({_text_pairs(match['body'])})"


def _text_pairs(text: str) -> str:
    """``Sky=Sunny,Warm`` as upright words with math-mode ``=`` and ``,``."""
    words = re.split(r"([=,])", text)
    return "".join(
        w if w in {"=", ","} else f"\\text{{{w.translate(_SPECIAL)}}}" for w in words if w
    )


def render_conjuncts(formula: Boolean, style: str = "plain") -> list[str]:
    """Each conjunct of ``formula`` rendered on its own (one line each for long formulae)."""
    parts = formula.args if isinstance(formula, And) else (formula,)
    return [render(part, style) for part in parts]


def render(formula: Boolean, style: str = "plain") -> str:
    """``formula`` as text in one of :data:`STYLES`."""
    if style == "plain":
        return sstr(formula)
    if style == "pretty":
        return pretty(formula, use_unicode=True, wrap_line=False)
    if style == "latex":
        names = {s: _latex_name(s.name) for s in getattr(formula, "free_symbols", ())}
        return latex(formula, symbol_names=names)
    raise SymlearnError(
        f"unknown formula style '{style}'", hint=f"choose one of {', '.join(STYLES)}"
    )
