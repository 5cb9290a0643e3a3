"""The concept model: counting (Mitchell §2.3), ≥g (Definition 2.1) and the CE steps."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn import load_theory
from symlearn.concepts.attributes import Nominal
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.disjunctive import DisjunctiveSpace, maximal_masks, minimal_masks
from symlearn.concepts.extension import covered_count, instance_index
from symlearn.concepts.hypotheses import ANY, EMPTY, Conjunction
from symlearn.concepts.powerset import PowerSetSpace
from symlearn.concepts.space import make_space
from symlearn.errors import DomainError, SpaceTooLargeError
from tests.strategies import conjunctions, domains, instances

THEORY = load_theory("enjoysport")
DOMAIN = THEORY.domain
SPACE = ConjunctiveSpace(DOMAIN)
INDEX = instance_index(DOMAIN)


def all_syntactic_conjunctions(domain):
    options = [[EMPTY, ANY, *a.values] for a in domain.attributes]
    return [Conjunction(cs) for cs in itertools.product(*options)]


SYNTACTIC = all_syntactic_conjunctions(DOMAIN)
CONCEPTS = list(SPACE.concepts())


def test_enjoysport_counts():
    assert DOMAIN.size == 96 == len(list(DOMAIN.instances()))
    assert SPACE.syntactic_size() == 5120 == len(SYNTACTIC)
    assert SPACE.semantic_size() == 973 == len(CONCEPTS)
    assert len({INDEX.mask(h) for h in SYNTACTIC}) == 973
    assert PowerSetSpace(DOMAIN).semantic_size() == 2**96


@pytest.mark.parametrize("k", [2, 3, 4])
def test_exercise_2_1_growth_with_a_new_attribute(k):
    """Adding an attribute with k values multiplies |X| by k, syntactic |H| by k + 2."""
    bigger = DOMAIN.with_attribute(Nominal("WaterCurrent", tuple(f"v{i}" for i in range(k))))
    space = ConjunctiveSpace(bigger)
    assert bigger.size == 96 * k
    assert space.syntactic_size() == 5120 * (k + 2)
    assert space.semantic_size() == 1 + (973 - 1) * (k + 1)
    assert space.semantic_size() == len({instance_index(bigger).mask(h) for h in space.concepts()})


def test_semantic_and_syntactic_equality():
    a = Conjunction(("Sunny", EMPTY, ANY, ANY, ANY, ANY))
    b = Conjunction((EMPTY,) * 6)
    assert a != b and SPACE.equivalent(a, b)
    assert not SPACE.equivalent(a, SPACE.most_general()[0])


def test_more_general_than_agrees_with_set_inclusion_on_the_semantic_space():
    masks = [INDEX.mask(h) for h in CONCEPTS]
    for a, mask_a in zip(CONCEPTS, masks, strict=True):
        for b, mask_b in zip(CONCEPTS, masks, strict=True):
            assert SPACE.more_general_or_equal(a, b) == (mask_b & ~mask_a == 0)


def test_semantic_key_agrees_with_extension_on_all_5120():
    keys = {}
    for h in SYNTACTIC:
        keys.setdefault(SPACE.key(h), set()).add(INDEX.mask(h))
    assert len(keys) == 973 and all(len(masks) == 1 for masks in keys.values())


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SYNTACTIC), st.sampled_from(SYNTACTIC), st.sampled_from(SYNTACTIC))
def test_more_general_than_is_a_partial_order_on_the_quotient(a, b, c):
    geq = SPACE.more_general_or_equal
    assert geq(a, a)
    if geq(a, b) and geq(b, a):
        assert SPACE.equivalent(a, b)
    if geq(a, b) and geq(b, c):
        assert geq(a, c)
    assert geq(a, b) == all(a.covers(x) for x in DOMAIN.instances() if b.covers(x))


def brute_minimal_generalizations(space, concepts, h, x):
    index = instance_index(space.domain)
    above = {index.mask(g) for g in concepts if space.more_general_or_equal(g, h) and g.covers(x)}
    return set(minimal_masks(dict.fromkeys(above)))


def brute_minimal_specializations(space, concepts, h, x):
    index = instance_index(space.domain)
    below = {
        index.mask(g) for g in concepts if space.more_general_or_equal(h, g) and not g.covers(x)
    }
    return set(maximal_masks(dict.fromkeys(below)))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_conjunctive_steps_are_the_minimal_ones(data):
    domain = data.draw(domains(max_attributes=3))
    space = ConjunctiveSpace(domain)
    concepts = list(space.concepts())
    index = instance_index(domain)
    h = data.draw(conjunctions(domain))
    x = data.draw(instances(domain))
    generalized = {index.mask(g) for g in space.generalize(h, x)}
    assert generalized == brute_minimal_generalizations(space, concepts, h, x)
    specialized = {index.mask(g) for g in space.specialize(h, x)}
    assert specialized == brute_minimal_specializations(space, concepts, h, x)


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_disjunctive_steps_are_the_minimal_ones(data):
    domain = data.draw(domains(max_attributes=3, numeric=False, groups=False, max_values=3))
    k = data.draw(st.integers(1, 3))
    space = DisjunctiveSpace(domain, k)
    concepts = list(space.concepts())
    index = instance_index(domain)
    h = data.draw(st.sampled_from(concepts))
    x = data.draw(instances(domain))
    generalized = {index.mask(g) for g in space.generalize(h, x)}
    assert generalized == brute_minimal_generalizations(space, concepts, h, x)
    specialized = {index.mask(g) for g in space.specialize(h, x)}
    assert specialized == brute_minimal_specializations(space, concepts, h, x)
    assert all(space.contains(g) for g in space.generalize(h, x) + space.specialize(h, x))


def test_one_disjunct_is_the_conjunctive_space():
    assert DisjunctiveSpace(DOMAIN, 1).semantic_size() == 973


def test_powerset_steps_add_and_remove_one_instance():
    space = PowerSetSpace(DOMAIN)
    x1, x2, x3 = (e.instance for e in THEORY.examples[:3])
    s = space.most_specific()[0]
    for x in (x1, x2):
        (s,) = space.generalize(s, x)
    assert str(s) == (
        "<Sunny, Warm, Normal, Strong, Warm, Same> ∨ <Sunny, Warm, High, Strong, Warm, Same>"
    )
    (g,) = space.specialize(space.most_general()[0], x3)
    assert str(g) == "¬<Rainy, Cold, High, Strong, Warm, Change>"
    assert covered_count(g, DOMAIN) == 95


def test_make_space_and_errors():
    assert isinstance(make_space(DOMAIN, "intervals"), ConjunctiveSpace)
    with pytest.raises(SpaceTooLargeError, match="more than"):
        list(PowerSetSpace(DOMAIN).concepts())
    with pytest.raises(DomainError, match="unknown value 'Snowy' for Sky"):
        INDEX.number(("Snowy", "Warm", "Normal", "Strong", "Warm", "Same"))
