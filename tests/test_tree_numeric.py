"""Continuous-valued attributes by thresholds (Mitchell §3.7.2)."""

import pytest

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.errors import DomainError
from symlearn.lang import load_theory
from symlearn.theory import Example, Target, Theory
from symlearn.trees import TDIDT, ThresholdTest, attribute_scores, id3, thresholds
from symlearn.trees.measures import information_gain

TOL = 0.002


@pytest.fixture(scope="module")
def temperature():
    return load_theory("playtennis_numeric")


def test_candidate_thresholds_are_54_and_85(temperature):
    assert thresholds(temperature, "Temperature") == (54.0, 85.0)


def test_gains_at_the_two_thresholds():
    # Temperature 40 48 | 60 72 80 | 90 with PlayTennis No No | Yes Yes Yes | No.
    assert information_gain([[0, 2], [3, 1]]) == pytest.approx(0.459, abs=TOL)  # ≤ 54 | > 54
    assert information_gain([[3, 2], [0, 1]]) == pytest.approx(0.191, abs=TOL)  # ≤ 85 | > 85


def test_threshold_54_is_chosen(temperature):
    score = attribute_scores(temperature)["Temperature"]
    assert score.test == ThresholdTest("Temperature", 54.0)
    assert score.gain == pytest.approx(0.459, abs=TOL)
    assert id3(temperature).root.test == ThresholdTest("Temperature", 54.0)


def test_a_numeric_attribute_is_tested_again_deeper(temperature):
    tree = id3(temperature)
    low, high = tree.root.branches
    assert low.label == "No" and low.is_leaf
    assert high.test == ThresholdTest("Temperature", 85.0)
    assert [tree.predict(x) for _, x in temperature.queries] == ["No", "Yes", "No"]
    assert "├─ ≤ 54 → No [0+,2−] {T40, T48}" in str(tree)


def _mixed(rows):
    domain = Domain("M", (Numeric("x", integer=False), Nominal("colour", ("red", "blue"))))
    examples = tuple(Example(x, y) for x, y in rows)
    return Theory(domain, Target("C", ("yes", "no")), examples=examples)


def test_best_threshold_competes_with_nominal_attributes():
    rows = [((0.5, "red"), "no"), ((1.5, "red"), "no"), ((2.5, "blue"), "yes")]
    rows += [((3.5, "red"), "yes"), ((4.5, "blue"), "yes")]
    tree = id3(_mixed(rows))
    assert tree.root.test == ThresholdTest("x", 2.0)
    rows = [((0.5, "red"), "no"), ((1.5, "blue"), "yes"), ((2.5, "red"), "no")]
    assert id3(_mixed(rows)).root.test.attribute == "colour"


def test_equal_values_with_different_classes_give_no_threshold_between_them():
    rows = [((1.0, "red"), "no"), ((1.0, "red"), "yes"), ((2.0, "red"), "yes")]
    assert thresholds(_mixed(rows), "x") == (1.5,)
    rows = [((1.0, "red"), "yes"), ((2.0, "red"), "yes"), ((3.0, "red"), "no")]
    assert thresholds(_mixed(rows), "x") == (2.5,)


def test_thresholds_of_a_nominal_attribute_is_an_error(temperature):
    with pytest.raises(DomainError):
        thresholds(_mixed([((1.0, "red"), "no")]), "colour")


def test_gain_ratio_picks_its_own_best_threshold(temperature):
    tree = TDIDT("gain-ratio").fit(temperature)
    assert tree.root.test.attribute == "Temperature"
    assert tree.predict((50,)) == "No"
    assert tree.predict((70,)) == "Yes"
