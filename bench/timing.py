"""Timing for the benchmark scripts: the best wall-clock time of a job over repeated runs."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def best_time(job: Callable[[], T], repeat: int = 1) -> tuple[float, T]:
    """The shortest of ``repeat`` timed runs of ``job`` in seconds, and its last result."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = job()
        best = min(best, time.perf_counter() - start)
    return best, result
