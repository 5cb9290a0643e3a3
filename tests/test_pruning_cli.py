"""``symlearn tree`` with pruning, rules, formulae, Prolog and the version space."""

import itertools
import json

import pytest

from tests.cli import run


def test_rules_and_formula_of_playtennis(capsys):
    code, out, _ = run(capsys, "tree", "playtennis", "--rules", "--formula")
    assert code == 0
    assert "IF Outlook = Sunny ∧ Humidity = High THEN PlayTennis = No" in out
    assert out.count("\nIF ") == 5
    assert (
        "PlayTennis = Yes ⇔ (Outlook=Sunny ∧ Humidity=Normal) ∨ (Outlook=Overcast) ∨ "
        "(Outlook=Rain ∧ Wind=Weak)"
    ) in out


def test_latex_and_json(capsys):
    code, out, _ = run(capsys, "tree", "playtennis", "--latex")
    assert code == 0 and r"\text{PlayTennis} = \text{Yes} \iff (\text{Outlook}" in out
    code, out, _ = run(capsys, "tree", "playtennis", "--rules", "--formula", "--json")
    data = json.loads(out)
    assert len(data["rules"]["rules"]) == 5
    assert data["formulas"]["formulas"][0]["text"].startswith("(Outlook=Sunny ∧ Humidity=Normal)")


def test_prolog_file(capsys, tmp_path):
    target = tmp_path / "playtennis.pl"
    code, out, _ = run(capsys, "tree", "playtennis", "--prolog", str(target))
    assert code == 0 and f"Prolog clauses written to {target}" in out
    assert "Outlook == 'Overcast', !, Class = 'Yes'." in target.read_text()


@pytest.mark.parametrize("method", ["reduced-error", "rules", "c45", "chi2"])
def test_each_pruning_method(capsys, method):
    code, out, _ = run(capsys, "tree", "playtennis", "--prune", method, "--json")
    assert code == 0
    data = json.loads(out)
    if method == "rules":
        assert all("estimate" in r for r in data["rules"]["rules"])
        assert data["pruning"]["estimate"].startswith("pessimistic estimate")
    elif method == "chi2":
        assert "pruning" not in data and data["nodes"] == 1
    else:
        assert data["pruning"]["nodes_after"] <= data["pruning"]["nodes_before"]


def test_rule_post_pruning_options(capsys):
    code, out, _ = run(
        capsys, "tree", "playtennis", "--prune", "rules", "--hold-out", "--ties", "--seed", "4"
    )
    assert code == 0 and "accuracy on the validation data" in out and "ELSE PlayTennis" in out
    code, out, _ = run(capsys, "tree", "playtennis", "--prune", "rules", "--confidence", "0.5")
    assert code == 0 and "50% confidence, z = 0.674" in out
    code, out, _ = run(capsys, "tree", "playtennis", "--prune", "rules", "--bound", "mitchell")
    assert code == 0 and "(p − z·√(p(1−p)/n)), 95% confidence" in out
    assert "0 of 9 preconditions removed" in out
    code, out, _ = run(capsys, "tree", "playtennis", "--prune", "rules")
    assert code == 0 and "(Wilson lower bound)" in out and "1 of 9 preconditions removed" in out
    assert "IF Humidity = Normal THEN PlayTennis = Yes" in out


def test_validation_file(capsys, tmp_path):
    days = tmp_path / "more_days.csv"
    days.write_text(
        "Outlook,Temperature,Humidity,Wind,PlayTennis\n"
        "Sunny,Cool,Normal,Strong,Yes\nRain,Mild,High,Weak,Yes\n"
    )
    code, out, _ = run(
        capsys, "tree", "playtennis", "--prune", "reduced-error", "--validation", str(days)
    )
    assert code == 0 and "validation accuracy 1 → 1" in out
    extra = tmp_path / "extra.csv"
    extra.write_text(
        "Outlook,Temperature,Humidity,Wind,Rain,PlayTennis\nSunny,Cool,Normal,Strong,no,Yes\n"
    )
    code, _, err = run(
        capsys, "tree", "playtennis", "--prune", "reduced-error", "--validation", str(extra)
    )
    assert code == 1
    assert f"{extra}: the validation data has an attribute Rain that the training" in err
    maybe = tmp_path / "maybe.csv"
    maybe.write_text(
        "Outlook,Temperature,Humidity,Wind,PlayTennis\nSunny,Cool,Normal,Strong,Maybe\n"
    )
    code, _, err = run(capsys, "tree", "playtennis", "--prune", "rules", "--validation", str(maybe))
    assert code == 1
    assert f"{maybe}:2: the validation data has class 'Maybe', which no training example" in err
    header = tmp_path / "header.csv"
    header.write_text("Outlook,Temperature,Humidity,Wind,PlayTennis\n")
    for method in ("rules", "reduced-error"):
        code, _, err = run(
            capsys, "tree", "playtennis", "--prune", method, "--validation", str(header)
        )
        assert code == 1 and f"{header}: the validation set has no examples" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--prune", "c45", "--confidence", "1.5"], "must lie strictly between 0 and 1"),
        (["--prune", "rules", "--confidence", "0"], "must lie strictly between 0 and 1"),
        (["--prune", "chi2", "--confidence", "-1"], "must lie strictly between 0 and 1"),
        (["--prune", "reduced-error", "--confidence", "0.5"], "takes no confidence"),
        (["--confidence", "0.5"], "--confidence needs --prune"),
        (["--prune", "c45", "--validation", "playtennis"], "uses no validation set"),
        (["--prune", "c45", "--bfs"], "not to --bfs"),
        (["--bound", "wilson"], "--bound needs --prune"),
        (["--prune", "c45", "--bound", "wilson"], "--bound goes with --prune rules"),
        (["--prune", "rules", "--hold-out", "--bound", "mitchell"], "its pessimistic estimate"),
        (["--prune", "reduced-error", "--validation", "enjoysport"], "target is EnjoySport"),
    ],
)
def test_bad_options_are_one_clear_line(capsys, argv, message):
    code, _, err = run(capsys, "tree", "playtennis", *argv)
    assert code == 1 and message in err and "Traceback" not in err


def test_a_tree_too_large_for_a_formula(capsys, tmp_path):
    parity = tmp_path / "parity.csv"
    rows = ["".join(bits) for bits in itertools.product("ab", repeat=11)]
    parity.write_text(
        ",".join(f"b{i}" for i in range(11))
        + ",Parity\n"
        + "".join(",".join(r) + f",{'odd' if r.count('b') % 2 else 'even'}\n" for r in rows)
    )
    code, _, err = run(capsys, "tree", str(parity), "--formula", "--no-ids")
    assert code == 1
    assert "needs 1024 terms for class even, more than the 1000 a formula may have" in err
    assert "--prune" in err


def test_the_tree_against_the_version_space(capsys):
    code, out, _ = run(capsys, "tree", "enjoysport", "--versionspace")
    assert code == 0
    assert "the tree: EnjoySport = Yes ⇔ (Sky≠Rainy)" in out
    assert "<Sunny, Warm, ?, Strong, ?, ?>: not equivalent: on <Cloudy" in out
    assert "the tree is equivalent to none of the 6 hypotheses" in out
