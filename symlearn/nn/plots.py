"""Pictures of training: error curves (Mitchell Fig 4.9) and hidden-unit weights (Fig 4.1).

Drawing needs matplotlib, the optional extra ``plot`` (``pip install 'symlearn[plot]'``).
Figures are drawn without pyplot, so no window opens and no global state changes.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from symlearn.errors import DataError, SymlearnError
from symlearn.nn.backprop import TrainingResult
from symlearn.nn.network import Network


def _figure(width: float, height: float):
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise SymlearnError(
            "drawing needs matplotlib, which is not installed",
            hint="install symlearn[plot] (pip install 'symlearn[plot]')",
        ) from None
    return Figure(figsize=(width, height))


def _save(figure, path: str | Path) -> Path:
    path = Path(path)
    try:
        figure.savefig(path, dpi=120)
    except (OSError, ValueError) as error:
        raise DataError(f"cannot write the picture {path}: {error}") from None
    return path


def plot_errors(result: TrainingResult, path: str | Path) -> Path:
    """Training and validation error per epoch, as in Mitchell Fig 4.9; written to ``path``."""
    figure = _figure(6.4, 4.0)
    axes = figure.add_subplot()
    epochs = np.arange(1, result.epochs + 1)
    axes.plot(epochs, result.training_errors, label="training set error")
    if result.validation_errors is not None:
        axes.plot(epochs, result.validation_errors, label="validation set error")
        axes.axvline(result.best_epoch, color="grey", linestyle=":", label="lowest validation")
    axes.set_xlabel("epoch")
    axes.set_ylabel(f"{result.options.loss} error per example")
    axes.set_title(f"Backpropagation, network {'-'.join(map(str, result.network.layers))}")
    axes.legend()
    return _save(figure, path)


def image_shape_for(n: int) -> tuple[int, int]:
    """A square when ``n`` is a perfect square, else one row."""
    side = math.isqrt(n)
    return (side, side) if side * side == n else (1, n)


def _hinton(axes, weights: np.ndarray, scale: float) -> None:
    """Boxes of area ∝ |w|: white for positive weights, black for negative (Fig 4.1)."""
    from matplotlib.collections import PolyCollection

    axes.set_facecolor("grey")
    rows, columns = np.indices(weights.shape)
    half = (np.sqrt(np.abs(weights) / scale) if scale else np.zeros(weights.shape)) / 2
    corners = np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)])
    centres = np.stack([columns.ravel(), rows.ravel()], axis=1)[:, np.newaxis, :]
    boxes = centres + corners[np.newaxis, :, :] * half.ravel()[:, np.newaxis, np.newaxis]
    colors = np.where(weights.ravel() > 0, "white", "black")
    axes.add_collection(PolyCollection(boxes, facecolors=colors, edgecolors="none"))
    axes.set_xlim(-0.5, weights.shape[1] - 0.5)
    axes.set_ylim(weights.shape[0] - 0.5, -0.5)
    axes.set_aspect("equal")
    axes.set_xticks([])
    axes.set_yticks([])


def plot_hidden_units(
    network: Network,
    path: str | Path,
    image_shape: tuple[int, int] | None = None,
    layer: int = 0,
) -> Path:
    """The weights of each unit of hidden ``layer``, drawn as in Mitchell Fig 4.1.

    For each hidden unit, the large block shows the weights from its inputs, arranged as an
    image of ``image_shape`` (ALVINN: 30 × 32); the strip above shows its weights to the next
    layer's units. White boxes are positive weights, black negative; area ∝ magnitude.
    """
    if not 0 <= layer < len(network.weights) - 1:
        raise DataError(f"the network {network!r} has no hidden layer {layer}")
    incoming, outgoing = network.weights[layer], network.weights[layer + 1]
    shape = image_shape or image_shape_for(incoming.shape[0])
    if shape[0] * shape[1] != incoming.shape[0]:
        raise DataError(
            f"{incoming.shape[0]} inputs cannot be drawn as a {shape[0]}×{shape[1]} image"
        )
    units = incoming.shape[1]
    cells = max(shape[1], outgoing.shape[1])
    figure = _figure(3.0 * units, max(1.6, 3.0 * (shape[0] + 1) / cells + 0.8))
    scale = max(float(np.abs(incoming).max()), float(np.abs(outgoing).max()))
    grid = figure.add_gridspec(2, units, height_ratios=(1, shape[0]))
    for j in range(units):
        _hinton(figure.add_subplot(grid[0, j]), outgoing[j][np.newaxis, :], scale)
        bottom = figure.add_subplot(grid[1, j])
        _hinton(bottom, incoming[:, j].reshape(shape), scale)
        bottom.set_xlabel(f"hidden unit {j + 1}")
    return _save(figure, path)
