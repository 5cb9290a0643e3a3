"""Trees and rule lists as formulae (Mitchell §3.2), and the guard against huge ones."""

import itertools
import json

import pytest
from sympy import Symbol
from sympy.logic.boolalg import And, Not, Or

from symlearn.concepts.attributes import Domain, Nominal
from symlearn.errors import SpaceTooLargeError, SymlearnError
from symlearn.lang import load_theory
from symlearn.logic import atom
from symlearn.logic.formulas import equivalent
from symlearn.theory import Example, Target, Theory
from symlearn.trees import id3
from symlearn.trees.formula import formulas, threshold_atom
from symlearn.trees.prune import prune


@pytest.fixture(scope="module")
def playtennis():
    return load_theory("playtennis")


def expected_yes():
    """(Outlook=Sunny ∧ Humidity=Normal) ∨ (Outlook=Overcast) ∨ (Outlook=Rain ∧ Wind=Weak)."""
    return Or(
        And(atom("Outlook", "Sunny"), atom("Humidity", "Normal")),
        atom("Outlook", "Overcast"),
        And(atom("Outlook", "Rain"), atom("Wind", "Weak")),
    )


def test_class_yes_of_playtennis_is_the_formula_of_the_book(playtennis):
    yes = formulas(id3(playtennis))["Yes"]
    assert str(yes) == (
        "(Outlook=Sunny ∧ Humidity=Normal) ∨ (Outlook=Overcast) ∨ (Outlook=Rain ∧ Wind=Weak)"
    )
    assert yes.expr == expected_yes()
    assert equivalent(yes.expr, expected_yes(), playtennis.domain).holds


def test_the_formula_agrees_with_the_tree_on_every_playtennis_instance(playtennis):
    tree = id3(playtennis)
    found = formulas(tree)
    for x in playtennis.domain.instances():
        says_yes = tree.predict(x) == "Yes"
        assert found["Yes"].evaluate(x) is says_yes
        assert found["No"].evaluate(x) is not says_yes
        assert found.classify(x) == tree.predict(x)


def test_latex_and_json(playtennis):
    found = formulas(id3(playtennis))
    latex = found["Yes"].text("latex")
    assert latex.startswith(r"(\text{Outlook} = \text{Sunny} \land \text{Humidity} = ")
    assert latex.count(r"\lor") == 2
    data = json.loads(json.dumps(found.as_dict()))
    assert data["formulas"][0]["class"] == "Yes" and len(data["formulas"][0]["terms"]) == 3
    with pytest.raises(SymlearnError, match="unknown formula style"):
        found["Yes"].text("html")


def test_threshold_tests_have_atoms():
    found = formulas(id3(load_theory("playtennis_numeric")))
    t54, t85 = Symbol("Temperature>54"), Symbol("Temperature>85")
    assert threshold_atom("Temperature", 54.0) == t54
    assert found["Yes"].expr == And(t54, Not(t85))
    assert str(found["Yes"]) == "(Temperature>54 ∧ Temperature≤85)"
    assert [found.classify((t,)) for t in (40, 54, 55, 85, 86)] == ["No", "No", "Yes", "Yes", "No"]


def test_leaves_that_differ_in_one_attribute_merge():
    # ID3 on EnjoySport tests Sky; Sunny and (empty) Cloudy are both Yes: Sky ≠ Rainy.
    found = formulas(id3(load_theory("enjoysport")))
    assert str(found["Yes"]) == "(Sky≠Rainy)"
    assert str(found["No"]) == "(Sky=Rainy)"


def test_a_formula_of_pruned_rules_classifies_as_the_rules(playtennis):
    rules = prune(playtennis, "rules", hold_out=True, seed=1).rules
    found = formulas(rules)
    for x in playtennis.domain.instances():
        assert found.classify(x) == rules.predict(x)
        assert sum(f.evaluate(x) for f in found.formulas) == 1


def parity_tree(n: int):
    domain = Domain("Bits", tuple(Nominal(f"b{i}", ("0", "1")) for i in range(n)))
    examples = tuple(
        Example(x, "odd" if x.count("1") % 2 else "even") for x in itertools.product("01", repeat=n)
    )
    return id3(Theory(domain, Target("Parity", ("even", "odd")), examples=examples))


def test_a_tree_too_large_for_a_formula_is_refused_quickly():
    tree = parity_tree(11)  # 2048 leaves, 1024 of each class
    with pytest.raises(
        SpaceTooLargeError, match="needs 1024 terms for class even, more than the 1000"
    ):
        formulas(tree)
    with pytest.raises(SpaceTooLargeError, match="1024 terms for class"):
        formulas(tree, max_terms=1000)
    assert len(formulas(parity_tree(4), max_terms=8)["odd"].terms) == 8
    with pytest.raises(SymlearnError):
        formulas(parity_tree(2), max_terms=0)


def test_a_rule_list_too_large_for_a_formula_is_not_told_to_prune():
    from dataclasses import replace

    from symlearn.trees.rules import rules_from_tree

    ordered = replace(rules_from_tree(parity_tree(4)), exclusive=False, source="rule post-pruning")
    with pytest.raises(SpaceTooLargeError) as error:
        formulas(ordered, max_terms=4)
    assert "the rule list of rule post-pruning needs" in str(error.value)
    assert error.value.hint == "read it as rules (--rules)"


def test_overlapping_rules_give_up_within_a_budget(playtennis):
    from dataclasses import replace

    from symlearn.trees.regions import Budget, Term, subtract
    from symlearn.trees.rules import rules_from_tree

    domain = playtennis.domain
    everything = [Term.anything(domain)]
    paths = rules_from_tree(id3(playtennis))
    with pytest.raises(SpaceTooLargeError, match="too many steps"):
        sunny = everything[0].constrain(0, frozenset({"Sunny"}))
        subtract(everything, [sunny] * 10, limit=100, budget=Budget(5))
    # The same rules read in order (not known to be exclusive) give the same formulae.
    ordered = replace(paths, exclusive=False)
    assert str(formulas(ordered)) == str(formulas(paths))
