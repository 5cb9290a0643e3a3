"""Turning Lark's parse errors into :class:`ParseError` messages a user can act on."""

from __future__ import annotations

from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import PatternStr

from symlearn.errors import Location, ParseError

_PATTERN_NAMES = {
    "NAME": "a name",
    "NUMBER": "a number",
    "STRING": "a quoted string",
    "EMPTY": "'∅'",
    "$END": "the end of the text",
}


def _describe(parser: Lark, names: set[str]) -> str:
    described = set()
    for name in names:
        if name in _PATTERN_NAMES:
            described.add(_PATTERN_NAMES[name])
            continue
        try:
            pattern = parser.get_terminal(name).pattern
        except KeyError:
            described.add(name.lower())
            continue
        described.add(f"'{pattern.value}'" if isinstance(pattern, PatternStr) else name.lower())
    ordered = sorted(described)
    if len(ordered) > 8:
        ordered = [*ordered[:8], "…"]
    if len(ordered) == 1:
        return ordered[0]
    return "one of " + ", ".join(ordered)


def parse_error(parser: Lark, error: UnexpectedInput, text: str, source: str | None) -> ParseError:
    """A :class:`ParseError` at the place Lark stopped, saying what it expected there."""
    if isinstance(error, UnexpectedEOF) or (
        isinstance(error, UnexpectedToken) and error.token.type == "$END"
    ):
        expected = error.expected if isinstance(error, UnexpectedEOF) else error.accepts
        location = Location.in_text(text, len(text.rstrip()), source)
        return ParseError(
            f"unexpected end of text; expected {_describe(parser, expected)}", location
        )
    location = Location.in_text(text, error.pos_in_stream or 0, source)
    if isinstance(error, UnexpectedCharacters):
        char = text[error.pos_in_stream] if error.pos_in_stream < len(text) else ""
        return ParseError(f"unexpected character {char!r}", location)
    if isinstance(error, UnexpectedToken):
        expected = _describe(parser, error.accepts or error.expected)
        return ParseError(f"unexpected '{error.token}'; expected {expected}", location)
    return ParseError(str(error).splitlines()[0], location)
