"""The stages over one AuditRun, and how the judge stage applies the LLM judge's verdict changes to the rules verdicts."""

from __future__ import annotations

import pytest

from audit import judge_llm, stages
from audit.engine import audit_transcript
from audit.judge_llm import GroundedAddition, JudgeResult, VerdictChange
from tests.audit.util import make_transcript
from veristream import config
from veristream.config import LLMSettings

LINES = ["Welcome back.", "This coin is guaranteed to double your money.", "Bitcoin is gonna hit 250k by December.",
         "Scammers will tell you their coin can't lose."]
# C1 guaranteed_returns (strong, reported), C2 performance_projection (reported), C3 quoted scam claim (suppressed)


def run_stages(use_llm: bool | None = False, lines: list[str] = LINES) -> stages.AuditRun:
    run = stages.start(make_transcript(lines), speaker_role="registered_rep", use_llm=use_llm)
    for _name, stage in stages.STAGES:
        run = stage(run, None)
    return run


def test_each_stage_fills_its_part_of_the_run():
    events: list[tuple[str, str]] = []
    run = stages.start(make_transcript(LINES), speaker_role="registered_rep", use_llm=False)
    assert run.speaker.role == "registered_rep" and run.scope == ["FTC", "SEC", "FINRA"] and not run.candidates
    run = stages.screen(run, lambda s, i: events.append((s, i["status"])))
    assert [sc.candidate.id for sc in run.candidates] == ["C1", "C2", "C3"] and not run.plans
    run = stages.plan(run, lambda s, i: events.append((s, i["status"])))
    assert [p.citation for p in run.plans] == ["FINRA 2210(d)(1)(B)", "FINRA 2210(d)(1)(F)", "FINRA 2210(d)(1)(B)"]
    assert all(p.applicability.binds and p.judgement is None for p in run.plans)
    run = stages.judge(run)
    assert [p.judgement.reason is None for p in run.plans] == [True, True, False]
    assert [f.category for f in run.findings] == ["guaranteed_returns", "performance_projection"]
    assert [s.finding.excerpt for s in run.suppressed] == ["Scammers will tell you their coin can't lose."]
    run = stages.verify(run)
    assert all(f.verified for f in run.findings)
    run = stages.report(run)
    assert run.report is not None and [f.id for f in run.report.findings] == ["F1", "F2"]
    assert set(run.timings) == {"screen", "retrieve", "judge", "verify", "report"}
    assert events == [("screen", "start"), ("screen", "end"), ("retrieve", "start"), ("retrieve", "end")]
    same = audit_transcript(make_transcript(LINES), speaker_role="registered_rep", use_llm=False)
    assert [f.model_dump() for f in same.findings] == [f.model_dump() for f in run.report.findings]


@pytest.fixture
def llm(monkeypatch: pytest.MonkeyPatch):
    """Configure a fake model; the test sets the JudgeResult it returns, given the candidates it was sent."""
    settings = LLMSettings("openai", "gpt-test", None, "k", None, None, None, 5)
    monkeypatch.setattr(config, "llm_settings", lambda: settings)
    monkeypatch.setenv("VERISTREAM_LLM_MODE", "judge")  # the candidate judge; the sweep has tests/audit/test_sweep.py
    monkeypatch.setenv("VERISTREAM_LLM_REMEDIATION", "0")  # no real model behind it; remediation: test_remediate.py
    answer: dict = {}

    def fake(transcript, candidates, speaker, taxonomy, settings, **kw):
        answer["sent"] = [c.id for c in candidates]
        return answer["result"]

    monkeypatch.setattr(judge_llm, "judge_candidates", fake)
    return answer


def test_refused_rejections_keep_the_rules_finding_and_say_so(llm):
    llm["result"] = JudgeResult(model="gpt-test", changes=[
        VerdictChange("C1", "reject", "It is a fixed annuity product.", refused="high-confidence screen match; a "
                      "model rejection only lowers severity", severity_step=-1),
        VerdictChange("C2", "reject", "no", refused="the model rejected it without a specific reason"),
    ])
    report = run_stages(use_llm=None).report
    assert report.run.engine == "llm+rules" and report.run.model == "gpt-test"
    g, p = report.findings
    assert g.category == "guaranteed_returns" and g.severity == "high" and g.engine == "rules"  # critical, one lower
    assert "A language model disagreed (It is a fixed annuity product.)" in g.rationale
    assert p.severity == "high" and "promissory" not in p.rationale and "disagreed (no)" in p.rationale
    assert "Kept C1 despite LLM rejection: high-confidence screen match" in " ".join(report.run.notes)
    assert [s.finding.excerpt for s in report.suppressed] == [LINES[3]]  # skipped: the rules verdict stands


def test_confirmations_take_the_models_words_within_the_engines_limits(llm):
    llm["result"] = JudgeResult(changes=[
        VerdictChange("C1", "confirm", "Promises the coin doubles.", specific=True, severity_step=0,
                      citation="FINRA 2210(d)(1)"),  # less specific than the engine's FINRA 2210(d)(1)(B)
        VerdictChange("C2", "confirm", "A price target.", specific=True, severity_step=1),
        VerdictChange("C3", "confirm", "ok", specific=False, severity_step=0),  # suppressed by rules: needs a reason
    ])
    report = run_stages(use_llm=True).report
    g, p = report.findings
    assert (g.engine, g.citation, g.rationale, g.severity) == ("llm", "FINRA 2210(d)(1)(B)", "Promises the coin "
                                                                "doubles.", "critical")
    assert (p.engine, p.severity, p.citation) == ("llm", "critical", "FINRA 2210(d)(1)(F)")
    assert p.applicability.startswith("The speaker is a registered representative (FINRA)")  # the engine's text
    assert report.suppressed[0].reason.startswith("not the speaker's own claim")
    notes = " ".join(report.run.notes)
    assert "kept the more specific FINRA 2210(d)(1)(B)" in notes and "C3 without a specific reason" in notes


def test_rejections_and_specific_overrides_of_the_rules_verdict(llm):
    llm["result"] = JudgeResult(changes=[
        VerdictChange("C2", "reject", "The host says it is a joke, not a forecast.", specific=True),
        VerdictChange("C3", "confirm", "The host endorses the scammers' claim right after.", specific=True,
                      severity_step=0),
    ])
    report = run_stages(use_llm=True).report
    assert [(f.category, f.engine) for f in report.findings] == [("guaranteed_returns", "rules"),
                                                                 ("guaranteed_returns", "llm")]
    [gone] = report.suppressed
    assert gone.finding.category == "performance_projection"
    assert gone.reason == "LLM rejected: The host says it is a joke, not a forecast."


def test_additions_are_planned_like_candidates_and_never_duplicate(llm, monkeypatch):
    monkeypatch.setenv("VERISTREAM_SCREEN", "lexicon")  # which statements the rules screen holds is fixed here
    def add(category: str, excerpt: str, start: float, citation: str) -> GroundedAddition:
        return GroundedAddition(category=category, excerpt=excerpt, start=start, end=start + 5, origin="speech",
                                citation=citation, severity_step=0, rationale="The model found it.")

    llm["result"] = JudgeResult(additions=[
        add("guaranteed_returns", "This coin is guaranteed to double your money.", 5.0, "FINRA 2210(d)(1)(B)"),
        add("unbalanced_benefits", "This coin is guaranteed to double your money.", 5.0, "FINRA 2210(d)(1)(D)"),
        add("gross_without_net", "Welcome back.", 0.0, "SEC 206(4)-1(d)(1)"),
    ])
    report = run_stages(use_llm=True).report
    assert "LLM addition refused: duplicate of an existing guaranteed_returns finding." in report.run.notes
    added = [f for f in report.findings if f.category == "unbalanced_benefits"]
    assert len(added) == 1 and added[0].engine == "llm" and added[0].verified
    assert added[0].applicability.startswith("The speaker is a registered representative (FINRA)")
    # the engine decides whom the rule binds: the SEC Marketing Rule does not bind a registered rep
    assert any(s.finding.category == "gross_without_net" and "does not bind registered_rep" in s.reason
               for s in report.suppressed)


def test_the_rules_verdicts_stand_when_the_model_fails(llm, monkeypatch: pytest.MonkeyPatch):
    from veristream.errors import LLMError

    def boom(*a, **kw):
        raise LLMError("model unreachable")

    monkeypatch.setattr(judge_llm, "judge_candidates", boom)
    run = run_stages(use_llm=True)
    assert run.engine == "rules" and run.model is None
    assert [f.category for f in run.report.findings] == ["guaranteed_returns", "performance_projection"]
    assert any("fell back to the rules engine" in n for n in run.report.run.notes)
