"""The detector's run time: batching by token count, the two passes without double work, the per-stream memo,
the nearest-example lookup, and that the shipped model's scores stay what the pre-change runtime gave."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from audit import detect
from audit.detector import model as detector_model
from audit.detector.windows import Window, build_windows, model_inputs

ROOT = Path(__file__).resolve().parents[2]
LABELS = ["guaranteed_returns", "disclosure", "risk_statement", "none"]


def _fake_detector(score_pair) -> tuple[detector_model.Detector, list[int]]:
    """A Detector whose model is a pure function of each (first, second) pair; counts windows it is asked for."""
    det = detector_model.Detector(
        session=None,
        tok=None,
        labels=LABELS,
        max_len=80,
        model_dir=Path("."),
        thresholds={"guaranteed_returns": 0.5, "disclosure": 0.6, "risk_statement": 0.5, "none": 0.5},
    )
    asked: list[int] = []

    def run(pairs: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        asked.append(len(pairs))
        p = np.array([score_pair(a, b) for a, b in pairs], dtype=np.float32).reshape(len(pairs), len(LABELS))
        return p, np.ones((len(pairs), 3), np.float32)

    det._run = run  # type: ignore[method-assign]
    return det, asked


def _pitch_scores(first: str, second: str) -> list[float]:
    disclosed = second.startswith("[connection disclosed earlier]")
    return [0.1 if disclosed else 0.9, 0.95 if "sponsored by" in first else 0.0, 0.0, 0.1]


def _stream(n: int, disclosure_at: int | None) -> list[str]:
    texts = [f"segment {i} this coin will double your money next week for sure" for i in range(n)]
    if disclosure_at is not None:
        texts[disclosure_at] = "this part of the video is sponsored by acme and they pay me for it"
    return texts


def _expected(det, texts: list[str], role: str, from_start: bool) -> np.ndarray:
    """The two-pass rule as the pre-change code applied it: flagged after the first window the model marks."""
    wins = build_windows(texts)
    p = np.array([_pitch_scores(*model_inputs(w, role, from_start)) for w in wins], dtype=np.float32)
    if not from_start:
        hits = np.nonzero(p[:, LABELS.index("disclosure")] >= det.thresholds["disclosure"])[0]
        for i in range(int(hits[0]) + 1 if len(hits) else len(wins), len(wins)):
            p[i] = _pitch_scores(*model_inputs(wins[i], role, True))
    return p


@pytest.mark.parametrize(("disclosure_at", "from_start"), [(1, False), (150, False), (None, False), (None, True)])
def test_each_window_is_scored_once_with_the_flag_the_two_pass_rule_gives(monkeypatch, disclosure_at, from_start):
    det, asked = _fake_detector(_pitch_scores)
    monkeypatch.setattr(detector_model, "shipped", lambda _d=None: (det, None))
    texts = _stream(300, disclosure_at)
    wins, probs, _, labels, _ = detect.score_windows(texts, "unregistered_influencer", from_start)
    assert labels == LABELS
    np.testing.assert_array_equal(probs, _expected(det, texts, "unregistered_influencer", from_start))
    # before: every window after an early disclosure went through the model twice (599 for 300 windows)
    assert sum(asked) <= len(wins) + detect.FIRST_CHUNK
    if disclosure_at is None:
        assert sum(asked) == len(wins)


def test_rescreening_the_same_stream_reuses_its_scores(monkeypatch):
    det, asked = _fake_detector(_pitch_scores)
    monkeypatch.setattr(detector_model, "shipped", lambda _d=None: (det, None))
    texts = _stream(40, 3)
    first = detect.score_windows(texts, "unregistered_influencer", False)
    n = sum(asked)
    again = detect.score_windows(list(texts), "unregistered_influencer", False)
    assert sum(asked) == n  # a re-check re-screens the whole transcript; it used to pay for the model again
    np.testing.assert_array_equal(first[1], again[1])
    with pytest.raises(ValueError):
        again[1][0, 0] = 1.0  # shared between callers, so read-only
    detect.score_windows(texts, "registered_rep", False)  # another role is another input
    assert sum(asked) > n


def test_memo_keeps_only_the_last_streams():
    det, _ = _fake_detector(_pitch_scores)
    for i in range(detector_model.MEMO_STREAMS + 3):
        det.memo(("k", i), lambda i=i: i)
    assert len(det._memo) == detector_model.MEMO_STREAMS and ("k", 0) not in det._memo


class _RecordingSession:
    """Returns each row's real token count / 100 as its logit, so order and padding can be checked without a model."""

    def __init__(self) -> None:
        self.shapes: list[tuple[int, int]] = []

    def run(self, _names, feed: dict) -> list[np.ndarray]:
        mask = feed["attention_mask"]
        self.shapes.append(mask.shape)
        n = mask.sum(1, keepdims=True).astype(np.float32) / 100
        return [np.repeat(n, len(LABELS), axis=1), np.ones((len(mask), 3), np.float32)]


def test_batches_are_cut_by_token_count_and_scores_come_back_in_input_order():
    tok = detector_model.load_tokenizer(detector_model.MODEL_DIR)
    session = _RecordingSession()
    det = detector_model.Detector(session, tok, LABELS, dict.fromkeys(LABELS, 0.5), 80, detector_model.MODEL_DIR)
    rng = random.Random(3)
    words = ["cryptocurrency", "a", "supercalifragilistic", "go", "antidisestablishmentarianism", "up", "it"]
    pairs = [
        (" ".join(rng.choices(words, k=rng.randint(2, 30))), " ".join(rng.choices(words, k=rng.randint(0, 9))))
        for _ in range(150)
    ]
    probs, _ = det.score(pairs)
    tok.enable_truncation(max_length=80, strategy="longest_first")
    lens = [len(e.ids) for e in tok.encode_batch([(a, b) if b else a for a, b in pairs])]
    logit = np.array(lens, dtype=np.float32) / 100
    np.testing.assert_allclose(probs[:, 0], 1.0 / (1.0 + np.exp(-logit)), rtol=1e-6)
    padded = sum(rows * width for rows, width in session.shapes)
    ordered = sorted(lens)
    best = sum(
        max(ordered[lo : lo + detector_model.BATCH]) * len(ordered[lo : lo + detector_model.BATCH])
        for lo in range(0, len(ordered), detector_model.BATCH)
    )
    assert padded == best


def test_nearest_example_is_the_best_of_its_category():
    rng = np.random.default_rng(0)
    vecs = rng.standard_normal((50, 8)).astype(np.float32)
    cats = [("a",) if i % 3 else ("a", "b") for i in range(50)]
    index = detector_model.ExampleIndex(vecs, [detector_model.Example(str(i), f"t{i}", c) for i, c in enumerate(cats)])
    unit = rng.standard_normal(8).astype(np.float32)
    for cat in ("a", "b"):
        rows = [i for i, c in enumerate(cats) if cat in c]
        best = max(rows, key=lambda i: float(vecs[i] @ unit))
        ex, sim = index.nearest(unit, cat)
        assert ex.id == str(best) and sim == pytest.approx(float(vecs[best] @ unit))
    assert index.nearest(unit, "c") is None


def _before_run(det: detector_model.Detector, pairs: list[tuple[str, str]]) -> np.ndarray:
    """The runtime as shipped before this change (commit 33a148a): sorted by characters, batches of 64."""
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
    out = np.zeros((len(pairs), len(det.labels)), np.float32)
    for lo in range(0, len(order), 64):
        rows = order[lo : lo + 64]
        ids, mask, types = detector_model.encode_batch(det.tok, [pairs[i] for i in rows], det.max_len)
        logits, _ = det.session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})
        out[rows] = 1.0 / (1.0 + np.exp(-logits))
    return out


@pytest.mark.skipif(not detector_model.available(), reason="the shipped detector is not in this checkout")
def test_the_shipped_model_scores_as_before_up_to_its_batch_noise():
    """int8 activations take one scale per batch, so regrouping moves scores a little (each window scored alone
    moves them as much, ~0.4% of decisions); the change must stay within that, not shift the model."""
    rows = [json.loads(x) for x in (ROOT / "data" / "detector" / "windows.jsonl").read_text().splitlines() if x]
    rows = random.Random(5).sample([r for r in rows if r["writer"] in ("w01", "w08", "w16")], 192)
    pairs = [
        model_inputs(Window(0, 0, r["text"], r["before"], r["after"]), r["role"], r["disclosed_earlier"]) for r in rows
    ]
    det = detector_model.Detector.load()
    before = _before_run(det, pairs)
    after = det.probabilities(pairs)
    th = np.array([det.thresholds[label] for label in det.labels])
    agree = float(np.mean((before >= th) == (after >= th)))
    diff = np.abs(after - before)
    # the noise floor is the model's own: the same windows scored one per batch move this much from `before`
    alone = np.vstack([det.probabilities([p]) for p in pairs[:64]])
    floor = float(np.mean(np.abs(alone - before[:64]) < 0.05))
    assert agree >= 0.99 and diff.mean() < 0.01 and np.mean(diff < 0.05) >= min(0.98, floor - 0.01), floor
    # up to BATCH windows share one batch either way, so a short video scores bit for bit as before
    few = pairs[: detector_model.BATCH]
    np.testing.assert_array_equal(det.probabilities(few), _before_run(det, few))


@pytest.mark.skipif(not detector_model.available(), reason="the shipped detector is not in this checkout")
def test_threads_that_do_not_spin_give_the_same_scores():
    import onnxruntime as ort

    det = detector_model.Detector.load()
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 2
    spinning = ort.InferenceSession(str(det.model_dir / "detector.onnx"), opts, providers=["CPUExecutionProvider"])
    ids, mask, types = detector_model.encode_batch(
        det.tok, [("influencer: this coin is guaranteed to double", "use my code"), ("speaker: hello", "")], 80
    )
    feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
    for a, b in zip(det.session.run(None, feed), spinning.run(None, feed), strict=True):
        np.testing.assert_array_equal(a, b)


@pytest.mark.skipif(not detector_model.available(), reason="the shipped detector is not in this checkout")
def test_batches_scored_in_parallel_give_the_bits_of_one_two_thread_session():
    """Detector.load scores two batches at once, one thread each; a batch must score as the two-thread session
    that ran them one after another did (the eval sets were compared exactly too, in the commit that did this)."""
    import onnxruntime as ort

    rows = [json.loads(x) for x in (ROOT / "data" / "detector" / "windows.jsonl").read_text().splitlines() if x]
    rows = random.Random(9).sample(rows, 5 * detector_model.BATCH + 7)
    pairs = [
        model_inputs(Window(0, 0, r["text"], r["before"], r["after"]), r["role"], r["disclosed_earlier"]) for r in rows
    ]
    det = detector_model.Detector.load()
    assert det.parallel == 2
    p, u = det.score(pairs)
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 2
    opts.inter_op_num_threads = 1
    two_threads = ort.InferenceSession(str(det.model_dir / "detector.onnx"), opts, providers=["CPUExecutionProvider"])
    serial = detector_model.Detector(
        two_threads, det.tok, det.labels, det.thresholds, det.max_len, det.model_dir, parallel=1
    )
    p1, u1 = serial.score(pairs)
    np.testing.assert_array_equal(p, p1)
    np.testing.assert_array_equal(u, u1)


def test_the_warm_up_thread_and_the_screen_share_one_load(monkeypatch, tmp_path):
    """prewarm() loads in the background; a screen asking meanwhile waits for that load instead of making a
    second Detector (whose memo the re-checks would then miss)."""
    import threading
    import time

    loads = []
    started = threading.Event()

    def slow_load(model_dir, **_kw):
        started.set()
        time.sleep(0.2)
        loads.append(model_dir)
        return object()

    monkeypatch.setattr(detect, "enabled", lambda: True)
    monkeypatch.setattr(detect, "_model_dir", lambda: tmp_path)
    monkeypatch.setattr(detector_model.Detector, "load", staticmethod(slow_load))
    monkeypatch.setattr(detector_model.ExampleIndex, "load", staticmethod(lambda _d: "examples"))
    detector_model._shipped.cache_clear()
    try:
        thread = detect.prewarm()
        assert thread is not None and started.wait(5)
        det, examples = detector_model.shipped(tmp_path)
        thread.join(5)
        assert loads == [tmp_path] and examples == "examples"
        assert detector_model.shipped(tmp_path)[0] is det
    finally:
        detector_model._shipped.cache_clear()


def test_no_warm_up_when_the_detector_is_off(monkeypatch):
    monkeypatch.setattr(detect, "enabled", lambda: False)
    assert detect.prewarm() is None
