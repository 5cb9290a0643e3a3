"""Reading theory files (``grammars/theory.lark``, suffix ``.sl``) into :class:`Theory` values.

Statements are read in order, so a theory declares its domain before the examples, queries and
hypotheses that use it. Every mistake is reported at its place in the file.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from symlearn import resources
from symlearn.concepts.attributes import Attribute, Domain, Nominal, Numeric
from symlearn.errors import (
    DomainError,
    Location,
    SymlearnError,
    TheoryError,
    choice_hint,
    did_you_mean,
)
from symlearn.lang.errors import parse_error
from symlearn.lang.hypothesis import HypothesisBuilder, instance_from, transform
from symlearn.theory import Assumption, Example, SpaceSpec, Target, Theory

SUFFIX = ".sl"


@cache
def theory_parser() -> Lark:
    return Lark(
        resources.grammar("hypothesis") + "\n" + resources.grammar("theory"),
        start="theory",
        parser="lalr",
        propagate_positions=True,
        maybe_placeholders=True,
    )


def _token_text(token: Token) -> str:
    return token[1:-1] if token.type == "STRING" else str(token)


class _TheoryReader:
    """Reads the statements of one theory file in order, checking each against the last."""

    def __init__(self, text: str, source: str | None) -> None:
        self.text = text
        self.source = source
        self.domain: Domain | None = None
        self.target: Target | None = None
        self.positive: Token | None = None
        self.space = SpaceSpec()
        self.examples: list[Example] = []
        self.queries: dict[str, object] = {}
        self.hypotheses: dict[str, object] = {}
        self.assumptions: list[Assumption] = []
        self.costs: dict[str, float] = {}
        self.seen: set[str] = set()

    def at(self, node: Token | Tree) -> Location:
        pos = node.start_pos if isinstance(node, Token) else node.meta.start_pos
        return Location.in_text(self.text, pos, self.source)

    def fail(self, message: str, node: Token | Tree, hint: str | None = None) -> TheoryError:
        return TheoryError(message, self.at(node), hint)

    def read(self, tree: Tree) -> Theory:
        for statement in tree.children:
            kind = statement.data
            if kind in {"domain", "target", "space", "positive"} and kind in self.seen:
                raise self.fail(f"a theory has one {kind} statement; this is another", statement)
            if kind not in {"domain"} and self.domain is None:
                raise self.fail(f"declare the domain before the {kind} statement", statement)
            self.seen.add(kind)
            getattr(self, f"read_{kind}")(statement)
        if self.domain is None:
            end = Location.in_text(self.text, len(self.text), self.source)
            raise TheoryError("the theory declares no domain", end)
        if self.target is None:
            if self.examples:
                raise TheoryError("examples need a target statement", self.examples[0].location)
            self.target = Target(self.domain.name, ("Yes", "No"), "Yes")
        return Theory(
            domain=self.domain,
            target=self.target,
            space_spec=self.space,
            examples=tuple(self.examples),
            queries=tuple(self.queries.items()),
            hypotheses=tuple(self.hypotheses.items()),
            assumptions=tuple(self.assumptions),
            costs=tuple(self.costs.items()),
            source=self.source,
        )

    # --- the domain ----------------------------------------------------------------------
    def read_domain(self, tree: Tree) -> None:
        name, *members = tree.children
        if not members:
            raise self.fail(f"domain {name} declares no attributes", name)
        attributes: list[Attribute] = []
        groups: list[tuple[str, int]] = []
        names: dict[str, Token] = {}
        for member in members:
            if member.data == "group":
                group, *inner = member.children
                groups.append((str(group), len(inner)))
                for attribute in inner:
                    attributes.append(self.read_attribute(attribute, names, f"{group}."))
            else:
                groups.append((str(member.children[0]), 1))
                attributes.append(self.read_attribute(member, names, ""))
        structured = any(member.data == "group" for member in members)
        declared_at = tuple((n, self.at(token)) for n, token in names.items())
        self.domain = Domain(
            str(name), tuple(attributes), tuple(groups) if structured else (), declared_at
        )

    def read_attribute(self, tree: Tree, names: dict[str, Token], prefix: str) -> Attribute:
        token, kind = tree.children
        name = prefix + str(token)
        if name in names:
            raise self.fail(
                f"attribute {name} is declared twice (first at line {names[name].line})", token
            )
        names[name] = token
        if kind.data == "numeric_type":
            kind_tree, low, high = kind.children
            integer = str(kind_tree.children[0]) == "integer"
            if low is None:
                return Numeric(name, integer)
            number = int if integer else float
            try:
                low_value, high_value = number(low), number(high)
            except ValueError:
                message = f"{name} is an integer attribute; its bounds must be integers"
                raise self.fail(message, low) from None
            if low_value > high_value:
                raise self.fail(f"empty range {low}..{high} for {name}", low)
            return Numeric(name, integer, low_value, high_value)
        values: list[str] = []
        for value in kind.children:
            text = _token_text(value.children[0])
            if text in values:
                raise self.fail(f"value {text} of {name} is declared twice", value.children[0])
            values.append(text)
        return Nominal(name, tuple(values))

    # --- target and space -------------------------------------------------------------------
    def read_target(self, tree: Tree) -> None:
        name, *values = tree.children
        classes: list[str] = []
        for value in values:
            text = _token_text(value.children[0])
            if text in classes:
                raise self.fail(f"class {text} is declared twice", value.children[0])
            classes.append(text)
        if len(classes) < 2:
            raise self.fail("a target needs at least two classes", name)
        positive = classes[0]
        if self.positive is not None:
            positive = self.class_label(self.positive, classes)
        self.target = Target(str(name), tuple(classes), positive)

    def read_positive(self, tree: Tree) -> None:
        token = tree.children[0].children[0]
        if self.target is None:
            self.positive = token
        else:
            label = self.class_label(token, self.target.classes)
            self.target = Target(self.target.name, self.target.classes, label)

    def class_label(self, token: Token, classes) -> str:
        text = _token_text(token)
        if text not in classes:
            hint = choice_hint(text, classes)
            raise self.fail(f"unknown class '{text}'", token, hint)
        return text

    def read_space(self, tree: Tree) -> None:
        kind = tree.children[0]
        if kind.data == "simple_space":
            self.space = SpaceSpec(str(kind.children[0].children[0]))
            return
        token = kind.children[0]
        if not token.isdigit() or int(token) < 1:
            raise self.fail("the number of disjuncts must be a positive integer", token)
        self.space = SpaceSpec("disjunctive", int(token))

    # --- data -------------------------------------------------------------------------------
    def hypothesis(self, tree: Tree):
        builder = HypothesisBuilder(self.domain, self.text, self.source)
        return builder.hypothesis(transform(builder, tree))

    def instance(self, tree: Tree, allow_missing: bool):
        try:
            return instance_from(self.hypothesis(tree), self.domain, allow_missing)
        except DomainError as error:
            raise error.located(self.at(tree)) from None

    def require_target(self, node: Tree) -> Target:
        if self.target is None:
            raise self.fail("the target must be declared before examples and assumptions", node)
        return self.target

    def read_examples(self, tree: Tree) -> None:
        for example in tree.children:
            label_id, expr, value, weight = example.children
            target = self.require_target(example)
            label = self.class_label(value.children[0], target.classes)
            instance = self.instance(expr, allow_missing=True)
            w = 1.0
            if weight is not None:
                w = float(weight.children[0])
                if w <= 0:
                    raise self.fail("an example's weight must be positive", weight.children[0])
            ident = str(label_id.children[0]) if label_id is not None else None
            self.examples.append(Example(instance, label, w, ident, self.at(example)))

    def read_costs(self, tree: Tree) -> None:
        for cost in tree.children:
            name_tree, number = cost.children
            name = ".".join(name_tree.children)
            try:
                self.domain.position(name)
            except DomainError as error:
                raise error.located(self.at(name_tree)) from None
            value = float(number)
            if value <= 0:
                raise self.fail(f"the cost of {name} must be positive, not {number}", number)
            self.costs[name] = value

    def read_hypothesis_def(self, tree: Tree) -> None:
        name, expr = tree.children
        if str(name) in self.hypotheses:
            raise self.fail(f"hypothesis {name} is defined twice", name)
        self.hypotheses[str(name)] = self.hypothesis(expr)

    def read_queries(self, tree: Tree) -> None:
        for query in tree.children:
            name, expr = query.children
            if str(name) in self.queries:
                raise self.fail(f"query {name} is defined twice", name)
            self.queries[str(name)] = self.instance(expr, allow_missing=False)

    def read_assume(self, tree: Tree) -> None:
        expr, value = tree.children
        target = self.require_target(tree)
        label = self.class_label(value.children[0], target.classes)
        self.assumptions.append(Assumption(self.hypothesis(expr), label, self.at(tree)))


def parse_theory(text: str, source: str | None = None) -> Theory:
    """Read a theory from the text of a ``.sl`` file."""
    try:
        tree = theory_parser().parse(text)
    except UnexpectedInput as error:
        raise parse_error(theory_parser(), error, text, source) from None
    try:
        return _TheoryReader(text, source).read(tree)
    except SymlearnError as error:
        if error.location is None:
            error.location = Location(source)
        raise


def resolve_theory_path(name: str | Path) -> Path:
    """The file a theory argument names: a path, or the bare name of a bundled theory."""
    path = Path(name)
    if path.is_file():
        return path
    bundled = resources.bundled_theories()
    stem = path.name.removesuffix(SUFFIX)
    if stem in bundled and path.parent == Path("."):
        return bundled[stem]
    raise TheoryError(
        "no such file, and no bundled theory of that name",
        Location(str(name)),
        hint=did_you_mean(stem, bundled) or f"bundled theories: {', '.join(bundled)}",
    )


def load_theory(name: str | Path) -> Theory:
    """Load a theory by path (``theories/enjoysport.sl``) or bundled name (``enjoysport``)."""
    path = resolve_theory_path(name)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise TheoryError(f"cannot read: {error.strerror}", Location(str(path))) from None
    except UnicodeDecodeError as error:
        message = f"this is not UTF-8 text (byte {error.start})"
        raise TheoryError(message, Location(str(path))) from None
    return parse_theory(text, str(name) if Path(name).is_file() else str(path))
