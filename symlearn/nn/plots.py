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
    from matplotlib.patches import Rectangle

    axes.set_facecolor("grey")
    rows, columns = weights.shape
    for (r, c), w in np.ndenumerate(weights):
        side = math.sqrt(abs(w) / scale) if scale else 0.0
        color = "white" if w > 0 else "black"
        axes.add_patch(Rectangle((c - side / 2, r - side / 2), side, side, color=color))
    axes.set_xlim(-0.5, columns - 0.5)
    axes.set_ylim(rows - 0.5, -0.5)
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
    figure = _figure(3.0 * units, 3.6)
    scale = max(float(np.abs(incoming).max()), float(np.abs(outgoing).max()))
    grid = figure.add_gridspec(2, units, height_ratios=(1, 4))
    for j in range(units):
        _hinton(figure.add_subplot(grid[0, j]), outgoing[j][np.newaxis, :], scale)
        bottom = figure.add_subplot(grid[1, j])
        _hinton(bottom, incoming[:, j].reshape(shape), scale)
        bottom.set_xlabel(f"hidden unit {j + 1}")
    return _save(figure, path)
