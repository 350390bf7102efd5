"""Caption and transcript file parsing: WebVTT (incl. YouTube rolling auto-captions), SRT, json3, whisper JSON, text.

Everything here is pure (text in, segments out) so each format quirk is a table test. Parsers raise
CaptionParseError; the caller turns it into an InputError that names the file.
"""

from __future__ import annotations

import html
import json
import math
import re
from dataclasses import dataclass
from typing import Any

import webvtt
from webvtt.errors import MalformedCaptionError, MalformedFileError

from veristream.models import Segment, SegmentSource

# How many words per second we assume when a transcript has no timestamps at all (about 150 wpm).
WORDS_PER_SECOND = 2.5


class CaptionParseError(ValueError):
    """The text is not a caption/transcript file we can read."""


@dataclass(frozen=True)
class Cue:
    start: float
    end: float
    lines: tuple[str, ...]  # raw lines, tags still in (the rolling-caption dedupe needs them)


_TS = r"(?:\d+:)?\d{1,2}:\d{2}(?:[.,:]\d{1,3})?"
_TIMING_RE = re.compile(rf"^\s*({_TS})\s*-{{1,2}}>\s*({_TS})(?:\s.*)?$")
_TAG_RE = re.compile(r"<[^>]*>")
_ASS_RE = re.compile(r"\{\\[^}]*\}")
_RULE_RE = re.compile(r"^\s*(```.*|[=\-_*#~]{3,})\s*$")
_WORD_TIMING_RE = re.compile(r"<\d{1,2}:\d{2}:\d{2}[.,]\d{3}>|<c[.>]")


def parse_timestamp(value: str) -> float:
    """'01:02:03,450', '02:03.5', '1:02:03' or '75.2' -> seconds. Commas and periods both accepted (SRT vs VTT)."""
    text = value.strip().replace(",", ".")
    if not text or text.startswith("-"):
        raise CaptionParseError(f"bad timestamp {value!r}")
    parts = text.split(":")
    # A third separator of ':' before milliseconds (00:00:01:500) appears in some exports.
    if len(parts) == 4:
        parts = [parts[0], parts[1], f"{parts[2]}.{parts[3]}"]
    try:
        nums = [float(p) for p in parts]
    except ValueError as exc:
        raise CaptionParseError(f"bad timestamp {value!r}") from exc
    if len(nums) > 3 or any(n < 0 or not math.isfinite(n) for n in nums):  # "nan", "inf" parse as floats
        raise CaptionParseError(f"bad timestamp {value!r}")
    seconds = 0.0
    for n in nums:
        seconds = seconds * 60 + n
    return round(seconds, 3)


def clean_text(text: str) -> str:
    """Strip markup (HTML/VTT tags, ASS overrides, entities) and collapse whitespace."""
    text = _ASS_RE.sub("", _TAG_RE.sub("", text))
    text = html.unescape(html.unescape(text)).replace("\u200b", "").replace("\xa0", " ")
    return re.sub(r"\s+", " ", text).strip()


def parse_cue_blocks(text: str) -> list[Cue]:
    """Tolerant SRT/VTT cue reader: BOM, CRLF, missing blank lines, ',' or '.' in times, stray index lines."""
    lines = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    cues: list[Cue] = []
    current: tuple[float, float] | None = None
    body: list[str] = []

    def flush() -> None:
        if current is not None:
            # A bare number just before the next timing line is that cue's index, not text.
            cues.append(Cue(current[0], current[1], tuple(body)))

    i = 0
    while i < len(lines):
        line = lines[i]
        match = _TIMING_RE.match(line)
        if match:
            if body and body[-1].strip().isdigit():
                body.pop()
            flush()
            current = (parse_timestamp(match.group(1)), parse_timestamp(match.group(2)))
            body = []
        elif current is not None:
            if _RULE_RE.match(line):
                pass  # a markdown fence or rule around an embedded SRT/VTT, not caption text
            elif line.strip():
                body.append(line)
            else:
                # A blank line ends the cue text; later non-timing lines before the next cue are ignored
                # unless they directly precede it as an index.
                flush()
                current = None
                body = []
        i += 1
    flush()
    return cues


def parse_vtt_cues(text: str) -> list[Cue]:
    """WebVTT via webvtt-py (handles headers, STYLE/NOTE blocks, settings); tolerant reader as a fallback."""
    try:
        vtt = webvtt.WebVTT.from_string(text.lstrip("\ufeff").replace("\r\n", "\n"))
        cues = [
            Cue(c.start_time.in_milliseconds() / 1000, c.end_time.in_milliseconds() / 1000, tuple(c.lines)) for c in vtt
        ]
    except (MalformedFileError, MalformedCaptionError):
        cues = parse_cue_blocks(text)
    return cues


def looks_rolling(cues: list[Cue]) -> bool:
    """Rolling captions: word-timing tags (YouTube), many cues repeating a line of the previous cue, or cues whose
    top line is the previous cue's bottom line."""
    if any(_WORD_TIMING_RE.search(line) for cue in cues for line in cue.lines):
        return True
    repeats = rolls = 0
    for prev, cue in zip(cues, cues[1:], strict=False):
        prev_lines = {clean_text(x) for x in prev.lines} - {""}
        if any(clean_text(x) in prev_lines for x in cue.lines):
            repeats += 1
        if _rolls_on(prev, cue):
            rolls += 1
    if len(cues) > 3 and repeats >= 0.3 * (len(cues) - 1):
        return True
    # Two-line rolling captions from other tools (issue #11 defect 9): each cue's top line is the previous cue's
    # bottom line. That shape is specific enough to trust in a short file too, as long as most cues have it.
    return rolls > 0 and rolls >= 0.5 * (len(cues) - 1)


def _rolls_on(prev: Cue, cue: Cue) -> bool:
    """`cue` shows `prev`'s last line on top and new words below it."""
    prev_lines = [t for t in (clean_text(x) for x in prev.lines) if t]
    lines = [t for t in (clean_text(x) for x in cue.lines) if t]
    return len(lines) >= 2 and bool(prev_lines) and lines[0] == prev_lines[-1]


def dedupe_rolling(cues: list[Cue]) -> list[tuple[float, float, str]]:
    """Turn rolling cues into one (start, end, text) per spoken line.

    YouTube auto-captions show two lines: the previous line again on top, the new words below (with <c> timing
    tags), plus ~10 ms "transition" cues that repeat the finished line. A line is new unless it already appeared in
    the cue just before; its time is the cue in which it first appeared, i.e. while it was being spoken.
    """
    out: list[tuple[float, float, str]] = []
    prev_lines: set[str] = set()
    for cue in cues:
        texts = [clean_text(x) for x in cue.lines]
        for text in texts:
            if text and text not in prev_lines:
                out.append((cue.start, max(cue.end, cue.start), text))
        prev_lines = {t for t in texts if t}
    return out


def cues_to_segments(cues: list[Cue], source: SegmentSource, rolling: bool | None = None) -> list[Segment]:
    """Cues -> clean, time-ordered segments; empty cues dropped, exact repeats merged, overlaps kept."""
    if rolling is None:
        rolling = looks_rolling(cues)
    if rolling:
        items = dedupe_rolling(cues)
    else:
        items = [(c.start, max(c.end, c.start), clean_text(" ".join(c.lines))) for c in cues]
    return _finish(items, source)


def _finish(items: list[tuple[float, float, str]], source: SegmentSource) -> list[Segment]:
    items = sorted((s, e, t) for s, e, t in items if t)
    segments: list[Segment] = []
    seen: set[tuple[float, str]] = set()
    for start, end, text in items:
        if (start, text) in seen:
            continue
        seen.add((start, text))
        segments.append(Segment(start=round(start, 3), end=round(max(end, start), 3), text=text, source=source))
    return segments


def parse_json3(data: dict[str, Any], source: SegmentSource) -> list[Segment]:
    """YouTube json3: {"events": [{"tStartMs", "dDurationMs", "segs": [{"utf8": …}]}]}."""
    events = data.get("events")
    if not isinstance(events, list):
        raise CaptionParseError("json3 file has no 'events' list")
    items = []
    for ev in events:
        if not isinstance(ev, dict) or "segs" not in ev or "tStartMs" not in ev:
            continue
        text = clean_text("".join(str(s.get("utf8", "")) for s in ev.get("segs") or [] if isinstance(s, dict)))
        try:
            start = _seconds(float(ev["tStartMs"])) / 1000
            duration = _seconds(float(ev.get("dDurationMs", 0))) / 1000
        except (TypeError, ValueError) as exc:
            raise CaptionParseError(f"json3 event has a bad time: {exc}") from exc
        items.append((start, start + duration, text))
    return _finish(items, source)


def parse_segments_json(data: Any, source: SegmentSource) -> list[Segment]:
    """Whisper-style {"segments": [{"start", "end", "text"}]} (also a bare list of such objects)."""
    rows = data.get("segments") if isinstance(data, dict) else data
    if not isinstance(rows, list):
        raise CaptionParseError("JSON has no 'segments' list")
    items = []
    for n, row in enumerate(rows):
        if not isinstance(row, dict) or not {"start", "end", "text"} <= row.keys():
            raise CaptionParseError(f"segment #{n + 1} lacks start/end/text")
        try:
            start, end = _seconds(row["start"]), _seconds(row["end"])
        except (TypeError, ValueError, CaptionParseError) as exc:
            raise CaptionParseError(f"segment #{n + 1} has a bad time: {exc}") from exc
        items.append((start, end, clean_text(str(row["text"]))))
    return _finish(items, source)


def _seconds(value: Any) -> float:
    if isinstance(value, int | float):
        if value < 0:
            raise CaptionParseError(f"negative time {value}")
        if not math.isfinite(value):  # NaN/Infinity would pass every later comparison and print as invalid JSON
            raise CaptionParseError(f"time {value} is not a finite number")
        return float(value)
    return parse_timestamp(str(value))


_LINE_TS_RE = re.compile(rf"^\s*[\[(]?\s*({_TS})\s*(?:(?:-->|-|–)\s*({_TS})\s*)?[\])]?\s*[-–:|]?\s*(.*)$")


def parse_timestamped_text(text: str, source: SegmentSource) -> list[Segment]:
    """Plain text with a timestamp per line ('[00:01:02.000 --> 00:01:04.000] text', '[01:02] text', '1:02 text').

    Lines without a timestamp continue the previous one. A segment without an explicit end ends where the next
    begins. Text with no timestamps at all gets estimated times (sentence by sentence at ~150 words per minute),
    because an audit still needs an order and a rough position; callers can tell by `source == "file"`.
    """
    rows: list[list[Any]] = []
    body = text.lstrip("\ufeff").replace("\r\n", "\n")
    for raw in body.split("\n"):
        line = raw.strip()
        if not line or _RULE_RE.match(line):
            continue
        match = _LINE_TS_RE.match(line)
        if match and (":" in match.group(1)):
            start = parse_timestamp(match.group(1))
            end = parse_timestamp(match.group(2)) if match.group(2) else None
            rows.append([start, end, match.group(3)])
        elif rows:
            rows[-1][2] += " " + line
    if not rows:
        return _estimate_times(body, source)
    items = []
    for n, (start, end, line_text) in enumerate(rows):
        if end is None:
            end = rows[n + 1][0] if n + 1 < len(rows) else start + max(1.0, len(line_text.split()) / WORDS_PER_SECOND)
        items.append((start, max(end, start), clean_text(line_text)))
    return _finish(items, source)


def _estimate_times(text: str, source: SegmentSource) -> list[Segment]:
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|\n+", clean_text_keep_lines(text)) if s.strip()]
    items, t = [], 0.0
    for sentence in sentences:
        words = len(sentence.split())
        dur = max(1.0, words / WORDS_PER_SECOND)
        items.append((round(t, 1), round(t + dur, 1), clean_text(sentence)))
        t += dur
    return _finish(items, source)


def clean_text_keep_lines(text: str) -> str:
    return "\n".join(clean_text(line) for line in text.split("\n") if not _RULE_RE.match(line))


def detect_format(name: str, text: str) -> str:
    """'vtt' | 'srt' | 'json' | 'txt' from the extension, confirmed or overridden by the content."""
    suffix = name.lower().rsplit(".", 1)[-1] if "." in name else ""
    head = text.lstrip("\ufeff").lstrip()
    if head.startswith("WEBVTT"):
        return "vtt"
    if head.startswith("{") or (head.startswith("[") and suffix in {"json", "json3"}):
        return "json"
    if suffix in {"vtt", "srt", "json", "json3"}:
        return "json" if suffix == "json3" else suffix
    if any(_TIMING_RE.match(line) for line in head.replace("\r", "").split("\n")[:200]):
        return "srt"
    return "txt"


def _reject_constant(name: str) -> float:
    """json.loads accepts NaN, Infinity and -Infinity, which are not JSON and not times."""
    raise CaptionParseError(f"{name} is not a number JSON allows")


def parse_caption_text(name: str, text: str, source: SegmentSource = "file") -> tuple[list[Segment], dict | None]:
    """Parse any supported caption/transcript text. Returns segments and, for JSON, the decoded object."""
    fmt = detect_format(name, text)
    if fmt == "json":
        try:
            data = json.loads(text.lstrip("\ufeff"), parse_constant=_reject_constant)
        except json.JSONDecodeError as exc:
            raise CaptionParseError(f"invalid JSON ({exc.msg} at line {exc.lineno})") from exc
        except RecursionError as exc:  # a hostile file of nested brackets: a message, not a traceback
            raise CaptionParseError("JSON nested too deeply to be a caption file") from exc
        if isinstance(data, dict) and "events" in data:
            return parse_json3(data, source), data
        return parse_segments_json(data, source), data if isinstance(data, dict) else None
    if fmt == "vtt":
        if not text.lstrip("\ufeff").lstrip().startswith("WEBVTT"):
            raise CaptionParseError("a WebVTT file must start with 'WEBVTT'")
        return cues_to_segments(parse_vtt_cues(text), source), None
    if fmt == "srt":
        cues = parse_cue_blocks(text)
        if not cues:
            raise CaptionParseError("no 'start --> end' timing lines found")
        return cues_to_segments(cues, source), None
    return parse_timestamped_text(text, source), None
