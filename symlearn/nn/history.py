"""The error per epoch of a training run, as data (Mitchell Fig 4.9 plots it)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from symlearn.errors import LearningError


@dataclass(frozen=True)
class EpochRecord:
    """The errors after one pass over the training data (per example; see each trainer)."""

    epoch: int
    training: float
    validation: float | None = None

    def to_dict(self) -> dict:
        return {"epoch": self.epoch, "training": self.training, "validation": self.validation}


def check_finite(error: float, epoch: int, rate: float) -> None:
    """Stop a run whose error has diverged to inf or NaN, naming the epoch and a smaller rate."""
    if math.isfinite(error):
        return
    raise LearningError(
        f"the error diverged to {error} at epoch {epoch} with learning rate {rate:g}",
        hint=f"try a smaller learning rate such as {rate / 10:g}",
    )
