"""``symlearn train DATA``: train a layered sigmoid network by backpropagation (Mitchell §4.5)."""

from __future__ import annotations

import argparse
import sys
import time

from symlearn.cli.common import add_command

LOSSES = ("squared", "cross-entropy")


def register(subparsers: argparse._SubParsersAction) -> None:
    from symlearn.cli.tree import add_data_arguments

    parser = add_command(
        subparsers,
        "train",
        "train a network of sigmoid units by backpropagation (Mitchell Table 4.2)",
        "symlearn train identity838 --layers 8,3,8 --lr 0.3 --momentum 0.9 --plot error.png",
        run,
    )
    parser.add_argument("data", help="a .sl theory, a bundled theory's name, or a .csv file")
    add_data_arguments(parser)
    parser.add_argument(
        "--layers",
        metavar="N,N,...",
        help="units per layer, inputs first and outputs last (default: one hidden layer of "
        "⌈log2 max(inputs, outputs)⌉ units)",
    )
    parser.add_argument("--lr", type=float, default=0.3, help="learning rate η (default 0.3)")
    parser.add_argument("--momentum", type=float, default=0.9, help="momentum α (default 0.9)")
    parser.add_argument("--decay", type=float, default=0.0, help="weight decay γ (default 0)")
    parser.add_argument("--epochs", type=int, default=1000, help="passes over the data (1000)")
    parser.add_argument("--batch", type=int, default=1, help="examples per step (1: Table 4.2)")
    parser.add_argument("--loss", choices=LOSSES, default="squared", help="error function")
    parser.add_argument(
        "--validation",
        type=float,
        metavar="FRACTION",
        help="hold out this fraction of the examples as a validation set (§4.6.5)",
    )
    parser.add_argument(
        "--patience",
        type=int,
        metavar="N",
        help="stop after N epochs without a new lowest validation error (needs --validation)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed for weights and order (0)")
    parser.add_argument(
        "--restarts",
        type=int,
        default=4,
        metavar="N",
        help="when the rounded hidden codes of a small task give inputs of different classes the "
        "same code (as from about half of all seeds for 8-3-8), train again from the next seed, "
        "at most N times (default 4; 0 never)",
    )
    parser.add_argument("--plot", metavar="FILE", help="draw the error per epoch (png, svg, pdf)")
    parser.add_argument(
        "--picture", metavar="FILE", help="draw the first hidden layer's weights as in Fig 4.1"
    )
    parser.add_argument(
        "--image", metavar="ROWSxCOLS", help="arrange the inputs of --picture as an image"
    )
    parser.add_argument("--save", metavar="FILE", help="save the trained weights as JSON")


class ProgressBar:
    """One line on the terminal, redrawn at most ten times a second, erased at the end."""

    WIDTH = 30

    def __init__(self, total: int, stream) -> None:
        self.total = total
        self.stream = stream
        self.shown = 0.0

    def __call__(self, record) -> None:
        now = time.monotonic()
        if now - self.shown < 0.1 and record.epoch < self.total:
            return
        self.shown = now
        done = round(self.WIDTH * record.epoch / self.total)
        bar = "█" * done + "·" * (self.WIDTH - done)
        text = f"\r{bar} epoch {record.epoch}/{self.total}  error {record.training:.4g}"
        if record.validation is not None:
            text += f"  validation {record.validation:.4g}"
        self.stream.write(text)
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\r\033[K")
        self.stream.flush()


def _layers(text: str | None, inputs: int, outputs: int) -> tuple[int, ...]:
    from symlearn.errors import DataError
    from symlearn.nn.network import default_layers

    if text is None:
        return default_layers(inputs, outputs)
    try:
        layers = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise DataError(
            f"--layers expects sizes separated by commas, like 8,3,8, not '{text}'"
        ) from None
    if min(layers) < 1:
        raise DataError(f"--layers {text}: every layer needs at least one unit")
    if len(layers) < 2 or layers[0] != inputs or layers[-1] != outputs:
        hidden = ",".join(map(str, layers[1:-1])) or "3"
        raise DataError(
            f"--layers {text} does not fit the data, which has {inputs} inputs and {outputs} "
            f"outputs",
            hint=f"try --layers {inputs},{hidden},{outputs}",
        )
    return layers


def _image(text: str | None) -> tuple[int, int] | None:
    from symlearn.errors import DataError

    if text is None:
        return None
    try:
        rows, columns = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise DataError(f"--image expects ROWSxCOLS, like 30x32, not '{text}'") from None
    return rows, columns


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.io import load_data
    from symlearn.nn import Backprop, Network, encode_theory, train_network
    from symlearn.nn.evaluate import accuracy, train_until_separated

    theory = load_data(
        args.data, args.target, args.positive, id_column=args.id_column, nominal=args.nominal
    )
    data = encode_theory(theory)
    layers = _layers(args.layers, data.X.shape[1], data.T.shape[1])
    image = _image(args.image)
    options = Backprop(
        rate=args.lr,
        momentum=args.momentum,
        weight_decay=args.decay,
        epochs=args.epochs,
        batch_size=args.batch,
        loss=args.loss,
        patience=args.patience,
        seed=args.seed,
    )
    training, validation = data, None
    if args.validation is not None:
        training, validation = data.split(args.validation, args.seed)
    progress = (
        ProgressBar(args.epochs, sys.stdout) if sys.stdout.isatty() and not args.json else None
    )
    table = None
    try:
        if len(layers) > 2 and len(set(training.instances)) <= 32:  # small enough for a table
            result, table = train_until_separated(
                layers, training, options, args.restarts, validation, progress
            )
        else:
            result = train_network(
                Network.create(layers, seed=args.seed),
                training.X,
                training.T,
                options,
                None if validation is None else (validation.X, validation.T),
                progress,
            )
    finally:
        if progress is not None:
            progress.close()
    written = {}
    if args.save:
        from symlearn.nn.storage import save_network

        written["weights"] = str(save_network(args.save, result.network, data.encoding))
    if args.plot:
        from symlearn.nn.plots import plot_errors

        written["plot"] = str(plot_errors(result, args.plot))
    if args.picture:
        from symlearn.nn.plots import plot_hidden_units

        written["picture"] = str(plot_hidden_units(result.network, args.picture, image))
    report = {
        "source": theory.source,
        "examples": len(training),
        "validation_examples": 0 if validation is None else len(validation),
        "layers": list(layers),
        "inputs": list(data.encoding.input_names),
        "outputs": list(data.encoding.output_names),
        "options": {
            "rate": options.rate,
            "momentum": options.momentum,
            "weight_decay": options.weight_decay,
            "epochs": options.epochs,
            "batch_size": options.batch_size,
            "loss": options.loss,
            "patience": options.patience,
            "seed": options.seed,
            "restarts": args.restarts,
        },
        "seed_used": result.options.seed,
        "epochs_run": result.epochs,
        "best_epoch": result.best_epoch,
        "stopped_early": result.stopped_early,
        "training_accuracy": accuracy(result.network, training),
        "validation_accuracy": None if validation is None else accuracy(result.network, validation),
        "history": [record.to_dict() for record in result.history],
        "hidden": None if table is None else table.to_dict(),
        "written": written,
    }
    emit(args, report, format_report(report, result, table))


def format_report(report: dict, result, table) -> str:
    o = report["options"]
    first, last = result.history[0], result.history[-1]
    lines = [
        f"{report['source']}: network {'-'.join(map(str, report['layers']))} of sigmoid units, "
        f"trained by backpropagation (Mitchell Table 4.2) on {report['examples']} examples",
        f"η = {o['rate']:g}, α = {o['momentum']:g}, weight decay {o['weight_decay']:g}, "
        f"{o['loss']} error, batch {o['batch_size']}, seed {o['seed']}",
        f"training error per example: {first.training:.4g} at epoch 1 → {last.training:.4g} at "
        f"epoch {last.epoch}",
        f"training accuracy {report['training_accuracy']:.3f}",
    ]
    if report["validation_accuracy"] is not None:
        best = result.history[result.best_epoch - 1].validation
        lines.append(
            f"validation ({report['validation_examples']} examples): lowest error {best:.4g} at "
            f"epoch {result.best_epoch}, whose weights are kept; accuracy "
            f"{report['validation_accuracy']:.3f}"
        )
        if result.stopped_early:
            lines.append(f"stopped early: {o['patience']} epochs without a lower validation error")
    if report["seed_used"] != o["seed"]:
        tried = o["seed"], report["seed_used"] - 1
        seeds = f"seed {tried[0]}" if tried[0] == tried[1] else f"seeds {tried[0]}..{tried[1]}"
        lines.append(
            f"weights from seed {report['seed_used']}: after training from {seeds}, two inputs "
            "of different classes had the same rounded hidden code (see --restarts)"
        )
    if table is not None:
        lines += ["", "Hidden layer for each input (Mitchell Fig 4.7):", str(table)]
        if not table.separates_classes:
            lines.append(
                "inputs of different classes share a rounded code: a hidden value near .5 "
                "stands for a third level; try another --seed or more --restarts"
            )
    for what, path in report["written"].items():
        lines.append(f"{what} written to {path}")
    return "\n".join(lines)
