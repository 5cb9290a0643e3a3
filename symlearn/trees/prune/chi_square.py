"""χ² pre-pruning (Quinlan 1986; Mitchell §3.7.1): stop growing where a test is not
significant.

"Quinlan (1986) uses a chi-square test to estimate whether further expanding a node is
likely to improve performance over the entire instance distribution, or only on the current
sample of training data." The χ² statistic of a candidate test's contingency table
(branches × classes) against the table expected if the test were irrelevant to the class is
compared with the critical value at the chosen confidence, with (branches − 1)·(classes − 1)
degrees of freedom (counting only branches and classes that occur at the node).

The learner's stopping rule (:class:`~symlearn.trees.tdidt.TDIDT` ``stop``) sees only a
node's class counts, not the tests it could make, so the χ² test works through the
selection measure instead: :class:`ChiSquareMeasure` wraps any measure and rules out the
tests that fail; a node left with no candidate test becomes a leaf, which is exactly
stopping there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from symlearn.trees.measures import Measure, measure_named
from symlearn.trees.prune.stats import check_confidence, chi_square_critical

CONFIDENCE = 0.95


def chi_square(tables: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(statistic, degrees of freedom)`` of contingency tables ``[..., branch, class]``."""
    tables = np.asarray(tables, dtype=float)
    branches = tables.sum(axis=-1)
    classes = tables.sum(axis=-2)
    total = branches.sum(axis=-1)
    expected = np.divide(
        branches[..., :, None] * classes[..., None, :],
        total[..., None, None],
        out=np.zeros_like(tables),
        where=total[..., None, None] > 0,
    )
    cells = np.divide(
        (tables - expected) ** 2, expected, out=np.zeros_like(tables), where=expected > 0
    )
    df = ((branches > 0).sum(axis=-1) - 1) * ((classes > 0).sum(axis=-1) - 1)
    return cells.sum(axis=(-2, -1)), df


def significant(tables: np.ndarray, confidence: float) -> np.ndarray:
    """Whether each table's split is significant at ``confidence`` (never with df = 0)."""
    statistic, df = chi_square(tables)
    critical = np.vectorize(lambda d: chi_square_critical(int(d), confidence) if d > 0 else np.inf)
    return statistic > critical(df) if df.size else np.zeros(df.shape, dtype=bool)


@dataclass(frozen=True)
class ChiSquareMeasure(Measure):
    """``base`` (a measure or its name), keeping only tests significant at ``confidence``."""

    base: Measure | str = "gain"
    confidence: float = CONFIDENCE
    name: str = field(default="chi2", init=False)
    description: str = field(default="", init=False)

    def __post_init__(self) -> None:
        base = measure_named(self.base)
        object.__setattr__(self, "base", base)
        check_confidence(self.confidence, "χ² confidence")
        object.__setattr__(
            self,
            "description",
            f"{base.description}, χ² pre-pruning at {self.confidence:.0%} (Quinlan 1986)",
        )

    def score(self, tables: np.ndarray, cost: float = 1.0) -> np.ndarray:
        return self.base.score(tables, cost)

    def compete(
        self, tables: Sequence[np.ndarray], costs: np.ndarray, valid: np.ndarray
    ) -> np.ndarray:
        passed = np.stack([significant(t, self.confidence) for t in tables], axis=-1)
        return self.base.compete(tables, costs, valid & passed)
