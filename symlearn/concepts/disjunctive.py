"""Disjunctions of up to k conjunctions (Mitchell exercise 2.3).

The order and both Candidate-Elimination steps are computed on extensions (bit masks), so they
are exact: a minimal generalization covering x is a minimal union of at most k conjunctions
that contains the old extension and x; a minimal specialization excluding x is a maximal union
of at most k conjunctions inside the old extension minus x. This space is meant for domains
small enough that every conjunction can be listed.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Iterator
from functools import cached_property

from symlearn.concepts.attributes import Domain, Instance
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.extension import instance_index
from symlearn.concepts.hypotheses import Conjunction, Hypothesis, Or
from symlearn.concepts.space import HypothesisSpace

Term = tuple[int, Conjunction]


def minimal_masks(candidates: dict[int, object]) -> list[int]:
    """The masks of ``candidates`` with no proper subset among them."""
    kept: list[int] = []
    for mask in sorted(candidates, key=int.bit_count):
        if not any(other & ~mask == 0 for other in kept):
            kept.append(mask)
    return kept


def maximal_masks(candidates: dict[int, object]) -> list[int]:
    """The masks of ``candidates`` with no proper superset among them."""
    kept: list[int] = []
    for mask in sorted(candidates, key=int.bit_count, reverse=True):
        if not any(mask & ~other == 0 for other in kept):
            kept.append(mask)
    return kept


class DisjunctiveSpace(HypothesisSpace):
    """H = disjunctions of at most k conjunctions (k = 1 is the conjunctive space)."""

    kind = "disjunctive"

    def __init__(self, domain: Domain, k: int) -> None:
        super().__init__(domain)
        if k < 1:
            raise ValueError("a disjunctive space needs k ≥ 1")
        self.k = k
        self.base = ConjunctiveSpace(domain)
        self.index = instance_index(domain)

    def __repr__(self) -> str:
        return f"DisjunctiveSpace({self.domain.name}, k={self.k})"

    @cached_property
    def _terms(self) -> list[Term]:
        """Every non-empty conjunction concept with its extension."""
        self.base.require_enumerable(self.base.semantic_size())
        terms = [(self.index.mask(c), c) for c in self.base._concepts()]
        return [(m, c) for m, c in terms if m]

    @cached_property
    def _containing(self) -> dict[int, list[Term]]:
        table: dict[int, list[Term]] = {}
        for mask, conjunction in self._terms:
            rest = mask
            while rest:
                low = rest & -rest
                table.setdefault(low.bit_length() - 1, []).append((mask, conjunction))
                rest ^= low
        return table

    def written(self, terms: list[Conjunction]) -> Hypothesis:
        """The hypothesis with these disjuncts (a single conjunction is written alone)."""
        if not terms:
            return self.most_specific()[0]
        return terms[0] if len(terms) == 1 else Or(tuple(terms))

    # --- order ---------------------------------------------------------------------------------
    def more_general_or_equal(self, a: Hypothesis, b: Hypothesis) -> bool:
        return self.index.mask(b) & ~self.index.mask(a) == 0

    def key(self, h: Hypothesis) -> Hashable:
        return self.index.mask(h)

    # --- steps -------------------------------------------------------------------------------------
    def most_general(self) -> list[Hypothesis]:
        return self.base.most_general()

    def most_specific(self) -> list[Hypothesis]:
        return self.base.most_specific()

    def generalize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        need = self.index.mask(h) | self.index.bit(x)
        found: dict[int, list[Conjunction]] = {}

        def cover(uncovered: int, chosen: list[Conjunction], union: int) -> None:
            if not uncovered:
                found.setdefault(union, chosen)
                return
            if len(chosen) == self.k:
                return
            point = (uncovered & -uncovered).bit_length() - 1
            for mask, conjunction in self._containing[point]:
                cover(uncovered & ~mask, [*chosen, conjunction], union | mask)

        cover(need, [], 0)
        return [self.written(found[m]) for m in minimal_masks(found)]

    def specialize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        mask, bit = self.index.mask(h), self.index.bit(x)
        if not mask & bit:
            return [h]
        allowed = mask & ~bit
        inside = {m: c for m, c in self._terms if m & ~allowed == 0}
        if not inside:
            return self.most_specific()
        widest = maximal_masks(inside)
        unions: dict[int, list[Conjunction]] = {}
        for size in range(1, min(self.k, len(widest)) + 1):
            for combo in itertools.combinations(widest, size):
                union = 0
                for m in combo:
                    union |= m
                unions.setdefault(union, [inside[m] for m in combo])
        return [self.written(unions[m]) for m in maximal_masks(unions)]

    def contains(self, h: Hypothesis) -> bool:
        terms = h.terms if isinstance(h, Or) else (h,)
        return len(terms) <= self.k and all(self.base.contains(t) for t in terms)

    # --- counting -------------------------------------------------------------------------------
    def syntactic_size(self) -> int:
        """Sets of 1 to k syntactically distinct conjunctions."""
        n = self.base.syntactic_size()
        return sum(math.comb(n, j) for j in range(1, self.k + 1))

    def semantic_size(self) -> int:
        """The number of distinct concepts that unions of at most k conjunctions denote."""
        return len(self._unions)

    @cached_property
    def _unions(self) -> dict[int, list[Conjunction]]:
        terms = self._terms
        self.require_enumerable(sum(math.comb(len(terms), j) for j in range(1, self.k + 1)))
        unions: dict[int, list[Conjunction]] = {0: []}
        level = {m: [c] for m, c in terms}
        unions.update(level)
        for _ in range(self.k - 1):
            nxt: dict[int, list[Conjunction]] = {}
            for mask, chosen in level.items():
                for m, c in terms:
                    union = mask | m
                    if union not in unions and union not in nxt:
                        nxt[union] = [*chosen, c]
            unions.update(nxt)
            level = nxt
        return unions

    def _concepts(self) -> Iterator[Hypothesis]:
        for terms in self._unions.values():
            yield self.written(terms)

    def extensions(self) -> Iterator[tuple[int, Hypothesis]]:
        return ((mask, self.written(terms)) for mask, terms in self._unions.items())
