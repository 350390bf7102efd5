"""Hybrid rule retrieval over one local index: the Retriever the local backend (rag/backends.py) runs.

Pipeline: normalise the query (rag/query.py) -> BM25 top-N and static-model dense top-N -> reciprocal rank
fusion, plus the e5 top-N as extra candidates (rag/e5.py; unless VERISTREAM_E5=off) -> rerank the candidates
(rag/rerank.py) -> one hit per citation. `multi_search` takes several phrasings of
one question (an audit candidate's rule-targeted queries), fuses all their lists, then reranks once, so one
odd phrasing cannot push the right provision out. Callers search through rag/backends.py, which picks this or the
Azure backend (rag/azure_backend.py, the same methods).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from rag.chunking import Chunk
from rag.definitions import defined_term, definition_scores, is_definition_question
from rag.index import HybridIndex, tokenize
from rag.query import expand_query, mentioned_citations, normalize_query, validate_k, validate_query, validate_regulator
from rag.rerank import (
    SEMANTIC_TOP,
    Features,
    blend_semantic,
    normalise_max,
    normalise_range,
    own_text_bm25,
    rerank,
    semantic_reranker,
    term_overlap,
)
from veristream.errors import InputError
from veristream.models import SearchHit

N_CANDIDATES = 30  # per retriever per query, before fusion
RRF_K = 60  # the usual reciprocal-rank-fusion constant


# ---------------------------------------------------------------- retrieval over one index


class Retriever:
    """Hybrid retrieval + rerank over one HybridIndex (the product's, or the baseline's in the evaluation)."""

    def __init__(self, index: HybridIndex, n_candidates: int = N_CANDIDATES, rrf_k: int = RRF_K):
        self.index = index
        self.n_candidates = n_candidates
        self.rrf_k = rrf_k
        self._chunk_tokens = [set(tokenize(c.embed_text)) for c in index.chunks]
        self._defined = [frozenset(tokenize(defined_term(c.body) or "")) for c in index.chunks]

    def _top(self, scores: np.ndarray, mask: np.ndarray, positive_only: bool) -> list[int]:
        masked = np.where(mask, scores, -np.inf)
        n = min(self.n_candidates, int(mask.sum()))
        if n == 0:
            return []
        top = np.argpartition(-masked, n - 1)[:n]
        top = top[np.argsort(-masked[top], kind="stable")]
        return [int(i) for i in top if not positive_only or masked[i] > 0]

    def multi_search(self, queries: list[str], regulator: str | None = None, k: int = 5) -> list[SearchHit]:
        k = validate_k(k)
        found = self.candidates(queries, regulator)
        if found is None:
            return []
        candidates, features = found
        ranked = rerank(candidates, features)
        model = semantic_reranker()
        if model is not None:
            head = [self.index.chunks[row] for row, _ in ranked[:SEMANTIC_TOP]]
            semantic = model(queries, [c.id for c in head], [f"{c.title}\n{c.text}" for c in head])
            ranked = blend_semantic(ranked, semantic)
        return self._hits(ranked, k)

    def candidates(self, queries: list[str], regulator: str | None = None) -> tuple[list[int], Features] | None:
        """The candidate chunk rows and their rerank features (None: nothing matched). Public so the weight fit
        (rag/fit_rerank.py) scores exactly what search scores."""
        queries = [validate_query(q) for q in queries]
        if not queries:
            raise InputError("No search queries given.")
        regulator = validate_regulator(regulator)
        mask = self.index.regulator_mask(regulator)
        normalized = [normalize_query(q) for q in queries]
        expanded = [expand_query(n) for n in normalized]
        query_vectors = _embed_queries(tuple(expanded))
        # e5 reads the user's own sentence: the synonym expansion is a keyword aid for BM25 and the static model
        e5_vectors = _e5_queries(tuple(queries)) if self.index.e5_vectors is not None else None

        fused: dict[int, float] = {}
        extra: set[int] = set()  # e5's candidates: reranked like the others, but not part of the fusion score
        per_query = []
        for i, (q_raw, q_exp, q_vec) in enumerate(zip(queries, expanded, query_vectors, strict=True)):
            tokens = tokenize(q_exp)
            bm25 = self.index.bm25_scores(tokens)
            dense = self.index.vectors @ q_vec
            for ranked in (self._top(bm25, mask, positive_only=True), self._top(dense, mask, positive_only=False)):
                for rank, row in enumerate(ranked):
                    fused[row] = fused.get(row, 0.0) + 1.0 / (self.rrf_k + rank + 1)
            e5_vec = None
            if e5_vectors is not None:
                e5_vec = e5_vectors[i]
                extra.update(self._top(self.index.e5_vectors @ e5_vec, mask, positive_only=False))
            per_query.append((q_raw, tokens, q_vec, bm25, e5_vec, self.index.body_bm25_scores(tokens)))
        candidates = sorted(fused, key=lambda r: -fused[r]) + sorted(extra - fused.keys())
        if not candidates:
            return None
        rows = np.array(candidates)
        return candidates, self._features(rows, per_query, np.array([fused.get(r, 0.0) for r in candidates]))

    def search(self, query: str, regulator: str | None = None, k: int = 5) -> list[SearchHit]:
        return self.multi_search([query], regulator=regulator, k=k)

    def _features(self, rows: np.ndarray, per_query: list, fused: np.ndarray) -> Features:
        """Each feature averaged over the phrasings (a citation named in any phrasing counts)."""
        chunks = [self.index.chunks[r] for r in rows]
        dense_chunk, dense_body, bm25_n, overlap, mention, e5_chunk, e5_body = [], [], [], [], [], [], []
        definition, own_bm25 = [], []
        for q_raw, tokens, q_vec, bm25, e5_vec, body_bm25 in per_query:
            definition.append(
                definition_scores(set(tokenize(q_raw)), is_definition_question(q_raw), [self._defined[r] for r in rows])
            )
            dense_chunk.append(self.index.vectors[rows] @ q_vec)
            dense_body.append(self.index.body_vectors[rows] @ q_vec)
            bm25_n.append(normalise_max(bm25[rows]))
            overlap.append(term_overlap(tokens, [self._chunk_tokens[r] for r in rows]))
            mention.append(_mention(q_raw, chunks))
            if body_bm25 is not None:
                own_bm25.append(body_bm25)
            if e5_vec is not None:
                e5_chunk.append(self.index.e5_vectors[rows] @ e5_vec)
                e5_body.append(self.index.e5_body_vectors[rows] @ e5_vec)
        return Features(
            dense_chunk=np.mean(dense_chunk, axis=0),
            dense_body=np.mean(dense_body, axis=0),
            bm25=np.mean(bm25_n, axis=0),
            overlap=np.mean(overlap, axis=0),
            fused=normalise_max(fused),
            mention=np.max(mention, axis=0),
            definition=np.max(definition, axis=0),
            e5_chunk=normalise_range(np.mean(e5_chunk, axis=0)) if e5_chunk else None,
            e5_body=normalise_range(np.mean(e5_body, axis=0)) if e5_body else None,
            own_bm25=own_text_bm25(own_bm25, rows) if own_bm25 else None,
        )

    def _hits(self, ranked: list[tuple[int, float]], k: int) -> list[SearchHit]:
        hits: list[SearchHit] = []
        seen: set[str] = set()
        for row, score in ranked:
            chunk: Chunk = self.index.chunks[row]
            if chunk.citation in seen:
                continue
            seen.add(chunk.citation)
            hits.append(
                SearchHit(
                    rank=len(hits) + 1,
                    citation=chunk.citation,
                    citations=list(chunk.citations),
                    title=chunk.title,
                    text=chunk.text,
                    score=round(score, 4),
                    regulator=chunk.regulator,
                )
            )
            if len(hits) == k:
                break
        return hits


def _mention(query: str, chunks: list[Chunk]) -> np.ndarray:
    from rag.rerank import mention_scores

    return mention_scores(mentioned_citations(query), [c.citations for c in chunks], [c.citation for c in chunks])


@lru_cache(maxsize=512)
def _embed_queries(texts: tuple[str, ...]) -> np.ndarray:
    from rag.embed import MODEL_ID, embed
    from rag.query_vectors import vectors

    return vectors(MODEL_ID, texts, embed)


@lru_cache(maxsize=512)
def _e5_queries(texts: tuple[str, ...]) -> np.ndarray:
    from rag.e5 import E5_ID, embed_queries
    from rag.query_vectors import vectors

    return vectors(E5_ID, texts, embed_queries)


def clear_query_caches() -> None:
    """Forget the query vectors embedded so far in this process (rag/query_vectors.py rebuilds its table)."""
    _embed_queries.cache_clear()
    _e5_queries.cache_clear()
