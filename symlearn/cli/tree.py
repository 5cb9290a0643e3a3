"""``symlearn tree DATA``: grow a decision tree (ID3 and its extensions, Mitchell ch. 3)."""

from __future__ import annotations

import argparse

from symlearn.cli import tree_logic
from symlearn.cli.common import add_command

CRITERIA = ("gain", "gain-ratio", "gini", "mantaras", "cost")
MISSING = ("most-common", "class-most-common", "fractional")
COST_FORMS = ("gain/cost", "gain2/cost", "nunez")


def add_data_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments that say how to read a CSV file."""
    parser.add_argument("--target", metavar="COL", help="the class column of a CSV file")
    parser.add_argument("--positive", metavar="CLASS", help="the positive class of a CSV file")
    parser.add_argument("--id", dest="id_column", metavar="COL", help="a CSV column of ids")
    parser.add_argument(
        "--nominal",
        metavar="COL",
        action="append",
        default=[],
        help="read this CSV column as nominal even if it holds numbers (repeatable)",
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "tree",
        "grow a decision tree by ID3 / TDIDT (Mitchell ch. 3) and print it with its counts",
        "symlearn tree playtennis --criterion gain-ratio --dot tree.dot",
        run,
    )
    parser.add_argument("data", help="a .sl theory, a bundled theory's name, or a .csv file")
    add_data_arguments(parser)
    parser.add_argument(
        "--criterion", choices=CRITERIA, default="gain", help="selection measure (default gain)"
    )
    parser.add_argument(
        "--cost-measure",
        choices=COST_FORMS,
        default="gain2/cost",
        help="with --criterion cost: Gain/Cost, Gain²/Cost (default) or Nuñez's measure",
    )
    parser.add_argument(
        "--w", type=float, default=1.0, help="Nuñez's weight of cost, in [0, 1] (default 1)"
    )
    parser.add_argument(
        "--missing", choices=MISSING, default="fractional", help="missing values (§3.7.4)"
    )
    parser.add_argument(
        "--tests",
        choices=("multiway", "binary"),
        default="multiway",
        help="nominal tests: one branch per value (ID3, default) or A = v against A ≠ v",
    )
    parser.add_argument("--max-depth", type=int, metavar="N", help="stop growing at depth N")
    parser.add_argument(
        "--bfs", action="store_true", help="BFS-ID3: the smallest consistent tree (§3.6)"
    )
    parser.add_argument("--no-ids", action="store_true", help="do not list example ids")
    parser.add_argument("--dot", metavar="FILE", help="also write the tree as Graphviz DOT")
    parser.add_argument("--save", metavar="FILE", help="save the tree as JSON for `predict`")
    tree_logic.add_arguments(parser)


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit, write_text
    from symlearn.io import load_data
    from symlearn.trees import TDIDT, CostMeasure, Stop, bfs_id3
    from symlearn.trees.apply import predict_theory

    theory = load_data(
        args.data, args.target, args.positive, id_column=args.id_column, nominal=args.nominal
    )
    measure = (
        CostMeasure(form=args.cost_measure, w=args.w)
        if args.criterion == "cost"
        else args.criterion
    )
    learner = TDIDT(
        measure, missing=args.missing, stop=Stop(max_depth=args.max_depth), tests=args.tests
    )
    greedy, pruned = tree_logic.grow(learner, theory, args)
    tree = bfs_id3(theory) if args.bfs else greedy
    training = predict_theory(tree, theory)
    if args.dot:
        write_text(args.dot, tree.to_dot())
    if args.save:
        write_text(args.save, tree.to_json())
    data = {
        "source": theory.source,
        "examples": len(theory.examples),
        "nodes": tree.size,
        "leaves": sum(1 for _ in tree.leaves()),
        "depth": tree.depth,
        "training_accuracy": training.accuracy,
        "tree": tree.to_dict(),
    }
    if args.bfs:
        data["greedy"] = {"nodes": greedy.size, "depth": greedy.depth}
    extra = tree_logic.report(args, tree, pruned, theory, data)
    emit(args, data, "\n".join([format_tree(tree, data, args), *extra]))


def format_tree(tree, data: dict, args: argparse.Namespace) -> str:
    lines = [
        f"{data['source']}: {data['examples']} examples of {tree.target.name}",
        f"grown by {tree.criterion}; missing values: {tree.missing}",
        "",
        tree.render(ids=not args.no_ids),
        "",
    ]
    accuracy = data["training_accuracy"]
    nodes, leaves = data["nodes"], data["leaves"]
    summary = (
        f"{nodes} node{'s' * (nodes != 1)}, {leaves} lea{'ves' if leaves != 1 else 'f'}, "
        f"depth {data['depth']}"
    )
    if accuracy is not None:
        summary += f"; training accuracy {accuracy:.3f}"
    lines.append(summary)
    if args.bfs:
        greedy = data["greedy"]
        lines.append(
            f"the greedy learner ({args.criterion}) grows {greedy['nodes']} nodes, "
            f"depth {greedy['depth']}"
        )
    for option, what in ((args.dot, "DOT"), (args.save, "model")):
        if option:
            lines.append(f"{what} written to {option}")
    return "\n".join(lines)
