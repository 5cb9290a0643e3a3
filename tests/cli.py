"""Running the ``symlearn`` command in-process for tests."""

from __future__ import annotations

from symlearn.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """The exit status, standard output and standard error of ``symlearn ARGV``."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
