"""Paragraph headings: "(d) Content Standards" (FINRA: the whole paragraph is the title), "(a) General
prohibitions. An advertisement may not:" (CFR: a short, title-like first sentence), "(c) Examples:" (FTC)."""

from __future__ import annotations

import re

from rag.parse.layout import MARKER_START_RE, is_title_like

_FIRST_SENTENCE_RE = re.compile(r'^["“]?([A-Z][^.:;"”]{0,80}?)(?:\.["”]|["”]?\.)(?:\s+(.*))?$', re.S)
_NOT_A_TITLE = frozenset(
    [
        "may",
        "must",
        "shall",
        "is",
        "are",
        "means",
        "be",
        "not",
        "will",
        "has",
        "have",
        "does",
        "do",
        "include",
        "includes",
        "was",
        "were",
        "can",
        "should",
        "would",
        "consist",
        "consists",
        "need",
        "any",
        "all",
        "if",
        "when",
    ]
)
_ABBREVIATIONS = frozenset(
    ["u.s", "no", "nos", "inc", "co", "corp", "e.g", "i.e", "sec", "mr", "ms", "st", "par", "para", "art"]
)


def strip_marker(text: str) -> str:
    return MARKER_START_RE.sub("", text.strip(), count=1).strip()


def detect_heading(paragraph: str, has_more: bool, title_case_only: bool = False) -> tuple[str | None, bool]:
    """Return (heading, heading_only) for a provision's first paragraph.

    `has_more` says whether the provision has children or further paragraphs: a lone short sentence such as
    "(7) Otherwise be materially misleading." is a list item, not a title, unless something hangs under it.
    """
    body = strip_marker(paragraph)
    if not body:
        return None, False
    if is_title_like(body):
        return body.rstrip("—– "), True
    if has_more and body.endswith(":") and len(body.split()) <= 3 and is_title_like(body[:-1]):
        return body[:-1].strip(), True  # FTC "(c) Examples:"
    if body.endswith(("—", "–")) and len(body.split()) <= 6:
        title = body.rstrip("—– ")
        if title and not any(w.lower() in _NOT_A_TITLE for w in title.split()):
            return title, True  # eCFR run-in heading "(c) Examples—" (split off its first child)
    match = _FIRST_SENTENCE_RE.match(body)
    if not match:
        return None, False
    title, rest = match.group(1).strip(), (match.group(2) or "").strip()
    words = title.split()
    if not words or len(words) > 6 or (not rest and not has_more):
        return None, False
    if any(w.lower().strip(",") in _NOT_A_TITLE for w in words):
        return None, False
    if title_case_only and not is_title_like(title):
        return None, False
    last = words[-1].lower()
    if last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha()):
        return None, False
    return title, not rest
