"""Benchmark: pruning on noisy data — symlearn's four ways beside scikit-learn's
cost-complexity pruning.

Workload: 15,000 rows (``--rows``) × 12 attributes (9 nominal with 2 to 5 values, 3 numeric),
two classes given by a rule on five attributes with 20 % of the labels flipped; two thirds
train, one third is held out for the accuracies below. Each line times the whole job from
the training Theory: growing (ID3, information gain) and pruning.

- unpruned ID3 (Mitchell Table 3.1);
- reduced-error pruning (§3.7.1.1): grown on 2/3 of the training rows, pruned on the rest;
- rule post-pruning (§3.7.1.2), pessimistic estimate at 95 % on the training rows — Wilson's
  lower bound (the default) and the text's p − z·√(p(1−p)/n) — and with a held-out third of
  them as the validation set;
- C4.5 error-based pruning, confidence factor 0.25;
- χ² pre-pruning at 95 % (Quinlan 1986);
- scikit-learn DecisionTreeClassifier(entropy), unpruned, and with ccp_alpha chosen by its own
  5-fold cross-validation (GridSearchCV over its cost-complexity pruning path, then refit),
  nominal attributes one-hot encoded (encoding not timed).

    python bench/pruning.py [--rows 15000] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from timing import best_time

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.theory import Example, Target, Theory
from symlearn.trees import TDIDT
from symlearn.trees.prune import error_based_prune, prune, reduced_error_pruning, rule_post_pruning

CLASSES = ("yes", "no")
NOISE = 0.20


def make_theory(rows: int, seed: int) -> tuple[Domain, list[np.ndarray], np.ndarray]:
    rng = np.random.default_rng(seed)
    attributes, columns = [], []
    for a in range(12):
        if a >= 9:
            attributes.append(Numeric(f"x{a}", integer=False))
            columns.append(np.round(rng.random(rows) * 100, 1))
        else:
            size = 2 + a % 4
            attributes.append(Nominal(f"a{a}", tuple(f"v{i}" for i in range(size))))
            columns.append(rng.integers(0, size, rows))
    c = columns
    concept = ((c[0] == 1) & (c[9] > 40)) | ((c[1] == 2) & (c[2] != 0)) | (c[10] + c[11] > 150)
    y = np.where(concept, 0, 1)
    flip = rng.random(rows) < NOISE
    y[flip] = 1 - y[flip]
    return Domain("Noisy", tuple(attributes)), columns, y


def theory_of(domain: Domain, columns, y, rows: np.ndarray) -> Theory:
    values = [
        column[rows].tolist() if isinstance(a, Numeric) else [a.values[i] for i in column[rows]]
        for a, column in zip(domain.attributes, columns, strict=True)
    ]
    labels = [CLASSES[k] for k in y[rows].tolist()]
    examples = tuple(Example(x, c) for x, c in zip(zip(*values, strict=True), labels, strict=True))
    return Theory(domain, Target("Class", CLASSES, "yes"), examples=examples)


def accuracy(predict, test: Theory) -> float:
    predicted = predict([e.instance for e in test.examples])
    return float(np.mean([p == e.label for p, e in zip(predicted, test.examples, strict=True)]))


def row(name: str, seconds: float, size: str, acc: float) -> None:
    print(f"{name:<46} {acc:9.4f} {size:>22} {seconds:9.2f}")


def symlearn_rows(train: Theory, test: Theory) -> None:
    seconds, tree = best_time(lambda: TDIDT().fit(train))
    row("symlearn ID3, unpruned", seconds, f"{tree.size} nodes", accuracy(tree.predict_many, test))
    seconds, rep = best_time(lambda: reduced_error_pruning(train, seed=0))
    row(
        "symlearn reduced-error pruning (2/3 + 1/3)",
        seconds,
        f"{rep.tree.size} nodes",
        accuracy(rep.tree.predict_many, test),
    )
    for name, hold_out, bound in (
        ("Wilson, 95 %", False, "wilson"),
        ("the text's bound, 95 %", False, "mitchell"),
        ("validation 1/3", True, "wilson"),
    ):
        seconds, rules = best_time(
            lambda h=hold_out, b=bound: rule_post_pruning(train, hold_out=h, bound=b)
        )
        size = f"{len(rules.rules)} rules/{rules.rules.conditions} conds"
        row(
            f"symlearn rule post-pruning ({name})",
            seconds,
            size,
            accuracy(rules.rules.predict_many, test),
        )
    seconds, c45 = best_time(lambda: error_based_prune(TDIDT().fit(train), 0.25))
    row(
        "symlearn C4.5 error-based pruning (CF 0.25)",
        seconds,
        f"{c45.tree.size} nodes",
        accuracy(c45.tree.predict_many, test),
    )
    seconds, chi2 = best_time(lambda: prune(train, "chi2"))
    row(
        "symlearn χ² pre-pruning (95 %)",
        seconds,
        f"{chi2.tree.size} nodes",
        accuracy(chi2.tree.predict_many, test),
    )


def sklearn_rows(domain: Domain, columns, y, train: np.ndarray, test: np.ndarray) -> None:
    try:
        import sklearn
        from sklearn.model_selection import GridSearchCV
        from sklearn.preprocessing import OneHotEncoder
        from sklearn.tree import DecisionTreeClassifier
    except ImportError:
        print("scikit-learn is not installed (pip install scikit-learn): no peer to compare.")
        return
    nominal = [i for i, a in enumerate(domain.attributes) if isinstance(a, Nominal)]
    numeric = [i for i, a in enumerate(domain.attributes) if isinstance(a, Numeric)]
    table = np.column_stack([c.astype(float) for c in columns])
    encoder = OneHotEncoder(sparse_output=False).fit(table[train][:, nominal])
    matrix = np.column_stack([table[:, numeric], encoder.transform(table[:, nominal])])
    x_train, y_train, x_test, y_test = matrix[train], y[train], matrix[test], y[test]
    base = DecisionTreeClassifier(criterion="entropy", random_state=0)
    seconds, full = best_time(lambda: base.fit(x_train, y_train))
    row(
        f"scikit-learn {sklearn.__version__} entropy tree, unpruned",
        seconds,
        f"{full.tree_.node_count} nodes",
        float(full.score(x_test, y_test)),
    )

    def cross_validated():
        path = DecisionTreeClassifier(criterion="entropy", random_state=0)
        alphas = path.cost_complexity_pruning_path(x_train, y_train).ccp_alphas
        grid = np.unique(np.quantile(alphas[:-1], np.linspace(0, 1, 40)))
        search = GridSearchCV(
            DecisionTreeClassifier(criterion="entropy", random_state=0),
            {"ccp_alpha": grid},
            cv=5,
        )
        return search.fit(x_train, y_train)

    seconds, search = best_time(cross_validated)
    best = search.best_estimator_
    row(
        f"scikit-learn ccp (α = {search.best_params_['ccp_alpha']:.2g}, 5-fold CV)",
        seconds,
        f"{best.tree_.node_count} nodes",
        float(best.score(x_test, y_test)),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=15_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    domain, columns, y = make_theory(args.rows, args.seed)
    order = np.random.default_rng(args.seed + 1).permutation(args.rows)
    cut = args.rows * 2 // 3
    train_rows, test_rows = order[:cut], order[cut:]
    train = theory_of(domain, columns, y, train_rows)
    test = theory_of(domain, columns, y, test_rows)
    print(
        f"{args.rows:,} rows × 12 attributes (9 nominal, 3 numeric), {NOISE:.0%} label noise; "
        f"{len(train_rows):,} training, {len(test_rows):,} held-out rows"
    )
    print(f"{'method':<46} {'accuracy':>9} {'size':>22} {'seconds':>9}")
    symlearn_rows(train, test)
    sklearn_rows(domain, columns, y, train_rows, test_rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
