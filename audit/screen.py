"""Offline screen: find statements that may break a rule, and the context that defuses them.

Pure functions over a Transcript. The screen is deliberately the place where over-flagging is fought, because a
compliance analyst has to accept every finding:

- Matching runs over the joined stream of adjacent segments (speech, on-screen text, description separately), so
  a claim split over two caption lines is found; a cue may span at most three segments. The excerpt is the
  sentence around the cue, clipped to the cue's segments plus the neighbour the sentence started or ended in.
- Negation / hedging / quoting are judged in context: the clause before the cue (split at , ; : but however ...)
  for negation and modal hedges, the sentence before it for reported speech ("scammers will tell you ..."), the
  whole sentence for warnings ("... is a red flag"), the clause after it for denials ("... don't exist").
  Disclaimers such as "this isn't financial advice" are blanked out first: they do not negate the claim.
- Balancing: a risk statement within BALANCE_SEGMENTS segments *and* BALANCE_WINDOW_S seconds of a benefit claim
  balances it (Candidate.balanced). Description claims are balanced by a risk statement anywhere in the
  description.
- Disclosure timing (sponsor/affiliate pitches): a disclosure spoken or shown before the pitch or with it (no later
  than AFTER_PITCH_GRACE_S seconds after it ends: the same breath), or in the first DESCRIPTION_FOLD_CHARS
  characters of the description (what YouTube shows above "...more"), cures the pitch. FTC 255.5 wants the viewer
  to know of the connection when they weigh the endorsement, so "oh, and they sponsored this" after the call to
  action is late. A disclosure only later in the video does not (the rationale says when it
  came); one only further down the description lowers the severity one step. A disclosure of a brand the viewer
  was already pitched more than EARLY_GRACE_S earlier is late for that whole pitch, and its finding quotes the
  pitch (late_disclosure_pitches), never the disclosure sentence, which is itself the disclosure.
- Description links carrying the channel's own name on someone else's site (brand.example/maya for "Maya Trades")
  are personal tracking links: affiliate candidates like a ?ref= link (channel_handle_links).
- Description text has no timestamps: its candidates are timed 0..0 with origin="description" and are verified
  only against the description.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from bm25s.stopwords import STOPWORDS_EN_PLUS

from audit import detect, semantic_screen
from audit.lexicon import CategoryLexicon, Lexicon, load_lexicon
from tools.verify_excerpt import TextSpan, searchable_spans
from veristream import config
from veristream.clock import clock as _clock
from veristream.models import Candidate, SpeakerProfile, Transcript

BALANCE_WINDOW_S = 30.0
BALANCE_SEGMENTS = 2
EARLY_GRACE_S = 30.0
AFTER_PITCH_GRACE_S = 0.5
DESCRIPTION_FOLD_CHARS = 200
MAX_CUE_SEGMENTS = 3
MAX_EXCERPT_CHARS = 320
SENTENCE_LOOK_CHARS = 200
QUOTE_LOOK_CHARS = 1000
SOFT_HEDGE_PENALTY = 0.15
CERTAINTY_BOOST = 0.1

_TERMINATORS = re.compile(r"[.!?\n]")
_NEGATED_TAIL = re.compile(r"\b(?:not|isn'?t|aren'?t|no|never|nothing|zero|without)\s+(?:\w+\s+)?$")
_ILLUSTRATION = re.compile(r"\b(?:let'?s\s+say|say\s+you|for\s+example|for\s+instance|imagine|suppose|hypothetically|"
                           r"as\s+an\s+(?:example|illustration))\b")
# "if you just follow my rules" is an instruction attached to a claim, not a hedge of it (semantic windows only: they
# include the words after the claim, which a lexical cue's clause-before check never sees).
_INSTRUCTION_IF = re.compile(r"\bif\s+you\s+(?:just\s+|simply\s+|only\s+)?(?:follow|use|join|do|copy|stick|sign|start|apply|"
                             r"put|buy|take|watch|get)\b")
# Questions that assert rather than ask ("Remember when I told you to buy it at ninety?").
_RHETORICAL = re.compile(r"\s*(?:why\s+would\s+(?:anybody|anyone|you)|remember\s+(?:back\s+in\s+\w+\s+|last\s+\w+\s+)?(?:when|how)|did\s+you\s+know|(?:did|didn'?t)\s+i\s+(?:tell|say|call)|who\s+(?:called|told\s+you))\b")
# Clause boundaries for negation scope. "and"/"so" only when a new subject follows ("you never sell and the checks
# keep coming"): auto-captions have no commas, and a negation of an earlier verb must not reach the next clause.
_CLAUSE_SPLIT = re.compile(r"[,;:\u2014]|\s-\s|\b(?:but|however|although|though|except|whereas|which\s+means|that\s+means)\b|"
                           r"\b(?:and|so)\s+(?=(?:the|it|it'?s|you|you'?re|they|they'?re|we|we'?re|i|i'?m|this|that|he|she|"
                           r"your|my|our|their)\b)", re.IGNORECASE)


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


def _lower_same_length(text: str) -> str:
    chars = []
    for ch in text:
        low = ch.lower()
        chars.append(low if len(low) == 1 else ch)
    return "".join(chars).replace("\u2019", "'").replace("\u2018", "'")


def streams(transcript: Transcript) -> list[Stream]:
    return [Stream(span, _lower_same_length(span.text)) for span in searchable_spans(transcript)]


def _sentence_bounds(low: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - SENTENCE_LOOK_CHARS)
    left = lo
    for m in _TERMINATORS.finditer(low, lo, start):
        left = m.end()
    right = min(len(low), end + SENTENCE_LOOK_CHARS)
    m = _TERMINATORS.search(low, max(start, end - 1), right)  # a cue may end with the sentence's full stop
    if m:
        right = m.end()
    return left, right


def _excerpt_bounds(stream: Stream, start: int, end: int) -> tuple[int, int]:
    """The sentence around the cue, clipped to the cue's segments plus the neighbour the sentence runs into."""
    first, last = stream.part_of(start), stream.part_of(max(start, end - 1))
    s_left, s_right = _sentence_bounds(stream.low, start, end)
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


def _clause_before(low: str, sent_left: int, start: int) -> str:
    prefix = low[sent_left:start]
    parts = _CLAUSE_SPLIT.split(prefix)
    return parts[-1] if parts else prefix


def _clause_after(low: str, end: int, sent_right: int) -> str:
    suffix = low[end:sent_right]
    m = _CLAUSE_SPLIT.search(suffix)
    return suffix[: m.start()] if m else suffix


def _inside_quotation(low: str, start: int, quote: re.Pattern[str], line_left: int) -> bool:
    """The cue sits inside an open double quote that someone else's words introduce: the ad says, "Guaranteed ...".
    A client's words an adviser reads out ("one client told us, "...") stay the adviser's claim: the introducer must
    be reported speech of a third party (lex.quote)."""
    # Bounded look-back: a quote opened more than QUOTE_LOOK_CHARS before the cue is not this cue's, and counting
    # quotes back to the start of a 1 MB single-cue line for every cue was quadratic (#12 item 7).
    line_left = max(line_left, start - QUOTE_LOOK_CHARS)
    left = max(line_left, low.rfind("\n", line_left, start) + 1)
    before = low[left:start]
    if before.count('"') % 2:
        at = left + before.rfind('"')
    elif before.count("\u201c") > before.count("\u201d"):
        at = left + before.rfind("\u201c")
    else:
        return False
    return quote.search(low, max(0, at - 120), at) is not None


def _hedge(
    lex: Lexicon, cat: CategoryLexicon, low: str, start: int, end: int, bounds: tuple[int, int] | None = None,
    line_left: int | None = None,
) -> tuple[str | None, float]:
    """Why the cue is not the speaker's own claim (or None), and a soft-hedge score penalty."""
    s_left, s_right = bounds or _sentence_bounds(low, start, end)
    clause = lex.not_negation.sub(" ", _clause_before(low, s_left, start))
    sentence_prefix = lex.not_negation.sub(" ", low[s_left:start])
    if m := (lex.negation.search(clause) or lex.negation_tail.search(clause)):
        return f"negated ({m.group(0).strip()!r} before the claim)", 0.0
    after = _clause_after(low, end, s_right)
    if m := lex.negation_after.search(after):
        return f"denied by what follows ({m.group(0).strip()!r})", 0.0
    if not cat.quotes_ok and (m := lex.quote.search(sentence_prefix)):
        return f"reports someone else's claim ({m.group(0)!r})", 0.0
    if not cat.quotes_ok and _inside_quotation(low, start, lex.quote, s_left if line_left is None else line_left):
        return "inside a quotation of someone else's words", 0.0
    if m := lex.sarcasm.search(sentence_prefix):
        return f"said sarcastically ({m.group(0).strip()!r})", 0.0
    if m := lex.warning.search(low[s_left:s_right]):
        return f"said as a warning ({m.group(0)!r})", 0.0
    prev_left, _ = _sentence_bounds(low, max(0, s_left - 2), max(0, s_left - 1)) if s_left > 1 else (s_left, s_left)
    _, next_right = _sentence_bounds(low, s_right, s_right) if s_right < len(low) else (s_right, s_right)
    if m := (lex.disclaim_nearby.search(low, prev_left, s_left) or lex.disclaim_nearby.search(low, s_right, next_right)):
        return f"disowned by the sentence next to it ({m.group(0)!r})", 0.0
    if cat.hedge_modals and (m := lex.hedge_strong.search(lex.viewer_condition.sub(" ", clause))):
        return f"hedged ({m.group(0)!r})", 0.0
    rhetorical = _RHETORICAL.match(low, s_left) is not None
    if not rhetorical and low[end:s_right].rstrip().endswith("?") and "?" not in low[end : max(end, s_right - 1)]:
        return "asked as a question", 0.0
    penalty = SOFT_HEDGE_PENALTY if lex.hedge_soft.search(clause) else 0.0
    return None, penalty


def _marks(
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
                s_left, _ = _sentence_bounds(st.low, m.start(), m.end())
                clause = lex.not_negation.sub(" ", _clause_before(st.low, s_left, m.start()))
                if negation == "tail" and _NEGATED_TAIL.search(clause):
                    continue
                if negation == "clause" and lex.context_negation.search(clause + " " + m.group(0)):
                    continue
            part = st.part_of(m.start())
            t0, t1 = st.span.part_times[part]
            out.append(Mark(st.origin, m.start(), m.end(), part, t0, t1, st.span.text[m.start() : m.end()]))
    return out


def _near(sc: Screened, mark: Mark, window_s: float, segments: int) -> bool:
    cand = sc.candidate
    if cand.origin == "description" or mark.origin == "description":
        return cand.origin == mark.origin
    if abs(mark.start_s - cand.start) > window_s + (cand.end - cand.start) and abs(mark.end_s - cand.end) > window_s:
        return False
    if mark.origin == cand.origin:
        first, last = sc.part_range
        return first - segments <= mark.part <= last + segments
    return True  # on-screen text next to speech: time decides


def _overlaps(sc: Screened, mark: Mark, stream_origin: str, match_span: tuple[int, int]) -> bool:
    return stream_origin == mark.origin and mark.pos < match_span[1] and mark.end > match_span[0]


def infer_speaker(transcript: Transcript, lex: Lexicon | None = None) -> SpeakerProfile:
    """Kept for callers of the screen; role inference lives in audit/roles.py (imported late: it uses this module)."""
    from audit.roles import infer_speaker as infer

    return infer(transcript, lex)


@dataclass
class EndorsementContext:
    """Where the content is an endorsement/ad, so the FTC Guides reach what is said there.

    A sponsor/affiliate cue in the description, or spoken/shown within the first ENDORSEMENT_WHOLE_VIDEO_S
    seconds, makes the whole video an endorsement; a cue later in the video (a mid-roll ad read) covers only
    ENDORSEMENT_BEFORE_S seconds before to ENDORSEMENT_AFTER_S seconds after it.
    """

    marks: list[Mark]
    whole_video: bool

    @cached_property
    def evidence(self) -> list[str]:
        """Memoised: it is asked once per candidate, and recomputing it over every mark was quadratic (#12 item 7)."""
        return _first_unique((m.text for m in self.marks), 5)

    def evidence_for(self, start: float, end: float, origin: str) -> list[str]:
        if self.whole_video:
            return list(self.evidence)
        if origin == "description":
            return [m.text for m in self.marks if m.origin == "description"][:3]
        near = (
            m.text
            for m in self.marks
            if m.origin != "description"
            and m.start_s - ENDORSEMENT_BEFORE_S <= end
            and start <= m.end_s + ENDORSEMENT_AFTER_S
        )
        return _first_unique(near, 3)


def _first_unique(texts: Iterable[str], n: int) -> list[str]:
    """The first n distinct texts, reading no further than needed."""
    out: dict[str, None] = {}
    for text in texts:
        out.setdefault(text)
        if len(out) >= n:
            break
    return list(out)


ENDORSEMENT_WHOLE_VIDEO_S = 60.0
ENDORSEMENT_BEFORE_S = 30.0
ENDORSEMENT_AFTER_S = 120.0


def endorsement_context(transcript: Transcript, lex: Lexicon | None = None) -> EndorsementContext:
    """Verbatim sponsor/affiliate/free-product cues (not negated: "no sponsors" is not one), timed."""
    lex = lex or load_lexicon()
    stream_list = streams(transcript)
    marks: list[Mark] = []
    patterns = list(lex.endorsement_context) + [
        cue.pattern for cat in lex.categories.values() if cat.disclosure_timing for cue in cat.cues
    ]
    for pat in patterns:
        for mark in _marks(pat, stream_list, lex, negation="clause"):
            st = next(s for s in stream_list if s.origin == mark.origin)
            left, right = _excerpt_bounds(st, mark.pos, mark.end)
            mark.text = st.span.text[left:right]
            marks.append(mark)
    whole = any(m.origin == "description" or m.start_s <= ENDORSEMENT_WHOLE_VIDEO_S for m in marks)
    # A late disclosure ("full transparency, X gave me ...") proves the earlier pitch of X was an endorsement: it
    # covers the span from that pitch to the disclosure (not the whole video, as a mid-roll read would not).
    disclosures = _marks(lex.disclosures, stream_list, lex, negation="clause")
    for m in disclosures:
        if (since := _stale_disclosures([m], stream_list, lex).get(id(m))) is not None:
            text = f"{_disclosure_sentence(m, stream_list)} (disclosed at {_clock(m.start_s)})"
            marks.append(Mark(m.origin, m.pos, m.end, m.part, since, m.end_s, text))
    marks.sort(key=lambda m: (m.origin == "description", m.start_s))
    return EndorsementContext(marks, whole)


def _unpunctuated(st: Stream) -> bool:
    """Auto-captions: lower-case lines without sentence punctuation, where a line is the best sentence guess."""
    parts = len(st.span.part_offsets)
    return parts >= 3 and len(_TERMINATORS.findall(st.span.text)) < max(1, parts // 10)


def _bounds(st: Stream, start: int, end: int, unpunctuated: bool) -> tuple[int, int]:
    """Sentence bounds for context checks; in unpunctuated captions the cue's own lines stand in for a sentence."""
    if not unpunctuated:
        return _sentence_bounds(st.low, start, end)
    first, last = st.part_of(start), st.part_of(max(start, end - 1))
    return st.span.part_offsets[first], st.part_end(last)


def _cue_matches(
    cat: CategoryLexicon, lex: Lexicon, st: Stream, role: str = "unknown", all_text: str = ""
) -> list[tuple[int, int, str, float, str | None, float]]:
    """(start, end, label, weight, hedge_reason, penalty) for every cue occurrence not excluded by its sentence."""
    out = []
    unpunct = _unpunctuated(st)
    for cue in cat.cues:
        if cue.requires_role and cue.requires_role != role:
            continue
        if cue.anywhere is not None and not cue.anywhere.search(all_text or st.low):
            continue
        if cue.needs and not any(word in st.low for word in cue.needs):
            continue
        for m in cue.pattern.finditer(st.low):
            if m.end() <= m.start():
                continue
            first, last = st.part_of(m.start()), st.part_of(m.end() - 1)
            if last - first + 1 > MAX_CUE_SEGMENTS:
                continue
            s_left, s_right = _bounds(st, m.start(), m.end(), unpunct)
            if cat.exclude and cat.exclude.search(st.low, s_left, s_right):
                continue
            reason, penalty = _hedge(lex, cat, st.low, m.start(), m.end(), (s_left, s_right),
                                     line_left=st.span.part_offsets[first])
            boost = CERTAINTY_BOOST if lex.certainty.search(st.low, s_left, s_right) else 0.0
            lo, hi = max(0, m.start() - cue.support_chars), m.end() + cue.support_chars
            if cue.support is not None and cue.support.search(st.low, lo, hi):
                boost += cue.support_boost
            out.append((m.start(), m.end(), cue.label, min(1.0, cue.weight + boost), reason, penalty))
    return out


def screen_transcript(
    transcript: Transcript,
    speaker: SpeakerProfile | None = None,
    lex: Lexicon | None = None,
    *,
    semantic: bool | None = None,
) -> list[Screened]:
    """All candidates, in time order, each with its hedge/cure verdicts (nothing lexical is dropped silently here).

    semantic: also run the embedding screen (audit/semantic_screen.py); None means on unless
    VERISTREAM_SEMANTIC_SCREEN=0. Semantic windows that fail their own hedging checks are not proposed at all.
    """
    if semantic is None:
        semantic = semantic_enabled()
    lex = lex or load_lexicon()
    stream_list = streams(transcript)
    role = speaker.role if speaker else "unknown"
    results: list[Screened] = []
    all_text = " ".join(st.low for st in stream_list)
    for cat in lex.categories.values():
        if cat.requires_role and cat.requires_role != role:
            continue
        if cat.absent and cat.absent.search(all_text):
            continue
        found: list[Screened] = []
        for st in stream_list:
            for start, end, label, weight, reason, penalty in _cue_matches(cat, lex, st, role, all_text):
                left, right = _excerpt_bounds(st, start, end)
                first, last = st.part_of(left), st.part_of(max(left, right - 1))
                ctx_first, ctx_last = max(0, first - 1), min(len(st.span.part_offsets) - 1, last + 1)
                context = " ".join(st.part_text(i) for i in range(ctx_first, ctx_last + 1))[:600]
                t0 = st.span.part_times[first][0]
                t1 = st.span.part_times[last][1]
                cand = Candidate(
                    id="",
                    category=cat.id,
                    start=t0,
                    end=t1,
                    excerpt=st.span.text[left:right],
                    context=context if st.origin != "description" else "",
                    cue=f"{label} ({st.span.text[start:end]!r})",
                    origin=st.origin,  # type: ignore[arg-type]
                    score=round(max(0.0, weight - penalty), 3),
                    hedged=reason is not None,
                )
                sc = Screened(cand, hedge_reason=reason, part_range=(first, last), match_span=(start, end),
                              excerpt_span=(left, right))
                if penalty:
                    sc.notes.append("soft hedge")
                found.append(sc)
        found = _dedupe(found)
        if cat.once and found:
            found = [min(found, key=lambda s: (s.candidate.hedged, -s.candidate.score, s.candidate.start))]
        results.extend(found)
    learned_marks: dict[str, list[Mark]] = {"disclosure": [], "risk_statement": []}
    if detect.enabled():
        learned, learned_marks = detector_candidates(stream_list, lex, role)
        results = merge_detector(results, learned)
    elif semantic:
        results.extend(semantic_candidates(stream_list, lex, role, results))
    results.extend(channel_handle_links(transcript, stream_list, results))
    results = _subsume(results, lex)
    _apply_context(results, lex, stream_list, transcript, learned_marks)
    results.extend(late_disclosure_pitches(results, lex, stream_list))
    results.sort(key=lambda s: (s.candidate.origin == "description", s.candidate.start, s.candidate.category))
    for i, sc in enumerate(results, 1):
        sc.candidate.id = f"C{i}"
    return results


def _key(sc: Screened) -> tuple[str, int, int]:
    c = sc.candidate
    return (c.origin, sc.part_range[0], sc.part_range[1])


def _better(a: Screened, b: Screened) -> bool:
    """a beats b: unhedged beats hedged, then the higher score."""
    if a.candidate.hedged != b.candidate.hedged:
        return not a.candidate.hedged
    return a.candidate.score > b.candidate.score


def _dedupe(found: list[Screened]) -> list[Screened]:
    """One candidate per statement and category: when one excerpt lies inside another (the same claim matched by
    two cues, or a cue in the second line of a sentence), keep one -- the strongest cue's verdict with the widest
    excerpt -- and keep hedging only if the kept cue is hedged."""
    kept: list[Screened] = []
    # Candidates come in start order, so a kept one that ends before this one starts can never contain or be
    # contained by a later one: only the still-open ones are compared, in kept order (linear for a long cue, #12
    # item 7; the pairwise loop was quadratic).
    open_: list[int] = []
    for sc in sorted(found, key=lambda s: (s.candidate.origin, s.excerpt_span[0], -s.excerpt_span[1])):
        a0, a1 = sc.excerpt_span
        open_ = [i for i in open_ if kept[i].candidate.origin == sc.candidate.origin and kept[i].excerpt_span[1] >= a0]
        for i in open_:
            other = kept[i]
            b0, b1 = other.excerpt_span
            if other.candidate.origin != sc.candidate.origin or not (b0 <= a0 and a1 <= b1 or a0 <= b0 and b1 <= a1):
                continue
            wide, narrow = (other, sc) if (b1 - b0) >= (a1 - a0) else (sc, other)
            best = sc if _better(sc, other) else other
            if best is not wide:
                best.candidate.excerpt, best.candidate.start, best.candidate.end = (
                    wide.candidate.excerpt, wide.candidate.start, wide.candidate.end)
                best.candidate.context = wide.candidate.context
                best.excerpt_span, best.part_range = wide.excerpt_span, wide.part_range
            kept[i] = best
            del narrow
            break
        else:
            open_.append(len(kept))
            kept.append(sc)
    return kept


def _subsume(results: list[Screened], lex: Lexicon) -> list[Screened]:
    """Drop a candidate when a stronger category already covers the same statement (see `subsumes:`)."""
    by_stmt: dict[tuple, set[str]] = {}
    for sc in results:
        if not sc.candidate.hedged:
            by_stmt.setdefault((sc.candidate.origin, sc.candidate.excerpt), set()).add(sc.candidate.category)
    keep = []
    for sc in results:
        cats = by_stmt.get((sc.candidate.origin, sc.candidate.excerpt), set())
        if any(sc.candidate.category in lex.subsumes.get(other, []) for other in cats if other != sc.candidate.category):
            continue
        keep.append(sc)
    return keep


def _apply_context(results: list[Screened], lex: Lexicon, stream_list: list[Stream], transcript: Transcript,
                   learned: dict[str, list[Mark]] | None = None) -> None:
    """Balancing, category cures and disclosure timing, using context anywhere in the transcript.

    learned: risk statements and disclosures the detector recognised, in wording no listed pattern knows.
    """
    learned = learned or {}
    risks = _with_learned(_marks(lex.risk_statements, stream_list, lex), learned.get("risk_statement", []))
    disclosures = _with_learned(_marks(lex.disclosures, stream_list, lex, negation="clause"),
                                learned.get("disclosure", []))
    stale = _stale_disclosures(disclosures, stream_list, lex)
    cure_marks: dict[str, list[Mark]] = {}
    by_origin = {st.origin: st for st in stream_list}
    handles = channel_handles(transcript)
    own_products = own_product_words(stream_list)
    for sc in results:
        cand = sc.candidate
        cat = lex.categories[cand.category]
        origin, span = cand.origin, sc.match_span
        if cat.balance:
            near = [m for m in risks if _near(sc, m, BALANCE_WINDOW_S, BALANCE_SEGMENTS)]
            near = [m for m in near if not _overlaps(sc, m, origin, span)]
            if near:
                cand.balanced = True
                where = "in the description" if near[0].origin == "description" else f"at {_clock(near[0].start_s)}"
                text = f"balanced by a nearby risk statement {where} ({near[0].text!r})"
                if cat.balance == "lower":
                    sc.severity_shift -= 1
                    sc.notes.append(text + "; severity lowered")
                else:
                    sc.cure_reason = text
        if cat.cure and not sc.cure_reason:
            if cat.cure.scope == "sentence":
                st = by_origin[origin]
                s_left, s_right = _sentence_bounds(st.low, *span)
                if m := cat.cure.pattern.search(st.low, s_left, s_right):
                    sc.cure_reason = f"the statement itself gives the required detail ({m.group(0)!r})"
            else:
                if cand.category not in cure_marks:
                    cure_marks[cand.category] = _marks(cat.cure.pattern, stream_list)
                marks = cure_marks[cand.category]
                near = [m for m in marks if _near(sc, m, cat.cure.window_s, cat.cure.segments)]
                if near:
                    cand.balanced = True
                    sc.cure_reason = f"the required disclosure is given nearby ({near[0].text!r})"
        if cat.disclosure_timing and not sc.cure_reason:
            if own := own_site_link(cand.excerpt, handles) or own_product(cand.excerpt, own_products):
                sc.cure_reason = f"the pitch is for the channel's own site or product ({own!r}): no third party to disclose"
                continue
            _disclosure_timing(sc, disclosures, stale)


def _disclosure_timing(sc: Screened, disclosures: list[Mark], stale: dict[int, float]) -> None:
    cand = sc.candidate
    timed = [m for m in disclosures if m.origin != "description"]
    described = [m for m in disclosures if m.origin == "description"]
    if cand.origin == "description":
        if described or any(m.start_s <= EARLY_GRACE_S for m in timed):
            where = described[0] if described else next(m for m in timed if m.start_s <= EARLY_GRACE_S)
            sc.cure_reason = f"the connection is disclosed ({where.text!r})"
            cand.balanced = True
        return
    own = [m for m in timed if m.origin == cand.origin and _overlaps(sc, m, cand.origin, sc.excerpt_span)]
    if own:
        cand.balanced = True
        sc.cure_reason = f"the statement is itself the disclosure of the connection ({own[0].text!r})"
        return
    def in_time(m: Mark) -> bool:
        # a disclosure soon after this line is still late when the same brand was pitched well before it
        return m.start_s <= cand.end + AFTER_PITCH_GRACE_S and not (m.start_s > cand.start and id(m) in stale)

    early = [m for m in timed if in_time(m)]
    if early:
        cand.balanced = True
        sc.cure_reason = f"disclosed early enough, at {_clock(early[0].start_s)} ({early[0].text!r})"
        return
    above_fold = [m for m in described if m.pos < DESCRIPTION_FOLD_CHARS]
    if above_fold:
        cand.balanced = True
        sc.cure_reason = f"disclosed at the top of the description ({above_fold[0].text!r})"
        return
    late = [m for m in timed if not in_time(m) and m.start_s > cand.start]
    if late:
        sc.notes.append(
            f"the connection is disclosed only at {_clock(late[0].start_s)} ({late[0].text!r}), after the pitch"
        )
    if described:
        sc.severity_shift -= 1
        sc.notes.append(f"disclosed only further down the description ({described[0].text!r}); severity lowered")
    if not late and not described:
        sc.notes.append("no disclosure of the connection anywhere in the video or description")


# The endorsed brand named in a disclosure ("sponsored by X", "X gave me ...", "thanks to X for ...").
_BRAND_AFTER = re.compile(r"\b(?:sponsored\s+by|brought\s+to\s+you\s+by|partner(?:ship|ed|ing)?\s+with|thanks?\s+(?:to\s+)?|"
                          r"thank\s+you\s+(?:to\s+)?)\s*([a-z0-9][\w'-]{2,})")
_BRAND_BEFORE = re.compile(r"\b([a-z0-9][\w'-]{2,})\s+(?:gave|sent|gifted|comped|paid|pays|sponsored|is\s+sponsoring|sponsors)\b")
_CAPITALISED = re.compile(r"(?<![.!?:]\s)(?<=[\s,])([A-Z][\w'-]{2,})")  # not a sentence's first word
_NOT_BRAND = frozenset({
    "they", "them", "who", "which", "this", "that", "the", "company", "team", "someone", "and", "also", "actually",
    "video", "today", "you", "our", "your", "full", "for", "transparency", "disclosure", "quick", "note", "just",
    "heads", "all", "everyone", "guys", "folks", "honestly", "btw", "way",
    # interjections real captions capitalise mid-line ("hey. Alright. It was ...")
    "alright", "okay", "yeah", "yes", "like", "well", "hey", "wow", "right", "awesome", "cool", "sure", "thanks"})
# What makes a sentence naming the brand a pitch (praise, personal use, recommendation, call to action).
_PITCH = re.compile(
    r"\b(?:i\s+(?:use|love|recommend|swear\s+by|switched|trust)|i'?ve\s+been\s+using|(?:highly|strongly)\s+recommend|"
    r"i'?m\s+using|i\s+use\s+(?:it|them|every|for)|every\s+(?:single\s+)?(?:day|morning|trade|week)|only\s+(?:tool|app|platform|service)|"
    r"made\s+me|helped\s+me|saved\s+me|serious\s+about|better|changed|(?:helps|lets|gives)\s+you|for\s+you|"
    r"you\s+(?:get|can|will)|go-?to|secret\s+weapon|edge|win\s+rate|pays\s+for\s+itself|worth|subscribe|"
    r"premium|discount|free\s+trial|join(?:ed)?|sign(?:ed)?\s+up|signals?|alerts?|profits?|"
    r"best|favou?rite|game[\s-]?changer|changed\s+(?:my|how|the\s+way)|you\s+(?:guys\s+)?(?:need|have\s+to|gotta|should|must)|"
    r"go\s+(?:get|download|check|sign)|download|sign\s+up|check\s+(?:it|them)\s+out|try\s+(?:it|them|\w+\s+out)|link|"
    r"code|worth\s+(?:it|every)|hands\s+down|no[\s-]brainer|must[\s-]have|incredible|amazing|insane|awesome|obsessed|"
    r"life[\s-]?saver|blew\s+my\s+mind)\b")
_REFERS = re.compile(r"\b(?:it|it'?s|its|they|their|them|this\s+(?:app|tool|platform|thing|service|bot|card|course))\b")
LATE_PITCH_SCORE = 0.7
STANDING_SCORE = 0.6  # judge_rules.REPORT_THRESHOLD: a weaker candidate is never reported, so it anchors nothing


def _brands(text: str) -> set[str]:
    """Names the disclosure credits: the word after "sponsored by"/"thanks to", before "gave me", or capitalised.

    Returned as regex fragments: a CamelCase name also matches its auto-caption spelling ("TradeNest", "trade nest").
    """
    low = _lower_same_length(text)
    names = {m.group(1) for pat in (_BRAND_AFTER, _BRAND_BEFORE) for m in pat.finditer(low)}
    names |= {re.sub(r"(?<=[a-z])(?=[A-Z])", " ", m.group(1)).lower() for m in _CAPITALISED.finditer(text)
              if not text.startswith(":", m.end())}  # "Kenshin: ..." is a podcast speaker label, not a brand
    names = {n.strip("'-") for n in names}
    return {re.escape(n).replace(r"\ ", r"\s*") for n in names if n and n not in _NOT_BRAND and not _function_word(n)}


def _function_word(name: str) -> bool:
    """"But", "I'm", "Then": capitalised at a sentence start in real captions, never a sponsor's name."""
    return name in _STOPWORDS or name.split("'")[0] in _STOPWORDS


_STOPWORDS = frozenset(STOPWORDS_EN_PLUS)


_URL = re.compile(r"(?<![\w.@])(?:https?://)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,10})(/[^\s)\]]*[a-z0-9_])")
_SOCIAL = re.compile(r"(?:^|\.)(?:youtube|youtu|twitter|x|instagram|tiktok|facebook|linkedin|discord|patreon|github|reddit|"
                     r"t|threads|twitch|spotify|apple|substack|medium)\.[a-z]+$")
# Channel-name words that are not a person's handle ("Tyler Invests": "tyler" is the handle, "invests" is not).
_GENERIC_CHANNEL_WORDS = frozenset({
    "the", "and", "with", "money", "finance", "financial", "invest", "invests", "investing", "investor", "investments",
    "trade", "trades", "trading", "trader", "crypto", "stocks", "stock", "options", "wealth", "capital", "budget",
    "guy", "girl", "club", "channel", "official", "daily", "markets", "market", "show", "podcast", "tips", "life",
    "rich", "retire", "retirement", "dividends", "dividend", "on", "for", "mr", "mrs", "ms", "dr", "tv", "hq"})
HANDLE_LINK_SCORE = 0.7


_HOST_SPOKEN = re.compile(r"(?<![\w.])(?:https?://)?(?:www\.|www\s+dot\s+)?([a-z0-9-]+)(?:\.|\s+dot\s+)"
                          r"(?:[a-z0-9-]+(?:\.|\s+dot\s+))*(?:com|io|co|app|net|org|example|ly|gg|me|us|ai)\b")


def channel_handles(transcript: Transcript) -> set[str]:
    """Distinctive words of the channel name ("Summit Ridge Wealth" -> summit, ridge): how its own links look."""
    channel = (transcript.metadata.channel or "") if transcript.metadata else ""
    return {w for w in re.findall(r"[a-z0-9]{3,}", _lower_same_length(channel)) if w not in _GENERIC_CHANNEL_WORDS}


def own_site_link(excerpt: str, handles: set[str]) -> str | None:
    """The excerpt's web address when every address in it is on the channel's own domain (its name is the
    domain: summitridge.example for "Summit Ridge Wealth"). A creator sending viewers to their own firm, course or
    newsletter has no material connection with a third party to disclose (FTC 255.5 is about the advertiser)."""
    hosts = [m for m in _HOST_SPOKEN.finditer(excerpt.lower()) if not _SOCIAL.search(m.group(1) + ".com")]
    if not hosts or not handles:
        return None
    if all(any(h in m.group(1).replace("-", "") for h in handles) for m in hosts):
        return hosts[0].group(0)
    return None


_OWN_PRODUCT = re.compile(r"\b(?:my|our)\s+(?:own\s+)?(?:[\w'-]+\s+){0,2}?(mentorship|course|program|academy|community|"
                          r"discord|newsletter|masterclass|bootcamp|membership|signals?|service|fund|firm|app|bot|"
                          r"group|coaching|webinar|book|ebook|e-book|workshop)\b")


_PERSONAL_CODE = re.compile(r"\b(?:promo\s+|discount\s+|referral\s+|coupon\s+)?code\s+[a-z0-9]{3,}\b|/(?:ref|r|invite|aff)/|[?&](?:ref|aff|via)=")


def own_product_words(stream_list: list[Stream]) -> set[str]:
    """Product words the speaker calls their own anywhere ("my mentorship", "our program")."""
    return {m.group(1) for st in stream_list if st.origin != "description" for m in _OWN_PRODUCT.finditer(st.low)}


def own_product(excerpt: str, words: set[str]) -> str | None:
    """A pitch for a product the speaker calls their own elsewhere ("Join the Apex Mentorship: ..." after "my
    mentorship"): the creator selling their own product is an advertiser, with no third-party connection to
    disclose under FTC 255.5."""
    low = excerpt.lower()
    if _PERSONAL_CODE.search(low):  # a personal code or referral path means someone else pays per signup
        return None
    return next((w for w in sorted(words) if re.search(rf"\b{re.escape(w)}\b", low)), None)


def channel_handle_links(transcript: Transcript, stream_list: list[Stream], found: list[Screened]) -> list[Screened]:
    """Description links to someone else's site carrying the channel's own name ("Maya Trades" ->
    brand.example/maya, ?ref=maya50): a personal tracking link, so a connection that must be disclosed.

    Only the description: that is where such links live, and the link is then verified against the description.
    Links to the channel's own domain, to social sites, or already covered by another candidate are skipped.
    """
    handles = channel_handles(transcript)
    if not handles:
        return []
    out: list[Screened] = []
    for st in stream_list:
        if st.origin != "description":
            continue
        taken = [sc.excerpt_span for sc in found if sc.candidate.origin == "description"
                 and sc.candidate.category in ("undisclosed_affiliate", "undisclosed_sponsorship")]
        for m in _URL.finditer(st.low):
            host, path = m.group(1), m.group(2)
            if _SOCIAL.search(host) or any(h in host.replace("-", "") for h in handles):
                continue
            tokens = re.split(r"[/?&=#._-]+", path)
            if not any(re.fullmatch(re.escape(h) + r"\d{0,4}", t) for t in tokens for h in handles):
                continue
            left, right = _excerpt_bounds(st, m.start(), m.end())
            if any(a < right and left < b for a, b in taken):
                continue
            part = st.part_of(m.start())
            cand = Candidate(
                id="", category="undisclosed_affiliate", start=0.0, end=0.0, excerpt=st.span.text[left:right],
                context="", cue=f"link carrying the channel's name ({st.span.text[m.start():m.end()]!r})",
                origin="description", score=HANDLE_LINK_SCORE, hedged=False)
            out.append(Screened(cand, part_range=(part, part), match_span=(m.start(), m.end()),
                                excerpt_span=(left, right)))
            taken.append((left, right))
    return out


def _disclosure_sentence(mark: Mark, stream_list: list[Stream]) -> str:
    st = next(s for s in stream_list if s.origin == mark.origin)
    left, right = _sentence_bounds(st.low, mark.pos, mark.end)
    return st.span.text[left:right].strip()


def _disclosed_brand(mark: Mark, stream_list: list[Stream]) -> re.Pattern[str] | None:
    """A pattern for the brand(s) the disclosure sentence credits, or None when it names none."""
    brands = _brands(_disclosure_sentence(mark, stream_list))
    if not brands:  # "they gave me ...": the brand is the one named just before
        st = next(s for s in stream_list if s.origin == mark.origin)
        part = st.part_of(mark.pos)
        brands = _brands(" ".join(st.part_text(i) for i in range(max(0, part - 2), part)))
    if not brands:
        return None
    return re.compile(r"\b(?:" + "|".join(sorted(brands)) + r")\b")


# A call to action: the line an analyst quotes first for a pitch.
_CTA = re.compile(r"\b(?:download|sign(?:ed)?\s+up|check\s+(?:it|them)\s+out|go\s+(?:get|grab|download|check|sign)|get\s+(?:it|yours|one)|"
                  r"try\s+(?:it|them|\w+\s+out)|link|code|join|subscribe|you\s+(?:guys\s+)?(?:need|should|must|have\s+to|gotta)|"
                  r"go\s+to|head\s+(?:over\s+)?to|visit|(?:highly|strongly)\s+recommend|no[\s-]brainer)\b")
PITCH_REACH = 2  # lines a pitch may run on from the line naming the brand


def _pitch_runs(
    stream_list: list[Stream], lex: Lexicon, brand_re: re.Pattern[str], ends_by_s: float
) -> list[tuple[Stream, list[int]]]:
    """Windows (<= MAX_CUE_SEGMENTS consecutive speech/on-screen segments, ending by ends_by_s) of a pitch for the
    brand, best first: lines within PITCH_REACH of a line naming it, scored call to action 3, praise 1, naming 1.

    A pitch runs on after the brand is named ("It's called X." "It finds breakouts." "You need to check it out."),
    and the call to action is what an analyst quotes, so the best window is the one richest in them.
    """
    scored: list[tuple[int, float, Stream, list[int]]] = []
    for st in stream_list:
        if st.origin == "description":
            continue
        offs = st.span.part_offsets
        before = [i for i in range(len(offs)) if st.span.part_times[i][1] <= ends_by_s
                  and not lex.disclosures.search(st.low, offs[i], st.part_end(i))]
        named = {i for i in before if brand_re.search(st.low, offs[i], st.part_end(i))}
        if not named:
            continue
        region = {i for i in before if any(abs(i - n) <= PITCH_REACH for n in named)}

        def score(i: int, st: Stream = st, offs: list[int] = offs, named: set[int] = named) -> int:
            lo, hi = offs[i], st.part_end(i)
            cta = 3 if _CTA.search(st.low, lo, hi) else 0
            praise = 1 if _PITCH.search(st.low, lo, hi) else 0
            return cta + praise + (1 if i in named and (cta or praise) else 0)

        for i in sorted(region):
            for width in range(1, MAX_CUE_SEGMENTS + 1):
                run = list(range(i, i + width))
                if not all(j in region for j in run):
                    break
                scores = [score(j) for j in run]
                # a window starts and ends on a pitch line, or on the line naming the brand (it says who is pitched)
                if (scores[0] == 0 and run[0] not in named) or (scores[-1] == 0 and run[-1] not in named) or not any(
                        scores):
                    continue
                if max(scores) < 2 and not any(j in named for j in run):
                    continue
                scored.append((sum(scores), -st.span.part_times[i][0], st, run))
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return [(st, run) for _, _, st, run in scored]


def _stale_disclosures(disclosures: list[Mark], stream_list: list[Stream], lex: Lexicon) -> dict[int, float]:
    """Timed disclosures that came after the viewer had already been pitched the brand they name for longer than
    EARLY_GRACE_S: id(mark) -> when that pitch started. Such a disclosure is late for every pitch of the run."""
    out: dict[int, float] = {}
    for m in disclosures:
        if m.origin == "description" or (brand_re := _disclosed_brand(m, stream_list)) is None:
            continue
        runs = _pitch_runs(stream_list, lex, brand_re, m.start_s - EARLY_GRACE_S)
        if runs:
            out[id(m)] = min(st.span.part_times[r[0]][0] for st, r in runs)
    return out


def late_disclosure_pitches(results: list[Screened], lex: Lexicon, stream_list: list[Stream]) -> list[Screened]:
    """Anchor a late disclosure's finding on the pitch it came after, not on the disclosure sentence.

    FTC 255.5(a) is broken by the promotion the viewer heard before learning of the connection, so the analyst
    needs the pitch quoted. A pitch is the longest run (<= MAX_CUE_SEGMENTS) of consecutive speech/on-screen
    segments that name the brand the disclosure credits and praise, recommend or call to action, ending more than
    EARLY_GRACE_S before the first disclosure. Nothing is added when the video or the top of the description
    discloses in time, or when a lexical pitch candidate already stands before the disclosure.
    """
    disclosures = _marks(lex.disclosures, stream_list, lex, negation="clause")
    timed = sorted((m for m in disclosures if m.origin != "description"), key=lambda m: m.start_s)
    if not timed or any(m.origin == "description" and m.pos < DESCRIPTION_FOLD_CHARS for m in disclosures):
        return []
    best: tuple[int, float, Stream, int, int] | None = None
    first = timed[0]
    for mark in timed:  # the first disclosure that credits a brand pitched before it
        brand_re = _disclosed_brand(mark, stream_list)
        if brand_re is None:
            continue
        for st, run in _pitch_runs(stream_list, lex, brand_re, mark.start_s - EARLY_GRACE_S):
            run_end = st.span.part_times[run[-1]][1]
            if any(m.start_s <= run_end + EARLY_GRACE_S for m in timed):
                continue  # another disclosure came with this pitch
            best = (len(run), st.span.part_times[run[0]][0], st, run[0], run[-1])
            break
        if best is not None:
            first = mark
            break
    standing = [sc for sc in results if lex.categories[sc.candidate.category].disclosure_timing
                and sc.candidate.origin != "description" and not sc.cure_reason and not sc.candidate.hedged
                and sc.candidate.score >= STANDING_SCORE and sc.candidate.end < first.start_s]
    if standing:
        return []
    disclosure_text = _disclosure_sentence(first, stream_list)
    if best is None:
        return []
    _, _, st, a, b = best
    left, right = st.span.part_offsets[a], st.part_end(b)
    text = st.span.text
    while left < right and text[left].isspace():
        left += 1
    while right > left and text[right - 1].isspace():
        right -= 1
    ctx_first, ctx_last = max(0, a - 1), min(len(st.span.part_offsets) - 1, b + 1)
    category = "undisclosed_affiliate" if re.search(r"affiliate|commission|referral", first.text.lower()) else (
        "undisclosed_sponsorship")
    named = brand_re.search(st.low, left, right)
    brand = st.span.text[named.start():named.end()] if named else ""
    cand = Candidate(
        id="", category=category, start=st.span.part_times[a][0], end=st.span.part_times[b][1],
        excerpt=text[left:right],
        context=" ".join(st.part_text(i) for i in range(ctx_first, ctx_last + 1))[:600],
        cue=f"pitch naming {brand!r} before the connection is disclosed", origin=st.origin,  # type: ignore[arg-type]
        score=LATE_PITCH_SCORE, hedged=False)
    sc = Screened(cand, part_range=(a, b), match_span=(left, right), excerpt_span=(left, right))
    sc.notes.append(f"the connection is disclosed only at {_clock(first.start_s)} ({disclosure_text!r}), after the pitch")
    if any(m.origin == "description" for m in disclosures):
        sc.severity_shift -= 1
        sc.notes.append("also disclosed further down the description; severity lowered")
    return [sc]


def semantic_enabled() -> bool:
    """The semantic screen is on by default; VERISTREAM_SEMANTIC_SCREEN=0 turns it off (lexicon only)."""
    return config.semantic_screen()


def _semantic_veto(lex: Lexicon, cat: CategoryLexicon, st: Stream, start: int, end: int) -> str | None:
    """Why a semantic window is not a claim to propose (None: propose it).

    A lexical cue is checked only before/after itself; a semantic window has no cue, so anything inside the window
    that negates, hedges, warns, quotes, discloses or balances vetoes it.
    """
    low = st.low
    window = lex.not_negation.sub(" ", low[start:end])
    s_left, s_right = _bounds(st, start, end, _unpunctuated(st))
    s_left, s_right = min(s_left, start), max(s_right, end)
    if cat.exclude and cat.exclude.search(low, s_left, s_right):
        return "excluded context"
    if m := (lex.negation.search(window) or lex.negation_after.search(window)):
        return f"negation {m.group(0)!r}"
    for name, pat in (("quote", lex.quote), ("warning", lex.warning), ("disclaimer", lex.disclaim_nearby),
                      ("risk statement", lex.risk_statements), ("disclosure", lex.disclosures)):
        if m := pat.search(window):
            return f"{name} {m.group(0)!r}"
    if (cat.hedge_modals or cat.balance) and (m := lex.hedge_strong.search(_INSTRUCTION_IF.sub(" ", window))):
        return f"hedge {m.group(0)!r}"
    if cat.cure and (m := cat.cure.pattern.search(low, s_left, s_right)):
        return f"cure {m.group(0)!r}"
    if m := _ILLUSTRATION.search(window):
        return f"illustration {m.group(0)!r}"
    if "?" in low[start:end]:
        return "question"
    reason, _ = _hedge(lex, cat, low, start, end, (s_left, s_right))
    return reason


class _Taken:
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


def semantic_candidates(
    stream_list: list[Stream], lex: Lexicon, role: str, lexical: list[Screened]
) -> list[Screened]:
    """Candidates from the embedding screen for statements no lexical cue touched (see audit/semantic_screen.py)."""
    out: list[Screened] = []
    endorsement = any(p.search(st.low) for st in stream_list for p in lex.endorsement_context) or any(
        lex.disclosures.search(st.low) for st in stream_list)
    for st in stream_list:
        offs = st.span.part_offsets
        ends = [st.part_end(i) for i in range(len(offs))]
        taken = _Taken([sc.excerpt_span for sc in lexical if sc.candidate.origin == st.origin]
                       + [sc.match_span for sc in lexical if sc.candidate.origin == st.origin])
        for hit in semantic_screen.hits(st.span.text, offs, ends, st.origin, role):
            cat = lex.categories.get(hit.category)
            if cat is None or (cat.requires_role and cat.requires_role != role):
                continue
            if cat.disclosure_timing and not endorsement:
                continue  # a recommendation is only an undisclosed ad if something shows it is an ad
            if taken.overlaps(hit.start, hit.end):
                continue
            if _semantic_veto(lex, cat, st, hit.start, hit.end):
                continue
            left, right = hit.start, hit.end
            text = st.span.text
            while left < right and not text[left].isalnum() and text[left] not in "$#\"'":
                left += 1
            while right > left and text[right - 1].isspace():
                right -= 1
            first, last = hit.first_part, hit.last_part
            ctx_first, ctx_last = max(0, first - 1), min(len(offs) - 1, last + 1)
            context = " ".join(st.part_text(i) for i in range(ctx_first, ctx_last + 1))[:600]
            cand = Candidate(
                id="",
                category=cat.id,
                start=st.span.part_times[first][0],
                end=st.span.part_times[last][1],
                excerpt=text[left:right],
                context=context if st.origin != "description" else "",
                cue=f"semantic match to the paraphrase {hit.exemplar!r} (similarity {hit.similarity:.2f})",
                origin=st.origin,  # type: ignore[arg-type]
                score=semantic_screen.SEMANTIC_SCORE,
                hedged=False,
            )
            sc = Screened(cand, part_range=(first, last), match_span=(left, right), excerpt_span=(left, right),
                          severity_shift=-1)
            sc.notes.append("found by meaning, not by a listed phrase; severity lowered one step")
            out.append(sc)
            taken.append((left, right))
    return out


def _with_learned(listed: list[Mark], learned: list[Mark]) -> list[Mark]:
    """Listed marks plus the detector's, skipping a learned mark that overlaps a listed one."""
    extra = [m for m in learned if not any(o.origin == m.origin and o.pos < m.end and m.pos < o.end for o in listed)]
    return sorted(listed + extra, key=lambda m: (m.origin == "description", m.start_s, m.pos))


def _description_discloses(stream_list: list[Stream], lex: Lexicon) -> bool:
    """The description shows a disclosure above the fold, so every spoken pitch comes after one."""
    return any(m.pos < DESCRIPTION_FOLD_CHARS for m in _marks(lex.disclosures, stream_list, lex, negation="clause")
               if m.origin == "description")


def detector_candidates(stream_list: list[Stream], lex: Lexicon, role: str) -> tuple[list[Screened], dict[str, list[Mark]]]:
    """Candidates from the trained detector over the speech, and the disclosures and risk statements it found."""
    marks: dict[str, list[Mark]] = {"disclosure": [], "risk_statement": []}
    out: list[Screened] = []
    disclosed = _description_discloses(stream_list, lex)
    for st in stream_list:
        if st.origin != "speech":
            continue
        n = len(st.span.part_offsets)
        texts = [st.part_text(i) for i in range(n)]
        ends = [st.part_end(i) for i in range(n)]
        for hit in detect.hits_for_stream(texts, list(st.span.part_offsets), ends, role, disclosed):
            first, last = hit.window.first, hit.window.last
            t0, t1 = st.span.part_times[first][0], st.span.part_times[last][1]
            text = st.span.text[hit.start : hit.end]
            if hit.label in marks:
                marks[hit.label].append(Mark(st.origin, hit.start, hit.end, first, t0, t1, text))
                continue
            cat = lex.categories.get(hit.label)
            if cat is None or (cat.requires_role and cat.requires_role != role):
                continue
            ctx_first, ctx_last = max(0, first - 1), min(n - 1, last + 1)
            cand = Candidate(
                id="", category=cat.id, start=t0, end=t1, excerpt=text,
                context=" ".join(st.part_text(i) for i in range(ctx_first, ctx_last + 1))[:600],
                cue=hit.cue, origin="speech", score=hit.score, hedged=False)
            out.append(Screened(cand, part_range=(first, last), match_span=(hit.start, hit.end),
                                excerpt_span=(hit.start, hit.end), detector_p=hit.prob))
    return out, marks


def merge_detector(lexical: list[Screened], learned: list[Screened]) -> list[Screened]:
    """One candidate per statement and category: where a listed cue and the detector agree, the cue's precise
    excerpt and hedge verdict stay and the detector's probability joins its cue; the rest of each side is kept."""
    kept = list(lexical)
    for sc in learned:
        a0, a1 = sc.excerpt_span
        same = [o for o in lexical if o.candidate.category == sc.candidate.category and o.candidate.origin == "speech"
                and o.excerpt_span[0] < a1 and a0 < o.excerpt_span[1]]
        if same:
            for o in same:
                o.candidate.cue += f"; confirmed by the detector (p={sc.detector_p:.2f})"
                o.candidate.score = max(o.candidate.score, sc.candidate.score)
                o.detector_p = sc.detector_p
            continue
        kept.append(sc)
    return kept
