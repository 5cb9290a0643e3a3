"""The vote of a version space on an instance (Mitchell §2.6.3, Table 2.6)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from symlearn.answers import Answer


@dataclass(frozen=True)
class Vote:
    """How many members of a version space classify an instance positive and negative.

    ``fraction`` is the share of positive votes; ``majority`` the answer of the larger side
    (don't know on a tie) and ``confidence`` that side's share (§2.6.3: "classify the new
    instance as positive with 60 % confidence" when 60 % of the hypotheses say so).
    """

    positive: int
    negative: int

    @property
    def total(self) -> int:
        return self.positive + self.negative

    @property
    def fraction(self) -> Fraction:
        """The share of members voting positive."""
        return Fraction(self.positive, self.total)

    @property
    def unanimous(self) -> Answer:
        """Yes or No when every member agrees, else don't know (§2.6.3)."""
        if self.negative == 0:
            return Answer.YES
        if self.positive == 0:
            return Answer.NO
        return Answer.UNKNOWN

    @property
    def majority(self) -> Answer:
        """The answer of the larger side; don't know on an exact tie."""
        if self.positive == self.negative:
            return Answer.UNKNOWN
        return Answer.YES if self.positive > self.negative else Answer.NO

    @property
    def confidence(self) -> Fraction:
        """The share of the members that agree with the majority (1/2 on a tie)."""
        return Fraction(max(self.positive, self.negative), self.total)

    @property
    def imbalance(self) -> Fraction:
        """|fraction − 1/2|: 0 for an instance that splits the version space in halves (§2.6.2)."""
        return abs(self.fraction - Fraction(1, 2))

    def as_dict(self) -> dict:
        return {
            "positive": self.positive,
            "negative": self.negative,
            "fraction": float(self.fraction),
            "unanimous": str(self.unanimous),
            "majority": str(self.majority),
            "confidence": float(self.confidence),
        }

    def __str__(self) -> str:
        return f"{self.positive}:{self.negative}"
