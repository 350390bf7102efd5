"""Paragraph markers and their values: the raw material of the context-driven ladder in structure.py.

A marker like "(i)" is ambiguous: the ninth letter or roman one. `interpretations` lists every reading; the parser
picks one from context (which levels are open and which item each expects next), never from the token alone.
"""

from __future__ import annotations

import re

from rag.citations import marker_kind_fits

_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
MARKER_CHAIN_RE = re.compile(r"^((?:\(\s*[A-Za-z0-9]{1,5}\s*\))+)(?=\s|$)")
PERIOD_MARKER_RE = re.compile(r"^([a-z])\.\s")
_TOKEN_RE = re.compile(r"\(\s*([A-Za-z0-9]{1,5})\s*\)")


def roman_value(token: str) -> int:
    total, prev = 0, 0
    for char in reversed(token.lower()):
        value = _ROMAN[char]
        total += -value if value < prev else value
        prev = max(prev, value)
    return total


def to_roman(value: int) -> str:
    out = ""
    for number, letters in (
        (100, "c"),
        (90, "xc"),
        (50, "l"),
        (40, "xl"),
        (10, "x"),
        (9, "ix"),
        (5, "v"),
        (4, "iv"),
        (1, "i"),
    ):
        while value >= number:
            out, value = out + letters, value - number
    return out


def marker_token(value: int, kind: str) -> str:
    """The inverse of marker_value: (2, "roman") -> "ii"."""
    if kind == "arabic":
        return str(value)
    if kind == "roman":
        return to_roman(value)
    letter = chr(ord("a") + value - 1)
    return letter.upper() if kind == "upper" else letter


def marker_value(token: str, kind: str) -> int:
    if kind == "arabic":
        return int(token)
    if kind == "roman":
        return roman_value(token)
    return ord(token.lower()) - ord("a") + 1


def interpretations(token: str) -> list[tuple[str, int]]:
    """Every (kind, value) a token can stand for: "(i)" -> [("roman", 1), ("lower", 9)]."""
    return [
        (kind, marker_value(token, kind))
        for kind in ("arabic", "roman", "lower", "upper")
        if marker_kind_fits(token, kind)
    ]


def leading_markers(paragraph: str) -> tuple[list[str], str, bool]:
    """Split "(a)(1) Text" into (["a", "1"], "Text", False); "a. Text" into (["a"], "Text", True)."""
    match = MARKER_CHAIN_RE.match(paragraph)
    if match:
        return _TOKEN_RE.findall(match.group(1)), paragraph[match.end() :].strip(), False
    match = PERIOD_MARKER_RE.match(paragraph)
    if match:
        return [match.group(1)], paragraph[match.end() :].strip(), True
    return [], paragraph, False
