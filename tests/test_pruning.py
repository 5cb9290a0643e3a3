"""Reduced-error pruning, C4.5 error-based pruning, χ² pre-pruning and their bad input."""

import itertools
import math

import pytest

from symlearn.concepts.attributes import Domain, Nominal
from symlearn.errors import SymlearnError
from symlearn.lang import load_theory
from symlearn.theory import Example, Target, Theory
from symlearn.trees import id3
from symlearn.trees.prune import (
    ChiSquareMeasure,
    chi_square,
    error_based_prune,
    prune,
    reduced_error_prune,
    reduced_error_pruning,
    rule_post_prune,
    split_examples,
)
from symlearn.trees.prune.stats import (
    added_errors,
    chi_square_critical,
    pessimistic_accuracy,
    two_sided_z,
    wilson_lower_bound,
)


@pytest.fixture(scope="module")
def playtennis():
    return load_theory("playtennis")


def accuracy(tree, theory) -> float:
    predicted = tree.predict_many([e.instance for e in theory.examples])
    return sum(p == e.label for p, e in zip(predicted, theory.examples, strict=True)) / len(
        theory.examples
    )


def test_split_holds_back_a_third_of_each_class_reproducibly(playtennis):
    training, held = split_examples(playtennis, seed=3)
    assert len(held.examples) == 5 and len(training.examples) == 9  # 9·⅓ → 3 Yes, 5·⅓ → 2 No
    assert sorted(e.label for e in held.examples).count("No") == 2
    assert {e.id for e in training.examples}.isdisjoint(e.id for e in held.examples)
    again = split_examples(playtennis, seed=3)[1]
    assert [e.id for e in again.examples] == [e.id for e in held.examples]


def test_a_subtree_that_only_fits_noise_is_pruned():
    # The class is A; one flipped label makes ID3 grow below A = x (Mitchell §3.7.1's
    # noisy example); a clean validation set prunes that subtree again.
    domain = Domain("Abc", tuple(Nominal(name, ("x", "y")) for name in "ABC"))
    target = Target("Class", ("pos", "neg"))
    days = list(itertools.product("xy", repeat=3))
    clean = [Example(d, "pos" if d[0] == "x" else "neg") for d in days]
    noisy = [
        Example(d, "neg") if d == ("x", "x", "x") else e for d, e in zip(days, clean, strict=True)
    ]
    tree = id3(Theory(domain, target, examples=tuple(noisy)))
    assert tree.size > 3
    validation = Theory(domain, target, examples=tuple(clean))
    result = reduced_error_prune(tree, validation)
    assert result.tree.size == 3 and result.tree.root.test.attribute == "A"
    assert accuracy(result.tree, validation) == result.after == 1.0
    assert accuracy(tree, validation) == result.before == 7 / 8
    assert result.steps[0].where == "A = x"


def test_equal_accuracy_removals_are_taken_and_larger_subtrees_first(playtennis):
    # Validated on one overcast day only, every decision node but the root can go.
    validation = Theory(
        playtennis.domain,
        playtennis.target,
        examples=(Example(("Overcast", "Hot", "High", "Weak"), "Yes"),),
    )
    result = reduced_error_prune(id3(playtennis), validation)
    assert result.tree.size == 1 and result.after == result.before == 1.0
    assert [s.nodes for s in result.steps] == [1]  # the root, the largest removal, first


def test_reduced_error_pruning_with_its_own_split_reports_its_steps(playtennis):
    result = reduced_error_pruning(playtennis, seed=0)
    assert result.after >= result.before
    assert result.tree.size <= result.original.size
    assert [s.nodes for s in result.steps] == sorted((s.nodes for s in result.steps), reverse=True)
    assert "reduced-error pruning" in str(result)


def test_validation_data_must_match_the_training_data(playtennis):
    tree = id3(playtennis)
    other = load_theory("enjoysport")
    with pytest.raises(SymlearnError, match="target is EnjoySport"):
        reduced_error_prune(tree, other)
    extra = Domain("PlayTennis", (*playtennis.domain.attributes, Nominal("Rain", ("Yes", "No"))))
    with pytest.raises(SymlearnError, match="attribute Rain that the training data lacks"):
        reduced_error_prune(
            tree,
            Theory(
                extra,
                playtennis.target,
                examples=(Example(("Sunny", "Hot", "High", "Weak", "No"), "No"),),
            ),
        )
    fewer = Domain("PlayTennis", playtennis.domain.attributes[:3])
    with pytest.raises(SymlearnError, match="lacks the attribute Wind"):
        reduced_error_prune(tree, Theory(fewer, playtennis.target))
    # A class the training examples never had.
    only_yes = Theory(
        playtennis.domain,
        playtennis.target,
        examples=tuple(e for e in playtennis.examples if e.label == "Yes"),
    )
    with pytest.raises(SymlearnError, match="class 'No', which no training example has"):
        reduced_error_prune(id3(only_yes), playtennis)
    three = Target("PlayTennis", ("Yes", "No", "Maybe"))
    with pytest.raises(SymlearnError, match="'Maybe', which no training example has"):
        reduced_error_prune(
            id3(Theory(playtennis.domain, three, examples=playtennis.examples)),
            Theory(
                playtennis.domain,
                three,
                examples=(Example(("Sunny", "Hot", "High", "Weak"), "Maybe"),),
            ),
        )


def test_added_errors_is_the_binomial_upper_limit():
    # No error: the exact limit U with (1 − U)ⁿ = CF.
    for n in (1, 2, 6, 40):
        u = 1 - 0.25 ** (1 / n)
        assert added_errors(n, 0, 0.25) == pytest.approx(n * u)
    # With errors, close to the exact binomial limit: P(X ≤ e | n, U) = CF.
    n, e = 100, 10
    low, high = e / n, 1.0
    for _ in range(100):
        u = (low + high) / 2
        cdf = sum(math.comb(n, k) * u**k * (1 - u) ** (n - k) for k in range(e + 1))
        low, high = (u, high) if cdf > 0.25 else (low, u)
    assert (e + added_errors(n, e, 0.25)) / n == pytest.approx(u, abs=0.005)
    assert added_errors(10, 2, 0.1) > added_errors(10, 2, 0.25) > added_errors(10, 2, 0.5)


def test_error_based_pruning_keeps_playtennis_and_prunes_noise(playtennis):
    tree = id3(playtennis)
    assert error_based_prune(tree).tree.size == 8  # as J48 keeps the weather tree
    # Pure noise: the class has nothing to do with the attributes.
    domain = Domain("Noise", tuple(Nominal(f"a{i}", ("x", "y")) for i in range(4)))
    examples = tuple(
        Example(tuple("xy"[(i >> b) & 1] for b in range(4)), "+-"[(i * 7 + i // 3) % 2])
        for i in range(48)
    )
    noise = id3(Theory(domain, Target("C", ("+", "-")), examples=examples))
    result = error_based_prune(noise)
    assert result.tree.size < noise.size
    assert result.after <= result.before
    with pytest.raises(SymlearnError, match="strictly between 0 and 1"):
        error_based_prune(tree, 1.5)
    with pytest.raises(SymlearnError, match="strictly between 0 and 1"):
        error_based_prune(tree, 0)


def test_chi_square_statistic_and_critical_values():
    # Outlook at the PlayTennis root: Sunny [2+,3−], Overcast [4+,0−], Rain [3+,2−].
    table = [[2, 3], [4, 0], [3, 2]]
    rows, cols = [5, 4, 5], [9, 5]
    by_hand = sum(
        (table[i][j] - rows[i] * cols[j] / 14) ** 2 / (rows[i] * cols[j] / 14)
        for i in range(3)
        for j in range(2)
    )
    statistic, df = chi_square(table)
    assert statistic == pytest.approx(by_hand) and df == 2
    for d, value in ((1, 3.841), (2, 5.991), (3, 7.815), (4, 9.488)):
        assert chi_square_critical(d, 0.95) == pytest.approx(value, abs=5e-4)
    assert chi_square_critical(1, 0.99) == pytest.approx(6.635, abs=5e-4)


def test_chi_square_pre_pruning_stops_where_no_test_is_significant(playtennis):
    # No test at the PlayTennis root passes at 95 % (Outlook's χ² = 3.55 < 5.99).
    assert prune(playtennis, "chi2").tree.size == 1
    # At 50 % Outlook passes; its subsets are too small for anything to pass below.
    loose = prune(playtennis, "chi2", confidence=0.5).tree
    assert loose.root.test.attribute == "Outlook"
    assert "χ² pre-pruning at 50%" in loose.criterion
    with pytest.raises(SymlearnError, match="strictly between 0 and 1"):
        ChiSquareMeasure("gain", 1.0)


def test_pessimistic_estimate_and_z():
    assert two_sided_z(0.95) == pytest.approx(1.96, abs=1e-3)
    p = 4 / 7
    assert pessimistic_accuracy(4, 7, 1.96) == pytest.approx(p - 1.96 * math.sqrt(p * (1 - p) / 7))
    assert pessimistic_accuracy(0, 0, 1.96) == 0.0


def test_wilson_lower_bound():
    z = 1.96
    for correct, n in ((4, 7), (0, 5), (3, 3), (95, 100), (2.5, 6.0)):
        p = correct / n
        bound = wilson_lower_bound(correct, n, z)
        # The lower root of (p − a)² = z²·a(1 − a)/n, the score interval's definition.
        a = bound
        assert (p - a) ** 2 == pytest.approx(z * z * a * (1 - a) / n, abs=1e-12) or a == 0
        assert 0.0 <= bound <= p
    assert wilson_lower_bound(3, 3, z) == pytest.approx(3 / (3 + z * z))
    assert wilson_lower_bound(0, 0, z) == 0.0
    # For many examples it meets the text's bound; for few, a perfect rule is not rated 1.
    assert wilson_lower_bound(8000, 10000, z) == pytest.approx(
        pessimistic_accuracy(8000, 10000, z), abs=5e-4
    )
    assert wilson_lower_bound(2, 2, z) < pessimistic_accuracy(95, 100, z)
    assert pessimistic_accuracy(2, 2, z) > pessimistic_accuracy(95, 100, z)


def test_rule_post_pruning_bounds_on_playtennis(playtennis):
    tree = id3(playtennis)
    text = rule_post_prune(tree, playtennis, bound="mitchell")
    # The text's bound rates each rule of the consistent tree 1: nothing can improve on it.
    assert all(p.rule.estimate == 1.0 and not p.removed for p in text.pruned)
    assert "p − z·√(p(1−p)/n)" in text.estimate
    wilson = rule_post_prune(tree, playtennis)
    assert "Wilson" in wilson.estimate
    removed = {str(p.original.conditions[0]): p for p in wilson.pruned if p.removed}
    # Sunny ∧ Normal → Yes (2 of 2) widens to Normal → Yes (6 of 7), a better-supported rule.
    (only,) = removed.values()
    assert [str(c) for c in only.removed] == ["Outlook = Sunny"]
    assert [str(c) for c in only.rule.conditions] == ["Humidity = Normal"]
    assert only.original.estimate == pytest.approx(2 / (2 + 1.96**2), abs=1e-3)
    assert only.rule.estimate == pytest.approx(wilson_lower_bound(6, 7, two_sided_z(0.95)))
    assert only.rule.estimate > only.original.estimate
    with pytest.raises(SymlearnError, match="did you mean 'wilson'"):
        rule_post_prune(tree, playtennis, bound="wilsn")


def test_prune_names_its_methods_and_checks_options(playtennis):
    with pytest.raises(SymlearnError, match="did you mean 'rules'"):
        prune(playtennis, "rule")
    with pytest.raises(SymlearnError, match="takes no confidence"):
        prune(playtennis, "reduced-error", confidence=0.9)
    with pytest.raises(SymlearnError, match="uses no validation set"):
        prune(playtennis, "c45", validation=playtennis)
    with pytest.raises(SymlearnError, match="strictly between 0 and 1"):
        prune(playtennis, "rules", confidence=-0.2)
    with pytest.raises(SymlearnError, match="fraction"):
        prune(playtennis, "reduced-error", fraction=1.0)
