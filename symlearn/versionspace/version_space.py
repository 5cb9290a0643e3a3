"""The version space VS_{H,D} as an object (Mitchell §2.5, Definition 2.3; §2.6.3).

A version space is represented by its boundaries S and G (§2.5.3); its members, their number,
membership and the vote of the members on an instance are derived from them (see
:mod:`symlearn.versionspace.extent`). An empty version space remembers the example that
emptied it and the trace up to that example.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from symlearn.answers import Answer
from symlearn.concepts.attributes import Instance
from symlearn.concepts.extension import MAX_INSTANCES
from symlearn.concepts.hypotheses import Hypothesis
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import DomainError, LearningError, SpaceTooLargeError
from symlearn.theory import Example
from symlearn.versionspace.extent import Extent, ListedExtent, extent_of
from symlearn.versionspace.trace import Step, example_dict, format_set
from symlearn.versionspace.training import describe
from symlearn.versionspace.vote import Vote

if TYPE_CHECKING:
    import networkx as nx


class VersionSpace:
    """The hypotheses of ``space`` consistent with the training examples (Mitchell §2.5.1).

    Attributes: ``space``; ``S`` and ``G`` (the boundaries, as lists); ``trace`` (one
    :class:`Step` per example, starting with S0/G0); ``examples`` (the examples read);
    ``emptied_by`` (the example after which no hypothesis was left, or None).
    """

    def __init__(
        self,
        space: HypothesisSpace,
        S: Sequence[Hypothesis],
        G: Sequence[Hypothesis],
        trace: Sequence[Step] = (),
        examples: Sequence[Example] = (),
        emptied_by: Example | None = None,
        members: Sequence[Hypothesis] | None = None,
    ) -> None:
        self.space = space
        self.emptied_by = emptied_by
        empty = emptied_by is not None or not S or not G
        self._S = () if empty else tuple(S)
        self._G = () if empty else tuple(G)
        self.trace = tuple(trace)
        self.examples = tuple(examples)
        self._listed = None if members is None else tuple(members)

    # --- the boundaries --------------------------------------------------------------------------
    @property
    def S(self) -> list[Hypothesis]:
        """The specific boundary: the maximally specific consistent hypotheses."""
        return list(self._S)

    @property
    def G(self) -> list[Hypothesis]:
        """The general boundary: the maximally general consistent hypotheses."""
        return list(self._G)

    @property
    def is_empty(self) -> bool:
        """Whether no hypothesis of H is consistent with the examples (§2.7.1)."""
        return not self._S

    @property
    def error(self) -> LearningError | None:
        """For an empty version space, the error that names the example that emptied it."""
        if not self.is_empty:
            return None
        space = f"{self.space.kind} hypothesis"
        if self.emptied_by is None:
            return LearningError(f"the version space is empty: no {space} is consistent")
        example = self.emptied_by
        return LearningError(
            f"the version space is empty after {describe(example, self.space.domain.shape)}: "
            f"no {space} is consistent with the examples so far",
            example.location,
            hint="the target concept is not in H, or an example is mislabelled (§2.7.1)",
        )

    def require_nonempty(self) -> VersionSpace:
        """This version space, or its :attr:`error` if it is empty."""
        if self.is_empty:
            raise self.error
        return self

    # --- the members -----------------------------------------------------------------------------
    @cached_property
    def _extent(self) -> Extent:
        if self._listed is not None:
            return ListedExtent(self.space, self._listed)
        return extent_of(self.space, self._S, self._G)

    def members(self) -> list[Hypothesis]:
        """Every member, one hypothesis per concept (refused when there are too many)."""
        return [] if self.is_empty else self._extent.members()

    @cached_property
    def _count(self) -> int:
        return 0 if self.is_empty else self._extent.count()

    def count(self) -> int:
        """|VS|, counted without listing the members for conjunctive and interval spaces."""
        return self._count

    def contains(self, h: Hypothesis) -> bool:
        """h ∈ VS: some s ∈ S is ≤g h and h is ≤g some g ∈ G (Theorem 2.1)."""
        if not self.space.contains(h):
            raise DomainError(
                f"{h} is not a hypothesis of the {self.space.kind} space over "
                f"{self.space.domain.name}"
            )
        geq = self.space.more_general_or_equal
        return any(geq(h, s) for s in self._S) and any(geq(g, h) for g in self._G)

    def __contains__(self, h: Hypothesis) -> bool:
        return self.contains(h)

    # --- classification (§2.6.3) -----------------------------------------------------------------
    def _instance(self, x: Instance) -> Instance:
        self.require_nonempty()
        return self.space.domain.check_instance(tuple(x))

    def vote(self, x: Instance) -> Vote:
        """How many members classify ``x`` positive and negative (Table 2.6)."""
        x = self._instance(x)
        positive = self._extent.positive_count(x)
        return Vote(positive, self._count - positive)

    def classify(self, x: Instance) -> Answer:
        """The unanimous rule through S and G alone: Yes iff every s ∈ S covers x, No iff no
        g ∈ G covers x, else don't know (§2.6.3)."""
        x = self._instance(x)
        if all(s.covers(x) for s in self._S):
            return Answer.YES
        if not any(g.covers(x) for g in self._G):
            return Answer.NO
        return Answer.UNKNOWN

    def split(self, instances: Iterable[Instance] | None = None) -> dict[Answer, list[Instance]]:
        """The instances (all of X by default) grouped by :meth:`classify`: for EnjoySport 8
        entailed positive, 32 entailed negative and 56 left undecided."""
        if instances is None:
            size = self.space.domain.size
            if size is None or size > MAX_INSTANCES:
                raise SpaceTooLargeError(
                    f"{self.space.domain.name} has {size or 'infinitely many'} instances, too "
                    "many to classify one by one"
                )
            instances = self.space.domain.instances()
        groups: dict[Answer, list[Instance]] = {answer: [] for answer in Answer}
        for x in instances:
            groups[self.classify(x)].append(tuple(x))
        return groups

    # --- views -------------------------------------------------------------------------------------
    def lattice(self, instance: Instance | None = None) -> nx.DiGraph:
        """The members ordered by ≥g, covering edges only (Figure 2.3), as a networkx graph."""
        from symlearn.versionspace.lattice import version_space_lattice

        return version_space_lattice(self, instance)

    def as_dict(self, member_limit: int = 100) -> dict:
        """Plain data: boundaries, size, trace, and the members when there are few enough."""
        count = self.count()
        return {
            "space": self.space.kind,
            "domain": self.space.domain.name,
            "empty": self.is_empty,
            "emptied_by": None if self.emptied_by is None else example_dict(self.emptied_by),
            "S": [str(h) for h in self._S],
            "G": [str(h) for h in self._G],
            "count": count,
            "members": [str(h) for h in self.members()] if count <= member_limit else None,
            "trace": [step.as_dict() for step in self.trace],
        }

    def _keys(self, hypotheses) -> frozenset:
        return frozenset(self.space.key(h) for h in hypotheses)

    def __eq__(self, other: object) -> bool:
        """Two version spaces are equal when they hold the same concepts of the same space."""
        if not isinstance(other, VersionSpace):
            return NotImplemented
        same_space = type(self.space) is type(other.space) and (
            repr(self.space) == repr(other.space) and self.space.domain == other.space.domain
        )
        return (
            same_space
            and self._keys(self._S) == other._keys(other._S)
            and self._keys(self._G) == other._keys(other._G)
        )

    def __hash__(self) -> int:
        return hash((repr(self.space), self._keys(self._S), self._keys(self._G)))

    def __repr__(self) -> str:
        if self.is_empty:
            return "VersionSpace(empty)"
        return f"VersionSpace(S={format_set(self._S)}, G={format_set(self._G)})"

    def __str__(self) -> str:
        if self.is_empty:
            return "the empty version space"
        return f"version space of {self.count()} hypotheses\nS = {format_set(self._S)}\n" + (
            f"G = {format_set(self._G)}"
        )
