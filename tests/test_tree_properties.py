"""Properties of the tree learners on random data (hypothesis)."""

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.theory import Example, Target, Theory
from symlearn.trees import TDIDT, DecisionTree, bfs_id3, id3

CLASSES = ("a", "b", "c")


@st.composite
def tables(draw, consistent: bool, numeric: bool = False, missing: bool = False):
    """A theory with 1-4 attributes (nominal, maybe one small-integer numeric) and 1-25 rows."""
    sizes = draw(st.lists(st.integers(2, 3), min_size=1, max_size=4))
    attributes = [Nominal(f"A{i}", tuple(f"v{j}" for j in range(s))) for i, s in enumerate(sizes)]
    if numeric:
        attributes.append(Numeric("N", integer=True))
    choices = [list(a.values) if isinstance(a, Nominal) else list(range(6)) for a in attributes]
    rows = draw(
        st.lists(st.tuples(*(st.sampled_from(c) for c in choices)), min_size=1, max_size=25)
    )
    if consistent:
        concept = {}
        labels = [concept.setdefault(x, draw(st.sampled_from(CLASSES))) for x in rows]
    else:
        labels = [draw(st.sampled_from(CLASSES)) for _ in rows]
    if missing:
        rows = [tuple(None if draw(st.integers(0, 4)) == 0 else v for v in x) for x in rows]
    domain = Domain("R", tuple(attributes))
    examples = tuple(Example(x, y) for x, y in zip(rows, labels, strict=True))
    return Theory(domain, Target("C", CLASSES), examples=examples)


def fits(tree, theory) -> bool:
    return tree.predict_many([e.instance for e in theory.examples]) == [
        e.label for e in theory.examples
    ]


@settings(max_examples=60, deadline=None)
@given(tables(consistent=True, numeric=True))
def test_id3_fits_every_training_example_of_consistent_data(theory):
    assert fits(id3(theory), theory)


@settings(max_examples=30, deadline=None)
@given(tables(consistent=True, numeric=True), st.sampled_from(["gain-ratio", "gini", "mantaras"]))
def test_binary_trees_and_other_measures_fit_consistent_data(theory, measure):
    assert fits(TDIDT(measure, tests="binary").fit(theory), theory)
    assert fits(TDIDT(measure).fit(theory), theory)


@settings(max_examples=40, deadline=None)
@given(tables(consistent=True))
def test_bfs_tree_is_consistent_and_never_deeper_than_id3(theory):
    """BFS-ID3 finds the least depth first, then the fewest nodes at that depth (§3.6); a
    deeper ID3 tree may still have fewer nodes."""
    smallest, greedy = bfs_id3(theory), id3(theory)
    assert fits(smallest, theory)
    assert smallest.depth <= greedy.depth
    if smallest.depth == greedy.depth:
        assert smallest.size <= greedy.size


def _leaf_or_split(counts, rows, attributes, available, parent_counts):
    """Mitchell Table 3.1, written plainly over Python lists (the reference)."""
    if not rows:
        return _majority(parent_counts)
    if sum(1 for c in counts if c) <= 1 or not available:
        return _majority(counts)
    gains = []
    for a in available:
        parts = {v: [r for r in rows if r[0][a] == v] for v in attributes[a].values}
        if sum(1 for p in parts.values() if p) < 2:
            continue
        after = sum(len(p) / len(rows) * _entropy(_counts(p)) for p in parts.values())
        gains.append((_entropy(counts) - after, a, parts))
    if not gains:
        return _majority(counts)
    best = max(g for g, _, _ in gains)
    _, a, parts = next(g for g in gains if g[0] >= best - 1e-10)
    rest = [b for b in available if b != a]
    return (
        attributes[a].name,
        {v: _leaf_or_split(_counts(p), p, attributes, rest, counts) for v, p in parts.items()},
    )


def _counts(rows):
    return [sum(1 for _, y in rows if y == c) for c in CLASSES]


def _majority(counts):
    return CLASSES[counts.index(max(counts))]


def _entropy(counts):
    n = sum(counts)
    return -sum(c / n * math.log2(c / n) for c in counts if c)


def shape(node):
    if node.is_leaf:
        return node.label
    return (node.test.attribute, {o: shape(c) for o, c in node.children()})


@settings(max_examples=60, deadline=None)
@given(tables(consistent=False))
def test_fractional_learner_on_complete_data_is_plain_id3(theory):
    rows = [(e.instance, e.label) for e in theory.examples]
    attributes = theory.domain.attributes
    reference = _leaf_or_split(_counts(rows), rows, attributes, list(range(len(attributes))), [])
    for strategy in ("fractional", "most-common", "class-most-common"):
        assert shape(TDIDT("gain", missing=strategy).fit(theory).root) == reference


@settings(max_examples=40, deadline=None)
@given(
    tables(consistent=False, numeric=True, missing=True),
    st.sampled_from(["gain", "gini"]),
    st.sampled_from(["multiway", "binary"]),
)
def test_json_round_trip_preserves_every_prediction(theory, measure, tests):
    tree = TDIDT(measure, tests=tests).fit(theory)
    again = DecisionTree.from_json(tree.to_json())
    assert again == tree
    choices = [
        [*a.values, None] if isinstance(a, Nominal) else [-1, 0, 3, 5, 9, None]
        for a in theory.domain.attributes
    ]
    instances = list(itertools.product(*choices))
    assert again.predict_many(instances) == tree.predict_many(instances)
    assert (again.predict_proba_many(instances) == tree.predict_proba_many(instances)).all()


@settings(max_examples=40, deadline=None)
@given(tables(consistent=False, numeric=True, missing=True))
def test_fractional_counts_conserve_weight(theory):
    tree = TDIDT(missing="fractional").fit(theory)
    for node in tree.nodes():
        if node.branches:
            assert math.isclose(sum(b.weight for b in node.branches), node.weight)
    assert math.isclose(tree.root.weight, len(theory.examples))
