"""Benchmark: ID3 (symlearn.trees) beside scikit-learn's DecisionTreeClassifier(entropy).

Workload: 100,000 training rows × 20 nominal attributes (2 to 5 values each), three classes
given by a rule on a few attributes with 10 % of the labels flipped, and 25,000 held-back rows;
then the same with 5 of the 20 attributes numeric. Both learners grow unpruned trees with the
entropy criterion. scikit-learn needs numbers: it gets the nominal attributes one-hot encoded
(the faithful encoding, one binary column per value) and, for reference, as ordinal codes.
Encoding is not timed; fitting is, best of ``--repeat`` runs.

    python bench/trees.py [--rows 100000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from timing import best_time

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.theory import Example, Target, Theory
from symlearn.trees import TDIDT, Dataset

CLASSES = ("low", "mid", "high")


def make_data(rows: int, numeric: int, seed: int = 0):
    """Columns (codes for nominal, floats for numeric), labels and the domain."""
    rng = np.random.default_rng(seed)
    attributes, columns = [], []
    for a in range(20):
        if a < numeric:
            attributes.append(Numeric(f"x{a}", integer=False))
            columns.append(np.round(rng.random(rows), 3))
        else:
            size = 2 + a % 4
            attributes.append(Nominal(f"a{a}", tuple(f"v{i}" for i in range(size))))
            columns.append(rng.integers(0, size, rows))
    c = columns
    if numeric:
        score = (c[0] > 0.5) * 1 + (c[1] + c[2] > 1.1) + (c[5] == c[6]) + (c[7] == 1)
    else:
        score = (c[0] == 0) * 1 + np.isin(c[1], (1, 2)) + (c[2] == c[3]) + (c[7] == 1)
    y = np.minimum(score, 2)
    flip = rng.random(rows) < 0.10
    y[flip] = rng.integers(0, 3, flip.sum())
    return Domain("Synthetic", tuple(attributes)), columns, y


def dataset(domain: Domain, columns, y, rows: slice) -> Dataset:
    codes, ranks = [], []
    for attribute, column in zip(domain.attributes, columns, strict=True):
        part = column[rows]
        if isinstance(attribute, Numeric):
            values, code = np.unique(part, return_inverse=True)
            codes.append(code.astype(np.int64))
            ranks.append(values)
        else:
            codes.append(part.astype(np.int64))
            ranks.append(None)
    target = Target("Class", CLASSES)
    return Dataset(domain, target, tuple(codes), tuple(ranks), y[rows], np.ones(len(y[rows])))


def as_theory(domain: Domain, columns, y, rows: slice) -> Theory:
    """The same rows as a theory of :class:`Example` values (the path from files)."""
    values = [
        column[rows].tolist() if isinstance(a, Numeric) else [a.values[i] for i in column[rows]]
        for a, column in zip(domain.attributes, columns, strict=True)
    ]
    labels = [CLASSES[k] for k in y[rows].tolist()]
    examples = tuple(Example(x, c) for x, c in zip(zip(*values, strict=True), labels, strict=True))
    return Theory(domain, Target("Class", CLASSES), examples=examples)


def encode_for_tree(tree, domain: Domain, columns, rows: slice):
    """The held-back rows as the tree classifies them: codes for nominal, floats for numeric."""
    out = []
    for attribute, column in zip(domain.attributes, columns, strict=True):
        part = column[rows]
        out.append(part.astype(float) if isinstance(attribute, Numeric) else part.astype(np.int64))
    return out


def run(rows: int, numeric: int, repeat: int, sklearn) -> None:
    held = rows // 4
    domain, columns, y = make_data(rows + held, numeric)
    train, test = slice(0, rows), slice(rows, rows + held)
    kind = f"{20 - numeric} nominal + {numeric} numeric" if numeric else "20 nominal"
    print(f"\n== {rows:,} rows × {kind} attributes, 3 classes, {held:,} held back ==")

    data = dataset(domain, columns, y, train)
    ours, tree = best_time(lambda: TDIDT("gain").fit(data), repeat)
    predicted = tree.predict_columns(encode_for_tree(tree, domain, columns, test))
    our_accuracy = float((predicted == y[test]).mean())
    print(
        f"{'symlearn ID3':<27} fit {ours:7.3f} s   {tree.size:6d} nodes   "
        f"held-back accuracy {our_accuracy:.4f}"
    )
    theory = as_theory(domain, columns, y, train)
    encode, _ = best_time(lambda: Dataset.from_theory(theory), 1)
    print(f"  (not timed above: encoding a Theory of {rows:,} Examples to arrays, {encode:.3f} s)")

    from sklearn.preprocessing import OneHotEncoder
    from sklearn.tree import DecisionTreeClassifier

    nominal = [i for i, a in enumerate(domain.attributes) if isinstance(a, Nominal)]
    numeric_ix = [i for i, a in enumerate(domain.attributes) if isinstance(a, Numeric)]
    ordinal = np.column_stack([c.astype(float) for c in columns])
    encoder = OneHotEncoder(sparse_output=False).fit(ordinal[train][:, nominal])
    one_hot = (
        np.column_stack([ordinal[:, numeric_ix], encoder.transform(ordinal[:, nominal])])
        if numeric_ix
        else encoder.transform(ordinal[:, nominal])
    )
    for name, matrix in (("one-hot", one_hot), ("ordinal codes", ordinal)):
        clf = DecisionTreeClassifier(criterion="entropy", random_state=0)
        theirs, _ = best_time(lambda m=matrix, c=clf: c.fit(m[train], y[train]), repeat)
        accuracy = float(clf.score(matrix[test], y[test]))
        print(
            f"{'scikit-learn ' + name:<27} fit {theirs:7.3f} s   {clf.tree_.node_count:6d} nodes   "
            f"held-back accuracy {accuracy:.4f}   symlearn/sklearn time ratio {ours / theirs:.2f}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    try:
        import sklearn
    except ImportError:
        print("scikit-learn is not installed (pip install scikit-learn); nothing to compare.")
        return 0
    print(f"symlearn ID3 vs scikit-learn {sklearn.__version__} DecisionTreeClassifier(entropy)")
    for numeric in (0, 5):
        run(args.rows, numeric, args.repeat, sklearn)
    return 0


if __name__ == "__main__":
    sys.exit(main())
