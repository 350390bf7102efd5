"""transcribe(): any source -> Transcript (speech segments + timed on-screen text + metadata).

Order of preference for speech: captions (manual, then automatic) without downloading media, then offline
speech-to-text. Each run works in its own temporary directory, removed afterwards even on error, and finished
transcripts are cached by video ID or file hash plus options.
"""

from __future__ import annotations

import codecs
import hashlib
import os
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from veristream import config, scratch
from veristream.clock import clock
from veristream.errors import InputError, SourceUnavailableError, VeriStreamError
from veristream.models import (
    LanguageEvidence,
    OnscreenSpan,
    Segment,
    SegmentSource,
    SourceInfo,
    Transcript,
    VideoMetadata,
)

from . import cache, language, media, metadata, urls
from .captions import CaptionParseError, cues_to_segments, looks_rolling, parse_caption_text, parse_vtt_cues

Progress = Callable[[str, dict], None]
CAPTION_EXTENSIONS = {".vtt", ".srt", ".json", ".json3", ".txt", ".md"}


class _Reporter:
    """Calls progress(stage, info) at each stage start and end, with timings, so the UI can show live steps."""

    def __init__(self, callback: Progress | None):
        self.callback = callback
        self.language: LanguageEvidence | None = None  # what this run learnt about the speech's language
        self.t0 = time.monotonic()
        self._lock = threading.Lock()  # ASR and OCR report from two threads; callers get one call at a time

    def emit(self, stage: str, info: dict[str, Any]) -> None:
        if self.callback is not None:
            with self._lock:
                self.callback(stage, info)

    @contextmanager
    def stage(self, name: str, **start_info: Any) -> Iterator[dict[str, Any]]:
        self.emit(name, {"status": "start", **start_info})
        info: dict[str, Any] = {}
        t = time.monotonic()
        try:
            yield info
        except Exception as exc:
            # Tell the UI the step failed (so it does not spin forever), then let the error propagate.
            self.emit(name, {"status": "error", "elapsed_s": round(time.monotonic() - t, 3), "error": str(exc)})
            raise
        self.emit(name, {"status": "end", "elapsed_s": round(time.monotonic() - t, 3), **info})

    def ticker(self, name: str, every_s: float = 1.0) -> Callable[..., None]:
        """A throttled callback for long stages: progress(name, {"status": "progress", ...}) at most every_s."""
        last = [0.0]

        def tick(**info: Any) -> None:
            now = time.monotonic()
            if now - last[0] >= every_s:
                last[0] = now
                self.emit(name, {"status": "progress", **info})

        return tick

    def skip(self, name: str, reason: str) -> None:
        self.emit(name, {"status": "skipped", "reason": reason})

    def done(self, transcript: Transcript, cached: bool) -> None:
        self.emit(
            "done",
            {
                "status": "end",
                "cached": cached,
                "transcript_source": transcript.transcript_source,
                "segments": len(transcript.segments),
                "onscreen": len(transcript.onscreen),
                "elapsed_s": round(time.monotonic() - self.t0, 3),
            },
        )


def _resolve_path(text: str) -> Path:
    path = Path(text).expanduser()
    if not path.exists():
        raise InputError(
            f"No such file: {text}",
            "Pass a YouTube link, a media URL, or the path of a video, audio or caption file.",
        )
    if not path.is_file():
        raise InputError(f"Not a file: {text}", "Pass a single video, audio or caption file.")
    return path.resolve()


def _check_size(path: Path) -> None:
    size_mb = path.stat().st_size / (1024 * 1024)
    if size_mb > config.max_file_mb():
        raise InputError(
            f"{path.name} is {size_mb:.0f} MB, over the {config.max_file_mb():.0f} MB limit.",
            "Raise VERISTREAM_MAX_FILE_MB or trim the file.",
        )
    if size_mb == 0:
        raise InputError(f"{path.name} is empty.", "Pass a non-empty file.")


def _check_duration(duration: float | None, what: str) -> None:
    limit = config.max_duration_s()
    if duration and duration > limit:
        raise SourceUnavailableError(
            f"{what} is {clock(duration)} long, over the {clock(limit)} limit.",
            "Raise VERISTREAM_MAX_DURATION_S, or audit a shorter clip.",
        )


# ------------------------------------------------------------------ caption files


def _decode_caption_bytes(raw: bytes) -> str:
    """UTF-8 (with or without BOM), or UTF-16/32 by BOM or by its NUL pattern: Windows tools save captions as
    UTF-16, which is text, not the "binary file" it used to be called (issue #12 item 15)."""
    for bom, codec in ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
                       (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):  # fmt: skip
        if raw.startswith(bom):
            return raw.decode(codec)
    head = raw[:4096]
    if len(head) >= 4 and head.count(0) * 3 >= len(head):  # ASCII-range text as UTF-16 without a BOM
        odd_nuls, even_nuls = head[1::2].count(0), head[0::2].count(0)
        if odd_nuls > 0.9 * len(head[1::2]):
            return raw.decode("utf-16-le")
        if even_nuls > 0.9 * len(head[0::2]):
            return raw.decode("utf-16-be")
    return raw.decode("utf-8-sig")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _keep_read(source: SourceInfo, cached: SourceInfo) -> SourceInfo:
    """A cached transcript keeps when its source was read and the hash of the video it was made from."""
    return source.model_copy(update={"accessed_at": cached.accessed_at or source.accessed_at,
                                     "media_sha256": source.media_sha256 or cached.media_sha256})


def load_caption_file(path: str | Path) -> Transcript:
    """A caption or transcript file (VTT, SRT, json3, whisper JSON, timestamped text) as a Transcript.

    A `<stem>.info.json` beside it supplies the metadata. Our own `transcribe --json` output is read back whole.
    """
    file = _resolve_path(str(path))
    _check_size(file)
    raw = file.read_bytes()
    try:
        text = _decode_caption_bytes(raw)
    except UnicodeDecodeError:
        if b"\x00" in raw[:4096]:
            raise InputError(
                f"{file.name} is a binary file, not a caption file.",
                "Pass a .vtt, .srt, .json or .txt transcript, or a media file.",
            ) from None
        text = raw.decode("latin-1")
    try:
        segments, data = parse_caption_text(file.name, text, "file")
    except CaptionParseError as exc:
        raise InputError(
            f"Malformed caption file {file.name}: {exc}.",
            "Supported: WebVTT, SRT, YouTube json3, whisper JSON {'segments': [...]}, text with timestamps.",
        ) from exc
    meta = VideoMetadata()
    onscreen: list[OnscreenSpan] = []
    if isinstance(data, dict) and "transcript_source" in data:  # a saved `veristream transcribe --json`
        try:
            saved = Transcript.model_validate(data)
        except ValueError as exc:
            raise InputError(
                f"Malformed transcript JSON {file.name}: {exc}", "Re-create it with transcribe --json."
            ) from exc
        meta, onscreen, segments = saved.metadata, saved.onscreen, saved.segments
    sidecar = metadata.read_sidecar(file)
    if sidecar is not None:
        meta = metadata.from_info(sidecar)
    lang = language.caption_file_language(file, text, sidecar)
    if isinstance(data, dict) and "transcript_source" in data and saved.language is not None:
        lang = saved.language  # a saved transcript keeps what its own run learnt (e.g. the speech model's reading)
    if not segments and not onscreen:
        raise InputError(f"{file.name} contains no caption text.", "Check that it is the right file and not empty.")
    if meta.title is None:
        meta = meta.model_copy(update={"title": file.stem})
    return Transcript(
        source=SourceInfo(kind="caption_file", input=str(path), path=str(file), video_id=meta.id,
                          accessed_at=_now()),
        metadata=meta,
        transcript_source="file",
        segments=segments,
        onscreen=onscreen,
        language=lang,
    )


_SIDECAR_CAPTION_SUFFIXES = (".en.vtt", ".en-orig.vtt", ".vtt", ".en.srt", ".srt")


def _sidecar_fingerprint(path: Path) -> str:
    """Hash of the files beside a video that change its transcript, so editing them invalidates the cache."""
    parts = []
    info = metadata.sidecar_path(path)
    candidates = ([info] if info else []) + [path.with_name(path.stem + s) for s in _SIDECAR_CAPTION_SUFFIXES]
    for candidate in candidates:
        if candidate.is_file():
            parts.append(f"{candidate.name}:{cache.file_sha256(candidate)}")
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:16]


def _sidecar_captions(path: Path) -> tuple[SegmentSource, list[Segment]] | None:
    """Caption files yt-dlp writes beside a download (`video.en.vtt`, `video.srt`), used before speech-to-text."""
    for suffix in _SIDECAR_CAPTION_SUFFIXES:
        candidate = path.with_name(path.stem + suffix)
        if candidate.is_file():
            text = candidate.read_text(encoding="utf-8-sig", errors="replace")
            try:
                if candidate.suffix == ".vtt":
                    cues = parse_vtt_cues(text)
                    kind: SegmentSource = "auto_captions" if looks_rolling(cues) else "captions"
                    segments = cues_to_segments(cues, kind)
                else:
                    kind = "captions"
                    segments, _ = parse_caption_text(candidate.name, text, kind)
            except CaptionParseError as exc:
                raise InputError(f"Malformed caption file {candidate.name}: {exc}.", "Fix or remove it.") from exc
            if segments:
                return kind, segments
    return None


# ------------------------------------------------------------------ shared stages


def _options(ocr: bool, asr: bool) -> dict[str, Any]:
    opts: dict[str, Any] = {"ocr": ocr, "asr": asr}
    if ocr:
        opts["ocr_fps"] = media.ocr_fps()
    if asr:
        opts["asr_model"] = config.whisper_model_dir() or "bundled-tiny.en"
    return opts


def _speech(
    rep: _Reporter,
    file: Path,
    info: media.MediaInfo,
    asr: bool,
    captions: tuple[SegmentSource, list[Segment]] | None,
    check: Callable[[], None] | None = None,
) -> tuple[SegmentSource, list[Segment]]:
    """Speech segments; `check()` runs after each segment and may raise to stop (OCR failed alongside)."""
    if captions is not None:
        rep.skip("asr", "captions found")
        return captions
    if not asr:
        raise InputError(
            "No captions found and speech-to-text is disabled (--no-asr).",
            "Drop --no-asr to transcribe the speech offline, or pass a caption file.",
        )
    if not info.has_audio:
        rep.skip("asr", "no audio track")
        return "asr", []
    from .asr import transcribe_audio

    timeout = config.asr_timeout_s(max(600.0, 2.0 * (info.duration or 0)))
    with rep.stage("asr", duration=info.duration) as stage:
        tick = rep.ticker("asr")

        def on_segment(**progress: Any) -> None:
            tick(**progress)
            if check is not None:
                check()

        def on_language(evidence: LanguageEvidence) -> None:
            rep.language = evidence
            stage["language"] = evidence.code or "not English"

        segments = transcribe_audio(
            file, deadline=time.monotonic() + timeout, on_segment=on_segment, on_language=on_language
        )
        stage["segments"] = len(segments)
        stage["audio_s"] = info.duration
    return "asr", segments


def _onscreen(
    rep: _Reporter,
    file: Path,
    info: media.MediaInfo,
    ocr: bool,
    workdir: Path,
    cancel: threading.Event | None = None,
) -> list[OnscreenSpan]:
    if not ocr:
        rep.skip("ocr", "disabled")
        return []
    if not info.has_video:
        rep.skip("ocr", "no video track")
        return []
    from .ocr import ocr_frames

    fps = media.ocr_fps()
    timeout = config.ocr_timeout_s(max(600.0, 1.5 * (info.duration or 0)))
    deadline = time.monotonic() + timeout
    with rep.stage("ocr", fps=fps) as stage:
        frames = media.sample_frames(file, workdir / "frames", fps, timeout=timeout)
        spans, counts = ocr_frames(
            frames,
            fps,
            info.duration,
            should_stop=lambda: time.monotonic() > deadline or (cancel is not None and cancel.is_set()),
            on_frame=rep.ticker("ocr"),
        )
        stage.update(counts)
    return spans


def _overlap_enabled() -> bool:
    return config.overlap_asr_ocr()


def _speech_and_onscreen(
    rep: _Reporter,
    file: Path,
    info: media.MediaInfo,
    ocr: bool,
    asr: bool,
    captions: tuple[SegmentSource, list[Segment]] | None,
    workdir: Path,
) -> tuple[tuple[SegmentSource, list[Segment]], list[OnscreenSpan]]:
    """Speech-to-text and OCR, side by side in two threads when a video needs both.

    Both CTranslate2 and onnxruntime release the GIL, and on 2 cores one thread each side by side beats two threads
    each in turn (10-minute moving video: 39 s vs 63 s, benchmarks/bench_transcribe.py --moving), hence the
    1-thread defaults of VERISTREAM_ASR_THREADS and VERISTREAM_OCR_THREADS. VERISTREAM_OVERLAP_ASR_OCR=0 runs
    them in turn.
    """
    both = ocr and info.has_video and asr and captions is None and info.has_audio
    if not (both and _overlap_enabled()):
        speech = _speech(rep, file, info, asr, captions)
        return speech, _onscreen(rep, file, info, ocr, workdir)
    cancel = threading.Event()
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="veristream-ocr") as pool:
        future = pool.submit(_onscreen, rep, file, info, ocr, workdir, cancel)

        def ocr_failed() -> None:  # e.g. a corrupt video stream: stop speech-to-text too instead of finishing first
            exc = future.exception() if future.done() else None
            if isinstance(exc, VeriStreamError):
                raise exc
            if exc is not None:  # a plain exception would be reported as an audio decoding error by asr.py
                raise VeriStreamError(
                    f"On-screen text OCR failed ({type(exc).__name__}: {exc}).",
                    "Pass --no-ocr to skip on-screen text.",
                    chat_hint="Try again. If it fails again, upload the video's caption file (.vtt or .srt) instead; "
                    "the server log has the details.",
                ) from exc

        try:
            speech = _speech(rep, file, info, asr, captions, ocr_failed)
        except BaseException:
            cancel.set()  # the OCR thread stops at its next frame; leaving the pool waits for it, then we re-raise
            raise
        return speech, future.result()


def _finish(
    rep: _Reporter,
    source: SourceInfo,
    meta: VideoMetadata,
    speech: tuple[SegmentSource, list[Segment]],
    onscreen: list[OnscreenSpan],
) -> Transcript:
    kind, segments = speech
    if not segments and not onscreen:
        raise SourceUnavailableError(
            f"No speech and no on-screen text found in {source.input}.",
            "Check the video has audible speech or captions; if it is music only there is nothing to audit.",
        )
    return Transcript(
        source=source,
        metadata=meta,
        transcript_source=kind,
        segments=segments,
        onscreen=onscreen,
        language=rep.language,
    )


def _fresh(rep: _Reporter, key: str, transcript: Transcript) -> Transcript:
    """A transcript made now (not read from the cache): cached under `key` for the next run, then reported done."""
    cache.put(key, transcript)
    rep.done(transcript, cached=False)
    return transcript


# ------------------------------------------------------------------ local media


def _local_media(rep: _Reporter, file: Path, source_text: str, ocr: bool, asr: bool, workdir: Path) -> Transcript:
    _check_size(file)
    source = SourceInfo(kind="media_file", input=source_text, path=str(file), accessed_at=_now())
    with rep.stage("metadata") as stage:
        digest = cache.file_sha256(file)
        source = source.model_copy(update={"media_sha256": digest})  # the report and the examiner bundle cite it
        key = cache.cache_key(f"file:{digest}:{_sidecar_fingerprint(file)}", _options(ocr, asr))
        cached = cache.get(key)
        stage["cached"] = cached is not None
        if cached is None:
            info = media.probe(file)
            sidecar = metadata.read_sidecar(file)
            meta = metadata.from_info(sidecar) if sidecar else VideoMetadata(title=file.stem)
            if meta.duration is None and info.duration:
                meta = meta.model_copy(update={"duration": round(info.duration, 3)})
            _check_duration(info.duration or meta.duration, file.name)
            stage["duration"] = meta.duration
    if cached is not None:
        transcript = cached.model_copy(update={"source": _keep_read(source, cached.source)})
        rep.done(transcript, cached=True)
        return transcript
    from_youtube = "youtube.com" in (meta.webpage_url or "") or (sidecar or {}).get("extractor_key") == "Youtube"
    if meta.id and from_youtube:
        source = source.model_copy(update={"video_id": meta.id})
    with rep.stage("captions") as stage:
        captions = _sidecar_captions(file)
        stage["found"] = captions is not None
    if sidecar and not captions:
        rep.language = language.from_tag(sidecar.get("language"), "metadata", f"{file.stem}.info.json language")
    rep.skip("download", "local file")
    speech, onscreen = _speech_and_onscreen(rep, file, info, ocr, asr, captions, workdir)
    return _fresh(rep, key, _finish(rep, source, meta, speech, onscreen))


# ------------------------------------------------------------------ URLs (YouTube and generic)


def _remote(
    rep: _Reporter, ref: urls.SourceRef, source_text: str, ocr: bool, asr: bool, workdir: Path, allow_local: bool
) -> Transcript:
    """Every fetch of this stage goes through veristream.net's checking proxy, each stage with its own deadline."""
    from . import ytdlp_source

    assert ref.url is not None
    is_youtube = ref.kind == "youtube"
    source = SourceInfo(
        kind="youtube" if is_youtube else "url",
        input=source_text,
        url=ref.url,
        video_id=ref.value if is_youtube else None,
        accessed_at=_now(),
    )
    opts = _options(ocr, asr)
    key = cache.cache_key(f"youtube:{ref.value}", opts) if is_youtube else None
    cached = cache.get(key) if key else None
    with rep.stage("metadata", cached=cached is not None) as stage:
        if cached is None:
            info = ytdlp_source.extract_info(
                ref.url, allow_local=allow_local, deadline=time.monotonic() + config.fetch_timeout_s()
            )
            meta = metadata.from_info(info)
            if not is_youtube:
                key = cache.cache_key(f"{info.get('extractor_key', 'url')}:{info.get('id') or ref.url}", opts)
                cached = cache.get(key)
            _check_duration(meta.duration, meta.title or ref.url)
            stage.update({"title": meta.title, "duration": meta.duration})
    if cached is not None:
        transcript = cached.model_copy(update={"source": _keep_read(source, cached.source)})
        rep.done(transcript, cached=True)
        return transcript

    with rep.stage("captions") as stage:
        picked = ytdlp_source.pick_captions(info)
        captions = None
        caption_error: SourceUnavailableError | None = None
        if picked is not None:
            kind, lang, entry = picked
            try:
                segments = ytdlp_source.fetch_captions(
                    kind, entry, allow_local=allow_local, deadline=time.monotonic() + config.fetch_timeout_s()
                )
            except SourceUnavailableError as exc:
                # e.g. YouTube answering 429 on the caption URL: speech-to-text can still produce a transcript.
                # The failure is reported to progress and raised if speech-to-text is off.
                caption_error, segments = exc, []
                stage["fetch_error"] = str(exc)
            stage.update({"kind": kind, "lang": lang, "segments": len(segments)})
            if segments:
                captions = (kind, segments)
                rep.language = language.from_tag(lang, "caption_tag", "caption track")
        stage["found"] = captions is not None
    if captions is None and not asr and caption_error is not None:
        raise caption_error
    if captions is None and not asr:
        raise InputError(
            f"{ref.url} has no English captions and speech-to-text is disabled (--no-asr).",
            "Drop --no-asr to transcribe the speech offline.",
        )
    if captions is not None and not ocr:
        rep.skip("download", "captions found and OCR disabled")
        rep.skip("asr", "captions found")
        rep.skip("ocr", "disabled")
        return _fresh(rep, key, _finish(rep, source, meta, captions, []))

    timeout = config.download_timeout_s()
    fmt = "b[height<=720]/bv*[height<=720]+ba/b/bv*+ba" if ocr else "ba/b"
    with rep.stage("download", format=fmt) as stage:
        try:
            file = ytdlp_source.download(
                ref.url,
                workdir,
                fmt,
                config.max_file_mb(),
                time.monotonic() + timeout,
                on_progress=rep.ticker("download"),
                allow_local=allow_local,
            )
        except SourceUnavailableError as exc:
            if captions is not None:  # the video was only needed for on-screen text: say how to go on without it
                raise SourceUnavailableError(
                    f"{exc.args[0]} (needed for on-screen text; captions were found)",
                    "Rerun with --no-ocr to audit the captions and description without on-screen text.",
                    chat_hint="Try again later, or download the captions and upload the caption file to audit them "
                    "without on-screen text.",
                ) from exc
            raise
        stage["bytes"] = file.stat().st_size
        _check_size(file)
        source = source.model_copy(update={"media_sha256": cache.file_sha256(file)})  # the bytes that were audited
        minfo = media.probe(file)
        _check_duration(minfo.duration, meta.title or ref.url)
        if meta.duration is None and minfo.duration:
            meta = meta.model_copy(update={"duration": round(minfo.duration, 3)})
    speech, onscreen = _speech_and_onscreen(rep, file, minfo, ocr, asr, captions, workdir)
    return _fresh(rep, key, _finish(rep, source, meta, speech, onscreen))


# ------------------------------------------------------------------ entry point


def transcribe(
    source: str,
    *,
    ocr: bool = True,
    asr: bool = True,
    allow_local_urls: bool | None = None,
    progress: Progress | None = None,
) -> Transcript:
    """Transcript of a YouTube link, media URL, local media file or caption file.

    Raises InputError for bad input (wrong path, playlist link, malformed file, local URL not allowed) and
    SourceUnavailableError when the video cannot be fetched or yields nothing to audit.

    `progress` is called one call at a time, but not always from the calling thread: OCR reports from its own
    worker thread while speech-to-text runs. A callback that only works in its own thread or context (LangGraph's
    stream writer) must be marshalled there, as the audit graph does with assistant/marshal.py.
    """
    source = os.fspath(source)  # a Path works too
    rep = _Reporter(progress)
    allow = config.allow_local_urls() if allow_local_urls is None else allow_local_urls
    with rep.stage("resolve", input=source) as stage:
        ref = urls.classify(source)
        path: Path | None = None
        if ref.kind == "path":
            path = _resolve_path(ref.value)
            suffix = path.suffix.lower()
            stage["kind"] = "caption_file" if suffix in CAPTION_EXTENSIONS else "media_file"
        else:
            if ref.kind == "url":
                urls.check_url_allowed(ref.url or ref.value, allow)  # early and clear; the proxy checks every hop
            stage["kind"] = ref.kind
            stage["video_id"] = ref.value if ref.kind == "youtube" else None
    if path is not None and path.suffix.lower() in CAPTION_EXTENSIONS:
        with rep.stage("captions") as stage:
            transcript = load_caption_file(path)
            transcript = transcript.model_copy(
                update={"source": transcript.source.model_copy(update={"input": source})}
            )
            stage.update({"kind": "file", "segments": len(transcript.segments)})
        for skipped in ("metadata", "download", "asr", "ocr"):
            rep.skip(skipped, "caption file")
        rep.done(transcript, cached=False)
        return transcript

    # A locked work folder: removed on exit, and by the next run if this process is killed (#12 item 8).
    with scratch.work_dir("transcribe") as workdir:
        try:
            if path is not None:
                if path.suffix.lower() not in media.MEDIA_EXTENSIONS:
                    media.probe(path)  # raises a clear "not a readable media file" for anything else
                return _local_media(rep, path, source, ocr, asr, workdir)
            return _remote(rep, ref, source, ocr, asr, workdir, allow)
        except VeriStreamError:
            raise
        except OSError as exc:
            raise SourceUnavailableError(f"Cannot read {source}: {exc}", "Check the path and its permissions.") from exc
