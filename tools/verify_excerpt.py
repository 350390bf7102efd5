"""verify-excerpt: is a quote really in the transcript, and where?

Every finding the audit reports (and every quote the chat assistant shows) goes through this check, because a
model or a pattern can paraphrase. Matching ignores case, punctuation and spacing -- captions and ASR differ in
exactly those -- but what is returned is always the transcript's own text, so what the analyst reads is verbatim.

Where a quote can come from:
- speech: the caption/ASR segments joined in order, so a quote may span adjacent segments; its time is the span of
  the segments that hold it;
- onscreen: OCR'd on-screen text spans, each matched on its own (and each with an adjacent one);
- description: the video description, which has no timestamp, so a match there is timed 0..0.
"""

from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from functools import lru_cache

from veristream.clock import clock as _clock
from veristream.errors import InputError
from veristream.models import ExcerptCheck, Transcript

_APOSTROPHES = "'\u2019\u2018`\u02bc"
_TRAILING_PUNCT = ".!?%)\"'\u2019\u201d"
Origin = str  # "speech" | "onscreen" | "description"


def normalize_with_map(text: str) -> tuple[str, list[int]]:
    """Lower-case, drop apostrophes, turn every other non-alphanumeric run into one space.

    Returns the normalised text and, for each of its characters, the index of the original character it came from,
    so a match in normalised space can be mapped back to the exact original text.
    """
    out: list[str] = []
    idx: list[int] = []
    pending_space = False
    for i, ch in enumerate(text):
        if ch in _APOSTROPHES:
            continue
        if ch.isalnum():
            if pending_space and out:
                out.append(" ")
                idx.append(i)
            pending_space = False
            for low in ch.lower():
                out.append(low)
                idx.append(i)
        else:
            pending_space = True
    return "".join(out), idx


def normalize(text: str) -> str:
    return normalize_with_map(text)[0]


@dataclass(frozen=True)
class TextSpan:
    """A piece of searchable text with the time span of each part, so a character match can be timed."""

    origin: Origin
    text: str
    part_offsets: list[int]  # start offset of each part (segment/span) in `text`
    part_times: list[tuple[float, float]]


@dataclass(frozen=True)
class Match:
    origin: Origin
    text: str  # exact original text
    start: float
    end: float
    first_part: int
    last_part: int
    offset: int = 0  # character offsets of the match in its span's text
    offset_end: int = 0


def _join(parts: list[tuple[str, float, float]], origin: Origin) -> TextSpan:
    texts: list[str] = []
    offsets: list[int] = []
    times: list[tuple[float, float]] = []
    pos = 0
    for text, start, end in parts:
        offsets.append(pos)
        times.append((start, end))
        texts.append(text)
        pos += len(text) + 1
    return TextSpan(origin, " ".join(texts), offsets, times)


_SPAN_CACHE: dict[tuple, tuple[Transcript, list[TextSpan]]] = {}


def searchable_spans(transcript: Transcript, origin: Origin | None = None) -> list[TextSpan]:
    """The texts a quote may come from, optionally only one origin (memoised per transcript object)."""
    key = (
        id(transcript),
        len(transcript.segments),
        len(transcript.onscreen),
        transcript.metadata.description,
        transcript.segments[-1].end if transcript.segments else None,
        transcript.segments[-1].text if transcript.segments else None,
    )
    cached = _SPAN_CACHE.get(key)
    if cached is None or cached[0] is not transcript:
        if len(_SPAN_CACHE) > 32:
            _SPAN_CACHE.clear()
        cached = (transcript, _build_spans(transcript))
        _SPAN_CACHE[key] = cached
    return [s for s in cached[1] if origin in (None, s.origin)]


def _build_spans(transcript: Transcript) -> list[TextSpan]:
    origin = None
    spans: list[TextSpan] = []
    if origin in (None, "speech") and transcript.segments:
        spans.append(_join([(s.text, s.start, s.end) for s in transcript.segments], "speech"))
    if origin in (None, "onscreen") and transcript.onscreen:
        spans.append(_join([(o.text, o.start, o.end) for o in transcript.onscreen], "onscreen"))
    if origin in (None, "description") and transcript.metadata.description:
        spans.append(_join([(transcript.metadata.description, 0.0, 0.0)], "description"))
    return spans


@lru_cache(maxsize=64)
def _normalized(text: str) -> tuple[str, list[int]]:
    """Memoised: an audit verifies hundreds of quotes against the same long speech stream."""
    return normalize_with_map(text)


def _pattern(excerpt_norm: str) -> re.Pattern[str]:
    return re.compile(r"(?<![a-z0-9])" + re.escape(excerpt_norm) + r"(?![a-z0-9])")


def find_matches(span: TextSpan, excerpt: str, span_base: int = 0) -> list[Match]:
    """Every place the excerpt occurs (normalised) in the span, mapped back to exact text and segment times.

    span_base: offset of `span` inside the full text it was cut from (for windowed searches), so Match.offset is
    always relative to the full origin text.
    """
    excerpt_norm = normalize(excerpt)
    if not excerpt_norm:
        return []
    norm, idx = _normalized(span.text)
    matches: list[Match] = []
    for m in _pattern(excerpt_norm).finditer(norm):
        o_start = idx[m.start()]
        o_end = idx[m.end() - 1] + 1
        while o_end < len(span.text) and span.text[o_end] in _TRAILING_PUNCT:
            o_end += 1
        first = bisect.bisect_right(span.part_offsets, o_start) - 1
        last = bisect.bisect_right(span.part_offsets, o_end - 1) - 1
        if span.origin == "onscreen" and last - first > 1:
            continue  # on-screen spans are separate captions; allow at most two adjacent ones
        matches.append(
            Match(
                origin=span.origin,
                text=span.text[o_start:o_end],
                start=span.part_times[first][0],
                end=span.part_times[last][1],
                first_part=first,
                last_part=last,
                offset=o_start + span_base,
                offset_end=o_end + span_base,
            )
        )
    return matches


def _distance(match: Match, at: float) -> float:
    if match.start <= at <= match.end:
        return 0.0
    return min(abs(match.start - at), abs(match.end - at))


def _window(span: TextSpan, t0: float, t1: float) -> tuple[TextSpan, int] | None:
    """The contiguous parts of a timed span that overlap [t0, t1], and their offset (None if none do)."""
    idx = [i for i, (a, b) in enumerate(span.part_times) if b >= t0 and a <= t1]
    if not idx:
        return None
    first, last = idx[0], idx[-1]
    base = span.part_offsets[first]
    end = span.part_offsets[last + 1] - 1 if last + 1 < len(span.part_offsets) else len(span.text)
    sub = TextSpan(
        span.origin,
        span.text[base:end],
        [o - base for o in span.part_offsets[first : last + 1]],
        span.part_times[first : last + 1],
    )
    return sub, base


def locate(
    transcript: Transcript,
    excerpt: str,
    *,
    origin: Origin | None = None,
    at: float | None = None,
    window_s: float | None = None,
) -> list[Match]:
    """All matches, best first: nearest to `at` when given, else speech before on-screen before description.

    With `at` and `window_s`, timed text is first searched only within window_s seconds of `at` (fast for the
    hundreds of findings of a long video); the whole text is searched when nothing is found there.
    """
    order = {"speech": 0, "onscreen": 1, "description": 2}
    found: list[Match] = []
    spans = searchable_spans(transcript, origin)
    if at is not None and window_s is not None:
        for span in spans:
            win = (span, 0) if span.origin == "description" else _window(span, at - window_s, at + window_s)
            if win is not None:
                found.extend(find_matches(win[0], excerpt, win[1]))
    if not found:
        for span in spans:
            found.extend(find_matches(span, excerpt))
    if at is None:
        found.sort(key=lambda m: (order[m.origin], m.start))
    else:
        found.sort(key=lambda m: (m.origin == "description", _distance(m, at), order[m.origin]))
    return found


def _closest_text(transcript: Transcript, excerpt: str) -> str | None:
    """For a failed check, the most similar transcript text, so the user sees what was probably meant."""
    try:
        from rapidfuzz import fuzz
    except ImportError:  # pragma: no cover - rapidfuzz is a pinned dependency
        return None
    best: tuple[float, str] | None = None
    for span in searchable_spans(transcript):
        if not span.text:
            continue
        res = fuzz.partial_ratio_alignment(excerpt.lower(), span.text.lower())
        if res is not None and (best is None or res.score > best[0]):
            best = (res.score, span.text[res.dest_start : res.dest_end])
    if best is None or best[0] < 60:
        return None
    return f"{best[0]:.0f}% similar: {best[1]!r}"


def verify_excerpt(
    transcript: Transcript, excerpt: str, at: float | None = None, tolerance_s: float = 5.0
) -> ExcerptCheck:
    """Check that `excerpt` is in the transcript verbatim (modulo case/punctuation/spacing), near `at` if given.

    Pure: reads only the transcript. With `at`, the nearest timed occurrence must lie within `tolerance_s` seconds
    of it; a description match (untimed) is accepted whatever `at` is, since the description has no time.
    """
    if not normalize(excerpt):
        return ExcerptCheck(ok=False, excerpt=excerpt, reason="The excerpt is empty (no letters or digits).")
    # NaN compares false with everything, so `at=nan` or `tolerance_s=inf` used to pass every check (#12 item 11).
    if (at is not None and not math.isfinite(at)) or not math.isfinite(tolerance_s) or tolerance_s < 0:
        raise InputError(
            f"Times must be finite, non-negative numbers (got at={at}, tolerance={tolerance_s}).",
            "Give seconds such as --at 12 --tolerance 5.",
            chat_hint="Give the time in seconds, e.g. 12.",
        )
    duration = transcript.duration
    if at is not None and (at < 0 or (duration and at > duration + tolerance_s)):
        return ExcerptCheck(ok=False, excerpt=excerpt, reason=f"--at {at:g}s is outside the video (0..{duration:g}s).")
    matches = locate(transcript, excerpt, at=at)
    if not matches:
        near = _closest_text(transcript, excerpt)
        reason = "Not found verbatim in the transcript, on-screen text or description."
        if near:
            reason += f" Closest text ({near})."
        return ExcerptCheck(ok=False, excerpt=excerpt, reason=reason)
    best = matches[0]
    if at is not None and best.origin != "description" and _distance(best, at) > tolerance_s:
        return ExcerptCheck(
            ok=False,
            excerpt=excerpt,
            matched_text=best.text,
            start=best.start,
            end=best.end,
            origin=best.origin,  # type: ignore[arg-type]
            reason=f"Found at {_clock(best.start)}-{_clock(best.end)}, not within {tolerance_s:g}s of {_clock(at)}.",
        )
    return ExcerptCheck(
        ok=True,
        excerpt=excerpt,
        matched_text=best.text,
        start=best.start,
        end=best.end,
        origin=best.origin,  # type: ignore[arg-type]
    )
