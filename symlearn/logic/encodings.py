"""Encodings of the unknown target concept c and of the assertion c ∈ H (Mitchell §2.7).

An encoding chooses propositional variables that describe c and says, as sympy formulae,

* ``holds(x)`` — c(x) in terms of those variables;
* ``axioms()`` — which assignments describe a member of H (the assertion c ∈ H);
* ``region(h, positive)`` — the background assertion "every instance h covers is positive"
  (or negative);

and turns a satisfying assignment back into a hypothesis (``decode``).

:class:`TermEncoding` describes a conjunction (or a disjunction of k conjunctions, Mitchell
exercise 2.3) by the values each conjunct allows: ``a(Sky=Sunny)`` means "c allows
Sky = Sunny". On a nominal attribute a conjunct allows every value (``?``), exactly one, or
none (``∅``); on an integer attribute it allows a contiguous run of values (an interval,
exercise 2.4). :class:`InstanceEncoding` has one free variable c(x) per instance: it encodes
the power set H′ of §2.7.2, and equally the absence of any bias.
"""

from __future__ import annotations

import itertools
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence

from sympy import Symbol
from sympy.logic.boolalg import And, Boolean, Equivalent, Implies, Not, Or, true

from symlearn.concepts import hypotheses
from symlearn.concepts.attributes import Attribute, Domain, Instance, Nominal, Numeric
from symlearn.concepts.conjunctive import ConjunctiveSpace, instance_conjunction
from symlearn.concepts.disjunctive import DisjunctiveSpace
from symlearn.concepts.hypotheses import (
    ANY,
    EMPTY,
    Conjunction,
    Constraint,
    Hypothesis,
    Interval,
    constraint_covers,
)
from symlearn.concepts.powerset import PowerSetSpace
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import SpaceTooLargeError, TheoryError
from symlearn.logic.atoms import allows, concept

# Background assertions that are not disjunctions of conjunctions are written instance by
# instance; beyond this many instances that is refused.
REGION_LIMIT = 1 << 16

Model = Mapping[Symbol, bool]


class ConceptEncoding(ABC):
    """Propositional variables that describe the unknown target concept c over a domain."""

    def __init__(self, domain: Domain) -> None:
        self.domain = domain

    @abstractmethod
    def dnf(self, x: Instance) -> Sequence[Sequence[Symbol]]:
        """c(x) as a disjunction of conjunctions of this encoding's atoms."""

    def holds(self, x: Instance) -> Boolean:
        """c(x), written in this encoding's variables (the formula of :meth:`dnf`)."""
        return Or(*(And(*term) for term in self.dnf(x)))

    @abstractmethod
    def axioms(self) -> Boolean:
        """The constraints on the variables that make c a member of H."""

    @abstractmethod
    def decode(self, model: Model) -> Hypothesis:
        """A hypothesis of H for the concept a satisfying assignment describes."""

    def definition(self, x: Instance) -> Boolean:
        """c(x) ⟺ holds(x): how the atom c(x) of the training data is tied to H."""
        body = self.holds(x)
        return true if body == concept(x) else Equivalent(concept(x), body)

    def region(self, h: Hypothesis, positive: bool) -> Boolean:
        """(∀x ∈ X) h(x) → c(x) (or → ¬c(x)), written instance by instance."""
        size = self.domain.size
        if size is None or size > REGION_LIMIT:
            raise SpaceTooLargeError(
                f"the assertion {h} → … would be written for each of "
                f"{size or 'infinitely many'} instances; write it as a disjunction of "
                "conjunctions"
            )
        literals = [self.holds(x) for x in self.domain.instances() if h.covers(x)]
        return And(*(literals if positive else map(Not, literals)))


class TermEncoding(ConceptEncoding):
    """c as a disjunction of k conjunctions, each described by the values it allows."""

    def __init__(self, domain: Domain, k: int = 1) -> None:
        super().__init__(domain)
        for attribute in domain.attributes:
            if isinstance(attribute, Numeric) and (not attribute.integer or not attribute.bounded):
                kind = "an unbounded integer" if attribute.integer else "real-valued"
                raise TheoryError(
                    f"c ∈ H cannot be encoded: {attribute.name} is {kind}",
                    domain.location(attribute.name),
                    hint="the prover needs nominal or bounded integer attributes",
                )
        self.k = k
        self.terms: tuple[int | None, ...] = (None,) if k == 1 else tuple(range(1, k + 1))

    def dnf(self, x: Instance) -> list[list[Symbol]]:
        """∨_j ∧_i a_j(attribute_i = x_i): some conjunct allows every value of x."""
        pairs = list(zip(self.domain.attributes, x, strict=True))
        return [[allows(a.name, v, term) for a, v in pairs] for term in self.terms]

    def axioms(self) -> Boolean:
        """Per conjunct and attribute: ``?``, one value or ``∅``; an interval on integers."""
        return And(
            *(
                _attribute_axiom([allows(a.name, v, term) for v in a.values], a)
                for term in self.terms
                for a in self.domain.attributes
            )
        )

    def decode(self, model: Model) -> Hypothesis:
        conjunctions: dict[object, Conjunction] = {}
        space = ConjunctiveSpace(self.domain)
        for term in self.terms:
            constraints = [
                _constraint(a, [v for v in a.values if model.get(allows(a.name, v, term))])
                for a in self.domain.attributes
            ]
            if EMPTY not in constraints:
                c = space.conjunction(constraints)
                conjunctions.setdefault(space.key(c), c)
        found = list(conjunctions.values())
        if not found:
            return space.most_specific()[0]
        return found[0] if len(found) == 1 else hypotheses.Or(tuple(found))

    def region(self, h: Hypothesis, positive: bool) -> Boolean:
        """h ⊆ c or h ∩ c = ∅ on the conjunct variables, when h is a union of conjunctions.

        A conjunct meets a conjunction of h iff it allows one of h's values on every
        attribute; a single conjunction c contains it iff c allows all of them.
        """
        parts = _conjunctions(h)
        if parts is None or (positive and self.k > 1):
            return super().region(h, positive)
        parts = [p for p in parts if not p.is_empty]
        attributes = self.domain.attributes
        if positive:
            return And(
                *(
                    allows(a.name, v, None)
                    for p in parts
                    for a, c in zip(attributes, p.constraints, strict=True)
                    for v in _covered(a, c)
                )
            )
        return And(
            *(
                Or(
                    *(
                        And(*(Not(allows(a.name, v, term)) for v in _covered(a, c)))
                        for a, c in zip(attributes, p.constraints, strict=True)
                    )
                )
                for p in parts
                for term in self.terms
            )
        )


class InstanceEncoding(ConceptEncoding):
    """One unconstrained variable c(x) per instance: the power set H′ (§2.7.2), or no bias."""

    def __init__(self, domain: Domain) -> None:
        super().__init__(domain)
        self._instances: dict[Symbol, Instance] = {}

    def dnf(self, x: Instance) -> list[list[Symbol]]:
        symbol = concept(x)
        self._instances[symbol] = x
        return [[symbol]]

    def axioms(self) -> Boolean:
        return true

    def decode(self, model: Model) -> Hypothesis:
        """The disjunction of the instances the assignment makes positive (∅ if none)."""
        positives = [x for s, x in self._instances.items() if model.get(s)]
        terms = tuple(instance_conjunction(self.domain, x) for x in positives)
        if not terms:
            return ConjunctiveSpace(self.domain).most_specific()[0]
        return terms[0] if len(terms) == 1 else hypotheses.Or(terms)


def encoding_for(space: HypothesisSpace) -> ConceptEncoding:
    """The encoding of c ∈ H for a hypothesis space, or a :class:`TheoryError`."""
    if isinstance(space, DisjunctiveSpace):
        return TermEncoding(space.domain, space.k)
    if isinstance(space, ConjunctiveSpace):
        return TermEncoding(space.domain)
    if isinstance(space, PowerSetSpace):
        return InstanceEncoding(space.domain)
    raise TheoryError(f"c ∈ H has no propositional encoding for the {space.kind} space")


# --- per-attribute pieces -------------------------------------------------------------------
def _attribute_axiom(variables: Sequence[Symbol], attribute: Attribute) -> Boolean:
    if isinstance(attribute, Nominal):
        # Two allowed values force all of them: none, one or every value is allowed.
        return And(
            *(
                Implies(a & b, And(*(v for v in variables if v is not a and v is not b)))
                for a, b in itertools.combinations(variables, 2)
            )
        )
    # Once a run of allowed integers has ended, no later value is allowed: an interval.
    return And(
        *(
            Implies(variables[i] & ~variables[i + 1], And(*(~v for v in variables[i + 2 :])))
            for i in range(len(variables) - 2)
        )
    )


def _constraint(attribute: Attribute, allowed: list) -> Constraint:
    """The constraint of one conjunct from the values it allows."""
    if not allowed:
        return EMPTY
    if len(allowed) == attribute.size:
        return ANY
    if isinstance(attribute, Numeric):
        return Interval(allowed[0], allowed[-1])
    if len(allowed) > 1:
        raise ValueError(f"{allowed} is not a constraint on {attribute.name}")
    return allowed[0]


def _covered(attribute: Attribute, constraint: Constraint) -> list:
    return [v for v in attribute.values if constraint_covers(constraint, v)]


def _conjunctions(h: Hypothesis) -> list[Conjunction] | None:
    """h as a list of disjoined conjunctions, or None when it is not of that form."""
    if isinstance(h, Conjunction):
        return [h]
    if isinstance(h, hypotheses.Or):
        parts = [_conjunctions(t) for t in h.terms]
        return None if None in parts else [c for p in parts for c in p]
    return None
