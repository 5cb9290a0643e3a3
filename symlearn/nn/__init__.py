"""Neural units and networks of Mitchell chapter 4, trained through :mod:`symlearn.tensor`.

* :mod:`~symlearn.nn.perceptron` — the perceptron and its training rule (§4.4);
* :mod:`~symlearn.nn.linear` — the linear unit and the delta rule, batch and stochastic (§4.4.3);
* :mod:`~symlearn.nn.network` — sigmoid units and layered feed-forward networks (§4.5);
* :mod:`~symlearn.nn.backprop` — BACKPROPAGATION with momentum, weight decay, early stopping;
* :mod:`~symlearn.nn.data` — theories as input and target vectors;
* :mod:`~symlearn.nn.storage` and :mod:`~symlearn.nn.plots` — saving weights, drawing curves.
"""

from symlearn.nn.backprop import Backprop, TrainingResult, error_of, train_network
from symlearn.nn.data import Dataset, Encoding, encode_theory
from symlearn.nn.history import EpochRecord
from symlearn.nn.linear import LinearUnit, LinearUnitResult, train_linear_unit
from symlearn.nn.network import Network, sigmoid_unit
from symlearn.nn.perceptron import Perceptron, PerceptronResult, train_perceptron

__all__ = [
    "Backprop",
    "Dataset",
    "Encoding",
    "EpochRecord",
    "LinearUnit",
    "LinearUnitResult",
    "Network",
    "Perceptron",
    "PerceptronResult",
    "TrainingResult",
    "encode_theory",
    "error_of",
    "sigmoid_unit",
    "train_linear_unit",
    "train_network",
    "train_perceptron",
]
