"""The three inputs of the deductive system of Mitchell Fig 2.8, as formulae.

* B — the bias: c ∈ H (:class:`BiasAssertion`) joined by the theory's background
  assertions (:class:`Background`, ``assume <hypothesis> -> Class`` in a theory file);
* D — the training examples, c(x) or ¬c(x) each (:class:`TrainingData`);
* x — the new instance, and the two claims c(x) and ¬c(x) about it (:class:`Claim`).

Each has ``formula()``, a sympy expression to print plain, pretty or in LaTeX
(:func:`symlearn.logic.printing.render`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from sympy.logic.boolalg import And, Boolean, Not

from symlearn.concepts.attributes import Domain, Instance
from symlearn.concepts.hypotheses import Hypothesis
from symlearn.errors import DomainError, Location, SymlearnError, TheoryError
from symlearn.logic.atoms import concept
from symlearn.logic.encodings import ConceptEncoding
from symlearn.theory import Example, Target, Theory


@dataclass(frozen=True)
class Background:
    """A background assertion: every instance ``hypothesis`` covers has class ``label``.

    ``location`` is the ``assume`` statement's place in the theory file; errors raised while
    encoding the assertion point there.
    """

    hypothesis: Hypothesis
    label: str
    positive: bool
    location: Location | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        return f"{self.hypothesis} → {self.label}"

    def formula(self, encoding: ConceptEncoding) -> Boolean:
        """(∀x ∈ X) h(x) → c(x) (or ¬c(x)), in the encoding's variables (Mitchell §2.7)."""
        try:
            return encoding.region(self.hypothesis, self.positive)
        except SymlearnError as error:
            if self.location is not None:
                error.located(self.location)
            raise

    @classmethod
    def of(cls, theory: Theory) -> tuple[Background, ...]:
        """The theory's ``assume`` statements."""
        return tuple(
            cls(a.hypothesis, a.label, a.label == theory.target.positive, a.location)
            for a in theory.assumptions
        )


@dataclass(frozen=True)
class BiasAssertion:
    """B of Mitchell Eq. 2.1: what is assumed about c, beyond D and x.

    ``statement`` names it in explanations ("c ∈ H"); it is empty for the learner without
    bias, whose B holds only the background assertions.
    """

    encoding: ConceptEncoding
    statement: str = "c ∈ H"
    background: tuple[Background, ...] = ()

    def __str__(self) -> str:
        parts = [self.statement] if self.statement else []
        parts.extend(str(b) for b in self.background)
        return ", ".join(parts) or "⊤"

    def formula(self, instances: Iterable[Instance] = ()) -> Boolean:
        """B, with the definitions c(x) ⟺ … of the given instances (those of D and x)."""
        return And(
            self.encoding.axioms(),
            *(self.encoding.definition(x) for x in dict.fromkeys(instances)),
            *(b.formula(self.encoding) for b in self.background),
        )


@dataclass(frozen=True)
class TrainingData:
    """D: the training examples ⟨x, c(x)⟩ of a two-class target (Mitchell §2.2)."""

    examples: tuple[Example, ...]
    target: Target

    def __post_init__(self) -> None:
        if len(self.target.classes) != 2:
            raise TheoryError(
                f"the bias prover needs a two-class target; {self.target.name} has "
                f"{len(self.target.classes)} classes"
            )
        for i, example in enumerate(self.examples):
            if None in example.instance:
                raise DomainError(
                    f"example {self.name(i)} has a missing value; the prover needs complete "
                    "instances",
                    example.location,
                )

    @classmethod
    def of(cls, theory: Theory) -> TrainingData:
        return cls(theory.examples, theory.target)

    def positive(self, example: Example) -> bool:
        return example.label == self.target.positive

    def name(self, i: int) -> str:
        """The id the theory gives example ``i``, or its number counted from 1."""
        return self.examples[i].id or str(i + 1)

    def literal(self, i: int) -> Boolean:
        """c(x) for a positive example, ¬c(x) for a negative one."""
        example = self.examples[i]
        atom = concept(example.instance)
        return atom if self.positive(example) else Not(atom)

    def formula(self) -> Boolean:
        return And(*(self.literal(i) for i in range(len(self.examples))))

    @property
    def instances(self) -> list[Instance]:
        return [e.instance for e in self.examples]


@dataclass(frozen=True)
class Claim:
    """A claim about the new instance x: c(x) (``positive``) or ¬c(x)."""

    instance: Instance
    positive: bool = True

    def formula(self) -> Boolean:
        atom = concept(self.instance)
        return atom if self.positive else Not(atom)


def check_instance(x: Sequence[object], domain: Domain) -> Instance:
    """``x`` as a complete instance of ``domain``, or a :class:`DomainError`."""
    try:
        return domain.check_instance(tuple(x))
    except DomainError as error:
        raise DomainError(
            f"the instance is outside {domain.name}: {error.message}", hint=error.hint
        ) from None
