"""Text geometry for the screen: where a statement is in the transcript, and what lies around it.

Why its own module: the screen (audit/screen.py), the disclosure and endorsement context (audit/disclosure.py) and
role inference (audit/roles.py) all measure the same text the same way, so the measuring lives below all three and
none of them imports another to reach it.

- A Stream is one origin's joined text (speech, on-screen text, description separately), lower-cased to the same
  length, so a claim split over two caption lines is one match; a cue may span at most MAX_CUE_SEGMENTS segments.
- `excerpt_bounds`: the sentence around a cue, clipped to the cue's segments plus the neighbour the sentence
  started or ended in. `sentence_bounds`, `clause_before` and `clause_after` give the scopes the hedge checks read.
- A Mark is a timed occurrence of a context pattern (risk statement, disclosure, cure); `find_marks` finds them,
  skipping negated ones, and `is_near` / `overlaps_mark` relate a mark to a candidate.
- Screened is a candidate plus where it sits (segments, cue and excerpt offsets) and the screen's verdicts on it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from audit.lexicon import Lexicon
from tools.verify_excerpt import TextSpan, searchable_spans
from veristream.models import Candidate, Transcript

MAX_CUE_SEGMENTS = 3
MAX_EXCERPT_CHARS = 320
SENTENCE_LOOK_CHARS = 200

_TERMINATORS = re.compile(r"[.!?\n]")
_NEGATED_TAIL = re.compile(r"\b(?:not|isn'?t|aren'?t|no|never|nothing|zero|without)\s+(?:\w+\s+)?$")


# Clause boundaries for negation scope. "and"/"so" only when a new subject follows ("you never sell and the checks
# keep coming"): auto-captions have no commas, and a negation of an earlier verb must not reach the next clause.
_CLAUSE_SPLIT = re.compile(
    r"[,;:\u2014]|\s-\s|\b(?:but|however|although|though|except|whereas|which\s+means|that\s+means)\b|"
    r"\b(?:and|so)\s+(?=(?:the|it|it'?s|you|you'?re|they|they'?re|we|we'?re|i|i'?m|this|that|he|she|"
    r"your|my|our|their)\b)",
    re.IGNORECASE,
)


@dataclass
class Stream:
    """One origin's text, lower-cased for matching (same length as the original, so offsets carry over)."""

    span: TextSpan
    low: str

    @property
    def origin(self) -> str:
        return self.span.origin

    def part_of(self, offset: int) -> int:
        import bisect

        return max(0, bisect.bisect_right(self.span.part_offsets, offset) - 1)

    def part_end(self, part: int) -> int:
        return self.span.part_offsets[part] + len(self.part_text(part))

    def part_text(self, part: int) -> str:
        offs = self.span.part_offsets
        end = offs[part + 1] - 1 if part + 1 < len(offs) else len(self.span.text)
        return self.span.text[offs[part] : end]


@dataclass
class Screened:
    """A candidate plus what the screen learned about it, for the judge."""

    candidate: Candidate
    hedge_reason: str | None = None  # negated, quoted, warned against, asked, hedged
    cure_reason: str | None = None  # balanced by a risk statement, disclosed early, cured by a disclosure
    notes: list[str] = field(default_factory=list)  # facts for the rationale (late disclosure, soft hedge)
    severity_shift: int = 0
    part_range: tuple[int, int] = (0, 0)
    match_span: tuple[int, int] = (0, 0)  # the cue's offsets in its stream
    excerpt_span: tuple[int, int] = (0, 0)  # the excerpt's offsets in its stream
    detector_p: float | None = None  # the trained detector's probability for this category, when it scored it


@dataclass
class Mark:
    """A timed occurrence of a context pattern (risk statement, disclosure, cure)."""

    origin: str
    pos: int
    end: int
    part: int
    start_s: float
    end_s: float
    text: str


def lower_same_length(text: str) -> str:
    chars = []
    for ch in text:
        low = ch.lower()
        chars.append(low if len(low) == 1 else ch)
    return "".join(chars).replace("\u2019", "'").replace("\u2018", "'")


def streams(transcript: Transcript) -> list[Stream]:
    return [Stream(span, lower_same_length(span.text)) for span in searchable_spans(transcript)]


def sentence_bounds(low: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - SENTENCE_LOOK_CHARS)
    left = lo
    for m in _TERMINATORS.finditer(low, lo, start):
        left = m.end()
    right = min(len(low), end + SENTENCE_LOOK_CHARS)
    m = _TERMINATORS.search(low, max(start, end - 1), right)  # a cue may end with the sentence's full stop
    if m:
        right = m.end()
    return left, right


def excerpt_bounds(stream: Stream, start: int, end: int) -> tuple[int, int]:
    """The sentence around the cue, clipped to the cue's segments plus the neighbour the sentence runs into."""
    first, last = stream.part_of(start), stream.part_of(max(start, end - 1))
    s_left, s_right = sentence_bounds(stream.low, start, end)
    offs = stream.span.part_offsets
    own_left, own_right = offs[first], stream.part_end(last)
    prev_left = offs[first - 1] if first > 0 else own_left
    next_right = stream.part_end(last + 1) if last + 1 < len(offs) else own_right
    own_text = stream.span.text[own_left:own_right].lstrip()
    starts_fresh = bool(own_text[:1].isupper()) and not own_text.startswith(("I ", "I'"))
    sentence_starts_in_prev = (
        not starts_fresh and prev_left <= s_left < own_left and _TERMINATORS.search(stream.low, prev_left, own_left)
    )
    left = s_left if (s_left >= own_left or sentence_starts_in_prev) else own_left
    next_text = stream.span.text[own_right:next_right].lstrip()
    next_fresh = bool(next_text[:1].isupper()) and not next_text.startswith(("I ", "I'"))
    sentence_ends_in_next = (
        not next_fresh and own_right < s_right <= next_right and _TERMINATORS.search(stream.low, own_right, next_right)
    )
    right = s_right if (s_right <= own_right or sentence_ends_in_next) else own_right
    if right - left > MAX_EXCERPT_CHARS:
        left = max(left, start - 120)
        right = min(right, end + 120)
        low = stream.low
        while 0 < left < start and low[left - 1].isalnum() and low[left].isalnum():
            left += 1
        while end < right < len(low) and low[right].isalnum() and low[right - 1].isalnum():
            right -= 1
    text = stream.span.text
    while left < right and not text[left].isalnum() and text[left] not in "$#\"'":
        left += 1
    while right > left and text[right - 1].isspace():
        right -= 1
    return left, right


def clause_before(low: str, sent_left: int, start: int) -> str:
    prefix = low[sent_left:start]
    parts = _CLAUSE_SPLIT.split(prefix)
    return parts[-1] if parts else prefix


def clause_after(low: str, end: int, sent_right: int) -> str:
    suffix = low[end:sent_right]
    m = _CLAUSE_SPLIT.search(suffix)
    return suffix[: m.start()] if m else suffix


def find_marks(
    lex_pattern: re.Pattern[str], stream_list: list[Stream], lex: Lexicon | None = None, *, negation: str = "tail"
) -> list[Mark]:
    """Every occurrence of a context pattern, timed; negated ones are skipped when lex is given.

    negation="tail": a negation right before it ("it's not risky", "no downside") cancels a risk statement;
    negation="clause": any negation in the clause or the cue ("no sponsors", "this video is not sponsored",
    "I deliberately avoid sponsors") cancels an endorsement or disclosure cue.
    """
    out: list[Mark] = []
    for st in stream_list:
        for m in lex_pattern.finditer(st.low):
            if lex is not None:
                s_left, _ = sentence_bounds(st.low, m.start(), m.end())
                clause = lex.not_negation.sub(" ", clause_before(st.low, s_left, m.start()))
                if negation == "tail" and _NEGATED_TAIL.search(clause):
                    continue
                if negation == "clause" and lex.context_negation.search(clause + " " + m.group(0)):
                    continue
            part = st.part_of(m.start())
            t0, t1 = st.span.part_times[part]
            out.append(Mark(st.origin, m.start(), m.end(), part, t0, t1, st.span.text[m.start() : m.end()]))
    return out


def is_near(sc: Screened, mark: Mark, window_s: float, segments: int) -> bool:
    cand = sc.candidate
    if cand.origin == "description" or mark.origin == "description":
        return cand.origin == mark.origin
    if abs(mark.start_s - cand.start) > window_s + (cand.end - cand.start) and abs(mark.end_s - cand.end) > window_s:
        return False
    if mark.origin == cand.origin:
        first, last = sc.part_range
        return first - segments <= mark.part <= last + segments
    return True  # on-screen text next to speech: time decides


def overlaps_mark(sc: Screened, mark: Mark, stream_origin: str, match_span: tuple[int, int]) -> bool:
    return stream_origin == mark.origin and mark.pos < match_span[1] and mark.end > match_span[0]


def is_unpunctuated(st: Stream) -> bool:
    """Auto-captions: lower-case lines without sentence punctuation, where a line is the best sentence guess."""
    parts = len(st.span.part_offsets)
    return parts >= 3 and len(_TERMINATORS.findall(st.span.text)) < max(1, parts // 10)


def context_bounds(st: Stream, start: int, end: int, unpunctuated: bool) -> tuple[int, int]:
    """Sentence bounds for context checks; in unpunctuated captions the cue's own lines stand in for a sentence."""
    if not unpunctuated:
        return sentence_bounds(st.low, start, end)
    first, last = st.part_of(start), st.part_of(max(start, end - 1))
    return st.span.part_offsets[first], st.part_end(last)


class TakenSpans:
    """Spans the lexical screen already covers, sorted, so an overlap test is a bisect, not a scan of all of them
    (that scan was quadratic for a long single cue with thousands of candidates, #12 item 7)."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self.spans = sorted(spans)
        self.longest = max((b - a for a, b in self.spans), default=0)

    def overlaps(self, start: int, end: int) -> bool:
        import bisect

        i = bisect.bisect_left(self.spans, (start - self.longest, -1))
        while i < len(self.spans) and self.spans[i][0] < end:
            a, b = self.spans[i]
            if start < b and a < end:
                return True
            i += 1
        return False

    def append(self, span: tuple[int, int]) -> None:
        import bisect

        bisect.insort(self.spans, span)
        self.longest = max(self.longest, span[1] - span[0])


def with_learned(listed: list[Mark], learned: list[Mark]) -> list[Mark]:
    """Listed marks plus the detector's, skipping a learned mark that overlaps a listed one."""
    extra = [m for m in learned if not any(o.origin == m.origin and o.pos < m.end and m.pos < o.end for o in listed)]
    return sorted(listed + extra, key=lambda m: (m.origin == "description", m.start_s, m.pos))
