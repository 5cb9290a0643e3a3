"""``symlearn perceptron DATA``: the perceptron training rule on a two-class theory (§4.4.2)."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    from symlearn.cli.tree import add_data_arguments

    parser = add_command(
        subparsers,
        "perceptron",
        "train a perceptron by the rule wi ← wi + η(t − o)xi and say whether the data is "
        "linearly separable (Mitchell §4.4)",
        "symlearn perceptron boolean_xor --lr 0.1 --epochs 100",
        run,
    )
    parser.add_argument("data", help="a .sl theory, a bundled theory's name, or a .csv file")
    add_data_arguments(parser)
    parser.add_argument("--lr", type=float, default=0.1, help="learning rate η (default 0.1)")
    parser.add_argument("--epochs", type=int, default=100, help="at most this many epochs (100)")
    parser.add_argument("--seed", type=int, default=0, help="seed for the initial weights (0)")


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.io import load_data
    from symlearn.nn import encode_theory, train_perceptron

    theory = load_data(
        args.data, args.target, args.positive, id_column=args.id_column, nominal=args.nominal
    )
    data = encode_theory(theory)
    result = train_perceptron(data.X, data.signs(), args.lr, args.epochs, args.seed)
    names = data.encoding.input_names
    predicted = result.perceptron.output(data.X)
    report = {
        "source": theory.source,
        "examples": len(data),
        "positive": data.encoding.positive,
        "inputs": list(names),
        "weights": list(result.perceptron.weights),
        "converged": result.converged,
        "separable": result.separable,
        "epochs": result.epochs,
        "mistakes_per_epoch": list(result.mistakes),
        "training_accuracy": float((predicted == data.signs()).mean()),
        "verdict": result.verdict,
    }
    lines = [
        f"{theory.source}: {len(data)} examples, positive class {data.encoding.positive}, "
        f"η = {args.lr:g}",
        str(result.perceptron),
    ]
    if names != tuple(f"x{i}" for i in range(1, len(names) + 1)):
        lines.append("  where " + ", ".join(f"x{i} = {n}" for i, n in enumerate(names, start=1)))
    lines += [
        f"misclassified per epoch: {' '.join(map(str, result.mistakes))}",
        f"training accuracy {report['training_accuracy']:.3f}",
        ("" if result.converged else "NOT CONVERGED: ") + result.verdict,
    ]
    emit(args, report, "\n".join(lines))
