"""On random domains and data: the tree, its rules and its formulae classify alike; pruned
rule lists and their formulae too (Mitchell §3.2, §3.7.1.2)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from symlearn.concepts.attributes import Domain, Nominal, Numeric
from symlearn.theory import Example, Target, Theory
from symlearn.trees import TDIDT
from symlearn.trees.formula import formulas
from symlearn.trees.prune import rule_post_prune
from symlearn.trees.rules import rules_from_tree

CLASSES = ("p", "q", "r")


@st.composite
def theories(draw, max_rows: int = 30):
    """A finite domain (2-3 nominal attributes of 2-3 values, maybe a bounded integer one),
    and up to ``max_rows`` examples labelled at random (noisy data grows bushy trees)."""
    sizes = draw(st.lists(st.integers(2, 3), min_size=1, max_size=3))
    attributes = [Nominal(f"A{i}", tuple(f"v{j}" for j in range(s))) for i, s in enumerate(sizes)]
    if draw(st.booleans()):
        attributes.append(Numeric("N", integer=True, low=0, high=5))
    domain = Domain("Random", tuple(attributes))
    classes = CLASSES[: draw(st.integers(2, 3))]
    choices = [list(a.values) for a in attributes]
    rows = draw(
        st.lists(st.tuples(*(st.sampled_from(c) for c in choices)), min_size=2, max_size=max_rows)
    )
    labels = [draw(st.sampled_from(classes)) for _ in rows]
    examples = tuple(Example(x, y) for x, y in zip(rows, labels, strict=True))
    return Theory(domain, Target("C", classes), examples=examples)


learners = st.builds(
    TDIDT,
    measure=st.sampled_from(["gain", "gain-ratio", "gini"]),
    tests=st.sampled_from(["multiway", "binary"]),
)


@settings(max_examples=40, deadline=None)
@given(theories(), learners)
def test_tree_rules_and_formulae_agree_on_every_instance(theory, learner):
    tree = learner.fit(theory)
    rules = rules_from_tree(tree)
    found = formulas(tree)
    instances = list(theory.domain.instances())
    predicted = tree.predict_many(instances)
    assert rules.predict_many(instances) == predicted
    for x, label in zip(instances, predicted, strict=True):
        # The sympy expression itself, evaluated by substitution: true for the tree's class
        # only.
        assert [f.evaluate(x) for f in found.formulas] == [f.label == label for f in found.formulas]


@settings(max_examples=25, deadline=None)
@given(theories(), learners, st.booleans())
def test_pruned_rules_and_their_formulae_agree_on_every_instance(theory, learner, ties):
    tree = learner.fit(theory)
    rules = rule_post_prune(tree, theory, ties=ties).rules
    found = formulas(rules)
    instances = list(theory.domain.instances())
    predicted = rules.predict_many(instances)
    for x, label in zip(instances, predicted, strict=True):
        assert [f.holds(x) for f in found.formulas] == [f.label == label for f in found.formulas]
