"""Properties of pruning on random data (Mitchell §3.7.1)."""

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn.theory import Theory
from symlearn.trees import TDIDT
from symlearn.trees.prune import error_based_prune, reduced_error_prune, rule_post_prune
from symlearn.trees.prune.stats import two_sided_z, wilson_lower_bound
from tests.test_rules_properties import learners, theories


def accuracy(predict, theory: Theory) -> float:
    predicted = predict([e.instance for e in theory.examples])
    hits = sum(p == e.label for p, e in zip(predicted, theory.examples, strict=True))
    return hits / len(theory.examples)


def halves(theory: Theory, cut: int) -> tuple[Theory, Theory]:
    cut = max(1, min(cut, len(theory.examples) - 1))
    first = Theory(theory.domain, theory.target, examples=theory.examples[:cut])
    return first, Theory(theory.domain, theory.target, examples=theory.examples[cut:])


def trained_classes_only(tree, theory: Theory) -> Theory:
    seen = {c for c, n in zip(tree.target.classes, tree.root.counts, strict=True) if n > 0}
    kept = tuple(e for e in theory.examples if e.label in seen)
    return Theory(theory.domain, theory.target, examples=kept)


@settings(max_examples=60, deadline=None)
@given(theories(max_rows=40), learners, st.integers(1, 39))
def test_reduced_error_pruning_never_lowers_validation_accuracy_nor_adds_nodes(
    theory, learner, cut
):
    training, validation = halves(theory, cut)
    tree = learner.fit(training)
    validation = trained_classes_only(tree, validation)
    if not validation.examples:
        return
    result = reduced_error_prune(tree, validation)
    before = accuracy(tree.predict_many, validation)
    after = accuracy(result.tree.predict_many, validation)
    assert after >= before
    assert math.isclose(after, result.after) and math.isclose(before, result.before)
    assert result.tree.size <= tree.size
    scores = [result.before, *(s.score for s in result.steps)]
    assert all(a <= b + 1e-12 for a, b in itertools.pairwise(scores))
    if result.steps:
        assert result.steps[-1].nodes == result.tree.size


def covered_accuracy(rule, theory: Theory, z: float | None, bound: str) -> tuple[float, int]:
    """The estimate of Mitchell §3.7.1.2, recomputed example by example."""
    names = theory.domain.names
    n = correct = 0
    for e in theory.examples:
        values = dict(zip(names, e.instance, strict=True))
        ok = True
        for c in rule.conditions:
            v = values[c.attribute]
            if c.relation == "=":
                ok &= v == c.value
            elif c.relation == "≠":
                ok &= v != c.value
            elif c.relation == ">":
                ok &= v > c.value
            else:
                ok &= v <= c.value
        if ok:
            n += 1
            correct += e.label == rule.label
    if n == 0:
        return 0.0, 0
    p = correct / n
    if z is None:
        return p, n
    if bound == "wilson":
        return wilson_lower_bound(correct, n, z), n
    return p - z * math.sqrt(p * (1 - p) / n), n


@settings(max_examples=40, deadline=None)
@given(
    theories(max_rows=40),
    learners,
    st.booleans(),
    st.booleans(),
    st.sampled_from([0.5, 0.75, 0.95]),
    st.integers(1, 39),
    st.sampled_from(["wilson", "mitchell"]),
)
def test_a_pruned_rule_is_never_estimated_below_its_unpruned_rule(
    theory, learner, ties, on_validation, confidence, cut, bound
):
    training, validation = halves(theory, cut) if on_validation else (theory, None)
    tree = learner.fit(training)
    if validation is not None:
        validation = trained_classes_only(tree, validation)
        if not validation.examples:
            return
    result = rule_post_prune(
        tree, training, validation, confidence=confidence, ties=ties, bound=bound
    )
    z = None if on_validation else two_sided_z(confidence)
    judged_on = validation if on_validation else training
    for pruned in result.pruned:
        assert pruned.rule.estimate >= pruned.original.estimate - 1e-12
        estimate, n = covered_accuracy(pruned.rule, judged_on, z, bound)
        assert math.isclose(pruned.rule.estimate, estimate, abs_tol=1e-9)
        assert n == pruned.rule.covered
        assert set(pruned.rule.conditions) | set(pruned.removed) == set(pruned.original.conditions)
    estimates = [r.estimate for r in result.rules.rules]
    assert estimates == sorted(estimates, reverse=True)


@settings(max_examples=40, deadline=None)
@given(theories(max_rows=40), st.sampled_from([0.05, 0.25, 0.6]))
def test_error_based_pruning_never_adds_nodes_and_is_idempotent(theory, cf):
    tree = TDIDT().fit(theory)
    result = error_based_prune(tree, cf)
    assert result.tree.size <= tree.size
    # C4.5 takes the leaf when it is estimated at most 0.1 worse than the subtree.
    decisions = sum(1 for n in tree.nodes() if not n.is_leaf)
    assert result.after <= result.before + 0.1 * decisions + 1e-9
    # Pruning again changes nothing: every node left passed the test.
    assert error_based_prune(result.tree, cf).tree.size == result.tree.size
