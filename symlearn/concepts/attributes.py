"""Attributes and instance spaces (Mitchell §2.2: the instances X described by attributes)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from symlearn.errors import DomainError, Location, choice_hint

Value = str | int | float
Instance = tuple  # one value per attribute; ``None`` marks a missing value


@dataclass(frozen=True)
class Nominal:
    """An attribute with a finite, ordered set of symbolic values."""

    name: str
    values: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.values)

    def check(self, value: object) -> str:
        """``value`` as one of this attribute's values, or a :class:`DomainError`."""
        text = str(value)
        if text in self._index:
            return text
        raise DomainError(
            f"unknown value '{text}' for {self.name}",
            hint=choice_hint(text, self.values),
        )

    def index(self, value: str) -> int:
        return self._index[self.check(value)]

    @property
    def _index(self) -> dict[str, int]:
        cache = self.__dict__.get("_index_cache")
        if cache is None:
            cache = {v: i for i, v in enumerate(self.values)}
            object.__setattr__(self, "_index_cache", cache)
        return cache


@dataclass(frozen=True)
class Numeric:
    """A numeric attribute: integers or reals, optionally bounded by ``low`` and ``high``."""

    name: str
    integer: bool = True
    low: float | None = None
    high: float | None = None

    @property
    def bounded(self) -> bool:
        return self.low is not None and self.high is not None

    @property
    def size(self) -> int | None:
        """The number of values, or None when infinite (reals, or unbounded integers)."""
        if self.integer and self.bounded:
            return int(self.high) - int(self.low) + 1
        return None

    @property
    def values(self) -> range:
        if self.size is None:
            raise DomainError(f"{self.name} has infinitely many values")
        return range(int(self.low), int(self.high) + 1)

    def check(self, value: object) -> int | float:
        """``value`` as a number inside this attribute's bounds, or a :class:`DomainError`."""
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise DomainError(f"{self.name} expects a number, not {value!r}")
        if isinstance(value, str):
            try:
                number: int | float = int(value) if self.integer else float(value)
            except ValueError:
                kind = "an integer" if self.integer else "a number"
                raise DomainError(f"{self.name} expects {kind}, not '{value}'") from None
        else:
            number = value
        if self.integer and number != int(number):
            raise DomainError(f"{self.name} expects an integer, not {number}")
        if self.integer:
            number = int(number)
        if (self.low is not None and number < self.low) or (
            self.high is not None and number > self.high
        ):
            bounds = f"{_show(self.low)}..{_show(self.high)}"
            raise DomainError(f"{number} is outside the range of {self.name} ({bounds})")
        return number


Attribute = Nominal | Numeric


def _show(number: float | None) -> str:
    if number is None:
        return ""
    return str(int(number)) if float(number).is_integer() else repr(number)


@dataclass(frozen=True)
class Domain:
    """An instance space X: named attributes, optionally grouped into structured parts.

    ``groups`` describes structured instances (Mitchell exercise 2.5, pairs of people): a
    tuple of ``(name, width)`` whose widths sum to the number of attributes. Instances stay flat
    tuples; the groups only decide how instances and hypotheses are written.
    """

    name: str
    attributes: tuple[Attribute, ...]
    groups: tuple[tuple[str, int], ...] = ()
    declared_at: tuple[tuple[str, Location], ...] = field(
        default=(), compare=False, repr=False, hash=False
    )
    _positions: dict[str, int] = field(default=None, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        positions: dict[str, int] = {}
        for i, attribute in enumerate(self.attributes):
            if attribute.name in positions:
                raise DomainError(f"attribute {attribute.name} is declared twice")
            positions[attribute.name] = i
        object.__setattr__(self, "_positions", positions)
        if self.groups and sum(width for _, width in self.groups) != len(self.attributes):
            raise DomainError("the structured groups do not cover the attributes exactly")

    def __len__(self) -> int:
        return len(self.attributes)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.attributes)

    @property
    def shape(self) -> tuple[int, ...]:
        """How instances are written: per group its width, 0 for an ungrouped attribute.

        ``()`` for a flat domain. An ungrouped attribute is a group named after itself.
        """
        shape, position = [], 0
        for name, width in self.groups:
            plain = width == 1 and self.attributes[position].name == name
            shape.append(0 if plain else width)
            position += width
        return tuple(shape)

    def position(self, name: str) -> int:
        """The index of attribute ``name``, or a :class:`DomainError` with a suggestion."""
        try:
            return self._positions[name]
        except KeyError:
            raise DomainError(
                f"unknown attribute '{name}' in {self.name}",
                hint=choice_hint(name, self.names),
            ) from None

    def location(self, name: str) -> Location | None:
        """Where attribute ``name`` was declared, when the domain was read from a file."""
        return dict(self.declared_at).get(name)

    def attribute(self, name: str) -> Attribute:
        return self.attributes[self.position(name)]

    @property
    def finite(self) -> bool:
        return all(a.size is not None for a in self.attributes)

    @property
    def size(self) -> int | None:
        """|X|, the number of instances, or None when X is infinite."""
        sizes = [a.size for a in self.attributes]
        return None if None in sizes else math.prod(sizes)

    def instances(self) -> Iterator[Instance]:
        """Every instance of X, in attribute-value order (the first attribute varies slowest)."""
        if not self.finite:
            raise DomainError(f"the instance space of {self.name} is infinite")
        return itertools.product(*(a.values for a in self.attributes))

    def check_instance(self, values: Sequence[object], allow_missing: bool = False) -> Instance:
        """``values`` as an instance of X, or a :class:`DomainError` saying what is wrong."""
        if len(values) != len(self.attributes):
            raise DomainError(
                f"an instance of {self.name} has {len(self.attributes)} values, not {len(values)}"
            )
        checked = []
        for attribute, value in zip(self.attributes, values, strict=True):
            if value is None:
                if not allow_missing:
                    raise DomainError(f"missing value for {attribute.name}")
                checked.append(None)
            else:
                checked.append(attribute.check(value))
        return tuple(checked)

    def with_attribute(self, attribute: Attribute) -> Domain:
        """This domain with one more attribute (Mitchell exercise 2.1)."""
        groups = (*self.groups, (attribute.name, 1)) if self.groups else ()
        return Domain(self.name, (*self.attributes, attribute), groups, self.declared_at)
