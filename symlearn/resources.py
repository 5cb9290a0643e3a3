"""Where the grammars and bundled theories are, installed or in a source checkout.

The wheel ships ``grammars/`` and ``theories/`` inside the package; in a source checkout they
sit at the top level beside it.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """The directory ``grammars`` or ``theories``, inside the package when installed."""
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"symlearn is installed without its {name}/ directory")


def grammar(name: str) -> str:
    """The text of ``grammars/<name>.lark``."""
    return (data_dir("grammars") / f"{name}.lark").read_text(encoding="utf-8")


def bundled_theories() -> dict[str, Path]:
    """The bundled theory files by bare name (``enjoysport`` → ``.../enjoysport.sl``)."""
    return {p.stem: p for p in sorted(data_dir("theories").glob("*.sl"))}
