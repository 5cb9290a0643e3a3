"""The Candidate-Elimination algorithm (Mitchell §2.5.4, Table 2.5).

The boundary updates are written once, over the steps every hypothesis space provides:
``generalize(s, x)`` (the minimal generalizations of s that cover x) and ``specialize(g, x)``
(the minimal specializations of g that exclude x). They serve the conjunctive and interval
spaces, structured pairs, k-term disjunctions and the power set alike.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from functools import cache, partial

from symlearn.concepts.hypotheses import Hypothesis
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import DataError, LearningError
from symlearn.theory import Example
from symlearn.versionspace.order import generality
from symlearn.versionspace.trace import Step
from symlearn.versionspace.training import describe, training_examples
from symlearn.versionspace.version_space import VersionSpace

Boundary = tuple[Hypothesis, ...]
Rank = Callable[[Hypothesis], int] | None


def candidate_elimination(
    space: HypothesisSpace,
    examples: Iterable[Example | tuple],
    *,
    max_boundary: int | None = None,
) -> VersionSpace:
    """The version space of ``space`` with respect to ``examples``, by its boundaries S and G.

    Parameters
    ----------
    space : the hypothesis space H.
    examples : :class:`~symlearn.theory.Example` values or ``(instance, positive)`` pairs.
    max_boundary : stop with a :class:`LearningError` when S or G grows beyond this many
        hypotheses (|G| can grow exponentially in the number of examples, Haussler 1988).

    Returns
    -------
    VersionSpace with the trace S0/G0 … Sn/Gn. If no hypothesis is consistent, the result is
    empty, ``emptied_by`` names the example that emptied it and the trace stops there.

    Examples
    --------
    >>> from symlearn import load_theory
    >>> th = load_theory("enjoysport")
    >>> vs = candidate_elimination(th.space, th.examples)
    >>> print(vs.S, vs.count())
    [Conjunction(<Sunny, Warm, ?, Strong, ?, ?>)] 6
    """
    if max_boundary is not None and max_boundary < 1:
        raise DataError(f"max_boundary must be at least 1, not {max_boundary}")
    examples = training_examples(examples, space.domain)
    rank = cache(partial(generality, space)) if space.domain.finite else None
    S: Boundary = tuple(space.most_specific())
    G: Boundary = tuple(space.most_general())
    trace = [Step(0, None, S, G)]
    for number, example in enumerate(examples, start=1):
        if example.positive:
            S, G = _positive(space, S, G, example.instance, rank)
        else:
            S, G = _negative(space, S, G, example.instance, rank)
        trace.append(Step(number, example, S, G))
        _check_size(space, S, G, example, max_boundary)
        if not S or not G:
            return VersionSpace(space, (), (), trace, examples[:number], emptied_by=example)
    return VersionSpace(space, S, G, trace, examples)


def _positive(
    space: HypothesisSpace, S: Boundary, G: Boundary, x, rank: Rank
) -> tuple[Boundary, Boundary]:
    """Table 2.5, positive example: drop g ∌ x; replace each s ∌ x by its minimal
    generalizations that lie below some g; keep the maximally specific."""
    geq = space.more_general_or_equal
    G = tuple(g for g in G if g.covers(x))
    kept = [s for s in S if s.covers(x)]
    fresh = [
        h for s in S if not s.covers(x) for h in space.generalize(s, x) if any(geq(g, h) for g in G)
    ]
    return _merge(space, kept, fresh, rank, general=False), G


def _negative(
    space: HypothesisSpace, S: Boundary, G: Boundary, x, rank: Rank
) -> tuple[Boundary, Boundary]:
    """Table 2.5, negative example: drop s ∋ x; replace each g ∋ x by its minimal
    specializations that lie above some s; keep the maximally general."""
    geq = space.more_general_or_equal
    S = tuple(s for s in S if not s.covers(x))
    kept = [g for g in G if not g.covers(x)]
    fresh = [
        h for g in G if g.covers(x) for h in space.specialize(g, x) if any(geq(h, s) for s in S)
    ]
    return S, _merge(space, kept, fresh, rank, general=True)


def _merge(
    space: HypothesisSpace,
    kept: Sequence[Hypothesis],
    fresh: Sequence[Hypothesis],
    rank: Rank,
    general: bool,
) -> Boundary:
    """``kept`` plus the new hypotheses that no other member dominates (is more general than,
    for G; more specific than, for S).

    The kept members form an antichain and each new hypothesis lies strictly beyond one that was
    dropped, so no kept member can be dominated by a new one: only the new ones are tested. On a
    finite X a hypothesis can only be dominated by one that covers strictly more instances (for
    G) or fewer (for S), so each new hypothesis is compared with those alone; ``rank`` counts
    the instances a hypothesis covers (None when X is infinite).
    """
    seen = {space.key(h) for h in kept} if fresh else set()
    candidates = []
    for h in fresh:
        key = space.key(h)
        if key not in seen:
            seen.add(key)
            candidates.append(h)
    if not candidates:
        return tuple(kept)
    geq = space.more_general_or_equal
    pool = [*candidates, *kept]
    if rank is not None:
        order = sorted(pool, key=rank)
        ranks = [rank(h) for h in order]

    def rivals(h: Hypothesis) -> Sequence[Hypothesis]:
        if rank is None:
            return [o for o in pool if o is not h]
        if general:
            return order[bisect_right(ranks, rank(h)) :]
        return order[: bisect_left(ranks, rank(h))]

    def dominated(h: Hypothesis) -> bool:
        if general:
            return any(geq(o, h) for o in rivals(h))
        return any(geq(h, o) for o in rivals(h))

    return (*kept, *(h for h in candidates if not dominated(h)))


def _check_size(
    space: HypothesisSpace, S: Boundary, G: Boundary, example: Example, limit: int | None
) -> None:
    if limit is None:
        return
    for name, boundary in (("S", S), ("G", G)):
        if len(boundary) > limit:
            raise LearningError(
                f"the {name} boundary grew to {len(boundary):,} hypotheses after "
                f"{describe(example, space.domain.shape)}, more than max_boundary = {limit:,}",
                example.location,
                hint="boundary sets can grow exponentially with the examples (Haussler 1988)",
            )
