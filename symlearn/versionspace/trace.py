"""One line of a learner's trace: the boundaries S and G after a training example (Mitchell
§2.5.4, Figures 2.4-2.6)."""

from __future__ import annotations

from collections.abc import Sequence

from symlearn.concepts.hypotheses import Hypothesis
from symlearn.theory import Example


def example_dict(example: Example) -> dict:
    """An example as plain data (its instance as a list of values)."""
    location = example.location
    return {
        "id": example.id,
        "instance": list(example.instance),
        "label": example.label,
        "positive": example.positive,
        "location": None if location is None else location.prefix(),
    }


def format_set(hypotheses: Sequence[Hypothesis]) -> str:
    """``{h1, h2}`` in the hypothesis language; ``{}`` for the empty set."""
    return "{" + ", ".join(str(h) for h in hypotheses) + "}"


class Step:
    """S_i and G_i: the boundaries after the i-th example (``example`` is None for S0, G0)."""

    __slots__ = ("_G", "_S", "example", "index")

    def __init__(
        self,
        index: int,
        example: Example | None,
        S: Sequence[Hypothesis],
        G: Sequence[Hypothesis],
    ) -> None:
        self.index = index
        self.example = example
        self._S = tuple(S)
        self._G = tuple(G)

    @property
    def S(self) -> list[Hypothesis]:
        """The specific boundary after this step."""
        return list(self._S)

    @property
    def G(self) -> list[Hypothesis]:
        """The general boundary after this step."""
        return list(self._G)

    def as_dict(self) -> dict:
        """Plain data: the step number, the example (or None) and both boundaries as text."""
        return {
            "step": self.index,
            "example": None if self.example is None else example_dict(self.example),
            "S": [str(h) for h in self._S],
            "G": [str(h) for h in self._G],
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return (self.index, self.example, self._S, self._G) == (
            other.index,
            other.example,
            other._S,
            other._G,
        )

    def __hash__(self) -> int:
        return hash((self.index, self._S, self._G))

    def __repr__(self) -> str:
        return f"Step({self.index}, S={format_set(self._S)}, G={format_set(self._G)})"

    def __str__(self) -> str:
        return f"S{self.index} = {format_set(self._S)}\nG{self.index} = {format_set(self._G)}"
