"""Data for pruning: a seeded training/validation split, and examples encoded for a tree.

Mitchell §3.7.1: "withhold one-third of the available examples for the validation set, using
the other two-thirds for training". :func:`split_examples` does so per class (each class is
shared out in the same proportion), with a seed, so that a split can be repeated.

A validation (or test) set that a user gives must speak of the tree's attributes and of the
classes the tree was trained on; :meth:`Labelled.from_theory` checks that and lines its
attributes up with the tree's by name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import numpy as np

from symlearn.errors import DataError, Location, SymlearnError, did_you_mean
from symlearn.theory import Theory
from symlearn.trees.data import encode_instances
from symlearn.trees.model import DecisionTree

#: Mitchell's share of the data held back for validation.
VALIDATION_FRACTION = 1 / 3


def check_fraction(fraction: float, what: str = "validation fraction") -> float:
    """``fraction`` if it lies strictly between 0 and 1 (a share held out, §3.7.1), else an
    error."""
    if not 0.0 < fraction < 1.0:
        raise SymlearnError(f"the {what} must lie strictly between 0 and 1, not {fraction:g}")
    return fraction


def split_examples(
    theory: Theory, fraction: float = VALIDATION_FRACTION, seed: int = 0
) -> tuple[Theory, Theory]:
    """``(training, held_out)``: about ``fraction`` of each class's examples held out, drawn
    with ``seed``; the examples keep their order within each part."""
    check_fraction(fraction)
    rng = random.Random(seed)
    by_class: dict[str, list[int]] = {}
    for i, example in enumerate(theory.examples):
        by_class.setdefault(example.label, []).append(i)
    held: set[int] = set()
    for label in sorted(by_class):
        members = by_class[label]
        rng.shuffle(members)
        held.update(members[: int(len(members) * fraction + 0.5)])
    if not held or len(held) == len(theory.examples):
        raise DataError(
            f"{len(theory.examples)} examples are too few to hold {fraction:.0%} of them back",
            Location(theory.source),
        )
    examples = theory.examples
    training = tuple(e for i, e in enumerate(examples) if i not in held)
    held_out = tuple(e for i, e in enumerate(examples) if i in held)
    return replace(theory, examples=training), replace(theory, examples=held_out)


@dataclass(frozen=True, eq=False)
class Labelled:
    """Labelled examples encoded over a tree's domain: columns, class indices, weights."""

    columns: tuple[np.ndarray, ...]
    y: np.ndarray
    weights: np.ndarray
    source: str | None = None

    def __len__(self) -> int:
        return len(self.y)

    def check_not_empty(self, role: str) -> Labelled:
        """These examples, or a located error when there are none."""
        if not len(self):
            where = Location(self.source) if self.source else None
            raise DataError(f"the {role} set has no examples", where)
        return self

    @property
    def total(self) -> float:
        return float(self.weights.sum())

    def accuracy(self, predicted: np.ndarray) -> float:
        """The weighted share of examples whose class index is ``predicted``."""
        if not len(self.y):
            return 0.0
        return float(self.weights[predicted == self.y].sum() / self.total)

    @classmethod
    def from_theory(cls, tree: DecisionTree, theory: Theory, role: str = "validation") -> Labelled:
        """The examples of ``theory`` for ``tree``: same target, attributes matched by name,
        and only classes that the tree's training examples had."""
        where = Location(theory.source)
        if theory.target.name != tree.target.name:
            raise DataError(
                f"the {role} data's target is {theory.target.name}, the tree predicts "
                f"{tree.target.name}",
                where,
            )
        names = tree.domain.names
        for name in theory.domain.names:
            if name not in names:
                raise DataError(
                    f"the {role} data has an attribute {name} that the training data lacks",
                    where,
                    hint=did_you_mean(name, names),
                )
        for name in names:
            if name not in theory.domain.names:
                raise DataError(f"the {role} data lacks the attribute {name}", where)
        order = [theory.domain.position(name) for name in names]
        trained = {c for c, n in zip(tree.target.classes, tree.root.counts, strict=True) if n > 0}
        index = {c: i for i, c in enumerate(tree.target.classes)}
        rows, y, weights = [], [], []
        for example in theory.examples:
            if example.label not in trained:
                raise DataError(
                    f"the {role} data has class '{example.label}', which no training example has",
                    example.location or where,
                    hint=f"the training examples are of class {', '.join(sorted(trained))}",
                )
            rows.append(tuple(example.instance[p] for p in order))
            y.append(index[example.label])
            weights.append(example.weight)
        columns = encode_instances(tree.domain, rows) if rows else [np.empty(0)] * len(names)
        return cls(
            tuple(columns),
            np.asarray(y, dtype=np.int64),
            np.asarray(weights, dtype=float),
            theory.source,
        )
