"""C4.5's error-based pruning (Quinlan 1993, ch. 4), beside Mitchell §3.7.1: no validation
set; the training examples at each node give a pessimistic estimate of its errors.

A leaf that misclassifies E of the N training examples reaching it is expected to make
E + :func:`~symlearn.trees.prune.stats.added_errors` (N, E, CF) errors, the upper limit of
the binomial error at confidence factor CF (0.25 by default, as in C4.5 and Weka's J48; a
smaller CF prunes more). Bottom-up, a decision node whose estimate as a leaf is at most its
subtree's estimate (the sum over its branches) plus 0.1 becomes a leaf, as C4.5 decides
subtree replacement. (C4.5 may also replace a node by its most used branch, "subtree
raising"; that is not done here.)
"""

from __future__ import annotations

import numpy as np

from symlearn.trees.model import DecisionTree
from symlearn.trees.prune.indexed import IndexedTree
from symlearn.trees.prune.result import PrunedTree, PruneStep
from symlearn.trees.prune.stats import added_errors, check_confidence

METHOD = "C4.5 error-based pruning"
CONFIDENCE_FACTOR = 0.25
#: C4.5 prefers the leaf unless the subtree is estimated better by more than this.
SLACK = 0.1


def error_based_prune(tree: DecisionTree, confidence: float = CONFIDENCE_FACTOR) -> PrunedTree:
    """Prune ``tree`` as C4.5 does with confidence factor ``confidence`` (in (0, 1)).

    Steps score the estimated errors of the whole tree after each replacement.

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import id3
    >>> print(error_based_prune(id3(load_theory("playtennis"))).tree.size)   # as J48 keeps it
    8
    """
    cf = check_confidence(confidence, "confidence factor")
    index = IndexedTree.of(tree)
    labels = index.leaf_labels()
    estimate = np.zeros(len(index))
    as_leaf = np.zeros(len(index))
    for v, node in enumerate(index.nodes):
        n = node.weight
        errors = n - node.counts[labels[v]]
        as_leaf[v] = errors + added_errors(n, errors, cf)
    replaced = np.zeros(len(index), dtype=bool)
    for v in range(len(index) - 1, -1, -1):
        children = index.children[v]
        if not children:
            estimate[v] = as_leaf[v]
            continue
        subtree = sum(estimate[c] for c in children)
        if as_leaf[v] <= subtree + SLACK:
            estimate[v] = as_leaf[v]
            replaced[v] = True
        else:
            estimate[v] = subtree
    # The replacements that stand: those with no replaced ancestor.
    kept, v = [], 0
    while v < len(index):
        if replaced[v]:
            kept.append(v)
            v = int(index.end[v])
        else:
            v += 1
    steps, nodes, total = [], tree.size, _estimate_of(index, as_leaf)
    unpruned = total
    for v in sorted(kept, reverse=True):
        nodes -= int(index.end[v] - v) - 1
        total += as_leaf[v] - _subtree_estimate(index, as_leaf, v)
        steps.append(PruneStep(v, index.describe(v), nodes, float(total)))
    return PrunedTree(
        f"{METHOD} (confidence factor {cf:g})",
        index.pruned(kept),
        tree,
        tuple(steps),
        "estimated errors",
        float(unpruned),
        float(estimate[0]),
    )


def _subtree_estimate(index: IndexedTree, as_leaf: np.ndarray, v: int) -> float:
    """The estimated errors of the unpruned subtree at ``v``: the sum over its leaves."""
    return float(sum(as_leaf[u] for u in range(v, index.end[v]) if not index.children[u]))


def _estimate_of(index: IndexedTree, as_leaf: np.ndarray) -> float:
    return _subtree_estimate(index, as_leaf, 0)
