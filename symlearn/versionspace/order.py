"""Working with the partial order ≥g on sets of hypotheses (Mitchell §2.4, Definition 2.1).

The maximally general and maximally specific members of a set (the G and S of §2.5.3) and its
covering pairs (the Hasse diagram that Figure 2.3 draws) are found by visiting hypotheses in
order of how many instances they cover: a hypothesis strictly more general than another covers
strictly more instances, so that count is a linear extension of ≥g.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

from symlearn.concepts.attributes import Numeric
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.extension import instance_index
from symlearn.concepts.hypotheses import ANY, EMPTY, Conjunction, Hypothesis, Interval
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import SymlearnError

Order = Callable[[int, int], bool]


def generality(space: HypothesisSpace, h: Hypothesis) -> int:
    """|{x ∈ X : h(x) = 1}|; for conjunctions a product over attributes, whatever |X| is."""
    if isinstance(space, ConjunctiveSpace) and isinstance(h, Conjunction):
        return math.prod(
            _covered_values(attribute, c)
            for attribute, c in zip(space.domain.attributes, h.constraints, strict=True)
        )
    return instance_index(space.domain).mask(h).bit_count()


def _covered_values(attribute, c) -> int:
    if c is ANY:
        return attribute.size
    if c is EMPTY:
        return 0
    if isinstance(c, Interval) and isinstance(attribute, Numeric):
        return int(min(c.high, attribute.high)) - int(max(c.low, attribute.low)) + 1
    return 1


def order_of(
    space: HypothesisSpace, hypotheses: Sequence[Hypothesis], by_extension: bool = False
) -> Order:
    """``geq(i, j)``: hypotheses[i] ≥g hypotheses[j].

    Conjunctions compare attribute by attribute unless ``by_extension`` asks for bit masks
    (faster when many pairs are compared); other hypotheses compare by their extensions, each
    computed once, when first needed.
    """
    if isinstance(space, ConjunctiveSpace) and not by_extension:
        return lambda i, j: space.more_general_or_equal(hypotheses[i], hypotheses[j])
    index = instance_index(space.domain)

    @cache
    def mask(i: int) -> int:
        return index.mask(hypotheses[i])

    return lambda i, j: mask(j) & ~mask(i) == 0


def distinct(space: HypothesisSpace, hypotheses: Sequence[Hypothesis]) -> list[Hypothesis]:
    """One hypothesis per concept, in first-seen order."""
    seen: dict = {}
    for h in hypotheses:
        seen.setdefault(space.key(h), h)
    return list(seen.values())


def maximally_general(space: HypothesisSpace, hypotheses: Sequence[Hypothesis]) -> list[Hypothesis]:
    """The members of ``hypotheses`` with no strictly more general member (G, §2.5.3)."""
    return _extremes(space, distinct(space, hypotheses), most_general=True)


def maximally_specific(
    space: HypothesisSpace, hypotheses: Sequence[Hypothesis]
) -> list[Hypothesis]:
    """The members of ``hypotheses`` with no strictly more specific member (S, §2.5.3)."""
    return _extremes(space, distinct(space, hypotheses), most_general=False)


def _extremes(
    space: HypothesisSpace, hypotheses: list[Hypothesis], most_general: bool
) -> list[Hypothesis]:
    sizes = [generality(space, h) for h in hypotheses]
    visit = sorted(range(len(hypotheses)), key=sizes.__getitem__, reverse=most_general)
    geq = order_of(space, hypotheses)
    beats = geq if most_general else lambda k, i: geq(i, k)
    kept: list[int] = []
    for i in visit:
        if not any(beats(k, i) for k in kept):
            kept.append(i)
    return [hypotheses[i] for i in sorted(kept)]


def covering_pairs(
    space: HypothesisSpace, hypotheses: Sequence[Hypothesis]
) -> list[tuple[int, int]]:
    """The pairs (i, j) where hypotheses[i] covers hypotheses[j] in ≥g (§2.3): the Hasse diagram.

    ``hypotheses`` must be distinct concepts. Visiting candidates from the most general down,
    a hypothesis below i that lies under no lower cover found so far is itself a lower cover,
    so only those need an order test.
    """
    sizes = [generality(space, h) for h in hypotheses]
    ascending = sorted(range(len(hypotheses)), key=sizes.__getitem__)
    geq = order_of(space, hypotheses, by_extension=_indexable(space))
    below = [0] * len(hypotheses)
    pairs = []
    for position, upper in enumerate(ascending):
        reached = 0
        for lower in reversed(ascending[:position]):
            if sizes[lower] == sizes[upper] or reached >> lower & 1:
                continue
            if geq(upper, lower):
                pairs.append((upper, lower))
                reached |= 1 << lower | below[lower]
        below[upper] = reached
    return pairs


def _indexable(space: HypothesisSpace) -> bool:
    try:
        instance_index(space.domain)
    except SymlearnError:
        return False
    return True
