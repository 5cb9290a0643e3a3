"""The unbiased hypothesis space H′: every subset of X (Mitchell §2.7.2).

A hypothesis is any concept, written as a disjunction of instances or as the negation of one,
whichever is shorter: after positives x1, x2, x3 and negatives x4, x5 Candidate-Elimination
gives S = {x1 ∨ x2 ∨ x3} and G = {¬(x4 ∨ x5)}.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator

from symlearn.concepts.attributes import Domain, Instance
from symlearn.concepts.conjunctive import instance_conjunction
from symlearn.concepts.extension import instance_index
from symlearn.concepts.hypotheses import ANY, EMPTY, Conjunction, Hypothesis, Not, Or
from symlearn.concepts.space import HypothesisSpace


class PowerSetSpace(HypothesisSpace):
    """H′ = the power set of X, ordered by set inclusion."""

    kind = "powerset"

    def __init__(self, domain: Domain) -> None:
        super().__init__(domain)
        self.index = instance_index(domain)

    def hypothesis(self, mask: int) -> Hypothesis:
        """The concept ``mask`` written as a disjunction of instances or its negation."""
        if mask == self.index.full:
            return self.most_general()[0]
        if mask == 0:
            return self.most_specific()[0]
        size = mask.bit_count()
        chosen = mask if size <= self.index.size - size else self.index.full & ~mask
        terms = [instance_conjunction(self.domain, x) for x in self.index.instances_of(chosen)]
        written = terms[0] if len(terms) == 1 else Or(tuple(terms))
        return written if chosen == mask else Not(written)

    def more_general_or_equal(self, a: Hypothesis, b: Hypothesis) -> bool:
        mask_a, mask_b = self.index.mask(a), self.index.mask(b)
        return mask_b & ~mask_a == 0

    def key(self, h: Hypothesis) -> Hashable:
        return self.index.mask(h)

    def most_general(self) -> list[Hypothesis]:
        return [Conjunction((ANY,) * len(self.domain), self.domain.shape)]

    def most_specific(self) -> list[Hypothesis]:
        return [Conjunction((EMPTY,) * len(self.domain), self.domain.shape)]

    def generalize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        return [self.hypothesis(self.index.mask(h) | self.index.bit(x))]

    def specialize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        return [self.hypothesis(self.index.mask(h) & ~self.index.bit(x))]

    def contains(self, h: Hypothesis) -> bool:
        try:
            self.index.mask(h)
        except (TypeError, ValueError):
            return False
        return True

    def syntactic_size(self) -> int:
        """2^|X|: one written form per concept."""
        return 1 << self.index.size

    def semantic_size(self) -> int:
        """2^|X| concepts (2^96 for EnjoySport)."""
        return 1 << self.index.size

    def _concepts(self) -> Iterator[Hypothesis]:
        for mask in range(1 << self.index.size):
            yield self.hypothesis(mask)
