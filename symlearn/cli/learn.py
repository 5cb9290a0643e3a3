"""``symlearn learn THEORY``: Find-S, List-Then-Eliminate or Candidate-Elimination, traced."""

from __future__ import annotations

import argparse

from symlearn.cli.common import add_command

ALGORITHM_NAMES = {
    "candidate-elimination": "Candidate-Elimination",
    "find-s": "Find-S",
    "list-then-eliminate": "List-Then-Eliminate",
}
LAYER_LIMIT = 40  # the final version space is drawn layer by layer up to this many members


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = add_command(
        subparsers,
        "learn",
        "learn a concept from a theory's examples, showing S and G after every example",
        "symlearn learn enjoysport",
        run,
    )
    parser.add_argument("theory", help="a .sl file or the name of a bundled theory")
    parser.add_argument(
        "--algorithm",
        "-a",
        choices=sorted(ALGORITHM_NAMES),
        default="candidate-elimination",
        help="the learner (default: candidate-elimination)",
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help="also say, at every step, which hypotheses left and entered each boundary",
    )
    parser.add_argument(
        "--max-boundary",
        type=int,
        metavar="N",
        help="stop with an error when S or G holds more than N hypotheses",
    )


def run(args: argparse.Namespace) -> None:
    from symlearn.cli.common import emit
    from symlearn.lang.theory import load_theory
    from symlearn.versionspace.find_s import FindSResult
    from symlearn.versionspace.learners import learn

    theory = load_theory(args.theory)
    result = learn(theory, args.algorithm, max_boundary=args.max_boundary)
    header = heading(ALGORITHM_NAMES[args.algorithm], theory)
    if isinstance(result, FindSResult):
        data = {"algorithm": args.algorithm, **result.as_dict()}
        emit(args, data, header + "\n\n" + format_find_s(result, theory.domain.shape))
        return
    data = {"algorithm": args.algorithm, **result.as_dict()}
    text = header + "\n\n" + format_trace(result, args.trace)
    if not result.is_empty:
        text += "\n\n" + format_version_space(result)
    emit(args, data, text)
    result.require_nonempty()


# --- shared with classify, query and lattice ------------------------------------------------------
def heading(title: str, theory) -> str:
    """``Title · Domain · kind hypotheses · n examples`` and the theory's file."""
    spec = theory.space_spec
    kind = f"disjunctions of {spec.k}" if spec.kind == "disjunctive" else spec.kind
    count = len(theory.examples)
    plural = "example" if count == 1 else "examples"
    line = f"{title} · {theory.domain.name} · {kind} hypotheses · {count} {plural}"
    return line + (f"\n{theory.source}" if theory.source else "")


def example_line(example, shape) -> str:
    """``+ 1  <Sunny, …>  Yes``: polarity, id, instance and label of one example."""
    from symlearn.lang.printer import format_instance

    sign = "+" if example.positive else "−"
    name = example.id if example.id is not None else ""
    return f"{sign} {name}  {format_instance(example.instance, shape)}  → {example.label}"


def format_boundary(name: str, hypotheses, indent: str = "    ") -> list[str]:
    """``S2 = {h1,`` / ``      h2}``: one hypothesis per line, aligned after the brace."""
    texts = [str(h) for h in hypotheses]
    head = f"{indent}{name} = {{"
    if not texts:
        return [head + "}"]
    pad = " " * len(head)
    lines = [head + texts[0]]
    lines.extend(pad + text for text in texts[1:])
    lines[-1] += "}"
    for i in range(len(lines) - 1):
        lines[i] += ","
    return lines


def format_count(n: int) -> str:
    return f"{n:,}" if n < 10**15 else f"{n:.3e}"


def counted(n: int, singular: str, plural: str) -> str:
    """``1 hypothesis``, ``6 hypotheses``: a count with its noun."""
    return f"{format_count(n)} {singular if n == 1 else plural}"


def format_vote(vote) -> str:
    """``6:0``, or ``2.476e+27:2.476e+27`` for votes too large to read."""
    return f"{format_count(vote.positive)}:{format_count(vote.negative)}"


# --- Candidate-Elimination and List-Then-Eliminate ------------------------------------------------
def format_trace(vs, details: bool) -> str:
    """S0/G0 … Sn/Gn as in §2.5.4 (Figures 2.4-2.6), marking unchanged boundaries."""
    shape = vs.space.domain.shape
    blocks = []
    previous = None
    for step in vs.trace:
        lines = [] if step.example is None else ["  " + example_line(step.example, shape)]
        for name, now, before in (
            (f"S{step.index}", step.S, previous and previous.S),
            (f"G{step.index}", step.G, previous and previous.G),
        ):
            boundary = format_boundary(name, now)
            if before is not None and [str(h) for h in now] == [str(h) for h in before]:
                boundary[-1] += "   (unchanged)"
            lines.extend(boundary)
            if details and before is not None:
                lines.extend(_changes(name[0], before, now, step.example.positive))
        blocks.append("\n".join(lines))
        previous = step
    if vs.is_empty:
        blocks.append(f"  The version space is empty after example {vs.emptied_by.id or ''}.")
    return "\n\n".join(blocks)


def _changes(boundary: str, before, now, positive: bool) -> list[str]:
    """What one example did to one boundary, in the words of Table 2.5."""
    old = {str(h) for h in before}
    new = {str(h) for h in now}
    gone = [t for t in (str(h) for h in before) if t not in new]
    came = [t for t in (str(h) for h in now) if t not in old]
    lines = []
    reason = {
        ("S", True): "generalized",
        ("G", False): "specialized",
        ("S", False): "removed: covers the negative example",
        ("G", True): "removed: does not cover the positive example",
    }[boundary, positive]
    for text in gone:
        lines.append(f"        − {text}  ({reason})")
    for text in came:
        lines.append(f"        + {text}")
    return lines


def format_version_space(vs, width: int = 100) -> str:
    """The final version space, layer by layer from G down to S (Figure 2.3) when small."""
    count = vs.count()
    lines = [f"Version space: {counted(count, 'hypothesis', 'hypotheses')}"]
    if count > LAYER_LIMIT:
        lines.extend(format_boundary("S", vs.S, "  "))
        lines.extend(format_boundary("G", vs.G, "  "))
        return "\n".join(lines)
    from symlearn.versionspace.lattice import layers

    rows = []
    for layer in layers(vs.lattice()):
        label = _layer_label([data for _, data in layer])
        row: list[str] = []
        rows.append([])
        for name, _ in layer:
            if row and len("   ".join([*row, name])) > width - 6:
                rows[-1].append(f"  {label:<3} " + "   ".join(row))
                row, label = [], ""
            row.append(name)
        rows[-1].append(f"  {label:<3} " + "   ".join(row))
    wrapped = any(len(layer) > 1 for layer in rows)
    for layer in rows:
        lines.extend(layer)
        if wrapped and layer is not rows[-1]:
            lines.append("")
    return "\n".join(lines)


def _layer_label(nodes: list[dict]) -> str:
    general = all(n["is_G"] for n in nodes)
    specific = all(n["is_S"] for n in nodes)
    return "S=G" if general and specific else "G" if general else "S" if specific else ""


# --- Find-S -----------------------------------------------------------------------------------
def format_find_s(result, shape) -> str:
    """h0 … hn with the example read at each step (§2.4), and the examples the output misses."""
    lines = [f"    h0 = {result.trace[0]}"]
    for i, (example, h) in enumerate(zip(result.examples, result.trace[1:], strict=True), 1):
        lines.append("")
        lines.append("  " + example_line(example, shape))
        note = "   (unchanged)" if h == result.trace[i - 1] else ""
        lines.append(f"    h{i} = {h}{note}")
    lines.append("")
    lines.append(f"Find-S outputs h{len(result.trace) - 1} = {result.hypothesis}")
    for example in result.misclassified:
        lines.append("  it misclassifies " + example_line(example, shape).strip())
    return "\n".join(lines)
