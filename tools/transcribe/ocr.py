"""On-screen text: OCR of sampled frames (rapidocr-onnxruntime), merged into spans with start and end times.

Disclaimers and promo codes often appear only on screen, so their timing matters as much as their text.
Consecutive frames that look the same are not OCR'd again (a tiny grayscale thumbnail diff), which makes
talking-head videos with static overlays cheap.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rapidfuzz import fuzz

from veristream.models import OnscreenSpan

from .media import int_env

MIN_SCORE = 0.6  # rapidocr confidence below this is mostly texture read as letters
SAME_TEXT_RATIO = 85.0  # rapidfuzz ratio (0-100), case-insensitive, for "the same overlay read again"
THUMB_SIZE = (96, 54)
THUMB_MAX_DIFF = 12  # max per-pixel grey difference on the thumbnail that still counts as "same frame"
DET_MAX_SIDE = 736  # text detection input size (longer side), see get_engine

_engine = None
_engine_lock = threading.Lock()
_run_lock = threading.Lock()


@dataclass
class Line:
    text: str
    score: float
    top: float  # y of the box top, for reading order when lines of one overlay are joined


@dataclass
class _Open:
    text: str
    score: float
    top: float
    start: float
    last: float
    texts: list[str] = field(default_factory=list)


def get_engine():
    global _engine
    with _engine_lock:
        if _engine is None:
            from rapidocr_onnxruntime import RapidOCR

            threads = int_env("VERISTREAM_OCR_THREADS", 2)
            from rapidocr_onnxruntime.ch_ppocr_det.utils import DetPreProcess

            engine = RapidOCR(intra_op_num_threads=threads, inter_op_num_threads=1)
            # rapidocr 1.4.4 runs text detection with the *shorter* side scaled up to 736 px (1312x736 for 720p) and
            # has no setting to shrink it. Detecting on a copy at most 736 px on its longer side is ~35% faster and,
            # measured on our overlay frames, reads small text better (spaces kept); recognition still crops the
            # full-resolution frame, because the detector maps its boxes back to the original size.
            det = engine.text_det
            det.get_preprocess = lambda _max_wh: DetPreProcess(DET_MAX_SIDE, "max", det.mean, det.std)
            _engine = engine
        return _engine


def read_frame(path: Path) -> list[Line]:
    """Text lines rapidocr finds in one image."""
    engine = get_engine()
    with _run_lock:
        result, _ = engine(str(path), use_cls=False)
    lines = []
    for box, text, score in result or []:
        text = str(text).strip()
        if float(score) >= MIN_SCORE and len(text.replace(" ", "")) >= 2:
            lines.append(Line(text=text, score=float(score), top=float(min(p[1] for p in box))))
    return lines


def thumbnail(path: Path):
    """A tiny grayscale copy for cheap 'did anything change' checks."""
    import cv2

    img = cv2.imread(str(path), cv2.IMREAD_GRAYSCALE)
    if img is None:
        return None
    return cv2.resize(img, THUMB_SIZE, interpolation=cv2.INTER_AREA)


def same_frame(a, b) -> bool:
    if a is None or b is None:
        return False
    import numpy as np

    return int(np.abs(a.astype("int16") - b.astype("int16")).max()) <= THUMB_MAX_DIFF


def similar(a: str, b: str) -> bool:
    return fuzz.ratio(a.casefold(), b.casefold()) >= SAME_TEXT_RATIO


def merge_reads(
    reads: list[tuple[float, list[Line]]], fps: float, duration: float | None, max_gap: int = 1
) -> list[OnscreenSpan]:
    """Per-frame reads -> spans. A line continues a span when it matches (fuzzy, case-insensitive) a line seen at
    most `max_gap` missed frames earlier. end = last frame where seen + 1/fps, clamped to the duration. Lines of
    one overlay (same start and end) are joined top to bottom into one span.
    """
    step = 1.0 / fps
    open_spans: list[_Open] = []
    closed: list[_Open] = []
    for t, lines in sorted(reads, key=lambda r: r[0]):
        still_open = []
        for span in open_spans:
            if t - span.last > step * (max_gap + 1) + 1e-6:
                closed.append(span)
            else:
                still_open.append(span)
        open_spans = still_open
        used: set[int] = set()
        for line in lines:
            match = None
            for idx, span in enumerate(open_spans):
                if idx not in used and span.last < t and similar(span.text, line.text):
                    match = idx
                    break
            if match is None:
                open_spans.append(_Open(line.text, line.score, line.top, t, t, [line.text]))
                used.add(len(open_spans) - 1)
            else:
                span = open_spans[match]
                used.add(match)
                span.last = t
                span.texts.append(line.text)
                if line.score > span.score:
                    span.text, span.score, span.top = line.text, line.score, line.top
    closed.extend(open_spans)

    groups: dict[tuple[float, float], list[_Open]] = {}
    for span in closed:
        end = span.last + step
        if duration:
            end = min(end, duration)
        groups.setdefault((round(span.start, 3), round(end, 3)), []).append(span)
    out = []
    for (start, end), spans in sorted(groups.items()):
        text = " ".join(s.text for s in sorted(spans, key=lambda s: s.top))
        out.append(OnscreenSpan(start=start, end=max(end, start), text=text))
    return out


def ocr_frames(
    frames: list[tuple[float, Path]],
    fps: float,
    duration: float | None,
    should_stop: Callable[[], bool] | None = None,
    on_frame: Callable[..., None] | None = None,
) -> tuple[list[OnscreenSpan], dict]:
    """OCR each sampled frame (reusing the previous read when the frame did not change) and merge into spans."""
    reads: list[tuple[float, list[Line]]] = []
    prev_thumb = None
    prev_lines: list[Line] = []
    ocr_count = 0
    for t, path in frames:
        if should_stop and should_stop():
            from veristream.errors import VeriStreamError

            raise VeriStreamError(
                "On-screen text OCR ran past its time limit.", "Pass --no-ocr or lower VERISTREAM_OCR_FPS."
            )
        thumb = thumbnail(path)
        if same_frame(prev_thumb, thumb):
            lines = prev_lines
        else:
            lines = read_frame(path)
            ocr_count += 1
        reads.append((t, lines))
        prev_thumb, prev_lines = thumb, lines
        if on_frame is not None:
            on_frame(frames_done=len(reads), frames=len(frames), ocr_frames=ocr_count)
    spans = merge_reads(reads, fps, duration)
    return spans, {"frames": len(frames), "ocr_frames": ocr_count, "spans": len(spans)}
