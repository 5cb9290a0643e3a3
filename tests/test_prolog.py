"""Prolog export: the clauses load in SWI-Prolog and classify as the tree and the rules do.

The tests that run Prolog need ``swipl`` (Debian package ``swi-prolog-nox``, which the CI
script installs); they are skipped only where it is absent.
"""

import shutil
import subprocess

import pytest
from hypothesis import given, settings

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.lang import load_theory
from symlearn.trees import id3
from symlearn.trees.prolog import predicate_name, query, quote, to_prolog, variable_names
from symlearn.trees.prune import rule_post_prune
from tests.test_rules_properties import learners, theories

SWIPL = shutil.which("swipl")
needs_prolog = pytest.mark.skipif(SWIPL is None, reason="SWI-Prolog (swipl) is not installed")


def run_prolog(program: str, goals: list[str], tmp_path) -> list[str]:
    """Load ``program`` and print the answer ``Class`` of each goal, one per line."""
    source = tmp_path / "classifier.pl"
    source.write_text(program, encoding="utf-8")
    driver = tmp_path / "driver.pl"
    calls = "\n".join(
        f"answer :- ({g} -> write(Class) ; write('<none>')), nl, fail." for g in goals
    )
    driver.write_text(
        f":- initialization(main, main).\n{calls}\nanswer.\nmain :- consult('{source}'), answer.\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [SWIPL, "-q", str(driver)], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "Warning" not in done.stderr, done.stderr
    return done.stdout.splitlines()


def test_the_playtennis_clauses_read_like_the_rules():
    text = to_prolog(id3(load_theory("playtennis")))
    assert (
        "playtennis(Outlook, _Temperature, Humidity, _Wind, Class) :-\n"
        "    Outlook == 'Sunny', Humidity == 'High', !, Class = 'No'."
    ) in text
    assert text.rstrip().endswith("playtennis(_, _, _, _, 'Yes').")


def test_names_and_values_are_valid_prolog():
    assert quote("It's") == "'It\\'s'" and quote(54.0) == "54" and quote(1e-05) == "1.0e-05"
    assert predicate_name("Play Tennis") == "play_tennis" and predicate_name("2x") == "class_2x"
    domain = Domain("D", (Nominal("class", ("a",)), Nominal("Class", ("b",)), Numeric("9", True)))
    assert variable_names(domain) == ["Class", "Class_2", "V_9", "Class_3"]


@needs_prolog
def test_swi_prolog_classifies_every_playtennis_day_as_the_tree(tmp_path):
    theory = load_theory("playtennis")
    tree = id3(theory)
    instances = list(theory.domain.instances())
    goals = [query(x, theory.domain, "playtennis") for x in instances]
    assert run_prolog(to_prolog(tree), goals, tmp_path) == tree.predict_many(instances)


@needs_prolog
def test_swi_prolog_handles_thresholds(tmp_path):
    theory = load_theory("playtennis_numeric")
    tree = id3(theory)
    temperatures = [(t,) for t in (-5, 40, 54, 55, 60, 85, 86, 90, 120)]
    goals = [query(x, theory.domain, "playtennis") for x in temperatures]
    assert run_prolog(to_prolog(tree), goals, tmp_path) == tree.predict_many(temperatures)


@needs_prolog
@settings(max_examples=15, deadline=None)
@given(theories(), learners)
def test_prolog_export_classifies_like_the_tree_and_the_pruned_rules(
    tmp_path_factory, theory, learner
):
    tmp_path = tmp_path_factory.mktemp("prolog")
    tree = learner.fit(theory)
    rules = rule_post_prune(tree, theory, ties=True).rules
    instances = list(theory.domain.instances())
    goals = [query(x, theory.domain, "c") for x in instances]
    assert run_prolog(to_prolog(tree), goals, tmp_path) == tree.predict_many(instances)
    assert run_prolog(to_prolog(rules), goals, tmp_path) == rules.predict_many(instances)
