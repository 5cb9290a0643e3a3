"""symlearn: concept learning, inductive bias, decision trees and neural units after Mitchell.

>>> from symlearn import load_theory, parse_hypothesis
>>> th = load_theory("enjoysport")
>>> th.domain.size, th.space.syntactic_size(), th.space.semantic_size()
(96, 5120, 973)
>>> print(parse_hypothesis("Sky = Sunny and Wind = Strong", th.domain))
<Sunny, ?, ?, Strong, ?, ?>
"""

__version__ = "0.1.0"

from symlearn.answers import Answer
from symlearn.errors import SymlearnError
from symlearn.lang import (
    format_hypothesis,
    format_instance,
    load_theory,
    parse_hypothesis,
    parse_instance,
    parse_theory,
)
from symlearn.theory import Assumption, Example, Target, Theory

__all__ = [
    "Answer",
    "Assumption",
    "Example",
    "SymlearnError",
    "Target",
    "Theory",
    "__version__",
    "format_hypothesis",
    "format_instance",
    "load_theory",
    "parse_hypothesis",
    "parse_instance",
    "parse_theory",
]
