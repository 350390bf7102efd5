"""The audit engine's API: audit a transcript or a source, re-check one finding, explain one finding.

The work is done by the stages in audit/stages.py (screen -> plan -> judge -> verify -> report over one AuditRun);
this module strings them together for the CLI and library callers, and reuses the per-candidate plan, judge and
verify steps for a re-check. The embedded rules judge always runs; an LLM judge may change its verdicts when one is
configured and use_llm is not False (if it fails, the rules verdicts stand and run.notes says so). Whatever judged a
finding, it is verified in code before it is reported; everything that is not reported is listed in `suppressed`
with the reason.
"""

from __future__ import annotations

import time
from typing import Any

from audit import stages
from audit.candidate import judge_plan, plan_candidate
from audit.disclosure import endorsement_context
from audit.geometry import Screened
from audit.run import Progress, RuleBook
from audit.screen import screen_transcript
from audit.stages import parse_regulators, speaker_profile
from audit.taxonomy import load_taxonomy
from audit.verify import verify_finding
from veristream.clock import clock as _clock
from veristream.errors import InputError, UnknownCitationError
from veristream.models import (
    AuditReport,
    Candidate,
    Finding,
    Segment,
    SourceInfo,
    SpeakerProfile,
    SuppressedFinding,
    Transcript,
)

__all__ = ["Progress", "audit_source", "audit_transcript", "explain_finding", "parse_regulators", "recheck_finding",
           "speaker_profile"]


def audit_transcript(
    transcript: Transcript,
    *,
    speaker_role: str | None = None,
    regulators: list[str] | None = None,
    use_llm: bool | None = None,
    llm_remediation: bool | None = None,
    progress: Progress | None = None,
) -> AuditReport:
    """Audit one transcript; every reported finding is verified, everything else is in `suppressed` with a reason.

    use_llm decides the judge; llm_remediation whether the model writes each finding's remediation (None: when it
    takes part and VERISTREAM_LLM_REMEDIATION is on; the evaluations turn it off, they measure detection)."""
    run = stages.start(transcript, speaker_role=speaker_role, regulators=regulators, use_llm=use_llm,
                       llm_remediation=llm_remediation)
    run = stages.screen(run, progress)
    run = stages.plan(run, progress)
    run = stages.judge(run, progress)
    run = stages.verify(run, progress)
    run = stages.report(run, progress)
    assert run.report is not None
    return run.report


def audit_source(source: str, **kwargs: Any) -> AuditReport:
    """Transcribe (tools.transcribe) then audit. kwargs: ocr, asr, allow_local_urls, progress, and audit_transcript's."""
    from tools.transcribe import transcribe

    t_kwargs = {k: kwargs.pop(k) for k in ("ocr", "asr", "allow_local_urls") if k in kwargs}
    progress = kwargs.get("progress")
    transcript = transcribe(source, progress=progress, **t_kwargs)
    return audit_transcript(transcript, **kwargs)


def _find(report: AuditReport, finding_id: str) -> Finding:
    wanted = finding_id.strip().upper()
    if wanted.isdigit():
        wanted = f"F{wanted}"
    for f in report.findings:
        if f.id.upper() == wanted:
            return f
    for s in report.suppressed:
        if s.finding.id.upper() == wanted:
            return s.finding
    ids = ", ".join(f.id for f in report.findings) or "none"
    raise InputError(f"No finding {finding_id!r} in this report.", f"Findings: {ids}.")


def recheck_finding(
    report: AuditReport,
    finding_id: str,
    *,
    regulators: list[str] | None = None,
    speaker_role: str | None = None,
) -> AuditReport:
    """Re-judge one finding's statement against only `regulators` (retrieval filtered) and/or another role.

    Returns a small AuditReport holding just the re-checked result: in `findings` (same id) when it still applies,
    or in `suppressed` with the reason when it no longer does. The original report is not modified. The statement
    is re-screened with its context, so negation/hedging verdicts are re-applied, and re-verified against the
    transcript when this process audited it (else against the corpus only, noted in run.notes).
    """
    t0 = time.perf_counter()
    original = _find(report, finding_id)
    scope = parse_regulators(regulators)
    stages.check_role(speaker_role)
    book = RuleBook.load()
    transcript = stages.recall(report.run.transcript_hash)
    notes = [f"Re-check of {original.id} under {', '.join(scope)}."]
    speaker = SpeakerProfile(role=speaker_role or report.speaker.role,  # type: ignore[arg-type]
                             set_by="user" if speaker_role else report.speaker.set_by,
                             evidence=report.speaker.evidence if not speaker_role else [])
    if transcript is not None:
        evidence = endorsement_context(transcript, book.lexicon).evidence_for(original.start, original.end,
                                                                             original.origin)
    else:
        evidence = original.endorsement_evidence
    plan = plan_candidate(_rescreen(original, transcript, speaker), book, speaker, scope, evidence)
    result: Finding
    reason: str | None
    if plan.citation is None:  # the original statement, with the reason it no longer applies
        update = {"applicability": ""} if not plan.applicability.binds else {}
        result, reason = original.model_copy(update=update), plan.reason
    else:
        judgement = judge_plan(plan, book)
        result, reason = judgement.finding, judgement.reason
    result.id = original.id
    if reason is None:
        ok, why = _reverify(result, transcript, book, notes)
        if ok is None:
            reason = f"failed verification: {why}"
        else:
            result = ok
    findings = [result] if reason is None else []
    suppressed = [] if reason is None else [SuppressedFinding(finding=result, reason=reason)]
    return AuditReport(
        source=report.source,
        metadata=report.metadata,
        speaker=speaker,
        findings=findings,
        suppressed=suppressed,
        coverage_gaps=stages.coverage_gaps(book.corpus, findings, book.taxonomy),
        run=report.run.model_copy(
            update={"engine": "rules", "model": None, "elapsed_s": round(time.perf_counter() - t0, 3), "notes": notes,
                    "regulators": scope}
        ),
    )


def _reverify(
    finding: Finding, transcript: Transcript | None, book: RuleBook, notes: list[str]
) -> tuple[Finding | None, str | None]:
    """Verify against the transcript when this process still holds it; else the citation only (the excerpt was
    verified by the original audit)."""
    if transcript is not None:
        return verify_finding(finding, transcript, book.corpus)
    notes.append("Transcript not in memory: the excerpt was verified in the original audit; citation re-checked.")
    try:
        prov = book.corpus.get(finding.citation)
    except UnknownCitationError as exc:
        return None, str(exc)
    return finding.model_copy(update={"citation": prov.citation, "verified": True}), None


def _rescreen(original: Finding, transcript: Transcript | None, speaker: SpeakerProfile) -> Screened:
    """The screen's view of the finding's statement: from the full transcript when known, else from its context."""
    if transcript is not None:
        # The same statement: its own words first. Time alone is ambiguous (one caption cue can hold two findings
        # of a category, and cues touch at their ends), so it is used only when it picks one candidate; otherwise
        # the finding's own context is re-screened below (issue #11: a re-check quoted another finding).
        same = [sc for sc in screen_transcript(transcript, speaker)
                if sc.candidate.category == original.category and sc.candidate.origin == original.origin]
        exact = [sc for sc in same if sc.candidate.excerpt == original.excerpt]
        timed = [sc for sc in same if sc.candidate.start <= original.start <= sc.candidate.end]
        if exact or len(timed) == 1:
            return (exact or timed)[0]
    text = original.context or original.excerpt
    mini = Transcript(
        source=SourceInfo(kind="caption_file", input="recheck"),
        transcript_source="file",
        segments=[Segment(start=original.start, end=original.end, text=text, source="file")],
    )
    for sc in screen_transcript(mini, speaker):
        if sc.candidate.category == original.category:
            sc.candidate.excerpt, sc.candidate.origin = original.excerpt, original.origin
            sc.candidate.start, sc.candidate.end = original.start, original.end
            return sc
    cand = Candidate(id="C1", category=original.category, start=original.start, end=original.end,
                     excerpt=original.excerpt, context=original.context, cue="the statement reported before",
                     origin=original.origin, score=0.6)
    return Screened(cand)


def explain_finding(report: AuditReport, finding_id: str) -> str:
    """Why a finding applies: the statement, the rule text it breaks, and whom that rule binds."""
    f = _find(report, finding_id)
    taxonomy = load_taxonomy()
    try:
        cat = taxonomy.get(f.category)
        cat_line = f"{cat.name} — {cat.description}"
    except KeyError:
        cat_line = f.category
    status = next((s.reason for s in report.suppressed if s.finding is f), None)
    when = "in the video description" if f.origin == "description" else f"at {_clock(f.start)}–{_clock(f.end)}" + (
        " (on screen)" if f.origin == "onscreen" else ""
    )
    lines = [
        f"{f.id} · {f.severity.upper()} · {cat_line}",
        f'What was said ({when}): "{f.excerpt}"',
        f"Rule: {f.citation} ({f.citation_long}) — {f.rule_title}",
        f'Rule text: "{f.rule_text.strip()}"',
        f"Why it applies: {f.rationale}",
        f"Who the rule binds: {f.applicability or 'see the reason below'}",
        f"Speaker: {report.speaker.role} ({report.speaker.set_by})"
        + (f"; evidence: {report.speaker.evidence[0]!r}" if report.speaker.evidence else ""),
        f"Checked: {'excerpt verified verbatim in the transcript' if f.verified else 'not verified'}; "
        f"judged by the {f.engine} engine.",
    ]
    if status:
        lines.append(f"Not reported: {status}")
    return "\n".join(lines)
