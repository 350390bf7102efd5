"""One way to print a video time, so findings, rationales, transcripts and exports all agree."""

from __future__ import annotations


def clock(seconds: float) -> str:
    """`mm:ss`, or `h:mm:ss` past the first hour; negative times print as 00:00."""
    seconds = int(max(0, seconds))
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"
