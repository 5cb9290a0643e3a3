"""Satisfiability through sympy's ``satisfiable``, with the SAT algorithm as a parameter.

sympy ships ``dpll2`` (pure Python, always there) and wraps faster solvers when their
packages are installed: ``pycosat`` (picosat), ``minisat22`` (python-sat) and ``z3``. sympy
silently falls back to dpll2 for a missing solver; here an unavailable one is an error instead,
so that a benchmark never measures the wrong solver.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping, Sequence

from sympy import Symbol
from sympy.assumptions.cnf import EncodedCNF
from sympy.logic.inference import satisfiable

from symlearn.errors import SymlearnError, check_choice
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
    check_choice(name, ALGORITHMS, "SAT algorithm")
    if not _installed(name):
        raise SymlearnError(
            f"the SAT algorithm '{name}' is not installed",
            hint=f"pip install {_PACKAGES[name]}, or use one of "
            f"{', '.join(available_algorithms())}",
        )
    return name


def solve(
    clauses: Sequence[Clause], numbers: Mapping[Symbol, int], algorithm: str = DEFAULT_ALGORITHM
) -> Model | None:
    """A model of ``clauses`` or None if they are unsatisfiable.

    ``numbers`` gives each atom's variable number, 1, 2, … in insertion order (a
    :class:`~symlearn.logic.cnf.ClauseBuilder`'s ``numbers``). Variables the solver leaves
    unassigned are absent from the model; read them as false.
    """
    if FALSE_CLAUSE in clauses:
        return None
    # Each backend copies the clauses into its own structures, so they are passed as they are.
    model = satisfiable(EncodedCNF(list(clauses), numbers), algorithm=algorithm)
    return None if model is False else model
