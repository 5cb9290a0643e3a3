"""Theories: a domain, a target concept, a hypothesis space and the data to learn from.

A theory is what a ``.sl`` file holds (see ``grammars/theory.lark``); it is also built directly
from Python or from a CSV table. It is an immutable value.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from symlearn.concepts.attributes import Domain, Instance
from symlearn.errors import Location

if TYPE_CHECKING:
    from symlearn.concepts.space import HypothesisSpace


@dataclass(frozen=True)
class Target:
    """The target attribute: its name, its classes, and which class is the positive one."""

    name: str
    classes: tuple[str, ...]
    positive: str | None = None

    @property
    def negative(self) -> str | None:
        """The other class of a two-class target whose positive class is known."""
        if self.positive is None or len(self.classes) != 2:
            return None
        return next(c for c in self.classes if c != self.positive)


@dataclass(frozen=True)
class Example:
    """A training example ⟨x, c(x)⟩ (Mitchell §2.2), with an optional weight and id.

    ``positive`` says whether ``label`` is the target's positive class; a :class:`Theory`
    sets it from its target, so it is None only for examples outside a theory.
    """

    instance: Instance
    label: str
    weight: float = 1.0
    id: str | None = None
    location: Location | None = field(default=None, compare=False, repr=False)
    positive: bool | None = None


@dataclass(frozen=True)
class Assumption:
    """A background assertion ``assume h -> label``: every instance h covers has class
    ``label`` (joins the bias B of Mitchell §2.7, Eq. 2.1), with where the theory states it.
    """

    hypothesis: Any
    label: str
    location: Location | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class SpaceSpec:
    """Which hypothesis space a theory learns in: conjunctive, disjunctive (k), powerset."""

    kind: str = "conjunctive"
    k: int = 1


@dataclass(frozen=True)
class Theory:
    """Everything a learner needs: domain, target, hypothesis space, examples and queries.

    ``hypotheses`` holds named hypotheses, ``queries`` named instances to classify,
    ``assumptions`` background assertions (hypotheses with a class) for the bias prover and
    ``costs`` attribute costs for cost-sensitive tree learning.
    """

    domain: Domain
    target: Target
    space_spec: SpaceSpec = SpaceSpec()
    examples: tuple[Example, ...] = ()
    queries: tuple[tuple[str, Instance], ...] = ()
    hypotheses: tuple[tuple[str, Any], ...] = ()
    assumptions: tuple[Assumption, ...] = ()
    costs: tuple[tuple[str, float], ...] = ()
    source: str | None = None

    def __post_init__(self) -> None:
        labelled = tuple(
            replace(e, positive=e.label == self.target.positive) for e in self.examples
        )
        object.__setattr__(self, "examples", labelled)

    @cached_property
    def space(self) -> HypothesisSpace:
        """The hypothesis space H the theory names (conjunctive unless it says otherwise)."""
        from symlearn.concepts.space import make_space

        return make_space(self.domain, self.space_spec.kind, self.space_spec.k)

    @property
    def query_map(self) -> dict[str, Instance]:
        return dict(self.queries)

    @property
    def cost_map(self) -> dict[str, float]:
        return dict(self.costs)
