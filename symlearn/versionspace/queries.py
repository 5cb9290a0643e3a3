"""Queries a learner chooses itself (Mitchell §2.6.2; exercise 2.5(c)).

The most informative query is an instance that half the version space classifies positive:
whatever the trainer answers, half the hypotheses go. An active learner that asks such queries
reaches a single hypothesis in ⌈log2 |VS|⌉ queries when every step can halve the space.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from symlearn.answers import Answer
from symlearn.concepts.attributes import Instance
from symlearn.concepts.extension import MAX_INSTANCES
from symlearn.concepts.hypotheses import Hypothesis
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import DomainError, LearningError, SpaceTooLargeError
from symlearn.theory import Example
from symlearn.versionspace.candidate_elimination import candidate_elimination
from symlearn.versionspace.training import (
    NEGATIVE_LABEL,
    POSITIVE_LABEL,
    describe,
    training_examples,
)
from symlearn.versionspace.version_space import VersionSpace
from symlearn.versionspace.vote import Vote

Candidate = Instance | tuple[str, Instance]


@dataclass(frozen=True)
class Query:
    """A candidate query instance with the version space's vote on it (Mitchell §2.6.2)."""

    instance: Instance
    vote: Vote
    name: str | None = None


def _named(candidate: Candidate) -> tuple[str | None, Instance]:
    if len(candidate) == 2 and isinstance(candidate[0], str) and isinstance(candidate[1], tuple):
        return candidate
    return None, candidate


def rank_queries(vs: VersionSpace, candidates: Iterable[Candidate]) -> list[Query]:
    """The candidates with their votes, the most informative (closest to a 50:50 split) first;
    ties keep the given order. Candidates are instances or ``(name, instance)`` pairs."""
    queries = []
    for candidate in candidates:
        name, x = _named(candidate)
        queries.append(Query(tuple(x), vs.vote(x), name))
    return sorted(queries, key=lambda q: q.vote.imbalance)


def best_query(vs: VersionSpace, candidates: Iterable[Candidate] | None = None) -> Query | None:
    """The candidate whose vote is closest to half (C of Table 2.6 for EnjoySport); every
    instance of X when no candidates are given. None when there is no candidate.

    The scan stops at the first candidate that splits the version space exactly in half.
    """
    vs.require_nonempty()
    if candidates is None:
        domain = vs.space.domain
        if domain.size is None or domain.size > MAX_INSTANCES:
            raise SpaceTooLargeError(
                f"{domain.name} has {domain.size or 'infinitely many'} instances, too many to "
                "poll one by one; give the candidate queries"
            )
    pool = vs.space.domain.instances() if candidates is None else candidates
    best = None
    for candidate in pool:
        name, x = _named(candidate)
        query = Query(tuple(x), vs.vote(x), name)
        if best is None or query.vote.imbalance < best.vote.imbalance:
            best = query
            if not query.vote.imbalance:
                break
    return best


@dataclass(frozen=True)
class QueryStep:
    """One question to the trainer: the instance, the answer, and |VS| after it."""

    query: Query
    positive: bool
    remaining: int


@dataclass(frozen=True)
class ActiveLearning:
    """The questions an active learner asked and the version space it ended with (ex. 2.5c)."""

    initial_count: int
    steps: tuple[QueryStep, ...]
    version_space: VersionSpace

    @property
    def queries(self) -> int:
        return len(self.steps)

    @property
    def lower_bound(self) -> int:
        """⌈log2 |VS|⌉: no strategy needs fewer yes/no questions in the worst case."""
        return math.ceil(math.log2(self.initial_count)) if self.initial_count > 1 else 0

    @property
    def converged(self) -> bool:
        return self.version_space.count() == 1


def active_learning(
    space: HypothesisSpace,
    target: Hypothesis,
    examples: Iterable[Example | tuple] = (),
    candidates: Iterable[Candidate] | None = None,
) -> ActiveLearning:
    """Ask the most informative query until one hypothesis is left (§2.6.2, exercise 2.5(c)).

    ``target`` is the oracle: a query x is answered positive iff the target covers x. The
    learner starts from the version space of ``examples`` and asks among ``candidates`` (every
    instance of X by default). It stops early if no candidate splits the version space.
    """
    if not space.contains(target):
        raise DomainError(f"the target {target} is not in the {space.kind} space")
    asked = list(training_examples(examples, space.domain))
    for example in asked:
        if target.covers(example.instance) != example.positive:
            raise LearningError(
                f"the target {target} disagrees with {describe(example, space.domain.shape)}",
                example.location,
            )
    vs = candidate_elimination(space, asked)
    initial = vs.count()
    pool = None if candidates is None else list(candidates)
    steps = []
    while vs.count() > 1:
        query = best_query(vs, pool)
        if query is None or query.vote.unanimous is not Answer.UNKNOWN:
            break
        positive = target.covers(query.instance)
        label = POSITIVE_LABEL if positive else NEGATIVE_LABEL
        asked.append(Example(query.instance, label, id=f"q{len(steps) + 1}", positive=positive))
        vs = candidate_elimination(space, asked)
        steps.append(QueryStep(query, positive, vs.count()))
    return ActiveLearning(initial, tuple(steps), vs)
