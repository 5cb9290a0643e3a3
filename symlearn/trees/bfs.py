"""BFS-ID3: the smallest consistent tree by breadth-first search over depth (Mitchell §3.6).

Mitchell introduces BFS-ID3 to state the bias ID3 only approximates: it considers all trees of
depth 0, then of depth 1, and so on, and returns the consistent tree with the fewest nodes at
the first depth where one exists. It exhibits exactly the bias "shorter trees are preferred";
ID3 is a greedy approximation of it (compare ``bfs_id3(d).size`` with ``id3(d).size``).

The search is exponential: it is for small data such as the PlayTennis table. Ties between
trees of equal size go to the earlier attribute (and the smaller threshold).
"""

from __future__ import annotations

from functools import cache

import numpy as np

from symlearn.concepts.attributes import Nominal
from symlearn.errors import LearningError, SpaceTooLargeError
from symlearn.theory import Theory
from symlearn.trees.data import Dataset
from symlearn.trees.model import DecisionTree, Node, NominalTest, Test, ThresholdTest
from symlearn.trees.splits import candidate_cuts
from symlearn.trees.tdidt import as_dataset

#: The number of (examples, attributes, depth) sub-problems the search may solve.
BUDGET = 200_000


def bfs_id3(
    data: Theory | Dataset, max_depth: int | None = None, budget: int = BUDGET
) -> DecisionTree:
    """The smallest tree consistent with the examples, at the least depth (Mitchell §3.6).

    Raises :class:`LearningError` when no tree is consistent (two examples with the same
    values and different classes) or values are missing, and :class:`SpaceTooLargeError`
    when the search needs more than ``budget`` sub-problems.

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import bfs_id3
    >>> bfs_id3(load_theory("playtennis")).size
    8
    """
    data = as_dataset(data)
    if len(data) == 0:
        raise LearningError("there are no training examples to grow a tree from")
    if data.has_missing:
        raise LearningError(
            "BFS-ID3 needs examples without missing values",
            hint="fill them in first, or grow the tree with id3",
        )
    _check_consistent(data)
    codes = np.stack(data.codes, axis=1) if data.codes else np.zeros((len(data), 0), int)
    k = len(data.classes)
    nominal = [isinstance(a, Nominal) for a in data.domain.attributes]
    calls = 0

    def class_counts(rows: tuple[int, ...]) -> np.ndarray:
        return np.bincount(data.y[list(rows)], data.weights[list(rows)], minlength=k)

    def tests(rows: tuple[int, ...], available: frozenset[int]):
        """Candidate tests at a node: ``(attribute, cut)``; ``cut`` is None for nominal."""
        for a in range(len(nominal)):
            if nominal[a]:
                if a in available:
                    yield a, None
            else:
                picked = list(rows)
                for low, _ in candidate_cuts(codes[picked, a], data.y[picked]):
                    yield a, low

    def partition(rows, a, cut) -> list[tuple[int, ...]]:
        if cut is None:
            parts: list[list[int]] = [[] for _ in data.domain.attributes[a].values]
            for r in rows:
                parts[codes[r, a]].append(r)
        else:
            parts = [
                [r for r in rows if codes[r, a] <= cut],
                [r for r in rows if codes[r, a] > cut],
            ]
        return [tuple(p) for p in parts]

    @cache
    def smallest(rows: tuple[int, ...], available: frozenset[int], depth: int):
        """``(size, (attribute, cut, subtrees))`` of the smallest consistent tree, or None."""
        nonlocal calls
        calls += 1
        if calls > budget:
            raise SpaceTooLargeError(
                f"BFS-ID3 needs more than {budget} sub-problems for these examples",
                hint="it is meant for small data; use id3, or raise the budget",
            )
        if (class_counts(rows) > 0).sum() <= 1:
            return 1, None
        if depth == 0:
            return None
        best = None
        for a, cut in tests(rows, available):
            parts = partition(rows, a, cut)
            if sum(1 for p in parts if p) < 2:
                continue
            rest = available - {a}
            size, subtrees = 1, []
            for part in parts:
                found = smallest(part, rest, depth - 1) if part else (1, None)
                if found is None:
                    break
                size += found[0]
                subtrees.append(found)
            else:
                if best is None or size < best[0]:
                    best = (size, (a, cut, subtrees))
        return best

    everything = tuple(range(len(data)))
    attributes = frozenset(a for a in range(len(nominal)) if nominal[a])
    limit = max_depth if max_depth is not None else len(nominal) if all(nominal) else len(data)
    for depth in range(limit + 1):
        found = smallest(everything, attributes, depth)
        if found is not None:
            root = _build(data, everything, found, class_counts, partition, None)
            return DecisionTree(data.domain, data.target, root, "BFS-ID3 (smallest tree)")
    raise LearningError(f"no consistent tree of depth ≤ {limit}")


def _build(data, rows, found, class_counts, partition, parent_label) -> Node:
    counts = class_counts(rows) if rows else np.zeros(len(data.classes))
    label = data.classes[int(counts.argmax())] if rows else parent_label
    ids = tuple(data.ids[r] for r in rows) if data.ids is not None else ()
    _, split = found
    if split is None:
        return Node(tuple(counts.tolist()), label, ids=ids)
    a, cut, subtrees = split
    attribute = data.domain.attributes[a]
    test: Test
    if cut is None:
        test = NominalTest(attribute.name, attribute.values)
    else:
        values = data.ranks[a]
        above = min(int(data.codes[a][r]) for r in rows if data.codes[a][r] > cut)
        test = ThresholdTest(attribute.name, float((values[cut] + values[above]) / 2))
    branches = tuple(
        _build(data, part, sub, class_counts, partition, label)
        for part, sub in zip(partition(rows, a, cut), subtrees, strict=True)
    )
    return Node(tuple(counts.tolist()), label, test, branches, ids)


def _check_consistent(data: Dataset) -> None:
    seen: dict[tuple[int, ...], int] = {}
    for i, key in enumerate(zip(*(c.tolist() for c in data.codes), strict=True)):
        j = seen.setdefault(key, i)
        if data.y[j] != data.y[i]:
            names = (
                (data.ids[j], data.ids[i]) if data.ids is not None else (f"#{j + 1}", f"#{i + 1}")
            )
            raise LearningError(
                f"no tree is consistent with the examples: {names[0]} and {names[1]} have the "
                "same values but different classes"
            )
