"""Inductive learners against their deductive equivalents (Mitchell §2.7, Fig 2.8).

:func:`check_equivalence` runs two systems — a learner, or the prover with a bias — on every
instance of X (or a seeded sample when X is too large) and reports either agreement or the
first instance where they differ. :func:`strength_order` checks that each of a sequence of
systems classifies a superset of the instances the one before it classifies, agreeing with it
there: the order of bias strength, Rote-Learner < Candidate-Elimination < Find-S.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from symlearn.answers import Answer
from symlearn.concepts.attributes import Domain, Instance
from symlearn.errors import DomainError
from symlearn.lang.printer import format_instance
from symlearn.logic.biases import Bias
from symlearn.logic.learners import Classifier, Learner
from symlearn.logic.solver import DEFAULT_ALGORITHM
from symlearn.theory import Theory

System = Learner | Bias

# X is checked whole up to this many instances, else on a seeded sample of SAMPLE instances.
FULL_LIMIT = 4096
SAMPLE = 512


def system_name(system: System) -> str:
    """``Find-S`` for a learner, ``prover with c ∈ H`` for a bias."""
    return f"prover with {system.statement}" if isinstance(system, Bias) else system.name


def classifier(system: System, theory: Theory, algorithm: str = DEFAULT_ALGORITHM) -> Classifier:
    """x ↦ answer: the learner trained on the theory, or the prover with the bias."""
    if isinstance(system, Bias):
        return system.prover(theory, algorithm).classify
    return system.classifier(theory)


@dataclass(frozen=True)
class Population:
    """The instances a check runs on: all of X, or a seeded sample of it."""

    instances: tuple[Instance, ...]
    size: int
    seed: int | None = None

    @property
    def sampled(self) -> bool:
        return self.seed is not None

    def __str__(self) -> str:
        if self.sampled:
            return (
                f"a seeded sample of {len(self.instances)} of {self.size} instances "
                f"(seed {self.seed})"
            )
        return f"{self.size} instances"

    @classmethod
    def of(
        cls, domain: Domain, limit: int = FULL_LIMIT, sample: int = SAMPLE, seed: int = 0
    ) -> Population:
        size = domain.size
        if size is None:
            raise DomainError(f"{domain.name} has infinitely many instances to check")
        if size <= limit:
            return cls(tuple(domain.instances()), size)
        rng = random.Random(seed)
        chosen: dict[Instance, None] = {}
        while len(chosen) < min(sample, size):
            chosen[tuple(rng.choice(a.values) for a in domain.attributes)] = None
        return cls(tuple(chosen), size, seed)


@dataclass(frozen=True)
class Disagreement:
    """An instance on which two systems answer differently."""

    instance: Instance
    left: Answer
    right: Answer


def _counts(answers: Sequence[Answer]) -> dict[str, int]:
    counted = Counter(answers)
    return {str(a): counted[a] for a in Answer}


@dataclass(frozen=True)
class EquivalenceResult:
    """Whether two systems give the same output on a population of instances."""

    left: str
    right: str
    population: Population
    counts: tuple[dict[str, int], dict[str, int]]
    counterexample: Disagreement | None
    shape: tuple[int, ...] = ()

    @property
    def equivalent(self) -> bool:
        return self.counterexample is None

    def __bool__(self) -> bool:
        return self.equivalent

    def __str__(self) -> str:
        if self.equivalent:
            return f"{self.left} ≡ {self.right}: equivalent on {self.population}"
        d = self.counterexample
        return (
            f"{self.left} ≢ {self.right}: on {format_instance(d.instance, self.shape)} "
            f"{self.left} says {d.left}, {self.right} says {d.right}"
        )

    def as_dict(self) -> dict[str, Any]:
        d = self.counterexample
        return {
            "left": self.left,
            "right": self.right,
            "equivalent": self.equivalent,
            "checked": len(self.population.instances),
            "instances": self.population.size,
            "sampled": self.population.sampled,
            "seed": self.population.seed,
            "population": str(self.population),
            "counts": {self.left: self.counts[0], self.right: self.counts[1]},
            "counterexample": None
            if d is None
            else {"instance": list(d.instance), "left": str(d.left), "right": str(d.right)},
            "text": str(self),
        }


def check_equivalence(
    learner: System,
    bias: System,
    theory: Theory,
    *,
    algorithm: str = DEFAULT_ALGORITHM,
    limit: int = FULL_LIMIT,
    sample: int = SAMPLE,
    seed: int = 0,
) -> EquivalenceResult:
    """Compare an inductive learner with a deductive system (Mitchell §2.7, Fig 2.8) on X.

    Every instance of X is checked when |X| ≤ ``limit``, else a sample of ``sample``
    instances drawn with ``seed`` (the result says which).

    >>> from symlearn import load_theory
    >>> from symlearn.logic import TARGET_IN_H
    >>> from symlearn.logic.learners import CandidateEliminationLearner
    >>> th = load_theory("enjoysport")
    >>> print(check_equivalence(CandidateEliminationLearner(), TARGET_IN_H, th))
    Candidate-Elimination ≡ prover with c ∈ H: equivalent on 96 instances
    """
    population = Population.of(theory.domain, limit, sample, seed)
    left = classifier(learner, theory, algorithm)
    right = classifier(bias, theory, algorithm)
    left_answers = [left(x) for x in population.instances]
    right_answers = [right(x) for x in population.instances]
    counterexample = next(
        (
            Disagreement(x, a, b)
            for x, a, b in zip(population.instances, left_answers, right_answers, strict=True)
            if a is not b
        ),
        None,
    )
    return EquivalenceResult(
        system_name(learner),
        system_name(bias),
        population,
        (_counts(left_answers), _counts(right_answers)),
        counterexample,
        theory.domain.shape,
    )


@dataclass(frozen=True)
class StrengthStep:
    """weaker < stronger: the stronger classifies all the weaker does, the same way."""

    weaker: str
    stronger: str
    classified: tuple[int, int]
    counterexample: Disagreement | None

    @property
    def holds(self) -> bool:
        return self.counterexample is None

    @property
    def strict(self) -> bool:
        return self.holds and self.classified[0] < self.classified[1]


@dataclass(frozen=True)
class StrengthOrder:
    """A chain of biases from weakest to strongest (Mitchell §2.7)."""

    steps: tuple[StrengthStep, ...]
    population: Population
    shape: tuple[int, ...] = ()

    @property
    def holds(self) -> bool:
        return all(step.holds for step in self.steps)

    def __str__(self) -> str:
        if not self.holds:
            step = next(s for s in self.steps if not s.holds)
            d = step.counterexample
            return (
                f"not {step.weaker} < {step.stronger}: on "
                f"{format_instance(d.instance, self.shape)} {step.weaker} says {d.left}, "
                f"{step.stronger} says {d.right}"
            )
        first = self.steps[0]
        chain = [f"{first.weaker} ({first.classified[0]} classified)"]
        for step in self.steps:
            sign = "<" if step.strict else "≤"
            chain.append(f"{sign} {step.stronger} ({step.classified[1]})")
        return f"{' '.join(chain)} on {self.population}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "holds": self.holds,
            "steps": [
                {
                    "weaker": s.weaker,
                    "stronger": s.stronger,
                    "classified": list(s.classified),
                    "strict": s.strict,
                }
                for s in self.steps
            ],
            "text": str(self),
        }


def strength_order(
    systems: Sequence[System],
    theory: Theory,
    *,
    algorithm: str = DEFAULT_ALGORITHM,
    limit: int = FULL_LIMIT,
    sample: int = SAMPLE,
    seed: int = 0,
) -> StrengthOrder:
    """Check that ``systems``, weakest first, classify ever more instances (bias strength, §2.7).

    A system "classifies" x when it answers Yes or No; each next system must classify every
    instance the previous one classifies, with the same answer.
    """
    population = Population.of(theory.domain, limit, sample, seed)
    answers = [[classifier(s, theory, algorithm)(x) for x in population.instances] for s in systems]
    names = [system_name(s) for s in systems]
    steps = []
    for i in range(1, len(systems)):
        weak_answers, strong_answers = answers[i - 1], answers[i]
        counterexample = next(
            (
                Disagreement(x, a, b)
                for x, a, b in zip(population.instances, weak_answers, strong_answers, strict=True)
                if a is not Answer.UNKNOWN and a is not b
            ),
            None,
        )
        classified = tuple(
            sum(a is not Answer.UNKNOWN for a in ans) for ans in (weak_answers, strong_answers)
        )
        steps.append(StrengthStep(names[i - 1], names[i], classified, counterexample))
    return StrengthOrder(tuple(steps), population, theory.domain.shape)
