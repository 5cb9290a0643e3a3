"""``symlearn parse HYPOTHESIS --theory THEORY``: the canonical form and coverage of a hypothesis."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "parse",
        "print a hypothesis in canonical form with the number of instances it covers",
        "symlearn parse 'Sky = Sunny and Wind = Strong' --theory enjoysport",
        run,
    )
    parser.add_argument("hypothesis", help="a hypothesis in the symlearn language")
    parser.add_argument("--theory", required=True, help="the theory whose domain it is over")


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.concepts.extension import covered_count
    from symlearn.lang.hypothesis import parse_hypothesis
    from symlearn.lang.theory import load_theory

    theory = load_theory(args.theory)
    h = parse_hypothesis(args.hypothesis, theory.domain, source="<hypothesis>")
    covered = covered_count(h, theory.domain) if theory.domain.finite else None
    in_space = theory.space.contains(h)
    data = {
        "canonical": str(h),
        "covered": covered,
        "instances": theory.domain.size,
        "in_space": in_space,
        "space": theory.space_spec.kind,
    }
    text = str(h)
    if covered is not None:
        text += f"\ncovers {covered} of {theory.domain.size} instances"
    if not in_space:
        text += f"\nnot in the theory's {theory.space_spec.kind} hypothesis space"
    emit(args, data, text)
