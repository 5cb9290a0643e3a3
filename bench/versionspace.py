"""Benchmark: Candidate-Elimination on a large conjunctive space, beside List-Then-Eliminate.

Workloads (all seeded):

1. 20 attributes of 4 values (|X| = 4^20 ≈ 1.1e12, |H| = 1 + 5^20 ≈ 9.5e13): random conjunctive
   targets, 10,000 examples each (half drawn from the target's instances, half uniform).
   Candidate-Elimination's time per example, the peak |S| + |G| and the final |VS| (counted,
   not listed).
2. A domain small enough to list (6 attributes of 4 values, |H| = 15,626): List-Then-Eliminate
   and Candidate-Elimination on the same 300 examples, and the ratio of their times.
3. The growth of G (Haussler 1988): a sequence on which |G| doubles with every negative
   example; ``max_boundary`` stops the run with an error instead of exhausting memory.

Run: python bench/versionspace.py [--quick]
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from timing import best_time

from symlearn.concepts.attributes import Domain, Nominal
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.concepts.hypotheses import ANY
from symlearn.errors import LearningError
from symlearn.versionspace import candidate_elimination, list_then_eliminate
from symlearn.versionspace.experiments import random_instance


def wide_domain(attributes: int, values: int) -> Domain:
    names = tuple(f"v{j}" for j in range(values))
    return Domain(
        f"Wide{attributes}x{values}", tuple(Nominal(f"a{i}", names) for i in range(attributes))
    )


def random_target(space: ConjunctiveSpace, rng: random.Random):
    """Each attribute is ? with probability 1/2, else a random value."""
    return space.conjunction(
        ANY if rng.random() < 0.5 else rng.choice(a.values) for a in space.domain.attributes
    )


def examples_for(space: ConjunctiveSpace, target, n: int, rng: random.Random) -> list:
    """n examples: even-numbered ones satisfy the target, odd-numbered ones are uniform."""
    examples = []
    for i in range(n):
        x = random_instance(space.domain, rng)
        if i % 2 == 0:
            x = tuple(v if c is ANY else c for c, v in zip(target.constraints, x, strict=True))
        examples.append((x, target.covers(x)))
    return examples


def peak_boundary(vs) -> int:
    return max(len(step.S) + len(step.G) for step in vs.trace)


def workload_large(n_examples: int, targets: int) -> None:
    space = ConjunctiveSpace(wide_domain(20, 4))
    print(
        f"1. Candidate-Elimination, {space.domain.name}: |X| = {space.domain.size:.3e}, "
        f"|H| = {space.semantic_size():.3e}, {n_examples:,} examples per target"
    )
    for seed in range(targets):
        rng = random.Random(seed)
        target = random_target(space, rng)
        examples = examples_for(space, target, n_examples, rng)
        elapsed, vs = best_time(
            lambda e=examples: candidate_elimination(space, e, max_boundary=100_000)
        )
        counting, count = best_time(vs.count)
        wildcards = sum(c is ANY for c in target.constraints)
        print(
            f"   target {seed} ({wildcards:2} ?): {elapsed / n_examples * 1e6:7.1f} µs/example, "
            f"peak |S|+|G| = {peak_boundary(vs):3}, final |S| = {len(vs.S)}, |G| = {len(vs.G)}, "
            f"|VS| = {count:,} (counted in {counting * 1e3:.2f} ms), target in VS: "
            f"{vs.contains(target)}"
        )


def workload_small(n_examples: int) -> None:
    space = ConjunctiveSpace(wide_domain(6, 4))
    rng = random.Random(42)
    target = random_target(space, rng)
    examples = examples_for(space, target, n_examples, rng)
    print(
        f"\n2. {space.domain.name}: |H| = {space.semantic_size():,}, target {target}, "
        f"{n_examples} examples"
    )
    ce_time, ce = best_time(lambda: candidate_elimination(space, examples))
    lte_time, lte = best_time(lambda: list_then_eliminate(space, examples))
    assert ce == lte
    print(
        f"   Candidate-Elimination: {ce_time * 1e3:8.1f} ms ({ce_time / n_examples * 1e6:.1f} µs/example)"
    )
    print(
        f"   List-Then-Eliminate:   {lte_time * 1e3:8.1f} ms ({lte_time / n_examples * 1e6:.1f} µs/example)"
    )
    print(
        f"   same version space ({ce.count()} hypotheses); List-Then-Eliminate / "
        f"Candidate-Elimination = {lte_time / ce_time:.1f}×"
    )


def workload_blowup(limit: int) -> None:
    """Haussler's sequence: one positive, then negatives that each differ from it on a new
    pair of attributes; every member of G must exclude each negative on one of its two
    attributes, so |G| doubles with each negative."""
    space = ConjunctiveSpace(wide_domain(20, 4))
    positive = ("v0",) * 20
    examples = [(positive, True)]
    for pair in range(10):
        x = list(positive)
        x[2 * pair] = x[2 * pair + 1] = "v1"
        examples.append((tuple(x), False))
    print(f"\n3. |G| growth (Haussler 1988) on {space.domain.name}: 1 positive, 10 negatives")
    elapsed, vs = best_time(lambda: candidate_elimination(space, examples))
    sizes = ", ".join(str(len(step.G)) for step in vs.trace)
    print(f"   |G| after each example: {sizes} ({elapsed:.2f} s; |VS| = {vs.count():,})")
    start = time.perf_counter()
    try:
        candidate_elimination(space, examples, max_boundary=limit)
    except LearningError as error:
        print(
            f"   with max_boundary = {limit:,} the run stops after {time.perf_counter() - start:.2f} s:"
        )
        print(f"   {error}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer examples and targets")
    args = parser.parse_args()
    workload_large(2_000 if args.quick else 10_000, 2 if args.quick else 5)
    workload_small(300)
    workload_blowup(500)
    return 0


if __name__ == "__main__":
    sys.exit(main())
