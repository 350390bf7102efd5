"""Real OCR on a moving background: the worst case for the skip-unchanged-frames shortcut (loads rapidocr)."""

from __future__ import annotations

import pytest
from rapidfuzz import fuzz

from tests.tools import media_factory as mf
from tools.transcribe import transcribe

pytestmark = pytest.mark.slow

WATERMARK = mf.Overlay("STOCK TALK DAILY", 0, 7, size=32, y="60")
DISCLAIMER = mf.Overlay("Not financial advice. Investing involves risk.", 3, 5, size=20, y="h-40")
CODE = mf.Overlay("USE CODE MOON58", 5, 7, size=20, y="h-40")


@pytest.fixture(scope="module")
def moving_mp4(tmp_path_factory):
    if mf.missing_tools() or not mf.font_available():
        pytest.skip("needs ffmpeg and the DejaVu font")
    path = tmp_path_factory.mktemp("moving") / "moving.mp4"
    return mf.video(path, 7, [WATERMARK, DISCLAIMER, CODE], size="1280x720", rate=15, moving=True)


def test_small_disclaimer_over_moving_video_is_read_and_timed(moving_mp4):
    stages = {}
    t = transcribe(str(moving_mp4), progress=lambda stage, info: stages.setdefault(stage, {}).update(info))
    spans = {(o.start, o.end): o.text for o in t.onscreen}
    assert fuzz.ratio(spans[(0.0, 7.0)].casefold(), WATERMARK.text.casefold()) >= 90, spans
    assert fuzz.ratio(spans[(3.0, 5.0)].casefold(), DISCLAIMER.text.casefold()) >= 90, spans
    assert fuzz.ratio(spans[(5.0, 7.0)].casefold(), CODE.text.casefold()) >= 90, spans
    assert len(spans) == 3, spans
    ocr = stages["ocr"]
    assert ocr["frames"] == 7 and ocr["ocr_frames"] >= 3  # how many frames look unchanged depends on the gradient
    assert ocr["boxes_read"] >= 3  # each overlay read at least once, whatever was reused
