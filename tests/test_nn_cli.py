"""The ``train`` and ``perceptron`` commands."""

from __future__ import annotations

import json
import sys

import pytest

from symlearn.cli import main


def test_perceptron_learns_and(capsys):
    assert main(["perceptron", "boolean_and"]) == 0
    out = capsys.readouterr().out
    assert "o(x) = sgn(" in out and "·x1" in out and "·x2" in out
    assert "converged after" in out and "linearly separable" in out
    assert "training accuracy 1.000" in out


def test_perceptron_on_xor_says_clearly_that_it_is_not_separable(capsys):
    assert main(["perceptron", "boolean_xor", "--epochs", "30"]) == 0
    out = capsys.readouterr().out
    assert "NOT CONVERGED: the data is not linearly separable" in out
    assert main(["perceptron", "boolean_xor", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["converged"] is False and report["separable"] is False
    assert report["epochs"] <= 100


def test_perceptron_names_one_hot_inputs(capsys):
    assert main(["perceptron", "enjoysport"]) == 0
    assert "where x1 = Sky=Sunny, x2 = Sky=Cloudy" in capsys.readouterr().out


def test_perceptron_needs_two_classes(capsys):
    assert main(["perceptron", "identity838"]) == 1
    assert "two-class target" in capsys.readouterr().err


def test_train_identity838_prints_the_hidden_table(capsys):
    assert main(["train", "identity838", "--layers", "8,3,8"]) == 0
    out = capsys.readouterr().out
    assert "network 8-3-8 of sigmoid units" in out
    assert "training accuracy 1.000" in out
    assert "Hidden layer for each input (Mitchell Fig 4.7):" in out
    assert "8 distinct hidden codes for 8 inputs" in out
    assert "\r" not in out  # no progress bar when stdout is not a terminal


def test_train_defaults_to_a_binary_code_wide_hidden_layer(capsys):
    assert main(["train", "identity838", "--epochs", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["layers"] == [8, 3, 8]
    assert len(report["history"]) == 5
    assert set(report["history"][0]) == {"epoch", "training", "validation"}
    assert len(report["hidden"]["rows"]) == 8


def test_train_json_with_validation_and_early_stopping(tmp_path, capsys):
    args = ["train", "identity838", "--validation", "0.25", "--patience", "5", "--epochs", "200"]
    assert main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["examples"] == 6 and report["validation_examples"] == 2
    assert report["history"][0]["validation"] is not None
    assert report["best_epoch"] <= report["epochs_run"]
    if report["stopped_early"]:
        assert report["epochs_run"] == report["best_epoch"] + 5


def test_train_saves_weights_that_load_back(tmp_path, capsys):
    from symlearn.nn.storage import load_network

    path = tmp_path / "w.json"
    assert main(["train", "identity838", "--epochs", "3", "--save", str(path)]) == 0
    assert f"weights written to {path}" in capsys.readouterr().out
    network, encoding = load_network(path)
    assert network.layers == (8, 3, 8) and len(encoding.classes) == 8


def test_train_on_a_csv_file_one_hot_encodes_nominal_columns(tmp_path, capsys):
    path = tmp_path / "tennis.csv"
    path.write_text(
        "Outlook,Wind,Play\nSunny,Weak,No\nSunny,Strong,No\nOvercast,Weak,Yes\n"
        "Rain,Weak,Yes\nRain,Strong,No\n",
        encoding="utf-8",
    )
    args = ["train", str(path), "--target", "Play", "--positive", "Yes", "--epochs", "300"]
    assert main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["inputs"] == [
        "Outlook=Sunny",
        "Outlook=Overcast",
        "Outlook=Rain",
        "Wind=Weak",
        "Wind=Strong",
    ]
    assert report["outputs"] == ["Yes"] and report["layers"][0] == 5
    assert report["training_accuracy"] == 1.0


def test_train_with_a_missing_value_fails_with_a_location(tmp_path, capsys):
    path = tmp_path / "gaps.csv"
    path.write_text("A,B,C\nx,1,p\ny,?,n\n", encoding="utf-8")
    assert main(["train", str(path)]) == 1
    err = capsys.readouterr().err
    assert "missing value for B" in err and "Traceback" not in err


def test_layers_that_do_not_fit_the_data(capsys):
    assert main(["train", "identity838", "--layers", "8,3,2"]) == 1
    err = capsys.readouterr().err
    assert "8 inputs and 8 outputs" in err and "try --layers 8,3,8" in err
    assert main(["train", "identity838", "--layers", "eight"]) == 1
    assert "--layers expects sizes" in capsys.readouterr().err
    assert main(["train", "identity838", "--layers", "8,0,8"]) == 1
    assert "at least one unit" in capsys.readouterr().err


@pytest.mark.parametrize("rate", ["nan", "inf", "-0.5", "0"])
@pytest.mark.parametrize("command", ["train", "perceptron"])
def test_a_learning_rate_that_is_not_a_positive_number(capsys, command, rate):
    assert main([command, "boolean_and", "--lr", rate]) == 1
    assert "learning rate must be positive and finite" in capsys.readouterr().err


def test_a_diverging_learning_rate_is_reported(capsys):
    code = main(["train", "identity838", "--lr", "1e308", "--loss", "cross-entropy"])
    assert code == 1
    err = capsys.readouterr().err
    assert "diverged" in err and "at epoch" in err and "smaller learning rate" in err


def test_progress_bar_only_on_a_terminal(monkeypatch, capsys):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert main(["train", "identity838", "--epochs", "3"]) == 0
    out = capsys.readouterr().out
    assert "epoch 3/3" in out and "\r" in out


def test_plot_without_matplotlib_asks_for_the_extra(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    args = ["train", "identity838", "--epochs", "2", "--plot", str(tmp_path / "e.png")]
    assert main(args) == 1
    assert "symlearn[plot]" in capsys.readouterr().err


def test_plot_and_picture_files(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    plot, picture = tmp_path / "e.png", tmp_path / "h.png"
    args = ["train", "identity838", "--epochs", "5", "--plot", str(plot)]
    assert main([*args, "--picture", str(picture), "--image", "2x4"]) == 0
    assert plot.stat().st_size > 0 and picture.stat().st_size > 0
    out = capsys.readouterr().out
    assert f"plot written to {plot}" in out and f"picture written to {picture}" in out


def test_train_restarts_when_hidden_codes_merge_classes_and_says_so(capsys):
    args = ["train", "identity838", "--layers", "8,1,8", "--epochs", "2", "--seed", "5"]
    assert main([*args, "--restarts", "1"]) == 0
    out = capsys.readouterr().out
    assert "weights from seed 6: after training from seed 5" in out
    assert "share a rounded code" in out and "--restarts" in out
    assert main([*args, "--restarts", "0", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["seed_used"] == 5 and report["options"]["restarts"] == 0
    assert main([*args, "--restarts", "-1"]) == 1
    assert "restarts must not be negative" in capsys.readouterr().err
