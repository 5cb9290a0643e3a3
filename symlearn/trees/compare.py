"""Trees meet version spaces (Mitchell exercise 3.4(b)): is the learned tree equivalent to a
hypothesis, to a member of the version space?

ID3 keeps one hypothesis, a tree; Candidate-Elimination keeps all the consistent conjunctive
hypotheses. The tree's formula for the positive class (:mod:`symlearn.trees.formula`) is
compared with each hypothesis by the prover (:func:`symlearn.logic.formulas.equivalent`,
which knows that each attribute takes exactly one value); where they differ, the prover
names an instance on which they disagree.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sympy import Symbol
from sympy.logic.boolalg import Boolean, Or, false

from symlearn.concepts.attributes import Domain, Numeric
from symlearn.concepts.hypotheses import Hypothesis
from symlearn.errors import DomainError
from symlearn.lang import format_instance
from symlearn.logic.atoms import atom
from symlearn.logic.formulas import FormulaCheck, equivalent
from symlearn.theory import Theory
from symlearn.trees.formula import ClassFormula, formulas
from symlearn.trees.model import DecisionTree
from symlearn.trees.rules import RuleList


def value_formula(formula: ClassFormula) -> Boolean:
    """The formula with each threshold atom ``A>t`` over a bounded integer attribute written
    as the disjunction of the value atoms ``A=v`` with v > t, so that the prover can read it.
    """
    domain = formula.domain
    swap: dict[Symbol, Boolean] = {}
    for term in formula.terms:
        for lit in term:
            if lit.relation not in (">", "≤"):
                continue
            attribute = domain.attribute(lit.attribute)
            if not (isinstance(attribute, Numeric) and attribute.size is not None):
                raise DomainError(
                    f"{lit.attribute} has no finite set of values to compare formulae over"
                )
            above = [atom(attribute.name, v) for v in attribute.values if v > lit.value]
            swap[lit.atom] = Or(*above) if above else false
    return formula.expr.xreplace(swap)


@dataclass(frozen=True)
class Verdict:
    """One hypothesis against the tree: equivalent, or an instance where they differ."""

    hypothesis: Hypothesis
    check: FormulaCheck

    @property
    def equivalent(self) -> bool:
        return self.check.holds


@dataclass(frozen=True)
class Comparison:
    """The tree's formula for one class against each of a list of hypotheses."""

    formula: ClassFormula
    verdicts: tuple[Verdict, ...]

    @property
    def equivalent(self) -> tuple[Hypothesis, ...]:
        """The hypotheses equivalent to the tree."""
        return tuple(v.hypothesis for v in self.verdicts if v.equivalent)

    def _answer(self, truth: bool) -> str:
        classes = self.formula.target.classes
        if truth:
            return self.formula.label
        others = [c for c in classes if c != self.formula.label]
        return others[0] if len(others) == 1 else f"not {self.formula.label}"

    def lines(self) -> list[str]:
        target = self.formula.target.name
        shape = self.formula.domain.shape
        lines = [f"the tree: {target} = {self.formula.label} ⇔ {self.formula}"]
        for v in self.verdicts:
            if v.equivalent:
                lines.append(f"{v.hypothesis}: equivalent to the tree")
                continue
            tree_says, h_says = v.check.values
            lines.append(
                f"{v.hypothesis}: not equivalent: on {format_instance(v.check.instance, shape)} "
                f"the tree says {self._answer(tree_says)}, the hypothesis "
                f"{self._answer(h_says)}"
            )
        count = len(self.equivalent)
        lines.append(
            f"the tree is equivalent to {count} of the {len(self.verdicts)} hypotheses"
            if count
            else f"the tree is equivalent to none of the {len(self.verdicts)} hypotheses"
        )
        return lines

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def as_dict(self) -> dict[str, Any]:
        return {
            "class": self.formula.label,
            "formula": str(self.formula),
            "hypotheses": [
                {
                    "hypothesis": str(v.hypothesis),
                    "equivalent": v.equivalent,
                    "instance": None if v.equivalent else list(v.check.instance),
                    "tree": None if v.equivalent else v.check.values[0],
                    "hypothesis_value": None if v.equivalent else v.check.values[1],
                }
                for v in self.verdicts
            ],
            "equivalent": [str(h) for h in self.equivalent],
        }


def positive_class(tree: DecisionTree | RuleList) -> str:
    """The class hypotheses describe: the target's positive class, else its first class."""
    return tree.target.positive or tree.target.classes[0]


def compare_with_hypotheses(
    source: DecisionTree | RuleList, hypotheses: Iterable[Hypothesis], label: str | None = None
) -> Comparison:
    """Compare the formula of class ``label`` (the positive class) with each hypothesis.

    >>> from symlearn.lang import load_theory, parse_hypothesis
    >>> from symlearn.trees import id3
    >>> th = load_theory("enjoysport")
    >>> h = parse_hypothesis("Sky = Sunny", th.domain)
    >>> compare_with_hypotheses(id3(th), [h]).equivalent
    ()
    """
    formula = formulas(source)[label or positive_class(source)]
    domain: Domain = formula.domain
    expr = value_formula(formula)
    verdicts = tuple(Verdict(h, equivalent(expr, h, domain)) for h in hypotheses)
    return Comparison(formula, verdicts)


def compare_with_version_space(source: DecisionTree | RuleList, theory: Theory) -> Comparison:
    """Compare the tree with every member of the version space of ``theory``'s examples in
    its hypothesis space (Mitchell exercise 3.4(b), Fig. 2.3)."""
    from symlearn.versionspace import candidate_elimination

    space = candidate_elimination(theory.space, theory.examples).require_nonempty()
    return compare_with_hypotheses(source, space.members(), theory.target.positive)
