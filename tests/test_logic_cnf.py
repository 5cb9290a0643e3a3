"""The clause builder (Tseitin-style CNF) and the SAT algorithms behind sympy's satisfiable."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import symbols
from sympy.logic.boolalg import ITE, And, Equivalent, Exclusive, Implies, Nand, Nor, Not, Or, Xor
from sympy.logic.inference import satisfiable

from symlearn.errors import SymlearnError
from symlearn.logic.cnf import ClauseBuilder
from symlearn.logic.solver import ALGORITHMS, available_algorithms, check_algorithm, solve

X = symbols("x0:4")

BINARY = [And, Or, Implies, Equivalent, Xor, Nand, Nor, lambda a, b: Exclusive(a, b, X[0])]


def formulas():
    leaves = st.sampled_from(X).flatmap(lambda s: st.sampled_from([s, Not(s)]))
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            inner.map(Not),
            st.tuples(st.sampled_from(BINARY), inner, inner).map(lambda t: t[0](t[1], t[2])),
            st.tuples(inner, inner, inner).map(lambda t: ITE(*t)),
        ),
        max_leaves=8,
    )


def models_of(f) -> set[tuple[bool, ...]]:
    return {
        values
        for values in itertools.product([False, True], repeat=len(X))
        if bool(f.xreplace(dict(zip(X, values, strict=True))))
    }


def projected_models(clauses, builder) -> list[tuple[bool, ...]]:
    """The models of the clauses, projected on X, by brute force over all variables."""
    found = []
    n = len(builder.numbers)
    for values in itertools.product([False, True], repeat=n):
        if all(any((lit > 0) == values[abs(lit) - 1] for lit in c) for c in clauses):
            truth = dict(zip(builder.symbols, values, strict=True))
            found.append(tuple(truth.get(x, False) for x in X))
    return found


@settings(max_examples=60, deadline=None)
@given(formulas(), formulas())
def test_clauses_are_satisfiable_exactly_when_the_formula_is(f, g):
    builder = ClauseBuilder()
    clauses = builder.clauses(f) + builder.clauses(g)
    expected = models_of(And(f, g))
    for algorithm in available_algorithms():
        model = solve([*clauses, *builder.definitions], builder.numbers, algorithm)
        assert (model is None) == (not expected)
        if model is not None:
            truth = {x: model.get(x, False) for x in X}
            # A model of the clauses is a model of the formula (unset atoms are free).
            free = [x for x in X if x not in model]
            for values in itertools.product([False, True], repeat=len(free)):
                truth.update(zip(free, values, strict=True))
                assert bool(And(f, g).xreplace(truth))


@settings(max_examples=40, deadline=None)
@given(formulas())
def test_fresh_variables_are_definitions_models_correspond_one_to_one(f):
    builder = ClauseBuilder()
    clauses = [*builder.clauses(f), *builder.definitions]
    if len(builder.numbers) > 14:
        return
    atoms_in = {x for x in X if x in builder.numbers}
    expected = {
        m for m in models_of(f) if all(not m[i] for i, x in enumerate(X) if x not in atoms_in)
    }
    projected = projected_models(clauses, builder)
    assert set(projected) == expected
    assert len(projected) == len(expected)  # each model of f extends in exactly one way


def test_naive_cnf_would_blow_up_but_the_clauses_stay_linear():
    a = symbols("a0:12")
    b = symbols("b0:12")
    f = Or(*(And(x, y) for x, y in zip(a, b, strict=True)))
    builder = ClauseBuilder()
    clauses = builder.clauses(f)
    assert len(clauses) + len(builder.definitions) <= 3 * 12 + 1  # 2^12 clauses for to_cnf
    assert solve([*clauses, *builder.definitions], builder.numbers)


def test_constants_and_rollback():
    builder = ClauseBuilder()
    assert builder.clauses(True) == []
    assert solve(builder.clauses(False), builder.numbers) is None
    point = builder.checkpoint()
    builder.clauses(Or(And(X[0], X[1]), And(X[2], X[3])))
    assert builder.symbols and builder.definitions
    builder.rollback(point)
    assert builder.symbols == [] and builder.definitions == [] and builder.numbers == {}


def test_dpll2_is_always_there_and_unknown_algorithms_are_refused():
    assert available_algorithms()[0] == "dpll2"
    assert check_algorithm("dpll2") == "dpll2"
    with pytest.raises(SymlearnError, match="unknown SAT algorithm 'walksat'"):
        check_algorithm("walksat")


@pytest.mark.parametrize("name", [n for n in ALGORITHMS if n not in available_algorithms()])
def test_an_uninstalled_algorithm_is_an_error_not_a_silent_fallback(name):
    with pytest.raises(SymlearnError, match="not installed") as caught:
        check_algorithm(name)
    assert "pip install" in caught.value.hint


@pytest.mark.parametrize("name", available_algorithms())
def test_each_available_algorithm_agrees_with_sympy(name):
    f = And(Or(X[0], X[1]), Or(Not(X[0]), X[2]), Or(Not(X[1]), Not(X[2])), X[3])
    builder = ClauseBuilder()
    model = solve(builder.clauses(f), builder.numbers, name)
    assert bool(satisfiable(f)) and model is not None
    assert bool(f.xreplace({x: model.get(x, False) for x in X}))
