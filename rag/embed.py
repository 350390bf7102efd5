"""Local sentence embeddings from the bundled static model (rag/models/m2v-minilm-256).

Why a static model2vec model: it ships inside the package (no download, works offline), loads in ~0.3 s
and needs no torch, so a cold `veristream search` stays well under its 1.5 s budget. See
rag/models/m2v-minilm-256/README.md for where it came from.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np

from veristream.errors import CorpusError

MODEL_DIR = Path(__file__).resolve().parent / "models" / "m2v-minilm-256"
MODEL_ID = "m2v-minilm-256"


@lru_cache(maxsize=1)
def load_model():  # model2vec's StaticModel, imported lazily
    """Load once per process; a missing directory means a broken install, so say how to fix it."""
    if not (MODEL_DIR / "model.safetensors").is_file():
        raise CorpusError(
            f"Embedding model not found at {MODEL_DIR}.",
            hint="Reinstall VeriStream (the model ships in the package) or run scripts/distill_embedding_model.py.",
        )
    from model2vec import StaticModel

    return StaticModel.from_pretrained(str(MODEL_DIR))


def embed(texts: list[str]) -> np.ndarray:
    """L2-normalised float32 vectors, one row per text, so a dot product is a cosine similarity."""
    if not texts:
        return np.zeros((0, dimension()), dtype=np.float32)
    vectors = np.asarray(load_model().encode(texts, show_progress_bar=False), dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return vectors / norms


def dimension() -> int:
    return int(load_model().dim)
