"""The List-Then-Eliminate algorithm (Mitchell §2.5.2, Table 2.4): the brute-force reference.

It lists every concept of H and removes those that disagree with an example. It is exact for
any finite space and is the yardstick Candidate-Elimination is tested against; it refuses a
space too large to list.
"""

from __future__ import annotations

from collections.abc import Iterable

from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import SpaceTooLargeError
from symlearn.theory import Example
from symlearn.versionspace.order import maximally_general, maximally_specific
from symlearn.versionspace.trace import Step
from symlearn.versionspace.training import training_examples
from symlearn.versionspace.version_space import VersionSpace


def list_then_eliminate(
    space: HypothesisSpace, examples: Iterable[Example | tuple]
) -> VersionSpace:
    """The version space of ``space`` for ``examples``, by listing H and eliminating (§2.5.2).

    The trace holds, after each example, the maximally specific and maximally general
    survivors, so it can be compared step by step with Candidate-Elimination's.

    Raises
    ------
    SpaceTooLargeError
        when H has more concepts than can be listed; the message gives their number.

    Examples
    --------
    >>> from symlearn import load_theory
    >>> th = load_theory("enjoysport")
    >>> list_then_eliminate(th.space, th.examples).count()
    6
    """
    examples = training_examples(examples, space.domain)
    try:
        survivors = list(space.concepts())
    except SpaceTooLargeError as error:
        error.message = f"List-Then-Eliminate cannot list H: {error.message}"
        raise
    trace = [_step(space, 0, None, survivors)]
    for number, example in enumerate(examples, start=1):
        x, positive = example.instance, example.positive
        survivors = [h for h in survivors if h.covers(x) == positive]
        trace.append(_step(space, number, example, survivors))
        if not survivors:
            return VersionSpace(space, (), (), trace, examples[:number], emptied_by=example)
    S, G = trace[-1].S, trace[-1].G
    return VersionSpace(space, S, G, trace, examples, members=survivors)


def _step(space: HypothesisSpace, number: int, example: Example | None, survivors) -> Step:
    return Step(
        number, example, maximally_specific(space, survivors), maximally_general(space, survivors)
    )
