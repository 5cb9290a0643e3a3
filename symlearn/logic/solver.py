"""Satisfiability through sympy's ``satisfiable``, with the SAT algorithm as a parameter.

sympy ships ``dpll2`` (pure Python, always there) and wraps faster solvers when their
packages are installed: ``pycosat`` (picosat), ``minisat22`` (python-sat) and ``z3``. sympy
silently falls back to dpll2 for a missing solver; here an unavailable one is an error instead,
so that a benchmark never measures the wrong solver.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence

from sympy import Symbol
from sympy.assumptions.cnf import EncodedCNF
from sympy.logic.inference import satisfiable

from symlearn.errors import SymlearnError
from symlearn.logic.cnf import FALSE_CLAUSE, Clause

DEFAULT_ALGORITHM = "dpll2"

# algorithm name → the module that must be importable for sympy to use it
ALGORITHMS = {"dpll2": None, "pycosat": "pycosat", "minisat22": "pysat", "z3": "z3"}
_PACKAGES = {"pycosat": "pycosat", "minisat22": "python-sat", "z3": "z3-solver"}

Model = dict[Symbol, bool]


def available_algorithms() -> list[str]:
    """The SAT algorithms sympy can run here, the always-present ``dpll2`` first."""
    return [name for name in ALGORITHMS if _installed(name)]


def _installed(name: str) -> bool:
    module = ALGORITHMS[name]
    return module is None or importlib.util.find_spec(module) is not None


def check_algorithm(name: str) -> str:
    """``name`` if sympy can use that SAT algorithm here, else a :class:`SymlearnError`."""
    if name not in ALGORITHMS:
        raise SymlearnError(
            f"unknown SAT algorithm '{name}'",
            hint=f"choose one of {', '.join(ALGORITHMS)}",
        )
    if not _installed(name):
        raise SymlearnError(
            f"the SAT algorithm '{name}' is not installed",
            hint=f"pip install {_PACKAGES[name]}, or use one of "
            f"{', '.join(available_algorithms())}",
        )
    return name


def solve(
    clauses: Sequence[Clause], symbols: Sequence[Symbol], algorithm: str = DEFAULT_ALGORITHM
) -> Model | None:
    """A model of ``clauses`` (variables numbered as ``symbols``, from 1), or None if unsat.

    Variables the solver leaves unassigned are absent from the model; read them as false.
    """
    if FALSE_CLAUSE in clauses:
        return None
    encoding = {symbol: i for i, symbol in enumerate(symbols, start=1)}
    model = satisfiable(EncodedCNF([list(c) for c in clauses], encoding), algorithm=algorithm)
    return None if model is False else model
