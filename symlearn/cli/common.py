"""Helpers shared by the subcommands: parser set-up and output in text or JSON."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any


def add_command(
    subparsers: argparse._SubParsersAction,
    name: str,
    summary: str,
    example: str,
    run: Callable[[argparse.Namespace], None],
) -> argparse.ArgumentParser:
    """A subcommand parser with ``--json``, a one-line summary and a runnable example."""
    parser = subparsers.add_parser(
        name,
        help=summary,
        description=summary,
        epilog=f"Example: {example}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    parser.set_defaults(run=run)
    return parser


def write_text(path: str, text: str) -> None:
    """Write ``text`` and a final newline to ``path``; a clear error when the file cannot be
    written."""
    from symlearn.errors import DataError, Location

    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    except OSError as error:
        raise DataError(f"cannot write: {error.strerror}", Location(path)) from None


def emit(args: argparse.Namespace, data: Any, text: str) -> None:
    """Print ``data`` as JSON when ``--json`` was given, else ``text``."""
    if getattr(args, "json", False):
        print(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        print(text)
