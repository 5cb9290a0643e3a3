"""``symlearn predict MODEL DATA``: classify data with a tree saved by ``symlearn tree --save``."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "predict",
        "classify a theory's examples and queries, or a CSV file's rows, with a saved tree",
        "symlearn tree playtennis --save tree.json && symlearn predict tree.json playtennis",
        run,
    )
    parser.add_argument("model", help="a tree saved with `symlearn tree DATA --save FILE`")
    parser.add_argument("data", help="a .sl theory, a bundled theory's name, or a .csv file")
    parser.add_argument("--id", dest="id_column", metavar="COL", help="a CSV column of ids")


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.io import is_csv, load_data
    from symlearn.trees import load_tree
    from symlearn.trees.apply import predict_csv, predict_theory

    tree = load_tree(args.model)
    if is_csv(args.data):
        result = predict_csv(tree, args.data, args.id_column)
    else:
        result = predict_theory(tree, load_data(args.data, id_column=args.id_column))
    emit(args, result.as_dict(), format_predictions(result))


def format_predictions(result) -> str:
    width = max((len(p.name) for p in result.rows), default=0)
    lines = []
    for p in result.rows:
        proba = ", ".join(f"{c} {v:.3g}" for c, v in zip(result.classes, p.proba, strict=True))
        line = f"{p.name:<{width}}  → {p.predicted}  ({proba})"
        if p.actual is not None:
            line += "" if p.correct else f"  ✗ labelled {p.actual}"
        lines.append(line)
    if result.labelled:
        lines.append(
            f"accuracy {result.accuracy:.3f} ({result.correct}/{result.labelled} labelled rows)"
        )
    return "\n".join(lines)
