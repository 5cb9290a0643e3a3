"""Parsing speed of the hypothesis language: symlearn's LALR parser beside Lark's Earley.

Run: python bench/parse.py [N]. Parses N (default 100,000) random EnjoySport hypotheses in the
positional, named and disjunctive forms, prints hypotheses per second, then parses a sample with
an Earley parser built from the same grammar and prints the ratio. Nothing here is a test.
"""

from __future__ import annotations

import random
import sys

from lark import Lark
from timing import best_time

from symlearn import load_theory, parse_hypothesis
from symlearn.resources import grammar


def random_hypotheses(domain, n: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)

    def positional() -> str:
        parts = [rng.choice(["?", "?", "∅", *a.values]) for a in domain.attributes]
        return "<" + ", ".join(parts) + ">"

    def named() -> str:
        chosen = rng.sample(domain.attributes, rng.randint(1, 3))
        return " ∧ ".join(f"{a.name} = {rng.choice(a.values)}" for a in chosen)

    forms = [positional, named, lambda: f"{positional()} ∨ ¬{positional()}"]
    return [rng.choice(forms)() for _ in range(n)]


def rate(parse, texts: list[str]) -> float:
    seconds, _ = best_time(lambda: [parse(text) for text in texts])
    return len(texts) / seconds


def main(n: int = 100_000) -> None:
    domain = load_theory("enjoysport").domain
    texts = random_hypotheses(domain, n)
    ours = rate(lambda t: parse_hypothesis(t, domain), texts)
    print(
        f"symlearn (LALR + domain checks): {n:,} hypotheses at {ours:,.0f} per second "
        f"({n / ours:.2f} s)"
    )
    earley = Lark(grammar("hypothesis"), start="expr", parser="earley")
    lalr = Lark(grammar("hypothesis"), start="expr", parser="lalr")
    sample = texts[: max(1, n // 50)]
    earley_rate = rate(earley.parse, sample)
    lalr_rate = rate(lalr.parse, sample)
    print(f"bare Lark LALR on {len(sample):,}: {lalr_rate:,.0f} per second")
    print(f"bare Lark Earley on {len(sample):,}: {earley_rate:,.0f} per second")
    print(f"ratio symlearn / Earley: {ours / earley_rate:.1f}x faster")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
