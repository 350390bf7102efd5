"""One finding per statement: findings that overlap on the same words merge, keeping the most specific citation.

Why: the detector and the lexicon can each raise the same sentence under different categories ("guaranteed 12% a
year" is a promise and a projection). An analyst reviews a statement once; the other provisions it touches are
listed as related citations (Compliance Flag's "one finding per compliance concern").
"""

from __future__ import annotations

import re

from audit.taxonomy import load_taxonomy
from veristream.models import Finding

_SEVERITY = ("low", "medium", "high", "critical")
_WORD = re.compile(r"[a-z0-9']+")
SHARED_WORDS = 0.6  # share of the shorter excerpt's words that must appear in the other for "the same words"


def citation_depth(citation: str) -> int:
    """Sub-paragraph levels: FINRA 2210(d)(1)(B) is 3 deep, FINRA 2010 is 0."""
    return citation.count("(")


def same_statement(a: Finding, b: Finding) -> bool:
    if a.origin != b.origin or not (a.start < b.end and b.start < a.end):  # cues that only touch are two
        return False
    if a.excerpt in b.excerpt or b.excerpt in a.excerpt:
        return True
    wa, wb = _WORD.findall(a.excerpt.lower()), _WORD.findall(b.excerpt.lower())
    short, other = (wa, set(wb)) if len(wa) <= len(wb) else (wb, set(wa))
    return bool(short) and sum(w in other for w in short) / len(short) >= SHARED_WORDS


def _rank(f: Finding, order: dict[str, int]) -> tuple:
    """Severity, then the deeper citation, then the category listed first in the taxonomy (the core ones)."""
    return (_SEVERITY.index(f.severity), citation_depth(f.citation), -order.get(f.category, len(order)))


def merge_statements(findings: list[Finding]) -> list[Finding]:
    """Group findings on the same words; each group becomes its best-ranked finding plus related citations."""
    groups: list[list[Finding]] = []
    # The narrowest excerpt anchors each group, and a finding joins the first group whose anchor is the same
    # statement: a wide window spanning two statements must not chain them into one.
    for f in sorted(findings, key=lambda x: (len(x.excerpt), x.origin, x.start)):
        for g in groups:
            if same_statement(f, g[0]):
                g.append(f)
                break
        else:
            groups.append([f])
    order = {c.id: i for i, c in enumerate(load_taxonomy().categories)}
    out: list[Finding] = []
    for g in groups:
        best = max(g, key=lambda f: _rank(f, order))
        related = [c for c in dict.fromkeys([*best.related_citations, *(x.citation for x in g),
                                             *(c for x in g for c in x.related_citations)]) if c != best.citation]
        out.append(best.model_copy(update={"related_citations": related}) if related else best)
    return sorted(out, key=lambda x: (x.origin == "description", x.start))
