"""Hypotheses as immutable values (Mitchell §2.2, §2.7.2; exercises 2.3-2.5).

A :class:`Conjunction` holds one constraint per attribute: ``ANY`` (``?``), ``EMPTY`` (``∅``),
a nominal value, or an :class:`Interval` for a numeric attribute. :class:`Or`, :class:`And` and
:class:`Not` combine hypotheses into disjunctions, conjunctions and negations. Every hypothesis
answers ``covers(x)``; how it is written is the business of :mod:`symlearn.lang.printer`.
"""

from __future__ import annotations

from dataclasses import dataclass

from symlearn.concepts.attributes import Instance


class _Marker:
    """A constraint that is not a value: ``?`` (any value) or ``∅`` (no value)."""

    __slots__ = ("symbol",)

    def __init__(self, symbol: str) -> None:
        self.symbol = symbol

    def __repr__(self) -> str:
        return self.symbol

    def __reduce__(self) -> str:
        return "ANY" if self.symbol == "?" else "EMPTY"


ANY = _Marker("?")
EMPTY = _Marker("∅")


@dataclass(frozen=True, order=True)
class Interval:
    """A closed interval constraint ``low..high`` on a numeric attribute (exercise 2.4)."""

    low: int | float
    high: int | float

    def covers(self, value: int | float) -> bool:
        return self.low <= value <= self.high


Constraint = str | Interval | _Marker


def constraint_covers(constraint: Constraint, value: object) -> bool:
    """Whether one attribute constraint accepts one instance value (None = missing)."""
    if constraint is ANY:
        return True
    if constraint is EMPTY or value is None:
        return False
    if isinstance(constraint, Interval):
        return constraint.covers(value)
    return constraint == value


class Hypothesis:
    """A boolean-valued function over instances, written in the hypothesis language."""

    __slots__ = ()

    def covers(self, x: Instance) -> bool:
        """h(x) = 1: the instance satisfies the hypothesis (Mitchell §2.2)."""
        raise NotImplementedError

    def __str__(self) -> str:
        from symlearn.lang.printer import format_hypothesis

        return format_hypothesis(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"


@dataclass(frozen=True, repr=False)
class Conjunction(Hypothesis):
    """A conjunction of attribute constraints ⟨c1, …, cn⟩ (Mitchell §2.2).

    ``shape`` gives the widths of the structured groups (exercise 2.5) so that the conjunction
    is written nested; it is ``()`` for flat domains.
    """

    constraints: tuple[Constraint, ...]
    shape: tuple[int, ...] = ()

    def covers(self, x: Instance) -> bool:
        # inlined constraint_covers: this test runs once per hypothesis and example
        for c, v in zip(self.constraints, x, strict=True):
            if c is ANY or c == v:
                continue
            if not isinstance(c, Interval) or v is None or not c.low <= v <= c.high:
                return False
        return True

    @property
    def is_empty(self) -> bool:
        """Whether the conjunction holds an ``∅`` and so covers no instance."""
        return EMPTY in self.constraints

    def replace(self, position: int, constraint: Constraint) -> Conjunction:
        """This conjunction with one constraint replaced."""
        constraints = list(self.constraints)
        constraints[position] = constraint
        return Conjunction(tuple(constraints), self.shape)


@dataclass(frozen=True, repr=False)
class Or(Hypothesis):
    """A disjunction h1 ∨ … ∨ hk (exercise 2.3; the power set H′ of §2.7.2)."""

    terms: tuple[Hypothesis, ...]

    def covers(self, x: Instance) -> bool:
        return any(term.covers(x) for term in self.terms)


@dataclass(frozen=True, repr=False)
class And(Hypothesis):
    """A conjunction of hypotheses that are not all simple conjunctions."""

    terms: tuple[Hypothesis, ...]

    def covers(self, x: Instance) -> bool:
        return all(term.covers(x) for term in self.terms)


@dataclass(frozen=True, repr=False)
class Not(Hypothesis):
    """A negation ¬h (the unbiased space H′ of §2.7.2)."""

    term: Hypothesis

    def covers(self, x: Instance) -> bool:
        return not self.term.covers(x)


def meet(a: Constraint, b: Constraint) -> Constraint:
    """The constraint satisfied exactly by the values that satisfy both ``a`` and ``b``."""
    if a is ANY:
        return b
    if b is ANY or a == b:
        return a
    if isinstance(a, Interval) and isinstance(b, Interval):
        low, high = max(a.low, b.low), min(a.high, b.high)
        return Interval(low, high) if low <= high else EMPTY
    return EMPTY


def conjoin(terms: list[Hypothesis]) -> Hypothesis:
    """h1 ∧ … ∧ hk, merging simple conjunctions into one conjunction of constraints."""
    conjunctions = [t for t in terms if isinstance(t, Conjunction)]
    others = [t for t in terms if not isinstance(t, Conjunction)]
    merged: list[Hypothesis] = []
    if conjunctions:
        first = conjunctions[0]
        constraints = first.constraints
        for other in conjunctions[1:]:
            constraints = tuple(map(meet, constraints, other.constraints))
        merged.append(Conjunction(constraints, first.shape))
    merged.extend(others)
    return merged[0] if len(merged) == 1 else And(tuple(merged))
