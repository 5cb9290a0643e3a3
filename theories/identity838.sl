# The 8-3-8 identity network (Mitchell §4.6.4, Fig 4.7; lecture slides, "ID function").
# Eight inputs, one of them 1; the target is the input itself. Backpropagation squeezes the
# eight patterns through three hidden units, which end with a binary code for each input.
#
# Encoding for networks (symlearn.nn.data): the nominal attribute Input is one-hot encoded,
# so value 00100000 becomes exactly the eight inputs 0 0 1 0 0 0 0 0; a target with more than
# two classes gets one output unit per class (1-of-n), so the eight outputs are again the
# pattern itself. Train with: symlearn train identity838 --layers 8,3,8
# From about half of all random initial weights backpropagation ends in a local minimum where
# a hidden value near .5 serves as a third level and two inputs share a rounded code; the
# train command then trains again from the next seed (--restarts, default 4; §4.6.1).

domain Identity {
  Input: 10000000 | 01000000 | 00100000 | 00010000 | 00001000 | 00000100 | 00000010 | 00000001
}

target Output: 10000000 | 01000000 | 00100000 | 00010000 | 00001000 | 00000100 | 00000010 | 00000001

examples {
  1: <10000000> -> 10000000
  2: <01000000> -> 01000000
  3: <00100000> -> 00100000
  4: <00010000> -> 00010000
  5: <00001000> -> 00001000
  6: <00000100> -> 00000100
  7: <00000010> -> 00000010
  8: <00000001> -> 00000001
}
