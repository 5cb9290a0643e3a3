"""``symlearn classify THEORY``: the version space's votes on new instances (Mitchell §2.6.3)."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "classify",
        "classify instances by the votes of the version space (unanimous rule and majority)",
        "symlearn classify enjoysport --instance '<Sunny, Warm, Normal, Weak, Warm, Same>'",
        run,
    )
    parser.add_argument("theory", help="a .sl file or the name of a bundled theory")
    parser.add_argument(
        "--instance",
        "-i",
        action="append",
        metavar="X",
        help="an instance, e.g. '<Sunny, Warm, ?...>' or a query name of the theory "
        "(repeatable; default: the theory's queries)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="also count how the unanimous rule splits every instance of X",
    )


def resolve_instance(theory, text: str):
    """A query name of the theory, or an instance written in the hypothesis language."""
    from symlearn.lang.hypothesis import parse_instance

    queries = theory.query_map
    if text in queries:
        return text, queries[text]
    return None, parse_instance(text, theory.domain, source="--instance")


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.cli.learn import counted, heading
    from symlearn.lang.theory import load_theory
    from symlearn.versionspace.learners import learn

    theory = load_theory(args.theory)
    vs = learn(theory).require_nonempty()
    if args.instance:
        targets = [resolve_instance(theory, text) for text in args.instance]
    else:
        targets = list(theory.queries)
    rows = [(name, x, vs.vote(x), vs.classify(x)) for name, x in targets]
    split = vs.split() if args.all or not targets else None
    data = {
        "version_space": {
            "count": vs.count(),
            "S": [str(h) for h in vs.S],
            "G": [str(h) for h in vs.G],
        },
        "instances": [
            {"name": name, "instance": list(x), "vote": vote.as_dict(), "answer": str(answer)}
            for name, x, vote, answer in rows
        ],
        "split": None if split is None else {str(a): len(xs) for a, xs in split.items()},
    }
    text = heading("Classification by the version space", theory)
    text += f"\n\nVersion space: {counted(vs.count(), 'hypothesis', 'hypotheses')}"
    if rows:
        text += "\n\n" + format_votes(rows, theory)
    if split is not None:
        counts = ", ".join(
            f"{len(xs)} {answer_name(answer, theory)}" for answer, xs in split.items()
        )
        text += (
            f"\n\nAll {sum(len(xs) for xs in split.values())} instances (unanimous rule): {counts}"
        )
    emit(args, data, text)


def answer_name(answer, theory) -> str:
    """An answer in the target's class names (Yes → its positive class), as the theory says it."""
    return answer.label(theory.target.positive, theory.target.negative)


def format_votes(rows, theory) -> str:
    """A table: name, instance, votes + : −, the unanimous answer and the majority answer."""
    from symlearn.cli.learn import format_vote
    from symlearn.lang.printer import format_instance

    shape = theory.domain.shape
    table = [("", "instance", "+ : −", "unanimous", "majority")]
    for query, x, vote, answer in rows:
        majority = f"{answer_name(vote.majority, theory)} ({float(vote.confidence):.0%})"
        table.append(
            (
                query or "",
                format_instance(x, shape),
                format_vote(vote),
                answer_name(answer, theory),
                majority,
            )
        )
    widths = [max(len(row[i]) for row in table) for i in range(5)]
    lines = []
    for row in table:
        cells = [row[0].ljust(widths[0]), row[1].ljust(widths[1]), row[2].center(widths[2])]
        cells += [row[3].ljust(widths[3]), row[4]]
        lines.append("  " + "  ".join(cells).rstrip())
    return "\n".join(lines)
