"""Version spaces (Mitchell ch. 2): Find-S, List-Then-Eliminate, Candidate-Elimination,
votes and queries, and the lattice of hypotheses.

>>> from symlearn import load_theory
>>> from symlearn.versionspace import candidate_elimination
>>> th = load_theory("enjoysport")
>>> vs = candidate_elimination(th.space, th.examples)
>>> [str(g) for g in vs.G]
['<Sunny, ?, ?, ?, ?, ?>', '<?, Warm, ?, ?, ?, ?>']
"""

from symlearn.versionspace.candidate_elimination import candidate_elimination
from symlearn.versionspace.find_s import FindSResult, find_s
from symlearn.versionspace.learners import ALGORITHMS, learn
from symlearn.versionspace.list_then_eliminate import list_then_eliminate
from symlearn.versionspace.queries import active_learning, best_query
from symlearn.versionspace.trace import Step
from symlearn.versionspace.training import training_examples
from symlearn.versionspace.version_space import VersionSpace
from symlearn.versionspace.vote import Vote

__all__ = [
    "ALGORITHMS",
    "FindSResult",
    "Step",
    "VersionSpace",
    "Vote",
    "active_learning",
    "best_query",
    "candidate_elimination",
    "find_s",
    "learn",
    "list_then_eliminate",
    "training_examples",
]
