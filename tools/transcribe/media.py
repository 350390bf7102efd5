"""ffprobe/ffmpeg wrappers: what a media file contains, and frames sampled from it for OCR.

Every call is a subprocess with a deadline; a file ffprobe cannot read is reported as unsupported or corrupt.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from veristream import config
from veristream.errors import InputError, VeriStreamError

MEDIA_EXTENSIONS = {".mp4", ".webm", ".mkv", ".mov", ".mp3", ".m4a", ".wav", ".m4v", ".ogg", ".opus", ".flac", ".aac"}
FRAME_SHORT_SIDE = 720  # OCR frames are scaled so their shorter side is this (see sample_frames)


@dataclass(frozen=True)
class MediaInfo:
    duration: float | None
    has_audio: bool
    has_video: bool
    width: int | None = None
    height: int | None = None


def _run(cmd: list[str], timeout: float, on_timeout: VeriStreamError) -> tuple[subprocess.CompletedProcess, str]:
    """Run an ffmpeg-family tool under a deadline; returns the process and the last stderr line for messages."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired as exc:
        raise on_timeout from exc
    return proc, (proc.stderr.strip().splitlines() or ["unknown error"])[-1]


def _require(tool: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise VeriStreamError(f"{tool} is not installed.", "Install it with `apt-get install ffmpeg`.")
    return path


def probe(path: Path, timeout: float = 60) -> MediaInfo:
    """Streams and duration of a media file; InputError when it is not a readable media file."""
    cmd = [_require("ffprobe"), "-v", "error", "-print_format", "json", "-show_format", "-show_streams", str(path)]
    proc, detail = _run(
        cmd,
        timeout,
        InputError(f"ffprobe took longer than {timeout:.0f}s on {path}.", "Check the file is not damaged."),
    )
    if proc.returncode != 0:
        raise InputError(
            f"{path.name} is not a readable media file ({detail}).",
            "The file may be corrupt or in an unsupported format; try re-encoding it to mp4 or wav with ffmpeg.",
        )
    data = json.loads(proc.stdout or "{}")
    streams = data.get("streams") or []
    video = [
        s for s in streams if s.get("codec_type") == "video" and not (s.get("disposition") or {}).get("attached_pic")
    ]
    audio = [s for s in streams if s.get("codec_type") == "audio"]
    if not video and not audio:
        raise InputError(f"{path.name} has no audio or video stream.", "Pass a video or audio file.")
    duration = None
    for candidate in [(data.get("format") or {}).get("duration")] + [s.get("duration") for s in video + audio]:
        try:
            duration = float(candidate)
            break
        except (TypeError, ValueError):
            continue
    return MediaInfo(
        duration=duration,
        has_audio=bool(audio),
        has_video=bool(video),
        width=video[0].get("width") if video else None,
        height=video[0].get("height") if video else None,
    )


def sample_frames(path: Path, out_dir: Path, fps: float, timeout: float) -> list[tuple[float, Path]]:
    """Frames at `fps` (frame k covers [k/fps, (k+1)/fps)) as JPEGs in out_dir, shorter side scaled to 720 px.

    The OCR detector works at ~736 px on the shorter side anyway, so this costs little, and scaling small videos
    up keeps the spaces in small (20 px) disclaimers that the recogniser otherwise runs together.

    round=down puts every input frame into the slot it starts in, so an overlay shown from 602 s to 604 s is in
    the frames for 602 and 603 whichever input frame the filter keeps.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    side = FRAME_SHORT_SIDE
    vf = f"fps={fps}:round=down,scale='if(gt(iw,ih),-2,{side})':'if(gt(iw,ih),{side},-2)'"
    cmd = [
        _require("ffmpeg"), "-nostdin", "-v", "error", "-i", str(path), "-an", "-sn", "-vf", vf,
        "-q:v", "3", "-f", "image2", str(out_dir / "f_%06d.jpg"),
    ]  # fmt: skip
    proc, detail = _run(
        cmd,
        timeout,
        VeriStreamError(
            f"Sampling frames took longer than {timeout:.0f}s.",
            "Lower VERISTREAM_OCR_FPS or pass --no-ocr.",
            chat_hint="Upload the video's caption file (.vtt or .srt) instead, or audit a shorter clip.",
        ),
    )
    if proc.returncode != 0:
        raise InputError(f"Cannot decode video frames of {path.name} ({detail}).", "The file may be corrupt.")
    frames = sorted(out_dir.glob("f_*.jpg"))
    return [(round(i / fps, 3), f) for i, f in enumerate(frames)]


def ocr_fps() -> float:
    """Frames per second sampled for on-screen text (pipeline.py asks here; the value lives in config)."""
    return config.ocr_fps()
