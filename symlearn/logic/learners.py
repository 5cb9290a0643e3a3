"""The inductive learners of Mitchell §2.7 whose biases the prover makes explicit.

Each learner trains on a theory's examples and returns a classifier x ↦ Yes/No/don't know:

* :class:`RoteLearner` stores the examples and classifies only stored instances;
* :class:`CandidateEliminationLearner` classifies by the unanimous vote of the version space
  (in the theory's space, or another one such as the power set, the unbiased learner of
  §2.7.2);
* :class:`FindSLearner` classifies by the single hypothesis Find-S outputs.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from symlearn.answers import Answer
from symlearn.concepts.attributes import Instance
from symlearn.concepts.space import make_space
from symlearn.errors import LearningError
from symlearn.theory import Example, Theory
from symlearn.versionspace import candidate_elimination, find_s

Classifier = Callable[[Instance], Answer]


class Learner(ABC):
    """An inductive learner L: trained on D, it gives L(x, D) for each instance x (§2.7)."""

    name: str

    def __str__(self) -> str:
        return self.name

    @abstractmethod
    def classifier(self, theory: Theory) -> Classifier:
        """Train on the theory's examples; return x ↦ L(x, D)."""


@dataclass(frozen=True)
class RoteMemory:
    """What the Rote-Learner has stored: each training instance with its class."""

    stored: dict[Instance, bool]

    def classify(self, x: Instance) -> Answer:
        """The stored classification of x, or don't know for an instance never seen."""
        return Answer.of(self.stored.get(tuple(x)))


class RoteLearner(Learner):
    """Rote-Learner (Mitchell §2.7): stores each example; refuses to classify unseen ones."""

    name = "Rote-Learner"

    def fit(self, examples: Sequence[Example]) -> RoteMemory:
        stored: dict[Instance, bool] = {}
        first: dict[Instance, Example] = {}
        for example in examples:
            x = example.instance
            if x in stored and stored[x] != example.positive:
                raise LearningError(
                    f"the instance of this example is also stored with class {first[x].label}",
                    example.location,
                )
            stored[x] = bool(example.positive)
            first.setdefault(x, example)
        return RoteMemory(stored)

    def classifier(self, theory: Theory) -> Classifier:
        return self.fit(theory.examples).classify


class CandidateEliminationLearner(Learner):
    """Candidate-Elimination with the unanimous vote (§2.7): don't know unless all agree.

    ``space`` names another hypothesis space than the theory's, e.g. ``"powerset"``.
    """

    def __init__(self, space: str | None = None) -> None:
        self.space = space
        where = {None: "", "powerset": " over the power set"}.get(space, f" over the {space} space")
        self.name = "Candidate-Elimination" + where

    def classifier(self, theory: Theory) -> Classifier:
        space = theory.space if self.space is None else make_space(theory.domain, self.space)
        return candidate_elimination(space, theory.examples).require_nonempty().classify


class FindSLearner(Learner):
    """Find-S (§2.4): classifies every instance by its one most specific hypothesis."""

    name = "Find-S"

    def classifier(self, theory: Theory) -> Classifier:
        h = find_s(theory.space, theory.examples).hypothesis
        return lambda x: Answer.of(h.covers(x))


LEARNERS: dict[str, Learner] = {
    "rote": RoteLearner(),
    "candidate-elimination": CandidateEliminationLearner(),
    "find-s": FindSLearner(),
}
