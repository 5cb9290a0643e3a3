"""The Find-S algorithm (Mitchell §2.4, Table 2.3): the most specific hypothesis, found by
generalizing just enough to cover each positive example."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from symlearn.concepts.hypotheses import Hypothesis
from symlearn.concepts.space import HypothesisSpace
from symlearn.theory import Example
from symlearn.versionspace.trace import example_dict
from symlearn.versionspace.training import training_examples


@dataclass(frozen=True)
class FindSResult:
    """The hypothesis Find-S outputs and its trace h0 … hn, one per example (Mitchell §2.4)."""

    space: HypothesisSpace
    examples: tuple[Example, ...]
    trace: tuple[Hypothesis, ...]

    @property
    def hypothesis(self) -> Hypothesis:
        """hn, the output: the most specific hypothesis covering every positive example."""
        return self.trace[-1]

    @property
    def misclassified(self) -> tuple[Example, ...]:
        """The examples the output gets wrong: none when the target is in H and the data are
        noise-free (§2.4); negatives it covers otherwise (§2.7.1)."""
        h = self.hypothesis
        return tuple(e for e in self.examples if h.covers(e.instance) != e.positive)

    def as_dict(self) -> dict:
        """Plain data: the trace h0 … hn with the example read at each step."""
        return {
            "hypothesis": str(self.hypothesis),
            "trace": [
                {
                    "step": i,
                    "example": None if i == 0 else example_dict(self.examples[i - 1]),
                    "hypothesis": str(h),
                }
                for i, h in enumerate(self.trace)
            ],
            "misclassified": [example_dict(e) for e in self.misclassified],
        }

    def __str__(self) -> str:
        return "\n".join(f"h{i} = {h}" for i, h in enumerate(self.trace))


def find_s_step(space: HypothesisSpace, h: Hypothesis, example: Example) -> Hypothesis:
    """One step of Table 2.3: negatives are ignored; a positive not covered by h replaces h by
    its (first) minimal generalization covering it, the unique one in a conjunctive space."""
    if not example.positive or h.covers(example.instance):
        return h
    return space.generalize(h, example.instance)[0]


def find_s(space: HypothesisSpace, examples: Iterable[Example | tuple]) -> FindSResult:
    """Find-S (Mitchell §2.4, Table 2.3) over ``examples``, from the most specific h0 of ``space``.

    Examples
    --------
    >>> from symlearn import load_theory
    >>> th = load_theory("enjoysport")
    >>> print(find_s(th.space, th.examples).hypothesis)
    <Sunny, Warm, ?, Strong, ?, ?>
    """
    examples = training_examples(examples, space.domain)
    h = space.most_specific()[0]
    trace = [h]
    for example in examples:
        h = find_s_step(space, h, example)
        trace.append(h)
    return FindSResult(space, examples, tuple(trace))
