"""Rule-targeted retrieval per (category, regulator), and the choice of the cited provision.

Queries name the regulator, the rule and the behaviour ("FINRA rule 2210 promissory statement guaranteed
returns"), so they do not depend on the statement: results are cached per (corpus hash, category, regulator)
and a 60-minute transcript costs at most one fused search per category and regulator.

Citation choice: a finding may cite only a provision retrieval returned. Among the category's listed citations
of that regulator, the one whose best hit ranks highest wins (ties: taxonomy order). A hit counts for a listed
citation when it IS that provision, when it is a descendant of it (its text is part of the listed provision's
text), or when the listed provision is an inline sub-item whose text the hit's chunk contains (hit.citations, e.g.
FINRA 2210(d)(4)(B) inside the FINRA 2210(d)(4) chunk). Nothing else is accepted: if no listed citation is retrieved the finding is suppressed, never invented.
"""

from __future__ import annotations

import threading

from audit import rulebase
from audit.lexicon import CategoryLexicon
from audit.taxonomy import Category
from veristream.models import SearchHit

K = 8
_CACHE: dict[tuple[str, str, str], list[SearchHit]] = {}
_LOCK = threading.Lock()


def queries_for(cat_lex: CategoryLexicon, category: Category, regulator: str) -> list[str]:
    listed = " ".join(category.citations_for(regulator))
    auto = f"{regulator} {listed} {category.name}: {category.description}"
    return [*cat_lex.queries.get(regulator, []), auto]


def retrieve(cat_lex: CategoryLexicon, category: Category, regulator: str, corpus_hash: str) -> list[SearchHit]:
    key = (corpus_hash, category.id, regulator)
    with _LOCK:
        if key in _CACHE:
            return _CACHE[key]
    hits = rulebase.multi_search(queries_for(cat_lex, category, regulator), regulator, K)
    with _LOCK:
        _CACHE[key] = hits
    return hits


def clear_cache() -> None:
    with _LOCK:
        _CACHE.clear()


def cache_size() -> int:
    """Fused searches run so far in this process (the chat's retrieval step shows it)."""
    with _LOCK:
        return len(_CACHE)


def choose_citation(hits: list[SearchHit], listed: list[str]) -> tuple[str, SearchHit] | None:
    """The listed citation best supported by the hits, with the hit that supports it."""
    scored: list[tuple[tuple[int, int, int], str, SearchHit]] = []
    for order, cit in enumerate(listed):
        for hit in sorted(hits, key=lambda h: h.rank):
            exact = hit.citation == cit
            inside = rulebase.is_descendant(hit.citation, cit)  # the hit is part of the listed provision
            inline = cit in hit.citations and rulebase.is_descendant(cit, hit.citation)  # its text is in the hit
            if exact or inside or inline:
                scored.append(((hit.rank, 0 if exact else 1, order), cit, hit))
                break
    if not scored:
        return None
    _, cit, hit = min(scored, key=lambda x: x[0])
    return cit, hit
