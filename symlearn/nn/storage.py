"""Saving and loading network weights as JSON (no pickle), with the data encoding they expect.

The file is plain JSON: ``{"format": "symlearn.network", "version": 1, "layers": [...],
"weights": [...], "biases": [...], "encoding": {...} | null}``. Python writes each float with
the shortest text that reads back to the same number, so a saved network loads exactly.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np

from symlearn.errors import DataError, Location
from symlearn.nn.data import Encoding
from symlearn.nn.network import Network

FORMAT = "symlearn.network"
VERSION = 1


def save_network(path: str | Path, network: Network, encoding: Encoding | None = None) -> Path:
    """Write ``network`` (and the ``encoding`` of its inputs and outputs) to ``path``."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "layers": list(network.layers),
        "weights": [w.tolist() for w in network.weights],
        "biases": [b.tolist() for b in network.biases],
        "encoding": None if encoding is None else encoding.to_dict(),
    }
    path = Path(path)
    try:
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    except OSError as error:
        raise DataError(f"cannot write {path}: {error.strerror}") from None
    return path


def load_network(path: str | Path) -> tuple[Network, Encoding | None]:
    """The network saved in ``path`` and its encoding (None when it was saved without one)."""
    path = Path(path)
    where = Location(str(path))
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise DataError(f"cannot read {path}: {error.strerror}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        line = getattr(error, "lineno", None)
        column = getattr(error, "colno", None)
        raise DataError("not a JSON file", Location(str(path), line, column)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DataError(f'not a saved symlearn network (no "format": "{FORMAT}")', where)
    if data.get("version") != VERSION:
        raise DataError(f"unsupported version {data.get('version')!r}; expected {VERSION}", where)
    try:
        layers = [int(n) for n in data["layers"]]
        weights = tuple(np.array(w, dtype=np.float64) for w in data["weights"])
        biases = tuple(np.array(b, dtype=np.float64) for b in data["biases"])
        encoding = None if data.get("encoding") is None else Encoding.from_dict(data["encoding"])
    except (KeyError, TypeError, ValueError) as error:
        raise DataError(f"malformed network file: {error}", where) from None
    shapes = [(w.shape, b.shape) for w, b in zip(weights, biases, strict=False)]
    expected = [((a, b), (b,)) for a, b in itertools.pairwise(layers)]
    if len(weights) != len(biases) or shapes != expected:
        raise DataError(
            f"the weight shapes do not match the layers {'-'.join(map(str, layers))}", where
        )
    if not all(np.isfinite(p).all() for p in (*weights, *biases)):
        raise DataError("the network holds weights that are not finite numbers", where)
    return Network(weights, biases), encoding
