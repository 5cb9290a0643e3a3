"""The members of a version space between its boundaries: listed, counted and polled.

By the version space representation theorem (Mitchell §2.5.3, Theorem 2.1) the members are the
hypotheses h with s ≤g h ≤g g for some s ∈ S and g ∈ G. How to list and count them depends on
the space:

- conjunctions (nominal values and integer intervals) are counted without listing them: the
  hypotheses between s and one g form a product of per-attribute choices, and the union over G
  is counted by inclusion–exclusion, where the meet of members of G is their attribute-wise
  intersection. Subsets of G with the same meet are merged, so the sum runs over distinct meets.
- the power set H′ (§2.7.2) has one s and one g: the members are s plus any subset of g − s.
- any other finite space is listed concept by concept and filtered on extensions.
"""

from __future__ import annotations

import itertools
from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import cache, cached_property

from symlearn.concepts.attributes import Attribute, Instance, Nominal, Numeric
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.extension import instance_index
from symlearn.concepts.hypotheses import ANY, Constraint, Hypothesis, Interval
from symlearn.concepts.powerset import PowerSetSpace
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import DomainError

_ANY_VALUE = object()


class Extent(ABC):
    """The members of a non-empty version space."""

    def __init__(self, space: HypothesisSpace) -> None:
        self.space = space

    @abstractmethod
    def count(self) -> int:
        """|VS|, the number of distinct concepts in the version space."""

    @abstractmethod
    def positive_count(self, x: Instance) -> int:
        """The number of members that classify ``x`` positive."""

    @abstractmethod
    def _members(self) -> list[Hypothesis]:
        """One hypothesis per member concept, without a size check."""

    def members(self) -> list[Hypothesis]:
        """Every member, for version spaces small enough to list."""
        self.space.require_enumerable(self.count())
        return self._members()


def extent_of(space: HypothesisSpace, S: Sequence[Hypothesis], G: Sequence[Hypothesis]) -> Extent:
    """The members between non-empty boundaries ``S`` and ``G`` of ``space``."""
    if isinstance(space, ConjunctiveSpace):
        return ConjunctiveExtent(space, S, G)
    if isinstance(space, PowerSetSpace):
        return PowerSetExtent(space, S, G)
    return FilteredExtent(space, S, G)


class ListedExtent(Extent):
    """A version space given by the list of its members (List-Then-Eliminate, §2.5.2)."""

    def __init__(self, space: HypothesisSpace, members: Sequence[Hypothesis]) -> None:
        super().__init__(space)
        self.listed = list(members)

    def count(self) -> int:
        return len(self.listed)

    def positive_count(self, x: Instance) -> int:
        return sum(h.covers(x) for h in self.listed)

    def _members(self) -> list[Hypothesis]:
        return list(self.listed)


class FilteredExtent(Extent):
    """Any finite space: the concepts whose extensions lie between the boundaries."""

    def __init__(
        self, space: HypothesisSpace, S: Sequence[Hypothesis], G: Sequence[Hypothesis]
    ) -> None:
        super().__init__(space)
        index = instance_index(space.domain)
        self.index = index
        self.lows = [index.mask(s) for s in S]
        self.highs = [index.mask(g) for g in G]

    @cached_property
    def _found(self) -> list[tuple[int, Hypothesis]]:
        return [
            (mask, h)
            for mask, h in self.space.extensions()
            if any(low & ~mask == 0 for low in self.lows)
            and any(mask & ~high == 0 for high in self.highs)
        ]

    def count(self) -> int:
        return len(self._found)

    def positive_count(self, x: Instance) -> int:
        bit = self.index.bit(x)
        return sum(1 for mask, _ in self._found if mask & bit)

    def _members(self) -> list[Hypothesis]:
        return [h for _, h in self._found]


class PowerSetExtent(Extent):
    """H′ (§2.7.2): the members are S plus any subset of the instances in G but not in S."""

    def __init__(
        self, space: PowerSetSpace, S: Sequence[Hypothesis], G: Sequence[Hypothesis]
    ) -> None:
        super().__init__(space)
        (s,), (g,) = S, G
        self.index = space.index
        self.low = self.index.mask(s)
        self.free = self.index.mask(g) & ~self.low

    def count(self) -> int:
        return 1 << self.free.bit_count()

    def positive_count(self, x: Instance) -> int:
        """All members if x ∈ S, none if x ∉ G, and exactly half otherwise (exercise 2.8)."""
        bit = self.index.bit(x)
        if bit & self.low:
            return self.count()
        return self.count() // 2 if bit & self.free else 0

    def _members(self) -> list[Hypothesis]:
        found, subset = [], 0
        while True:
            found.append(self.space.hypothesis(self.low | subset))
            if subset == self.free:
                return found
            subset = (subset - self.free) & self.free


Bounds = tuple[Constraint, ...]


class ConjunctiveExtent(Extent):
    """Conjunctions between one s and the members of G, counted attribute by attribute.

    In a conjunctive space S has at most one member (the generalization step is unique). When
    S is {∅} (no positive example yet) the members are the empty concept and every non-empty
    conjunction below some g.
    """

    def __init__(
        self, space: ConjunctiveSpace, S: Sequence[Hypothesis], G: Sequence[Hypothesis]
    ) -> None:
        super().__init__(space)
        (s,) = S
        self.attributes = space.domain.attributes
        self.with_empty = s.is_empty
        self.lower: Bounds | None = None if s.is_empty else space.key(s)
        # a G member holding ∅ adds only the empty concept, counted by with_empty
        self.uppers: list[Bounds] = [space.key(g) for g in G if not g.is_empty]

    def _low(self, i: int) -> Constraint | None:
        return None if self.lower is None else self.lower[i]

    def _total(self, value_of) -> int:
        """The members (that accept the instance ``value_of`` describes) in the union of the
        products [s, g] over g ∈ G.

        Attribute by attribute, the constraints between s and the top are grouped by the set of
        members of G whose constraint lies above them (the cells of the Venn diagram of G's
        constraints on that attribute). A cell's constraints all continue with the same members
        of G, so each cell multiplies its size into one count for the remaining attributes,
        memoized on those members' remaining constraints.
        """
        n = len(self.attributes)
        values = [value_of(i) for i in range(n)]
        full = [
            _choices(attribute, self._low(i), ANY, values[i])
            for i, attribute in enumerate(self.attributes)
        ]

        @cache
        def count(i: int, family: frozenset[Bounds]) -> int:
            if not family:
                return 0
            if any(all(c is ANY for c in g) for g in family):
                return _product(full[i:])
            if len(family) == 1:
                (g,) = family
                return _product(
                    _choices(self.attributes[j], self._low(j), g[j - i], values[j])
                    for j in range(i, n)
                )
            uppers = list({g[0]: None for g in family})
            position = {u: k for k, u in enumerate(uppers)}
            total = 0
            for size, above in _cells(self.attributes[i], self._low(i), uppers, values[i]):
                rest = frozenset(g[1:] for g in family if above >> position[g[0]] & 1)
                total += size * count(i + 1, rest)
            return total

        return count(0, frozenset(self.uppers))

    def count(self) -> int:
        return self._total(lambda i: _ANY_VALUE) + self.with_empty

    def positive_count(self, x: Instance) -> int:
        return self._total(x.__getitem__)

    def _members(self) -> list[Hypothesis]:
        found: dict[Bounds, Hypothesis] = {}
        if self.with_empty:
            empty = self.space.most_specific()[0]
            found[self.space.key(empty)] = empty
        for g in self.uppers:
            options = [
                _options(attribute, self._low(i), g[i])
                for i, attribute in enumerate(self.attributes)
            ]
            for constraints in itertools.product(*options):
                if constraints not in found:
                    found[constraints] = self.space.conjunction(constraints)
        return list(found.values())


def _product(counts) -> int:
    total = 1
    for n in counts:
        total *= n
        if not total:
            return 0
    return total


def _nominal_geq(a: Constraint, b: Constraint) -> bool:
    return a is ANY or a == b


def _nominal_options(
    attribute: Nominal, low: Constraint | None, high: Constraint
) -> list[Constraint]:
    candidates = [ANY, *attribute.values] if attribute.size > 1 else [ANY]
    return [
        c for c in candidates if _nominal_geq(high, c) and (low is None or _nominal_geq(c, low))
    ]


def _interval_ranges(
    attribute: Numeric, low: Constraint | None, high: Constraint
) -> tuple[range, range]:
    """The left ends and right ends of the intervals between ``low`` and ``high``."""
    if not attribute.integer or not attribute.bounded:
        raise DomainError(f"{attribute.name} has infinitely many intervals to count")
    top_low, top_high = _bounds(attribute, high)
    if low is None:
        return range(top_low, top_high + 1), range(top_low, top_high + 1)
    low_low, low_high = _bounds(attribute, low)
    return range(top_low, low_low + 1), range(low_high, top_high + 1)


def _bounds(attribute: Numeric, c: Constraint) -> tuple[int, int]:
    if c is ANY:
        return int(attribute.low), int(attribute.high)
    return int(c.low), int(c.high)


def _choices(attribute: Attribute, low: Constraint | None, high: Constraint, value) -> int:
    """How many constraints on one attribute lie between ``low`` and ``high`` (and accept
    ``value``, unless it is ``_ANY_VALUE``)."""
    if isinstance(attribute, Nominal):
        options = _nominal_options(attribute, low, high)
        if value is _ANY_VALUE:
            return len(options)
        return sum(1 for c in options if c is ANY or c == value)
    lefts, rights = _interval_ranges(attribute, low, high)
    if value is not _ANY_VALUE:
        lefts = range(lefts.start, min(lefts.stop, value + 1))
        rights = range(max(rights.start, value), rights.stop)
    if low is None and value is _ANY_VALUE:
        return len(lefts) * (len(lefts) + 1) // 2  # every interval inside high
    return len(lefts) * len(rights)


def _cells(
    attribute: Attribute, low: Constraint | None, uppers: list[Constraint], value
) -> list[tuple[int, int]]:
    """The constraints on one attribute between ``low`` and the top (accepting ``value``),
    grouped by the set of ``uppers`` above them: (group size, bit mask over ``uppers``)."""
    sizes: dict[int, int] = {}
    if isinstance(attribute, Nominal):
        for c in _nominal_options(attribute, low, ANY):
            if value is _ANY_VALUE or c is ANY or c == value:
                above = _mask(_nominal_geq(u, c) for u in uppers)
                sizes[above] = sizes.get(above, 0) + 1
    else:
        lefts, rights = _interval_ranges(attribute, low, ANY)
        if value is not _ANY_VALUE:
            lefts = range(lefts.start, min(lefts.stop, value + 1))
            rights = range(max(rights.start, value), rights.stop)
        bounds = [_bounds(attribute, u) for u in uppers]
        right_masks = [_mask(b <= high for _, high in bounds) for b in rights]
        for a in lefts:
            left_mask = _mask(low_u <= a for low_u, _ in bounds)
            for b, right_mask in zip(rights, right_masks, strict=True):
                if a <= b:
                    above = left_mask & right_mask
                    sizes[above] = sizes.get(above, 0) + 1
    return [(size, above) for above, size in sizes.items() if above]


def _mask(flags) -> int:
    return sum(1 << k for k, flag in enumerate(flags) if flag)


def _options(attribute: Attribute, low: Constraint | None, high: Constraint) -> list[Constraint]:
    """The constraints on one attribute between ``low`` and ``high``, in canonical form."""
    if isinstance(attribute, Nominal):
        return _nominal_options(attribute, low, high)
    lefts, rights = _interval_ranges(attribute, low, high)
    whole = (int(attribute.low), int(attribute.high))
    return [ANY if (a, b) == whole else Interval(a, b) for a in lefts for b in rights if a <= b]
