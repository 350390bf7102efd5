"""Small fakes of the transcriber and engine, injected through Capabilities (never shipped as stubs)."""

from __future__ import annotations

import json
import re
from functools import cache

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, AIMessageChunk
from langchain_core.outputs import ChatGenerationChunk

from assistant.capabilities import Capabilities
from audit.disclosure import EndorsementContext
from audit.lexicon import load_lexicon
from audit.run import AuditRun, RuleBook
from audit.taxonomy import load_taxonomy
from veristream.models import (
    REGULATORS,
    AuditReport,
    ExcerptCheck,
    Finding,
    Provision,
    Regulator,
    RunInfo,
    SearchHit,
    Segment,
    Severity,
    SourceInfo,
    SpeakerProfile,
    SuppressedFinding,
    Transcript,
    VideoMetadata,
    current_decisions,
)

LINES = [
    (0.0, 4.0, "Welcome back, today we talk money."),
    (4.0, 9.0, "This fund is guaranteed to double your money in a year."),
    (9.0, 14.0, "Use my referral code to sign up and get a bonus."),
]


def transcript(source: str = "talk.vtt") -> Transcript:
    return Transcript(
        source=SourceInfo(kind="caption_file", input=source, path=source),
        metadata=VideoMetadata(title="Fake talk", duration=14.0),
        transcript_source="file",
        segments=[Segment(start=a, end=b, text=t, source="file") for a, b, t in LINES],
    )


def finding(fid: str, start: float, excerpt: str, citation: str, regulator: Regulator = "FINRA",
            severity: Severity = "critical") -> Finding:
    return Finding(id=fid, category="guaranteed_returns", severity=severity, start=start, end=start + 4,
                   excerpt=excerpt, citation=citation, citation_long=citation, regulator=regulator,
                   rule_title="Prohibited statements", rule_text="No ... promissory statements.",
                   rationale="Promises a return.", applicability="Binds registered reps.", verified=True)


@cache
def _book() -> RuleBook:
    """The real taxonomy and lexicon; no corpus: the fake stages never retrieve."""
    return RuleBook(load_taxonomy(), load_lexicon(), corpus=None)


def recheck_report(report: AuditReport, findings: list[Finding] | None = None,
                   suppressed: list[SuppressedFinding] | None = None) -> AuditReport:
    """What audit.engine.recheck_finding returns: the report's header with only the re-checked result."""
    return report.model_copy(update={"findings": findings or [], "suppressed": suppressed or []})


def fixed_report(t: Transcript, findings: list[Finding], metadata: VideoMetadata | None = None) -> AuditReport:
    """A rules-engine report of `t` with these findings and a fixed run header (corpus c0ffee, 2026-12-01 10:00
    UTC), for tests that store, bundle or list audits and compare what comes back."""
    return AuditReport(
        source=t.source,
        metadata=metadata or t.metadata,
        speaker=SpeakerProfile(),
        findings=findings,
        run=RunInfo(engine="rules", corpus_hash="c0ffee", transcript_hash=t.content_hash(),
                    started_at="2026-12-01T10:00:00+00:00", elapsed_s=0.1),
    )


class FakeEngine:
    """Records calls so tests can assert what the assistant asked for."""

    def __init__(self):
        self.calls: list[tuple] = []

    def transcribe(self, source, *, ocr=True, asr=True, allow_local_urls=None, progress=None):
        self.calls.append(("transcribe", source))
        for stage in ("resolve", "captions"):
            if progress:
                progress(stage, {"n": 1})
        return transcript(source)

    def load_caption_file(self, path):
        self.calls.append(("load_caption_file", path))
        return transcript(path)

    def audit_transcript(self, t, *, speaker_role=None, regulators=None, use_llm=None, progress=None):
        run = self.start_audit(t, speaker_role=speaker_role, regulators=regulators, use_llm=use_llm)
        for stage in ("screen", "retrieve", "judge", "verify", "report"):
            run = self.audit_stage(stage, run, progress)
        return run.report

    def start_audit(self, t, *, speaker_role=None, regulators=None, use_llm=None) -> AuditRun:
        self.calls.append(("audit", speaker_role, regulators))
        speaker = SpeakerProfile(role=speaker_role or "unknown", set_by="user" if speaker_role else "default")
        return AuditRun(transcript=t, speaker=speaker, scope=list(regulators or REGULATORS), book=_book(),
                        endorsement=EndorsementContext(marks=[], whole_video=False), use_llm=use_llm)

    def audit_stage(self, stage, run: AuditRun, progress=None) -> AuditRun:
        if progress:
            progress(stage, {"status": "start"})
            progress(stage, {"status": "end", "findings": 2, "elapsed_ms": 1.0})
        if stage == "report":
            run.report = self.report(run.transcript, run.speaker.role if run.speaker.set_by == "user" else None)
        return run

    def report(self, t, speaker_role=None):
        return AuditReport(
            source=t.source, metadata=t.metadata,
            speaker=SpeakerProfile(role=speaker_role or "unknown", set_by="user" if speaker_role else "default"),
            findings=[finding("F1", 4.0, "guaranteed to double your money", "FINRA 2210(d)(1)(B)"),
                      finding("F2", 9.0, "Use my referral code", "FTC 255.5(a)", "FTC", "high")],
            run=RunInfo(engine="rules", corpus_hash="c", transcript_hash=t.content_hash(), started_at="now",
                        elapsed_s=0.1),
        )

    def recheck_finding(self, report, finding_id, *, regulators=None, speaker_role=None) -> AuditReport:
        """Like audit.engine.recheck_finding: a small report with the re-checked finding, or it suppressed."""
        self.calls.append(("recheck", finding_id, regulators, speaker_role))
        original = next(f for f in report.findings if f.id == finding_id)
        if regulators == ["SEC"]:
            return recheck_report(report, suppressed=[SuppressedFinding(finding=original, reason="no SEC rule binds")])
        return recheck_report(report, [finding(finding_id, original.start, original.excerpt, "FTC 255.1(a)", "FTC",
                                               "high")])

    def explain_finding(self, report, finding_id):
        return f"{finding_id} applies because the speaker promised a return (FINRA 2210(d)(1)(B))."

    def render(self, report, fmt, reviews=None, events=None):
        current = current_decisions(reviews or [])  # like audit.render: the decision in force after the history
        rows = ["id,citation,review"] + [
            f"{f.id},{f.citation},{current[f.id].decision if f.id in current else ''}" for f in report.findings]
        return "\n".join(rows) + "\n"

    def search_rules(self, query, regulator=None, k=5):
        self.calls.append(("search", query, regulator))
        return [SearchHit(rank=1, citation="FTC 255.2(b)", citations=["FTC 255.2(b)"], title="Consumer endorsements",
                          text="An advertisement containing an endorsement ...", score=1.0, regulator="FTC")]

    def provision(self, citation):
        return Provision(citation=citation, citation_long=citation, regulator="FINRA", rule="2210",
                         title="Communications > Prohibited", text="(B) False, exaggerated ... promissory statements.")

    def verify_excerpt(self, t, excerpt, at=None):
        for s in t.segments:
            if excerpt.lower() in s.text.lower():
                i = s.text.lower().index(excerpt.lower())
                return ExcerptCheck(ok=True, excerpt=excerpt, matched_text=s.text[i:i + len(excerpt)],
                                    start=s.start, end=s.end, origin="speech")
        return ExcerptCheck(ok=False, excerpt=excerpt, reason="not found")

    def caps(self) -> Capabilities:
        return Capabilities(
            transcribe=self.transcribe, load_caption_file=self.load_caption_file,
            start_audit=self.start_audit, audit_stage=self.audit_stage, recheck_finding=self.recheck_finding,
            explain_finding=self.explain_finding, render=self.render, search_rules=self.search_rules,
            provision=self.provision, verify_excerpt=self.verify_excerpt,
        )


class ScriptedToolChatModel(GenericFakeChatModel):
    """GenericFakeChatModel that keeps tool calls when streamed and accepts bind_tools (chainlit-stack.md §4)."""

    seen: list = []  # the last input message of every call, to prove what the agent asked

    def bind_tools(self, tools, **kw):
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append(messages[-1])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)

    def _stream(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append(messages[-1])
        msg = next(self.messages)
        msg = AIMessage(content=msg) if isinstance(msg, str) else msg
        if msg.tool_calls:
            yield ChatGenerationChunk(message=AIMessageChunk(content="", id=msg.id, tool_call_chunks=[
                {"type": "tool_call_chunk", "name": tc["name"], "args": json.dumps(tc["args"]), "id": tc["id"],
                 "index": i} for i, tc in enumerate(msg.tool_calls)]))
            return
        for tok in re.split(r"(\s)", msg.content):
            if tok:
                ch = ChatGenerationChunk(message=AIMessageChunk(content=tok, id=msg.id))
                if run_manager:
                    run_manager.on_llm_new_token(tok, chunk=ch)
                yield ch


def tool_call(name: str, args: dict, call_id: str) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": call_id, "type": "tool_call"}])
