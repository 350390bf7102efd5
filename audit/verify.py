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
from veristream.models import Finding, Transcript

SNAP_TOLERANCE_S = 60.0
END_SLACK_S = 1.0


def verify_finding(finding: Finding, transcript: Transcript, corpus) -> tuple[Finding | None, str | None]:  # noqa: ANN001
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
