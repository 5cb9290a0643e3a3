"""Saving and loading trees as JSON (no pickle): the round trip is exact.

The document names its format, so that a file that is not a saved tree is refused clearly::

    {"format": "symlearn-tree", "version": 1,
     "domain": {"name": ..., "attributes": [{"name": ..., "kind": "nominal", "values": [...]},
                                            {"name": ..., "kind": "numeric", "integer": true,
                                             "low": null, "high": null}]},
     "target": {"name": ..., "classes": [...], "positive": ...},
     "criterion": ..., "missing": ...,
     "root": {"label": ..., "counts": [...], "ids": [...],
              "test": {"attribute": ...} | {"attribute": ..., "threshold": ...}
                      | {"attribute": ..., "value": ...},
              "branches": [...]}}

Floats are written with Python's shortest round-tripping repr, so counts and thresholds come
back bit for bit.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.errors import DataError, Location, SymlearnError
from symlearn.theory import Target
from symlearn.trees.model import (
    MISSING_STRATEGIES,
    DecisionTree,
    Node,
    NominalTest,
    Test,
    ThresholdTest,
    ValueTest,
)

FORMAT = "symlearn-tree"
VERSION = 1


def tree_to_dict(tree: DecisionTree) -> dict[str, Any]:
    """The tree as plain JSON-ready data."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "domain": {
            "name": tree.domain.name,
            "attributes": [_attribute_to_dict(a) for a in tree.domain.attributes],
            "groups": [list(g) for g in tree.domain.groups],
        },
        "target": {
            "name": tree.target.name,
            "classes": list(tree.target.classes),
            "positive": tree.target.positive,
        },
        "criterion": tree.criterion,
        "missing": tree.missing,
        "root": _node_to_dict(tree.root),
    }


def tree_to_json(tree: DecisionTree) -> str:
    """``tree`` as the JSON text that :func:`tree_from_json` reads back exactly."""
    return json.dumps(tree_to_dict(tree), indent=1, ensure_ascii=False)


def _attribute_to_dict(attribute: Nominal | Numeric) -> dict[str, Any]:
    if isinstance(attribute, Nominal):
        return {"name": attribute.name, "kind": "nominal", "values": list(attribute.values)}
    return {
        "name": attribute.name,
        "kind": "numeric",
        "integer": attribute.integer,
        "low": attribute.low,
        "high": attribute.high,
    }


def _node_to_dict(node: Node) -> dict[str, Any]:
    data: dict[str, Any] = {"label": node.label, "counts": list(node.counts)}
    if node.ids:
        data["ids"] = list(node.ids)
    if isinstance(node.test, NominalTest):
        data["test"] = {"attribute": node.test.attribute}
    elif isinstance(node.test, ThresholdTest):
        data["test"] = {"attribute": node.test.attribute, "threshold": node.test.threshold}
    elif isinstance(node.test, ValueTest):
        data["test"] = {"attribute": node.test.attribute, "value": node.test.value}
    if node.branches:
        data["branches"] = [_node_to_dict(b) for b in node.branches]
    return data


class _Reader:
    """Checks a decoded document piece by piece, naming the JSON path of any problem."""

    def __init__(self, source: str | None):
        self.source = source

    def fail(self, where: str, message: str) -> DataError:
        return DataError(f"{where}: {message}", Location(self.source))

    def get(self, data: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
        if not isinstance(data, dict) or key not in data:
            raise self.fail(where, f"missing '{key}'")
        value = data[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise self.fail(f"{where}.{key}", f"expected {_kind_name(kind)}")
        return value

    def tree(self, data: Any) -> DecisionTree:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise DataError(
                "not a saved symlearn tree",
                Location(self.source),
                hint=f'a model file is JSON with "format": "{FORMAT}"',
            )
        if data.get("version") != VERSION:
            raise self.fail("version", f"this symlearn reads version {VERSION} models")
        domain = self.domain(self.get(data, "domain", dict, "model"))
        target = self.target(self.get(data, "target", dict, "model"))
        missing = self.get(data, "missing", str, "model")
        if missing not in MISSING_STRATEGIES:
            raise self.fail("missing", f"unknown missing-value strategy '{missing}'")
        root = self.node(self.get(data, "root", dict, "model"), domain, target, "root")
        return DecisionTree(
            domain, target, root, self.get(data, "criterion", str, "model"), missing
        )

    def domain(self, data: dict) -> Domain:
        attributes = []
        for i, a in enumerate(self.get(data, "attributes", list, "domain")):
            where = f"domain.attributes[{i}]"
            name = self.get(a, "name", str, where)
            kind = self.get(a, "kind", str, where)
            if kind == "nominal":
                values = self.get(a, "values", list, where)
                if not all(isinstance(v, str) for v in values):
                    raise self.fail(f"{where}.values", "expected strings")
                attributes.append(Nominal(name, tuple(values)))
            elif kind == "numeric":
                bounds = [a.get(b) for b in ("low", "high")]
                if any(b is not None and not isinstance(b, (int, float)) for b in bounds):
                    raise self.fail(where, "bounds must be numbers or null")
                integer = self.get(a, "integer", bool, where)
                attributes.append(Numeric(name, integer, *bounds))
            else:
                raise self.fail(f"{where}.kind", f"unknown attribute kind '{kind}'")
        groups = tuple(tuple(g) for g in data.get("groups", []))
        try:
            return Domain(self.get(data, "name", str, "domain"), tuple(attributes), groups)
        except SymlearnError as error:
            raise self.fail("domain", error.message) from None

    def target(self, data: dict) -> Target:
        classes = self.get(data, "classes", list, "target")
        if not classes or not all(isinstance(c, str) for c in classes):
            raise self.fail("target.classes", "expected a non-empty list of strings")
        positive = data.get("positive")
        if positive is not None and positive not in classes:
            raise self.fail("target.positive", f"'{positive}' is not one of the classes")
        return Target(self.get(data, "name", str, "target"), tuple(classes), positive)

    def node(self, data: Any, domain: Domain, target: Target, where: str) -> Node:
        if not isinstance(data, dict):
            raise self.fail(where, "expected an object")
        label = self.get(data, "label", str, where)
        if label not in target.classes:
            raise self.fail(f"{where}.label", f"'{label}' is not a class of {target.name}")
        counts = self.get(data, "counts", list, where)
        if len(counts) != len(target.classes) or not all(
            isinstance(c, (int, float)) and not isinstance(c, bool) and c >= 0 for c in counts
        ):
            raise self.fail(f"{where}.counts", f"expected {len(target.classes)} weights ≥ 0")
        ids = data.get("ids", [])
        if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            raise self.fail(f"{where}.ids", "expected a list of strings")
        node = Node(tuple(float(c) for c in counts), label, ids=tuple(ids))
        if "test" not in data:
            if data.get("branches"):
                raise self.fail(where, "branches without a test")
            return node
        test_data = self.get(data, "test", dict, where)
        name = self.get(test_data, "attribute", str, f"{where}.test")
        if name not in domain.names:
            raise self.fail(f"{where}.test", f"unknown attribute '{name}'")
        attribute = domain.attribute(name)
        test: Test
        if isinstance(attribute, Nominal) and "value" in test_data:
            value = self.get(test_data, "value", str, f"{where}.test")
            if value not in attribute.values:
                raise self.fail(f"{where}.test", f"'{value}' is not a value of {name}")
            test = ValueTest(name, value, attribute.values.index(value))
        elif isinstance(attribute, Nominal):
            test = NominalTest(name, attribute.values)
        else:
            threshold = self.get(test_data, "threshold", (int, float), f"{where}.test")
            test = ThresholdTest(name, float(threshold))
        branches = self.get(data, "branches", list, where)
        if len(branches) != len(test.outcomes):
            raise self.fail(
                f"{where}.branches", f"the test on {name} has {len(test.outcomes)} outcomes"
            )
        children = tuple(
            self.node(b, domain, target, f"{where}.branches[{i}]") for i, b in enumerate(branches)
        )
        return Node(node.counts, label, test, children, node.ids)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "true or false"}
    if isinstance(kind, tuple):
        return "a number"
    return names.get(kind, kind.__name__)


def tree_from_json(text: str, source: str | None = None) -> DecisionTree:
    """A tree from the text :func:`tree_to_json` wrote; a :class:`DataError` otherwise."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DataError(
            f"not a saved symlearn tree: {error.msg}",
            Location.in_text(text, error.pos, source),
        ) from None
    return _Reader(source).tree(data)


def save_tree(tree: DecisionTree, path: str | Path) -> None:
    """Write ``tree`` as JSON to ``path``."""
    Path(path).write_text(tree_to_json(tree) + "\n", encoding="utf-8")


def load_tree(path: str | Path) -> DecisionTree:
    """Read a tree that :func:`save_tree` wrote."""
    from symlearn.io.data import read_text

    return tree_from_json(read_text(path), str(path))
