"""Rule search: the one entry point the audit engine, the agent and the CLI use to find provisions.

Pipeline (local backend): normalise the query -> BM25 top-N and static-model dense top-N -> reciprocal rank
fusion, plus the e5 top-N as extra candidates (rag/e5.py; unless VERISTREAM_E5=off) -> rerank the candidates
(rag/rerank.py) -> one hit per citation. `multi_search` takes several phrasings of
one question (an audit candidate's rule-targeted queries), fuses all their lists, then reranks once, so one
odd phrasing cannot push the right provision out. The Azure backend (rag/azure_backend.py) has the same methods.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from typing import Protocol

import numpy as np

from rag.chunking import Chunk
from rag.definitions import defined_term, definition_scores, is_definition_question
from rag.index import HybridIndex, tokenize
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
from veristream.errors import CorpusError, InputError
from veristream.models import REGULATORS, SearchHit

N_CANDIDATES = 30  # per retriever per query, before fusion
RRF_K = 60  # the usual reciprocal-rank-fusion constant
MAX_K = 50
MAX_QUERY_CHARS = 2000

# Everyday finance/marketing words -> the vocabulary the rules use. General, not tied to any test case: they
# only add terms (never remove the user's), and only help the lexical side find the rule's wording.
SYNONYMS: dict[str, str] = {
    # money changing hands
    "paid": "compensation",
    "pays": "compensation",
    "paying": "compensation",
    "payment": "compensation",
    "sponsor": "compensation connection",
    "sponsored": "compensation connection",
    "sponsorship": "compensation connection",
    "affiliate": "compensation connection",
    "referral": "compensation refers",
    "commission": "compensation",
    "kickback": "compensation",
    "free": "free discounted products",
    "gift": "free products benefits",
    "perk": "benefits",
    "perks": "benefits",
    "early access": "benefits",
    "prize": "benefits",
    "brother": "family relationship",
    "sister": "family relationship",
    "wife": "family relationship",
    "husband": "family relationship",
    "family": "family relationship",
    "friend": "personal relationship",
    "owns": "business relationship",
    "ownership": "business relationship",
    # who is speaking
    "influencer": "endorser endorsement",
    "finfluencer": "endorser endorsement",
    "youtuber": "endorser endorsement",
    "creator": "endorser endorsement",
    "promoter": "endorser endorsement",
    "streamer": "endorser endorsement",
    "broker": "member",
    "brokerage": "member",
    "rep": "associated person registered",
    "advisor": "adviser",
    "advisors": "adviser",
    "wealth manager": "investment adviser",
    "employee": "employees officers",
    "staff": "employees officers",
    "credentials": "expertise qualifications",
    "qualified": "expertise qualifications",
    "actors": "actual consumers",
    "pretending": "actual consumers represented",
    "association": "organization",
    "group": "organization",
    # what is claimed
    "guaranteed": "promissory guarantee",
    "risk free": "promissory guarantee",
    "zero risk": "promissory guarantee",
    "can't lose": "promissory",
    "cannot lose": "promissory",
    "sure thing": "promissory",
    "false": "untrue false misleading",
    "lie": "untrue false",
    "lies": "untrue false",
    "fake": "false misleading",
    "imply": "implication inference",
    "implies": "implication inference",
    "implied": "implication inference",
    "implying": "implication inference",
    "proof": "substantiation evidence",
    "prove": "substantiate",
    "back up": "substantiate",
    "trouble": "liability liable",
    "liable": "liability",
    "responsible": "liability",
    "honest": "honest opinions beliefs",
    "thinks": "opinions beliefs",
    "believes": "opinions beliefs",
    "never used": "bona fide user",
    "personally use": "bona fide user",
    "upside": "potential benefits",
    "benefits": "potential benefits",
    "risks": "material risks",
    "lose money": "risks",
    "gains": "performance",
    "returns": "performance",
    "profits": "performance profitable",
    "track record": "performance",
    "typical": "representative generally expected",
    "everyone": "representative generally expected",
    "predict": "predict project forecast",
    "predicting": "predict project forecast",
    "will hit": "predict project",
    "price target": "project forecast",
    "compound interest": "hypothetical illustration mathematical principles",
    "compare": "comparison material differences",
    "comparing": "comparison material differences",
    "beats": "comparison",
    "versus": "comparison",
    "tax free": "tax free exempt",
    "deferred": "deferred postponed",
    "jargon": "audience explanations",
    "beginners": "audience",
    "novice": "audience",
    # performance presentation
    "backtested": "hypothetical performance",
    "back tested": "hypothetical performance",
    "simulated": "hypothetical performance",
    "simulations": "hypothetical",
    "model portfolio": "hypothetical performance model portfolios",
    "target": "targeted projected",
    "targets": "targeted projected",
    "cherry picking": "fair balanced performance periods",
    "cherry pick": "fair balanced performance periods",
    "before fees": "gross performance",
    "after fees": "net performance",
    "fees": "expenses",
    "similar accounts": "related portfolios",
    "composite": "composite related portfolios",
    "previous firm": "predecessor performance",
    "old firm": "predecessor performance",
    "prior firm": "predecessor performance",
    "stock pick": "specific investment advice recommendation",
    "picks": "recommendations",
    "calls": "recommendations",
    "calculator": "interactive analysis tool",
    "tool": "analysis tool",
    # ratings and testimonials
    "award": "rating",
    "ranking": "rating",
    "ranked": "rating",
    "survey": "questionnaire survey",
    "reviews": "testimonial endorsement",
    "customer": "consumer client",
    "customers": "consumers clients",
    "client": "client investor",
    "refer": "refers solicits",
    "referrer": "refers solicits",
    "bring in": "solicits",
    "contract": "written agreement",
    "agreement": "written agreement",
    "conviction": "disqualifying event ineligible",
    "convicted": "disqualifying event ineligible",
    "fraud": "disqualifying anti fraud",
    "barred": "disqualifying commission action",
    # channels and process
    "ad": "advertisement",
    "ads": "advertisement communications",
    "video": "retail communication",
    "post": "retail communication",
    "social media": "retail communication",
    "youtube": "retail communication",
    "blog": "retail communication",
    "email": "correspondence",
    "letter": "correspondence",
    "live": "extemporaneous live oral",
    "unscripted": "extemporaneous public appearance",
    "webinar": "public appearance seminar",
    "podcast": "public appearance interview",
    "interview": "public appearance",
    "sign off": "approve principal",
    "keep copies": "maintain records",
    "records": "recordkeeping maintain",
    "pension": "institutional",
    "banks": "institutional",
    "unethical": "commercial honor just equitable principles trade",
    "dishonest": "commercial honor just equitable principles trade",
    "ethics": "commercial honor",
    "ethical": "commercial honor",
    "kids": "children",
    "teens": "children",
    "teenagers": "children",
    "minors": "children",
    "fine print": "legend footnote",
    "small print": "legend footnote",
    "crypto": "investment",
}
# Adjective keys also match their adverb ("unethical" -> "unethically", "honest" -> "honestly"): the adverb carries
# the same meaning, and people describe conduct with it. Limited to adjective endings of 5+ letter words so that
# "live" -> "lively" or "friend" -> "friendly" (different meanings) are not caught; other inflections stay explicit
# keys because their expansions differ ("customer" / "customers").
_ADJECTIVE_ENDINGS = ("al", "est", "ic", "ous", "ful", "ive", "ent", "ant")


def synonym_pattern(key: str) -> re.Pattern[str]:
    """Whole-word match of `key`, plus its `-ly` adverb when the key ends in an adjective."""
    last = key.split()[-1]
    adverb = "(?:ly)?" if len(last) >= 5 and last.endswith(_ADJECTIVE_ENDINGS) else ""
    return re.compile(rf"\b{re.escape(key)}{adverb}\b")


_SYNONYM_RES = [(synonym_pattern(k), v) for k, v in SYNONYMS.items()]
_PUNCT_RE = re.compile(r"[^\w\s$%']+")
_SPACE_RE = re.compile(r"\s+")


def normalize_query(query: str) -> str:
    """Lower-case, punctuation to spaces ('back-tested' -> 'back tested'), single spaces."""
    return _SPACE_RE.sub(" ", _PUNCT_RE.sub(" ", query.lower())).strip()


def expand_query(normalized: str) -> str:
    """Append rule vocabulary for everyday words the query uses."""
    extra = [v for rx, v in _SYNONYM_RES if rx.search(normalized)]
    return f"{normalized} {' '.join(extra)}" if extra else normalized


def validate_regulator(regulator: str | None) -> str | None:
    if regulator is None or str(regulator).strip() == "":
        return None
    value = str(regulator).strip().upper()
    if value not in REGULATORS:
        raise InputError(f"Unknown regulator: {regulator!r}.", hint=f"Use one of {', '.join(REGULATORS)} (or none).")
    return value


def validate_query(query: str) -> str:
    if not isinstance(query, str) or not query.strip():
        raise InputError("The search query is empty.", hint="Describe the claim or rule to look for.")
    if len(query) > MAX_QUERY_CHARS:
        raise InputError(f"The search query is {len(query)} characters long.", hint=f"Keep it under {MAX_QUERY_CHARS}.")
    return query.strip()


def validate_k(k: int) -> int:
    if not isinstance(k, int) or k < 1 or k > MAX_K:
        raise InputError(f"k must be between 1 and {MAX_K}, got {k!r}.")
    return k


def mentioned_citations(query: str) -> list[str]:
    """Provisions the query names outright ("2210(d)(2)", "FTC 255.5"), canonical."""
    from rag.citations import find_citations

    return find_citations(query)


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
    from rag.embed import embed

    return embed(list(texts))


@lru_cache(maxsize=512)
def _e5_queries(texts: tuple[str, ...]) -> np.ndarray:
    from rag.e5 import embed_queries

    return embed_queries(list(texts))


# ---------------------------------------------------------------- backends


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
