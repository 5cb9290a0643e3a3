"""What a trained network does with its data: accuracy and the hidden layer's codes.

:func:`hidden_table` is Mitchell's Fig 4.7: after the 8-3-8 network has learned the identity,
its three hidden units hold a distinct, nearly binary code for each of the eight inputs.
Backpropagation only finds a local minimum (§4.6.1), and from about half of all small random
initial weights the 8-3-8 network ends using an intermediate hidden value near 0.5 in place of
a bit, so two inputs share a rounded code. :func:`train_until_separated` restarts from the next
seed in that case, as §4.6.1 suggests (train several networks from different random weights).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from symlearn.concepts.attributes import Instance
from symlearn.errors import DataError
from symlearn.nn.backprop import Backprop, TrainingResult, train_network
from symlearn.nn.data import Dataset
from symlearn.nn.history import EpochRecord
from symlearn.nn.network import Network


def accuracy(network: Network, data: Dataset) -> float:
    """The fraction of examples whose decoded output is their class."""
    predicted = data.encoding.decode(network.output(data.X))
    return sum(p == label for p, label in zip(predicted, data.labels, strict=True)) / len(data)


@dataclass(frozen=True)
class HiddenRow:
    """One input, the hidden units' values for it, their rounded code, the output and target."""

    instance: Instance
    values: tuple[float, ...]
    code: str
    output: str
    label: str  # the class of the input's first example


@dataclass(frozen=True)
class HiddenTable:
    """The hidden units' values for each distinct training input (Mitchell Fig 4.7)."""

    layer: int
    rows: tuple[HiddenRow, ...]

    @property
    def distinct_codes(self) -> int:
        """How many different codes the rounded hidden values give."""
        return len({row.code for row in self.rows})

    @property
    def separates_classes(self) -> bool:
        """Whether inputs of different classes never share a code (for 8-3-8: eight codes)."""
        classes: dict[str, str] = {}
        return all(classes.setdefault(row.code, row.label) == row.label for row in self.rows)

    def to_dict(self) -> dict:
        return {
            "layer": self.layer,
            "distinct_codes": self.distinct_codes,
            "rows": [
                {
                    "input": list(r.instance),
                    "hidden": list(r.values),
                    "code": r.code,
                    "output": r.output,
                    "target": r.label,
                }
                for r in self.rows
            ],
        }

    def __str__(self) -> str:
        inputs = [" ".join(map(str, r.instance)) for r in self.rows]
        width = max(len("Input"), *map(len, inputs))
        units = len(self.rows[0].values)
        hidden_width = max(len("Hidden values"), 5 * units - 1)
        code_width = max(len("Code"), units)
        lines = [
            f"{'Input':<{width}}  {'Hidden values':<{hidden_width}}  {'Code':<{code_width}}  Output"
        ]
        for text, row in zip(inputs, self.rows, strict=True):
            values = " ".join(_two_places(v) for v in row.values)
            lines.append(
                f"{text:<{width}}  {values:<{hidden_width}}  {row.code:<{code_width}}  {row.output}"
            )
        lines.append(f"{self.distinct_codes} distinct hidden codes for {len(self.rows)} inputs")
        return "\n".join(lines)


def _two_places(value: float) -> str:
    """A value in [0, 1] as in the book's table: ``.89``, or ``1.0`` when it rounds up to 1."""
    text = f"{value:.2f}"
    return text[1:] if text.startswith("0") else text[:3]


def hidden_table(network: Network, data: Dataset, layer: int = 0) -> HiddenTable:
    """The values of hidden ``layer`` (0 = the first) for each distinct input of ``data``."""
    if not 0 <= layer < len(network.layers) - 2:
        raise DataError(f"the network {network!r} has no hidden layer {layer}")
    seen: dict[Instance, int] = {}
    for i, instance in enumerate(data.instances):
        seen.setdefault(instance, i)
    rows = list(seen.values())
    layers = network.activations(data.X[rows])
    hidden, outputs = layers[layer], data.encoding.decode(layers[-1])
    return HiddenTable(
        layer,
        tuple(
            HiddenRow(
                data.instances[r],
                tuple(float(v) for v in hidden[k]),
                "".join("1" if v >= 0.5 else "0" for v in hidden[k]),
                outputs[k],
                data.labels[r],
            )
            for k, r in enumerate(rows)
        ),
    )


def train_until_separated(
    layers: Sequence[int],
    data: Dataset,
    options: Backprop,
    restarts: int = 0,
    validation: Dataset | None = None,
    on_epoch: Callable[[EpochRecord], None] | None = None,
) -> tuple[TrainingResult, HiddenTable]:
    """BACKPROPAGATION (Table 4.2) from the weights of ``options.seed``, then of the next seeds.

    A run whose rounded hidden codes give two inputs of different classes the same code
    (:attr:`HiddenTable.separates_classes`) is repeated from new random weights, the seed one
    higher, at most ``restarts`` times (§4.6.1: train several networks from different initial
    weights). The result names the seed it used in ``result.options.seed``; when no run
    separates the classes, the last run is returned.
    """
    if restarts < 0:
        raise DataError(f"the number of restarts must not be negative, not {restarts}")
    held = None if validation is None else (validation.X, validation.T)
    for attempt in range(restarts + 1):
        run = replace(options, seed=options.seed + attempt)
        network = Network.create(layers, seed=run.seed)
        result = train_network(network, data.X, data.T, run, held, on_epoch)
        table = hidden_table(result.network, data)
        if table.separates_classes:
            break
    return result, table
