"""Classifying new data with a learned tree: a theory's examples and queries, or a CSV table.

The data's attributes are matched to the tree's by name, so a CSV file may order (or add)
columns freely. An example labelled with a class the tree never saw is an error; an attribute
value it never saw is classified as :class:`~.model.DecisionTree` documents.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from symlearn.concepts.attributes import Domain, Instance
from symlearn.errors import DataError, Location, did_you_mean
from symlearn.theory import Theory
from symlearn.trees.model import DecisionTree


@dataclass(frozen=True)
class Prediction:
    """One classified instance: its name, the tree's class and class probabilities, and the
    class the data gives it (None for a query)."""

    name: str
    instance: Instance
    predicted: str
    proba: tuple[float, ...]
    actual: str | None = None

    @property
    def correct(self) -> bool | None:
        return None if self.actual is None else self.actual == self.predicted


@dataclass(frozen=True)
class Predictions:
    """The tree's answers for a data set, and its accuracy on the labelled ones."""

    classes: tuple[str, ...]
    rows: tuple[Prediction, ...]

    @property
    def labelled(self) -> int:
        return sum(1 for p in self.rows if p.actual is not None)

    @property
    def correct(self) -> int:
        return sum(1 for p in self.rows if p.correct)

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.labelled if self.labelled else None

    def as_dict(self) -> dict:
        return {
            "classes": list(self.classes),
            "predictions": [
                {
                    "name": p.name,
                    "predicted": p.predicted,
                    "actual": p.actual,
                    "proba": dict(zip(self.classes, p.proba, strict=True)),
                }
                for p in self.rows
            ],
            "accuracy": self.accuracy,
            "correct": self.correct,
            "labelled": self.labelled,
        }


def _classify(
    tree: DecisionTree,
    names: Sequence[str],
    instances: Sequence[Instance],
    actual: Sequence[str | None],
    where: Sequence[Location | None],
) -> Predictions:
    for label, location in zip(actual, where, strict=True):
        if label is not None and label not in tree.target.classes:
            raise DataError(
                f"class '{label}' was never seen in training",
                location,
                hint=did_you_mean(label, tree.target.classes)
                or f"the tree knows {', '.join(tree.target.classes)}",
            )
    proba = tree.predict_proba_many(instances)
    predicted = tree.predict_many(instances)
    rows = tuple(
        Prediction(name, x, p, tuple(float(v) for v in row), a)
        for name, x, p, row, a in zip(names, instances, predicted, proba, actual, strict=True)
    )
    return Predictions(tree.target.classes, rows)


def _reorder(source: Domain, domain: Domain, where: Location) -> list[int]:
    """Where each attribute of ``domain`` sits in instances of ``source``."""
    positions = []
    for attribute in domain.attributes:
        if attribute.name not in source.names:
            raise DataError(
                f"the data has no attribute {attribute.name}, which the tree may test",
                where,
                hint=did_you_mean(attribute.name, source.names),
            )
        positions.append(source.position(attribute.name))
    return positions


def predict_theory(tree: DecisionTree, theory: Theory) -> Predictions:
    """Classify a theory's examples (checked against their classes) and its queries."""
    if theory.target.name != tree.target.name:
        raise DataError(
            f"the tree predicts {tree.target.name}, the theory's target is {theory.target.name}",
            Location(theory.source),
        )
    order = _reorder(theory.domain, tree.domain, Location(theory.source))
    names, instances, actual, where = [], [], [], []
    for i, example in enumerate(theory.examples):
        names.append(example.id or f"#{i + 1}")
        instances.append(tuple(example.instance[p] for p in order))
        actual.append(example.label)
        where.append(example.location)
    for name, instance in theory.queries:
        names.append(name)
        instances.append(tuple(instance[p] for p in order))
        actual.append(None)
        where.append(None)
    return _classify(tree, names, instances, actual, where)


def predict_csv(tree: DecisionTree, path: str | Path, id_column: str | None = None) -> Predictions:
    """Classify the rows of a CSV file; when it has the tree's target column, check them."""
    from symlearn.io.table import read_csv

    table = read_csv(path)
    instances = table.instances(tree.domain)
    if tree.target.name in table.header:
        actual = table.cells(table.header.index(tree.target.name))
    else:
        actual = [None] * len(table)
    if id_column is not None:
        names = [row[table.column_index(id_column, "id column")] for row in table.rows]
    else:
        names = [f"line {line}" for line in table.lines]
    column = table.header.index(tree.target.name) if tree.target.name in table.header else None
    where = [table.where(r, column) for r in range(len(table))]
    return _classify(tree, names, instances, actual, where)
