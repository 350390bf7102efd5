"""The engine's only door to the rule base (rag/): corpus look-ups and rule search.

One small module so the engine's dependency on rag/ is explicit, and so a missing or broken rule index surfaces
as one clear CorpusError instead of an ImportError deep inside the audit.
"""

from __future__ import annotations

from veristream.errors import CorpusError
from veristream.models import SearchHit


def corpus():  # rag.corpus.Corpus
    try:
        from rag.corpus import load_corpus
    except ImportError as exc:  # pragma: no cover - rag/ is part of the package
        raise CorpusError(f"The rule corpus module is unavailable: {exc}", "Reinstall VeriStream.") from exc
    return load_corpus()


def multi_search(queries: list[str], regulator: str | None, k: int) -> list[SearchHit]:
    try:
        from rag.backends import multi_search as _multi
    except ImportError as exc:  # pragma: no cover
        raise CorpusError(f"The rule search module is unavailable: {exc}", "Reinstall VeriStream.") from exc
    return _multi(queries, regulator=regulator, k=k)


def is_descendant(child: str, ancestor: str) -> bool:
    from rag.citations import is_descendant as _is_desc

    return _is_desc(child, ancestor)
