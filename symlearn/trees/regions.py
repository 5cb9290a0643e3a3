"""Regions of the instance space as conjunctive terms: what rules and formulae are made of.

A decision tree is "a disjunction of conjunctions of constraints on the attribute values"
(Mitchell §3.2). A :class:`Term` is one such conjunction, written as one constraint per
attribute: a set of allowed values for a nominal attribute, a half-open interval ``low < x ≤
high`` for a numeric one (the outcomes of threshold tests, §3.7.2), or no constraint. Terms
can be intersected and subtracted, so that an ordered rule list (the rule of §3.7.1.2 fires
only where no earlier rule did) becomes a union of pairwise disjoint terms, and neighbouring
terms can be merged, which is how formulae are simplified.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from symlearn.concepts.attributes import Domain, Instance, Numeric
from symlearn.errors import SpaceTooLargeError
from symlearn.trees.model import NominalTest, Test, ThresholdTest, ValueTest


@dataclass(frozen=True)
class Span:
    """The numeric values ``low < x ≤ high``; ``None`` is unbounded on that side."""

    low: float | None = None
    high: float | None = None

    @property
    def empty(self) -> bool:
        return self.low is not None and self.high is not None and self.low >= self.high

    def contains(self, x: float) -> bool:
        return (self.low is None or x > self.low) and (self.high is None or x <= self.high)

    def meet(self, other: Span) -> Span:
        lows = [v for v in (self.low, other.low) if v is not None]
        highs = [v for v in (self.high, other.high) if v is not None]
        return Span(max(lows) if lows else None, min(highs) if highs else None)

    def minus(self, other: Span) -> list[Span]:
        """The parts of this span outside ``other`` (none, one or two spans)."""
        parts = []
        if other.low is not None:
            below = self.meet(Span(None, other.low))
            if not below.empty:
                parts.append(below)
        if other.high is not None:
            above = self.meet(Span(other.high, None))
            if not above.empty:
                parts.append(above)
        return parts

    def join(self, other: Span) -> Span | None:
        """The union of two spans when it is a span (they touch or overlap), else None."""
        first, second = sorted((self, other), key=lambda s: -math.inf if s.low is None else s.low)
        if first.high is not None and (second.low is None or second.low <= first.high):
            highs = (first.high, second.high)
            return Span(first.low, None if None in highs else max(highs))
        if first.high is None:
            return Span(first.low, None)
        return None


Constraint = frozenset | Span | None


def _full(attribute, constraint: Constraint) -> bool:
    """Whether ``constraint`` allows every value of ``attribute`` (then it is no constraint)."""
    if isinstance(constraint, frozenset):
        return len(constraint) == len(attribute.values)
    if isinstance(constraint, Span) and isinstance(attribute, Numeric) and attribute.bounded:
        return (constraint.low is None or constraint.low < attribute.low) and (
            constraint.high is None or constraint.high >= attribute.high
        )
    return constraint is None


def _meet(a: Constraint, b: Constraint) -> Constraint:
    if a is None:
        return b
    if b is None:
        return a
    if isinstance(a, frozenset):
        return a & b
    return a.meet(b)


def _is_empty(c: Constraint) -> bool:
    if c is None:
        return False
    return c.empty if isinstance(c, Span) else not c


def _outside(attribute, mine: Constraint, other: Constraint) -> list[Constraint]:
    """The parts of ``mine`` not allowed by ``other`` (``other`` is not None)."""
    if isinstance(other, frozenset):
        values = frozenset(attribute.values) if mine is None else mine
        rest = values - other
        return [rest] if rest else []
    return (Span() if mine is None else mine).minus(other)


@dataclass(frozen=True)
class Term:
    """A conjunction of attribute constraints over ``domain`` (``None``: any value)."""

    domain: Domain
    constraints: tuple[Constraint, ...]

    @classmethod
    def anything(cls, domain: Domain) -> Term:
        return cls(domain, (None,) * len(domain.attributes))

    def constrain(self, position: int, constraint: Constraint) -> Term | None:
        """This term with attribute ``position`` also restricted by ``constraint``; None if
        nothing is left."""
        met = _meet(self.constraints[position], constraint)
        if _is_empty(met):
            return None
        if _full(self.domain.attributes[position], met):
            met = None
        return Term(
            self.domain, (*self.constraints[:position], met, *self.constraints[position + 1 :])
        )

    def meet(self, other: Term) -> Term | None:
        term: Term | None = self
        for i, c in enumerate(other.constraints):
            if c is not None and term is not None:
                term = term.constrain(i, c)
        return term

    def minus(self, other: Term) -> list[Term]:
        """``self ∧ ¬other`` as pairwise disjoint terms."""
        if self.meet(other) is None:
            return [self]
        pieces: list[Term] = []
        current = self
        for i, c in enumerate(other.constraints):
            if c is None:
                continue
            attribute = self.domain.attributes[i]
            for part in _outside(attribute, current.constraints[i], c):
                piece = current.with_constraint(i, part)
                if piece is not None:
                    pieces.append(piece)
            current = current.constrain(i, c)
        return pieces

    def with_constraint(self, position: int, constraint: Constraint) -> Term | None:
        """This term with the constraint on ``position`` replaced (None if it is empty)."""
        if _is_empty(constraint):
            return None
        if constraint is not None and _full(self.domain.attributes[position], constraint):
            constraint = None
        return Term(
            self.domain,
            (*self.constraints[:position], constraint, *self.constraints[position + 1 :]),
        )

    def covers(self, x: Instance) -> bool:
        for c, v in zip(self.constraints, x, strict=True):
            if c is None:
                continue
            if v is None:
                return False
            if isinstance(c, frozenset) and v not in c:
                return False
            if isinstance(c, Span) and not c.contains(v):
                return False
        return True

    @property
    def width(self) -> int:
        """The number of constrained attributes."""
        return sum(c is not None for c in self.constraints)


def outcome_constraint(domain: Domain, test: Test, outcome: int) -> tuple[int, Constraint]:
    """The attribute position and constraint that outcome ``outcome`` of ``test`` imposes."""
    position = domain.position(test.attribute)
    if isinstance(test, NominalTest):
        return position, frozenset({test.values[outcome]})
    if isinstance(test, ValueTest):
        attribute = domain.attributes[position]
        if outcome == 0:
            return position, frozenset({test.value})
        return position, frozenset(attribute.values) - {test.value}
    if isinstance(test, ThresholdTest):
        t = test.threshold
        return position, Span(None, t) if outcome == 0 else Span(t, None)
    raise TypeError(f"no region for a {type(test).__name__}")


def conjunction(domain: Domain, steps: Iterable[tuple[Test, int]]) -> Term | None:
    """The term of a sequence of test outcomes (a path, or a rule's preconditions)."""
    term: Term | None = Term.anything(domain)
    for test, outcome in steps:
        position, constraint = outcome_constraint(domain, test, outcome)
        term = term.constrain(position, constraint)
        if term is None:
            return None
    return term


class Budget:
    """How many term operations a computation may still spend before it gives up."""

    def __init__(self, operations: int):
        self.left = operations

    def spend(self, count: int) -> None:
        self.left -= count
        if self.left < 0:
            raise SpaceTooLargeError("the region takes too many steps to compute")


def subtract(
    terms: Sequence[Term], removed: Iterable[Term], limit: int, budget: Budget | None = None
) -> list[Term]:
    """The parts of the union of disjoint ``terms`` outside every term of ``removed``.

    Raises :class:`SpaceTooLargeError` as soon as more than ``limit`` pieces are needed, or
    ``budget`` is spent.
    """
    pieces = list(terms)
    for other in removed:
        if budget is not None:
            budget.spend(len(pieces))
        pieces = [p for t in pieces for p in t.minus(other)]
        if len(pieces) > limit:
            raise SpaceTooLargeError(
                f"the region needs more than {limit} terms",
                hint="the rules overlap too much to be written as a formula",
            )
    return pieces


def merge(terms: Sequence[Term]) -> list[Term]:
    """Join disjoint terms that differ in one attribute only, until none do.

    Two such terms are one term whose constraint on that attribute is the union of theirs
    (values of a nominal attribute; touching intervals of a numeric one), so the union of
    the terms and their disjointness are kept; the first of each pair keeps its place.
    """
    current = list(terms)
    changed = True
    while changed:
        changed = False
        for position, attribute in enumerate(current[0].domain.attributes if current else ()):
            slots: dict[tuple, int] = {}
            kept: list[Term | None] = []
            for term in current:
                key = term.constraints[:position] + term.constraints[position + 1 :]
                if key in slots:
                    i = slots[key]
                    joined = _union(
                        attribute, kept[i].constraints[position], term.constraints[position]
                    )
                    if joined is not False:
                        kept[i] = kept[i].with_constraint(position, joined)
                        changed = True
                        continue
                slots[key] = len(kept)
                kept.append(term)
            current = [t for t in kept if t is not None]
    return current


def _union(attribute, a: Constraint, b: Constraint) -> Constraint | bool:
    """The union of two constraints if it is one constraint, else ``False``."""
    if a is None or b is None:
        return None
    if isinstance(a, frozenset):
        return a | b
    joined = a.join(b)
    return False if joined is None else joined


def covered(term: Term, region: Sequence[Term], budget: int) -> bool | None:
    """Whether ``region`` (a union of terms) contains ``term``; None if deciding it would take
    more than ``budget`` pieces."""
    try:
        return not subtract([term], region, budget)
    except SpaceTooLargeError:
        return None
