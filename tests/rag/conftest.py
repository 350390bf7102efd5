"""Fixtures shared by the corpus tests (test_corpus.py, test_corpus_lock.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rag import corpus as corpus_mod


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private VERISTREAM_HOME so tests never see or touch the user's corpus, cache or index.

    The corpus memo is cleared on both sides, so no test sees a corpus loaded under another home.
    (test_index.py and test_search_e5.py define their own `home`, which takes precedence there.)
    """
    path = tmp_path / "home"
    monkeypatch.setenv("VERISTREAM_HOME", str(path))
    monkeypatch.delenv("VERISTREAM_CACHE_DIR", raising=False)
    corpus_mod.clear_memo()
    yield path
    corpus_mod.clear_memo()
