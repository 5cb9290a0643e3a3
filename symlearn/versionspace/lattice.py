"""Hypotheses ordered by ≥g as a graph (Mitchell §2.4, Figure 2.1; §2.5.3, Figure 2.3).

The graph is the Hasse diagram of ≥g: one node per concept, an edge from h to h′ only when h
covers h′ (h >g h′ with nothing strictly between). Edges point from the more general to the more
specific hypothesis, as the figures draw them top to bottom. Node attributes:

- ``text``: the hypothesis in the hypothesis language; ``covered``: how many instances it covers;
- ``is_S``, ``is_G``: whether it lies on the specific or general boundary;
- ``in_version_space`` (whole-space lattices with a version space);
- ``vote``: "Yes" or "No", its classification of the chosen instance, if one is given.
"""

from __future__ import annotations

from collections.abc import Sequence

import networkx as nx

from symlearn.concepts.attributes import Instance
from symlearn.concepts.hypotheses import Hypothesis
from symlearn.concepts.space import HypothesisSpace
from symlearn.errors import SpaceTooLargeError
from symlearn.lang.printer import format_instance
from symlearn.versionspace.order import covering_pairs, generality
from symlearn.versionspace.version_space import VersionSpace

LATTICE_LIMIT = 5_000


def version_space_lattice(vs: VersionSpace, instance: Instance | None = None) -> nx.DiGraph:
    """The members of ``vs`` and their covering edges (6 nodes for EnjoySport, Figure 2.3)."""
    _require_drawable(vs.space, vs.count())
    return _graph(vs.space, vs.members(), vs, instance, whole_space=False)


def hypothesis_lattice(
    space: HypothesisSpace, vs: VersionSpace | None = None, instance: Instance | None = None
) -> nx.DiGraph:
    """All of H under ≥g (§2.3), one node per concept (973 for EnjoySport), marking ``vs``."""
    _require_drawable(space, space.semantic_size())
    return _graph(space, list(space.concepts()), vs, instance, whole_space=True)


def _require_drawable(space: HypothesisSpace, size: int) -> None:
    if size > LATTICE_LIMIT:
        raise SpaceTooLargeError(
            f"the lattice would have {size:,} nodes, more than the {LATTICE_LIMIT:,} that are "
            f"drawn (the {space.kind} space over {space.domain.name})"
        )


def _graph(
    space: HypothesisSpace,
    hypotheses: Sequence[Hypothesis],
    vs: VersionSpace | None,
    instance: Instance | None,
    whole_space: bool,
) -> nx.DiGraph:
    keys_S = {space.key(h) for h in vs.S} if vs is not None else set()
    keys_G = {space.key(h) for h in vs.G} if vs is not None else set()
    graph = nx.DiGraph(
        domain=space.domain.name,
        space=space.kind,
        kind="hypothesis space" if whole_space else "version space",
    )
    if instance is not None:
        instance = space.domain.check_instance(tuple(instance))
        graph.graph["instance"] = format_instance(instance, space.domain.shape)
    names = [str(h) for h in hypotheses]
    for name, h in zip(names, hypotheses, strict=True):
        key = space.key(h)
        attributes = {
            "text": name,
            "covered": generality(space, h),
            "is_S": key in keys_S,
            "is_G": key in keys_G,
        }
        if whole_space and vs is not None:
            attributes["in_version_space"] = not vs.is_empty and vs.contains(h)
        if instance is not None:
            attributes["vote"] = "Yes" if h.covers(instance) else "No"
        graph.add_node(name, **attributes)
    if instance is not None:
        votes = [a["vote"] for _, a in graph.nodes(data=True) if a.get("in_version_space", True)]
        graph.graph["positive"] = votes.count("Yes")
        graph.graph["negative"] = votes.count("No")
    graph.add_edges_from((names[i], names[j]) for i, j in covering_pairs(space, hypotheses))
    return graph


def layers(graph: nx.DiGraph) -> list[list[tuple[str, dict]]]:
    """The nodes of a lattice in layers from the most general down (each node one layer below
    its lowest upper cover), as Figure 2.3 draws them."""
    position = {node: i for i, node in enumerate(graph)}
    return [
        [(node, graph.nodes[node]) for node in sorted(layer, key=position.__getitem__)]
        for layer in nx.topological_generations(graph)
    ]
