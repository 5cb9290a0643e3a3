"""How many random examples Find-S needs to learn a target exactly (Mitchell exercise 2.10).

A generator draws instances uniformly from X and labels them with the target concept; Find-S
reads them until its hypothesis is the target. Every run is seeded, so an experiment reports the
same numbers each time it is run.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from statistics import fmean

from symlearn.concepts.attributes import Domain, Instance
from symlearn.concepts.conjunctive import ConjunctiveSpace, instance_conjunction
from symlearn.concepts.hypotheses import ANY, Conjunction, Hypothesis
from symlearn.errors import DomainError, LearningError
from symlearn.theory import Example
from symlearn.versionspace.find_s import find_s_step
from symlearn.versionspace.training import NEGATIVE_LABEL, POSITIVE_LABEL

DEFAULT_LIMIT = 100_000


def random_instance(domain: Domain, rng: random.Random) -> Instance:
    """An instance of X drawn uniformly (each attribute's value independently)."""
    return tuple(rng.choice(attribute.values) for attribute in domain.attributes)


def random_examples(domain: Domain, target: Hypothesis, rng: random.Random) -> Iterator[Example]:
    """An endless stream of random training examples ⟨x, c(x)⟩ for the target concept c."""
    number = 0
    while True:
        number += 1
        x = random_instance(domain, rng)
        positive = target.covers(x)
        label = POSITIVE_LABEL if positive else NEGATIVE_LABEL
        yield Example(x, label, id=f"r{number}", positive=positive)


def examples_needed(
    space: ConjunctiveSpace, target: Hypothesis, rng: random.Random, limit: int = DEFAULT_LIMIT
) -> int:
    """How many random examples Find-S reads before its hypothesis equals the target (ex. 2.10)."""
    h = space.most_specific()[0]
    if space.equivalent(h, target):
        return 0
    for number, example in enumerate(random_examples(space.domain, target, rng), start=1):
        h = find_s_step(space, h, example)
        if space.equivalent(h, target):
            return number
        if number >= limit:
            break
    raise LearningError(f"Find-S did not reach {target} within {limit:,} random examples")


@dataclass(frozen=True)
class Experiment:
    """The examples Find-S needed in each seeded run for one target."""

    target: Hypothesis
    counts: tuple[int, ...]
    seed: int

    @property
    def mean(self) -> float:
        return fmean(self.counts)

    @property
    def wildcards(self) -> int:
        """The number of ``?`` in the target."""
        return sum(c is ANY for c in self.target.constraints)

    def __str__(self) -> str:
        return (
            f"{self.target}: mean {self.mean:.1f} examples over {len(self.counts)} runs "
            f"(min {min(self.counts)}, max {max(self.counts)}, seed {self.seed})"
        )


def find_s_experiment(
    space: ConjunctiveSpace,
    target: Hypothesis,
    runs: int = 20,
    seed: int = 0,
    limit: int = DEFAULT_LIMIT,
) -> Experiment:
    """Exercise 2.10: the examples Find-S needs to reach ``target``, over ``runs`` seeded runs."""
    if not isinstance(target, Conjunction) or not space.contains(target):
        raise DomainError(f"the target {target} is not a conjunction of the space")
    counts = tuple(
        examples_needed(space, target, random.Random(f"{seed}/{run}"), limit) for run in range(runs)
    )
    return Experiment(target, counts, seed)


@dataclass(frozen=True)
class WildcardStudy:
    """Mean examples needed as a function of the number of ``?`` in the target."""

    experiments: tuple[Experiment, ...]

    def means(self) -> dict[int, float]:
        """The number of ``?`` in the target → the mean over its runs."""
        return {e.wildcards: e.mean for e in self.experiments}

    def __str__(self) -> str:
        lines = ["  ?s  mean examples  target"]
        for e in self.experiments:
            lines.append(f"  {e.wildcards:>2}  {e.mean:>13.1f}  {e.target}")
        return "\n".join(lines)


def wildcard_study(
    space: ConjunctiveSpace,
    base: Instance,
    runs: int = 20,
    seed: int = 0,
    limit: int = DEFAULT_LIMIT,
) -> WildcardStudy:
    """For k = 0 … n, the target that keeps ``base``'s values on all but its first k
    attributes, run as :func:`find_s_experiment` (exercise 2.10: "how does this number vary
    with the number of ? in the target?")."""
    values = instance_conjunction(space.domain, space.domain.check_instance(tuple(base)))
    experiments = []
    for k in range(len(values.constraints) + 1):
        target = space.conjunction([ANY] * k + list(values.constraints[k:]))
        experiments.append(find_s_experiment(space, target, runs, seed, limit))
    return WildcardStudy(tuple(experiments))
