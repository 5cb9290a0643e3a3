"""Avoiding overfitting (Mitchell §3.7.1): pruning trees and rules, and stopping early.

- :func:`reduced_error_prune` / :func:`reduced_error_pruning`: reduced-error pruning on a
  validation set (§3.7.1.1, Fig. 3.7);
- :func:`rule_post_prune` / :func:`rule_post_pruning`: rule post-pruning with a validation
  set or the pessimistic estimate (§3.7.1.2);
- :func:`error_based_prune`: C4.5's error-based pruning with a confidence factor;
- :class:`ChiSquareMeasure`: χ² pre-pruning (Quinlan 1986) for the TDIDT learner;
- :func:`prune`: any of them by name, as ``symlearn tree --prune`` uses them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from symlearn.errors import SymlearnError, check_choice
from symlearn.theory import Theory
from symlearn.trees.model import DecisionTree
from symlearn.trees.prune.chi_square import ChiSquareMeasure, chi_square
from symlearn.trees.prune.data import VALIDATION_FRACTION, Labelled, split_examples
from symlearn.trees.prune.error_based import CONFIDENCE_FACTOR, error_based_prune
from symlearn.trees.prune.reduced_error import reduced_error_prune, reduced_error_pruning
from symlearn.trees.prune.result import PrunedTree, PruneStep
from symlearn.trees.prune.rule_post import (
    BOUND,
    BOUNDS,
    PrunedRule,
    PrunedRules,
    rule_post_prune,
    rule_post_pruning,
)
from symlearn.trees.rules import RuleList
from symlearn.trees.tdidt import TDIDT

#: Method names and their default confidence (None: the method has none).
METHODS = {"reduced-error": None, "rules": 0.95, "c45": CONFIDENCE_FACTOR, "chi2": 0.95}


@dataclass(frozen=True)
class Pruned:
    """The outcome of :func:`prune`: the tree to show, the rules when the method makes
    rules (``rules``), and the method's own report (``None`` for χ² pre-pruning)."""

    method: str
    tree: DecisionTree
    rules: RuleList | None = None
    report: PrunedTree | PrunedRules | None = None


def prune(
    theory: Theory,
    method: str,
    learner: TDIDT | None = None,
    *,
    confidence: float | None = None,
    validation: Theory | None = None,
    hold_out: bool = False,
    fraction: float = VALIDATION_FRACTION,
    seed: int = 0,
    ties: bool = False,
    bound: str = BOUND,
) -> Pruned:
    """Grow a tree on ``theory`` with ``learner`` and avoid overfitting by ``method``:

    - ``reduced-error``: on ``validation``, else on a seeded ``fraction`` held out;
    - ``rules``: rule post-pruning, on ``validation`` or a held-out share (``hold_out``),
      else pessimistically at ``confidence`` (0.95) with ``bound``; ``ties`` and ``bound``
      as in :func:`rule_post_prune`;
    - ``c45``: error-based pruning with confidence factor ``confidence`` (0.25);
    - ``chi2``: χ² pre-pruning at ``confidence`` (0.95) while growing.
    """
    check_choice(method, METHODS, "pruning method")
    if confidence is not None and METHODS[method] is None:
        raise SymlearnError(f"{method} pruning takes no confidence level")
    if validation is not None and method in ("c45", "chi2"):
        raise SymlearnError(f"{method} pruning uses no validation set")
    confidence = METHODS[method] if confidence is None else confidence
    learner = learner or TDIDT()
    if method == "reduced-error":
        report = reduced_error_pruning(theory, learner, validation, fraction, seed)
        return Pruned(method, report.tree, None, report)
    if method == "rules":
        rules = rule_post_pruning(
            theory, learner, validation, confidence, ties, hold_out, fraction, seed, bound
        )
        return Pruned(method, rules.tree, rules.rules, rules)
    if method == "c45":
        report = error_based_prune(learner.fit(theory), confidence)
        return Pruned(method, report.tree, None, report)
    measure = ChiSquareMeasure(learner.measure, confidence)
    return Pruned(method, replace(learner, measure=measure).fit(theory))


__all__ = [
    "BOUND",
    "BOUNDS",
    "CONFIDENCE_FACTOR",
    "METHODS",
    "VALIDATION_FRACTION",
    "ChiSquareMeasure",
    "Labelled",
    "PruneStep",
    "Pruned",
    "PrunedRule",
    "PrunedRules",
    "PrunedTree",
    "chi_square",
    "error_based_prune",
    "prune",
    "reduced_error_prune",
    "reduced_error_pruning",
    "rule_post_prune",
    "rule_post_pruning",
    "split_examples",
]
