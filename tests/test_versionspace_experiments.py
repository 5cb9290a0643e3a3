"""Exercise 2.10: random training examples and how many Find-S needs to reach the target."""

from __future__ import annotations

import itertools
import random

import pytest

from symlearn import load_theory, parse_hypothesis
from symlearn.errors import DomainError
from symlearn.versionspace import find_s
from symlearn.versionspace.experiments import (
    examples_needed,
    find_s_experiment,
    random_examples,
    wildcard_study,
)

ENJOY = load_theory("enjoysport")
TARGET = parse_hypothesis("<Sunny, Warm, ?, ?, ?, ?>", ENJOY.domain)


def test_generator_labels_by_the_target():
    examples = list(itertools.islice(random_examples(ENJOY.domain, TARGET, random.Random(1)), 200))
    assert all(e.positive == TARGET.covers(e.instance) for e in examples)
    assert all(e.label == ("Yes" if e.positive else "No") for e in examples)
    assert {e.instance for e in examples} <= set(ENJOY.domain.instances())
    assert 20 < sum(e.positive for e in examples) < 80  # P(positive) = 1/6


def test_find_s_reaches_the_target_after_the_counted_examples():
    rng = random.Random(7)
    needed = examples_needed(ENJOY.space, TARGET, rng)
    replay = list(itertools.islice(random_examples(ENJOY.domain, TARGET, random.Random(7)), needed))
    trace = find_s(ENJOY.space, replay).trace
    assert ENJOY.space.equivalent(trace[-1], TARGET)
    assert not ENJOY.space.equivalent(trace[-2], TARGET)


def test_experiment_is_reproducible():
    first = find_s_experiment(ENJOY.space, TARGET, runs=20, seed=3)
    again = find_s_experiment(ENJOY.space, TARGET, runs=20, seed=3)
    other = find_s_experiment(ENJOY.space, TARGET, runs=20, seed=4)
    assert first == again and first.counts != other.counts
    assert len(first.counts) == 20 and min(first.counts) >= 2  # two positives at least
    assert first.mean == sum(first.counts) / 20
    assert str(first).startswith("<Sunny, Warm, ?, ?, ?, ?>: mean ")


def test_more_wildcards_need_fewer_examples():
    study = wildcard_study(ENJOY.space, ENJOY.examples[0].instance, runs=20, seed=0)
    means = study.means()
    assert sorted(means) == list(range(7))
    # a fully specific target waits for its one instance among 96; ⟨?,…,?⟩ accepts every example
    assert means[0] > means[3] > means[6]
    assert all(e.wildcards == k for k, e in enumerate(study.experiments))


def test_target_outside_the_space():
    with pytest.raises(DomainError, match="not a conjunction"):
        find_s_experiment(
            ENJOY.space, parse_hypothesis("<Sunny,?,?,?,?,?> ∨ <Cloudy,?,?,?,?,?>", ENJOY.domain)
        )
