"""The bias prover (Mitchell §2.7): inductive bias made explicit as propositional logic.

>>> from symlearn import load_theory
>>> from symlearn.logic import TARGET_IN_H, check_equivalence
>>> from symlearn.logic.learners import CandidateEliminationLearner
>>> th = load_theory("enjoysport")
>>> print(TARGET_IN_H.prover(th).prove(th.query_map["A"], "A").explanation)
c ∈ H, examples 1 and 4 ⊢ EnjoySport(A) = Yes
>>> print(check_equivalence(CandidateEliminationLearner(), TARGET_IN_H, th))
Candidate-Elimination ≡ prover with c ∈ H: equivalent on 96 instances
"""

from symlearn.logic.assertions import Background, BiasAssertion, Claim, TrainingData
from symlearn.logic.atoms import allows, atom, concept
from symlearn.logic.biases import BIASES, DEFAULT_NEGATION, NO_BIAS, TARGET_IN_H, Bias, bias_named
from symlearn.logic.encodings import InstanceEncoding, TermEncoding, encoding_for
from symlearn.logic.equivalence import check_equivalence, strength_order
from symlearn.logic.explain import ByDefault, Conflict, Derivation, Proof, Witnesses
from symlearn.logic.formulas import (
    FormulaCheck,
    domain_axioms,
    equivalent,
    formula_entails,
    hypothesis_formula,
)
from symlearn.logic.learners import (
    CandidateEliminationLearner,
    FindSLearner,
    Learner,
    RoteLearner,
)
from symlearn.logic.printing import render
from symlearn.logic.prover import Formulas, Prover, entails
from symlearn.logic.solver import available_algorithms, check_algorithm

__all__ = [
    "BIASES",
    "DEFAULT_NEGATION",
    "NO_BIAS",
    "TARGET_IN_H",
    "Background",
    "Bias",
    "BiasAssertion",
    "ByDefault",
    "CandidateEliminationLearner",
    "Claim",
    "Conflict",
    "Derivation",
    "FindSLearner",
    "FormulaCheck",
    "Formulas",
    "InstanceEncoding",
    "Learner",
    "Proof",
    "Prover",
    "RoteLearner",
    "TermEncoding",
    "TrainingData",
    "Witnesses",
    "allows",
    "atom",
    "available_algorithms",
    "bias_named",
    "check_algorithm",
    "check_equivalence",
    "concept",
    "domain_axioms",
    "encoding_for",
    "entails",
    "equivalent",
    "formula_entails",
    "hypothesis_formula",
    "render",
    "strength_order",
]
