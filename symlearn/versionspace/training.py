"""Training examples ⟨x, c(x)⟩ for concept learning (Mitchell §2.2), checked at the boundary.

Every learner of this package reads its examples through :func:`training_examples`, which
accepts :class:`~symlearn.theory.Example` values (from a theory) or plain ``(instance, bool)``
pairs, and rejects what does not fit the domain with an error placed at the example.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from symlearn.concepts.attributes import Domain
from symlearn.errors import DataError, SymlearnError
from symlearn.lang.printer import format_instance
from symlearn.theory import Example, Target, Theory

POSITIVE_LABEL = "Yes"
NEGATIVE_LABEL = "No"


def describe(example: Example, shape: tuple[int, ...] = ()) -> str:
    """How an example is named in messages: its id, its instance and its label."""
    name = f"example {example.id}" if example.id is not None else "the example"
    return f"{name} {format_instance(example.instance, shape)} -> {example.label}"


def training_examples(examples: Iterable[Example | tuple], domain: Domain) -> tuple[Example, ...]:
    """``examples`` as checked examples that know their polarity.

    A plain pair ``(instance, positive)`` becomes an example labelled Yes or No whose id is its
    1-based position. Each instance must fit ``domain`` with no missing value; each example must
    know whether it is positive.
    """
    checked = []
    for number, item in enumerate(examples, start=1):
        example = _as_example(item, number)
        try:
            instance = domain.check_instance(example.instance)
        except SymlearnError as error:
            error.message = f"{describe(example, domain.shape)}: {error.message}"
            if example.location is not None:
                error.located(example.location)
            raise
        if example.positive is None:
            raise DataError(
                f"{describe(example, domain.shape)}: the label is neither the positive nor the negative class",
                example.location,
            )
        checked.append(replace(example, instance=instance))
    return tuple(checked)


def _as_example(item: Example | tuple, number: int) -> Example:
    if isinstance(item, Example):
        return item
    if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], bool):
        instance, positive = item
        label = POSITIVE_LABEL if positive else NEGATIVE_LABEL
        return Example(tuple(instance), label, id=str(number), positive=positive)
    raise DataError(f"training item {number} is neither an Example nor an (instance, bool) pair")


def theory_examples(theory: Theory) -> tuple[Example, ...]:
    """The examples of a two-class theory, each labelled with one of the declared classes."""
    target: Target = theory.target
    if len(target.classes) != 2:
        classes = " | ".join(target.classes)
        raise DataError(
            f"concept learning needs a target with two classes; {target.name} has "
            f"{len(target.classes)} ({classes})"
        )
    for example in theory.examples:
        if example.label not in target.classes:
            raise DataError(
                f"{describe(example, theory.domain.shape)}: '{example.label}' is not a class of {target.name}",
                example.location,
                hint=f"expected one of {', '.join(target.classes)}",
            )
    return training_examples(theory.examples, theory.domain)
