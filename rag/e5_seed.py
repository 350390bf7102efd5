"""Regenerate the shipped e5 passage vectors (rag/models/e5-passages.npz) for the bundled corpus.

Why a script: index builds look chunk vectors up in that table and embed only what is missing, which keeps a cold
build within its 10 s budget. After editing the bundled rules or the chunker, run
`.venv/bin/python -m rag.e5_seed` (about a minute) and commit the file; until then builds are correct but slower.
Covers the structured chunks (the product) and the fixed-window chunks (the evaluation's baseline).
"""

from __future__ import annotations

import sys
import time

from rag.chunking import Chunk


def seed_texts(chunks: list[Chunk]) -> list[str]:
    """Exactly the strings HybridIndex.build embeds with e5, so every lookup hits."""
    from rag.index import body_text

    return [c.embed_text for c in chunks] + [body_text(c) for c in chunks]


def main() -> int:
    from rag.chunking import chunk_fixed
    from rag.corpus import load_corpus
    from rag.e5 import SEED_PATH, write_seed
    from rag.index import build_chunks

    corpus = load_corpus()
    texts = seed_texts(build_chunks(corpus)) + seed_texts(chunk_fixed(list(corpus.provisions.values())))
    started = time.perf_counter()
    count = write_seed(texts)
    print(f"{count} passages embedded in {time.perf_counter() - started:.1f} s -> {SEED_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
