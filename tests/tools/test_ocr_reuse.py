"""Two-stage OCR: detection on every changed frame, recognition only of new or changed boxes (no model here)."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from tools.transcribe import ocr


def text_image(text: str, shift: float = 0.0, contrast: float = 1.0, width: int = 640, height: int = 48):
    """Dark text on a horizontal gradient whose phase `shift` moves, like a moving video behind an overlay."""
    x = np.linspace(0, 1, width, dtype=np.float32)
    bg = 160 + 40 * np.sin(2 * np.pi * (x + shift))  # text stays 100 grey levels darker, never clipped
    img = np.repeat(bg[None, :], height, axis=0)
    mask = np.zeros((height, width), np.uint8)
    cv2.putText(mask, text, (4, height - 14), cv2.FONT_HERSHEY_SIMPLEX, 0.9, 255, 2, cv2.LINE_AA)
    img = img - contrast * (mask.astype(np.float32) / 255.0) * 100
    return cv2.cvtColor(np.clip(img, 0, 255).astype(np.uint8), cv2.COLOR_GRAY2BGR)


DISCLAIMER = "Not financial advice. Code MOON50"


def sig(*args, **kwargs):
    return ocr.crop_signature(text_image(*args, **kwargs))


def test_same_text_over_a_moving_background_is_unchanged():
    base = sig(DISCLAIMER)
    for shift in (0.01, 0.02, 0.05):
        assert not ocr.crop_changed(base, sig(DISCLAIMER, shift=shift))


@pytest.mark.parametrize("other", ["Not financial advice. Code MOON60", "Not financial advice. Code MOON5O"])
def test_one_changed_character_in_a_long_line_is_a_change(other):
    assert ocr.crop_changed(sig(DISCLAIMER), sig(other, shift=0.02))


def test_text_fading_in_is_a_change():
    assert ocr.crop_changed(sig(DISCLAIMER, contrast=0.4), sig(DISCLAIMER))


class FakeEngine:
    """Stands in for rapidocr: each 'frame' is a list of (box, crop image, text); counts recognitions."""

    def __init__(self):
        self.recognised: list[str] = []

    def auto_text_det(self, frame):
        boxes = [np.array(box, dtype=np.float32) for box, _crop, _text in frame.items]
        return (boxes or None), 0.0

    def get_crop_img_list(self, frame, boxes):
        return [crop for _box, crop, _text in frame.items]

    def text_rec(self, crops):
        out = []
        for crop in crops:
            text = next(t for _b, c, t in FakeFrame.registry if c is crop)
            self.recognised.append(text)
            out.append((text, 0.95))
        return out, 0.0


class FakeFrame:
    registry: list = []
    shape = (720, 1280, 3)

    def __init__(self, items):
        self.items = items
        FakeFrame.registry.extend(items)


def box(x, y, w=300, h=30):
    return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]]


@pytest.fixture
def engine(monkeypatch):
    fake = FakeEngine()
    monkeypatch.setattr(ocr, "get_engine", lambda: fake)
    return fake


def test_reader_recognises_only_new_or_changed_boxes(engine):
    reader = ocr.FrameReader()
    frames = [
        [(box(10, 600), text_image(DISCLAIMER, 0.00), DISCLAIMER)],
        [(box(10, 600), text_image(DISCLAIMER, 0.03), DISCLAIMER)],  # same overlay, background moved: reused
        [(box(11, 601), text_image(DISCLAIMER, 0.06), DISCLAIMER), (box(10, 80), text_image("WATCH"), "WATCH")],
        [(box(10, 600), text_image("Not financial advice. Code MOON60"), "Not financial advice. Code MOON60")],
        [(box(200, 300), text_image("Not financial advice. Code MOON60"), "moved")],  # new place: read again
        [],
        [(box(200, 300), text_image("Not financial advice. Code MOON60"), "back")],  # after a gap: read again
    ]
    reads = [[line.text for line in reader.read(FakeFrame(items))] for items in frames]
    assert engine.recognised == [DISCLAIMER, "WATCH", "Not financial advice. Code MOON60", "moved", "back"]
    assert reads[1] == [DISCLAIMER]
    assert reads[2] == [DISCLAIMER, "WATCH"]
    assert reads[3] == ["Not financial advice. Code MOON60"]
    assert reads[5] == []
    assert (reader.recognised, reader.reused) == (5, 2)


def test_reader_drops_low_confidence_and_one_letter_reads(engine, monkeypatch):
    monkeypatch.setattr(engine, "text_rec", lambda crops: ([("x", 0.99), ("texture", 0.3), ("OK go", 0.9)], 0.0))
    items = [(box(0, 10 * k), text_image(str(k)), str(k)) for k in range(3)]
    assert [line.text for line in ocr.FrameReader().read(FakeFrame(items))] == ["OK go"]


def test_det_side_setting_is_validated(monkeypatch):
    from veristream.errors import InputError

    monkeypatch.setenv("VERISTREAM_OCR_DET_SIDE", "100")
    with pytest.raises(InputError, match="VERISTREAM_OCR_DET_SIDE"):
        ocr.det_side()
    monkeypatch.setenv("VERISTREAM_OCR_DET_SIDE", "640")
    assert ocr.det_side() == 640
