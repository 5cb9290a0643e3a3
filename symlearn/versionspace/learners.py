"""The three learners of chapter 2 by name, run on a theory's examples and hypothesis space."""

from __future__ import annotations

from symlearn.errors import Location, SymlearnError
from symlearn.theory import Theory
from symlearn.versionspace.candidate_elimination import candidate_elimination
from symlearn.versionspace.find_s import FindSResult, find_s
from symlearn.versionspace.list_then_eliminate import list_then_eliminate
from symlearn.versionspace.training import theory_examples
from symlearn.versionspace.version_space import VersionSpace

ALGORITHMS = ("candidate-elimination", "find-s", "list-then-eliminate")


def learn(
    theory: Theory, algorithm: str = "candidate-elimination", *, max_boundary: int | None = None
) -> VersionSpace | FindSResult:
    """Run Find-S (§2.4), List-Then-Eliminate (§2.5.2) or Candidate-Elimination (§2.5.4) on
    ``theory``; an error without a place of its own is placed at the theory's file."""
    try:
        examples = theory_examples(theory)
        if algorithm == "find-s":
            return find_s(theory.space, examples)
        if algorithm == "list-then-eliminate":
            return list_then_eliminate(theory.space, examples)
        if algorithm == "candidate-elimination":
            return candidate_elimination(theory.space, examples, max_boundary=max_boundary)
    except SymlearnError as error:
        raise error.located(Location(theory.source)) from None
    raise ValueError(f"unknown algorithm {algorithm!r}; expected one of {', '.join(ALGORITHMS)}")
