"""The local hybrid index: bm25s (lexical) + model2vec vectors (dense), built once per corpus and kept on disk.

Why on disk and keyed by the corpus content hash: building embeds every chunk (a second or two), which a
cold `veristream search` cannot afford on every run, yet an edited or added rule file must never be searched
through a stale index. The key also includes the chunker and model versions, so changing either rebuilds.
Builds go to a private temp dir that is renamed into place, so concurrent processes never see half an index.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

import numpy as np

from rag import e5
from rag.chunking import CHUNKER_VERSION, Chunk, chunk_provisions
from rag.embed import MODEL_ID, embed
from veristream import config
from veristream.errors import CorpusError

INDEX_FORMAT = "2"  # 2: adds the own-text BM25 (body_bm25)
_TOKEN_RE = re.compile(r"[a-z0-9]+")
_lock = threading.Lock()
_cache: dict[str, HybridIndex] = {}


# ---------------------------------------------------------------- lexical tokens


@lru_cache(maxsize=1)
def _stemmer():  # PyStemmer object
    import Stemmer

    return Stemmer.Stemmer("english")


@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    from bm25s.stopwords import STOPWORDS_EN

    return frozenset(STOPWORDS_EN)


def tokenize(text: str) -> list[str]:
    """Lower-case word tokens, English stop words removed, Snowball-stemmed ('guaranteed' == 'guarantee')."""
    stop = _stopwords()
    words = [w for w in _TOKEN_RE.findall(text.lower()) if w not in stop and (len(w) > 1 or w.isdigit())]
    return _stemmer().stemWords(words)


# ---------------------------------------------------------------- the index


@dataclass
class HybridIndex:
    """Chunks plus their lexical and dense representations, row-aligned."""

    chunks: list[Chunk]
    bm25: object  # bm25s.BM25
    vectors: np.ndarray  # header + text of each chunk, normalised
    body_vectors: np.ndarray  # the provision's own text only, for the reranker
    meta: dict
    e5_vectors: np.ndarray | None = None  # e5 passage vectors of `embed_text` (None when VERISTREAM_E5=off)
    e5_body_vectors: np.ndarray | None = None  # e5 passage vectors of title + own text
    body_bm25: object | None = None  # bm25s.BM25 over each chunk's own text (`body_text`), for the reranker

    @classmethod
    def build(cls, chunks: list[Chunk], meta: dict | None = None) -> HybridIndex:
        if not chunks:
            raise CorpusError("No rule text to index.", hint="Run `veristream corpus status` to check the corpus.")
        import bm25s

        bm25 = bm25s.BM25()
        bm25.index([tokenize(c.embed_text) or ["_empty_"] for c in chunks], show_progress=False)
        body_bm25 = build_body_bm25(chunks)
        vectors = embed([c.embed_text for c in chunks])
        body_vectors = embed([body_text(c) for c in chunks])
        meta = {**(meta or {}), "chunk_count": len(chunks), "built_at": datetime.now(UTC).isoformat(timespec="seconds")}
        e5_vectors = e5_body_vectors = None
        if e5.enabled():
            started = time.perf_counter()
            both, embedded = e5.embed_passages([c.embed_text for c in chunks] + [body_text(c) for c in chunks])
            e5_vectors, e5_body_vectors = both[: len(chunks)], both[len(chunks) :]
            meta["e5"] = {"model": e5.E5_ID, "embedded_now": embedded, "seconds": round(time.perf_counter() - started, 3)}
        return cls(chunks, bm25, vectors, body_vectors, meta, e5_vectors, e5_body_vectors, body_bm25)

    def save(self, path: Path) -> None:
        path.mkdir(parents=True, exist_ok=True)
        self.bm25.save(str(path / "bm25"), show_progress=False)
        if self.body_bm25 is not None:
            self.body_bm25.save(str(path / "body_bm25"), show_progress=False)
        np.save(path / "vectors.npy", self.vectors)
        np.save(path / "body_vectors.npy", self.body_vectors)
        if self.e5_vectors is not None and self.e5_body_vectors is not None:
            np.save(path / "e5_vectors.npy", self.e5_vectors)
            np.save(path / "e5_body_vectors.npy", self.e5_body_vectors)
        (path / "chunks.json").write_text(json.dumps([c.to_dict() for c in self.chunks]))
        (path / "meta.json").write_text(json.dumps(self.meta, indent=2))  # written last: marks a complete index

    @classmethod
    def load(cls, path: Path) -> HybridIndex:
        import bm25s

        try:
            meta = json.loads((path / "meta.json").read_text())
            chunks = [Chunk.from_dict(d) for d in json.loads((path / "chunks.json").read_text())]
            bm25 = bm25s.BM25.load(str(path / "bm25"), show_progress=False)
            body_bm25 = bm25s.BM25.load(str(path / "body_bm25"), show_progress=False)
            vectors = np.load(path / "vectors.npy")
            body_vectors = np.load(path / "body_vectors.npy")
            e5_vectors = e5_body_vectors = None
            if "e5" in meta:
                e5_vectors = np.load(path / "e5_vectors.npy")
                e5_body_vectors = np.load(path / "e5_body_vectors.npy")
        except (OSError, ValueError, KeyError) as exc:
            raise CorpusError(
                f"The search index at {path} is unreadable: {exc}",
                hint=f"Delete {path} and run the command again to rebuild it.",
            ) from exc
        rows = {vectors.shape[0], body_vectors.shape[0]}
        if e5_vectors is not None and e5_body_vectors is not None:
            rows |= {e5_vectors.shape[0], e5_body_vectors.shape[0]}
        if rows != {len(chunks)}:
            raise CorpusError(f"The search index at {path} is inconsistent.", hint=f"Delete {path} to rebuild it.")
        return cls(chunks, bm25, vectors, body_vectors, meta, e5_vectors, e5_body_vectors, body_bm25)

    def bm25_scores(self, tokens: list[str]) -> np.ndarray:
        """BM25 score of every chunk (tokens the index has never seen are ignored)."""
        return _scores(self.bm25, tokens, len(self.chunks))

    def body_bm25_scores(self, tokens: list[str]) -> np.ndarray | None:
        """BM25 score of every chunk's own text (None: an index built without it)."""
        return None if self.body_bm25 is None else _scores(self.body_bm25, tokens, len(self.chunks))

    def regulator_mask(self, regulator: str | None) -> np.ndarray:
        if regulator is None:
            return np.ones(len(self.chunks), dtype=bool)
        return np.array([c.regulator == regulator for c in self.chunks], dtype=bool)


def build_body_bm25(chunks: list[Chunk]):  # bm25s.BM25
    """BM25 over each chunk's own text (`body_text`: heading path + the provision's own words, what the own-text
    vectors embed). Why a second index: the chunk index also scores the header, the ancestors' intro sentences and
    merged children, so a child inherits its parent's vocabulary; this one tells the reranker how well the query
    matches what the provision itself says. Built once with the index (same key), never per query. (The own words
    without the heading path scored lower in cross-validation on the development cases.)"""
    import bm25s

    body_bm25 = bm25s.BM25()
    body_bm25.index([tokenize(body_text(c)) or ["_empty_"] for c in chunks], show_progress=False)
    return body_bm25


def _scores(bm25, tokens: list[str], n: int) -> np.ndarray:  # bm25s.BM25
    vocab = bm25.vocab_dict
    ids = [vocab[t] for t in tokens if t in vocab]
    if not ids:
        return np.zeros(n, dtype=np.float32)
    return np.asarray(bm25.get_scores_from_ids(ids), dtype=np.float32)


# ---------------------------------------------------------------- on-disk lifecycle


def _load_corpus():  # rag.corpus.Corpus
    from rag.corpus import load_corpus

    return load_corpus()


def index_root() -> Path:
    return config.home_dir() / "index"


def body_text(chunk: Chunk) -> str:
    """What the 'own text' vectors embed: the heading path and the provision's own words, no inherited context."""
    return f"{chunk.title}\n{chunk.body}"


def index_key(corpus_hash: str) -> str:
    """Directory name: the corpus hash, plus a short hash of everything else that changes the index
    (with e5 on or off the indexes differ, so each setting has its own directory)."""
    versions = f"{INDEX_FORMAT}|{CHUNKER_VERSION}|{MODEL_ID}" + (f"|{e5.E5_ID}" if e5.enabled() else "")
    return f"{corpus_hash}-{hashlib.sha256(versions.encode()).hexdigest()[:8]}"


def index_path(corpus_hash: str) -> Path:
    return index_root() / index_key(corpus_hash)


def build_chunks(corpus) -> list[Chunk]:  # rag.corpus.Corpus
    return chunk_provisions(list(corpus.provisions.values()))


def _build_to_disk(corpus, final: Path) -> HybridIndex:
    started = time.perf_counter()
    index = HybridIndex.build(
        build_chunks(corpus),
        {
            "backend": "local",
            "corpus_hash": corpus.content_hash,
            "chunker": CHUNKER_VERSION,
            "model": MODEL_ID,
            "format": INDEX_FORMAT,
        },
    )
    index.meta["build_seconds"] = round(time.perf_counter() - started, 3)
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".build-{final.name}-", dir=final.parent))
    except OSError as exc:
        raise CorpusError(
            f"Cannot write the search index under {final.parent}: {exc}",
            hint="Set VERISTREAM_HOME to a writable folder.",
        ) from exc
    try:
        index.save(tmp)
        _move_into_place(tmp, final)
    except OSError as exc:
        raise CorpusError(
            f"Cannot save the search index to {final}: {exc}", hint="Check free disk space and VERISTREAM_HOME."
        ) from exc
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return index


def _move_into_place(tmp: Path, final: Path) -> None:
    """Atomic rename. If another process got there first its complete index stays; a leftover without
    meta.json (an interrupted manual clean-up) is removed and replaced."""
    try:
        os.rename(tmp, final)
        return
    except OSError:
        if (final / "meta.json").is_file():
            return  # another process won the race with a complete index
    shutil.rmtree(final, ignore_errors=True)
    os.rename(tmp, final)


def load_index(corpus=None) -> HybridIndex:  # rag.corpus.Corpus
    """The index for the current corpus: from memory, else from disk, else built now (once) and saved."""
    corpus = corpus if corpus is not None else _load_corpus()
    path = index_path(corpus.content_hash)
    key = str(path)
    with _lock:
        if key in _cache:
            return _cache[key]
        index = HybridIndex.load(path) if (path / "meta.json").is_file() else _build_to_disk(corpus, path)
        _cache[key] = index
        return index


def clear_cache() -> None:
    """Forget in-memory indexes (tests point VERISTREAM_HOME elsewhere between runs)."""
    with _lock:
        _cache.clear()


def local_index_status(build: bool = False) -> dict:
    """What `veristream corpus status` shows about the local index; `build=True` builds it first if missing.

    rag/backends.py `index_status` calls this, or the Azure backend's status when that backend is configured."""
    corpus = _load_corpus()
    path = index_path(corpus.content_hash)
    if build:
        load_index(corpus)
    status = {
        "backend": "local",
        "corpus_hash": corpus.content_hash,
        "index_path": str(path),
        "built": (path / "meta.json").is_file(),
        "built_at": None,
        "chunk_count": None,
        "model": MODEL_ID,
        "chunker": CHUNKER_VERSION,
        "e5_model": e5.E5_ID if e5.enabled() else None,
    }
    if status["built"]:
        meta = json.loads((path / "meta.json").read_text())
        status["built_at"] = meta.get("built_at")
        status["chunk_count"] = meta.get("chunk_count")
    return status
