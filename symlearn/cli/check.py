"""``symlearn check THEORY``: validate a theory file and summarise it."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "check",
        "validate a theory and summarise its attributes, |X|, |H| and examples",
        "symlearn check enjoysport",
        run,
    )
    parser.add_argument("theory", help="a .sl file or the name of a bundled theory")


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.concepts.summary import summarize
    from symlearn.lang.theory import load_theory

    summary = summarize(load_theory(args.theory))
    data = summary.as_dict()
    emit(args, data, format_summary(data, summary.unavailable))


def _count(n: int | None) -> str:
    if n is None:
        return "infinite"
    return f"{n:,}" if n < 10**15 else f"2^{n.bit_length() - 1}" if n & (n - 1) == 0 else f"{n:.3e}"


def format_summary(data: dict, unavailable: str | None) -> str:
    lines = [f"{data['source']}: ok", f"domain {data['domain']}"]
    for attribute in data["attributes"]:
        values = attribute["values"]
        if isinstance(values, list):
            shown = " | ".join(values)
        else:
            kind = "integer" if values["integer"] else "real"
            bounds = f" {values['low']}..{values['high']}" if values["low"] is not None else ""
            shown = kind + bounds
        lines.append(f"  {attribute['name']}: {shown}")
    target = data["target"]
    lines.append(
        f"target {target['name']}: {' | '.join(target['classes'])} (positive {target['positive']})"
    )
    space = data["space"]
    kind = space["kind"] if space["kind"] != "disjunctive" else f"disjunctions of {space['k']}"
    lines.append(f"hypotheses: {kind}")
    lines.append(f"|X| = {_count(data['instances'])}")
    hyps = data["hypotheses"]
    if unavailable:
        lines.append(f"|H| not counted: {unavailable}")
    else:
        lines.append(
            f"|H| = {_count(hyps['syntactic'])} syntactically distinct, "
            f"{_count(hyps['semantic'])} semantically distinct"
        )
    counts = ", ".join(f"{n} {c}" for c, n in data["class_counts"].items())
    lines.append(f"examples: {data['examples']} ({counts})")
    if data["queries"]:
        lines.append(f"queries: {', '.join(data['queries'])}")
    if data["named_hypotheses"]:
        lines.append(f"named hypotheses: {', '.join(data['named_hypotheses'])}")
    return "\n".join(lines)
