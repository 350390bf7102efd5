"""Shipped query vectors for the audit's rule-targeted searches (rag/models/query-vectors.npz).

Why: an audit searches once per (category, regulator) with fixed phrasings from audit/lexicon.yaml and
audit/taxonomy.yaml, so the same few hundred query strings are embedded in every process. Embedding them
(e5 and the static model) was ~2 CPU-s of a cold 60-minute audit, more than the rest of retrieval together.
The table holds, for each exact tuple of texts one search embeds, the vectors the embedding functions return
for that tuple (float32, bit for bit: the rows of a batch are kept as the batch computed them). A key is a hash
of the model id and the exact texts, so a stale table is never wrong, only slower: a miss is embedded as before.

Rebuild after editing the lexicon's queries, the taxonomy or the query normaliser: `python -m rag.query_vectors`
(tests/rag/test_query_vectors.py fails while an audit query is missing, and checks entries against fresh vectors).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import numpy as np

TABLE_PATH = Path(__file__).resolve().parent / "models" / "query-vectors.npz"
_recording: dict[str, np.ndarray] | None = None  # set while the table is being rebuilt: everything is embedded


def key(model_id: str, texts: tuple[str, ...]) -> str:
    joined = "\x1f".join(texts)
    return hashlib.sha256(f"{model_id}\0{len(texts)}\0{joined}".encode()).hexdigest()[:32]


@lru_cache(maxsize=1)
def load_table() -> dict[str, np.ndarray]:
    """The shipped vectors by key; a missing or unreadable file is an empty table (every query is embedded)."""
    if not TABLE_PATH.is_file():
        return {}
    try:
        with np.load(TABLE_PATH) as data:
            return {name: data[name] for name in data.files}
    except (OSError, ValueError) as exc:
        print(f"Ignoring the precomputed query vectors at {TABLE_PATH} ({exc}); queries are embedded instead.",
              file=sys.stderr)
        return {}


def vectors(model_id: str, texts: tuple[str, ...], embed: Callable[[list[str]], np.ndarray]) -> np.ndarray:
    """embed(list(texts)), from the table when it holds exactly these texts for this model."""
    k = key(model_id, texts)
    if _recording is None:
        hit = load_table().get(k)
        if hit is not None:
            return hit
    out = embed(list(texts))
    if _recording is not None:
        _recording[k] = np.asarray(out, dtype=np.float32)
    return out


@contextmanager
def recording() -> Iterator[dict[str, np.ndarray]]:
    """Embed everything afresh and collect what was embedded (the table's build)."""
    global _recording
    _recording = {}
    try:
        yield _recording
    finally:
        _recording = None


def audit_searches() -> None:
    """Run every rule-targeted search an audit can make: each taxonomy category against each regulator."""
    from audit import retrieve
    from audit.lexicon import load_lexicon
    from audit.taxonomy import load_taxonomy
    from rag.corpus import load_corpus

    taxonomy, lexicon, corpus = load_taxonomy(), load_lexicon(), load_corpus()
    retrieve.clear_cache()
    for category in taxonomy.categories:
        for regulator in ("FTC", "SEC", "FINRA"):
            retrieve.retrieve(lexicon.categories[category.id], category, regulator, corpus.content_hash)
    retrieve.clear_cache()


def write_table(path: Path = TABLE_PATH) -> int:
    """Rebuild the table from the current lexicon, taxonomy and models; returns the number of entries."""
    from rag import e5, search
    from veristream.errors import ConfigError

    if not e5.enabled():
        raise ConfigError("The query-vector table needs e5 on: it would ship without the e5 vectors.",
                          "Unset VERISTREAM_E5 (or set it to on) and run it again.")
    search.clear_query_caches()
    with recording() as rec:
        audit_searches()
    search.clear_query_caches()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp.npz")
    np.savez_compressed(tmp, **dict(sorted(rec.items())))
    os.replace(tmp, path)
    load_table.cache_clear()
    return len(rec)


if __name__ == "__main__":  # run as a module, this file is __main__: the search reads rag.query_vectors
    from rag import query_vectors

    print(f"{query_vectors.write_table()} query batches -> {query_vectors.TABLE_PATH}")
