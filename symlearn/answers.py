"""The three answers a classifier that may abstain gives (Mitchell §2.6.3, §2.7)."""

from __future__ import annotations

from enum import Enum


class Answer(Enum):
    """Yes (positive), No (negative), or don't know (the data and bias do not decide)."""

    YES = "Yes"
    NO = "No"
    UNKNOWN = "don't know"

    def __str__(self) -> str:
        return self.value

    def label(self, positive: str | None, negative: str | None) -> str:
        """This answer in a two-class target's own names: Yes → ``positive``, No → ``negative``."""
        named = {Answer.YES: positive, Answer.NO: negative}.get(self)
        return named or self.value

    @classmethod
    def of(cls, positive: bool | None) -> Answer:
        """YES for True, NO for False, UNKNOWN for None."""
        if positive is None:
            return cls.UNKNOWN
        return cls.YES if positive else cls.NO
