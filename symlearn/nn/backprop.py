"""BACKPROPAGATION for layered sigmoid networks (Mitchell Table 4.2, §4.5.2-§4.6.5, §4.8.1).

Table 4.2 is stochastic gradient descent: after each example every weight takes the step
Δw_ji = η δ_j x_ji. Here the δ's come from the tensor module's backward pass (a test checks
that they equal Table 4.2's rules). Options beyond the table:

* momentum α: Δw_ji(n) = η δ_j x_ji + α Δw_ji(n − 1) (Eq. 4.18);
* weight decay γ: the error gains γ Σ w_ji², so each step shrinks the weights (§4.8.1);
* mini-batches: ``batch_size`` examples share one step (1 is Table 4.2);
* cross-entropy instead of squared error for probabilistic outputs (§4.8.1);
* early stopping on a validation set (§4.6.5): the result holds the weights of the epoch with
  the lowest validation error, and training stops after ``patience`` epochs without a new low.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from symlearn.errors import DataError
from symlearn.nn.history import EpochRecord, check_finite, check_schedule
from symlearn.nn.losses import LOSSES
from symlearn.nn.network import Network, propagate
from symlearn.tensor import Tensor, no_grad


@dataclass(frozen=True)
class Backprop:
    """The settings of one BACKPROPAGATION run.

    ``rate`` is η, ``momentum`` α, ``weight_decay`` γ; ``batch_size`` examples share a step;
    ``patience`` epochs without a new lowest validation error stop the run. With ``shuffle``
    each epoch visits the examples in a new order drawn from ``seed``; without it, in the
    order given, as Table 4.2 does.
    """

    rate: float = 0.3
    momentum: float = 0.0
    weight_decay: float = 0.0
    epochs: int = 1000
    batch_size: int = 1
    loss: str = "squared"
    patience: int | None = None
    shuffle: bool = True
    seed: int = 0

    def __post_init__(self) -> None:
        if self.loss not in LOSSES:
            raise DataError(f"unknown loss '{self.loss}'; expected one of {', '.join(LOSSES)}")
        check_schedule(self.rate, self.epochs)
        if not 0 <= self.momentum < 1:
            raise DataError(f"the momentum must lie in [0, 1), not {self.momentum}")
        if self.weight_decay < 0:
            raise DataError(f"the weight decay must not be negative, not {self.weight_decay}")
        if self.batch_size < 1:
            raise DataError(f"the batch size must be at least 1, not {self.batch_size}")


@dataclass(frozen=True)
class TrainingResult:
    """A trained network, the error per epoch, and why training stopped.

    Errors are per example (the error function summed over a set, divided by its size), so
    that the training and validation curves compare.
    """

    network: Network
    options: Backprop
    history: tuple[EpochRecord, ...]
    best_epoch: int
    stopped_early: bool

    @property
    def epochs(self) -> int:
        return len(self.history)

    @property
    def training_errors(self) -> np.ndarray:
        return np.array([r.training for r in self.history])

    @property
    def validation_errors(self) -> np.ndarray | None:
        if self.history[0].validation is None:
            return None
        return np.array([r.validation for r in self.history])

    def __str__(self) -> str:
        o = self.options
        text = (
            f"{self.network!r} trained by backpropagation: η = {o.rate:g}, α = {o.momentum:g}, "
            f"{o.loss} error, {self.epochs} epochs\n"
            f"training error per example {self.history[0].training:.4g} → "
            f"{self.history[-1].training:.4g}"
        )
        if self.validation_errors is not None:
            best = self.history[self.best_epoch - 1].validation
            text += f"\nlowest validation error {best:.4g} at epoch {self.best_epoch}"
            if self.stopped_early:
                text += f"; stopped early after {o.patience} epochs without improvement"
        return text


def error_of(network: Network, X: np.ndarray, T: np.ndarray, loss: str = "squared") -> float:
    """The error function ``loss`` over (X, T), per example."""
    with no_grad(), np.errstate(over="ignore"):
        _, net = propagate([Tensor(p) for p in network.parameters()], Tensor(X))
        return LOSSES[loss](net, Tensor(T)).item() / len(X)


def train_network(
    network: Network,
    X: np.ndarray,
    T: np.ndarray,
    options: Backprop = Backprop(),
    validation: tuple[np.ndarray, np.ndarray] | None = None,
    on_epoch: Callable[[EpochRecord], None] | None = None,
) -> TrainingResult:
    """BACKPROPAGATION (Mitchell Table 4.2) from ``network``'s weights; ``network`` is unchanged.

    ``X`` holds one example per row, ``T`` the target outputs. ``on_epoch`` is called after each
    epoch (for progress displays). An error that diverges to inf or NaN is a
    :class:`~symlearn.errors.LearningError` naming the epoch.

    Examples
    --------
    >>> X = np.array([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
    >>> T = np.array([[0.0], [1.0], [1.0], [0.0]])  # XOR needs the hidden layer
    >>> net = Network.create((2, 3, 1), seed=3)
    >>> result = train_network(net, X, T, Backprop(rate=0.5, momentum=0.9, epochs=2000))
    >>> (result.network.output(X) > 0.5).astype(int).ravel().tolist()
    [0, 1, 1, 0]
    """
    X, T = _checked(network, X, T)
    if validation is not None:
        validation = _checked(network, *validation)
    if options.patience is not None and validation is None:
        raise DataError("early stopping (patience) needs a validation set")
    params = [Tensor(p.copy(), requires_grad=True) for p in network.parameters()]
    steps = [np.zeros_like(p.data) for p in params]
    loss = LOSSES[options.loss]
    rng = np.random.default_rng(options.seed)
    history: list[EpochRecord] = []
    best: tuple[float, int, list[np.ndarray]] | None = None
    stopped_early = False
    with np.errstate(all="ignore"):
        for epoch in range(1, options.epochs + 1):
            order = rng.permutation(len(X)) if options.shuffle else np.arange(len(X))
            for start in range(0, len(X), options.batch_size):
                rows = order[start : start + options.batch_size]
                _, net = propagate(params, Tensor(X[rows]))
                loss(net, Tensor(T[rows])).backward()
                _step(params, steps, options)
            current = Network.from_parameters([p.data for p in params])
            record = EpochRecord(
                epoch,
                error_of(current, X, T, options.loss),
                None if validation is None else error_of(current, *validation, options.loss),
            )
            check_finite(record.training, epoch, options.rate)
            check_finite(
                max(float(np.abs(p.data).max()) for p in params), epoch, options.rate, "weights"
            )
            history.append(record)
            if on_epoch is not None:
                on_epoch(record)
            if record.validation is not None:
                if best is None or record.validation < best[0]:
                    best = (record.validation, epoch, [p.data.copy() for p in params])
                elif options.patience is not None and epoch - best[1] >= options.patience:
                    stopped_early = True
                    break
    if best is None:
        final, best_epoch = [p.data.copy() for p in params], len(history)
    else:
        final, best_epoch = best[2], best[1]
    return TrainingResult(
        Network.from_parameters(final), options, tuple(history), best_epoch, stopped_early
    )


def _step(params: list[Tensor], steps: list[np.ndarray], options: Backprop) -> None:
    """Δw(n) = −η ∂E/∂w + α Δw(n − 1), with ∂(γ Σ w²)/∂w = 2γw added for weight decay."""
    for p, step in zip(params, steps, strict=True):
        grad = p.grad
        if options.weight_decay:
            grad = grad + 2.0 * options.weight_decay * p.data
        step *= options.momentum
        step -= options.rate * grad
        p.data += step
        p.grad = None


def _checked(network: Network, X: np.ndarray, T: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    X = np.atleast_2d(np.asarray(X, dtype=np.float64))
    T = np.asarray(T, dtype=np.float64).reshape(len(T), -1)
    if len(X) != len(T) or not len(X):
        raise DataError(f"{len(X)} input rows but {len(T)} target rows")
    n_in, n_out = network.layers[0], network.layers[-1]
    if X.shape[1] != n_in or T.shape[1] != n_out:
        raise DataError(
            f"the network {'-'.join(map(str, network.layers))} has {n_in} inputs and {n_out} "
            f"outputs; the data has {X.shape[1]} inputs and {T.shape[1]} outputs"
        )
    if np.isnan(X).any() or np.isnan(T).any():
        raise DataError("the data has missing values (NaN)")
    return X, T
