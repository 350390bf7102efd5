"""The audit engine: screen -> retrieve -> judge -> verify -> report, for one transcript.

Stages report progress as progress(node, info) with node in screen/retrieve/judge/verify/report and
info {"status": "start"|"end", ...counts, "elapsed_ms"} so the chat can show live steps.

The embedded rules judge always runs; an LLM judge (audit.judge_llm) runs on top only when one is configured and
use_llm is not False. If it fails, the rules verdicts stand and run.notes says so. Whatever judged a finding, it
is verified in code before it is reported (audit/verify.py); everything that is not reported is listed in
`suppressed` with the reason.
"""

from __future__ import annotations

import inspect
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from audit import detect, retrieve, rulebase
from audit.applicability import Applicability, decide
from audit.judge_rules import judge
from audit.lexicon import load_lexicon
from audit.merge import merge_statements
from audit.screen import Screened, endorsement_context, infer_speaker, screen_transcript
from audit.taxonomy import load_taxonomy
from audit.verify import merge_adjacent, verify_finding
from veristream import config
from veristream.clock import clock as _clock
from veristream.errors import InputError, LLMError, UnknownCitationError, VeriStreamError
from veristream.models import (
    REGULATORS,
    AuditReport,
    Finding,
    RunInfo,
    SpeakerProfile,
    SuppressedFinding,
    Transcript,
)

Progress = Callable[[str, dict], None]
ROLES = ("unregistered_influencer", "ria", "registered_rep", "unknown")
_TRANSCRIPTS: OrderedDict[str, Transcript] = OrderedDict()  # for recheck_finding, newest last
_KEEP_TRANSCRIPTS = 16
_TRANSCRIPTS_LOCK = threading.Lock()


def parse_regulators(regulators: list[str] | str | None) -> list[str]:
    """Accept ["FTC", "SEC"] or "FTC,SEC"; reject unknown names with the valid ones."""
    if regulators is None:
        return list(REGULATORS)
    items = regulators.split(",") if isinstance(regulators, str) else regulators
    out = []
    for item in items:
        reg = item.strip().upper()
        if not reg:
            continue
        if reg not in REGULATORS:
            raise InputError(f"Unknown regulator {item!r}.", f"Use any of {', '.join(REGULATORS)}, comma-separated.")
        if reg not in out:
            out.append(reg)
    if not out:
        raise InputError("No regulator selected.", f"Use any of {', '.join(REGULATORS)}.")
    return out


def speaker_profile(transcript: Transcript, speaker_role: str | None) -> SpeakerProfile:
    if speaker_role:
        if speaker_role not in ROLES:
            raise InputError(f"Unknown speaker role {speaker_role!r}.", f"Use one of: {', '.join(ROLES)}.")
        inferred = infer_speaker(transcript)
        return SpeakerProfile(role=speaker_role, set_by="user", evidence=inferred.evidence if inferred.role == speaker_role else [])  # type: ignore[arg-type]
    return infer_speaker(transcript)


class _Stage:
    """Times one stage and reports start/end through the progress callback (errors in it never break the audit)."""

    def __init__(self, progress: Progress | None, node: str, **info: Any):
        self.progress, self.node, self.t0 = progress, node, time.perf_counter()
        self._emit({"status": "start", **info})

    def _emit(self, info: dict) -> None:
        if self.progress:
            self.progress(self.node, info)

    def end(self, **info: Any) -> None:
        self._emit({"status": "end", **info, "elapsed_ms": round((time.perf_counter() - self.t0) * 1000, 1)})


def _citation_for(
    sc: Screened, app: Applicability, lex_cat, category, corpus_hash: str  # noqa: ANN001
) -> tuple[str | None, str | None]:
    """Retrieve for the candidate with the regulators in applicability order; the first listed citation found wins."""
    missing = []
    for reg in app.regulators:
        hits = retrieve.retrieve(lex_cat, category, reg, corpus_hash)
        sc.candidate.queries = retrieve.queries_for(lex_cat, category, reg)
        sc.candidate.retrieved = hits
        chosen = retrieve.choose_citation(hits, category.citations_for(reg))
        if chosen:
            return chosen[0], None
        missing.append(reg)
    return None, (
        f"retrieval returned none of the category's {'/'.join(missing)} provisions "
        f"({', '.join(c for r in missing for c in category.citations_for(r))}); not citing an unretrieved rule"
    )


def _placeholder_finding(sc: Screened, category, corpus, reason_reg: list[str]) -> Finding:  # noqa: ANN001
    """A suppressed candidate still shows which rule it was screened for (the taxonomy's first citation)."""
    cit = category.citations[0]
    try:
        prov = corpus.get(cit)
        long, title, text, reg = prov.citation_long, prov.title, prov.text, prov.regulator
    except UnknownCitationError:
        long, title, text, reg = cit, "", "", cit.split(" ", 1)[0]
    c = sc.candidate
    return Finding(
        id="", category=c.category, severity=category.severity, start=c.start, end=c.end, excerpt=c.excerpt,
        context=c.context, citation=cit, citation_long=long, regulator=reg, rule_title=title, rule_text=text,
        rationale=f"Screen matched {c.cue}.", applicability="", engine="rules", verified=False, origin=c.origin,
    )


def _coverage_gaps(corpus, findings: list[Finding], taxonomy) -> list[str]:  # noqa: ANN001
    """Gaps in the rule text near any cited provision (and taxonomy coverage notes), so analysts see them."""
    out: list[str] = []
    cited = {f.citation for f in findings}
    for gap in corpus.gaps:
        if not gap.near:
            continue
        touches = any(
            gap.near == c or rulebase.is_descendant(gap.near, c) or rulebase.is_descendant(c, gap.near) for c in cited
        )
        if touches:
            line = f"{gap.kind} near {gap.near} ({gap.source}): {gap.note}"
            if line not in out:
                out.append(line)
    for cat_id in sorted({f.category for f in findings}):
        note = taxonomy.get(cat_id).coverage
        if note and note not in out:
            out.append(note)
    return out


def _remember(transcript: Transcript) -> str:
    key = transcript.content_hash()
    with _TRANSCRIPTS_LOCK:
        _TRANSCRIPTS[key] = transcript
        _TRANSCRIPTS.move_to_end(key)
        while len(_TRANSCRIPTS) > _KEEP_TRANSCRIPTS:
            _TRANSCRIPTS.popitem(last=False)
    return key


def _llm_judge(
    transcript: Transcript, judged: list[tuple[Screened, Finding, str | None]], speaker: SpeakerProfile, taxonomy
) -> tuple[list[Finding], list[SuppressedFinding], list[str], str | None]:  # noqa: ANN001
    """Run the configured LLM judge on the applicable candidates; raises LLMError on failure."""
    settings = config.llm_settings()
    try:
        from audit import judge_llm
    except ImportError as exc:
        raise LLMError(f"The LLM judge is not installed: {exc}") from exc
    candidates = [sc.candidate for sc, _, _ in judged]
    tax = taxonomy.as_dict()
    if hasattr(judge_llm, "judge_candidates"):
        kwargs: dict[str, Any] = {}
        if "baseline" in inspect.signature(judge_llm.judge_candidates).parameters:
            kwargs["baseline"] = {sc.candidate.id: reason for sc, _, reason in judged}
        res = judge_llm.judge_candidates(transcript, candidates, speaker, tax, settings, **kwargs)
        return res.findings, list(res.rejected), list(res.notes), res.model or settings.model
    return judge_llm.judge_with_llm(transcript, candidates, speaker, tax, settings), [], [], settings.model


def _merge_llm(llm_findings: list[Finding], judged: list[tuple[Screened, Finding, str | None]],
               plans: list) -> list[Finding]:  # noqa: ANN001
    """Where the LLM path kept a candidate on the rules verdict, use the rules engine's own finding (its rationale
    quotes the rule); model-confirmed findings keep the model's rationale but get the engine's applicability."""
    ours = {(f.category, f.excerpt, f.start): f for _, f, _ in judged}
    apps = {sc.candidate.id: app.text for sc, app, _, _ in plans}
    by_stmt = {(sc.candidate.category, sc.candidate.excerpt, sc.candidate.start): apps[sc.candidate.id]
               for sc, _, _ in judged}
    out = []
    for f in llm_findings:
        key = (f.category, f.excerpt, f.start)
        if f.engine == "rules" and key in ours:
            out.append(ours[key])
        else:
            out.append(f.model_copy(update={"applicability": by_stmt.get(key, f.applicability)}))
    return out


def audit_transcript(
    transcript: Transcript,
    *,
    speaker_role: str | None = None,
    regulators: list[str] | None = None,
    use_llm: bool | None = None,
    progress: Progress | None = None,
) -> AuditReport:
    """Audit one transcript; every reported finding is verified, everything else is in `suppressed` with a reason."""
    t_start = time.perf_counter()
    started_at = datetime.now(UTC).isoformat(timespec="seconds")
    scope = parse_regulators(regulators)
    taxonomy = load_taxonomy()
    lex = load_lexicon()
    corpus = rulebase.corpus()
    notes: list[str] = []
    if not transcript.segments and not transcript.onscreen and not transcript.metadata.description:
        raise InputError("The transcript is empty: no speech, on-screen text or description to audit.",
                         "Check the source has captions or audio (or drop --no-asr).")
    _remember(transcript)
    speaker = speaker_profile(transcript, speaker_role)
    endorsement = endorsement_context(transcript, lex)

    stage = _Stage(progress, "screen", segments=len(transcript.segments))
    screened = screen_transcript(transcript, speaker, lex)
    stage.end(candidates=len(screened), hedged=sum(s.candidate.hedged for s in screened))

    stage = _Stage(progress, "retrieve", candidates=len(screened))
    plans: list[tuple[Screened, Applicability, str | None, str | None]] = []
    for sc in screened:
        category = taxonomy.get(sc.candidate.category)
        c = sc.candidate
        app = decide(category, speaker.role, scope, endorsement.evidence_for(c.start, c.end, c.origin),
                     set_by=speaker.set_by, self_endorsing=lex.categories[category.id].disclosure_timing)
        if not app.binds:
            reason = f"not the speaker's own claim: {sc.hedge_reason}" if sc.hedge_reason else app.reason
            plans.append((sc, app, None, reason))
            continue
        citation, why = _citation_for(sc, app, lex.categories[category.id], category, corpus.content_hash)
        plans.append((sc, app, citation, why))
    stage.end(searches=len(retrieve._CACHE), cited=sum(1 for p in plans if p[2]))

    stage = _Stage(progress, "judge", candidates=len(plans))
    findings: list[Finding] = []
    suppressed: list[SuppressedFinding] = []
    judged: list[tuple[Screened, Finding, str | None]] = []
    for sc, app, citation, why in plans:
        category = taxonomy.get(sc.candidate.category)
        if citation is None:
            suppressed.append(SuppressedFinding(finding=_placeholder_finding(sc, category, corpus, []),
                                                reason=why or "not applicable"))
            continue
        finding, reason = judge(sc, category, corpus.get(citation), app.text, lex.categories[category.id].rule_terms)
        judged.append((sc, finding, reason))
    engine_name, model = "rules", None
    want_llm = use_llm if use_llm is not None else config.llm_settings().provider != "none"
    llm_done = False
    if want_llm and judged:
        if config.llm_settings().provider == "none":
            notes.append("LLM judge requested but no LLM is configured; used the rules engine.")
        else:
            try:
                llm_findings, rejected, llm_notes, model = _llm_judge(transcript, judged, speaker, taxonomy)
                findings.extend(_merge_llm(llm_findings, judged, plans))
                suppressed.extend(rejected)
                notes.extend(llm_notes)
                engine_name, llm_done = "llm+rules", True
            except VeriStreamError as exc:
                notes.append(f"LLM judge failed ({str(exc).splitlines()[0]}); fell back to the rules engine.")
                model = None
    if not llm_done:
        for _sc, finding, reason in judged:
            if reason:
                suppressed.append(SuppressedFinding(finding=finding, reason=reason))
            else:
                findings.append(finding)
    stage.end(findings=len(findings), suppressed=len(suppressed))

    stage = _Stage(progress, "verify", findings=len(findings))
    verified: list[Finding] = []
    for f in findings:
        ok, reason = verify_finding(f, transcript, corpus)
        if ok is None:
            suppressed.append(SuppressedFinding(finding=f, reason=f"failed verification: {reason}"))
        else:
            verified.append(ok)
    stage.end(verified=len(verified), dropped=len(findings) - len(verified))

    stage = _Stage(progress, "report", findings=len(verified))
    verified = merge_adjacent(_dedupe_findings(verified), transcript)
    if detect.enabled():  # the lexicon-only engine stays as it was, for side-by-side figures
        verified = merge_statements(verified)
    verified.sort(key=lambda f: (f.origin == "description", f.start, f.end, f.category))
    for i, f in enumerate(verified, 1):
        f.id = f"F{i}"
    suppressed.sort(key=lambda s: (s.finding.start, s.finding.category))
    for i, s in enumerate(suppressed, 1):
        s.finding.id = f"S{i}"
    report = AuditReport(
        source=transcript.source,
        metadata=transcript.metadata,
        speaker=speaker,
        findings=verified,
        suppressed=suppressed,
        coverage_gaps=_coverage_gaps(corpus, verified, taxonomy),
        run=RunInfo(
            engine=engine_name,
            model=model,
            corpus_hash=corpus.content_hash,
            transcript_hash=transcript.content_hash(),
            started_at=started_at,
            elapsed_s=round(time.perf_counter() - t_start, 3),
            notes=notes,
            regulators=scope,
        ),
    )
    stage.end(findings=len(report.findings), suppressed=len(report.suppressed))
    return report


_SEV = ("low", "medium", "high", "critical")


def _dedupe_findings(findings: list[Finding]) -> list[Finding]:
    """A statement cited to the same provision twice (its excerpt inside another's): keep the wider excerpt at the
    higher severity. Two categories can land on one rule (a student's result as testimonial and as atypical result,
    both FTC 255.2(b); a sponsor pitch and its referral link, both FTC 255.5(a)); an LLM may re-add one."""
    kept: list[Finding] = []
    for f in sorted(findings, key=lambda x: (-len(x.excerpt), -_SEV.index(x.severity))):
        same = next(
            (k for k in kept if k.citation == f.citation and k.origin == f.origin and f.excerpt in k.excerpt
             and f.start <= k.end and k.start <= f.end),
            None,
        )
        if same is None:
            kept.append(f)
        elif _SEV.index(f.severity) > _SEV.index(same.severity):
            kept[kept.index(same)] = same.model_copy(update={"severity": f.severity})
    return kept


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
    taxonomy = load_taxonomy()
    lex = load_lexicon()
    corpus = rulebase.corpus()
    with _TRANSCRIPTS_LOCK:
        transcript = _TRANSCRIPTS.get(report.run.transcript_hash)
    notes = [f"Re-check of {original.id} under {', '.join(scope)}."]
    role = speaker_role or report.speaker.role
    if speaker_role and speaker_role not in ROLES:
        raise InputError(f"Unknown speaker role {speaker_role!r}.", f"Use one of: {', '.join(ROLES)}.")
    speaker = SpeakerProfile(role=role, set_by="user" if speaker_role else report.speaker.set_by,  # type: ignore[arg-type]
                             evidence=report.speaker.evidence if not speaker_role else [])
    category = taxonomy.get(original.category)
    if transcript is not None:
        endorsement = endorsement_context(transcript, lex).evidence_for(original.start, original.end, original.origin)
    else:
        endorsement = [original.applicability] if "endorsement or ad (evidence" in original.applicability else []
    sc = _rescreen(original, transcript, speaker)
    app = decide(category, role, scope, endorsement, set_by=speaker.set_by,
                 self_endorsing=lex.categories[category.id].disclosure_timing)
    result: Finding
    reason: str | None
    if not app.binds:
        result, reason = original.model_copy(update={"applicability": ""}), app.reason
    else:
        citation, why = _citation_for(sc, app, lex.categories[category.id], category, corpus.content_hash)
        if citation is None:
            result, reason = original, why
        else:
            result, reason = judge(sc, category, corpus.get(citation), app.text, lex.categories[category.id].rule_terms)
    result.id = original.id
    if reason is None:
        if transcript is not None:
            ok, why = verify_finding(result, transcript, corpus)
        else:
            notes.append("Transcript not in memory: the excerpt was verified in the original audit; citation re-checked.")
            try:
                prov = corpus.get(result.citation)
                ok, why = result.model_copy(update={"citation": prov.citation, "verified": True}), None
            except UnknownCitationError as exc:
                ok, why = None, str(exc)
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
        coverage_gaps=_coverage_gaps(corpus, findings, taxonomy),
        run=report.run.model_copy(
            update={"engine": "rules", "model": None, "elapsed_s": round(time.perf_counter() - t0, 3), "notes": notes,
                    "regulators": scope}
        ),
    )


def _rescreen(original: Finding, transcript: Transcript | None, speaker: SpeakerProfile) -> Screened:
    """The screen's view of the finding's statement: from the full transcript when known, else from its context."""
    from audit.screen import Screened as _Screened
    from veristream.models import Candidate, Segment, SourceInfo

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
    return _Screened(cand)


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
