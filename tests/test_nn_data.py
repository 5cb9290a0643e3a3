"""Theories as vectors for neural units: the encoding rule of symlearn.nn.data."""

from __future__ import annotations

import numpy as np
import pytest

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.errors import DataError
from symlearn.lang import load_theory
from symlearn.nn import encode_theory
from symlearn.theory import Example, Target, Theory

DOMAIN = Domain(
    "Weather",
    (
        Nominal("Sky", ("Sunny", "Cloudy", "Rainy")),
        Numeric("Temp", integer=True, low=40, high=90),
        Numeric("Wind", integer=False),
    ),
)


def theory(classes=("Yes", "No"), positive="Yes", labels=("Yes", "No", "Yes")):
    instances = [("Sunny", 40, 2.0), ("Rainy", 90, 6.0), ("Cloudy", 65, 4.0)]
    examples = tuple(Example(x, label) for x, label in zip(instances, labels, strict=True))
    return Theory(DOMAIN, Target("Play", classes, positive), examples=examples)


def test_nominal_one_hot_and_numeric_scaled():
    data = encode_theory(theory())
    assert data.encoding.input_names == ("Sky=Sunny", "Sky=Cloudy", "Sky=Rainy", "Temp", "Wind")
    np.testing.assert_allclose(
        data.X,
        [
            [1, 0, 0, 0.0, 0.0],  # Temp by its bounds 40..90, Wind by the data's 2..6
            [0, 0, 1, 1.0, 1.0],
            [0, 1, 0, 0.5, 0.5],
        ],
    )


def test_a_two_class_target_is_one_output_for_the_positive_class():
    data = encode_theory(theory(positive="No"))
    assert data.encoding.output_names == ("No",)
    np.testing.assert_array_equal(data.T, [[0.0], [1.0], [0.0]])
    assert data.signs().tolist() == [-1.0, 1.0, -1.0]
    assert data.encoding.decode(np.array([[0.9], [0.1]])) == ("No", "Yes")


def test_more_classes_are_one_output_each():
    data = encode_theory(theory(("Go", "Wait", "Stop"), "Go", ("Stop", "Go", "Wait")))
    np.testing.assert_array_equal(data.T, [[0, 0, 1], [1, 0, 0], [0, 1, 0]])
    assert data.encoding.decode(data.T) == ("Stop", "Go", "Wait")
    with pytest.raises(DataError, match="two-class target"):
        data.signs()


def test_a_missing_value_is_a_located_data_error(tmp_path):
    path = tmp_path / "gaps.sl"
    path.write_text(
        "domain G {\n  A: x | y\n  B: integer 0..3\n}\ntarget T: p | n\n"
        "examples {\n  1: <x, 2> -> p\n  2: <y, ?> -> n\n}\n",
        encoding="utf-8",
    )
    with pytest.raises(DataError) as caught:
        encode_theory(load_theory(str(path)))
    message = str(caught.value)
    assert message.startswith(f"{path}:8:")
    assert "example 2: missing value for B" in message


def test_validation_split_is_seeded_and_disjoint():
    data = encode_theory(load_theory("identity838"))
    train, validation = data.split(0.25, seed=3)
    again, _ = data.split(0.25, seed=3)
    assert len(train) == 6 and len(validation) == 2
    assert set(train.labels).isdisjoint(validation.labels)
    assert train.labels == again.labels
    for bad in (0.0, 1.0, 0.01):
        with pytest.raises(DataError):
            data.split(bad)


def test_no_examples_is_an_error():
    with pytest.raises(DataError, match="no examples"):
        encode_theory(Theory(DOMAIN, Target("Play", ("Yes", "No"), "Yes")))


def test_a_nominal_attribute_of_zero_and_one_is_one_input_holding_the_number():
    domain = Domain("Gate", (Nominal("A", ("1", "0")), Nominal("B", ("0", "1", "2"))))
    examples = (Example(("1", "2"), "p"), Example(("0", "0"), "n"))
    data = encode_theory(Theory(domain, Target("T", ("p", "n"), "p"), examples=examples))
    assert data.encoding.input_names == ("A", "B=0", "B=1", "B=2")
    np.testing.assert_array_equal(data.X, [[1, 0, 0, 1], [0, 1, 0, 0]])
