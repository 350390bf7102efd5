"""The detector's part of the screen: score every utterance window of the speech, turn hits into candidates.

Why here and not in screen.py: the screen keeps the lexicon's precise cues and the context logic; this module only
asks the trained model (audit/detector/) where it thinks a rule is broken, and where a connection is disclosed,
so the context logic can use learned disclosures as well as listed ones.

Two passes: the model reads "connection disclosed earlier" as part of its input (it learned that a pitch after a
disclosure is compliant), so windows after the first detected disclosure are scored with that flag set. The first
pass stops at the first disclosure, so no window is scored twice (it used to score every window after an early
disclosure twice).
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass

import numpy as np

from audit.detector import model as detector_model
from audit.detector.windows import Window, build_windows, model_inputs

DISCLOSURE = "disclosure"
RISK = "risk_statement"
# judge_rules.REPORT_THRESHOLD is 0.6: a hit exactly at its category's threshold maps to 0.6, certainty to 1.0
REPORT_FLOOR = 0.6


@dataclass
class DetectorHit:
    """One window the model flags for one category (or a disclosure / risk statement, for context)."""

    label: str
    prob: float
    threshold: float
    window: Window
    start: int  # offsets of the window's text in its stream
    end: int
    example: str | None = None
    example_sim: float = 0.0

    @property
    def score(self) -> float:
        """The screen's 0..1 score: REPORT_FLOOR at the category's threshold, rising linearly to 1.0."""
        span = max(1e-6, 1.0 - self.threshold)
        return round(min(1.0, REPORT_FLOOR + (1.0 - REPORT_FLOOR) * (self.prob - self.threshold) / span), 3)

    @property
    def cue(self) -> str:
        text = f"found by the detector, p={self.prob:.2f}"
        if self.example:
            text += f"; closest training example: {self.example!r}"
        return text


def _model_dir():
    from veristream.config import detector_dir

    return detector_dir() or detector_model.MODEL_DIR


def enabled() -> bool:
    """The detector runs unless VERISTREAM_SCREEN=lexicon; a VERISTREAM_DETECTOR_DIR without a model is an error,
    never a silent fall-back to the lexicon engine."""
    from veristream.config import detector_dir, detector_enabled
    from veristream.errors import ConfigError

    if not detector_enabled():
        return False
    if (chosen := detector_dir()) is not None and not detector_model.available(chosen):
        raise ConfigError(
            f"VERISTREAM_DETECTOR_DIR={chosen} holds no trained detector (detector.onnx, detector.json).",
            "Point it at a folder written by `veristream train detector`, or unset it.",
        )
    return detector_model.available(_model_dir())


def prewarm() -> threading.Thread | None:
    """Load the detector in the background (onnxruntime builds the session outside the GIL) while the audit loads
    its rule book, so the session is ready when the screen needs it. A failure here is left to the screen, which
    loads again and reports it."""
    from veristream.errors import ConfigError

    try:
        if not enabled():
            return None
    except ConfigError:
        return None

    def load() -> None:
        with contextlib.suppress(Exception):
            detector_model.shipped(_model_dir())

    thread = threading.Thread(target=load, name="detector-prewarm", daemon=True)
    thread.start()
    return thread


FIRST_CHUNK = 64  # the first pass reads the stream in chunks of 64, 128, 256, ... and stops at the first disclosure


def score_windows(
    texts: list[str], role: str, disclosed_from_start: bool
) -> tuple[list[Window], np.ndarray, np.ndarray, list[str], dict]:
    """Probabilities for every window of one stream, with the disclosure flag set after the first disclosure.

    Kept per stream (Detector.memo), so re-screening the same speech (a re-check) returns the audit's scores; the
    arrays are read-only because they are shared."""
    det, _ = detector_model.shipped(_model_dir())
    wins = build_windows(texts)
    if not wins:
        return wins, np.zeros((0, len(det.labels))), np.zeros((0, 1)), det.labels, det.thresholds
    probs, units = det.memo(
        ("stream", tuple(texts), role, disclosed_from_start),
        lambda: _score_stream(det, wins, role, disclosed_from_start),
    )
    return wins, probs, units, det.labels, det.thresholds


def _score_stream(
    det: detector_model.Detector, wins: list[Window], role: str, disclosed_from_start: bool
) -> tuple[np.ndarray, np.ndarray]:
    """The two passes without scoring a window twice: the unflagged pass runs in growing chunks from the start and
    stops at the chunk holding the first disclosure; only the windows after it are scored with the flag."""
    if disclosed_from_start:
        probs, units = det.score([model_inputs(w, role, True) for w in wins])
    else:
        probs = np.zeros((len(wins), len(det.labels)), np.float32)
        units = None
        j, threshold = det.labels.index(DISCLOSURE), det.thresholds[DISCLOSURE]
        lo, size = 0, FIRST_CHUNK
        while lo < len(wins):
            hi = min(len(wins), lo + size)
            p, u = det.score([model_inputs(w, role, False) for w in wins[lo:hi]])
            units = np.zeros((len(wins), u.shape[1]), np.float32) if units is None else units
            probs[lo:hi], units[lo:hi] = p, u
            hits = np.nonzero(p[:, j] >= threshold)[0]
            if len(hits):
                later = list(range(lo + int(hits[0]) + 1, len(wins)))
                if later:
                    p2, u2 = det.score([model_inputs(wins[i], role, True) for i in later])
                    probs[later], units[later] = p2, u2
                break
            lo, size = hi, size * 2
    probs.setflags(write=False)
    units.setflags(write=False)
    return probs, units


def local_peak(column: np.ndarray, i: int, threshold: float) -> bool:
    """Over threshold and not below a neighbour: a statement's words sit in its neighbours' context too, so the
    windows around a violation also score high; only the best of a run of adjacent windows is the statement."""
    if column[i] < threshold:
        return False
    left = column[i - 1] if i > 0 else -1.0
    right = column[i + 1] if i + 1 < len(column) else -1.0
    return column[i] >= left and column[i] > right


def hits_for_stream(
    texts: list[str], offsets: list[int], ends: list[int], role: str, disclosed_from_start: bool
) -> list[DetectorHit]:
    """Every (window, label) at or over its threshold, with the nearest training example for violations."""
    wins, probs, units, labels, thresholds = score_windows(texts, role, disclosed_from_start)
    _, examples = detector_model.shipped(_model_dir())
    out: list[DetectorHit] = []
    for i, w in enumerate(wins):
        for j, label in enumerate(labels):
            if label == detector_model.NONE_LABEL or not local_peak(probs[:, j], i, thresholds[label]):
                continue
            hit = DetectorHit(label, float(probs[i, j]), thresholds[label], w, offsets[w.first], ends[w.last])
            if label not in (DISCLOSURE, RISK):
                near = examples.nearest(units[i], label)
                if near:
                    hit.example, hit.example_sim = near[0].text, near[1]
            out.append(hit)
    return out
