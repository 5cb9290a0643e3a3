# Rectangles over integer points of the plane (Mitchell exercise 2.4): a hypothesis is
# a ≤ x ≤ b ∧ c ≤ y ≤ d, written <a..b, c..d>. The plane is bounded to 0..8 × 0..8 so that
# a rectangle has minimal specializations that exclude a point.

domain Plane {
  x: integer 0..8
  y: integer 0..8
}

target Inside: Yes | No
hypotheses: intervals

examples {
  p1: <3, 3> -> Yes
  p2: <5, 6> -> Yes
  p3: <4, 5> -> Yes
  n1: <1, 1> -> No
  n2: <7, 8> -> No
  n3: <7, 2> -> No
  n4: <1, 7> -> No
}

# (c) a query inside S cannot shrink the version space, whatever the answer; a point inside
# some members of G but outside S shrinks it either way.
queries {
  inside: <4, 4>
  border: <2, 5>
  outside: <8, 8>
}

# (d) the target a teacher wants to convey.
hypothesis target = <3..5, 2..7>
