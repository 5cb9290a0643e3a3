"""The command line: theories, check, parse, --version, --json and clean error lines."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys

import pytest

from symlearn import __version__
from symlearn.cli import main
from tests.cli import run


def test_check_enjoysport_counts(capsys):
    code, out, _ = run(capsys, "check", "enjoysport")
    assert code == 0
    assert "|X| = 96" in out
    assert "|H| = 5,120 syntactically distinct, 973 semantically distinct" in out
    assert "examples: 4 (3 Yes, 1 No)" in out


def test_check_json(capsys):
    code, out, _ = run(capsys, "check", "enjoysport", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["instances"] == 96
    assert data["hypotheses"] == {"syntactic": 5120, "semantic": 973}
    assert data["attributes"][0] == {"name": "Sky", "values": ["Sunny", "Cloudy", "Rainy"]}


def test_parse_prints_canonical_form_and_coverage(capsys):
    code, out, _ = run(capsys, "parse", "Sky = Sunny and Wind = Strong", "--theory", "enjoysport")
    assert code == 0
    assert out.splitlines() == ["<Sunny, ?, ?, Strong, ?, ?>", "covers 16 of 96 instances"]
    code, out, _ = run(capsys, "parse", "¬Sky = Sunny", "--theory", "enjoysport", "--json")
    data = json.loads(out)
    assert data["canonical"] == "¬<Sunny, ?, ?, ?, ?, ?>"
    assert data["covered"] == 64 and data["in_space"] is False


def test_theories_lists_the_bundled_ones(capsys):
    code, out, _ = run(capsys, "theories", "--json")
    names = {row["name"] for row in json.loads(out)}
    assert code == 0
    assert {"enjoysport", "boolean_and", "boolean_or", "boolean_xor"} <= names


def test_user_errors_exit_1_with_one_located_line(capsys, tmp_path):
    bad = tmp_path / "x.sl"
    bad.write_text(
        "domain X {\n  Sky: Sunny | Rainy\n}\ntarget T: y | n\nexamples {\n  <Sunnny> -> y\n}\n"
    )
    code, out, err = run(capsys, "check", str(bad))
    assert code == 1 and out == ""
    first, *caret = err.splitlines()
    assert first == f"symlearn: {bad}:6:4: unknown value 'Sunnny' for Sky; did you mean 'Sunny'?"
    assert caret == ["      <Sunnny> -> y", "       ^"]
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "no-such-theory"],
        ["parse", "<Sunny", "--theory", "enjoysport"],
        ["parse", "Sky = Snowy", "--theory", "enjoysport"],
        ["check", "enjoysport", "--no-such-option"],
        ["tree", "playtennis", "--criterion", "luck"],
        ["train", "identity838", "--epochs", "many"],
        ["no-such-command"],
        [],
    ],
)
def test_every_user_error_is_one_line(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 1
    assert err.startswith("symlearn: ") and "Traceback" not in err


def test_version_and_module_entry_point():
    result = subprocess.run(
        [sys.executable, "-m", "symlearn.cli", "--version"], capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout.strip() == f"symlearn {__version__}"


def test_every_example_in_help_runs(capsys, tmp_path, monkeypatch):
    from symlearn.cli import COMMANDS, build_parser

    monkeypatch.chdir(tmp_path)
    subparsers = next(a for a in build_parser()._actions if a.choices and "check" in a.choices)
    for name in COMMANDS:
        epilog = subparsers.choices[name].epilog
        assert epilog.startswith("Example: symlearn "), name
        for command in epilog.removeprefix("Example: ").split(" && "):
            argv = shlex.split(command)[1:]
            assert main(argv) == 0, command
            capsys.readouterr()


@pytest.mark.parametrize(
    ("declaration", "command", "message"),
    [
        ("x: real 0..10", "learn", "x is real-valued: an interval has no minimal specialization"),
        ("x: integer", "learn", "x needs bounds to be specialized; declare it as x: integer"),
        ("x: real 0..10", "prove", "c ∈ H cannot be encoded: x is real-valued"),
    ],
)
def test_attribute_errors_point_at_the_declaration(capsys, tmp_path, declaration, command, message):
    theory = tmp_path / "r.sl"
    theory.write_text(
        f"domain R {{\n  {declaration}\n}}\ntarget T: yes | no\n"
        "examples {\n  <1> -> yes\n  <3> -> no\n}\n"
    )
    code, _, err = run(capsys, command, str(theory))
    assert code == 1
    assert err.splitlines()[0].startswith(f"symlearn: {theory}:2:3: {message}")
