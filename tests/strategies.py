"""Hypothesis strategies for random domains, hypotheses and texts."""

from __future__ import annotations

from hypothesis import strategies as st

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.concepts.hypotheses import ANY, EMPTY, Conjunction, Interval, Not, Or, conjoin

NAMES = st.from_regex(r"[A-Z][a-z]{1,6}", fullmatch=True).filter(
    lambda s: s.lower() not in {"and", "or", "not"}
)


@st.composite
def nominal(draw, name: str, max_values: int = 4) -> Nominal:
    values = draw(st.lists(NAMES, min_size=1, max_size=max_values, unique=True))
    return Nominal(name, tuple(values))


@st.composite
def domains(
    draw, max_attributes: int = 4, numeric: bool = True, groups: bool = True, max_values: int = 4
) -> Domain:
    """Small random domains: nominal attributes, bounded integers, sometimes two groups."""
    n = draw(st.integers(1, max_attributes))
    attributes = []
    for i in range(n):
        name = f"A{i}"
        if numeric and draw(st.booleans()) and draw(st.booleans()):
            low = draw(st.integers(-3, 3))
            attributes.append(Numeric(name, True, low, low + draw(st.integers(0, 4))))
        else:
            attributes.append(draw(nominal(name, max_values)))
    if groups and n % 2 == 0 and n >= 2 and draw(st.booleans()):
        return Domain("D", tuple(attributes), (("first", n // 2), ("second", n // 2)))
    return Domain("D", tuple(attributes))


@st.composite
def conjunctions(draw, domain: Domain) -> Conjunction:
    constraints = []
    for attribute in domain.attributes:
        choice = draw(st.integers(0, 5))
        if choice == 0:
            constraints.append(EMPTY)
        elif choice == 1:
            constraints.append(ANY)
        elif isinstance(attribute, Nominal):
            constraints.append(draw(st.sampled_from(attribute.values)))
        else:
            a = draw(st.integers(int(attribute.low), int(attribute.high)))
            b = draw(st.integers(a, int(attribute.high)))
            constraints.append(Interval(a, b))
    return Conjunction(tuple(constraints), domain.shape)


def formulas(domain: Domain):
    """Hypotheses in the form the parser builds: ∧ only where a term is not a conjunction."""
    leaves = conjunctions(domain)
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            inner.map(Not),
            st.lists(inner, min_size=2, max_size=3).map(lambda ts: Or(tuple(ts))),
            st.tuples(inner.map(Not), inner).map(lambda ts: conjoin(list(ts))),
        ),
        max_leaves=5,
    )


@st.composite
def instances(draw, domain: Domain) -> tuple:
    return tuple(draw(st.sampled_from(list(a.values))) for a in domain.attributes)
