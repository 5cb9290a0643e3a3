"""``symlearn query THEORY``: the most informative query, or an active-learning run (§2.6.2)."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "query",
        "suggest the instance whose vote is closest to half; with --target, learn by asking",
        "symlearn query enjoysport",
        run,
    )
    parser.add_argument("theory", help="a .sl file or the name of a bundled theory")
    parser.add_argument(
        "--all-instances",
        action="store_true",
        help="choose among every instance of X rather than the theory's queries",
    )
    parser.add_argument(
        "--target",
        metavar="H",
        help="a hypothesis (or a named hypothesis of the theory) that answers the queries: "
        "ask until one hypothesis is left",
    )


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.cli.learn import counted, heading
    from symlearn.lang.theory import load_theory
    from symlearn.versionspace.learners import learn

    theory = load_theory(args.theory)
    title = "Active learning" if args.target else "Queries"
    text = heading(title, theory)
    if args.target:
        data, body = _active(theory, args.target)
        emit(args, data, text + "\n\n" + body)
        return
    from symlearn.versionspace.queries import best_query, rank_queries

    vs = learn(theory).require_nonempty()
    shape = theory.domain.shape
    if theory.queries and not args.all_instances:
        ranked = rank_queries(vs, theory.queries)
        best = ranked[0]
        pool = f"the theory's {counted(len(ranked), 'query', 'queries')}"
    else:
        ranked = []
        best = best_query(vs)
        pool = f"the {theory.domain.size:,} instances of X"
    data = {
        "count": vs.count(),
        "best": _query_dict(best),
        "ranked": [_query_dict(q) for q in ranked],
    }
    size = counted(vs.count(), "hypothesis", "hypotheses")
    text += f"\n\nVersion space: {size}; choosing among {pool}"
    text += "\n\nMost informative query (§2.6.2):\n  " + _query_line(best, shape)
    if not best.vote.imbalance:
        text += "\n  it splits the version space in half: either answer removes half of it"
    if len(ranked) > 1:
        text += "\n\nAll candidates, most informative first:"
        text += "".join("\n  " + _query_line(q, shape) for q in ranked)
    emit(args, data, text)


def _query_line(query, shape) -> str:
    from symlearn.cli.learn import format_vote
    from symlearn.lang.printer import format_instance

    name = f"{query.name}  " if query.name else ""
    return f"{name}{format_instance(query.instance, shape)}  {format_vote(query.vote)}"


def _query_dict(query) -> dict:
    return {"name": query.name, "instance": list(query.instance), "vote": query.vote.as_dict()}


def _active(theory, target_text: str) -> tuple[dict, str]:
    from symlearn.cli.learn import counted
    from symlearn.lang.hypothesis import parse_hypothesis
    from symlearn.versionspace.queries import active_learning
    from symlearn.versionspace.training import theory_examples

    named = dict(theory.hypotheses)
    if target_text in named:
        target = named[target_text]
    else:
        target = parse_hypothesis(target_text, theory.domain, source="--target")
    run = active_learning(theory.space, target, theory_examples(theory))
    shape = theory.domain.shape
    before = counted(run.initial_count, "hypothesis", "hypotheses")
    lines = [f"Target: {target}", f"Version space before asking: {before}"]
    for number, step in enumerate(run.steps, start=1):
        answer = "Yes" if step.positive else "No"
        lines.append(
            f"  query {number}: {_query_line(step.query, shape)}  → {answer}"
            f"   ({step.remaining:,} left)"
        )
    final = run.version_space
    if run.converged:
        lines.append(f"Learned {final.S[0]} in {counted(run.queries, 'query', 'queries')}")
    else:
        queries = counted(run.queries, "query", "queries")
        left = counted(final.count(), "hypothesis", "hypotheses")
        lines.append(f"Stopped after {queries} with {left} left")
    lines.append(f"⌈log2 |VS|⌉ = {run.lower_bound}: no strategy needs fewer in the worst case")
    data = {
        "target": str(target),
        "initial_count": run.initial_count,
        "lower_bound": run.lower_bound,
        "queries": [
            {**_query_dict(s.query), "positive": s.positive, "remaining": s.remaining}
            for s in run.steps
        ],
        "converged": run.converged,
        "S": [str(h) for h in final.S],
        "G": [str(h) for h in final.G],
    }
    return data, "\n".join(lines)
