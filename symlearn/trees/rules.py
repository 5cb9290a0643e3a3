"""Rules: a tree as one IF-THEN rule per root-to-leaf path (Mitchell §3.7.1.2, step 2).

Each test along a path becomes a precondition and the leaf's class the conclusion::

    IF Outlook = Sunny ∧ Humidity = High THEN PlayTennis = No

A :class:`RuleList` is applied in order: the first rule whose preconditions all hold gives
the class, and the default class answers when none does. The rules of a tree are mutually
exclusive and cover every complete instance, so their order does not matter and the default
is only reached by instances with a missing value or a value the tree never saw; a
precondition on a missing value does not hold (the rules do not split instances into
fractions as the tree does, Mitchell §3.7.4). After rule post-pruning
(:mod:`symlearn.trees.prune.rule_post`) the rules overlap, their order matters, and the
default class is the one most common among the training examples no rule covers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from symlearn.concepts.attributes import Domain, Instance
from symlearn.theory import Target
from symlearn.trees.data import as_instance, encode_instances
from symlearn.trees.model import DecisionTree, NominalTest, Test, ThresholdTest, ValueTest


@dataclass(frozen=True)
class Condition:
    """One precondition: outcome ``outcome`` of ``test``, e.g. ``Outlook = Sunny``.

    :attr:`relation` is ``=`` or ``≠`` for a nominal attribute and ``≤`` or ``>`` for a
    threshold on a numeric one (Mitchell §3.7.2).
    """

    test: Test
    outcome: int

    @property
    def attribute(self) -> str:
        return self.test.attribute

    @property
    def relation(self) -> str:
        if isinstance(self.test, ThresholdTest):
            return ("≤", ">")[self.outcome]
        if isinstance(self.test, ValueTest):
            return ("=", "≠")[self.outcome]
        return "="

    @property
    def value(self) -> str | float:
        if isinstance(self.test, NominalTest):
            return self.test.values[self.outcome]
        if isinstance(self.test, ValueTest):
            return self.test.value
        return self.test.threshold

    def mask(self, columns: Sequence[np.ndarray], domain: Domain) -> np.ndarray:
        """Which encoded instances satisfy the condition (a missing value never does)."""
        return self.test.route(columns[domain.position(self.attribute)]) == self.outcome

    def as_dict(self) -> dict[str, Any]:
        return {"attribute": self.attribute, "relation": self.relation, "value": self.value}

    def __str__(self) -> str:
        return self.test.condition(self.outcome)


@dataclass(frozen=True)
class Rule:
    """IF preconditions THEN class, with its estimated accuracy when it has been pruned.

    ``estimate`` is the estimated accuracy that rule post-pruning ranked it by and
    ``covered`` the weight of the examples that estimate rests on.
    """

    conditions: tuple[Condition, ...]
    label: str
    estimate: float | None = None
    covered: float | None = None

    def mask(self, columns: Sequence[np.ndarray], domain: Domain) -> np.ndarray:
        """Which encoded instances satisfy every precondition."""
        n = len(columns[0]) if columns else 0
        hold = np.ones(n, dtype=bool)
        for condition in self.conditions:
            hold &= condition.mask(columns, domain)
        return hold

    def text(self, target: str) -> str:
        body = " ∧ ".join(str(c) for c in self.conditions) or "true"
        return f"IF {body} THEN {target} = {self.label}"

    def as_dict(self, target: str) -> dict[str, Any]:
        data: dict[str, Any] = {
            "if": [c.as_dict() for c in self.conditions],
            "then": self.label,
            "text": self.text(target),
        }
        if self.estimate is not None:
            data["estimate"] = self.estimate
            data["covered"] = self.covered
        return data


@dataclass(frozen=True)
class RuleList:
    """Rules applied in order, then a default class (Mitchell §3.7.1.2, step 4).

    ``exclusive`` says that no two rules overlap (the rules of a tree), so that their
    regions of the instance space need not be computed from their order.
    """

    domain: Domain
    target: Target
    rules: tuple[Rule, ...]
    default: str
    exclusive: bool = False
    source: str = field(default="a decision tree")

    def __len__(self) -> int:
        return len(self.rules)

    @property
    def conditions(self) -> int:
        """The number of preconditions of all rules together."""
        return sum(len(r.conditions) for r in self.rules)

    def predict(self, x: Instance | Mapping[str, object]) -> str:
        """The class the first matching rule gives ``x``, or the default class."""
        return self.predict_many([x])[0]

    def predict_many(self, instances: Sequence[Instance | Mapping[str, object]]) -> list[str]:
        rows = [as_instance(self.domain, x) for x in instances]
        if not rows:
            return []
        codes = self.predict_columns(encode_instances(self.domain, rows))
        return [self.target.classes[k] for k in codes.tolist()]

    def predict_columns(self, columns: Sequence[np.ndarray]) -> np.ndarray:
        """Class indices of encoded instances (:func:`~symlearn.trees.data.encode_instances`)."""
        n = len(columns[0]) if columns else 0
        index = {c: i for i, c in enumerate(self.target.classes)}
        answer = np.full(n, index[self.default], dtype=np.int64)
        open_ = np.ones(n, dtype=bool)
        for rule in self.rules:
            fires = open_ & rule.mask(columns, self.domain)
            answer[fires] = index[rule.label]
            open_ &= ~fires
        return answer

    def lines(self) -> list[str]:
        name = self.target.name
        lines = []
        for rule in self.rules:
            text = rule.text(name)
            if rule.estimate is not None:
                text += f"   (estimated accuracy {rule.estimate:.3f}, covers {rule.covered:g})"
            lines.append(text)
        lines.append(f"ELSE {name} = {self.default}")
        return lines

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return f"<RuleList {self.target.name}: {len(self.rules)} rules from {self.source}>"

    def as_dict(self) -> dict[str, Any]:
        return {
            "target": self.target.name,
            "source": self.source,
            "ordered": not self.exclusive,
            "rules": [r.as_dict(self.target.name) for r in self.rules],
            "default": self.default,
        }


def rules_from_tree(tree: DecisionTree) -> RuleList:
    """One rule per root-to-leaf path, left to right (Mitchell §3.7.1.2, step 2).

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import id3
    >>> print(rules_from_tree(id3(load_theory("playtennis"))).rules[0].text("PlayTennis"))
    IF Outlook = Sunny ∧ Humidity = High THEN PlayTennis = No
    """
    rules = tuple(
        Rule(tuple(Condition(test, outcome) for test, outcome in path.steps), path.leaf.label)
        for path in tree.paths()
    )
    return RuleList(tree.domain, tree.target, rules, tree.root.label, exclusive=True)
