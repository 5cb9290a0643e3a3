"""The built wheel carries the grammars and theories and works without the source tree."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_installed_wheel_finds_its_grammars_and_theories(tmp_path):
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("symlearn-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {
        "symlearn/grammars/hypothesis.lark",
        "symlearn/grammars/theory.lark",
        "symlearn/theories/enjoysport.sl",
    } <= names
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    work = tmp_path / "elsewhere"
    work.mkdir()
    script = (
        "import symlearn, sys\n"
        "from symlearn.cli import main\n"
        f"assert symlearn.__file__.startswith({str(site)!r}), symlearn.__file__\n"
        "sys.exit(main(['check', 'enjoysport']))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=work, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert "|H| = 5,120 syntactically distinct, 973 semantically distinct" in result.stdout
    assert str(site) in result.stdout  # the theory came from inside the installed package
