"""A summary of a theory: its attributes, |X|, |H| and examples (Mitchell §2.3)."""

from __future__ import annotations

from dataclasses import dataclass

from symlearn.concepts.attributes import Nominal
from symlearn.errors import SymlearnError
from symlearn.theory import Theory


@dataclass(frozen=True)
class TheorySummary:
    """The sizes that §2.3 computes for EnjoySport, for any theory."""

    theory: Theory
    instance_count: int | None
    syntactic_size: int | None
    semantic_size: int | None
    unavailable: str | None = None

    def as_dict(self) -> dict:
        th = self.theory
        return {
            "source": th.source,
            "domain": th.domain.name,
            "attributes": [
                {
                    "name": a.name,
                    "values": list(a.values)
                    if isinstance(a, Nominal)
                    else {"integer": a.integer, "low": a.low, "high": a.high},
                }
                for a in th.domain.attributes
            ],
            "target": {
                "name": th.target.name,
                "classes": list(th.target.classes),
                "positive": th.target.positive,
            },
            "space": {"kind": th.space_spec.kind, "k": th.space_spec.k},
            "instances": self.instance_count,
            "hypotheses": {"syntactic": self.syntactic_size, "semantic": self.semantic_size},
            "examples": len(th.examples),
            "class_counts": {c: sum(e.label == c for e in th.examples) for c in th.target.classes},
            "queries": [name for name, _ in th.queries],
            "named_hypotheses": [name for name, _ in th.hypotheses],
        }


def summarize(theory: Theory) -> TheorySummary:
    """|X|, syntactic |H| and semantic |H| of a theory, where they are finite and countable."""
    try:
        space = theory.space
        return TheorySummary(
            theory, theory.domain.size, space.syntactic_size(), space.semantic_size()
        )
    except SymlearnError as error:
        return TheorySummary(theory, theory.domain.size, None, None, str(error))
