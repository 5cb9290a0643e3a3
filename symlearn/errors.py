"""Errors that symlearn reports to its users.

Every error a user can cause is a :class:`SymlearnError`: it carries where the problem is
(file, line, column and the offending line for a caret) and what was expected, so that the
command line prints one readable line instead of a traceback.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Location:
    """A place in a source text: 1-based line and column, and the text of that line."""

    source: str | None = None
    line: int | None = None
    column: int | None = None
    line_text: str | None = None

    def prefix(self) -> str:
        parts = [self.source or "<input>"]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)

    @classmethod
    def in_text(cls, text: str, offset: int, source: str | None = None) -> Location:
        """The location of character ``offset`` of ``text``."""
        offset = max(0, min(offset, len(text)))
        line = text.count("\n", 0, offset) + 1
        start = text.rfind("\n", 0, offset) + 1
        end = text.find("\n", offset)
        line_text = text[start : end if end >= 0 else len(text)]
        return cls(source, line, offset - start + 1, line_text)


class SymlearnError(Exception):
    """A problem with the user's input or request, reported without a traceback."""

    def __init__(self, message: str, location: Location | None = None, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.location = location
        self.hint = hint

    def located(self, location: Location) -> SymlearnError:
        """This error placed at ``location`` unless it already has a line."""
        if self.location is None or self.location.line is None:
            self.location = location
        return self

    def __str__(self) -> str:
        text = self.message if self.hint is None else f"{self.message}; {self.hint}"
        if self.location is None:
            return text
        return f"{self.location.prefix()}: {text}"

    def caret(self) -> str | None:
        """The offending line with a caret under the column, when both are known."""
        loc = self.location
        if loc is None or loc.line_text is None or loc.column is None:
            return None
        pad = "".join("\t" if ch == "\t" else " " for ch in loc.line_text[: loc.column - 1])
        return f"    {loc.line_text}\n    {pad}^"


class ParseError(SymlearnError):
    """Text that does not follow the grammar of the hypothesis or theory language."""


class DomainError(SymlearnError):
    """A value, attribute, instance or hypothesis that does not fit the domain."""


class TheoryError(SymlearnError):
    """A theory file that parses but does not make sense (duplicates, unknown classes, ...)."""


class DataError(SymlearnError):
    """Data files (CSV, saved models) that cannot be read as promised."""


class SpaceTooLargeError(SymlearnError):
    """A request to enumerate a hypothesis or instance space too large to list."""


class LearningError(SymlearnError):
    """A learner that cannot go on: empty version space, inconsistent data, divergence."""


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """A 'did you mean' hint for a misspelt name, or None when nothing is close."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


def choice_hint(word: str, choices: Iterable[str]) -> str:
    """'did you mean …?' for a near miss, else the list of the valid choices."""
    choices = list(choices)
    return did_you_mean(word, choices) or f"expected one of {', '.join(choices)}"


def check_choice(name: str, choices: Iterable[str], kind: str) -> str:
    """``name`` when it is one of ``choices``, else ``unknown KIND 'name'`` with a hint."""
    choices = list(choices)
    if name not in choices:
        raise SymlearnError(f"unknown {kind} '{name}'", hint=choice_hint(name, choices))
    return name
