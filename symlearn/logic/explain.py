"""Explanations of the prover's answers, readable without the proof (Mitchell §2.7, Fig 2.8).

* an entailed answer names a minimal set of premises that still entails it — found by
  deleting premises one at a time while the refutation still succeeds — and prints as
  ``c ∈ H, examples 1 and 4 ⊢ EnjoySport(A) = Yes``;
* "don't know" shows two hypotheses of H that fit D and disagree on x, decoded from the two
  satisfying assignments;
* default negation (Find-S) shows a hypothesis that fits D and says No;
* inconsistent data names a minimal set of conflicting examples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from symlearn.answers import Answer
from symlearn.concepts.attributes import Instance
from symlearn.concepts.hypotheses import Hypothesis
from symlearn.errors import Location


def enumerate_names(names: Sequence[str]) -> str:
    """``1``, ``1 and 4``, ``1, 2 and 4``."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def premise_text(statement: str, background: Sequence[str], examples: Sequence[str]) -> str:
    """``c ∈ H, <Rainy, ?, ?, ?, ?, ?> → No, examples 1 and 4``."""
    parts = [statement] if statement else []
    parts.extend(background)
    if examples:
        noun = "example" if len(examples) == 1 else "examples"
        parts.append(f"{noun} {enumerate_names(examples)}")
    return ", ".join(parts)


@dataclass(frozen=True)
class Derivation:
    """An entailed answer and a minimal set of premises from which it follows."""

    statement: str
    background: tuple[str, ...]
    examples: tuple[str, ...]
    conclusion: str

    def __str__(self) -> str:
        premises = premise_text(self.statement, self.background, self.examples)
        return f"{premises} ⊢ {self.conclusion}".strip()

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": "derivation",
            "bias": self.statement,
            "background": list(self.background),
            "examples": list(self.examples),
            "text": str(self),
        }


@dataclass(frozen=True)
class Witnesses:
    """Don't know: hypotheses of H, both consistent with D, that disagree on x."""

    positive: Hypothesis
    negative: Hypothesis
    subject: str
    classes: tuple[str, str]

    def __str__(self) -> str:
        yes, no = self.classes
        return (
            f"{self.subject} is not entailed: {self.positive} fits the data and gives {yes}; "
            f"{self.negative} fits the data and gives {no}"
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": "witnesses",
            "positive": str(self.positive),
            "negative": str(self.negative),
            "text": str(self),
        }


@dataclass(frozen=True)
class ByDefault:
    """Negation as failure (Find-S's extra bias): no proof of Yes, so No."""

    witness: Hypothesis
    subject: str
    classes: tuple[str, str]

    def __str__(self) -> str:
        yes, no = self.classes
        return (
            f"{self.subject} = {yes} is not entailed ({self.witness} fits the data and gives "
            f"{no}), so {no} by default"
        )

    def as_dict(self) -> dict[str, Any]:
        return {"kind": "default", "witness": str(self.witness), "text": str(self)}


@dataclass(frozen=True)
class Conflict:
    """Training data that no member of H fits: a minimal inconsistent set of premises."""

    statement: str
    background: tuple[str, ...]
    examples: tuple[str, ...]
    location: Location | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        premises = premise_text(self.statement, self.background, self.examples)
        return f"{premises} ⊢ ⊥: no hypothesis fits them all"

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": "conflict",
            "bias": self.statement,
            "background": list(self.background),
            "examples": list(self.examples),
            "text": str(self),
        }


Explanation = Derivation | Witnesses | ByDefault


@dataclass(frozen=True)
class Proof:
    """The deductive system's answer for one instance, with its explanation."""

    instance: Instance
    name: str
    answer: Answer
    label: str
    explanation: Explanation

    def __str__(self) -> str:
        return f"{self.name}: {self.label}\n  {self.explanation}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "instance": list(self.instance),
            "answer": str(self.answer),
            "label": self.label,
            "explanation": self.explanation.as_dict(),
        }
