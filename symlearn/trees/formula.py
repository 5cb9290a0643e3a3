"""A tree or a rule list as one logical formula per class, in disjunctive normal form.

Mitchell §3.2: "decision trees represent a disjunction of conjunctions of constraints on the
attribute values of instances". For the tree of Fig. 3.1 the class Yes is::

    (Outlook=Sunny ∧ Humidity=Normal) ∨ (Outlook=Overcast) ∨ (Outlook=Rain ∧ Wind=Weak)

The formula of a class is built from the region of the instance space the classifier gives
that class (:mod:`symlearn.trees.regions`): the paths to its leaves, or, for an ordered rule
list, the part of each rule's preconditions that no earlier rule claims, and the default
class's remainder. It is then simplified, keeping it equivalent over the domain:

1. terms that differ in one attribute only are merged (``A=a ∧ B=b`` and ``A=c ∧ B=b``
   become ``A∈{a,c} ∧ B=b``; touching numeric intervals join);
2. when the class has at most :data:`MINIMISE_LIMIT` terms, each term drops every constraint
   whose removal keeps it inside the class's region, then terms covered by the others are
   dropped (a greedy prime-and-irredundant cover, as two-level logic minimisers do);
3. a term is written with literals: ``A=v`` for one value, ``A≠v`` when all values but one
   are allowed, else one term per allowed value (so the result stays a DNF).

Atoms: a nominal value is :func:`symlearn.logic.atom` ``A=v`` (the prover's atom, so that
:func:`symlearn.logic.formulas.equivalent` can compare a tree with a hypothesis); a numeric
threshold test contributes the atom ``A>t`` (:func:`threshold_atom`), true when the value
exceeds ``t``; ``A≤t`` is its negation, and ``t < A ≤ u`` is ``A>t ∧ ¬A>u``. These atoms
know nothing of one another (the prover's domain axioms cover nominal atoms only), so a
formula with thresholds is evaluated on instances, or compared with the prover after
:func:`symlearn.trees.compare.value_formula` rewrites thresholds over a bounded integer
attribute as value atoms.

A classifier with too many leaves (or rules that overlap too much) for a readable formula is
refused with a :class:`~symlearn.errors.SpaceTooLargeError` instead of working for hours.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sympy import Symbol
from sympy.logic.boolalg import And, Boolean, Not, Or, false, true

from symlearn.concepts.attributes import Domain, Instance
from symlearn.errors import SpaceTooLargeError, SymlearnError
from symlearn.lang.printer import format_value
from symlearn.logic.atoms import atom
from symlearn.theory import Target
from symlearn.trees.model import DecisionTree
from symlearn.trees.regions import Budget, Span, Term, conjunction, covered, merge, subtract
from symlearn.trees.rules import RuleList, rules_from_tree

#: The most terms a class's formula may have (before and after simplification).
MAX_TERMS = 1000
#: Classes with at most this many merged terms are also minimised (step 2).
MINIMISE_LIMIT = 64
#: Term operations allowed per permitted term when an ordered rule list is cut into regions.
WORK_PER_TERM = 100
STYLES = ("plain", "latex")


def threshold_atom(attribute: str, threshold: float) -> Symbol:
    """The atom "the instance has ``attribute > threshold``", e.g. ``Temperature>54``."""
    return Symbol(f"{attribute}>{format_value(threshold)}")


_LATEX_SPECIAL = str.maketrans({c: "\\" + c for c in "#$%&_{}"})
_LATEX_RELATION = {"=": "=", "≠": r"\neq", ">": ">", "≤": r"\leq"}


@dataclass(frozen=True)
class Literal:
    """An atom or its negation, read as ``A=v``, ``A≠v``, ``A>t`` or ``A≤t``."""

    attribute: str
    relation: str
    value: str | float

    @property
    def atom(self) -> Symbol:
        if self.relation in ("=", "≠"):
            return atom(self.attribute, self.value)
        return threshold_atom(self.attribute, self.value)

    @property
    def positive(self) -> bool:
        return self.relation in ("=", ">")

    @property
    def expr(self) -> Boolean:
        return self.atom if self.positive else Not(self.atom)

    def holds(self, value: object) -> bool:
        if value is None:
            return False
        if self.relation in ("=", "≠"):
            return (str(value) == self.value) == self.positive
        return (value > self.value) == self.positive

    def text(self, style: str = "plain") -> str:
        value = format_value(self.value)
        if style == "latex":
            return (
                f"\\text{{{self.attribute.translate(_LATEX_SPECIAL)}}} "
                f"{_LATEX_RELATION[self.relation]} "
                + (
                    f"\\text{{{value.translate(_LATEX_SPECIAL)}}}"
                    if self.relation in "=≠"
                    else value
                )
            )
        return f"{self.attribute}{self.relation}{value}"


Conjunct = tuple[Literal, ...]


def _check_style(style: str) -> None:
    if style not in STYLES:
        raise SymlearnError(
            f"unknown formula style '{style}'", hint=f"choose one of {', '.join(STYLES)}"
        )


@dataclass(frozen=True)
class ClassFormula:
    """The instances a classifier puts in class ``label``: a disjunction of conjunctions."""

    domain: Domain
    target: Target
    label: str
    terms: tuple[Conjunct, ...]

    @property
    def expr(self) -> Boolean:
        """The formula as a sympy Boolean expression over :func:`~symlearn.logic.atom` and
        :func:`threshold_atom` atoms."""
        return Or(*(And(*(lit.expr for lit in term)) for term in self.terms))

    def holds(self, x: Instance) -> bool:
        """Whether the formula is true of the complete instance ``x`` (tuple in domain order)."""
        values = dict(zip(self.domain.names, x, strict=True))
        return any(all(lit.holds(values[lit.attribute]) for lit in term) for term in self.terms)

    def evaluate(self, x: Instance) -> bool:
        """The truth value of :attr:`expr` on ``x``, by substituting its atoms (as sympy does)."""
        values = dict(zip(self.domain.names, x, strict=True))
        truth = {}
        for term in self.terms:
            for lit in term:
                positive = lit.holds(values[lit.attribute])
                truth[lit.atom] = true if positive == lit.positive else false
        return bool(self.expr.xreplace(truth))

    def text(self, style: str = "plain") -> str:
        """``plain``: ``(Outlook=Overcast) ∨ …``; ``latex``: ``(\\text{Outlook} = …) \\lor …``."""
        _check_style(style)
        latex = style == "latex"
        if not self.terms:
            return r"\bot" if latex else "false"
        if any(not term for term in self.terms):
            return r"\top" if latex else "true"
        conj, disj = (r" \land ", r" \lor ") if latex else (" ∧ ", " ∨ ")
        return disj.join(
            "(" + conj.join(lit.text(style) for lit in term) + ")" for term in self.terms
        )

    def __str__(self) -> str:
        return self.text()

    def as_dict(self) -> dict[str, Any]:
        return {
            "class": self.label,
            "terms": [
                [{"attribute": t.attribute, "relation": t.relation, "value": t.value} for t in term]
                for term in self.terms
            ],
            "text": self.text(),
            "latex": self.text("latex"),
            "sympy": str(self.expr),
        }


@dataclass(frozen=True)
class Formulas:
    """One :class:`ClassFormula` per class of the target; together they partition X."""

    domain: Domain
    target: Target
    formulas: tuple[ClassFormula, ...]

    def __getitem__(self, label: str) -> ClassFormula:
        for formula in self.formulas:
            if formula.label == label:
                return formula
        raise KeyError(label)

    def classify(self, x: Instance) -> str:
        """The class whose formula holds for ``x``."""
        return next(f.label for f in self.formulas if f.holds(x))

    def text(self, style: str = "plain") -> str:
        _check_style(style)
        name = self.target.name
        if style == "latex":
            return "\n".join(
                f"\\text{{{name}}} = \\text{{{f.label}}} \\iff {f.text(style)}"
                for f in self.formulas
            )
        return "\n".join(f"{name} = {f.label} ⇔ {f.text()}" for f in self.formulas)

    def __str__(self) -> str:
        return self.text()

    def as_dict(self) -> dict[str, Any]:
        return {"target": self.target.name, "formulas": [f.as_dict() for f in self.formulas]}


def _too_large(rules: RuleList, label: str, count: int | None, limit: int) -> SpaceTooLargeError:
    size = f"{count} terms" if count is not None else f"more than the {limit} terms"
    tail = f", more than the {limit} a formula may have" if count is not None else ""
    if rules.exclusive:
        what, hint = rules.source, "prune the tree (--prune) or read it as rules (--rules)"
    else:
        what, hint = f"the rule list of {rules.source}", "read it as rules (--rules)"
    return SpaceTooLargeError(f"{what} needs {size} for class {label}{tail}", hint=hint)


def class_regions(rules: RuleList, limit: int = MAX_TERMS) -> dict[str, list[Term]]:
    """The disjoint terms of each class: where each rule fires first, and the default's rest.

    Raises :class:`SpaceTooLargeError` as soon as a class needs more than ``limit`` terms,
    or the overlaps of the rules take more than :data:`WORK_PER_TERM` · ``limit`` steps.
    """
    domain = rules.domain
    if rules.exclusive:
        counts = Counter(rule.label for rule in rules.rules)
        for label, count in counts.items():
            if count > limit:
                raise _too_large(rules, label, count, limit)
    budget = Budget(WORK_PER_TERM * limit)
    regions: dict[str, list[Term]] = {c: [] for c in rules.target.classes}
    claimed: list[Term] = []

    def add(term: Term, label: str) -> None:
        try:
            pieces = [term] if rules.exclusive else subtract([term], claimed, limit, budget)
        except SpaceTooLargeError:
            if budget.left < 0:
                raise SpaceTooLargeError(
                    f"the {len(rules.rules)} rules of {rules.source} overlap too much to be "
                    "written as a formula in reasonable time",
                    hint="read them as rules (--rules)",
                ) from None
            raise _too_large(rules, label, None, limit) from None
        regions[label].extend(pieces)
        if len(regions[label]) > limit:
            raise _too_large(rules, label, None, limit)

    for rule in rules.rules:
        term = conjunction(domain, ((c.test, c.outcome) for c in rule.conditions))
        if term is not None:
            add(term, rule.label)
            claimed.append(term)
    if not rules.exclusive:
        add(Term.anything(domain), rules.default)
    return regions


def minimise(terms: Sequence[Term], budget: int) -> list[Term]:
    """Step 2: widen each term as far as the region allows, then drop redundant terms."""
    region = list(terms)
    widened = []
    for term in terms:
        for position in range(len(term.constraints)):
            if term.constraints[position] is None:
                continue
            wider = term.with_constraint(position, None)
            if covered(wider, region, budget):
                term = wider
        widened.append(term)
    kept = list(dict.fromkeys(widened))
    for term in list(kept):
        others = [t for t in kept if t is not term]
        if others and covered(term, others, budget):
            kept.remove(term)
    return kept


def literals(term: Term) -> list[Conjunct]:
    """Step 3: a term as one or more conjunctions of literals (a DNF)."""
    options: list[list[Conjunct]] = []
    for attribute, c in zip(term.domain.attributes, term.constraints, strict=True):
        name = attribute.name
        if c is None:
            continue
        if isinstance(c, Span):
            conj = []
            if c.low is not None:
                conj.append(Literal(name, ">", c.low))
            if c.high is not None:
                conj.append(Literal(name, "≤", c.high))
            options.append([tuple(conj)])
        elif len(c) == 1:
            options.append([(Literal(name, "=", next(iter(c))),)])
        elif len(c) == len(attribute.values) - 1:
            (other,) = set(attribute.values) - c
            options.append([(Literal(name, "≠", other),)])
        else:
            options.append([(Literal(name, "=", v),) for v in attribute.values if v in c])
    return [tuple(itertools.chain.from_iterable(combo)) for combo in itertools.product(*options)]


def formulas(source: DecisionTree | RuleList, max_terms: int = MAX_TERMS) -> Formulas:
    """The formula of every class of a tree or a rule list (see the module docstring).

    Raises :class:`SpaceTooLargeError` when a class needs more than ``max_terms`` terms.

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import id3
    >>> print(formulas(id3(load_theory("playtennis")))["Yes"])
    (Outlook=Sunny ∧ Humidity=Normal) ∨ (Outlook=Overcast) ∨ (Outlook=Rain ∧ Wind=Weak)
    """
    rules = rules_from_tree(source) if isinstance(source, DecisionTree) else source
    if max_terms < 1:
        raise SymlearnError(f"a formula needs room for at least one term, not {max_terms}")
    regions = class_regions(rules, max_terms)
    result = []
    for label in rules.target.classes:
        terms = merge(regions[label])
        if len(terms) <= MINIMISE_LIMIT:
            terms = minimise(terms, budget=4 * max_terms)
        conjuncts = [conj for term in terms for conj in literals(term)]
        if len(conjuncts) > max_terms:
            raise _too_large(rules, label, len(conjuncts), max_terms)
        result.append(ClassFormula(rules.domain, rules.target, label, tuple(conjuncts)))
    return Formulas(rules.domain, rules.target, tuple(result))
