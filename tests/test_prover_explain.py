"""Explanations are checked by the prover itself: minimal premises, witnesses and conflicts."""

from __future__ import annotations

from pathlib import Path

import pytest

from symlearn import Answer, load_theory, parse_theory
from symlearn.errors import LearningError
from symlearn.logic import (
    DEFAULT_NEGATION,
    NO_BIAS,
    TARGET_IN_H,
    ByDefault,
    Derivation,
    Prover,
    TrainingData,
    Witnesses,
    entails,
)
from symlearn.theory import Theory

ENJOYSPORT = load_theory("enjoysport")


def restricted(theory: Theory, ids: set[str]) -> TrainingData:
    data = TrainingData.of(theory)
    kept = tuple(e for i, e in enumerate(data.examples) if data.name(i) in ids)
    return TrainingData(kept, theory.target)


def entailed_cases(theory: Theory, bias):
    prover = bias.prover(theory)
    for x in theory.domain.instances():
        proof = prover.prove(x)
        if isinstance(proof.explanation, Derivation):
            yield proof


@pytest.mark.parametrize("name", ["enjoysport", "rectangles"])
def test_minimal_example_sets_entail_and_each_example_is_needed(name):
    theory = load_theory(name)
    B = TARGET_IN_H.assertion(theory)
    checked = 0
    for proof in entailed_cases(theory, TARGET_IN_H):
        ids = set(proof.explanation.examples)
        assert entails(B, restricted(theory, ids), proof.instance) is proof.answer
        for dropped in ids:
            weaker = restricted(theory, ids - {dropped})
            assert entails(B, weaker, proof.instance) is not proof.answer
        checked += 1
    assert checked == (40 if name == "enjoysport" else 28)


def test_query_a_needs_examples_1_and_4():
    proof = TARGET_IN_H.prover(ENJOYSPORT).prove(ENJOYSPORT.query_map["A"], "A")
    assert proof.explanation.examples == ("1", "4")
    assert proof.explanation.background == ()
    assert str(proof.explanation) == "c ∈ H, examples 1 and 4 ⊢ EnjoySport(A) = Yes"


def test_without_bias_a_stored_example_is_its_own_proof():
    x = ENJOYSPORT.examples[2].instance
    proof = NO_BIAS.prover(ENJOYSPORT).prove(x, "x3")
    assert proof.answer is Answer.NO
    assert str(proof.explanation) == "example 3 ⊢ EnjoySport(x3) = No"


@pytest.mark.parametrize("name", ["enjoysport", "rectangles", "unbiased"])
def test_dont_know_witnesses_fit_the_data_and_disagree(name):
    theory = load_theory(name)
    prover = TARGET_IN_H.prover(theory)
    seen = 0
    for x in theory.domain.instances():
        proof = prover.prove(x)
        if proof.answer is not Answer.UNKNOWN:
            continue
        w = proof.explanation
        assert isinstance(w, Witnesses)
        for h in (w.positive, w.negative):
            assert theory.space.contains(h)
            assert all(h.covers(e.instance) == e.positive for e in theory.examples)
        assert w.positive.covers(x) and not w.negative.covers(x)
        assert str(w.positive) in str(w) and str(w.negative) in str(w)
        seen += 1
    assert seen > 0


def test_find_s_default_negation_names_a_negative_witness():
    proof = DEFAULT_NEGATION.prover(ENJOYSPORT).prove(ENJOYSPORT.query_map["C"], "C")
    assert proof.answer is Answer.NO
    assert isinstance(proof.explanation, ByDefault)
    w = proof.explanation.witness
    assert not w.covers(ENJOYSPORT.query_map["C"])
    assert all(w.covers(e.instance) == e.positive for e in ENJOYSPORT.examples)
    assert str(proof.explanation).endswith("so No by default")


def test_inconsistent_data_names_a_minimal_conflict():
    theory = load_theory("disjunctive_target")  # §2.7.1: no conjunction fits
    prover = TARGET_IN_H.prover(theory)
    conflict = prover.conflict
    assert conflict is not None and conflict.examples == ("1", "2", "3")
    B = TARGET_IN_H.assertion(theory)
    for dropped in conflict.examples:
        smaller = Prover(B, restricted(theory, set(conflict.examples) - {dropped}))
        assert smaller.conflict is None
    with pytest.raises(LearningError, match=r"examples 1, 2 and 3 ⊢ ⊥") as caught:
        prover.classify(theory.examples[0].instance)
    assert caught.value.location is not None and caught.value.location.line == 19


def test_a_conflict_ignores_examples_that_do_not_take_part():
    text = Path(load_theory("enjoysport").source).read_text(encoding="utf-8")
    last = "4: <Sunny, Warm, High,   Strong, Cool, Change> -> Yes"
    assert last in text
    theory = parse_theory(
        text.replace(last, last + "\n  5: <Sunny, Warm, Normal, Strong, Warm, Same> -> No")
    )
    conflict = TARGET_IN_H.prover(theory).conflict
    assert conflict.examples == ("1", "5")


def test_background_assertions_join_b_and_appear_in_the_explanation():
    text = """
    domain EnjoySport {
      Sky: Sunny | Cloudy | Rainy
      AirTemp: Warm | Cold
      Wind: Strong | Weak
    }
    target EnjoySport: Yes | No
    examples {
      1: <Sunny, Warm, Strong> -> Yes
    }
    assume Sky = Rainy -> No
    assume <Sunny, ?, Weak> -> Yes
    """
    theory = parse_theory(text)
    prover = TARGET_IN_H.prover(theory)
    rainy = prover.prove(("Rainy", "Warm", "Strong"), "r")
    assert rainy.answer is Answer.NO
    assert str(rainy.explanation) == "c ∈ H, <Rainy, ?, ?> → No ⊢ EnjoySport(r) = No"
    cloudy = prover.prove(("Cloudy", "Cold", "Weak"), "cc")
    assert str(cloudy.explanation) == ("c ∈ H, <Rainy, ?, ?> → No, example 1 ⊢ EnjoySport(cc) = No")
    # c covers <Sunny, Warm, Strong> and <Sunny, ?, Weak>, and not Rainy: c = <Sunny, ?, ?>.
    sunny = prover.prove(("Sunny", "Cold", "Strong"), "s")
    assert sunny.answer is Answer.YES
    assert sunny.explanation.background == ("<Sunny, ?, Weak> → Yes",)
    assert sunny.explanation.examples == ("1",)
    # Without c ∈ H only the assertions themselves and the examples are known.
    rote = NO_BIAS.prover(theory)
    assert rote.classify(("Rainy", "Cold", "Weak")) is Answer.NO
    assert rote.classify(("Sunny", "Warm", "Weak")) is Answer.YES
    assert rote.classify(("Sunny", "Cold", "Strong")) is Answer.UNKNOWN


def test_conflicting_assumptions_are_located_at_their_assume_statement():
    text = "domain W { Sky: Sunny | Rainy }\ntarget P: Yes | No\n"
    text += "assume Sky = Rainy -> No\nassume Sky = Sunny -> Yes\nassume Sky = Sunny -> No\n"
    prover = NO_BIAS.prover(parse_theory(text, "w.sl"))
    assert prover.conflict.examples == ()
    assert prover.conflict.background == ("<Sunny> → Yes", "<Sunny> → No")
    with pytest.raises(LearningError, match="inconsistent background assertions") as caught:
        prover.require_consistent()
    assert caught.value.location.prefix() == "w.sl:4:1"
