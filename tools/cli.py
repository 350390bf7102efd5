"""Subcommands owned by tools/: `veristream transcribe SOURCE`."""

from __future__ import annotations

import argparse
import json
import sys

from veristream.clock import clock as _clock
from veristream.models import Transcript


def render_text(transcript: Transcript) -> str:
    """Human output: a header, then timestamped speech lines and on-screen text lines."""
    meta = transcript.metadata
    out = []
    if meta.title:
        out.append(f"# {meta.title}" + (f" — {meta.channel}" if meta.channel else ""))
    if meta.webpage_url:
        out.append(f"# {meta.webpage_url}")
    out.append(
        f"# speech from: {transcript.transcript_source}; {len(transcript.segments)} segments, "
        f"{len(transcript.onscreen)} on-screen text spans"
    )
    for seg in transcript.segments:
        out.append(f"[{_clock(seg.start)}-{_clock(seg.end)}] {seg.text}")
    if transcript.onscreen:
        out.append("")
        out.append("# on-screen text")
        for span in transcript.onscreen:
            out.append(f"[{_clock(span.start)}-{_clock(span.end)}] (on screen) {span.text}")
    if meta.description:
        out.append("")
        out.append("# description")
        out.append(meta.description)
    return "\n".join(out)


def _progress_to_stderr(stage: str, info: dict) -> None:
    status = info.get("status")
    if status == "start":
        return
    details = ", ".join(f"{k}={v}" for k, v in info.items() if k != "status" and v is not None)
    print(f"  {stage}: {status}" + (f" ({details})" if details else ""), file=sys.stderr)


def run_transcribe(args: argparse.Namespace) -> int:
    from tools.transcribe import transcribe

    transcript = transcribe(
        args.source,
        ocr=not args.no_ocr,
        asr=not args.no_asr,
        allow_local_urls=True if args.allow_local_urls else None,
        progress=_progress_to_stderr if args.verbose else None,
    )
    if args.json:
        print(json.dumps(transcript.model_dump(mode="json"), ensure_ascii=False, indent=2))
    else:
        print(render_text(transcript))
    return 0


def register(sub) -> None:  # argparse's private subparsers type
    """Add this area's subcommands to the `veristream` parser."""
    parser = sub.add_parser(
        "transcribe",
        help="Transcribe a video: captions or offline speech-to-text, plus timed on-screen text.",
        description=(
            "SOURCE is a YouTube link (any form), another media URL, a local video/audio file "
            "(mp4, webm, mkv, mov, mp3, m4a, wav) or a caption file (vtt, srt, json3, whisper JSON, timestamped txt)."
        ),
    )
    parser.add_argument("source", metavar="SOURCE")
    parser.add_argument("--json", action="store_true", help="Print the transcript as JSON.")
    parser.add_argument("--no-ocr", action="store_true", help="Skip on-screen text recognition.")
    parser.add_argument(
        "--no-asr", action="store_true", help="Never run speech-to-text; fail if there are no captions."
    )
    parser.add_argument(
        "--allow-local-urls",
        action="store_true",
        help="Allow URLs on this machine or a private network (also VERISTREAM_ALLOW_LOCAL_URLS=1).",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="Show each step's progress on stderr.")
    parser.set_defaults(func=run_transcribe)
