"""The ``symlearn`` command: one module per subcommand, registered in :data:`COMMANDS`.

Each command module defines ``register(subparsers)``, which adds its parser through
:func:`symlearn.cli.common.add_command`. Commands format results; they never compute them.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import NoReturn

from symlearn import __version__
from symlearn.errors import SymlearnError

COMMANDS = (
    "theories",
    "check",
    "parse",
    "learn",
    "classify",
    "query",
    "lattice",
    "prove",
    "tree",
    "predict",
    "curve",
    "train",
    "perceptron",
)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are user errors like any other: one line, exit 1.

    Subcommand parsers are made of the same class, so this holds for every option value.
    """

    def error(self, message: str) -> NoReturn:
        raise SymlearnError(message, hint=f"see '{self.prog} --help'")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="symlearn",
        description="Symbolic learning after Mitchell, Machine Learning, chapters 2-4.",
        epilog="Example: symlearn learn enjoysport --trace",
    )
    parser.add_argument("--version", action="version", version=f"symlearn {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers.required = True
    for name in COMMANDS:
        importlib.import_module(f"symlearn.cli.{name.replace('-', '_')}").register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status (0 success, 1 user error)."""
    try:
        args = build_parser().parse_args(argv)
        args.run(args)
    except SymlearnError as error:
        print(f"symlearn: {error}", file=sys.stderr)
        caret = error.caret()
        if caret:
            print(caret, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("symlearn: interrupted", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader of our output went away (``symlearn learn … | head``): stop quietly,
        # and keep Python from complaining again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
