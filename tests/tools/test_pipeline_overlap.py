"""Speech-to-text and OCR run side by side for a video that needs both (stages faked; real media, no models)."""

from __future__ import annotations

import threading

import pytest

from tools.transcribe import pipeline, transcribe
from veristream.errors import InputError, VeriStreamError
from veristream.models import OnscreenSpan, Segment


@pytest.fixture
def fake_stages(monkeypatch):
    """Replaces the ASR and OCR stages; `barrier` makes each wait for the other, which only works in parallel."""
    state = {"barrier": threading.Barrier(2, timeout=20), "asr_error": None, "cancelled": None, "threads": set()}

    def speech(rep, file, info, asr, captions, check=None):
        state["threads"].add(threading.current_thread().name)
        if state["barrier"] is not None:
            state["barrier"].wait()
        if state["asr_error"] is not None:
            raise state["asr_error"]
        return "asr", [Segment(start=0.0, end=1.0, text="hello", source="asr")]

    def onscreen(rep, file, info, ocr, workdir, cancel=None):
        state["threads"].add(threading.current_thread().name)
        if state["barrier"] is not None:
            state["barrier"].wait()
        if state["asr_error"] is not None:
            state["cancelled"] = cancel is not None and cancel.wait(timeout=20)
            raise VeriStreamError("OCR stopped", "")
        return [OnscreenSpan(start=1.0, end=2.0, text="Paid partnership")]

    monkeypatch.setattr(pipeline, "_speech", speech)
    monkeypatch.setattr(pipeline, "_onscreen", onscreen)
    return state


def test_asr_and_ocr_overlap_in_two_threads(finfluencer_mp4, fake_stages):
    t = transcribe(str(finfluencer_mp4))
    assert [s.text for s in t.segments] == ["hello"] and [o.text for o in t.onscreen] == ["Paid partnership"]
    assert len(fake_stages["threads"]) == 2


def test_asr_failure_cancels_ocr_and_is_the_error_raised(finfluencer_mp4, fake_stages):
    fake_stages["asr_error"] = InputError("Cannot decode the audio", "re-encode it")
    with pytest.raises(InputError, match="Cannot decode the audio"):
        transcribe(str(finfluencer_mp4))
    assert fake_stages["cancelled"] is True


def test_overlap_can_be_turned_off(finfluencer_mp4, fake_stages, monkeypatch):
    monkeypatch.setenv("VERISTREAM_OVERLAP_ASR_OCR", "0")
    fake_stages["barrier"] = None
    transcribe(str(finfluencer_mp4))
    assert fake_stages["threads"] == {threading.current_thread().name}


def test_bad_overlap_setting(finfluencer_mp4, fake_stages, monkeypatch):
    monkeypatch.setenv("VERISTREAM_OVERLAP_ASR_OCR", "maybe")
    with pytest.raises(InputError, match="VERISTREAM_OVERLAP_ASR_OCR"):
        transcribe(str(finfluencer_mp4))


@pytest.mark.parametrize(
    "ocr_error, expected",
    [
        (InputError("Cannot decode video frames of x.mp4", "corrupt"), "Cannot decode video frames"),
        (RuntimeError("onnxruntime exploded"), r"On-screen text OCR failed \(RuntimeError: onnxruntime exploded\)"),
    ],
)
def test_ocr_failure_stops_speech_to_text_early(finfluencer_mp4, monkeypatch, ocr_error, expected):
    from tools.transcribe import asr

    segments_done = []

    def onscreen(rep, file, info, ocr, workdir, cancel=None):
        raise ocr_error

    def transcribe_audio(path, deadline, language="en", on_segment=None, on_language=None):
        for k in range(2000):  # far longer than the test allows: only on_segment raising ends it early
            threading.Event().wait(0.01)
            segments_done.append(k)
            on_segment(audio_s=k, segments=k)
        return []

    monkeypatch.setattr(pipeline, "_onscreen", onscreen)
    monkeypatch.setattr(asr, "transcribe_audio", transcribe_audio)
    with pytest.raises(VeriStreamError, match=expected):
        transcribe(str(finfluencer_mp4))
    assert len(segments_done) < 500


def test_ocr_failure_hints_fit_the_cli_and_the_chat(finfluencer_mp4, monkeypatch):
    """Issue #11: the chat showed "→ Pass --no-ocr to skip on-screen text."; a chat user has no flags."""
    from tools.transcribe import asr

    def onscreen(rep, file, info, ocr, workdir, cancel=None):
        raise RuntimeError("Called get_config outside of a runnable context")

    def transcribe_audio(path, deadline, language="en", on_segment=None, on_language=None):
        for k in range(2000):
            threading.Event().wait(0.01)
            on_segment(audio_s=k, segments=k)
        return []

    monkeypatch.setattr(pipeline, "_onscreen", onscreen)
    monkeypatch.setattr(asr, "transcribe_audio", transcribe_audio)
    with pytest.raises(VeriStreamError) as exc:
        transcribe(str(finfluencer_mp4))
    assert "--no-ocr" in exc.value.hint_for("cli")
    chat = exc.value.user_text("chat")
    assert "--" not in chat and "caption file" in chat and chat.startswith("On-screen text OCR failed")
