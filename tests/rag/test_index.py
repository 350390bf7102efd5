"""The on-disk index: built once per corpus hash, reused by later loads, rebuilt when the corpus or chunker changes."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

import rag.index as index_mod
from rag.backends import index_status
from rag.index import HybridIndex, clear_cache, load_index, tokenize
from veristream.models import Provision


def _provision(citation: str, text: str, regulator: str = "FTC") -> Provision:
    return Provision(
        citation=citation,
        citation_long=citation,
        regulator=regulator,
        rule=citation.split()[1].split("(")[0],
        title="Disclosure of material connections",
        text=text,
        source="test.txt",
    )


def _corpus(content_hash: str, extra: str = "") -> SimpleNamespace:
    provisions = [
        _provision("FTC 255.5", "§ 255.5 Disclosure of material connections. A connection must be disclosed." + extra),
        _provision("FTC 255.6", "§ 255.6 Endorsements directed to children may be of special concern."),
        _provision("FINRA 2010", "2010. A member shall observe high standards of commercial honor.", "FINRA"),
    ]
    return SimpleNamespace(provisions={p.citation: p for p in provisions}, content_hash=content_hash)


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    monkeypatch.setenv("VERISTREAM_INDEX_BACKEND", "local")
    clear_cache()
    builds: list[str] = []
    real_build = HybridIndex.build.__func__

    def counting_build(cls, chunks, meta=None):
        builds.append((meta or {}).get("corpus_hash"))
        return real_build(cls, chunks, meta)

    monkeypatch.setattr(HybridIndex, "build", classmethod(counting_build))
    state = SimpleNamespace(corpus=_corpus("hash-one"), builds=builds, root=tmp_path / "index")
    monkeypatch.setattr(index_mod, "_load_corpus", lambda: state.corpus)
    yield state
    clear_cache()


def test_built_once_then_reused_from_disk_by_a_new_process(home):
    first = load_index()
    assert home.builds == ["hash-one"]
    assert load_index() is first  # same process: memory
    clear_cache()  # as if a new process started
    second = load_index()
    assert home.builds == ["hash-one"]  # read from disk, not rebuilt
    assert [c.id for c in second.chunks] == [c.id for c in first.chunks]
    assert second.vectors.shape == first.vectors.shape
    assert [p.name for p in home.root.iterdir() if p.name.startswith(".build-")] == []


def test_corpus_change_rebuilds_once(home):
    load_index()
    home.corpus = _corpus("hash-two", extra=" A new sentence about affiliate links.")
    clear_cache()
    changed = load_index()
    clear_cache()
    load_index()
    assert home.builds == ["hash-one", "hash-two"]
    assert any("affiliate" in c.text for c in changed.chunks)
    assert sorted(p.name.rsplit("-", 1)[0] for p in home.root.iterdir()) == ["hash-one", "hash-two"]


def test_chunker_version_change_rebuilds(home, monkeypatch):
    load_index()
    monkeypatch.setattr(index_mod, "CHUNKER_VERSION", "structured-test-next")
    clear_cache()
    load_index()
    assert home.builds == ["hash-one", "hash-one"]


def test_status_reports_the_built_index(home):
    before = index_status()
    assert before["backend"] == "local" and before["built"] is False and before["corpus_hash"] == "hash-one"
    after = index_status(build=True)
    assert after["built"] is True and after["chunk_count"] == 3 and after["built_at"]
    meta = json.loads((home.root / after["index_path"].split("/")[-1] / "meta.json").read_text())
    assert meta["corpus_hash"] == "hash-one" and meta["model"] == "m2v-minilm-256"


def test_damaged_index_is_reported_with_a_fix(home):
    from veristream.errors import CorpusError

    load_index()
    path = next(home.root.iterdir())
    (path / "chunks.json").write_text("{not json")
    clear_cache()
    with pytest.raises(CorpusError) as info:
        load_index()
    assert "Delete" in info.value.hint


def test_tokenize_stems_and_drops_stop_words():
    assert tokenize("The stock is GUARANTEED!") == tokenize("stock guarantee")
    assert "the" not in tokenize("the of and")


def test_losing_a_concurrent_build_race_is_harmless(home, monkeypatch):
    """Another process renames its finished index into place first: ours is discarded, the winner's is used."""
    import os
    import shutil

    real_rename = os.rename

    def rival_wins(src, dst):
        shutil.copytree(src, dst)  # the rival's complete index appears at the final path first
        return real_rename(src, dst)  # our rename now fails: the target exists and is not empty

    monkeypatch.setattr(index_mod.os, "rename", rival_wins)
    index = load_index()
    assert len(index.chunks) == 3 and home.builds == ["hash-one"]
    entries = list(home.root.iterdir())
    assert len(entries) == 1 and not entries[0].name.startswith(".build-")
    clear_cache()
    monkeypatch.setattr(index_mod.os, "rename", real_rename)
    assert len(load_index().chunks) == 3 and home.builds == ["hash-one"]


def test_leftover_incomplete_index_dir_is_replaced(home):
    from rag.index import index_path

    leftover = index_path("hash-one")
    leftover.mkdir(parents=True)
    (leftover / "chunks.json").write_text("[]")  # no meta.json: never completed
    assert len(load_index().chunks) == 3
    assert (leftover / "meta.json").is_file() and home.builds == ["hash-one"]


def test_unwritable_home_is_a_corpus_error(home, monkeypatch):
    from veristream.errors import CorpusError

    def refuse(*args, **kwargs):
        raise PermissionError("read-only file system")

    monkeypatch.setattr(index_mod.tempfile, "mkdtemp", refuse)
    with pytest.raises(CorpusError, match="read-only") as info:
        load_index()
    assert "VERISTREAM_HOME" in info.value.hint
