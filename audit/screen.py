"""Offline screen: find statements that may break a rule, and the context that defuses them.

Pure functions over a Transcript. The screen is deliberately the place where over-flagging is fought, because a
compliance analyst has to accept every finding. Where text is and what lies around it is measured in
audit/geometry.py; whether content is an endorsement and when its connection is disclosed is decided in
audit/disclosure.py. This module holds the cues, the hedges and the cures:

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
- Cures: a category's own cure (the required detail in the sentence, or a required disclosure nearby), and for
  sponsor/affiliate pitches the disclosure timing of audit/disclosure.py.
- Description text has no timestamps: its candidates are timed 0..0 with origin="description" and are verified
  only against the description.
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

from audit import detect, semantic_screen
from audit.disclosure import (
    channel_handle_links,
    channel_handles,
    description_discloses,
    disclosure_timing,
    late_disclosure_pitches,
    own_product,
    own_product_words,
    own_site_link,
    stale_disclosures,
)
from audit.geometry import (
    MAX_CUE_SEGMENTS,
    Mark,
    Screened,
    Stream,
    TakenSpans,
    clause_after,
    clause_before,
    context_bounds,
    excerpt_bounds,
    find_marks,
    is_near,
    is_unpunctuated,
    overlaps_mark,
    sentence_bounds,
    streams,
    with_learned,
)
from audit.lexicon import CategoryLexicon, Lexicon, load_lexicon
from veristream import config
from veristream.clock import clock as _clock
from veristream.models import Candidate, SpeakerProfile, Transcript

BALANCE_WINDOW_S = 30.0
BALANCE_SEGMENTS = 2
QUOTE_LOOK_CHARS = 1000
SOFT_HEDGE_PENALTY = 0.15
CERTAINTY_BOOST = 0.1


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
    lex: Lexicon,
    cat: CategoryLexicon,
    low: str,
    start: int,
    end: int,
    bounds: tuple[int, int] | None = None,
    line_left: int | None = None,
) -> tuple[str | None, float]:
    """Why the cue is not the speaker's own claim (or None), and a soft-hedge score penalty."""
    s_left, s_right = bounds or sentence_bounds(low, start, end)
    clause = lex.not_negation.sub(" ", clause_before(low, s_left, start))
    sentence_prefix = lex.not_negation.sub(" ", low[s_left:start])
    if m := (lex.negation.search(clause) or lex.negation_tail.search(clause)):
        return f"negated ({m.group(0).strip()!r} before the claim)", 0.0
    after = clause_after(low, end, s_right)
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
    prev_left, _ = sentence_bounds(low, max(0, s_left - 2), max(0, s_left - 1)) if s_left > 1 else (s_left, s_left)
    _, next_right = sentence_bounds(low, s_right, s_right) if s_right < len(low) else (s_right, s_right)
    if m := (
        lex.disclaim_nearby.search(low, prev_left, s_left) or lex.disclaim_nearby.search(low, s_right, next_right)
    ):
        return f"disowned by the sentence next to it ({m.group(0)!r})", 0.0
    if cat.hedge_modals and (m := lex.hedge_strong.search(lex.viewer_condition.sub(" ", clause))):
        return f"hedged ({m.group(0)!r})", 0.0
    rhetorical = lex.screen_context.rhetorical.match(low, s_left) is not None
    if not rhetorical and low[end:s_right].rstrip().endswith("?") and "?" not in low[end : max(end, s_right - 1)]:
        return "asked as a question", 0.0
    penalty = SOFT_HEDGE_PENALTY if lex.hedge_soft.search(clause) else 0.0
    return None, penalty


def _cue_matches(
    cat: CategoryLexicon, lex: Lexicon, st: Stream, role: str = "unknown", all_text: str = ""
) -> list[tuple[int, int, str, float, str | None, float]]:
    """(start, end, label, weight, hedge_reason, penalty) for every cue occurrence not excluded by its sentence."""
    out = []
    unpunct = is_unpunctuated(st)
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
            s_left, s_right = context_bounds(st, m.start(), m.end(), unpunct)
            if cat.exclude and cat.exclude.search(st.low, s_left, s_right):
                continue
            reason, penalty = _hedge(
                lex, cat, st.low, m.start(), m.end(), (s_left, s_right), line_left=st.span.part_offsets[first]
            )
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
    learned_marks: dict[str, list[Mark]] = {"disclosure": [], "risk_statement": []}
    if detect.enabled():
        # the model runs (outside the GIL) while the lexical cues are matched: it reads nothing they find
        with ThreadPoolExecutor(max_workers=1) as pool:
            learned_future = pool.submit(detector_candidates, stream_list, lex, role)
            results = lexical_candidates(stream_list, lex, role)
            learned, learned_marks = learned_future.result()
        results = merge_detector(results, learned)
    else:
        results = lexical_candidates(stream_list, lex, role)
        if semantic:
            results.extend(semantic_candidates(stream_list, lex, role, results))
    results.extend(channel_handle_links(transcript, stream_list, results, lex))
    results = _subsume(results, lex)
    _apply_context(results, lex, stream_list, transcript, learned_marks)
    results.extend(late_disclosure_pitches(results, lex, stream_list))
    results.sort(key=lambda s: (s.candidate.origin == "description", s.candidate.start, s.candidate.category))
    for i, sc in enumerate(results, 1):
        sc.candidate.id = f"C{i}"
    return results


def lexical_candidates(stream_list: list[Stream], lex: Lexicon, role: str) -> list[Screened]:
    """The lexicon's cue matches per category, deduplicated, with their hedge verdicts."""
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
                left, right = excerpt_bounds(st, start, end)
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
                sc = Screened(
                    cand,
                    hedge_reason=reason,
                    part_range=(first, last),
                    match_span=(start, end),
                    excerpt_span=(left, right),
                )
                if penalty:
                    sc.notes.append("soft hedge")
                found.append(sc)
        found = _dedupe(found)
        if cat.once and found:
            found = [min(found, key=lambda s: (s.candidate.hedged, -s.candidate.score, s.candidate.start))]
        results.extend(found)
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
                    wide.candidate.excerpt,
                    wide.candidate.start,
                    wide.candidate.end,
                )
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
    """Drop a candidate when a stronger category already covers the same statement (see `subsumes:`).

    Only a candidate at least as well supported can take a statement over: a detector guess just over its threshold
    ("options promotion", p=0.44) must not remove a listed cue's "guaranteed to double" from the same words."""
    by_stmt: dict[tuple, dict[str, float]] = {}
    for sc in results:
        if not sc.candidate.hedged:
            cats = by_stmt.setdefault((sc.candidate.origin, sc.candidate.excerpt), {})
            cats[sc.candidate.category] = max(cats.get(sc.candidate.category, 0.0), sc.candidate.score)
    keep = []
    for sc in results:
        cats = by_stmt.get((sc.candidate.origin, sc.candidate.excerpt), {})
        if any(
            sc.candidate.category in lex.subsumes.get(other, []) and score >= sc.candidate.score
            for other, score in cats.items()
            if other != sc.candidate.category
        ):
            continue
        keep.append(sc)
    return keep


def _apply_context(
    results: list[Screened],
    lex: Lexicon,
    stream_list: list[Stream],
    transcript: Transcript,
    learned: dict[str, list[Mark]] | None = None,
) -> None:
    """Balancing, category cures and disclosure timing, using context anywhere in the transcript.

    learned: risk statements and disclosures the detector recognised, in wording no listed pattern knows.
    """
    learned = learned or {}
    risks = with_learned(find_marks(lex.risk_statements, stream_list, lex), learned.get("risk_statement", []))
    disclosures = with_learned(
        find_marks(lex.disclosures, stream_list, lex, negation="clause"), learned.get("disclosure", [])
    )
    stale = stale_disclosures(disclosures, stream_list, lex)
    cure_marks: dict[str, list[Mark]] = {}
    by_origin = {st.origin: st for st in stream_list}
    handles = channel_handles(transcript, lex)
    own_products = own_product_words(stream_list, lex)
    for sc in results:
        cand = sc.candidate
        cat = lex.categories[cand.category]
        origin, span = cand.origin, sc.match_span
        if cat.balance:
            near = [m for m in risks if is_near(sc, m, BALANCE_WINDOW_S, BALANCE_SEGMENTS)]
            near = [m for m in near if not overlaps_mark(sc, m, origin, span)]
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
                s_left, s_right = sentence_bounds(st.low, *span)
                if m := cat.cure.pattern.search(st.low, s_left, s_right):
                    sc.cure_reason = f"the statement itself gives the required detail ({m.group(0)!r})"
            else:
                if cand.category not in cure_marks:
                    cure_marks[cand.category] = find_marks(cat.cure.pattern, stream_list)
                marks = cure_marks[cand.category]
                near = [m for m in marks if is_near(sc, m, cat.cure.window_s, cat.cure.segments)]
                if near:
                    cand.balanced = True
                    sc.cure_reason = f"the required disclosure is given nearby ({near[0].text!r})"
        if cat.disclosure_timing and not sc.cure_reason:
            if own := own_site_link(cand.excerpt, handles) or own_product(cand.excerpt, own_products, lex):
                sc.cure_reason = (
                    f"the pitch is for the channel's own site or product ({own!r}): no third party to disclose"
                )
                continue
            disclosure_timing(sc, disclosures, stale)


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
    s_left, s_right = context_bounds(st, start, end, is_unpunctuated(st))
    s_left, s_right = min(s_left, start), max(s_right, end)
    if cat.exclude and cat.exclude.search(low, s_left, s_right):
        return "excluded context"
    if m := (lex.negation.search(window) or lex.negation_after.search(window)):
        return f"negation {m.group(0)!r}"
    for name, pat in (
        ("quote", lex.quote),
        ("warning", lex.warning),
        ("disclaimer", lex.disclaim_nearby),
        ("risk statement", lex.risk_statements),
        ("disclosure", lex.disclosures),
    ):
        if m := pat.search(window):
            return f"{name} {m.group(0)!r}"
    if (cat.hedge_modals or cat.balance) and (
        m := lex.hedge_strong.search(lex.screen_context.instruction_if.sub(" ", window))
    ):
        return f"hedge {m.group(0)!r}"
    if cat.cure and (m := cat.cure.pattern.search(low, s_left, s_right)):
        return f"cure {m.group(0)!r}"
    if m := lex.screen_context.illustration.search(window):
        return f"illustration {m.group(0)!r}"
    if "?" in low[start:end]:
        return "question"
    reason, _ = _hedge(lex, cat, low, start, end, (s_left, s_right))
    return reason


def semantic_candidates(stream_list: list[Stream], lex: Lexicon, role: str, lexical: list[Screened]) -> list[Screened]:
    """Candidates from the embedding screen for statements no lexical cue touched (see audit/semantic_screen.py)."""
    out: list[Screened] = []
    endorsement = any(p.search(st.low) for st in stream_list for p in lex.endorsement_context) or any(
        lex.disclosures.search(st.low) for st in stream_list
    )
    for st in stream_list:
        offs = st.span.part_offsets
        ends = [st.part_end(i) for i in range(len(offs))]
        taken = TakenSpans(
            [sc.excerpt_span for sc in lexical if sc.candidate.origin == st.origin]
            + [sc.match_span for sc in lexical if sc.candidate.origin == st.origin]
        )
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
            sc = Screened(
                cand, part_range=(first, last), match_span=(left, right), excerpt_span=(left, right), severity_shift=-1
            )
            sc.notes.append("found by meaning, not by a listed phrase; severity lowered one step")
            out.append(sc)
            taken.append((left, right))
    return out


def detector_candidates(
    stream_list: list[Stream], lex: Lexicon, role: str
) -> tuple[list[Screened], dict[str, list[Mark]]]:
    """Candidates from the trained detector over the speech, and the disclosures and risk statements it found."""
    marks: dict[str, list[Mark]] = {"disclosure": [], "risk_statement": []}
    out: list[Screened] = []
    disclosed = description_discloses(stream_list, lex)
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
                id="",
                category=cat.id,
                start=t0,
                end=t1,
                excerpt=text,
                context=" ".join(st.part_text(i) for i in range(ctx_first, ctx_last + 1))[:600],
                cue=hit.cue,
                origin="speech",
                score=hit.score,
                hedged=False,
            )
            out.append(
                Screened(
                    cand,
                    part_range=(first, last),
                    match_span=(hit.start, hit.end),
                    excerpt_span=(hit.start, hit.end),
                    detector_p=hit.prob,
                )
            )
    return out, marks


def merge_detector(lexical: list[Screened], learned: list[Screened]) -> list[Screened]:
    """One candidate per statement and category: where a listed cue and the detector agree, the cue's precise
    excerpt and hedge verdict stay and the detector's probability joins its cue; the rest of each side is kept."""
    kept = list(lexical)
    for sc in learned:
        a0, a1 = sc.excerpt_span
        same = [
            o
            for o in lexical
            if o.candidate.category == sc.candidate.category
            and o.candidate.origin == "speech"
            and o.excerpt_span[0] < a1
            and a0 < o.excerpt_span[1]
        ]
        if same:
            for o in same:
                o.candidate.cue += f"; confirmed by the detector (p={sc.detector_p:.2f})"
                o.candidate.score = max(o.candidate.score, sc.candidate.score)
                o.detector_p = sc.detector_p
            continue
        kept.append(sc)
    return kept
