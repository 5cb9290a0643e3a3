"""Decision trees as values: tests, nodes and the tree (Mitchell §3.2, Fig. 3.1).

Every node keeps the (weighted) class counts of the training examples that reached it, the
class it predicts and, where the theory names its examples, their ids; an inner node adds its
test and one branch per outcome of the test. A path from the root to a leaf is a conjunction
of :meth:`Test.condition` strings (Mitchell §3.2: a tree is a disjunction of conjunctions),
see :meth:`DecisionTree.paths`.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from symlearn.concepts.attributes import Domain, Instance
from symlearn.theory import Target
from symlearn.trees.data import MISSING, UNSEEN, as_instance, encode_instances

MISSING_STRATEGIES = ("most-common", "class-most-common", "fractional")


def number(value: float) -> str:
    """A count or threshold as Mitchell writes it: ``9``, ``0.6``, ``54``, ``72.5``."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.4g}"


@dataclass(frozen=True)
class NominalTest:
    """Test the value of a nominal attribute: one branch per value (Mitchell Table 3.1)."""

    attribute: str
    values: tuple[str, ...]

    @property
    def outcomes(self) -> tuple[str, ...]:
        return self.values

    def condition(self, outcome: int) -> str:
        return f"{self.attribute} = {self.values[outcome]}"

    def route(self, codes: np.ndarray) -> np.ndarray:
        """The branch of each encoded value (:data:`MISSING` and :data:`UNSEEN` pass through)."""
        return codes

    def __str__(self) -> str:
        return self.attribute


@dataclass(frozen=True)
class ThresholdTest:
    """The boolean test ``attribute > threshold`` on a numeric attribute (Mitchell §3.7.2).

    Outcome 0 is ``≤ threshold`` and outcome 1 is ``> threshold``.
    """

    attribute: str
    threshold: float

    @property
    def outcomes(self) -> tuple[str, ...]:
        t = number(self.threshold)
        return (f"≤ {t}", f"> {t}")

    def condition(self, outcome: int) -> str:
        return f"{self.attribute} {self.outcomes[outcome]}"

    def route(self, values: np.ndarray) -> np.ndarray:
        return np.where(np.isnan(values), MISSING, (values > self.threshold).astype(np.int64))

    def __str__(self) -> str:
        return f"{self.attribute} > {number(self.threshold)}"


@dataclass(frozen=True)
class ValueTest:
    """The boolean test ``attribute = value`` on a nominal attribute (the slides' Attr = val).

    Outcome 0 is ``= value`` and outcome 1 is ``≠ value``; ``index`` is the value's position
    among the attribute's values. A value the attribute does not have is certainly ``≠``.
    """

    attribute: str
    value: str
    index: int

    @property
    def outcomes(self) -> tuple[str, ...]:
        return (f"= {self.value}", f"≠ {self.value}")

    def condition(self, outcome: int) -> str:
        return f"{self.attribute} {self.outcomes[outcome]}"

    def route(self, codes: np.ndarray) -> np.ndarray:
        return np.where(codes == MISSING, MISSING, (codes != self.index).astype(np.int64))

    def __str__(self) -> str:
        return f"{self.attribute} = {self.value}"


Test = NominalTest | ThresholdTest | ValueTest


@dataclass(frozen=True)
class Node:
    """A node: class counts of its training examples, its label, and a test with branches.

    ``counts[k]`` is the total weight of the examples of class ``k`` that reached the node
    (fractional examples count with their fraction). An empty leaf (no examples) is labelled
    with its parent's majority class (Mitchell Table 3.1).
    """

    counts: tuple[float, ...]
    label: str
    test: Test | None = None
    branches: tuple[Node, ...] = ()
    ids: tuple[str, ...] = ()

    @property
    def is_leaf(self) -> bool:
        return self.test is None

    @property
    def weight(self) -> float:
        return math.fsum(self.counts)

    def children(self) -> Iterator[tuple[str, Node]]:
        """``(outcome, child)`` for each branch of the test."""
        if self.test is not None:
            yield from zip(self.test.outcomes, self.branches, strict=True)

    def walk(self) -> Iterator[Node]:
        """This node and its descendants, in preorder."""
        yield self
        for branch in self.branches:
            yield from branch.walk()


@dataclass(frozen=True)
class Path:
    """A path from the root to a leaf: ``(test, outcome index)`` pairs and the leaf."""

    steps: tuple[tuple[Test, int], ...]
    leaf: Node

    def conditions(self) -> tuple[str, ...]:
        return tuple(test.condition(outcome) for test, outcome in self.steps)

    def __str__(self) -> str:
        body = " ∧ ".join(self.conditions()) or "true"
        return f"IF {body} THEN {self.leaf.label}"


@dataclass(frozen=True)
class DecisionTree:
    """A learned decision tree over ``domain`` predicting ``target``.

    ``criterion`` names the selection measure that grew it and ``missing`` the strategy for
    missing values, which also decides how a missing value is classified:

    - ``fractional`` (C4.5, Mitchell §3.7.4): the instance splits into fragments weighted by
      the training weight of each branch; each fragment reaches a leaf, and the fragments'
      weights are summed per leaf class; :meth:`predict` answers the class with most weight.
    - ``most-common`` and ``class-most-common``: the instance follows the branch that had
      the most training weight (its class is unknown, so both behave alike when classifying).

    A nominal value the tree never saw in training (not among the attribute's values) cannot
    be routed: the instance stops at the node that tests it and takes that node's class
    weights, as if the node were a leaf. A value of the domain that no training example had
    at a node reaches an empty leaf, which answers its parent's class weights; both give the
    distribution of the last node that had examples.
    """

    domain: Domain
    target: Target
    root: Node
    criterion: str = "gain"
    missing: str = "fractional"

    # ---------------------------------------------------------------- structure

    def nodes(self) -> Iterator[Node]:
        return self.root.walk()

    def leaves(self) -> Iterator[Node]:
        return (n for n in self.nodes() if n.is_leaf)

    @property
    def size(self) -> int:
        """The number of nodes, leaves included."""
        return sum(1 for _ in self.nodes())

    @property
    def depth(self) -> int:
        """The number of tests on the longest path (a single leaf has depth 0)."""

        def depth(node: Node) -> int:
            return 1 + max(depth(b) for b in node.branches) if node.branches else 0

        return depth(self.root)

    def paths(self) -> Iterator[Path]:
        """Every root-to-leaf path, left to right (the first step of rule conversion)."""

        def walk(node: Node, steps: tuple[tuple[Test, int], ...]) -> Iterator[Path]:
            if node.test is None:
                yield Path(steps, node)
                return
            for outcome, branch in enumerate(node.branches):
                yield from walk(branch, (*steps, (node.test, outcome)))

        return walk(self.root, ())

    # ---------------------------------------------------------------- classification

    def predict(self, x: Instance | Mapping[str, object]) -> str:
        """The class of one instance (a tuple in domain order or a name → value mapping)."""
        return self.predict_many([x])[0]

    def predict_proba(self, x: Instance | Mapping[str, object]) -> dict[str, float]:
        """Class probabilities of one instance: the normalised class weights of its leaf
        (summed over fragments, weighted by their fractions, when a value is missing)."""
        row = self.predict_proba_many([x])[0]
        return dict(zip(self.target.classes, (float(p) for p in row), strict=True))

    def predict_many(self, instances: Sequence[Instance | Mapping[str, object]]) -> list[str]:
        """The class of each instance; see the class docstring for missing and unseen values."""
        _, votes = self._route(instances)
        return [self.target.classes[k] for k in votes.argmax(axis=1)]

    def predict_proba_many(
        self, instances: Sequence[Instance | Mapping[str, object]]
    ) -> np.ndarray:
        """Class probabilities ``[instance, class]`` in the order of ``target.classes``."""
        proba, _ = self._route(instances)
        return proba

    def predict_columns(self, columns: Sequence[np.ndarray]) -> np.ndarray:
        """Class indices for encoded columns (see :func:`symlearn.trees.data.encode_instances`)."""
        _, votes = _route_columns(self, columns)
        return votes.argmax(axis=1)

    def _route(self, instances: Sequence[Instance | Mapping[str, object]]):
        rows = [as_instance(self.domain, x) for x in instances]
        return _route_columns(self, encode_instances(self.domain, rows))

    # ---------------------------------------------------------------- reading

    def render(self, ids: bool = True) -> str:
        from symlearn.trees.render import render_text

        return render_text(self, ids=ids)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return (
            f"<DecisionTree {self.target.name} by {self.criterion}: "
            f"{self.size} nodes, depth {self.depth}>"
        )

    def to_networkx(self):
        from symlearn.trees.render import to_networkx

        return to_networkx(self)

    def to_dot(self) -> str:
        from symlearn.trees.render import to_dot

        return to_dot(self)

    def to_dict(self) -> dict[str, Any]:
        from symlearn.trees.serialize import tree_to_dict

        return tree_to_dict(self)

    def to_json(self) -> str:
        from symlearn.trees.serialize import tree_to_json

        return tree_to_json(self)

    @classmethod
    def from_json(cls, text: str, source: str | None = None) -> DecisionTree:
        from symlearn.trees.serialize import tree_from_json

        return tree_from_json(text, source)


def _distribution(node: Node) -> np.ndarray:
    counts = np.asarray(node.counts, dtype=float)
    return counts / counts.sum()


def _route_columns(tree: DecisionTree, columns: Sequence[np.ndarray]):
    """Send every instance down the tree at once; fragments where a value is missing.

    Returns ``(proba, votes)``: each ``[instance, class]``; ``votes`` sums the fragments'
    weights per leaf label (Mitchell §3.7.4), ``proba`` their weighted class distributions.
    """
    n = len(columns[0]) if columns else 0
    k = len(tree.target.classes)
    proba = np.zeros((n, k))
    votes = np.zeros((n, k))
    position = {a.name: i for i, a in enumerate(tree.domain.attributes)}
    label_index = {c: i for i, c in enumerate(tree.target.classes)}

    def settle(node: Node, fallback: Node, rows: np.ndarray, weights: np.ndarray) -> None:
        source = node if node.weight > 0 else fallback
        np.add.at(proba, rows, weights[:, None] * _distribution(source)[None, :])
        np.add.at(votes, (rows, label_index[node.label]), weights)

    def visit(node: Node, fallback: Node, rows: np.ndarray, weights: np.ndarray) -> None:
        if len(rows) == 0:
            return
        if node.test is None:
            settle(node, fallback, rows, weights)
            return
        outcome = node.test.route(columns[position[node.test.attribute]][rows])
        unseen = outcome == UNSEEN
        if unseen.any():
            settle(node, fallback, rows[unseen], weights[unseen])
        branch_weight = np.array([b.weight for b in node.branches])
        missing = outcome == MISSING
        rows_m, weights_m = rows[missing], weights[missing]
        for i, branch in enumerate(node.branches):
            chosen = outcome == i
            sub_rows, sub_weights = rows[chosen], weights[chosen]
            if len(rows_m):
                if tree.missing == "fractional":
                    share = branch_weight[i] / branch_weight.sum()
                    if share > 0:
                        sub_rows = np.concatenate([sub_rows, rows_m])
                        sub_weights = np.concatenate([sub_weights, weights_m * share])
                elif i == int(branch_weight.argmax()):
                    sub_rows = np.concatenate([sub_rows, rows_m])
                    sub_weights = np.concatenate([sub_weights, weights_m])
            visit(branch, node, sub_rows, sub_weights)

    visit(tree.root, tree.root, np.arange(n), np.ones(n))
    return proba, votes
