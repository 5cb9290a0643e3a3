"""Decision tree learning (Mitchell, Machine Learning, chapter 3).

>>> from symlearn.lang import load_theory
>>> from symlearn.trees import id3
>>> tree = id3(load_theory("playtennis"))
>>> tree.predict(("Sunny", "Hot", "High", "Strong"))
'No'

- :class:`TDIDT`, :func:`id3`: generic top-down induction and its ID3 configuration (§3.4);
- :mod:`~symlearn.trees.measures`: entropy, gain, split information, gain ratio, Gini,
  López de Mántaras, cost-sensitive measures (§3.4.1, §3.7.3, §3.7.5);
- numeric attributes by thresholds (§3.7.2), missing values three ways (§3.7.4);
- :func:`bfs_id3`: the smallest consistent tree (§3.6);
- :class:`DecisionTree`: predict, class weights, text, networkx, DOT and JSON.
"""

from symlearn.trees.bfs import bfs_id3
from symlearn.trees.data import Dataset
from symlearn.trees.measures import (
    MEASURES,
    CostMeasure,
    GainRatioMeasure,
    GiniMeasure,
    MantarasMeasure,
    Measure,
    entropy,
    gain_ratio,
    gini,
    gini_gain,
    information_gain,
    mantaras_distance,
    split_information,
)
from symlearn.trees.model import DecisionTree, Node, NominalTest, Path, ThresholdTest
from symlearn.trees.scores import SplitScore, attribute_scores, thresholds
from symlearn.trees.serialize import load_tree, save_tree
from symlearn.trees.tdidt import TDIDT, Stop, id3, majority

__all__ = [
    "MEASURES",
    "TDIDT",
    "CostMeasure",
    "Dataset",
    "DecisionTree",
    "GainRatioMeasure",
    "GiniMeasure",
    "MantarasMeasure",
    "Measure",
    "Node",
    "NominalTest",
    "Path",
    "SplitScore",
    "Stop",
    "ThresholdTest",
    "attribute_scores",
    "bfs_id3",
    "entropy",
    "gain_ratio",
    "gini",
    "gini_gain",
    "id3",
    "information_gain",
    "load_tree",
    "majority",
    "mantaras_distance",
    "save_tree",
    "split_information",
    "thresholds",
]
