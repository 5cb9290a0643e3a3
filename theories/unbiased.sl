# An unbiased learner (Mitchell §2.7.2): H' is the power set of X, every subset of instances.
# After positives x1, x2, x3 and negatives x4, x5, Candidate-Elimination gives
# S = {x1 ∨ x2 ∨ x3} and G = {¬(x4 ∨ x5)}; each of the 3 unseen instances gets exactly half of
# the |VS| = 2^(8 − 5) = 8 votes, so nothing beyond the examples is classified.

domain Weather {
  Sky: Sunny | Rainy
  AirTemp: Warm | Cold
  Wind: Strong | Weak
}

target EnjoySport: Yes | No
hypotheses: powerset

examples {
  x1: <Sunny, Warm, Strong> -> Yes
  x2: <Sunny, Warm, Weak>   -> Yes
  x3: <Sunny, Cold, Strong> -> Yes
  x4: <Rainy, Cold, Strong> -> No
  x5: <Rainy, Cold, Weak>   -> No
}

# The unseen instances: each splits the version space in half.
queries {
  x6: <Sunny, Cold, Weak>
  x7: <Rainy, Warm, Strong>
  x8: <Rainy, Warm, Weak>
}
