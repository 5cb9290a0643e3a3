"""Selection measures against Mitchell's worked numbers (oracles.md, PlayTennis section)."""

from dataclasses import replace

import numpy as np
import pytest

from symlearn.concepts.attributes import Domain, Nominal
from symlearn.errors import SymlearnError, TheoryError
from symlearn.lang import load_theory, parse_theory
from symlearn.theory import Example
from symlearn.trees import (
    CostMeasure,
    attribute_scores,
    entropy,
    gain_ratio,
    gini,
    gini_gain,
    id3,
    information_gain,
    mantaras_distance,
    split_information,
)

TOL = 0.002


@pytest.fixture(scope="module")
def playtennis():
    return load_theory("playtennis")


def test_entropy_of_the_playtennis_collection():
    assert entropy([9, 5]) == pytest.approx(0.940, abs=TOL)


def test_entropy_extremes_and_zero_log_zero():
    assert entropy([14, 0]) == 0.0
    assert entropy([0, 0]) == 0.0
    assert entropy([7, 7]) == pytest.approx(1.0)
    assert entropy([8, 2]) == pytest.approx(0.722, abs=TOL)  # p⊕ = 0.8


def test_entropy_of_many_classes_is_log_of_their_number():
    assert entropy([3, 3, 3, 3]) == pytest.approx(2.0)
    assert entropy([1, 1, 1]) == pytest.approx(np.log2(3))


def test_measures_broadcast_over_leading_axes():
    tables = np.array([[[6, 2], [3, 3]], [[3, 4], [6, 1]]])
    assert information_gain(tables) == pytest.approx([0.048, 0.151], abs=TOL)


def test_root_gains(playtennis):
    scores = attribute_scores(playtennis)
    assert scores["Outlook"].gain == pytest.approx(0.246, abs=TOL)
    assert scores["Humidity"].gain == pytest.approx(0.151, abs=TOL)
    assert scores["Wind"].gain == pytest.approx(0.048, abs=TOL)
    assert scores["Temperature"].gain == pytest.approx(0.029, abs=TOL)


def test_humidity_and_wind_partitions(playtennis):
    scores = attribute_scores(playtennis)
    high, normal = scores["Humidity"].table
    assert (high, normal) == ((3.0, 4.0), (6.0, 1.0))
    assert entropy(high) == pytest.approx(0.985, abs=TOL)
    assert entropy(normal) == pytest.approx(0.592, abs=TOL)
    strong, weak = scores["Wind"].table
    assert (weak, strong) == ((6.0, 2.0), (3.0, 3.0))
    assert entropy(weak) == pytest.approx(0.811, abs=TOL)
    assert entropy(strong) == pytest.approx(1.0, abs=TOL)


def test_sunny_node_gains(playtennis):
    sunny = replace(
        playtennis, examples=tuple(e for e in playtennis.examples if e.instance[0] == "Sunny")
    )
    scores = attribute_scores(sunny)
    assert entropy([2, 3]) == pytest.approx(0.970, abs=TOL)
    assert scores["Humidity"].gain == pytest.approx(0.970, abs=TOL)
    assert scores["Temperature"].gain == pytest.approx(0.570, abs=TOL)
    assert scores["Wind"].gain == pytest.approx(0.019, abs=TOL)


def test_root_gain_ratios_and_split_information(playtennis):
    scores = attribute_scores(playtennis, "gain-ratio")
    assert scores["Outlook"].split_information == pytest.approx(1.577, abs=TOL)
    assert scores["Outlook"].gain_ratio == pytest.approx(0.156, abs=TOL)
    assert scores["Humidity"].gain_ratio == pytest.approx(0.152, abs=TOL)
    assert scores["Wind"].gain_ratio == pytest.approx(0.049, abs=TOL)
    assert scores["Temperature"].gain_ratio == pytest.approx(0.019, abs=TOL)


def test_gain_ratio_guard_admits_only_above_average_gain(playtennis):
    scores = attribute_scores(playtennis, "gain-ratio")
    # Average root gain is (0.246 + 0.029 + 0.151 + 0.048)/4 ≈ 0.119.
    assert scores["Outlook"].score == pytest.approx(0.156, abs=TOL)
    assert scores["Humidity"].score == pytest.approx(0.152, abs=TOL)
    assert scores["Wind"].score is None
    assert scores["Temperature"].score is None


def test_split_information_identities():
    n = 14
    separated = np.zeros((n, 2))  # one example per branch
    separated[np.arange(n), np.arange(n) % 2] = 1
    assert split_information(separated) == pytest.approx(np.log2(n))
    assert split_information([[3, 4], [5, 2]]) == pytest.approx(1.0)


def test_zero_split_information_never_divides():
    table = [[5, 3], [0, 0]]
    assert split_information(table) == 0.0
    assert gain_ratio(table) == 0.0


def _with_date(theory):
    dates = tuple(f"d{i}" for i in range(1, 15))
    domain = Domain(theory.domain.name, (*theory.domain.attributes, Nominal("Date", dates)))
    examples = tuple(
        Example((*e.instance, d), e.label, id=e.id)
        for e, d in zip(theory.examples, dates, strict=True)
    )
    return replace(theory, domain=domain, examples=examples)


def test_date_attribute_has_the_highest_gain(playtennis):
    scores = attribute_scores(_with_date(playtennis))
    assert scores["Date"].gain == pytest.approx(0.940, abs=TOL)
    assert scores["Date"].split_information == pytest.approx(np.log2(14), abs=TOL)
    assert np.log2(14) == pytest.approx(3.807, abs=TOL)
    assert id3(_with_date(playtennis)).root.test.attribute == "Date"


def test_gini():
    assert gini([5, 5]) == pytest.approx(0.5)
    assert gini([4, 0]) == 0.0
    assert gini([0, 0]) == 0.0
    assert gini([1, 1, 1]) == pytest.approx(2 / 3)
    # Gini gain of Humidity at the root: 0.459 − (7·0.490 + 7·0.245)/14.
    assert gini_gain([[3, 4], [6, 1]]) == pytest.approx(0.459 - 0.367, abs=TOL)


def test_mantaras_distance_bounds():
    assert mantaras_distance([[4, 0], [0, 3]]) == pytest.approx(0.0)  # perfect partition
    assert mantaras_distance([[2, 2], [2, 2]]) == pytest.approx(1.0)  # independent
    # Outlook: H(C)=0.940, H(A)=1.577, H(A,C)=2.271 → 2 − 2.517/2.271.
    assert mantaras_distance([[2, 3], [4, 0], [3, 2]]) == pytest.approx(0.892, abs=TOL)


COSTED = """
domain Costed {
  Outlook: Sunny | Overcast | Rain
  Humidity: High | Normal
}
target PlayTennis: Yes | No
examples {
  <Sunny, High> -> No
  <Sunny, High> -> No
  <Overcast, High> -> Yes
  <Rain, High> -> Yes
  <Rain, Normal> -> Yes
  <Rain, Normal> -> No
  <Overcast, Normal> -> Yes
  <Sunny, High> -> No
  <Sunny, Normal> -> Yes
  <Rain, Normal> -> Yes
  <Sunny, Normal> -> Yes
  <Overcast, High> -> Yes
  <Overcast, Normal> -> Yes
  <Rain, High> -> No
}
costs { Outlook: 10  Humidity: 1 }
"""


def test_cost_measures_use_theory_costs():
    theory = parse_theory(COSTED, "costed.sl")
    outlook, humidity = 0.2467, 0.1518
    for form, expected in (
        ("gain/cost", (outlook / 10, humidity / 1)),
        ("gain2/cost", (outlook**2 / 10, humidity**2 / 1)),
        ("nunez", ((2**outlook - 1) / 11**0.5, (2**humidity - 1) / 2**0.5)),
    ):
        scores = attribute_scores(theory, CostMeasure(form=form, w=0.5))
        assert scores["Outlook"].score == pytest.approx(expected[0], abs=1e-3)
        assert scores["Humidity"].score == pytest.approx(expected[1], abs=1e-3)
    assert id3(theory).root.test.attribute == "Outlook"
    from symlearn.trees import TDIDT

    assert TDIDT(CostMeasure()).fit(theory).root.test.attribute == "Humidity"


def test_cost_that_is_not_positive_is_an_error():
    theory = parse_theory(COSTED, "costed.sl")
    with pytest.raises(TheoryError, match="positive"):
        attribute_scores(replace(theory, costs=(("Outlook", 0.0),)), "cost")
    with pytest.raises(SymlearnError) as error:
        parse_theory(COSTED.replace("Outlook: 10", "Outlook: -2"), "costed.sl")
    assert error.value.location.line is not None


def test_unknown_measure_suggests_a_name():
    with pytest.raises(SymlearnError, match="gain-ratio"):
        attribute_scores(load_theory("playtennis"), "gain_ratio")
    with pytest.raises(SymlearnError):
        CostMeasure(form="nunez", w=2.0)
