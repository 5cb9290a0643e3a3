"""Error functions for sigmoid output units, computed on tensors (Mitchell §4.5, §4.8.1)."""

from __future__ import annotations

from symlearn.tensor import Tensor


def squared_error(net: Tensor, t: Tensor) -> Tensor:
    """E = ½ Σ_d Σ_k (t_kd − o_kd)² with o = σ(net) (Mitchell Eq. 4.13)."""
    residual = t - net.sigmoid()
    return 0.5 * (residual * residual).sum()


def cross_entropy(net: Tensor, t: Tensor) -> Tensor:
    """−Σ_d t_d ln o_d + (1 − t_d) ln(1 − o_d) with o = σ(net) (Mitchell §4.8.1).

    Written with ln σ(y) = −softplus(−y) and ln(1 − σ(y)) = −softplus(y), which stay finite
    where σ rounds to exactly 0 or 1.
    """
    return (t * (-net).softplus() + (1.0 - t) * net.softplus()).sum()


LOSSES = {"squared": squared_error, "cross-entropy": cross_entropy}
