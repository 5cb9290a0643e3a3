"""Inductive biases as objects: what each learner of Mitchell §2.7 assumes about c.

From weakest to strongest (§2.7, "three learning algorithms"):

* Rote-Learner — no bias: only the background assertions, if any;
* Candidate-Elimination — c ∈ H;
* Find-S — c ∈ H, and every instance is negative unless the opposite is entailed (a default,
  i.e. nonmonotonic, assumption).

A bias together with the theorem prover is a deductive system (Fig 2.8); ``prover(theory)``
builds it for a theory.
"""

from __future__ import annotations

from dataclasses import dataclass

from symlearn.errors import Location, SymlearnError, check_choice
from symlearn.logic.assertions import Background, BiasAssertion, TrainingData
from symlearn.logic.encodings import InstanceEncoding, encoding_for
from symlearn.logic.prover import Prover
from symlearn.logic.solver import DEFAULT_ALGORITHM, check_algorithm
from symlearn.theory import Theory


@dataclass(frozen=True)
class Bias:
    """An inductive bias (Mitchell §2.7): c ∈ H or nothing, with or without default negation."""

    name: str
    statement: str
    learner: str
    in_space: bool
    default_negative: bool

    def __str__(self) -> str:
        return self.statement

    def assertion(self, theory: Theory) -> BiasAssertion:
        """B for this theory: the encoding of c ∈ H (or none) and the background."""
        try:
            encoding = (
                encoding_for(theory.space) if self.in_space else InstanceEncoding(theory.domain)
            )
            background = Background.of(theory)
        except SymlearnError as error:
            raise error.located(Location(theory.source)) from None
        return BiasAssertion(encoding, "c ∈ H" if self.in_space else "", background)

    def prover(self, theory: Theory, algorithm: str = DEFAULT_ALGORITHM) -> Prover:
        """The deductive system of Fig 2.8 for this bias and the theory's examples."""
        check_algorithm(algorithm)
        try:
            data = TrainingData.of(theory)
            return Prover(self.assertion(theory), data, algorithm, self.default_negative)
        except SymlearnError as error:
            raise error.located(Location(theory.source)) from None


NO_BIAS = Bias("rote", "no bias", "Rote-Learner", False, False)
TARGET_IN_H = Bias("candidate-elimination", "c ∈ H", "Candidate-Elimination", True, False)
DEFAULT_NEGATION = Bias(
    "find-s", "c ∈ H + default negation", "Find-S", in_space=True, default_negative=True
)
BIASES = {b.name: b for b in (NO_BIAS, TARGET_IN_H, DEFAULT_NEGATION)}


def bias_named(name: str) -> Bias:
    """The bias of the learner named ``rote``, ``candidate-elimination`` or ``find-s``."""
    return BIASES[check_choice(name, BIASES, "bias")]
