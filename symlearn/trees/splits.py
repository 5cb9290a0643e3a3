"""Candidate tests: how one attribute may split the examples at a node (TDIDT's
``generate_tests``).

A *test family* rates, for every node of a level at once, the best test it can offer on one
attribute, and later sends the node's examples down that test's branches:

- :class:`MultiwaySplits` for a nominal attribute: one branch per value (Mitchell Table 3.1);
- :class:`ValueSplits` for a nominal attribute: ``A = v`` against ``A ≠ v`` (binary trees);
- :class:`ThresholdSplits` for a numeric attribute: ``A > c`` with ``c`` a midpoint between
  adjacent sorted values whose examples' classes differ (Mitchell §3.7.2; Fayyad 1991); the
  best threshold by the selection measure is the attribute's candidate, and the attribute may
  be tested again deeper with another threshold.

Columns arrive as integer codes (value indices, or ranks of numeric values; see
:mod:`symlearn.trees.data`), so every family counts with ``np.bincount``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from symlearn.concepts.attributes import Attribute, Nominal
from symlearn.trees.data import MISSING
from symlearn.trees.measures import TIE, Measure, first_best
from symlearn.trees.missing import distribute
from symlearn.trees.model import NominalTest, Test, ThresholdTest, ValueTest


def weighted_counts(keys: np.ndarray, weights: np.ndarray, size: int) -> np.ndarray:
    """The total weight at each key ``0 .. size-1`` (floats, also when there are no keys)."""
    return np.bincount(keys, weights, minlength=size).astype(float, copy=False)


@dataclass(frozen=True)
class Level:
    """The examples at the nodes of one level of a growing tree (fragments included).

    Entry ``i`` is a (possibly fractional) copy of dataset row ``row[i]`` with weight ``w[i]``
    and class ``y[i]``, sitting at frontier node ``node[i]`` (``0 ≤ node < size``).
    """

    node: np.ndarray
    row: np.ndarray
    w: np.ndarray
    y: np.ndarray
    size: int
    classes: int

    def class_counts(self, mask: np.ndarray | None = None) -> np.ndarray:
        """``[node, class]`` weights of the entries (of those selected by ``mask``)."""
        node, y, w = self.node, self.y, self.w
        if mask is not None:
            node, y, w = node[mask], y[mask], w[mask]
        k = self.classes
        return weighted_counts(node * k + y, w, self.size * k).reshape(self.size, k)


@dataclass(frozen=True)
class Candidates:
    """The best test of one attribute at each node: its table, and whether there is one.

    ``tables[f]`` is the contingency table ``[branch, class]`` at node ``f``; ``cut[f]`` is,
    for a threshold test, the largest rank that goes to the ``≤`` branch; ``threshold[f]``
    the threshold itself.
    """

    tables: np.ndarray
    valid: np.ndarray
    cut: np.ndarray | None = None
    threshold: np.ndarray | None = None


def _splits(tables: np.ndarray) -> np.ndarray:
    """Whether each table sends weight down at least two branches."""
    return ((tables.sum(axis=-1) > 0).sum(axis=-1)) >= 2


def _value_tables(level: Level, codes: np.ndarray, values: int) -> np.ndarray:
    """``[node, value, class]`` weights of the entries whose value is known."""
    k, f = level.classes, level.size
    known = codes != MISSING
    keys = (level.node[known] * values + codes[known]) * k + level.y[known]
    return weighted_counts(keys, level.w[known], f * values * k).reshape(f, values, k)


class MultiwaySplits:
    """One branch per value of a nominal attribute (Mitchell Table 3.1)."""

    removes_attribute = True

    def evaluate(
        self,
        level: Level,
        codes: np.ndarray,
        missing: np.ndarray | None,
        attribute: Nominal,
        ranks: np.ndarray | None,
        measure: Measure,
        cost: float,
    ) -> Candidates:
        tables = _value_tables(level, codes, len(attribute.values))
        if missing is not None:
            tables = distribute(tables, missing)
        return Candidates(tables, _splits(tables))

    def outcome(self, codes: np.ndarray, cut: np.ndarray | None) -> np.ndarray:
        return codes

    def test(self, attribute: Nominal, candidates: Candidates, f: int) -> Test:
        return NominalTest(attribute.name, attribute.values)


class ValueSplits:
    """Boolean tests ``A = v`` on a nominal attribute, the best ``v`` by the measure.

    The lecture slides' ``Attr = val`` tests (as in CART): the attribute stays available
    below, so a later node may test it against another value.
    """

    removes_attribute = False

    def evaluate(
        self,
        level: Level,
        codes: np.ndarray,
        missing: np.ndarray | None,
        attribute: Nominal,
        ranks: np.ndarray | None,
        measure: Measure,
        cost: float,
    ) -> Candidates:
        f = level.size
        equal = _value_tables(level, codes, len(attribute.values))
        other = equal.sum(axis=1, keepdims=True) - equal
        tables = np.stack([equal, other], axis=2)  # [node, value, branch, class]
        if missing is not None:
            tables = distribute(tables, missing[:, None, :])
        scores = np.where(_splits(tables), measure.score(tables, cost), -np.inf)
        best = first_best(scores)
        chosen = np.maximum(best, 0)
        return Candidates(tables[np.arange(f), chosen], best >= 0, cut=chosen)

    def outcome(self, codes: np.ndarray, cut: np.ndarray) -> np.ndarray:
        return np.where(codes == MISSING, MISSING, (codes != cut).astype(np.int64))

    def test(self, attribute: Nominal, candidates: Candidates, f: int) -> Test:
        index = int(candidates.cut[f])
        return ValueTest(attribute.name, attribute.values[index], index)


class ThresholdSplits:
    """Boolean tests ``A > c`` on a numeric attribute (Mitchell §3.7.2)."""

    removes_attribute = False

    def evaluate(
        self,
        level: Level,
        codes: np.ndarray,
        missing: np.ndarray | None,
        attribute: Attribute,
        ranks: np.ndarray,
        measure: Measure,
        cost: float,
    ) -> Candidates:
        f, k = level.size, level.classes
        tables = np.zeros((f, 2, k))
        valid = np.zeros(f, dtype=bool)
        cut = np.full(f, MISSING, dtype=np.int64)
        threshold = np.full(f, np.nan)
        known = codes != MISSING
        if not known.any():
            return Candidates(tables, valid, cut, threshold)
        node, code = level.node[known], codes[known]
        y, w = level.y[known], level.w[known]
        # Group the known entries by (node, value), in increasing value within each node.
        key = node * len(ranks) + code
        order = np.argsort(key)
        key, y, w = key[order], y[order], w[order]
        starts = np.r_[True, key[1:] != key[:-1]]
        group = np.cumsum(starts) - 1
        n_groups = int(group[-1]) + 1
        counts = weighted_counts(group * k + y, w, n_groups * k).reshape(n_groups, k)
        group_key = key[starts]
        group_node, group_code = group_key // len(ranks), group_key % len(ranks)
        # Class counts of the groups up to and including each one, within its node.
        running = np.cumsum(counts, axis=0)
        first = np.r_[True, group_node[1:] != group_node[:-1]]
        segment_of = np.cumsum(first) - 1
        left = running - (running - counts)[first][segment_of]
        last = np.r_[first[1:], True]
        node_total = left[last][segment_of]
        # A boundary between two value groups of one node is a candidate unless both groups
        # hold examples of one and the same class.
        pure = (counts > 0).sum(axis=1) == 1
        label = counts.argmax(axis=1)
        same_node = group_node[1:] == group_node[:-1]
        same_class = pure[1:] & pure[:-1] & (label[1:] == label[:-1])
        at = np.flatnonzero(same_node & ~same_class)
        if len(at) == 0:
            return Candidates(tables, valid, cut, threshold)
        cand_node = group_node[at]
        cand_tables = np.stack([left[at], node_total[at] - left[at]], axis=1)
        if missing is not None:
            cand_tables = distribute(cand_tables, missing[cand_node])
        scores = measure.score(cand_tables, cost)
        # The best candidate of each node; the smallest threshold among equals.
        segment = np.flatnonzero(np.r_[True, cand_node[1:] != cand_node[:-1]])
        best = np.maximum.reduceat(scores, segment)
        best_of = np.repeat(best, np.diff(np.r_[segment, len(at)]))
        good = np.flatnonzero((scores >= best_of - TIE) & np.isfinite(scores))
        nodes, first_good = np.unique(cand_node[good], return_index=True)
        chosen = good[first_good]
        tables[nodes] = cand_tables[chosen]
        valid[nodes] = True
        cut[nodes] = group_code[at[chosen]]
        threshold[nodes] = (ranks[group_code[at[chosen]]] + ranks[group_code[at[chosen] + 1]]) / 2
        return Candidates(tables, valid, cut, threshold)

    def outcome(self, codes: np.ndarray, cut: np.ndarray) -> np.ndarray:
        return np.where(codes == MISSING, MISSING, (codes > cut).astype(np.int64))

    def test(self, attribute: Attribute, candidates: Candidates, f: int) -> Test:
        return ThresholdTest(attribute.name, float(candidates.threshold[f]))


def candidate_cuts(codes: np.ndarray, y: np.ndarray) -> list[tuple[int, int]]:
    """Adjacent pairs ``(low, high)`` of the distinct known codes (ranks) of one node's
    examples whose classes differ: the threshold candidates of Mitchell §3.7.2, for small data.
    """
    classes_at: dict[int, set[int]] = {}
    for code, k in zip(codes.tolist(), y.tolist(), strict=True):
        if code != MISSING:
            classes_at.setdefault(code, set()).add(k)
    values = sorted(classes_at)
    return [
        (low, high)
        for low, high in itertools.pairwise(values)
        if len(classes_at[low] | classes_at[high]) > 1
    ]


MULTIWAY = MultiwaySplits()
VALUES = ValueSplits()
THRESHOLD = ThresholdSplits()

TestFamily = MultiwaySplits | ValueSplits | ThresholdSplits


def standard_tests(attribute: Attribute) -> TestFamily:
    """The test family of ID3/C4.5: multiway for nominal, thresholds for numeric attributes."""
    return MULTIWAY if isinstance(attribute, Nominal) else THRESHOLD


def binary_tests(attribute: Attribute) -> TestFamily:
    """Binary trees: ``A = v`` for nominal, thresholds for numeric attributes."""
    return VALUES if isinstance(attribute, Nominal) else THRESHOLD


TEST_FAMILIES = {"multiway": standard_tests, "binary": binary_tests}
