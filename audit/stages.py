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
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from audit import detect, judge_rules, retrieve, rulebase
from audit.applicability import Applicability, decide
from audit.disclosure import EndorsementContext, endorsement_context
from audit.geometry import Screened
from audit.lexicon import CategoryLexicon, Lexicon, load_lexicon
from audit.merge import merge_statements
from audit.roles import infer_speaker
from audit.screen import screen_transcript
from audit.summary import complete
from audit.taxonomy import Category, Taxonomy, load_taxonomy
from audit.verify import merge_adjacent, verify_finding
from tools.transcribe.language import require_english
from veristream import config
from veristream.errors import InputError, LLMError, UnknownCitationError, VeriStreamError
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

Progress = Callable[[str, dict], None]


# ---------------------------------------------------------------- the typed run


@dataclass(frozen=True)
class RuleBook:
    """The reference data every stage reads; loaded once per run so a stage never reaches for a global."""

    taxonomy: Taxonomy
    lexicon: Lexicon
    corpus: Any  # rag.corpus.Corpus

    @classmethod
    def load(cls) -> RuleBook:
        return cls(load_taxonomy(), load_lexicon(), rulebase.corpus())

    def lex(self, category: Category) -> CategoryLexicon:
        return self.lexicon.categories[category.id]


@dataclass
class Judgement:
    """The rules judge's verdict on one cited candidate."""

    finding: Finding
    reason: str | None = None  # why it is not reported; None: report it


@dataclass
class Plan:
    """What the plan stage decided for one candidate: whom the rule binds and which provision it cites."""

    screened: Screened
    category: Category
    applicability: Applicability
    evidence: list[str]  # endorsement/ad evidence near the statement, verbatim
    citation: str | None = None  # None: nothing may be cited, `reason` says why
    reason: str | None = None
    judgement: Judgement | None = None  # set by the judge stage when there is a citation

    @property
    def candidate(self) -> Candidate:
        return self.screened.candidate


@dataclass
class AuditRun:
    """One audit in progress: the inputs, and what each stage has added so far."""

    transcript: Transcript
    speaker: SpeakerProfile
    scope: list[str]  # the regulators whose rules may be cited
    book: RuleBook
    endorsement: EndorsementContext
    use_llm: bool | None = None  # None: use the LLM judge when one is configured
    candidates: list[Screened] = field(default_factory=list)
    plans: list[Plan] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    suppressed: list[SuppressedFinding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)  # stage -> elapsed ms
    engine: str = "rules"
    model: str | None = None
    llm: LLMStats | None = None  # what the model work cost and what the trust rules did with it
    started_at: str = ""
    t0: float = field(default_factory=time.perf_counter)
    report: AuditReport | None = None


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
                   endorsement=endorsement_context(transcript, book.lexicon), started_at=started_at, t0=t0)
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
    run.plans = [plan_candidate(sc, run.book, run.speaker, run.scope, _evidence(run, sc.candidate))
                 for sc in run.candidates]
    timer.end(searches=retrieve.cache_size(), cited=sum(1 for p in run.plans if p.citation))
    return run


def judge(run: AuditRun, progress: Progress | None = None) -> AuditRun:
    timer = _Timer(run, progress, "judge", candidates=len(run.plans))
    for p in run.plans:
        if p.citation is None:
            run.suppressed.append(SuppressedFinding(finding=placeholder_finding(p, run.book), reason=_uncited_reason(p)))
        else:
            p.judgement = judge_plan(p, run.book)
    judged = [p for p in run.plans if p.judgement is not None]
    if not _llm_judge(run, judged):
        for p in judged:
            _rules_verdict(p, run.findings, run.suppressed)
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


# ---------------------------------------------------------------- one candidate (shared with the re-check)


def plan_candidate(
    sc: Screened, book: RuleBook, speaker: SpeakerProfile, scope: list[str], evidence: list[str]
) -> Plan:
    """Whom the category's rules bind for this speaker, then the retrieved provision to cite (or why none)."""
    category = book.taxonomy.get(sc.candidate.category)
    app = decide(category, speaker.role, scope, evidence, set_by=speaker.set_by,
                 self_endorsing=book.lex(category).disclosure_timing)
    p = Plan(sc, category, app, list(evidence))
    if not app.binds:
        p.reason = app.reason
        return p
    p.citation, p.reason = _citation_for(sc, app, book.lex(category), category, book.corpus.content_hash)
    return p


def judge_plan(p: Plan, book: RuleBook) -> Judgement:
    """The rules judge's finding for a cited plan, and the reason it is suppressed (None when it is reported)."""
    assert p.citation is not None
    finding, reason = judge_rules.judge(p.screened, p.category, book.corpus.get(p.citation), p.applicability.text,
                                        book.lex(p.category).rule_terms)
    finding.endorsement_evidence = list(p.evidence)
    return Judgement(finding, reason)


def placeholder_finding(p: Plan, book: RuleBook) -> Finding:
    """A candidate that cites nothing still shows which rule it was screened for (the taxonomy's first citation)."""
    cit = p.category.citations[0]
    try:
        prov = book.corpus.get(cit)
        long, title, text, reg = prov.citation_long, prov.title, prov.text, prov.regulator
    except UnknownCitationError:
        long, title, text, reg = cit, "", "", cit.split(" ", 1)[0]
    c = p.candidate
    return Finding(
        id="", category=c.category, severity=p.category.severity, start=c.start, end=c.end, excerpt=c.excerpt,
        context=c.context, citation=cit, citation_long=long, regulator=reg, rule_title=title, rule_text=text,
        rationale=f"Screen matched {c.cue}.", applicability="", engine="rules", verified=False, origin=c.origin,
        endorsement_evidence=list(p.evidence),
    )


def _evidence(run: AuditRun, c: Candidate) -> list[str]:
    return run.endorsement.evidence_for(c.start, c.end, c.origin)


def _uncited_reason(p: Plan) -> str:
    """A statement the speaker does not make as their own is suppressed for that, before any question of whom."""
    if not p.applicability.binds and p.screened.hedge_reason:
        return f"not the speaker's own claim: {p.screened.hedge_reason}"
    return p.reason or "not applicable"


def _citation_for(
    sc: Screened, app: Applicability, lex_cat: CategoryLexicon, category: Category, corpus_hash: str
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


def _rules_verdict(p: Plan, findings: list[Finding], suppressed: list[SuppressedFinding]) -> None:
    assert p.judgement is not None
    if p.judgement.reason:
        suppressed.append(SuppressedFinding(finding=p.judgement.finding, reason=p.judgement.reason))
    else:
        findings.append(p.judgement.finding)


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
            from audit import sweep

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
            _rules_verdict(p, findings, suppressed)
        elif change.decision == "confirm":
            if j.reason is not None and not change.specific:
                notes.append(f"LLM confirmed {p.candidate.id} without a specific reason; kept the rules verdict.")
                suppressed.append(SuppressedFinding(finding=j.finding, reason=j.reason))
            else:
                findings.append(_confirmed(p, change, run.book, notes))
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
        p = plan_candidate(Screened(cand), run.book, run.speaker, run.scope, _evidence(run, cand))
        if p.citation is None:
            suppressed.append(SuppressedFinding(finding=placeholder_finding(p, run.book), reason=_uncited_reason(p)))
            continue
        p.judgement = judge_plan(p, run.book)  # builds the finding; the screen's verdict does not apply to it
        findings.append(_confirmed(p, add.as_confirmation(cand.id), run.book, notes))
    findings.sort(key=lambda f: (f.start, f.end))
    return findings, suppressed, notes


def _confirmed(p: Plan, change: VerdictChange, book: RuleBook, notes: list[str]) -> Finding:
    assert p.judgement is not None and p.citation is not None
    f = p.judgement.finding
    update: dict[str, Any] = {"engine": "llm", "rationale": change.rationale or f.rationale}
    if change.severity_step is not None:
        update["severity"] = shift_severity(p.category.severity, change.severity_step)
    if change.citation and change.citation != p.citation:
        if rulebase.is_descendant(p.citation, change.citation):
            notes.append(f"LLM cited {change.citation} for {p.candidate.id}; kept the more specific {p.citation}.")
        else:
            update.update(_provision_fields(change.citation, book))
    return f.model_copy(update=update)


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


def _provision_fields(citation: str, book: RuleBook) -> dict[str, Any]:
    """The cited provision's fields; an unknown citation is left for verification to suppress."""
    try:
        prov = book.corpus.get(citation)
    except UnknownCitationError:
        return {"citation": citation, "citation_long": citation}
    return {"citation": prov.citation, "citation_long": prov.citation_long, "regulator": prov.regulator,
            "rule_title": prov.title, "rule_text": prov.text}


# ---------------------------------------------------------------- the report


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
