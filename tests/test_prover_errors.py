"""Bad input to the prover through the library: located SymlearnErrors, never tracebacks."""

from __future__ import annotations

import doctest
import importlib

import pytest

from symlearn import load_theory, parse_theory
from symlearn.errors import DomainError, SpaceTooLargeError, SymlearnError
from symlearn.logic import TARGET_IN_H, TrainingData, bias_named, entails

ENJOYSPORT = load_theory("enjoysport")


def test_an_instance_outside_the_domain():
    B, D = TARGET_IN_H.assertion(ENJOYSPORT), TrainingData.of(ENJOYSPORT)
    with pytest.raises(DomainError, match="outside EnjoySport: unknown value 'Foggy' for Sky"):
        entails(B, D, ("Foggy", "Warm", "Normal", "Strong", "Warm", "Same"))
    with pytest.raises(DomainError, match="has 6 values, not 2"):
        entails(B, D, ("Sunny", "Warm"))


def test_an_example_with_a_missing_value_is_located():
    text = "domain W { Sky: Sunny | Rainy\n Wind: Strong | Weak }\ntarget P: Yes | No\n"
    text += "examples {\n  <Sunny, ?> -> Yes\n}\n"
    with pytest.raises(DomainError, match="missing value") as caught:
        TARGET_IN_H.prover(parse_theory(text, "w.sl"))
    assert caught.value.location.line == 5


def test_an_unknown_bias_suggests_the_nearest_name():
    with pytest.raises(SymlearnError) as caught:
        bias_named("find_s")
    assert caught.value.hint == "did you mean 'find-s'?"


def test_an_assertion_that_must_be_listed_over_too_many_instances():
    attributes = "\n".join(f"  A{i}: p | q" for i in range(17))
    text = f"domain Big {{\n{attributes}\n}}\ntarget T: Yes | No\nassume not A0 = p -> No\n"
    theory = parse_theory(text, "big.sl")
    with pytest.raises(SpaceTooLargeError, match="a disjunction of conjunctions") as caught:
        TARGET_IN_H.prover(theory)
    # The error points at the assume statement, not just at the file.
    assert str(caught.value).startswith("big.sl:21:1: ")
    # The same assertion as a conjunction is encoded on the conjunct variables instead.
    fine = parse_theory(text.replace("not A0 = p", "A0 = q"), "big.sl")
    assert TARGET_IN_H.prover(fine).conflict is None


@pytest.mark.parametrize(
    "module",
    ["symlearn.logic", "symlearn.logic.prover", "symlearn.logic.formulas"],
)
def test_the_documented_examples_run(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
