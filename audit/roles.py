"""Infer the speaker's role (which rulebook binds them) from what they and their description say about themselves.

Why the tiers: the rules bind by registration, so a registration cue (member FINRA, registered investment adviser)
decides whenever it is the speaker's own — not negated, not said of someone else, not a sponsor's legend. Only when
none is found can the speaker be read as an unregistered influencer, and only on positive evidence: they say they are
not licensed/registered, or they talk like a creator (channel, comments, subscribers) AND use creator-economy
disclaimers or sponsorship talk ("not financial advice", "not sponsored", "use my code"). Channel talk alone says
nothing about registration (firms run channels too), so it leaves the role unknown and the findings "depend on" it.

Dually registered speakers (rep and RIA cues both found): the role with more distinct cues wins, a tie going to
registered_rep, whose FINRA content rules are the stricter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from audit.geometry import Stream, clause_before, excerpt_bounds, sentence_bounds, streams
from audit.lexicon import Lexicon, RoleContext, load_lexicon
from veristream.models import SpeakerProfile, Transcript

MAX_EVIDENCE = 5
SPONSOR_LEGEND_CHARS = 150  # a registration legend this close to sponsor text is the sponsor's, not the speaker's
REGISTRATIONS = ("registered_rep", "ria")
_APPOSITION = re.compile(r"^\s*(?:(?:who|which|that)\s+(?:is|are|was|were)\s+)?(?:a|an|the)?\s*$|^\s*(?:who|which|that)\b")
_SELF_CLAUSE = re.compile(r"^\s*(?:i'?m|i\s+am|we'?re|we\s+are)\b")
_SELF_INTRO = re.compile(r"\b(?:i'?m|i\s+am|this\s+is)\s+[\w' ]{1,30}?,?\s+your\s+(?:\w+\s+){0,2}$")
ABOUT_CHARS = 60  # how far before a cue its subject is looked for
_REPORTED = re.compile(r"\b(?:said|says|told|tells|claims?|claimed|according\s+to)\b")


@dataclass
class RoleCues:
    """Verbatim sentences per kind of cue, in order found, de-duplicated."""

    registration: dict[str, list[str]] = field(default_factory=lambda: {r: [] for r in REGISTRATIONS})
    registration_kinds: dict[str, set[int]] = field(default_factory=lambda: {r: set() for r in REGISTRATIONS})
    # third-person legends ("Acme Advisers is a registered investment adviser"): (role, kind, quote)
    legends: list[tuple[str, int, str]] = field(default_factory=list)
    endorsement: list[str] = field(default_factory=list)  # paid third-party endorsement talk
    unregistered: list[str] = field(default_factory=list)
    disclaimer: list[str] = field(default_factory=list)
    channel: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)  # negated/reported registration cues, kept for the reason


def _add(bucket: list[str], quote: str) -> None:
    if quote not in bucket:
        bucket.append(quote)


def _quote(st: Stream, m: re.Match[str]) -> str:
    left, right = excerpt_bounds(st, m.start(), m.end())
    return st.span.text[left:right].strip()


def _sponsor_text_near(st: Stream, start: int, end: int, lex: Lexicon) -> bool:
    """A sponsor/affiliate disclosure (not a negated one: "not sponsored by anyone") close to the cue."""
    lo, hi = max(0, start - SPONSOR_LEGEND_CHARS), min(len(st.low), end + SPONSOR_LEGEND_CHARS)
    for d in lex.disclosures.finditer(st.low, lo, hi):
        s_left, _ = sentence_bounds(st.low, d.start(), d.end())
        if not lex.context_negation.search(clause_before(st.low, s_left, d.start()) + " " + d.group(0)):
            return True
    return False


def read_registration_cue(st: Stream, m: re.Match[str], ctx: RoleContext, lex: Lexicon) -> str:
    """How one registration cue reads: "own" (the speaker in the first person), "legend" (a third-person statement
    such as a firm's legend: the speaker's unless the video is a paid endorsement), "negated_self" (I'm not ...), or
    "ignored" (someone else's, a hypothetical, a sponsor's legend, or negated without the speaker as subject)."""
    s_left, _ = sentence_bounds(st.low, m.start(), m.end())
    sentence_before = st.low[s_left : m.start()]
    clause = clause_before(st.low, s_left, m.start())
    if ctx.negated.search(clause) or ctx.negated.search(sentence_before[-40:]):
        return "negated_self" if ctx.first_person.search(clause[-ABOUT_CHARS:]) else "ignored"
    # Who the cue is about: its own clause ("If you have questions, I'm a registered rep" is the speaker's), or the
    # whole sentence before it when the cue is an apposition ("My advisor, a registered rep, ...").
    # Only the words just before the cue: unpunctuated ASR text makes "sentences" and clauses run long.
    about = (sentence_before if _APPOSITION.match(clause) else clause)[-ABOUT_CHARS:]
    if _SELF_INTRO.search(sentence_before[-ABOUT_CHARS:]):  # "I'm Dan, your local registered rep"
        return "own"
    if ctx.third_party.search(about) or ctx.reported_after.search(st.low[m.end() : m.end() + 40]):
        return "ignored"
    near = sentence_before[-ABOUT_CHARS:]
    if (lex.quote.search(near) or _REPORTED.search(near)) and not _SELF_CLAUSE.match(clause):
        return "ignored"
    if not ctx.first_person.search(sentence_before):
        if _sponsor_text_near(st, m.start(), m.end(), lex):
            return "ignored"
        return "legend"
    return "own"


def collect_role_cues(transcript: Transcript, lex: Lexicon | None = None) -> RoleCues:
    """Every role cue in speech, on-screen text and description, sorted by how it reads."""
    lex = lex or load_lexicon()
    ctx = lex.role_context
    if ctx is None:
        raise ValueError("audit/lexicon.yaml has no role_context section")  # a packaging error, not user input
    cues = RoleCues()
    for st in streams(transcript):
        _collect_registrations(st, ctx, lex, cues)
        _collect_creator_cues(st, ctx, lex, cues)
    return cues


def _collect_registrations(st: Stream, ctx: RoleContext, lex: Lexicon, cues: RoleCues) -> None:
    """Registration cues (rep, RIA) of one stream, each filed by how it reads (read_registration_cue)."""
    for role in REGISTRATIONS:
        for kind, pat in enumerate(lex.roles.get(role, [])):
            for m in pat.finditer(st.low):
                reading = read_registration_cue(st, m, ctx, lex)
                if reading == "own":
                    _add(cues.registration[role], _quote(st, m))
                    cues.registration_kinds[role].add(kind)
                elif reading == "legend":
                    cues.legends.append((role, kind, _quote(st, m)))
                elif reading == "negated_self":
                    _add(cues.unregistered, _quote(st, m))
                else:
                    _add(cues.ignored, _quote(st, m))


def _collect_creator_cues(st: Stream, ctx: RoleContext, lex: Lexicon, cues: RoleCues) -> None:
    """Unregistered-influencer, creator-disclaimer, paid-endorsement and channel cues of one stream."""
    for pat in lex.roles.get("unregistered_influencer", []):
        for m in pat.finditer(st.low):
            _add(cues.unregistered, _quote(st, m))
    for pat in ctx.creator_disclaimer:
        for m in pat.finditer(st.low):
            _add(cues.disclaimer, _quote(st, m))
    for pat in ctx.creator_endorsement:
        for m in pat.finditer(st.low):
            s_left, _ = sentence_bounds(st.low, m.start(), m.end())
            if not lex.context_negation.search(clause_before(st.low, s_left, m.start()) + " " + m.group(0)):
                _add(cues.endorsement, _quote(st, m))
    for pat in ctx.creator_channel:
        if m := pat.search(st.low):  # one sentence per kind of channel cue: evidence, not a count of filler
            _add(cues.channel, _quote(st, m))


def decide_role(cues: RoleCues) -> SpeakerProfile:
    """The tiers described in the module docstring; evidence is the verbatim sentences that decided."""
    registration = {r: list(q) for r, q in cues.registration.items()}
    kinds = {r: set(k) for r, k in cues.registration_kinds.items()}
    ignored = list(cues.ignored)
    for role, kind, quote in cues.legends:
        if cues.endorsement:  # a paid endorser's video: a third-person registration legend is the advertiser's
            _add(ignored, quote)
        else:
            _add(registration[role], quote)
            kinds[role].add(kind)
    disclaimer = cues.disclaimer + [q for q in cues.endorsement if q not in cues.disclaimer]
    rep, ria = (len(kinds[r]) for r in REGISTRATIONS)
    if rep or ria:
        role = "registered_rep" if rep >= ria else "ria"
        other = "ria" if role == "registered_rep" else "registered_rep"
        why = "registration cue in the speaker's own words or legend"
        if rep and ria:
            why += f" (both registrations found; {role} has {'more' if rep != ria else 'as many'} distinct cues)"
        evidence = registration[role][:MAX_EVIDENCE]
        if rep and ria:
            evidence = evidence[: MAX_EVIDENCE - 1] + registration[other][:1]
        return SpeakerProfile(role=role, set_by="inferred", evidence=evidence, reason=why)  # type: ignore[arg-type]
    if cues.unregistered:
        return SpeakerProfile(role="unregistered_influencer", set_by="inferred",
                              evidence=cues.unregistered[:MAX_EVIDENCE],
                              reason="the speaker says they are not licensed/registered; no registration cue")
    if disclaimer and cues.channel:
        return SpeakerProfile(role="unregistered_influencer", set_by="inferred",
                              evidence=(disclaimer[:2] + cues.channel[:2] + disclaimer[2:3])[:MAX_EVIDENCE],
                              reason="creator channel with creator disclaimers/sponsorship talk; no registration cue")
    if cues.channel or disclaimer:
        why = ("channel-style talk only: nothing says whether the speaker is registered" if cues.channel
               else "a disclaimer without any creator or registration cue")
    elif ignored:
        why = "registration is mentioned only of someone else, negated or in an advertiser's legend"
    else:
        why = "no self-description, registration cue or disclaimer found"
    evidence = (ignored[:2] + disclaimer[:2] + cues.channel[:2])[:MAX_EVIDENCE]
    return SpeakerProfile(role="unknown", set_by="default", evidence=evidence, reason=why)


def infer_speaker(transcript: Transcript, lex: Lexicon | None = None) -> SpeakerProfile:
    """Role from what the speaker says about themselves (and the description/on-screen legends)."""
    return decide_role(collect_role_cues(transcript, lex))
