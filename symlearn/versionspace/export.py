"""Writing lattices for other tools: GraphML, GEXF, DOT and node-link JSON.

GraphML and JSON read back into an equal networkx graph (:func:`read_lattice`). DOT is written
here, with every identifier and label quoted, so that Graphviz is not needed to produce it.
"""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx

from symlearn.errors import DataError

FORMATS = ("graphml", "gexf", "dot", "json")


def lattice_text(graph: nx.DiGraph, fmt: str) -> str:
    """``graph`` written in format ``fmt`` (one of :data:`FORMATS`)."""
    if fmt == "graphml":
        return "\n".join(nx.generate_graphml(graph)) + "\n"
    if fmt == "gexf":
        return "\n".join(nx.generate_gexf(graph)) + "\n"
    if fmt == "dot":
        return to_dot(graph)
    if fmt == "json":
        return json.dumps(nx.node_link_data(graph, edges="edges"), indent=2, ensure_ascii=False)
    raise DataError(f"unknown graph format '{fmt}'", hint=f"expected one of {', '.join(FORMATS)}")


def write_lattice(graph: nx.DiGraph, path: str | Path, fmt: str) -> None:
    """Write ``graph`` to ``path`` in format ``fmt``."""
    text = lattice_text(graph, fmt)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        raise DataError(f"cannot write {path}: {error.strerror or error}") from None


def read_lattice(path: str | Path, fmt: str) -> nx.DiGraph:
    """A lattice written as GraphML or JSON, read back."""
    try:
        if fmt == "graphml":
            graph = nx.read_graphml(path)
            for added in ("node_default", "edge_default"):  # reader bookkeeping, not data
                graph.graph.pop(added, None)
            return graph
        if fmt == "json":
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            return nx.node_link_graph(data, directed=True, edges="edges")
    except (OSError, ValueError, KeyError) as error:
        raise DataError(f"cannot read {path} as {fmt}: {error}") from None
    raise DataError(f"lattices are read back from graphml or json, not '{fmt}'")


def quote(text: object) -> str:
    """A DOT double-quoted string: backslashes, quotes and line breaks escaped."""
    escaped = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _dot_attributes(attributes: dict) -> str:
    return ", ".join(f"{key}={quote(value)}" for key, value in attributes.items())


def to_dot(graph: nx.DiGraph) -> str:
    """The lattice in Graphviz DOT, general hypotheses at the top, S and G members shaded."""
    title = f"{graph.graph.get('domain', 'lattice')} {graph.graph.get('kind', '')}".strip()
    lines = [
        f"digraph {quote(title)} {{",
        "  rankdir=TB;",
        '  node [shape=box, style="rounded,filled", fillcolor=white, fontname=Helvetica];',
    ]
    for node, data in graph.nodes(data=True):
        attributes = {"label": data.get("text", node)}
        if data.get("is_G"):
            attributes["fillcolor"] = "lightblue"
        if data.get("is_S"):
            attributes["fillcolor"] = "palegreen" if not data.get("is_G") else "khaki"
        if data.get("in_version_space") is False:
            attributes["color"] = "gray"
        if "vote" in data:
            attributes["xlabel"] = "+" if data["vote"] == "Yes" else "−"
        lines.append(f"  {quote(node)} [{_dot_attributes(attributes)}];")
    for upper, lower in graph.edges():
        lines.append(f"  {quote(upper)} -> {quote(lower)};")
    lines.append("}")
    return "\n".join(lines) + "\n"
