"""Missing attribute values, three ways (Mitchell §3.7.4)."""

import pytest

from symlearn.lang import parse_theory
from symlearn.trees import TDIDT, attribute_scores

# Six known examples with A = 1 and four with A = 0 at the root; one example lacks A.
FRACTION = """
domain Blood {
  A: 1 | 0
  B: p | q
}
target Sick: Yes | No
examples {
  k1: <1, p> -> Yes
  k2: <1, q> -> Yes
  k3: <1, p> -> Yes
  k4: <1, q> -> Yes
  k5: <1, p> -> Yes
  k6: <1, q> -> Yes
  k7: <0, p> -> No
  k8: <0, q> -> No
  k9: <0, p> -> No
  k10: <0, q> -> No
  x: <?, p> -> No
}
"""


@pytest.fixture(scope="module")
def blood():
    return parse_theory(FRACTION, "blood.sl")


def test_fractional_example_goes_down_with_weights_0_6_and_0_4(blood):
    tree = TDIDT(missing="fractional").fit(blood)
    one, zero = tree.root.branches
    assert tree.root.test.attribute == "A"
    assert one.counts == pytest.approx((6.0, 0.6))
    assert zero.counts == pytest.approx((0.0, 4.4))
    assert "x" in one.ids and "x" in zero.ids
    assert "[6+,0.6−]" in str(tree)


def test_fractional_examples_count_in_the_gain(blood):
    one, zero = attribute_scores(blood, missing="fractional")["A"].table
    assert one == pytest.approx((6.0, 0.6))
    assert zero == pytest.approx((0.0, 4.4))


def test_most_common_value_at_the_node(blood):
    tree = TDIDT(missing="most-common").fit(blood)
    one, zero = tree.root.branches
    assert one.counts == (6.0, 1.0)  # x takes A = 1, the node's most common value
    assert zero.counts == (0.0, 4.0)


def test_most_common_value_among_the_same_class(blood):
    tree = TDIDT(missing="class-most-common").fit(blood)
    one, zero = tree.root.branches
    assert one.counts == (6.0, 0.0)
    assert zero.counts == (0.0, 5.0)  # every No example has A = 0


def test_classifying_a_missing_value_sums_fragment_weights(blood):
    tree = TDIDT(missing="fractional").fit(blood)
    # 0.6 of the instance reaches A = 1 → B = q (all Yes), 0.4 the A = 0 leaf (all No).
    assert tree.predict_proba((None, "q")) == pytest.approx({"Yes": 0.6, "No": 0.4})
    assert tree.predict((None, "q")) == "Yes"
    # Under A = 1, B = p holds [3+,0.6−]: 0.6·3/3.6 of Yes in all.
    assert tree.predict_proba({"B": "p"})["Yes"] == pytest.approx(0.6 * 3 / 3.6)
    assert tree.predict({"B": "p"}) == "Yes"  # fragments vote 0.6 Yes against 0.4 No


def test_most_common_strategies_classify_by_the_heaviest_branch(blood):
    for strategy in ("most-common", "class-most-common"):
        tree = TDIDT(missing=strategy).fit(blood)
        assert tree.predict((None, "q")) == "Yes"


def test_missing_numeric_values():
    theory = parse_theory(
        """
        domain N { t: integer  w: a | b }
        target C: Yes | No
        examples {
          <10, a> -> No   <20, a> -> No   <30, b> -> Yes   <40, b> -> Yes
          <?, a> -> No    <?, b> -> Yes
        }
        """
    )
    for strategy in ("fractional", "most-common", "class-most-common"):
        tree = TDIDT(missing=strategy).fit(theory)
        assert tree.predict((15, "a")) == "No"
        assert tree.predict((35, "b")) == "Yes"
    filled = TDIDT(missing="class-most-common").fit(theory)
    assert filled.root.test.attribute == "t"
    assert filled.root.test.threshold == 25.0
    assert [b.counts for b in filled.root.branches] == [(0.0, 3.0), (3.0, 0.0)]
