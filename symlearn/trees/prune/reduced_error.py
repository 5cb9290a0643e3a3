"""Reduced-error pruning (Quinlan 1987; Mitchell §3.7.1.1, Fig. 3.7).

"Pruning a decision node consists of removing the subtree rooted at that node, making it a
leaf node, and assigning it the most common classification of the training examples
affiliated with that node. Nodes are removed only if the resulting pruned tree performs no
worse than the original over the validation set. [...] Nodes are pruned iteratively, always
choosing the node whose removal most increases the decision tree accuracy over the
validation set."

Every decision node, the root included, is a candidate at every step. A removal that leaves
the validation accuracy equal is taken (the tree gets smaller at no cost); among removals of
equal gain the one that removes most nodes goes first, then the leftmost (first in
preorder). Pruning stops when every removal would lower the accuracy.
"""

from __future__ import annotations

import numpy as np

from symlearn.theory import Theory
from symlearn.trees.model import DecisionTree
from symlearn.trees.prune.data import VALIDATION_FRACTION, Labelled, split_examples
from symlearn.trees.prune.indexed import IndexedTree, Scores
from symlearn.trees.prune.result import PrunedTree, PruneStep
from symlearn.trees.tdidt import TDIDT

METHOD = "reduced-error pruning (Mitchell §3.7.1.1)"


def reduced_error_prune(tree: DecisionTree, validation: Theory | Labelled) -> PrunedTree:
    """Prune ``tree`` greedily on ``validation`` (see the module docstring).

    Returns a :class:`PrunedTree` whose steps score the validation accuracy after each
    removal; it never lowers the validation accuracy and never adds a node.

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import id3
    >>> th = load_theory("playtennis")
    >>> print(reduced_error_prune(id3(th), th).tree.size)   # no node is useless on its own data
    8
    """
    data = (
        validation if isinstance(validation, Labelled) else Labelled.from_theory(tree, validation)
    )
    data.check_not_empty("validation")
    index = IndexedTree.of(tree)
    scores = Scores(index, data)
    before = scores.accuracy
    alive = np.zeros(len(index), dtype=bool)
    alive[index.internal] = True
    size = (index.end - np.arange(len(index))).astype(np.int64)
    tolerance = 1e-9 * max(scores.total, 1.0)
    steps: list[PruneStep] = []
    while alive.any():
        candidates = np.flatnonzero(alive)
        gains = scores.as_leaf[candidates] - scores.as_is[candidates]
        best = gains.max()
        if best < -tolerance:
            break
        tied = candidates[gains >= best - tolerance]
        v = int(tied[np.argmax(size[tied])])
        scores.prune(v)
        alive[v : index.end[v]] = False
        removed = size[v] - 1
        up = v
        while up >= 0:
            size[up] -= removed
            up = index.parent[up]
        steps.append(PruneStep(v, index.describe(v), int(size[0]), scores.accuracy))
    return PrunedTree(
        METHOD,
        index.pruned(s.node for s in steps),
        tree,
        tuple(steps),
        "validation accuracy",
        before,
        scores.accuracy,
    )


def reduced_error_pruning(
    theory: Theory,
    learner: TDIDT | None = None,
    validation: Theory | None = None,
    fraction: float = VALIDATION_FRACTION,
    seed: int = 0,
) -> PrunedTree:
    """Grow a tree and prune it on a validation set: ``validation`` if given, else a seeded
    share ``fraction`` of the theory's examples held back from training (Mitchell: one third).
    """
    learner = learner or TDIDT()
    if validation is None:
        training, validation = split_examples(theory, fraction, seed)
    else:
        training = theory
    return reduced_error_prune(learner.fit(training), validation)
