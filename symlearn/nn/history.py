"""The error per epoch of a training run, as data (Mitchell Fig 4.9 plots it)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from symlearn.errors import DataError, LearningError


@dataclass(frozen=True)
class EpochRecord:
    """The errors after one pass over the training data (per example; see each trainer)."""

    epoch: int
    training: float
    validation: float | None = None

    def to_dict(self) -> dict:
        return {"epoch": self.epoch, "training": self.training, "validation": self.validation}


def check_schedule(rate: float, epochs: int) -> None:
    """Refuse a learning rate η that is not a positive finite number, or fewer than one epoch."""
    if not 0 < rate < math.inf:
        raise DataError(f"the learning rate must be positive and finite, not {rate}")
    if epochs < 1:
        raise DataError(f"the number of epochs must be at least 1, not {epochs}")


def check_finite(value: float, epoch: int, rate: float, what: str = "error") -> None:
    """Stop a run whose ``what`` has diverged to inf or NaN, naming the epoch and a smaller rate."""
    if math.isfinite(value):
        return
    raise LearningError(
        f"the {what} diverged to {value} at epoch {epoch} with learning rate {rate:g}",
        hint=f"try a smaller learning rate such as {rate / 10:g}",
    )
