"""Top-down induction of decision trees (TDIDT; Mitchell §3.4, Table 3.1).

The generic algorithm of the lecture slides::

    grow_tree(E):  tests ← generate_tests(E);  t ← best_test(tests, E)
                   if stop_criterion(E): return leaf(info(E))
                   else: return node(t, [grow_tree(Eⱼ) for each outcome j of t])

with every part pluggable: the candidate tests (:mod:`symlearn.trees.splits`), the selection
measure (:mod:`symlearn.trees.measures`), the stopping rule and the leaf label. ID3 (Table 3.1)
is information gain, multiway tests on nominal attributes, stop when pure, majority leaves.

The tree grows one level at a time: the examples of all the nodes of a level are counted
together with ``np.bincount``, so the work per level is a handful of array operations per
attribute, however many nodes the level has.

Deterministic tie-breaking: among tests of equal score (within :data:`~.measures.TIE`) the
attribute that comes first in the domain wins; among thresholds of one attribute, the
smallest; among classes of equal weight, the first class of the target. A test that would
send every example down one branch is not a candidate (it would only copy the node).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from numbers import Integral

import numpy as np

from symlearn.errors import LearningError, Location, SymlearnError
from symlearn.theory import Theory
from symlearn.trees.data import MISSING, Dataset
from symlearn.trees.measures import Measure, first_best, measure_named
from symlearn.trees.missing import branch_fractions, check_strategy, fill
from symlearn.trees.model import DecisionTree, Node, Test
from symlearn.trees.splits import TEST_FAMILIES, Candidates, Level, standard_tests

StopRule = Callable[[np.ndarray, np.ndarray], np.ndarray]
LeafRule = Callable[[np.ndarray], np.ndarray]


def majority(counts: np.ndarray) -> np.ndarray:
    """The most common class of each node (``counts[node, class]``); ties: the first class."""
    return counts.argmax(axis=1)


@dataclass(frozen=True)
class Stop:
    """Stop growing a node when its examples are all of one class (Table 3.1), or when it
    reaches ``max_depth`` tests, or holds less than ``min_weight`` of examples."""

    max_depth: int | None = None
    min_weight: float = 0.0

    def __post_init__(self) -> None:
        depth = self.max_depth
        if depth is not None and (isinstance(depth, bool) or not isinstance(depth, Integral)):
            raise SymlearnError(f"the maximum depth must be a whole number, not {depth!r}")
        if depth is not None and depth < 0:
            raise SymlearnError(f"the maximum depth must be 0 or more, not {depth}")
        if not self.min_weight >= 0:
            raise SymlearnError(f"the minimum weight must be 0 or more, not {self.min_weight}")

    def __call__(self, counts: np.ndarray, depth: np.ndarray) -> np.ndarray:
        stop = (counts > 0).sum(axis=1) <= 1
        if self.max_depth is not None:
            stop |= depth >= self.max_depth
        if self.min_weight > 0:
            stop |= counts.sum(axis=1) < self.min_weight
        return stop


def as_dataset(data: Theory | Dataset) -> Dataset:
    """``data`` as arrays (a theory's examples are encoded once)."""
    return data if isinstance(data, Dataset) else Dataset.from_theory(data)


@dataclass(frozen=True)
class LevelScores:
    """What :func:`score_level` learns about each (node, attribute) pair of a level."""

    candidates: list[Candidates]
    scores: np.ndarray
    codes: list[np.ndarray]


def score_level(
    data: Dataset,
    level: Level,
    available: np.ndarray,
    measure: Measure,
    missing: str,
    tests: Callable = standard_tests,
) -> LevelScores:
    """Rate the best test of every attribute at every node of ``level``.

    ``available[node, attribute]`` says which attributes a node may still test. Returns the
    per-attribute candidates, the competing scores ``[node, attribute]`` (``-inf`` where an
    attribute offers no test) and the codes of the level's entries after filling missing
    values (for the partition that follows).
    """
    costs = data.attribute_costs()
    candidates, filled = [], []
    for a, attribute in enumerate(data.domain.attributes):
        codes = data.codes[a][level.row]
        lost = None
        if missing == "fractional":
            absent = codes == MISSING
            if absent.any():
                lost = level.class_counts(absent)
        else:
            codes = fill(missing, codes, level.node, level.y, level.w, level.size, level.classes)
        family = tests(attribute)
        candidates.append(
            family.evaluate(level, codes, lost, attribute, data.ranks[a], measure, costs[a])
        )
        filled.append(codes)
    valid = np.stack([c.valid for c in candidates], axis=1) & available
    scores = measure.compete([c.tables for c in candidates], costs, valid)
    return LevelScores(candidates, scores, filled)


@dataclass(frozen=True)
class TDIDT:
    """A configurable top-down decision-tree learner (Mitchell §3.4; lecture slides' TDIDT).

    Parameters
    ----------
    measure : a :class:`~.measures.Measure` or its name: ``"gain"`` (ID3), ``"gain-ratio"``,
        ``"gini"``, ``"mantaras"``, ``"cost"``.
    missing : ``"fractional"`` (C4.5), ``"most-common"`` or ``"class-most-common"``
        (Mitchell §3.7.4, see :mod:`symlearn.trees.missing`).
    stop : the stopping rule, ``stop(counts[node, class], depth[node]) -> bool[node]``.
    leaf : the leaf label, ``leaf(counts[node, class]) -> class index[node]``; an empty
        branch gets ``leaf`` of its parent's counts.
    tests : the candidate tests, ``tests(attribute) -> test family`` (:mod:`.splits`), or
        ``"multiway"`` (ID3: one branch per value) or ``"binary"`` (``A = v`` tests).

    Examples
    --------
    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import TDIDT
    >>> tree = TDIDT("gain").fit(load_theory("playtennis"))
    >>> tree.predict(("Sunny", "Hot", "High", "Strong"))
    'No'
    """

    measure: Measure | str = "gain"
    missing: str = "fractional"
    stop: StopRule = field(default_factory=Stop)
    leaf: LeafRule = majority
    tests: Callable | str = standard_tests

    def __post_init__(self) -> None:
        object.__setattr__(self, "measure", measure_named(self.measure))
        check_strategy(self.missing)
        if isinstance(self.tests, str):
            if self.tests not in TEST_FAMILIES:
                raise SymlearnError(
                    f"unknown kind of tests '{self.tests}'",
                    hint=f"expected one of {', '.join(TEST_FAMILIES)}",
                )
            object.__setattr__(self, "tests", TEST_FAMILIES[self.tests])

    def fit(self, data: Theory | Dataset) -> DecisionTree:
        """Grow a tree on the examples of ``data`` (a theory or a :class:`Dataset`)."""
        source = data.source if isinstance(data, Theory) else None
        data = as_dataset(data)
        if len(data) == 0:
            raise LearningError(
                "there are no training examples to grow a tree from",
                Location(source) if source else None,
            )
        return _Growth(self, data).run()


@dataclass(frozen=True)
class _Frontier:
    """The nodes of one level: entries, record numbers, attributes left, depths."""

    level: Level
    records: np.ndarray
    available: np.ndarray
    depth: np.ndarray

    def keep(self, mask: np.ndarray) -> _Frontier:
        """Only the nodes selected by ``mask``, renumbered, with their entries."""
        level = self.level
        renumber = np.cumsum(mask) - 1
        entries = mask[level.node]
        return _Frontier(
            Level(
                renumber[level.node[entries]],
                level.row[entries],
                level.w[entries],
                level.y[entries],
                int(mask.sum()),
                level.classes,
            ),
            self.records[mask],
            self.available[mask],
            self.depth[mask],
        )


class _Growth:
    """One run of :class:`TDIDT`: grows the tree level by level as numbered records.

    Record numbers are handed out a level at a time, the children of a split node as one
    consecutive block, so children always come after their parent and the immutable
    :class:`Node` tree is assembled backwards at the end. ``blocks`` holds the class counts
    and labels of records, ``splits`` the chosen test of split nodes and their first child.
    """

    def __init__(self, learner: TDIDT, data: Dataset):
        self.learner, self.data = learner, data
        self.size = 0
        self.blocks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        self.splits: list[tuple[np.ndarray, np.ndarray, np.ndarray, int, Candidates]] = []
        self.ids: dict[int, tuple[str, ...]] = {}

    def _allocate(self, n: int) -> np.ndarray:
        ids = np.arange(self.size, self.size + n)
        self.size += n
        return ids

    def _record(self, records: np.ndarray, counts: np.ndarray, labels: np.ndarray) -> None:
        self.blocks.append((records, counts, labels))

    def _record_ids(self, frontier: _Frontier) -> None:
        if self.data.ids is None:
            return
        level = frontier.level
        order = np.lexsort((level.row, level.node))
        bounds = np.cumsum(np.bincount(level.node, minlength=level.size))
        rows = level.row[order].tolist()
        names = self.data.ids
        starts = np.r_[0, bounds[:-1]].tolist()
        for r, start, end in zip(frontier.records.tolist(), starts, bounds.tolist(), strict=True):
            self.ids[r] = tuple(names[i] for i in rows[start:end])

    def run(self) -> DecisionTree:
        data, learner = self.data, self.learner
        n, k = len(data), len(data.classes)
        frontier = _Frontier(
            Level(np.zeros(n, dtype=np.int64), np.arange(n), data.weights, data.y, 1, k),
            self._allocate(1),
            np.ones((1, len(data.domain.attributes)), dtype=bool),
            np.zeros(1, dtype=np.int64),
        )
        while frontier.level.size:
            counts = frontier.level.class_counts()
            labels = learner.leaf(counts)
            self._record(frontier.records, counts, labels)
            self._record_ids(frontier)
            grow = ~learner.stop(counts, frontier.depth)
            if not grow.any():
                break
            frontier = frontier.keep(grow)
            scored = score_level(
                data,
                frontier.level,
                frontier.available,
                learner.measure,
                learner.missing,
                learner.tests,
            )
            choice = first_best(scored.scores)
            if (choice < 0).all():
                break
            frontier = self._split(frontier, choice, scored, labels[grow])
        return DecisionTree(
            data.domain,
            data.target,
            self._assemble(),
            criterion=learner.measure.description,
            missing=learner.missing,
        )

    def _split(
        self, frontier: _Frontier, choice: np.ndarray, scored: LevelScores, labels: np.ndarray
    ) -> _Frontier:
        """Give each chosen node its test and children; the next level's frontier."""
        level, data, learner = frontier.level, self.data, self.learner
        nodes, rows, weights = [], [], []
        children, available, depth = [], [], []
        offset = 0  # slots of this level's children handed out so far
        for a in np.unique(choice[choice >= 0]).tolist():
            attribute = data.domain.attributes[a]
            family = learner.tests(attribute)
            cand = scored.candidates[a]
            here = np.flatnonzero(choice == a)
            branches = cand.tables.shape[1]
            slot = np.full(level.size, -1, dtype=np.int64)
            slot[here] = offset + np.arange(len(here)) * branches
            offset += len(here) * branches
            kids = self._allocate(len(here) * branches)
            self.splits.append((frontier.records[here], kids[::branches], here, a, cand))
            fractions = branch_fractions(cand.tables)
            empty = (fractions[here] == 0).ravel()
            self._record(
                kids[empty],
                np.zeros((int(empty.sum()), level.classes)),
                np.repeat(labels[here], branches)[empty],
            )
            children.append(np.where(empty, -1, kids))
            avail = frontier.available[here].copy()
            if family.removes_attribute:
                avail[:, a] = False
            available.append(np.repeat(avail, branches, axis=0))
            depth.append(np.repeat(frontier.depth[here] + 1, branches))
            # Entries with a known outcome go down their branch; the others are split into
            # fragments over the branches (only the fractional strategy leaves any).
            entries = np.flatnonzero(choice[level.node] == a)
            node_of = level.node[entries]
            cut = cand.cut[node_of] if cand.cut is not None else None
            outcome = family.outcome(scored.codes[a][entries], cut)
            known = outcome != MISSING
            nodes.append(slot[node_of[known]] + outcome[known])
            rows.append(level.row[entries[known]])
            weights.append(level.w[entries[known]])
            lost = entries[~known]
            if len(lost):
                share = fractions[level.node[lost]]
                which, branch = np.nonzero(share > 0)
                nodes.append(slot[level.node[lost[which]]] + branch)
                rows.append(level.row[lost[which]])
                weights.append(level.w[lost[which]] * share[which, branch])
        records = np.concatenate(children)
        grown = records >= 0
        renumber = np.cumsum(grown) - 1
        node = np.concatenate(nodes)
        row = np.concatenate(rows)
        return _Frontier(
            Level(
                renumber[node],
                row,
                np.concatenate(weights),
                data.y[row],
                int(grown.sum()),
                level.classes,
            ),
            records[grown],
            np.concatenate(available)[grown],
            np.concatenate(depth)[grown],
        )

    def _assemble(self) -> Node:
        data = self.data
        k = len(data.classes)
        counts = np.zeros((self.size, k))
        labels = np.zeros(self.size, dtype=np.int64)
        for records, block_counts, block_labels in self.blocks:
            counts[records] = block_counts
            labels[records] = block_labels
        tests: dict[int, Test] = {}
        first: dict[int, int] = {}
        for records, kids, here, a, cand in self.splits:
            attribute = data.domain.attributes[a]
            family = self.learner.tests(attribute)
            for r, f in zip(records.tolist(), here.tolist(), strict=True):
                tests[r] = family.test(attribute, cand, f)
            first.update(zip(records.tolist(), kids.tolist(), strict=True))
        names = [data.classes[i] for i in labels.tolist()]
        rows = [tuple(c) for c in counts.tolist()]
        built: list[Node] = [None] * self.size  # type: ignore[list-item]
        for r in range(self.size - 1, -1, -1):
            test = tests.get(r)
            branches = ()
            if test is not None:
                start = first[r]
                branches = tuple(built[start : start + len(test.outcomes)])
            built[r] = Node(rows[r], names[r], test, branches, self.ids.get(r, ()))
        return built[0]


def id3(data: Theory | Dataset, missing: str = "fractional", **options) -> DecisionTree:
    """ID3 (Mitchell Table 3.1): information gain, grown until every leaf is pure.

    ``options`` go to :class:`TDIDT` (e.g. ``stop=Stop(max_depth=3)``).

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import id3
    >>> print(id3(load_theory("playtennis")).root.test)
    Outlook
    """
    return TDIDT("gain", missing=missing, **options).fit(data)
