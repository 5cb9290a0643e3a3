"""Benchmark: the bias prover (Mitchell §2.7) beside Candidate-Elimination's S and G.

Two workloads, each run with every SAT algorithm sympy can use here (dpll2 always; pycosat
and minisat22 when their packages are installed):

1. EnjoySport (Table 2.1): the full check over all 96 instances that the prover with c ∈ H
   gives Candidate-Elimination's unanimous vote; beside it, the same 96 answers from S and G.
2. A synthetic conjunctive theory, 20 attributes of 4 values and 200 examples labelled by a
   random 3-attribute conjunction (3 positives first, so that the version space stays wide):
   time per query of the prover, beside the time per query of the unanimous rule through S
   and G (and the time to learn S and G).

Run: python bench/prover.py [--queries 30] [--positives 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from timing import best_time

from symlearn import load_theory
from symlearn.concepts.attributes import Domain, Nominal
from symlearn.concepts.hypotheses import ANY, Conjunction
from symlearn.logic import TARGET_IN_H, available_algorithms
from symlearn.logic.equivalence import check_equivalence
from symlearn.logic.learners import CandidateEliminationLearner
from symlearn.theory import Example, SpaceSpec, Target, Theory
from symlearn.versionspace import candidate_elimination


def enjoysport() -> None:
    th = load_theory("enjoysport")
    print("1. EnjoySport: equivalence check over all 96 instances (prover with c ∈ H vs CE)")
    learn, vs = best_time(lambda: candidate_elimination(th.space, th.examples))
    sg, answers = best_time(lambda: [vs.classify(x) for x in th.domain.instances()])
    counts = Counter(str(a) for a in answers)
    print(f"   S and G: learn {learn * 1e3:8.2f} ms, 96 answers {sg * 1e3:8.2f} ms  {dict(counts)}")
    for algorithm in available_algorithms():
        seconds, result = best_time(
            lambda a=algorithm: check_equivalence(
                CandidateEliminationLearner(), TARGET_IN_H, th, algorithm=a
            )
        )
        assert result.equivalent, result
        print(
            f"   {algorithm:<10} full check {seconds * 1e3:8.1f} ms   "
            f"(prover / S-G answers: {seconds / sg:8.0f}x)  {result}"
        )


def synthetic(
    n_attributes: int, n_values: int, n_examples: int, n_positive: int, seed: int
) -> Theory:
    rng = random.Random(seed)
    attributes = tuple(
        Nominal(f"A{i}", tuple(f"v{j}" for j in range(n_values))) for i in range(n_attributes)
    )
    domain = Domain("Synthetic", attributes)
    constrained = rng.sample(range(n_attributes), 3)
    target = [ANY] * n_attributes
    for i in constrained:
        target[i] = rng.choice(attributes[i].values)
    h = Conjunction(tuple(target))

    def draw(positive: bool):
        while True:
            x = [rng.choice(a.values) for a in attributes]
            if positive:
                for i in constrained:
                    x[i] = target[i]
            if h.covers(x) == positive:
                return tuple(x)

    xs = [draw(True) for _ in range(n_positive)]
    xs += [draw(False) for _ in range(n_examples - n_positive)]
    examples = tuple(
        Example(x, "Yes" if h.covers(x) else "No", id=str(i + 1)) for i, x in enumerate(xs)
    )
    return Theory(domain, Target("T", ("Yes", "No"), "Yes"), SpaceSpec("conjunctive"), examples)


def per_query(n_queries: int, n_positive: int, seed: int) -> None:
    th = synthetic(20, 4, 200, n_positive, seed)
    positives = sum(e.positive for e in th.examples)
    print(
        f"\n2. 20 attributes × 4 values, {len(th.examples)} examples ({positives} positive), "
        f"{n_queries} queries"
    )
    rng = random.Random(seed + 1)
    # A third of the queries uniform (mostly No), the rest positives with one or two values
    # changed (Yes, or don't know where S and G disagree).
    queries = [
        tuple(rng.choice(a.values) for a in th.domain.attributes) for _ in range(n_queries // 3)
    ]
    pos = [e.instance for e in th.examples if e.positive]
    while len(queries) < n_queries:
        x = list(rng.choice(pos))
        for i in rng.sample(range(len(x)), rng.randint(1, 2)):
            x[i] = rng.choice(th.domain.attributes[i].values)
        queries.append(tuple(x))

    learn, vs = best_time(lambda: candidate_elimination(th.space, th.examples))
    sg, expected = best_time(lambda: [vs.classify(x) for x in queries])
    sg_each = sg / n_queries
    print(
        f"   S and G: learn {learn * 1e3:8.1f} ms (|S| = {len(vs.S)}, |G| = {len(vs.G)}), "
        f"{sg_each * 1e6:8.1f} µs per query  {dict(Counter(str(a) for a in expected))}"
    )
    for algorithm in available_algorithms():
        build, prover = best_time(lambda a=algorithm: TARGET_IN_H.prover(th, a))
        check, _ = best_time(prover.require_consistent)
        seconds, answers = best_time(lambda p=prover: [p.entails(x) for x in queries])
        assert answers == expected, f"{algorithm} disagrees with S and G"
        each = seconds / n_queries
        print(
            f"   {algorithm:<10} encode B ∧ D {build * 1e3:7.1f} ms, consistency "
            f"{check * 1e3:7.1f} ms, {each * 1e3:8.2f} ms per query "
            f"(prover / S-G: {each / sg_each:8.0f}x; / S-G incl. learning: "
            f"{seconds / (sg + learn):6.2f}x)"
        )
    entailed = next((x for x, a in zip(queries, expected, strict=True) if str(a) != "don't know"))
    fastest = available_algorithms()[-1]
    fast = TARGET_IN_H.prover(th, fastest)
    explain, proof = best_time(lambda: fast.prove(entailed))
    print(
        f"   explanation of one entailed query ({fastest}, deletion over 200 examples): "
        f"{explain:6.2f} s, {len(proof.explanation.examples)} examples kept"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=30)
    parser.add_argument("--positives", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"SAT algorithms available: {', '.join(available_algorithms())}")
    missing = [a for a in ("pycosat", "minisat22") if a not in available_algorithms()]
    if missing:
        print(f"(not installed, skipped: {', '.join(missing)}; pip install pycosat python-sat)")
    enjoysport()
    per_query(args.queries, args.positives, args.seed)


if __name__ == "__main__":
    main()
