"""Conjunctive hypotheses over nominal and numeric attributes (Mitchell §2.2; exercise 2.4).

Each attribute is constrained by ``?``, ``∅``, a value, or for numeric attributes a closed
interval, so that rectangles over integer attributes (exercise 2.4) are conjunctions too.
Every hypothesis holding an ``∅`` is the one empty concept.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Iterator
from functools import cached_property

from symlearn.concepts.attributes import Attribute, Domain, Instance, Nominal, Numeric
from symlearn.concepts.hypotheses import ANY, EMPTY, Conjunction, Constraint, Hypothesis, Interval
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import DomainError, LearningError

_EMPTY_KEY = "∅"


def _interval_count(n: int) -> int:
    """The number of non-empty intervals over n consecutive integers."""
    return n * (n + 1) // 2


def instance_conjunction(domain: Domain, x: Instance) -> Conjunction:
    """The most specific non-empty conjunction: the one satisfied by exactly x."""
    constraints = [
        Interval(v, v) if isinstance(attribute, Numeric) else v
        for attribute, v in zip(domain.attributes, x, strict=True)
    ]
    return Conjunction(tuple(constraints), domain.shape)


class ConjunctiveSpace(HypothesisSpace):
    """H = conjunctions of attribute constraints (the EnjoySport space of §2.2)."""

    kind = "conjunctive"

    def __init__(self, domain: Domain) -> None:
        super().__init__(domain)
        self.shape = domain.shape

    def conjunction(self, constraints) -> Conjunction:
        return Conjunction(tuple(constraints), self.shape)

    # --- per-attribute helpers -----------------------------------------------------------------
    @staticmethod
    def _bounds(attribute: Numeric, c: Constraint) -> tuple[float, float]:
        if c is ANY:
            low = -math.inf if attribute.low is None else attribute.low
            high = math.inf if attribute.high is None else attribute.high
            return low, high
        return c.low, c.high

    def _constraint_geq(self, attribute: Attribute, a: Constraint, b: Constraint) -> bool:
        if a is ANY or a == b:
            return True
        if isinstance(attribute, Numeric):
            a_low, a_high = self._bounds(attribute, a)
            b_low, b_high = self._bounds(attribute, b)
            return a_low <= b_low and b_high <= a_high
        return attribute.size == 1  # its one value is the same concept as ?

    def _canonical(self, attribute: Attribute, c: Constraint) -> Constraint:
        if (
            isinstance(c, Interval)
            and isinstance(attribute, Numeric)
            and attribute.bounded
            and (c.low, c.high) == (attribute.low, attribute.high)
        ):
            return ANY
        if isinstance(attribute, Nominal) and attribute.size == 1 and c == attribute.values[0]:
            return ANY
        return c

    # --- order ------------------------------------------------------------------------------
    def more_general_or_equal(self, a: Hypothesis, b: Hypothesis) -> bool:
        # The common cases (a's constraint is ? or equals b's) are tested inline; an ∅ in b
        # makes b the empty concept, below everything, wherever it appears.
        for attr, ca, cb in zip(self.domain.attributes, a.constraints, b.constraints, strict=True):
            if ca is ANY or ca == cb:
                continue
            if cb is EMPTY:
                return True
            if ca is EMPTY or not self._constraint_geq(attr, ca, cb):
                return b.is_empty
        return True

    @cached_property
    def _canonized(self) -> tuple[int, ...]:
        """The attributes on which two constraints can denote the same values: bounded
        numeric ones (a full interval is ?) and one-valued nominal ones."""
        return tuple(
            i
            for i, attr in enumerate(self.domain.attributes)
            if isinstance(attr, Numeric) or attr.size == 1
        )

    def key(self, h: Hypothesis) -> Hashable:
        if h.is_empty:
            return _EMPTY_KEY
        if not self._canonized:
            return h.constraints
        constraints = list(h.constraints)
        for i in self._canonized:
            constraints[i] = self._canonical(self.domain.attributes[i], constraints[i])
        return tuple(constraints)

    # --- boundaries and steps ----------------------------------------------------------------------
    def most_general(self) -> list[Hypothesis]:
        return [self.conjunction([ANY] * len(self.domain))]

    def most_specific(self) -> list[Hypothesis]:
        return [self.conjunction([EMPTY] * len(self.domain))]

    def generalize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        """The unique minimal generalization of h covering x (the Find-S step, Table 2.3)."""
        if h.is_empty:
            return [instance_conjunction(self.domain, x)]
        constraints = []
        for _attribute, c, v in zip(self.domain.attributes, h.constraints, x, strict=True):
            if c is ANY:
                constraints.append(ANY)
            elif isinstance(c, Interval):
                constraints.append(Interval(min(c.low, v), max(c.high, v)))
            else:
                constraints.append(c if c == v else ANY)
        return [self.conjunction(constraints)]

    def specialize(self, h: Hypothesis, x: Instance) -> list[Hypothesis]:
        """The minimal specializations of h excluding x: narrow one attribute away from x."""
        if not h.covers(x):
            return [h]
        found = []
        for i, (attribute, c, v) in enumerate(
            zip(self.domain.attributes, h.constraints, x, strict=True)
        ):
            for narrowed in self._narrowings(attribute, c, v):
                found.append(h.replace(i, narrowed))
        return found or self.most_specific()

    def _narrowings(self, attribute: Attribute, c: Constraint, v) -> list[Constraint]:
        if isinstance(attribute, Nominal):
            return [w for w in attribute.values if w != v] if c is ANY else []
        if not attribute.integer:
            raise LearningError(
                f"{attribute.name} is real-valued: an interval has no minimal specialization "
                "that excludes a point",
                self.domain.location(attribute.name),
                hint="declare it integer",
            )
        low, high = self._bounds(attribute, c)
        if math.isinf(low) or math.isinf(high):
            raise LearningError(
                f"{attribute.name} needs bounds to be specialized",
                self.domain.location(attribute.name),
                hint=f"declare it as {attribute.name}: integer LOW..HIGH",
            )
        pieces = []
        if low <= v - 1:
            pieces.append(Interval(int(low), v - 1))
        if v + 1 <= high:
            pieces.append(Interval(v + 1, int(high)))
        return pieces

    def contains(self, h: Hypothesis) -> bool:
        if not isinstance(h, Conjunction) or len(h.constraints) != len(self.domain):
            return False
        for attribute, c in zip(self.domain.attributes, h.constraints, strict=True):
            if c is ANY or c is EMPTY:
                continue
            if isinstance(attribute, Nominal):
                if c not in attribute.values:
                    return False
            elif not isinstance(c, Interval):
                return False
        return True

    # --- counting -----------------------------------------------------------------------------------
    def _value_count(self, attribute: Attribute) -> int:
        """The number of non-empty constraints other than ``?`` on one attribute."""
        if isinstance(attribute, Nominal):
            return attribute.size
        if attribute.size is None:
            raise DomainError(f"{attribute.name} has infinitely many intervals")
        return _interval_count(attribute.size)

    def syntactic_size(self) -> int:
        """Π (values + 2): each attribute takes a value, ``?`` or ``∅`` (5120 for EnjoySport)."""
        return math.prod(self._value_count(a) + 2 for a in self.domain.attributes)

    def semantic_size(self) -> int:
        """1 + Π (values + 1): all hypotheses with an ``∅`` are one concept (973 for EnjoySport).

        A numeric interval spanning the attribute's whole range is the same concept as ``?``.
        """
        return 1 + math.prod(self._nonempty_options(a) for a in self.domain.attributes)

    def _nonempty_options(self, attribute: Attribute) -> int:
        if isinstance(attribute, Nominal):
            return len(self.constraint_options(attribute))
        return self._value_count(attribute)

    def constraint_options(self, attribute: Attribute) -> list[Constraint]:
        """The distinct non-empty constraints on one attribute, most general first."""
        if isinstance(attribute, Nominal):
            # a single value is the same concept as ``?``
            return [ANY, *attribute.values] if attribute.size > 1 else [ANY]
        values = list(attribute.values)
        options: list[Constraint] = [ANY]
        for width in range(len(values) - 1, 0, -1):
            for start in range(len(values) - width + 1):
                options.append(Interval(values[start], values[start + width - 1]))
        return options

    def _concepts(self) -> Iterator[Hypothesis]:
        yield from self.most_specific()
        options = [self.constraint_options(a) for a in self.domain.attributes]
        for constraints in itertools.product(*options):
            yield self.conjunction(constraints)
