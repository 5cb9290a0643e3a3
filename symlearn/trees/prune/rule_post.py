"""Rule post-pruning (Mitchell §3.7.1.2; C4.5's rules).

1. grow the tree, overfitting allowed; 2. write one rule per root-to-leaf path
(:func:`~symlearn.trees.rules.rules_from_tree`); 3. prune each rule by greedily removing the
precondition whose removal most improves its estimated accuracy, until no removal does;
4. sort the rules by estimated accuracy, best first, and classify with the first that fires.

A rule's accuracy is estimated on the examples it covers (those satisfying all its
preconditions), weighted, either

- on a validation set: the observed accuracy p, or
- on the training set, pessimistically (C4.5): a lower confidence bound on the accuracy,
  with n the covered weight (examples of every class that satisfy the preconditions) and z
  the two-sided normal deviate of the confidence level (1.96 at 95 %, the default). ``bound``
  chooses it: ``"mitchell"`` is the text's p − z·√(p(1−p)/n); ``"wilson"`` (the default) the
  lower limit of Wilson's score interval, the same normal approximation solved for the
  accuracy (:func:`~symlearn.trees.prune.stats.wilson_lower_bound`). The text's bound is 1
  for every rule that is right on all the examples it covers, however few, so on an
  overfitted tree — whose leaves are pure — hardly a precondition ever goes; Wilson's bound
  is n/(n + z²) there and prunes such rules toward better-supported ones.

A rule covering no example is estimated 0. ``ties`` decides whether a removal that leaves the
estimate equal is taken: Mitchell's steps say "removing any preconditions that result in
improving its estimated accuracy" and later "whose removal does not worsen" it; the default
(``ties=False``) takes improvements only, ``ties=True`` also the removals that change
nothing, which gives shorter rules. Either way a pruned rule is never estimated below the
rule it came from.

The default class, for instances no rule covers, is the most common class among the
training examples that no pruned rule covers (the training majority when every example is
covered).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from symlearn.errors import check_choice
from symlearn.theory import Theory
from symlearn.trees.model import DecisionTree
from symlearn.trees.prune.data import VALIDATION_FRACTION, Labelled, split_examples
from symlearn.trees.prune.stats import pessimistic_accuracy, two_sided_z, wilson_lower_bound
from symlearn.trees.rules import Condition, Rule, RuleList, rules_from_tree
from symlearn.trees.tdidt import TDIDT

CONFIDENCE = 0.95

#: The pessimistic bounds on a rule's accuracy (correct, n, z) -> estimate, by name.
BOUNDS = {
    "wilson": (wilson_lower_bound, "Wilson lower bound"),
    "mitchell": (pessimistic_accuracy, "p − z·√(p(1−p)/n)"),
}
BOUND = "wilson"


@dataclass(frozen=True)
class PrunedRule:
    """A rule after pruning, the path rule it came from (with its estimate), and the
    preconditions removed, in the order they went."""

    rule: Rule
    original: Rule
    removed: tuple[Condition, ...]


@dataclass(frozen=True)
class PrunedRules:
    """The sorted rule list of rule post-pruning, with each rule's history."""

    rules: RuleList
    pruned: tuple[PrunedRule, ...]
    tree: DecisionTree
    estimate: str

    def __str__(self) -> str:
        removed = sum(len(p.removed) for p in self.pruned)
        return (
            f"rule post-pruning ({self.estimate}): {len(self.pruned)} rules, {removed} of "
            f"{sum(len(p.original.conditions) for p in self.pruned)} preconditions removed\n"
            f"{self.rules}"
        )

    def as_dict(self) -> dict[str, Any]:
        name = self.rules.target.name
        return {
            "method": "rule post-pruning (Mitchell §3.7.1.2)",
            "estimate": self.estimate,
            "rules": self.rules.as_dict(),
            "history": [
                {
                    "original": p.original.as_dict(name),
                    "removed": [str(c) for c in p.removed],
                    "pruned": p.rule.as_dict(name),
                }
                for p in self.pruned
            ],
        }


class RuleEstimator:
    """Estimated accuracy of rules on one labelled data set (see the module docstring)."""

    def __init__(
        self, tree: DecisionTree, data: Labelled, z: float | None, bound: str = BOUND
    ) -> None:
        self.tree, self.data, self.z = tree, data, z
        self.bound = BOUNDS[bound][0]
        self.index = {c: i for i, c in enumerate(tree.target.classes)}
        self._masks: dict[Condition, np.ndarray] = {}

    def mask(self, condition: Condition) -> np.ndarray:
        if condition not in self._masks:
            self._masks[condition] = condition.mask(self.data.columns, self.tree.domain)
        return self._masks[condition]

    def estimate(self, covered: np.ndarray, label: str) -> tuple[float, float]:
        """``(estimate, covered weight)`` of a rule for ``label`` covering ``covered``."""
        w = self.data.weights
        n = float(w[covered].sum())
        correct = float(w[covered & (self.data.y == self.index[label])].sum())
        if self.z is None:
            return (correct / n if n > 0 else 0.0), n
        return self.bound(correct, n, self.z), n

    def prune(self, rule: Rule, ties: bool) -> PrunedRule:
        """Greedy removal of preconditions (Mitchell §3.7.1.2, step 3)."""
        conditions = list(rule.conditions)
        masks = [self.mask(c) for c in conditions]
        everyone = np.ones(len(self.data), dtype=bool)
        current, n = self.estimate(np.logical_and.reduce([everyone, *masks]), rule.label)
        original = Rule(rule.conditions, rule.label, current, n)
        tolerance = 1e-12
        removed = []
        while conditions:
            # Coverage without precondition i: the AND of those before it and after it.
            before = [everyone]
            for m in masks[:-1]:
                before.append(before[-1] & m)
            after = [everyone]
            for m in reversed(masks[1:]):
                after.append(after[-1] & m)
            after.reverse()
            trials = [self.estimate(b & a, rule.label) for b, a in zip(before, after, strict=True)]
            best = max(range(len(trials)), key=lambda i: trials[i][0])
            value = trials[best][0]
            if not (value > current + tolerance or (ties and value >= current - tolerance)):
                break
            current, n = trials[best]
            removed.append(conditions.pop(best))
            masks.pop(best)
        return PrunedRule(Rule(tuple(conditions), rule.label, current, n), original, tuple(removed))


def rule_post_prune(
    tree: DecisionTree,
    training: Theory,
    validation: Theory | None = None,
    confidence: float = CONFIDENCE,
    ties: bool = False,
    bound: str = BOUND,
) -> PrunedRules:
    """Rule post-pruning of ``tree``, grown from ``training`` (Mitchell §3.7.1.2; see the
    module docstring).

    Rules are estimated on ``validation`` when given, else pessimistically on ``training``
    at ``confidence`` with ``bound`` (``"wilson"`` or the text's ``"mitchell"``).

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import id3
    >>> th = load_theory("playtennis")
    >>> print(rule_post_prune(id3(th), th, bound="mitchell").rules.rules[0].text("PlayTennis"))
    IF Outlook = Sunny ∧ Humidity = High THEN PlayTennis = No
    >>> print(rule_post_prune(id3(th), th).rules.rules[0].text("PlayTennis"))
    IF Outlook = Overcast THEN PlayTennis = Yes
    """
    check_choice(bound, BOUNDS, "pessimistic bound")
    train = Labelled.from_theory(tree, training, "training").check_not_empty("training")
    if validation is None:
        z = two_sided_z(confidence)
        estimator = RuleEstimator(tree, train, z, bound)
        how = (
            f"pessimistic estimate on the training data ({BOUNDS[bound][1]}), "
            f"{confidence:.0%} confidence, z = {z:.3g}"
        )
    else:
        data = Labelled.from_theory(tree, validation).check_not_empty("validation")
        estimator = RuleEstimator(tree, data, None)
        how = "accuracy on the validation data"
    pruned = tuple(estimator.prune(rule, ties) for rule in rules_from_tree(tree).rules)
    ranked = sorted((p.rule for p in pruned), key=lambda r: -r.estimate)
    seen: set = set()
    unique = []
    for rule in ranked:
        key = (frozenset(rule.conditions), rule.label)
        if key not in seen:
            seen.add(key)
            unique.append(rule)
    default = _default_class(unique, train, tree)
    rules = RuleList(tree.domain, tree.target, tuple(unique), default, source="rule post-pruning")
    return PrunedRules(rules, pruned, tree, how)


def _default_class(rules: list[Rule], train: Labelled, tree: DecisionTree) -> str:
    """The most common class of the training examples no rule covers (ties: the first)."""
    left = np.ones(len(train), dtype=bool)
    for rule in rules:
        left &= ~rule.mask(train.columns, tree.domain)
    if not left.any():
        return tree.root.label
    counts = np.bincount(train.y[left], train.weights[left], minlength=len(tree.target.classes))
    return tree.target.classes[int(counts.argmax())]


def rule_post_pruning(
    theory: Theory,
    learner: TDIDT | None = None,
    validation: Theory | None = None,
    confidence: float = CONFIDENCE,
    ties: bool = False,
    hold_out: bool = False,
    fraction: float = VALIDATION_FRACTION,
    seed: int = 0,
    bound: str = BOUND,
) -> PrunedRules:
    """Grow a tree on ``theory`` and post-prune its rules (Mitchell §3.7.1.2).

    With ``hold_out`` a seeded share ``fraction`` of the examples is held back as the
    validation set (unless ``validation`` is given); otherwise the pessimistic estimate on
    all the training examples is used.
    """
    learner = learner or TDIDT()
    training = theory
    if validation is None and hold_out:
        training, validation = split_examples(theory, fraction, seed)
    return rule_post_prune(learner.fit(training), training, validation, confidence, ties, bound)
