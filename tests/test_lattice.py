"""The lattice of hypotheses (Figure 2.3 and all of H) and its export formats."""

from __future__ import annotations

import itertools
import re

import networkx as nx
import pytest

from symlearn import load_theory
from symlearn.concepts.attributes import Domain, Numeric
from symlearn.concepts.conjunctive import ConjunctiveSpace
from symlearn.errors import DataError, SpaceTooLargeError
from symlearn.versionspace import candidate_elimination
from symlearn.versionspace.export import lattice_text, quote, read_lattice, to_dot, write_lattice
from symlearn.versionspace.lattice import hypothesis_lattice, layers

ENJOY = load_theory("enjoysport")
VS = candidate_elimination(ENJOY.space, ENJOY.examples)
FIG = VS.lattice(ENJOY.query_map["C"])


def full_order(space, hypotheses) -> nx.DiGraph:
    """Every strict ≥g pair, to compare with the covering edges."""
    graph = nx.DiGraph()
    graph.add_nodes_from(str(h) for h in hypotheses)
    for a, b in itertools.permutations(hypotheses, 2):
        if space.more_general(a, b):
            graph.add_edge(str(a), str(b))
    return graph


def test_figure_2_3():
    assert FIG.number_of_nodes() == 6 and FIG.number_of_edges() == 7
    assert set(FIG.edges) == {
        ("<Sunny, ?, ?, ?, ?, ?>", "<Sunny, ?, ?, Strong, ?, ?>"),
        ("<Sunny, ?, ?, ?, ?, ?>", "<Sunny, Warm, ?, ?, ?, ?>"),
        ("<?, Warm, ?, ?, ?, ?>", "<Sunny, Warm, ?, ?, ?, ?>"),
        ("<?, Warm, ?, ?, ?, ?>", "<?, Warm, ?, Strong, ?, ?>"),
        ("<Sunny, ?, ?, Strong, ?, ?>", "<Sunny, Warm, ?, Strong, ?, ?>"),
        ("<Sunny, Warm, ?, ?, ?, ?>", "<Sunny, Warm, ?, Strong, ?, ?>"),
        ("<?, Warm, ?, Strong, ?, ?>", "<Sunny, Warm, ?, Strong, ?, ?>"),
    }
    assert [n for n, d in FIG.nodes(data=True) if d["is_S"]] == ["<Sunny, Warm, ?, Strong, ?, ?>"]
    assert sorted(n for n, d in FIG.nodes(data=True) if d["is_G"]) == [
        "<?, Warm, ?, ?, ?, ?>",
        "<Sunny, ?, ?, ?, ?, ?>",
    ]
    assert all(d["text"] == n for n, d in FIG.nodes(data=True))
    votes = [d["vote"] for _, d in FIG.nodes(data=True)]
    assert votes.count("Yes") == 3 and votes.count("No") == 3
    assert (FIG.graph["positive"], FIG.graph["negative"]) == (3, 3)
    assert [len(layer) for layer in layers(FIG)] == [2, 3, 1]


def test_covering_edges_are_the_transitive_reduction():
    order = full_order(VS.space, VS.members())
    reduced = nx.transitive_reduction(order)
    assert set(reduced.edges) == set(FIG.edges)


def test_whole_enjoysport_space_has_973_nodes():
    graph = hypothesis_lattice(ENJOY.space, VS)
    assert graph.number_of_nodes() == 973
    assert nx.is_directed_acyclic_graph(graph)
    # each non-empty conjunction is covered once per constrained attribute; ∅ by the 96 instances
    assert graph.number_of_edges() == 3969 + 96
    assert sum(d["in_version_space"] for _, d in graph.nodes(data=True)) == 6
    assert [n for n, d in graph.nodes(data=True) if d["is_S"]] == ["<Sunny, Warm, ?, Strong, ?, ?>"]
    assert graph.in_degree("<∅, ∅, ∅, ∅, ∅, ∅>") == 96
    assert graph.out_degree("<?, ?, ?, ?, ?, ?>") == 3 + 2 + 2 + 2 + 2 + 2
    sub = graph.subgraph(n for n, d in graph.nodes(data=True) if d["in_version_space"])
    assert set(sub.edges) == set(FIG.edges)


def test_whole_rectangle_space_is_the_transitive_reduction():
    space = ConjunctiveSpace(Domain("Small", (Numeric("x", True, 0, 2), Numeric("y", True, 0, 2))))
    concepts = list(space.concepts())
    graph = hypothesis_lattice(space)
    assert graph.number_of_nodes() == len(concepts) == 1 + 6 * 6
    assert set(graph.edges) == set(nx.transitive_reduction(full_order(space, concepts)).edges)


def test_whole_space_refused_when_too_large():
    pairs = load_theory("pairs")
    with pytest.raises(SpaceTooLargeError, match="147,457 nodes"):
        hypothesis_lattice(pairs.space)


@pytest.mark.parametrize("fmt", ["graphml", "json"])
def test_graphml_and_json_read_back_equal(tmp_path, fmt):
    for graph in (FIG, hypothesis_lattice(ENJOY.space, VS, ENJOY.query_map["D"])):
        path = tmp_path / f"lattice.{fmt}"
        write_lattice(graph, path, fmt)
        back = read_lattice(path, fmt)
        assert nx.utils.graphs_equal(graph, back)
        assert dict(back.nodes(data=True)) == dict(graph.nodes(data=True))


def test_gexf_is_readable(tmp_path):
    path = tmp_path / "lattice.gexf"
    write_lattice(FIG, path, "gexf")
    back = nx.read_gexf(path)
    assert back.number_of_nodes() == 6 and back.number_of_edges() == 7
    labels = {d["label"] for _, d in back.nodes(data=True)}
    assert "<Sunny, Warm, ?, Strong, ?, ?>" in labels


def test_dot_quotes_every_identifier():
    assert quote('a "b" \\ c\nd') == '"a \\"b\\" \\\\ c\\nd"'
    text = to_dot(FIG)
    assert text.startswith('digraph "EnjoySport version space" {') and text.endswith("}\n")
    edge = re.compile(r'^  "(?:[^"\\]|\\.)*" -> "(?:[^"\\]|\\.)*";$')
    node = re.compile(r'^  "(?:[^"\\]|\\.)*" \[label="(?:[^"\\]|\\.)*"(, \w+="[^"]*")*\];$')
    body = text.splitlines()[3:-1]
    assert sum(bool(edge.match(line)) for line in body) == 7
    assert sum(bool(node.match(line)) for line in body) == 6
    graph = nx.DiGraph(domain='Odd "name"')
    graph.add_node('say "hi"\\', text='say "hi"\\', is_S=True, is_G=False)
    assert '"say \\"hi\\"\\\\" [label="say \\"hi\\"\\\\", fillcolor="palegreen"];' in to_dot(graph)


def test_unknown_format():
    with pytest.raises(DataError, match="unknown graph format 'svg'"):
        lattice_text(FIG, "svg")
