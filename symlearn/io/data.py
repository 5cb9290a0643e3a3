"""One way in for data: a theory file (path or bundled name) or a CSV table."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from symlearn.errors import DataError, Location
from symlearn.theory import Theory


def read_text(path: str | Path, encoding: str = "utf-8") -> str:
    """The text of the file ``path``; a located :class:`DataError` when it cannot be read or
    is not text in ``encoding``."""
    source = str(path)
    try:
        return Path(path).read_text(encoding=encoding)
    except UnicodeDecodeError as error:
        raise DataError(
            f"this is not {error.encoding.upper()} text (byte {error.start} cannot be decoded)",
            Location(source),
        ) from None
    except OSError as error:
        raise DataError(f"cannot read: {error.strerror or error}", Location(source)) from None


def is_csv(name: str | Path) -> bool:
    """Whether ``name`` is read as a CSV table (by its ``.csv`` suffix) rather than a theory."""
    return str(name).lower().endswith(".csv")


def load_data(
    name: str | Path,
    target: str | None = None,
    positive: str | None = None,
    *,
    id_column: str | None = None,
    nominal: Sequence[str] = (),
) -> Theory:
    """A theory from ``name``: a ``.csv`` file (see :func:`symlearn.io.load_csv`), else a theory
    file or the bare name of a bundled theory (``playtennis``).

    For a theory file, ``target`` and ``positive`` may only repeat what the file declares;
    ``id_column`` and ``nominal`` are for CSV files.
    """
    if is_csv(name):
        from symlearn.io.table import load_csv

        return load_csv(name, target, positive, id_column=id_column, nominal=nominal)
    from symlearn.lang import load_theory

    theory = load_theory(name)
    where = Location(theory.source)
    if target is not None and target != theory.target.name:
        raise DataError(
            f"the theory's target is {theory.target.name}, not {target}",
            where,
            hint="--target chooses the class column of a CSV file",
        )
    if positive is not None and positive != theory.target.positive:
        raise DataError(
            f"the theory's positive class is {theory.target.positive}, not {positive}",
            where,
            hint="a theory file names its positive class with a positive statement",
        )
    if id_column is not None or nominal:
        raise DataError("--id and --nominal apply to CSV files", where)
    return theory
