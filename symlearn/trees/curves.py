"""Overfitting curves (Mitchell Figs. 3.6 and 3.7): accuracy against the size of the tree.

The examples are split (seeded, per class) into training, validation and test sets, as in
Fig. 3.7: "the training examples, the validation examples used for pruning the tree, and a
set of test examples used to provide an unbiased estimate of accuracy". Then

- *growing* (Fig. 3.6): the tree grown on the training set is rebuilt node by node, the
  decision nodes expanded breadth-first (level by level, left to right, as the learner grows
  them), a node not yet expanded acting as a leaf of its training majority; after each
  expansion the accuracy on the training and the test set is recorded;
- *pruning* (Fig. 3.7): reduced-error pruning on the validation set, recording after each
  removal the accuracy on the training and the test set (the validation accuracy is the
  pruning's own score).

:func:`plot_curves` draws both as PNG or SVG with matplotlib (``pip install
'symlearn[plot]'``).
"""

from __future__ import annotations

import csv
import io
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from symlearn.errors import DataError, Location, SymlearnError
from symlearn.theory import Theory
from symlearn.trees.prune.data import VALIDATION_FRACTION, Labelled, check_fraction, split_examples
from symlearn.trees.prune.indexed import IndexedTree, Scores
from symlearn.trees.prune.reduced_error import reduced_error_prune
from symlearn.trees.tdidt import TDIDT

TEST_FRACTION = 1 / 3
FORMATS = (".png", ".svg")


@dataclass(frozen=True)
class CurvePoint:
    """The tree's size and its accuracy on the training and the test data at one moment."""

    nodes: int
    training: float
    test: float


@dataclass(frozen=True)
class OverfittingCurves:
    """Accuracy against tree size while growing (Fig. 3.6) and while pruning (Fig. 3.7)."""

    source: str | None
    target: str
    examples: tuple[int, int, int]
    seed: int
    growing: tuple[CurvePoint, ...]
    pruning: tuple[CurvePoint, ...]

    def rows(self) -> list[dict[str, Any]]:
        """One row per point: phase (``growing``/``pruning``), step, nodes, accuracies."""
        return [
            {"phase": phase, "step": step, **vars(point)}
            for phase, points in (("growing", self.growing), ("pruning", self.pruning))
            for step, point in enumerate(points)
        ]

    def to_csv(self) -> str:
        out = io.StringIO()
        writer = csv.DictWriter(
            out, ["phase", "step", "nodes", "training", "test"], lineterminator="\n"
        )
        writer.writeheader()
        writer.writerows(self.rows())
        return out.getvalue()

    def as_dict(self) -> dict[str, Any]:
        training, validation, test = self.examples
        return {
            "source": self.source,
            "target": self.target,
            "seed": self.seed,
            "examples": {"training": training, "validation": validation, "test": test},
            "growing": [vars(p) for p in self.growing],
            "pruning": [vars(p) for p in self.pruning],
        }

    def __str__(self) -> str:
        training, validation, test = self.examples
        grown, pruned = self.growing[-1], self.pruning[-1]
        best = max(self.growing, key=lambda p: (p.test, -p.nodes))
        return "\n".join(
            [
                f"{self.source or self.target}: {training} training, {validation} validation, "
                f"{test} test examples (seed {self.seed})",
                f"grown: {grown.nodes} nodes, accuracy {grown.training:.3f} on training, "
                f"{grown.test:.3f} on test data",
                f"best while growing: {best.nodes} nodes, {best.test:.3f} on test data",
                f"after reduced-error pruning: {pruned.nodes} nodes, {pruned.training:.3f} on "
                f"training, {pruned.test:.3f} on test data",
            ]
        )


def overfitting_curves(
    theory: Theory,
    learner: TDIDT | None = None,
    test_fraction: float = TEST_FRACTION,
    validation_fraction: float = VALIDATION_FRACTION,
    seed: int = 0,
) -> OverfittingCurves:
    """The curves of Figs. 3.6 and 3.7 for ``theory``'s examples (see the module docstring).

    ``test_fraction`` of the examples is held out for testing, then ``validation_fraction``
    of the rest for validation; ``seed`` draws both.
    """
    check_fraction(test_fraction, "test fraction")
    rest, test_part = split_examples(theory, test_fraction, seed)
    training_part, validation_part = split_examples(rest, validation_fraction, seed + 1)
    tree = (learner or TDIDT()).fit(training_part)
    index = IndexedTree.of(tree)
    training = Scores(index, Labelled.from_theory(tree, training_part, "training"))
    test = Scores(index, Labelled.from_theory(tree, _seen(tree, test_part), "test"))
    growing = _growth(index, training, test)
    pruned = reduced_error_prune(tree, _seen(tree, validation_part))
    pruning = [CurvePoint(tree.size, training.accuracy, test.accuracy)]
    for step in pruned.steps:
        training.prune(step.node)
        test.prune(step.node)
        pruning.append(CurvePoint(step.nodes, training.accuracy, test.accuracy))
    return OverfittingCurves(
        theory.source,
        theory.target.name,
        (len(training_part.examples), len(validation_part.examples), len(test_part.examples)),
        seed,
        tuple(growing),
        tuple(pruning),
    )


def _seen(tree, theory: Theory) -> Theory:
    """The held-out examples of the classes the tree was trained on (a class too rare to
    reach the training set cannot be learned, and is left out of the measurement)."""
    trained = {c for c, n in zip(tree.target.classes, tree.root.counts, strict=True) if n > 0}
    kept = tuple(e for e in theory.examples if e.label in trained)
    if not kept:
        raise DataError("too few examples to measure on held-out data", Location(theory.source))
    return Theory(theory.domain, theory.target, examples=kept, source=theory.source)


def _growth(index: IndexedTree, *scores: Scores) -> list[CurvePoint]:
    """Expand the decision nodes breadth-first, one at a time, from the root as a leaf."""
    correct = [s.as_leaf[0] for s in scores]

    def point(size: int) -> CurvePoint:
        return CurvePoint(size, *(float(c / s.total) for c, s in zip(correct, scores, strict=True)))

    size = 1
    points = [point(size)]
    queue = deque([0])
    while queue:
        v = queue.popleft()
        children = index.children[v]
        if not children:
            continue
        for i, s in enumerate(scores):
            correct[i] += sum(s.as_leaf[c] for c in children) + s.own[v] - s.as_leaf[v]
        size += len(children)
        queue.extend(children)
        points.append(point(size))
    return points


def plot_curves(curves: OverfittingCurves, path: str | Path) -> Path:
    """Draw the curves as in Fig. 3.7 into ``path`` (``.png`` or ``.svg``)."""
    path = Path(path)
    if path.suffix.lower() not in FORMATS:
        raise SymlearnError(
            f"cannot draw a {path.suffix or 'file without a suffix'}",
            Location(str(path)),
            hint=f"name the picture with one of {', '.join(FORMATS)}",
        )
    try:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib import pyplot
    except ImportError:
        raise SymlearnError(
            "drawing curves needs matplotlib",
            hint="install it with: pip install 'symlearn[plot]'",
        ) from None
    figure, axes = pyplot.subplots(figsize=(7, 4.5))
    grow, prune = curves.growing, curves.pruning
    axes.plot([p.nodes for p in grow], [p.training for p in grow], "-", label="On training data")
    axes.plot([p.nodes for p in grow], [p.test for p in grow], "--", label="On test data")
    axes.plot(
        [p.nodes for p in prune],
        [p.test for p in prune],
        ":",
        label="On test data (during pruning)",
    )
    axes.set_xlabel("Size of tree (number of nodes)")
    axes.set_ylabel("Accuracy")
    axes.set_title(f"{curves.target}: overfitting and reduced-error pruning")
    axes.legend(loc="lower right")
    try:
        figure.savefig(path)
    except OSError as error:
        raise DataError(f"cannot write: {error.strerror}", Location(str(path))) from None
    finally:
        pyplot.close(figure)
    return path
