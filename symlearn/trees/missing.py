"""Missing attribute values while growing a tree (Mitchell §3.7.4).

The three strategies of the text:

- ``most-common``: a missing value takes the value most common among the examples at the
  node (by weight; ties go to the first value in the domain's order, or the smallest number);
- ``class-most-common``: it takes the value most common among the node's examples of the
  same class (falling back to the node's most common value when no example of that class
  has a known value there);
- ``fractional`` (C4.5): the example is split into fragments, one per branch, weighted by the
  fraction of the node's known examples that take that branch; the fragments count in the
  measures and go on down the tree.

The first two fill the column of a node's examples before counting, so the rest of the
learner sees no missing value; the third is :func:`distribute` plus fragment routing.
"""

from __future__ import annotations

import numpy as np

from symlearn.errors import check_choice
from symlearn.trees.data import MISSING
from symlearn.trees.model import MISSING_STRATEGIES


def check_strategy(name: str) -> str:
    """``name`` if it is one of :data:`MISSING_STRATEGIES`, else a clear error."""
    return check_choice(name, MISSING_STRATEGIES, "missing-value strategy")


def weighted_mode(
    keys: np.ndarray, codes: np.ndarray, weights: np.ndarray, n_keys: int
) -> tuple[np.ndarray, np.ndarray]:
    """For each key, the code with the largest total weight (ties: the smallest code).

    Returns ``(mode, present)``; ``present[k]`` is False where key ``k`` has no entry.
    """
    mode = np.full(n_keys, MISSING, dtype=np.int64)
    present = np.zeros(n_keys, dtype=bool)
    if len(keys) == 0:
        return mode, present
    order = np.lexsort((codes, keys))
    k, c, w = keys[order], codes[order], weights[order]
    starts = np.flatnonzero(np.r_[True, (k[1:] != k[:-1]) | (c[1:] != c[:-1])])
    run_weight = np.add.reduceat(w, starts)
    run_key, run_code = k[starts], c[starts]
    # Heaviest run first within each key; among equals the smaller code (earlier run) wins.
    best = np.lexsort((np.arange(len(starts)), -run_weight, run_key))
    keys_seen, first = np.unique(run_key[best], return_index=True)
    mode[keys_seen] = run_code[best][first]
    present[keys_seen] = True
    return mode, present


def fill(
    strategy: str,
    codes: np.ndarray,
    node: np.ndarray,
    y: np.ndarray,
    w: np.ndarray,
    n_nodes: int,
    n_classes: int,
) -> np.ndarray:
    """The codes with every missing entry filled by ``most-common`` or ``class-most-common``."""
    missing = codes == MISSING
    if not missing.any():
        return codes
    known = ~missing
    node_mode, _ = weighted_mode(node[known], codes[known], w[known], n_nodes)
    filled = codes.copy()
    if strategy == "most-common":
        filled[missing] = node_mode[node[missing]]
        return filled
    class_keys = node * n_classes + y
    class_mode, present = weighted_mode(
        class_keys[known], codes[known], w[known], n_nodes * n_classes
    )
    wanted = class_keys[missing]
    filled[missing] = np.where(present[wanted], class_mode[wanted], node_mode[node[missing]])
    return filled


def branch_fractions(tables: np.ndarray) -> np.ndarray:
    """The share of the weight each branch takes: ``[..., branch]``, 0 for an empty table."""
    totals = tables.sum(axis=-1)
    whole = totals.sum(axis=-1, keepdims=True)
    return np.divide(totals, whole, out=np.zeros_like(totals), where=whole > 0)


def distribute(known: np.ndarray, missing: np.ndarray) -> np.ndarray:
    """Contingency tables with fractional examples (Mitchell §3.7.4).

    ``known[..., b, k]`` counts the examples whose value is known; ``missing[..., k]`` the
    class weights of those whose value is missing, which go down every branch in proportion to
    the branch's share of the known examples.
    """
    return known + branch_fractions(known)[..., :, None] * missing[..., None, :]
