"""Hypothesis spaces: the set H a learner searches, with the steps it searches by.

A space knows its partial order ≥g (Mitchell §2.4, Definition 2.1) and the two steps that
Candidate-Elimination (§2.5.4, Table 2.5) takes on the boundaries: the minimal generalizations
of a hypothesis that cover a positive instance, and the minimal specializations that exclude a
negative one. Each space implements these once; the learners are written over this interface.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterator

from symlearn.concepts.attributes import Domain, Instance
from symlearn.concepts.extension import instance_index
from symlearn.concepts.hypotheses import Hypothesis
from symlearn.errors import SpaceTooLargeError

ENUMERATION_LIMIT = 2_000_000


class HypothesisSpace(ABC):
    """A hypothesis space H over a domain, ordered by more-general-than-or-equal-to."""

    kind: str = "abstract"

    def __init__(self, domain: Domain) -> None:
        self.domain = domain

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.domain.name})"

    # --- the order ----------------------------------------------------------------------------
    @abstractmethod
    def more_general_or_equal(self, a: Hypothesis, b: Hypothesis) -> bool:
        """a ≥g b: every instance that satisfies b satisfies a (Definition 2.1)."""

    def more_general(self, a: Hypothesis, b: Hypothesis) -> bool:
        """a >g b: a ≥g b and not b ≥g a."""
        return self.more_general_or_equal(a, b) and not self.more_general_or_equal(b, a)

    @abstractmethod
    def key(self, h: Hypothesis) -> Hashable:
        """A value equal for exactly the hypotheses that denote the same concept."""

    def equivalent(self, a: Hypothesis, b: Hypothesis) -> bool:
        """Semantic equality: a and b cover the same instances."""
        return self.key(a) == self.key(b)

    # --- the boundaries and steps of Candidate-Elimination -------------------------------------
    @abstractmethod
    def most_general(self) -> list[Hypothesis]:
        """The maximally general members of H (G0 of Table 2.5)."""

    @abstractmethod
    def most_specific(self) -> list[Hypothesis]:
        """The maximally specific members of H (S0 of Table 2.5)."""

    @abstractmethod
    def generalize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        """The minimal generalizations of h in H that cover x."""

    @abstractmethod
    def specialize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        """The minimal specializations of h in H that do not cover x."""

    @abstractmethod
    def contains(self, h: Hypothesis) -> bool:
        """Whether h is a member of this space (syntactically of its form)."""

    # --- enumeration and counting ----------------------------------------------------------------
    @abstractmethod
    def syntactic_size(self) -> int:
        """The number of syntactically distinct hypotheses."""

    @abstractmethod
    def semantic_size(self) -> int:
        """The number of semantically distinct hypotheses (distinct concepts)."""

    @abstractmethod
    def _concepts(self) -> Iterator[Hypothesis]:
        """One hypothesis per concept of H, without a size check."""

    def concepts(self) -> Iterator[Hypothesis]:
        """One hypothesis for each concept of H (the semantic quotient), for small spaces."""
        self.require_enumerable(self.semantic_size())
        return self._concepts()

    def extensions(self) -> Iterator[tuple[int, Hypothesis]]:
        """Each concept of H with its extension, the bit mask of the instances it covers."""
        index = instance_index(self.domain)
        return ((index.mask(h), h) for h in self.concepts())

    def require_enumerable(self, size: int) -> None:
        if size > ENUMERATION_LIMIT:
            raise SpaceTooLargeError(
                f"the {self.kind} space over {self.domain.name} has {size} hypotheses, more "
                f"than the {ENUMERATION_LIMIT} that can be listed"
            )


def make_space(domain: Domain, kind: str = "conjunctive", k: int = 1) -> HypothesisSpace:
    """The hypothesis space a theory names: conjunctive, intervals, disjunctive (k), powerset."""
    from symlearn.concepts.conjunctive import ConjunctiveSpace
    from symlearn.concepts.disjunctive import DisjunctiveSpace
    from symlearn.concepts.powerset import PowerSetSpace

    if kind in {"conjunctive", "intervals"}:
        return ConjunctiveSpace(domain)
    if kind == "disjunctive":
        return DisjunctiveSpace(domain, k)
    if kind == "powerset":
        return PowerSetSpace(domain)
    raise ValueError(f"unknown hypothesis space {kind!r}")
