"""How each attribute would split a set of examples: the numbers behind one choice of ID3.

:func:`attribute_scores` shows what the learner weighs at a node (Mitchell §3.4.1.2: "Gain(S,
Outlook) = 0.246, ...", truncated from 0.2467): for each attribute its best test, that test's contingency table, gain,
split information, gain ratio and the score the chosen measure gives it in competition.

>>> from symlearn.lang import load_theory
>>> from symlearn.trees import attribute_scores
>>> round(attribute_scores(load_theory("playtennis"))["Outlook"].gain, 3)
0.247
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from symlearn.errors import DomainError
from symlearn.theory import Theory
from symlearn.trees.data import Dataset
from symlearn.trees.measures import (
    Measure,
    gain_ratio,
    information_gain,
    measure_named,
    split_information,
)
from symlearn.trees.missing import check_strategy
from symlearn.trees.model import Test
from symlearn.trees.splits import Level, candidate_cuts, standard_tests
from symlearn.trees.tdidt import as_dataset, score_level


@dataclass(frozen=True)
class SplitScore:
    """One attribute's best test at a node and what the measures say of it.

    ``score`` is the measure's verdict in competition with the other attributes (``None``
    when the attribute offers no test or, for the gain ratio, has below-average gain).
    """

    attribute: str
    test: Test | None
    table: tuple[tuple[float, ...], ...]
    gain: float
    split_information: float
    gain_ratio: float
    score: float | None

    def __str__(self) -> str:
        shown = "—" if self.score is None else f"{self.score:.3f}"
        test = "no test" if self.test is None else str(self.test)
        return (
            f"{self.attribute}: {shown} ({test}; Gain {self.gain:.3f}, "
            f"SplitInformation {self.split_information:.3f}, GainRatio {self.gain_ratio:.3f})"
        )


def attribute_scores(
    data: Theory | Dataset, measure: Measure | str = "gain", missing: str = "fractional"
) -> dict[str, SplitScore]:
    """Every attribute's best test on all the examples of ``data``, in domain order.

    A numeric attribute's best threshold is chosen by ``measure`` (Mitchell §3.7.2); missing
    values are handled by ``missing`` as in :class:`~.tdidt.TDIDT`.
    """
    data = as_dataset(data)
    measure = measure_named(measure)
    check_strategy(missing)
    n = len(data)
    level = Level(
        np.zeros(n, dtype=np.int64), np.arange(n), data.weights, data.y, 1, len(data.classes)
    )
    available = np.ones((1, len(data.domain.attributes)), dtype=bool)
    scored = score_level(data, level, available, measure, missing)
    result = {}
    for a, attribute in enumerate(data.domain.attributes):
        candidates = scored.candidates[a]
        table = candidates.tables[0]
        valid = bool(candidates.valid[0])
        score = float(scored.scores[0, a])
        result[attribute.name] = SplitScore(
            attribute.name,
            standard_tests(attribute).test(attribute, candidates, 0) if valid else None,
            tuple(tuple(row) for row in table.tolist()),
            float(information_gain(table)),
            float(split_information(table)),
            float(gain_ratio(table)),
            score if np.isfinite(score) else None,
        )
    return result


def thresholds(data: Theory | Dataset, attribute: str) -> tuple[float, ...]:
    """The candidate thresholds of a numeric attribute on all the examples (Mitchell §3.7.2):
    midpoints between adjacent sorted values whose examples' classes differ."""
    data = as_dataset(data)
    a = data.domain.position(attribute)
    ranks = data.ranks[a]
    if ranks is None:
        raise DomainError(f"{attribute} is nominal; thresholds are for numeric attributes")
    return tuple(
        float((ranks[low] + ranks[high]) / 2) for low, high in candidate_cuts(data.codes[a], data.y)
    )
