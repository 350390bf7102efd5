"""Sub-items a paragraph runs inline: "... with respect to: (i) research reports ...; (ii) ...; and (iii) ...".

They stay in the parent's own text (that is how the source prints them) and are also returned as child spans, so
`FINRA 2210(d)(6)(B)(iii)` can be cited and looked up. Only a strict pattern counts: the first item follows a
colon, each later item follows ";", "; and", "; or" or a full stop, and the items number 1, 2, 3... without gaps.
That keeps cross-references such as "Rules 2241(a)(11)(A) and 2242(a)(3)(A)" from being taken for items.
"""

from __future__ import annotations

import re

from rag.citations import marker_kind_fits
from rag.parse.markers import marker_value

_PAREN_RE = re.compile(r"(?<![\w)])\(([A-Za-z0-9]{1,5})\)\s")
_PERIOD_RE = re.compile(r"(?<![\w.])([a-z])\.\s")
_SENTENCE_END_RE = re.compile(r"(?<=[.])\s+(?=[A-Z])")


def _follows_separator(text: str, pos: int, first: bool) -> bool:
    before = text[:pos].rstrip()
    if first:
        return before.endswith(":")
    return bool(re.search(r"(?:[;.]|;\s*(?:and|or))$", before))


def find_inline_items(text: str, kind: str, period_style: bool = False) -> list[tuple[str, str]]:
    """Return [(token, item_text), ...] for a strict inline list of `kind` items, or [] when there is none."""
    pattern = _PERIOD_RE if period_style else _PAREN_RE
    hits: list[tuple[str, int]] = []
    expected = 1
    for match in pattern.finditer(text):
        token = match.group(1)
        if not marker_kind_fits(token, kind) or marker_value(token, kind) != expected:
            continue
        if not _follows_separator(text, match.start(), first=expected == 1):
            continue
        hits.append((token, match.start()))
        expected += 1
    if len(hits) < 2:
        return []
    items: list[tuple[str, str]] = []
    for index, (token, start) in enumerate(hits):
        if index + 1 < len(hits):
            end = hits[index + 1][1]
        else:
            tail = _SENTENCE_END_RE.search(text, start + len(token) + 2)
            end = tail.start() if tail else len(text)
        items.append((token, text[start:end].strip()))
    return items
