"""Formulae over a domain's attribute-value atoms: equivalence and entailment.

A formula over a domain is a sympy Boolean expression whose atoms are ``atom(attribute,
value)`` (``Sky=Sunny``), or a symlearn :class:`Hypothesis`, converted by
:func:`hypothesis_formula`. The domain axioms — each attribute takes exactly one of its
values — are built into every question, so that ``Sky=Sunny ∨ Sky=Cloudy`` is equivalent to
``¬Sky=Rainy``. This is how a learned decision tree, written as a formula (Mitchell §3.2),
is compared with a hypothesis (exercise 3.4(b)).

>>> from symlearn import load_theory, parse_hypothesis
>>> from symlearn.logic import atom
>>> from symlearn.logic.formulas import equivalent
>>> domain = load_theory("enjoysport").domain
>>> print(equivalent(atom("Sky", "Sunny") | atom("Sky", "Cloudy"), ~atom("Sky", "Rainy"), domain))
equivalent
>>> check = equivalent(parse_hypothesis("Sky = Sunny", domain), atom("Wind", "Strong"), domain)
>>> check.holds, check.values in {(True, False), (False, True)}
(False, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sympy import Symbol
from sympy.logic.boolalg import And, Boolean, Exclusive, Not, Or, false, true

from symlearn.concepts import hypotheses
from symlearn.concepts.attributes import Domain, Instance
from symlearn.concepts.hypotheses import (
    ANY,
    EMPTY,
    Conjunction,
    Constraint,
    Hypothesis,
    constraint_covers,
)
from symlearn.concepts.hypotheses import (
    Not as HypothesisNot,
)
from symlearn.errors import DomainError
from symlearn.lang.printer import format_instance
from symlearn.logic.atoms import atom
from symlearn.logic.cnf import ClauseBuilder
from symlearn.logic.solver import DEFAULT_ALGORITHM, check_algorithm, solve

Formula = Boolean | Hypothesis | bool


def _atoms(domain: Domain) -> dict[Symbol, tuple[int, object]]:
    """Every atom of the domain, with its attribute position and value."""
    found = {}
    for i, attribute in enumerate(domain.attributes):
        if attribute.size is None:
            raise DomainError(
                f"{attribute.name} has no finite set of values to write formulae over"
            )
        for value in attribute.values:
            found[atom(attribute.name, value)] = (i, value)
    return found


def domain_axioms(domain: Domain) -> Boolean:
    """Each attribute takes exactly one of its values: ∧_A (∨_v A=v) ∧ (at most one A=v)."""
    _atoms(domain)
    return And(
        *(
            And(Or(*symbols), Exclusive(*symbols))
            for symbols in ([atom(a.name, v) for v in a.values] for a in domain.attributes)
        )
    )


def constraint_formula(attribute_name: str, values: Iterable, constraint: Constraint) -> Boolean:
    """One attribute constraint as a disjunction of atoms (``?`` is true, ``∅`` false)."""
    if constraint is ANY:
        return true
    if constraint is EMPTY:
        return false
    return Or(*(atom(attribute_name, v) for v in values if constraint_covers(constraint, v)))


def hypothesis_formula(h: Hypothesis, domain: Domain) -> Boolean:
    """A hypothesis as a formula over the domain's atoms (Mitchell §2.2's constraints)."""
    if isinstance(h, Conjunction):
        return And(
            *(
                constraint_formula(a.name, a.values, c)
                for a, c in zip(domain.attributes, h.constraints, strict=True)
            )
        )
    if isinstance(h, hypotheses.Or):
        return Or(*(hypothesis_formula(t, domain) for t in h.terms))
    if isinstance(h, hypotheses.And):
        return And(*(hypothesis_formula(t, domain) for t in h.terms))
    if isinstance(h, HypothesisNot):
        return Not(hypothesis_formula(h.term, domain))
    raise TypeError(f"cannot write {type(h).__name__} as a formula")


def as_formula(f: Formula, domain: Domain) -> Boolean:
    """A formula over the domain's atoms, or a :class:`DomainError` naming a stray atom."""
    if isinstance(f, Hypothesis):
        return hypothesis_formula(f, domain)
    if isinstance(f, bool):
        return true if f else false
    known = _atoms(domain)
    for symbol in sorted(f.free_symbols, key=str):
        if symbol not in known:
            raise DomainError(
                f"'{symbol}' is not an attribute-value atom of {domain.name}",
                hint="build atoms with symlearn.logic.atom(attribute, value)",
            )
    return f


@dataclass(frozen=True)
class FormulaCheck:
    """The answer to "f ≡ g?" or "premises ⊨ conclusion?", with a distinguishing instance."""

    relation: str
    holds: bool
    instance: Instance | None = None
    values: tuple[bool, bool] | None = None
    shape: tuple[int, ...] = ()

    def __bool__(self) -> bool:
        return self.holds

    def __str__(self) -> str:
        if self.holds:
            return self.relation
        first, second = ("true" if v else "false" for v in self.values)
        where = format_instance(self.instance, self.shape)
        if self.relation == "equivalent":
            return f"not equivalent: on {where} the first is {first}, the second {second}"
        return f"not entailed: on {where} the premises hold and the conclusion is {second}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "relation": self.relation,
            "holds": self.holds,
            "instance": None if self.instance is None else list(self.instance),
            "text": str(self),
        }


def _counterexample(formula: Boolean, domain: Domain, algorithm: str) -> Instance | None:
    """An instance of the domain satisfying ``formula``, or None."""
    check_algorithm(algorithm)
    known = _atoms(domain)
    builder = ClauseBuilder()
    clauses = builder.clauses(And(domain_axioms(domain), formula))
    model = solve([*clauses, *builder.definitions], builder.numbers, algorithm)
    if model is None:
        return None
    values = [None] * len(domain)
    for symbol, (i, value) in known.items():
        if model.get(symbol):
            values[i] = value
    return tuple(values)


def evaluate(f: Boolean, x: Instance, domain: Domain) -> bool:
    """The truth value of a formula over the domain's atoms on one instance."""
    truth = {
        atom(a.name, v): v == value
        for a, value in zip(domain.attributes, x, strict=True)
        for v in a.values
    }
    return bool(f.xreplace(truth))


def equivalent(
    f: Formula, g: Formula, domain: Domain, algorithm: str = DEFAULT_ALGORITHM
) -> FormulaCheck:
    """Whether f and g agree on every instance of the domain; if not, one where they differ."""
    f, g = as_formula(f, domain), as_formula(g, domain)
    x = _counterexample(Or(And(f, Not(g)), And(Not(f), g)), domain, algorithm)
    if x is None:
        return FormulaCheck("equivalent", True)
    values = (evaluate(f, x, domain), evaluate(g, x, domain))
    return FormulaCheck("equivalent", False, x, values, domain.shape)


def formula_entails(
    premises: Formula | Iterable[Formula],
    conclusion: Formula,
    domain: Domain,
    algorithm: str = DEFAULT_ALGORITHM,
) -> FormulaCheck:
    """Whether every instance satisfying all premises satisfies the conclusion."""
    if isinstance(premises, Hypothesis | Boolean | bool):
        premises = [premises]
    p = And(*(as_formula(f, domain) for f in premises))
    q = as_formula(conclusion, domain)
    x = _counterexample(And(p, Not(q)), domain, algorithm)
    if x is None:
        return FormulaCheck("entailed", True)
    return FormulaCheck("entailed", False, x, (True, False), domain.shape)
