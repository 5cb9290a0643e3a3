"""``symlearn curve DATA``: accuracy against tree size while growing and pruning (Mitchell
Figs. 3.6 and 3.7), as numbers and as a picture."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    from symlearn.cli.tree import CRITERIA, add_data_arguments

    parser = add_command(
        subparsers,
        "curve",
        "overfitting curves: training and test accuracy as the tree grows node by node "
        "(Fig. 3.6) and as reduced-error pruning proceeds (Fig. 3.7)",
        "symlearn curve playtennis -o curves.png --csv curves.csv",
        run,
    )
    parser.add_argument("data", help="a .sl theory, a bundled theory's name, or a .csv file")
    add_data_arguments(parser)
    parser.add_argument(
        "-o", "--output", metavar="FILE", help="draw the curves into FILE (.png or .svg)"
    )
    parser.add_argument("--csv", metavar="FILE", help="write the points as CSV to FILE")
    parser.add_argument(
        "--criterion", choices=CRITERIA, default="gain", help="selection measure (default gain)"
    )
    parser.add_argument(
        "--test-fraction",
        type=float,
        default=1 / 3,
        metavar="F",
        help="share of the examples held out for testing (default 1/3)",
    )
    parser.add_argument(
        "--validation-fraction",
        type=float,
        default=1 / 3,
        metavar="F",
        help="share of the rest held out for reduced-error pruning (default 1/3)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the splits (default 0)")


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit, write_text
    from symlearn.io import load_data
    from symlearn.trees import TDIDT
    from symlearn.trees.curves import overfitting_curves, plot_curves

    theory = load_data(
        args.data, args.target, args.positive, id_column=args.id_column, nominal=args.nominal
    )
    curves = overfitting_curves(
        theory,
        TDIDT(args.criterion),
        test_fraction=args.test_fraction,
        validation_fraction=args.validation_fraction,
        seed=args.seed,
    )
    lines = [str(curves)]
    data = curves.as_dict()
    if args.csv:
        write_text(args.csv, curves.to_csv().rstrip("\n"))
        lines.append(f"points written to {args.csv}")
        data["csv"] = args.csv
    if args.output:
        plot_curves(curves, args.output)
        lines.append(f"curves drawn in {args.output}")
        data["picture"] = args.output
    emit(args, data, "\n".join(lines))
