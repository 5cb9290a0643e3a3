"""``symlearn prove``: answers, explanations, --all, --formulas, --json and located errors."""

from __future__ import annotations

import json

import pytest

from tests.cli import run


def test_queries_and_their_explanations(capsys):
    code, out, _ = run(capsys, "prove", "enjoysport", "--explain")
    assert code == 0
    lines = out.splitlines()
    assert "the bias of Candidate-Elimination, c ∈ H; SAT solver dpll2" in lines[0]
    assert lines[1].split() == ["A", "Yes"]
    assert lines[2].strip() == "c ∈ H, examples 1 and 4 ⊢ EnjoySport(A) = Yes"
    assert lines[3].split() == ["B", "No"]
    assert lines[5].split() == ["C", "don't", "know"]
    assert "EnjoySport(C) is not entailed" in lines[6]
    assert lines[7].split() == ["D", "don't", "know"]


def test_all_prints_counts_and_the_equivalence(capsys):
    code, out, _ = run(capsys, "prove", "enjoysport", "--all")
    assert code == 0
    assert "over 96 instances: 8 Yes, 32 No, 56 don't know" in out
    assert "Candidate-Elimination ≡ prover with c ∈ H: equivalent on 96 instances" in out


@pytest.mark.parametrize(
    ("bias", "line"),
    [
        ("find-s", "Find-S ≡ prover with c ∈ H + default negation: equivalent on 96 instances"),
        ("rote", "Rote-Learner ≡ prover with no bias: equivalent on 96 instances"),
    ],
)
def test_other_biases(capsys, bias, line):
    code, out, _ = run(capsys, "prove", "enjoysport", "--bias", bias, "--all", "--explain")
    assert code == 0
    assert line in out


def test_instances_from_the_command_line(capsys):
    code, out, _ = run(
        capsys,
        "prove",
        "enjoysport",
        "--instance",
        "<Sunny, Warm, High, Strong, Warm, Change>",
        "--explain",
    )
    assert code == 0
    assert "<Sunny, Warm, High, Strong, Warm, Change>  Yes" in out
    assert "⊢ EnjoySport(<Sunny, Warm, High, Strong, Warm, Change>) = Yes" in out


def test_an_instance_named_by_its_query(capsys):
    code, out, _ = run(capsys, "prove", "enjoysport", "--instance", "A", "--instance", "C")
    assert code == 0
    assert [line.split() for line in out.splitlines()[1:]] == [["A", "Yes"], ["C", "don't", "know"]]


def test_json(capsys):
    code, out, _ = run(capsys, "prove", "enjoysport", "--all", "--explain", "--json")
    assert code == 0
    data = json.loads(out)
    assert [p["answer"] for p in data["proofs"]] == ["Yes", "No", "don't know", "don't know"]
    assert data["proofs"][0]["explanation"]["examples"] == ["1", "4"]
    assert data["proofs"][2]["explanation"]["kind"] == "witnesses"
    assert data["all"]["equivalent"] is True
    assert data["all"]["counts"]["prover with c ∈ H"] == {"Yes": 8, "No": 32, "don't know": 56}


@pytest.mark.parametrize(
    ("style", "piece"),
    [
        ("plain", "D: c(Sunny,Warm,High,Strong,Cool,Change) & "),
        ("pretty", "¬c(Rainy,Cold,High,Strong,Warm,Change)"),
        ("latex", r"\neg c(\text{Rainy},\text{Cold}"),
    ],
)
def test_formulas(capsys, style, piece):
    code, out, _ = run(capsys, "prove", "enjoysport", "--formulas", style)
    assert code == 0
    assert piece in out
    assert "B:" in out and "x = A:" in out


def test_a_sampled_domain_says_so(capsys):
    code, out, _ = run(capsys, "prove", "pairs", "--all")
    assert code == 0
    assert "seeded sample of 512 of 15876 instances (seed 0)" in out


def test_the_unbiased_theory_classifies_only_the_stored_instances(capsys):
    code, out, _ = run(capsys, "prove", "unbiased", "--all")
    assert code == 0
    assert "over 8 instances: 3 Yes, 2 No, 3 don't know" in out


# --- bad input -------------------------------------------------------------------------------
def write(tmp_path, text: str):
    path = tmp_path / "t.sl"
    path.write_text(text, encoding="utf-8")
    return str(path)


HEADER = """domain W {
  Sky: Sunny | Rainy
  Temp: real 0..40
}
target Play: Yes | No
examples {
  1: <Sunny, 20> -> Yes
}
"""


def test_a_bias_that_cannot_be_encoded(capsys, tmp_path):
    code, _, err = run(capsys, "prove", write(tmp_path, HEADER))
    assert code == 1
    first, *caret = err.strip("\n").splitlines()
    assert first.startswith(f"symlearn: {tmp_path / 't.sl'}:3:3: c ∈ H cannot be encoded: Temp")
    assert caret == ["      Temp: real 0..40", "      ^"]


def test_an_instance_outside_the_domain(capsys):
    code, _, err = run(
        capsys, "prove", "enjoysport", "--instance", "<Foggy, Warm, High, Strong, Warm, Same>"
    )
    assert code == 1
    assert err.startswith("symlearn: --instance:1:2: unknown value 'Foggy' for Sky")
    assert "^" in err


def test_an_assertion_that_does_not_parse(capsys, tmp_path):
    text = HEADER.replace("real 0..40", "integer 0..40") + "assume Sky = -> No\n"
    code, _, err = run(capsys, "prove", write(tmp_path, text))
    assert code == 1
    assert f"{tmp_path / 't.sl'}:9:14: unexpected" in err


def test_an_assertion_with_an_unknown_class(capsys, tmp_path):
    text = HEADER.replace("real 0..40", "integer 0..40") + "assume Sky = Rainy -> Maybe\n"
    code, _, err = run(capsys, "prove", write(tmp_path, text))
    assert code == 1
    assert f"{tmp_path / 't.sl'}:9:23: unknown class 'Maybe'" in err


def test_inconsistent_examples_name_the_conflict(capsys):
    code, _, err = run(capsys, "prove", "disjunctive_target", "--all")
    assert code == 1
    assert (
        "disjunctive_target.sl:19:3: inconsistent training data: c ∈ H, examples 1, 2 and 3" in err
    )


def test_a_target_with_more_than_two_classes(capsys):
    code, _, err = run(capsys, "prove", "identity838")
    assert code == 1
    assert "the bias prover needs a two-class target" in err


def test_an_unknown_or_missing_sat_algorithm(capsys):
    code, _, err = run(capsys, "prove", "enjoysport", "--solver", "walksat")
    assert code == 1
    assert "unknown SAT algorithm 'walksat'" in err
