"""Run the shipped detector (audit/models/detector/) with onnxruntime and the `tokenizers` library: no torch.

The session is created once per process and kept, because loading costs far more than scoring a video.

Speed (benchmarks/bench_detector.py): the int8 graph already runs at the machine's int8 rate (~12,000 tokens/s on
2 cores); a window is ~62 tokens (role, target and 2 x 24 context words), so ~200 windows/s is its ceiling here. What
the Python around it controls is how many tokens it is given: the pairs are tokenised once, sorted by token count
(not characters) and cut into batches of BATCH, so padding is ~3% instead of ~15%.

Two batches are scored at once, each on one thread (Detector.load): batch-level parallelism keeps both cores busy
with no barrier between kernels, where one two-thread run waits at every node for whichever thread was descheduled
on a shared machine. A batch's scores do not depend on the thread count (integer GEMMs, row-wise float ops): the
same batches give the same bits, which tests/audit/test_detector_runtime.py checks against the two-thread session.

Scores depend slightly on batch-mates: quantize_dynamic's int8 activations take one scale per tensor, i.e. per
batch, so regrouping windows moves a probability by ~0.004 on average (up to ~0.3 for an outlier) and flips ~0.3% of
label decisions; scoring each window alone moves them as much. On the card's test writers that alone moves micro
precision between 0.63 and 0.66 (the card's 0.65 is one grouping), whichever runtime groups them. A fixed grouping
is deterministic for a given stream; README "Audit speed" names the export change that removes the dependence.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_DIR = Path(__file__).resolve().parents[1] / "models" / "detector"
NONE_LABEL = "none"
BATCH = 32  # measured faster than 64 or 128 at these lengths (benchmarks/bench_detector.py)
MEMO_STREAMS = 8  # scored streams kept per process: a re-check re-screens the whole transcript it came from


def load_tokenizer(model_dir: Path):  # tokenizers.Tokenizer
    from tokenizers import Tokenizer

    return Tokenizer.from_file(str(model_dir / "tokenizer.json"))


def encode_batch(tok, pairs: list[tuple[str, str]], max_len: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Token ids, attention mask and segment ids for (target, context) pairs, padded to the longest in the batch."""
    tok.enable_truncation(max_length=max_len, strategy="longest_first")
    tok.no_padding()
    return pad(tok.encode_batch([(a, b) if b else a for a, b in pairs]))


def pad(encs: list) -> tuple[np.ndarray, np.ndarray, np.ndarray]:  # tokenizers.Encoding
    """Token ids, attention mask and segment ids of already-encoded pairs, padded to the longest of them."""
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
    parallel: int = 1  # batches scored at once (each run uses one thread when this is above 1)
    _memo: OrderedDict = field(default_factory=OrderedDict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @classmethod
    def load(
        cls,
        model_dir: Path = MODEL_DIR,
        *,
        thresholds: dict[str, float] | None = None,
        labels: list[str] | None = None,
        max_len: int | None = None,
        threads: int = 2,
    ) -> Detector:
        import onnxruntime as ort

        card = {}
        if (model_dir / "detector.json").exists():
            card = json.loads((model_dir / "detector.json").read_text(encoding="utf-8"))
        opts = ort.SessionOptions()
        # `threads` cores are used by scoring that many batches at once, one thread each (see the module docstring)
        opts.intra_op_num_threads = 1
        opts.inter_op_num_threads = 1
        # no busy-waiting between kernels: on a loaded machine a spinning thread burns the core its partner needs
        # (measured 1.34 vs 0.95 CPU-s per 100 windows at load 10 on 2 cores); results are unchanged
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        session = ort.InferenceSession(str(model_dir / "detector.onnx"), opts, providers=["CPUExecutionProvider"])
        return cls(
            session,
            load_tokenizer(model_dir),
            labels or card["labels"],
            thresholds or card["thresholds"],
            max_len or card["max_len"],
            model_dir,
            parallel=max(1, threads),
        )

    def _run(self, pairs: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        if not pairs:
            return np.zeros((0, len(self.labels)), np.float32), np.zeros((0, 1), np.float32)
        self.tok.enable_truncation(max_length=self.max_len, strategy="longest_first")
        self.tok.no_padding()
        encs = self.tok.encode_batch([(a, b) if b else a for a, b in pairs])
        # sort by token count so each batch pads little (stable: equal lengths keep stream order); restore order after
        order = sorted(range(len(encs)), key=lambda i: len(encs[i].ids))
        batches = [pad([encs[i] for i in order[lo : lo + BATCH]]) for lo in range(0, len(order), BATCH)]
        if self.parallel > 1 and len(batches) > 1:
            with ThreadPoolExecutor(max_workers=min(self.parallel, len(batches))) as pool:
                scored = list(pool.map(self._batch, batches))  # in batch order
        else:
            scored = [self._batch(b) for b in batches]
        p, u = np.concatenate([s[0] for s in scored]), np.concatenate([s[1] for s in scored])
        inv = np.empty(len(order), dtype=np.int64)
        inv[np.array(order)] = np.arange(len(order))
        return p[inv], u[inv]

    def _batch(self, batch: tuple[np.ndarray, np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        """Probabilities and unit vectors of one padded batch (InferenceSession.run is safe to call concurrently)."""
        ids, mask, types = batch
        logits, unit = self.session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})
        return 1.0 / (1.0 + np.exp(-logits)), unit

    def memo(self, key: tuple, compute: Callable[[], tuple]) -> tuple:
        """compute() once per key (the last MEMO_STREAMS keys): re-screening the same stream, as a re-check does,
        returns the audit's own scores instead of paying for the model again."""
        with self._lock:
            if key in self._memo:
                self._memo.move_to_end(key)
                return self._memo[key]
        value = compute()
        with self._lock:
            self._memo[key] = value
            while len(self._memo) > MEMO_STREAMS:
                self._memo.popitem(last=False)
        return value

    def forget(self) -> None:
        """Drop the memo (benchmarks time the model, not the memo)."""
        with self._lock:
            self._memo.clear()

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
    _rows: dict[str, np.ndarray] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        # each category's example rows, built once: the lookup runs for every hit of a video
        by_cat: dict[str, list[int]] = {}
        for i, e in enumerate(self.examples):
            for c in e.categories:
                by_cat.setdefault(c, []).append(i)
        self._rows = {c: np.array(rows, dtype=np.int64) for c, rows in by_cat.items()}

    @classmethod
    def load(cls, model_dir: Path = MODEL_DIR) -> ExampleIndex:
        vecs = np.load(model_dir / "examples.npy").astype(np.float32)
        rows = [json.loads(x) for x in (model_dir / "examples.jsonl").read_text(encoding="utf-8").splitlines() if x]
        return cls(vecs, [Example(r["id"], r["text"], tuple(r["categories"])) for r in rows])

    def nearest(self, unit: np.ndarray, category: str) -> tuple[Example, float] | None:
        rows = self._rows.get(category)
        if rows is None:
            return None
        sims = self.vectors[rows] @ unit
        k = int(np.argmax(sims))  # first of equal maxima, as argmax over all rows with the others masked was
        return self.examples[int(rows[k])], float(sims[k])


def available(model_dir: Path = MODEL_DIR) -> bool:
    return (model_dir / "detector.onnx").exists() and (model_dir / "detector.json").exists()


_SHIPPED_LOCK = threading.Lock()


def shipped(model_dir: Path = MODEL_DIR) -> tuple[Detector, ExampleIndex]:
    """The detector and its example index, loaded once per process (the lock: an audit's warm-up thread,
    audit/detect.py::prewarm, and the screen may ask at the same time, and must share one Detector and its memo)."""
    with _SHIPPED_LOCK:
        return _shipped(model_dir)


@lru_cache(maxsize=2)
def _shipped(model_dir: Path) -> tuple[Detector, ExampleIndex]:
    return Detector.load(model_dir), ExampleIndex.load(model_dir)
