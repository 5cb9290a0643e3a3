"""What a pruning method returns: the pruned tree, the tree it came from, and its steps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from symlearn.trees.model import DecisionTree


@dataclass(frozen=True)
class PruneStep:
    """One node turned into a leaf: its preorder number in the original tree, its path, the
    number of nodes left, and the method's score after the step (``PrunedTree.score``)."""

    node: int
    where: str
    nodes: int
    score: float

    def as_dict(self) -> dict[str, Any]:
        return {"node": self.node, "where": self.where, "nodes": self.nodes, "score": self.score}


@dataclass(frozen=True)
class PrunedTree:
    """A pruned tree beside the original.

    ``score`` names what the steps' scores and :attr:`before`/:attr:`after` measure (the
    validation accuracy for reduced-error pruning, C4.5's estimated errors for error-based
    pruning).
    """

    method: str
    tree: DecisionTree
    original: DecisionTree
    steps: tuple[PruneStep, ...]
    score: str
    before: float
    after: float

    def __str__(self) -> str:
        steps = len(self.steps)
        return (
            f"{self.method}: {self.original.size} → {self.tree.size} nodes in {steps} "
            f"step{'s' * (steps != 1)}; {self.score} {self.before:.4g} → {self.after:.4g}"
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "nodes_before": self.original.size,
            "nodes_after": self.tree.size,
            "score": self.score,
            "before": self.before,
            "after": self.after,
            "steps": [s.as_dict() for s in self.steps],
        }
