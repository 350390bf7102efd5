"""The audit as five stages over one typed run: screen -> plan -> judge -> verify -> report.

Why stages: the CLI and library entry point (audit/engine.py), the chat's LangGraph audit graph (assistant/graph.py,
one node per stage) and the re-check of one finding all run this code, so a finding is born, judged and verified in
one place, and a reader can follow it top to bottom:

- `start`: check the inputs, infer or take the speaker's role, find the endorsement context.
- `screen`: the lexical and semantic screens propose candidates (audit/screen.py), each with its hedge/cure verdicts.
- `plan`: per candidate, whom the rule binds (audit/applicability.py) and which retrieved provision it cites.
- `judge`: the rules judge gives every cited candidate a verdict; a configured LLM judge may change those verdicts
  (audit/judge_llm.py returns the changes, `_apply_llm` applies them). If the model fails, the rules verdicts stand.
- `verify`: every finding is checked in code against the transcript and the corpus (audit/verify.py).
- `report`: duplicates merged, ids given, the AuditReport built.

Each stage takes the AuditRun, fills in its part and returns it. Progress goes to progress(stage, info) with info
{"status": "start"|"end", ...counts, "elapsed_ms"}; the plan stage reports as "retrieve", the chat's name for it.
The typed run is audit/run.py; one candidate's plan and judgement (shared with the re-check and the sweep) is
audit/candidate.py.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from audit import detect, retrieve, rulebase, sweep
from audit.candidate import (
    confirmed,
    evidence_near,
    judge_plan,
    placeholder_finding,
    plan_candidate,
    rules_verdict,
    uncited_reason,
)
from audit.disclosure import endorsement_context
from audit.geometry import Screened
from audit.merge import merge_statements
from audit.roles import infer_speaker
from audit.run import AuditRun, Plan, Progress, RuleBook
from audit.screen import screen_transcript
from audit.summary import complete
from audit.taxonomy import Taxonomy
from audit.verify import merge_adjacent, verify_finding
from tools.transcribe.language import require_english
from veristream import config
from veristream.errors import InputError, LLMError, VeriStreamError
from veristream.models import (
    REGULATORS,
    ROLES,
    AuditReport,
    Candidate,
    Finding,
    LLMStats,
    RunInfo,
    SpeakerProfile,
    SuppressedFinding,
    Transcript,
    severity_rank,
    shift_severity,
)

if TYPE_CHECKING:
    from audit.judge_llm import JudgeResult, VerdictChange

Stage = Callable[[AuditRun, Progress | None], AuditRun]


class _Timer:
    """Times one stage into run.timings and reports start/end through the progress callback."""

    def __init__(self, run: AuditRun, progress: Progress | None, stage: str, **info: Any):
        self.run, self.progress, self.stage, self.t0 = run, progress, stage, time.perf_counter()
        self._emit({"status": "start", **info})

    def _emit(self, info: dict) -> None:
        if self.progress:
            self.progress(self.stage, info)

    def end(self, **info: Any) -> None:
        elapsed = round((time.perf_counter() - self.t0) * 1000, 1)
        self.run.timings[self.stage] = elapsed
        self._emit({"status": "end", **info, "elapsed_ms": elapsed})


# ---------------------------------------------------------------- inputs


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


def check_role(speaker_role: str | None) -> None:
    if speaker_role and speaker_role not in ROLES:
        raise InputError(f"Unknown speaker role {speaker_role!r}.", f"Use one of: {', '.join(ROLES)}.")


def speaker_profile(transcript: Transcript, speaker_role: str | None) -> SpeakerProfile:
    """The user's role wins; the inferred evidence is kept only when it agrees with it."""
    if speaker_role:
        check_role(speaker_role)
        inferred = infer_speaker(transcript)
        evidence = inferred.evidence if inferred.role == speaker_role else []
        return SpeakerProfile(role=speaker_role, set_by="user", evidence=evidence)  # type: ignore[arg-type]
    return infer_speaker(transcript)


# Transcripts audited in this process, newest last, so a re-check can re-screen and re-verify against them.
_TRANSCRIPTS: OrderedDict[str, Transcript] = OrderedDict()
_KEEP_TRANSCRIPTS = 16
_TRANSCRIPTS_LOCK = threading.Lock()


def remember(transcript: Transcript) -> str:
    key = transcript.content_hash()
    with _TRANSCRIPTS_LOCK:
        _TRANSCRIPTS[key] = transcript
        _TRANSCRIPTS.move_to_end(key)
        while len(_TRANSCRIPTS) > _KEEP_TRANSCRIPTS:
            _TRANSCRIPTS.popitem(last=False)
    return key


def recall(transcript_hash: str) -> Transcript | None:
    with _TRANSCRIPTS_LOCK:
        return _TRANSCRIPTS.get(transcript_hash)


# ---------------------------------------------------------------- the stages


def start(
    transcript: Transcript,
    *,
    speaker_role: str | None = None,
    regulators: list[str] | str | None = None,
    use_llm: bool | None = None,
    llm_remediation: bool | None = None,
) -> AuditRun:
    """Check the inputs and set up the run; raises InputError before any stage starts."""
    t0 = time.perf_counter()
    started_at = datetime.now(UTC).isoformat(timespec="seconds")
    scope = parse_regulators(regulators)
    detect.prewarm()  # the model's session is built on the other core while the rule book loads
    book = RuleBook.load()
    if not transcript.segments and not transcript.onscreen and not transcript.metadata.description:
        raise InputError("The transcript is empty: no speech, on-screen text or description to audit.",
                         "Check the source has captions or audio (or drop --no-asr).")
    # the engine reads English only: refuse a transcript in another language rather than report it clean (#12 item 12)
    language_note = require_english(transcript, transcript.metadata.title or transcript.source.input)
    remember(transcript)
    speaker = speaker_profile(transcript, speaker_role)
    run = AuditRun(transcript=transcript, speaker=speaker, scope=scope, book=book, use_llm=use_llm,
                   llm_remediation=llm_remediation, endorsement=endorsement_context(transcript, book.lexicon), started_at=started_at, t0=t0)
    if language_note:
        run.notes.append(language_note)
    return run


def screen(run: AuditRun, progress: Progress | None = None) -> AuditRun:
    timer = _Timer(run, progress, "screen", segments=len(run.transcript.segments))
    run.candidates = screen_transcript(run.transcript, run.speaker, run.book.lexicon)
    timer.end(candidates=len(run.candidates), hedged=sum(s.candidate.hedged for s in run.candidates))
    return run


def plan(run: AuditRun, progress: Progress | None = None) -> AuditRun:
    timer = _Timer(run, progress, "retrieve", candidates=len(run.candidates))
    run.plans = [plan_candidate(sc, run.book, run.speaker, run.scope, evidence_near(run, sc.candidate))
                 for sc in run.candidates]
    timer.end(searches=retrieve.cache_size(), cited=sum(1 for p in run.plans if p.citation))
    return run


def judge(run: AuditRun, progress: Progress | None = None) -> AuditRun:
    timer = _Timer(run, progress, "judge", candidates=len(run.plans))
    for p in run.plans:
        if p.citation is None:
            run.suppressed.append(SuppressedFinding(finding=placeholder_finding(p, run.book), reason=uncited_reason(p)))
        else:
            p.judgement = judge_plan(p, run.book)
    judged = [p for p in run.plans if p.judgement is not None]
    if not _llm_judge(run, judged):
        for p in judged:
            rules_verdict(p, run.findings, run.suppressed)
    timer.end(findings=len(run.findings), suppressed=len(run.suppressed))
    return run


def verify(run: AuditRun, progress: Progress | None = None) -> AuditRun:
    timer = _Timer(run, progress, "verify", findings=len(run.findings))
    verified: list[Finding] = []
    for f in run.findings:
        ok, reason = verify_finding(f, run.transcript, run.book.corpus)
        if ok is None:
            run.suppressed.append(SuppressedFinding(finding=f, reason=f"failed verification: {reason}"))
        else:
            verified.append(ok)
    dropped = len(run.findings) - len(verified)
    run.findings = verified
    timer.end(verified=len(verified), dropped=dropped)
    return run


def report(run: AuditRun, progress: Progress | None = None) -> AuditRun:
    timer = _Timer(run, progress, "report", findings=len(run.findings))
    findings = merge_adjacent(dedupe_findings(run.findings), run.transcript)
    if detect.enabled():  # one finding per statement; the lexicon-only engine stays as it was, for side-by-side figures
        findings = merge_statements(findings)
    findings.sort(key=lambda f: (f.origin == "description", f.start, f.end, f.category))
    for i, f in enumerate(findings, 1):
        f.id = f"F{i}"
    run.suppressed.sort(key=lambda s: (s.finding.start, s.finding.category))
    for i, s in enumerate(run.suppressed, 1):
        s.finding.id = f"S{i}"
    run.findings = findings
    _model_remediation(run, findings)  # the rest get the category's guidance in complete() below
    corpus = run.book.corpus
    run.report = AuditReport(
        source=run.transcript.source,
        metadata=run.transcript.metadata,
        speaker=run.speaker,
        findings=findings,
        suppressed=run.suppressed,
        coverage_gaps=coverage_gaps(corpus, findings, run.book.taxonomy),
        run=RunInfo(
            engine=run.engine,
            model=run.model,
            corpus_hash=corpus.content_hash,
            transcript_hash=run.transcript.content_hash(),
            started_at=run.started_at,
            elapsed_s=round(time.perf_counter() - run.t0, 3),
            notes=run.notes,
            regulators=run.scope,
            llm=run.llm,
        ),
    )
    run.report = complete(run.report, run.transcript)  # remediation per finding, summary and source metadata
    timer.end(findings=len(run.report.findings), suppressed=len(run.report.suppressed))
    return run


# The stages in order, each with the name its progress events carry (the audit graph makes one node of each).
STAGES: tuple[tuple[str, Stage], ...] = (
    ("screen", screen), ("retrieve", plan), ("judge", judge), ("verify", verify), ("report", report),
)


def run_stage(name: str, run: AuditRun, progress: Progress | None = None) -> AuditRun:
    """One stage by the name its progress events carry; the audit graph's nodes call this."""
    return dict(STAGES)[name](run, progress)


# ---------------------------------------------------------------- the optional LLM judge


def _llm_judge(run: AuditRun, judged: list[Plan]) -> bool:
    """Let the configured model change the rules verdicts; False (rules verdicts stand) when it is off or fails."""
    settings = config.llm_settings()
    want = run.use_llm if run.use_llm is not None else settings.provider != "none"
    if not want:
        return False
    if settings.provider == "none":
        run.notes.append("LLM judge requested but no LLM is configured; used the rules engine.")
        return False
    try:
        if config.llm_mode() == "sweep":  # the model reads the whole transcript, even when the screen found nothing
            sweep.sweep_judge(run, judged, settings)
            return True
        if not judged:
            return False
        try:
            from audit import judge_llm
        except ImportError as exc:
            raise LLMError(f"The LLM judge is not installed: {exc}") from exc
        result = judge_llm.judge_candidates(run.transcript, [p.candidate for p in judged], run.speaker,
                                            run.book.taxonomy.as_dict(), settings, corpus=run.book.corpus)
        findings, suppressed, notes = _apply_llm(run, judged, result)
    except VeriStreamError as exc:
        run.llm_failed = str(exc).splitlines()[0]
        run.notes.append(f"LLM judge failed ({str(exc).splitlines()[0]}); fell back to the rules engine.")
        return False
    run.findings.extend(findings)
    run.suppressed.extend(suppressed)
    run.notes.extend([*result.notes, *notes])
    run.engine, run.model = "llm+rules", result.model or settings.model
    run.llm = LLMStats(mode="judge", calls=result.calls)
    return True


def _apply_llm(
    run: AuditRun, judged: list[Plan], result: JudgeResult
) -> tuple[list[Finding], list[SuppressedFinding], list[str]]:
    """Apply the model's verdict changes to the rules verdicts, under the trust rules of audit/judge_llm.py.

    Overriding the rules verdict needs a specific reason either way: a model confirmation of a candidate the rules
    judge suppresses needs a specific rationale, and a rejection the trust rules refuse leaves the rules finding
    reported (its rationale records the disagreement). A model-confirmed finding keeps the engine's applicability,
    excerpt and times; it takes the model's rationale and severity, and its citation when the model picked a retrieved
    provision that is not less specific than the engine's. Additions are planned like screen candidates, so whom
    the rule binds is the engine's call there too.
    """
    findings: list[Finding] = []
    suppressed: list[SuppressedFinding] = []
    notes: list[str] = []
    changes = {c.candidate_id: c for c in result.changes}
    for p in judged:
        j = p.judgement
        assert j is not None
        change = changes.get(p.candidate.id)
        if change is None:
            rules_verdict(p, findings, suppressed)
        elif change.decision == "confirm":
            if j.reason is not None and not change.specific:
                notes.append(f"LLM confirmed {p.candidate.id} without a specific reason; kept the rules verdict.")
                suppressed.append(SuppressedFinding(finding=j.finding, reason=j.reason))
            else:
                findings.append(confirmed(p, change, run.book, notes))
        elif j.reason is not None or change.refused is None:
            suppressed.append(SuppressedFinding(finding=j.finding, reason=f"LLM rejected: {change.rationale}"))
        else:
            notes.append(f"Kept {p.candidate.id} despite LLM rejection: {change.refused}.")
            findings.append(_kept(p, change))
    for n, add in enumerate(result.additions, 1):
        if any(f.category == add.category and add.start <= f.end + 1 and add.end >= f.start - 1 for f in findings):
            notes.append(f"LLM addition refused: duplicate of an existing {add.category} finding.")
            continue
        cand = Candidate(id=f"A{n}", category=add.category, start=add.start, end=add.end, excerpt=add.excerpt,
                         origin=add.origin, cue="the language model's addition")
        p = plan_candidate(Screened(cand), run.book, run.speaker, run.scope, evidence_near(run, cand))
        if p.citation is None:
            suppressed.append(SuppressedFinding(finding=placeholder_finding(p, run.book), reason=uncited_reason(p)))
            continue
        p.judgement = judge_plan(p, run.book)  # builds the finding; the screen's verdict does not apply to it
        findings.append(confirmed(p, add.as_confirmation(cand.id), run.book, notes))
    findings.sort(key=lambda f: (f.start, f.end))
    return findings, suppressed, notes


def _kept(p: Plan, change: VerdictChange) -> Finding:
    """A rejection the trust rules refuse: the rules finding stands and says the model disagreed, and why it stands."""
    assert p.judgement is not None
    f = p.judgement.finding
    update: dict[str, Any] = {
        "rationale": f"{f.rationale} A language model disagreed ({change.rationale or 'no reason'}); kept because "
                     f"{change.refused}."
    }
    if change.severity_step is not None:
        update["severity"] = shift_severity(p.category.severity, change.severity_step)
    return f.model_copy(update=update)


# ---------------------------------------------------------------- the report


def _wants_model_remediation(run: AuditRun, settings: config.LLMSettings) -> bool:
    """An explicit llm_remediation wins; else the model writes it when it is used for this audit and the switch
    (VERISTREAM_LLM_REMEDIATION) is on."""
    if run.llm_remediation is False or settings.provider == "none":
        return False
    return run.llm_remediation is True or (run.use_llm is not False and config.llm_remediation())


def _model_remediation(run: AuditRun, findings: list[Finding]) -> None:
    """Ask the model for each finding's remediation (audit/remediate.py) within what is left of the audit's model
    budget; a finding the model's answer does not serve gets the guidance, with the reason on it and in the notes."""
    settings = config.llm_settings()
    if not findings or not _wants_model_remediation(run, settings):
        return
    from audit import remediate
    from audit.llm_client import make_chat_model
    from audit.summary import remediation_for
    from audit.sweep_llm import Budget

    budget = run.llm_budget
    if budget is None:  # the judge mode or no model judge so far: count what it used against the same limits
        budget = Budget(max_calls=config.llm_max_calls(), deadline_s=config.llm_deadline_s(),
                        t0=time.monotonic() - (run.timings.get("judge", 0.0) / 1000 if run.llm else 0.0))
        budget.usage.calls = run.llm.calls if run.llm else 0
    before = (budget.usage.calls, budget.usage.retries, budget.usage.tokens_in, budget.usage.tokens_out)
    try:
        if run.llm_failed:
            raise LLMError(f"the model failed earlier in this audit ({run.llm_failed})")
        llm = make_chat_model(settings)
    except VeriStreamError as exc:
        outcome = remediate.Outcome(failed={f.id: f"not asked: {str(exc).splitlines()[0]}" for f in findings})
    else:
        outcome = remediate.remediate(findings, run.transcript, run.speaker, run.book.taxonomy, run.book.corpus,
                                      llm, budget)
    for f in findings:
        fix = outcome.accepted.get(f.id) or remediation_for(f, run.book.taxonomy)
        if fix is not None and fix.source != "model":
            fix = fix.model_copy(update={"fallback_reason": outcome.reason(f.id)})
        f.remediation = fix
    run.notes.extend(outcome.notes())
    _count_remediation(run, budget, before, outcome)


def _count_remediation(run: AuditRun, budget: Any, before: tuple[int, int, int, int], outcome: Any) -> None:
    """Add the remediation request's calls and tokens to run.llm (the audit's one account of its model work)."""
    used = [now - then for now, then in zip((budget.usage.calls, budget.usage.retries, budget.usage.tokens_in,
                                             budget.usage.tokens_out), before, strict=True)]
    if run.llm is None and not used[0]:
        return  # no model call in this audit: nothing to count
    stats = run.llm or LLMStats(mode="remediation")
    stats.calls += used[0]
    stats.retries += used[1]
    stats.tokens_in += used[2]
    stats.tokens_out += used[3]
    stats.remediation_calls += outcome.calls
    stats.remediations_accepted += len(outcome.accepted)
    stats.remediations_refused += len(outcome.refused)
    price_in, price_out = config.llm_prices()
    if price_in is not None and price_out is not None:
        stats.cost_usd = round((stats.tokens_in * price_in + stats.tokens_out * price_out) / 1e6, 6)
    run.llm = stats


def dedupe_findings(findings: list[Finding]) -> list[Finding]:
    """A statement cited to the same provision twice (its excerpt inside another's): keep the wider excerpt at the
    higher severity. Two categories can land on one rule (a student's result as testimonial and as atypical result,
    both FTC 255.2(b); a sponsor pitch and its referral link, both FTC 255.5(a)); an LLM may re-add one."""
    kept: list[Finding] = []
    for f in sorted(findings, key=lambda x: (-len(x.excerpt), -severity_rank(x.severity))):
        same = next(
            (k for k in kept if k.citation == f.citation and k.origin == f.origin and f.excerpt in k.excerpt
             and f.start <= k.end and k.start <= f.end),
            None,
        )
        if same is None:
            kept.append(f)
        elif severity_rank(f.severity) > severity_rank(same.severity):
            kept[kept.index(same)] = same.model_copy(update={"severity": f.severity})
    return kept


def coverage_gaps(corpus: Any, findings: list[Finding], taxonomy: Taxonomy) -> list[str]:
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
