"""Layered feed-forward networks of sigmoid units (Mitchell §4.5, §4.5.2.2 for any depth).

A network with layer sizes (n_in, h1, …, n_out) has, between consecutive layers, a weight
matrix W of shape (inputs, units) and a vector b of threshold weights w_j0 (the weight on the
constant input x0 = 1). Every unit is a sigmoid unit o = σ(net), σ(y) = 1 / (1 + e^−y)
(Eq. 4.12). A single sigmoid unit is the network (n_in, 1).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from symlearn.errors import DataError
from symlearn.tensor import Tensor, no_grad


@dataclass(frozen=True, eq=False)
class Network:
    """The weights of a layered sigmoid network: ``weights[l]`` (in × out) and ``biases[l]``."""

    weights: tuple[np.ndarray, ...]
    biases: tuple[np.ndarray, ...]

    @classmethod
    def create(cls, layers: Sequence[int], seed: int = 0, scale: float = 0.05) -> Network:
        """Small random weights, uniform in [−scale, scale] (Table 4.2 uses 0.05).

        Examples
        --------
        >>> Network.create((8, 3, 8), seed=1).layers
        (8, 3, 8)
        """
        layers = tuple(int(n) for n in layers)
        if len(layers) < 2 or min(layers) < 1:
            raise DataError(
                f"a network needs at least an input and an output layer of positive sizes, "
                f"not {'-'.join(map(str, layers))}"
            )
        rng = np.random.default_rng(seed)
        weights, biases = [], []
        for n_in, n_out in itertools.pairwise(layers):
            weights.append(rng.uniform(-scale, scale, (n_in, n_out)))
            biases.append(rng.uniform(-scale, scale, n_out))
        return cls(tuple(weights), tuple(biases))

    @property
    def layers(self) -> tuple[int, ...]:
        return (self.weights[0].shape[0], *(w.shape[1] for w in self.weights))

    def parameters(self) -> list[np.ndarray]:
        """W1, b1, W2, b2, … in the order :func:`propagate` expects."""
        return [p for pair in zip(self.weights, self.biases, strict=True) for p in pair]

    @classmethod
    def from_parameters(cls, parameters: Sequence[np.ndarray]) -> Network:
        return cls(tuple(parameters[0::2]), tuple(parameters[1::2]))

    def activations(self, X: np.ndarray) -> tuple[np.ndarray, ...]:
        """The outputs of every layer after the inputs: hidden layers first, outputs last."""
        X = np.atleast_2d(np.asarray(X, dtype=np.float64))
        if X.shape[1] != self.layers[0]:
            raise DataError(f"the network has {self.layers[0]} inputs, the data {X.shape[1]}")
        with no_grad(), np.errstate(over="ignore"):  # σ(±inf) is exactly 1 or 0
            hidden, net = propagate([Tensor(p) for p in self.parameters()], Tensor(X))
            return (*(h.data for h in hidden), net.sigmoid().data)

    def output(self, X: np.ndarray) -> np.ndarray:
        """The output units' values for each row of ``X``."""
        return self.activations(X)[-1]

    def __repr__(self) -> str:
        return f"Network({'-'.join(map(str, self.layers))})"


def default_layers(inputs: int, outputs: int) -> tuple[int, int, int]:
    """One hidden layer just wide enough for a binary code of each input or output unit.

    For the 8-3-8 identity task of §4.6.4 this is 8-3-8: ⌈log₂ 8⌉ = 3 hidden units.
    """
    return (inputs, max(2, math.ceil(math.log2(max(inputs, outputs)))), outputs)


def sigmoid_unit(n_inputs: int, seed: int = 0) -> Network:
    """A single sigmoid unit o = σ(w·x) (Mitchell §4.5.1, Fig 4.6): the network (n, 1)."""
    return Network.create((n_inputs, 1), seed)


def propagate(parameters: Sequence[Tensor], x: Tensor) -> tuple[list[Tensor], Tensor]:
    """Propagate ``x`` forward (Table 4.2, first step): hidden outputs and the output net input.

    The net input of the output units is returned before the sigmoid so that cross-entropy can
    be computed from it without rounding σ to 0 or 1.
    """
    hidden: list[Tensor] = []
    for i in range(0, len(parameters) - 2, 2):
        x = (x @ parameters[i] + parameters[i + 1]).sigmoid()
        hidden.append(x)
    return hidden, x @ parameters[-2] + parameters[-1]
