"""The `symlearn tree` and `symlearn predict` commands."""

import json

import pytest

from tests.cli import run

CSV = """Day,Outlook,Temperature,Humidity,Wind,PlayTennis
D1,Sunny,85,High,Weak,No
D2,Sunny,80,High,Strong,No
D3,Overcast,83,High,Weak,Yes
D4,Rain,70,High,Weak,Yes
D5,Rain,68,Normal,Weak,Yes
D6,Rain,65,Normal,Strong,No
D7,Overcast,64,Normal,Strong,Yes
D8,Sunny,72,High,Weak,No
D9,Sunny,69,Normal,Weak,Yes
D10,Rain,75,Normal,Weak,Yes
D11,Sunny,75,Normal,Strong,Yes
D12,Overcast,72,High,Strong,Yes
D13,Overcast,81,Normal,Weak,Yes
D14,Rain,71,?,Strong,No
"""


def test_tree_prints_figure_3_1_with_counts(capsys):
    code, out, _ = run(capsys, "tree", "playtennis")
    assert code == 0
    assert "Outlook [9+,5−] {D1, D2, D3" in out
    assert "├─ Sunny → Humidity [2+,3−] {D1, D2, D8, D9, D11}" in out
    assert "│  ├─ High → No [0+,3−] {D1, D2, D8}" in out
    assert "└─ Rain → Wind [3+,2−] {D4, D5, D6, D10, D14}" in out
    assert "8 nodes, 5 leaves, depth 2; training accuracy 1.000" in out


def test_tree_json_output(capsys):
    code, out, _ = run(capsys, "tree", "playtennis_numeric", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["nodes"] == 5
    assert data["tree"]["root"]["test"] == {"attribute": "Temperature", "threshold": 54.0}


@pytest.mark.parametrize("criterion", ["gain", "gain-ratio", "gini", "mantaras", "cost"])
def test_every_criterion_runs(capsys, criterion):
    code, out, _ = run(capsys, "tree", "playtennis", "--criterion", criterion, "--no-ids")
    assert code == 0
    assert out.count("→") == 7


def test_cost_criterion_reads_costs_from_the_theory(capsys, tmp_path):
    from symlearn.resources import bundled_theories

    text = bundled_theories()["playtennis"].read_text()
    path = tmp_path / "costly.sl"
    path.write_text(text + "\ncosts { Outlook: 20 }\n")
    code, out, _ = run(capsys, "tree", str(path), "--criterion", "cost", "--no-ids")
    assert code == 0
    assert out.splitlines()[3].startswith("Humidity")
    code, out, _ = run(
        capsys,
        "tree",
        str(path),
        "--criterion",
        "cost",
        "--cost-measure",
        "nunez",
        "--w",
        "0",
        "--no-ids",
    )
    assert out.splitlines()[3].startswith("Outlook")  # w = 0 ignores the costs


def test_binary_tests_option(capsys):
    code, out, _ = run(capsys, "tree", "playtennis", "--tests", "binary", "--no-ids")
    assert code == 0
    assert "├─ = Overcast → Yes [4+,0−]" in out


def test_bfs_compares_with_the_greedy_tree(capsys):
    code, out, _ = run(capsys, "tree", "playtennis", "--bfs")
    assert code == 0
    assert "BFS-ID3" in out
    assert "the greedy learner (gain) grows 8 nodes, depth 2" in out


def test_csv_with_missing_values_and_every_strategy(capsys, tmp_path):
    path = tmp_path / "pt.csv"
    path.write_text(CSV)
    for strategy in ("most-common", "class-most-common", "fractional"):
        code, out, _ = run(
            capsys,
            "tree",
            str(path),
            "--target",
            "PlayTennis",
            "--positive",
            "Yes",
            "--id",
            "Day",
            "--missing",
            strategy,
        )
        assert code == 0
        assert f"missing values: {strategy}" in out
        assert "Outlook [9+,5−]" in out


def test_save_then_predict(capsys, tmp_path):
    model, dot = tmp_path / "tree.json", tmp_path / "tree.dot"
    code, out, _ = run(capsys, "tree", "playtennis", "--save", str(model), "--dot", str(dot))
    assert code == 0
    assert dot.read_text().startswith('digraph "PlayTennis"')
    code, out, _ = run(capsys, "predict", str(model), "playtennis")
    assert code == 0
    assert "Q    → No" in out
    assert "accuracy 1.000 (14/14 labelled rows)" in out
    csv = tmp_path / "new.csv"
    csv.write_text("Wind,Outlook,Humidity,Temperature\nWeak,Rain,High,Hot\nStrong,Foggy,?,Mild\n")
    code, out, _ = run(capsys, "predict", str(model), str(csv), "--json")
    assert code == 0
    data = json.loads(out)
    assert [p["predicted"] for p in data["predictions"]] == ["Yes", "Yes"]
    assert data["predictions"][1]["proba"]["Yes"] == pytest.approx(9 / 14)
    assert data["accuracy"] is None


def _error(capsys, *argv):
    code, _, err = run(capsys, *argv)
    assert code == 1
    assert "Traceback" not in err
    return err


def test_bad_target_column(capsys, tmp_path):
    path = tmp_path / "pt.csv"
    path.write_text(CSV)
    err = _error(capsys, "tree", str(path), "--target", "Play")
    assert f"{path}:1: there is no target column 'Play'" in err


def test_ragged_rows_and_text_in_numbers(capsys, tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text(CSV.replace("D5,Rain,68,", "D5,Rain,68,x,"))
    assert f"{path}:6:" in _error(capsys, "tree", str(path))
    path.write_text(CSV.replace("D5,Rain,68,", "D5,Rain,hot,"))
    err = _error(capsys, "tree", str(path))
    assert f"{path}:6:9: column Temperature is numeric, but 'hot' is not an integer" in err
    assert "^" in err


def test_class_never_seen(capsys, tmp_path):
    model = tmp_path / "tree.json"
    run(capsys, "tree", "playtennis", "--save", str(model))
    data = tmp_path / "labelled.csv"
    data.write_text("Outlook,Temperature,Humidity,Wind,PlayTennis\nSunny,Hot,High,Weak,Maybe\n")
    err = _error(capsys, "predict", str(model), str(data))
    assert f"{data}:2:" in err and "class 'Maybe' was never seen in training" in err
    path = tmp_path / "pt.csv"
    path.write_text(CSV)
    assert "'Maybe' never appears" in _error(capsys, "tree", str(path), "--positive", "Maybe")


def test_cost_that_is_not_positive(capsys, tmp_path):
    from symlearn.resources import bundled_theories

    path = tmp_path / "costly.sl"
    text = bundled_theories()["playtennis"].read_text()
    path.write_text(text + "costs { Wind: 0 }\n")
    err = _error(capsys, "tree", str(path), "--criterion", "cost")
    line = len(text.splitlines()) + 1
    assert f"{path}:{line}:15: the cost of Wind must be positive" in err


def test_model_file_that_is_not_ours(capsys, tmp_path):
    model = tmp_path / "model.json"
    model.write_text('{"weights": [1, 2]}')
    assert "not a saved symlearn tree" in _error(capsys, "predict", str(model), "playtennis")
    model.write_text("{\n  oops\n}")
    assert f"{model}:2:3: not a saved symlearn tree" in _error(
        capsys, "predict", str(model), "playtennis"
    )


@pytest.mark.parametrize(
    "command", [("tree", "--dot"), ("tree", "--save"), ("tree", "--prolog"), ("curve", "--csv")]
)
def test_an_output_file_that_cannot_be_written(capsys, tmp_path, command):
    target = tmp_path / "missing-directory" / "out"
    err = _error(capsys, command[0], "playtennis", command[1], str(target))
    assert f"{target}: cannot write" in err


def test_a_negative_depth_and_a_missing_model_are_one_clear_line(capsys, tmp_path):
    assert "maximum depth must be 0 or more, not -1" in _error(
        capsys, "tree", "playtennis", "--max-depth", "-1"
    )
    absent = tmp_path / "absent.json"
    assert f"{absent}: cannot read: No such file" in _error(
        capsys, "predict", str(absent), "playtennis"
    )
