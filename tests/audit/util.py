"""Build Transcript objects directly, so audit tests do not depend on the transcriber."""

from __future__ import annotations

from veristream.models import OnscreenSpan, Segment, SourceInfo, Transcript, VideoMetadata


def make_transcript(
    lines: list[str] | list[tuple[float, float, str]],
    *,
    step: float = 5.0,
    description: str | None = None,
    onscreen: list[tuple[float, float, str]] | None = None,
    duration: float | None = None,
    kind: str = "caption_file",
    video_id: str | None = None,
    channel: str | None = None,
) -> Transcript:
    segs = []
    for i, line in enumerate(lines):
        if isinstance(line, tuple):
            start, end, text = line
        else:
            start, end, text = i * step, i * step + step, line
        segs.append(Segment(start=start, end=end, text=text, source="file"))
    return Transcript(
        source=SourceInfo(kind=kind, input=f"https://www.youtube.com/watch?v={video_id}" if video_id else "t.vtt",
                          video_id=video_id),
        metadata=VideoMetadata(description=description, duration=duration, id=video_id, channel=channel),
        transcript_source="file",
        segments=segs,
        onscreen=[OnscreenSpan(start=a, end=b, text=t) for a, b, t in (onscreen or [])],
    )
