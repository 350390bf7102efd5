"""The agent's search-rules tool: find the rule provisions that match a claim, optionally for one regulator.

A thin, typed wrapper so the chat agent and the audit engine call the same search the CLI uses
(`veristream search`), with the same validation errors (InputError for a bad regulator, k or empty query).
"""

from __future__ import annotations

from veristream.models import SearchHit


def search_rules(query: str, regulator: str | None = None, k: int = 5) -> list[SearchHit]:
    """Best `k` provisions for `query` (FTC, SEC or FINRA, or all when `regulator` is None), best first."""
    from rag.backends import search

    return search(query, regulator=regulator, k=k)
