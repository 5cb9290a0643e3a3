"""Candidate-Elimination against List-Then-Eliminate on random small domains, for every kind of
hypothesis space (Mitchell §2.5: both compute VS_{H,D}; Theorem 2.1: S and G represent it)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn import Answer
from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.disjunctive import DisjunctiveSpace
from symlearn.concepts.extension import instance_index
from symlearn.concepts.powerset import PowerSetSpace
from symlearn.versionspace import candidate_elimination, list_then_eliminate
from symlearn.versionspace.order import maximally_general, maximally_specific
from tests.strategies import conjunctions, instances, nominal

SETTINGS = settings(max_examples=40, deadline=None)


@st.composite
def nominal_domain(draw, max_attributes: int = 3, max_values: int = 3) -> Domain:
    n = draw(st.integers(1, max_attributes))
    return Domain("D", tuple(draw(nominal(f"A{i}", max_values)) for i in range(n)))


@st.composite
def interval_domain(draw) -> Domain:
    attributes = []
    for i in range(draw(st.integers(1, 2))):
        low = draw(st.integers(-2, 2))
        attributes.append(Numeric(f"N{i}", True, low, low + draw(st.integers(0, 4))))
    if draw(st.booleans()):
        attributes.append(draw(nominal("C", 3)))
    return Domain("R", tuple(attributes))


@st.composite
def structured_domain(draw) -> Domain:
    width = draw(st.integers(1, 2))
    first = [draw(nominal(f"first.A{i}", 3)) for i in range(width)]
    second = [Nominal(f"second.{a.name.split('.')[1]}", a.values) for a in first]
    return Domain("P", (*first, *second), (("first", width), ("second", width)))


@st.composite
def small_instance_space(draw) -> Domain:
    """|X| ≤ 8, small enough to list every subset or every pair of conjunctions."""
    domain = draw(nominal_domain(max_attributes=3, max_values=3))
    return domain if domain.size <= 8 else Domain("D", domain.attributes[:1])


SPACES = {
    "conjunctive": nominal_domain().map(ConjunctiveSpace),
    "intervals": interval_domain().map(ConjunctiveSpace),
    "structured": structured_domain().map(ConjunctiveSpace),
    "disjunctive": small_instance_space().map(lambda d: DisjunctiveSpace(d, 2)),
    "powerset": small_instance_space().map(PowerSetSpace),
}
ANY_SPACE = st.sampled_from(sorted(SPACES)).flatmap(SPACES.__getitem__)


@st.composite
def training_sets(draw, space):
    """Up to 6 examples: labelled by a random concept of H (consistent) or at random."""
    xs = draw(st.lists(instances(space.domain), max_size=6))
    if draw(st.booleans()):
        target = draw(st.sampled_from(list(space.concepts())))
        return [(x, target.covers(x)) for x in xs]
    return [(x, draw(st.booleans())) for x in xs]


def keys(space, hypotheses) -> set:
    return {space.key(h) for h in hypotheses}


def check_against_listing(space, examples) -> None:
    ce = candidate_elimination(space, examples)
    lte = list_then_eliminate(space, examples)
    assert ce.is_empty == lte.is_empty
    if ce.is_empty:
        assert ce.emptied_by.id == lte.emptied_by.id
        assert len(ce.trace) == len(lte.trace)
        return
    listed = lte.members()
    assert keys(space, ce.members()) == keys(space, listed)
    assert ce.count() == lte.count() == len(listed)
    assert keys(space, ce.S) == keys(space, maximally_specific(space, listed))
    assert keys(space, ce.G) == keys(space, maximally_general(space, listed))
    assert ce == lte
    for ce_step, lte_step in zip(ce.trace, lte.trace, strict=True):
        assert keys(space, ce_step.S) == keys(space, lte_step.S)
        assert keys(space, ce_step.G) == keys(space, lte_step.G)
    for h in listed:
        assert ce.contains(h)
    for x in space.domain.instances():
        positive = sum(h.covers(x) for h in listed)
        vote = ce.vote(x)
        assert (vote.positive, vote.negative) == (positive, len(listed) - positive)
        assert ce.classify(x) is vote.unanimous


@SETTINGS
@given(st.data())
def test_conjunctive(data):
    space = data.draw(SPACES["conjunctive"])
    check_against_listing(space, data.draw(training_sets(space)))


@SETTINGS
@given(st.data())
def test_intervals(data):
    space = data.draw(SPACES["intervals"])
    check_against_listing(space, data.draw(training_sets(space)))


@SETTINGS
@given(st.data())
def test_structured(data):
    space = data.draw(SPACES["structured"])
    check_against_listing(space, data.draw(training_sets(space)))


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_disjunctive_two_terms(data):
    space = data.draw(SPACES["disjunctive"])
    check_against_listing(space, data.draw(training_sets(space)))


@SETTINGS
@given(st.data())
def test_powerset(data):
    space = data.draw(SPACES["powerset"])
    check_against_listing(space, data.draw(training_sets(space)))


@SETTINGS
@given(st.data())
def test_example_order_does_not_matter(data):
    space = data.draw(ANY_SPACE)
    examples = data.draw(training_sets(space))
    shuffled = data.draw(st.permutations(examples))
    first = candidate_elimination(space, examples)
    second = candidate_elimination(space, shuffled)
    assert first.is_empty == second.is_empty
    assert first == second


@SETTINGS
@given(st.data())
def test_powerset_votes_half_on_unseen_instances(data):
    """Exercise 2.8: with k distinct examples |VS| = 2^(|X| − k), and every unseen instance
    gets exactly half the votes."""
    space = data.draw(SPACES["powerset"])
    xs = data.draw(st.lists(instances(space.domain), unique=True, max_size=space.domain.size))
    examples = [(x, data.draw(st.booleans())) for x in xs]
    vs = candidate_elimination(space, examples)
    assert vs.count() == 2 ** (space.domain.size - len(xs))
    for x in space.domain.instances():
        vote = vs.vote(x)
        if x in xs:
            assert vote.unanimous is not Answer.UNKNOWN
        else:
            assert vote.positive == vote.negative and vs.classify(x) is Answer.UNKNOWN


@st.composite
def hypotheses_of(draw, space):
    if isinstance(space, ConjunctiveSpace) and draw(st.booleans()):
        return draw(conjunctions(space.domain))  # any syntactic form, ∅ anywhere
    return draw(st.sampled_from(list(space.concepts())))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_more_general_than_is_a_partial_order_on_the_quotient(data):
    space = data.draw(ANY_SPACE)
    a, b, c = (data.draw(hypotheses_of(space)) for _ in range(3))
    geq = space.more_general_or_equal
    assert geq(a, a)
    if geq(a, b) and geq(b, a):
        assert space.key(a) == space.key(b)
    if geq(a, b) and geq(b, c):
        assert geq(a, c)
    index = instance_index(space.domain)
    assert geq(a, b) == (index.mask(b) & ~index.mask(a) == 0)
