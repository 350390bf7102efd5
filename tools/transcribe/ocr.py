"""On-screen text: OCR of sampled frames (rapidocr-onnxruntime), merged into spans with start and end times.

Disclaimers and promo codes often appear only on screen, so their timing matters as much as their text.
Two cheap checks keep the cost down:
- consecutive frames that look the same are not OCR'd again (a tiny grayscale thumbnail diff), which makes
  talking-head videos with static overlays cheap;
- on frames that did change (a moving background changes every frame), only text *detection* runs on the whole
  frame, at a reduced size; *recognition* runs only on boxes that are new or whose contents changed since the
  previous frame (same place, same edge map of the crop), so frames without text cost one small detection pass and
  an overlay that stays put over moving video is read once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rapidfuzz import fuzz

from veristream import config
from veristream.models import OnscreenSpan

MIN_SCORE = 0.6  # rapidocr confidence below this is mostly texture read as letters
SAME_TEXT_RATIO = 85.0  # rapidfuzz ratio (0-100), case-insensitive, for "the same overlay read again"
THUMB_SIZE = (96, 54)
THUMB_MAX_DIFF = 12  # max per-pixel grey difference on the thumbnail that still counts as "same frame"
DET_MAX_SIDE = 640  # default text detection input size (longer side); VERISTREAM_OCR_DET_SIDE overrides
SIG_HEIGHT = 32  # crop signature height in px (see crop_signature)
SIG_BLUR = 1.5  # px, at SIG_HEIGHT
BOX_MAX_SHIFT = 4.0  # px (on the 720p frame) a box corner may move and still be "the same box"
CROP_MAX_CHANGE = 0.05  # crop_changed: see the measurements there

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


def det_side() -> int:
    """Longer side, in px, of the copy of each frame that text detection sees (VERISTREAM_OCR_DET_SIDE)."""
    return config.ocr_det_side(DET_MAX_SIDE)


def get_engine():
    global _engine
    with _engine_lock:
        if _engine is None:
            from rapidocr_onnxruntime import RapidOCR

            # One thread: on the shared 2-core box onnxruntime with 2 threads was slower (0.12-0.20 s per frame vs
            # 0.08), and speech-to-text runs on the other core at the same time (pipeline.py).
            threads = config.ocr_threads()
            from rapidocr_onnxruntime.ch_ppocr_det.utils import DetPreProcess

            engine = RapidOCR(intra_op_num_threads=threads, inter_op_num_threads=1)
            # rapidocr 1.4.4 runs text detection with the *shorter* side scaled up to 736 px (1312x736 for 720p) and
            # has no setting to shrink it. Detection is most of the cost of a frame and scales with the pixel count:
            # on a copy at most 640 px on its longer side it is ~1.5x faster than at 736. 512 is faster still but
            # measured missing whole 28 px lines over a moving gradient, so 640 is the default
            # (benchmarks/bench_transcribe.py --det-sides compares sizes). Recognition still crops the
            # full-resolution frame, because the detector maps its boxes back to the original size.
            det = engine.text_det
            side = det_side()
            det.get_preprocess = lambda _max_wh: DetPreProcess(side, "max", det.mean, det.std)
            _engine = engine
        return _engine


@dataclass
class _Box:
    """A detected text box of the previous frame with what was read in it, for reuse when it did not change."""

    points: object  # 4x2 float array, frame coordinates
    sig: object  # crop_signature of the crop when it was read (not the latest), so slow fades add up to a change
    text: str
    score: float


def crop_signature(crop):
    """Edge strength of a grayscale text crop at a fixed height.

    Glyph strokes are sharp edges and a background behind an overlay (gradients, slow video) mostly is not, so the
    same text over a moving background gives nearly the same signature while new text or a fade does not.
    """
    import cv2
    import numpy as np

    gray = cv2.cvtColor(crop, cv2.COLOR_BGR2GRAY) if crop.ndim == 3 else crop
    h, w = gray.shape[:2]
    width = max(SIG_HEIGHT, round(w * SIG_HEIGHT / max(h, 1)))
    small = cv2.resize(gray, (width, SIG_HEIGHT), interpolation=cv2.INTER_AREA).astype(np.float32)
    edges = cv2.magnitude(cv2.Sobel(small, cv2.CV_32F, 1, 0), cv2.Sobel(small, cv2.CV_32F, 0, 1))
    return cv2.GaussianBlur(edges, (0, 0), SIG_BLUR)  # a box a pixel or two off is still the same text


def crop_changed(a, b) -> bool:
    """True when two crop signatures differ in any character-sized window.

    Compared window by window (one window is about a glyph wide) rather than over the whole line, so one changed
    digit in a long disclaimer ("MOON50" -> "MOON58") counts as a change, not as 2% noise. Measured on 20-28 px
    lines over the benchmark's moving gradient at 1 fps: one changed digit scores >= 0.10, the same text mostly
    < 0.05 but up to 0.7 when the detector's box jitters. CROP_MAX_CHANGE = 0.05 leans to re-reading: a wrong reuse
    would report stale text, an extra recognition costs ~10-40 ms.
    """
    import cv2
    import numpy as np

    if a.shape != b.shape:
        b = cv2.resize(b, (a.shape[1], a.shape[0]), interpolation=cv2.INTER_AREA)
    diff = np.abs(a - b).sum(axis=0)
    energy = ((np.abs(a) + np.abs(b)) / 2).sum(axis=0)
    win = max(1, SIG_HEIGHT // 2)
    kernel = np.ones(win, dtype=np.float32)
    diff_w = np.convolve(diff, kernel, mode="valid")
    typical = float(np.convolve(energy, kernel, mode="valid").mean()) + 1e-6
    return float(diff_w.max()) / typical > CROP_MAX_CHANGE


def _same_place(a, b) -> bool:
    import numpy as np

    return float(np.abs(np.asarray(a) - np.asarray(b)).max()) <= BOX_MAX_SHIFT


def _to_lines(boxes: list[_Box]) -> list[Line]:
    lines = []
    for box in boxes:
        text = box.text.strip()
        if box.score >= MIN_SCORE and len(text.replace(" ", "")) >= 2:
            lines.append(Line(text=text, score=box.score, top=float(min(p[1] for p in box.points))))
    return lines


class FrameReader:
    """Reads the text of consecutive frames of one video, re-reading only boxes that are new or changed.

    One per video: it remembers the previous frame's boxes. `recognised` counts the boxes actually recognised.
    """

    def __init__(self) -> None:
        self.prev: list[_Box] = []
        self.recognised = 0
        self.reused = 0

    def read(self, image) -> list[Line]:
        """Text lines in one BGR image (numpy array) or image path."""
        engine = get_engine()
        if not hasattr(image, "shape"):
            image = engine.load_img(str(image))
        with _run_lock:
            points, _ = engine.auto_text_det(image)
            if points is None or len(points) == 0:
                self.prev = []
                return []
            crops = engine.get_crop_img_list(image, points)
            boxes: list[_Box] = []
            todo: list[int] = []
            for i, (pts, crop) in enumerate(zip(points, crops, strict=True)):
                sig = crop_signature(crop)
                old = next((p for p in self.prev if _same_place(p.points, pts) and not crop_changed(p.sig, sig)), None)
                if old is None:
                    boxes.append(_Box(pts, sig, "", 0.0))
                    todo.append(i)
                else:
                    boxes.append(_Box(pts, old.sig, old.text, old.score))
            if todo:
                results, _ = engine.text_rec([crops[i] for i in todo])
                for i, res in zip(todo, results, strict=True):
                    boxes[i].text, boxes[i].score = str(res[0]), float(res[1])
        self.recognised += len(todo)
        self.reused += len(boxes) - len(todo)
        self.prev = boxes
        return _to_lines(boxes)


def read_frame(path: Path) -> list[Line]:
    """Text lines rapidocr finds in one image (no reuse from other frames)."""
    return FrameReader().read(path)


def _load(path: Path):
    """The frame as a BGR array, read once for both the thumbnail and OCR."""
    import cv2

    img = cv2.imread(str(path), cv2.IMREAD_COLOR)
    if img is None:
        from veristream.errors import VeriStreamError

        raise VeriStreamError(f"Cannot read the sampled frame {path.name}.", "The video may be corrupt.")
    return img


def thumbnail(image):
    """A tiny grayscale copy for cheap 'did anything change' checks (image: path or BGR array)."""
    import cv2

    if not hasattr(image, "shape"):
        image = cv2.imread(str(image), cv2.IMREAD_COLOR)
        if image is None:
            return None
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    return cv2.resize(gray, THUMB_SIZE, interpolation=cv2.INTER_AREA)


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
    reader = FrameReader()
    prev_thumb = None
    prev_lines: list[Line] = []
    ocr_count = 0
    for t, path in frames:
        if should_stop and should_stop():
            from veristream.errors import VeriStreamError

            raise VeriStreamError(
                "On-screen text OCR ran past its time limit.",
                "Pass --no-ocr or lower VERISTREAM_OCR_FPS.",
                chat_hint="Upload the video's caption file (.vtt or .srt) instead, or audit a shorter clip.",
            )
        image = _load(path)
        thumb = thumbnail(image)
        if same_frame(prev_thumb, thumb):
            lines = prev_lines
        else:
            lines = reader.read(image)
            ocr_count += 1
        reads.append((t, lines))
        prev_thumb, prev_lines = thumb, lines
        if on_frame is not None:
            on_frame(frames_done=len(reads), frames=len(frames), ocr_frames=ocr_count)
    spans = merge_reads(reads, fps, duration)
    counts = {
        "frames": len(frames),
        "ocr_frames": ocr_count,
        "boxes_read": reader.recognised,
        "boxes_reused": reader.reused,
        "spans": len(spans),
    }
    return spans, counts
