"""Azure AI Search backend: the same `search` / `multi_search` as the local index, for hosted deployments.

Why: a team that already runs Azure AI Search can keep the rule index there (shared, managed, semantic ranking)
while VeriStream still embeds with its bundled local model, so the vectors match the local index exactly and no
embedding service or key is needed. Selected with VERISTREAM_INDEX_BACKEND=azure plus AZURE_SEARCH_ENDPOINT,
AZURE_SEARCH_API_KEY, AZURE_SEARCH_INDEX (default "veristream-rules") and optionally AZURE_SEARCH_SEMANTIC_CONFIG.
Queries are hybrid: keyword text + a VectorizedQuery on our own embedding, regulator as an OData filter, and
semantic ranking when a semantic configuration is named.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache

from rag.query import expand_query, normalize_query, validate_k, validate_query, validate_regulator
from veristream import config
from veristream.errors import CorpusError
from veristream.models import SearchHit

DEFAULT_INDEX = "veristream-rules"
VECTOR_FIELD = "vector"
VECTOR_PROFILE = "veristream-hnsw-profile"
HNSW_CONFIG = "veristream-hnsw"
SEMANTIC_CONFIG = "veristream-semantic"  # the name build_index() creates; queries use it when configured
SELECT = ["id", "citation", "citations", "regulator", "title", "header", "text"]
UPLOAD_BATCH = 500
RRF_K = 60


@dataclass(frozen=True)
class AzureSettings:
    endpoint: str
    api_key: str
    index_name: str
    semantic_config: str | None
    timeout_s: float


def azure_settings() -> AzureSettings:
    """Read the Azure settings; a missing one is a configuration error with the exact variable to set."""
    env = config.azure_search()
    endpoint, api_key = env.endpoint, env.api_key
    missing = [n for n, v in (("AZURE_SEARCH_ENDPOINT", endpoint), ("AZURE_SEARCH_API_KEY", api_key)) if not v]
    if missing:
        raise CorpusError(
            f"VERISTREAM_INDEX_BACKEND=azure but {' and '.join(missing)} {'is' if len(missing) == 1 else 'are'} not set.",
            hint="Set AZURE_SEARCH_ENDPOINT (https://<service>.search.windows.net) and AZURE_SEARCH_API_KEY, "
            "or unset VERISTREAM_INDEX_BACKEND to use the built-in local index.",
        )
    return AzureSettings(
        endpoint=endpoint.rstrip("/"),
        api_key=api_key,
        index_name=env.index_name or DEFAULT_INDEX,
        semantic_config=env.semantic_config or None,
        timeout_s=config.network_timeout_s(),
    )


def document_id(chunk_id: str) -> str:
    """Azure keys allow only letters, digits, '_', '-' and '='; citations have spaces and brackets."""
    return hashlib.sha256(chunk_id.encode()).hexdigest()[:40]


def index_schema(name: str, dimensions: int):  # azure SearchIndex
    """Fields, HNSW vector profile and a semantic configuration (title = header, content = text)."""
    from azure.search.documents.indexes.models import (
        HnswAlgorithmConfiguration,
        SearchableField,
        SearchField,
        SearchFieldDataType,
        SearchIndex,
        SemanticConfiguration,
        SemanticField,
        SemanticPrioritizedFields,
        SemanticSearch,
        SimpleField,
        VectorSearch,
        VectorSearchProfile,
    )

    fields = [
        SimpleField(name="id", type=SearchFieldDataType.String, key=True),
        SimpleField(name="citation", type=SearchFieldDataType.String, filterable=True),
        SimpleField(name="citations", type="Collection(Edm.String)", filterable=True),
        SimpleField(name="regulator", type=SearchFieldDataType.String, filterable=True, facetable=True),
        SearchableField(name="title", analyzer_name="en.lucene"),
        SearchableField(name="header", analyzer_name="en.lucene"),
        SearchableField(name="text", analyzer_name="en.lucene"),
        SearchField(
            name=VECTOR_FIELD,
            type="Collection(Edm.Single)",
            searchable=True,
            vector_search_dimensions=dimensions,
            vector_search_profile_name=VECTOR_PROFILE,
        ),
    ]
    return SearchIndex(
        name=name,
        fields=fields,
        vector_search=VectorSearch(
            algorithms=[HnswAlgorithmConfiguration(name=HNSW_CONFIG)],
            profiles=[VectorSearchProfile(name=VECTOR_PROFILE, algorithm_configuration_name=HNSW_CONFIG)],
        ),
        semantic_search=SemanticSearch(
            configurations=[
                SemanticConfiguration(
                    name=SEMANTIC_CONFIG,
                    prioritized_fields=SemanticPrioritizedFields(
                        title_field=SemanticField(field_name="header"),
                        content_fields=[SemanticField(field_name="text")],
                    ),
                )
            ]
        ),
    )


def chunk_document(chunk, vector) -> dict:  # rag.chunking.Chunk, numpy row
    return {
        "id": document_id(chunk.id),
        "citation": chunk.citation,
        "citations": list(chunk.citations),
        "regulator": chunk.regulator,
        "title": chunk.title,
        "header": chunk.header,
        "text": chunk.text,
        VECTOR_FIELD: [float(x) for x in vector],
    }


def _azure_error(action: str, exc: Exception, settings: AzureSettings) -> CorpusError:
    return CorpusError(
        f"Azure AI Search {action} failed for index {settings.index_name!r} at {settings.endpoint}: {exc}",
        hint="Check AZURE_SEARCH_ENDPOINT, AZURE_SEARCH_API_KEY and AZURE_SEARCH_INDEX, and that "
        "`veristream`'s Azure index was built (rag.azure_backend.AzureBackend.build_index + upload_chunks).",
    )


class AzureBackend:
    """Hybrid search against an Azure AI Search index that holds our chunks and local embeddings."""

    name = "azure"

    def __init__(self, settings: AzureSettings | None = None, transport=None):  # azure-core transport
        self.settings = settings or azure_settings()
        self._transport = transport

    def _kwargs(self) -> dict:
        kwargs = {"connection_timeout": self.settings.timeout_s, "read_timeout": self.settings.timeout_s}
        if self._transport is not None:
            kwargs["transport"] = self._transport
        return kwargs

    def _search_client(self):
        from azure.core.credentials import AzureKeyCredential
        from azure.search.documents import SearchClient

        return SearchClient(
            self.settings.endpoint,
            self.settings.index_name,
            AzureKeyCredential(self.settings.api_key),
            **self._kwargs(),
        )

    # ------------------------------------------------------------ building

    def build_index(self) -> None:
        """Create or update the index schema (idempotent)."""
        from azure.core.credentials import AzureKeyCredential
        from azure.core.exceptions import AzureError
        from azure.search.documents.indexes import SearchIndexClient

        from rag.embed import dimension

        client = SearchIndexClient(self.settings.endpoint, AzureKeyCredential(self.settings.api_key), **self._kwargs())
        try:
            client.create_or_update_index(index_schema(self.settings.index_name, dimension()))
        except AzureError as exc:
            raise _azure_error("index creation", exc, self.settings) from exc

    def upload_chunks(self, chunks=None) -> int:  # list[rag.chunking.Chunk]
        """Embed locally and upload (merge-or-upload, in batches). Default: the structured chunks of the corpus."""
        from azure.core.exceptions import AzureError

        from rag.embed import embed

        if chunks is None:
            from rag.corpus import load_corpus
            from rag.index import build_chunks

            chunks = build_chunks(load_corpus())
        client = self._search_client()
        vectors = embed([c.embed_text for c in chunks])
        done = 0
        for start in range(0, len(chunks), UPLOAD_BATCH):
            batch = [
                chunk_document(c, v)
                for c, v in zip(chunks[start : start + UPLOAD_BATCH], vectors[start:], strict=False)
            ]
            try:
                results = client.merge_or_upload_documents(documents=batch)
            except AzureError as exc:
                raise _azure_error("upload", exc, self.settings) from exc
            failed = [r.key for r in results if not r.succeeded]
            if failed:
                raise CorpusError(f"Azure AI Search rejected {len(failed)} chunk(s), e.g. {failed[:3]}.")
            done += len(batch)
        return done

    # ------------------------------------------------------------ querying

    def _query(self, query: str, regulator: str | None, top: int) -> list[dict]:
        from azure.core.exceptions import AzureError
        from azure.search.documents.models import VectorizedQuery

        from rag.embed import embed

        text = expand_query(normalize_query(query))
        vector = embed([text])[0]
        kwargs: dict = {
            "search_text": text,
            "vector_queries": [
                VectorizedQuery(vector=[float(x) for x in vector], k_nearest_neighbors=top, fields=VECTOR_FIELD)
            ],
            "select": SELECT,
            "top": top,
        }
        if regulator:
            kwargs["filter"] = f"regulator eq '{regulator}'"
        if self.settings.semantic_config:
            kwargs["query_type"] = "semantic"
            kwargs["semantic_configuration_name"] = self.settings.semantic_config
        try:
            return list(self._search_client().search(**kwargs))
        except AzureError as exc:
            raise _azure_error("query", exc, self.settings) from exc

    def multi_search(self, queries: list[str], regulator: str | None = None, k: int = 5) -> list[SearchHit]:
        """Each phrasing is one hybrid query; the result lists are fused by reciprocal rank."""
        queries = [validate_query(q) for q in queries]
        regulator = validate_regulator(regulator)
        k = validate_k(k)
        fused: dict[str, float] = {}
        docs: dict[str, dict] = {}
        for query in queries:
            results = self._query(query, regulator, top=max(3 * k, 10))
            results.sort(key=_service_score, reverse=True)
            for rank, doc in enumerate(results):
                fused[doc["id"]] = fused.get(doc["id"], 0.0) + 1.0 / (RRF_K + rank + 1)
                docs.setdefault(doc["id"], doc)
        hits: list[SearchHit] = []
        seen: set[str] = set()
        for doc_id in sorted(fused, key=lambda d: -fused[d]):
            doc = docs[doc_id]
            if doc["citation"] in seen:
                continue
            seen.add(doc["citation"])
            score = _service_score(doc) if len(queries) == 1 else fused[doc_id]
            hits.append(
                SearchHit(
                    rank=len(hits) + 1,
                    citation=doc["citation"],
                    citations=list(doc.get("citations") or [doc["citation"]]),
                    title=doc.get("title") or "",
                    text=doc.get("text") or "",
                    score=round(float(score), 4),
                    regulator=doc.get("regulator"),
                )
            )
            if len(hits) == k:
                break
        return hits

    def search(self, query: str, regulator: str | None = None, k: int = 5) -> list[SearchHit]:
        return self.multi_search([query], regulator=regulator, k=k)


def _service_score(doc: dict) -> float:
    """Semantic reranker score when Azure computed one, else the hybrid (RRF) search score."""
    reranker = doc.get("@search.reranker_score")
    return float(reranker) if reranker is not None else float(doc.get("@search.score") or 0.0)


@lru_cache(maxsize=4)
def _backend_for(settings: AzureSettings) -> AzureBackend:
    return AzureBackend(settings)


def get_azure_backend() -> AzureBackend:
    return _backend_for(azure_settings())


def azure_status() -> dict:
    """What `veristream corpus status` shows for the Azure backend (configuration only; no network call)."""
    settings = azure_settings()
    from rag.corpus import load_corpus
    from rag.embed import MODEL_ID

    return {
        "backend": "azure",
        "endpoint": settings.endpoint,
        "index_name": settings.index_name,
        "semantic_config": settings.semantic_config,
        "model": MODEL_ID,
        "corpus_hash": load_corpus().content_hash,
        "index_path": None,
        "built_at": None,
        "chunk_count": None,
    }


def build_index() -> None:
    """Create or update the configured Azure index's schema."""
    get_azure_backend().build_index()


def upload_chunks(chunks=None) -> int:  # list[rag.chunking.Chunk] | None
    """Embed (locally) and upload the corpus chunks, or the given ones, to the configured Azure index."""
    return get_azure_backend().upload_chunks(chunks)


def main(argv: list[str] | None = None) -> int:
    """`python -m rag.azure_backend sync`: create/update the index and upload the current corpus."""
    import argparse
    import sys

    from veristream.errors import VeriStreamError

    parser = argparse.ArgumentParser(prog="python -m rag.azure_backend", description=main.__doc__)
    parser.add_argument("action", choices=["sync", "status"])
    args = parser.parse_args(argv)
    try:
        if args.action == "status":
            print(azure_status())
            return 0
        build_index()
        print(f"Uploaded {upload_chunks()} chunks to {azure_settings().index_name!r}.")
        return 0
    except VeriStreamError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
