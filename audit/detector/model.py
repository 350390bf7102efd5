"""Run the shipped detector (audit/models/detector/) with onnxruntime and the `tokenizers` library: no torch.

The session is created once per process and kept, because loading costs far more than scoring a video.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_DIR = Path(__file__).resolve().parents[1] / "models" / "detector"
NONE_LABEL = "none"
BATCH = 64


def load_tokenizer(model_dir: Path):  # noqa: ANN201 - tokenizers.Tokenizer
    from tokenizers import Tokenizer

    return Tokenizer.from_file(str(model_dir / "tokenizer.json"))


def encode_batch(tok, pairs: list[tuple[str, str]], max_len: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:  # noqa: ANN001
    """Token ids, attention mask and segment ids for (target, context) pairs, padded to the longest in the batch."""
    tok.enable_truncation(max_length=max_len, strategy="longest_first")
    tok.no_padding()
    encs = tok.encode_batch([(a, b) if b else a for a, b in pairs])
    width = max((len(e.ids) for e in encs), default=1)
    ids = np.zeros((len(encs), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    types = np.zeros_like(ids)
    for i, e in enumerate(encs):
        n = len(e.ids)
        ids[i, :n] = e.ids
        mask[i, :n] = 1
        types[i, :n] = e.type_ids
    return ids, mask, types


@dataclass
class Detector:
    session: object
    tok: object
    labels: list[str]
    thresholds: dict[str, float]
    max_len: int
    model_dir: Path

    @classmethod
    def load(cls, model_dir: Path = MODEL_DIR, *, thresholds: dict[str, float] | None = None,
             labels: list[str] | None = None, max_len: int | None = None, threads: int = 2) -> Detector:
        import onnxruntime as ort

        card = {}
        if (model_dir / "detector.json").exists():
            card = json.loads((model_dir / "detector.json").read_text(encoding="utf-8"))
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        session = ort.InferenceSession(str(model_dir / "detector.onnx"), opts, providers=["CPUExecutionProvider"])
        return cls(session, load_tokenizer(model_dir), labels or card["labels"], thresholds or card["thresholds"],
                   max_len or card["max_len"], model_dir)

    def _run(self, pairs: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        probs, units = [], []
        # sort by length so each batch pads little; restore order after
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        for lo in range(0, len(order), BATCH):
            chunk = [pairs[i] for i in order[lo : lo + BATCH]]
            ids, mask, types = encode_batch(self.tok, chunk, self.max_len)
            logits, unit = self.session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})
            probs.append(1.0 / (1.0 + np.exp(-logits)))
            units.append(unit)
        if not pairs:
            return np.zeros((0, len(self.labels)), np.float32), np.zeros((0, 1), np.float32)
        p, u = np.concatenate(probs), np.concatenate(units)
        inv = np.empty(len(order), dtype=np.int64)
        inv[np.array(order)] = np.arange(len(order))
        return p[inv], u[inv]

    def probabilities(self, pairs: list[tuple[str, str]]) -> np.ndarray:
        return self._run(pairs)[0]

    def units(self, pairs: list[tuple[str, str]]) -> np.ndarray:
        return self._run(pairs)[1]

    def score(self, pairs: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        return self._run(pairs)


@dataclass(frozen=True)
class Example:
    id: str
    text: str
    categories: tuple[str, ...]


@dataclass
class ExampleIndex:
    """The training positives' unit vectors, for "closest training example" in a finding's rationale."""

    vectors: np.ndarray
    examples: list[Example]

    @classmethod
    def load(cls, model_dir: Path = MODEL_DIR) -> ExampleIndex:
        vecs = np.load(model_dir / "examples.npy").astype(np.float32)
        rows = [json.loads(x) for x in (model_dir / "examples.jsonl").read_text(encoding="utf-8").splitlines() if x]
        return cls(vecs, [Example(r["id"], r["text"], tuple(r["categories"])) for r in rows])

    def nearest(self, unit: np.ndarray, category: str) -> tuple[Example, float] | None:
        mask = np.array([category in e.categories for e in self.examples])
        if not mask.any():
            return None
        sims = self.vectors @ unit
        sims[~mask] = -2.0
        j = int(np.argmax(sims))
        return self.examples[j], float(sims[j])


def available(model_dir: Path = MODEL_DIR) -> bool:
    return (model_dir / "detector.onnx").exists() and (model_dir / "detector.json").exists()


@lru_cache(maxsize=2)
def shipped(model_dir: Path = MODEL_DIR) -> tuple[Detector, ExampleIndex]:
    """The detector and its example index, loaded once per process."""
    return Detector.load(model_dir), ExampleIndex.load(model_dir)
