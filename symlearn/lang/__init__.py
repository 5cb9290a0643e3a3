"""The symlearn languages: hypotheses and theory files, parsed with Lark and printed back."""

from symlearn.lang.hypothesis import parse_hypothesis, parse_instance
from symlearn.lang.printer import format_hypothesis, format_instance
from symlearn.lang.theory import load_theory, parse_theory

__all__ = [
    "format_hypothesis",
    "format_instance",
    "load_theory",
    "parse_hypothesis",
    "parse_instance",
    "parse_theory",
]
