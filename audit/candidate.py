"""One candidate's way to a finding: plan it (whom the rule binds, which provision), judge it, apply a verdict.

Shared by the judge stage (audit/stages.py), the re-check of one finding (audit/engine.py) and the sweep
(audit/sweep.py), so a finding is planned, judged and confirmed the same way on every path; here rather than in
audit/stages.py so that the sweep does not import the stages that call it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from audit import judge_rules, retrieve, rulebase
from audit.applicability import Applicability, decide
from audit.geometry import Screened
from audit.lexicon import CategoryLexicon
from audit.run import AuditRun, Judgement, Plan, RuleBook
from audit.taxonomy import Category
from veristream.errors import UnknownCitationError
from veristream.models import Candidate, Finding, SpeakerProfile, SuppressedFinding, shift_severity

if TYPE_CHECKING:
    from audit.judge_llm import VerdictChange


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


def evidence_near(run: AuditRun, c: Candidate) -> list[str]:
    return run.endorsement.evidence_for(c.start, c.end, c.origin)


def uncited_reason(p: Plan) -> str:
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


def rules_verdict(p: Plan, findings: list[Finding], suppressed: list[SuppressedFinding]) -> None:
    assert p.judgement is not None
    if p.judgement.reason:
        suppressed.append(SuppressedFinding(finding=p.judgement.finding, reason=p.judgement.reason))
    else:
        findings.append(p.judgement.finding)


def confirmed(p: Plan, change: VerdictChange, book: RuleBook, notes: list[str]) -> Finding:
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


def _provision_fields(citation: str, book: RuleBook) -> dict[str, Any]:
    """The cited provision's fields; an unknown citation is left for verification to suppress."""
    try:
        prov = book.corpus.get(citation)
    except UnknownCitationError:
        return {"citation": citation, "citation_long": citation}
    return {"citation": prov.citation, "citation_long": prov.citation_long, "regulator": prov.regulator,
            "rule_title": prov.title, "rule_text": prov.text}
