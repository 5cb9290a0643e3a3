"""Training data as arrays: the form in which the tree learners count.

A :class:`Dataset` holds one integer column per attribute: the index of the value for a nominal
attribute, the rank of the value among the distinct training values for a numeric one, and
:data:`MISSING` for a missing value. The learner then counts with ``np.bincount`` over these
codes, whatever the attribute's kind. Examples keep their weights (Mitchell §3.7.4 needs
fractional examples) and their ids, when the theory gives them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from symlearn.concepts.attributes import Domain, Instance, Nominal, Numeric
from symlearn.errors import DomainError, SymlearnError, TheoryError, did_you_mean
from symlearn.theory import Target, Theory

MISSING = -1
#: Code of a nominal value the attribute does not have (only when classifying).
UNSEEN = -2


@dataclass(frozen=True, eq=False)
class Dataset:
    """Encoded training examples: ``codes[a][i]`` is example ``i``'s code for attribute ``a``.

    ``ranks[a]`` holds, for a numeric attribute, its distinct training values in increasing
    order (a code is an index into it); it is ``None`` for a nominal attribute. ``y`` holds
    class indices into ``target.classes``.
    """

    domain: Domain
    target: Target
    codes: tuple[np.ndarray, ...]
    ranks: tuple[np.ndarray | None, ...]
    y: np.ndarray
    weights: np.ndarray
    ids: tuple[str, ...] | None = None
    costs: tuple[float, ...] | None = None

    def __post_init__(self) -> None:
        n = len(self.y)
        if len(self.codes) != len(self.domain.attributes):
            raise DomainError(
                f"{len(self.codes)} columns for the {len(self.domain.attributes)} attributes "
                f"of {self.domain.name}"
            )
        if any(len(column) != n for column in self.codes) or len(self.weights) != n:
            raise DomainError("the columns of a dataset must have the same length")
        if n and (self.y.min() < 0 or self.y.max() >= len(self.target.classes)):
            raise DomainError("a class index is outside the target's classes")
        if not np.all(np.isfinite(self.weights)) or np.any(self.weights <= 0):
            raise DomainError("example weights must be positive numbers")

    def __len__(self) -> int:
        return len(self.y)

    def __repr__(self) -> str:
        return (
            f"Dataset({self.domain.name}: {len(self)} examples × "
            f"{len(self.domain.attributes)} attributes → {self.target.name})"
        )

    @property
    def classes(self) -> tuple[str, ...]:
        return self.target.classes

    @property
    def has_missing(self) -> bool:
        return any(bool((column == MISSING).any()) for column in self.codes)

    def attribute_costs(self) -> np.ndarray:
        """Cost of testing each attribute (1 where none is given)."""
        if self.costs is None:
            return np.ones(len(self.codes))
        return np.asarray(self.costs, dtype=float)

    @classmethod
    def from_theory(cls, theory: Theory) -> Dataset:
        """The examples of ``theory`` (Mitchell Table 3.2 style) as arrays."""
        return cls.from_rows(
            theory.domain,
            theory.target,
            [e.instance for e in theory.examples],
            [e.label for e in theory.examples],
            weights=[e.weight for e in theory.examples],
            ids=[e.id for e in theory.examples],
            costs=theory.cost_map,
            locations=[e.location for e in theory.examples],
        )

    @classmethod
    def from_rows(
        cls,
        domain: Domain,
        target: Target,
        instances: Sequence[Instance],
        labels: Sequence[str],
        weights: Sequence[float] | None = None,
        ids: Sequence[str | None] | None = None,
        costs: Mapping[str, float] | None = None,
        locations: Sequence[object] | None = None,
    ) -> Dataset:
        """Encode instances (tuples in the domain's attribute order) and their labels."""
        class_index = {c: i for i, c in enumerate(target.classes)}
        y = np.empty(len(labels), dtype=np.int64)
        for i, label in enumerate(labels):
            if label not in class_index:
                error = TheoryError(
                    f"class '{label}' is not a class of {target.name}",
                    hint=did_you_mean(str(label), target.classes)
                    or f"expected one of {', '.join(target.classes)}",
                )
                raise _placed(error, locations, i)
            y[i] = class_index[label]
        codes, ranks = [], []
        for a, attribute in enumerate(domain.attributes):
            column = [x[a] for x in instances]
            try:
                if isinstance(attribute, Nominal):
                    codes.append(encode_nominal(attribute, column, strict=True))
                    ranks.append(None)
                else:
                    numbers = numeric_column(attribute, column)
                    values, code = _rank(numbers)
                    codes.append(code)
                    ranks.append(values)
            except _CellError as error:
                raise _placed(error.error, locations, error.row) from None
        weight_array = np.ones(len(y)) if weights is None else np.asarray(weights, dtype=float)
        for i, w in enumerate(weight_array):
            if not (math.isfinite(w) and w > 0):
                raise _placed(DomainError(f"example weight {w:g} is not positive"), locations, i)
        id_tuple = None
        if ids is not None and any(i is not None for i in ids):
            id_tuple = tuple(str(i) if i is not None else f"#{n + 1}" for n, i in enumerate(ids))
        return cls(
            domain,
            target,
            tuple(codes),
            tuple(ranks),
            y,
            weight_array,
            id_tuple,
            attribute_costs(domain, costs or {}),
        )


class _CellError(Exception):
    """A bad value in row ``row`` of a column, before the row's location is known."""

    def __init__(self, error: SymlearnError, row: int):
        super().__init__(str(error))
        self.error = error
        self.row = row


def _placed(error: SymlearnError, locations: Sequence[object] | None, row: int) -> SymlearnError:
    location = locations[row] if locations is not None else None
    return error.located(location) if location is not None else error


def attribute_costs(domain: Domain, costs: Mapping[str, float]) -> tuple[float, ...] | None:
    """One positive cost per attribute (Mitchell §3.7.5), 1 where the theory names none."""
    if not costs:
        return None
    for name, cost in costs.items():
        domain.position(name)
        if isinstance(cost, bool) or not isinstance(cost, (int, float)):
            raise TheoryError(f"the cost of {name} must be a number, not {cost!r}")
        if not (math.isfinite(cost) and cost > 0):
            raise TheoryError(f"the cost of {name} must be positive, not {cost:g}")
    return tuple(float(costs.get(a.name, 1.0)) for a in domain.attributes)


def encode_nominal(attribute: Nominal, column: Iterable[object], strict: bool) -> np.ndarray:
    """Value indices; :data:`MISSING` for ``None``; an unknown value is an error if ``strict``
    (training) and :data:`UNSEEN` otherwise (classifying)."""
    index = {v: i for i, v in enumerate(attribute.values)}
    out = []
    for row, value in enumerate(column):
        if value is None:
            out.append(MISSING)
            continue
        code = index.get(str(value), UNSEEN)
        if code == UNSEEN and strict:
            raise _CellError(
                DomainError(
                    f"unknown value '{value}' for {attribute.name}",
                    hint=did_you_mean(str(value), attribute.values)
                    or f"expected one of {', '.join(attribute.values)}",
                ),
                row,
            )
        out.append(code)
    return np.asarray(out, dtype=np.int64)


def numeric_column(attribute: Numeric, column: Iterable[object]) -> np.ndarray:
    """The column as floats, NaN where missing; text is an error naming the attribute."""
    out = []
    for row, value in enumerate(column):
        if value is None:
            out.append(math.nan)
            continue
        try:
            out.append(float(attribute.check(value)))
        except DomainError as error:
            raise _CellError(error, row) from None
    return np.asarray(out, dtype=float)


def _rank(numbers: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distinct known values in increasing order, and each number's index among them."""
    known = ~np.isnan(numbers)
    values, inverse = np.unique(numbers[known], return_inverse=True)
    code = np.full(len(numbers), MISSING, dtype=np.int64)
    code[known] = inverse
    return values, code


def encode_instances(domain: Domain, instances: Sequence[Instance]) -> list[np.ndarray]:
    """Columns to classify: nominal codes (:data:`UNSEEN` for unknown values) and floats."""
    columns = []
    for a, attribute in enumerate(domain.attributes):
        column = [x[a] for x in instances]
        try:
            if isinstance(attribute, Nominal):
                columns.append(encode_nominal(attribute, column, strict=False))
            else:
                columns.append(numeric_column(attribute, column))
        except _CellError as error:
            raise error.error from None
    return columns


def as_instance(domain: Domain, x: Instance | Mapping[str, object]) -> Instance:
    """``x`` as a tuple in the domain's order; a mapping leaves unnamed attributes missing."""
    if isinstance(x, Mapping):
        for name in x:
            domain.position(name)
        return tuple(x.get(a.name) for a in domain.attributes)
    if len(x) != len(domain.attributes):
        raise DomainError(
            f"an instance of {domain.name} has {len(domain.attributes)} values, not {len(x)}"
        )
    return tuple(x)
