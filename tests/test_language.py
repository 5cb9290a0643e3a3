"""The hypothesis language: parsing, canonical printing, round trips and errors."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from symlearn import SymlearnError, load_theory, parse_hypothesis, parse_instance
from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.concepts.hypotheses import ANY, EMPTY, And, Conjunction, Interval, Not, Or
from symlearn.errors import DomainError, ParseError
from tests.strategies import domains, formulas

ENJOYSPORT = load_theory("enjoysport").domain
PAIRS = Domain(
    "Pairs",
    tuple(
        Nominal(f"{person}.{name}", values)
        for person in ("first", "second")
        for name, values in (
            ("Sex", ("male", "female")),
            ("Hair", ("black", "brown", "blonde")),
            ("Height", ("tall", "medium", "short")),
            ("Nationality", ("US", "French", "German", "Irish", "Indian", "Japanese")),
        )
    ),
    (("first", 4), ("second", 4)),
)
BOXES = Domain("Boxes", (Numeric("x", True, 0, 9), Numeric("y", False, 0.0, 10.0)))


def c(*constraints, shape=()):
    return Conjunction(tuple(constraints), shape)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<Sunny, Warm, ?, Strong, ?, ?>", c("Sunny", "Warm", ANY, "Strong", ANY, ANY)),
        ("<∅, ∅, ∅, ∅, ∅, ∅>", c(*[EMPTY] * 6)),
        ("<Ø, {}, ∅, ∅, ∅, ∅>", c(*[EMPTY] * 6)),
        ("Sky = Sunny ∧ Wind = Strong", c("Sunny", ANY, ANY, "Strong", ANY, ANY)),
        ("Sky = Sunny and Wind = Strong", c("Sunny", ANY, ANY, "Strong", ANY, ANY)),
        ("Sky = Sunny & Wind = Strong", c("Sunny", ANY, ANY, "Strong", ANY, ANY)),
        ("Sky = Sunny ∧ Sky = Rainy", c(EMPTY, ANY, ANY, ANY, ANY, ANY)),
        (
            "<Sunny,?,?,?,?,?> ∨ <Cloudy,?,?,?,?,?>",
            Or((c("Sunny", *[ANY] * 5), c("Cloudy", *[ANY] * 5))),
        ),
        (
            "Sky = Sunny or Sky = Cloudy",
            Or((c("Sunny", *[ANY] * 5), c("Cloudy", *[ANY] * 5))),
        ),
        ("Sky = Sunny | Sky = Cloudy", Or((c("Sunny", *[ANY] * 5), c("Cloudy", *[ANY] * 5)))),
        ("¬<Rainy,?,?,?,?,?>", Not(c("Rainy", *[ANY] * 5))),
        ("not Sky = Rainy", Not(c("Rainy", *[ANY] * 5))),
        ("!Sky = Rainy", Not(c("Rainy", *[ANY] * 5))),
        (
            "(Sky = Sunny ∨ Sky = Rainy) ∧ ¬ Wind = Weak",
            And(
                (
                    Or((c("Sunny", *[ANY] * 5), c("Rainy", *[ANY] * 5))),
                    Not(c(*[ANY] * 3, "Weak", ANY, ANY)),
                )
            ),
        ),
    ],
)
def test_parses_every_form_of_the_language(text, expected):
    assert parse_hypothesis(text, ENJOYSPORT) == expected


def test_precedence_not_binds_tighter_than_and_tighter_than_or():
    h = parse_hypothesis("¬Sky = Sunny ∧ Wind = Weak ∨ Water = Cool", ENJOYSPORT)
    assert isinstance(h, Or)
    assert isinstance(h.terms[0], And) and isinstance(h.terms[0].terms[1], Not)


def test_intervals_integer_and_real():
    h = parse_hypothesis("<2..5, 1.5..3>", BOXES)
    assert h == c(Interval(2, 5), Interval(1.5, 3.0))
    assert str(h) == "<2..5, 1.5..3>"
    assert h.covers((4, 2.0)) and not h.covers((6, 2.0))
    assert parse_hypothesis("x = 3", BOXES) == c(Interval(3, 3), ANY)


def test_structured_pairs_exercise_2_5():
    text = "<<male, ?, tall, ?>, <female, ?, ?, Japanese>>"
    h = parse_hypothesis(text, PAIRS)
    assert str(h) == "<<male, ?, tall, ?>, <female, ?, ?, Japanese>>"
    assert h.covers(("male", "black", "tall", "US", "female", "brown", "short", "Japanese"))
    assert not h.covers(("female", "black", "tall", "US", "female", "brown", "short", "Japanese"))
    named = parse_hypothesis("first.Sex = male ∧ second.Nationality = Japanese", PAIRS)
    assert named.covers(("male", "black", "short", "US", "male", "brown", "short", "Japanese"))


def test_canonical_printing():
    assert str(parse_hypothesis("Sky=Sunny and Wind=Strong", ENJOYSPORT)) == (
        "<Sunny, ?, ?, Strong, ?, ?>"
    )
    assert str(parse_hypothesis("<Ø,{},∅,∅,∅,∅>", ENJOYSPORT)) == "<∅, ∅, ∅, ∅, ∅, ∅>"
    text = "¬(<Sunny, ?, ?, ?, ?, ?> ∨ <Rainy, ?, ?, ?, ?, ?>)"
    assert str(parse_hypothesis(text, ENJOYSPORT)) == text


def test_values_that_need_quotes_round_trip():
    domain = Domain("Q", (Nominal("City", ("New York", "or", "3rd")),))
    for value in domain.attributes[0].values:
        h = c(value)
        assert parse_hypothesis(str(h), domain) == h


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_print_then_parse_is_the_identity(data):
    domain = data.draw(domains())
    h = data.draw(formulas(domain))
    text = str(h)
    assert parse_hypothesis(text, domain) == h
    assert str(parse_hypothesis(text, domain)) == text


def test_instances():
    x = parse_instance("<Sunny, Warm, Normal, Strong, Cool, Change>", ENJOYSPORT)
    assert x == ("Sunny", "Warm", "Normal", "Strong", "Cool", "Change")
    assert (
        parse_instance("<Sunny, ?, Normal, Strong, Cool, Change>", ENJOYSPORT, allow_missing=True)[
            1
        ]
        is None
    )
    with pytest.raises(DomainError, match="single value for AirTemp"):
        parse_instance("<Sunny, ?, Normal, Strong, Cool, Change>", ENJOYSPORT)


@pytest.mark.parametrize(
    ("text", "error", "message", "column"),
    [
        (
            "<Sunnny, ?, ?, ?, ?, ?>",
            DomainError,
            "unknown value 'Sunnny' for Sky; did you mean 'Sunny'?",
            2,
        ),
        ("<Sunny, ?>", DomainError, "needs 6 constraints in a tuple, not 2", 1),
        (
            "Skyy = Sunny",
            DomainError,
            "unknown attribute 'Skyy' in EnjoySport; did you mean 'Sky'?",
            1,
        ),
        (
            "<Sunny, ?, ?, ?, ?, ?",
            ParseError,
            "unexpected end of text; expected one of ',', '>'",
            22,
        ),
        ("<Sunny ?, ?, ?, ?, ?>", ParseError, "unexpected '?'", 8),
        ("<Sunny, ?, ?, ?, ?, ?> $", ParseError, "unexpected character '$'", 24),
        ("<1..3, ?, ?, ?, ?, ?>", DomainError, "Sky is nominal", 2),
        ("<<Sunny, ?>, ?, ?, ?, ?, ?>", DomainError, "not a nested tuple", 2),
    ],
)
def test_bad_hypotheses_are_located(text, error, message, column):
    with pytest.raises(error) as info:
        parse_hypothesis(text, ENJOYSPORT, source="h.txt")
    assert message in str(info.value)
    assert info.value.location.line == 1 and info.value.location.column == column
    assert str(info.value).startswith(f"h.txt:1:{column}: ")
    assert info.value.caret().splitlines()[1].index("^") == column - 1 + 4


def test_empty_interval_is_an_error():
    with pytest.raises(DomainError, match=r"empty interval 5\.\.2 for x"):
        parse_hypothesis("<5..2, ?>", BOXES)
    with pytest.raises(DomainError, match="outside the range of x"):
        parse_hypothesis("<2..12, ?>", BOXES)


TOKENS = [
    "<",
    ">",
    ",",
    "?",
    "∅",
    "Ø",
    "{}",
    "(",
    ")",
    "∨",
    "∧",
    "¬",
    "and",
    "or",
    "not",
    "=",
    "..",
    "Sky",
    "Sunny",
    "Warm",
    "3",
    "-2.5",
    '"x"',
    "|",
    "&",
    "!",
    " ",
    "\n",
    "#c\n",
]


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(max_size=40), st.lists(st.sampled_from(TOKENS), max_size=25).map("".join)))
def test_only_symlearn_errors_escape_the_hypothesis_parser(text):
    for domain in (ENJOYSPORT, PAIRS, BOXES):
        with contextlib.suppress(SymlearnError):
            parse_hypothesis(text, domain)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_mutated_hypotheses_raise_only_symlearn_errors(data):
    text = "<<male, ?, tall, ?>, <female, ?, ?, Japanese>> ∨ ¬first.Sex = female"
    position = data.draw(st.integers(0, len(text)))
    insert = data.draw(st.sampled_from([*TOKENS, ""]))
    cut = data.draw(st.integers(0, 3))
    mutated = text[:position] + insert + text[position + cut :]
    with contextlib.suppress(SymlearnError):
        parse_hypothesis(mutated, PAIRS)
