"""rag/query_vectors.py: the shipped table covers every audit search and holds exactly what embedding returns."""

from __future__ import annotations

import numpy as np
import pytest

from rag import query_vectors, search


@pytest.fixture
def fresh_caches():
    search.clear_query_caches()
    yield
    search.clear_query_caches()


def test_every_audit_search_is_in_the_table(fresh_caches, monkeypatch):
    """A lexicon or taxonomy edit without `python -m rag.query_vectors` fails here (audits would only be slower)."""
    misses: list[tuple[str, tuple[str, ...]]] = []
    real = query_vectors.vectors

    def counting(model_id, texts, embed):
        if query_vectors.key(model_id, texts) not in query_vectors.load_table():
            misses.append((model_id, texts))
        return real(model_id, texts, embed)

    monkeypatch.setattr(query_vectors, "vectors", counting)
    query_vectors.audit_searches()
    assert misses == []


def test_the_table_holds_the_vectors_embedding_returns(fresh_caches):
    """Bit for bit, for both models: the table changes when retrieval pays, never what it finds."""
    from audit import retrieve
    from audit.lexicon import load_lexicon
    from audit.taxonomy import load_taxonomy

    taxonomy, lexicon = load_taxonomy(), load_lexicon()
    with query_vectors.recording() as fresh:
        for category in taxonomy.categories[:3]:
            for regulator in category.regulators:
                retrieve.clear_cache()
                retrieve.retrieve(lexicon.categories[category.id], category, regulator, "test")
    retrieve.clear_cache()
    table = query_vectors.load_table()
    assert len(fresh) >= 6
    for k, vec in fresh.items():
        assert vec.dtype == table[k].dtype == np.float32
        assert np.array_equal(vec, table[k]), k


def test_a_query_not_in_the_table_is_embedded():
    calls = []

    def embed(texts):
        calls.append(texts)
        return np.ones((len(texts), 4), np.float32)

    out = query_vectors.vectors("test-model", ("a statement no audit query has",), embed)
    assert calls == [["a statement no audit query has"]]
    assert out.shape == (1, 4)
