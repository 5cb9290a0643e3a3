"""The learn, classify, query and lattice commands: output, JSON, files and errors."""

from __future__ import annotations

import json

import networkx as nx
import pytest

from symlearn.versionspace.export import read_lattice
from tests.cli import run


def test_learn_enjoysport_prints_the_section_2_5_trace(capsys):
    code, out, err = run(capsys, "learn", "enjoysport")
    assert code == 0 and err == ""
    for line in (
        "S0 = {<∅, ∅, ∅, ∅, ∅, ∅>}",
        "G0 = {<?, ?, ?, ?, ?, ?>}",
        "S1 = {<Sunny, Warm, Normal, Strong, Warm, Same>}",
        "S2 = {<Sunny, Warm, ?, Strong, Warm, Same>}",
        "S3 = {<Sunny, Warm, ?, Strong, Warm, Same>}   (unchanged)",
        "G3 = {<Sunny, ?, ?, ?, ?, ?>,",
        "<?, ?, ?, ?, ?, Same>}",
        "S4 = {<Sunny, Warm, ?, Strong, ?, ?>}",
        "G4 = {<Sunny, ?, ?, ?, ?, ?>,",
        "Version space: 6 hypotheses",
        "<Sunny, ?, ?, Strong, ?, ?>   <Sunny, Warm, ?, ?, ?, ?>   <?, Warm, ?, Strong, ?, ?>",
    ):
        assert line in out, line
    assert out.index("S0") < out.index("S1") < out.index("G3") < out.index("Version space")


def test_learn_trace_details(capsys):
    code, out, _ = run(capsys, "learn", "enjoysport", "--trace")
    assert code == 0
    assert "− <?, ?, ?, ?, ?, ?>  (specialized)" in out
    assert "− <?, ?, ?, ?, ?, Same>  (removed: does not cover the positive example)" in out


def test_learn_json(capsys):
    code, out, _ = run(capsys, "learn", "enjoysport", "--json")
    data = json.loads(out)
    assert code == 0 and data["algorithm"] == "candidate-elimination"
    assert data["count"] == 6 and len(data["members"]) == 6
    assert [len(step["G"]) for step in data["trace"]] == [1, 1, 1, 3, 2]
    assert data["trace"][3]["example"]["label"] == "No"


def test_learn_find_s_and_list_then_eliminate(capsys):
    code, out, _ = run(capsys, "learn", "enjoysport", "--algorithm", "find-s")
    assert code == 0 and "h3 = <Sunny, Warm, ?, Strong, Warm, Same>   (unchanged)" in out
    assert "Find-S outputs h4 = <Sunny, Warm, ?, Strong, ?, ?>" in out
    code, out, _ = run(capsys, "learn", "enjoysport", "-a", "find-s", "--json")
    assert json.loads(out)["hypothesis"] == "<Sunny, Warm, ?, Strong, ?, ?>"
    code, out, _ = run(capsys, "learn", "enjoysport", "-a", "list-then-eliminate", "--json")
    assert code == 0 and json.loads(out)["count"] == 6


def test_learn_empty_version_space_is_an_error_line(capsys):
    code, out, err = run(capsys, "learn", "disjunctive_target")
    assert code == 1
    assert "S2 = {<?, Warm, Normal, Strong, Cool, Change>}" in out
    assert "S3 = {}" in out and "empty after example 3" in out
    first = err.splitlines()[0]
    assert first.startswith("symlearn: ") and "disjunctive_target.sl:21:3: " in first
    assert "Traceback" not in err


def test_learn_max_boundary(capsys, tmp_path):
    values = " | ".join(f"v{i}" for i in range(4))
    attributes = "\n".join(f"  a{i}: {values}" for i in range(6))
    examples = "\n".join(f"  <{', '.join([f'v{j}'] * 6)}> -> No" for j in range(4))
    path = tmp_path / "wide.sl"
    path.write_text(
        f"domain Wide {{\n{attributes}\n}}\ntarget T: Yes | No\nexamples {{\n{examples}\n}}\n"
    )
    code, _, err = run(capsys, "learn", str(path), "--max-boundary", "50")
    assert code == 1 and "max_boundary = 50" in err and f"{path}:" in err


def test_learn_unbiased_and_structured(capsys):
    code, out, _ = run(capsys, "learn", "unbiased")
    assert code == 0 and "G5 = {¬(<Rainy, Cold, Strong> ∨ <Rainy, Cold, Weak>)}" in out
    code, out, _ = run(capsys, "learn", "pairs")
    assert code == 0 and "S4 = {<<male, brown, ?, ?>, <female, ?, short, ?>>}" in out


def test_classify_table_2_6(capsys):
    code, out, _ = run(capsys, "classify", "enjoysport", "--all")
    assert code == 0
    assert "6:0" in out and "0:6" in out and "3:3" in out and "2:4" in out
    assert "All 96 instances (unanimous rule): 8 Yes, 32 No, 56 don't know" in out
    code, out, _ = run(capsys, "classify", "enjoysport", "--json", "--all")
    data = json.loads(out)
    votes = {
        row["name"]: (row["vote"]["positive"], row["vote"]["negative"]) for row in data["instances"]
    }
    assert votes == {"A": (6, 0), "B": (0, 6), "C": (3, 3), "D": (2, 4)}
    assert [row["answer"] for row in data["instances"]] == ["Yes", "No", "don't know", "don't know"]
    assert data["split"] == {"Yes": 8, "No": 32, "don't know": 56}


def test_classify_an_instance_and_bad_instances(capsys):
    code, out, _ = run(
        capsys,
        "classify",
        "enjoysport",
        "-i",
        "<Sunny, Warm, Normal, Strong, Cool, Change>",
        "-i",
        "D",
    )
    assert code == 0 and "6:0" in out and "2:4" in out and "No (67%)" in out
    code, _, err = run(
        capsys, "classify", "enjoysport", "-i", "<Sunny, Hot, Normal, Strong, Cool, Change>"
    )
    assert code == 1 and err.startswith("symlearn: --instance:1:9: unknown value 'Hot' for AirTemp")
    code, _, err = run(capsys, "classify", "enjoysport", "-i", "<Sunny, Warm>")
    assert code == 1 and "needs 6 constraints" in err


def test_query_picks_c(capsys):
    code, out, _ = run(capsys, "query", "enjoysport")
    assert code == 0
    best = out.split("Most informative query (§2.6.2):\n")[1].splitlines()[0]
    assert best.strip() == "C  <Sunny, Warm, Normal, Weak, Warm, Same>  3:3"
    code, out, _ = run(capsys, "query", "enjoysport", "--json")
    assert json.loads(out)["best"]["name"] == "C"


def test_query_active_learning(capsys):
    code, out, _ = run(capsys, "query", "pairs", "--target", "male_first", "--json")
    data = json.loads(out)
    assert code == 0 and data["converged"] and len(data["queries"]) == data["lower_bound"] == 3
    assert data["S"] == ["<<male, ?, ?, ?>, <?, ?, ?, ?>>"]
    code, _, err = run(capsys, "query", "pairs", "--target", "<<male, ?, ?>, <?, ?, ?, ?>>")
    assert code == 1 and err.startswith("symlearn: --target:1:")


def test_counts_of_one_are_singular(capsys, tmp_path):
    path = tmp_path / "one.sl"
    path.write_text(
        "domain W { A: a | b }\ntarget T: Yes | No\nexamples { <a> -> Yes  <b> -> No }\n"
        "queries { q: <a> }\n",
        encoding="utf-8",
    )
    _, out, _ = run(capsys, "classify", str(path))
    assert "Version space: 1 hypothesis\n" in out
    _, out, _ = run(capsys, "query", str(path))
    assert "Version space: 1 hypothesis; choosing among the theory's 1 query" in out
    _, out, _ = run(capsys, "query", str(path), "--target", "<a>")
    assert "Version space before asking: 1 hypothesis\n" in out


@pytest.mark.parametrize("fmt", ["graphml", "gexf", "dot", "json"])
def test_lattice_files(capsys, tmp_path, fmt):
    path = tmp_path / f"vs.{fmt}"
    code, out, _ = run(capsys, "lattice", "enjoysport", "-f", fmt, "-o", str(path), "-i", "C")
    assert code == 0 and "6 nodes, 7 covering edges" in out
    text = path.read_text(encoding="utf-8")
    assert (
        "<Sunny, Warm, ?, Strong, ?, ?>" in text or "&lt;Sunny, Warm, ?, Strong, ?, ?&gt;" in text
    )
    if fmt in {"graphml", "json"}:
        graph = read_lattice(path, fmt)
        assert graph.number_of_nodes() == 6 and graph.graph["positive"] == 3


def test_lattice_whole_space_and_stdout(capsys, tmp_path):
    path = tmp_path / "h.graphml"
    code, out, _ = run(capsys, "lattice", "enjoysport", "--whole-space", "-o", str(path), "--json")
    assert code == 0 and json.loads(out)["nodes"] == 973
    assert nx.read_graphml(path).number_of_nodes() == 973
    code, out, _ = run(capsys, "lattice", "enjoysport", "-f", "dot")
    assert code == 0 and out.startswith('digraph "EnjoySport version space" {')
    code, _, err = run(capsys, "lattice", "enjoysport")
    assert code == 1 and "-f graphml|gexf|dot|json" in err
    code, _, err = run(capsys, "lattice", "pairs", "--whole-space", "-f", "json")
    assert code == 1 and "147,457 nodes" in err


def test_answers_use_the_target_classes(capsys, tmp_path):
    path = tmp_path / "good.sl"
    path.write_text(
        "domain W { Sky: Sunny | Rainy }\ntarget P: Good | Bad\n"
        "examples { <Sunny> -> Good }\nqueries { q: <Sunny>  r: <Rainy> }\n",
        encoding="utf-8",
    )
    _, out, _ = run(capsys, "classify", str(path), "--all")
    assert [line.split()[3:] for line in out.splitlines() if line.startswith("  q")] == [
        ["Good", "Good", "(100%)"]
    ]
    assert "(unanimous rule): 1 Good, 0 Bad, 1 don't know" in out
    _, out, _ = run(capsys, "prove", str(path), "--all")
    assert "q  Good" in out and "over 2 instances: 1 Good, 0 Bad, 1 don't know" in out
