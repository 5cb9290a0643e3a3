# The boolean function OR over inputs in {0, 1} (Mitchell §4.4.1: perceptrons represent
# AND and OR; XOR is not linearly separable).

domain BooleanOR {
  x1: 0 | 1
  x2: 0 | 1
}

target OR: True | False
hypotheses: conjunctive

examples {
  <0, 0> -> False
  <0, 1> -> True
  <1, 0> -> True
  <1, 1> -> True
}
