"""``symlearn prove THEORY``: the learner's inductive bias as a theorem prover (§2.7)."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command

BIAS_NAMES = ("rote", "candidate-elimination", "find-s")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "prove",
        "decide B ∧ D ∧ x ⊢ c(x) for the theory's queries with a SAT solver, and explain it",
        "symlearn prove enjoysport --explain --all",
        run,
    )
    parser.add_argument("theory", help="a .sl file or the name of a bundled theory")
    parser.add_argument(
        "--bias",
        choices=BIAS_NAMES,
        default="candidate-elimination",
        help="the bias B, named by its learner: rote = none, candidate-elimination = c ∈ H, "
        "find-s = c ∈ H + default negation (default: candidate-elimination)",
    )
    parser.add_argument(
        "--instance",
        metavar="H",
        action="append",
        help="an instance to classify, e.g. '<Sunny, Warm, Normal, Weak, Warm, Same>', or a "
        "query name of the theory (repeatable; replaces the theory's queries)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="classify every instance of X and check the learner against the prover",
    )
    parser.add_argument(
        "--explain", action="store_true", help="show why: premises, witnesses or conflicts"
    )
    parser.add_argument(
        "--formulas",
        nargs="?",
        const="plain",
        choices=("plain", "pretty", "latex"),
        help="print the formulae B, D and c(x) (plain, pretty or latex)",
    )
    parser.add_argument(
        "--solver",
        default="dpll2",
        metavar="ALG",
        help="the SAT algorithm sympy uses: dpll2 (default), pycosat, minisat22 or z3",
    )


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.classify import resolve_instance
    from symlearn.cli.common import emit
    from symlearn.lang import load_theory
    from symlearn.logic import bias_named
    from symlearn.logic.equivalence import check_equivalence
    from symlearn.logic.learners import LEARNERS
    from symlearn.logic.printing import render, render_conjuncts

    theory = load_theory(args.theory)
    bias = bias_named(args.bias)
    prover = bias.prover(theory, args.solver)
    prover.require_consistent()
    if args.instance:
        resolved = [(text, resolve_instance(theory, text)) for text in args.instance]
        queries = [(name or text, x) for text, (name, x) in resolved]
    else:
        queries = list(theory.queries)
    proofs = [prover.prove(x, name) for name, x in queries]
    data: dict = {
        "theory": theory.source,
        "bias": bias.name,
        "statement": bias.statement,
        "learner": bias.learner,
        "solver": prover.algorithm,
        "proofs": [p.as_dict() for p in proofs],
    }
    if args.formulas:
        formulas = prover.formulas(queries)
        data["formulas"] = {
            "B": render_conjuncts(formulas.B, args.formulas),
            "D": render(formulas.D, args.formulas),
            "x": {name: render(f, args.formulas) for name, f in formulas.claims},
        }
    if args.all:
        data["all"] = check_equivalence(
            LEARNERS[bias.name], bias, theory, algorithm=prover.algorithm
        ).as_dict()
    emit(args, data, format_text(data, proofs, args.explain, theory))


def format_text(data: dict, proofs: list, explain: bool, theory) -> str:
    from symlearn.answers import Answer
    from symlearn.cli.classify import answer_name

    lines = [
        f"{data['theory']}: the bias of {data['learner']}, {data['statement']}; "
        f"SAT solver {data['solver']}"
    ]
    if not proofs and "all" not in data:
        lines.append("no queries: give --instance or --all")
    width = max((len(p.name) for p in proofs), default=0)
    for proof in proofs:
        lines.append(f"{proof.name.ljust(width)}  {proof.label}")
        if explain:
            lines.append(f"    {proof.explanation}")
    if "formulas" in data:
        shown = data["formulas"]
        lines.append("B:")
        lines.extend(f"  {part}" for part in shown["B"])
        labelled = [("D", shown["D"])]
        labelled.extend((f"x = {name}", text) for name, text in shown["x"].items())
        for label, text in labelled:
            lines.append(f"{label}:\n{text}" if "\n" in text else f"{label}: {text}")
    if "all" in data:
        result = data["all"]
        counts = result["counts"][result["right"]]
        tally = ", ".join(
            f"{n} {answer_name(Answer(answer), theory)}" for answer, n in counts.items()
        )
        lines.append(f"over {result['population']}: {tally}")
        lines.append(result["text"])
    return "\n".join(lines)
