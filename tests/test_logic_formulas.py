"""Equivalence and entailment of formulae over a domain's atoms (Mitchell §3.2, ex. 3.4(b))."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import Symbol
from sympy.logic.boolalg import And, Not, Or

from symlearn import load_theory, parse_hypothesis
from symlearn.concepts.extension import instance_index
from symlearn.errors import DomainError
from symlearn.logic import atom
from symlearn.logic.formulas import (
    domain_axioms,
    equivalent,
    evaluate,
    formula_entails,
    hypothesis_formula,
)
from symlearn.logic.printing import render
from tests.strategies import domains, formulas

ENJOYSPORT = load_theory("enjoysport").domain
PLAYTENNIS = load_theory("playtennis").domain


def test_atoms_follow_the_published_naming_convention():
    assert atom("Sky", "Sunny") == Symbol("Sky=Sunny")
    assert atom("x", 3) == Symbol("x=3")
    assert atom("first.Sex", "male").name == "first.Sex=male"


def test_the_domain_axioms_make_value_sets_complementary():
    sunny, cloudy, rainy = (atom("Sky", v) for v in ("Sunny", "Cloudy", "Rainy"))
    assert equivalent(sunny | cloudy, ~rainy, ENJOYSPORT)
    assert formula_entails(sunny, ~cloudy, ENJOYSPORT)
    assert not equivalent(sunny, ~cloudy, ENJOYSPORT)  # Rainy distinguishes them


def test_a_hypothesis_and_its_formula_agree_and_print_plainly():
    h = parse_hypothesis("<Sunny, Warm, ?, Strong, ?, ?>", ENJOYSPORT)
    f = hypothesis_formula(h, ENJOYSPORT)
    assert f == And(atom("Sky", "Sunny"), atom("AirTemp", "Warm"), atom("Wind", "Strong"))
    assert equivalent(h, f, ENJOYSPORT)
    assert render(f) == "AirTemp=Warm & Sky=Sunny & Wind=Strong"
    assert r"\text{Sky}=\text{Sunny}" in render(f, "latex")


def test_a_difference_comes_with_an_instance_that_shows_it():
    h4 = parse_hypothesis("<Sunny, Warm, ?, Strong, ?, ?>", ENJOYSPORT)
    g = parse_hypothesis("<Sunny, ?, ?, ?, ?, ?>", ENJOYSPORT)
    check = equivalent(h4, g, ENJOYSPORT)
    assert not check
    x = check.instance
    assert g.covers(x) and not h4.covers(x)
    assert check.values == (False, True)
    assert "not equivalent: on <Sunny" in str(check)
    assert formula_entails(h4, g, ENJOYSPORT)
    reverse = formula_entails(g, h4, ENJOYSPORT)
    assert not reverse and g.covers(reverse.instance) and not h4.covers(reverse.instance)


def test_the_playtennis_tree_as_a_formula_equals_the_same_concept_written_otherwise():
    # Fig 3.1: (Sunny ∧ Normal) ∨ Overcast ∨ (Rain ∧ Weak).
    a = atom
    tree = Or(
        And(a("Outlook", "Sunny"), a("Humidity", "Normal")),
        a("Outlook", "Overcast"),
        And(a("Outlook", "Rain"), a("Wind", "Weak")),
    )
    negatives = Or(
        And(a("Outlook", "Sunny"), a("Humidity", "High")),
        And(a("Outlook", "Rain"), a("Wind", "Strong")),
    )
    assert equivalent(tree, Not(negatives), PLAYTENNIS)
    h = parse_hypothesis(
        "<Sunny, ?, Normal, ?> or <Overcast, ?, ?, ?> or <Rain, ?, ?, Weak>", PLAYTENNIS
    )
    assert equivalent(tree, h, PLAYTENNIS)
    x = ("Sunny", "Hot", "High", "Strong")
    assert evaluate(tree, x, PLAYTENNIS) is False


def test_premises_may_be_several():
    assert formula_entails(
        [atom("Sky", "Sunny"), atom("Wind", "Strong")],
        parse_hypothesis("Sky = Sunny and Wind = Strong", ENJOYSPORT),
        ENJOYSPORT,
    )


def test_a_stray_atom_is_a_domain_error():
    with pytest.raises(DomainError, match="'Sky=Foggy' is not an attribute-value atom"):
        equivalent(atom("Sky", "Foggy"), True, ENJOYSPORT)


def test_the_axioms_say_exactly_one_value_per_attribute():
    axioms = domain_axioms(ENJOYSPORT)
    x = ("Sunny", "Warm", "Normal", "Strong", "Warm", "Same")
    assert evaluate(axioms, x, ENJOYSPORT)
    truth = {
        atom(a.name, v): v == value
        for a, value in zip(ENJOYSPORT.attributes, x, strict=True)
        for v in a.values
    }
    assert not axioms.xreplace({**truth, atom("Sky", "Rainy"): True})  # two skies
    assert not axioms.xreplace({**truth, atom("Sky", "Sunny"): False})  # no sky


@settings(max_examples=60, deadline=None)
@given(
    domains(max_attributes=3, groups=False, max_values=3).flatmap(
        lambda d: st.tuples(st.just(d), formulas(d), formulas(d))
    )
)
def test_equivalence_and_entailment_are_those_of_the_extensions(case):
    domain, h, g = case
    index = instance_index(domain)
    mh, mg = index.mask(h), index.mask(g)
    same = equivalent(h, g, domain)
    assert bool(same) == (mh == mg)
    if not same:
        x = same.instance
        assert h.covers(x) != g.covers(x)
        assert same.values == (h.covers(x), g.covers(x))
    assert bool(formula_entails(h, g, domain)) == (mh & ~mg == 0)
