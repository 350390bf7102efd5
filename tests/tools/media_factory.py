"""Build real test media offline: espeak-ng speech and ffmpeg videos with timed drawtext overlays, and long texts.

Used by the test fixtures and by benchmarks/bench_transcribe.py and bench_big_cue.py, so both measure the same kind
of input.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")  # Debian package: fonts-dejavu-core

SCRIPT = (
    "Hey everyone, welcome back to the channel. This stock is guaranteed to double by next year. "
    "I was paid by the sponsor to talk about this app. Past performance does not guarantee future results."
)


# One huge cue's sentences, shared by the big-cue test and benchmark (issue #12 item 7): violations, a negation, a
# quotation to criticise, a code and ordinary talk, so the screen and verification both have work to do.
BIG_CUE_SENTENCES = [
    "Welcome back to the channel, today we're looking at the market.",
    "This coin is guaranteed to double your money by summer.",
    "Nothing is guaranteed in investing, remember that.",
    "My picks are up 80% this year.",
    "Use code SAVE20 when you sign up.",
    "People say it's risk free, but that's how scams work.",
    "Revenue grew twelve percent and margins were stable.",
    "One of my students made $20,000 last month with this.",
]


def long_text(sentences: list[str], chars: int, seed: int) -> str:
    """At least `chars` characters of the sentences in a seeded random order, one space apart (one huge cue)."""
    rng = random.Random(seed)
    parts: list[str] = []
    total = 0
    while total < chars:
        parts.append(rng.choice(sentences))
        total += len(parts[-1]) + 1
    return " ".join(parts)


@dataclass(frozen=True)
class Overlay:
    text: str
    start: float
    end: float  # exclusive: visible while start <= t < end
    size: int = 40
    y: str = "(h-text_h)/2"


def missing_tools() -> list[str]:
    return [t for t in ("ffmpeg", "ffprobe", "espeak-ng") if not shutil.which(t)]


def font_available() -> bool:
    return FONT.is_file()


def _run(cmd: list[str], timeout: float = 300) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed: {proc.stderr[-800:]}")


def speech_wav(text: str, path: Path, speed: int = 160, voice: str = "en-us") -> Path:
    """espeak-ng speech as 16 kHz mono WAV (`voice`: en-us, or e.g. es / de for non-English speech)."""
    raw = path.with_suffix(".raw.wav")
    _run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(raw), text])
    _run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-i", str(raw), "-ar", "16000", "-ac", "1", str(path)])
    raw.unlink()
    return path


def video(
    path: Path,
    duration: float,
    overlays: list[Overlay] = (),
    audio: Path | None = None,
    size: str = "640x360",
    rate: int = 10,
    loop_audio: bool = False,
    moving: bool = False,
) -> Path:
    """A video with drawtext overlays at exact times and an optional audio track.

    The background is a solid colour, or with `moving=True` an animated gradient, so that no two sampled frames
    look alike (the worst case for OCR, which skips frames that did not change).
    """
    bg = f"gradients=s={size}:r={rate}:speed=0.02" if moving else f"color=c=0x203040:s={size}:r={rate}"
    cmd = ["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", bg]
    if audio is not None:
        if loop_audio:
            cmd += ["-stream_loop", "-1"]
        cmd += ["-i", str(audio)]
    filters = []
    for n, ov in enumerate(overlays):
        text_file = path.with_name(f"{path.stem}.overlay{n}.txt")
        text_file.write_text(ov.text, encoding="utf-8")
        filters.append(
            f"drawtext=fontfile={FONT}:textfile={text_file}:expansion=none:fontsize={ov.size}:fontcolor=white"
            f":box=1:boxcolor=black@0.6:boxborderw=8:x=(w-text_w)/2:y={ov.y}"
            f":enable='gte(t,{ov.start})*lt(t,{ov.end})'"
        )
    if filters:
        cmd += ["-vf", ",".join(filters)]
    cmd += ["-t", str(duration), "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]
    if audio is not None:
        cmd += ["-c:a", "aac", "-b:a", "64k"]
    cmd += [str(path)]
    _run(cmd, timeout=600)
    for n in range(len(overlays)):
        path.with_name(f"{path.stem}.overlay{n}.txt").unlink(missing_ok=True)
    return path
