"""The theorem prover of Mitchell Fig 2.8: does B ∧ D ∧ x ⊢ c(x), or ⊢ ¬c(x)?

Entailment is decided by refutation with a SAT solver: B ∧ D ∧ ¬c(x) unsatisfiable means
c(x) follows (Yes); B ∧ D ∧ c(x) unsatisfiable means ¬c(x) follows (No); otherwise neither
does (don't know). B ∧ D is put into clauses once; each question adds only the clauses of
its claim, which are dropped again afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from sympy import Symbol
from sympy.logic.boolalg import Boolean

from symlearn.answers import Answer
from symlearn.concepts.attributes import Instance
from symlearn.errors import LearningError, Location
from symlearn.lang.printer import format_instance
from symlearn.logic.assertions import BiasAssertion, Claim, TrainingData, check_instance
from symlearn.logic.cnf import Clause, ClauseBuilder
from symlearn.logic.explain import ByDefault, Conflict, Derivation, Proof, Witnesses
from symlearn.logic.solver import DEFAULT_ALGORITHM, Model, check_algorithm, solve


@dataclass(frozen=True)
class Premise:
    """One removable premise: a background assertion, or one training example."""

    label: str
    clauses: tuple[Clause, ...]
    example: bool
    location: Location | None = None


@dataclass(frozen=True)
class Formulas:
    """The inputs of the deductive system as formulae: B, D and the claim c(x) per query."""

    B: Boolean
    D: Boolean
    claims: tuple[tuple[str, Boolean], ...]


class Prover:
    """Decides and explains B ∧ D ∧ x ⊢ c(x) (Mitchell §2.7, Eq. 2.1 and Fig 2.8).

    ``default_negative`` adds Find-S's extra bias: every instance is negative unless the
    opposite is entailed (negation as failure).

    >>> from symlearn import load_theory
    >>> from symlearn.logic import Prover, TARGET_IN_H
    >>> th = load_theory("enjoysport")
    >>> prover = TARGET_IN_H.prover(th)
    >>> [str(prover.classify(x)) for _, x in th.queries]
    ['Yes', 'No', "don't know", "don't know"]
    >>> print(prover.prove(th.query_map["A"], "A").explanation)
    c ∈ H, examples 1 and 4 ⊢ EnjoySport(A) = Yes
    """

    def __init__(
        self,
        bias: BiasAssertion,
        data: TrainingData,
        algorithm: str = DEFAULT_ALGORITHM,
        default_negative: bool = False,
    ) -> None:
        self.bias = bias
        self.data = data
        self.algorithm = check_algorithm(algorithm)
        self.default_negative = default_negative
        self.encoding = bias.encoding
        self.builder = ClauseBuilder()
        self._last: tuple[Instance, Sequence[Sequence[Symbol]]] | None = None
        self.core = self.builder.clauses(self.encoding.axioms())
        self.premises: list[Premise] = [
            Premise(
                str(b), tuple(self.builder.clauses(b.formula(self.encoding))), False, b.location
            )
            for b in bias.background
        ]
        for i, example in enumerate(data.examples):
            check_instance(example.instance, self.encoding.domain)
            fact = self.builder.dnf_clauses(
                self.encoding.dnf(example.instance), data.positive(example)
            )
            self.premises.append(Premise(data.name(i), tuple(fact), True, example.location))

    # --- satisfiability --------------------------------------------------------------------
    def satisfy(self, premises: Sequence[int], claim: Claim | None = None) -> Model | None:
        """A model of B's core, the chosen premises and the claim, or None if there is none."""
        point = self.builder.checkpoint()
        try:
            extra: list[Clause] = []
            if claim is not None:
                extra = self.builder.dnf_clauses(self._dnf(claim.instance), claim.positive)
            clauses = [*self.core, *self.builder.definitions, *extra]
            for i in premises:
                clauses.extend(self.premises[i].clauses)
            return solve(clauses, self.builder.numbers, self.algorithm)
        finally:
            self.builder.rollback(point)

    def _dnf(self, x: Instance) -> Sequence[Sequence[Symbol]]:
        """c(x) in the encoding's atoms, kept for the last instance asked about."""
        if self._last is None or self._last[0] != x:
            self._last = (x, self.encoding.dnf(x))
        return self._last[1]

    @property
    def _all(self) -> range:
        return range(len(self.premises))

    def minimal_premises(self, claim: Claim | None = None) -> list[int]:
        """A minimal set of premises that, with B's core and the claim, is unsatisfiable.

        Deletion-based: drop each premise in turn and keep it out while the rest stay
        unsatisfiable. Removing any one premise of the result makes it satisfiable.
        """
        kept = list(self._all)
        for i in list(kept):
            trial = [j for j in kept if j != i]
            if self.satisfy(trial, claim) is None:
                kept = trial
        return kept

    # --- consistency -------------------------------------------------------------------------
    @cached_property
    def conflict(self) -> Conflict | None:
        """None when some member of H fits B and D, else a minimal conflicting set."""
        if self.satisfy(self._all) is not None:
            return None
        core = [self.premises[i] for i in self.minimal_premises()]
        # Located at its first example, or at its first assume statement if it has no example.
        places = [p.location for p in sorted(core, key=lambda p: not p.example) if p.location]
        return Conflict(
            self.bias.statement,
            tuple(p.label for p in core if not p.example),
            tuple(p.label for p in core if p.example),
            places[0] if places else None,
        )

    def require_consistent(self) -> None:
        """Raise a :class:`LearningError` naming the conflicting premises, if there are any."""
        conflict = self.conflict
        if conflict is None:
            return
        what = "training data" if conflict.examples else "background assertions"
        raise LearningError(f"inconsistent {what}: {conflict}", conflict.location)

    # --- answers -------------------------------------------------------------------------------
    def _models(self, x: Instance) -> tuple[Model | None, Model | None]:
        """Models of B ∧ D ∧ ¬c(x) and of B ∧ D ∧ c(x); the second only if the first exists."""
        self.require_consistent()
        x = check_instance(x, self.encoding.domain)
        against = self.satisfy(self._all, Claim(x, False))
        if against is None:
            return None, None
        return against, self.satisfy(self._all, Claim(x, True))

    def entails(self, x: Instance) -> Answer:
        """Yes if B ∧ D ∧ x ⊢ c(x), No if ⊢ ¬c(x), else don't know."""
        against, towards = self._models(x)
        if against is None:
            return Answer.YES
        return Answer.NO if towards is None else Answer.UNKNOWN

    def classify(self, x: Instance) -> Answer:
        """The deductive system's output: :meth:`entails`, with default negation if set."""
        answer = self.entails(x)
        if self.default_negative and answer is Answer.UNKNOWN:
            return Answer.NO
        return answer

    def prove(self, x: Instance, name: str | None = None) -> Proof:
        """The answer for x with its explanation (see :mod:`symlearn.logic.explain`)."""
        x = check_instance(x, self.encoding.domain)
        name = name or format_instance(x)
        target = self.data.target
        classes = (target.positive, target.negative)
        subject = f"{target.name}({name})"
        against, towards = self._models(x)
        if against is None or towards is None:
            answer = Answer.YES if against is None else Answer.NO
            core = self.minimal_premises(Claim(x, answer is not Answer.YES))
            label = answer.label(*classes)
            explanation = Derivation(
                self.bias.statement,
                tuple(self.premises[i].label for i in core if not self.premises[i].example),
                tuple(self.premises[i].label for i in core if self.premises[i].example),
                f"{subject} = {label}",
            )
            return Proof(x, name, answer, label, explanation)
        negative = self.encoding.decode(against)
        if self.default_negative:
            return Proof(x, name, Answer.NO, classes[1], ByDefault(negative, subject, classes))
        positive = self.encoding.decode(towards)
        witnesses = Witnesses(positive, negative, subject, classes)
        return Proof(x, name, Answer.UNKNOWN, str(Answer.UNKNOWN), witnesses)

    # --- the formulae ----------------------------------------------------------------------------
    def formulas(self, queries: Sequence[tuple[str, Instance]] = ()) -> Formulas:
        """B (with the definitions of c for D and the queries), D, and each claim c(x)."""
        named = [(name, check_instance(x, self.encoding.domain)) for name, x in queries]
        return Formulas(
            self.bias.formula([*self.data.instances, *(x for _, x in named)]),
            self.data.formula(),
            tuple((name, Claim(x).formula()) for name, x in named),
        )


def entails(
    bias: BiasAssertion,
    data: TrainingData,
    x: Instance,
    algorithm: str = DEFAULT_ALGORITHM,
) -> Answer:
    """(B ∧ D ∧ x) ⊢ c(x)? — Yes, No or don't know (Mitchell §2.7, Eq. 2.1), by refutation.

    Raises :class:`~symlearn.errors.LearningError` when no concept satisfying B fits D.
    """
    return Prover(bias, data, algorithm).entails(x)
