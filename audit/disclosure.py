"""Disclosure and endorsement context: who is pitched, whether the viewer learns of the connection in time.

Why its own module: FTC 16 CFR 255 turns on the context around a statement (is this an ad, who pays, when is that
said), not on the statement's wording, which the screen (audit/screen.py) reads. This module answers:

- Endorsement context (`endorsement_context`): a sponsor/affiliate/free-product cue, not negated ("no sponsors" is
  not one), in the description or in the first ENDORSEMENT_WHOLE_VIDEO_S seconds makes the whole video an
  endorsement; a later one (a mid-roll read) covers ENDORSEMENT_BEFORE_S before to ENDORSEMENT_AFTER_S after it.
- Disclosure timing (`disclosure_timing`, for sponsor/affiliate pitches): a disclosure spoken or shown before the
  pitch or with it (no later than AFTER_PITCH_GRACE_S seconds after it ends: the same breath), or in the first
  DESCRIPTION_FOLD_CHARS characters of the description (what YouTube shows above "...more"), cures the pitch. FTC
  255.5 wants the viewer to know of the connection when they weigh the endorsement, so "oh, and they sponsored
  this" after the call to action is late. A disclosure only later in the video does not (the rationale says when it
  came); one only further down the description lowers the severity one step. A disclosure of a brand the viewer
  was already pitched more than EARLY_GRACE_S earlier is late for that whole pitch, and its finding quotes the
  pitch (`late_disclosure_pitches`), never the disclosure sentence, which is itself the disclosure.
- Brands and pitches: the brand a disclosure credits (`_brands`), and the lines that pitch it (`_pitch_runs`).
- Own links and products: a pitch for the channel's own site or product has no third party to disclose
  (`own_site_link`, `own_product`); description links carrying the channel's own name on someone else's site
  (brand.example/maya for "Maya Trades") are personal tracking links: affiliate candidates like a ?ref= link
  (`channel_handle_links`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from bm25s.stopwords import STOPWORDS_EN_PLUS

from audit.geometry import (
    MAX_CUE_SEGMENTS,
    Mark,
    Screened,
    Stream,
    excerpt_bounds,
    find_marks,
    lower_same_length,
    overlaps_mark,
    sentence_bounds,
    streams,
)
from audit.lexicon import Lexicon, load_lexicon
from veristream.clock import clock as _clock
from veristream.models import Candidate, Transcript

EARLY_GRACE_S = 30.0
AFTER_PITCH_GRACE_S = 0.5
DESCRIPTION_FOLD_CHARS = 200
ENDORSEMENT_WHOLE_VIDEO_S = 60.0
ENDORSEMENT_BEFORE_S = 30.0
ENDORSEMENT_AFTER_S = 120.0


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


def endorsement_context(transcript: Transcript, lex: Lexicon | None = None) -> EndorsementContext:
    """Verbatim sponsor/affiliate/free-product cues (not negated: "no sponsors" is not one), timed."""
    lex = lex or load_lexicon()
    stream_list = streams(transcript)
    marks: list[Mark] = []
    patterns = list(lex.endorsement_context) + [
        cue.pattern for cat in lex.categories.values() if cat.disclosure_timing for cue in cat.cues
    ]
    for pat in patterns:
        for mark in find_marks(pat, stream_list, lex, negation="clause"):
            st = next(s for s in stream_list if s.origin == mark.origin)
            left, right = excerpt_bounds(st, mark.pos, mark.end)
            mark.text = st.span.text[left:right]
            marks.append(mark)
    whole = any(m.origin == "description" or m.start_s <= ENDORSEMENT_WHOLE_VIDEO_S for m in marks)
    # A late disclosure ("full transparency, X gave me ...") proves the earlier pitch of X was an endorsement: it
    # covers the span from that pitch to the disclosure (not the whole video, as a mid-roll read would not).
    disclosures = find_marks(lex.disclosures, stream_list, lex, negation="clause")
    for m in disclosures:
        if (since := stale_disclosures([m], stream_list, lex).get(id(m))) is not None:
            text = f"{_disclosure_sentence(m, stream_list)} (disclosed at {_clock(m.start_s)})"
            marks.append(Mark(m.origin, m.pos, m.end, m.part, since, m.end_s, text))
    marks.sort(key=lambda m: (m.origin == "description", m.start_s))
    return EndorsementContext(marks, whole)


def disclosure_timing(sc: Screened, disclosures: list[Mark], stale: dict[int, float]) -> None:
    cand = sc.candidate
    timed = [m for m in disclosures if m.origin != "description"]
    described = [m for m in disclosures if m.origin == "description"]
    if cand.origin == "description":
        if described or any(m.start_s <= EARLY_GRACE_S for m in timed):
            where = described[0] if described else next(m for m in timed if m.start_s <= EARLY_GRACE_S)
            sc.cure_reason = f"the connection is disclosed ({where.text!r})"
            cand.balanced = True
        return
    own = [m for m in timed if m.origin == cand.origin and overlaps_mark(sc, m, cand.origin, sc.excerpt_span)]
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
_CAPITALISED = re.compile(r"(?<![.!?:]\s)(?<=[\s,])([A-Z][\w'-]{2,})")  # not a sentence's first word
_REFERS = re.compile(r"\b(?:it|it'?s|its|they|their|them|this\s+(?:app|tool|platform|thing|service|bot|card|course))\b")
LATE_PITCH_SCORE = 0.7
STANDING_SCORE = 0.6  # judge_rules.REPORT_THRESHOLD: a weaker candidate is never reported, so it anchors nothing


def _brands(text: str, lex: Lexicon) -> set[str]:
    """Names the disclosure credits: the word after "sponsored by"/"thanks to", before "gave me", or capitalised.

    Returned as regex fragments: a CamelCase name also matches its auto-caption spelling ("TradeNest", "trade nest").
    """
    low = lower_same_length(text)
    ctx = lex.screen_context
    names = {m.group(1) for pat in (ctx.brand_after, ctx.brand_before) for m in pat.finditer(low)}
    names |= {
        re.sub(r"(?<=[a-z])(?=[A-Z])", " ", m.group(1)).lower()
        for m in _CAPITALISED.finditer(text)
        if not text.startswith(":", m.end())
    }  # "Kenshin: ..." is a podcast speaker label, not a brand
    names = {n.strip("'-") for n in names}
    return {
        re.escape(n).replace(r"\ ", r"\s*") for n in names if n and n not in ctx.not_brand and not _function_word(n)
    }


def _function_word(name: str) -> bool:
    """ "But", "I'm", "Then": capitalised at a sentence start in real captions, never a sponsor's name."""
    return name in _STOPWORDS or name.split("'")[0] in _STOPWORDS


_STOPWORDS = frozenset(STOPWORDS_EN_PLUS)


_URL = re.compile(r"(?<![\w.@])(?:https?://)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,10})(/[^\s)\]]*[a-z0-9_])")
_SOCIAL = re.compile(
    r"(?:^|\.)(?:youtube|youtu|twitter|x|instagram|tiktok|facebook|linkedin|discord|patreon|github|reddit|"
    r"t|threads|twitch|spotify|apple|substack|medium)\.[a-z]+$"
)
HANDLE_LINK_SCORE = 0.7


_HOST_SPOKEN = re.compile(
    r"(?<![\w.])(?:https?://)?(?:www\.|www\s+dot\s+)?([a-z0-9-]+)(?:\.|\s+dot\s+)"
    r"(?:[a-z0-9-]+(?:\.|\s+dot\s+))*(?:com|io|co|app|net|org|example|ly|gg|me|us|ai)\b"
)


def channel_handles(transcript: Transcript, lex: Lexicon) -> set[str]:
    """Distinctive words of the channel name ("Summit Ridge Wealth" -> summit, ridge): how its own links look."""
    channel = (transcript.metadata.channel or "") if transcript.metadata else ""
    return {
        w
        for w in re.findall(r"[a-z0-9]{3,}", lower_same_length(channel))
        if w not in lex.screen_context.generic_channel_words
    }


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


def own_product_words(stream_list: list[Stream], lex: Lexicon) -> set[str]:
    """Product words the speaker calls their own anywhere ("my mentorship", "our program")."""
    return {
        m.group(1)
        for st in stream_list
        if st.origin != "description"
        for m in lex.screen_context.own_product.finditer(st.low)
    }


def own_product(excerpt: str, words: set[str], lex: Lexicon) -> str | None:
    """A pitch for a product the speaker calls their own elsewhere ("Join the Apex Mentorship: ..." after "my
    mentorship"): the creator selling their own product is an advertiser, with no third-party connection to
    disclose under FTC 255.5."""
    low = excerpt.lower()
    if lex.screen_context.personal_code.search(
        low
    ):  # a personal code or referral path means someone else pays per signup
        return None
    return next((w for w in sorted(words) if re.search(rf"\b{re.escape(w)}\b", low)), None)


def channel_handle_links(
    transcript: Transcript, stream_list: list[Stream], found: list[Screened], lex: Lexicon
) -> list[Screened]:
    """Description links to someone else's site carrying the channel's own name ("Maya Trades" ->
    brand.example/maya, ?ref=maya50): a personal tracking link, so a connection that must be disclosed.

    Only the description: that is where such links live, and the link is then verified against the description.
    Links to the channel's own domain, to social sites, or already covered by another candidate are skipped.
    """
    handles = channel_handles(transcript, lex)
    if not handles:
        return []
    out: list[Screened] = []
    for st in stream_list:
        if st.origin != "description":
            continue
        taken = [
            sc.excerpt_span
            for sc in found
            if sc.candidate.origin == "description"
            and sc.candidate.category in ("undisclosed_affiliate", "undisclosed_sponsorship")
        ]
        for m in _URL.finditer(st.low):
            host, path = m.group(1), m.group(2)
            if _SOCIAL.search(host) or any(h in host.replace("-", "") for h in handles):
                continue
            tokens = re.split(r"[/?&=#._-]+", path)
            if not any(re.fullmatch(re.escape(h) + r"\d{0,4}", t) for t in tokens for h in handles):
                continue
            left, right = excerpt_bounds(st, m.start(), m.end())
            if any(a < right and left < b for a, b in taken):
                continue
            part = st.part_of(m.start())
            cand = Candidate(
                id="",
                category="undisclosed_affiliate",
                start=0.0,
                end=0.0,
                excerpt=st.span.text[left:right],
                context="",
                cue=f"link carrying the channel's name ({st.span.text[m.start() : m.end()]!r})",
                origin="description",
                score=HANDLE_LINK_SCORE,
                hedged=False,
            )
            out.append(
                Screened(cand, part_range=(part, part), match_span=(m.start(), m.end()), excerpt_span=(left, right))
            )
            taken.append((left, right))
    return out


def _disclosure_sentence(mark: Mark, stream_list: list[Stream]) -> str:
    st = next(s for s in stream_list if s.origin == mark.origin)
    left, right = sentence_bounds(st.low, mark.pos, mark.end)
    return st.span.text[left:right].strip()


def _disclosed_brand(mark: Mark, stream_list: list[Stream], lex: Lexicon) -> re.Pattern[str] | None:
    """A pattern for the brand(s) the disclosure sentence credits, or None when it names none."""
    brands = _brands(_disclosure_sentence(mark, stream_list), lex)
    if not brands:  # "they gave me ...": the brand is the one named just before
        st = next(s for s in stream_list if s.origin == mark.origin)
        part = st.part_of(mark.pos)
        brands = _brands(" ".join(st.part_text(i) for i in range(max(0, part - 2), part)), lex)
    if not brands:
        return None
    return re.compile(r"\b(?:" + "|".join(sorted(brands)) + r")\b")


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
        before = [
            i
            for i in range(len(offs))
            if st.span.part_times[i][1] <= ends_by_s and not lex.disclosures.search(st.low, offs[i], st.part_end(i))
        ]
        named = {i for i in before if brand_re.search(st.low, offs[i], st.part_end(i))}
        if not named:
            continue
        region = {i for i in before if any(abs(i - n) <= PITCH_REACH for n in named)}

        def score(i: int, st: Stream = st, offs: list[int] = offs, named: set[int] = named) -> int:
            lo, hi = offs[i], st.part_end(i)
            cta = 3 if lex.screen_context.cta.search(st.low, lo, hi) else 0
            praise = 1 if lex.screen_context.pitch.search(st.low, lo, hi) else 0
            return cta + praise + (1 if i in named and (cta or praise) else 0)

        for i in sorted(region):
            for width in range(1, MAX_CUE_SEGMENTS + 1):
                run = list(range(i, i + width))
                if not all(j in region for j in run):
                    break
                scores = [score(j) for j in run]
                # a window starts and ends on a pitch line, or on the line naming the brand (it says who is pitched)
                if (
                    (scores[0] == 0 and run[0] not in named)
                    or (scores[-1] == 0 and run[-1] not in named)
                    or not any(scores)
                ):
                    continue
                if max(scores) < 2 and not any(j in named for j in run):
                    continue
                scored.append((sum(scores), -st.span.part_times[i][0], st, run))
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return [(st, run) for _, _, st, run in scored]


def stale_disclosures(disclosures: list[Mark], stream_list: list[Stream], lex: Lexicon) -> dict[int, float]:
    """Timed disclosures that came after the viewer had already been pitched the brand they name for longer than
    EARLY_GRACE_S: id(mark) -> when that pitch started. Such a disclosure is late for every pitch of the run."""
    out: dict[int, float] = {}
    for m in disclosures:
        if m.origin == "description" or (brand_re := _disclosed_brand(m, stream_list, lex)) is None:
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
    disclosures = find_marks(lex.disclosures, stream_list, lex, negation="clause")
    timed = sorted((m for m in disclosures if m.origin != "description"), key=lambda m: m.start_s)
    if not timed or any(m.origin == "description" and m.pos < DESCRIPTION_FOLD_CHARS for m in disclosures):
        return []
    best: tuple[int, float, Stream, int, int] | None = None
    first = timed[0]
    for mark in timed:  # the first disclosure that credits a brand pitched before it
        brand_re = _disclosed_brand(mark, stream_list, lex)
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
    standing = [
        sc
        for sc in results
        if lex.categories[sc.candidate.category].disclosure_timing
        and sc.candidate.origin != "description"
        and not sc.cure_reason
        and not sc.candidate.hedged
        and sc.candidate.score >= STANDING_SCORE
        and sc.candidate.end < first.start_s
    ]
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
    category = (
        "undisclosed_affiliate"
        if re.search(r"affiliate|commission|referral", first.text.lower())
        else ("undisclosed_sponsorship")
    )
    named = brand_re.search(st.low, left, right)
    brand = st.span.text[named.start() : named.end()] if named else ""
    cand = Candidate(
        id="",
        category=category,
        start=st.span.part_times[a][0],
        end=st.span.part_times[b][1],
        excerpt=text[left:right],
        context=" ".join(st.part_text(i) for i in range(ctx_first, ctx_last + 1))[:600],
        cue=f"pitch naming {brand!r} before the connection is disclosed",
        origin=st.origin,  # type: ignore[arg-type]
        score=LATE_PITCH_SCORE,
        hedged=False,
    )
    sc = Screened(cand, part_range=(a, b), match_span=(left, right), excerpt_span=(left, right))
    sc.notes.append(
        f"the connection is disclosed only at {_clock(first.start_s)} ({disclosure_text!r}), after the pitch"
    )
    if any(m.origin == "description" for m in disclosures):
        sc.severity_shift -= 1
        sc.notes.append("also disclosed further down the description; severity lowered")
    return [sc]


def description_discloses(stream_list: list[Stream], lex: Lexicon) -> bool:
    """The description shows a disclosure above the fold, so every spoken pitch comes after one."""
    return any(
        m.pos < DESCRIPTION_FOLD_CHARS
        for m in find_marks(lex.disclosures, stream_list, lex, negation="clause")
        if m.origin == "description"
    )
