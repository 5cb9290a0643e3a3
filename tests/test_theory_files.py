"""Theory files: the bundled theories load, and every kind of mistake is located."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn import SymlearnError, load_theory, parse_theory
from symlearn.concepts.hypotheses import Conjunction
from symlearn.errors import DomainError, ParseError, TheoryError
from symlearn.resources import bundled_theories

THEORY_DIR = bundled_theories()["enjoysport"].parent


def test_enjoysport_table_2_1():
    th = load_theory("enjoysport")
    assert th.domain.names == ("Sky", "AirTemp", "Humidity", "Wind", "Water", "Forecast")
    assert th.domain.attributes[0].values == ("Sunny", "Cloudy", "Rainy")
    assert [e.label for e in th.examples] == ["Yes", "Yes", "No", "Yes"]
    assert [e.positive for e in th.examples] == [True, True, False, True]
    assert [e.id for e in th.examples] == ["1", "2", "3", "4"]
    assert th.examples[2].instance == ("Rainy", "Cold", "High", "Strong", "Warm", "Change")
    assert th.query_map["C"] == ("Sunny", "Warm", "Normal", "Weak", "Warm", "Same")
    assert th.target.positive == "Yes" and th.target.negative == "No"
    assert isinstance(dict(th.hypotheses)["h4"], Conjunction)


@pytest.mark.parametrize("name", sorted(bundled_theories()))
def test_every_bundled_theory_loads_by_name_and_by_path(name):
    by_name = load_theory(name)
    by_path = load_theory(bundled_theories()[name])
    assert by_name.domain == by_path.domain and by_name.examples == by_path.examples


def test_relative_path(monkeypatch):
    monkeypatch.chdir(THEORY_DIR.parent)
    assert load_theory("theories/enjoysport.sl").domain.size == 96


def test_full_language():
    th = parse_theory(
        """
        # a comment
        domain Sample {
          Colour: red | "light blue"   # quoted value
          Size: integer 1..5
          Weight: real
          first { Sex: male | female  Age: integer 0..3 }
          second { Sex: male | female  Age: integer 0..3 }
        }
        target Class: good | bad
        positive bad
        hypotheses: disjunctions of 2
        examples {
          e1: <red, 3, 2.5, <male, 1>, <female, 2>> -> good weight 0.5
          <"light blue", ?, ?, <male, ?>, <female, 3>> -> bad
        }
        costs { Size: 2  first.Age: 0.5 }
        hypothesis small = Size = 1..2 ∨ Colour = red
        queries { q1: <red, 1, 0.1, <male, 0>, <male, 0>> }
        assume first.Sex = female -> bad
        """,
        "sample.sl",
    )
    assert th.domain.names[3:5] == ("first.Sex", "first.Age")
    assert th.domain.groups == (
        ("Colour", 1),
        ("Size", 1),
        ("Weight", 1),
        ("first", 2),
        ("second", 2),
    )
    assert th.target.positive == "bad" and th.space_spec.k == 2
    first, second = th.examples
    assert first.id == "e1" and first.weight == 0.5 and first.instance[1] == 3
    assert second.instance[1] is None and second.positive
    assert th.cost_map == {"Size": 2.0, "first.Age": 0.5}
    assert str(dict(th.hypotheses)["small"]).startswith("<?, 1..2")
    (assumption,) = th.assumptions
    assert assumption.label == "bad"
    assert str(assumption.hypothesis) == "<?, ?, ?, <female, ?>, <?, ?>>"
    assert assumption.location.prefix() == "sample.sl:20:9"


BAD = [
    ("domain X { A: a | b  A: c }", TheoryError, "1:22: attribute A is declared twice"),
    ("domain X { A: a | a }", TheoryError, "1:19: value a of A is declared twice"),
    ("domain X { }", TheoryError, "1:8: domain X declares no attributes"),
    ("domain X { A: integer 5..2 }", TheoryError, "1:23: empty range 5..2 for A"),
    (
        "domain X { A: a | b } target T: y | n examples { <c> -> y }",
        DomainError,
        "1:51: unknown value 'c' for A",
    ),
    (
        "domain X { A: a | b } target T: yes | no examples { <a> -> yse }",
        TheoryError,
        "1:60: unknown class 'yse'; did you mean 'yes'?",
    ),
    (
        "domain X { A: a | b B: c | d } target T: y | n examples { <a> -> y }",
        DomainError,
        "1:59: X needs 2 constraints in a tuple, not 1",
    ),
    ("domain X { A: a | b } costs { A: 0 }", TheoryError, "1:34: the cost of A must be positive"),
    ("domain X { A: a | b } costs { B: 1 }", DomainError, "1:31: unknown attribute 'B' in X"),
    ("domain X { A: a | b } target T: y | y", TheoryError, "1:37: class y is declared twice"),
    ("domain X { A: a | b } target T: y", TheoryError, "a target needs at least two classes"),
    ("target T: y | n", TheoryError, "1:1: declare the domain before the target statement"),
    ("domain X { A: a | b } domain Y { B: b }", TheoryError, "1:23: a theory has one domain"),
    ("domain X { A: a | b } hypotheses: disjunctions of 0", TheoryError, "positive integer"),
    ("domain X { A: a | b ", ParseError, "unexpected end of text"),
    ("domain X { A: a | b } examples { <a> -> y }", TheoryError, "declared before examples"),
    (
        "domain X { A: a | b } hypothesis h = <a> hypothesis h = <b>",
        TheoryError,
        "hypothesis h is defined twice",
    ),
    ("domain X { A: a | b } queries { q: <?> }", DomainError, "needs a single value for A"),
    ("", TheoryError, "declares no domain"),
]


@pytest.mark.parametrize(("text", "error", "message"), BAD)
def test_bad_theories(text, error, message):
    with pytest.raises(error) as info:
        parse_theory(text, "bad.sl")
    assert str(info.value).startswith("bad.sl:")
    assert message in str(info.value)


def test_multiline_location_and_caret():
    text = "domain X {\n  Sky: Sunny | Rainy\n}\ntarget T: y | n\nexamples {\n  <Sunnny> -> y\n}\n"
    with pytest.raises(DomainError) as info:
        parse_theory(text, "theories/x.sl")
    assert str(info.value) == (
        "theories/x.sl:6:4: unknown value 'Sunnny' for Sky; did you mean 'Sunny'?"
    )
    assert info.value.caret() == "      <Sunnny> -> y\n       ^"


def test_unknown_theory_name_suggests_a_bundled_one():
    with pytest.raises(TheoryError) as info:
        load_theory("enjoysprot")
    assert str(info.value) == (
        "enjoysprot: no such file, and no bundled theory of that name; did you mean 'enjoysport'?"
    )


def test_unreadable_theory_names_its_file(tmp_path):
    bad = tmp_path / "latin1.sl"
    bad.write_bytes("domain Café { A: é }".encode("latin-1"))
    with pytest.raises(TheoryError) as info:
        load_theory(bad)
    assert str(info.value) == f"{bad}: this is not UTF-8 text (byte 10)"


SOURCE = bundled_theories()["enjoysport"].read_text(encoding="utf-8")


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_mutated_theories_raise_only_symlearn_errors(data):
    position = data.draw(st.integers(0, len(SOURCE)))
    insert = data.draw(
        st.sampled_from(
            [
                "",
                "{",
                "}",
                "<",
                ">",
                ",",
                "->",
                ":",
                "|",
                "?",
                "x",
                "domain",
                "target",
                "1..",
                "\n",
                "#",
                '"',
            ]
        )
    )
    cut = data.draw(st.integers(0, 8))
    with contextlib.suppress(SymlearnError):
        parse_theory(SOURCE[:position] + insert + SOURCE[position + cut :], "m.sl")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_random_text_raises_only_symlearn_errors(text):
    with contextlib.suppress(SymlearnError):
        parse_theory(text)


def test_the_readme_theory_example_is_a_valid_theory():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    block = readme.split("    domain Outing {", 1)[1].split("\n\n", 1)[0]
    text = "domain Outing {" + "\n".join(line.removeprefix("    ") for line in block.splitlines())
    th = parse_theory(text, "README.md")
    assert th.domain.names == ("Sky", "Wind", "Temperature")
    assert th.examples[1].instance == ("Rainy", None, 55) and th.examples[1].weight == 0.5
    assert str(dict(th.hypotheses)["warm"]) == "<Sunny, ?, 60..90>"
    assert th.assumptions[0].label == "No"
