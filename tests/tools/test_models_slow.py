"""Real speech-to-text and OCR on generated media (slow: loads faster-whisper tiny.en and rapidocr)."""

import json
import shutil
import threading

import pytest
from rapidfuzz import fuzz

from tests.tools import media_factory as mf
from tests.tools.conftest import OVERLAYS
from tools.transcribe import transcribe
from veristream import cli

pytestmark = pytest.mark.slow


def test_speech_to_text_on_espeak_clip(speech_wav):
    events = []
    t = transcribe(str(speech_wav), progress=lambda stage, info: events.append((stage, info["status"])))
    assert ("asr", "start") in events and ("asr", "progress") in events and ("asr", "end") in events
    assert ("ocr", "skipped") in events  # audio only
    assert t.transcript_source == "asr"
    assert t.onscreen == []  # audio only: OCR skipped
    text = " ".join(s.text for s in t.segments).lower()
    heard = [w for w in ("guaranteed", "double", "sponsor", "past performance", "future results") if w in text]
    assert len(heard) >= 4, text  # tiny.en may mishear one word of espeak's voice ("double" came out "normal")
    duration = t.metadata.duration
    assert duration and 10 < duration < 20
    assert all(0 <= s.start < s.end <= duration + 0.5 for s in t.segments)
    assert [s.start for s in t.segments] == sorted(s.start for s in t.segments)
    assert all(s.source == "asr" for s in t.segments)


def test_video_speech_and_timed_overlays_including_small_text(finfluencer_mp4, capsys):
    assert cli.main(["transcribe", str(finfluencer_mp4), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["transcript_source"] == "asr"
    assert "guaranteed" in " ".join(s["text"] for s in data["segments"]).lower()
    spans = data["onscreen"]
    assert [(s["start"], s["end"]) for s in spans] == [(o.start, o.end) for o in OVERLAYS]
    for span, overlay in zip(spans, OVERLAYS, strict=True):
        assert fuzz.ratio(span["text"].casefold(), overlay.text.casefold()) >= 90, span["text"]


@pytest.fixture(scope="session")
def ten_minute_disclaimer(media_dir):
    """606 s of a plain background with a disclaimer visible from 10:02 to 10:04 only."""
    if not mf.font_available():
        pytest.skip(f"drawtext needs {mf.FONT} (apt-get install fonts-dejavu-core)")
    return mf.video(media_dir / "long.mp4", 606, [mf.Overlay("Not financial advice", 602, 604)], rate=2)


def test_disclaimer_at_10_02_to_10_04_is_a_602_to_604_span(ten_minute_disclaimer):
    t = transcribe(str(ten_minute_disclaimer))  # no audio track: speech-to-text is skipped, OCR only
    assert t.transcript_source == "asr" and t.segments == []
    assert [o.model_dump() for o in t.onscreen] == [{"start": 602.0, "end": 604.0, "text": "Not financial advice"}]


@pytest.fixture(scope="session")
def promo_mp4(media_dir):
    if not mf.font_available():
        pytest.skip(f"drawtext needs {mf.FONT} (apt-get install fonts-dejavu-core)")
    return mf.video(media_dir / "promo.mp4", 6, [mf.Overlay("USE CODE MOON50", 1, 3, size=56)])


def test_two_transcriptions_with_ocr_at_once_keep_their_own_frames(finfluencer_mp4, promo_mp4, tmp_path):
    a = tmp_path / "a" / "finfluencer.mp4"
    b = tmp_path / "b" / "finfluencer.mp4"  # same file name in another folder on purpose
    for src, dst in ((finfluencer_mp4, a), (promo_mp4, b)):
        dst.parent.mkdir()
        shutil.copy(src, dst)
    (a.parent / "finfluencer.srt").write_text("1\n00:00:00,000 --> 00:00:02,000\nHello.\n", encoding="utf-8")
    results = {}

    def run(name, path):
        try:
            results[name] = transcribe(str(path))
        except Exception as exc:  # reported by the assertions below
            results[name] = exc

    threads = [threading.Thread(target=run, args=(n, p)) for n, p in (("a", a), ("b", b))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert [(s.start, s.end) for s in results["a"].onscreen] == [(2.0, 4.0), (6.0, 8.0)]
    assert [(s.start, s.end) for s in results["b"].onscreen] == [(1.0, 3.0)]
    assert "MOON50" in results["b"].onscreen[0].text.replace(" ", "").upper()
