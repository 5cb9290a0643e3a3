"""The perceptron and the perceptron training rule (Mitchell §4.4: Eq. 4.1, §4.4.2).

A perceptron outputs o(x) = 1 if w0 + w1·x1 + … + wn·xn > 0 else −1. The training rule
wᵢ ← wᵢ + η(t − o)xᵢ converges whenever the examples are linearly separable (and η is small
enough). When they are not, the weights never settle; :func:`train_perceptron` then stops after
a bounded number of epochs and says so in its result, never silently.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from symlearn.nn.history import check_schedule


@dataclass(frozen=True)
class Perceptron:
    """A linear threshold unit with weights (w0, w1, …, wn); w0 is the threshold weight."""

    weights: tuple[float, ...]

    def net(self, X: np.ndarray) -> np.ndarray:
        """w0 + w1·x1 + … + wn·xn for each row of ``X``."""
        X = np.atleast_2d(np.asarray(X, dtype=np.float64))
        return self.weights[0] + X @ np.asarray(self.weights[1:])

    def output(self, X: np.ndarray) -> np.ndarray:
        """o(x) ∈ {1, −1} for each row of ``X`` (Mitchell Eq. 4.1)."""
        return np.where(self.net(X) > 0, 1, -1)

    def __str__(self) -> str:
        return f"o(x) = sgn({linear_form(self.weights)})"


def linear_form(weights: tuple[float, ...]) -> str:
    """w0 + w1·x1 + … + wn·xn with the signs written out: ``-0.8 + 0.5·x1 + 0.5·x2``."""
    text = f"{weights[0]:g}"
    for i, w in enumerate(weights[1:], start=1):
        text += f" {'-' if w < 0 else '+'} {abs(w):g}·x{i}"
    return text


@dataclass(frozen=True)
class PerceptronResult:
    """The outcome of the perceptron training rule.

    ``converged`` says whether an epoch passed with every example classified correctly.
    ``separable`` is True when it converged, False when the weights returned to a state they
    had at the start of an earlier epoch (the rule then cycles forever, which the perceptron
    convergence theorem rules out for linearly separable data), and None when the epoch bound
    was reached without either.
    """

    perceptron: Perceptron
    converged: bool
    separable: bool | None
    epochs: int
    mistakes: tuple[int, ...]  # misclassified examples per epoch
    rate: float
    cycle_start: int | None = None  # the earlier epoch whose weights came back

    @property
    def verdict(self) -> str:
        if self.converged:
            return f"converged after {self.epochs} epochs: the data is linearly separable"
        if self.separable is False:
            earlier = (
                "the initial weights"
                if self.cycle_start == 0
                else f"those after epoch {self.cycle_start}"
            )
            return (
                f"the data is not linearly separable: the weights after epoch {self.epochs} "
                f"equal {earlier}, so the training rule cycles and can never classify every "
                "example"
            )
        return (
            f"did not converge in {self.epochs} epochs ({self.mistakes[-1]} examples still "
            "misclassified): the data is probably not linearly separable, or needs more epochs"
        )

    def __str__(self) -> str:
        return f"{self.perceptron}\n{self.verdict}"


def train_perceptron(
    X: np.ndarray,
    t: np.ndarray,
    rate: float = 0.1,
    max_epochs: int = 100,
    seed: int = 0,
    initial: tuple[float, ...] | None = None,
) -> PerceptronResult:
    """The perceptron training rule wᵢ ← wᵢ + η(t − o)xᵢ (Mitchell §4.4.2, Eq. 4.4-4.5).

    Parameters
    ----------
    X : inputs, one row per example (x0 = 1 is added here).
    t : targets in {1, −1}.
    rate : the learning rate η.
    max_epochs : the bound on passes over the data.
    seed : seeds the small random initial weights (uniform in [−0.05, 0.05]).
    initial : initial weights (w0, …, wn) instead of random ones.

    Examples
    --------
    >>> X = np.array([[0, 0], [0, 1], [1, 0], [1, 1]])
    >>> result = train_perceptron(X, np.array([-1, -1, -1, 1]))
    >>> result.converged, result.perceptron.output(X).tolist()
    (True, [-1, -1, -1, 1])
    """
    check_schedule(rate, max_epochs)
    X = np.atleast_2d(np.asarray(X, dtype=np.float64))
    t = np.asarray(t, dtype=np.float64)
    X1 = np.hstack([np.ones((len(X), 1)), X])
    if initial is None:
        w = np.random.default_rng(seed).uniform(-0.05, 0.05, X1.shape[1])
    else:
        w = np.array(initial, dtype=np.float64)
    starts = [w.copy()]
    mistakes: list[int] = []
    for epoch in range(1, max_epochs + 1):
        wrong = 0
        for x, target in zip(X1, t, strict=True):
            o = 1.0 if w @ x > 0 else -1.0
            if o != target:
                w += rate * (target - o) * x
                wrong += 1
        mistakes.append(wrong)
        if wrong == 0:
            return PerceptronResult(Perceptron(tuple(w)), True, True, epoch, tuple(mistakes), rate)
        for earlier, start in enumerate(starts):
            if np.allclose(w, start, rtol=0.0, atol=1e-9 * rate):
                return PerceptronResult(
                    Perceptron(tuple(w)), False, False, epoch, tuple(mistakes), rate, earlier
                )
        starts.append(w.copy())
    return PerceptronResult(Perceptron(tuple(w)), False, None, max_epochs, tuple(mistakes), rate)
