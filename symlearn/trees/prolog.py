"""A tree or a rule list as Prolog clauses that a standard Prolog system can load and query.

The rules (Mitchell §3.7.1.2) become clauses of one predicate named after the target, with
one argument per attribute, in the domain's order, and the class last::

    playtennis(Outlook, _Temperature, Humidity, _Wind, Class) :-
        Outlook == 'Sunny', Humidity == 'High', !, Class = 'No'.
    ...
    playtennis(_, _, _, _, 'Yes').

Nominal values are quoted atoms (``'Sunny'``), numeric values numbers; a threshold test is an
arithmetic comparison (``Temperature > 54``, ``Temperature =< 54``). The clauses are tried in
order and the first whose conditions hold commits to its class (the cut), as the rule list
does; the last clause is the default class. Query with a complete instance::

    ?- playtennis('Sunny', 'Hot', 'High', 'Strong', Class).
    Class = 'No'.
"""

from __future__ import annotations

import re

from symlearn.concepts.attributes import Domain, Instance, Nominal
from symlearn.trees.model import DecisionTree
from symlearn.trees.rules import Condition, RuleList, rules_from_tree

_RELATION = {"=": "==", "≠": "\\==", ">": ">", "≤": "=<"}


def quote(value: object) -> str:
    """A Prolog term for a value: a quoted atom for text, a number for a number."""
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        text = repr(value)
        mantissa, _, exponent = text.partition("e")
        if exponent and "." not in mantissa:
            text = f"{mantissa}.0e{exponent}"
        return text
    text = str(value).replace("\\", "\\\\").replace("'", "\\'")
    return f"'{text}'"


def predicate_name(target: str) -> str:
    """The predicate for a target: its name in lower case, letters, digits and ``_`` only."""
    name = re.sub(r"\W", "_", target.lower(), flags=re.ASCII)
    return name if re.match(r"[a-z]", name) else f"class_{name}"


def variable_names(domain: Domain) -> list[str]:
    """One distinct Prolog variable per attribute, then one for the class."""
    names: list[str] = []
    for attribute in [*domain.names, "Class"]:
        base = re.sub(r"\W", "_", attribute, flags=re.ASCII)
        base = base[:1].upper() + base[1:] if base[:1].isalpha() else f"V_{base}"
        name, n = base, 1
        while name in names:
            n += 1
            name = f"{base}_{n}"
        names.append(name)
    return names


def _goal(condition: Condition, variable: str) -> str:
    return f"{variable} {_RELATION[condition.relation]} {quote(condition.value)}"


def to_prolog(source: DecisionTree | RuleList, predicate: str | None = None) -> str:
    """The clauses of ``source`` (a tree is first read as its rules), as program text.

    >>> from symlearn.lang import load_theory
    >>> from symlearn.trees import id3
    >>> print(to_prolog(id3(load_theory("playtennis"))).splitlines()[-1])
    playtennis(_, _, _, _, 'Yes').
    """
    rules = rules_from_tree(source) if isinstance(source, DecisionTree) else source
    domain, target = rules.domain, rules.target
    name = predicate or predicate_name(target.name)
    variables = variable_names(domain)
    *attribute_vars, class_var = variables
    lines = [
        f"% {target.name} as Prolog clauses, from {rules.source} (symlearn).",
        f"% {name}({', '.join(variables)}): the {target.name} of a complete instance.",
        "% Nominal values are quoted atoms, numeric values numbers; the first clause whose",
        "% conditions hold gives the class, the last clause is the default. For example:",
        f"%   ?- {query(example_instance(domain), domain, name)}.",
        "",
    ]
    for rule in rules.rules:
        used = {c.attribute for c in rule.conditions}
        head = ", ".join(
            v if a in used else f"_{v}" for a, v in zip(domain.names, attribute_vars, strict=True)
        )
        goals = [_goal(c, attribute_vars[domain.position(c.attribute)]) for c in rule.conditions]
        body = ", ".join([*goals, "!", f"{class_var} = {quote(rule.label)}"])
        lines.append(f"{name}({head}, {class_var}) :-\n    {body}.")
    anything = ", ".join("_" for _ in domain.names)
    lines.append(f"{name}({anything}, {quote(rules.default)}).")
    return "\n".join(lines) + "\n"


def example_instance(domain: Domain) -> Instance:
    """An instance to show a query with: each attribute's first value (0 for a number)."""
    return tuple(a.values[0] if isinstance(a, Nominal) else 0 for a in domain.attributes)


def query(x: Instance, domain: Domain, predicate: str, answer: str = "Class") -> str:
    """The goal asking for the class of the complete instance ``x``."""
    values = [quote(v) for v in domain.check_instance(x)]
    return f"{predicate}({', '.join(values)}, {answer})"
