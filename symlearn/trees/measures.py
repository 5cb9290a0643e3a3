"""Attribute selection measures over contingency tables (Mitchell §3.4.1, §3.7.3, §3.7.5).

A *contingency table* counts the (weighted) training examples a candidate test sends down each
branch, one row per branch and one column per class: ``table[b, k]``. Every function here takes
such tables with any number of leading axes (``[..., branch, class]``) and returns one number
per table, so that the learner scores all candidates of all nodes of a level in one call.

The table of a node's class counts alone (``[..., class]``) is what :func:`entropy` and
:func:`gini` take.

>>> round(float(entropy([9, 5])), 3)
0.94
>>> round(float(information_gain([[6, 2], [3, 3]])), 3)   # Wind at the PlayTennis root
0.048
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from symlearn.errors import SymlearnError, check_choice

ArrayLike = np.ndarray | Sequence

#: Two scores closer than this are a tie; ties go to the earlier attribute (or threshold).
TIE = 1e-10


def first_best(scores: np.ndarray) -> np.ndarray:
    """Per row of ``scores``, the first column that ties (within :data:`TIE`) with the best;
    −1 for a row with no finite score."""
    best = scores.max(axis=-1, keepdims=True)
    first = np.argmax(scores >= best - TIE, axis=-1)
    return np.where(np.isfinite(best[..., 0]), first, -1)


def _as_counts(counts: ArrayLike) -> np.ndarray:
    return np.asarray(counts, dtype=float)


def _xlogx(x: np.ndarray) -> np.ndarray:
    """x·log₂ x elementwise, with 0·log 0 = 0."""
    return x * np.log2(x, out=np.zeros_like(x), where=x > 0)


def _per_total(value: np.ndarray, total: np.ndarray) -> np.ndarray:
    return np.divide(value, total, out=np.zeros_like(total), where=total > 0)


def _entropy_of(counts: np.ndarray) -> np.ndarray:
    """−Σ p·log₂ p over the last axis, as (T·log₂ T − Σ c·log₂ c)/T with T = Σ c."""
    total = counts.sum(axis=-1)
    return _per_total(_xlogx(total) - _xlogx(counts).sum(axis=-1), total)


def entropy(counts: ArrayLike) -> np.ndarray:
    """Entropy of a collection with the given class counts (Mitchell §3.4.1.1, Eq. 3.3).

    Entropy(S) = −Σᵢ pᵢ·log₂ pᵢ; any number of classes; 0·log 0 is 0, and an empty collection
    has entropy 0.
    """
    return _entropy_of(_as_counts(counts))


def gini(counts: ArrayLike) -> np.ndarray:
    """Gini impurity 1 − Σ pᵢ² of a collection with the given class counts (CART)."""
    counts = _as_counts(counts)
    total = counts.sum(axis=-1)
    return np.where(total > 0, 1.0 - _per_total((counts * counts).sum(axis=-1), total * total), 0.0)


def information_gain(table: ArrayLike) -> np.ndarray:
    """Gain(S, A) = Entropy(S) − Σᵥ |Sᵥ|/|S| · Entropy(Sᵥ) (Mitchell §3.4.1.2, Eq. 3.4).

    Computed as (Σ c·log c − Σᵥ |Sᵥ|·log |Sᵥ| − Σₖ |Sₖ|·log |Sₖ| + |S|·log |S|)/|S| over the
    cells c of the table, which is the same sum with the proportions multiplied out.
    """
    table = _as_counts(table)
    branches = table.sum(axis=-1)
    classes = table.sum(axis=-2)
    total = branches.sum(axis=-1)
    cells = _xlogx(table).sum(axis=(-2, -1))
    value = cells - _xlogx(branches).sum(axis=-1) - _xlogx(classes).sum(axis=-1) + _xlogx(total)
    return np.maximum(_per_total(value, total), 0.0)


def gini_gain(table: ArrayLike) -> np.ndarray:
    """The decrease of Gini impurity a test brings, weighted like information gain."""
    table = _as_counts(table)
    sizes = table.sum(axis=-1)
    total = sizes.sum(axis=-1)
    after = _per_total((sizes * gini(table)).sum(axis=-1), total)
    return gini(table.sum(axis=-2)) - after


def split_information(table: ArrayLike) -> np.ndarray:
    """SplitInformation(S, A) = −Σᵢ |Sᵢ|/|S| · log₂ |Sᵢ|/|S| (Mitchell §3.7.3, Eq. 3.5).

    The entropy of S with respect to the outcomes of the test: log₂ n when n examples are
    fully separated, 1 for a boolean test that splits them in half.
    """
    return _entropy_of(_as_counts(table).sum(axis=-1))


def gain_ratio(table: ArrayLike) -> np.ndarray:
    """GainRatio(S, A) = Gain(S, A) / SplitInformation(S, A) (Mitchell §3.7.3, Eq. 3.6).

    A zero split information never divides: it means every example takes one branch, where
    the gain is zero too, and the ratio is taken as 0.
    """
    table = _as_counts(table)
    split = split_information(table)
    gain = information_gain(table)
    return np.divide(gain, split, out=np.zeros_like(gain), where=split > 0)


def mantaras_distance(table: ArrayLike) -> np.ndarray:
    """López de Mántaras' normalised distance between the test's partition and the classes.

    d(P_A, P_C) = (H(C|A) + H(A|C)) / H(A, C), in [0, 1]; 0 when the test separates the
    classes perfectly (Mitchell §3.7.3; López de Mántaras 1991). An empty or single-cell table
    is at distance 0.
    """
    table = _as_counts(table)
    joint = _entropy_of(table.reshape(*table.shape[:-2], -1))
    h_class = entropy(table.sum(axis=-2))
    h_test = split_information(table)
    conditional = 2.0 * joint - h_class - h_test
    return np.divide(conditional, joint, out=np.zeros_like(joint), where=joint > 0)


# --------------------------------------------------------------------------------------------
# Selection measures: how the learner ranks the candidate tests at a node.


@dataclass(frozen=True)
class Measure:
    """A selection measure: higher scores are better; ``-inf`` marks an unusable candidate.

    :meth:`score` rates each candidate on its own (it also picks the best threshold of a
    numeric attribute); :meth:`compete` rates the candidates of each node together, which is
    where a measure such as the gain ratio applies its guard.
    """

    name: str = "gain"
    description: str = "information gain (Mitchell §3.4.1.2, Eq. 3.4)"

    def score(self, tables: np.ndarray, cost: float = 1.0) -> np.ndarray:
        return information_gain(tables)

    def compete(
        self, tables: Sequence[np.ndarray], costs: np.ndarray, valid: np.ndarray
    ) -> np.ndarray:
        """Scores ``[node, attribute]`` of the best test of each attribute at each node."""
        scores = np.stack([self.score(t, c) for t, c in zip(tables, costs, strict=True)], axis=-1)
        return np.where(valid, scores, -np.inf)


@dataclass(frozen=True)
class GiniMeasure(Measure):
    """Decrease of Gini impurity (CART; the lecture slides' alternative to gain)."""

    name: str = "gini"
    description: str = "decrease of Gini impurity (CART)"

    def score(self, tables: np.ndarray, cost: float = 1.0) -> np.ndarray:
        return gini_gain(tables)


@dataclass(frozen=True)
class GainRatioMeasure(Measure):
    """Gain ratio with Quinlan's guard (Mitchell §3.7.3).

    At each node only the attributes whose gain is at least the average gain of the node's
    candidates compete, and a candidate whose split information is zero is never divided by.
    """

    name: str = "gain-ratio"
    description: str = "gain ratio among attributes of above-average gain (Mitchell §3.7.3)"

    def score(self, tables: np.ndarray, cost: float = 1.0) -> np.ndarray:
        split = split_information(tables)
        gain = information_gain(tables)
        ratio = np.divide(gain, split, out=np.zeros_like(gain), where=split > 0)
        return np.where(split > 0, ratio, -np.inf)

    def compete(
        self, tables: Sequence[np.ndarray], costs: np.ndarray, valid: np.ndarray
    ) -> np.ndarray:
        gains = np.stack([information_gain(t) for t in tables], axis=-1)
        splits = np.stack([split_information(t) for t in tables], axis=-1)
        count = valid.sum(axis=-1, keepdims=True)
        mean = np.divide(
            np.where(valid, gains, 0.0).sum(axis=-1, keepdims=True),
            count,
            out=np.zeros(count.shape),
            where=count > 0,
        )
        eligible = valid & (gains >= mean - TIE) & (splits > 0)
        ratio = np.divide(gains, splits, out=np.zeros_like(gains), where=eligible)
        return np.where(eligible, ratio, -np.inf)


@dataclass(frozen=True)
class MantarasMeasure(Measure):
    """1 − López de Mántaras' distance: the closer to the perfect partition, the better."""

    name: str = "mantaras"
    description: str = "1 − López de Mántaras distance (Mitchell §3.7.3)"

    def score(self, tables: np.ndarray, cost: float = 1.0) -> np.ndarray:
        return 1.0 - mantaras_distance(tables)


@dataclass(frozen=True)
class CostMeasure(Measure):
    """Cost-sensitive gain (Mitchell §3.7.5), with attribute costs from the theory.

    ``form`` is one of ``"gain/cost"`` (Gain/Cost), ``"gain2/cost"`` (Gain²/Cost, Tan and
    Schlimmer 1990) and ``"nunez"`` ((2^Gain − 1)/(Cost + 1)^w, Nuñez 1988, w ∈ [0, 1]).
    An attribute without a cost costs 1.
    """

    name: str = "cost"
    description: str = ""
    form: str = "gain2/cost"
    w: float = 1.0

    def __post_init__(self) -> None:
        check_choice(self.form, COST_FORMS, "cost measure")
        if not 0.0 <= self.w <= 1.0:
            raise SymlearnError(f"Nuñez's w must lie in [0, 1], not {self.w:g}")
        if not self.description:
            text = COST_FORMS[self.form]
            if self.form == "nunez":
                text = f"{text}, w = {self.w:g}"
            object.__setattr__(self, "description", text)

    def score(self, tables: np.ndarray, cost: float = 1.0) -> np.ndarray:
        gain = information_gain(tables)
        if self.form == "gain/cost":
            return gain / cost
        if self.form == "gain2/cost":
            return gain * gain / cost
        return (np.exp2(gain) - 1.0) / (cost + 1.0) ** self.w


COST_FORMS = {
    "gain/cost": "Gain/Cost (Mitchell §3.7.5)",
    "gain2/cost": "Gain²/Cost (Tan & Schlimmer; Mitchell §3.7.5)",
    "nunez": "(2^Gain − 1)/(Cost + 1)^w (Nuñez; Mitchell §3.7.5)",
}

MEASURES: dict[str, Measure] = {
    "gain": Measure(),
    "gain-ratio": GainRatioMeasure(),
    "gini": GiniMeasure(),
    "mantaras": MantarasMeasure(),
    "cost": CostMeasure(),
}


def measure_named(measure: Measure | str) -> Measure:
    """The selection measure ``measure`` or the one registered under that name."""
    if isinstance(measure, Measure):
        return measure
    return MEASURES[check_choice(measure, MEASURES, "selection measure")]
