"""Trees meet version spaces (Mitchell exercise 3.4(b)): the learned tree's formula against
the hypotheses of the version space, decided by the prover."""

import itertools

from symlearn.concepts.attributes import Domain, Numeric
from symlearn.lang import load_theory, parse_hypothesis
from symlearn.theory import Example, Target, Theory
from symlearn.trees import id3
from symlearn.trees.compare import compare_with_hypotheses, compare_with_version_space
from symlearn.trees.formula import formulas

# The version space of Fig. 2.3, written out from the figure.
FIG_2_3 = (
    "<Sunny, Warm, ?, Strong, ?, ?>",
    "<Sunny, ?, ?, Strong, ?, ?>",
    "<Sunny, Warm, ?, ?, ?, ?>",
    "<?, Warm, ?, Strong, ?, ?>",
    "<Sunny, ?, ?, ?, ?, ?>",
    "<?, Warm, ?, ?, ?, ?>",
)


def test_id3_on_enjoysport_is_no_member_of_its_version_space():
    theory = load_theory("enjoysport")
    tree = id3(theory)
    hypotheses = [parse_hypothesis(text, theory.domain) for text in FIG_2_3]
    comparison = compare_with_hypotheses(tree, hypotheses)
    assert comparison.equivalent == ()
    for verdict in comparison.verdicts:
        x = verdict.check.instance
        tree_says_yes = tree.predict(x) == "Yes"
        assert verdict.check.values == (tree_says_yes, verdict.hypothesis.covers(x))
        assert tree_says_yes != verdict.hypothesis.covers(x)
    text = str(comparison)
    assert "the tree is equivalent to none of the 6 hypotheses" in text
    assert "the tree says Yes, the hypothesis No" in text
    # The version space API gives the same members and the same answer.
    from_api = compare_with_version_space(tree, theory)
    assert {str(v.hypothesis) for v in from_api.verdicts} == {str(h) for h in hypotheses}
    assert from_api.equivalent == ()


def test_a_tree_learned_from_every_instance_of_a_hypothesis_is_equivalent_to_it():
    theory = load_theory("enjoysport")
    h = parse_hypothesis("<Sunny, Warm, ?, ?, ?, ?>", theory.domain)
    examples = tuple(Example(x, "Yes" if h.covers(x) else "No") for x in theory.domain.instances())
    tree = id3(Theory(theory.domain, theory.target, examples=examples))
    other = parse_hypothesis("<Sunny, ?, ?, ?, ?, ?>", theory.domain)
    comparison = compare_with_hypotheses(tree, [h, other])
    assert comparison.equivalent == (h,)
    assert comparison.as_dict()["hypotheses"][1]["equivalent"] is False


def test_thresholds_over_bounded_integers_are_compared_value_by_value():
    domain = Domain("Grid", (Numeric("x", True, 1, 6), Numeric("y", True, 1, 4)))
    inside = parse_hypothesis("<2..5, 1..3>", domain)
    examples = tuple(
        Example(p, "Yes" if inside.covers(p) else "No")
        for p in itertools.product(range(1, 7), range(1, 5))
    )
    tree = id3(Theory(domain, Target("In", ("Yes", "No"), "Yes"), examples=examples))
    assert "x>" in str(formulas(tree)["Yes"])
    assert compare_with_hypotheses(tree, [inside]).equivalent == (inside,)
    wider = parse_hypothesis("<2..6, 1..3>", domain)
    verdict = compare_with_hypotheses(tree, [wider]).verdicts[0]
    assert not verdict.equivalent and verdict.check.instance[0] == 6
