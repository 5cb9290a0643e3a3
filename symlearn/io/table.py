"""Tables of examples in CSV files: one header row, one example a row.

``?`` (or an empty cell) is a missing value. A column is numeric when most of its known cells
are numbers (integers make an integer attribute); a numeric column with text in it is an
error, unless the column is named in ``nominal``. The target column is always nominal: its
cells are the classes, in the order they first appear.

>>> theory = load_csv("playtennis.csv", target="PlayTennis", positive="Yes")  # doctest: +SKIP
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

from symlearn.concepts.attributes import Attribute, Domain, Instance, Nominal, Numeric
from symlearn.errors import DataError, Location, did_you_mean
from symlearn.io.data import read_text
from symlearn.theory import Example, Target, Theory

MISSING_CELLS = frozenset({"?", ""})


def parse_number(text: str) -> int | float | None:
    """``text`` as an int or a finite float, or None when it is not a number."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def split_line(line: str, delimiter: str = ",") -> tuple[list[str], list[int]]:
    """The cells of one CSV line (``"`` quotes, ``""`` inside them) and their 0-based offsets.

    Raises ValueError at an unterminated quote.
    """
    cells: list[str] = []
    offsets: list[int] = []
    i, n = 0, len(line)
    while True:
        while i < n and line[i] == " ":
            i += 1
        offsets.append(i)
        if i < n and line[i] == '"':
            text, i = [], i + 1
            while True:
                end = line.find('"', i)
                if end < 0:
                    raise ValueError(offsets[-1])
                text.append(line[i:end])
                if line.startswith('""', end):
                    text.append('"')
                    i = end + 2
                    continue
                i = end + 1
                break
            cell = "".join(text)
            end = line.find(delimiter, i)
            i = n if end < 0 else end
        else:
            end = line.find(delimiter, i)
            end = n if end < 0 else end
            cell, i = line[i:end].strip(), end
        cells.append(cell)
        if i >= n:
            return cells, offsets
        i += len(delimiter)


@dataclass(frozen=True)
class Table:
    """The cells of a CSV file, with where each row came from (for error messages)."""

    source: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    lines: tuple[int, ...]
    texts: tuple[str, ...]
    offsets: tuple[tuple[int, ...], ...]
    nominal: frozenset[str] = frozenset()

    def __len__(self) -> int:
        return len(self.rows)

    def where(self, row: int, column: int | None = None) -> Location:
        """The location of a row (and of one of its cells) in the file."""
        col = None if column is None else self.offsets[row][column] + 1
        return Location(self.source, self.lines[row], col, self.texts[row])

    def column_index(self, name: str, role: str = "column") -> int:
        """The position of column ``name``, or a located error with a suggestion."""
        if name in self.header:
            return self.header.index(name)
        raise DataError(
            f"there is no {role} '{name}' in the header",
            Location(self.source, 1),
            hint=did_you_mean(name, self.header) or f"columns: {', '.join(self.header)}",
        )

    def cells(self, column: int) -> list[str | None]:
        """The cells of a column, None where missing."""
        return [None if r[column] in MISSING_CELLS else r[column] for r in self.rows]

    def attribute(self, column: int) -> Attribute:
        """The attribute a column describes: numeric when most known cells are numbers."""
        name = self.header[column]
        known = [c for c in self.cells(column) if c is not None]
        numbers = [parse_number(c) for c in known]
        if name in self.nominal or 2 * sum(v is not None for v in numbers) <= len(known):
            return Nominal(name, tuple(dict.fromkeys(known)))
        return Numeric(name, integer=all(isinstance(v, int) for v in numbers if v is not None))

    def values(self, column: int, attribute: Attribute) -> list[object]:
        """The column's values for ``attribute``: strings, or numbers (text is an error)."""
        cells = self.cells(column)
        if isinstance(attribute, Nominal):
            return cells
        values: list[object] = []
        for row, cell in enumerate(cells):
            number = None if cell is None else parse_number(cell)
            if cell is not None and (
                number is None or (attribute.integer and not isinstance(number, int))
            ):
                kind = "an integer" if attribute.integer else "a number"
                raise DataError(
                    f"column {attribute.name} is numeric, but '{cell}' is not {kind}",
                    self.where(row, column),
                    hint=f"declare it nominal (--nominal {attribute.name}) if that is meant",
                )
            values.append(number)
        return values

    def instances(self, domain: Domain) -> list[Instance]:
        """Each row as an instance of ``domain``, its attributes found by column name.

        A nominal value the domain does not know is kept as it is (a classifier decides what
        to make of it); a numeric attribute needs numbers.
        """
        columns = [
            self.values(self.column_index(a.name, "attribute"), a) for a in domain.attributes
        ]
        return list(zip(*columns, strict=True)) if columns else [() for _ in self.rows]

    def to_theory(
        self,
        target: str | None = None,
        positive: str | None = None,
        id_column: str | None = None,
    ) -> Theory:
        """A theory whose examples are the rows: ``target`` names the class column (the last
        column by default), ``id_column`` a column of example ids."""
        if not self.header:
            raise DataError("the file has no header row", Location(self.source, 1))
        t = len(self.header) - 1 if target is None else self.column_index(target, "target column")
        ids = None if id_column is None else self.column_index(id_column, "id column")
        if ids == t:
            raise DataError(f"column {id_column} cannot be both the target and the ids")
        target_name = self.header[t]
        labels = self.cells(t)
        for row, label in enumerate(labels):
            if label is None:
                raise DataError(f"this row has no {target_name}", self.where(row, t))
        classes = tuple(dict.fromkeys(labels))
        if positive is not None and positive not in classes:
            raise DataError(
                f"the class '{positive}' never appears in column {target_name}",
                Location(self.source, 1),
                hint=did_you_mean(positive, classes) or f"classes: {', '.join(classes)}",
            )
        if len(classes) < 2 and positive is not None:
            raise DataError(f"column {target_name} has a single class", Location(self.source, 1))
        used = [c for c in range(len(self.header)) if c not in (t, ids)]
        attributes = tuple(self.attribute(c) for c in used)
        domain = Domain(Path(self.source).stem, attributes)
        columns = [self.values(c, a) for c, a in zip(used, attributes, strict=True)]
        examples = tuple(
            Example(
                tuple(col[row] for col in columns),
                labels[row],
                id=None if ids is None else self.rows[row][ids],
                location=self.where(row),
            )
            for row in range(len(self.rows))
        )
        return Theory(
            domain, Target(target_name, classes, positive), examples=examples, source=self.source
        )


def read_csv(path: str | Path, nominal: Collection[str] = (), delimiter: str = ",") -> Table:
    """The cells of a CSV file; ragged rows and unterminated quotes are located errors."""
    source = str(path)
    text = read_text(path, "utf-8-sig")
    parsed: list[tuple[list[str], list[int], int, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            cells, offsets = split_line(line, delimiter)
        except ValueError as error:
            raise DataError(
                "unterminated quote", Location(source, number, error.args[0] + 1, line)
            ) from None
        parsed.append((cells, offsets, number, line))
    if not parsed:
        raise DataError("the file is empty; a header row is expected", Location(source, 1))
    header, header_offsets, header_line, header_text = parsed[0]
    seen: dict[str, int] = {}
    for i, name in enumerate(header):
        if not name:
            raise DataError(
                "a column has no name",
                Location(source, header_line, header_offsets[i] + 1, header_text),
            )
        if name in seen:
            raise DataError(
                f"column {name} appears twice in the header",
                Location(source, header_line, header_offsets[i] + 1, header_text),
            )
        seen[name] = i
    for cells, offsets, number, line in parsed[1:]:
        if len(cells) != len(header):
            column = offsets[len(header)] + 1 if len(cells) > len(header) else len(line) + 1
            raise DataError(
                f"this row has {len(cells)} cells, the header has {len(header)}",
                Location(source, number, column, line),
            )
    unknown = [name for name in nominal if name not in seen]
    if unknown:
        raise DataError(
            f"there is no column '{unknown[0]}' to declare nominal",
            Location(source, header_line),
            hint=did_you_mean(unknown[0], header),
        )
    rows = parsed[1:]
    return Table(
        source,
        tuple(header),
        tuple(tuple(r[0]) for r in rows),
        tuple(r[2] for r in rows),
        tuple(r[3] for r in rows),
        tuple(tuple(r[1]) for r in rows),
        frozenset(nominal),
    )


def load_csv(
    path: str | Path,
    target: str | None = None,
    positive: str | None = None,
    *,
    id_column: str | None = None,
    nominal: Sequence[str] = (),
    delimiter: str = ",",
) -> Theory:
    """A theory from a CSV file: the header names the attributes, each row is an example.

    ``target`` names the class column (default: the last one) and ``positive`` its positive
    class; ``id_column`` a column of example ids (e.g. ``Day``); ``nominal`` columns to read as
    nominal even when their cells are numbers.
    """
    return read_csv(path, nominal, delimiter).to_theory(target, positive, id_column)
