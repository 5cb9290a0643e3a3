"""``symlearn theories``: list the bundled theory files."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    add_command(subparsers, "theories", "list the bundled theories", "symlearn theories", run)


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.lang.theory import load_theory
    from symlearn.resources import bundled_theories

    rows = []
    for name, path in bundled_theories().items():
        theory = load_theory(path)
        rows.append(
            {
                "name": name,
                "path": str(path),
                "domain": theory.domain.name,
                "attributes": len(theory.domain),
                "examples": len(theory.examples),
                "space": theory.space_spec.kind,
            }
        )
    width = max((len(r["name"]) for r in rows), default=0)
    lines = [
        f"{r['name']:<{width}}  {r['domain']}: {r['attributes']} attributes, "
        f"{r['examples']} examples, {r['space']} hypotheses"
        for r in rows
    ]
    emit(args, rows, "\n".join(lines))
