"""Rules from trees (Mitchell §3.7.1.2, step 2) and their JSON form."""

import json

import pytest

from symlearn.lang import load_theory
from symlearn.trees import TDIDT, id3
from symlearn.trees.rules import rules_from_tree


@pytest.fixture(scope="module")
def playtennis():
    return load_theory("playtennis")


def test_the_five_rules_of_the_fig_3_1_tree(playtennis):
    rules = rules_from_tree(id3(playtennis))
    assert [r.text("PlayTennis") for r in rules.rules] == [
        "IF Outlook = Sunny ∧ Humidity = High THEN PlayTennis = No",
        "IF Outlook = Sunny ∧ Humidity = Normal THEN PlayTennis = Yes",
        "IF Outlook = Overcast THEN PlayTennis = Yes",
        "IF Outlook = Rain ∧ Wind = Strong THEN PlayTennis = No",
        "IF Outlook = Rain ∧ Wind = Weak THEN PlayTennis = Yes",
    ]
    assert rules.exclusive and len(rules) == 5 and rules.conditions == 9


def test_rules_classify_every_playtennis_instance_as_the_tree_does(playtennis):
    tree = id3(playtennis)
    rules = rules_from_tree(tree)
    instances = list(playtennis.domain.instances())
    assert rules.predict_many(instances) == tree.predict_many(instances)
    assert rules.predict(("Sunny", "Hot", "High", "Strong")) == "No"
    assert rules.predict({"Outlook": "Overcast"}) == "Yes"


def test_a_missing_value_falls_to_the_default_class(playtennis):
    rules = rules_from_tree(id3(playtennis))
    # Humidity unknown on a sunny day: neither sunny rule fires.
    assert rules.predict(("Sunny", "Hot", None, "Weak")) == rules.default == "Yes"


def test_threshold_and_binary_tests_become_readable_preconditions():
    numeric = rules_from_tree(id3(load_theory("playtennis_numeric")))
    assert [r.text("PlayTennis") for r in numeric.rules][:2] == [
        "IF Temperature ≤ 54 THEN PlayTennis = No",
        "IF Temperature > 54 ∧ Temperature ≤ 85 THEN PlayTennis = Yes",
    ]
    binary = rules_from_tree(TDIDT(tests="binary").fit(load_theory("playtennis")))
    texts = " ".join(r.text("PlayTennis") for r in binary.rules)
    assert "Outlook ≠" in texts or "Outlook =" in texts


def test_rules_as_json(playtennis):
    data = json.loads(json.dumps(rules_from_tree(id3(playtennis)).as_dict()))
    first = data["rules"][0]
    assert first["if"] == [
        {"attribute": "Outlook", "relation": "=", "value": "Sunny"},
        {"attribute": "Humidity", "relation": "=", "value": "High"},
    ]
    assert first["then"] == "No" and data["default"] == "Yes" and data["ordered"] is False
