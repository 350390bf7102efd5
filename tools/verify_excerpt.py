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
from typing import Any

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


_ASCII_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


class _WordIndex:
    """Where each normalised word starts, so a quote is looked up, not scanned for (#12 item 7).

    Scanning the whole text for every quote made verification quadratic: an audit of one 0.5 MB caption cue, with
    thousands of candidate quotes, ran for minutes. Built once per text (linear), a lookup costs the postings of the
    quote's rarest anchor word, and its results are memoised per distinct quote.
    """

    def __init__(self, norm: str) -> None:
        self.norm = norm
        self.ascii = norm.isascii()
        self.starts: list[int] = []
        self.postings: dict[str, list[int]] = {}
        pos = 0
        for i, word in enumerate(norm.split(" ") if norm else []):
            self.starts.append(pos)
            self.postings.setdefault(word, []).append(i)
            pos += len(word) + 1
        self._found: dict[str, list[int]] = {}

    def _exact(self, pos: int, excerpt_norm: str) -> bool:
        """The regex's own test: equal text, and no ASCII letter or digit right before or after it."""
        end = pos + len(excerpt_norm)
        norm = self.norm
        return (
            norm.startswith(excerpt_norm, pos)
            and (pos == 0 or norm[pos - 1] not in _ASCII_ALNUM)
            and (end == len(norm) or norm[end] not in _ASCII_ALNUM)
        )

    def occurrences(self, excerpt_norm: str) -> list[int]:
        """Sorted start offsets (in the normalised text) of every occurrence, as `_pattern` defines one."""
        found = self._found.get(excerpt_norm)
        if found is None:
            found = self._search(excerpt_norm)
            if len(self._found) > 4096:
                self._found.clear()
            self._found[excerpt_norm] = found
        return found

    def _search(self, excerpt_norm: str) -> list[int]:
        words = excerpt_norm.split(" ")
        k = len(words)
        if k >= 3:
            # Middle words sit between two spaces in the match, so each is a whole word of the text.
            j = min(range(1, k - 1), key=lambda i: len(self.postings.get(words[i], ())))
            out = []
            for p in self.postings.get(words[j], ()):
                s = p - j
                if s < 0 or s + k > len(self.starts):
                    continue
                pos = self.starts[s + 1] - 1 - len(words[0])
                if pos >= self.starts[s] and self._exact(pos, excerpt_norm):
                    out.append(pos)
            return out
        if self.ascii:
            # In ASCII text every character but the separator is a letter or digit: matches are whole words.
            j = min(range(k), key=lambda i: len(self.postings.get(words[i], ())))
            out = []
            for p in self.postings.get(words[j], ()):
                s = p - j
                if s >= 0 and s + k <= len(self.starts) and self._exact(self.starts[s], excerpt_norm):
                    out.append(self.starts[s])
            return out
        # One or two words in non-ASCII text may start or end inside a word: scan (one pass per distinct quote).
        return [m.start() for m in _pattern(excerpt_norm).finditer(self.norm)]


@lru_cache(maxsize=16)
def _index(text: str) -> _WordIndex:
    return _WordIndex(_normalized(text)[0])


def find_matches(
    span: TextSpan, excerpt: str, span_base: int = 0, *, within: tuple[int, int] | None = None
) -> list[Match]:
    """The places the excerpt occurs (normalised) in the span, mapped back to exact text and segment times.

    One match per time span (first and last part): later occurrences in the same parts have the same times and
    would only ever sort after the first, and listing them all made a huge single caption cue quadratic (#12
    item 7). within: only occurrences inside these offsets of the span's text (a time window's parts).
    span_base: offset of `span` inside the full text it was cut from, so Match.offset is always relative to the
    full origin text.
    """
    excerpt_norm = normalize(excerpt)
    if not excerpt_norm:
        return []
    norm, idx = _normalized(span.text)
    occ = _index(span.text).occurrences(excerpt_norm)
    lo, hi = within if within is not None else (0, len(span.text))
    i = bisect.bisect_left(occ, bisect.bisect_left(idx, lo))
    matches: list[Match] = []
    seen: set[tuple[int, int]] = set()
    while i < len(occ):
        n_start = occ[i]
        o_start = idx[n_start]
        o_end = idx[n_start + len(excerpt_norm) - 1] + 1
        if o_end > hi:
            break
        i += 1
        while o_end < len(span.text) and span.text[o_end] in _TRAILING_PUNCT:
            o_end += 1
        first = bisect.bisect_right(span.part_offsets, o_start) - 1
        last = bisect.bisect_right(span.part_offsets, o_end - 1) - 1
        if span.origin == "onscreen" and last - first > 1:
            continue  # on-screen spans are separate captions; allow at most two adjacent ones
        if first + 1 < len(span.part_offsets):
            # Skip to the occurrences that can reach the next part: the rest repeat this one's times.
            next_norm = bisect.bisect_left(idx, span.part_offsets[first + 1])
            i = max(i, bisect.bisect_left(occ, next_norm - len(excerpt_norm), i))
        else:
            i = len(occ) if last == first else i
        if (first, last) in seen:
            continue
        seen.add((first, last))
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


def _window(span: TextSpan, t0: float, t1: float) -> tuple[int, int] | None:
    """The offsets of the contiguous parts of a timed span that overlap [t0, t1] (None if none do)."""
    idx = [i for i, (a, b) in enumerate(span.part_times) if b >= t0 and a <= t1]
    if not idx:
        return None
    first, last = idx[0], idx[-1]
    base = span.part_offsets[first]
    end = span.part_offsets[last + 1] - 1 if last + 1 < len(span.part_offsets) else len(span.text)
    return base, end


def locate(
    transcript: Transcript,
    excerpt: str,
    *,
    origin: Origin | None = None,
    at: float | None = None,
    window_s: float | None = None,
) -> list[Match]:
    """Matches, best first: nearest to `at` when given, else speech before on-screen before description.

    One match per time span (see find_matches). With `at` and `window_s`, timed text is first searched only
    within window_s seconds of `at` (fast for the hundreds of findings of a long video); the whole text is
    searched when nothing is found there.
    """
    order = {"speech": 0, "onscreen": 1, "description": 2}
    found: list[Match] = []
    spans = searchable_spans(transcript, origin)
    if at is not None and window_s is not None:
        for span in spans:
            win = None if span.origin == "description" else _window(span, at - window_s, at + window_s)
            if span.origin == "description" or win is not None:
                found.extend(find_matches(span, excerpt, within=win))
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
    found: dict[str, Any] = {"excerpt": excerpt, "matched_text": best.text, "start": best.start, "end": best.end,
                             "origin": best.origin}
    if at is not None and best.origin != "description" and _distance(best, at) > tolerance_s:
        return ExcerptCheck(ok=False, **found,
                            reason=f"Found at {_clock(best.start)}-{_clock(best.end)}, not within {tolerance_s:g}s of "
                                   f"{_clock(at)}.")
    return ExcerptCheck(ok=True, **found)
