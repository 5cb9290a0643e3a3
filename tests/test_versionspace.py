"""Chapter 2 oracles through the public API: Find-S, Candidate-Elimination, votes, queries."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from symlearn import Answer, Example, load_theory, parse_hypothesis, parse_instance
from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.disjunctive import DisjunctiveSpace
from symlearn.concepts.powerset import PowerSetSpace
from symlearn.errors import DataError, DomainError, LearningError, SpaceTooLargeError
from symlearn.theory import Target, Theory
from symlearn.versionspace import (
    VersionSpace,
    Vote,
    candidate_elimination,
    find_s,
    list_then_eliminate,
)
from symlearn.versionspace.learners import learn
from symlearn.versionspace.queries import active_learning, best_query, rank_queries

ENJOY = load_theory("enjoysport")
VS = candidate_elimination(ENJOY.space, ENJOY.examples)


def texts(hypotheses) -> list[str]:
    return [str(h) for h in hypotheses]


def keys(space, hypotheses) -> set:
    return {space.key(h) for h in hypotheses}


# --- Find-S (§2.4) ------------------------------------------------------------------------------
def test_find_s_trace():
    result = find_s(ENJOY.space, ENJOY.examples)
    assert texts(result.trace) == [
        "<∅, ∅, ∅, ∅, ∅, ∅>",
        "<Sunny, Warm, Normal, Strong, Warm, Same>",
        "<Sunny, Warm, ?, Strong, Warm, Same>",
        "<Sunny, Warm, ?, Strong, Warm, Same>",
        "<Sunny, Warm, ?, Strong, ?, ?>",
    ]
    assert str(result.hypothesis) == "<Sunny, Warm, ?, Strong, ?, ?>"
    assert result.misclassified == ()


def test_find_s_reports_what_it_gets_wrong_outside_h():
    result = find_s(ENJOY.space, load_theory("disjunctive_target").examples)
    assert str(result.hypothesis) == "<?, Warm, Normal, Strong, Cool, Change>"
    assert [e.id for e in result.misclassified] == ["3"]


# --- Candidate-Elimination (§2.5.4) -------------------------------------------------------------
S_TRACE = [
    ["<∅, ∅, ∅, ∅, ∅, ∅>"],
    ["<Sunny, Warm, Normal, Strong, Warm, Same>"],
    ["<Sunny, Warm, ?, Strong, Warm, Same>"],
    ["<Sunny, Warm, ?, Strong, Warm, Same>"],
    ["<Sunny, Warm, ?, Strong, ?, ?>"],
]
G_TRACE = [
    ["<?, ?, ?, ?, ?, ?>"],
    ["<?, ?, ?, ?, ?, ?>"],
    ["<?, ?, ?, ?, ?, ?>"],
    ["<Sunny, ?, ?, ?, ?, ?>", "<?, Warm, ?, ?, ?, ?>", "<?, ?, ?, ?, ?, Same>"],
    ["<Sunny, ?, ?, ?, ?, ?>", "<?, Warm, ?, ?, ?, ?>"],
]
FIGURE_2_3 = {
    "<Sunny, Warm, ?, Strong, ?, ?>",
    "<Sunny, ?, ?, Strong, ?, ?>",
    "<Sunny, Warm, ?, ?, ?, ?>",
    "<?, Warm, ?, Strong, ?, ?>",
    "<Sunny, ?, ?, ?, ?, ?>",
    "<?, Warm, ?, ?, ?, ?>",
}


def test_candidate_elimination_trace():
    assert [step.index for step in VS.trace] == [0, 1, 2, 3, 4]
    assert VS.trace[0].example is None
    assert [step.example.id for step in VS.trace[1:]] == ["1", "2", "3", "4"]
    assert [sorted(texts(step.S)) for step in VS.trace] == [sorted(s) for s in S_TRACE]
    assert [sorted(texts(step.G)) for step in VS.trace] == [sorted(g) for g in G_TRACE]
    assert texts(VS.S) == S_TRACE[-1]
    assert sorted(texts(VS.G)) == sorted(G_TRACE[-1])


def test_final_version_space_is_figure_2_3():
    assert VS.count() == 6
    assert set(texts(VS.members())) == FIGURE_2_3
    assert not VS.is_empty and VS.emptied_by is None
    for text in FIGURE_2_3:
        assert VS.contains(parse_hypothesis(text, ENJOY.domain))
    assert not VS.contains(parse_hypothesis("<Sunny, ?, ?, ?, ?, Same>", ENJOY.domain))
    assert not VS.contains(ENJOY.space.most_general()[0])


def test_list_then_eliminate_agrees():
    lte = list_then_eliminate(ENJOY.space, ENJOY.examples)
    assert lte == VS
    assert set(texts(lte.members())) == FIGURE_2_3
    for ce_step, lte_step in zip(VS.trace, lte.trace, strict=True):
        assert keys(ENJOY.space, ce_step.S) == keys(ENJOY.space, lte_step.S)
        assert keys(ENJOY.space, ce_step.G) == keys(ENJOY.space, lte_step.G)


def test_example_order_does_not_change_the_version_space():
    for order in itertools.permutations(ENJOY.examples):
        assert candidate_elimination(ENJOY.space, order) == VS


def test_exercise_2_2_reverse_order_has_other_intermediate_boundaries():
    reverse = candidate_elimination(ENJOY.space, ENJOY.examples[::-1])
    assert reverse == VS
    assert texts(reverse.trace[1].S) == ["<Sunny, Warm, High, Strong, Cool, Change>"]


def test_plain_pairs_are_accepted():
    pairs = [(e.instance, e.positive) for e in ENJOY.examples]
    vs = candidate_elimination(ENJOY.space, pairs)
    assert vs == VS and [s.example.id for s in vs.trace[1:]] == ["1", "2", "3", "4"]
    assert vs.trace[3].example.label == "No"


# --- the disjunctive target (§2.7.1) ------------------------------------------------------------
def test_disjunctive_target_empties_the_version_space():
    theory = load_theory("disjunctive_target")
    vs = candidate_elimination(theory.space, theory.examples)
    assert texts(vs.trace[2].S) == ["<?, Warm, Normal, Strong, Cool, Change>"]
    assert vs.is_empty and vs.count() == 0 and vs.members() == []
    assert vs.emptied_by.id == "3" and len(vs.trace) == 4
    error = vs.error
    assert isinstance(error, LearningError)
    assert "example 3 <Rainy, Warm, Normal, Strong, Cool, Change>" in str(error)
    assert error.location.line == 21 and "disjunctive_target.sl" in error.location.source
    with pytest.raises(LearningError, match="empty"):
        vs.vote(theory.examples[0].instance)
    with pytest.raises(LearningError):
        vs.classify(theory.examples[0].instance)
    lte = list_then_eliminate(theory.space, theory.examples)
    assert lte.is_empty and lte.emptied_by.id == "3"


def test_two_disjuncts_hold_the_disjunctive_target():
    theory = load_theory("disjunctive_target")
    space = DisjunctiveSpace(theory.domain, 2)
    vs = candidate_elimination(space, theory.examples)
    target = dict(theory.hypotheses)["target"]
    assert not vs.is_empty and vs.contains(target)


# --- classification (§2.6.3, Table 2.6) ---------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "positive", "negative", "answer"),
    [
        ("A", 6, 0, Answer.YES),
        ("B", 0, 6, Answer.NO),
        ("C", 3, 3, Answer.UNKNOWN),
        ("D", 2, 4, Answer.UNKNOWN),
    ],
)
def test_table_2_6(name, positive, negative, answer):
    x = ENJOY.query_map[name]
    vote = VS.vote(x)
    assert (vote.positive, vote.negative) == (positive, negative)
    assert vote == Vote(positive, negative) and str(vote) == f"{positive}:{negative}"
    assert vote.fraction == Fraction(positive, 6)
    assert VS.classify(x) is answer is vote.unanimous
    members = VS.members()
    assert sum(h.covers(x) for h in members) == positive


def test_majority_vote_with_confidence():
    d = VS.vote(ENJOY.query_map["D"])
    assert d.majority is Answer.NO and d.confidence == pytest.approx(2 / 3)
    c = VS.vote(ENJOY.query_map["C"])
    assert c.majority is Answer.UNKNOWN and c.confidence == 0.5
    assert VS.vote(ENJOY.query_map["A"]).majority is Answer.YES


def test_unanimous_rule_splits_the_96_instances_8_32_56():
    split = VS.split()
    assert {answer: len(xs) for answer, xs in split.items()} == {
        Answer.YES: 8,
        Answer.NO: 32,
        Answer.UNKNOWN: 56,
    }
    for answer, xs in split.items():
        for x in xs:
            assert VS.vote(x).unanimous is answer


# --- queries (§2.6.2) ---------------------------------------------------------------------------
def test_optimal_query_is_c():
    best = best_query(VS, ENJOY.queries)
    assert best.name == "C" and (best.vote.positive, best.vote.negative) == (3, 3)
    assert [q.name for q in rank_queries(VS, ENJOY.queries)] == ["C", "D", "A", "B"]
    anywhere = best_query(VS)
    assert anywhere.vote.imbalance == 0 and anywhere.name is None


@pytest.mark.parametrize("target", sorted(FIGURE_2_3))
def test_active_learning_finds_each_member_of_figure_2_3(target):
    h = parse_hypothesis(target, ENJOY.domain)
    run = active_learning(ENJOY.space, h, ENJOY.examples)
    assert run.converged and ENJOY.space.equivalent(run.version_space.S[0], h)
    assert run.initial_count == 6 and run.lower_bound == 3
    assert run.queries <= run.lower_bound


def test_exercise_2_5_b_and_c_halving_queries():
    pairs = load_theory("pairs")
    x = parse_instance(
        "<<male, black, short, Portuguese>, <female, blonde, tall, Indian>>", pairs.domain
    )
    vs = candidate_elimination(pairs.space, [(x, True)])
    assert vs.count() == 256 == 2**8
    target = parse_hypothesis("<<male, ?, short, ?>, <?, blonde, ?, Indian>>", pairs.domain)
    run = active_learning(pairs.space, target, [(x, True)])
    assert run.converged and run.queries == 8 == math.ceil(math.log2(256))
    assert all(step.query.vote.imbalance == 0 for step in run.steps)
    assert [step.remaining for step in run.steps] == [2**k for k in range(7, -1, -1)]


def test_active_learning_rejects_a_target_that_contradicts_the_examples():
    pairs = load_theory("pairs")
    with pytest.raises(LearningError, match="disagrees with example 1"):
        active_learning(pairs.space, dict(pairs.hypotheses)["part_b"], pairs.examples)


# --- the unbiased learner (§2.7.2) ---------------------------------------------------------------
def test_unbiased_learner_votes_half_on_every_unseen_instance():
    theory = load_theory("unbiased")
    vs = candidate_elimination(theory.space, theory.examples)
    assert texts(vs.S) == ["<Sunny, Warm, Strong> ∨ <Sunny, Warm, Weak> ∨ <Sunny, Cold, Strong>"]
    assert texts(vs.G) == ["¬(<Rainy, Cold, Strong> ∨ <Rainy, Cold, Weak>)"]
    k = len(theory.examples)
    assert vs.count() == 2 ** (theory.domain.size - k) == 8
    seen = {e.instance for e in theory.examples}
    unseen = [x for x in theory.domain.instances() if x not in seen]
    assert len(unseen) == 3 and {x for _, x in theory.queries} == set(unseen)
    for x in unseen:
        vote = vs.vote(x)
        assert vote.positive == vote.negative == 4
        assert vs.classify(x) is Answer.UNKNOWN
        assert sum(h.covers(x) for h in vs.members()) == 4
    for e in theory.examples:
        assert vs.classify(e.instance) is Answer.of(e.positive)
    assert list_then_eliminate(theory.space, theory.examples) == vs


def test_unbiased_active_learning_needs_every_unseen_instance():
    theory = load_theory("unbiased")
    target = parse_hypothesis("<Sunny, ?, ?> ∨ <?, Warm, Weak>", theory.domain)
    run = active_learning(theory.space, target, theory.examples)
    assert run.converged and run.queries == 3 == run.lower_bound


# --- counting without enumeration (§2.5.3) -------------------------------------------------------
def test_counting_a_trillion_members_without_listing_them():
    domain = Domain("Wide", tuple(Nominal(f"a{i}", ("t", "f")) for i in range(40)))
    space = ConjunctiveSpace(domain)
    vs = candidate_elimination(space, [(("t",) * 40, True)])
    assert vs.count() == 2**40
    assert vs.vote(("f",) + ("t",) * 39) == Vote(2**39, 2**39)
    with pytest.raises(SpaceTooLargeError, match="1099511627776"):
        vs.members()
    with pytest.raises(SpaceTooLargeError, match="give the candidate queries"):
        best_query(vs)
    assert best_query(vs, [("f",) * 40, ("f",) + ("t",) * 39]).vote.imbalance == 0


def test_counting_intervals_in_closed_form():
    domain = Domain("Line", tuple(Numeric(f"v{i}", True, 0, 100) for i in range(6)))
    space = ConjunctiveSpace(domain)
    vs = candidate_elimination(space, [((50,) * 6, True)])
    assert vs.count() == (51 * 51) ** 6
    negative = ((50,) * 5) + (0,)
    vs2 = candidate_elimination(space, [((50,) * 6, True), (negative, False)])
    assert vs2.count() == (51 * 51) ** 5 * (50 * 51)


def test_rectangles_count_and_votes_agree_with_listing():
    theory = load_theory("rectangles")
    vs = candidate_elimination(theory.space, theory.examples)
    lte = list_then_eliminate(theory.space, theory.examples)
    assert vs == lte and vs.count() == lte.count() == len(vs.members())
    assert keys(theory.space, vs.members()) == keys(theory.space, lte.members())
    assert len(vs.G) == 4 and texts(vs.S) == ["<3..5, 3..6>"]
    for _, x in theory.queries:
        assert vs.vote(x) == lte.vote(x)
    assert vs.classify(theory.query_map["inside"]) is Answer.YES
    assert vs.classify(theory.query_map["outside"]) is Answer.NO
    assert vs.contains(dict(theory.hypotheses)["target"])


def test_pairs_trace_exercise_2_5_a():
    theory = load_theory("pairs")
    vs = candidate_elimination(theory.space, theory.examples)
    assert texts(vs.trace[2].S) == ["<<male, brown, ?, ?>, <female, black, short, US>>"]
    assert sorted(texts(vs.trace[3].G)) == [
        "<<?, ?, ?, ?>, <?, ?, ?, US>>",
        "<<male, ?, ?, ?>, <?, ?, ?, ?>>",
    ]
    assert texts(vs.S) == ["<<male, brown, ?, ?>, <female, ?, short, ?>>"]
    assert texts(vs.G) == ["<<male, ?, ?, ?>, <?, ?, ?, ?>>"]
    assert vs.count() == 8


# --- limits and bad input -----------------------------------------------------------------------
def test_max_boundary_stops_with_a_clear_error():
    domain = Domain("Grid", tuple(Nominal(f"a{i}", ("p", "q", "r")) for i in range(8)))
    space = ConjunctiveSpace(domain)
    negatives = [((v,) * 8, False) for v in ("p", "q", "r")]
    with pytest.raises(LearningError, match=r"G boundary grew to .* max_boundary = 20"):
        candidate_elimination(space, negatives, max_boundary=20)
    assert len(candidate_elimination(space, negatives).G) > 20
    for limit in (0, -3):
        with pytest.raises(DataError, match=f"max_boundary must be at least 1, not {limit}"):
            candidate_elimination(space, negatives, max_boundary=limit)


def test_list_then_eliminate_refuses_a_space_too_large_naming_its_size():
    with pytest.raises(SpaceTooLargeError, match=str(2**96)):
        list_then_eliminate(PowerSetSpace(ENJOY.domain), ENJOY.examples)


def test_bad_instances_and_hypotheses():
    with pytest.raises(DomainError, match="unknown value 'Snowy' for Sky"):
        VS.vote(("Snowy", "Warm", "Normal", "Strong", "Warm", "Same"))
    with pytest.raises(DomainError, match="has 6 values, not 2"):
        VS.classify(("Sunny", "Warm"))
    other = load_theory("rectangles")
    with pytest.raises(DomainError, match="not a hypothesis of the conjunctive space"):
        VS.contains(other.space.most_general()[0])
    with pytest.raises(DomainError, match=r"example 2 .*unknown value 'Hot'"):
        candidate_elimination(
            ENJOY.space, [(ENJOY.examples[0].instance, True), (("Sunny", "Hot") + ("x",) * 4, True)]
        )
    with pytest.raises(DataError, match="neither an Example"):
        find_s(ENJOY.space, [("not", "a pair", "at all")])


def test_labels_must_be_the_declared_classes():
    odd = Example(ENJOY.examples[0].instance, "Maybe", id="7")
    theory = Theory(ENJOY.domain, Target("EnjoySport", ("Yes", "No"), "Yes"), examples=(odd,))
    with pytest.raises(DataError, match=r"example 7 .*'Maybe' is not a class of EnjoySport"):
        learn(theory)
    three = Theory(ENJOY.domain, Target("T", ("a", "b", "c"), "a"))
    with pytest.raises(DataError, match="two classes"):
        learn(three)
    with pytest.raises(DataError, match="neither the positive nor the negative"):
        candidate_elimination(ENJOY.space, [Example(ENJOY.examples[0].instance, "Yes")])


def test_missing_values_are_refused_at_the_example():
    from symlearn import parse_theory

    theory = parse_theory(
        "domain D { A: a | b  B: c | d }\ntarget T: Yes | No\nexamples {\n  <a, ?> -> Yes\n}\n",
        source="m.sl",
    )
    with pytest.raises(DomainError, match="missing value for B") as caught:
        learn(theory)
    assert str(caught.value).startswith("m.sl:4:")


def test_version_space_prints_in_the_hypothesis_language():
    assert repr(VS) == (
        "VersionSpace(S={<Sunny, Warm, ?, Strong, ?, ?>}, "
        "G={<Sunny, ?, ?, ?, ?, ?>, <?, Warm, ?, ?, ?, ?>})"
    )
    assert str(VS).startswith("version space of 6 hypotheses")
    assert isinstance(VS, VersionSpace) and hash(VS) == hash(
        list_then_eliminate(ENJOY.space, ENJOY.examples)
    )
