"""The bias prover (Mitchell §2.7): inductive bias made explicit as propositional logic."""

from symlearn.logic.assertions import Background, BiasAssertion, Claim, TrainingData
from symlearn.logic.atoms import allows, atom, concept
from symlearn.logic.biases import BIASES, DEFAULT_NEGATION, NO_BIAS, TARGET_IN_H, Bias, bias_named
from symlearn.logic.encodings import InstanceEncoding, TermEncoding, encoding_for
from symlearn.logic.explain import ByDefault, Conflict, Derivation, Proof, Witnesses
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
    "Claim",
    "Conflict",
    "Derivation",
    "Formulas",
    "InstanceEncoding",
    "Proof",
    "Prover",
    "TermEncoding",
    "TrainingData",
    "Witnesses",
    "allows",
    "atom",
    "available_algorithms",
    "bias_named",
    "check_algorithm",
    "concept",
    "encoding_for",
    "entails",
]
