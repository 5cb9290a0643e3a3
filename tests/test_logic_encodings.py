"""Encodings of c ∈ H: their models are exactly the concepts of H (Mitchell §2.3, §2.7)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy.logic.boolalg import Not, Xor

from symlearn import load_theory, parse_hypothesis
from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.disjunctive import DisjunctiveSpace
from symlearn.concepts.extension import instance_index
from symlearn.concepts.powerset import PowerSetSpace
from symlearn.errors import TheoryError
from symlearn.logic import InstanceEncoding, TermEncoding, allows, encoding_for
from symlearn.logic.cnf import ClauseBuilder
from symlearn.logic.encodings import ConceptEncoding
from symlearn.logic.solver import solve
from tests.strategies import conjunctions, domains


def concepts_of_models(encoding: TermEncoding, index) -> list[int]:
    """The extension of the concept every model of the axioms describes, by brute force."""
    builder = ClauseBuilder()
    clauses = builder.clauses(encoding.axioms())
    assert not builder.definitions  # the axioms are clauses as written
    variables = [
        builder.number(allows(a.name, v, t))
        for t in encoding.terms
        for a in encoding.domain.attributes
        for v in a.values
    ]
    symbols = {builder.number(s): s for s in builder.symbols}
    masks = []
    for values in itertools.product([False, True], repeat=len(variables)):
        truth = dict(zip(variables, values, strict=True))
        if all(any((lit > 0) == truth[abs(lit)] for lit in c) for c in clauses):
            model = {symbols[v]: t for v, t in truth.items()}
            masks.append(index.mask(encoding.decode(model)))
    return masks


def test_enjoysport_models_are_the_973_concepts_of_h():
    th = load_theory("enjoysport")
    masks = concepts_of_models(encoding_for(th.space), instance_index(th.domain))
    assert len(set(masks)) == th.space.semantic_size() == 973


def test_integer_attributes_allow_exactly_the_intervals():
    domain = Domain("R", (Numeric("x", True, 0, 3), Nominal("c", ("p", "q", "r"))))
    space = ConjunctiveSpace(domain)
    masks = concepts_of_models(TermEncoding(domain), instance_index(domain))
    assert set(masks) == {instance_index(domain).mask(h) for h in space.concepts()}
    assert len(set(masks)) == space.semantic_size() == 1 + 10 * 4


def test_two_term_disjunctions_are_the_unions_of_two_conjunctions():
    domain = Domain("S", (Nominal("a", ("p", "q", "r")), Nominal("b", ("u", "v"))))
    space = DisjunctiveSpace(domain, 2)
    masks = concepts_of_models(encoding_for(space), instance_index(domain))
    assert set(masks) == {instance_index(domain).mask(h) for h in space.concepts()}


@settings(max_examples=25, deadline=None)
@given(
    domains(max_attributes=3, groups=False, max_values=3).flatmap(
        lambda d: st.tuples(st.just(d), conjunctions(d))
    )
)
def test_decoded_hypotheses_belong_to_h_and_cover_what_the_model_says(case):
    domain, target = case
    encoding = TermEncoding(domain)
    builder = ClauseBuilder()
    clauses = [
        *builder.clauses(encoding.axioms()),
        *(
            c
            for x in domain.instances()
            for c in builder.clauses(
                encoding.holds(x) if target.covers(x) else Not(encoding.holds(x))
            )
        ),
    ]
    model = solve([*clauses, *builder.definitions], builder.numbers)
    h = encoding.decode(model)
    index = instance_index(domain)
    assert ConjunctiveSpace(domain).contains(h)
    assert index.mask(h) == index.mask(target)


def test_power_set_encoding_has_no_axioms_and_decodes_to_a_disjunction():
    th = load_theory("unbiased")
    encoding = encoding_for(th.space)
    assert isinstance(encoding, InstanceEncoding)
    assert encoding.axioms() == True  # noqa: E712 - sympy's true
    x1, x2 = th.examples[0].instance, th.examples[1].instance
    h = encoding.decode({encoding.holds(x1): True, encoding.holds(x2): False})
    assert h.covers(x1) and not h.covers(x2)
    assert PowerSetSpace(th.domain).contains(h)


SMALL = Domain(
    "Small",
    (
        Nominal("Sky", ("Sunny", "Cloudy", "Rainy")),
        Nominal("Wind", ("Strong", "Weak")),
        Numeric("Hour", True, 1, 4),
    ),
)


@pytest.mark.parametrize(
    "text",
    [
        "Sky = Rainy",
        "Sky = Rainy and Hour = 2..3",
        "<Sunny, Weak, ?> or <Rainy, ?, 4>",
        "<∅, ?, ?>",
    ],
)
@pytest.mark.parametrize("k", [1, 2])
@pytest.mark.parametrize("positive", [True, False])
def test_background_regions_match_the_instance_by_instance_assertion(text, k, positive):
    h = parse_hypothesis(text, SMALL)
    encoding = TermEncoding(SMALL, k)
    structural = encoding.region(h, positive)
    enumerated = ConceptEncoding.region(encoding, h, positive)
    builder = ClauseBuilder()
    clauses = [
        *builder.clauses(encoding.axioms()),
        *builder.clauses(Xor(structural, enumerated)),
    ]
    assert solve([*clauses, *builder.definitions], builder.numbers) is None


@pytest.mark.parametrize(
    "attribute",
    [Numeric("t", integer=False, low=0, high=1), Numeric("n", integer=True)],
)
def test_real_or_unbounded_attributes_cannot_encode_c_in_h(attribute):
    domain = Domain("Bad", (Nominal("a", ("p", "q")), attribute))
    with pytest.raises(TheoryError, match="c ∈ H cannot be encoded"):
        TermEncoding(domain)
