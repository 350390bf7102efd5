"""Which search backend answers: the local index (default) or Azure AI Search, by VERISTREAM_INDEX_BACKEND.

Why its own module: the audit engine, the agent's tools and the CLI search through here, so the choice of backend is
made in one place, above both backends; neither backend imports the other or this module.
"""

from __future__ import annotations

import threading
from typing import Protocol

from rag.search import Retriever
from veristream.errors import CorpusError
from veristream.models import SearchHit


class SearchBackend(Protocol):
    name: str

    def search(self, query: str, regulator: str | None = None, k: int = 5) -> list[SearchHit]: ...

    def multi_search(self, queries: list[str], regulator: str | None = None, k: int = 5) -> list[SearchHit]: ...


class LocalBackend:
    """bm25s + model2vec (+ e5) vectors on disk (rag/index.py); the default, offline backend."""

    name = "local"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._retrievers: dict[int, Retriever] = {}

    def retriever(self) -> Retriever:
        from rag.index import load_index

        index = load_index()
        with self._lock:
            retriever = self._retrievers.get(id(index))
            if retriever is None or retriever.index is not index:
                retriever = Retriever(index)
                self._retrievers = {id(index): retriever}
            return retriever

    def search(self, query: str, regulator: str | None = None, k: int = 5) -> list[SearchHit]:
        return self.retriever().search(query, regulator=regulator, k=k)

    def multi_search(self, queries: list[str], regulator: str | None = None, k: int = 5) -> list[SearchHit]:
        return self.retriever().multi_search(queries, regulator=regulator, k=k)


_local = LocalBackend()


def get_backend() -> SearchBackend:
    """The backend named by VERISTREAM_INDEX_BACKEND: `local` (default) or `azure`."""
    from veristream import config

    name = config.index_backend()
    if name == "local":
        return _local
    if name == "azure":
        from rag.azure_backend import get_azure_backend

        return get_azure_backend()
    raise CorpusError(
        f"Unknown index backend {name!r} in VERISTREAM_INDEX_BACKEND.", hint="Set it to `local` or `azure`."
    )


def search(query: str, regulator: str | None = None, k: int = 5) -> list[SearchHit]:
    """Best `k` provisions for `query`, optionally only one regulator's (FTC, SEC or FINRA)."""
    return get_backend().search(query, regulator=regulator, k=k)


def multi_search(queries: list[str], regulator: str | None = None, k: int = 5) -> list[SearchHit]:
    """Several phrasings of one question, fused and reranked together."""
    return get_backend().multi_search(queries, regulator=regulator, k=k)


def index_status(build: bool = False) -> dict:
    """What `veristream corpus status` shows about the configured backend's index; `build=True` builds a missing
    local index first."""
    from veristream import config

    if config.index_backend() == "azure":
        from rag.azure_backend import azure_status

        return azure_status()
    from rag.index import local_index_status

    return local_index_status(build)
