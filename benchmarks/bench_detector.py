"""Benchmark: the trained detector alone, in windows per second. Prints numbers and writes them to
benchmarks/results/bench_detector-<UTC>.txt.

What it separates (the audit used ~45-100 windows/s where ~1,000/s had been measured for an int8 MiniLM):
1. the int8 graph on random token ids, at 12 tokens (short inputs) and at the windows' real mean length, and the
   CPU time next to the wall time (on a shared machine a CPU/wall ratio under ~1.9 means other work took the cores);
2. the runtime before this change (windows sorted by characters, batches of 64, every window after a disclosure
   scored twice) and after it (sorted by tokens, batches of BATCH, no window scored twice), on the windows of
   bench_audit.py's 60-minute transcript, once without a spoken disclosure and once with one at the start;
3. how far the scores moved (they depend slightly on batch-mates, see audit/detector/model.py);
4. with --card, the model card's test-writer precision and recall under the old and new runtime and under random
   regroupings of the same windows.

    nice -n 10 .venv/bin/python benchmarks/bench_detector.py [--minutes 60] [--rounds 3] [--card]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from bench_audit import make_transcript
from benchkit import load_average, run_keeping_output, timed

from audit import detect
from audit.detector import model as detector_model
from audit.detector.windows import Window, build_windows, model_inputs

DISCLOSURE_LINE = "Quick note before we start: this video is sponsored by Acme and I earn a commission on sign-ups."


def before_run(det: detector_model.Detector, pairs: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
    """The runtime as shipped at commit 33a148a: sorted by characters, encoded per batch, batches of 64."""
    probs, units = [], []
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
    for lo in range(0, len(order), 64):
        ids, mask, types = detector_model.encode_batch(det.tok, [pairs[i] for i in order[lo : lo + 64]], det.max_len)
        logits, unit = det.session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})
        probs.append(1.0 / (1.0 + np.exp(-logits)))
        units.append(unit)
    p, u = np.concatenate(probs), np.concatenate(units)
    inv = np.empty(len(order), dtype=np.int64)
    inv[np.array(order)] = np.arange(len(order))
    return p[inv], u[inv]


def before_stream(det: detector_model.Detector, wins: list[Window], role: str) -> tuple[np.ndarray, int]:
    """The two passes as shipped at 33a148a: the whole stream unflagged, then every window after the first
    disclosure again with the flag. Returns the probabilities and how many windows went through the model."""
    probs, _ = before_run(det, [model_inputs(w, role, False) for w in wins])
    j = det.labels.index(detect.DISCLOSURE)
    hits = np.nonzero(probs[:, j] >= det.thresholds[detect.DISCLOSURE])[0]
    scored = len(wins)
    if len(hits):
        later = list(range(int(hits[0]) + 1, len(wins)))
        if later:
            probs[later] = before_run(det, [model_inputs(wins[i], role, True) for i in later])[0]
            scored += len(later)
    return probs, scored


def after_stream(det: detector_model.Detector, wins: list[Window], role: str) -> tuple[np.ndarray, int]:
    counted = {"n": 0}
    real = det._run

    def counting(pairs):
        counted["n"] += len(pairs)
        return real(pairs)

    det._run = counting  # type: ignore[method-assign]
    try:
        probs, _ = detect._score_stream(det, wins, role, False)
    finally:
        del det._run
    return np.array(probs), counted["n"]


def shift(det: detector_model.Detector, a: np.ndarray, b: np.ndarray, what: str) -> str:
    """How far scores `a` moved from `b`, and how many label decisions (at the card's thresholds) flipped."""
    th = np.array([det.thresholds[label] for label in det.labels])
    d = np.abs(a - b)
    flips = int(((a >= th) != (b >= th)).sum())
    return f"mean |dp| {d.mean():.4f}, max |dp| {d.max():.3f}, {what} flipped {flips} of {d.size} ({flips / d.size:.2%})"


def fmt(n: int, walls: list[float], cpus: list[float]) -> str:
    best, med = min(walls), statistics.median(walls)
    return (
        f"best {best:.2f} s = {n / best:.0f} windows/s, median {med:.2f} s = {n / med:.0f} windows/s, "
        f"CPU/wall {sum(cpus) / sum(walls):.2f}"
    )


def card_check(det: detector_model.Detector) -> None:
    """The model card's test-writer micro P/R under the old runtime, the new one, and random regroupings: how much
    of the card's figure is which windows happened to share a batch."""
    import json
    import random

    from audit.detector.corpus import label_names
    from audit.detector.metrics import per_label_metrics
    from audit.detector.train import _pairs, _targets

    card = json.loads((det.model_dir / "detector.json").read_text(encoding="utf-8"))
    data = Path(card["config"]["data"]).name
    rows = [
        json.loads(x) for x in (Path(__file__).parents[1] / "data" / "detector" / data).read_text().splitlines() if x
    ]
    rows = [r for r in rows if r["writer"] in card["config"]["split"]["test"]]
    labels = label_names()
    names = [*labels, detector_model.NONE_LABEL]
    pairs, gold = _pairs(rows), _targets(rows, labels)

    def micro(p: np.ndarray) -> str:
        m = per_label_metrics(p, gold, names, det.thresholds)["micro"]
        return f"P {m['precision']:.3f} R {m['recall']:.3f}"

    print(
        f"\n4. the card's test writers ({len(rows)} windows): card says P {card['test']['micro']['precision']:.3f} "
        f"R {card['test']['micro']['recall']:.3f}"
    )
    print(f"  before (as the card was measured): {micro(before_run(det, pairs)[0])}")
    print(f"  after:                             {micro(det.probabilities(pairs))}")
    for name, run in (("before", lambda ps: before_run(det, ps)[0]), ("after", det.probabilities)):
        for seed in range(3):
            idx = list(range(len(pairs)))
            random.Random(seed).shuffle(idx)
            p = np.zeros((len(pairs), len(names)), np.float32)
            for k in range(3):
                p[idx[k::3]] = run([pairs[i] for i in idx[k::3]])
            print(f"  {name}, windows split into random thirds (seed {seed}): {micro(p)}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=60)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--card", action="store_true", help="also re-score the card's test writers (~2 min more)")
    args = ap.parse_args()
    print(f"load average at start: {load_average()} (2 cores, shared machine)")
    t0 = time.perf_counter()
    det = detector_model.Detector.load()
    print(f"session + tokenizer load: {time.perf_counter() - t0:.2f} s; BATCH={detector_model.BATCH}")
    role = "unregistered_influencer"
    texts = [s.text for s in make_transcript(args.minutes).segments]
    wins = build_windows(texts)
    pairs = [model_inputs(w, role, False) for w in wins]
    det.tok.enable_truncation(max_length=det.max_len, strategy="longest_first")
    det.tok.no_padding()
    lens = np.array([len(e.ids) for e in det.tok.encode_batch([(a, b) if b else a for a, b in pairs])])
    print(
        f"windows: {len(wins)} from {len(texts)} segments; tokens per window mean {lens.mean():.1f}, "
        f"min {lens.min()}, max {lens.max()} (max_len {det.max_len})"
    )
    t = time.perf_counter()
    det.tok.encode_batch([(a, b) if b else a for a, b in pairs])
    print(f"tokenising all windows: {time.perf_counter() - t:.3f} s")

    print("\n1. the int8 graph on random token ids (batch 32)")
    rng = np.random.default_rng(0)
    for width in (12, round(lens.mean())):
        ids = rng.integers(1000, 30000, size=(32, width)).astype(np.int64)
        feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
        det.session.run(None, feed)
        _, walls, cpus = timed(lambda f=feed: [det.session.run(None, f) for _ in range(8)], args.rounds)
        best = min(walls)
        print(f"  {width:3d} tokens: {fmt(32 * 8, walls, cpus)}; {32 * 8 * width / best:,.0f} tokens/s")

    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 2
    opts.inter_op_num_threads = 1
    spinning = ort.InferenceSession(str(det.model_dir / "detector.onnx"), opts, providers=["CPUExecutionProvider"])
    ids = rng.integers(1000, 30000, size=(32, round(lens.mean()))).astype(np.int64)
    feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
    spin_cpu, quiet_cpu = [], []
    for _ in range(args.rounds):
        for session, cpus in ((spinning, spin_cpu), (det.session, quiet_cpu)):
            c0 = time.process_time()
            for _ in range(4):
                session.run(None, feed)
            cpus.append(time.process_time() - c0)
    print(
        f"  CPU-s per 100 windows, threads spinning (onnxruntime's default) {100 * min(spin_cpu) / 128:.2f}, "
        f"not spinning (the runtime's session) {100 * min(quiet_cpu) / 128:.2f}"
    )

    print("\n2. the runtime, before and after (interleaved rounds; both use the runtime's session, so this is the")
    print("   batching and the two passes only)")
    for name, stream in (
        ("no spoken disclosure", texts),
        ("disclosure in the first segment", [DISCLOSURE_LINE, *texts]),
    ):
        w = build_windows(stream)
        (p_before, n_before), wb, cb = timed(lambda w=w: before_stream(det, w, role), 1)
        (p_after, n_after), wa, ca = timed(lambda w=w: after_stream(det, w, role), 1)
        for _ in range(args.rounds - 1):
            for fn, walls, cpus in ((before_stream, wb, cb), (after_stream, wa, ca)):
                _, w1, c1 = timed(lambda w=w, fn=fn: fn(det, w, role), 1)
                walls += w1
                cpus += c1
        print(f"  {name}: {len(w)} windows")
        print(f"    before: {n_before} windows through the model; {fmt(len(w), wb, cb)}")
        print(f"    after:  {n_after} windows through the model; {fmt(len(w), wa, ca)}")
        print(f"    scores after vs before: {shift(det, p_after, p_before, 'label decisions')}")

    print("\n3. the same windows, each scored alone (batch of 1) vs the shipped grouping, to size batch-mate noise")
    sample = pairs[::10]
    alone = np.concatenate([before_run(det, [p])[0] for p in sample])
    grouped = before_run(det, pairs)[0][::10]
    print(f"  {len(sample)} windows: {shift(det, alone, grouped, 'decisions')}")
    if args.card:
        card_check(det)
    print(f"\nload average at end: {load_average()}")


if __name__ == "__main__":
    run_keeping_output(main, "bench_detector")
