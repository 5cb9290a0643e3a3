"""Theories as numbers for neural units: input vectors and target vectors (Mitchell §4.2, §4.7).

The rule, applied to every attribute and target:

* a nominal attribute with k values becomes k inputs, one-hot (value j → 1 at position j),
  except one whose values are just 0 and 1 (a truth-table input): that is one input, the value;
* a numeric attribute becomes one input scaled to [0, 1] by its declared bounds, or by the
  smallest and largest value in the data when it has none;
* a two-class target becomes one output: 1 for the positive class, 0 for the other;
* a target with k > 2 classes becomes k outputs, 1-of-n (the output encoding of §4.7).

So a theory whose single nominal attribute and whose target share the eight values
``10000000 … 00000001`` (``theories/identity838.sl``) is the 8-3-8 identity task of §4.6.4:
each input vector equals its target vector.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from symlearn.concepts.attributes import Domain, Instance, Nominal, Numeric
from symlearn.errors import DataError
from symlearn.theory import Theory


def _one_hot(attribute: Nominal | Numeric) -> bool:
    return isinstance(attribute, Nominal) and set(attribute.values) != {"0", "1"}


@dataclass(frozen=True)
class Encoding:
    """How a domain's instances and a target's classes become vectors, and back."""

    domain: Domain
    scales: tuple[tuple[float, float] | None, ...]  # (low, high) per numeric attribute
    classes: tuple[str, ...]
    positive: str

    @classmethod
    def for_theory(cls, theory: Theory) -> Encoding:
        """The encoding of ``theory``'s domain and target (numeric scales from its data)."""
        scales = []
        for i, attribute in enumerate(theory.domain.attributes):
            if isinstance(attribute, Nominal):
                scales.append(None)
            elif attribute.bounded:
                scales.append((float(attribute.low), float(attribute.high)))
            else:
                seen = [e.instance[i] for e in theory.examples if e.instance[i] is not None]
                scales.append((float(min(seen)), float(max(seen))) if seen else (0.0, 1.0))
        target = theory.target
        return cls(
            theory.domain, tuple(scales), target.classes, target.positive or target.classes[0]
        )

    @property
    def input_names(self) -> tuple[str, ...]:
        names: list[str] = []
        for attribute in self.domain.attributes:
            if _one_hot(attribute):
                names.extend(f"{attribute.name}={v}" for v in attribute.values)
            else:
                names.append(attribute.name)
        return tuple(names)

    @property
    def output_names(self) -> tuple[str, ...]:
        return (self.positive,) if len(self.classes) == 2 else self.classes

    def inputs(self, instances: Sequence[Instance]) -> np.ndarray:
        """One row of inputs per instance (see :meth:`row`)."""
        return np.array([self.row(x) for x in instances]).reshape(len(instances), -1)

    def row(self, instance: Instance) -> list[float]:
        """The inputs for one instance; a missing value is a :class:`DataError`."""
        row: list[float] = []
        for attribute, scale, value in zip(
            self.domain.attributes, self.scales, instance, strict=True
        ):
            if value is None:
                raise DataError(
                    f"missing value for {attribute.name}",
                    hint="neural units need every input; remove or complete that example",
                )
            if _one_hot(attribute):
                one_hot = [0.0] * attribute.size
                one_hot[attribute.index(value)] = 1.0
                row.extend(one_hot)
            elif isinstance(attribute, Nominal):
                row.append(float(attribute.check(value)))
            else:
                low, high = scale
                row.append((float(value) - low) / (high - low or 1.0))
        return row

    def targets(self, labels: Sequence[str]) -> np.ndarray:
        """One row of target outputs per class label."""
        if len(self.classes) == 2:
            return np.array([[1.0 if label == self.positive else 0.0] for label in labels])
        index = {c: i for i, c in enumerate(self.classes)}
        rows = np.zeros((len(labels), len(self.classes)))
        rows[np.arange(len(labels)), [index[label] for label in labels]] = 1.0
        return rows

    def decode(self, outputs: np.ndarray) -> tuple[str, ...]:
        """The class each row of network outputs stands for (threshold 0.5, or the largest)."""
        if len(self.classes) == 2:
            negative = next(c for c in self.classes if c != self.positive)
            return tuple(self.positive if o[0] > 0.5 else negative for o in outputs)
        return tuple(self.classes[i] for i in np.argmax(outputs, axis=1))

    def to_dict(self) -> dict:
        attributes = []
        for attribute, scale in zip(self.domain.attributes, self.scales, strict=True):
            if isinstance(attribute, Nominal):
                attributes.append({"name": attribute.name, "values": list(attribute.values)})
            else:
                attributes.append(
                    {"name": attribute.name, "integer": attribute.integer, "scale": list(scale)}
                )
        return {
            "domain": self.domain.name,
            "attributes": attributes,
            "classes": list(self.classes),
            "positive": self.positive,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Encoding:
        attributes, scales = [], []
        for item in data["attributes"]:
            if "values" in item:
                attributes.append(Nominal(str(item["name"]), tuple(map(str, item["values"]))))
                scales.append(None)
            else:
                attributes.append(Numeric(str(item["name"]), bool(item["integer"])))
                low, high = item["scale"]
                scales.append((float(low), float(high)))
        domain = Domain(str(data["domain"]), tuple(attributes))
        classes = tuple(map(str, data["classes"]))
        return cls(domain, tuple(scales), classes, str(data["positive"]))


@dataclass(frozen=True)
class Dataset:
    """Training data as arrays: inputs ``X`` (one row per example), targets ``T``, labels."""

    X: np.ndarray
    T: np.ndarray
    labels: tuple[str, ...]
    instances: tuple[Instance, ...]
    encoding: Encoding

    def __len__(self) -> int:
        return len(self.labels)

    def signs(self) -> np.ndarray:
        """Targets t ∈ {1, −1} for a perceptron (§4.4): 1 for the positive class."""
        if len(self.encoding.classes) != 2:
            raise DataError(
                f"a perceptron needs a two-class target, not {len(self.encoding.classes)} classes"
            )
        return np.where(self.T[:, 0] > 0.5, 1.0, -1.0)

    def subset(self, rows: Sequence[int]) -> Dataset:
        rows = list(rows)
        return Dataset(
            self.X[rows],
            self.T[rows],
            tuple(self.labels[r] for r in rows),
            tuple(self.instances[r] for r in rows),
            self.encoding,
        )

    def split(self, fraction: float, seed: int = 0) -> tuple[Dataset, Dataset]:
        """A random (training, validation) split holding out ``fraction`` of the examples."""
        if not 0.0 < fraction < 1.0:
            raise DataError(f"the validation fraction must lie between 0 and 1, not {fraction}")
        held = round(len(self) * fraction)
        if held < 1 or held >= len(self):
            raise DataError(
                f"cannot hold out {fraction:.0%} of {len(self)} examples for validation"
            )
        order = np.random.default_rng(seed).permutation(len(self))
        return self.subset(sorted(order[held:])), self.subset(sorted(order[:held]))


def encode_theory(theory: Theory) -> Dataset:
    """The examples of ``theory`` as arrays, by the encoding rule of this module."""
    if not theory.examples:
        raise DataError("the theory has no examples to train on")
    encoding = Encoding.for_theory(theory)
    rows = []
    for number, example in enumerate(theory.examples, start=1):
        try:
            rows.append(encoding.row(example.instance))
        except DataError as error:
            error.message = f"example {example.id or number}: {error.message}"
            raise (error.located(example.location) if example.location else error) from None
    X = np.array(rows).reshape(len(rows), -1)
    instances = tuple(e.instance for e in theory.examples)
    labels = tuple(e.label for e in theory.examples)
    return Dataset(X, encoding.targets(labels), labels, instances, encoding)
