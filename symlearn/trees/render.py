"""Reading a tree: text with example counts (Mitchell Fig. 3.1, 3.4), networkx and DOT.

The text form writes each node on one line with its class counts, ``[9+,5−]`` for a target
with a positive class (Mitchell's notation) and one count per class otherwise, and the ids of
the examples that reached it when the theory names them::

    Outlook [9+,5−] {D1, D2, …}
    ├─ Sunny → Humidity [2+,3−] {D1, D2, D8, D9, D11}
    │  ├─ High → No [0+,3−] {D1, D2, D8}
    ...
"""

from __future__ import annotations

from typing import Any

from symlearn.trees.model import DecisionTree, Node, number


def counts_text(tree: DecisionTree, node: Node) -> str:
    """``[9+,5−]`` for a target with a positive class, else ``[9 Yes, 5 No, …]``."""
    target = tree.target
    by_class = dict(zip(target.classes, node.counts, strict=True))
    if target.positive is not None and target.negative is not None:
        return f"[{number(by_class[target.positive])}+,{number(by_class[target.negative])}−]"
    return "[" + ", ".join(f"{number(c)} {k}" for k, c in by_class.items()) + "]"


def node_text(tree: DecisionTree, node: Node, ids: bool = True) -> str:
    """One node: its test (or class), its counts and, if asked, its examples' ids."""
    head = node.test.attribute if node.test is not None else node.label
    text = f"{head} {counts_text(tree, node)}"
    if ids and node.ids:
        text += " {" + ", ".join(node.ids) + "}"
    if node.weight == 0:
        text += " (no examples: the parent's majority)"
    return text


def render_text(tree: DecisionTree, ids: bool = True) -> str:
    """The whole tree, one node a line, branches drawn with box-drawing characters."""
    lines = [node_text(tree, tree.root, ids)]

    def walk(node: Node, indent: str) -> None:
        children = list(node.children())
        for i, (outcome, child) in enumerate(children):
            last = i == len(children) - 1
            lines.append(
                f"{indent}{'└─' if last else '├─'} {outcome} → {node_text(tree, child, ids)}"
            )
            walk(child, indent + ("   " if last else "│  "))

    walk(tree.root, "")
    return "\n".join(lines)


def _numbered(tree: DecisionTree):
    """``(number, node, parent number, outcome)`` in preorder; the root is 0."""
    counter = 0

    def walk(node: Node, parent: int | None, outcome: str | None):
        nonlocal counter
        me = counter
        counter += 1
        yield me, node, parent, outcome
        for child_outcome, child in node.children():
            yield from walk(child, me, child_outcome)

    return walk(tree.root, None, None)


def to_networkx(tree: DecisionTree) -> Any:
    """The tree as a ``networkx.DiGraph``: nodes numbered in preorder from 0 (the root).

    Node attributes: ``test`` (the tested attribute, or None for a leaf), ``threshold`` (for
    a numeric test), ``label``, ``counts`` (class → weight), ``ids``; edge attribute
    ``outcome`` (the branch's value, e.g. ``"Sunny"`` or ``"≤ 54"``).
    """
    import networkx as nx

    graph = nx.DiGraph(target=tree.target.name, criterion=tree.criterion)
    for me, node, parent, outcome in _numbered(tree):
        graph.add_node(
            me,
            test=node.test.attribute if node.test is not None else None,
            threshold=getattr(node.test, "threshold", None),
            label=node.label,
            counts=dict(zip(tree.target.classes, node.counts, strict=True)),
            ids=list(node.ids),
        )
        if parent is not None:
            graph.add_edge(parent, me, outcome=outcome)
    return graph


def _dot_string(*lines: str) -> str:
    """A quoted DOT string showing ``lines`` one below the other."""
    escaped = (line.replace("\\", "\\\\").replace('"', '\\"') for line in lines)
    return '"' + "\\n".join(escaped) + '"'


def to_dot(tree: DecisionTree) -> str:
    """Graphviz DOT text: tests as ellipses, leaves as boxes, outcomes on the edges."""
    lines = [f"digraph {_dot_string(tree.target.name)} {{", "  node [fontname=Helvetica];"]
    for me, node, parent, outcome in _numbered(tree):
        head = node.test.attribute if node.test is not None else node.label
        shape = "ellipse" if node.test is not None else "box"
        label = _dot_string(head, counts_text(tree, node))
        lines.append(f"  n{me} [label={label}, shape={shape}];")
        if parent is not None:
            lines.append(f"  n{parent} -> n{me} [label={_dot_string(outcome)}];")
    lines.append("}")
    return "\n".join(lines)
