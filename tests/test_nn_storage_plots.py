"""Saving weights without pickle, and the pictures (matplotlib is optional)."""

from __future__ import annotations

import json
import sys

import numpy as np
import pytest

from symlearn.errors import DataError, SymlearnError
from symlearn.lang import load_theory
from symlearn.nn import Backprop, Network, encode_theory, train_network
from symlearn.nn.plots import plot_errors, plot_hidden_units
from symlearn.nn.storage import load_network, save_network


@pytest.fixture(scope="module")
def trained():
    data = encode_theory(load_theory("identity838"))
    train, validation = data.split(0.25, seed=0)
    result = train_network(
        Network.create((8, 3, 8), seed=1),
        train.X,
        train.T,
        Backprop(epochs=20),
        validation=(validation.X, validation.T),
    )
    return data, result


def test_weights_round_trip_exactly_through_json(tmp_path, trained):
    data, result = trained
    path = save_network(tmp_path / "net.json", result.network, data.encoding)
    saved = json.loads(path.read_text(encoding="utf-8"))  # plain JSON, nothing pickled
    assert saved["format"] == "symlearn.network" and saved["layers"] == [8, 3, 8]
    network, encoding = load_network(path)
    for a, b in zip(network.parameters(), result.network.parameters(), strict=True):
        np.testing.assert_array_equal(a, b)
    assert encoding == data.encoding
    np.testing.assert_array_equal(network.output(data.X), result.network.output(data.X))


def test_a_network_saved_without_encoding(tmp_path):
    network = Network.create((3, 2), seed=0)
    loaded, encoding = load_network(save_network(tmp_path / "n.json", network))
    assert encoding is None and loaded.layers == (3, 2)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not a JSON file"),
        ('{"format": "other"}', "not a saved symlearn network"),
        ('{"format": "symlearn.network", "version": 9}', "unsupported version 9"),
        ('{"format": "symlearn.network", "version": 1}', "malformed network file"),
        (
            '{"format": "symlearn.network", "version": 1, "layers": [2, 1], '
            '"weights": [[[1.0], [2.0], [3.0]]], "biases": [[0.0]]}',
            "do not match the layers 2-1",
        ),
        (
            '{"format": "symlearn.network", "version": 1, "layers": [1, 1], '
            '"weights": [[[NaN]]], "biases": [[0.0]]}',
            "not finite",
        ),
    ],
)
def test_bad_network_files_are_data_errors(tmp_path, text, message):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=message) as caught:
        load_network(path)
    assert str(caught.value).startswith(str(path))


def test_a_missing_file_is_a_data_error(tmp_path):
    with pytest.raises(DataError, match="cannot read"):
        load_network(tmp_path / "absent.json")


def test_without_matplotlib_drawing_says_to_install_the_plot_extra(monkeypatch, tmp_path, trained):
    _, result = trained
    for name in ("matplotlib", "matplotlib.figure", "matplotlib.collections"):
        monkeypatch.setitem(sys.modules, name, None)  # makes the import fail
    with pytest.raises(SymlearnError, match=r"symlearn\[plot\]"):
        plot_errors(result, tmp_path / "e.png")
    with pytest.raises(SymlearnError, match=r"symlearn\[plot\]"):
        plot_hidden_units(result.network, tmp_path / "h.png")


def test_error_curves_and_hidden_unit_pictures(tmp_path, trained):
    pytest.importorskip("matplotlib")
    _, result = trained
    curve = plot_errors(result, tmp_path / "errors.png")
    assert curve.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    picture = plot_hidden_units(result.network, tmp_path / "hidden.svg", image_shape=(2, 4))
    assert b"<svg" in picture.read_bytes()[:400]


def test_an_alvinn_picture_with_a_30x32_retina(tmp_path):
    pytest.importorskip("matplotlib")
    network = Network.create((960, 4, 30), seed=0)
    path = plot_hidden_units(network, tmp_path / "alvinn.png", image_shape=(30, 32))
    assert path.stat().st_size > 0
    with pytest.raises(DataError, match="cannot be drawn as a 30×30 image"):
        plot_hidden_units(network, tmp_path / "x.png", image_shape=(30, 30))
    with pytest.raises(DataError, match="no hidden layer 1"):
        plot_hidden_units(network, tmp_path / "x.png", layer=1)
