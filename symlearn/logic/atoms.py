"""The propositional vocabulary of the bias prover: one sympy Symbol per named fact.

Three kinds of atom, each built by exactly one function so that every module (and the decision
tree formulae of Mitchell exercise 3.4(b)) names the same fact with the same symbol:

* ``atom(attribute, value)`` — *the instance* has ``attribute = value``: ``Sky=Sunny``;
* ``allows(attribute, value, term)`` — *the target concept* c allows ``attribute = value``
  (in disjunct ``term`` of a k-term disjunction): ``a(Sky=Sunny)``, ``a2(Sky=Sunny)``;
* ``concept(x)`` — *the target concept* holds on instance x: ``c(Sunny,Warm,…)``.
"""

from __future__ import annotations

from sympy import Symbol

from symlearn.concepts.attributes import Instance
from symlearn.lang.printer import format_value


def atom(attribute: str, value: object) -> Symbol:
    """The atom "the instance has ``attribute = value``", e.g. ``Sky=Sunny``.

    Formulae over a domain (hypotheses, decision trees as formulae, Mitchell §3.2) are built
    from these atoms; :func:`symlearn.logic.formulas.domain_axioms` says that each attribute
    takes exactly one of its values.
    """
    return Symbol(f"{attribute}={format_value(value)}")


def allows(attribute: str, value: object, term: int | None = None) -> Symbol:
    """The atom "c allows ``attribute = value``" (in disjunct ``term``, counted from 1)."""
    prefix = "a" if term is None else f"a{term}"
    return Symbol(f"{prefix}({attribute}={format_value(value)})")


def concept(x: Instance) -> Symbol:
    """The atom c(x): "the target concept classifies x positive" (Mitchell §2.2)."""
    return Symbol(f"c({','.join(format_value(v) for v in x)})")
