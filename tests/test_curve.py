"""Overfitting curves (Mitchell Figs. 3.6 and 3.7) and the ``curve`` command."""

import csv
import io
import itertools
import json
import sys

import numpy as np
import pytest

from symlearn.cli import main
from symlearn.concepts.attributes import Domain, Nominal
from symlearn.errors import SymlearnError
from symlearn.theory import Example, Target, Theory
from symlearn.trees import TDIDT
from symlearn.trees.curves import overfitting_curves, plot_curves
from symlearn.trees.prune import reduced_error_prune, split_examples


@pytest.fixture(scope="module")
def noisy() -> Theory:
    """600 days of a rule on 6 ternary attributes with 20 % of the labels flipped."""
    rng = np.random.default_rng(7)
    domain = Domain("Noisy", tuple(Nominal(f"a{i}", ("x", "y", "z")) for i in range(6)))
    rows = rng.integers(0, 3, (600, 6))
    label = (rows[:, 0] == 0) | ((rows[:, 1] == 1) & (rows[:, 2] != 2))
    label ^= rng.random(600) < 0.2
    examples = tuple(
        Example(tuple("xyz"[v] for v in row), "pos" if t else "neg")
        for row, t in zip(rows.tolist(), label.tolist(), strict=True)
    )
    return Theory(domain, Target("C", ("pos", "neg"), "pos"), examples=examples)


def accuracy(tree, theory: Theory) -> float:
    predicted = tree.predict_many([e.instance for e in theory.examples])
    return sum(p == e.label for p, e in zip(predicted, theory.examples, strict=True)) / len(
        theory.examples
    )


def test_curves_follow_the_tree_as_it_grows_and_is_pruned(noisy):
    curves = overfitting_curves(noisy, seed=2)
    # The same splits, made by hand, and the same tree.
    rest, test = split_examples(noisy, 1 / 3, 2)
    training, validation = split_examples(rest, 1 / 3, 3)
    tree = TDIDT().fit(training)
    assert curves.examples == (len(training.examples), len(validation.examples), 200)
    sizes = [p.nodes for p in curves.growing]
    assert sizes[0] == 1 and sizes[-1] == tree.size
    assert all(b - a == 3 for a, b in itertools.pairwise(sizes))  # ternary tests
    grown = curves.growing[-1]
    assert grown.training == pytest.approx(accuracy(tree, training))
    assert grown.test == pytest.approx(accuracy(tree, test))
    # Fig. 3.6: the full tree fits its training data far better than unseen data.
    assert grown.training > grown.test + 0.1
    pruned = reduced_error_prune(tree, validation).tree
    assert curves.pruning[0] == grown
    last = curves.pruning[-1]
    assert last.nodes == pruned.size < tree.size
    assert last.test == pytest.approx(accuracy(pruned, test))
    assert last.training == pytest.approx(accuracy(pruned, training))
    # Fig. 3.7: pruning the overfit tree raises its accuracy on the test data.
    assert last.test > grown.test


def test_curves_as_csv_and_json(noisy):
    curves = overfitting_curves(noisy)
    rows = list(csv.DictReader(io.StringIO(curves.to_csv())))
    assert len(rows) == len(curves.growing) + len(curves.pruning)
    first = rows[0]
    assert (first["phase"], first["step"], first["nodes"]) == ("growing", "0", "1")
    assert float(first["training"]) == curves.growing[0].training
    assert rows[-1]["phase"] == "pruning"
    data = json.loads(json.dumps(curves.as_dict()))
    assert data["growing"][-1]["nodes"] == curves.growing[-1].nodes


def test_pictures_need_matplotlib_and_a_known_format(noisy, tmp_path, monkeypatch):
    curves = overfitting_curves(noisy)
    with pytest.raises(SymlearnError, match=r"name the picture with one of \.png, \.svg"):
        plot_curves(curves, tmp_path / "curves.gif")
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(SymlearnError, match=r"pip install 'symlearn\[plot\]'"):
        plot_curves(curves, tmp_path / "curves.png")


def test_pictures_are_drawn(noisy, tmp_path):
    pytest.importorskip("matplotlib")
    curves = overfitting_curves(noisy)
    assert plot_curves(curves, tmp_path / "c.png").read_bytes().startswith(b"\x89PNG")
    assert "<svg" in plot_curves(curves, tmp_path / "c.svg").read_text()


def test_the_curve_command(tmp_path, capsys):
    table = tmp_path / "days.csv"
    table.write_text(
        "Outlook,Wind,Play\n"
        + "".join(
            f"{o},{w},{'yes' if (o != 'rain') ^ (i % 7 == 0) else 'no'}\n"
            for i, (o, w) in enumerate(
                [(o, w) for o in ("sun", "rain", "cloud") for w in ("weak", "strong")] * 10
            )
        )
    )
    out = tmp_path / "points.csv"
    assert main(["curve", str(table), "--csv", str(out), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["examples"]["test"] == 20 and out.read_text().startswith("phase,step,nodes")
    assert main(["curve", str(table), "--test-fraction", "1.5"]) == 1
    assert "test fraction must lie strictly between 0 and 1" in capsys.readouterr().err
    assert main(["curve", "playtennis"]) == 0
    assert "after reduced-error pruning" in capsys.readouterr().out
