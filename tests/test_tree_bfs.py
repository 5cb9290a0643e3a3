"""BFS-ID3, the smallest consistent tree (Mitchell §3.6), beside ID3's preference bias."""

from dataclasses import replace

import pytest

from symlearn.concepts.attributes import Domain, Nominal
from symlearn.errors import LearningError, SpaceTooLargeError
from symlearn.lang import load_theory
from symlearn.theory import Example, Target, Theory
from symlearn.trees import bfs_id3, id3


def boolean_theory(rows):
    domain = Domain("B", tuple(Nominal(f"A{i}", ("0", "1")) for i in range(len(rows[0][0]))))
    examples = tuple(Example(tuple(x), y) for x, y in rows)
    return Theory(domain, Target("C", ("+", "-")), examples=examples)


def test_playtennis_id3_tree_is_already_the_smallest():
    theory = load_theory("playtennis")
    smallest = bfs_id3(theory)
    assert smallest.size == id3(theory).size == 8
    assert smallest.depth == 2
    assert smallest.predict(("Sunny", "Hot", "High", "Strong")) == "No"


def test_greedy_choice_can_miss_the_smallest_tree():
    # Target: A1 = 0 ∨ A2 = 1. All three root gains tie, ID3 takes A0 and needs depth 3.
    theory = boolean_theory(
        [("010", "-"), ("100", "+"), ("111", "+"), ("110", "-")],
    )
    greedy, smallest = id3(theory), bfs_id3(theory)
    assert (greedy.size, greedy.depth) == (7, 3)
    assert (smallest.size, smallest.depth) == (5, 2)
    assert smallest.root.test.attribute == "A1"
    for e in theory.examples:
        assert smallest.predict(e.instance) == e.label


def test_numeric_thresholds_take_part():
    theory = load_theory("playtennis_numeric")
    tree = bfs_id3(theory)
    assert tree.size == 5
    assert [tree.predict(x) for _, x in theory.queries] == ["No", "Yes", "No"]


def test_inconsistent_examples_have_no_consistent_tree():
    theory = load_theory("playtennis")
    clash = Example(("Sunny", "Hot", "High", "Weak"), "Yes", id="D15")
    with pytest.raises(LearningError, match="D1 and D15"):
        bfs_id3(replace(theory, examples=(*theory.examples, clash)))


def test_missing_values_and_budget_are_reported():
    theory = load_theory("playtennis")
    gap = Example(("Sunny", None, "High", "Weak"), "No")
    with pytest.raises(LearningError, match="missing"):
        bfs_id3(replace(theory, examples=(*theory.examples, gap)))
    with pytest.raises(SpaceTooLargeError):
        bfs_id3(theory, budget=5)
