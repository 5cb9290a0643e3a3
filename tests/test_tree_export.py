"""Reading a tree: JSON save/load, DOT, networkx; refusing files that are not ours."""

import json

import pytest

from symlearn.errors import DataError
from symlearn.lang import load_theory
from symlearn.trees import TDIDT, DecisionTree, id3, load_tree, save_tree


@pytest.fixture(scope="module")
def tree():
    return id3(load_theory("playtennis"))


def test_json_round_trip_is_exact(tree, tmp_path):
    again = DecisionTree.from_json(tree.to_json())
    assert again == tree
    path = tmp_path / "tree.json"
    save_tree(tree, path)
    assert load_tree(path) == tree
    assert json.loads(path.read_text())["format"] == "symlearn-tree"


def test_json_round_trip_keeps_thresholds_and_fractions(tmp_path):
    numeric = TDIDT("gain-ratio").fit(load_theory("playtennis_numeric"))
    assert DecisionTree.from_json(numeric.to_json()) == numeric
    data = numeric.to_dict()
    assert data["root"]["test"] == {"attribute": "Temperature", "threshold": 54.0}


def test_json_round_trip_of_binary_value_tests():
    binary = TDIDT(tests="binary").fit(load_theory("playtennis"))
    assert DecisionTree.from_json(binary.to_json()) == binary
    assert binary.to_dict()["root"]["test"] == {"attribute": "Outlook", "value": "Overcast"}


def test_networkx_graph(tree):
    graph = tree.to_networkx()
    assert graph.number_of_nodes() == 8
    assert graph.number_of_edges() == 7
    assert graph.nodes[0]["test"] == "Outlook"
    assert graph.nodes[0]["counts"] == {"Yes": 9.0, "No": 5.0}
    outcomes = sorted(d["outcome"] for _, _, d in graph.out_edges(0, data=True))
    assert outcomes == ["Overcast", "Rain", "Sunny"]
    leaves = [n for n in graph if graph.out_degree(n) == 0]
    assert sorted(graph.nodes[n]["label"] for n in leaves) == ["No", "No", "Yes", "Yes", "Yes"]


def test_dot_export(tree):
    dot = tree.to_dot()
    assert dot.startswith('digraph "PlayTennis" {')
    assert 'n0 [label="Outlook\\n[9+,5−]", shape=ellipse];' in dot
    assert 'n0 -> n1 [label="Sunny"];' in dot
    assert dot.count("shape=box") == 5


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json at all", "not a saved symlearn tree"),
        ('{"format": "something-else"}', "not a saved symlearn tree"),
        ("[1, 2, 3]", "not a saved symlearn tree"),
    ],
)
def test_files_that_are_not_ours_are_refused(tmp_path, text, message):
    path = tmp_path / "model.json"
    path.write_text(text)
    with pytest.raises(DataError, match=message) as error:
        load_tree(path)
    assert str(error.value).startswith(str(path))


def test_broken_json_is_located(tmp_path):
    path = tmp_path / "model.json"
    path.write_text('{\n  "format": "symlearn-tree",\n  "root": {,}\n}')
    with pytest.raises(DataError) as error:
        load_tree(path)
    assert error.value.location.line == 3
    assert error.value.location.column is not None


def test_damaged_model_names_the_json_path(tree):
    data = tree.to_dict()
    data["root"]["branches"][2]["test"]["attribute"] = "Windy"
    with pytest.raises(DataError, match=r"root\.branches\[2\]\.test: unknown attribute 'Windy'"):
        DecisionTree.from_json(json.dumps(data))
    data = tree.to_dict()
    data["root"]["branches"][0]["label"] = "Maybe"
    with pytest.raises(DataError, match="Maybe"):
        DecisionTree.from_json(json.dumps(data))
    data = tree.to_dict()
    del data["root"]["branches"][1]
    with pytest.raises(DataError, match="3 outcomes"):
        DecisionTree.from_json(json.dumps(data))
