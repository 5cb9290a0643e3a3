"""The oracles of §2.7 on EnjoySport (Table 2.1, Table 2.6): the prover and the learners."""

from __future__ import annotations

from collections import Counter

import pytest

from symlearn import Answer, load_theory
from symlearn.logic import (
    DEFAULT_NEGATION,
    NO_BIAS,
    TARGET_IN_H,
    Derivation,
    TrainingData,
    Witnesses,
    entails,
)
from symlearn.logic.equivalence import check_equivalence, strength_order
from symlearn.logic.learners import (
    CandidateEliminationLearner,
    FindSLearner,
    RoteLearner,
)
from symlearn.logic.solver import available_algorithms
from symlearn.theory import Theory

TH = load_theory("enjoysport")


@pytest.fixture(scope="module")
def prover():
    return TARGET_IN_H.prover(TH)


@pytest.mark.parametrize("algorithm", available_algorithms())
def test_table_2_6_queries_through_entails(algorithm):
    B = TARGET_IN_H.assertion(TH)
    D = TrainingData.of(TH)
    answers = {name: entails(B, D, x, algorithm) for name, x in TH.queries}
    assert answers == {
        "A": Answer.YES,
        "B": Answer.NO,
        "C": Answer.UNKNOWN,
        "D": Answer.UNKNOWN,
    }


def test_all_96_instances_8_yes_32_no_56_unknown(prover):
    counts = Counter(prover.classify(x) for x in TH.domain.instances())
    assert counts == {Answer.YES: 8, Answer.NO: 32, Answer.UNKNOWN: 56}


def test_candidate_elimination_is_the_prover_with_c_in_h():
    result = check_equivalence(CandidateEliminationLearner(), TARGET_IN_H, TH)
    assert result.equivalent
    assert len(result.population.instances) == 96 and not result.population.sampled
    assert str(result) == ("Candidate-Elimination ≡ prover with c ∈ H: equivalent on 96 instances")
    assert result.counts[1] == {"Yes": 8, "No": 32, "don't know": 56}


def test_rote_learner_is_the_prover_without_bias():
    result = check_equivalence(RoteLearner(), NO_BIAS, TH)
    assert result.equivalent
    assert result.counts[0] == {"Yes": 3, "No": 1, "don't know": 92}


def test_find_s_is_the_prover_with_c_in_h_and_default_negation():
    assert check_equivalence(FindSLearner(), DEFAULT_NEGATION, TH).equivalent


def test_find_s_is_not_the_prover_with_c_in_h_alone():
    result = check_equivalence(FindSLearner(), TARGET_IN_H, TH)
    assert not result.equivalent
    d = result.counterexample
    # Find-S says No where the version space is split (query C is such an instance).
    assert (d.left, d.right) == (Answer.NO, Answer.UNKNOWN)
    h4 = TH.hypotheses[0][1]
    assert not h4.covers(d.instance)
    assert "≢" in str(result) and "Find-S says No" in str(result)


def test_the_unbiased_learner_is_the_rote_learner():
    result = check_equivalence(CandidateEliminationLearner("powerset"), RoteLearner(), TH)
    assert result.equivalent
    assert result.left == "Candidate-Elimination over the power set"


@pytest.mark.parametrize(
    "systems",
    [
        (RoteLearner(), CandidateEliminationLearner(), FindSLearner()),
        (NO_BIAS, TARGET_IN_H, DEFAULT_NEGATION),
    ],
)
def test_bias_strength_rote_lt_candidate_elimination_lt_find_s(systems):
    order = strength_order(systems, TH)
    assert order.holds
    assert all(step.strict for step in order.steps)
    assert [step.classified for step in order.steps] == [(4, 40), (40, 96)]
    assert " < " in str(order)


def test_a_stronger_bias_placed_first_breaks_the_order():
    order = strength_order((FindSLearner(), CandidateEliminationLearner()), TH)
    assert not order.holds
    assert order.steps[0].counterexample.right is Answer.UNKNOWN


def test_queries_are_explained(prover):
    proofs = {name: prover.prove(x, name) for name, x in TH.queries}
    assert str(proofs["A"].explanation) == "c ∈ H, examples 1 and 4 ⊢ EnjoySport(A) = Yes"
    assert isinstance(proofs["B"].explanation, Derivation)
    assert str(proofs["B"].explanation).endswith("⊢ EnjoySport(B) = No")
    for name in "CD":
        assert isinstance(proofs[name].explanation, Witnesses)
        assert proofs[name].answer is Answer.UNKNOWN


def test_consistent_theory_without_examples_entails_nothing():
    empty = Theory(TH.domain, TH.target, TH.space_spec)
    prover = TARGET_IN_H.prover(empty)
    assert {prover.classify(x) for x in TH.domain.instances()} == {Answer.UNKNOWN}
