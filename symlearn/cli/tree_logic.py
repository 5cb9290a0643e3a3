"""The pruning and logic options of ``symlearn tree`` (Mitchell §3.7.1; trees as rules,
formulae and Prolog clauses; exercise 3.4(b)).

:func:`add_arguments` adds the options, :func:`grow` grows (and prunes) the tree as they
ask, and :func:`report` adds the rules, formulae, Prolog file and version-space comparison
to the command's data and text.
"""

from __future__ import annotations

import argparse

PRUNING = ("reduced-error", "rules", "c45", "chi2")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("overfitting (Mitchell §3.7.1)")
    group.add_argument(
        "--prune",
        choices=PRUNING,
        help="reduced-error pruning on a validation set; rule post-pruning; C4.5 error-based "
        "pruning; or χ² pre-pruning (Quinlan 1986)",
    )
    group.add_argument(
        "--confidence",
        type=float,
        metavar="C",
        help="rules: confidence of the pessimistic estimate (0.95, z = 1.96); c45: "
        "confidence factor (0.25); chi2: significance level (0.95)",
    )
    group.add_argument(
        "--validation",
        metavar="DATA",
        help="reduced-error, rules: prune on this data (a theory or a CSV file) instead of a "
        "share held out of DATA",
    )
    group.add_argument(
        "--hold-out",
        action="store_true",
        help="rules: estimate rule accuracy on a held-out third instead of pessimistically",
    )
    group.add_argument(
        "--bound",
        choices=("wilson", "mitchell"),
        help="rules: the pessimistic estimate, Wilson's score-interval lower bound (default) "
        "or the text's p − z·√(p(1−p)/n)",
    )
    group.add_argument(
        "--ties",
        action="store_true",
        help="rules: also drop preconditions whose removal leaves the estimate equal",
    )
    group.add_argument(
        "--seed", type=int, default=0, help="seed of the training/validation split (default 0)"
    )
    logic = parser.add_argument_group("rules and formulae")
    logic.add_argument("--rules", action="store_true", help="print the tree as IF-THEN rules")
    logic.add_argument(
        "--formula", action="store_true", help="print a DNF formula per class (sympy)"
    )
    logic.add_argument("--latex", action="store_true", help="print the formulae as LaTeX")
    logic.add_argument("--prolog", metavar="FILE", help="write the rules as Prolog clauses to FILE")
    logic.add_argument(
        "--versionspace",
        action="store_true",
        help="compare the tree with every member of the version space (exercise 3.4(b))",
    )


def grow(learner, theory, args: argparse.Namespace):
    """``(tree, pruned)``: the tree grown by ``learner`` on ``theory``, pruned as asked, and
    the :class:`~symlearn.trees.prune.Pruned` outcome (None without ``--prune``)."""
    from symlearn.errors import SymlearnError

    if args.prune is None:
        for option in ("confidence", "validation", "bound"):
            if getattr(args, option) is not None:
                raise SymlearnError(f"--{option} needs --prune")
        return learner.fit(theory), None
    if args.bound is not None and (args.prune != "rules" or args.hold_out or args.validation):
        raise SymlearnError("--bound goes with --prune rules and its pessimistic estimate")
    if args.bfs:
        raise SymlearnError("--prune applies to the greedy learner, not to --bfs")
    from symlearn.io import load_data
    from symlearn.trees.prune import prune

    validation = None
    if args.validation is not None:
        validation = load_data(args.validation, args.target, args.positive, nominal=args.nominal)
    pruned = prune(
        theory,
        args.prune,
        learner,
        confidence=args.confidence,
        validation=validation,
        hold_out=args.hold_out,
        seed=args.seed,
        ties=args.ties,
        **({"bound": args.bound} if args.bound else {}),
    )
    return pruned.tree, pruned


def report(args: argparse.Namespace, tree, pruned, theory, data: dict) -> list[str]:
    """Add what the options ask for to ``data``; the lines that say it in text."""
    lines: list[str] = []
    rules = pruned.rules if pruned is not None else None
    if pruned is not None and pruned.report is not None:
        data["pruning"] = pruned.report.as_dict()
        lines += ["", *_pruning_lines(pruned.report)]
    if rules is not None or args.rules:
        from symlearn.trees.rules import rules_from_tree

        shown = rules if rules is not None else rules_from_tree(tree)
        data["rules"] = shown.as_dict()
        lines += ["", f"rules ({shown.source}):", *shown.lines()]
    source = rules if rules is not None else tree
    if args.formula or args.latex:
        from symlearn.trees.formula import formulas

        found = formulas(source)
        data["formulas"] = found.as_dict()
        lines += ["", found.text("latex" if args.latex else "plain")]
    if args.prolog:
        from symlearn.cli.common import write_text
        from symlearn.trees.prolog import to_prolog

        write_text(args.prolog, to_prolog(source).rstrip("\n"))
        data["prolog"] = args.prolog
        lines += ["", f"Prolog clauses written to {args.prolog}"]
    if args.versionspace:
        from symlearn.trees.compare import compare_with_version_space

        comparison = compare_with_version_space(source, theory)
        data["versionspace"] = comparison.as_dict()
        lines += ["", "the tree against the version space (exercise 3.4(b)):", *comparison.lines()]
    return lines


def _pruning_lines(result) -> list[str]:
    from symlearn.trees.prune import PrunedRules

    if isinstance(result, PrunedRules):
        removed = sum(len(p.removed) for p in result.pruned)
        total = sum(len(p.original.conditions) for p in result.pruned)
        return [
            f"rule post-pruning (Mitchell §3.7.1.2), {result.estimate}: "
            f"{removed} of {total} preconditions removed"
        ]
    lines = [str(result)]
    for step in result.steps[:10]:
        lines.append(
            f"  pruned {step.where}: {step.nodes} node{'s' * (step.nodes != 1)} left, "
            f"{result.score} {step.score:.4g}"
        )
    if len(result.steps) > 10:
        lines.append(f"  … and {len(result.steps) - 10} more")
    return lines
