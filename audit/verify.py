"""Verification in code, always, whatever engine produced a finding.

A finding is reported only if (1) its excerpt is in the transcript verbatim -- after normalising case,
punctuation and spacing -- in the text of its own origin (speech may span adjacent segments; on-screen text and
the description are matched against their own text), (2) its times lie inside the video and are snapped to the
segments that hold the excerpt (description findings are timed 0..0), and (3) its citation exists in the corpus.
The stored excerpt is replaced by the transcript's exact text and the rule fields by the corpus's, so nothing a
model paraphrased reaches the analyst.
"""

from __future__ import annotations

from tools.verify_excerpt import locate
from veristream.errors import UnknownCitationError
from veristream.models import Finding, Transcript, severity_rank

SNAP_TOLERANCE_S = 60.0
END_SLACK_S = 1.0


def verify_finding(finding: Finding, transcript: Transcript, corpus) -> tuple[Finding | None, str | None]:
    """The verified finding (a copy), or None and the reason it failed."""
    try:
        prov = corpus.get(finding.citation)
    except UnknownCitationError as exc:
        return None, f"unknown citation {finding.citation!r} ({exc.hint})"
    duration = transcript.duration
    if finding.origin != "description":
        if finding.start < 0 or finding.end < finding.start:
            return None, f"invalid timestamps {finding.start:g}-{finding.end:g}s"
        if duration and (finding.start > duration or finding.end > duration + END_SLACK_S):
            return None, f"timestamps {finding.start:g}-{finding.end:g}s are outside the video (0..{duration:g}s)"
    matches = locate(transcript, finding.excerpt, origin=finding.origin, at=finding.start, window_s=SNAP_TOLERANCE_S)
    if not matches:
        return None, f"excerpt not found verbatim in the {finding.origin} text"
    best = matches[0]
    if finding.origin != "description":
        gap = 0.0 if best.start <= finding.start <= best.end else min(
            abs(best.start - finding.start), abs(best.end - finding.start)
        )
        if gap > SNAP_TOLERANCE_S:
            return None, f"excerpt is in the transcript at {best.start:g}s, not near the claimed {finding.start:g}s"
    start, end = (0.0, 0.0) if best.origin == "description" else (best.start, best.end)
    if duration:
        start, end = min(start, duration), min(end, duration)
    verified = finding.model_copy(
        update={
            "excerpt": best.text,
            "start": start,
            "end": end,
            "citation": prov.citation,
            "citation_long": prov.citation_long,
            "regulator": prov.regulator,
            "rule_title": prov.title,
            "rule_text": prov.text,
            "verified": True,
        }
    )
    return verified, None


MERGE_GAP_S = 2.0
MERGE_MAX_CHARS = 450


def _joined_text(transcript: Transcript, first: Finding, second: Finding) -> str | None:
    """The exact transcript text from the start of `first`'s excerpt to the end of `second`'s, if they are close."""
    from tools.verify_excerpt import searchable_spans

    a = locate(transcript, first.excerpt, origin=first.origin, at=first.start, window_s=SNAP_TOLERANCE_S)
    b = locate(transcript, second.excerpt, origin=second.origin, at=second.start, window_s=SNAP_TOLERANCE_S)
    if not a or not b:
        return None
    m1, m2 = a[0], b[0]
    if m2.offset < m1.offset or m2.offset - m1.offset_end > 200:
        return None
    text = searchable_spans(transcript, first.origin)[0].text[m1.offset : max(m1.offset_end, m2.offset_end)]
    return text if len(text) <= MERGE_MAX_CHARS else None


def merge_adjacent(findings: list[Finding], transcript: Transcript) -> list[Finding]:
    """One claim split over adjacent caption lines becomes one finding (same category and citation, <= 2 s apart,
    and the first line visibly breaks mid-sentence: it ends with a comma, semicolon, colon or dash).

    The merged excerpt is the exact transcript text covering both, so it stays verbatim; the rationale keeps the
    first statement's explanation and quotes the continuation.
    """
    out: list[Finding] = []
    for f in sorted(findings, key=lambda x: (x.origin, x.start, x.end)):
        prev = out[-1] if out else None
        if (
            prev is not None
            and f.origin != "description"
            and (prev.category, prev.citation, prev.origin) == (f.category, f.citation, f.origin)
            and f.start <= prev.end + MERGE_GAP_S
            and f.excerpt not in prev.excerpt
            and prev.excerpt.rstrip().endswith((",", ";", ":", "-", "\u2014"))
        ):
            joined = _joined_text(transcript, prev, f)
            if joined:
                severity = max(prev.severity, f.severity, key=severity_rank)
                out[-1] = prev.model_copy(
                    update={
                        "excerpt": joined,
                        "end": max(prev.end, f.end),
                        "severity": severity,
                        "rationale": f'{prev.rationale} It continues: "{f.excerpt}".',
                    }
                )
                continue
        out.append(f)
    return out
