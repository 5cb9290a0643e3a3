"""A tree's nodes numbered in preorder, and how a labelled data set scores on each of them.

Pruning a node turns its subtree into a leaf (Mitchell §3.7.1.1); to choose among all the
nodes quickly, every node's accuracy contribution is counted once:

- ``as_leaf[v]``: the weight of the examples reaching ``v`` that ``v`` would classify
  correctly as a leaf labelled with the majority class of its training examples;
- ``as_is[v]``: the weight of the examples reaching ``v`` that the subtree at ``v`` classifies
  correctly as it stands.

The accuracy of the tree is ``as_is[root]`` over the total weight, and pruning ``v`` changes
it by ``as_leaf[v] − as_is[v]``. An example reaches one leaf, unless it has a missing value
and the tree classifies by fractions (Mitchell §3.7.4): then its fragments count with their
weights, so the numbers are the expected accuracy of the fragments (the tree's own vote may
differ for such an example). An example with a value the tree never saw stops at the node
that tests it, as :class:`~symlearn.trees.model.DecisionTree` classifies it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

import numpy as np

from symlearn.trees.data import MISSING, UNSEEN
from symlearn.trees.model import DecisionTree, Node, Test
from symlearn.trees.prune.data import Labelled
from symlearn.trees.tdidt import majority


@dataclass(frozen=True, eq=False)
class IndexedTree:
    """The nodes of ``tree`` in preorder: node ``v``'s subtree is ``v .. end[v] − 1``."""

    tree: DecisionTree
    nodes: tuple[Node, ...]
    parent: np.ndarray
    end: np.ndarray
    children: tuple[tuple[int, ...], ...]
    steps: tuple[tuple[tuple[Test, int], ...], ...]

    @classmethod
    def of(cls, tree: DecisionTree) -> IndexedTree:
        nodes: list[Node] = []
        parent: list[int] = []
        children: list[list[int]] = []
        steps: list[tuple] = []
        stack: list[tuple[Node, int, tuple]] = [(tree.root, -1, ())]
        while stack:
            node, up, path = stack.pop()
            v = len(nodes)
            nodes.append(node)
            parent.append(up)
            children.append([])
            steps.append(path)
            if up >= 0:
                children[up].append(v)
            for outcome in range(len(node.branches) - 1, -1, -1):
                stack.append((node.branches[outcome], v, (*path, (node.test, outcome))))
        # Subtree extents: in preorder a subtree is contiguous; sizes summed bottom-up.
        size = np.ones(len(nodes), dtype=np.int64)
        for v in range(len(nodes) - 1, 0, -1):
            size[parent[v]] += size[v]
        return cls(
            tree,
            tuple(nodes),
            np.asarray(parent, dtype=np.int64),
            np.arange(len(nodes)) + size,
            tuple(tuple(c) for c in children),
            tuple(steps),
        )

    def __len__(self) -> int:
        return len(self.nodes)

    @property
    def internal(self) -> np.ndarray:
        """The preorder numbers of the decision (non-leaf) nodes."""
        return np.flatnonzero([not n.is_leaf for n in self.nodes])

    def leaf_labels(self) -> np.ndarray:
        """The class index each node would predict as a leaf: a leaf's own label, and for a
        decision node the majority class of its training examples (Mitchell §3.7.1.1)."""
        index = {c: i for i, c in enumerate(self.tree.target.classes)}
        counts = np.asarray([n.counts for n in self.nodes], dtype=float)
        own = np.asarray([index[n.label] for n in self.nodes], dtype=np.int64)
        leaf = np.asarray([n.is_leaf for n in self.nodes])
        return np.where(leaf, own, majority(counts))

    def labels(self) -> np.ndarray:
        index = {c: i for i, c in enumerate(self.tree.target.classes)}
        return np.asarray([index[n.label] for n in self.nodes], dtype=np.int64)

    def describe(self, v: int) -> str:
        """Where node ``v`` sits: the conditions on its path (``the root`` for the root)."""
        path = self.steps[v]
        return " ∧ ".join(test.condition(o) for test, o in path) if path else "the root"

    def pruned(self, leaves: Iterable[int]) -> DecisionTree:
        """The tree with the nodes ``leaves`` made leaves of their training majority class."""
        mark = np.zeros(len(self.nodes) + 1, dtype=np.int64)
        chosen = sorted(set(leaves))
        mark[chosen] = 1
        marked_before = np.r_[0, np.cumsum(mark[:-1])]
        label = self.leaf_labels()
        classes = self.tree.target.classes

        def build(v: int) -> Node:
            node = self.nodes[v]
            if mark[v]:
                return Node(node.counts, classes[label[v]], ids=node.ids)
            if marked_before[self.end[v]] == marked_before[v]:
                return node
            return replace(node, branches=tuple(build(c) for c in self.children[v]))

        return replace(self.tree, root=build(0))

    def reach(self, data: Labelled) -> tuple[np.ndarray, np.ndarray]:
        """``(arrived, stopped)``, each ``[node, class]``: the weight of the examples of each
        class that reach each node, and that end their way there (at a leaf, or at a test of
        a value the tree never saw)."""
        k = len(self.tree.target.classes)
        arrived = np.zeros((len(self.nodes), k))
        stopped = np.zeros((len(self.nodes), k))
        position = {name: i for i, name in enumerate(self.tree.domain.names)}
        fractional = self.tree.missing == "fractional"
        stack = [(0, np.arange(len(data)), data.weights.astype(float))]
        while stack:
            v, rows, weights = stack.pop()
            if not len(rows):
                continue
            node = self.nodes[v]
            counts = np.bincount(data.y[rows], weights, minlength=k)
            arrived[v] += counts
            if node.is_leaf:
                stopped[v] += counts
                continue
            outcome = node.test.route(data.columns[position[node.test.attribute]][rows])
            unseen = outcome == UNSEEN
            if unseen.any():
                stopped[v] += np.bincount(data.y[rows[unseen]], weights[unseen], minlength=k)
            lost = outcome == MISSING
            branch_weight = np.array([b.weight for b in node.branches])
            for i, child in enumerate(self.children[v]):
                chosen = outcome == i
                sub_rows, sub_weights = rows[chosen], weights[chosen]
                if lost.any():
                    if fractional:
                        share = branch_weight[i] / branch_weight.sum()
                    else:
                        share = float(i == int(branch_weight.argmax()))
                    if share > 0:
                        sub_rows = np.concatenate([sub_rows, rows[lost]])
                        sub_weights = np.concatenate([sub_weights, weights[lost] * share])
                stack.append((child, sub_rows, sub_weights))
        return arrived, stopped


class Scores:
    """How one labelled data set fares at every node of an indexed tree, as nodes are pruned.

    See the module docstring for :attr:`as_leaf` and :attr:`as_is`; :attr:`own` is the weight
    that ends its way at each node (as it stands) and is classified correctly there.
    """

    def __init__(self, index: IndexedTree, data: Labelled):
        arrived, stopped = index.reach(data)
        nodes = np.arange(len(index))
        self.index = index
        self.total = data.total
        self.as_leaf = arrived[nodes, index.leaf_labels()]
        self.own = stopped[nodes, index.labels()]
        running = np.r_[0.0, np.cumsum(self.own)]
        self.as_is = running[index.end] - running[nodes]

    @property
    def accuracy(self) -> float:
        return float(self.as_is[0] / self.total) if self.total else 0.0

    def gain(self, v: int) -> float:
        """How much correctly classified weight pruning ``v`` adds (negative: loses)."""
        return float(self.as_leaf[v] - self.as_is[v])

    def prune(self, v: int) -> None:
        """Account for node ``v`` becoming a leaf."""
        delta = self.as_leaf[v] - self.as_is[v]
        self.as_is[v] = self.as_leaf[v]
        up = self.index.parent[v]
        while up >= 0:
            self.as_is[up] += delta
            up = self.index.parent[up]
