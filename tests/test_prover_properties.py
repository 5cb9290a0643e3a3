"""Property tests: the prover with c ∈ H is Candidate-Elimination's unanimous vote (§2.7).

On random small domains and random data — labelled by a target in H, or at random — the
deductive system and the learner give the same output on every instance of X, and are
inconsistent on the same data.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn import Answer
from symlearn.concepts.hypotheses import Or
from symlearn.errors import LearningError
from symlearn.logic import DEFAULT_NEGATION, NO_BIAS, TARGET_IN_H
from symlearn.logic.equivalence import classifier
from symlearn.logic.learners import CandidateEliminationLearner, FindSLearner, RoteLearner
from symlearn.theory import Example, SpaceSpec, Target, Theory
from tests.strategies import conjunctions, domains, instances

TARGET = Target("T", ("Yes", "No"), "Yes")


@st.composite
def theories(draw, kind: str, k: int = 1) -> Theory:
    if k == 1:
        domain = draw(domains(max_attributes=3, groups=False, max_values=3))
    else:
        domain = draw(
            st.one_of(
                domains(max_attributes=2, numeric=False, groups=False, max_values=3),
                domains(max_attributes=3, numeric=False, groups=False, max_values=2),
            )
        )
    xs = draw(st.lists(instances(domain), min_size=0, max_size=6))
    if draw(st.booleans()):
        target = Or(tuple(draw(st.lists(conjunctions(domain), min_size=1, max_size=k))))
        labels = [target.covers(x) for x in xs]
    else:
        labels = draw(st.lists(st.booleans(), min_size=len(xs), max_size=len(xs)))
    examples = tuple(
        Example(x, "Yes" if positive else "No", id=str(i + 1))
        for i, (x, positive) in enumerate(zip(xs, labels, strict=True))
    )
    return Theory(domain, TARGET, SpaceSpec(kind, k), examples)


def outputs(system, theory: Theory) -> list[Answer] | str:
    """The system's answer on every instance, or "inconsistent"."""
    try:
        classify = classifier(system, theory)
        return [classify(x) for x in theory.domain.instances()]
    except LearningError:
        return "inconsistent"


@settings(max_examples=120, deadline=None)
@given(theories("conjunctive"))
def test_conjunctive_prover_is_candidate_elimination(theory):
    assert outputs(TARGET_IN_H, theory) == outputs(CandidateEliminationLearner(), theory)


@settings(max_examples=80, deadline=None)
@given(theories("disjunctive", 2))
def test_two_term_disjunctive_prover_is_candidate_elimination(theory):
    assert outputs(TARGET_IN_H, theory) == outputs(CandidateEliminationLearner(), theory)


@settings(max_examples=25, deadline=None)
@given(theories("conjunctive"))
def test_find_s_is_default_negation_when_the_data_fit_h(theory):
    expected = outputs(DEFAULT_NEGATION, theory)
    if expected != "inconsistent":
        assert outputs(FindSLearner(), theory) == expected


@settings(max_examples=25, deadline=None)
@given(theories("conjunctive"))
def test_rote_learner_is_the_prover_without_bias(theory):
    assert outputs(NO_BIAS, theory) == outputs(RoteLearner(), theory)
