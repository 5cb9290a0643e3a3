"""Clausal form for sympy formulae, built directly and Tseitin-style.

sympy's ``to_cnf`` distributes ∨ over ∧ and grows exponentially on the formulae the prover
writes (c(x) ⟺ ∨_j ∧_i a_j(…) for every example). :class:`ClauseBuilder` instead turns a
formula into integer clauses in linear size: top-level conjunctions are split, negations are
pushed inward, disjunctions of literals become one clause, a disjunction with a single
conjunction of literals is distributed, and every other compound subformula gets a fresh
variable t with the clauses of t ⟺ subformula (Tseitin 1968). The fresh variables are
functionally determined by the atoms, so models of the clauses and of the formula correspond
one to one.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from sympy import Dummy, Symbol
from sympy.logic.boolalg import (
    ITE,
    And,
    Boolean,
    BooleanFalse,
    BooleanTrue,
    Equivalent,
    Exclusive,
    Implies,
    Nand,
    Nor,
    Not,
    Or,
    Xnor,
    Xor,
    to_nnf,
)

Clause = frozenset[int]
FALSE_CLAUSE: Clause = frozenset()


class ClauseBuilder:
    """Numbers atoms 1, 2, … and writes formulae as clauses over those numbers.

    ``clauses(f)`` returns the clauses that assert f; the clauses defining the fresh variables
    it needed accumulate in :attr:`definitions` and must be added to every problem that uses
    them (they never constrain the atoms).
    """

    def __init__(self) -> None:
        self.symbols: list[Symbol] = []
        self.numbers: dict[Symbol, int] = {}
        self.definitions: list[Clause] = []
        self._defined: dict[Boolean, int] = {}

    def number(self, symbol: Symbol) -> int:
        """The variable number of an atom, allocated on first use."""
        found = self.numbers.get(symbol)
        if found is None:
            self.symbols.append(symbol)
            found = self.numbers[symbol] = len(self.symbols)
        return found

    def checkpoint(self) -> tuple[int, int, int]:
        """A state to :meth:`rollback` to, dropping every atom and definition added since."""
        return len(self.symbols), len(self.definitions), len(self._defined)

    def rollback(self, point: tuple[int, int, int]) -> None:
        symbols, definitions, defined = point
        for symbol in self.symbols[symbols:]:
            del self.numbers[symbol]
        del self.symbols[symbols:]
        del self.definitions[definitions:]
        while len(self._defined) > defined:
            self._defined.popitem()

    # --- asserting a formula ---------------------------------------------------------------
    def clauses(self, formula: Boolean | bool) -> list[Clause]:
        """Clauses equisatisfiable with ``formula`` (given :attr:`definitions`)."""
        found: list[Clause] = []
        self._assert(formula, found)
        return found

    def _assert(self, f, out: list[Clause]) -> None:
        if f is True or isinstance(f, BooleanTrue):
            return
        if f is False or isinstance(f, BooleanFalse):
            out.append(FALSE_CLAUSE)
        elif isinstance(f, And):
            for arg in f.args:
                self._assert(arg, out)
        elif isinstance(f, Not) and isinstance(f.args[0], Or | Implies | Nand | Nor | Xnor):
            self._assert(_negate(f.args[0]), out)
        elif isinstance(f, Equivalent):
            first, *rest = f.args
            for other in rest:
                self._assert(Or(Not(first), other), out)
                self._assert(Or(first, Not(other)), out)
        elif isinstance(f, Exclusive):
            literals = [self.literal(a) for a in f.args]
            for a, b in itertools.combinations(literals, 2):
                out.append(frozenset((-a, -b)))
        elif isinstance(f, Or | Implies | Not) or _is_atom(f):
            out.extend(self._disjunction(_disjuncts(f)))
        else:
            out.append(frozenset((self.literal(f),)))

    def _disjunction(self, parts: list) -> list[Clause]:
        """Clauses for the disjunction of ``parts``; one conjunction of literals distributes."""
        conjunctions = [p for p in parts if isinstance(p, And) and all(map(_is_literal, p.args))]
        spread = conjunctions[0] if len(conjunctions) == 1 else None
        base = [self.literal(p) for p in parts if p is not spread]
        if spread is None:
            return _clause_list([base])
        return _clause_list([[*base, self.literal(a)] for a in spread.args])

    def dnf_clauses(self, terms: Sequence[Sequence[Symbol]], positive: bool) -> list[Clause]:
        """Clauses for ∨_j ∧ terms[j] (or its negation), written without sympy formulae.

        This is the shape of c(x) in every encoding of c ∈ H, asserted once per example.
        """
        numbered = [[self.number(a) for a in term] for term in terms]
        if not positive:
            return _clause_list([-n for n in term] for term in numbered)
        if len(numbered) == 1:
            return [frozenset((n,)) for n in numbered[0]]
        return _clause_list([[self._conjunction(term) for term in numbered]])

    def _conjunction(self, numbers: list[int]) -> int:
        """A literal equivalent to the conjunction of the numbered atoms."""
        if len(numbers) == 1:
            return numbers[0]
        key = ("and", frozenset(numbers))
        known = self._defined.get(key)
        if known is None:
            known = self._fresh(key)
            self.definitions.extend(frozenset((-known, n)) for n in numbers)
            self.definitions.append(frozenset((known, *(-n for n in numbers))))
        return known

    # --- Tseitin literals ------------------------------------------------------------------
    def literal(self, f) -> int:
        """A literal equivalent to ``f``: the atom itself, or a fresh defined variable."""
        if isinstance(f, Not):
            return -self.literal(f.args[0])
        if _is_atom(f):
            return self.number(f)
        known = self._defined.get(f)
        if known is not None:
            return known
        if isinstance(f, And | Or):
            args = [self.literal(a) for a in f.args]
            t = self._fresh(f)
            sign = 1 if isinstance(f, And) else -1
            # And: t → each arg, all args → t.  Or: the same with every sign flipped.
            for a in args:
                self.definitions.append(frozenset((-sign * t, sign * a)))
            self.definitions.append(frozenset((sign * t, *(-sign * a for a in args))))
            return t
        if isinstance(f, Equivalent) and len(f.args) == 2:
            a, b = (self.literal(arg) for arg in f.args)
            t = self._fresh(f)
            self.definitions.extend(
                frozenset(c) for c in ((-t, -a, b), (-t, a, -b), (t, a, b), (t, -a, -b))
            )
            return t
        if f is True or isinstance(f, BooleanTrue):
            return self._constant_true()
        if f is False or isinstance(f, BooleanFalse):
            return -self._constant_true()
        return self.literal(_rewrite(f))

    def _fresh(self, f) -> int:
        t = self.number(Dummy("t"))
        self._defined[f] = t
        return t

    def _constant_true(self) -> int:
        known = self._defined.get(True)
        if known is None:
            known = self._fresh(True)
            self.definitions.append(frozenset((known,)))
        return known


def _is_atom(f) -> bool:
    return isinstance(f, Symbol)


def _is_literal(f) -> bool:
    return _is_atom(f) or (isinstance(f, Not) and _is_atom(f.args[0]))


def _negate(f) -> Boolean:
    """¬f with the negation pushed one level inward."""
    if isinstance(f, Or):
        return And(*(Not(a) for a in f.args))
    if isinstance(f, Implies):
        return And(f.args[0], Not(f.args[1]))
    if isinstance(f, Nand):
        return And(*f.args)
    if isinstance(f, Nor):
        return Or(*f.args)
    return Xor(*f.args)  # ¬Xnor


def _disjuncts(f) -> list:
    """The operands of a disjunction, flattening ∨, ⇒ and ¬∧ (a literal is one operand)."""
    if isinstance(f, Or):
        return [d for a in f.args for d in _disjuncts(a)]
    if isinstance(f, Implies):
        return [*_disjuncts(Not(f.args[0])), *_disjuncts(f.args[1])]
    if isinstance(f, Not) and isinstance(f.args[0], And):
        return [d for a in f.args[0].args for d in _disjuncts(Not(a))]
    if isinstance(f, Not) and isinstance(f.args[0], Not):
        return _disjuncts(f.args[0].args[0])
    return [f]


def _rewrite(f) -> Boolean:
    """Operators without a direct clause form, in terms of ∧, ∨, ¬ and binary ⟺."""
    if isinstance(f, Implies):
        return Or(Not(f.args[0]), f.args[1])
    if isinstance(f, Equivalent):
        first, *rest = f.args
        return And(*(Equivalent(first, other) for other in rest))
    if isinstance(f, Xor):
        first, *rest = f.args
        return Not(Equivalent(first, Xor(*rest))) if rest else first
    if isinstance(f, Xnor | Nand | Nor):
        return Not(_negate(f))
    if isinstance(f, ITE):
        test, then, otherwise = f.args
        return Or(And(test, then), And(Not(test), otherwise))
    return to_nnf(f, simplify=False)


def _clause_list(literal_lists: Iterable[list[int]]) -> list[Clause]:
    """Clauses from lists of literals, dropping tautologies (a ∨ ¬a)."""
    found = []
    for literals in literal_lists:
        clause = frozenset(literals)
        if not any(-lit in clause for lit in clause):
            found.append(clause)
    return found
