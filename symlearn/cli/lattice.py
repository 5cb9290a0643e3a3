"""``symlearn lattice THEORY -f FORMAT -o FILE``: the version space (or all of H) as a graph."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command

SUFFIXES = {".graphml": "graphml", ".gexf": "gexf", ".dot": "dot", ".gv": "dot", ".json": "json"}


def register(subparsers: argparse._SubParsersAction) -> None:
    from symlearn.versionspace.export import FORMATS

    parser = add_command(
        subparsers,
        "lattice",
        "export the version space ordered by more-general-than (covering edges only) as a graph",
        "symlearn lattice enjoysport -f graphml -o vs.graphml",
        run,
    )
    parser.add_argument("theory", help="a .sl file or the name of a bundled theory")
    parser.add_argument(
        "--format",
        "-f",
        choices=FORMATS,
        help="graph format (default: from the suffix of --output)",
    )
    parser.add_argument("--output", "-o", metavar="FILE", help="write here (default: stdout)")
    parser.add_argument(
        "--whole-space",
        action="store_true",
        help="draw every hypothesis of H (small spaces), marking the version space",
    )
    parser.add_argument(
        "--instance",
        "-i",
        metavar="X",
        help="record each hypothesis's vote on this instance (or query name)",
    )


def run(args: argparse.Namespace) -> None:
    from pathlib import Path

    from symlearn.cli.classify import resolve_instance
    from symlearn.cli.common import emit
    from symlearn.errors import DataError
    from symlearn.lang.theory import load_theory
    from symlearn.versionspace.export import lattice_text, write_lattice
    from symlearn.versionspace.lattice import hypothesis_lattice
    from symlearn.versionspace.learners import learn

    fmt = args.format
    if fmt is None and args.output:
        fmt = SUFFIXES.get(Path(args.output).suffix.lower())
    if fmt is None:
        fmt = "json" if args.json and not args.output else None
    if fmt is None:
        raise DataError("say which graph format to write with -f graphml|gexf|dot|json")
    theory = load_theory(args.theory)
    vs = learn(theory)
    instance = resolve_instance(theory, args.instance)[1] if args.instance else None
    if args.whole_space:
        graph = hypothesis_lattice(theory.space, vs, instance)
    else:
        graph = vs.require_nonempty().lattice(instance)
    if not args.output:
        print(lattice_text(graph, fmt), end="")
        return
    write_lattice(graph, args.output, fmt)
    what = "hypothesis space" if args.whole_space else "version space"
    data = {
        "file": args.output,
        "format": fmt,
        "nodes": graph.number_of_nodes(),
        "edges": graph.number_of_edges(),
        "lattice": what,
    }
    text = (
        f"wrote the {what} lattice of {theory.domain.name}: {data['nodes']} nodes, "
        f"{data['edges']} covering edges, to {args.output} ({fmt})"
    )
    emit(args, data, text)
