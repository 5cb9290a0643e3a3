"""ID3 and the generic TDIDT learner on PlayTennis (Mitchell §3.4, Fig. 3.1, Table 3.1)."""

from dataclasses import replace

import numpy as np
import pytest

from symlearn.concepts.attributes import Domain, Nominal
from symlearn.errors import LearningError, SymlearnError
from symlearn.lang import load_theory
from symlearn.theory import Example, Target, Theory
from symlearn.trees import TDIDT, Stop, id3


@pytest.fixture(scope="module")
def playtennis():
    return load_theory("playtennis")


@pytest.fixture(scope="module")
def tree(playtennis):
    return id3(playtennis)


def shape(node):
    """A node as nested (test or label, {outcome: child})."""
    if node.is_leaf:
        return node.label
    return (node.test.attribute, {o: shape(c) for o, c in node.children()})


def test_learns_the_tree_of_figure_3_1(tree):
    assert shape(tree.root) == (
        "Outlook",
        {
            "Sunny": ("Humidity", {"High": "No", "Normal": "Yes"}),
            "Overcast": "Yes",
            "Rain": ("Wind", {"Strong": "No", "Weak": "Yes"}),
        },
    )


def test_counts_and_ids_at_every_node(tree):
    assert tree.root.counts == (9.0, 5.0)
    sunny, overcast, rain = tree.root.branches
    assert sunny.counts == (2.0, 3.0)
    assert sunny.ids == ("D1", "D2", "D8", "D9", "D11")
    assert overcast.ids == ("D3", "D7", "D12", "D13")
    assert rain.branches[0].ids == ("D6", "D14")


def test_classifies_the_section_3_2_instance(tree, playtennis):
    x = ("Sunny", "Hot", "High", "Strong")
    assert playtennis.query_map["Q"] == x
    assert tree.predict(x) == "No"
    assert tree.predict_proba(x) == {"Yes": 0.0, "No": 1.0}
    assert tree.predict({"Outlook": "Sunny", "Humidity": "High"}) == "No"


def test_fits_the_training_data(tree, playtennis):
    assert tree.predict_many([e.instance for e in playtennis.examples]) == [
        e.label for e in playtennis.examples
    ]


def test_leftmost_path_is_the_rule_of_the_text(tree):
    first = next(tree.paths())
    assert str(first) == "IF Outlook = Sunny ∧ Humidity = High THEN No"
    assert len(list(tree.paths())) == 5


def test_text_rendering_uses_mitchells_counts(tree):
    text = str(tree)
    assert text.splitlines()[0].startswith("Outlook [9+,5−] {D1, D2,")
    assert "Sunny → Humidity [2+,3−] {D1, D2, D8, D9, D11}" in text
    assert "High → No [0+,3−]" in text
    assert "Overcast → Yes [4+,0−]" in text
    assert "Weak → Yes [3+,0−] {D4, D5, D10}" in text


def test_noisy_example_gives_a_larger_tree_that_fits_all_rows(playtennis, tree):
    noisy = Example(("Sunny", "Hot", "Normal", "Strong"), "No", id="D15")
    theory = replace(playtennis, examples=(*playtennis.examples, noisy))
    bigger = id3(theory)
    assert bigger.size > tree.size
    assert bigger.predict_many([e.instance for e in theory.examples]) == [
        e.label for e in theory.examples
    ]


def test_gain_ratio_and_gini_also_choose_outlook(playtennis):
    for measure in ("gain-ratio", "gini", "mantaras"):
        assert TDIDT(measure).fit(playtennis).root.test.attribute == "Outlook"


def _theory(attributes, rows, classes=("a", "b", "c"), weights=None):
    domain = Domain("T", tuple(Nominal(n, v) for n, v in attributes))
    examples = tuple(
        Example(x, y, weight=1.0 if weights is None else weights[i])
        for i, (x, y) in enumerate(rows)
    )
    return Theory(domain, Target("C", classes), examples=examples)


def test_multi_class_target_and_per_class_counts():
    theory = _theory(
        [("A", ("x", "y", "z")), ("B", ("p", "q"))],
        [(("x", "p"), "a"), (("y", "p"), "b"), (("z", "q"), "c"), (("z", "p"), "c")],
    )
    tree = id3(theory)
    assert tree.root.test.attribute == "A"
    assert tree.root.counts == (1.0, 1.0, 2.0)
    assert str(tree).splitlines()[0] == "A [1 a, 1 b, 2 c]"
    assert tree.predict(("z", "q")) == "c"


def test_ties_go_to_the_first_attribute_and_first_class():
    rows = [(("0", "0"), "a"), (("1", "1"), "b")]
    tree = id3(_theory([("A", ("0", "1")), ("B", ("0", "1"))], rows, ("a", "b")))
    assert tree.root.test.attribute == "A"
    swapped = id3(_theory([("B", ("0", "1")), ("A", ("0", "1"))], rows, ("a", "b")))
    assert swapped.root.test.attribute == "B"
    tie = id3(_theory([("A", ("0",))], [(("0",), "b"), (("0",), "a")], ("a", "b")))
    assert tie.root.is_leaf and tie.root.label == "a"


def test_empty_branch_gets_the_parents_majority():
    rows = [(("x", "p"), "b"), (("x", "q"), "b"), (("y", "p"), "a")]
    tree = id3(_theory([("A", ("x", "y", "z")), ("B", ("p", "q"))], rows, ("a", "b")))
    empty = tree.root.branches[2]
    assert empty.is_leaf and empty.weight == 0 and empty.label == "b"
    assert tree.predict(("z", "p")) == "b"
    assert tree.predict_proba(("z", "p"))["b"] == pytest.approx(2 / 3)
    assert "(no examples: the parent's majority)" in str(tree)


def test_unseen_value_takes_the_testing_nodes_class_weights(tree):
    proba = tree.predict_proba(("Foggy", "Hot", "High", "Strong"))
    assert proba == pytest.approx({"Yes": 9 / 14, "No": 5 / 14})
    assert tree.predict(("Sunny", "Hot", "Humid", "Strong")) == "No"  # Sunny node: [2+,3−]


def test_weights_are_first_class():
    rows = [(("x",), "a"), (("x",), "b")]
    heavy = id3(_theory([("A", ("x",))], rows, ("a", "b"), weights=[1.0, 3.0]))
    assert heavy.root.counts == (1.0, 3.0)
    assert heavy.root.label == "b"
    assert heavy.predict_proba(("x",)) == {"a": 0.25, "b": 0.75}


def test_stop_rule_and_leaf_rule_are_pluggable(playtennis):
    stump = TDIDT(stop=Stop(max_depth=1)).fit(playtennis)
    assert stump.depth == 1
    assert [b.label for b in stump.root.branches] == ["No", "Yes", "Yes"]
    last_class = TDIDT(leaf=lambda counts: np.full(len(counts), 1)).fit(playtennis)
    assert {leaf.label for leaf in last_class.leaves()} == {"No"}
    for bad in ({"max_depth": -1}, {"max_depth": 1.5}, {"min_weight": -2.0}):
        with pytest.raises(SymlearnError, match="must be"):
            Stop(**bad)


def test_no_examples_and_bad_options_are_errors(playtennis):
    with pytest.raises(LearningError):
        id3(replace(playtennis, examples=()))
    with pytest.raises(SymlearnError, match="fractional"):
        TDIDT(missing="fraction")


def test_unknown_class_in_a_python_theory_is_an_error(playtennis):
    bad = Example(("Sunny", "Hot", "High", "Weak"), "Maybe")
    with pytest.raises(SymlearnError, match="Maybe"):
        id3(replace(playtennis, examples=(*playtennis.examples, bad)))


def test_binary_value_tests_are_a_pluggable_test_family(playtennis):
    tree = TDIDT("gain", tests="binary").fit(playtennis)
    assert str(tree.root.test) == "Outlook = Overcast"
    assert [o for o, _ in tree.root.children()] == ["= Overcast", "≠ Overcast"]
    assert str(next(tree.paths())) == "IF Outlook = Overcast THEN Yes"
    assert tree.predict_many([e.instance for e in playtennis.examples]) == [
        e.label for e in playtennis.examples
    ]
    # Outlook is tested again below (= Sunny); a value it never had is certainly ≠ Overcast.
    assert any(str(n.test) == "Outlook = Sunny" for n in tree.nodes() if n.test)
    assert tree.predict(("Foggy", "Hot", "High", "Strong")) == "No"
    with pytest.raises(SymlearnError, match="multiway"):
        TDIDT(tests="ternary")
