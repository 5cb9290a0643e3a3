"""Parsing the hypothesis language (``grammars/hypothesis.lark``) into hypothesis values.

Parsing is done against a :class:`~symlearn.concepts.attributes.Domain`: positional tuples
must have one constraint per attribute (nested as the domain's groups), named constraints must
name attributes, and values must belong to their attribute. Each mistake is a located error.
"""

from __future__ import annotations

from functools import cache

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedInput, VisitError

from symlearn import resources
from symlearn.concepts.attributes import Domain, Instance, Nominal, Numeric
from symlearn.concepts.hypotheses import (
    ANY,
    EMPTY,
    Conjunction,
    Constraint,
    Hypothesis,
    Interval,
    Not,
    Or,
    conjoin,
)
from symlearn.errors import DomainError, Location, SymlearnError
from symlearn.lang.errors import parse_error


@cache
def hypothesis_parser() -> Lark:
    return Lark(
        resources.grammar("hypothesis"),
        start="expr",
        parser="lalr",
        maybe_placeholders=False,
    )


class _Item:
    """A constraint before it is matched to its attribute, with its place in the text."""

    __slots__ = ("constraint", "token")

    def __init__(self, constraint: object, token: Token | None) -> None:
        self.constraint = constraint
        self.token = token


class _Tuple:
    __slots__ = ("items", "token")

    def __init__(self, items: list, token: Token) -> None:
        self.items = items
        self.token = token


class HypothesisBuilder(Transformer):
    """Turns a parse tree of the hypothesis language into hypothesis values over a domain."""

    def __init__(self, domain: Domain, text: str, source: str | None) -> None:
        super().__init__()
        self.domain = domain
        self.text = text
        self.source = source

    def located(self, error: SymlearnError, token: Token | None) -> SymlearnError:
        if token is not None and token.start_pos is not None:
            error.located(Location.in_text(self.text, token.start_pos, self.source))
        return error

    # --- constraints -------------------------------------------------------------------
    def any(self, children: list[Token]) -> _Item:
        return _Item(ANY, children[0])

    def empty(self, children: list[Token]) -> _Item:
        return _Item(EMPTY, children[0])

    def value(self, children: list[Token]) -> _Item:
        token = children[0]
        text = token[1:-1] if token.type == "STRING" else str(token)
        return _Item(text, token)

    def interval(self, children: list[Token]) -> _Item:
        low, high = children
        return _Item(("..", str(low), str(high)), low)

    def name(self, children: list[Token]) -> Token:
        first = children[0]
        return Token.new_borrow_pos("NAME", ".".join(children), first)

    # --- structure ---------------------------------------------------------------------
    def tuple(self, children: list) -> _Tuple:
        return _Tuple(children[1:], children[0])

    def named(self, children: list) -> Conjunction:
        name, item = children
        try:
            position = self.domain.position(str(name))
        except DomainError as error:
            raise self.located(error, name) from None
        constraints: list[Constraint] = [ANY] * len(self.domain)
        constraints[position] = self.resolve(position, item)
        return Conjunction(tuple(constraints), self.domain.shape)

    def negation(self, children: list) -> Hypothesis:
        return Not(self.hypothesis(children[0]))

    def and_expr(self, children: list) -> Hypothesis:
        return conjoin([self.hypothesis(c) for c in children])

    def or_expr(self, children: list) -> Hypothesis:
        return Or(tuple(self.hypothesis(c) for c in children))

    # --- resolution against the domain ---------------------------------------------------
    def hypothesis(self, node: object) -> Hypothesis:
        """A finished hypothesis: tuples are matched to the domain's attributes here."""
        return self.conjunction(node) if isinstance(node, _Tuple) else node

    def conjunction(self, tup: _Tuple) -> Conjunction:
        shape = self.domain.shape
        if shape:
            self.check_arity(len(tup.items), len(shape), tup.token, "groups")
            items: list = []
            for (group, width), written, inner in zip(
                self.domain.groups, shape, tup.items, strict=True
            ):
                if written == 0:
                    items.append(inner)
                    continue
                if not isinstance(inner, _Tuple):
                    raise self.located(
                        DomainError(f"expected a tuple of {width} constraints for group {group}"),
                        inner.token,
                    )
                self.check_arity(len(inner.items), width, inner.token, f"constraints for {group}")
                items.extend(inner.items)
        else:
            items = tup.items
            self.check_arity(len(items), len(self.domain), tup.token, "constraints")
        for item in items:
            if isinstance(item, _Tuple):
                raise self.located(
                    DomainError(f"{self.domain.name} expects a value here, not a nested tuple"),
                    item.token,
                )
        constraints = tuple(self.resolve(i, item) for i, item in enumerate(items))
        return Conjunction(constraints, shape)

    def check_arity(self, got: int, expected: int, token: Token, what: str) -> None:
        if got != expected:
            raise self.located(
                DomainError(f"{self.domain.name} needs {expected} {what} in a tuple, not {got}"),
                token,
            )

    def resolve(self, position: int, item: _Item) -> Constraint:
        constraint = item.constraint
        if constraint is ANY or constraint is EMPTY:
            return constraint
        attribute = self.domain.attributes[position]
        try:
            if isinstance(constraint, tuple):
                if isinstance(attribute, Nominal):
                    raise DomainError(f"{attribute.name} is nominal; an interval needs a number")
                low, high = attribute.check(constraint[1]), attribute.check(constraint[2])
                if low > high:
                    raise DomainError(f"empty interval {low}..{high} for {attribute.name}")
                return Interval(low, high)
            if isinstance(attribute, Numeric):
                number = attribute.check(constraint)
                return Interval(number, number)
            return attribute.check(constraint)
        except DomainError as error:
            raise self.located(error, item.token) from None


def _run(builder: HypothesisBuilder, text: str, source: str | None) -> Hypothesis:
    try:
        tree = hypothesis_parser().parse(text)
    except UnexpectedInput as error:
        raise parse_error(hypothesis_parser(), error, text, source) from None
    return builder.hypothesis(transform(builder, tree))


def transform(builder: Transformer, tree) -> object:
    """Apply ``builder``, letting the located errors it raises through unwrapped."""
    try:
        return builder.transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, SymlearnError):
            raise error.orig_exc from None
        raise


def parse_hypothesis(text: str, domain: Domain, source: str | None = None) -> Hypothesis:
    """Parse ``text`` as a hypothesis over ``domain``.

    >>> from symlearn import load_theory
    >>> domain = load_theory("enjoysport").domain
    >>> print(parse_hypothesis("Sky = Sunny and Wind = Strong", domain))
    <Sunny, ?, ?, Strong, ?, ?>
    """
    return _run(HypothesisBuilder(domain, text, source), text, source)


def instance_from(h: Hypothesis, domain: Domain, allow_missing: bool = False) -> Instance:
    """The instance a tuple of plain values denotes (``?`` is a missing value)."""
    if not isinstance(h, Conjunction):
        raise DomainError("an instance is a tuple of values, not a formula")
    values: list[object] = []
    for attribute, c in zip(domain.attributes, h.constraints, strict=True):
        if c is ANY and allow_missing:
            values.append(None)
        elif isinstance(c, Interval) and c.low == c.high:
            values.append(c.low)
        elif isinstance(c, str):
            values.append(c)
        else:
            raise DomainError(f"an instance needs a single value for {attribute.name}")
    return tuple(values)


def parse_instance(
    text: str, domain: Domain, source: str | None = None, allow_missing: bool = False
) -> Instance:
    """Parse ``text`` as an instance of ``domain``: a tuple of values, ``?`` where missing."""
    h = parse_hypothesis(text, domain, source)
    try:
        return instance_from(h, domain, allow_missing)
    except DomainError as error:
        raise error.located(Location.in_text(text, 0, source)) from None
